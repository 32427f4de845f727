"""A place fled, rescued from or defended against that is named for the creatures in it ("the
goblin camp", "the wasp empire") gives those creatures as foes, many, and the place as a place;
a place by a name or "next door" does not."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, foe, place",
    [
        ("rescue the princess from the goblin camp", "goblin", "goblin camp"),
        ("A bee pilot defends the hive from the wasp empire.", "wasp", "wasp empire"),
        ("the kid must escape from the giant spider lair", "spider", "spider lair"),
    ],
)
def test_the_creatures_are_foes_and_their_place_a_place(idea, foe, place):
    it = read_intent(idea)
    assert [(o.kind, o.count) for o in it.opponents] == [(foe, 2)]
    assert place in [p.kind for p in it.places]


def test_next_door_is_no_place_of_theirs():
    it = read_intent("three kids must defend their treehouse from the bully gang next door")
    assert not any("door" in p.kind for p in it.places)


def test_things_crewed_by_foes_stay_foes():
    it = read_intent("a shooter where you defend the farms from alien saucers")
    assert [o.kind for o in it.opponents] == ["alien saucer"]


def test_a_place_robbed_is_no_foes_place():
    it = read_intent("An owl detective solves who stole the acorns from the squirrel bank.")
    assert "squirrel" not in [o.kind for o in it.opponents]
    assert "squirrel bank" in [p.kind for p in it.places]
