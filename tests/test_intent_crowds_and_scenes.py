"""Foes said by what a place is full of or what stands in the way after a comma, and a hero named
after a sentence that only sets the scene ("The circuit-board city has lost power. A spark named
Zip ..."): the reader's rules for them, and the cases each must leave alone."""

from __future__ import annotations

import pytest

from romsmith.lexicon import read_intent


def kinds(beings) -> list[str]:
    return sorted(b.kind for b in beings)


def kind_and_name(idea: str) -> tuple:
    """The hero's kind and name as the reader reads them."""
    hero = read_intent(idea).hero
    return hero.kind, hero.name


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
    assert kind_and_name(idea) == (kind, name)


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


def test_a_kind_before_a_name_is_no_verb_and_a_helped_hero_is_not_escorted():
    mitzi = read_intent("Help the ferry cat Mitzi get home to her island after she falls asleep on the wrong boat.")
    assert (mitzi.hero.kind, mitzi.hero.name) == ("ferry cat", "Mitzi")
    assert (mitzi.goal.action, [o.kind for o in mitzi.goal.objects]) == ("reach", ["island"])  # home, said
    mole = read_intent("help the mole find his spectacles")  # no name: the player helps the mole
    assert (mole.hero.kind, [h.kind for h in mole.helpers]) == ("player", ["mole"])


def test_a_verb_after_has_is_read_as_the_verb_it_is_a_form_of():
    fox = read_intent("the fox has found a map to the hidden treasure")
    assert (fox.goal.verb, fox.goal.action, [o.kind for o in fox.goal.objects]) == ("find", "find", ["map"])


@pytest.mark.parametrize(
    ("idea", "kind", "title", "name"),
    [
        ("Marguerite the baker races her smug rival Monsieur Fromage to win the pie contest", "rival", "Monsieur",
         "Fromage"),
        ("the exiled Queen Mireille gathers a band of deserters to retake Castle Aubrac from the usurper Duke Corvin",
         "usurper", "Duke", "Corvin"),
    ],
)  # fmt: skip
def test_a_foe_named_with_a_title_after_its_kind_keeps_the_name(idea, kind, title, name):
    foe = read_intent(idea).opponents[0]
    assert (foe.kind, foe.title, foe.name) == (kind, title, name)


@pytest.mark.parametrize(
    ("idea", "kind", "action"),
    [
        ("Sergeant Vega, the last pilot left, must shoot down the fleet.", "pilot", "defeat"),
        ("Aliens are invading the Moon base! You are Sergeant Vega, the last pilot left. Shoot down the mothership "
         "before it lands.", "pilot", "defeat"),
        ("Captain Marlow, the bravest penguin, must shoot down the fleet.", "penguin", "defeat"),
    ],
)  # fmt: skip
def test_the_last_one_left_is_what_the_hero_is_and_a_modal_clause_is_no_genre_tail(idea, kind, action):
    intent = read_intent(idea)
    assert (intent.hero.kind, intent.hero.name, intent.goal.action) == (kind, idea.split(",")[0].split()[-1], action)


@pytest.mark.parametrize(
    ("idea", "hero", "foes"),
    [
        ("You fly the last mail rocket to the Moon colony, and the Moon Moths want to eat every letter.",
         "mail rocket", ["moon moth"]),
        ("collect the scattered notes of a lost song while climbing the strings of a giant harp, and the "
         "out-of-tune spiders try to knot them", "player", ["out-of-tune spider"]),
        # the hero's own duty after ", and" is no foe's clause
        ("the cuddly bunnies of Softmeadow are actually vampires, and a sheepdog has to guard the flock from them "
         "until dawn", "sheepdog", None),
    ],
)  # fmt: skip
def test_a_foes_clause_after_and_is_no_hero(idea, hero, foes):
    intent = read_intent(idea)
    assert intent.hero.kind == hero
    assert foes is None or kinds(intent.opponents) == foes


