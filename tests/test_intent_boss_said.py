"""Whom the idea says the boss is, is a foe ("the boss is a giant bulldog", "every boss is a chef
who stole a recipe"), as "the last boss is ..." was; a boss said of no one stays unread."""

from romsmith.lexicon import read_intent


def test_whom_the_boss_is_said_to_be_is_a_foe():
    intent = read_intent(
        "a space shooter where ur a space cat and u shoot lasers at the bad space dogs. the boss is a giant bulldog"
    )
    assert any(o.kind.endswith("bulldog") for o in intent.opponents), intent.opponents


def test_the_last_boss_is_read_as_before():
    intent = read_intent("a game where you fight monsters at school. the last boss is the principal's evil twin")
    assert any("twin" in o.kind for o in intent.opponents), intent.opponents


def test_a_boss_said_as_a_person_at_work_is_no_foe_said():
    intent = read_intent("a cozy story where a barista and her boss are opening a new cafe")
    assert not any(o.kind.endswith("cafe") for o in intent.opponents)
