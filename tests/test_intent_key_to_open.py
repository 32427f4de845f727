"""Finding keys to open something is the finding ("find all seven crystal keys to unlock the
dragon's vault": find the keys), as gathering is; what they open is a place."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, key, count, place",
    [
        ("Find all seven crystal keys to unlock the dragon's vault.", "crystal key", 7, "vault"),
        ("Find the three keys to open the gate.", "key", 3, "gate"),
        ("two friends have to find the rainbow key to open the candy castle", "rainbow key", None, "candy castle"),
    ],
)
def test_the_keys_are_found_and_what_they_open_is_a_place(idea, key, count, place):
    it = read_intent(idea)
    assert (it.goal.action, [(o.kind, o.count) for o in it.goal.objects]) == ("find", [(key, count)])
    assert place in [p.kind for p in it.places]


def test_finding_people_to_open_something_is_not_the_goal():
    goal = read_intent("a girl must find her friends to open a bakery").goal
    assert (goal.action, goal.verb) == ("other", "open")
