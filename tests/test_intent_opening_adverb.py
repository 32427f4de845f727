"""An adverb opening a sentence in capitals names no one ("Now the king must ...", "Suddenly
the knight ..."); a name before "the" still does ("Pip the frog")."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize("adverb", ["Now", "Then", "Suddenly", "Meanwhile"])
def test_the_adverb_is_no_name(adverb):
    it = read_intent(f"{adverb} the knight must defeat two giants.")
    assert [(h.kind, h.name) for h in it.heroes] == [("knight", None)]


def test_a_name_before_the_is_still_a_name():
    assert (read_intent("Pip the frog must cross the pond.").heroes[0].name) == "Pip"


def test_a_place_after_an_opening_word_stays_a_place():
    it = read_intent("Aboard the Orient Express, a stowaway boy named Emil hunts for the stolen egg.")
    assert [(h.kind, h.name) for h in it.heroes] == [("stowaway boy", "Emil")]
