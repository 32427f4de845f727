"""Screenshots of every scene through the engine's debug entry (hold L+R at boot, R = next scene).

The capture is a check too: each scene must load (state block `scene` = its index), show no
engine error (mode 6 / error code) and not be a blank screen.
"""

from __future__ import annotations

import re
from pathlib import Path

SETTLE_FRAMES = 60   # scene change fades in and out
BOOT_FRAMES = 40
MIN_COLOURS = 4      # fewer distinct colours than this on screen = blank


def _safe(name: str) -> str:
    return re.sub(r"[^a-z0-9_]+", "_", name.lower())[:32] or "scene"


def colours(image) -> int:
    small = image.convert("RGB").resize((60, 40))
    return len(set(small.getdata()))


def capture_scenes(rom_path, spec: dict, shots_dir) -> dict:
    """{'shots': [paths], 'check': {name, ok, evidence}} for every scene of `spec`."""
    from rom_build.emulator import Emulator

    shots_dir = Path(shots_dir)
    shots_dir.mkdir(parents=True, exist_ok=True)
    emu = Emulator(str(rom_path))
    emu.run(BOOT_FRAMES, keys=("L", "R"))
    for _ in range(10):
        state = emu.state()
        if state.get("debug") and state.get("mode") == 1:
            break
        emu.run(10, keys=("L", "R"))
    emu.run(SETTLE_FRAMES)
    shots, evidence, ok = [], [], True
    for index, scene in enumerate(spec.get("scenes", [])):
        state = emu.state()
        image = emu.screenshot()
        path = shots_dir / f"scene_{index:02d}_{_safe(scene['id'])}.png"
        image.save(path)
        seen = colours(image)
        good = (state.get("scene") == index and state.get("mode") not in (5, 6) and not state.get("error")
                and seen >= MIN_COLOURS)
        ok = ok and good
        evidence.append({"scene": scene["id"], "index": index, "shot": str(path), "state_scene": state.get("scene"),
                         "mode": state.get("mode"), "error": state.get("error"), "debug": state.get("debug"),
                         "colours": seen, "ok": good})
        shots.append(str(path))
        emu.press("R", frames=2)
        emu.run(SETTLE_FRAMES)
    return {"shots": shots, "check": {"name": "scenes", "ok": ok and bool(shots), "evidence": evidence}}
