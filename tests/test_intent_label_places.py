"""The place a genre's label names before a colon is read, though the label is set aside:
"sokoban in a bakery: push the flour sacks ..."."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("sokoban in a bakery: push the flour sacks onto the marked tiles so Chef Bruno can open on time", "bakery"),
        (
            "Galaga but in the garden: a sprinkler turret shoots down waves of aphids before they eat Grandma's roses",
            "garden",
        ),
        ("A logic puzzle set in a haunted hotel: the bellhop must match each ghost to the right room", "hotel"),
    ],
)
def test_a_labels_place_is_read(idea, kind):
    intent = read_intent(idea)
    assert any(p.kind.endswith(kind) for p in intent.places)


def test_a_label_without_a_place_adds_none():
    intent = read_intent("A cozy farming sim: grow turnips and befriend the mayor.")
    assert not any(p.kind in ("sim", "farming sim") for p in intent.places)
