"""A label that only lists the game's moves before a colon names no hero ("sneak, hide in
barrels, pick locks: a thief cat ..."); "keeps" before a verb's -ing form says the -ing's deed,
no keep of a castle and no place "landing"; a genre's name of two words opening a sentence
("Dating sim with vampires!!") is no deed of "dating" a "sim"."""

import pytest

from romsmith.lexicon import read_intent


def test_a_label_of_moves_is_no_hero():
    it = read_intent("sneak, hide in barrels, pick locks: a thief cat robs the royal treasury of Catania")
    assert [(h.kind, h.count) for h in it.heroes] == [("thief cat", 1)]
    assert (it.goal.verb, [o.kind for o in it.goal.objects]) == ("rob", ["treasury"])


def test_a_label_that_is_no_list_of_moves_stays_read():
    it = read_intent("Sneak past the guards: a thief cat robs the treasury.")
    assert [o.kind for o in it.opponents] == ["guard"]


@pytest.mark.parametrize(
    ("idea", "verb"),
    [
        ("A time-traveling mailman keeps landing in the wrong century.", "land"),
        ("a fox keeps running from the hunters", "run"),
        ("the robot keeps falling into the lake", "fall"),
    ],
)
def test_keeps_doing_is_the_deed(idea, verb):
    it = read_intent(idea)
    assert it.goal.verb == verb
    assert "landing" not in [p.kind for p in it.places]


def test_the_subject_before_keeps_doing_names_no_place():
    it = read_intent("a knight whos really bad at it keeps falling off his horse")
    assert it.places == []


def test_plural_subject_keeps_doing():
    it = read_intent("Pirates in the asteroid belt keep stealing the ice freighters.")
    assert (it.goal.verb, [o.kind for o in it.goal.objects]) == ("steal", ["ice freighter"])
    assert "asteroid belt" in [p.kind for p in it.places]


def test_keeping_a_thing_is_still_keeping():
    it = read_intent("a girl keeps bees")
    assert (it.goal.verb, [o.kind for o in it.goal.objects]) == ("keep", ["bee"])


def test_a_genre_name_opening_a_sentence_is_no_deed():
    it = read_intent("Dating sim with vampires!!")
    assert it.goal.verb != "date"
    assert it.genre == "story"


def test_a_place_in_a_genre_name_stays_a_place():
    it = read_intent("Space shooter. You pilot a cargo hauler through the asteroid belt.")
    assert "space" in [p.kind for p in it.places]


def test_a_genre_said_as_moves_stays_the_genre():
    it = read_intent("jump and run: a frog hops over the hills to find the golden fly")
    assert (it.genre, [h.kind for h in it.heroes]) == ("platformer", ["frog"])
