"""verify_rom: boot a ROM in mGBA and decide, from evidence only, whether it works.

Checks (each `{name, ok, evidence}`):
  header        our own read of the cartridge header: logo, 0x96, complement, title/code as expected
  mgba_header   mGBA parses the same title and code
  state_block   the engine state block's magic word is in EWRAM after boot
  frame_advances the state block's frame counter keeps advancing to the end (no hang): in each
                of the 4 windows of the second half of the run by at least half its frames
  no_crash      mGBA reported no CPU crash and the game is not in its error mode (6)
  screen        the final screen is not one flat colour
"""

from __future__ import annotations

import dataclasses
import itertools
from pathlib import Path

from romsmith.kernel import args
from romsmith.kernel.config import home
from romsmith.kernel.errors import UsageError
from romsmith.kernel.files import FileRefused, folder_for_writing, plain_file, read_bounded, writing
from romsmith.rom_build import _header
from romsmith.rom_build.emulator import KEYS, Emulator

PRESS_FRAMES = 2  # a press is held this long so edge-triggered input sees it
MODE_ERROR = 6
ADVANCE_WINDOWS = 4  # the second half of the run, in windows that must each show progress
MIN_FRAMES = 4
# about 28 minutes of game time: a boot check needs a few hundred frames, and every frame is
# emulated, so a number beyond this would keep the command (or a server's tool call) busy for hours
MAX_FRAMES = 100_000


@dataclasses.dataclass
class VerifyResult:
    ok: bool
    checks: list[dict]
    frames_run: int
    state: dict | None
    screenshots: list[str]
    sha256: str
    rom_path: str = ""

    def failed(self) -> list[dict]:
        return [c for c in self.checks if not c["ok"]]

    def to_json(self) -> dict:
        return dataclasses.asdict(self)


def check_frames(frames) -> int:
    """`frames` when it is a whole number from MIN_FRAMES to MAX_FRAMES; UsageError otherwise."""
    if isinstance(frames, bool) or not isinstance(frames, int):
        raise UsageError(f"frames must be a whole number, not {type(frames).__name__}", hint="pass e.g. 600")
    if frames < MIN_FRAMES:
        raise UsageError(f"--frames {frames} is too few to see the game run", hint="use at least 60")
    if frames > MAX_FRAMES:
        shown = f"{frames}" if frames < 10**15 else f"of {args.digits(frames)} digits"
        raise UsageError(
            f"--frames {shown} is more than the {MAX_FRAMES} frames a check may run",
            hint="a boot check needs a few hundred frames (600 is the default); use at most 100000",
        )
    return frames


def parse_press(text: str) -> tuple[str, int]:
    """'START@120' → ('START', 120)."""
    hint = "write KEY@FRAME, e.g. START@120; keys: " + ", ".join(KEYS)
    if not isinstance(text, str):
        raise UsageError(f"a press is text like 'START@120', not {type(text).__name__}", hint=hint)
    key, sep, frame = text.partition("@")
    if not sep or not (frame.isascii() and frame.isdigit()) or len(frame) > 6 or key.upper() not in KEYS:
        raise UsageError(f"bad --press {text[:40]!r}", hint=hint)
    return key.upper(), int(frame)


