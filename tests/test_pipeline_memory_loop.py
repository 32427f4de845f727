"""Proof that the loop closes: a mistake mined from failed runs is retrieved and avoided later."""

from __future__ import annotations

import json
import re

import pytest
from pipeline_helpers import designer, script_game

from romsmith import memory
from romsmith.kernel.trace import read_trace
from romsmith.models import scripted
from romsmith.pipeline.run import start

pytestmark = pytest.mark.usefixtures("clean_script")

IDEA = "a knight rescues the princess from a haunted castle"


def _system(messages) -> str:
    return next(m["content"] for m in messages if m["role"] == "system")


def _guided(messages) -> bool:
    """True when the prompt carries a retrieved guideline naming the sprite to use for a knight
    (never the invented id: a model shown `puny_knight` may copy it)."""
    block = re.search(r"<retrieved_guidelines[^>]*>(.*?)</retrieved_guidelines>", _system(messages), re.S)
    if block and "puny_knight" in block.group(1):
        raise AssertionError(f"a guideline quotes the invented id: {block.group(1)}")
    return bool(block and re.search(r"knight use sprite `puny_\w+`", block.group(1)))


def knight_unless_guided(messages):
    """Invents `puny_knight` for the hero, like a model guessing from the genre, unless a guideline warns it."""
    value = json.loads(designer("character")(messages))
    if not _guided(messages):
        next(a for a in value["cast"] if a["role"] == "player")["sprite"] = "puny_knight"
    return json.dumps(value)


def test_a_guideline_mined_from_three_failed_sessions_makes_the_fourth_pass_first_time(
    toolchain, tmp_path, romsmith_home
):
    for n in range(3):
        script_game(character=[knight_unless_guided] * 4)
        outcome = start(IDEA, model="scripted/test", out=tmp_path / f"s{n}", retrieve=False)
        # the same invented id sent back ends repair after its first round
        assert outcome.report["verdict"] == "failed" and outcome.report["repair_rounds"] == 1
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

    # the outcome of the run each guideline was retrieved into is recorded, and stats shows it
    knight = next(g for g in about_knight if g.id in retrievals[0]["args"]["ids"])
    g = memory.open_store(romsmith_home).get(knight.id)
    times = sum(e["args"]["ids"].count(g.id) for e in events if e["kind"] == "retrieval")
    assert (g.retrieved, g.runs_ok, g.runs_failed) == (times, 1, 0)
    from click.testing import CliRunner

    from romsmith.cli import cli

    result = CliRunner().invoke(cli, ["memory", "stats", "--json"])
    assert result.exit_code == 0, result.output
    stats = json.loads(result.output)
    assert stats["runs_recorded"] == 4 and stats["runs_ok"] == 1 and stats["hit_rate"] == 1.0
    assert stats["retrievals"]["pending"] == 0 and stats["retrievals"]["recorded"] >= times


def _invented(messages):
    """A cast whose player sprite is invented, so the run stops at validation (no build needed)."""
    value = json.loads(designer("character")(messages))
    next(a for a in value["cast"] if a["role"] == "player")["sprite"] = "puny_knight"
    return json.dumps(value)


def _retrieved_ids(outcome, tool: str) -> set[str]:
    return {
        i
        for e in read_trace(outcome.trace_path).events
        if e["kind"] == "retrieval" and e["tool"] == tool
        for i in e["args"]["ids"]
    }


@pytest.mark.slow  # whole content runs with memory
def test_a_guideline_naming_a_sprite_the_pack_dropped_is_held_back_until_it_returns(tmp_path, romsmith_home):
    import shutil

    from romsmith.kernel.config import project_root

    (romsmith_home / "romsmith.toml").write_text("repair_rounds = 0\n")
    pack = tmp_path / "pack"
    shutil.copytree(project_root() / "packs" / "puny", pack)
    manifest = pack / "manifest.json"
    original = manifest.read_text()
    text = "For a knight in the cast use `puny_soldier`, the pack's knight sprite."
    gid = memory.open_store(romsmith_home).add(text, tools=["character"]).id

    def session(n: int):
        script_game(character=[_invented])
        outcome = start(IDEA, model="scripted/test", out=tmp_path / f"s{n}", pack=str(pack))
        assert outcome.report["verdict"] == "failed"
        return outcome, memory.open_store(romsmith_home).get(gid)

    first, g = session(0)
    assert g.status == "active" and gid in _retrieved_ids(first, "character")

    data = json.loads(original)
    data["sprites"] = [s for s in data["sprites"] if s["id"] != "puny_soldier"]
    data["portraits"] = [p for p in data.get("portraits", []) if p["sprite"] != "puny_soldier"]  # its face goes too
    manifest.write_text(json.dumps(data))
    second, g = session(1)
    assert g.status == "needs_review" and "puny_soldier" in g.review_reason
    assert not any(gid in _retrieved_ids(second, tool) for tool in ("orchestrator", "character", "world", "story"))
    flagged = [e for e in read_trace(second.trace_path).events if e.get("tool") == "memory.invalidate"]
    assert flagged and gid in flagged[0]["args"]["needs_review"]

    manifest.write_text(original)
    third, g = session(2)
    assert g.status == "active" and gid in _retrieved_ids(third, "character")
    assert (g.runs_ok, g.runs_failed) == (0, 2), "retrieved into two runs, both failed"
    assert memory.stats(romsmith_home)["hit_rate"] == 0.0


def test_no_memory_leaves_the_guidelines_alone(tmp_path, romsmith_home):
    (romsmith_home / "romsmith.toml").write_text("repair_rounds = 0\n")
    script_game(character=[_invented])
    start(IDEA, model="scripted/test", out=tmp_path / "s", use_memory=False)
    assert not (romsmith_home / "memory" / "known_refs.json").exists()
