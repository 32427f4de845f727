"""Batch throughput: verified games per hour with offline/designer for 1 and 2 local workers and
2 Celery workers (Redis and PostgreSQL started here on 127.0.0.1), and where a game's time goes.

    .venv/bin/python benchmarks/bench_batch.py [--ideas 8] [--seeds 6] [--skip-celery]

Each configuration runs `romsmith batch` on the same ideas x seeds in a fresh ROMSMITH_HOME (so
each starts with a cold engine object cache and an empty memory, and its workers' start-up and
warm-up are inside the measured time). Targets: at least 600 verified games per hour with 2
workers, and 2 local workers at least 1.6x one. A last local run holds its one worker to one
core (ROMSMITH_CORES=1, what a batch of two gives each of its workers): a single worker otherwise
spreads over both cores (compiler jobs, BLAS threads, its miner), which caps what a second adds.

Printed per configuration: the rate, the mean split of a game's seconds by stage (write, validate,
generate, build, verify, report, memory, other; they add up to the game's seconds), the model
calls' and retrievals' own seconds inside the write leg, the CPU seconds the batch's processes
used (Docker's compilers not counted), and the load average before and after: the machine is
shared, so wall-clock rates move with its load; the ratio of two configurations run one after
the other is the steadier figure. Last, what a second busy process adds to one in the same
session and in a session of its own: Linux's autogroup scheduling gives each session one share
of a busy machine, so there a second local worker (in the batch's session) adds little CPU,
while Celery workers, started as services of their own here, each get a share.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
EXE = str(Path(sys.executable).parent / "romsmith")
IDEAS = [
    "a frog seeks the golden fly",
    "a knight rescues the princess from a haunted castle",
    "a robot explores the desert ruins",
    "a wizard climbs the frozen tower",
    "a fox guards the village from wolves",
    "a pirate hunts treasure in the sunken cave",
    "a baker crosses the forest to the royal feast",
    "a ghost looks for its lost name in the old manor",
]


def clean_env(**extra) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ROMSMITH_")}
    return {**env, **extra}


def run_batch(base: Path, name: str, args: list[str], env: dict) -> dict:
    folder = base / name
    folder.mkdir()
    (folder / "ideas.txt").write_text((base / "ideas.txt").read_text())
    load = os.getloadavg()[0]
    cpu = _children_cpu()
    busy = _machine_busy()
    start = time.perf_counter()
    proc = subprocess.run(
        [EXE, "batch", "ideas.txt", "--out", "out", "--json", *args],
        capture_output=True,
        text=True,
        cwd=folder,
        env={**env, "ROMSMITH_HOME": str(folder / "home")},
        timeout=3600,
    )
    wall = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        sys.exit(f"{name}: romsmith batch exited {proc.returncode}:\n{proc.stderr[-3000:]}")
    summary = json.loads(proc.stdout)
    summary["wall"] = wall
    summary["cpu"] = _children_cpu() - cpu
    summary["cores"] = (_machine_busy() - busy) / wall
    summary["load"] = (load, os.getloadavg()[0])
    return summary


def _children_cpu() -> float:
    """User + system CPU seconds of the finished child processes (the batch and its workers)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _machine_busy() -> float:
    """CPU seconds the whole machine has spent busy since boot (every process, Docker's compilers
    and other work included), from /proc/stat: over a run's wall time, how many cores it kept busy."""
    fields = Path("/proc/stat").read_text().splitlines()[0].split()[1:]
    user, nice, system, _idle, _iowait, irq, softirq, steal = (int(v) for v in fields[:8])
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def celery_batch(base: Path, args: list[str], workers: int) -> dict:
    from services import postgres_server, redis_server

    cpu = _children_cpu()
    with redis_server() as broker, postgres_server() as pg:
        shared = {"ROMSMITH_CHECKPOINT_URL": pg, "ROMSMITH_MEMORY_URL": pg}
        procs = []
        for i in range(workers):
            log = open(base / f"worker-{i}.log", "w")  # noqa: SIM115 - closed below
            env = clean_env(ROMSMITH_HOME=str(base / f"worker-home-{i}"), **shared)
            procs.append(
                (
                    subprocess.Popen(
                        [EXE, "worker", "--broker", broker, "--name", f"w{i}@bench"],
                        stdout=log,
                        stderr=log,
                        env=env,
                        start_new_session=True,  # a service of its own, as on a host of its own
                    ),
                    log,
                )
            )
        try:
            summary = run_batch(
                base, "celery-2", [*args, "--broker", broker, "--wait-workers", "120"], clean_env(**shared)
            )
        finally:
            for proc, log in procs:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(timeout=60)
                except subprocess.TimeoutExpired:
                    proc.kill()
                log.close()
    summary["cpu"] = _children_cpu() - cpu  # the workers' too (Redis and PostgreSQL included)
    return summary


