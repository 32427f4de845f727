"""A shooter idea through the whole pipeline: a model's world agent is told how a shooter level is
written (its schema is the spec's scene union, its notes prompts/genres/shooter.md with the
sprites it may use), a level it gets wrong comes back with the reason, and `romsmith new` with a
shooter idea gives a verified game that the bot wins and whose screenshots show the level in play."""

from __future__ import annotations

import json

import pytest
from pipeline_helpers import designer, script_game, user_messages

from romsmith.models import scripted
from romsmith.pipeline.run import start

IDEA = "side-scrolling space shooter: blast the asteroid swarm"


def late_wave(value):
    """A realistic slip: one more wave, starting after the level has ended."""
    level = value["scenes"][-1]
    level["waves"].append({"at": level["length"] + 5, "enemy": "puny_asteroid", "count": 3})
    return value


@pytest.mark.usefixtures("clean_script")
def test_the_world_agent_gets_the_shooter_notes_and_its_late_wave_back_with_the_reason(tmp_path):
    script_game(world=[designer("world", edit=late_wave), designer("world")])
    outcome = start(IDEA, model="scripted/test", out=tmp_path / "out", use_memory=False, stop_after="validate")

    world = scripted.calls("world")
    system = world[0]["messages"][0]["content"]
    assert "## This game's shooter scenes" in system and '"genre": "shooter"' in system
    assert "- puny_laser: roles shot" in system and "- puny_asteroid:" in system  # the sprites it may use
    assert len(world) == 2
    repair = user_messages(world[1])[-1]
    assert "/waves/" in repair and "but the level ends at" in repair
    report = outcome.report
    assert report["verdict"] == "not_built" and report["repairs"][0]["agent"] == "world"
    spec = json.loads((outcome.out_dir / "spec.json").read_text())
    assert [sc["genre"] for sc in spec["scenes"]] == ["shooter"] * len(spec["scenes"])


def test_romsmith_new_with_a_shooter_idea_is_verified_won_and_shown_in_play(run_romsmith, toolchain, tmp_path):
    out = tmp_path / "game"
    done = run_romsmith("new", IDEA, "--out", str(out))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "genre: shooter" in done.stdout and "verified" in done.stdout
    report = json.loads((out / "report.json").read_text())
    assert report["verdict"] == "verified"
    play = next(c for c in report["checks"] if c["name"] == "playthrough")
    assert play["ok"] and play["evidence"]["outcome"] == "win", play["evidence"]
    assert any("the boss arrives" in step for step in play["evidence"]["steps"])
    spec = json.loads((out / "spec.json").read_text())
    waves = [w["enemy"] for sc in spec["scenes"] for w in sc["waves"]]
    assert "puny_asteroid" in waves  # the idea's asteroids fly
    scenes = next(c for c in report["checks"] if c["name"] == "scenes")
    shots = [e for e in scenes["evidence"] if e.get("scene") == spec["scenes"][0]["id"]]
    assert shots and shots[0]["ok"] and shots[0]["colours"] >= 8
