"""Traces mined into guidelines: failures, discrepancies, success patterns, postmortems, promotion."""

from __future__ import annotations

import pytest

from romsmith import memory
from romsmith.kernel.trace import TraceWriter, read_trace
from romsmith.memory import _tokens
from romsmith.memory._mine import sanitise

CHOICES = ["knight", "slime", "princess", "ghost", "bat"]
SESSIONS = ["20261129-100000-aaaa", "20261129-110000-bbbb", "20261129-120000-cccc"]


def failing_trace(home, session: str):
    """A run whose character agent invents `puny_knight` and never repairs it."""
    tw = TraceWriter(home, session)
    tw.event("plan", "llm_call", args={"prompt": "a knight saves the village"})
    for _ in range(3):  # first try and two repair rounds, all rejected the same way
        tw.event("character", "llm_call")
        tw.event(
            "validate",
            "validation",
            ok=False,
            error="/cast/0/sprite: unknown sprite id 'puny_knight'",
            args={"path": "/cast/0/sprite", "code": "unknown_sprite", "value": "puny_knight", "choices": CHOICES},
        )
    tw.event("report", "claim", ok=True, args={"verdict": "failed"})
    tw.close()
    return tw.path


def test_puny_knight_from_three_sessions_turns_strategic_and_is_retrieved(romsmith_home):
    reports = [memory.process_trace(failing_trace(romsmith_home, s), home=romsmith_home) for s in SESSIONS]
    store = memory.open_store(romsmith_home)
    failures = [g for g in store.entries().values() if g.kind == "failure"]
    assert len(failures) == 1, [g.text for g in failures]
    g = failures[0]
    assert reports[0].created and g.id in reports[0].created
    assert g.id in reports[1].merged and g.tier == "strategic" and g.id in reports[2].promoted
    assert g.sessions == SESSIONS and g.hit_count == 3
    assert "puny_knight" in g.refs and "/cast/*/sprite" in g.refs
    assert {"character", "validate"} <= set(g.tools)
    # provenance points at the real events
    events = {
        f"{e['session_id']}:{e['seq']}": e
        for s in SESSIONS
        for e in read_trace(romsmith_home / "traces" / f"{s}.jsonl").events
    }
    assert len(g.provenance) == 9 and all(events[p]["kind"] == "validation" for p in g.provenance)
    # general: no session ids, paths or step numbers
    assert not any(s in g.text for s in SESSIONS) and "/tmp" not in g.text
    assert _tokens.count(g.text) <= store.settings.guideline_token_cap

    tw = TraceWriter(romsmith_home, "20261129-130000-dddd")
    block, hits = memory.retrieve_block(
        "character agent: write the cast (name, sprite, hp) for 'a knight saves the village'. "
        'Draft: {"name": "Sir Puny", "sprite": "puny_knight"}',
        tool="character",
        trace=tw,
    )
    tw.close()
    assert hits and hits[0]["id"] == g.id and hits[0]["tier"] == "strategic"
    assert block.startswith('<retrieved_guidelines note="Hints mined from past runs.')
    assert block.rstrip().endswith("</retrieved_guidelines>")
    # the lesson names what to write, never the invented id (a small model copies ids it is shown)
    assert "puny_knight" not in block and "`knight`" in g.text
    event = next(e for e in read_trace(tw.path).events if e["kind"] == "retrieval")
    assert event["args"]["ids"][0] == g.id and event["args"]["tokens"] > 0 and event["tool"] == "character"


def test_invented_sprite_id_and_its_fix_survive_the_cap(romsmith_home):
    """With the whole pack listed as choices, the id and the fix still come first, within the cap."""
    from romsmith.generators.pack import load_pack

    pack = load_pack("puny")
    ranked = [s.id for s in pack.suggest("puny_knight", role="player")]
    tw = TraceWriter(romsmith_home, "20261129-100000-9999")
    tw.event(
        "validate",
        "validation",
        tool="validate_spec",
        ok=False,
        error="1 error(s): /cast/0/sprite unknown_sprite",
        args={
            "errors": [
                {
                    "path": "/cast/0/sprite",
                    "code": "unknown_sprite",
                    "value": "puny_knight",
                    "message": f"unknown sprite id 'puny_knight'; valid ids: {', '.join(pack.sprite_ids)}",
                    "choices": pack.sprite_ids,
                    "suggestions": ranked,
                }
            ]
        },
    )
    tw.close()
    report = memory.process_trace(tw.path, home=romsmith_home)
    store = memory.open_store(romsmith_home)
    g = next(store.get(i) for i in report.created if store.get(i).kind == "failure")
    assert _tokens.count(g.text) <= store.settings.guideline_token_cap
    assert g.text == f"For a knight use sprite `{ranked[0]}`.", g.text
    assert {"puny_knight", ranked[0], "/cast/*/sprite"} <= set(g.refs)  # refs find it, the text never says it


