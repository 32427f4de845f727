"""A place's or a thing's name said inside a title, a premise or a goal keeps its article in
lower case ("The Siege of the Corn", "Escape from the Mansion"), as running text says it; the
article that opens a title or a sentence stays capitalised."""

import re

import pytest
from test_designer_intent import designed

from romsmith.designer._titles import inner_articles

_INNER_CAPITAL = re.compile(r"[a-z] (The|A|An) [A-Z]")


@pytest.mark.parametrize(
    ("said", "meant"),
    [
        ("The Siege of The Corn", "The Siege of the Corn"),
        ("Each night the Alien Lord comes closer to The Corn.", "Each night the Alien Lord comes closer to the Corn."),
        ("Escape from The Tower", "Escape from the Tower"),
        ("The Fall of the Lich", "The Fall of the Lich"),
        ("A Mail for Corette", "A Mail for Corette"),
    ],
)
def test_an_article_inside_a_line_is_lower_case(said, meant):
    assert inner_articles(said) == meant


def test_a_place_named_after_a_common_noun_is_said_as_one_in_running_text():
    assert (
        inner_articles("Soon the attack on The Eggs will come.", ("Eggs",)) == "Soon the attack on the eggs will come."
    )
    assert inner_articles("The Siege of The Eggs") == "The Siege of the Eggs"


@pytest.mark.parametrize(
    "idea",
    [
        "the aliens invade and a farmer defends his corn",
        "a raccoon sneaks into the mayor's mansion to snatch the golden trash can lid",
        "you are a lighthouse keeper who has to keep the lamp lit all night",
        "Una gallina valiente protege sus huevos del zorro",
    ],
)
def test_a_designed_games_title_and_premise_say_no_capital_article_inside(idea, pack):
    _plan, spec = designed(idea, pack)
    for text in (spec.get("title", ""), spec.get("premise", ""), spec.get("goal", "")):
        assert not _INNER_CAPITAL.search(text or ""), text
