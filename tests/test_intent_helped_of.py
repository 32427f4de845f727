"""Whom "help" is said to may carry an "of" phrase or a second noun before what they do ("help
the ghost of Captain Mortimer finish his last voyage", "help the old fox spirit find his
daughter"): the deed is the goal, and a capitalised word inside a name ("of Cape Sorrow") is no
deed."""

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


def test_a_noun_before_the_deed_is_part_of_whom_help_is_said_to():
    idea = (
        "In this visual novel you're Hana, a new waitress at a haunted tea house in Gion. The customers are all "
        "spirits with unfinished business. Help the old fox spirit find his lost daughter before the last lantern goes out."
    )
    goal = read_intent(idea).goal
    assert (goal.verb, [o.kind for o in goal.objects]) == ("find", ["daughter"])
