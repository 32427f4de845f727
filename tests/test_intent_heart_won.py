"""Winning the heart of someone is winning them: the goal's object is whose heart it is ("win the
heart of the captain"), not the heart; a heart won of no one stays as said."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "won"),
    [
        ("dating sim on a space station where the robot chef tries to win the heart of the captain", "captain"),
        (
            "dating sim where you're a lonely lighthouse robot trying to win the heart of the harbour's weather vane",
            "weather vane",
        ),
    ],
)
def test_whose_heart_is_won_is_the_goal(idea, won):
    goal = read_intent(idea).goal
    assert goal.action == "win"
    assert [o.kind.endswith(won) for o in goal.objects] == [True], goal.objects


def test_a_heart_of_no_one_stays():
    goal = read_intent("a knight must win the golden heart in the tournament").goal
    assert [o.kind.split()[-1] for o in goal.objects] == ["heart"]
