"""An idea that opens on what its beings are doing ("Ants are invading the picnic.") reads "are"
as their verb, never as part of their name, and finds its hero in the sentence after; a
"tower defense" idea is a shooter whose goal is what it defends."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, hero, foe",
    [
        ("Ants are invading the picnic. A ladybug defends the sandwiches.", "ladybug", "ant"),
        (
            "The bees are disappearing. A scientist named Dr. Lin searches the valley for the poisoned flowers.",
            "scientist",
            None,
        ),
        ("Wolves are circling the village. The blacksmith's daughter forges a silver sword.", "daughter", None),
        ("The children of the town are missing. Officer Dan follows the pied piper into the hills.", "officer", None),
    ],
)
def test_the_hero_comes_after_the_scene(idea, hero, foe):
    it = read_intent(idea)
    assert it.heroes[0].kind == hero
    if foe:
        assert [o.kind for o in it.opponents] == [foe]


@pytest.mark.parametrize(
    "idea, kind",
    [
        ("Wolves are circling the village.", "wolf"),
        ("The wolves are circling the village.", "wolf"),
        ("The bees are disappearing.", "bee"),
    ],
)
def test_are_is_never_part_of_a_kind(idea, kind):
    assert read_intent(idea).heroes[0].kind == kind


def test_an_ing_word_before_a_noun_is_still_an_adjective():
    it = read_intent("A dialogue game where you're a prisoner and all the guards are talking birds.")
    assert all("are" not in b.kind.split() for b in it.heroes + it.opponents + it.helpers + it.bystanders)


def test_a_sentence_doing_something_alone_keeps_its_hero():
    it = read_intent("A little fox is searching for her lost cubs in the snowy woods.")
    assert it.heroes[0].kind == "fox"
