"""A "tower defense" idea is a shooter whose goal is what it defends, not a tower."""

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