def test_cap_is_a_guarantee_even_when_the_model_rambles(romsmith_home, monkeypatch):
    from romsmith.memory import offline

    monkeypatch.setattr(offline, "compress", lambda messages: "Always " + "check the field value carefully " * 40)
    tw = TraceWriter(romsmith_home, "20261129-100000-eeee")
    tw.event("build", "build", ok=False, error="undefined reference to `rs_game_data'")
    tw.close()
    report = memory.process_trace(tw.path, home=romsmith_home)
    g = memory.open_store(romsmith_home).get(report.created[0])
    cap = memory.open_store(romsmith_home).settings.guideline_token_cap
    assert 0 < _tokens.count(g.text) <= cap and g.text.split()[-1] in ("check", "the", "field", "value", "carefully")


def test_sanitise_strips_session_ids_paths_and_steps():
    text = sanitise("- In session 20261129-100000-aaaa at step 14, /tmp/x/out/game.c failed; see seq 3.")
    assert "20261129" not in text and "/tmp" not in text and "14" not in text and "3" not in text
    assert not text.startswith("-")


def test_unverified_claim_and_unchecked_write_give_fixed_discrepancies(romsmith_home):
    tw = TraceWriter(romsmith_home, "20261129-100000-ffff")
    tw.event("emit", "tool_call", tool="write_file", args={"path": "/work/out/game_data.c"})
    tw.event("report", "claim", args={"claim": "the ROM boots"})
    tw.close()
    report = memory.process_trace(tw.path, home=romsmith_home)
    assert report.kinds == {"discrepancy": 2} and report.model_calls == 0
    texts = sorted(g.text for g in memory.open_store(romsmith_home).entries().values())
    assert any(t.startswith("After `write_file` writes a file") for t in texts)
    assert any(t.startswith("Claim success only after the verifier passed") for t in texts)


def test_checked_write_and_verified_claim_give_none(romsmith_home):
    tw = TraceWriter(romsmith_home, "20261129-100000-abab")
    tw.event("emit", "tool_call", tool="write_file", args={"path": "/work/out/game/game_data.c"})
    tw.event("build", "build", ok=True, args={"game_dir": "/work/out/game"})
    tw.event("verify", "verify", ok=True, args={"rom": "/work/out/game.gba"})
    tw.event("report", "claim", args={"claim": "verified"})
    tw.close()
    report = memory.process_trace(tw.path, home=romsmith_home)
    assert "discrepancy" not in report.kinds
    assert report.kinds == {"success_pattern": 1}  # and the run was clean
    g = memory.open_store(romsmith_home).get(report.created[0])
    assert g.kind == "success_pattern" and "20261129" not in g.text


def test_damaged_trace_lines_are_skipped(romsmith_home):
    tw = TraceWriter(romsmith_home, "20261129-100000-dada")
    tw.event("build", "build", ok=False, error="region 'rom' overflowed by 12 bytes")
    tw.close()
    with open(tw.path, "a") as fh:
        fh.write('{"broken": \n')
    report = memory.process_trace(tw.path, home=romsmith_home)
    assert report.damaged_lines == 1 and report.failures == 1 and report.kinds["failure"] == 1


def test_postmortem_is_deterministic(romsmith_home):
    path = failing_trace(romsmith_home, SESSIONS[0])
    first = memory.process_trace(path, home=romsmith_home).postmortem
    assert first and "cast[].sprite" in first and "unknown_sprite" in first and SESSIONS[0] not in first
    assert memory.process_trace(path, home=romsmith_home).postmortem == first


def test_model_failure_falls_back_to_offline(romsmith_home):
    tw = TraceWriter(romsmith_home, "20261129-100000-bcbc")
    tw.event("build", "build", ok=False, error="undefined reference to `rs_game_data'")
    tw.close()
    with pytest.warns(RuntimeWarning, match="used the offline answer"):
        report = memory.process_trace(tw.path, model="no-such-provider/none", home=romsmith_home)
    # the gateway translated litellm's error into romsmith's own, naming the model
    assert (
        report.notes
        and "offline" in report.notes[0]
        and "does not know the model 'no-such-provider/none'" in report.notes[0]
    )
    assert report.created and report.kinds == {"failure": 1, "postmortem": 1}


def test_mining_calls_go_through_the_model_gateway_traced_and_counted(romsmith_home):
    path = failing_trace(romsmith_home, "20261129-100000-dede")
    writer = TraceWriter.appending(path)
    report = memory.process_trace(path, home=romsmith_home, trace=writer)
    writer.close()
    calls = [e for e in read_trace(path).events if e["kind"] == "llm_call" and e["node"] == "memory"]
    assert [c["args"]["task"] for c in calls] == ["compress"] and calls[0]["model"] == "offline/designer"
    assert calls[0]["ok"] and calls[0]["tokens_in"] > 50 and calls[0]["tokens_out"] > 5
    assert report.tokens_in == calls[0]["tokens_in"] and report.tokens_out == calls[0]["tokens_out"]
    assert report.cost == 0.0 and report.model_calls == 0  # the offline model costs nothing
    # the mining's own events are not new work: mining the session again adds nothing
    again = memory.process_trace(path, home=romsmith_home)
    assert again.candidates == 0 and "already mined" in again.notes[0]


