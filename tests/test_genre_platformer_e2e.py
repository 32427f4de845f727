"""A platformer idea, end to end: `romsmith new` with the offline designer builds the levels in
Docker, verifies the ROM in mGBA, and the playtest bot reads the intro and the first level's line
on its coins (every coin of a level: one more heart), then jumps its way to the win screen, stomping
the last level's boss (several stomps, backing off while it cannot be hurt) before the goal lets
it win; the report's screenshots show the levels from the side."""

from __future__ import annotations

import json

import pytest
from PIL import Image

pytestmark = [pytest.mark.e2e, pytest.mark.docker, pytest.mark.mgba]

IDEA = "a platformer where a cat jumps across the rooftops of Paris to catch a pigeon"


def test_a_platformer_idea_gives_a_verified_game_the_bot_wins(toolchain, run_romsmith, tmp_path):
    out = tmp_path / "cat"
    proc = run_romsmith("new", IDEA, "--out", str(out), "--no-memory")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    report = json.loads((out / "report.json").read_text())
    assert report["verdict"] == "verified"
    assert report["genres"]["made"] == ["platformer"] and not report["genres"]["missing"]
    play = next(c for c in report["checks"] if c["name"] == "playthrough")
    assert play["ok"], play["evidence"]
    spec = json.loads((out / "spec.json").read_text())
    levels = spec["scenes"]
    assert play["evidence"]["scenes_visited"] == [sc["name"] for sc in levels]  # every level, in order
    hero = next(a for a in spec["cast"] if a["role"] == "player")
    assert hero["sprite"] == "puny_cat"
    boss = next(a for a in spec["cast"] if a["role"] == "boss")
    assert boss["scene"] == levels[-1]["id"] and boss["hp"] > 1
    said = play["evidence"]["steps"]  # "@4825: flag set: FLAG_BOSS_BEATEN"
    flags = [step.rsplit(" ", 1)[-1].lower().removeprefix("flag_") for step in said if ": flag set: " in step]
    beaten, won = boss["defeat_flag"], spec["win"]["flag"]
    assert beaten in flags and won in flags, said
    assert flags.index(beaten) < flags.index(won)  # the boss beaten, then the goal won
    coins = next(i for i, d in enumerate(spec["dialogue"]) if d["id"] == "coin_heart")
    read = [step for step in said if ": reading dialogue " in step]
    assert read[1].endswith(f": reading dialogue {coins}"), read  # after the intro: a level's coins, a heart
    sky = (240, 168, 120)  # rooftops' sky (packs/puny/side_view.py)
    for n, sc in enumerate(levels):
        shot = Image.open(out / "screens" / f"scene_{n:02d}_{sc['id']}.png").convert("RGB")
        top = [shot.getpixel((x, y)) for x in range(0, 240, 8) for y in range(16, 72, 8)]
        assert sum(all(abs(a - b) <= 8 for a, b in zip(p, sky)) for p in top) > len(top) // 2  # sky above
        assert shot.getpixel((120, 150)) != shot.getpixel((120, 40))  # ground below
    assert (out / "screens" / "playthrough_win.png").is_file()
