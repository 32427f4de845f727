"""The hero's company are helpers: the members of a crew, party, squad or band the hero has,
gathers or leads, one kept for company and one ridden. A band of no one's, a crew of heroes and a
ride not taken are left to the other steps."""

import pytest

from romsmith.lexicon import read_intent


def _helpers(idea: str) -> list[str]:
    return [h.kind for h in read_intent(idea).helpers]


@pytest.mark.parametrize(
    ("idea", "members"),
    [
        (
            "The colony on Vesta is under siege by insect swarms. Your squad: a medic, a sniper, a hacker and a "
            "robot dog. Hold the reactor for ten turns.",
            ["medic", "sniper", "hacker", "robot dog"],
        ),
        (
            "Hex-grid tactics RPG: the exiled Queen Mireille gathers a band of deserters, witches and farmers to "
            "retake Castle Aubrac from the usurper Duke Corvin",
            ["deserter", "witch", "farmer"],
        ),
        ("Level up your crew of bread golems and beat the Sourdough Sorcerer.", ["bread golem"]),
        (
            "a necromancer fights her way through the catacombs under Vesper Abbey with only her skeleton butler "
            "for company",
            ["skeleton butler"],
        ),
        (
            "apprentice alchemist Poppy shrinks to the size of a thimble; riding her pet beetle through the "
            "kitchen jungle, she must reach the antidote",
            ["pet beetle"],
        ),
    ],
)
def test_the_heros_company_are_helpers(idea, members):
    helpers = _helpers(idea)
    assert all(m in helpers for m in members), helpers


@pytest.mark.parametrize(
    ("idea", "not_helper"),
    [
        ("Get the crown to the coronation by noon. Squire Tobin has never ridden a horse.", "horse"),
        ("a band of pirates attacks the harbor and a young sailor must drive them off", "pirate"),
    ],
)
def test_no_company_is_read_where_none_is_the_heros(idea, not_helper):
    assert not_helper not in _helpers(idea)


def test_a_party_of_heroes_is_the_hero_not_its_helpers():
    intent = read_intent("Our party of three dwarves descends into the Hollow Deep to reclaim the Anvil of Kings")
    assert intent.hero.kind == "dwarf"
    assert not any("dwar" in h.kind for h in intent.helpers)
