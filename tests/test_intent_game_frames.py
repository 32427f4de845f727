"""A game's kind said before a colon ("a gunslinger game:") frames the idea; the story starts
after the colon."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, hero, action, objects",
    [
        ("a gunslinger game: shoot the tin-can bandits who took over the saloon in Cactus Junction",
         "player", "defeat", ["tin-can bandit"]),
        ("water pistol game: you defend your sandcastle from the kids on the next beach towel",
         "player", "protect", ["sandcastle"]),
        ("a cooking game: bake a cake for the queen", "player", "make", ["cake"]),
        # left alone: a frame with a being of its own, and a colon after a clause
        ("My game: a knight rescues the princess", "knight", "rescue", ["princess"]),
    ],
)  # fmt: skip
def test_a_games_kind_before_a_colon_is_no_part_of_the_story(idea, hero, action, objects):
    said = read_intent(idea)
    assert (said.hero.kind, said.goal.action, [o.kind for o in said.goal.objects]) == (hero, action, objects)


def test_a_clause_before_a_colon_is_still_read():
    said = read_intent("The knight has one goal: rescue the princess from the dragon")
    assert (said.hero.kind, said.goal.action) == ("knight", "rescue")
