"""`verify`: the public function behind `romsmith verify`, `romsmith.verify` and the MCP tool."""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import Any

from pydantic import Field

from romsmith.kernel import args
from romsmith.kernel.errors import BootFailed, UsageError
from romsmith.kernel.records import Check, Record

MAX_PRESSES = 200


class VerifyResult(Record):
    """The boot checks, the screenshots and the ROM's sha256 (`romsmith verify --json`)."""

    ok: bool
    checks: list[Check] = Field(default_factory=list)
    frames_run: int = 0
    state: dict[str, Any] | None = None
    screenshots: list[str] = Field(default_factory=list)
    sha256: str = ""
    rom_path: str = ""

    def failed(self) -> list[Check]:
        return [c for c in self.checks if not c.ok]

    def error(self) -> BootFailed | None:
        """The BootFailed this result stands for (None when every check passed)."""
        if self.ok:
            return None
        names = ", ".join(c.name for c in self.failed())
        shot = self.screenshots[-1] if self.screenshots else "none"
        return BootFailed(
            f"{self.rom_path} failed verification ({names}); screenshot: {shot}",
            hint="see the failed checks",
            details=[c.to_json() for c in self.failed()],
        )

    def raise_for_failure(self) -> None:
        """BootFailed naming the failed checks and the last screenshot, when any check failed."""
        error = self.error()
        if error is not None:
            raise error


def verify(
    rom: str | os.PathLike,
    *,
    frames: int = 600,
    presses: Iterable[str] = ("START@120",),
    shots: str | os.PathLike | None = None,
    title: str | None = None,
    code: str | None = None,
) -> VerifyResult:
    """Boot a ROM in mGBA for `frames` frames (4 to 100000), pressing `presses` ("KEY@FRAME", one
    string or a list of them, at most 200), and check the header, the state block, progress and
    the screen. Screenshots go to `shots` (default $ROMSMITH_HOME/shots/<sha>; its final.png is
    replaced); `title`/`code` are the expected header fields. UsageError for a bad argument."""
    from romsmith.rom_build._verify import check_frames, parse_press, verify_rom

    args.path(rom, "rom", "the path of a .gba file")
    args.optional(shots, args.path, "shots", "the path of a folder for the screenshots")
    for name, value in (("title", title), ("code", code)):
        args.optional(value, args.text, name, max_chars=100, hint=f"pass the expected header {name}")
    check_frames(frames)
    script = [parse_press(p) for p in _presses(presses)]
    result = verify_rom(rom, frames=frames, presses=script, shots_dir=shots, expect_title=title, expect_code=code)
    return VerifyResult.model_validate(result.to_json())


def _presses(presses) -> list[str]:
    """One press given as a string is one press, not one per character."""
    if isinstance(presses, str):
        return [presses]
    if presses is None or isinstance(presses, bytes | dict) or not isinstance(presses, Iterable):
        raise UsageError(
            f"presses must be a list of 'KEY@FRAME' strings, not {type(presses).__name__}",
            hint='pass e.g. presses=["START@120"]',
        )
    listed = []
    for press in presses:
        listed.append(press)
        if len(listed) > MAX_PRESSES:
            raise UsageError(f"more than {MAX_PRESSES} presses", hint="a boot check needs a few presses")
    return listed
