"""Whoever scrambled, confiscated or shredded what the hero works with is a foe ("a lab where
a saboteur scrambled all the formulas"); strangers the hero trusts are helpers."""

from romsmith.lexicon import read_intent


def test_who_scrambled_the_work_is_a_foe():
    idea = "You're a chemist in a lab where a saboteur scrambled all the formulas. Mix the right colors to brew the antidote."
    assert [o.kind for o in read_intent(idea).opponents] == ["saboteur"]


def test_a_rival_who_spoils_a_fete_is_read_as_before():  # left alone: "spoil" is no theft here
    idea = "a retired colonel must organise the village's summer fête before his rival from Little Dunmore spoils it"
    assert "dunmore" not in [o.kind for o in read_intent(idea).opponents]


def test_who_confiscated_the_thing_is_a_foe():
    idea = "A band of four mice plans to steal back the cheese wheel the castle cook confiscated. Don't wake the cook's cat."
    assert "castle cook" in [o.kind for o in read_intent(idea).opponents]


def test_strangers_trusted_are_helpers_not_when_warned_against():
    idea = "A pilgrim monk carries a sealed letter from Canterbury to Rome, trusting strangers and avoiding brigands."
    assert [h.kind for h in read_intent(idea).helpers] == ["stranger"]
    warned = read_intent("a squire must find the sword, dont trust the talking wolfs")
    assert "wolf" not in [h.kind for h in warned.helpers]
