"""A foe the pack draws as its nearest sprite is called by the idea's own word: crows drawn as
owls are "Crow", a pickpocket rat drawn as a mouse is "Rat" (the last word of one too long to
show whole); a foe the pack draws as itself keeps its name."""

import pytest
from test_designer_intent import designed

from romsmith.generators.pack import load_pack


@pytest.fixture(scope="module")
def pack():
    return load_pack("puny")


def _foes(spec):
    return [(a["name"], a.get("sprite")) for a in spec["cast"] if a.get("role") == "enemy"]


@pytest.mark.parametrize(
    ("idea", "name"),
    [
        ("Two sibling foxes need to gather enough berries before the first snow while crows try to steal them", "Crow"),
        ("a pigeon cop has to catch the pickpocket rat stealing breadcrumbs in the park", "Rat"),
    ],
)
def test_an_adventure_calls_its_foes_by_the_ideas_word(idea, name, pack):
    _plan, spec = designed(idea, pack)
    foes = _foes(spec)
    assert foes and all(n == name for n, _sprite in foes), foes


def test_a_platformer_calls_its_foes_by_the_ideas_word(pack):
    _plan, spec = designed("a platformer where a skateboarding grandma races across town, dodging pigeons", pack)
    assert "Pigeon" in [n for n, _sprite in _foes(spec)]


def test_a_foe_drawn_as_itself_keeps_its_name(pack):
    _plan, spec = designed("a knight must slay the dragon", pack)
    assert all(n == "Dragon" for n, _sprite in _foes(spec))
