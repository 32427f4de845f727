"""The GBA cartridge header: our own fixer and a read-back check.

mGBA skips the BIOS and boots ROMs whose header real hardware would reject, so the header is
checked here, in Python: the ARM branch at 0x00 (past the header, inside the ROM), the Nintendo
logo at 0x04, title (12 bytes at 0xA0), game code (4 at 0xAC), maker code (2 at 0xB0), the fixed
0x96 at 0xB2 and the complement check at 0xBD, `-(0x19 + sum(bytes 0xA0..0xBC)) & 0xFF`, which
the BIOS verifies before it starts a cartridge, and the size (at most 32 MB).

The fixer writes the complement with `complement()`; the checker recomputes it with
`_complement_as_the_bios_does()`, written independently, so a fixer summing the wrong range cannot
also fool the check.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

from romsmith.kernel.errors import HeaderInvalid, UsageError
from romsmith.kernel.files import read_bounded

NINTENDO_LOGO = bytes.fromhex(
    "24FFAE51699AA2213D84820A84E409AD11248B98C0817F21A352BE199309CE20"
    "10464A4AF82731EC58C7E83382E3CEBF85F4DF94CE4B09C194568AC01372A7FC"
    "9F844D73A3CA9A615897A327FC039876231DC7610304AE56BF38840040A70EFD"
    "FF52FE036F9530F197FBC08560D68025A963BE03014E38E2F9A234FFBB3E0344"
    "780090CB88113A9465C07C6387F03CAFD625E48B380AAC7221D4F807"
)
assert len(NINTENDO_LOGO) == 156

HEADER_END = 0xC0
MAX_ROM_BYTES = 32 * 1024 * 1024  # the GBA's cartridge address space (0x08000000-0x09FFFFFF)
MAKER = "01"
_CODE_RE = re.compile(r"^[A-Z0-9]{4}$")
_TITLE_RE = re.compile(r"^[A-Z0-9 _\-.!?']{1,12}$")


def normalise_title(title: str) -> str:
    """Upper-case ASCII, at most 12 characters (what the header can hold)."""
    cleaned = re.sub(r"[^A-Z0-9 _\-.!?']", "", title.upper()).strip()[:12].rstrip()
    return cleaned or "ROMSMITH"


def complement(header: bytes) -> int:
    """The byte the fixer writes at 0xBD."""
    return -(0x19 + sum(header[0xA0:0xBD])) & 0xFF


def _complement_as_the_bios_does(header: bytes) -> int:
    """The check byte computed the way GBATEK describes the BIOS doing it (subtract every byte
    from 0xA0 through 0xBC, then 0x19): the checker's own arithmetic, shared with nothing."""
    check = 0
    for offset in range(0xA0, 0xBC + 1):
        check = (check - header[offset]) & 0xFF
    return (check - 0x19) & 0xFF


def _branch_target(entry: int) -> int:
    """Where an ARM `B` at address 0 lands: 8 + the sign-extended 24-bit offset times 4."""
    offset = entry & 0xFFFFFF
    if offset & 0x800000:
        offset -= 1 << 24
    return 8 + offset * 4


def fix_header(rom_path: Path, *, title: str, code: str, maker: str = MAKER, version: int = 0) -> dict:
    """Write the header fields into `rom_path` in place, then read them back (check_header)."""
    title = normalise_title(title)
    if not _CODE_RE.match(code):
        raise UsageError(f"game code {code!r} must be 4 characters A-Z/0-9", hint="pass e.g. --code RSMA")
    if len(maker) != 2:
        raise UsageError(f"maker code {maker!r} must be 2 characters", hint="use the default '01'")
    size = Path(rom_path).stat().st_size
    if size > MAX_ROM_BYTES:
        raise HeaderInvalid(
            f"{rom_path} is {size} bytes; a GBA cartridge holds at most {MAX_ROM_BYTES}",
            hint="the content is too large for a cartridge: fewer or smaller scenes, sprites or tiles",
        )
    data = bytearray(Path(rom_path).read_bytes())
    if len(data) < HEADER_END:
        raise HeaderInvalid(
            f"{rom_path} is {len(data)} bytes, shorter than a GBA header",
            hint="the link produced no code; check the build log",
        )
    data[0x04:0xA0] = NINTENDO_LOGO
    data[0xA0:0xAC] = title.encode("ascii").ljust(12, b"\0")
    data[0xAC:0xB0] = code.encode("ascii")
    data[0xB0:0xB2] = maker.encode("ascii")
    data[0xB2] = 0x96
    data[0xB3] = 0
    data[0xB4] = 0
    data[0xB5:0xBC] = bytes(7)
    data[0xBC] = version & 0xFF
    data[0xBD] = complement(data)
    Path(rom_path).write_bytes(bytes(data))
    return check_header(rom_path, title=title, code=code, maker=maker)


