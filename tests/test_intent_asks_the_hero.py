"""Someone who asks the hero, said by a pronoun, to do the deed ("a band of orphans begs him to
face the bandit lord") is a helper, and the deed is the goal."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, hero, helper",
    [
        (
            "Captain Dorian lost his nerve after the war. Now a band of orphans begs him to face the bandit lord Skarr.",
            "captain",
            "orphan",
        ),
        (
            "The hero is an old ferryman. Tonight a drowned girl asks him to carry a letter to her mother.",
            "ferryman",
            "girl",
        ),
        ("The queen asks her to find the crown.", "player", "queen"),
    ],
)
def test_the_asker_helps_and_the_deed_is_the_goal(idea, hero, helper):
    it = read_intent(idea)
    assert it.heroes[0].kind == hero
    assert helper in [h.kind for h in it.helpers]
    assert it.goal.action in ("defeat", "find", "deliver")
