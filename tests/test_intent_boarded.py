"""A craft the story happens on or in (a train, a ship, an airship) is a place of the game."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, place",
    [
        (
            "mystery game: Inspector Clove questions the passengers on a night train to find the jewel thief",
            "night train",
        ),
        ("Aboard the Orient Express, a stowaway boy named Emil hunts for the stolen egg", "Orient Express"),
        ("ninja vs robots on a bullet train", "bullet train"),
        ("a girl must find the stowaway hiding in a submarine", "submarine"),
    ],
)
def test_a_craft_one_is_on_is_a_place(idea, place):
    assert place in [p.kind for p in read_intent(idea).places]


@pytest.mark.parametrize(
    "idea, thing",
    [
        # left alone: a bike or a horse one rides is no place
        ("a girl on a bike delivers the newspapers", "bike"),
        ("a knight on a horse must reach the castle", "horse"),
    ],
)
def test_what_one_rides_is_no_place(idea, thing):
    assert thing not in [p.kind for p in read_intent(idea).places]
