"""A past tense before whose thing it was is the subject's verb ("Grandpa Joe lost his
glasses"), so the thing is no one's companion; "her" before a noun is whose it is, so "lost her
sword ... get it back" gets the sword back; and no phrase starts at a colon."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, thing",
    [
        ("Grandpa Joe lost his glasses. Help him find them!", "glasses"),
        ("a knight lost her sword in the lake and must get it back", "sword"),
        ("Adventure: Grandpa Joe lost his glasses.", "glasses"),
    ],
)
def test_the_lost_thing_is_the_goal_and_no_helper(idea, thing):
    it = read_intent(idea)
    assert it.goal.action == "find"
    assert [o.kind for o in it.goal.objects] == [thing]
    assert thing not in [h.kind for h in it.helpers]


def test_no_role_is_a_colon():
    it = read_intent("Adventure: Grandpa Joe lost his teeth. Help him find them around the house!")
    kinds = [b.kind for b in it.heroes + it.helpers + it.opponents + it.bystanders] + [o.kind for o in it.goal.objects]
    assert ":" not in kinds
    assert (it.heroes[0].kind, it.heroes[0].name) == ("grandpa", "Joe")
