"""Words that only link ("so", "when", "where") start no phrase, and no one ("nobody") is no foe:
"learn to swim so she can join her siblings" has no goal object "so"."""

import pytest

from romsmith.lexicon import read_intent


def test_so_is_no_goal_object():
    it = read_intent("A little duck wants to learn to swim so she can join her siblings in the pond.")
    assert "so" not in [o.kind for o in it.goal.objects]


@pytest.mark.parametrize(
    "idea, kind, name",
    [
        ("a side-scroller where Granny Olga hops across the rooftops to catch the burglar", "granny", "Olga"),
        ("When Countess Morwen curses the twins, the stable boy Pip follows her north", "countess", "Morwen"),
    ],
)
def test_a_linking_word_is_no_part_of_a_being(idea, kind, name):
    it = read_intent(idea)
    beings = it.heroes + it.opponents
    assert (kind, name) in [(b.kind, b.name) for b in beings]
    assert not any(b.kind in ("where", "when") or (b.name or "").startswith(("When ", "Where ")) for b in beings)


def test_nobody_is_no_foe():
    it = read_intent(
        "a puzzle where the bellhop must match each ghost to the right room so nobody haunts the wrong guest"
    )
    assert "nobody" not in [o.kind for o in it.opponents]