def test_how_a_shooter_plays_is_no_foe_of_its_noun_goal():
    post = read_intent(
        "Top-down shooter. You fly the last mail rocket of the Lunar Post, and the Moon Moths want to eat every "
        "letter on board. Get the sacks to the Tycho relay station."
    )
    assert (post.goal.action, [o.kind for o in post.goal.objects]) == ("deliver", ["sack"])
    zombies = read_intent("zombie shooter")
    assert (zombies.goal.action, kinds(zombies.opponents)) == ("defeat", ["zombie"])


@pytest.mark.parametrize(
    ("idea", "foes"),
    [
        ("The Sun Shard was shattered and its pieces were taken by the four elemental generals; they must be "
         "defeated in turn-based battles to bring back daylight.", ["general"]),
        ("Queen Ysolde rides out herself when her scouts are captured by lizardfolk: storm the swamp fortress and "
         "free every one of them.", ["lizardfolk"]),
        ("an otter courier has to carry a pearl downriver to the Beaver Queen's dam without the pike gang stealing "
         "it", ["pike gang"]),
        ("Two kids find a map in their attic. They must dig it up before Uncle Barnaby does, because he wants it "
         "all for himself.", ["uncle"]),
        ("find the gold before the pirates do!", ["pirate"]),
        ("deliver the cake before she does", []),  # a pronoun is nobody to name
    ],
)  # fmt: skip
def test_who_took_would_harm_or_would_get_there_first_is_a_foe(idea, foes):
    assert kinds(read_intent(idea).opponents) == foes


@pytest.mark.parametrize(
    ("idea", "action", "objects"),
    [
        ("Momo the frog hops, wall-jumps and swings on vines through the Thornwood canopy to save her tadpoles from "
         "the heron witch Greyla", "rescue", ["tadpole"]),
        ("A clockwork soldier named Tock must march across the toy shop at night and wind up the music box before "
         "the shopkeeper opens.", "other", ["music box"]),
    ],
)  # fmt: skip
def test_a_move_gives_way_to_the_deed_it_is_for(idea, action, objects):
    goal = read_intent(idea).goal
    assert (goal.action, [o.kind for o in goal.objects]) == (action, objects)


def test_as_someones_being_after_a_foes_sentence_is_the_hero():
    dog = read_intent(
        "The moles under the farm keep stealing the carrots! As Farmer Jo's loyal sheepdog, chase them off and guard "
        "the vegetable patch until harvest day."
    )
    assert (dog.hero.kind, dog.hero.name, kinds(dog.opponents)) == ("sheepdog", None, ["mole"])
    assert read_intent("As Farmer Jo's loyal sheepdog, chase the crows off.").hero.kind == "sheepdog"
    assert read_intent("As Deputy Esperanza, hold the fort").hero.name == "Esperanza"  # a title and a name


@pytest.mark.parametrize(
    ("idea", "kind", "name"),
    [
        ("There are two kinds of mushroom folk in the damp forest. The Caps are friendly and join your party, but "
         "the Spores have turned evil. As a lost traveler, battle the Spores and reach the Great Mushroom.",
         "traveler", None),
        ("Pirate RPG with turn-based ship duels. As Captain Anne Corrigan, sink the five ships of the Black Fleet "
         "that burned your home port.", "captain", "Anne Corrigan"),
        ("Tiny turn-based battles between bath toys and the soap scum. As Admiral Quackers, a rubber duck, win back "
         "the bathtub one tile at a time.", "rubber duck", "Quackers"),
    ],
)  # fmt: skip
def test_a_later_as_x_order_says_who_the_player_is(idea, kind, name):
    assert kind_and_name(idea) == (kind, name)


def test_kinds_of_a_being_are_the_being():
    folk = read_intent("There are two kinds of mushroom folk in the damp forest.").hero
    assert (folk.kind, folk.count) == ("mushroom folk", 2)


