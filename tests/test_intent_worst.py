"""Ideas made of one word said thousands of times are read like any other, within the first
2,000 letters the reader reads (`benchmarks/bench_reader_worst.py` times them)."""

from romsmith.lexicon import read_intent


def test_a_run_of_articles_before_the_hero():
    hero = read_intent("a " * 50000 + "dog named Bob must find the bone").heroes[0]
    assert hero.kind == "dog"


def test_a_name_said_thousands_of_times_is_read_as_one_phrase():
    intent = read_intent("Little chimney sweep " + "Tom " * 20000 + "races")
    assert intent.heroes and len(intent.heroes[0].kind.split()) <= 12
