"""Twins are a subject's noun, two of them, whose verb follows ("The twins fight their uncle"),
past an aside ("goblin twins, exiled from their tribe, fight ..."); a way back to do something
is that deed ("fight their way back to challenge their uncle"), a way back to a place is the
place."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "verb", "obj"),
    [
        ("The twins escape the witch.", "escape", "witch"),
        ("The goblin twins challenge their cruel uncle.", "challenge", "uncle"),
        ("The Baxter twins steal the cake.", "steal", "cake"),
    ],
)
def test_the_twins_verb_is_the_goal(idea, verb, obj):
    it = read_intent(idea)
    assert it.goal.verb == verb
    assert [o.kind for o in it.goal.objects] == [obj]
    assert it.heroes[0].count == 2


def test_an_aside_after_the_twins_leaves_them_the_subject():
    it = read_intent("Goblin twins, exiled from their tribe, fight the troll king.")
    assert (it.goal.verb, [o.kind for o in it.goal.objects]) == ("fight", ["troll king"])
    assert [(h.kind, h.count) for h in it.heroes] == [("goblin", 2)]


def test_a_way_back_to_a_deed_is_the_deed():
    it = read_intent(
        "A pair of goblin twins, exiled from their tribe, fight their way back to challenge their cruel uncle."
    )
    assert (it.goal.verb, it.goal.action) == ("challenge", "defeat")
    assert "uncle" in [o.kind for o in it.goal.objects]
    assert "uncle" in [o.kind for o in it.opponents]


@pytest.mark.parametrize(
    ("idea", "obj"),
    [("the duck finds its way back to the nest", "nest"), ("a knight fights his way to the castle", "castle")],
)
def test_a_way_to_a_place_is_still_the_place(idea, obj):
    assert [o.kind for o in read_intent(idea).goal.objects] == [obj]
