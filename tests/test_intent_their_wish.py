"""What someone else wants or tries to do is not the hero's goal: "dust bunnies everywhere trying
to stop u", said in a sentence of its own, is the dust bunnies' aim, and "and the bad bees try to
sting him" ends the list of what the hero gets. The hero's own wish, said by name, by a pronoun or
as "the player", stays the goal."""

import pytest

from romsmith.lexicon import read_intent


def goal(idea: str) -> tuple[str, list[str]]:
    g = read_intent(idea).goal
    return g.action, [o.kind for o in g.objects]


def test_a_wish_in_a_sentence_of_its_own_is_not_the_goal():
    idea = (
        "a platformer where you're a sock that fell behind the dryer and you gotta climb back up to the "
        "laundry basket. dust bunnies everywhere trying to stop u"
    )
    assert goal(idea) == ("reach", ["laundry basket"])


@pytest.mark.parametrize(
    ("idea", "objects"),
    [
        (
            "a jumping game where a bunny hops on clouds to get all the carrots and the bad bees try to sting him",
            ["carrot"],
        ),
        ("a miner collects the gems and the goblins try to steal them", ["gem"]),
        ("a squirrel gathers all the nuts and the crows try to take them", ["nut"]),
    ],
)
def test_the_goals_list_ends_where_someone_elses_wish_starts(idea, objects):
    assert goal(idea)[1] == objects


@pytest.mark.parametrize(
    ("idea", "action", "objects"),
    [
        ("a knight named Pip lost his sword. Pip wants to find the golden sword", "find", ["sword"]),
        ("a robot wakes up in a junkyard. The robot wants to find a new battery", "find", ["battery"]),
        ("a dragon sleeps in the cave. The player tries to steal its egg", "find", ["egg"]),
        ("a mouse collects the crumbs and the cheese", "collect", ["crumb", "cheese"]),
    ],
)
def test_the_heros_own_wish_stays_the_goal(idea, action, objects):
    got_action, got_objects = goal(idea)
    assert got_action == action
    assert got_objects == objects


def test_someone_elses_wish_is_told_before_the_hero_is_read():
    from romsmith.lexicon._reader import _Reader

    reader = _Reader("a cat finds the fish. the dogs try to stop him")  # no hero read yet
    assert reader._their_wish(6)  # "the dogs try to"
    assert not reader._their_wish(0)  # "a cat finds": no wish
