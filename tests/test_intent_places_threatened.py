"""A place foes attack, haunt or ruin, that a danger must not reach, or that someone guards,
patrols or crosses, is a place of the game."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, place",
    [
        ("zombie carrots are attacking the farm, shoot them all with your pea cannon", "farm"),
        ("a recycling truck zaps plastic-bag monsters before they reach the ocean", "ocean"),
        (
            "Sheriff Dolly must stop the Rattlesnake Gang from robbing the gold train before it reaches Dry Gulch",
            "Dry Gulch",
        ),
        ("rpg battles where a grandma uses knitting needles to fight off the goblins raiding her cottage", "cottage"),
        ("Fly a Spitfire and shoot down the bombers before they reach London.", "london"),
        ("the sweet little cupcake fairies are eating the town, and only the dentist can stop them", "town"),
        ("i want be a ghost boy who haunt the school at night for get back his lost teddy", "school"),
        ("the mayor's daughter must stop the mad scientist from flooding the city", "city"),
        ("Sir Bumble guards the hive and has to stop the wasps from reaching the queen's chamber.", "queen chamber"),
        (
            "Deep under the sea lives an octopus named Ink. She wants to find her lost brother, but sharks patrol the reef.",
            "reef",
        ),
    ],
)
def test_a_place_attacked_or_not_to_be_reached_is_a_place(idea, place):
    assert place in [p.kind for p in read_intent(idea).places]


@pytest.mark.parametrize(
    "idea, not_place",
    [
        # left alone: a being attacked or reached is no place
        ("wolves attack the sheep and a dog must protect them", "sheep"),
        ("a knight must reach the castle before the dragon reaches the princess", "princess"),
        ("the wolves eat the sheep and a dog must stop them", "sheep"),
        ("a knight guards the princess from the dragon", "princess"),
    ],
)
def test_a_being_is_no_place(idea, not_place):
    assert not_place not in [p.kind for p in read_intent(idea).places]


@pytest.mark.parametrize(
    "idea, place",
    [
        ("The last candle in a haunted mansion has to find its way out before it melts.", "mansion"),
        ("a tow truck driver in Reykjavik has to pull the stranded cars out of the snowdrifts", "reykjavik"),
        # left alone: read so before, with no duty between the place and the verb
        ("a stray dog in Rome tries to bring back the lost passport", "rome"),
        ("A candle in a haunted mansion must escape.", "mansion"),
    ],
)
def test_a_place_said_with_the_hero_before_a_duty_is_a_place(idea, place):
    assert place in [p.kind for p in read_intent(idea).places]


@pytest.mark.parametrize(
    "idea, place",
    [
        ("an old organ grinder must fix the town's broken carousel before Founders' Day", "town"),
        ("Nobody has ever escaped Mordecai Lusk's island, but Private Ellis intends to be the first", "island"),
        ("dig tunnels, dodge moles, find 3 lost earrings - you're a worm in Mrs Pepper's garden", "garden"),
        ("Shoot down waves of robot bees before they strip every flower in Grandpa Ezra's garden", "garden"),
    ],
)
def test_a_place_said_as_an_owner_or_as_owned_is_a_place(idea, place):
    assert place in [p.kind for p in read_intent(idea).places]


def test_a_thing_owned_is_no_place():
    assert "crown" not in [p.kind for p in read_intent("find the king's crown").places]  # left alone


@pytest.mark.parametrize(
    "idea, place",
    [
        (
            "The bakery is failing and the rent is due. Choose your words carefully as Pierre wins back his partner.",
            "bakery",
        ),
        ("the whole village is asleep under a curse and only Nana Pim and her goose can wake them", "whole village"),
        (
            "Sir Bramble the hedgehog knight wants to deliver a letter to the queen, but the road is full of bandit crows.",
            "road",
        ),
    ],
)
def test_a_place_a_clause_is_about_is_a_place(idea, place):
    assert place in [p.kind for p in read_intent(idea).places]


def test_a_thing_a_clause_is_about_is_no_place():
    places = [p.kind for p in read_intent("The rent is due and the baker must sell every cake").places]
    assert "rent" not in places  # left alone
