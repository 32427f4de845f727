"""Fault campaign: hundreds of real runs, each with one fault injected, and what romsmith made of them.

    .venv/bin/python benchmarks/bench_faults.py [--runs 300] [--seed 1] [--kinds c_byte,race] [--json FILE]

Fault kinds (benchmarks/_faults/kinds.py): a random byte of the generated C broken, an undefined
symbol, a boot hang, a blank screen, a corrupted header, the ROM replaced between build and
verify, model output that is garbage or truncated, kill -9 at a random moment then resume, a dead
Docker daemon, a corrupt vault file, two runs racing for one output folder, a link out of a
folder `romsmith play` serves, two batches racing for one folder, a batch killed with SIGKILL
(its workers must end with it), a verify asked for an absurd number of frames. Everything is real:
the build runs in the toolchain container, mGBA boots the ROM, the memory is the Chroma-indexed
vault in the bench's own ROMSMITH_HOME (seeded with guidelines before the first run).

One table per kind: runs, verdict counts, then the six columns that must stay 0 (false
`verified`, tracebacks, wrong exit codes, guidelines lost, files leaked, orphan processes; see
_faults/harness.py). Exit status 1 when any of them is not 0. The runs are spread over the kinds
by the weights below; `--runs 15` runs each kind once (tests/test_bench_faults.py runs a slice of
it).
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _faults.harness import Bench, Outcome, timed
from _faults.kinds import KINDS

# share of the runs per kind: cheap in-process faults get more runs than the ones that start
# processes (kill -9 and resume, two racing builds)
WEIGHTS = {
    "c_byte": 15,
    "undefined_symbol": 10,
    "boot_hang": 11,
    "blank_screen": 9,
    "corrupt_header": 13,
    "rom_replaced": 10,
    "model_garbage": 10,
    "kill_resume": 3,
    "dead_docker": 9,
    "corrupt_vault": 5,
    "race": 4,
    "served_symlink": 8,
    "batch_race": 2,
    "batch_killed": 2,
    "huge_frames": 8,
}
MUST_BE_ZERO = ("false_verified", "traceback", "wrong_exit", "lost", "leaked", "orphans")
SEED_GUIDELINES = [
    "Copy cast sprite ids from the pack list; puny_knight does not exist, for a knight use puny_soldier.",
    "Declare every flag in /flags before a trigger or a dialogue effect sets it.",
    "A warp must name a scene id that exists in /scenes.",
    "Keep dialogue pages within four lines of 28 characters; split long speeches into pages.",
    "Give every NPC a dialogue, or it stands silent.",
    "The win flag must be set by something the player can reach.",
    "Scene rows use only legend characters of the scene's theme.",
    "Items given by a dialogue must be declared in /items.",
    "Put the player in the start scene on a walkable cell.",
    "A gate needs a flag that can be set on the near side, or it never opens.",
    "Boss hp is at most 10; give the boss a defeat flag the win condition checks.",
    "Ids are lower snake_case: they become C symbols.",
]


def plan(runs: int, kinds: list[str], rng: random.Random) -> list[str]:
    """`runs` kind names in a shuffled order: at least one of each, the rest by weight."""
    total = sum(WEIGHTS[k] for k in kinds)
    counts = {k: max(1, round(runs * WEIGHTS[k] / total)) for k in kinds}
    while sum(counts.values()) > max(runs, len(kinds)):
        counts[max(counts, key=counts.get)] -= 1
    while sum(counts.values()) < runs:
        counts[max(kinds, key=lambda k: WEIGHTS[k] / counts[k])] += 1
    order = [k for k, n in counts.items() for _ in range(n)]
    rng.shuffle(order)
    return order


def prepare(bench: Bench, kinds: list[str], log) -> None:
    """Seed the vault, warm the toolchain, and build the pool of working ROMs the faults reuse."""
    from romsmith.generators.spec.samples import example_spec
    from romsmith.memory import open_store
    from romsmith.pipeline.api import build

    store = open_store()
    for text in SEED_GUIDELINES:
        store.add(text, tools=["bench"])
    for n, title in enumerate(["Lost Crown", "Pool Alpha"]):
        spec = example_spec()
        spec["title"] = title
        report = build(spec, out=bench.root / f"pool-{n}", playtest=False)
        if report.verdict != "verified":
            sys.exit(f"the unfaulted run did not verify ({report.verdict}): {report.failure}")
        (bench.root / f"pool-{n}-{'example' if n == 0 else title.split()[1].lower()}.gba").write_bytes(
            report.rom_path.read_bytes()
        )
        log(f"pool ROM {n}: {title} verified in {sum(report.stages.values()):.1f} s")
    if "kill_resume" not in kinds:
        return
    # how long a `romsmith new` takes end to end here, so kill -9 lands anywhere in it
    start = time.perf_counter()
    from _faults.harness import cli

    proc = cli("new", "a thief steals the moon", "--out", str(bench.fresh("timing")), "--no-playtest", "--json")
    bench.kill_window = max(2.0, time.perf_counter() - start)
    log(f"`romsmith new` took {bench.kill_window:.1f} s (exit {proc.returncode}): kills land in that window")


def run(runs: int, seed: int, kinds: list[str], log=print) -> dict[str, list[Outcome]]:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="romsmith-faults-") as tmp:
        bench = Bench(Path(tmp), rng)
        prepare(bench, kinds, log)
        results: dict[str, list[Outcome]] = collections.defaultdict(list)
        order = plan(runs, kinds, rng)
        started = time.perf_counter()
        for n, kind in enumerate(order, 1):
            outcome = timed(lambda kind=kind: KINDS[kind](bench))
            results[kind].append(outcome)
            bad = [c for c in MUST_BE_ZERO if getattr(outcome, c)]
            if bad or n % 25 == 0 or n == len(order):
                flag = f"  <-- {', '.join(bad)}: {outcome.note}" if bad else ""
                log(
                    f"[{time.perf_counter() - started:7.1f}s] {n}/{len(order)} {kind}: {outcome.verdict} "
                    f"exit {outcome.exit_code}{flag}"
                )
        _stop_containers(bench)
        return dict(results)


def _stop_containers(bench: Bench) -> None:
    from romsmith.rom_build import _docker_runner, _toolchain

    try:
        _docker_runner.remove_containers(_toolchain.docker_client(), mounted_under=bench.root)
    except Exception:
        pass


def table(results: dict[str, list[Outcome]]) -> str:
    verdicts = ("verified", "failed", "not_built", "refused", "error", "crash")
    head = [
        "kind",
        "runs",
        *verdicts,
        "false verified",
        "tracebacks",
        "wrong exit",
        "lost",
        "leaked",
        "orphans",
        "s/run",
    ]
    rows = []
    for kind in KINDS:
        outs = results.get(kind)
        if not outs:
            continue
        count = collections.Counter(o.verdict for o in outs)
        rows.append(
            [
                kind,
                len(outs),
                *[count.get(v, 0) for v in verdicts],
                sum(o.false_verified for o in outs),
                sum(o.traceback for o in outs),
                sum(o.wrong_exit for o in outs),
                sum(o.lost for o in outs),
                sum(o.leaked for o in outs),
                sum(o.orphans for o in outs),
                f"{sum(o.seconds for o in outs) / len(outs):.1f}",
            ]
        )
    all_outs = [o for outs in results.values() for o in outs]
    rows.append(
        [
            "all",
            len(all_outs),
            *[sum(o.verdict == v for o in all_outs) for v in verdicts],
            sum(o.false_verified for o in all_outs),
            sum(o.traceback for o in all_outs),
            sum(o.wrong_exit for o in all_outs),
            sum(o.lost for o in all_outs),
            sum(o.leaked for o in all_outs),
            sum(o.orphans for o in all_outs),
            f"{sum(o.seconds for o in all_outs) / max(1, len(all_outs)):.1f}",
        ]
    )
    widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(len(head))]
    line = lambda r: "| " + " | ".join(str(c).ljust(w) for c, w in zip(r, widths, strict=True)) + " |"  # noqa: E731
    return "\n".join([line(head), "|" + "|".join("-" * (w + 2) for w in widths) + "|", *map(line, rows)])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--kinds", default=",".join(KINDS), help="comma-separated subset of: " + ", ".join(KINDS))
    parser.add_argument("--json", dest="json_path", default=None, help="also write every outcome to this file")
    args = parser.parse_args()
    kinds = [k for k in args.kinds.split(",") if k]
    unknown = set(kinds) - set(KINDS)
    if unknown:
        parser.error(f"unknown kinds: {', '.join(sorted(unknown))}")
    started = time.perf_counter()
    results = run(args.runs, args.seed, kinds)
    print()
    print(table(results))
    print(f"\n{sum(map(len, results.values()))} runs in {time.perf_counter() - started:.0f} s (seed {args.seed})")
    if args.json_path:
        Path(args.json_path).write_text(
            json.dumps({k: [o.__dict__ for o in v] for k, v in results.items()}, indent=1, default=str)
        )
    failing = [c for c in MUST_BE_ZERO for outs in results.values() for o in outs if getattr(o, c)]
    sys.exit(1 if failing else 0)


if __name__ == "__main__":
    main()
