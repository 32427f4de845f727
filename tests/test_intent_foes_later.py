"""Foes said late in a clause: the creature that comes out after "and" in a "before" clause."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, foes",
    [
        ("Little sheepdog has to bring home the lost lambs before the fog rolls in and the foxes come out.", ["fox"]),
        ("Collect the apples before the sun sets and the bats come out.", ["bat"]),
        # left alone: what only marks the time, and whoever is no creature's threat
        ("Get home before the rain starts and your mom calls you.", []),
        ("Fix the roof before winter comes and the snow falls.", []),
    ],
)
def test_a_creature_coming_after_and_in_a_before_clause_is_a_foe(idea, foes):
    assert [o.kind for o in read_intent(idea).opponents] == foes


@pytest.mark.parametrize(
    "idea, foes",
    [
        ("Deliver twelve pizzas across Naples on a scooter before they go cold. Rival delivery boys from "
         "Pizzeria Bruno will try to run you off the road.", ["delivery boy"]),
        ("Climb the tower. Rival knights from the north will try to push you off the walls.", ["knight"]),
        # left alone: a foe the sentence already opened with a creature's word
        ("Deliver the mail before noon. Angry geese from the old farm will chase you down the lane.", ["goose"]),
    ],
)  # fmt: skip
def test_a_later_sentence_opening_with_a_foe_is_the_foes_and_the_order_stays_the_players(idea, foes):
    said = read_intent(idea)
    assert said.hero.kind == "player"
    assert [o.kind for o in said.opponents if o.kind in foes] == foes
    assert said.goal.action in ("deliver", "reach")


@pytest.mark.parametrize(
    "idea, foes",
    [
        ("rpg with a robot and a cat teaming up to defeat the corrupted ai in the server farm", ["ai"]),
        ("a chess-like battle game where the bowls club of Little Wickham takes on the croquet club for control "
         "of the village green", ["croquet club"]),
        # left alone: a group saved is no foe
        ("a knight must rescue the royal family from the tower", []),
    ],
)  # fmt: skip
def test_a_group_the_hero_fights_is_a_foe(idea, foes):
    assert [o.kind for o in read_intent(idea).opponents] == foes


def test_those_everywhere_are_whom_a_relative_clause_describes():
    idea = (
        "A tiny dragon hatchling wants to find where it came from. It wanders the valley asking for help, but "
        "knights who hunt dragons are everywhere."
    )
    assert [o.kind for o in read_intent(idea).opponents] == ["knight"]


def test_left_alone_foes_everywhere_said_plainly():
    idea = "A little mouse must find the cheese in the castle, but the cats are everywhere."
    assert [o.kind for o in read_intent(idea).opponents] == ["cat"]


def test_beings_gone_wild_are_the_beings():
    idea = (
        "Grandpa's clock shop is under attack by cuckoos gone wild. Use the pendulum cannon to knock them back "
        "into their clocks before sunrise."
    )
    said = read_intent(idea)
    assert [o.kind for o in said.opponents] == ["cuckoo"]
    assert [o.kind for o in said.goal.objects] == ["cuckoo"]


def test_left_alone_a_well_gone_dry():
    said = read_intent("The village well has gone dry. A camel named Sandy has to carry water back from the oasis.")
    assert (said.hero.kind, said.hero.name) == ("camel", "Sandy")
