"""Whom a rescue or a taming is done to is helped, wherever the idea says it ("to cure the sick
emperor", "to wake the sleeping volcano god", "to free the captured dragon queen"), so the
reading leaves no one out; a name that is no one's ("the Great Oak") is not."""

import pytest

from romsmith.lexicon import read_intent, unplaced


@pytest.mark.parametrize(
    ("idea", "helped"),
    [
        ("Chef Paloma has one night to cook a feast that will cure the sick emperor", "emperor"),
        ("Professor Quill must wake the sleeping volcano god to save the island of Tamu", "volcano god"),
        (
            "You're a young dragon tamer hunted by the Order of the Chain; raise your dragons and battle them to "
            "free the captured dragon queen.",
            "dragon queen",
        ),
    ],
)
def test_whom_a_rescue_is_done_to_is_helped(idea, helped):
    intent = read_intent(idea)
    assert any(h.kind.endswith(helped) for h in intent.helpers), intent.helpers
    assert unplaced(idea, intent) == []


def test_a_name_that_is_no_ones_is_not_helped():
    idea = "you have to collect the four seasons' seeds to wake the Great Oak. The slugs all serve the Rot King."
    assert not any("great" in h.kind or "oak" in h.kind for h in read_intent(idea).helpers)
