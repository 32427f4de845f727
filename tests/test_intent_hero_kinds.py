"""The hero's kind is the noun phrase that names it, not the clause said after it ("a lighthouse
keeper whose lamp went dark": a lighthouse keeper)."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("You play as a lighthouse keeper whose lamp went dark. The aim is to find the three lost lenses.",
         "lighthouse keeper"),
        ("you're a lumberjack whose axe got stolen by beavers. chase them up the river and get it back", "lumberjack"),
        ("Retro platformer. You play a miner whose lamp is running out. Jump across the caves.", "miner"),
        ("A lighthouse keeper whose lamp went dark must find the lenses.", "lighthouse keeper"),
    ],
)  # fmt: skip
def test_whose_ends_the_heros_kind(idea, kind):
    assert read_intent(idea).hero.kind == kind


def test_whose_that_opens_an_object_stays():  # left alone: the choice is of a tale
    intent = read_intent(
        "a tavern owner listens to three travellers and picks whose tale is true, with several endings"
    )
    assert [o.kind for o in intent.goal.objects] == ["whose tale"]


@pytest.mark.parametrize(
    ("idea", "kinds"),
    [
        ("You are a soap bubble born in a laundromat.", ["soap bubble"]),
        ("a lone starfighter hunted by the Emperor's bounty hunters has to reach the rebel base", ["starfighter"]),
        ("You're a rogue delivery drone chased by police helicopters, blasting your way across the city.",
         ["rogue delivery drone"]),
    ],
)  # fmt: skip
def test_where_the_hero_comes_from_is_no_second_hero(idea, kinds):
    assert [h.kind for h in read_intent(idea).heroes] == kinds


def test_a_noun_in_ed_is_no_participle():  # left alone: "seed" is the hero's word, the finches are foes
    intent = read_intent("You are a dandelion seed on the wind. Drift past the lawnmowers and the hungry finches.")
    assert [o.kind for o in intent.opponents] == ["finch"]


def test_a_prefixed_verb_ends_the_subject():
    intent = read_intent(
        "a courtroom drama where rookie lawyer Pia cross-examines witnesses to prove her client innocent"
    )
    assert (intent.hero.kind, intent.hero.name) == ("rookie lawyer", "Pia")
    assert read_intent("a cross-country race where a fox must win the cup").hero.kind == "fox"  # left alone


@pytest.mark.parametrize(
    ("idea", "kind", "name"),
    [
        ("you are the new caretaker of an old inn, and you have to help the three resident ghosts move on.",
         "caretaker", None),
        ("you are a caretaker, and you have to help the ghosts move on.", "caretaker", None),
        ("You are Honk, the eldest of a flock of young geese, and you must lead them south for the winter.",
         "goose", "Honk"),
    ],
)  # fmt: skip
def test_the_player_framed_before_and_you_is_the_hero(idea, kind, name):
    hero = read_intent(idea).hero
    assert (hero.kind, hero.name, hero.count) == (kind, name, 1)
