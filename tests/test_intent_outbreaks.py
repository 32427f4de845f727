"""An outbreak or an infestation said by its creatures ("a zombie outbreak", "a rat infestation")
stands for them, as a horde does: foes to fight off."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        (
            "a turn based rpg where a lunch lady and the janitor fight off a zombie outbreak at Westbrook Middle School",
            "zombie",
        ),
        ("The baker has to fight off a rat infestation before the fair.", "rat"),
    ],
)
def test_an_outbreak_is_its_creatures(idea, kind):
    intent = read_intent(idea)
    assert [o.kind for o in intent.opponents] == [kind]
    assert [o.kind for o in intent.goal.objects] == [kind]


def test_an_outbreak_of_no_creature_stays_itself():
    goal = read_intent("Doctor Lin must stop the flu outbreak in the village.").goal
    assert [o.kind for o in goal.objects] == ["flu outbreak"]
