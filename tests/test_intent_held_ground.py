"""Holding a place, or anything against a foe or for a time, is protecting it ("holds the abbey
against vampire bats", "Hold the reactor for ten turns"); one held hostage, a party or a
tournament held, and a being held are not."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "held"),
    [
        ("top-down shooter where a crossbow nun holds the abbey against vampire bats", "abbey"),
        ("The colony is under siege by insect swarms. Hold the reactor for ten turns.", "reactor"),
        ("Hold the farmhouse. Every night the scarecrows get closer.", "farmhouse"),
        ("Turn-based tactics: retired Colonel Ruth holds the bingo hall against the biker gang", "bingo hall"),
    ],
)
def test_ground_held_is_protected(idea, held):
    goal = read_intent(idea).goal
    assert (goal.action, [o.kind for o in goal.objects]) == ("protect", [held])


@pytest.mark.parametrize(
    "idea",
    [
        "on top of Cloudspire a wind spirit holds the rain hostage, so a farmer's son climbs up to bring it back",
        "a shy mouse holds a birthday party for her friends",
        "a knight must hold the princess tight as they ride through the storm",
    ],
)
def test_what_is_held_otherwise_is_not_protected(idea):
    assert read_intent(idea).goal.action != "protect"


def test_a_tournament_held_leaves_the_goal_to_the_hero():
    goal = read_intent(
        "Every night the toys in the attic hold a tournament, and you play as a wind-up soldier trying to "
        "become champion by beating the stuffed bear"
    ).goal
    assert (goal.action, [o.kind for o in goal.objects]) == ("defeat", ["bear"])
