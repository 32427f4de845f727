"""`import romsmith`: the documented examples run as written, results match the CLI's `--json`,
and importing stays cheap."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

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
