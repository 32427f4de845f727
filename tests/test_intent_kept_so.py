"""The state a goal's object is kept in is no part of it: "keep your sheep safe", "keep the lamp
lit", "sweep the haunted mansion clean", "keep every chicken safe till sunrise"; a safe that is
the object ("crack the bank safe") stays one."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("In this game you are a shepherd girl up on a windy hill. Keep your sheep safe from the wolves until "
         "morning comes.", "sheep"),
        ("you are a lighthouse keeper who has to keep the lamp lit all night", "lamp"),
        ("you're a broom who has to sweep the haunted mansion clean while the ghosts keep making a mess", "mansion"),
        ("Ember the dragon guards the farm. Keep every chicken safe till sunrise.", "chicken"),
    ],
)  # fmt: skip
def test_the_state_an_object_is_kept_in_is_no_part_of_it(idea, kind):
    assert [o.kind for o in read_intent(idea).goal.objects] == [kind]


def test_a_safe_that_is_the_object_stays_one():
    assert [o.kind for o in read_intent("crack the bank safe before the guards come").goal.objects] == ["bank safe"]
