"""An order to dodge said after a comma at a clause's end ("..., avoid the cat") names a foe and
leaves the clause's subject the hero: a purpose ("to steal cheese") is no foe's deed done."""

from __future__ import annotations

import pytest

from romsmith.lexicon import read_intent


def test_a_purpose_is_no_deed_that_makes_the_subject_a_foe():
    said = read_intent("three little mice sneak thru the farmhouse to steal cheese from the pantry, avoid the cat")
    assert (said.hero.kind, said.hero.count, said.goal.verb) == ("mouse", 3, "steal")
    assert [o.kind for o in said.goal.objects] == ["cheese"]


def test_a_deed_done_before_the_order_still_makes_its_doer_a_foe():
    said = read_intent("Dr. Gloom stole the sun, go get it back")
    assert said.hero.kind == "player"
    assert [o.kind for o in said.opponents] == ["doctor"]


@pytest.mark.parametrize(
    ("idea", "foe"),
    [
        ("three little mice sneak thru the farmhouse to steal cheese from the pantry, avoid the cat", "cat"),
        ("sliding tile puzzle where a mouse rearranges the rooms of a cheese castle to reach the big cheese in the "
         "center, avoid the cat", "cat"),
        ("gecko climbing walls in a desert temple collecting gems, avoid scorpions and snakes and spike traps",
         "scorpion"),
    ],
)  # fmt: skip
def test_what_an_order_after_a_comma_dodges_is_a_foe(idea, foe):
    assert foe in [o.kind for o in read_intent(idea).opponents if o.hostile]
