"""A "tower defense" idea is a shooter whose goal is what it defends, not a tower; a "brainteaser" is a puzzle, no being."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea",
    ["Tower defense: protect the honey jar from waves of hungry ants", "tower defence where you protect the honey jar"],
)
def test_tower_defense_is_a_shooter_defending_its_object(idea):
    it = read_intent(idea)
    assert it.genre == "shooter"
    assert it.goal.action == "protect"
    assert [o.kind for o in it.goal.objects] == ["honey jar"]
    assert "tower" not in [p.kind for p in it.places]


@pytest.mark.parametrize(
    "idea", ["tile-sliding brainteaser: shift the hedges so the ducklings get home", "a brain teaser"]
)
def test_a_brainteaser_is_a_puzzle_and_no_being(idea):
    from romsmith.lexicon import unplaced

    it = read_intent(idea)
    assert it.genre == "puzzle"
    assert "brainteaser" not in unplaced(idea, it)
