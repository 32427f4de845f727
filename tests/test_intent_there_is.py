"""'and there is/are ...' after the goal's objects starts a clause of its own: "there" is no
object of the goal ("find his mommy and there are volcanos")."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "objects"),
    [
        ("i want a game with a dinosaur who is lost and he needs to find his mommy and there are volcanos", ["mommy"]),
        ("a cat must find the fish and there is a dog on the roof", ["fish"]),
    ],
)
def test_there_after_and_ends_the_goal_objects(idea, objects):
    assert [o.kind for o in read_intent(idea).goal.objects] == objects


def test_a_list_of_objects_still_goes_on_after_and():
    goal = read_intent("the baker needs eggs, sugar and butter").goal
    assert [o.kind for o in goal.objects] == ["eggs", "sugar", "butter"]
