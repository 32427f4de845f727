"""The header fixer and its read-back check, on a real linked ROM."""

from __future__ import annotations

import shutil

import pytest

from romsmith.kernel.errors import HeaderInvalid, UsageError
from romsmith.rom_build import _header


def _independent_complement(data: bytes) -> int:
    total = 0
    for offset in range(0xA0, 0xBD):
        total -= data[offset]
    return (total - 0x19) & 0xFF


def test_fixed_header_has_every_field(testprog_rom, tmp_path):
    rom = tmp_path / "game.gba"
    shutil.copy(testprog_rom.rom_path, rom)
    fields = _header.fix_header(rom, title="a knight's tale!", code="RSKT")
    data = rom.read_bytes()
    assert data[0x04:0xA0] == _header.NINTENDO_LOGO
    assert data[0xA0:0xAC] == b"A KNIGHT'S T"
    assert data[0xAC:0xB0] == b"RSKT" and data[0xB0:0xB2] == b"01" and data[0xB2] == 0x96
    assert data[0xBD] == _independent_complement(data)
    assert fields["title"] == "A KNIGHT'S T" and fields["code"] == "RSKT"


@pytest.mark.parametrize("offset, what", [(0xA3, "complement"), (0x10, "logo"), (0xB2, "0x96"), (0xBD, "complement")])
def test_any_corruption_is_reported(testprog_rom, tmp_path, offset, what):
    rom = tmp_path / "game.gba"
    shutil.copy(testprog_rom.rom_path, rom)
    data = bytearray(rom.read_bytes())
    data[offset] ^= 0x5A
    rom.write_bytes(bytes(data))
    with pytest.raises(HeaderInvalid, match=what):
        _header.check_header(rom)


def test_title_mismatch_is_reported(testprog_rom):
    with pytest.raises(HeaderInvalid, match="title reads 'TEST PROG', expected 'OTHER'"):
        _header.check_header(testprog_rom.rom_path, title="OTHER")


def test_bad_game_code_is_refused(testprog_rom, tmp_path):
    rom = tmp_path / "game.gba"
    shutil.copy(testprog_rom.rom_path, rom)
    with pytest.raises(UsageError):
        _header.fix_header(rom, title="x", code="toolong")


def test_short_file_is_not_a_rom(tmp_path):
    rom = tmp_path / "tiny.gba"
    rom.write_bytes(b"\0" * 16)
    assert _header.header_problems(rom) == ["file is 16 bytes, shorter than a GBA header"]
    with pytest.raises(HeaderInvalid):
        _header.fix_header(rom, title="x", code="ABCD")


@pytest.mark.parametrize(
    "entry, what",
    [
        (b"\x00\x00\x00\x00", "no ARM branch at 0x00"),
        (bytes.fromhex("feffffea"), "jumps to 0x00000000, not to code past the header"),  # b . (itself)
        (bytes.fromhex("ffffffea"), "jumps to 0x00000004"),  # into the logo
        (bytes.fromhex("000010ea"), "jumps to 0x00400008"),  # far past the end of this ROM
    ],
)
def test_the_entry_branch_must_reach_code_past_the_header(testprog_rom, tmp_path, entry, what):
    rom = tmp_path / "game.gba"
    data = bytearray(testprog_rom.rom_path.read_bytes())
    data[0:4] = entry
    rom.write_bytes(bytes(data))
    with pytest.raises(HeaderInvalid, match=what):
        _header.check_header(rom)


def test_a_fixer_summing_the_wrong_range_is_caught_by_the_check(testprog_rom, tmp_path, monkeypatch):
    """The fixer's complement and the checker's are separate code: a fixer that leaves out the
    first title byte writes a header the checker rejects."""
    rom = tmp_path / "game.gba"
    shutil.copy(testprog_rom.rom_path, rom)
    monkeypatch.setattr(_header, "complement", lambda h: -(0x19 + sum(h[0xA1:0xBD])) & 0xFF)
    with pytest.raises(HeaderInvalid, match="complement check"):
        _header.fix_header(rom, title="A KNIGHT", code="RSKT")
    assert rom.read_bytes()[0xBD] != _independent_complement(rom.read_bytes())


def test_rom_over_32_mb_is_not_a_cartridge(testprog_rom, tmp_path):
    rom = tmp_path / "game.gba"
    shutil.copy(testprog_rom.rom_path, rom)
    with open(rom, "r+b") as f:
        f.truncate(_header.MAX_ROM_BYTES + 4)
    assert "a GBA cartridge holds at most 33554432" in " ".join(_header.header_problems(rom))
    with pytest.raises(HeaderInvalid, match="at most 33554432"):
        _header.fix_header(rom, title="x", code="ABCD")


def _bare_rom(path, size: int = 1024):
    """A file with an ARM branch at 0x00 to 0xC0, past the header, and nothing else."""
    with open(path, "wb") as f:
        f.write(bytes.fromhex("2e0000ea"))
        f.truncate(size)
    return path


def test_the_checkers_complement_covers_the_version_byte(tmp_path):
    """0xBC (the software version) is the last byte the complement sums: a ROM with a version
    other than 0 must pass the read-back check, and one whose version changed after fixing must not."""
    rom = _bare_rom(tmp_path / "game.gba")
    fields = _header.fix_header(rom, title="A KNIGHT", code="RSKT", version=7)
    assert fields["complement"] == fields["complement_expected"] == _independent_complement(rom.read_bytes())
    data = bytearray(rom.read_bytes())
    data[0xBC] = 8
    rom.write_bytes(bytes(data))
    assert any("complement check" in p for p in _header.header_problems(rom))


def test_a_rom_of_exactly_32_mib_is_a_cartridge(tmp_path):
    rom = _bare_rom(tmp_path / "game.gba", _header.MAX_ROM_BYTES)
    _header.fix_header(rom, title="FULL CART", code="RSFC")
    assert _header.header_problems(rom, title="FULL CART") == []
    assert len(_header.rom_sha256(rom)) == 64
