"""Places WordNet files away from places: a hole dug in the ground (a mine, a well, a quarry: an
excavation, an artifact), a wooded area (a rainforest, a jungle, a grove: trees, a group) and a
moor (first a people there, "Moor") are places of the game. An -ing verb with an adverb after a
list ("keeping well away") is no object and no place, and a place read twice in two cases is
listed once, by its name."""

import pytest
from test_designer_intent import designed, role
from test_intent_escaped_place import place_kinds

from romsmith.generators.score import fidelity
from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "place"),
    [
        ("an old miner goes back into the collapsed mine to rescue his trapped mule", "mine"),
        ("descend into the salt mines to retrieve the Heart of Brine", "salt mine"),
        ("the wizard's cat knocked his crystal ball into the well, so the apprentice has to fish it out", "well"),
        ("A young jaguar must find its mother in the rainforest after poachers scatter their family", "rainforest"),
        ("a sloth has to get to the other side of the rainforest before his birthday party ends", "rainforest"),
    ],
)
def test_a_dug_or_wooded_place_is_a_place(idea, place):
    assert place in place_kinds(idea)


def test_a_participle_after_the_list_is_no_object_and_no_place():
    idea = "A church mouse sneaks through the cathedral to ring the bell, keeping well away from the ferret"
    intent = read_intent(idea)
    assert [o.kind for o in intent.goal.objects] == ["bell"]
    assert not any("well" in p.kind for p in intent.places)


def test_a_place_read_twice_is_listed_once_by_its_name():
    kinds = place_kinds("Platformer: a hedgehog rolls through Cinder Mine and into the junkyard")
    assert [k for k in kinds if k.lower() == "cinder mine"] == ["Cinder Mine"]


def test_the_jaguar_game_shows_the_rainforest_and_the_report_says_so(pack):
    idea = "A young jaguar must find its mother in the rainforest after poachers scatter their family"
    _plan, spec = designed(idea, pack)
    place = role(fidelity.check(idea, spec, pack, read_intent(idea)), "place")
    assert place["ok"] and "rainforest" in place["want"], place


@pytest.mark.parametrize(
    ("idea", "place"),
    [
        ("A lost sheepdog puppy tries to guide the flock home across the moor while wolves circle", "moor"),
        ("a mole named Coral digs ever deeper beneath Gravelmoor to find her lost brother", "Gravelmoor"),
    ],
)
def test_a_moor_is_open_land_not_a_people(idea, place):
    intent = read_intent(idea)
    assert place in [p.kind for p in intent.places]
    assert not any(place.lower() in b.kind for b in intent.bystanders + intent.helpers)


@pytest.mark.parametrize(("idea", "kind"), [("a knight must slay the swamp hydra", "swamp hydra")])
def test_a_word_with_no_land_keeps_its_first_sense(idea, kind):
    assert [o.kind for o in read_intent(idea).opponents] == [kind]
