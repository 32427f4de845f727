"""A verb said again with "re" that WordNet does not list ("reshelves", "reroute") is still a
verb: the verb after "re" is one WordNet knows, and the word is no noun."""

from __future__ import annotations

import pytest

from romsmith.lexicon import read_intent
from romsmith.lexicon._words import _verb_lemma


@pytest.mark.parametrize(
    ("idea", "hero", "verb", "objects"),
    [
        ("A tile puzzle where a librarian reshelves the runaway books before the big inspection, chased by a "
         "bookworm that eats misplaced pages.", "librarian", "reshelve", ["book"]),
        ("Puzzle game: reroute the sewer valves so the flood misses every house in Drizzleton",
         "player", "reroute", ["sewer valve"]),
    ],
)  # fmt: skip
def test_a_verb_said_again_is_the_goals_verb(idea, hero, verb, objects):
    said = read_intent(idea)
    assert (said.hero.kind, said.goal.verb, [o.kind for o in said.goal.objects]) == (hero, verb, objects)


@pytest.mark.parametrize(
    ("word", "lemma"),
    [("reindeers", None), ("realms", None), ("reptiles", None), ("rebels", "rebel"), ("replants", "replant")],
)
def test_only_a_verb_after_re_makes_a_verb_again(word, lemma):
    # a noun after "re" ("indeers", "alms") is no verb; WordNet's own verb ("rebel") is its own
    assert _verb_lemma(word) == lemma
