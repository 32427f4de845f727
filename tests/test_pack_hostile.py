"""Packs are untrusted input: odd files are refused with the file and the rule, never hang or blow up.

Commands run in a subprocess (as a user runs them) with a time limit, and the image-size ones
under an address-space limit, so a hang or a multi-gigabyte decode fails the test instead of the
machine.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from romsmith.generators.pack import load_pack
from romsmith.kernel.errors import ContentInvalid

PUNY = Path(__file__).resolve().parent.parent / "packs" / "puny"
EXAMPLE = Path(__file__).resolve().parent.parent / "romsmith" / "generators" / "examples" / "lost_crown.json"
MEMORY_LIMIT = 2 << 30  # bytes of address space for the command under test


def copy_pack(tmp_path) -> tuple[Path, dict]:
    dst = tmp_path / "pack"
    shutil.copytree(PUNY, dst)
    return dst, json.loads((dst / "manifest.json").read_text())


def save(dst: Path, manifest: dict) -> None:
    (dst / "manifest.json").write_text(json.dumps(manifest))


def romsmith(*args, limit_memory=False, timeout=60) -> subprocess.CompletedProcess:
    def limits():
        if limit_memory:
            resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))

    exe = Path(sys.executable).parent / "romsmith"
    return subprocess.run(
        [str(exe), *args], capture_output=True, text=True, timeout=timeout, preexec_fn=limits, env=os.environ
    )


def problems(dst: Path) -> dict[str, dict]:
    with pytest.raises(ContentInvalid) as info:
        load_pack(dst)
    return {p["path"]: p for p in info.value.details}


def png(width: int, height: int, rows: bool = True) -> bytes:
    """A 1-bit greyscale PNG of the given size; all-zero rows compress to almost nothing."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = bytes((1 + (width + 7) // 8) * height) if rows else b""
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def test_a_fifo_sprite_is_refused_not_waited_on(tmp_path):
    dst, manifest = copy_pack(tmp_path)
    sprite = dst / manifest["sprites"][0]["file"]
    sprite.unlink()
    os.mkfifo(sprite)  # nobody ever writes to it: opening it for reading blocks forever
    cli = romsmith("validate", str(EXAMPLE), "--pack", str(dst))
    assert cli.returncode == 1, cli.stderr
    assert "Traceback" not in cli.stderr
    assert f"{sprite}: not a regular file (a FIFO)" in cli.stderr
    assert problems(dst)["/sprites/0/file"]["code"] == "bad_image"


@pytest.mark.parametrize("size", [(12000, 12000), (40000, 40000), (8, 200000)])
def test_huge_images_are_refused_from_the_header(tmp_path, size):
    dst, manifest = copy_pack(tmp_path)
    sprite = dst / manifest["sprites"][0]["file"]
    sprite.write_bytes(png(*size, rows=size == (12000, 12000)))
    assert sprite.stat().st_size < 64 * 1024
    cli = romsmith("pack", "check", str(dst), "--json", limit_memory=True)
    assert cli.returncode == 1, cli.stderr
    assert "Traceback" not in cli.stderr
    [problem] = [p for p in json.loads(cli.stdout)["problems"] if p["path"] == "/sprites/0/file"]
    assert problem["code"] == "bad_image"
    assert f"{sprite}: {size[0]}x{size[1]} pixels is too large" in problem["message"]
    assert "4096 pixels a side and 196608 pixels in all" in problem["message"]


def test_a_large_png_file_is_refused_before_reading(tmp_path):
    dst, manifest = copy_pack(tmp_path)
    sprite = dst / manifest["sprites"][0]["file"]
    sprite.write_bytes(sprite.read_bytes() + bytes(3 << 20))  # trailing junk after IEND
    found = problems(dst)["/sprites/0/file"]["message"]
    assert f"{sprite}: {sprite.stat().st_size} bytes, more than the 2097152 bytes a PNG image may have" == found


