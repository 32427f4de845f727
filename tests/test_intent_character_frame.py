""" "My character is a ...", "The player controls a ..." and "The princess is the hero here: she
..." say who the hero is, as "My hero is a ..." does."""

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


def test_who_is_the_hero_said_before_what_they_do():
    it = read_intent("The princess is the hero here: she rescues the prince from the dragon's tower.")
    assert [h.kind for h in it.heroes] == ["princess"]
    assert (it.goal.action, [o.kind for o in it.goal.objects]) == ("rescue", ["prince"])
