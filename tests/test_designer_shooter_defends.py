"""A shooter whose idea defends a place or a thing fights its last stand there: the last level
is named for it, the premise and the win say it is defended, and the check finds it where the
boss is beaten. A being defended, a season kept and a shooter with another goal stay as they
were."""

import pytest
from test_designer_intent import designed

from romsmith.generators.pack import load_pack
from romsmith.generators.score import fidelity
from romsmith.lexicon import read_intent

DEFENDS = {
    "top-down shooter: a grandma with a water pistol defends her tomato patch from the snails": "tomato patch",
    "Tower defense: protect the honey jar from waves of hungry ants": "honey jar",
    "a shooter where you hold the saloon against masked bandits until the cavalry arrive": "saloon",
}


@pytest.fixture(scope="module")
def pack():
    return load_pack("puny")


@pytest.mark.parametrize("idea", sorted(DEFENDS))
def test_the_last_level_is_fought_where_the_idea_defends(idea, pack):
    _plan, spec = designed(idea, pack)
    defended = DEFENDS[idea]
    assert spec["scenes"][-1]["name"].lower().endswith(defended)
    assert all(s["genre"] == "shooter" for s in spec["scenes"])
    assert f"the {defended}" in spec["premise"].lower()
    assert f"the {defended}" in spec["win"]["text"].lower()
    goal = next(r for r in fidelity.check(idea, spec, pack, read_intent(idea))["roles"] if r["role"] == "goal")
    assert goal["ok"], goal
    assert f"{defended}: scene {spec['scenes'][-1]['id']}" in goal["evidence"]


@pytest.mark.parametrize(
    "idea",
    [
        "twin-stick shooter: a one-eyed cyclops defends his sheep from alien saucers",  # beings: no level is them
        "we need a shooter where a snowman throws snowballs at the evil summer sun to keep winter going",
        "shmup: a starship fights the alien armada and its mothership",  # no protect goal
    ],
)
def test_no_level_is_named_for_a_being_a_season_or_another_goal(idea, pack):
    plan, spec = designed(idea, pack)
    names = " ".join(s["name"].lower() for s in spec["scenes"])
    assert not any(w in names for w in ("sheep", "winter", "armada", "mothership")), names
    assert "defends" not in plan["scenes"][0].get("purpose", "")


def test_a_level_boss_beaten_is_fought_in_that_level(pack):
    """The check takes a level's own pointer (/scenes/N) to that scene, as a trigger's (/scenes/N/...)."""
    from romsmith.generators.score._roles import _scene_of

    scenes = [{"id": "level_1"}, {"id": "level_2"}]
    assert _scene_of("/scenes/1", scenes) == "level_2"
    assert _scene_of("/scenes/0/triggers/2", scenes) == "level_1"
    assert _scene_of("/scenes/7", scenes) is None
    assert _scene_of("/scenes/10x", scenes) is None
