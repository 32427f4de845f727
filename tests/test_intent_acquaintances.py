"""Whom the hero questions, follows or befriends, and the victim of a wrong to be found out, are
in a role: bystanders or helpers, never foes, and never left out."""

import pytest

from romsmith.lexicon import read_intent, unplaced


def roles(idea: str) -> tuple[list[str], list[str], list[str]]:
    intent = read_intent(idea)
    kinds = lambda beings: [b.kind for b in beings]  # noqa: E731
    return kinds(intent.helpers), kinds(intent.bystanders), kinds(intent.opponents)


@pytest.mark.parametrize(
    "idea, met",
    [
        (
            "mystery game: Inspector Clove questions the passengers on a night train to find the jewel thief",
            "passenger",
        ),
        ("snowbound in a mountain inn, a retired spy must work out which guest poisoned the innkeeper", "innkeeper"),
        ("Dr. Amara the ship doctor has to figure out who poisoned the captain before the ship docks", "captain"),
        (
            "Talk your way through the royal court as a jester so you can expose the chancellor's plot to poison the king.",
            "king",
        ),
        ("Question witnesses and prove the baker didn't burn down the mill", "witness"),
    ],
)
def test_whom_the_hero_questions_and_a_wrong_s_victim_are_bystanders(idea, met):
    _helpers, bystanders, foes = roles(idea)
    assert met in bystanders and met not in foes
    assert met not in unplaced(idea, read_intent(idea))


@pytest.mark.parametrize(
    "idea, friend",
    [
        (
            "Kofi, a boy from a fishing village in Ghana, follows a talking tortoise into the mangroves to find "
            "the moon pearl that will bring the fish back.",
            "talking tortoise",
        ),
        ("a shy mermaid must befriend a wise old turtle to find the lost pearl", "wise old turtle"),
        ("Take a boat up the river, ask the three old gods for help, and bring the name back", "god"),
    ],
)
def test_whom_the_hero_follows_or_befriends_is_a_helper(idea, friend):
    helpers, _bystanders, foes = roles(idea)
    assert friend in helpers and friend not in foes


@pytest.mark.parametrize(
    "idea, foe",
    [
        # left alone: a foe the hero must kill is a foe, not a victim; "who" asks no wrong of the dragon
        ("a knight must kill the dragon who guards the bridge", "dragon"),
        ("find out who poisoned the well and defeat the witch", "witch"),
    ],
)
def test_a_foe_stays_a_foe(idea, foe):
    helpers, bystanders, foes = roles(idea)
    assert foe in foes and foe not in helpers + bystanders


@pytest.mark.parametrize(
    "idea",
    [
        # left alone: no being followed or questioned
        "a young fox must follow the river home before winter",
        "ask around town to find the missing bell",
        "a knight must kill the dragon before it burns the village",
    ],
)
def test_no_one_is_met_where_no_being_is_said(idea):
    helpers, bystanders, _foes = roles(idea)
    assert helpers == [] and bystanders == []
