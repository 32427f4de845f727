"""Foes that attack with no object before "and" open the idea, and the hero comes after them ("the
aliens invade and a farmer defends his corn": the farmer defends, the aliens are foes); many
said with a verb that is no noun end their clause there ("before the loggers arrive"); those
awaited "until" they arrive are help on its way, not foes."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "hero", "foe"),
    [
        ("the aliens invade and a farmer defends his corn", "farmer", "alien"),
        ("the goblins attack and a knight defends the town", "knight", "goblin"),
        ("the goblins attack, and a knight defends the town", "knight", "goblin"),
        ("the robots rebel and a girl stops them", "girl", "robot"),
    ],
)
def test_raiders_said_first_are_foes_and_the_hero_follows(idea, hero, foe):
    intent = read_intent(idea)
    assert [h.kind for h in intent.heroes] == [hero]
    assert foe in [o.kind for o in intent.opponents]


def test_a_modal_clause_after_raiders_reads_as_before():
    intent = read_intent("the goblins attack and a knight must defend the town")
    assert [h.kind for h in intent.heroes] == ["knight"]
    assert [o.kind for o in intent.opponents] == ["goblin"]
    assert intent.goal.action == "protect"


def test_those_arriving_before_a_deadline_are_read_whole():
    intent = read_intent("a sloth must get the mango seed to the tree spirit before the loggers arrive")
    assert "logger" in [o.kind for o in intent.opponents]
    assert not any("arrive" in b.kind for b in intent.bystanders + intent.helpers + intent.opponents)


def test_those_awaited_until_they_arrive_are_help_not_foes():
    intent = read_intent(
        "You are the last tree in the forest. Throw pinecones at the logging robots until the rangers arrive."
    )
    assert "ranger" in [h.kind for h in intent.helpers]
    assert "ranger" not in [o.kind for o in intent.opponents]
    assert "logging robot" in [o.kind for o in intent.opponents]
