"""The playtest bot plays real ROMs in mGBA to their win screen (and says where it got stuck).

Built in Docker through the session `toolchain` fixture: the engine's fixture game, the example
GameSpec, the offline designer's games for several prompts, and a fixture variant whose win
flag nothing sets (the bot must report it stuck, not won).
"""

from __future__ import annotations

import json
from pathlib import Path

import engine_play
import pytest
from PIL import Image

from romsmith.playtest import DEFAULT_MAX_FRAMES, playtest
from romsmith.rom_build import build_rom

ROOT = Path(__file__).resolve().parent.parent
WIN_MODE = 4


def _build_fixture(tmp_path: Path, edit=None):
    src = engine_play.write_fixture(tmp_path / "src")
    if edit:
        data = src / "game_data.c"
        data.write_text(edit(data.read_text()))
    result = build_rom(src, tmp_path / "rom", title="FIXTURE", code="RFIX", toolchain="docker")
    assert result.ok, result.log_path.read_text()[-2000:]
    return result, src


def _distinct_colours(path: Path) -> int:
    return len(Image.open(path).convert("RGB").getcolors(maxcolors=1 << 16) or [])


def test_fixture_game_is_played_to_its_win_screen(toolchain, tmp_path):
    result, src = _build_fixture(tmp_path)
    shots = tmp_path / "shots"
    run = playtest(result.rom_path, shots_dir=shots, ids_path=src / "game_ids.h")

    assert run.won and run.outcome == "win", run.steps
    assert run.final["mode"] == WIN_MODE
    assert 0 < run.frames <= DEFAULT_MAX_FRAMES
    # the elder opens the gate, the boss's defeat flag is the win flag
    assert "FLAG_TALKED_ELDER" in run.flags_set and "FLAG_GATE_OPEN" in run.flags_set
    assert run.win_flag == "FLAG_BOSS_DEFEATED" and run.win_flag in run.flags_set
    events = [s["event"] for s in run.steps]
    assert any(e.startswith("reading dialogue") and "Elder" in e for e in events)
    assert any("Dark Woods" in e for e in events if e.startswith("entered scene"))
    shot = Path(run.screenshot)
    assert shot == shots / "playthrough_win.png" and shot.is_file()
    assert _distinct_colours(shot) > 4  # the victory box over the dimmed scene, not a blank frame


def test_unwinnable_variant_is_reported_stuck_not_won(toolchain, tmp_path):
    # flag 9 is declared (flag_count 16) but nothing in the game sets it
    result, src = _build_fixture(tmp_path, lambda c: c.replace(".win_flag = 3,", ".win_flag = 9,"))
    shots = tmp_path / "shots"
    run = playtest(result.rom_path, shots_dir=shots, ids_path=src / "game_ids.h", max_frames=6000)

    assert not run.won
    assert run.outcome == "stuck"
    assert "nothing in the game sets the win flag" in run.reason
    assert run.final["mode"] != WIN_MODE
    assert (shots / "playthrough_stuck.png").is_file() and not (shots / "playthrough_win.png").exists()
    # it still did everything that sets a flag on the way (the boss included)
    assert "FLAG_BOSS_DEFEATED" in run.flags_set


def test_example_spec_is_played_to_its_win_screen(toolchain, tmp_path):
    from romsmith.generators.emit import emit_game
    from romsmith.generators.pack import load_pack
    from romsmith.generators.spec import GameSpec
    from romsmith.generators.spec.samples import example_spec

    spec = example_spec()
    spec = spec if isinstance(spec, GameSpec) else GameSpec.model_validate(spec)
    src = tmp_path / "src"
    emit_game(spec, load_pack("puny"), src)
    result = build_rom(src, tmp_path / "rom", title="EXAMPLE", code="REXA", toolchain="docker")
    assert result.ok
    run = playtest(result.rom_path, ids_path=src / "game_ids.h", shots_dir=tmp_path / "shots")

    assert run.won, run.steps
    assert run.win_flag == f"FLAG_{spec.win.flag.upper()}" and run.win_flag in run.flags_set
    entered = {s["scene"] for s in run.steps if s["event"].startswith("entered scene")}
    assert len(entered) >= 2  # the quest crosses scenes through warps
    again = playtest(result.rom_path, ids_path=src / "game_ids.h")
    assert (again.frames, again.flags_set) == (run.frames, run.flags_set)  # deterministic


PROMPTS = [
    "a knight rescues a princess from a dragon",
    "desert temple treasure",
    "Ein Zauberer sucht den verlorenen Stab",
    "robot uprising in a city",
]


