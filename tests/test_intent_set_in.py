"""A place the genre's label sets the story in is read, though the label is set aside: "a visual
novel set in a bakery where ...", "a mystery set on a fishing trawler in the Bering Sea, where
...", as "sokoban in a bakery: ..." was; a label that sets the story nowhere gives no place."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "place"),
    [
        ("a visual novel set in a bakery where a shy girl must choose between two friends", "bakery"),
        ("A monster-taming RPG set in a laundromat where socks come alive; catch them all", "laundromat"),
        ("A dialogue-driven mystery set on a fishing trawler in the Bering Sea, where a deckhand finds the thief",
         "bering sea"),
        ("sokoban in a bakery: push the flour sacks onto the marks", "bakery"),
    ],
)  # fmt: skip
def test_a_place_the_label_sets_the_story_in_is_read(idea, place):
    assert place in [p.kind for p in read_intent(idea).places]


def test_a_label_that_sets_the_story_nowhere_gives_no_place():
    assert read_intent("a game on the GBA where a cat finds the fish").places == []
