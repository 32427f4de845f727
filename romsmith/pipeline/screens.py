"""Screenshots of every scene through the engine's debug entry (hold L+R at boot, R = next scene).

The capture is a check too: each scene must load (state block `scene` = its index), show no
engine error (mode 6 / error code) and not be a blank screen.
"""

from __future__ import annotations

import re
from pathlib import Path

SETTLE_FRAMES = 60  # scene change fades in and out
BOOT_FRAMES = 40
MIN_COLOURS = 4  # fewer distinct colours than this on screen = blank


def _safe(name: str) -> str:
    return re.sub(r"[^a-z0-9_]+", "_", name.lower())[:32] or "scene"


def colours(image) -> int:
    small = image.convert("RGB").resize((60, 40))
    return len(small.getcolors(maxcolors=60 * 40) or ())


TITLE_FRAMES = 90


def _state(emu) -> dict:
    """The state block; {} when it is missing."""
    return emu.state() or {}


def capture_title(rom_path, shots_dir) -> str:
    """The title screen as the player first sees it."""
    from romsmith.rom_build.emulator import Emulator

    emu = Emulator(str(rom_path))
    emu.run(TITLE_FRAMES)
    path = Path(shots_dir) / "title.png"
    emu.screenshot().save(path)
    return str(path)


def capture_scenes(rom_path, spec: dict, shots_dir) -> dict:
    """{'shots': [paths], 'check': {name, ok, evidence}}: the title, then every scene of `spec`."""
    from romsmith.rom_build.emulator import Emulator

    shots_dir = Path(shots_dir)
    shots_dir.mkdir(parents=True, exist_ok=True)
    title = capture_title(rom_path, shots_dir)
    emu = Emulator(str(rom_path))
    emu.run(BOOT_FRAMES, keys=("L", "R"))
    for _ in range(10):
        state = _state(emu)
        if state.get("debug") and state.get("mode") == 1:
            break
        emu.run(10, keys=("L", "R"))
    emu.run(SETTLE_FRAMES)
    shots, evidence, ok = [title], [], True
    for index, scene in enumerate(spec.get("scenes", [])):
        state = _state(emu)
        image = emu.screenshot()
        path = shots_dir / f"scene_{index:02d}_{_safe(scene['id'])}.png"
        image.save(path)
        seen = colours(image)
        good = (
            state.get("scene") == index
            and state.get("mode") not in (5, 6)
            and not state.get("error")
            and seen >= MIN_COLOURS
        )
        ok = ok and good
        evidence.append(
            {
                "scene": scene["id"],
                "index": index,
                "shot": str(path),
                "state_scene": state.get("scene"),
                "mode": state.get("mode"),
                "error": state.get("error"),
                "debug": state.get("debug"),
                "colours": seen,
                "ok": good,
            }
        )
        shots.append(str(path))
        emu.press("R", frames=2)
        emu.run(SETTLE_FRAMES)
    win = _win_screen(emu, shots_dir)
    shots.append(win["shot"])
    evidence.append(win)
    ok = ok and win["ok"]
    return {"shots": shots, "check": {"name": "scenes", "ok": ok and len(evidence) > 1, "evidence": evidence}}


def _win_screen(emu, shots_dir: Path) -> dict:
    """SELECT in debug mode sets the win flag: the win screen must show (mode 4), not an error."""
    emu.press("SELECT", frames=2)
    emu.run(SETTLE_FRAMES * 2)
    state = _state(emu)
    path = shots_dir / "win.png"
    image = emu.screenshot()
    image.save(path)
    seen = colours(image)
    good = state.get("mode") == 4 and not state.get("error") and seen >= 2
    return {
        "scene": "win",
        "shot": str(path),
        "mode": state.get("mode"),
        "error": state.get("error"),
        "colours": seen,
        "ok": good,
    }
