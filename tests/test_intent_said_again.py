"""A goal's object said again after a comma ("her client, a talking parrot, ...") is one object,
not two: the second phrase says what the first is. A list goes on ("a sword, a shield and a map")."""

import pytest

from romsmith.lexicon import read_intent


def _objects(idea: str) -> list[str]:
    return [o.kind for o in read_intent(idea).goal.objects]


@pytest.mark.parametrize(
    ("idea", "objects"),
    [
        (
            "Prince Anselm has been turned into a toad, so the kitchen maid Gretl must find the witch's "
            "golden comb, the only thing that can change him back",
            ["comb"],
        ),
        (
            "a courtroom drama where rookie lawyer Pia cross-examines witnesses to prove her client, "
            "a talking parrot, didn't steal the crown jewels",
            ["client"],
        ),
        ("The knight must find the amulet, an old relic, and return it to the king.", ["amulet"]),
        ("Find the key, a rusty old thing.", ["key"]),
    ],
)
def test_what_an_object_is_said_to_be_is_no_second_object(idea, objects):
    assert _objects(idea) == objects


def test_a_being_said_for_a_thing_is_the_object():
    idea = "A teddy bear named Mr. Buttons has to make friends with the new toy, a scary-looking dinosaur, so the toys stop fighting."
    assert _objects(idea) == ["dinosaur"]


def test_a_name_stays_the_object():
    idea = "A half-elf ranger named Ysolde is hired to track down the Whisper, a stolen ship's figurehead that curses whoever owns it."
    assert _objects(idea) == ["whisper"]


@pytest.mark.parametrize(  # left alone: lists go on after the second phrase
    ("idea", "objects"),
    [
        ("Find a sword, a shield, and a map before dawn.", ["sword", "shield", "map"]),
        ("Rescue the cat, a dog, a bird.", ["cat", "dog", "bird"]),
        ("Collect the gems, a crown, and a sword.", ["gem", "crown", "sword"]),
    ],
)
def test_a_list_keeps_every_object(idea, objects):
    assert _objects(idea) == objects
