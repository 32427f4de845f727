"""A kin word after a creature that is no person ("raccoon brothers", "kitten siblings") says whose
kin the heroes are, not what they are: they are raccoons and kittens, drawn as such, with the kin
word's gender. A person's kin ("firefighter sisters") and a family's name ("the Baxter twins")
stay as said."""

import pytest
from test_designer_intent import designed

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "kind", "count", "gender"),
    [
        ("three raccoon brothers sneak into the county fair to steal the blue ribbon pie", "raccoon", 3, "male"),
        ("Three kitten siblings must climb the apartment building to reach the balcony", "kitten", 3, "any"),
        ("two ghost sisters must convince the new family to leave their old house", "ghost", 2, "female"),
        ("Two robot brothers jump through the junkyard to find spare parts", "robot", 2, "male"),
    ],
)
def test_a_creatures_kin_are_that_creature(idea, kind, count, gender):
    hero = read_intent(idea).hero
    assert (hero.kind, hero.count, hero.gender) == (kind, count, gender)


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("Two firefighter sisters race through the burning forest to rescue the deer", "firefighter sister"),
        ("Two sisters, Mei and Lin, must guide a baby dragon home", "sister"),
    ],
)
def test_a_persons_kin_stay_as_said(idea, kind):
    assert read_intent(idea).hero.kind == kind


def test_the_kittens_are_drawn_as_cats(pack):
    _plan, spec = designed(
        "Three kitten siblings must climb the apartment building to reach their owner's balcony", pack
    )
    heroes = [a for a in spec["cast"] if a["role"] == "player" or a["id"].startswith("companion_1")]
    assert heroes and {a["sprite"] for a in heroes} == {"puny_cat"}
