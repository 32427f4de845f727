"""A crate puzzle plays an idea whose goal puts things in their places ("push the flour sacks
onto the marked tiles", "sort the books onto the right shelves"): its crates stand for those
things, its words call them so, and the fidelity check finds them on the win's path, drawn as
crates. An idea whose goal is no pushing keeps plain crates, and the check credits no thing the
crates do not stand for."""

from __future__ import annotations

import copy

import pytest
from test_genre_puzzle_designer import offline_spec

from romsmith.generators.checks import validate_spec
from romsmith.generators.score import fidelity
from romsmith.lexicon import read_intent

FLOUR = "sokoban in a bakery: push the flour sacks onto the marked tiles so Chef Bruno can open on time"


def goal_role(idea: str, spec: dict, pack) -> dict:
    result = fidelity.check(idea, spec, pack, read_intent(idea))
    return next(r for r in result["roles"] if r["role"] == "goal")


@pytest.mark.parametrize(
    ("idea", "thing"),
    [
        (FLOUR, "flour sack"),
        ("sokoban but with grumpy goats, shove them all into the barn before nightfall", "goat"),
        ("help the librarian sort the enchanted books onto the right shelves before the library opens", "book"),
    ],
)
@pytest.mark.parametrize("seed", [0, 1])
def test_the_crates_stand_for_what_the_goal_puts_in_its_place(pack, idea, thing, seed):
    _plan, spec = offline_spec(idea, seed, pack)
    assert validate_spec(spec, pack).ok
    assert {s["crate_name"] for s in spec["scenes"]} == {thing}
    assert thing in spec["premise"] and "crate" not in spec["premise"]
    goal = goal_role(idea, spec, pack)
    assert goal["ok"] and f"{thing}: " in goal["evidence"] and "drawn as crates" in goal["evidence"]


def test_a_goal_that_is_no_pushing_keeps_plain_crates(pack):
    idea = "a puzzle about unlocking the 7 doors inside the Grimwald Library"
    _plan, spec = offline_spec(idea, 0, pack)
    assert {s.get("crate_name") for s in spec["scenes"]} == {None}
    assert "crate" in spec["premise"]
    assert not goal_role(idea, spec, pack)["ok"]  # no door is on the win's path


def test_the_check_credits_only_what_the_crates_stand_for(pack):
    _plan, spec = offline_spec(FLOUR, 0, pack)
    other = copy.deepcopy(spec)
    for scene in other["scenes"]:
        scene["crate_name"] = "barrel"
    goal = goal_role(FLOUR, other, pack)
    assert not goal["ok"] and "no flour sack is on the win's path" in goal["missing"]
    for scene in other["scenes"]:
        scene["crate_name"] = None
    assert not goal_role(FLOUR, other, pack)["ok"]
