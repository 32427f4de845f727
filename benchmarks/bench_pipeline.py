"""Pipeline figures: per-stage seconds of a warm `romsmith new` with the offline model, prompt
tokens per agent call, and CLI start-up time.

    .venv/bin/python benchmarks/bench_pipeline.py [--prompt "..."] [--runs 2] [--toolchain docker]

The first run warms the toolchain (engine object cache, build container); the figures are from
the runs after it. Targets: warm end-to-end under 10 s; `romsmith --help` under 0.5 s.
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
from pathlib import Path

EXE = str(Path(sys.executable).parent / "romsmith")


def run_new(prompt: str, home: Path, out: Path, toolchain: str, seed: int) -> tuple[float, dict]:
    env = {**os.environ, "ROMSMITH_HOME": str(home)}
    start = time.perf_counter()
    proc = subprocess.run(
        [EXE, "new", prompt, "--out", str(out), "--seed", str(seed), "--json", "--toolchain", toolchain],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    wall = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"romsmith new failed ({proc.returncode}):\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}")
    return wall, json.loads(proc.stdout)


def llm_calls(trace: Path) -> list[dict]:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from romsmith.kernel.trace import read_trace

    return [e for e in read_trace(trace).events if e["kind"] == "llm_call"]


def help_seconds(times: int = 7) -> list[float]:
    out = []
    for _ in range(times):
        start = time.perf_counter()
        subprocess.run([EXE, "--help"], capture_output=True, check=True)
        out.append(time.perf_counter() - start)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prompt", default="a knight rescues the princess from a haunted castle")
    parser.add_argument("--runs", type=int, default=2, help="measured runs after the warm-up run")
    parser.add_argument("--toolchain", default="docker", choices=["docker", "host"])
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="bench-pipeline-") as tmp:
        home = Path(tmp) / "home"
        wall, _ = run_new(args.prompt, home, Path(tmp) / "warm", args.toolchain, 0)
        print(f"warm-up run (cold caches): {wall:.2f} s")
        walls, stages, last = [], {}, None
        for i in range(args.runs):
            wall, report = run_new(args.prompt, home, Path(tmp) / f"run{i}", args.toolchain, 0)
            walls.append(wall)
            for name, seconds in report["stages"].items():
                stages.setdefault(name, []).append(seconds)
            last = report
        print(
            f"\nwarm `romsmith new` end-to-end, median of {args.runs}: {statistics.median(walls):.2f} s "
            f"(target < 10 s; all runs: {', '.join(f'{w:.2f}' for w in walls)})"
        )
        print("per stage (median seconds):")
        for name, values in stages.items():
            print(f"  {name:<10} {statistics.median(values):6.3f}")
        accounted = sum(statistics.median(v) for v in stages.values())
        print(f"  {'(process start, imports, memory mining)':<10} {statistics.median(walls) - accounted:6.3f}")
        print(f"\nprompt tokens per agent call (last run, verdict {last['verdict']}):")
        for call in llm_calls(Path(last["trace"])):
            print(f"  {call['node']:<13} in {call['tokens_in']:5d}  out {call['tokens_out']:5d}  {call['ms']:8.1f} ms")
    times = help_seconds()
    print(f"\n`romsmith --help`: median {statistics.median(times):.3f} s, min {min(times):.3f} s (target < 0.5 s)")


if __name__ == "__main__":
    main()
