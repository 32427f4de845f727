"""A genre's label before a dash is read as before a colon: "Wild West rail shooter — Marshal
Kane must defend the gold train" has Marshal Kane for its hero, not a "west rail shooter marshal
kane"; a dash after words that are no label is read as before."""

import pytest

from romsmith.lexicon import read_intent
from romsmith.lexicon._plain_idea import _label_before_dash, said_plainly


@pytest.mark.parametrize("dash", ["\u2014", "\u2013", "-", "--"])
def test_a_label_before_a_dash_is_no_part_of_the_hero(dash):
    hero = read_intent(f"Wild West rail shooter {dash} Marshal Kane must defend the gold train").heroes[0]
    assert (hero.kind, hero.name, hero.title) == ("marshal", "Kane", "Marshal")


def test_an_order_after_a_labelled_dash_is_the_players():
    intent = read_intent("logic puzzle - seat the quarrelling wedding guests so that nobody sits next to a rival")
    assert intent.hero.kind == "player" and intent.goal.verb == "seat"


def test_a_labelled_dash_leaves_one_hero():
    hero = read_intent("Space shooter \u2014 a lone pilot must destroy the mothership").heroes
    assert [h.kind for h in hero] == ["pilot"]


def test_a_dash_after_no_label_is_no_colon():
    idea = "a knight - brave and bold - must save the princess"
    assert _label_before_dash(idea) == idea
    assert ":" not in said_plainly(idea)  # (the aside between the dashes is dropped: test_intent_dash_aside)
