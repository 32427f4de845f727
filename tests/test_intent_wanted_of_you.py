"""Someone who wants, needs or tells the hero, said by a pronoun, to do the deed is a helper and
the deed the goal ("The queen wants you to find the ring": the player finds it, the queen helps);
"wants to" is still the subject's own wish."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, helper, thing",
    [
        ("The queen wants you to find the ring.", "queen", "ring"),
        ("The wizard tells you to fetch the potion.", "wizard", "potion"),
        ("Mayor Bramble the badger needs you to light the lanterns before the storm.", "badger", "lantern"),
    ],
)
def test_the_one_who_wants_it_helps(idea, helper, thing):
    it = read_intent(idea)
    assert it.heroes[0].kind == "player"
    assert helper in [h.kind for h in it.helpers]
    assert [o.kind for o in it.goal.objects] == [thing]


def test_wanting_to_is_the_subjects_own():
    it = read_intent("a dog wants to find his ball")
    assert it.heroes[0].kind == "dog"
    assert it.helpers == []
