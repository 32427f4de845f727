"""Deeds said one after another: the subject's next verb ends the goal's list of objects
("builds robot companions and fights rogue machines")."""

from __future__ import annotations

import pytest

from romsmith.lexicon import read_intent


def goal(idea: str) -> tuple:
    """The goal's verb and the kinds of its objects, as the reader reads them."""
    said = read_intent(idea).goal
    return said.verb, [o.kind for o in said.objects]


@pytest.mark.parametrize(
    ("idea", "verb", "objects"),
    [
        ("An RPG where a mechanic builds robot companions and fights rogue machines on the way to the sky city.",
         "build", ["robot companion"]),
        ("the swamp witch brews a potion and needs a rare mushroom", "brew", ["potion"]),
        # a noun that could be a verb, with no object of its own, ends the list
        ("a squirrel collects nuts, berries and mushrooms for the long winter",
         "collect", ["nut", "berry", "mushroom"]),
    ],
)  # fmt: skip
def test_the_subjects_next_deed_ends_the_list_of_objects(idea, verb, objects):
    assert goal(idea) == (verb, objects)


@pytest.mark.parametrize(
    ("idea", "verb", "objects"),
    [
        ("Collect and raise spirit foxes in the mountain villages of Kyushu, then challenge the Fox Elder for the "
         "title of Kitsune Keeper.", "collect", ["spirit fox"]),
        ("Befriend and train the spirits of the Whispering Marsh, then challenge the four Elder Herons",
         "befriend", ["spirits"]),
        # an escape is no deed done to what the next verb finds
        ("ok so theres this hamster named biscuit and he lives in a pet shop and he wants to escape and find the "
         "kid who almost bought him last week", "escape", ["pet shop"]),
    ],
)  # fmt: skip
def test_two_verbs_joined_by_and_share_the_object_after_them(idea, verb, objects):
    assert goal(idea) == (verb, objects)


@pytest.mark.parametrize(
    ("idea", "verb", "objects"),
    [
        ("Find the lost key and watch out for the bats.", "find", ["key"]),
        ("the last unicorn must escape the cruel ringmaster's traveling circus and get back to the Silver Forest",
         "escape", ["traveling circus"]),
        # a particle that starts an object ("fix up the docks") still goes on with the list
        ("Stardew with pirates: inherit grandpa's rundown island port, fix up the docks and fend off the Rat "
         "Queen's raids", "fix", ["dock"]),
    ],
)  # fmt: skip
def test_a_verb_with_a_particle_and_a_preposition_after_and_is_the_next_deed(idea, verb, objects):
    assert goal(idea) == (verb, objects)


@pytest.mark.parametrize(
    ("idea", "verb", "objects"),
    [
        ("Two hedgehog siblings spend a lazy summer afternoon picking blackberries for their mum's pie",
         "pick", ["blackberry"]),
        ("a clumsy bat spends the whole night trying to catch the moth who stole its favourite shadow",
         "catch", ["moth"]),
    ],
)  # fmt: skip
def test_the_deed_a_time_is_spent_on_is_the_goal(idea, verb, objects):
    assert goal(idea) == (verb, objects)
