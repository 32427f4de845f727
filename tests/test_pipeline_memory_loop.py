"""Proof that the loop closes: a mistake mined from failed runs is retrieved and avoided later."""

from __future__ import annotations

import json
import re

import pytest

import memory
from pipeline.models import scripted
from pipeline.run import start
from pipeline.trace import read_trace
from pipeline_helpers import designer, script_game

IDEA = "a knight rescues the princess from a haunted castle"


def _system(messages) -> str:
    return next(m["content"] for m in messages if m["role"] == "system")


def _guided(messages) -> bool:
    """True when the prompt carries a retrieved guideline about the cast's sprite ids."""
    block = re.search(r"<retrieved_guidelines[^>]*>(.*?)</retrieved_guidelines>", _system(messages), re.S)
    return bool(block and re.search(r"cast\[\]\.sprite|puny_knight", block.group(1)))


def knight_unless_guided(messages):
    """Invents `puny_knight` for the hero, like a model guessing from the genre, unless a guideline warns it."""
    value = json.loads(designer("character")(messages))
    if not _guided(messages):
        next(a for a in value["cast"] if a["role"] == "player")["sprite"] = "puny_knight"
    return json.dumps(value)


@pytest.fixture(autouse=True)
def _clean_script():
    scripted.reset()
    yield
    scripted.reset()


def test_a_guideline_mined_from_three_failed_sessions_makes_the_fourth_pass_first_time(toolchain, tmp_path, romsmith_home):
    for n in range(3):
        script_game(character=[knight_unless_guided] * 4)
        outcome = start(IDEA, model="scripted/test", out=tmp_path / f"s{n}", retrieve=False)
        assert outcome.report["verdict"] == "failed" and outcome.report["repair_rounds"] == 3
        assert not any(_guided(c["messages"]) for c in scripted.calls("character"))

    store = memory.open_store(romsmith_home)
    about_knight = [g for g in store.entries().values() if "puny_knight" in (g.text + " ".join(g.refs))]
    assert about_knight, "the failure was mined into a guideline"
    assert any(g.tier == "strategic" for g in about_knight), "seen in 3 sessions: promoted"

    script_game(character=[knight_unless_guided])
    outcome = start(IDEA, model="scripted/test", out=tmp_path / "s3")
    calls = scripted.calls("character")
    assert len(calls) == 1 and _guided(calls[0]["messages"]), "retrieved into the prompt and right first time"
    assert outcome.report["verdict"] == "verified" and outcome.report["repair_rounds"] == 0
    prompt = _system(calls[0]["messages"])
    assert prompt.rstrip().endswith("</retrieved_guidelines>"), "the block comes last"
    events = read_trace(outcome.trace_path).events
    retrievals = [e for e in events if e["kind"] == "retrieval" and e["tool"] == "character"]
    assert retrievals and retrievals[0]["args"]["ids"]
