"""The graph's back half: `romsmith build` enters the graph at validate, and a run parses its spec
into a GameSpec once, in validate, for every node after it (no Docker: the spec stops before the
build or the nodes run without one)."""

from __future__ import annotations

from romsmith.generators.spec import GameSpec
from romsmith.generators.spec.samples import example_spec
from romsmith.kernel.config import load_settings
from romsmith.kernel.trace import TraceWriter, read_trace
from romsmith.pipeline.build_spec import build_spec
from romsmith.pipeline.graph import RunContext
from romsmith.pipeline.graph._content import validate_node
from romsmith.pipeline.graph._rom import generate_node


def test_build_enters_the_graph_at_validate_and_an_invalid_spec_ends_in_its_report(tmp_path):
    spec = example_spec()
    spec["cast"][0]["sprite"] = "puny_knight"
    outcome = build_spec(spec, out=tmp_path / "out", playtest=False)

    assert outcome.exit_code == 1
    assert outcome.report["verdict"] == "failed" and outcome.report["failure"]["stage"] == "validate"
    assert set(outcome.report["stages"]) == {"validate"}  # no agent ran, nothing was built
    assert (tmp_path / "out" / "report.json").is_file() and not (tmp_path / "out" / "game.gba").exists()
    events = read_trace(outcome.trace_path).events
    assert [e["tool"] for e in events if e["node"] == "session"] == ["build"]
    assert not [e for e in events if e["kind"] == "llm_call"]
    assert {e["node"] for e in events} <= {"session", "validate", "report"}


def test_validate_parses_the_spec_once_and_generate_uses_that_parse(tmp_path, pack, romsmith_home, monkeypatch):
    parses = []
    original = GameSpec.model_validate.__func__

    def counted(cls, data, *args, **kwargs):
        parses.append(1)
        return original(cls, data, *args, **kwargs)

    monkeypatch.setattr(GameSpec, "model_validate", classmethod(counted))
    trace = TraceWriter(romsmith_home, "20261201-000000-aaaa")
    ctx = RunContext(trace=trace, pack=pack, settings=load_settings(), home=romsmith_home)
    state = {"session_id": "20261201-000000-aaaa", "spec": example_spec(), "out_dir": str(tmp_path / "out")}

    update = validate_node(state, type("Runtime", (), {"context": ctx})())
    assert update["errors"] == [] and len(parses) == 1
    game = ctx.game_spec(state)
    assert isinstance(game, GameSpec) and game.title == state["spec"]["title"]

    generated = generate_node({**state, **update}, type("Runtime", (), {"context": ctx})())
    assert "failure" not in generated and (tmp_path / "out" / "build" / "src" / "game_data.c").is_file()
    assert len(parses) == 1, "generate took validate's GameSpec instead of parsing again"

    fresh = RunContext(trace=trace, pack=pack, settings=load_settings(), home=romsmith_home)
    assert fresh.game_spec(state) == game and len(parses) == 2  # a process that did not validate parses once
    changed = {**state, "spec": {**state["spec"], "title": "Another Crown"}}
    assert ctx.game_spec(changed).title == "Another Crown" and len(parses) == 3  # another spec, another parse
    trace.close()
