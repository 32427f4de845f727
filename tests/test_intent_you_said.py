""" "you" and a verb never name the hero's kind: they are the player."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea",
    [
        "Ice fishing RPG! Every hole you drill leads to a battle with a frozen fish monster. Catch the legendary "
        "Lake King pike so that Grandpa finally believes you.",
        "Can you help a paper kite that snapped its string float back down to the boy waiting on the hill?",
    ],
)
def test_you_and_a_verb_are_the_player(idea):
    assert read_intent(idea).hero.kind == "player"


@pytest.mark.parametrize(
    "idea, hero",
    [
        ("You are a young fox who must find her way home.", "fox"),
        ("In this vertical shooter you fly a paper dragon kite and shred the storm spirits", "paper dragon kite"),
    ],
)
def test_who_you_are_is_still_the_hero(idea, hero):
    assert read_intent(idea).hero.kind == hero
