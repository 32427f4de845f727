"""A decade said before a place ("1920s Chicago") says when, and the place is the place."""

from romsmith.lexicon import extract, read_intent


def test_a_decade_before_a_place_leaves_the_place_its_name():
    intent = read_intent("Street fighter set in 1970s Hong Kong: kung fu cook Ah Lam fights his way to the top")
    assert "hong kong" in [p.kind.lower() for p in intent.places]
    assert [p.kind for p in read_intent("a young reporter in 1920s Chicago must find the story").places] == ["chicago"]


def test_a_decade_is_one_word():  # left alone: read so before as well
    words = [t.text for t in extract("a 1980s arcade shooter where a robot fights aliens").terms]
    assert "s" not in words
    assert [o.kind for o in read_intent("a 1980s arcade shooter where a robot fights aliens").opponents] == ["alien"]
