"""Whom a choice is among, said "which <noun> to <verb>" after a choosing verb, is the goal's
object ("decides each day which neighbor to help"); "whether to" is left to what it weighs."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        (
            "A gentle choices game: Mrs. Haddad runs the corner shop and decides each day which neighbor to help",
            "neighbor",
        ),
        ("You must choose which door to open.", "door"),
    ],
)
def test_which_one_to_choose_is_the_object(idea, kind):
    goal = read_intent(idea).goal
    assert goal.action == "choose" and [o.kind for o in goal.objects] == [kind]


def test_whether_to_is_left_to_what_it_weighs():
    goal = read_intent("The chef must decide whether to keep his old menu or change everything.").goal
    assert [o.kind for o in goal.objects] == ["menu"]
