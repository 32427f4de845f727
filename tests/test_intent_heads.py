"""A noun phrase's head read whole: a noun in -ed that is no verb's past ("a dandelion seed"), a
compound's plural before its subject's verb ("four chess pieces rebel"), and a later "There are
..." that tells who else is about, not who the hero is."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("You are a dandelion seed on the wind. Drift past the lawnmowers.", "dandelion seed"),
        ("You are a poppy seed on the wind.", "poppy seed"),
        ("You are a wolf stranded in the snow. Find the pack.", "wolf"),  # left alone: a verb's past
        ("A robot stranded on Mars repairs its ship.", "robot"),  # left alone
    ],
)
def test_a_noun_in_ed_is_the_head(idea, kind):
    assert read_intent(idea).hero.kind == kind
