"""A way across, along or over a place's part ("hops across kitchen counters") is a place."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("a tiny tin-foil knight hops across kitchen counters and defeats the cockroach king", "kitchen counter"),
        ("A mouse runs along the castle walls to warn the king.", "castle wall"),
    ],
)
def test_a_place_part_crossed_is_a_place(idea, kind):
    assert kind in [p.kind for p in read_intent(idea).places]


def test_a_being_crossed_is_no_place():
    intent = read_intent("A frog jumps over the castle guards to reach the moat.")
    assert not any("guard" in p.kind for p in intent.places)
