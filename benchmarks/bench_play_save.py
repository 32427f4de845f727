"""Save right after START in the browser player: how often the page stops answering.

For each cycle a fresh headless Chromium (empty profile, so the game has no battery save yet) opens
the served report, waits for the title screen, presses START, then clicks Save at once and every
40 ms for 1.5 s while the game enters its first scene and writes its own battery save; then Load.
A page that does not answer within 20 s counts as frozen. Given several player.js files (say, an
older one from git), cycles alternate between them, each served by its own server from the same
output folder, so they share the machine's load; one line per cycle, then a tally per file.

    git show REV:romsmith/play/web/player.js > /tmp/player.old.js
    .venv/bin/python benchmarks/bench_play_save.py OUT --cycles 100 \\
        --player /tmp/player.old.js --player romsmith/play/web/player.js

OUT is a built game's output folder (`romsmith build romsmith/generators/examples/lost_crown.json
--out OUT --no-playtest`); the default player is the installed one.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from browser import Browser  # noqa: E402

from romsmith.play import _server  # noqa: E402
from romsmith.play._assets import WEB, player_files  # noqa: E402

PLAY = "document.getElementById('play')"
STATUS = "document.querySelector('.play-status').textContent"
BURST = """(() => { const save = document.querySelector('[data-action=save]'); save.click();
  const t0 = performance.now();
  const timer = setInterval(() => { save.click(); if (performance.now() - t0 > 1500) clearInterval(timer); }, 40);
})()"""


def _server_for(out: Path, player: Path) -> _server.PlayServer:
    """The output folder served as `romsmith play` does, with `player` as player.js."""
    server = _server.serve(out, port=0)
    handler = type("Handler", (_server._Handler,), {"player": {**player_files(), "player.js": player}})
    folder = str(out.resolve())
    server.httpd.RequestHandlerClass = lambda *args, **kwargs: handler(*args, directory=folder, **kwargs)
    return server.start()


def _cycle(url: str) -> str:
    """One fresh browser: START, Saves at once, Load; what happened ('ok' or why not)."""
    with Browser(Path(tempfile.mkdtemp(prefix="bench-play-")) / "profile") as browser:
        page = browser.open(url)
        page.wait_for(f"{PLAY}?.dataset.state === 'running'", timeout=120)
        page.wait_for(f"Number({PLAY}.dataset.frames) > 120", timeout=120)
        page.press("Enter", hold=0.1)
        try:
            page.evaluate(BURST, timeout=20)
            time.sleep(2.0)
            page.evaluate("1", timeout=20)
            page.wait_for("document.querySelector('[data-action=load]').disabled === false", timeout=30)
            page.wait_for(f"{STATUS} === 'Saved in this browser.'", timeout=30)
            page.evaluate("document.querySelector('[data-action=load]').click()", timeout=20)
            page.wait_for(f"{STATUS} === 'Loaded the saved game.'", timeout=30)
            frames = page.evaluate(f"Number({PLAY}.dataset.frames)", timeout=20)
            time.sleep(1)
            if page.evaluate(f"Number({PLAY}.dataset.frames)", timeout=20) <= frames:
                return "the game stopped running frames"
        except TimeoutError as exc:
            return f"FROZEN: {exc}" if "main thread is blocked" in str(exc) else f"timeout: {exc}"
        return "ok"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="a built game's output folder (report.html, game.gba)")
    parser.add_argument("--cycles", type=int, default=20, help="cycles in all, alternating between the players")
    parser.add_argument("--player", type=Path, action="append", help="a player.js to serve (repeatable)")
    args = parser.parse_args()
    players = [p.resolve() for p in args.player or [WEB / "player.js"]]
    names = [f"{p.parent.name}/{p.name}" if [q.name for q in players].count(p.name) > 1 else p.name for p in players]
    servers = [_server_for(args.out, player) for player in players]
    tally = {name: {"cycles": 0, "frozen": 0, "other": 0} for name in names}
    try:
        for number in range(args.cycles):
            which = number % len(players)
            outcome = _cycle(servers[which].url)
            counts = tally[names[which]]
            counts["cycles"] += 1
            counts["frozen" if outcome.startswith("FROZEN") else "other"] += outcome != "ok"
            print(f"cycle {number + 1} {names[which]}: {outcome} (load {os.getloadavg()[0]:.1f})", flush=True)
    finally:
        for server in servers:
            server.stop()
    print(f"{os.cpu_count()} cores, load now {os.getloadavg()[0]:.1f} / {os.getloadavg()[1]:.1f} (1 / 5 min)")
    for name, counts in tally.items():
        rate = counts["frozen"] / counts["cycles"] if counts["cycles"] else 0
        print(
            f"{name}: {counts['frozen']} frozen in {counts['cycles']} cycles ({rate:.0%}), {counts['other']} other failures"
        )


if __name__ == "__main__":
    main()
