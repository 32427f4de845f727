"""A creature said with a word of malice ("the mean neighbor", "a greedy sculptor") is a foe
wherever it is said, unless it is the hero, a helper or what the goal is done to."""

from __future__ import annotations

import pytest

from romsmith.lexicon import read_intent


def foes(idea: str) -> list[str]:
    return [o.kind for o in read_intent(idea).opponents if o.hostile]


@pytest.mark.parametrize(
    ("idea", "foe"),
    [
        ("Old Ned the ghost can't rest until someone returns his gravestone, which a greedy sculptor carted off "
         "to sell", "sculptor"),
        ("The colors of the rainbow were mixed up by a mischievous wizard and must be sorted back in order by "
         "sliding the tiles.", "wizard"),
        ("my game idea: a kid has to find his way home after falling asleep on the wrong bus, lots of weird "
         "neighbourhoods and a mean bus driver", "bus driver"),
        ("catch the runaway pet iguana before it gets out of the apartment building!!! its hiding in the vents and "
         "the mean neighbor wants to call animal control", "neighbor"),
    ],
)  # fmt: skip
def test_a_creature_said_with_malice_is_a_foe(idea, foe):
    assert foe in foes(idea)


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        # the hero said with malice is still the hero
        ("a sneaky fox must steal the farmer's eggs", "fox"),
        # what the goal is done to is no foe for being said with malice
        ("tame the vicious dog before the show", "dog"),
    ],
)  # fmt: skip
def test_the_hero_or_the_goals_object_said_with_malice_is_no_foe(idea, kind):
    assert kind not in foes(idea)


@pytest.mark.parametrize(
    ("idea", "victim", "foe"),
    [
        ("The princess is kidnapped by the sky pirates. You must to fly your biplane and shoot them and bring her "
         "back to palace.", "princess", "sky pirate"),
        ("The ant colony's queen has been kidnapped by the wasps from the old shed! You're a worker ant called "
         "Speck. Rally the beetles and bring her home.", "queen", "wasp"),
        ("The princess is kidnapped by the sky pirates. Rescue her.", "princess", "sky pirate"),
    ],
)  # fmt: skip
def test_whom_a_foes_deed_is_done_to_is_no_foe(idea, victim, foe):
    kinds = foes(idea)
    assert foe in kinds and victim not in kinds


def test_a_scenes_creature_that_does_the_harm_is_still_a_foe():
    assert "pirate" in foes("Pirates attack the island; defend the harbor.")
