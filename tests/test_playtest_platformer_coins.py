"""The platformer bot takes a level's coins as a player told so would: a designed game (the
offline designer, built in Docker) played in mGBA, where the first level's every coin is taken,
so the heart it gives shows (one more than at the start), and the game is still won."""

from __future__ import annotations

import json

import pytest

pytestmark = [pytest.mark.e2e, pytest.mark.docker, pytest.mark.mgba]

IDEA = "a platformer where a cat jumps across the rooftops of Paris to catch a pigeon"


def test_the_bot_takes_every_coin_of_the_first_level_and_the_heart_shows(
    toolchain, run_romsmith, tmp_path, monkeypatch
):
    from romsmith.playtest import _bot, playtest
    from romsmith.playtest import _romdata as rd
    from romsmith.rom_build import abi

    out = tmp_path / "cat"
    proc = run_romsmith("new", IDEA, "--out", str(out), "--no-memory", "--no-playtest")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    spec = json.loads((out / "spec.json").read_text())
    first = spec["scenes"][0]
    assert first["genre"] == "platformer"
    assert any(d["id"] == "coin_heart" for d in spec["dialogue"])  # the level says what its coins give

    game = rd.load_game(out / "game.gba", out / "build" / "rom" / "game.elf")
    level = game.scenes[game.start_scene]
    block = rd._Rom((out / "game.gba").read_bytes()).read("rs_platformer", level.genre_data)
    coins = block["coin_count"]
    assert coins > 1
    prog_at, progress = game.symbols["rs_prog"][0], abi.struct("rs_progress")

    seen: dict = {}  # the first level's hearts on entry and its coins taken, from the machine
    observe = _bot.Bot.observe

    def watch(bot, s):
        if s["mode"] == abi.MODES["play"] and s["scene"] == game.start_scene:
            seen.setdefault("hp_max_at_start", s["hp_max"])
            p = progress.unpack(bot.emu.read(prog_at, progress.size), 0)
            if p["taken_scene"] == game.start_scene:
                seen["taken"] = bin(p["taken"][0] | p["taken"][1] << 32).count("1")
                seen["hp_max"] = s["hp_max"]
        observe(bot, s)

    monkeypatch.setattr(_bot.Bot, "observe", watch)
    result = playtest(out / "game.gba")
    assert result.won, (result.outcome, result.reason)
    assert seen["taken"] == coins, seen  # every coin of the first level
    assert seen["hp_max"] == seen["hp_max_at_start"] + 1, seen  # and the heart they give
    said = [step["event"] for step in result.steps if step["scene"] == game.start_scene]
    assert any("every coin of the level taken" in e for e in said), said


def left_only_level(spec: dict) -> dict:
    """The first level laid out again: low ground on the left where the cat starts, a pit three
    cells wide, a roof two cells higher on the right to the goal, and a coin high over the pit
    that only a jump left, from the roof down to the ground, passes through (one more on the roof)."""
    level = spec["scenes"][0]
    w = level["width"]

    def row(left: str, right: str, coin: int | None = None) -> str:
        cells = list(left * 10 + "..." + right * (w - 13))
        if coin is not None:
            cells[coin] = "o"
        return "".join(cells)

    rows = [row(".", ".") for _ in range(level["height"])]
    rows[4], rows[6] = row(".", ".", coin=11), row(".", ".", coin=20)
    rows[7], rows[8] = row(".", "#"), row(".", "%")
    rows[9:] = [row("#", "%")] + [row("%", "%")] * (level["height"] - 10)
    rows[6] = rows[6][: w - 3] + "F" + rows[6][w - 2 :]
    level.update(rows=rows, course=None)
    level["goal"].update(x=w - 3, y=6)
    for warp in level["warps"]:
        warp.update(x=w - 3, y=6)
    for actor in spec["cast"]:
        if actor.get("scene") == level["id"] and actor.get("x", 0) > 12:
            actor["y"] = 6  # on the roof
    return spec


def test_a_coin_over_a_pit_only_a_jump_left_passes_through_is_taken(toolchain, pack, run_romsmith, tmp_path):
    from romsmith.generators import emit_game
    from romsmith.playtest import playtest
    from romsmith.rom_build import build_rom

    out = tmp_path / "cat"
    proc = run_romsmith("new", IDEA, "--out", str(out), "--no-memory", "--no-playtest")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    spec = left_only_level(json.loads((out / "spec.json").read_text()))
    emitted = emit_game(spec, pack, tmp_path / "game")
    built = build_rom(tmp_path / "game", tmp_path / "rom", title=emitted.title, code=emitted.code)
    assert built.ok, built.log_path.read_text()[-3000:]
    result = playtest(built.rom_path)
    assert result.won, (result.outcome, result.reason)
    said = [step["event"] for step in result.steps if step["scene"] == 0]
    assert "goal: coin 0 (cross)" in said and "took coin 0" in said, said
    assert any("every coin of the level taken" in e for e in said), said
