"""The genre an idea asks for (romsmith.lexicon: `Idea.genre`, `Idea.genres`), in the words
players use, in the languages the lexicon knows, and genre words never taken for names."""

from __future__ import annotations

import pytest

from romsmith.lexicon import extract, read_intent


@pytest.mark.parametrize(
    "idea, genre",
    [
        ("a platformer where a cat jumps across the rooftops of Paris to catch a pigeon", "platformer"),
        ("a fox hops from ledge to ledge and jumps over the pits", "platformer"),
        ("side-scrolling space shooter: blast the asteroid swarm", "shooter"),
        ("Shoot-'em-up in space!", "shooter"),
        ("push the crates onto the glowing tiles to open the pharaoh's tomb", "puzzle"),
        ("a sokoban in a frozen warehouse", "puzzle"),
        ("a turn-based RPG: a party of three fights slimes and a lich with spells and potions", "battle"),
        ("a visual novel about two rival chefs and a choice that decides who wins the contest", "story"),
        ("a knight rescues the princess from a haunted castle", "adventure"),
        ("a beekeeper saves the hive from hungry bears", "adventure"),
        ("ein Jump 'n' Run: ein Fuchs springt über die Dächer", "platformer"),
        ("un jeu de plateformes où un chat saute sur les toits", "platformer"),
        ("un juego de disparos en el espacio", "shooter"),
        ("un rompicapo nella piramide", "puzzle"),
        ("um jogo de rpg por turnos", "battle"),
        ("endless runner: goblin postman versus hungry wolves", "platformer"),
        ("A run and gun through the jungle: a sergeant and her parrot blast their way in", "shooter"),
        ("match-3 game where a lonely sea otter matches shells to rebuild the reef", "puzzle"),
        ("point-and-click puzzler: combine odd items to escape the wizard's tower", "puzzle"),
        ("a dialogue game where a barista listens to customers and chooses a drink", "story"),
        ("A murder mystery told entirely through conversations aboard a sleeper train", "story"),
        ("Deckbuilder: a ghost captain duels cursed sailors across the isles", "battle"),
        ("Tactics game: command a squad of hedgehogs on a grid to defend the bridge", "battle"),
        ("騎士がジャンプするアクションゲーム", "platformer"),
        ("一个射击游戏", "shooter"),
    ],
)
def test_the_genre_the_idea_names(idea, genre):
    assert extract(idea).genre == genre


def test_one_action_word_alone_is_not_a_genre():
    # a knight may throw once in a sword adventure; it takes a genre's name or two of its actions
    assert extract("a knight throws a spear at the goblin king").genre == "adventure"
    assert extract("a robot jumps for joy when it finds the battery").genre == "adventure"


@pytest.mark.parametrize(
    "idea, genre",
    [
        ("4 sea otters in mini subs, shoot the robot sharks and recover the stolen pearls", "shooter"),
        ("pizza delivery guy doing parkour across rooftops to deliver pizza b4 it gets cold", "platformer"),
        ("ghost girl has to rotate mirrors so the moonlight hits the crypt door", "puzzle"),
    ],
)
def test_a_play_only_one_genre_has_asks_for_it_alone(idea, genre):
    assert extract(idea).genre == genre


def test_a_play_that_asks_for_a_genre_is_still_the_goal():
    # "shoot" asks for a shooter but is no genre's name: it is not set aside as one
    intent = read_intent("Shoot down waves of robot bees before they strip every flower in the garden")
    assert intent.genre == "shooter"
    assert intent.goal.verb.startswith("shoot") and [o.kind for o in intent.opponents] == ["robot bee"]


def test_a_mixed_idea_leads_with_the_genre_named_first():
    rpg = extract("an RPG with puzzles")
    assert (rpg.genre, rpg.genres) == ("battle", ["battle", "puzzle"])
    puzzle = extract("a puzzle game with turn-based battles")
    assert (puzzle.genre, puzzle.genres) == ("puzzle", ["puzzle", "battle"])


