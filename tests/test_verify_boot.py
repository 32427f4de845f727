"""Boot verification in mGBA of ROMs really built in the toolchain container."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from romsmith.kernel.errors import UsageError
from romsmith.rom_build import _header, build_rom, verify_rom
from romsmith.rom_build._build import TESTPROG_ENGINE
from romsmith.rom_build._verify import parse_press
from romsmith.rom_build.emulator import Emulator

pytestmark = [pytest.mark.docker, pytest.mark.mgba]


def _build_variant(game: Path, out: Path):
    result = build_rom(game, out, title="Test Prog", code="RSTP", engine_dir=TESTPROG_ENGINE)
    assert result.ok, result.log_path.read_text()
    return result.rom_path


def _failed(verdict) -> set[str]:
    return {c["name"] for c in verdict.checks if not c["ok"]}


def test_good_rom_passes_every_check(testprog_rom, tmp_path):
    verdict = verify_rom(
        testprog_rom.rom_path, frames=600, shots_dir=tmp_path / "shots", expect_title="Test Prog", expect_code="RSTP"
    )
    assert verdict.ok, verdict.checks
    assert {c["name"] for c in verdict.checks} == {
        "header",
        "mgba_header",
        "state_block",
        "frame_advances",
        "no_crash",
        "screen",
    }
    assert verdict.frames_run == 600
    assert verdict.state["magic"] == 0x54535352 and verdict.state["address"] == 0x02000000
    assert 590 <= verdict.state["frame"] <= 600
    # the VBlank handler ran once per frame through the runtime's IRQ dispatcher
    assert verdict.state["missed"] == 0
    assert (tmp_path / "shots" / "final.png").is_file()


def test_emulator_reads_input_into_the_state_block(testprog_rom):
    emu = Emulator(testprog_rom.rom_path)
    assert (emu.title, emu.code) == ("TEST PROG", "RSTP")
    emu.run(10)
    start = emu.state()
    assert start["mode"] == 0 and start["scene"] == 0xFFFF
    emu.run(20, keys=("RIGHT",))
    moved = emu.state()
    assert moved["player_x"] == start["player_x"] + 20 and moved["facing"] == 3
    emu.press("START", 2)
    assert emu.state()["mode"] == 1
    assert emu.screenshot().size == (240, 160)


def test_hanging_rom_is_rejected(toolchain, tmp_path, game_variant, run_romsmith):
    rom = _build_variant(game_variant(hang_at=30), tmp_path / "out")
    cli = run_romsmith("verify", str(rom), "--frames", "600", "--shots", str(tmp_path / "shots"), "--json")
    assert cli.returncode == 1
    verdict = json.loads(cli.stdout)
    assert not verdict["ok"]
    assert "frame_advances" in {c["name"] for c in verdict["checks"] if not c["ok"]}
    assert verdict["state"]["frame"] == 30
    assert str(tmp_path / "shots" / "final.png") in verdict["screenshots"]


def test_blank_screen_is_rejected(toolchain, tmp_path, game_variant, run_romsmith):
    rom = _build_variant(game_variant(flat=1), tmp_path / "out")
    cli = run_romsmith("verify", str(rom), "--frames", "200")
    assert cli.returncode == 1
    assert "FAIL screen" in cli.stdout
    assert "final.png" in cli.stderr  # the error names the screenshot


def test_corrupted_header_is_rejected(testprog_rom, tmp_path, run_romsmith):
    rom = tmp_path / "corrupt.gba"
    shutil.copy(testprog_rom.rom_path, rom)
    data = bytearray(rom.read_bytes())
    data[0xA1] ^= 0x01  # one title bit: the complement check no longer matches
    rom.write_bytes(bytes(data))
    cli = run_romsmith("verify", str(rom), "--frames", "120", "--json")
    assert cli.returncode == 1
    verdict = json.loads(cli.stdout)
    header = next(c for c in verdict["checks"] if c["name"] == "header")
    assert not header["ok"] and "complement" in " ".join(header["evidence"]["problems"])
    assert _failed(verify_rom(rom, frames=120)) == {"header"}  # it still boots: mGBA skips the BIOS


def test_wrong_expected_title_is_rejected(testprog_rom):
    verdict = verify_rom(testprog_rom.rom_path, frames=60, expect_title="Something Else")
    assert _failed(verdict) == {"header"}


def test_rom_without_state_block_is_rejected(testprog_rom, tmp_path):
    rom = tmp_path / "nostate.gba"
    data = bytearray(testprog_rom.rom_path.read_bytes())
    magic = (0x54535352).to_bytes(4, "little")
    data = data.replace(magic, b"\0\0\0\0")  # the initialiser copied to EWRAM at start-up
    rom.write_bytes(bytes(data))
    verdict = verify_rom(rom, frames=120)
    assert {"state_block", "frame_advances"} <= _failed(verdict)


def test_press_script_is_parsed_and_bad_ones_refused():
    assert parse_press("start@120") == ("START", 120)
    for bad in ("START", "JUMP@3", "A@x"):
        with pytest.raises(UsageError):
            parse_press(bad)


def test_missing_libmgba_exits_2_naming_the_package(testprog_rom, tmp_path):
    import subprocess
    import sys

    # Python cannot unload a shared library, so make the bindings unimportable instead,
    # which is what a missing libmgba.so.0.10 looks like to the importer.
    code = (
        "import sys; sys.modules['mgba'] = None\n"
        "from romsmith.cli import main\n"
        f"main(['verify', {str(testprog_rom.rom_path)!r}])\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 2
    assert "libmgba0.10" in proc.stderr


def test_missing_rom_is_a_usage_error(romsmith_cli, tmp_path):
    cli = romsmith_cli("verify", str(tmp_path / "nope.gba"))
    assert cli.returncode == 2


def test_crashing_rom_is_rejected_as_a_crash(toolchain, tmp_path, game_variant):
    """The CPU jumps to unmapped memory at frame 30: mGBA reports a crash and no_crash says so."""
    rom = _build_variant(game_variant(crash_at=30), tmp_path / "out")
    verdict = verify_rom(rom, frames=300, shots_dir=tmp_path / "shots")
    crash = next(c for c in verdict.checks if c["name"] == "no_crash")
    assert not crash["ok"] and crash["evidence"]["cpu_crashed"] is True
    assert not verdict.ok and _failed(verdict) == {"no_crash", "frame_advances"}


def test_mgba_reading_another_header_than_ours_is_rejected(testprog_rom, tmp_path):
    """A NUL inside the title: our reader sees 'TEST\\0PROG', mGBA stops at the NUL. The header
    itself is well formed (complement fixed), so only mgba_header can catch it."""
    rom = tmp_path / "nul.gba"
    data = bytearray(testprog_rom.rom_path.read_bytes())
    data[0xA0:0xAC] = b"TEST\0PROG\0\0\0"
    data[0xBD] = _header.complement(data)
    rom.write_bytes(bytes(data))
    verdict = verify_rom(rom, frames=120, shots_dir=tmp_path / "shots")
    assert _failed(verdict) == {"mgba_header"}
    evidence = next(c for c in verdict.checks if c["name"] == "mgba_header")["evidence"]
    assert evidence["mgba_title"] == "TEST" and evidence["our_title"] == "TEST\0PROG"


def test_rom_larger_than_a_cartridge_is_rejected_unread(testprog_rom, tmp_path, run_romsmith):
    rom = tmp_path / "huge.gba"
    rom.write_bytes(testprog_rom.rom_path.read_bytes())
    with open(rom, "r+b") as f:
        f.truncate(32 * 1024 * 1024 + 1)  # sparse: one byte past the 32 MB a cartridge can map
    cli = run_romsmith("verify", str(rom), "--json")
    assert cli.returncode == 1 and "Traceback" not in cli.stderr
    verdict = json.loads(cli.stdout)
    assert not verdict["ok"] and verdict["frames_run"] == 0
    [header] = verdict["checks"]
    assert header["evidence"]["problems"] == ["file is 33554433 bytes; a GBA cartridge holds at most 33554432"]
    plain = run_romsmith("verify", str(rom))
    assert plain.returncode == 1 and "Traceback" not in plain.stderr and "failed verification (header)" in plain.stderr


def test_a_hang_late_in_the_run_is_rejected(toolchain, tmp_path, game_variant):
    """Frozen at frame 240 of 300: the second half as a whole advanced enough (90 of 150), but
    its last window did not move."""
    rom = _build_variant(game_variant(hang_at=240), tmp_path / "out")
    verdict = verify_rom(rom, frames=300, shots_dir=tmp_path / "shots")
    advance = next(c for c in verdict.checks if c["name"] == "frame_advances")
    assert not advance["ok"] and advance["evidence"]["advanced"] >= 75
    assert [w["ok"] for w in advance["evidence"]["windows"]] == [True, True, False, False]


def test_a_header_byte_that_is_not_ascii_fails_the_header_not_the_verifier(testprog_rom, tmp_path, run_romsmith):
    rom = tmp_path / "bad-title.gba"
    data = bytearray(testprog_rom.rom_path.read_bytes())
    data[0xA3] = 0x91  # mGBA's bindings decode the title as ASCII and raised on this
    rom.write_bytes(bytes(data))
    cli = run_romsmith("verify", str(rom), "--frames", "120", "--json")
    assert cli.returncode == 1 and "Traceback" not in cli.stderr
    verdict = json.loads(cli.stdout)
    assert "header" in {c["name"] for c in verdict["checks"] if not c["ok"]}
