"""A noun phrase's head read whole: a noun in -ed that is no verb's past ("a dandelion seed"), a
compound's plural before its subject's verb ("four chess pieces rebel"), and a later "There are
..." that tells who else is about, not who the hero is."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("You are a dandelion seed on the wind. Drift past the lawnmowers.", "dandelion seed"),
        ("You are a poppy seed on the wind.", "poppy seed"),
        ("You are a wolf stranded in the snow. Find the pack.", "wolf"),  # left alone: a verb's past
        ("A robot stranded on Mars repairs its ship.", "robot"),  # left alone
    ],
)
def test_a_noun_in_ed_is_the_head(idea, kind):
    assert read_intent(idea).hero.kind == kind


def test_a_compounds_plural_is_the_subject_before_its_verb():
    intent = read_intent("Turn-based RPG where four chess pieces rebel against the Black Queen who rules the board.")
    assert (intent.hero.kind, intent.hero.count) == ("chess piece", 4)
    assert [o.kind for o in intent.opponents] == ["queen"]


def test_a_plural_then_its_verb_and_object_is_left_alone():
    intent = read_intent("The tin soldiers hunt you through the toy shop.")
    assert intent.heroes[0].kind == "tin soldier"


@pytest.mark.parametrize(
    "idea",
    [
        "A boy gets lost in the jungle. There are snakes.",
        "a boy and his dog get lost in the jungel and have to find the way back to there tent. there are snakes "
        "and a big gorila but the gorila is nice",
    ],
)
def test_a_later_there_are_is_no_hero(idea):
    intent = read_intent(idea)
    assert (intent.hero.kind, intent.hero.count) == ("boy", 1)


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("A storm floods the village. There is a young fisher named Kai who must save the boats.", "fisher"),
        ("There is a lonely snowman who wants to see the summer.", "snowman"),
    ],
)
def test_there_is_still_introduces_the_hero(idea, kind):  # left alone: no hero acting before
    assert read_intent(idea).hero.kind == kind


@pytest.mark.parametrize(
    ("idea", "verb"),
    [
        ("Turn-based RPG where four chess pieces rebel against the Black Queen who rules the board.", "rebel"),
        ("The mice revolt against the cat king.", "revolt"),
        ("Four rebels rise up against the Black Queen.", "rise up"),
    ],
)
def test_rising_against_a_ruler_is_a_fight(idea, verb):
    goal = read_intent(idea).goal
    assert (goal.action, goal.verb) == ("defeat", verb)
