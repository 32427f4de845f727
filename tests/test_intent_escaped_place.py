"""What a hero escapes or gets out of is the place the game is in, though WordNet files it as a
thing ("a liner", "a mine", "a grinder") or a group ("a circus"): the reading lists it among the
places, so the game is set there and the report checks that it is, and the game starts there with
the way out at the far end of a strip of scenes. A creature, a hazard, what is got out rather
than out of, and words that are no noun stay out of the places."""

import json

import pytest
from test_designer_intent import designed, role

from romsmith.generators.score import fidelity
from romsmith.lexicon import read_intent


def place_kinds(idea: str) -> list[str]:
    return [p.kind for p in read_intent(idea).places]


@pytest.mark.parametrize(
    ("idea", "place"),
    [
        ("escape the burning cruise liner", "burning cruise liner"),
        ("you have to escape the flooded mine before the water reaches the top", "mine"),
        ("platformer about a coffee bean escaping the grinder", "grinder"),
        ("two robots must work together to get out of the scrapyard before the crusher starts", "scrapyard"),
        ("escape the haunted carnival before midnight when the clowns wake up", "carnival"),
    ],
)
def test_what_is_escaped_is_a_place(idea, place):
    assert place in place_kinds(idea)


@pytest.mark.parametrize(
    ("idea", "not_a_place"),
    [
        ("slide the parked cars around the garage to get the ice cream van out before it melts", "ice cream van"),
        ("a jellybean hops thru a candy factory to escape being eaten, kids and taste testers chase it", "chase"),
        ("a mouse must escape the robot", "robot"),
        ("a knight escapes the dragon", "dragon"),  # a monster first, though WordNet's Draco is a place
        ("a deer must escape the forest fire", "forest fire"),
    ],
)
def test_a_creature_a_hazard_or_what_is_got_out_is_no_place(idea, not_a_place):
    assert not any(not_a_place in kind for kind in place_kinds(idea))


@pytest.mark.parametrize("seed", [0, 1])
def test_the_game_is_set_in_the_escaped_mine_and_the_report_says_so(pack, seed):
    idea = "you have to escape the flooded mine before the water reaches the top"
    _plan, spec = designed(idea, pack, seed)
    result = fidelity.check(idea, spec, pack, read_intent(idea))
    place = role(result, "place")
    assert place["ok"], place
    assert "mine" in place["evidence"].lower()


def _links_to_the_way_out(spec: dict) -> int:
    """How many warps the hero takes from the start to the scene whose trigger sets the win."""
    won = {d["id"] for d in spec["dialogue"] if spec["win"]["flag"] in json.dumps(d)}
    out = next(s["id"] for s in spec["scenes"] for t in s["triggers"] if t.get("dialogue") in won)
    graph = {s["id"]: [w["to"] for w in s["warps"]] for s in spec["scenes"]}
    depth, queue = {spec["start_scene"]: 0}, [spec["start_scene"]]
    for here in queue:
        for other in graph[here]:
            if other not in depth:
                depth[other] = depth[here] + 1
                queue.append(other)
    return depth[out]


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("idea", ["escape the burning cruise liner", "you have to escape the flooded mine in time"])
def test_an_escape_from_the_place_named_runs_the_whole_strip_to_the_way_out(pack, idea, seed):
    _plan, spec = designed(idea, pack, seed)
    assert _links_to_the_way_out(spec) >= 5, "six scenes outdoors, the way out at the far end"
