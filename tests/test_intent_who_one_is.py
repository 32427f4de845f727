"""Finding out who one is asks for one's own identity ("has to find out who she is"), no goal
without an object the check would pass on any mystery; who did a deed is still the culprit."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea",
    [
        "An amnesiac woman wakes up on a night train and has to find out who she is before it reaches the last station.",
        "a boy must discover who he really is",
    ],
)
def test_who_one_is_is_an_identity(idea):
    assert [o.kind for o in read_intent(idea).goal.objects] == ["identity"]


def test_who_did_it_is_the_culprit():
    it = read_intent("find out who stole the cake")
    assert [o.kind for o in it.goal.objects] == ["culprit"]
