"""The visual-novel idea, end to end: `romsmith new` with the offline designer builds the story in
Docker, verifies the ROM in mGBA, and the playtest bot reads it to the good ending; the report's
screenshot of the opening shows the portraits in front of the backdrop with the question."""

from __future__ import annotations

import json

import pytest
from PIL import Image

pytestmark = [pytest.mark.e2e, pytest.mark.docker, pytest.mark.mgba]

IDEA = "a visual novel about two rival chefs and a choice that decides who wins the contest"


def near(a, b, tolerance: int = 10) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def test_the_rival_chefs_idea_gives_a_verified_story_the_bot_wins(toolchain, run_romsmith, tmp_path, pack):
    out = tmp_path / "chefs"
    proc = run_romsmith("new", IDEA, "--out", str(out), "--no-memory")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    report = json.loads((out / "report.json").read_text())
    assert report["verdict"] == "verified"
    assert report["genres"]["made"] == ["story"] and not report["genres"]["missing"]
    spec = json.loads((out / "spec.json").read_text())
    endings = {sc["id"]: sc["ending"]["kind"] for sc in spec["scenes"] if sc.get("ending")}
    assert sorted(endings.values()) == ["good", "other", "other", "other"]
    play = next(c for c in report["checks"] if c["name"] == "playthrough")
    assert play["ok"], play["evidence"]
    steps = play["evidence"]["steps"]
    # every chapter's question on the way to the good ending: the side, both trusts, the clue, the decision
    assert sum("answered" in s for s in steps) == 5
    good = next(sc["name"] for sc in spec["scenes"] if sc.get("ending", {}) and sc["ending"]["kind"] == "good")
    assert play["evidence"]["scenes_visited"][-1] == good
    # the letters of the lines the bot was shown on its way: most of the story, none twice
    written = sum(len(ln["text"]) for sc in spec["scenes"] for ln in sc["lines"])
    written += sum(len(ln["text"]) for sc in spec["scenes"] for a in sc.get("choices", []) for ln in a["lines"])
    assert written // 2 < play["evidence"]["text_chars"] <= written, (play["evidence"]["text_chars"], written)
    hero = next(a for a in spec["cast"] if a["role"] == "player")
    assert hero["sprite"] == "puny_chef"

    # the opening as the report shows it: two portraits before the kitchen, the answers in the box
    opening = spec["scenes"][0]
    shot = Image.open(out / "screens" / f"scene_00_{opening['id']}.png").convert("RGB")
    backdrop = Image.open(pack.backdrop_path(opening["theme"])).convert("RGB")
    for left in (12, 172):  # the left and the right portrait (a bust fills about half its square)
        covered = [(x, y) for x in range(left, left + 56, 2) for y in range(44, 100, 2)]
        assert sum(not near(shot.getpixel(p), backdrop.getpixel(p)) for p in covered) > len(covered) // 5
    open_sky = [(x, y) for x in range(80, 160, 4) for y in range(4, 60, 4)]  # between them, above the box
    assert sum(near(shot.getpixel(p), backdrop.getpixel(p)) for p in open_sky) > len(open_sky) * 9 // 10
    box = shot.getpixel((120, 132))
    assert not near(box, backdrop.getpixel((120, 132)))  # the dialogue box holds the answers
    assert (out / "screens" / "playthrough_win.png").is_file()
