"""A goal that carries or returns a being somewhere is an escort: "carry the baby prince to his
grandmother's castle" has the prince go along to the castle, not a book handed over while he stands
by. The report credits the one who goes along, drawn as the designer draws him (a baby prince as a
baby), and fails the goal when no one on the win's path stands for him. A being fed is whom the
food goes to, so that stays a delivery."""

import copy

import pytest
from test_designer_intent import designed, role

from romsmith.generators.score import fidelity
from romsmith.lexicon import read_intent


def escortee(spec: dict) -> dict | None:
    return next((a for a in spec["cast"] if a["id"] == "escortee"), None)


@pytest.mark.parametrize(
    "idea",
    [
        "Nanny Wendeline, the royal nursemaid, must carry the baby prince to his grandmother's castle across "
        "the Marsh of Moans, where bog trolls lurk",
        "a knight's horse must carry the wounded knight back to the castle",
        "return the lost lamb to Shepherd Ola's fold before wolves find it",
    ],
)
def test_a_being_carried_goes_along_and_is_credited(pack, idea):
    intent = read_intent(idea)
    assert intent.goal.action == "deliver"
    _plan, spec = designed(idea, pack)
    assert spec["win"]["flag"] == "safe_home" and escortee(spec) is not None
    goal = role(fidelity.check(idea, spec, pack, intent), "goal")
    assert goal["ok"], goal
    assert "actor escortee" in goal["evidence"]


def test_the_goal_fails_when_no_one_going_along_stands_for_the_being(pack):
    idea = (
        "Nanny Wendeline, the royal nursemaid, must carry the baby prince to his grandmother's castle across "
        "the Marsh of Moans, where bog trolls lurk"
    )
    _plan, spec = designed(idea, pack)
    other = copy.deepcopy(spec)
    for actor in other["cast"]:
        if actor["id"].startswith("escortee"):
            actor["sprite"] = "puny_skeleton"
    goal = role(fidelity.check(idea, other, pack, read_intent(idea)), "goal")
    assert not goal["ok"] and "no baby prince is on the win's path" in goal["missing"]


def test_a_being_fed_is_still_whom_it_is_delivered_to(pack):
    idea = "a raccoon outlaw steals garbage from the rich suburbs to feed the hungry alley cats"
    _plan, spec = designed(idea, pack)
    assert spec["win"]["flag"] == "delivered" and escortee(spec) is None
