"""`import romsmith`: the documented examples run as written, results match the CLI's `--json`,
and importing stays cheap."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "PYTHON_API.md"
EXAMPLE = Path("romsmith") / "generators" / "examples" / "lost_crown.json"
EXE = str(Path(sys.executable).parent / "romsmith")
HEAVY = ("pydantic", "litellm", "chromadb", "docker", "langgraph", "mgba", "numpy", "PIL")


def _code_blocks(text: str) -> list[str]:
    return re.findall(r"^```python\n(.*?)^```", text, flags=re.S | re.M)


def test_every_example_in_the_python_api_page_runs(toolchain, tmp_path, monkeypatch):
    blocks = _code_blocks(DOC.read_text(encoding="utf-8"))
    assert len(blocks) >= 7
    (tmp_path / EXAMPLE).parent.mkdir(parents=True)
    shutil.copyfile(ROOT / EXAMPLE, tmp_path / EXAMPLE)  # the examples run "from the repository root"
    monkeypatch.chdir(tmp_path)
    namespace: dict = {"__name__": "__docs__"}
    for number, block in enumerate(blocks, 1):
        try:
            exec(compile(block, f"{DOC.name} block {number}", "exec"), namespace)
        except SystemExit as exc:  # an example must never exit the interpreter
            raise AssertionError(f"block {number} exited with {exc.code}") from exc
    built = json.loads((tmp_path / "out" / "crown" / "report.json").read_text())
    assert built["verdict"] == "verified" and (tmp_path / "out" / "frog" / "game.gba").is_file()


def test_a_game_report_reads_back_exactly_as_written(tmp_path):
    from romsmith.pipeline.api import GameReport

    record = {
        "verdict": "failed",
        "verdict_line": "failed",
        "checks": [{"name": "compile", "ok": False, "evidence": {"exit_code": 2}}],
        "rom": None,
        "session_id": "20260101-000000-abcd",
        "failure": {"stage": "build", "kind": "compile", "message": "the C build failed: x.c:1: oops"},
        "future_field": {"kept": [1, 2]},  # written by a newer romsmith
        "out_dir": str(tmp_path),
        "trace": str(tmp_path / "t.jsonl"),
    }
    report = GameReport.model_validate(record)
    assert report.to_json() == record
    assert not report.ok and report.exit_code == 1 and report.failure.kind == "compile"
    try:
        report.raise_for_failure()
    except Exception as err:
        from romsmith.kernel.errors import BuildFailed

        assert isinstance(err, BuildFailed) and "the C build failed" in err.message
    else:
        raise AssertionError("a failed report raises")


def test_validate_returns_what_the_cli_prints(tmp_path):
    import romsmith

    spec = json.loads((ROOT / EXAMPLE).read_text())
    spec["cast"][0]["sprite"] = "puny_knight"
    spec["scenes"][0]["theme"] = "lava"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(spec))
    proc = subprocess.run([EXE, "validate", str(path), "--json"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1
    report = romsmith.validate(path)
    assert json.loads(proc.stdout) == report.to_json()
    assert {e.path for e in report.errors} >= {"/cast/0/sprite", "/scenes/0/theme"}
    assert isinstance(report, romsmith.ValidationReport)


def test_missing_inputs_raise_the_documented_errors(tmp_path):
    import romsmith

    for call in (
        lambda: romsmith.validate(tmp_path / "none.json"),
        lambda: romsmith.build(tmp_path / "none.json", out=tmp_path / "o"),
        lambda: romsmith.new_game("   "),
    ):
        try:
            call()
        except romsmith.errors.UsageError as err:
            assert err.hint and err.exit_code == 2
        else:
            raise AssertionError("a missing input raises UsageError")


def test_import_romsmith_loads_nothing_heavy():
    probe = (
        f"import sys, romsmith; romsmith.__version__; print([m for m in sys.modules if m.split('.')[0] in {HEAVY!r}])"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "[]"
    names = subprocess.run(
        [sys.executable, "-c", "import romsmith; print(sorted(romsmith.__all__))"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    for name in ("new_game", "validate", "build", "verify", "memory", "GameReport"):
        assert f"'{name}'" in names


def _bad_calls(tmp_path) -> dict:
    import romsmith

    spec = json.loads((ROOT / EXAMPLE).read_text())
    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder")
    return {
        "validate(None)": lambda: romsmith.validate(None),
        "validate(5)": lambda: romsmith.validate(5),
        "validate([1, 2])": lambda: romsmith.validate([1, 2]),
        "validate(bytes)": lambda: romsmith.validate(b"{}"),
        "validate(long path)": lambda: romsmith.validate("x" * 100_000),
        "build(None)": lambda: romsmith.build(None, out=tmp_path / "out"),
        "build(out=a file)": lambda: romsmith.build(spec, out=a_file),
        "verify(None)": lambda: romsmith.verify(None),
        "verify(frames=10**12)": lambda: romsmith.verify(tmp_path / "game.gba", frames=10**12),
        "memory.search(None)": lambda: romsmith.memory.search(None),
        "memory.search(k='5')": lambda: romsmith.memory.search("q", k="5"),
        "memory.search(k=-3)": lambda: romsmith.memory.search("sprite ids", k=-3),
        "memory.add(dict)": lambda: romsmith.memory.add({"a": 1}),
        "memory.add(5 MB)": lambda: romsmith.memory.add("Use sprite ids from the pack. " * 180_000),
        "memory.add(tools=../../etc)": lambda: romsmith.memory.add("Use sprite ids", tools=["../../etc"]),
        "new_game(123)": lambda: romsmith.new_game(123),
        "new_game(seed='x')": lambda: romsmith.new_game("frog", seed="x"),
        "new_game(seed=-5)": lambda: romsmith.new_game("frog", seed=-5),
        "new_game(out=a file)": lambda: romsmith.new_game("frog", out=a_file),
        "new_game(NUL)": lambda: romsmith.new_game("a frog\x00seeks the fly"),
    }


BAD_CALLS = [
    "validate(None)",
    "validate(5)",
    "validate([1, 2])",
    "validate(bytes)",
    "validate(long path)",
    "build(None)",
    "build(out=a file)",
    "verify(None)",
    "verify(frames=10**12)",
    "memory.search(None)",
    "memory.search(k='5')",
    "memory.search(k=-3)",
    "memory.add(dict)",
    "memory.add(5 MB)",
    "memory.add(tools=../../etc)",
    "new_game(123)",
    "new_game(seed='x')",
    "new_game(seed=-5)",
    "new_game(out=a file)",
    "new_game(NUL)",
]


@pytest.mark.parametrize("call", BAD_CALLS)
def test_a_bad_argument_raises_usage_error_naming_it_before_anything_runs(tmp_path, call):
    import romsmith

    with pytest.raises(romsmith.errors.UsageError) as raised:
        _bad_calls(tmp_path)[call]()
    err = raised.value
    assert err.exit_code == 2 and err.hint and len(err.message) < 300, err.message
    assert not (tmp_path / "out").exists() and not list((tmp_path / "romsmith-home").glob("traces/*"))


def test_tools_given_as_one_name_tag_one_tool_and_presses_as_one_string_are_one_press(tmp_path):
    import romsmith

    added = romsmith.memory.add("Use only sprite ids listed in the pack manifest", tools="world")
    [hit] = [h for h in romsmith.memory.search("sprite ids in the pack manifest", floor=False) if h.id == added.id]
    assert hit.tools == ["world"]
    # checked before the ROM is looked for: read letter by letter, "S" was a bad press
    with pytest.raises(romsmith.errors.UsageError, match="no ROM at"):
        romsmith.verify(tmp_path / "none.gba", presses="START@1")


def test_romsmith_help_loads_no_library_but_click():
    """`romsmith --help` imports every command's module for its one-line help; none of them may
    load a library at import time (the MCP SDK alone took most of a second)."""
    probe = (
        "import contextlib, io, json, sys\n"
        "from romsmith.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()) as shown:\n"
        "    try:\n"
        "        main(['--help'])\n"
        "    except SystemExit:\n"
        "        pass\n"
        "assert 'memory' in shown.getvalue() and 'mcp' in shown.getvalue()\n"
        "print(json.dumps(sorted({m.split('.')[0] for m in sys.modules} - set(sys.stdlib_module_names))))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    loaded = set(json.loads(out.stdout)) - {"click", "romsmith", "__main__", "_distutils_hack"}
    assert not {m for m in loaded if not m.startswith("__editable__")}, loaded
