"""The claim guard: the verdict comes from evidence only; model text claiming success is dropped."""

from __future__ import annotations

import dataclasses
import hashlib
import json

import pytest
from pipeline_helpers import designer, script_game

from romsmith.kernel.trace import TraceWriter, read_trace
from romsmith.models import scripted
from romsmith.pipeline.guard import Evidence, decide, exit_code_for, screen
from romsmith.pipeline.run import start


def _records(tmp_path, session="s1", **build_changes):
    rom = tmp_path / "game.gba"
    rom.write_bytes(b"\x00" * 192 + b"ROM")
    sha = hashlib.sha256(rom.read_bytes()).hexdigest()
    build = {
        "ok": True,
        "exit_code": 0,
        "session_id": session,
        "toolchain": "docker",
        "image": "img",
        "image_digest": "sha256:abc",
        "compiler": "gcc",
        "rom_sha256": sha,
        "sources_sha256": SOURCES,
        **build_changes,
    }
    verify = {"ok": True, "sha256": sha, "checks": [{"name": "boot", "ok": True, "evidence": {}}]}
    return rom, build, verify


SOURCES = "5" * 64
OWN_SOURCES = {"generated": SOURCES, "now": SOURCES}


def judge(rom, build, verify, session="s1", failure=None, sources=OWN_SOURCES):
    """The verdict of a run with these records, `rom` as the ROM to publish and `sources` the
    generated sources' sha256 when generated and now."""
    state = {"session_id": session, "build": build, "verify": verify, "failure": failure}
    evidence = Evidence.of_run(state, rom)
    sources = sources or {}
    return decide(
        dataclasses.replace(evidence, sources_generated=sources.get("generated"), sources_now=sources.get("now"))
    )


def test_all_evidence_present_is_verified(tmp_path):
    rom, build, verify = _records(tmp_path)
    decided = judge(rom, build, verify)
    assert (decided.verdict, decided.exit_code) == ("verified", 0)
    assert [c["name"] for c in decided.checks] == ["compile", "sources", "same_rom", "boot"]
    assert decided.line.startswith("verified: the ROM compiled in this run")


def test_a_boot_of_other_rom_bytes_than_the_build_made_is_not_verified(tmp_path):
    """The file and the build record agree, but the boot check ran something else."""
    rom, build, verify = _records(tmp_path)
    verify["sha256"] = hashlib.sha256(b"another ROM").hexdigest()
    decided = judge(rom, build, verify)
    assert decided.verdict == "failed"
    same = next(c for c in decided.checks if c["name"] == "same_rom")
    assert not same["ok"] and same["evidence"]["booted_sha256"] != same["evidence"]["built_sha256"]


@pytest.mark.parametrize(
    "sources, compiled",
    [
        ({"generated": SOURCES, "now": "6" * 64}, SOURCES),  # changed after the build
        ({"generated": "6" * 64, "now": SOURCES}, SOURCES),  # changed between generate and build
        (OWN_SOURCES, None),  # changed while the compiler ran
        (None, SOURCES),  # no record of what was generated
    ],
)
def test_a_rom_of_other_sources_than_this_run_generated_is_not_verified(tmp_path, sources, compiled):
    rom, build, verify = _records(tmp_path, sources_sha256=compiled)
    decided = judge(rom, build, verify, sources=sources)
    assert decided.verdict == "failed" and not next(c for c in decided.checks if c["name"] == "sources")["ok"]


@pytest.mark.parametrize(
    "change",
    [
        {"session_id": "another-session"},  # a compile from some other run
        {"image_digest": None},  # no toolchain image evidence
        {"exit_code": 1, "ok": False},  # the compiler failed
    ],
)
def test_missing_or_foreign_compile_evidence_is_not_verified(tmp_path, change):
    rom, build, verify = _records(tmp_path, **change)
    decided = judge(rom, build, verify)
    assert decided.verdict == "failed" and not next(c for c in decided.checks if c["name"] == "compile")["ok"]


def test_rom_bytes_changed_after_the_boot_check_is_not_verified(tmp_path):
    rom, build, verify = _records(tmp_path)
    rom.write_bytes(rom.read_bytes() + b"patched")
    decided = judge(rom, build, verify)
    assert decided.verdict == "failed" and not next(c for c in decided.checks if c["name"] == "same_rom")["ok"]


def test_a_missing_rom_file_is_not_verified(tmp_path):
    rom, build, verify = _records(tmp_path)
    rom.unlink()
    decided = judge(rom, build, verify)
    same = next(c for c in decided.checks if c["name"] == "same_rom")
    assert decided.verdict == "failed" and same["evidence"]["file_sha256"] is None


def test_a_failed_boot_check_is_not_verified(tmp_path):
    rom, build, verify = _records(tmp_path)
    verify["checks"].append({"name": "screen", "ok": False, "evidence": {"colours": 1}})
    verify["ok"] = False
    assert judge(rom, build, verify).verdict == "failed"


def test_a_recorded_failure_wins_over_passing_checks(tmp_path):
    rom, build, verify = _records(tmp_path)
    decided = judge(rom, build, verify, failure={"stage": "verify", "kind": "boot", "message": "x"})
    assert (decided.verdict, decided.exit_code) == ("failed", 1) and all(c["ok"] for c in decided.checks)


