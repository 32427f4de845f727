"""A being a later sentence says does the hero a good turn is a helper: the reading puts it in a
role (the game makes it friendly) and the fidelity check no longer counts it as left out."""

import pytest

from romsmith.lexicon import read_intent, unplaced


@pytest.mark.parametrize(
    "idea, friend",
    [
        (
            "My 7th graders designed this for a history unit: a young scribe in ancient Egypt must deliver a "
            "secret scroll to the Pharaoh. Tomb robbers want it, but a temple cat guides him through the maze.",
            "temple cat",
        ),
        (
            "Three kitten siblings must climb the apartment building to reach their owner's balcony on the top "
            "floor. The pigeons nest everywhere and are NOT friendly. A retired tomcat on floor six gives "
            "them advice.",
            "tomcat",
        ),
        (
            "A hummingbird spits seeds at the locust swarm to save the last flowers of the desert garden. "
            "Each wave is bigger than the last. A cactus wren fights alongside you when you whistle.",
            "cactus wren",
        ),
        ("Pip the mouse must find the cheese. A kind old owl shows him the way.", "owl"),
        ("A knight must cross the valley. The bull is your tank.", "bull"),
        ("A boy must escape the castle. The cook is his friend.", "cook"),
    ],
)
def test_a_being_doing_the_hero_a_good_turn_is_a_helper(idea, friend):
    intent = read_intent(idea)
    assert friend in [h.kind for h in intent.helpers]
    assert friend.split()[-1] not in [o.kind.split()[-1] for o in intent.opponents]
    assert friend.split()[-1] not in unplaced(idea, intent)


@pytest.mark.parametrize(
    "idea, foe",
    [
        # left alone: a foe's deed, said with a verb of giving or of going along
        ("A girl must escape the witch's candy house. The witch gives her poisoned candy.", "witch"),
        ("Pip the mouse must find the cheese. The cat chases him.", "cat"),
        ("A knight must cross the valley. The bandits are your enemies.", "bandit"),
    ],
)
def test_a_foe_stays_a_foe(idea, foe):
    intent = read_intent(idea)
    assert foe in [o.kind for o in intent.opponents]
    assert foe not in [h.kind for h in intent.helpers]


@pytest.mark.parametrize(
    "idea",
    [
        # left alone: said to be no friend, or to help nobody
        "A knight must cross the valley. The goblins are his worst nightmare.",
        "A boy must escape the castle. The guard tells him nothing.",
        "A knight must cross the valley. A friendly troll never helps him.",
        "The kittens must reach the balcony. The pigeons are NOT friendly.",
    ],
)
def test_no_friend_where_none_is_said(idea):
    assert [h.kind for h in read_intent(idea).helpers] == []


@pytest.mark.parametrize(
    "idea, friend",
    [
        (
            "Colonel Dana Okafor crash-lands on a jungle moon and has to gather fuel cells to fly home. Her copilot, "
            "a parrot named Ziggy, squawks warnings.",
            "copilot",
        ),
        # read so before as well: a loyal one
        ("A knight must cross the valley. His loyal squire carries the lantern.", "squire"),
    ],
)
def test_the_hero_s_own_companion_said_in_a_later_sentence_is_a_helper(idea, friend):
    assert friend in [h.kind for h in read_intent(idea).helpers]


def test_the_hero_s_own_foe_stays_a_foe():
    intent = read_intent("Cinderella must get to the ball. Her stepmother wants her gone.")  # left alone
    assert "stepmother" not in [h.kind for h in intent.helpers]
