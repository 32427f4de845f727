"""Whom "help" is said to may carry an "of" phrase before what they do ("help the ghost of
Captain Mortimer finish his last voyage"): the deed is the goal, and a capitalised word inside a
name ("of Cape Sorrow") is no deed."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "verb", "kind"),
    [
        ("Help the ghost of Captain Mortimer finish his last voyage to the Isle of Gulls", "finish", "voyage"),
        ("help the lighthouse ghosts of Cape Sorrow guide the lost ships home through the hurricane", "guide", "ship"),
    ],
)
def test_the_helped_ones_deed_is_the_goal(idea, verb, kind):
    goal = read_intent(idea).goal
    assert goal.verb == verb and [o.kind for o in goal.objects] == [kind]


def test_a_name_after_a_creature_is_left_alone():
    goal = read_intent("Help the tiny knight Pip cross the kitchen and reach the cookie jar on top of the fridge.").goal
    assert [o.kind for o in goal.objects] == ["cookie jar"]