@pytest.mark.parametrize("prompt,seed", [(PROMPTS[0], 0), (PROMPTS[1], 1), (PROMPTS[2], 0), (PROMPTS[3], 1)])
def test_designer_games_are_played_to_their_win_screen(toolchain, tmp_path, prompt, seed):
    from romsmith.pipeline.run import start

    out = tmp_path / "out"
    outcome = start(prompt, model="offline/designer", out=out, seed=seed, use_memory=False)
    report = json.loads((out / "report.json").read_text())
    assert report["verdict"] == "verified", report.get("failure")
    check = next(c for c in report["checks"] if c["name"] == "playthrough")
    evidence = check["evidence"]
    assert check["ok"] and check["informational"], evidence
    assert evidence["win_screen"] and evidence["final"]["mode"] == WIN_MODE
    assert evidence["win_flag"] in evidence["flags_set"]
    assert 0 < evidence["frames"] <= DEFAULT_MAX_FRAMES and evidence["steps_done"] > 3
    assert (out / "screens" / "playthrough_win.png").is_file()
    assert "screens/playthrough_win.png" in report["screens"]
    html = (out / "report.html").read_text()
    assert "playthrough" in html and "playthrough_win.png" in html
    assert outcome.exit_code == 0


def test_no_playtest_skips_the_check_and_keeps_the_verdict(toolchain, tmp_path):
    from romsmith.pipeline.build_spec import build_spec

    spec_file = ROOT / "romsmith" / "generators" / "examples" / "lost_crown.json"
    out = tmp_path / "out"
    (out / "screens").mkdir(parents=True)
    stale = out / "screens" / "playthrough_win.png"
    Image.new("RGB", (240, 160), (255, 0, 255)).save(stale)
    outcome = build_spec(spec_file, out=out, playtest=False)
    report = outcome.report
    assert report["verdict"] == "verified"
    assert "playthrough" not in {c["name"] for c in report["checks"]}
    assert not stale.exists()  # no stale playthrough screenshot is reported


def test_the_bot_knows_when_a_press_of_a_would_talk_instead_of_swing():
    """Mirrors player.c talk_target(): an NPC on the talk point of the facing takes the A press."""
    from romsmith.playtest._grid import talk_point_hits

    x, y = 100, 100
    assert talk_point_hits(x, y, 0, x, y + 14)  # facing down, NPC just below
    assert not talk_point_hits(x, y, 1, x, y + 14)  # facing up, the same NPC is behind
    assert talk_point_hits(x, y, 3, x + 14, y)  # facing right, NPC beside
    assert not talk_point_hits(x, y, 3, x + 40, y)  # too far to talk to
    assert not talk_point_hits(x, y, 2, x + 14, y)  # facing away


def test_the_favour_on_the_side_gives_one_more_heart_when_played(toolchain, tmp_path, pack):
    """The side quest in a real ROM: its win moved onto the favour's last flag, the bot asks the
    seeker, fetches the keepsake from the far chest, brings it back, and ends with one more heart
    than it began with. In the game as designed the win needs none of it."""
    from test_designer_fidelity import offline_spec

    from romsmith.generators.checks import validate_spec
    from romsmith.generators.emit import emit_game
    from romsmith.generators.spec import GameSpec

    _plan, spec = offline_spec("a knight must find the lost crown in the haunted castle", 1, pack)
    side = next(q for q in spec["quests"] if q["id"] == "side_quest")
    main = next(q for q in spec["quests"] if q["id"] == "main_quest")
    thanked = side["steps"][-1]["flag"]
    assert thanked not in {s["flag"] for s in main["steps"]} and spec["win"]["flag"] != thanked
    spec["win"]["flag"] = thanked  # played for the favour alone
    spec["win"].pop("ending", None)
    assert validate_spec(spec, pack).ok
    src = tmp_path / "src"
    emit_game(GameSpec.model_validate(spec), pack, src)
    result = build_rom(src, tmp_path / "rom", title="FAVOUR", code="RFAV", toolchain="docker")
    assert result.ok, result.log_path.read_text()[-2000:]
    run = playtest(result.rom_path, ids_path=src / "game_ids.h")

    assert run.won, run.steps[-10:]
    hearts = next(a["hp"] for a in spec["cast"] if a["role"] == "player")
    assert run.final["hp_max"] == hearts + 1, (hearts, run.final)
    order = [s["event"].removeprefix("flag set: ") for s in run.steps if s["event"].startswith("flag set: ")]
    asked = next(f for f in order if f.endswith("SEEKER_ASKED"))
    opened = next(f for f in order if f.startswith("FLAG_SIDE_") and f.endswith("_OPEN"))
    assert order.index(asked) < order.index(opened) < order.index(f"FLAG_{thanked.upper()}")
