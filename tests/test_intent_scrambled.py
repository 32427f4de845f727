"""Whoever scrambled, jumbled, erased or shredded what the hero works with is a foe ("a lab where
a saboteur scrambled all the formulas")."""

from romsmith.lexicon import read_intent


def test_who_scrambled_the_work_is_a_foe():
    idea = "You're a chemist in a lab where a saboteur scrambled all the formulas. Mix the right colors to brew the antidote."
    assert [o.kind for o in read_intent(idea).opponents] == ["saboteur"]


def test_a_rival_who_spoils_a_fete_is_read_as_before():  # left alone: "spoil" is no theft here
    idea = "a retired colonel must organise the village's summer fête before his rival from Little Dunmore spoils it"
    assert "dunmore" not in [o.kind for o in read_intent(idea).opponents]
