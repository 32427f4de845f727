"""Local model figures: the llama.cpp server's generation speed (tokens/s) per thread setting, and
seconds per game from prompt to verdict with local/smollm2 with the share of time in the model.

    .venv/bin/python benchmarks/bench_local_model.py [--requests 4] [--games 3] [--toolchain docker]

Speed: one server per setting (1 thread with OMP_WAIT_POLICY=passive; 2 threads passive; 2
threads with OpenMP's default active wait, the baseline), each answering the same requests (128
tokens, fixed seed); the figure is the server's own predicted_per_second, and the ratio is
against the baseline. Then what romsmith's default (`local_threads = 0`) picks now: both counts
timed on a short answer (`models.local._threads`), the faster kept. Games: `romsmith new --model
local/smollm2 --no-memory` on varied prompts; target median under 60 s on this 2-core machine.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

EXE = str(Path(sys.executable).parent / "romsmith")
PROMPT = [
    {"role": "system", "content": "You write short stories for a game."},
    {"role": "user", "content": "Tell the story of a knight who rescues a princess from a haunted castle."},
]
SETTINGS = [  # (label, threads, OMP_WAIT_POLICY or None for OpenMP's default)
    ("1 thread, passive", 1, "passive"),
    ("2 threads, passive", 2, "passive"),
    ("2 threads, active (baseline)", 2, None),
]
GAME_PROMPTS = [
    "a frog seeks the golden fly",
    "a knight rescues the princess from a haunted castle",
    "a robot looks for its lost battery in a snowy town",
]


def tokens_per_second(threads: int, policy: str | None, requests: int, home: Path) -> list[float]:
    from romsmith.models import local
    from romsmith.models.local._server import start, stop

    saved = os.environ.pop("OMP_WAIT_POLICY", None)
    if policy:
        os.environ["OMP_WAIT_POLICY"] = policy
    try:
        record, _proc = start(local.resolve("local/smollm2"), home, warm=False, threads=threads, ctx=2048)
    finally:
        os.environ.pop("OMP_WAIT_POLICY", None)
        if saved is not None:
            os.environ["OMP_WAIT_POLICY"] = saved
    speeds = []
    try:
        for i in range(requests + 1):
            body = {"messages": PROMPT, "max_tokens": 128, "seed": i, "temperature": 0.7, "ignore_eos": True}
            request = urllib.request.Request(
                f"{record.api_base}/chat/completions",
                data=json.dumps(body).encode(),
                headers={"Content-Type": "application/json"},
            )
            with urllib.request.urlopen(request, timeout=600) as response:
                timings = json.load(response)["timings"]
            if i:  # the first request warms the caches
                speeds.append(timings["predicted_per_second"])
    finally:
        stop(record, home)
    return speeds


def measured_pick(home: Path) -> dict:
    """What `local_threads = 0` starts here now, with the speeds it measured."""
    from romsmith.models import local
    from romsmith.models.local._server import _retire, start_fastest

    home.mkdir()
    record, proc = start_fastest(local.resolve("local/smollm2"), home, warm=False, ctx=2048)
    _retire(record, proc, home)
    return json.loads((home / "local-model" / "threads.json").read_text())


def game(prompt: str, seed: int, home: Path, out: Path, toolchain: str) -> dict:
    from romsmith.kernel.trace import read_trace

    env = {**os.environ, "ROMSMITH_HOME": str(home)}
    start = time.perf_counter()
    proc = subprocess.run(
        [EXE, "new", prompt, "--model", "local/smollm2", "--seed", str(seed), "--no-memory", "--json"]
        + ["--out", str(out), "--toolchain", toolchain, "--no-playtest"],
        capture_output=True,
        text=True,
        env=env,
        timeout=1800,
    )
    wall = time.perf_counter() - start
    try:
        report = json.loads(proc.stdout)
    except ValueError:
        sys.exit(f"romsmith new gave no report ({proc.returncode}):\n{proc.stderr[-3000:]}")
    trace = Path(report.get("trace") or "")
    calls = [e for e in read_trace(trace).events if e["kind"] == "llm_call"] if trace.is_file() else []
    model_s = sum((e.get("ms") or 0) for e in calls) / 1000
    return {
        "prompt": prompt,
        "verdict": report.get("verdict"),
        "seconds": wall,
        "model_seconds": model_s,
        "calls": len(calls),
        "tokens_out": sum(e.get("tokens_out") or 0 for e in calls),
        "reason": (report.get("failure") or {}).get("message", "")[:120],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=4, help="measured requests per thread setting")
    parser.add_argument("--games", type=int, default=3, help="games from prompt to verdict (0 skips)")
    parser.add_argument("--toolchain", default="docker", choices=["docker", "host"])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-local-") as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        os.environ["ROMSMITH_HOME"] = str(home)
        print("== local server generation speed (local/smollm2, 128 tokens per request)")
        medians = {}
        for label, threads, policy in SETTINGS:
            speeds = tokens_per_second(threads, policy, args.requests, home)
            medians[label] = statistics.median(speeds)
            print(f"{label:<30} median {medians[label]:6.1f} tok/s  ({', '.join(f'{s:.1f}' for s in speeds)})")
        baseline = medians[SETTINGS[-1][0]]
        for label, _threads, _policy in SETTINGS[:-1]:
            print(f"{label:<30} {medians[label] / baseline:5.1f}x the baseline")
        picked = measured_pick(Path(tmp) / "pick-home")
        print(
            f"{'default (measured pick)':<30} {picked['threads']} thread(s) at load {picked['load']}: {picked['tokens_per_s']} tok/s"
        )
        if args.games <= 0:
            return
        print(f"\n== games from prompt to verdict (local/smollm2, toolchain {args.toolchain}, no memory)")
        results = []
        for i in range(args.games):
            prompt = GAME_PROMPTS[i % len(GAME_PROMPTS)]
            result = game(prompt, i, home, Path(tmp) / f"game{i}", args.toolchain)
            results.append(result)
            share = result["model_seconds"] / result["seconds"] if result["seconds"] else 0
            print(
                f"{result['seconds']:6.1f}s  model {result['model_seconds']:5.1f}s ({share:4.0%})  "
                f"{result['calls']:3d} calls {result['tokens_out']:5d} tokens  {result['verdict']:<9} {prompt}"
                + (f"  [{result['reason']}]" if result["reason"] else "")
            )
        seconds = [r["seconds"] for r in results]
        share = sum(r["model_seconds"] for r in results) / sum(seconds)
        verdicts = {v: sum(r["verdict"] == v for r in results) for v in {r["verdict"] for r in results}}
        print(
            f"median {statistics.median(seconds):.1f}s per game (target < 60 s); "
            f"{share:.0%} of the time in the model; verdicts {verdicts}"
        )


if __name__ == "__main__":
    main()
