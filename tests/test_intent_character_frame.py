""" "My character is a ..." and "The player controls a ..." say who the hero is, as "My hero
is a ..." does."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, hero",
    [
        ("My character is a ninja frog who has to rescue the princess toad.", "ninja frog"),
        ("The player controls a hot air balloon collecting stars above the clouds.", "air balloon"),
        ("My hero is a ninja frog who has to rescue the princess.", "ninja frog"),  # as before
    ],
)
def test_the_frame_names_the_hero(idea, hero):
    assert read_intent(idea).heroes[0].kind == hero


def test_the_balloon_collects_the_stars():
    goal = read_intent("The player controls a hot air balloon collecting stars above the clouds.").goal
    assert (goal.action, [o.kind for o in goal.objects]) == ("collect", ["star"])
