"""Where a noun phrase ends: an adverb after its noun ends it ("the theatre together,", "your
boss not to"), an adjective that is also an adverb before another word does not ("the perfect
new shell")."""

from __future__ import annotations

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "objects"),
    [
        ("Play as both halves of a comedy duo, Stan and Mo, who have to climb out of a collapsing theatre together, "
         "one standing on the other's shoulders.", ["theatre"]),
        ("choice-based text game where you're a dragon's accountant trying to convince your boss not to burn down "
         "the village", ["boss"]),
        ("Help the town's only mechanic fix the Ferris wheel before the summer fair opens tomorrow", ["ferris wheel"]),
        ("an otter courier has to carry a pearl downriver to the Beaver Queen's dam", ["pearl"]),
        # an adjective that is an adverb too, inside the phrase, is the phrase's
        ("Slide the rocks to reach the perfect new shell before the seagulls come.", ["perfect new shell"]),
    ],
)  # fmt: skip
def test_an_adverb_after_the_noun_ends_the_goal_object(idea, objects):
    assert [o.kind for o in read_intent(idea).goal.objects] == objects
