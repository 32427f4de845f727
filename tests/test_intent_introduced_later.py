"""A hero introduced after a sentence about someone else does not take that someone's goal: the
order that follows is the hero's."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, hero, action, target",
    [
        (
            "Seven mouse thieves plan to take the wedding cake from the royal bakery tonight. You're Crumb, "
            "the palace's only guard mouse. Stop them.",
            "guard mouse",
            "defeat",
            "mouse thief",
        ),
        ("Goblins are going to burn the village. You are a young knight. Stop them.", "knight", "defeat", "goblin"),
    ],
)
def test_the_order_after_the_introduction_is_the_hero_s_goal(idea, hero, action, target):
    intent = read_intent(idea)
    assert hero in intent.hero.kind
    assert intent.goal.action == action and [o.kind for o in intent.goal.objects] == [target]
    assert target in [o.kind for o in intent.opponents]


@pytest.mark.parametrize(
    "idea, action, target",
    [
        # left alone: the hero introduced is the being said before ("the puppy"), its goal stays
        ("A lost puppy must find its way home. You are the puppy!", "find", "way"),
        # left alone: an introduction with no one before it keeps the order after it
        ("You are a young knight. Find the three keys of the tower.", "find", "key"),
    ],
)
def test_the_hero_s_own_goal_stays(idea, action, target):
    intent = read_intent(idea)
    assert intent.goal.action == action and target in [o.kind for o in intent.goal.objects]
