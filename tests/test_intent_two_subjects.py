"""The second of a subject of two ("A knight and a dragon become friends") is many with the
first: its verb is a verb, also a linking one, never part of its kind."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, heroes",
    [
        ("A knight and a dragon become friends and stop the evil wizard together.", ["knight", "dragon"]),
        ("a mouse and a bird become best friends", ["mouse", "bird"]),
        ("A cat and a dog explore the haunted house.", ["cat", "dog"]),  # as before
    ],
)
def test_both_are_heroes_and_the_verb_is_no_kind(idea, heroes):
    it = read_intent(idea)
    assert [h.kind for h in it.heroes] == heroes


def test_the_goal_after_the_linking_verb_is_read():
    goal = read_intent("A knight and a dragon become friends and stop the evil wizard together.").goal
    assert goal.action == "defeat"
    assert [o.kind for o in goal.objects] == ["wizard"]


def test_many_knights_become_something_is_one_kind():
    it = read_intent("the knights become heroes")
    assert [(h.kind, h.count) for h in it.heroes] == [("knight", 2)]