def verify_rom(
    rom_path,
    *,
    frames: int = 600,
    presses=(("START", 120),),
    shots_dir=None,
    expect_title: str | None = None,
    expect_code: str | None = None,
) -> VerifyResult:
    """Boot `rom_path` for `frames` frames with scripted `presses` and check it (see module doc)."""
    check_frames(frames)
    rom = Path(rom_path)
    try:
        plain_file(rom, "ROM")
        data = read_bounded(rom, _header.MAX_ROM_BYTES, "GBA ROM")
    except FileRefused as exc:
        if exc.reason == "too_large":  # never read past the limit, never booted: no cartridge is that large
            return _too_large(rom, rom.stat().st_size)
        hint = "build it first, or pass the right path" if exc.reason == "missing" else "pass the path of a .gba file"
        raise UsageError(str(exc), hint=hint) from None
    sha = _header.rom_sha256(data)
    shots = Path(shots_dir) if shots_dir else home() / "shots" / sha[:12]
    try:
        folder_for_writing(shots, "screenshot folder")
    except FileRefused as exc:
        raise UsageError(str(exc), hint="pass --shots a folder you can write") from None

    checks = [_header_check(rom, expect_title, expect_code)]
    emu = Emulator(rom)
    checks.append(_mgba_header_check(emu, rom))
    half = frames // 2
    first = _run_script(emu, 0, half, presses)
    # the frame counter sampled at the half and at the end of each window of the second half,
    # so a hang late in the run shows as a window that barely advanced
    bounds = [half + (frames - half) * n // ADVANCE_WINDOWS for n in range(ADVANCE_WINDOWS + 1)]
    samples = [(half, emu.state())]
    for start, stop in itertools.pairwise(bounds):
        _run_script(emu, start, stop, presses)
        samples.append((stop, emu.state()))
    state = samples[-1][1]
    checks.append(
        {
            "name": "state_block",
            "ok": state is not None and first is not None,
            "evidence": {"address": f"0x{state['address']:08X}", "version": state["version"]}
            if state
            else "magic word 0x54535352 not found in EWRAM",
        }
    )
    checks.append(_advance_check(samples))
    checks.append(_crash_check(emu, state))

    final = emu.screenshot()
    final_path = shots / "final.png"
    try:  # renamed into place: a final.png left there is replaced, a link there never written through
        with writing(final_path, force=True, what="screenshot") as tmp:
            final.save(tmp)
    except FileRefused as exc:
        raise UsageError(str(exc), hint="pass --shots a folder you can write") from None
    colours = final.getcolors(2)  # None when more than 2 colours
    flat = colours is not None and len(colours) == 1
    checks.append(
        {
            "name": "screen",
            "ok": not flat,
            "evidence": {"screenshot": str(final_path), "colours": "one flat colour" if flat else "more than one"},
        }
    )
    return VerifyResult(
        ok=all(c["ok"] for c in checks),
        checks=checks,
        frames_run=emu.frames,
        state=state,
        screenshots=[str(final_path)],
        sha256=sha,
        rom_path=str(rom),
    )


def _too_large(rom: Path, size: int) -> VerifyResult:
    problem = f"file is {size} bytes; a GBA cartridge holds at most {_header.MAX_ROM_BYTES}"
    return VerifyResult(
        ok=False,
        checks=[{"name": "header", "ok": False, "evidence": {"problems": [problem]}}],
        frames_run=0,
        state=None,
        screenshots=[],
        sha256="",
        rom_path=str(rom),
    )


def _run_script(emu: Emulator, start: int, stop: int, presses) -> dict | None:
    """Run frames [start, stop) pressing each (key, frame) in range; returns the first state seen."""
    due = sorted((frame, key) for key, frame in presses if start <= frame < stop)
    at = start
    for frame, key in due:
        emu.run(frame - at)
        emu.press(key, PRESS_FRAMES)
        at = frame + PRESS_FRAMES
    if stop > at:
        emu.run(stop - at)
    return emu.state()


def _header_check(rom: Path, title, code) -> dict:
    want_title = _header.normalise_title(title) if title else None
    problems = _header.header_problems(rom, title=want_title, code=code)
    fields = _header.read_header(rom)
    evidence = {k: fields.get(k) for k in ("title", "code", "maker")}
    if problems:
        evidence["problems"] = problems
    return {"name": "header", "ok": not problems, "evidence": evidence}


def _mgba_header_check(emu: Emulator, rom: Path) -> dict:
    ours = _header.read_header(rom)
    same = emu.title == ours.get("title", "").strip() and emu.code == ours.get("code")
    return {
        "name": "mgba_header",
        "ok": same,
        "evidence": {
            "mgba_title": emu.title,
            "mgba_code": emu.code,
            "our_title": ours.get("title"),
            "our_code": ours.get("code"),
        },
    }


def _advance_check(samples: list[tuple[int, dict | None]]) -> dict:
    """The counter must advance at least half the emulated frames in every window of the second half."""
    if any(state is None for _, state in samples):
        return {"name": "frame_advances", "ok": False, "evidence": "no state block to read"}
    windows = []
    for (start, before), (stop, after) in itertools.pairwise(samples):
        advanced = (after["frame"] - before["frame"]) & 0xFFFFFFFF
        windows.append({"frames": f"{start}-{stop}", "advanced": advanced, "ok": advanced >= (stop - start) // 2})
    first, last = samples[0][1], samples[-1][1]
    return {
        "name": "frame_advances",
        "ok": all(w["ok"] for w in windows),
        "evidence": {
            "frame_at_half": first["frame"],
            "frame_at_end": last["frame"],
            "advanced": (last["frame"] - first["frame"]) & 0xFFFFFFFF,
            "emulated": samples[-1][0] - samples[0][0],
            "windows": windows,
        },
    }


def _crash_check(emu: Emulator, state: dict | None) -> dict:
    mode = state["mode"] if state else None
    ok = not emu.crashed and mode != MODE_ERROR
    return {
        "name": "no_crash",
        "ok": ok,
        "evidence": {"cpu_crashed": emu.crashed, "mode": mode, "error": state["error"] if state else None},
    }
