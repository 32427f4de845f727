"""Odd or hostile input on the command line gets one clear error and the right exit code, never a
traceback: 1 when the content is wrong, 2 when the invocation or the machine is. The command runs
in the test's process (`romsmith_cli`): an exception escaping `main` fails the test as a traceback
would."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parent.parent / "romsmith" / "generators" / "examples" / "lost_crown.json"

BAD_SPECS = {
    "syntax": (b'{"title": "x",', "is not valid JSON: Expecting property name"),
    "huge_integer": (b'{"title": "x", "scenes": [{"width": ' + b"9" * 5000 + b"}]}", "integer of 5000 digits"),
    "deep_nesting": (b'{"cast": ' + b"[" * 100000 + b"]" * 100000 + b"}", "nests deeper than 64 levels"),
    "top_level_string": (b'"a knight rescues the princess"', "holds a JSON string; a game spec is a JSON object"),
    "top_level_array": (b"[1, 2]", "holds a JSON array"),
    "not_utf8": (b'{"title": "Caf\xe9"}', "is not UTF-8 text (byte 0xE9 at offset 14)"),
    "nan": (b'{"title": NaN}', "uses NaN, which is not JSON"),
}


def _clean(cli) -> None:
    assert "Traceback" not in cli.stderr + cli.stdout, cli.stderr


@pytest.mark.parametrize("kind", sorted(BAD_SPECS))
def test_validate_names_what_is_wrong_with_a_bad_spec_file(romsmith_cli, tmp_path, kind):
    data, expected = BAD_SPECS[kind]
    spec = tmp_path / "spec.json"
    spec.write_bytes(data)
    cli = romsmith_cli("validate", str(spec))
    _clean(cli)
    assert cli.returncode == 1
    assert expected in cli.stdout
    as_json = json.loads(romsmith_cli("validate", str(spec), "--json").stdout)
    assert not as_json["ok"] and expected in as_json["errors"][0]["message"]


def test_validate_of_a_fifo_or_folder_is_an_invocation_error_saying_what_it_is(romsmith_cli, tmp_path):
    os.mkfifo(tmp_path / "fifo.json")
    (tmp_path / "device.json").symlink_to("/dev/null")
    for target, said in (
        (tmp_path / "fifo.json", "is a FIFO, not a plain file"),
        (tmp_path, "is a directory, not a plain file"),
        (tmp_path / "device.json", "is a link to a character device, not a plain file"),
    ):
        cli = romsmith_cli("validate", str(target))
        _clean(cli)
        assert cli.returncode == 2 and said in cli.stderr, cli.stderr


def test_a_non_ascii_cast_id_is_an_error_not_an_emitter_crash(romsmith_cli, tmp_path):
    spec = json.loads(EXAMPLE.read_text())
    spec["cast"][1]["id"] = "\u00e9ld\u00e9r"
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    cli = romsmith_cli("validate", str(path))
    _clean(cli)
    assert cli.returncode == 1
    assert "/cast/1/id" in cli.stdout and "[bad_id]" in cli.stdout and "'ldr'" in cli.stdout


@pytest.mark.parametrize("kind", ["syntax", "huge_integer", "deep_nesting", "top_level_string", "not_utf8"])
def test_build_answers_a_bad_spec_file_as_validate_does(romsmith_cli, tmp_path, kind):
    data, expected = BAD_SPECS[kind]
    spec = tmp_path / "spec.json"
    spec.write_bytes(data)
    validate = romsmith_cli("validate", str(spec))
    build = romsmith_cli("build", str(spec), "--out", str(tmp_path / "out"), "--no-playtest")
    _clean(build)
    assert build.returncode == validate.returncode == 1
    assert expected in build.stderr
    assert not (tmp_path / "out" / "report.json").exists()


def test_a_huge_title_is_screened_within_bounds(romsmith_cli, tmp_path):
    """A 1.5 MB title (the spec file is under its 2 MB limit) fails validation; the report shows
    at most the first 2000 characters, and the claim guard never looks further."""
    spec = json.loads(EXAMPLE.read_text())
    spec["title"] = "The ROM is built and works. " * 55_000
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(spec))
    cli = romsmith_cli("build", str(path), "--out", str(tmp_path / "out"), "--no-playtest", "--json")
    _clean(cli)
    assert cli.returncode == 1
    report = json.loads(cli.stdout)
    assert report["verdict"] == "failed" and len(report["title"] or "") <= 2000
    assert "works" not in (report["title"] or "")


def test_an_idea_longer_than_a_line_is_refused(romsmith_cli, tmp_path):
    cli = romsmith_cli("new", "a knight " * 100, "--out", str(tmp_path / "out"))
    _clean(cli)
    assert cli.returncode == 2 and "the game idea is 900 characters long, more than 500" in cli.stderr


@pytest.fixture
def not_a_rom(tmp_path) -> Path:
    """A file with a .gba name; every refusal below comes before anything boots it."""
    path = tmp_path / "game.gba"
    path.write_bytes(b"\x2e\x00\x00\xea" + b"\x00" * 1020)
    return path


def test_verify_refuses_a_frame_count_beyond_its_bound(romsmith_cli, tmp_path):
    # checked before the ROM is even looked for (a ROM that boots would run for days)
    cli = romsmith_cli("verify", str(tmp_path / "later.gba"), "--frames", "1000000000")
    _clean(cli)
    assert cli.returncode == 2 and "--frames 1000000000 is more than the 100000 frames" in cli.stderr


@pytest.mark.parametrize(
    ("make", "said"),
    [
        (lambda p: os.mkfifo(p), "is a FIFO, not a plain file"),
        (lambda p: p.symlink_to("/dev/zero"), "is a link to a character device, not a plain file"),
        (lambda p: None, "no ROM at"),
    ],
)
def test_verify_says_what_a_rom_path_that_is_no_rom_is(romsmith_cli, tmp_path, make, said):
    rom = tmp_path / "game.gba"
    make(rom)
    cli = romsmith_cli("verify", str(rom))
    _clean(cli)
    assert cli.returncode == 2 and said in cli.stderr, cli.stderr


def test_verify_of_a_path_longer_than_the_system_takes_is_an_invocation_error(romsmith_cli, tmp_path):
    cli = romsmith_cli("verify", str(tmp_path / ("x" * 5000)) + ".gba")
    _clean(cli)
    assert cli.returncode == 2 and "longer than the system allows" in cli.stderr and len(cli.stderr) < 500


@pytest.mark.parametrize("shots", ["/proc/romsmith-shots", "/sys/kernel/romsmith-shots", "FILE/shots"])
def test_verify_shots_where_nothing_can_be_written_is_an_invocation_error(romsmith_cli, not_a_rom, shots):
    shots = shots.replace("FILE", str(not_a_rom))
    cli = romsmith_cli("verify", str(not_a_rom), "--shots", shots)
    _clean(cli)
    assert cli.returncode == 2 and "screenshot folder" in cli.stderr, cli.stderr


def test_pack_sheet_never_replaces_a_file_it_was_not_told_to(romsmith_cli, tmp_path):
    keep = tmp_path / "keep.png"
    keep.write_bytes(b"a picture of the user's")
    cli = romsmith_cli("pack", "sheet", "puny", "--out", str(keep))
    _clean(cli)
    assert cli.returncode == 2 and "already exists" in cli.stderr and "--force" in cli.stderr
    assert keep.read_bytes() == b"a picture of the user's"
    link = tmp_path / "sheet.png"
    link.symlink_to(keep)
    assert romsmith_cli("pack", "sheet", "puny", "--out", str(link), "--force").returncode == 0
    assert keep.read_bytes() == b"a picture of the user's" and link.read_bytes().startswith(b"\x89PNG")
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "romsmith-home") == ["keep.png", "sheet.png"]


@pytest.mark.parametrize(
    "command",
    [
        ["play", "LONG"],
        ["memory", "mine", "LONG"],
        ["batch", "LONG", "--out", "OUT"],
        ["batch", "IDEAS", "--out", "LONG"],
        ["eval", "--prompts", "LONG"],
        ["trace", "show", "LONG"],
        ["validate", "LONG"],
        ["build", "IDEAS", "--out", "LONG"],
        ["new", "a frog", "--out", "LONG"],
    ],
)
def test_a_path_longer_than_the_system_takes_is_an_invocation_error_for_every_command(romsmith_cli, tmp_path, command):
    (tmp_path / "ideas.txt").write_text("a frog seeks the golden fly\n")
    names = {"LONG": str(tmp_path / ("x" * 5000)), "OUT": str(tmp_path / "out"), "IDEAS": str(tmp_path / "ideas.txt")}
    cli = romsmith_cli(*[names.get(arg, arg) for arg in command])
    _clean(cli)
    assert cli.returncode == 2 and "longer than the system allows" in cli.stderr, cli.stderr[-300:]
    assert len(cli.stderr) < 800
