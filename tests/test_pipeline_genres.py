"""The pipeline's side of scoped lessons: the run's genres, the rule table handed to memory, and
the scope event that lets a trace mined later know its genres."""

from __future__ import annotations

from romsmith import memory
from romsmith.kernel.trace import TraceWriter, read_trace
from romsmith.memory._ingest import Candidate
from romsmith.pipeline import memory_loop
from romsmith.pipeline.genres import run_genres


def test_run_genres_reads_scene_genres_and_defaults_to_adventure():
    spec = {"scenes": [{"id": "a", "genre": "Platformer"}, {"id": "b", "genre": "shooter"}, {"id": "c"}]}
    plan = {"scenes": [{"id": "a", "genre": "puzzle"}]}
    assert run_genres(spec, plan) == ["platformer", "shooter"]  # the spec first
    assert run_genres(None, plan) == ["puzzle"]
    assert run_genres({"scenes": [{"id": "a"}]}, {"title": "x"}) == ["adventure"]  # before genres exist
    assert run_genres({"scenes": "oops"}, {"scenes": [{"genre": 3}, "x", {"genre": "  "}]}) == ["adventure"]


def test_a_bumped_rule_sets_its_lessons_aside_at_the_start_of_a_session(romsmith_home, monkeypatch):
    store = memory.open_store(romsmith_home)
    [knight], _ = store.ingest(
        [Candidate(text="For a knight use sprite `puny_soldier`.", kind="failure", rules=["unknown_sprite@1"])]
    )
    trace = TraceWriter(romsmith_home, "20261202-030000-abcd")
    memory_loop.review_rules(trace, romsmith_home)  # the table as shipped: nothing changes
    bumped = {**memory_loop.rule_versions(), "unknown_sprite": 2}
    monkeypatch.setattr(memory_loop, "rule_versions", lambda: bumped)
    memory_loop.review_rules(trace, romsmith_home)
    trace.close()
    events = [e for e in read_trace(trace.path).events if e.get("tool") == "memory.review_rules"]
    assert len(events) == 1 and events[0]["args"]["needs_review"] == [knight.id]
    assert store.get(knight.id).status == "needs_review"


def test_closing_the_loop_scopes_mined_lessons_by_the_runs_genres_and_rule_versions(romsmith_home):
    session = "20261202-030100-abcd"
    trace = TraceWriter(romsmith_home, session)
    trace.event(
        "validate",
        "validation",
        ok=False,
        error="/cast/0/sprite: unknown sprite id 'puny_knight'",
        args={"path": "/cast/0/sprite", "code": "unknown_sprite", "value": "puny_knight", "choices": ["soldier"]},
    )
    state = {
        "session_id": session,
        "model": "offline/designer",
        "use_memory": True,
        "report": {"verdict": "failed"},
        "spec": {"scenes": [{"id": "cliffs", "genre": "platformer"}]},
    }
    memory_loop.close_memory_loop(state, trace, romsmith_home, mine=False)  # mined later, as a batch does
    trace.close()
    [scope] = [e for e in read_trace(trace.path).events if e.get("tool") == "memory.scope"]
    assert scope["args"] == {"genres": ["platformer"]}
    memory_loop.mine_trace(trace.path, "offline/designer", home=romsmith_home)
    failure = next(g for g in memory.open_store(romsmith_home).entries().values() if g.kind == "failure")
    assert failure.genres == ["platformer"]
    assert failure.rules == [f"unknown_sprite@{memory_loop.rule_versions()['unknown_sprite']}"]
