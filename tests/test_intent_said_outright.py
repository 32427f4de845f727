"""Talk before the player's frame ("So okay hear me out, you're a mushroom."), the hero said again
in a fragment ("Like an actual little mushroom guy."), and a goal said outright in a later clause
("..., and your aim is to get it back") do not hide the hero or the goal."""

import pytest

from romsmith.lexicon import read_intent

MUSHROOM = (
    "So okay hear me out, you're a mushroom. Like an actual little mushroom guy. The whole underground kingdom "
    "is drying up because somebody stole the Rain Drum, and your aim is to get it back and play it"
)


def test_talk_before_youre_is_no_hero():
    intent = read_intent(MUSHROOM)
    assert intent.hero.kind == "mushroom"


def test_a_goal_said_outright_is_the_goal():
    intent = read_intent(MUSHROOM)
    assert (intent.goal.action, [o.kind for o in intent.goal.objects]) == ("find", ["rain drum"])
    saved = read_intent("The village is burning and your goal is to save the children.")
    assert [o.kind for o in saved.goal.objects] == ["child"]


def test_a_frame_that_names_the_game_is_kept():  # left alone: the genre is said before "ur"
    intent = read_intent("ok so its like sokoban but ur a tiny robot chef named Bao and u have to push the pots back")
    assert (intent.hero.kind, intent.genre) == ("robot chef", "puzzle")


def test_a_like_fragment_is_dropped_and_orders_stay():
    intent = read_intent("Sneak into the castle. Like a ninja! Find the crown.")
    assert [o.kind for o in intent.goal.objects] == ["crown"]


@pytest.mark.parametrize(
    "idea",
    [
        "The aim is to find the three lost lenses.",
        "My goal is to win the race.",
        "The task is to rebuild the bridge before winter.",
        "The goal is to rescue the princess from the dragon.",  # left alone: read so before
    ],
)
def test_a_goal_said_first_is_the_players_order(idea):
    assert read_intent(idea).hero.kind == "player"


def test_a_boss_said_after_the_aim_is_a_foe():
    idea = (
        "Turn-based ocean RPG: the aim is to become the greatest diver in the archipelago, "
        "and the sea serpent that ate your father is the last boss."
    )
    intent = read_intent(idea)
    assert (intent.hero.kind, [o.kind for o in intent.opponents]) == ("player", ["sea serpent"])
