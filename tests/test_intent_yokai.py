"""Japanese folk monsters are monsters: an oni or a kappa who does harm is a foe."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, foes",
    [
        (
            "Tomo is a small tea-house cat in old Kyoto. When the Ink Oni smudges the name off every lantern "
            "in the street, Tomo must find the calligraphy brush that can write them back.",
            ["ink oni"],
        ),
        ("a young samurai climbs the mountain to fight the oni who stole the temple bell", ["oni"]),
        # left alone: a demon was a foe before
        ("a young samurai climbs the mountain to fight the demon who stole the temple bell", ["demon"]),
    ],
)
def test_an_oni_who_does_harm_is_a_foe(idea, foes):
    assert [o.kind for o in read_intent(idea).opponents] == foes
