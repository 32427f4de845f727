"""A deck-building game is a battle game, said with a hyphen or a space as with none."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize("said", ["deck-building", "deck building", "deckbuilding", "deck-builder"])
def test_a_deck_building_game_is_a_battle(said):
    assert read_intent(f"A {said} game where a witch fights the plague rats").genre == "battle"
