"""An aside between two spaced dashes says what the hero is like, no role ("a knight - brave and
bold - must slay the dragon": the knight); a list between dashes and one word between dashes
stay; a relative clause of what the hero dreams of is no deed of theirs."""

import pytest

from romsmith.lexicon import read_intent
from romsmith.lexicon._plain_idea import said_plainly


@pytest.mark.parametrize("dash", ["-", "\u2014", "\u2013", "--"])
def test_the_aside_is_no_part_of_the_hero(dash):
    it = read_intent(f"a knight {dash} brave and bold {dash} must slay the dragon")
    assert it.heroes[0].kind == "knight"
    assert [o.kind for o in it.opponents] == ["dragon"]


def test_what_the_hero_dreams_of_is_no_deed():
    it = read_intent("a teapot who dreams of being a dragon - steam-powered and very brave - must stop the mice")
    assert it.heroes[0].kind == "teapot"
    assert (it.goal.action, [o.kind for o in it.goal.objects]) == ("defeat", ["mouse"])


@pytest.mark.parametrize(
    "idea",
    [
        "three retired astronauts \u2014 Gloria, Ben and Hank \u2014 steal back their old rocket",
        "jump - run - shoot",
    ],
)
def test_a_list_between_dashes_stays(idea):
    assert said_plainly(idea) == idea
