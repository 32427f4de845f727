"""A fight against many rivals "to win" a prize is for the prize ("duels rival magicians to win
the Golden Deck"); a fight against one foe stays the goal ("must slay the dragon ... to win the
princess's hand")."""

import pytest

from romsmith.lexicon import read_intent


@pytest.mark.parametrize(
    ("idea", "kind"),
    [
        ("card battle game where a street magician duels rival magicians to win the Golden Deck", "deck"),
        ("a science fair robot named Sprocket battles the other kids' robots to win first prize", "prize"),
        (
            "A deck-building card game: a traveling chef battles rival cooks with recipe cards to win the grand cook-off.",
            "cook-off",
        ),
        (
            "the gladiator Cassia fights through five champions in turn-based arena combat to win her freedom from Emperor Valens",
            "freedom",
        ),
    ],
)
def test_a_fight_against_rivals_is_for_the_prize(idea, kind):
    goal = read_intent(idea).goal
    assert goal.action == "win"
    assert [o.kind.split()[-1] for o in goal.objects] == [kind]


def test_a_fight_against_one_foe_stays_the_goal():
    goal = read_intent(
        "Sir Reginald the clumsy knight must slay the dragon of Mount Ember to win the princess's hand"
    ).goal
    assert (goal.action, [o.kind for o in goal.objects]) == ("defeat", ["dragon"])
