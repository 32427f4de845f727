"""`romsmith play OUT` and the player in report.html, in a real headless Chromium.

One game is built once for the module; the browser then loads the served report, boots the ROM in
mGBA (WebAssembly), presses keys and on-screen buttons, saves, reloads and loads.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from browser import Browser
from PIL import Image, ImageChops

pytestmark = pytest.mark.e2e  # a browser playing the ROM

ROOT = Path(__file__).resolve().parent.parent
EXE = str(Path(sys.executable).parent / "romsmith")
STATE = "document.getElementById('play')?.dataset.state"
AUDIO = "document.getElementById('play')?.dataset.audio"
FRAMES = "Number(document.getElementById('play').dataset.frames)"
STATUS = "document.querySelector('.play-status').textContent"
SAVES = 25
SAVE_BURST = f"""(() => {{
  const save = document.querySelector('[data-action=save]');
  window.saveClicks = 0;
  const click = () => {{ save.click(); window.saveClicks += 1; }};
  click();
  const timer = setInterval(() => {{ click(); if (window.saveClicks >= {SAVES}) clearInterval(timer); }}, 50);
}})()"""


@pytest.fixture(scope="module")
def game(toolchain, tmp_path_factory) -> Path:
    base = tmp_path_factory.mktemp("play")
    out = base / "out"
    spec = ROOT / "romsmith" / "generators" / "examples" / "lost_crown.json"
    env = {**os.environ, "ROMSMITH_HOME": str(base / "home")}
    proc = subprocess.run(
        [EXE, "build", str(spec), "--out", str(out), "--no-playtest", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return out


@pytest.fixture
def served(game):
    """`romsmith play OUT --port 0` as a user starts it; yields the address it printed; Ctrl-C
    (SIGINT) must then stop it cleanly."""
    proc = subprocess.Popen(
        [EXE, "play", str(game), "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        line = proc.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:\d+/report\.html", line)
        assert match, f"no address printed: {line!r}"
        yield match.group(0)
    finally:
        proc.send_signal(signal.SIGINT)
        _out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0 and "stopped" in err and "Traceback" not in err, err


def _changed(a: Image.Image, b: Image.Image) -> float:
    """The share of pixels that differ visibly between two same-size pictures."""
    diff = ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v > 32 else 0)
    return diff.histogram()[255] / (a.width * a.height)


def _canvas(page, box) -> Image.Image:
    return page.screenshot(box).resize((240, 160), Image.NEAREST)


def _wait_changed(page, box, reference, share=0.25, timeout=45) -> Image.Image:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        shot = _canvas(page, box)
        if _changed(reference, shot) > share:
            return shot
        time.sleep(0.3)
    raise AssertionError(f"the screen did not change: {_changed(reference, shot):.0%} of pixels differ")


def _wait_back(page, box, reference, timeout=45) -> None:
    """Wait until the screen shows `reference` again (less than 15% of its pixels differ)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        shot = _canvas(page, box)
        if _changed(reference, shot) < 0.15:
            return
        time.sleep(0.3)
    raise AssertionError(f"the screen did not come back: {_changed(reference, shot):.0%} of pixels differ")


def _boot(page) -> dict:
    page.wait_for(f"{STATE} === 'running'", timeout=120)
    page.wait_for(f"{FRAMES} > 120", timeout=90)
    box = page.box("#play-canvas")
    return {key: round(value) for key, value in box.items()}


