"""Markup pasted into an idea says nothing of the game: a script or a style is read with what it
holds as nothing, any other tag as a space, so "escape the <script>alert(1)</script> liner" is an
escape from the liner and "a knight <img src=x onerror=alert(1)> must save the princess" has a
knight for its hero, not "knight img src x onerror alert". What only looks like a tag ("x<y",
"<3") is read as before."""

from romsmith.lexicon import read_intent


def test_a_script_and_what_it_holds_is_read_as_nothing():
    intent = read_intent("escape the <script>alert(1)</script> liner")
    assert [p.kind for p in intent.places] == ["liner"]
    assert (intent.goal.action, [o.kind for o in intent.goal.objects]) == ("escape", ["liner"])


def test_a_tag_is_read_as_a_space():
    intent = read_intent("a knight <img src=x onerror=alert(1)> must save the princess from the dragon")
    assert intent.hero.kind == "knight"
    assert [o.kind for o in intent.goal.objects] == ["princess"]
    assert [o.kind for o in intent.opponents] == ["dragon"]
    assert read_intent("a cat <b>jumps</b> over the roofs to catch a pigeon").hero.kind == "cat"


def test_what_only_looks_like_a_tag_is_kept():
    assert read_intent("x<y and a>b: a robot finds a battery").goal.objects[0].kind == "battery"


def test_tags_take_none_of_the_letters_the_reader_reads():
    intent = read_intent("<script>" * 5000 + " a cat escapes the pound")  # 40,000 letters of tags first
    assert intent.hero.kind == "cat"
    assert intent.goal.action == "escape"