@pytest.mark.parametrize(
    ("failure", "verdict", "code"),
    [
        (None, "not_built", 1),
        ({"stage": "validate", "kind": "content"}, "failed", 1),  # the content could not be made valid
        ({"stage": "build", "kind": "environment"}, "not_built", 2),  # no Docker daemon, no image
    ],
)
def test_without_a_build_the_failure_says_whether_the_work_or_the_environment_failed(failure, verdict, code):
    decided = decide(Evidence("s1", failure=failure))
    assert (decided.verdict, decided.exit_code, decided.checks) == (verdict, code, [])
    assert exit_code_for({"verdict": verdict, "failure": failure}) == code


def test_the_playthrough_is_listed_but_never_changes_the_verdict(tmp_path):
    rom, build, verify = _records(tmp_path)
    stuck = {"name": "playthrough", "ok": False, "informational": True, "evidence": {"outcome": "stuck"}}
    decided = judge(rom, build, {**verify, "playthrough": stuck})
    assert decided.verdict == "verified" and decided.checks[-1] == stuck
    won = {**stuck, "ok": True}
    verify["checks"].append({"name": "scenes", "ok": False, "evidence": {}})
    assert judge(rom, build, {**verify, "ok": False, "playthrough": won}).verdict == "failed"


def test_screen_drops_success_claims_and_logs_each(tmp_path):
    trace = TraceWriter(tmp_path, "t1")
    text = screen(
        "A frog hunts a fly. The ROM is built and fully tested! Have fun.",
        verdict="failed",
        trace=trace,
        field="premise",
    )
    trace.close()
    assert text == "A frog hunts a fly. Have fun."
    claims = [e for e in read_trace(trace.path).events if e["kind"] == "claim"]
    assert len(claims) == 1 and claims[0]["ok"] is False and "ROM is built" in claims[0]["args"]["text"]


def test_a_plan_claiming_success_never_reaches_the_report(tmp_path):
    def boasting_plan(messages):
        plan = json.loads(designer("plan")(messages))
        plan["premise"] = "A frog hunts a fly. The ROM compiled successfully and is verified."
        return json.dumps(plan)

    def invent(messages):
        value = json.loads(designer("character")(messages))
        value["cast"][0]["sprite"] = "puny_knight"  # never in the pack: a knight is puny_soldier
        return json.dumps(value)

    script_game(plan=boasting_plan, character=[invent] * 4)
    try:
        outcome = start("a frog hunts a fly", model="scripted/test", out=tmp_path / "out", use_memory=False)
    finally:
        scripted.reset()
    report = outcome.report
    assert report["verdict"] == "failed"
    html = (outcome.out_dir / "report.html").read_text()
    assert "compiled successfully" not in html and "A frog hunts a fly." in html
    assert "compiled successfully" not in (outcome.out_dir / "spec.json").read_text(), "nor the ROM's text"
    events = read_trace(outcome.trace_path).events
    assert [e["ok"] for e in events if e["kind"] == "claim"] == [False]


def test_the_report_draws_the_cast_from_the_runs_pack_whatever_the_settings_name(tmp_path, romsmith_home):
    from romsmith.generators.pack import load_pack
    from romsmith.generators.spec.samples import example_spec
    from romsmith.pipeline.report import write_outputs

    (romsmith_home / "romsmith.toml").write_text('pack = "no_such_pack"\n')  # the settings point elsewhere
    spec = example_spec()
    report = write_outputs({"session_id": "s1", "out_dir": str(tmp_path / "out"), "spec": spec}, pack=load_pack("puny"))
    html = (tmp_path / "out" / "report.html").read_text()
    assert report["verdict"] == "not_built"
    assert html.count("data:image/png;base64") == len(spec["cast"]), "every cast member's sprite, from the pack passed"


def test_a_verify_record_that_failed_is_not_verified_even_when_its_checks_pass(tmp_path):
    rom, build, verify = _records(tmp_path)
    verify["ok"] = False  # the verifier said no, whatever the checks it listed
    decided = judge(rom, build, verify)
    assert decided.verdict == "failed" and all(c["ok"] for c in decided.checks)


def test_no_record_of_the_generated_sources_is_not_verified(tmp_path):
    rom, build, verify = _records(tmp_path, sources_sha256=None)
    decided = judge(rom, build, verify, sources={})  # generated, compiled and now: three Nones
    sources = next(c for c in decided.checks if c["name"] == "sources")
    assert decided.verdict == "failed" and not sources["ok"]


def test_a_generated_source_renamed_with_the_same_bytes_is_other_sources(tmp_path):
    from romsmith.pipeline.guard import sources_digest

    game = tmp_path / "game"
    game.mkdir()
    (game / "game_data.c").write_text("const int x = 1;\n")
    (game / "game_ids.h").write_text("#define X 1\n")
    generated = sources_digest(game)
    (game / "game_ids.h").rename(game / "other_ids.h")
    now = sources_digest(game)
    assert now != generated
    rom, build, verify = _records(tmp_path, sources_sha256=generated)
    decided = judge(rom, build, verify, sources={"generated": generated, "now": now})
    assert decided.verdict == "failed" and not next(c for c in decided.checks if c["name"] == "sources")["ok"]


def test_a_rom_file_other_than_the_build_made_is_not_verified_even_if_it_booted(tmp_path):
    """The file and the boot check agree, but the build recorded another ROM."""
    rom, build, verify = _records(tmp_path)
    build["rom_sha256"] = hashlib.sha256(b"the ROM the compiler made").hexdigest()
    decided = judge(rom, build, verify)
    same = next(c for c in decided.checks if c["name"] == "same_rom")
    assert decided.verdict == "failed" and not same["ok"]
    assert same["evidence"]["file_sha256"] == same["evidence"]["booted_sha256"] != same["evidence"]["built_sha256"]
