"""A search for several things the idea lists is won with every one of them, as a gathering is:
"find her glasses, her keys and her phone" gives three things to find, all taken by whoever the
win needs them, and the report credits each on the win's path. A search for one thing, for
someone, or for a list with a word misread among it stays a search for the first."""

import pytest
from test_designer_intent import designed, role

from romsmith.generators.score import fidelity
from romsmith.lexicon import names_a_thing, read_intent


def taken_for_the_win(spec: dict) -> set[str]:
    win = spec["win"]["flag"]
    return {
        e["id"]
        for d in spec["dialogue"]
        for b in d.get("branches", [])
        if {"op": "set_flag", "id": win} in b.get("effects", [])
        for e in b["effects"]
        if e["op"] == "take_item"
    }


@pytest.mark.parametrize(
    ("idea", "things"),
    [
        ("grandma with a walker needs to find her glasses, her keys and her phone before the bus leaves", 3),
        ("find the map, the compass and the key and get off the island before the volcano blows", 3),
        ("Before the ice breaks up, an old ice fisherman must find his lucky auger and his grandson's red mitten", 2),
    ],
)
def test_every_thing_listed_is_needed_to_win(pack, idea, things):
    intent = read_intent(idea)
    assert intent.goal.action == "find" and len(intent.goal.objects) == things
    _plan, spec = designed(idea, pack)
    taken = taken_for_the_win(spec)
    assert len(taken) == things
    goal = role(fidelity.check(idea, spec, pack, intent), "goal")
    assert goal["ok"], goal
    for o in intent.goal.objects:
        assert f"{o.kind}: item" in goal["evidence"]


def test_a_thing_named_with_a_hyphen_is_credited_under_its_spaced_name(pack):
    idea = "The king's cook must find saffron, black pepper and snow-vanilla in time for the royal wedding feast."
    _plan, spec = designed(idea, pack)
    assert "snow_vanilla" in taken_for_the_win(spec)
    goal = role(fidelity.check(idea, spec, pack), "goal")
    assert goal["ok"] and "snow-vanilla: item snow_vanilla" in goal["evidence"]


def test_a_search_for_one_thing_stays_one(pack):
    idea = "a little robot searches the junkyard for a new battery"
    _plan, spec = designed(idea, pack)
    assert taken_for_the_win(spec) == {"battery"}


def test_a_word_known_far_better_as_a_verb_is_no_thing_to_list():
    assert names_a_thing("map") and names_a_thing("feather") and names_a_thing("key")
    assert not names_a_thing("get") and not names_a_thing("find") and not names_a_thing("xqzt")
