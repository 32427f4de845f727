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


@pytest.mark.parametrize(
    "idea, hero, action",
    [
        ("I want a story game with many talking. A young man come to the big city to find his brother who "
         "disappear. He talk to people, some help, some lie. The police chief is bad.", "man", "find"),
        # left alone: many who go, in their own agreement
        ("The kids go to school by bus and must find the lost hamster.", "kid", "find"),
    ],
)  # fmt: skip
def test_a_verb_of_going_in_its_own_form_after_one_is_the_verb(idea, hero, action):
    said = read_intent(idea)
    assert (said.hero.kind, said.goal.action) == (hero, action)


def test_where_one_goes_in_a_learners_words_is_a_place():
    said = read_intent(
        "In winter little girl Mei go to forest for find medicine herb for her grandma, but big bear is block the road"
    )
    assert said.goal.verb == "go" and [p.kind for p in said.places] == ["forest"]
