"""A creature the lexicon knows as a foe, about in a sentence after the hero's, is a foe whatever
it is doing there: "Mummies shuffle through the halls.", "Snow wolves sniff the air along the
path." One that helps, the hero's own kind or one named as a newcomer is not."""

import pytest

from romsmith.lexicon import read_intent


def foes(idea: str) -> list[str]:
    return [o.kind for o in read_intent(idea).opponents if o.hostile]


@pytest.mark.parametrize(
    ("idea", "foe"),
    [
        (
            "You wake up inside a pyramid with no memory. Mummies shuffle through the halls. "
            "Find a way out before the torches burn out.",
            "mummy",
        ),
        (
            "An old chef named Bruno must carry a pot of hot soup up the mountain to the sick monks "
            "before it freezes. Snow wolves sniff the air along the path.",
            "snow wolf",
        ),
    ],
)
def test_a_feared_creature_in_a_later_sentence_is_a_foe(idea, foe):
    assert foe in foes(idea)


@pytest.mark.parametrize(
    "idea",
    [
        "A knight must find the lost ring. Friendly goblins help him on the way.",
        "The dragon isn't the bad guy in this one. A shy dragon named Morrow wants to convince the village "
        "that he's friendly, but the knight who keeps challenging him won't listen.",
    ],
)
def test_a_helper_or_a_named_newcomer_is_no_foe(idea):
    assert not any(kind.endswith(("goblin", "dragon")) for kind in foes(idea))
