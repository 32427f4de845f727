"""Where the player wakes up is where the game starts, not its goal; and "so you can" says what
an order is for, not a second order."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, action, objects",
    [
        (
            "You wake up in a candy world and the Licorice Lord wants you stuck there forever. "
            "Find all six gumdrop keys so you can open the portal home.",
            "find",
            ["gumdrop key"],
        ),
        ("You wake up in a haunted house and the ghosts are angry. Escape before dawn.", "escape", None),
        # left alone: waking someone is a deed, and an order already read stays the goal
        ("Wake up the sleeping princess in the tower.", "rescue", ["princess"]),
        ("You wake up in a toy shop at midnight. Find the music box and wind it up.", "find", ["music box"]),
    ],
)
def test_waking_up_somewhere_is_the_start_and_the_order_after_it_the_goal(idea, action, objects):
    goal = read_intent(idea).goal
    assert goal.action == action
    assert goal.verb != "wake up" or action == "rescue"
    if objects is not None:
        assert [o.kind for o in goal.objects] == objects


def test_an_escape_ordered_after_waking_up_in_a_ship_is_the_goal():
    idea = (
        "You wake up in the hold of a pirate ship with no memory, a talking parrot on your shoulder and "
        "Captain Redwake's crew hunting for you. Escape before the ship docks at Skull Harbor."
    )
    assert read_intent(idea).goal.action == "escape"


@pytest.mark.parametrize(
    "idea, action, objects",
    [
        ("Find the three keys so you can open the gate.", "find", ["key"]),
        ("Collect the gems so you can buy a boat.", "collect", ["gem"]),
        # left alone: a duty after "so" is the goal
        ("sick of getting bullied, so u gotta beat the hero guild", "defeat", ["hero guild"]),
        ("The storm wrecked your boat, so you have to find the lost oars.", "find", ["oar"]),
    ],
)
def test_so_you_can_says_what_an_order_is_for(idea, action, objects):
    goal = read_intent(idea).goal
    assert (goal.action, [o.kind for o in goal.objects]) == (action, objects)
