"""A being said to be lost, then an order to search somewhere and bring them back: the player is
the hero and finds them ("The cat is lost. Search the town and bring him home.")."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, found",
    [
        ("The cat is lost. Search the town and bring him home.", "cat"),
        ("The mayor's cat is missing again! Search the town and bring him home.", "cat"),
        ("The old dog has vanished. Search the woods and bring her back.", "dog"),
    ],
)
def test_the_player_finds_the_vanished_one(idea, found):
    it = read_intent(idea)
    assert it.heroes[0].kind == "player"
    assert (it.goal.action, [o.kind for o in it.goal.objects]) == ("find", [found])


def test_an_order_about_something_else_keeps_its_goal():
    it = read_intent("The cat is lost. Search the town and bring the milk home.")
    assert [o.kind for o in it.goal.objects] != ["cat"]
