"""The nearest drawable thing for a kind a pack lacks (WordNet, the same category first), and the
idea readings the designer's games rest on: a name before what it is ("Pip the frog"), an order
with an object pronoun ("make it epic"), a foe's title ("the skeleton king")."""

from __future__ import annotations

import pytest

from romsmith.lexicon import Drawable, nearest, read_intent
from romsmith.lexicon import _wordnet as W

pytestmark = pytest.mark.skipif(not W.available(), reason="WordNet (Debian wordnet-base) is not installed")

PEOPLE = [
    Drawable("farmer", ("farmer", "villager", "shepherd"), "male"),
    Drawable("maiden", ("maiden", "woman", "lady"), "female"),
    Drawable("soldier", ("soldier", "guard", "sentry")),
    Drawable("doctor", ("doctor", "physician")),
]
ANIMALS = [
    Drawable("owl", ("owl", "bird", "raven")),
    Drawable("mouse", ("mouse", "rat", "rodent")),
    Drawable("dog", ("dog", "hound")),
    Drawable("spider", ("spider", "insect")),
]


@pytest.mark.parametrize(
    "kind, options, want",
    [
        ("beekeeper", PEOPLE, "farmer"),
        ("nurse", PEOPLE, "doctor"),
        ("night watchman", PEOPLE, "soldier"),
        ("penguin", ANIMALS, "owl"),
        ("beaver", ANIMALS, "mouse"),
        ("mole", ANIMALS, "mouse"),
        ("termite", ANIMALS, "spider"),
    ],
)
def test_the_nearest_drawable_thing_of_the_same_category(kind, options, want):
    found = nearest(kind, options + (ANIMALS if options is PEOPLE else PEOPLE))
    assert found is not None and found.id == want, found


def test_a_gendered_kind_keeps_off_the_other_gender():
    assert nearest("ballerina", PEOPLE, "female").id == "maiden"
    assert nearest("ballerina", [o for o in PEOPLE if o.gender != "female"], "female").id != "maiden"


def test_nothing_to_choose_from_is_none():
    assert nearest("beekeeper", []) is None and nearest("", PEOPLE) is None


def test_a_name_before_what_it_is_names_it():
    intent = read_intent("Pip the frog must rescue a dragon from the haunted lighthouse")
    assert [(h.kind, h.name) for h in intent.heroes] == [("frog", "Pip")]
    assert intent.goal.action == "rescue" and intent.goal.objects[0].kind == "dragon"


def test_an_order_ends_at_its_object_and_a_foes_title_is_nobodys_name():
    assert read_intent("MAKE IT EPIC WITH LOTS OF SKELETONS AND A GIANT DEMON").hero.kind == "player"
    intent = read_intent("face the skeleton king in his crypt")
    assert intent.hero.kind == "player" and intent.hero.name is None
    assert [o.kind for o in intent.opponents] == ["skeleton king"]


def test_a_proper_name_is_nearest_as_what_it_is():
    themes = [Drawable("town", ("town", "city", "street")), Drawable("starfield", ("starfield", "stars", "space"))]
    assert W.kinds_of_instance("london")[:3] == ("national capital", "capital", "city")  # the same in every run
    assert nearest("London", themes, same_category=False).id == "town"
    assert W.kinds_of_instance("harbour") == ()  # a common noun names no instance
