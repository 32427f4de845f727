"""Someone won over is a goal a story game plays by conversation: "make one friend" is befriending
someone, as "make friends" is, and a story won by the right answer to a question asked with the
one won over shows the idea's goal; a story won with nobody the idea names on the way does not."""

import pytest
from test_designer_intent import designed, role

from romsmith.generators.score import fidelity
from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea",
    [
        "a shy ghost wants to make just one friend at Greyhaven School before Halloween",
        "a boy moves to a new city and just wants to make one friend before summer is over",
        "a girl who moves to Tokyo has to make a new friend",
    ],
)
def test_making_a_friend_is_winning_someone_over(idea):
    goal = read_intent(idea).goal
    assert goal.action == "tame"
    assert goal.objects and goal.objects[0].kind.endswith("friend")


def test_a_cake_made_is_still_made():
    assert read_intent("a baker has to make a wedding cake before noon").goal.action == "make"


def test_a_story_won_by_the_right_answer_with_the_one_won_over_shows_the_goal(pack):
    idea = (
        "Dating sim set in a bakery: you play as Mara and try to win over the grumpy pastry chef, "
        "while your rival from culinary school tries to steal him away."
    )
    intent = read_intent(idea)
    assert (intent.goal.action, [o.kind for o in intent.goal.objects]) == ("tame", ["pastry chef"])
    _plan, spec = designed(idea, pack)
    goal = role(fidelity.check(idea, spec, pack, intent), "goal")
    assert goal["ok"], goal
    assert "right answer" in goal["evidence"] and "pastry chef" in goal["evidence"]


def test_a_story_won_without_the_one_to_win_over_does_not_show_the_goal(pack):
    idea = (
        "Dating sim set in a bakery: you play as Mara and try to win over the grumpy pastry chef, "
        "while your rival from culinary school tries to steal him away."
    )
    intent = read_intent(idea)
    _plan, spec = designed(idea, pack)
    for actor in spec["cast"]:  # nobody in the game is the chef any more
        if actor["role"] != "player":
            actor["name"] = "Odo"
            actor["sprite"] = "puny_archer"
    goal = role(fidelity.check(idea, spec, pack, intent), "goal")
    assert not goal["ok"]