def test_served_report_boots_the_rom_and_answers_keys_buttons_and_saves(served, tmp_path):
    origin = served.rsplit("/", 1)[0]
    with Browser(tmp_path / "profile") as browser:
        page = browser.open(served)
        box = _boot(page)
        assert page.evaluate("self.crossOriginIsolated") is True
        title = _canvas(page, box)
        assert len(title.getcolors(240 * 160)) > 8, "the game's title screen is drawn, not a blank canvas"
        time.sleep(2)
        still = _canvas(page, box)
        assert _changed(title, still) < 0.15, "without a key the title screen stays"

        assert page.evaluate(AUDIO) == "suspended", "the game opened its sound output, held until a gesture"
        page.press("Enter")  # START on the keyboard
        # Save at once and every 50 ms for over a second: the game enters its first scene and writes
        # its own battery save meanwhile, and a Save that waited on that write froze the page
        page.evaluate(SAVE_BURST)
        page.wait_for(f"window.saveClicks >= {SAVES}", timeout=90)  # the page kept answering its timer
        page.wait_for(f"{STATUS} === 'Saved in this browser.'")
        playing = _wait_changed(page, box, still)
        page.wait_for(f"{AUDIO} === 'running'", timeout=60)  # the key press was the gesture sound waits for

        # Sound answers at once, not after a Save still waiting for the end of a frame
        label = page.evaluate(
            "(() => { const b = (a) => document.querySelector(`[data-action=${a}]`);"
            " b('save').click(); b('sound').click(); return b('sound').textContent; })()"
        )
        assert label == "Sound on", "Sound off took effect within its click"
        page.wait_for(f"{STATUS} === 'Saved in this browser.'")
        page.evaluate("document.querySelector('[data-action=sound]').click()")

        page.evaluate("document.querySelector('[data-action=pause]').click()")
        page.wait_for(f"{STATE} === 'paused'")
        time.sleep(0.5)  # the page shows the frame count every 250 ms
        frames = page.evaluate(FRAMES)
        time.sleep(1)
        assert page.evaluate(FRAMES) == frames, "paused, the game runs no frames"
        page.evaluate(f"{STATUS} = ''; document.querySelector('[data-action=save]').click()")  # saving while paused
        page.wait_for(f"{STATUS} === 'Saved in this browser.'")
        page.evaluate("document.querySelector('[data-action=pause]').click()")
        page.wait_for(f"{STATE} === 'running' && {FRAMES} > {frames}")

        page.evaluate("window.beforeReload = true")
        page.send("Page.reload")  # a new page: the emulator starts over from the title screen
        page.wait_for("!window.beforeReload")
        box = _boot(page)
        assert page.evaluate("document.querySelector('[data-action=load]').disabled") is False, "the save was kept"
        again = _canvas(page, box)
        assert _changed(again, playing) > 0.25, "the reloaded game starts at its title"
        page.tap(".pad-start")  # START on screen
        _wait_changed(page, box, again)

        page.evaluate("document.querySelector('[data-action=load]').click()")
        page.wait_for(f"{STATUS} === 'Loaded the saved game.'")
        page.evaluate("document.querySelector('[data-action=restart]').click()")
        page.wait_for(f"{STATUS} === 'Restarted.'")
        _wait_back(page, box, again)  # the title screen again

        assert page.console_errors == []
        outside = [u for u in page.requests if not u.startswith((origin + "/", "data:"))]
        assert outside == [], "nothing is fetched from outside the local server"
        assert f"{origin}/_romsmith/player/mgba.wasm" in page.requests and f"{origin}/game.gba" in page.requests


def test_report_opened_as_a_file_says_how_to_play(game, tmp_path):
    with Browser(tmp_path / "profile") as browser:
        page = browser.open((game / "report.html").as_uri())
        page.wait_for("document.readyState === 'complete'")
        time.sleep(0.5)
        assert page.evaluate(STATE) == "offline"
        text = page.evaluate("document.querySelector('#play .play-status').textContent")
        assert f"romsmith play {game}" in text
        assert page.evaluate("document.querySelectorAll('.shots img').length") >= 3, "the screenshots stay"
        assert page.console_errors == []
        assert all(u.startswith(("file:", "data:")) for u in page.requests), page.requests


def test_server_sends_isolation_headers_and_only_the_folder(served):
    origin = served.rsplit("/", 1)[0]
    for path in ("/report.html", "/game.gba", "/_romsmith/player/mgba.wasm", "/_romsmith/player/MPL-2.0.txt"):
        with urllib.request.urlopen(origin + path, timeout=10) as answer:
            assert answer.headers["Cross-Origin-Opener-Policy"] == "same-origin"
            assert answer.headers["Cross-Origin-Embedder-Policy"] == "require-corp"
    with urllib.request.urlopen(origin + "/_romsmith/player/mgba.wasm", timeout=10) as answer:
        assert answer.headers["Content-Type"] == "application/wasm"
    for path in ("/_romsmith/player/package.json", "/../../etc/passwd", "/screens/"):
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(origin + path, timeout=10)
        assert refused.value.code == 404, path


def test_play_needs_a_folder_with_a_report(tmp_path):
    proc = subprocess.run([EXE, "play", str(tmp_path), "--port", "0"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "no report.html" in proc.stderr and "fix:" in proc.stderr


def test_player_files_match_their_pins():
    from romsmith.play import player_files

    files = player_files()
    sums = (ROOT / "romsmith" / "play" / "web" / "SHA256SUMS").read_text()
    assert set(re.findall(r"  (\S+)", sums)) == {"mgba.js", "mgba.wasm"} <= set(files)
    lock = json.loads((ROOT / "romsmith" / "play" / "web" / "package-lock.json").read_text())
    assert lock["packages"]["node_modules/@thenick775/mgba-wasm"]["version"] == "2.5.1"
