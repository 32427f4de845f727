"""Foes said late in a clause: the creature that comes out after "and" in a "before" clause."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, foes",
    [
        ("Little sheepdog has to bring home the lost lambs before the fog rolls in and the foxes come out.", ["fox"]),
        ("Collect the apples before the sun sets and the bats come out.", ["bat"]),
        # left alone: what only marks the time, and whoever is no creature's threat
        ("Get home before the rain starts and your mom calls you.", []),
        ("Fix the roof before winter comes and the snow falls.", []),
    ],
)
def test_a_creature_coming_after_and_in_a_before_clause_is_a_foe(idea, foes):
    assert [o.kind for o in read_intent(idea).opponents] == foes