def read_header(rom_path: Path) -> dict:
    """The header fields as found, without judging them (reads the first 0xC0 bytes only)."""
    with open(rom_path, "rb") as rom:
        data = rom.read(HEADER_END)
        size = os.fstat(rom.fileno()).st_size
    if len(data) < HEADER_END:
        return {"bytes": len(data)}
    return {
        "size": size,
        "entry": int.from_bytes(data[0:4], "little"),
        "logo_ok": data[0x04:0xA0] == NINTENDO_LOGO,
        "title": data[0xA0:0xAC].rstrip(b"\0").decode("ascii", "replace"),
        "code": data[0xAC:0xB0].decode("ascii", "replace"),
        "maker": data[0xB0:0xB2].decode("ascii", "replace"),
        "fixed": data[0xB2],
        "complement": data[0xBD],
        "complement_expected": _complement_as_the_bios_does(data),
    }


def header_problems(
    rom_path: Path, *, title: str | None = None, code: str | None = None, maker: str | None = None
) -> list[str]:
    """Every way the header would fail on hardware or differ from what we wrote; [] when fine."""
    fields = read_header(rom_path)
    if "logo_ok" not in fields:
        return [f"file is {fields['bytes']} bytes, shorter than a GBA header"]
    problems = []
    if fields["size"] > MAX_ROM_BYTES:
        problems.append(f"file is {fields['size']} bytes; a GBA cartridge holds at most {MAX_ROM_BYTES}")
    if fields["entry"] >> 24 != 0xEA:
        problems.append(f"no ARM branch at 0x00 (found 0x{fields['entry']:08X})")
    elif not HEADER_END <= _branch_target(fields["entry"]) < fields["size"]:
        problems.append(
            f"the branch at 0x00 jumps to 0x{_branch_target(fields['entry']) & 0xFFFFFFFF:08X}, "
            f"not to code past the header (0x{HEADER_END:02X}) inside the ROM"
        )
    if not fields["logo_ok"]:
        problems.append("Nintendo logo at 0x04 does not match")
    if fields["fixed"] != 0x96:
        problems.append(f"byte 0xB2 is 0x{fields['fixed']:02X}, not 0x96")
    if fields["complement"] != fields["complement_expected"]:
        problems.append(
            f"complement check 0x{fields['complement']:02X} at 0xBD, expected 0x{fields['complement_expected']:02X}"
        )
    for name, want in (("title", title), ("code", code), ("maker", maker)):
        if want is not None and fields[name] != want:
            problems.append(f"{name} reads {fields[name]!r}, expected {want!r}")
    return problems


def check_header(
    rom_path: Path, *, title: str | None = None, code: str | None = None, maker: str | None = None
) -> dict:
    """read_header, raising HeaderInvalid on any problem."""
    problems = header_problems(rom_path, title=title, code=code, maker=maker)
    if problems:
        raise HeaderInvalid(
            f"{rom_path}: header does not read back as written: " + "; ".join(problems),
            hint="rebuild the ROM; do not edit the first 0xC0 bytes by hand",
            details=problems,
        )
    return read_header(rom_path)


def rom_sha256(rom: Path | bytes) -> str:
    """The hex sha256 a ROM is known by: in the build record, the boot check, the verdict and the report."""
    data = rom if isinstance(rom, bytes) else read_bounded(Path(rom), MAX_ROM_BYTES, "GBA ROM")
    return hashlib.sha256(data).hexdigest()
