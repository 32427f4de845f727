"""The words that frame an idea and name no one: a sentence that only names the genre ("Top-down
shooter."), and a genre's opener that belongs to an aside about the hero ("starring Professor
Quill, an elderly mage, whose goal is ...")."""

from __future__ import annotations

import pytest

from romsmith.lexicon import read_intent


def hero(idea: str) -> tuple:
    """The hero's kind, name and title, as the reader reads them."""
    said = read_intent(idea).hero
    return said.kind, said.name, said.title


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("Top-down shooter. You fly the last mail rocket of the Lunar Post, and the Moon Moths want to eat every "
         "letter on board. Get the sacks to the Tycho relay station.", "player"),
        ("Side-scrolling shooter. You fly the last mail rocket.", "player"),
        # a kind said beside the genre's words stays the hero
        ("Arcade shooter. You are a frog.", "frog"),
        ("A space shooter where a lone cat pilot defends the moon base", "cat pilot"),
    ],
)  # fmt: skip
def test_a_sentence_that_only_names_the_genre_is_no_hero(idea, kind):
    assert hero(idea)[0] == kind


def test_an_opener_after_an_aside_about_the_hero_is_the_asides():
    idea = (
        "RPG battle game starring Professor Quill, an elderly mage, whose goal is to reclaim her stolen university "
        "from a cult of shadow scholars."
    )
    assert hero(idea) == ("elderly mage", "Quill", "Professor")


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("a puzzle game where a mole digs tunnels to find the buried carrots", "mole"),
        ("A story game about a lighthouse keeper who must keep the lamp lit", "lighthouse keeper"),
    ],
)  # fmt: skip
def test_a_genre_or_frame_before_its_opener_is_still_set_aside(idea, kind):
    assert hero(idea)[0] == kind
