"""One of a kind said with "a" is followed by its verb, even when the word after could be a verb
too ("a frog collects flies": the frog collects, not frog collects that fly); a plural WordNet
first knows as a place but whose singular is an animal is many of that animal ("flies"), unless
the place is a name ("Queens"). Sliding down a slope is a way of going, no puzzle."""

import pytest

from romsmith.lexicon import read_intent
from romsmith.lexicon._words import _singular


@pytest.mark.parametrize(
    ("idea", "hero", "verb", "thing"),
    [
        ("a frog collects flies in the swamp", "frog", "collect", "fly"),
        ("a little frog catches flies", "frog", "catch", "fly"),
        ("a spider eats flies", "spider", "eat", "fly"),
    ],
)
def test_one_of_a_kind_then_its_verb(idea, hero, verb, thing):
    intent = read_intent(idea)
    assert [(h.kind, h.count) for h in intent.heroes] == [(hero, 1)]
    assert intent.goal.verb == verb
    assert [o.kind for o in intent.goal.objects] == [thing]
    assert "flies" not in [p.kind for p in intent.places]


def test_nouns_before_a_verb_inside_a_longer_subject_are_still_read_so():
    intent = read_intent("a spaceship made of tin cans fights off the aliens")
    assert [h.kind for h in intent.heroes] == ["spaceship"]
    assert intent.goal.verb == "fight off"


@pytest.mark.parametrize(("plural", "single"), [("flies", "fly"), ("queens", "queens"), ("kansas", "kansas")])
def test_a_plural_first_known_as_a_place(plural, single):
    assert _singular(plural) == single


@pytest.mark.parametrize(
    ("idea", "genre"),
    [
        ("a penguin slides down the mountain to catch fish", "adventure"),
        ("an otter slides down the waterfall", "adventure"),
        ("Slide the blocks so the robot rolls home", "puzzle"),
        ("sort the books on the shelf", "puzzle"),
        ("a ninja grandma jumps across the roofs of tokyo to get her false teeth back", "platformer"),
    ],
)
def test_a_way_of_going_is_no_puzzles_play(idea, genre):
    assert read_intent(idea).genre == genre
