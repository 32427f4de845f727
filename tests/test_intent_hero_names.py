"""The hero's name where it follows what the hero is: "chimney sweep Tom" (a sweep is first a wide
scope in WordNet, then the chimney sweep), "a game about my dog Pepper" (after a preposition when
the being is someone's); and the one being an idea names ("a diver named Tamsin") as the hero when
the reading found no one but the player. A being the player has, a foe or whom the goal is about
keeps its place."""

import pytest

from romsmith.lexicon import read_intent


def hero(idea: str) -> tuple[str, str | None]:
    h = read_intent(idea).heroes[0]
    return h.kind, h.name


@pytest.mark.parametrize(
    ("idea", "want"),
    [
        (
            "Little chimney sweep Tom races across the rooftops of London to catch the pickpocket",
            ("chimney sweep", "Tom"),
        ),
        ("the old chimney sweep Tom must clean every chimney in town", ("chimney sweep", "Tom")),
        ("i want a game about my dog Pepper who digs up the whole garden looking for the bone", ("dog", "Pepper")),
    ],
)
def test_a_name_after_what_the_hero_is(idea, want):
    assert hero(idea) == want


@pytest.mark.parametrize(
    ("idea", "want"),
    [
        (
            "Deep beneath the frozen sea lies the drowned city of Quell, where a diver named Tamsin searches "
            "for her missing brother",
            ("diver", "Tamsin"),
        ),
        (
            "so my idea is kind of like those pipe games but you're a plumber mouse named Gus who lives in the walls "
            "of an old hotel",
            ("plumber mouse", "Gus"),
        ),
    ],
)
def test_the_one_being_named_is_the_hero_when_no_one_else_is(idea, want):
    assert hero(idea) == want


@pytest.mark.parametrize(
    "idea",
    [
        "you must rescue a princess named Zelda from the tower",
        "an evil wizard named Zog attacks the town and you must stop him",
        "Hold the farmhouse. Every night the scarecrows get closer. You have a shotgun, a dog called Biscuit "
        "and five nights until the harvest moon.",
    ],
)
def test_a_being_rescued_fought_or_had_is_not_the_hero(idea):
    assert hero(idea)[0] == "player"
