"""A fight with no one to fight, only a where, is for what "to win" says after it."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    "idea, verb, target",
    [
        ("A gladiator slave fights in the arena to win his freedom and that of his sister.", "win", "freedom"),
        ("a boxer fights in the ring to win the championship belt", "win", "championship belt"),
        # read so before as well: competing is no fight the goal could stop at
        ("a young knight competes in the tournament to win the golden cup", "win", "cup"),
        # left alone: a fight with a foe is the goal, what it wins only its reason
        ("A knight fights the dragon to win the princess's hand", "fight", "dragon"),
        ("a knight fights in the arena to save his sister", "save", "sister"),
    ],
)
def test_what_a_fight_in_a_place_is_for_is_the_goal(idea, verb, target):
    goal = read_intent(idea).goal
    assert goal.verb == verb and target in [o.kind for o in goal.objects]
