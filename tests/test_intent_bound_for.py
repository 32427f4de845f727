"""A way of moving with no object of its own has where it goes for its goal: "digs to the center
of the earth", "slide through the forest until you reach the cabin", "blasts through the asteroid
belt to get home to the sunflower planet"."""

import pytest

from romsmith.lexicon import read_intent


def _goal(idea: str) -> tuple[str, list[str]]:
    goal = read_intent(idea).goal
    return goal.action, [o.kind for o in goal.objects]


@pytest.mark.parametrize(
    ("idea", "action", "objects"),
    [
        ("can you make a game where a mole digs to the center of the earth?", "reach", ["center"]),
        ("a hamster runs to the castle", "reach", ["castle"]),
        (
            "Wolves are after you. Run, leap and slide through the snowy pine forest until you reach the cabin.",
            "reach",
            ["cabin"],
        ),
        ("A hamster runs through the forest until he reaches the castle.", "reach", ["castle"]),
        (
            "An astronaut hamster blasts through the asteroid belt to get home to the sunflower planet.",
            "reach",
            ["sunflower planet"],
        ),
        ("Grandpa Tortoise needs to get home to his pond before the frost.", "reach", ["pond"]),
    ],
)
def test_where_a_move_goes_is_its_goal(idea, action, objects):
    assert _goal(idea) == (action, objects)


@pytest.mark.parametrize(  # left alone
    ("idea", "action", "objects"),
    [
        ("Defeat the knights until you reach the king.", "defeat", ["knight"]),
        ("A knight defeats the dragon to get home.", "defeat", ["dragon"]),
        ("a pirate digs for treasure on the island", "find", ["treasure"]),
        ("a bear needs to get home before the moon rises", "reach", ["home"]),
    ],
)
def test_a_deed_with_an_object_stays_the_goal(idea, action, objects):
    assert _goal(idea) == (action, objects)


def test_what_a_participle_looks_for_is_no_verb():
    idea = "like zelda but ur a capybara looking for the 3 hot spring stones"  # not "stones" as a verb
    assert _goal(idea) == ("find", ["spring stone"])
    assert _goal("a fox searching for the lost cubs must cross the river") == ("reach", ["river"])  # left alone


def test_what_a_move_is_for_is_no_place():
    idea = "A kitten named Mochi smells fresh milk in the kitchen. She has to sneak past the big sleepy dog to get a drink."
    assert _goal(idea) == ("find", ["drink"])
    assert _goal("hop across the road to the pond") == ("reach", ["pond"])  # left alone
