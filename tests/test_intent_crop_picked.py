"""Picking a crop is gathering it ("picking blackberries", "pick the ripe apples"); picking a
partner, a side or anyone is still a choice."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "crop"),
    [
        ("Two hedgehog siblings spend a lazy summer afternoon picking blackberries for their mum's pie", "blackberry"),
        ("a little bear picks the ripe apples before the frost comes", "apple"),
        ("a fairy must pick the moonflowers in the meadow", "moonflower"),
    ],
)
def test_a_crop_picked_is_gathered(idea, crop):
    goal = read_intent(idea).goal
    assert goal.action == "collect" and crop in [o.kind for o in goal.objects]


@pytest.mark.parametrize(
    "idea",
    [
        "A romance story in a bakery: the apprentice has to pick between the shy baker and the famous food critic",
        "a young witch must pick her partner for the midnight ball",
        "a knight picks a side in the war of the two queens",
    ],
)
def test_anything_else_picked_is_chosen(idea):
    assert read_intent(idea).goal.action == "choose"
