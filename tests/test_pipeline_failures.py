"""The two defining failures: an invented sprite id, and content that breaks the C build."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pipeline_helpers import designer, script_game, user_messages

from romsmith.generators.pack import load_pack
from romsmith.kernel.trace import read_trace
from romsmith.models import scripted
from romsmith.pipeline.run import start

pytestmark = pytest.mark.usefixtures("clean_script")

IDEA = "a knight rescues the princess from a haunted castle"


def invent_knight(value):
    hero = next(a for a in value["cast"] if a["role"] == "player")
    hero["sprite"] = "puny_knight"  # built from the genre, not copied from the list
    return value


def test_invented_sprite_is_rejected_before_any_build_and_the_repair_lists_valid_ids(toolchain, tmp_path):
    script_game(character=[designer("character", edit=invent_knight), designer("character")])
    outcome = start(IDEA, model="scripted/test", out=tmp_path / "out", use_memory=False)

    events = read_trace(outcome.trace_path).events
    rejected = [e for e in events if e["kind"] == "validation" and e["node"] == "validate" and not e["ok"]]
    builds = [e for e in events if e["kind"] == "build"]
    assert rejected and "/sprite" in rejected[0]["error"]
    assert len(builds) == 1 and rejected[0]["seq"] < builds[0]["seq"], "rejected before the only build"

    character_calls = scripted.calls("character")
    assert len(character_calls) == 2
    repair = user_messages(character_calls[1])[-1]
    assert '"puny_knight"' in repair and "Valid choices:" in repair
    from romsmith.generators.checks.choices import sprite_choices

    assert all(sprite in repair for sprite in sprite_choices(load_pack("puny"), "player")), "every choice listed"
    assert "puny_soldier" in repair.split("Closest:")[1].split(".")[0], "knight's closest sprite is suggested"

    report = outcome.report
    assert report["verdict"] == "verified" and outcome.exit_code == 0
    assert report["repairs"][0]["value"] == "puny_knight" and report["repairs"][0]["agent"] == "character"
    spec = json.loads((outcome.out_dir / "spec.json").read_text())
    assert "puny_knight" not in json.dumps(spec)


def test_a_repair_round_that_changes_nothing_ends_repair_and_the_run_fails_without_a_build(tmp_path):
    script_game(character=[designer("character", edit=invent_knight)] * 4)
    outcome = start(IDEA, model="scripted/test", out=tmp_path / "out", use_memory=False)

    calls = scripted.calls("character")
    assert len(calls) == 2  # the first answer and one repair round, which sent the same id back
    assert "You repeated the same invalid value" not in user_messages(calls[1])[-1]
    report = outcome.report
    assert report["verdict"] == "failed" and outcome.exit_code == 1
    assert report["failure"]["stage"] == "validate" and "puny_knight" in json.dumps(report["failure"])
    assert "repair round 1 changed nothing" in report["failure"]["message"]
    assert report["repair_rounds"] == 1
    events = read_trace(outcome.trace_path).events
    assert not [e for e in events if e["kind"] in ("build", "verify")]
    assert not (outcome.out_dir / "game.gba").exists()


def test_repair_goes_on_while_a_round_fixes_something_and_names_an_id_sent_again(tmp_path):
    def invent_two(part):
        part = invent_knight(part)
        next(a for a in part["cast"] if a["role"] != "player")["sprite"] = "puny_wizard"
        return part

    answers = [designer("character", edit=invent_two), designer("character", edit=invent_knight)]
    script_game(character=[*answers, designer("character")])
    outcome = start(IDEA, model="scripted/test", out=tmp_path / "out", use_memory=False, stop_after="validate")

    calls = scripted.calls("character")
    assert len(calls) == 3  # round 1 fixed the wizard, so round 2 came
    assert 'You repeated the same invalid value "puny_knight"' in user_messages(calls[2])[-1]
    assert outcome.report["repair_rounds"] == 2 and not outcome.report["failure"]


def test_a_model_that_never_answers_usably_fails_with_a_report_keeping_its_answer(tmp_path):
    cut_off = (
        'Sure! Here is the cast for your game:\n```json\n{"cast": [{"id": "hero", '
        '"name": "</pre><script>alert(1)</script>", "role": "player", "sprite": "puny_kn'
    )
    script_game(character=[cut_off] * 2)
    outcome = start(IDEA, model="scripted/test", out=tmp_path / "out", use_memory=False)

    assert len(scripted.calls("character")) == 2  # the answer and one retry telling it what was cut
    report = json.loads((outcome.out_dir / "report.json").read_text())
    assert report == outcome.report and outcome.exit_code == 1
    assert report["verdict"] == "failed" and report["rom"] is None
    failure = report["failure"]
    assert (failure["stage"], failure["kind"], failure["agent"]) == ("write", "model_output", "character")
    assert "cut off" in failure["message"] and failure["hint"]
    assert failure["evidence"]["answer"] == cut_off  # nothing the model said is lost
    assert (outcome.out_dir / "report.html").is_file() and not (outcome.out_dir / "game.gba").exists()
    assert "<script>alert" not in (outcome.out_dir / "report.html").read_text()  # the answer is hostile text


def break_the_c(game_dir: str) -> None:
    """A generator fault: Python-valid content whose C does not compile."""
    data = Path(game_dir) / "game_data.c"
    data.write_text(data.read_text() + "\nconst int rs_fault_probe = rs_symbol_the_generator_forgot;\n")


def test_content_that_breaks_the_c_build_fails_with_the_compilers_error_and_no_success_claim(toolchain, tmp_path):
    script_game()
    outcome = start(IDEA, model="scripted/test", out=tmp_path / "out", use_memory=False, after_generate=break_the_c)

    report = outcome.report
    assert report["verdict"] == "failed" and outcome.exit_code == 1
    assert report["failure"]["stage"] == "build"
    assert "rs_symbol_the_generator_forgot" in report["failure"]["message"]
    assert "game_data.c" in report["failure"]["message"]
    compile_check = next(c for c in report["checks"] if c["name"] == "compile")
    assert compile_check["ok"] is False and compile_check["evidence"]["exit_code"] != 0
    assert report["rom"] is None and not (outcome.out_dir / "game.gba").exists()
    assert "rs_symbol_the_generator_forgot" in (outcome.out_dir / "build.log").read_text()

    html = (outcome.out_dir / "report.html").read_text().lower()
    assert "verified" not in html and "class='verdict v-fail'" in html
    assert "verified" not in json.dumps(report).lower()
    events = read_trace(outcome.trace_path).events
    assert all(not e["ok"] for e in events if e["kind"] == "claim")
    assert not [e for e in events if e["kind"] == "verify"], "a ROM that did not compile is never booted"
