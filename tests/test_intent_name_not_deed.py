"""A name after a title is a name, even when it is also a deed's word: "Grandma Rose" is no
grandma who rose up, so no foe; a creature that rose against someone still is one."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, title",
    [
        ("You are Grandma Rose. Bake the biggest pie for the county fair.", "Grandma"),
        ("You are Captain Rose. Sail the ship home.", "Captain"),
    ],
)
def test_a_titled_name_is_the_hero_and_no_foe(idea, title):
    it = read_intent(idea)
    assert (it.heroes[0].name, it.heroes[0].title) == ("Rose", title)
    assert it.opponents == []


def test_beings_that_rose_up_are_still_foes():
    it = read_intent("Grandma Rose bakes pies while the goblins rose from their graves")
    assert [o.kind for o in it.opponents] == ["goblin"]
