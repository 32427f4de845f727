"""Someone who asks, wants or needs a named hero said before, by a pronoun, to do the deed
("Marta keeps the lighthouse. A lost sailor asks her to find his ship.") asks it of that hero,
and helps; a noun asked works as a pronoun does ("The queen wants the knight to find the ring");
a hero's own wish is no one asked ("Wanting nothing more than to see the ocean, ...")."""

import pytest

from romsmith.lexicon import read_intent


def _roles(idea):
    it = read_intent(idea)
    return (
        [(h.name or h.kind) for h in it.heroes],
        (it.goal.verb, [o.kind for o in it.goal.objects]),
        [h.kind for h in it.helpers],
    )


@pytest.mark.parametrize(
    ("idea", "hero", "goal", "helper"),
    [
        ("Marta keeps the lighthouse. A lost sailor asks her to find his ship.", "Marta", ("find", ["ship"]), "sailor"),
        ("Old Tom runs the bakery. The mayor wants him to bake a giant cake.", "Tom", ("bake", ["cake"]), "mayor"),
        ("The queen wants the knight to find the ring.", "knight", ("find", ["ring"]), "queen"),
    ],
)
def test_whom_it_is_asked_of_does_it(idea, hero, goal, helper):
    heroes, got_goal, helpers = _roles(idea)
    assert heroes == [hero]
    assert got_goal == goal
    assert helper in helpers


def test_a_named_hero_a_later_she_stands_for_keeps_the_name():
    it = read_intent(
        "Hilde the viking cook burned the feast for the jarl's wedding. She has until sundown to find a fresh cod."
    )
    assert it.heroes[0].name == "Hilde"


def test_a_sentence_opening_on_an_article_is_said_by_no_name():
    it = read_intent("A brave tailor sews a coat. The king wants him to defeat two giants.")
    assert it.heroes[0].kind != "king"


def test_a_wish_of_the_heros_own_asks_no_one():
    it = read_intent(
        "Wanting nothing more than to see the ocean once, a farm girl from the plains sets off on foot with her dog."
    )
    assert "nothing" not in " ".join(h.kind for h in it.heroes)
