"""The hero's kind is the noun phrase that names it, not the clause said after it ("a lighthouse
keeper whose lamp went dark": a lighthouse keeper)."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("You play as a lighthouse keeper whose lamp went dark. The aim is to find the three lost lenses.",
         "lighthouse keeper"),
        ("you're a lumberjack whose axe got stolen by beavers. chase them up the river and get it back", "lumberjack"),
        ("Retro platformer. You play a miner whose lamp is running out. Jump across the caves.", "miner"),
        ("A lighthouse keeper whose lamp went dark must find the lenses.", "lighthouse keeper"),
    ],
)  # fmt: skip
def test_whose_ends_the_heros_kind(idea, kind):
    assert read_intent(idea).hero.kind == kind


def test_whose_that_opens_an_object_stays():  # left alone: the choice is of a tale
    intent = read_intent(
        "a tavern owner listens to three travellers and picks whose tale is true, with several endings"
    )
    assert [o.kind for o in intent.goal.objects] == ["whose tale"]
