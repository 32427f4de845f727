"""What "back" says after the goal's object: put back in order (set right), put back to sleep
(laid to rest, no fight), a foe sent back (banished); otherwise the thing is put back in place."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, verb, action, objects",
    [
        ("A librarian must put the enchanted library back in order before the books fly off forever.",
         "put back in order", "fix", ["library"]),
        ("A grave keeper must put the restless spirits back to sleep before dawn, all while a necromancer "
         "keeps raising more.", "put to sleep", "tame", ["spirits"]),
        ("an army of skeletons rises from the crypts at midnight and only Brother Anselm can send them back",
         "send back", "defeat", ["skeleton"]),
        # left alone: a thing put back in its place is delivered there, a friend sent back is no foe
        ("a puzzle where you have to put the dinosaurs back in the right pens at the zoo",
         "put back", "deliver", ["dinosaur"]),
        ("put the skeleton back together before the museum opens", "put together", "fix", ["skeleton"]),
    ],
)  # fmt: skip
def test_what_back_says_after_the_goals_object(idea, verb, action, objects):
    goal = read_intent(idea).goal
    assert (goal.verb, goal.action, [o.kind for o in goal.objects]) == (verb, action, objects)


def test_spirits_put_back_to_sleep_are_no_foes_but_whoever_raises_them_is():
    idea = "A grave keeper must put the restless spirits back to sleep before dawn, all while a necromancer keeps raising more."
    assert [o.kind for o in read_intent(idea).opponents] == ["necromancer"]


def test_a_friend_sent_back_is_delivered():
    assert read_intent("send the lost ducklings back to their mother").goal.action != "defeat"


def test_foes_knocked_back_are_fought():
    idea = (
        "Grandpa's clock shop is under attack by cuckoos gone wild. Use the pendulum cannon to knock them back "
        "into their clocks before sunrise."
    )
    goal = read_intent(idea).goal
    assert (goal.verb, goal.action) == ("knock back", "defeat")


def test_waking_up_with_nobody_woken_is_no_rescue_and_a_helpers_frame_no_subject():
    idea = (
        "The museum closes at six. When the lights go off, the dinosaur skeletons wake up. You're Maya, a kid who "
        "fell asleep in the gift shop. With the T-rex's help, find the exit before the night guard locks you in forever."
    )
    said = read_intent(idea)
    assert (said.hero.name, said.goal.action, [o.kind for o in said.goal.objects]) == ("Maya", "find", ["exit"])


@pytest.mark.parametrize(
    "idea, helper",
    [("With the help of a wise owl, find the lost crown.", "wise owl"), ("wake up the sleeping giant", None)],
)
def test_left_alone_a_helper_said_first_and_someone_woken(idea, helper):
    said = read_intent(idea)
    if helper:
        assert helper in [h.kind for h in said.helpers]
    else:
        assert said.goal.action == "rescue"


@pytest.mark.parametrize(
    "idea, objects, thieves",
    [
        ("Grandma Ilse's recipe book was carried off by magpies, get it back", ["recipe book"], ["magpie"]),
        # left alone: taken with no particle
        ("The king's crown was taken by goblins. Get it back.", ["crown"], ["goblin"]),
    ],
)
def test_a_thing_carried_off_by_a_thief_is_got_back(idea, objects, thieves):
    said = read_intent(idea)
    assert said.goal.verb == "get back"
    assert [o.kind for o in said.goal.objects] == objects
    assert [o.kind for o in said.opponents] == thieves
