"""A goal of choosing between beings ("choose between protecting the wolves and keeping the
ranchers happy") is shown when the deciding question offers each of them as an answer, the wrong
one too; a being no answer is with is still missing."""

from __future__ import annotations

from test_designer_intent import designed, role

from romsmith.generators.score import fidelity
from romsmith.lexicon import read_intent

IDEA = (
    "A visual novel where you are a new park ranger in Yellowstone who must choose between protecting the "
    "wolves and keeping the ranchers happy."
)


def test_each_side_of_the_choice_is_an_answer_of_the_deciding_question(pack):
    intent = read_intent(IDEA)
    assert intent.goal.action == "choose" and [o.kind for o in intent.goal.objects] == ["wolf", "rancher"]
    _plan, spec = designed(IDEA, pack)
    goal = role(fidelity.check(IDEA, spec, pack, intent), "goal")
    assert goal["ok"], goal
    assert "wolf: actor" in goal["evidence"] and "rancher: actor" in goal["evidence"]


def test_a_side_no_answer_is_with_is_missing(pack):
    intent = read_intent(IDEA)
    _plan, spec = designed(IDEA, pack)
    dragon = intent.goal.objects[1].model_copy(update={"kind": "dragon", "category": "monster"})
    asked = intent.model_copy(
        update={"goal": intent.goal.model_copy(update={"objects": [intent.goal.objects[0], dragon]})}
    )
    goal = role(fidelity.check(IDEA, spec, pack, asked), "goal")
    assert not goal["ok"] and "no dragon is on the win's path" in goal["missing"]
