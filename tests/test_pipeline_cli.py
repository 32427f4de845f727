"""`romsmith new/build/trace` as a user runs them, and report.html as a browser shows it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import wave
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXE = str(Path(sys.executable).parent / "romsmith")
CHROMIUM = "/usr/bin/chromium"


def _run(*args, home: Path, timeout=300):
    env = {**os.environ, "ROMSMITH_HOME": str(home)}
    return subprocess.run([EXE, *args], capture_output=True, text=True, env=env, timeout=timeout)


@pytest.fixture(scope="module")
def offline_run(toolchain, tmp_path_factory):
    """One real `romsmith new` with the offline designer and memory on, shared by the tests below."""
    base = tmp_path_factory.mktemp("cli-run")
    home, out = base / "home", base / "out"
    proc = _run("new", "a wizard explores the frozen caves", "--out", str(out), "--seed", "4", "--json", home=home)
    return proc, home, out


def test_new_with_the_offline_model_gives_a_verified_rom_and_every_output_file(offline_run):
    proc, _home, out = offline_run
    assert proc.returncode == 0, proc.stdout + proc.stderr
    report = json.loads(proc.stdout)
    assert report["verdict"] == "verified" and report["model"] == "offline/designer"
    spec = json.loads((out / "spec.json").read_text())
    for name in ("game.gba", "report.json", "report.html", "build.log", "screens/title.png"):
        assert (out / name).is_file(), name
    assert len(list((out / "screens").glob("scene_*.png"))) == len(spec["scenes"])
    on_disk = json.loads((out / "report.json").read_text())
    assert on_disk["rom"]["sha256"] == report["rom"]["sha256"]
    assert on_disk["rom"]["bytes"] == (out / "game.gba").stat().st_size
    assert {c["name"] for c in on_disk["checks"]} >= {"compile", "same_rom", "scenes", "audio"}
    audio = next(c for c in on_disk["checks"] if c["name"] == "audio")
    assert audio["ok"] and audio["evidence"]["rms_play"] > audio["evidence"]["silence_rms"]
    assert on_disk["files"]["audio"] == "music.wav"
    with wave.open(str(out / "music.wav")) as clip:  # ten seconds of what mGBA played
        assert clip.getnchannels() == 1 and 9.5 < clip.getnframes() / clip.getframerate() < 10.5
    assert on_disk["tokens_in"] > 0 and on_disk["calls"] >= 4 and "build" in on_disk["stages"]
    assert proc.stderr == "", "--json is quiet"


def test_report_html_renders_in_a_real_browser(offline_run, tmp_path):
    _proc, _home, out = offline_run
    html = (out / "report.html").read_text()
    for src in [s.split("'")[0] for s in html.split("<img src='")[1:]]:
        assert src.startswith("data:image/png") or (out / src).is_file(), src
    assert "<audio controls preload=none src='music.wav'>" in html and (out / "music.wav").is_file()
    shot = tmp_path / "report.png"
    subprocess.run(
        [
            CHROMIUM,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            f"--user-data-dir={tmp_path / 'profile'}",
            "--window-size=1100,1800",
            f"--screenshot={shot}",
            (out / "report.html").as_uri(),
        ],
        capture_output=True,
        timeout=120,
    )
    from PIL import Image

    image = Image.open(shot).convert("RGB")
    assert image.size == (1100, 1800)
    top = image.crop((0, 0, 1100, 120))
    greens = sum(n for n, (r, g, b) in top.getcolors(1100 * 120) if g > 100 and r < 80 and b < 80)
    assert greens > 1000, "the green verified badge is drawn"
    shots = image.crop((0, 150, 1100, 900)).resize((110, 75))
    assert len(shots.getcolors(110 * 75)) > 50, "the game screenshots are drawn"


def test_trace_show_prints_the_timeline(offline_run):
    proc, home, _out = offline_run
    session = json.loads(proc.stdout)["session_id"]
    shown = _run("trace", "show", session, home=home)
    assert shown.returncode == 0
    for needle in (
        "llm_call",
        "orchestrator",
        "validation",
        "build_rom:docker",
        "verify_rom",
        "claim_guard",
        "tokens in",
    ):
        assert needle in shown.stdout, needle
    as_json = json.loads(_run("trace", "show", session[:15], "--json", home=home).stdout)
    assert as_json["damaged"] == 0 and as_json["events"][0]["session_id"] == session


def test_build_command_takes_a_spec_file(toolchain, tmp_path):
    proc = _run(
        "build",
        str(ROOT / "romsmith" / "generators" / "examples" / "lost_crown.json"),
        "--out",
        str(tmp_path / "o"),
        "--json",
        home=tmp_path / "h",
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert json.loads(proc.stdout)["verdict"] == "verified"


def test_build_command_rejects_an_invalid_spec_with_exit_1(romsmith_cli, tmp_path):
    spec = json.loads((ROOT / "romsmith" / "generators" / "examples" / "lost_crown.json").read_text())
    spec["cast"][0]["sprite"] = "puny_knight"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(spec))
    result = romsmith_cli("build", str(path), "--out", str(tmp_path / "o"), "--json")
    assert result.returncode == 1
    report = json.loads(result.stdout)
    assert report["verdict"] == "failed" and "puny_knight" in json.dumps(report["failure"])


@pytest.mark.slow  # a new process each, importing litellm to check the model
@pytest.mark.parametrize(
    "args, needle",
    [
        (["new", ""], "empty"),
        (["new", "x", "--model", "nosuch/thing"], "does not know"),
        (["new", "x", "--model", "gpt-4o-mini"], "OPENAI_API_KEY"),
        (["resume", "missing-session"], "no trace"),
    ],
)
def test_bad_invocations_exit_2_with_a_fix(args, needle, tmp_path):
    env_home = tmp_path / "h"
    proc = _run(*args, home=env_home, timeout=120)
    assert proc.returncode == 2
    assert needle in proc.stderr and "fix:" in proc.stderr


def test_every_pipeline_command_has_help_with_an_example(romsmith_cli):
    for command in (["new"], ["resume"], ["build"], ["trace", "show"]):
        result = romsmith_cli(*command, "--help")
        assert result.returncode == 0 and "Example" in result.stdout, command
