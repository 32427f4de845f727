"""A deed, a purpose or a time said before its doer leads the sentence: the being after the comma is the
hero ("dodging falling icicles and angry yetis, a mountain goat kid bounds up Mount Skarn"), and
a leading purpose is the goal unless the doer must do something else ("To reach the Sky Library
..., a bookish girl builds a kite": reaching the library; "To save her village ..., Mina must
find the healing flower": finding it)."""

from romsmith.lexicon import read_intent


def test_the_doer_after_a_leading_deed_is_the_hero():
    intent = read_intent(
        "dodging falling icicles and angry yetis, a mountain goat kid bounds up Mount Skarn to plant her flag"
    )
    assert intent.hero.kind == "mountain goat kid"


def test_a_leading_purpose_is_the_goal():
    intent = read_intent("To reach the Sky Library before it drifts away, a bookish girl builds a kite from torn pages")
    assert intent.hero.kind == "girl"
    assert (intent.goal.action, [o.kind for o in intent.goal.objects]) == ("reach", ["sky library"])


def test_a_duty_after_a_leading_purpose_stays_the_goal():
    goal = read_intent(
        "To save her village from the fever, Mina must find the healing flower that grows only on the volcano's rim."
    ).goal
    assert (goal.action, [o.kind for o in goal.objects]) == ("find", ["healing flower"])


def test_a_genre_label_in_ing_leads_nothing():
    intent = read_intent("Shooting game, the spaceship of captain Vega must destroy the big mothership of robots")
    assert intent.goal.action == "defeat"


def test_a_leading_time_said_as_one_phrase_is_no_deed():
    intent = read_intent(
        "In the Spirit Wars, a fox shaman battles the demon lords so that the forest gods can wake again."
    )
    assert intent.hero.kind == "fox shaman"
    assert [o.kind for o in intent.goal.objects] == ["demon lord"]
    assert [o.kind for o in intent.opponents] == ["demon lord"]
