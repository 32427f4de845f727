"""The fidelity check asks the game for the sprites the designer would cast: a kind said as many
is drawn as one of it ("lost souls" are ghosts, as a soul is), and a kind the tables know as a
concept stands in as that concept's nearest sprite ("a courier" is cast as a postman is)."""

import pytest

from romsmith.generators.score import fidelity
from romsmith.generators.spec.samples import example_spec
from romsmith.lexicon import Intent


def hero_role(kind: str, sprite: str, pack) -> dict:
    spec = example_spec()
    next(a for a in spec["cast"] if a["role"] == "player")["sprite"] = sprite
    intent = Intent(heroes=[{"kind": kind}])
    return next(r for r in fidelity.check(f"a {kind}", spec, pack, intent)["roles"] if r["role"] == "hero")


@pytest.mark.parametrize("kind", ["souls", "lost souls", "the lost souls"])
def test_many_of_a_kind_are_drawn_as_one(kind, pack):
    from romsmith.generators.score._roles import _drawn, _head_drawn

    assert _drawn(kind, pack) == _drawn("soul", pack) == ["puny_ghost"]
    assert _head_drawn(kind, pack)  # so no nearest person stands in for the souls


@pytest.mark.parametrize("kind", ["courier", "parkour courier"])
def test_a_kind_stands_in_as_its_concepts_nearest(kind, pack):
    role = hero_role(kind, "puny_dwarf", pack)  # a courier is a postman, whom the miner stands in for
    assert role["ok"] and role["substitute"] == "puny_dwarf"
    assert not hero_role(kind, "puny_frog", pack)["ok"]


@pytest.mark.parametrize(("kind", "craft"), [("fighter pilot", "puny_jet"), ("pilot", "puny_starship")])
def test_a_pilot_is_played_as_the_craft_they_fly(kind, craft, pack):
    role = hero_role(kind, craft, pack)
    assert role["ok"] and "is its pilot" in role["evidence"]


@pytest.mark.parametrize(("kind", "sprite"), [("farmer", "puny_jet"), ("fighter pilot", "puny_robot")])
def test_no_one_else_is_a_craft_and_no_machine_but_a_craft_is_flown(kind, sprite, pack):
    assert not hero_role(kind, sprite, pack)["ok"]