def test_mining_a_session_twice_adds_nothing_twice(romsmith_home):
    path = failing_trace(romsmith_home, SESSIONS[0])
    first = memory.process_trace(path, home=romsmith_home)
    again = memory.process_trace(path, home=romsmith_home)
    assert first.candidates == 2 and again.candidates == 0 and "already mined" in again.notes[0]
    hits = {g.kind: g.hit_count for g in memory.open_store(romsmith_home).entries().values()}
    assert hits == {"failure": 1, "postmortem": 1}
    tw = TraceWriter(romsmith_home, SESSIONS[0])  # the session resumed and failed once more
    tw.event("build", "build", ok=False, error="region 'rom' overflowed by 12 bytes")
    tw.close()
    third = memory.process_trace(path, home=romsmith_home)
    assert third.kinds["failure"] == 1 and third.failures == 1


def test_claims_the_guard_dropped_teach_the_field_owner(romsmith_home):
    tw = TraceWriter(romsmith_home, "20261129-100000-cece")
    tw.event("generate", "tool_call", tool="emit_game", args={"out": "/work/out/build/src"})
    tw.event("build", "build", tool="build_rom:host", ok=True, args={"exit_code": 0})
    tw.event("verify", "verify", ok=True)
    tw.event(
        "report",
        "claim",
        tool="claim_guard",
        ok=False,
        args={"field": "premise", "text": "It runs great!", "verdict": "verified"},
    )
    tw.event("report", "claim", tool="claim_guard", ok=True, args={"verdict": "verified"})
    tw.close()
    report = memory.process_trace(tw.path, home=romsmith_home)
    assert report.kinds == {"discrepancy": 1, "success_pattern": 1}  # emit_game's output was built
    g = next(g for g in memory.open_store(romsmith_home).entries().values() if g.kind == "discrepancy")
    assert "`premise`" in g.text and "orchestrator" in g.tools


def test_a_failure_at_header_title_teaches_the_orchestrator(romsmith_home):
    # the ownership map is the one the repair routing uses (kernel.owners), header_title included
    tw = TraceWriter(romsmith_home, "20261129-100000-abab")
    tw.event(
        "validate",
        "validation",
        ok=False,
        error="/header_title: string does not match pattern",
        args={"path": "/header_title", "code": "schema_string_pattern_mismatch", "value": "Lost crown!"},
    )
    tw.close()
    report = memory.process_trace(tw.path, home=romsmith_home)
    g = next(memory.open_store(romsmith_home).get(i) for i in report.created)
    assert "orchestrator" in g.tools


def _invented_trace(home, session: str, *, fixed: str | None = None, layout: str | None = None):
    """A SmolLM2-like answer: the hero's sprite is a name, not an id; a repair round may fix it."""
    tw = TraceWriter(home, session)
    error = {"path": "/cast/0/sprite", "code": "unknown_sprite", "value": "Aurora the knight", "concept": "knight"}
    error |= {"message": "unknown sprite id 'Aurora the knight'", "suggestions": ["puny_robot"]}
    if layout:
        error["layout"] = layout
    tw.event("validate", "validation", tool="validate_spec", ok=False, args={"round": 0, "errors": [error]})
    if fixed:
        tw.event(
            "validate",
            "validation",
            tool="validate_spec",
            ok=True,
            args={"round": 1, "errors": [], "fixed": {"/cast/0/sprite": fixed}},
        )
    tw.close()
    return tw.path


@pytest.mark.parametrize(
    ("fixed", "layout", "expected"),
    [
        (None, None, "puny_robot"),  # the validator's closest suggestion
        ("puny_warrior", None, "puny_warrior"),  # what the repair that fixed it wrote
        ("puny_warrior", "puny_soldier", "puny_soldier"),  # the layout's own choice for a knight
    ],
)
def test_an_invented_id_is_mined_as_the_valid_id_for_its_concept(romsmith_home, fixed, layout, expected):
    trace = _invented_trace(romsmith_home, SESSIONS[0], fixed=fixed, layout=layout)
    report = memory.process_trace(trace, home=romsmith_home)
    store = memory.open_store(romsmith_home)
    [g] = [store.get(i) for i in report.created if store.get(i).kind == "failure"]
    assert g.text == f"For a knight use sprite `{expected}`."
    assert "Aurora" not in g.text and {"Aurora the knight", expected} <= set(g.refs)


def test_a_mining_model_that_quotes_the_invented_id_is_replaced_by_the_fixed_wording(romsmith_home):
    from romsmith.models import scripted

    scripted.reset()
    scripted.enqueue_for("compress", "`Aurora the knight` does not exist; never write `Aurora the knight` again.")
    try:
        report = memory.process_trace(
            _invented_trace(romsmith_home, SESSIONS[1], layout="puny_soldier"),
            model="scripted/miner",
            home=romsmith_home,
        )
    finally:
        scripted.reset()
    texts = [g.text for g in memory.open_store(romsmith_home).entries().values()]
    assert "For a knight use sprite `puny_soldier`." in texts and not any("Aurora" in t for t in texts)
    assert any("quoted the invented id" in n for n in report.notes)