def test_the_words_that_asked_are_kept():
    idea = extract("side-scrolling space shooter: blast the asteroid swarm")
    assert set(idea.genre_words["shooter"]) >= {"space shooter", "blast"}
    assert idea.to_json()["genre"] == "shooter"


def test_a_genre_word_is_never_a_name():
    idea = extract("a turn-based RPG: a party of three fights slimes and a lich with spells and potions")
    assert not [t for t in idea.terms if t.kind == "name"]
    assert not [t for t in extract("Sokoban Master: push the crates").terms if t.concept == "Sokoban"]


@pytest.mark.parametrize(
    "idea, genre",
    [
        ("A frog jumps from lily pad to lily pad to get back the golden fly the heron stole.", "platformer"),
        ("A monkey broke out of his cage! Swing through the trees and escape over the wall.", "platformer"),
        ("A farmer with a giant water gun defends his pumpkin patch from an army of hungry crows.", "shooter"),
        ("Slide the ice blocks so the penguin chef can deliver fish soup to all the igloos.", "puzzle"),
        ("Connect the pipes so that the farmer's fields get water during the drought.", "puzzle"),
        ("A samurai without a master seeks to defeat the seven bandit chiefs, one duel at a time.", "battle"),
        ("A young sumo wrestler dreams of becoming grand champion by beating Iron Belly.", "battle"),
        ("Talk your way through the royal court in order to convince the king to stop the war.", "story"),
        ("Young reporter Ada interviews the townsfolk to gather enough proof to expose the mayor.", "story"),
    ],
)
def test_an_idea_that_names_no_genre_asks_for_the_one_its_hero_s_plays_belong_to(idea, genre):
    assert read_intent(idea).genre == genre


def test_a_single_secret_rival_or_talk_is_still_an_adventure():
    assert read_intent(
        "A pizza maker must find the secret tomato, but the rival pizzeria tries to stop her."
    ).genre == ("adventure")
    assert read_intent("Talk with the villagers to learn the curse, then break it at the shrine.").hero.kind == "player"


@pytest.mark.parametrize(
    "idea, genre",
    [
        ("Bounce from mushroom cap to mushroom cap to reach the Great Toadstool before the rain.", "platformer"),
        ("Sort the laundry so every color goes into the right basket before Mom gets home.", "puzzle"),
        ("Blast the space pirates before they loot the orbiting bakery of Crumb Station.", "shooter"),
    ],
)
def test_the_hero_s_own_verb_asks_for_a_genre_when_no_phrase_does(idea, genre):
    intent = read_intent(idea)
    assert intent.genre == genre
    assert intent.genres == [genre]


def test_a_play_verb_outside_the_hero_s_own_asks_for_nothing():
    # the hero finds the key; the frog's jumping is the scene's
    assert read_intent("A girl must find the key before the frogs jump into the well.").genre == "adventure"
    assert read_intent("a platformer where a robot sorts the mail").genre == "platformer"


@pytest.mark.parametrize(
    "idea, genres",
    [
        # no name asks for the genre and its own game cannot carry the goal: an adventure after it does
        (
            "A kangaroo postman hops across the outback to deliver birthday parcels to every kid.",
            ["platformer", "adventure"],
        ),
        (
            "You're a gardener with a water cannon who has to protect the last tree from the junk robots.",
            ["shooter", "adventure"],
        ),
        # a goal the genre's own game carries, or a genre the idea names: that genre alone
        ("a knight jumps over the ledges of the castle to save the princess from the goblins", ["platformer"]),
        ("a platformer where a kangaroo postman delivers parcels to every kid", ["platformer"]),
        ("a warehouse keeper pushes boxes onto the marked spots", ["puzzle"]),
    ],
)
def test_a_genre_only_its_plays_ask_for_is_mixed_with_an_adventure_that_carries_a_goal_it_cannot(idea, genres):
    assert read_intent(idea).genres == genres
