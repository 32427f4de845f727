"""Foes said by what a place is full of or what stands in the way after a comma, and a hero named
after a sentence that only sets the scene ("The circuit-board city has lost power. A spark named
Zip ..."): the reader's rules for them, and the cases each must leave alone."""

from __future__ import annotations

import pytest

from romsmith.lexicon import read_intent


def kinds(beings) -> list[str]:
    return sorted(b.kind for b in beings)


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("A submarine torpedoes its way through a sea full of robot jellyfish to reach the underwater city.",
         ["robot jellyfish"]),
        ("Sir Bramble the hedgehog knight wants to deliver a letter to the queen, but the road is full of bandit "
         "crows.", ["bandit crow"]),
        ("You are a pizza delivery boy in a city full of zombies. Get the pizza to Mrs. Alvarez.", ["zombie"]),
        ("find the key in a castle crawling with ghosts", ["ghost"]),
        # the traffic of a street is no foe, and what a basket is full of is no being
        ("Three ducklings need to get back to their pond. The city streets between them and home are full of cars "
         "and hungry rats.", ["rat"]),
        ("Grab the basket full of apples and bake a pie for grandma", []),
    ],
)  # fmt: skip
def test_the_creatures_a_place_is_full_of_are_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("2 penguin siblings sliding and jumping across icebergs to find their mom, walruses in the way", ["walrus"]),
        ("find the crown, goblins in the way!", ["goblin"]),
        ("find the crown, rocks in the way", []),  # no creature: no foe
    ],
)
def test_creatures_in_the_way_after_a_comma_are_foes(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "kind", "name"),
    [
        ("The circuit-board city has lost power. A spark named Zip can travel only along the wires. She has to "
         "reconnect the generators one by one.", "spark", "Zip"),
        ("Winter came early to Fernhollow and the great oak's heart-seed is missing. A hedgehog named Bramble "
         "volunteers to look for it.", "hedgehog", "Bramble"),
        ("Earth's last ocean is under attack. Admiral Kenji commands a tiny gunboat. Sink the pirate fleet before it "
         "reaches the harbor!", "admiral", "Kenji"),
    ],
)  # fmt: skip
def test_a_named_being_after_sentences_that_set_the_scene_is_the_hero(idea, kind, name):
    hero = read_intent(idea).hero
    assert (hero.kind, hero.name) == (kind, name)


@pytest.mark.parametrize(
    "idea",
    [  # a being said after the scene with no name and no goal of its own is not made the hero
        "Nobody has come out of Blackmoor Asylum since 1974. Your sister went in last night. Bring her out.",
        "The colony on Vesta is under siege by insect swarms. Your squad: a medic, a sniper, a hacker and a robot "
        "dog. Hold the reactor for ten turns.",
    ],
)
def test_an_unnamed_being_after_the_scene_leaves_the_player_the_hero(idea):
    assert read_intent(idea).hero.kind == "player"


@pytest.mark.parametrize(
    ("idea", "objects", "foes"),
    [
        ("Three cousins get sucked into their old video game console. They have to beat the glitch monsters level "
         "after level to get back to the real world.", ["glitch monster"], ["glitch monster"]),
        ("brew the antidote, batch after batch, until the town is cured", ["antidote"], []),
        ("beat the dragons one at a time", ["dragon"], ["dragon"]),
        ("save Earth from the Snail Fleet one final time", ["earth"], ["snail fleet"]),
        ("Wave after wave of bug fighters stand in the way.", None, ["bug fighter"]),  # the fighters, not "wave"
    ],
)  # fmt: skip
def test_how_often_is_no_part_of_a_thing(idea, objects, foes):
    intent = read_intent(idea)
    assert kinds(intent.opponents) == foes
    assert objects is None or [o.kind for o in intent.goal.objects] == objects


@pytest.mark.parametrize(
    ("idea", "kind", "objects"),
    [
        ("Help the kids find the cat.", "player", ["cat"]),
        ("Guide the lost travelers home before the bog hags drag them under.", "player", ["traveler"]),
    ],
)
def test_an_order_to_many_is_no_name_for_them(idea, kind, objects):
    intent = read_intent(idea)
    assert (intent.hero.kind, intent.hero.name, [o.kind for o in intent.goal.objects]) == (kind, None, objects)


def test_one_name_and_the_kind_is_still_an_apposition():
    pip = read_intent("Pip the frog must cross the pond.").hero
    assert (pip.kind, pip.name) == ("frog", "Pip")


@pytest.mark.parametrize(
    ("idea", "lost"),
    [
        ("Mayor Flufferton the cat has vanished the day before the election! Help the town's kids find him.",
         "mayor"),
        ("The ringmaster's lion cub is lost somewhere in the city. Find him before the show.", "lion cub"),
    ],
)  # fmt: skip
def test_one_who_vanished_is_found_by_the_player_not_the_hero(idea, lost):
    intent = read_intent(idea)
    assert (intent.hero.kind, intent.goal.action, [o.kind for o in intent.goal.objects]) == ("player", "find", [lost])


@pytest.mark.parametrize(
    ("idea", "objects"),
    [
        ("A robot vacuum wakes up in an abandoned mansion and decides to escape through the front door.",
         ["mansion"]),
        ("A dialogue game where you're a prisoner in a sky castle and all the guards are talking birds. Chat up the "
         "one kind guard, trick the captain, and escape before your trial.", ["sky castle"]),
        ("escape to the forest", []),  # where one goes is no place one is held in
    ],
)  # fmt: skip
def test_an_escape_with_no_object_is_from_the_place_the_hero_is_in(idea, objects):
    intent = read_intent(idea)
    assert (intent.goal.action, [o.kind for o in intent.goal.objects]) == ("escape", objects)


@pytest.mark.parametrize(
    ("idea", "objects", "places"),
    [
        ("a boy and his dog dig up the backyard looking for the pirate gold grandpa buried", ["pirate gold"],
         ["backyard"]),
        ("Two sisters explore their grandma's haunted attic looking for her lost wedding ring.", ["wedding ring"],
         ["attic"]),
        ("a raccoon searches the dump looking for a shiny spoon", ["spoon"], ["dump"]),
    ],
)  # fmt: skip
def test_what_is_looked_for_in_a_place_is_the_goal(idea, objects, places):
    intent = read_intent(idea)
    assert (intent.goal.action, [o.kind for o in intent.goal.objects]) == ("find", objects)
    assert [p.kind for p in intent.places] == places


def test_a_doer_said_after_the_thing_is_no_part_of_it_only_when_kin_said_as_a_name():
    assert [o.kind for o in read_intent("find the pirate gold grandpa buried").goal.objects] == ["pirate gold"]
    lost = read_intent("a monkey takes care of the baby elephant lost in the jungle")
    assert "baby elephant" in [b.kind for b in lost.helpers + lost.goal.objects]  # not "baby"