def test_a_manifest_that_is_not_utf8_is_a_clear_error(tmp_path):
    dst, _ = copy_pack(tmp_path)
    (dst / "manifest.json").write_bytes(b'{"id": "caf\xe9"}')
    cli = romsmith("pack", "check", str(dst))
    assert cli.returncode == 1 and "Traceback" not in cli.stderr
    assert "is not UTF-8 text (byte 0xE9 at offset 11)" in cli.stderr
    cli = romsmith("validate", str(EXAMPLE), "--pack", str(dst))
    assert cli.returncode == 1 and "Traceback" not in cli.stderr
    assert "not UTF-8" in cli.stderr


def test_a_deeply_nested_manifest_is_a_clear_error(tmp_path):
    dst, _ = copy_pack(tmp_path)
    (dst / "manifest.json").write_text('{"id": ' + "[" * 5000 + "]" * 5000 + "}")
    cli = romsmith("pack", "check", str(dst))
    assert cli.returncode == 1 and "Traceback" not in cli.stderr
    assert "nests deeper than 64 levels" in cli.stderr


def test_pack_files_must_stay_inside_the_pack(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    dst, manifest = copy_pack(tmp_path)
    shutil.copy(dst / manifest["sprites"][1]["file"], outside / "stolen.png")
    (dst / "sprites" / "link.png").symlink_to(outside / "stolen.png")
    (dst / "sprites" / "inside.png").symlink_to(dst / manifest["sprites"][4]["file"])
    manifest["sprites"][0]["file"] = str(outside / "stolen.png")  # absolute
    manifest["sprites"][1]["file"] = "../outside/stolen.png"
    manifest["sprites"][2]["file"] = "sprites/link.png"  # a symlink out of the pack
    manifest["sprites"][3]["file"] = "sprites/inside.png"  # a symlink that stays inside: fine
    manifest["tilesets"][0]["file"] = "tiles/../../outside/stolen.png"
    save(dst, manifest)
    found = problems(dst)
    for path in ("/sprites/0/file", "/sprites/1/file", "/sprites/2/file", "/tilesets/0/file"):
        assert found[path]["code"] == "path_outside_pack", found[path]
    assert "must be a path relative to" in found["/sprites/0/file"]["message"]
    assert "leads outside" in found["/sprites/1/file"]["message"]
    assert "through a symbolic link" in found["/sprites/2/file"]["message"]
    assert "/sprites/3/file" not in found


@pytest.mark.parametrize(
    "manifest",
    [
        {"sprites": 5, "tilesets": "grass"},
        {"sprites": [{"id": "puny_knight", "aliases": 7}], "tilesets": [{"tiles": {"char": "#"}}]},
        {"sprites": [None, "x", {"id": 3}], "tilesets": [None, {"tiles": [5, {"char": 1}]}]},
        ["not", "an", "object"],
    ],
)
def test_memory_reads_an_odd_manifest_as_one_without_words(tmp_path, manifest):
    from romsmith.memory import _lexicon

    (tmp_path / "packs" / "odd").mkdir(parents=True)
    (tmp_path / "packs" / "odd" / "manifest.json").write_text(json.dumps(manifest))
    read = _lexicon._pack_manifest(tmp_path, "odd")
    assert _lexicon._pack_aliases(read) == {} and _lexicon._pack_legend(read) == {}
    assert _lexicon.load(str(tmp_path), "odd").legend == {}


def test_memory_does_not_wait_on_a_manifest_that_is_a_fifo(tmp_path):
    from romsmith.memory import _lexicon

    (tmp_path / "packs" / "fifo").mkdir(parents=True)
    os.mkfifo(tmp_path / "packs" / "fifo" / "manifest.json")
    assert _lexicon._pack_manifest(tmp_path, "fifo") == {}
    assert _lexicon.load(str(tmp_path), "fifo").legend == {}
