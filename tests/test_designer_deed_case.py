"""A mystery of a deed that is no theft is told as that deed: "who poisoned the prize tomatoes"
makes a case of the poisoning, named in the premise, the giver's lines and the last step, and
the culprit confesses with nothing to hand back. A theft stays a case of who took the thing,
and a deed said vaguely ("who did it") or at length stays the usual case."""

import pytest
from test_designer_intent import designed, role

from romsmith.designer._intent import _deed
from romsmith.generators.score import fidelity
from romsmith.lexicon import CULPRIT, abstraction, read_intent

POISONING = "Inspector Holloway investigates who poisoned the prize tomatoes at the village flower show"


def right_answers(spec: dict) -> list[dict]:
    win = spec["win"]["flag"]
    return [
        c
        for d in spec["dialogue"]
        for b in d.get("branches", [])
        for c in b.get("choices", [])
        if {"op": "set_flag", "id": win} in c["effects"]
    ]


def all_text(spec: dict) -> str:
    lines = [spec["premise"], *(s["text"] for q in spec["quests"] for s in q["steps"])]
    for d in spec["dialogue"]:
        lines += d["pages"] + [p for b in d.get("branches", []) for p in b["pages"]]
    return " ".join(lines)


def test_the_culprit_is_asked_for_with_the_deed_it_did():
    goal = read_intent("the mayor asks a frog detective to find out who drained the town pond overnight").goal
    culprit = next(o for o in goal.objects if o.kind == CULPRIT)
    assert culprit.words == "who drained the town pond"


@pytest.mark.parametrize(
    ("idea", "deed"),
    [
        (POISONING, "poisoned the prize tomatoes"),
        ("three kids on bikes find out who kidnapped the mayor's poodle", "kidnapped the mayor's poodle"),
        ("a detective duck investigates who stole the crown jewels from Buckingham Pond", ""),
        ("The bell has cracked, and he must find out who did it using only gestures", ""),
    ],
)
def test_a_deed_is_told_only_when_it_is_no_theft_and_says_to_what(idea, deed):
    assert _deed(read_intent(idea), idea) == deed


def test_a_poisoning_is_the_case_the_game_tells(pack):
    _plan, spec = designed(POISONING, pack)
    text = all_text(spec)
    assert "poisoned the prize tomatoes" in spec["premise"]
    assert "Name the one who poisoned the prize tomatoes." in [s["text"] for s in spec["quests"][0]["steps"]]
    assert " took " not in f" {text} " and "hands back" not in text
    answers = right_answers(spec)
    assert len(answers) == 1 and all(e["op"] != "give_item" for e in answers[0]["effects"])
    goal = role(fidelity.check(POISONING, spec, pack, read_intent(POISONING)), "goal")
    assert goal["ok"] and "right answer" in goal["evidence"]


def test_a_theft_is_still_who_took_the_thing(pack):
    idea = "a detective duck investigates who stole the crown jewels from Buckingham Pond"
    _plan, spec = designed(idea, pack)
    answers = right_answers(spec)
    assert len(answers) == 1 and any(e["op"] == "give_item" for e in answers[0]["effects"])
    assert "took" in all_text(spec)


def test_what_sort_of_no_thing_a_noun_names():
    assert [abstraction(w) for w in ("murder", "disappearance", "mystery", "truth")] == [
        "happening",
        "happening",
        "notion",
        "notion",
    ]
    assert [abstraction(w) for w in ("painting", "cake", "crown", "bell")] == ["", "", "", ""]


def test_a_happening_is_the_deed_of_the_case(pack):
    idea = "Bosun Amaru must solve the murder of the lighthouse keeper on Gull Rock before the supply boat returns"
    _plan, spec = designed(idea, pack)
    assert "is behind the murder" in spec["premise"]
    assert "took the murder" not in all_text(spec) and all(i["name"] != "Murder" for i in spec["items"])


@pytest.mark.parametrize(
    ("idea", "taken"),
    [
        ("a detective named Iris solves the mystery of the vanished painting", "painting"),
        ("a owl detective solves the mystery of the missing cheese", "cheese"),
    ],
)
def test_only_a_thing_that_can_be_held_is_taken(pack, idea, taken):
    _plan, spec = designed(idea, pack)
    assert {i["name"].lower() for i in spec["items"]} >= {taken}
    assert "mystery" not in {i["name"].lower() for i in spec["items"]}
