"""A battle idea through the whole pipeline: a model's world agent is told how a battle is written
(its schema is the spec's scene union, its notes prompts/genres/battle.md with the sprites it
may use), a battle it makes unwinnable comes back with the numbers, and `romsmith new` with the
RPG idea gives a verified game that the bot wins, whose screenshots show a battle menu."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pipeline_helpers import designer, script_game, user_messages

from romsmith.models import scripted
from romsmith.pipeline.run import start
from romsmith.rom_build import abi

IDEA = "a turn-based RPG: a party of three fights slimes and a lich with spells and potions"


def mighty_boss(value):
    """A realistic slip: a boss no party of the game's could beat."""
    boss = next(s for s in value["scenes"] if s["id"] == "battle_boss")
    boss["foes"][-1].update(hp=999, attack=200, defense=120)
    return value


@pytest.mark.usefixtures("clean_script")
def test_the_world_agent_gets_the_battle_notes_and_its_unwinnable_boss_back_with_the_numbers(tmp_path):
    script_game(world=[designer("world", edit=mighty_boss), designer("world")])
    outcome = start(IDEA, model="scripted/test", out=tmp_path / "out", use_memory=False, stop_after="validate")

    world = scripted.calls("world")
    system = world[0]["messages"][0]["content"]
    assert "## This game's battle scenes" in system and '"genre": "battle"' in system
    assert "- puny_slime:" in system and "- puny_giant_slime:" in system  # the sprites it may use
    assert len(world) == 2
    repair = user_messages(world[1])[-1]
    assert "battle 'battle_boss' cannot be won" in repair and "999 hp atk 200 def 120" in repair
    report = outcome.report
    assert report["verdict"] == "not_built" and report["repairs"][0]["agent"] == "world"


def test_romsmith_new_with_the_rpg_idea_is_verified_won_and_shows_a_battle_menu(run_romsmith, toolchain, tmp_path):
    out = tmp_path / "game"
    done = run_romsmith("new", IDEA, "--out", str(out))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "genre: adventure, battle" in done.stdout and "verified" in done.stdout
    report = json.loads((out / "report.json").read_text())
    assert report["verdict"] == "verified"
    play = next(c for c in report["checks"] if c["name"] == "playthrough")
    assert play["ok"] and play["evidence"]["outcome"] == "win", play["evidence"]
    steps = play["evidence"]["steps"]
    assert any("battle won" in step for step in steps) and any("battle:" in s and "Lich" in s for s in steps)
    spec = json.loads((out / "spec.json").read_text())
    battles = [i for i, sc in enumerate(spec["scenes"]) if sc["genre"] == "battle"]
    assert battles and all(len(spec["scenes"][i]["party"]) == 3 for i in battles)
    shots = {
        e["index"]: e for e in next(c for c in report["checks"] if c["name"] == "scenes")["evidence"] if "index" in e
    }
    menus = menus_at_screenshots(out / "game.gba", spec, tmp_path / "again")
    for i in battles:
        assert shots[i]["ok"], shots[i]
        again = menus[i]
        assert again["battle"] == abi.enum("RS_PHASE_")["command"] and again["battle_menu"] == 0, again
        assert Path(shots[i]["shot"]).read_bytes() == Path(again["shot"]).read_bytes()  # the report's shot


def menus_at_screenshots(rom: Path, spec: dict, shots_dir: Path) -> dict[int, dict]:
    """The scenes captured again as the report captures them, with the state block at each shot."""
    from romsmith.pipeline import screens
    from romsmith.rom_build.emulator import Emulator

    seen: dict[int, dict] = {}
    shoot = Emulator.screenshot

    def screenshot(emu):
        image = shoot(emu)
        state = emu.state() or {}
        if state.get("debug") and state.get("mode") == 1 and state.get("scene") not in seen:
            seen[state["scene"]] = {k: state.get(k) for k in ("battle", "battle_menu", "battle_turn")}
        return image

    Emulator.screenshot = screenshot
    try:
        result = screens.capture_scenes(rom, spec, shots_dir)
    finally:
        Emulator.screenshot = shoot
    for entry in result["check"]["evidence"]:
        if "index" in entry and entry["index"] in seen:
            seen[entry["index"]]["shot"] = entry["shot"]
    return seen
