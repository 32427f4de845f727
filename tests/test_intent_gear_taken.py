"""A thing taken up first is taken to use: the deed said after it is the goal ("Grab the vacuum
pack and suck up every spook"); things taken with nothing done after them are the goal still."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "action", "verb"),
    [
        (
            "Ghosts have taken over Pinewood Elementary! Grab the vacuum pack and suck up every spook before the bell rings.",
            "catch",
            "suck up",
        ),
        (
            "Snow goblins have taken over the ski resort. Grab the snowball launcher, clear them out of every lodge, "
            "and defeat the Goblin King at the summit.",
            "defeat",
            "clear out",
        ),
        ("grab the old map and find the buried treasure", "find", "find"),
    ],
)
def test_the_deed_after_the_gear_is_the_goal(idea, action, verb):
    goal = read_intent(idea).goal
    assert (goal.action, goal.verb) == (action, verb)


@pytest.mark.parametrize(
    ("idea", "objects"),
    [
        (
            "You're a snowman racing downhill before you melt; grab the carrot nose and the top hat on the way.",
            ["carrot nose", "top hat"],
        ),
        (
            "you are a raccoon and you have to sneak into the campsite and take the marshmallows and the sausages",
            ["marshmallow", "sausage"],
        ),
    ],
)
def test_things_taken_with_nothing_done_after_are_the_goal(idea, objects):
    assert [o.kind for o in read_intent(idea).goal.objects] == objects
