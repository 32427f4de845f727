"""A genre's name said as the subject is the game, not its hero: "a jungle platformer against
evil monkeys" and "space shooter vs robots" are the player's fights; "you fight alien invaders"
is the player's order, its object many of a kind described ("alien invaders", "evil robots")."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "foe"),
    [
        ("a space shooter against alien invaders", "alien invader"),
        ("a jungle platformer against evil monkeys", "monkey"),
        ("A bullet hell shooter against the Moon Witch", "moon witch"),
        ("space shooter vs robots", "robot"),
        ("a platformer vs robots", "robot"),
    ],
)
def test_a_genre_against_a_foe_is_the_players_fight(idea, foe):
    intent = read_intent(idea)
    assert [h.kind for h in intent.heroes] == ["player"]
    assert [o.kind for o in intent.opponents] == [foe]
    assert intent.goal.action == "defeat"
    assert [o.kind for o in intent.goal.objects] == [foe]


def test_a_race_against_the_clock_is_no_foe():
    assert read_intent("a puzzle game against the clock").opponents == []


def test_a_being_against_a_foe_keeps_its_hero():
    intent = read_intent("ninja vs robots on a bullet train")
    assert [h.kind for h in intent.heroes] == ["ninja"]


@pytest.mark.parametrize(
    ("idea", "verb", "foe"),
    [
        ("you fight alien invaders", "fight", "alien invader"),
        ("a shooter where you fight alien invaders", "fight", "alien invader"),
        ("a space shooter where you fight alien invaders", "fight", "alien invader"),
        ("you battle evil robots", "battle", "robot"),
        ("you fight giant killer bees", "fight", "killer bee"),
    ],
)
def test_you_and_a_verb_before_described_foes_is_the_players_order(idea, verb, foe):
    intent = read_intent(idea)
    assert [h.kind for h in intent.heroes] == ["player"]
    assert intent.goal.verb == verb
    assert foe in [o.kind for o in intent.opponents]