@pytest.mark.parametrize(
    ("idea", "verb", "action", "objects"),
    [
        ("The rat army has stolen the kingdom's rice. General Hana leads her small band through turn-based battles "
         "to bring the rice home.", "bring home", "find", ["rice"]),
        ("get the ice cream home before it melts!", "get home", "deliver", ["ice cream"]),
        ("a lost goat kid needs to get home before the moon rises", "get", "reach", ["home"]),  # going home
    ],
)  # fmt: skip
def test_a_thing_taken_home_joins_home_to_the_verb(idea, verb, action, objects):
    goal = read_intent(idea).goal
    assert (goal.verb, goal.action, [o.kind for o in goal.objects][: len(objects)]) == (verb, action, objects)


@pytest.mark.parametrize(
    ("idea", "objects"),
    [
        ("you play a small-town mayor who has one week to decide whether to sell the old forest to the lumber "
         "company", ["forest"]),
        ("a young chef must decide whether to keep his old menu or change everything", ["menu"]),
        ("Reach the captain's bridge and sound the evacuation alarm.", ["bridge"]),  # "sound" is the next deed
        ("collect the eggs, the flour and the milk", ["eggs", "flour", "milk"]),
    ],
)  # fmt: skip
def test_what_a_choice_weighs_is_its_object_and_a_verb_after_and_is_no_object(idea, objects):
    assert [o.kind for o in read_intent(idea).goal.objects] == objects


def test_an_age_in_brackets_is_left_out():
    monster = read_intent(
        "My son (5) drew a giant green monster with tiny arms who is actually very nice. He wants the monster to "
        "save the town's ice cream truck from the mean garbage robots."
    )
    assert (monster.hero.kind, monster.goal.action) == ("monster", "rescue")
    aged, plain = (read_intent(f"a knight{age} wants to find the dragon egg") for age in (" (age 7)", ""))
    assert (aged.heroes, aged.goal) == (plain.heroes, plain.goal)


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("My daughter loves penguins so maybe a penguin that slides and jumps across the ice to get her egg back "
         "from the seal who took it?", "penguin"),
        ("my little sister loves cats so the cat must find the yarn", "cat"),
        ("my little sister wants to find our lost cat Biscuit before it gets dark", "sister"),  # she plays it
    ],
)  # fmt: skip
def test_whom_the_idea_is_for_and_what_they_love_is_no_hero(idea, kind):
    assert read_intent(idea).hero.kind == kind


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("As a young lawyer you have to solve the riddles and find the hidden will.", "lawyer"),
        ("As a young wizard you must collect the red, blue and green gems hidden in three towers.", "wizard"),
        ("as the sun sets you must find the cave", "player"),  # no being: a time
    ],
)
def test_as_a_being_then_you_without_a_comma_is_the_hero(idea, kind):
    assert read_intent(idea).hero.kind == kind


@pytest.mark.parametrize("idea", ["As", "as a", "As a knight", "As Farmer Jo's", "platformer:", "a shooter, "])
def test_a_lead_cut_short_reads_without_error(idea):
    assert read_intent(idea).hero.kind


@pytest.mark.parametrize(
    ("idea", "kind", "title", "name"),
    [
        ("A romance story in a Parisian bakery. The apprentice, Camille, has to pick between the shy flour delivery "
         "boy and the famous food critic.", "apprentice", None, "Camille"),
        ("Archmage Corvin's apprentice, a nervous boy called Tam, must recapture the seven spells", "apprentice", None,
         "Tam"),
        ("You play one cell, Lieutenant Leuko, and must clear the infection", "one cell", "Lieutenant", "Leuko"),
    ],
)  # fmt: skip
def test_a_name_between_commas_after_the_hero_is_the_heros(idea, kind, title, name):
    hero = read_intent(idea).hero
    assert (hero.kind, hero.title, hero.name, len(read_intent(idea).heroes)) == (kind, title, name, 1)


def test_a_later_named_being_only_said_to_be_so_is_no_hero():
    priya = read_intent(
        "Interactive story for teens about Priya, who finds out her best friend is being bullied and must choose "
        "whether to speak up. The bully, Jace, is popular and everyone's watching."
    )
    assert priya.hero.name == "Priya"