BURN = "import time\nt = time.time()\nwhile time.time() - t < {s}: pass\nprint(time.process_time())"


def session_share(seconds: float = 4.0) -> tuple[float, float]:
    """CPU seconds that 2 busy processes get together, over what 1 gets, (in this session, in
    sessions of their own): with the kernel's autogroup scheduling a session's processes share
    one slice of a busy machine, so a second worker in the same session adds no CPU."""

    def burn(n: int, own_session: bool) -> float:
        code = BURN.format(s=seconds)
        procs = [
            subprocess.Popen(
                [sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, start_new_session=own_session
            )
            for _ in range(n)
        ]
        return sum(float(p.communicate()[0]) for p in procs)

    # interleaved, and one alone measured before and after: the machine's load moves meanwhile
    first, same, own, last = burn(1, False), burn(2, False), burn(2, True), burn(1, False)
    one = (first + last) / 2
    return same / one, own / one


def show(name: str, s: dict) -> float:
    rate = s["verified"] * 3600 / s["wall"]
    split = s.get("mean_split") or {}
    inside = s.get("mean_inside") or {}
    print(
        f"{name:<10} {s['total']:3d} games  {s['verified']:3d} verified  {s['wall']:7.1f} s  "
        f"{rate:7.0f} verified/hour  ({s['wall'] / max(1, s['total']):5.2f} s a game)"
    )
    print("           mean seconds per game: " + ", ".join(f"{k} {v:.2f}" for k, v in split.items()))
    print(
        "           inside write (summed over parallel calls): " + ", ".join(f"{k} {v:.2f}" for k, v in inside.items())
    )
    if "cpu" in s:
        print(
            f"           CPU {s['cpu']:.1f} s ({s['cpu'] / max(1, s['total']):.2f} s a game, Docker builds not counted); "
            f"load average {s['load'][0]:.1f} before, {s['load'][1]:.1f} after"
        )
    if "cores" in s:
        print(f"           cores the machine kept busy meanwhile: {s['cores']:.2f} of {os.cpu_count()} (all processes)")
    for g in s["games"]:
        if g.get("verdict") != "verified":
            print(f"           not verified: {g['folder']}: {g.get('verdict')}: {(g.get('reason') or '')[:300]}")
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ideas", type=int, default=8, help=f"how many ideas (at most {len(IDEAS)})")
    # 48 games, about the fifty variants of an overnight batch: each worker's start-up (imports,
    # warm-up, the first engine compile) is paid once, and over a dozen games it is a third of the time
    parser.add_argument("--seeds", type=int, default=6)
    parser.add_argument("--skip-celery", action="store_true")
    args = parser.parse_args()
    games = ["--seeds", str(args.seeds)]
    with tempfile.TemporaryDirectory(prefix="bench-batch-") as tmp:
        base = Path(tmp)
        (base / "ideas.txt").write_text("\n".join(IDEAS[: args.ideas]) + "\n")
        print(f"{args.ideas} ideas x {args.seeds} seeds, offline/designer, docker toolchain, {os.cpu_count()} cores\n")
        one = show("local-1", run_batch(base, "local-1", [*games, "--workers", "1"], clean_env()))
        two = show("local-2", run_batch(base, "local-2", [*games, "--workers", "2"], clean_env()))
        print(f"\n2 local workers / 1: {two / one:.2f}x (target >= 1.6x); 2 workers: {two:.0f}/hour (target >= 600)")
        # one worker already spreads over every core (compiler jobs, BLAS threads, its miner
        # thread); held to one core, as each of the two is, it shows what the second worker adds
        held = show("local-1c", run_batch(base, "local-1c", [*games, "--workers", "1"], clean_env(ROMSMITH_CORES="1")))
        print(f"2 local workers / 1 worker held to one core: {two / held:.2f}x")
        if not args.skip_celery:
            print()
            cel = show("celery-2", celery_batch(base, games, 2))
            print(f"\n2 Celery workers / 1 local: {cel / one:.2f}x; {cel:.0f}/hour (target >= 600)")
    load = os.getloadavg()
    print(f"\nload average after the runs: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f} (other work on this machine)")
    same, own = session_share()
    print(
        f"CPU two busy processes get over one: {same:.2f}x in one session, {own:.2f}x in sessions of their own "
        "(local workers share the batch's session; the Celery workers here each have their own)"
    )


if __name__ == "__main__":
    main()
