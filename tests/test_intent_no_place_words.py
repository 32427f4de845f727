"""Words that only point somewhere are no places ("and there are volcanos", "lost somewhere in
the city", "the haunted part of town"): the places said beside them stay."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "places"),
    [
        ("i want a game with a dinosaur who is lost and he needs to find his mommy and there are volcanos", []),
        ("The ringmaster's lion cub is lost somewhere in the city. Tumbles the clown has to find him.", ["city"]),
        ("a mail carrier named Dot has to deliver 30 letters in the haunted part of town before midnight", ["town"]),
    ],
)
def test_pointing_words_are_no_places(idea, places):
    assert [p.kind for p in read_intent(idea).places] == places
