"""`romsmith eval`: every prompt x seed x arm (x model) as a session, then the paired statistics."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import click


@click.command("eval")
@click.option(
    "--prompts", "prompts_file", required=True, type=click.Path(dir_okay=False), help="one game idea per line"
)
@click.option("--seeds", default=3, show_default=True, type=int, help="seeds 0..N-1 per prompt")
@click.option(
    "--model", "models", multiple=True, help="a model id; repeat to compare models (default offline/designer)"
)
@click.option(
    "--arms",
    default="memory-off,memory-on,aa",
    show_default=True,
    help="memory-off, memory-on; aa adds the A/A noise floor (the first arm split by seed)",
)
@click.option("--out", "out", default="out/eval", show_default=True, type=click.Path(file_okay=False))
@click.option(
    "--shape",
    type=click.Choice(["auto", "parts", "items"]),
    default="auto",
    show_default=True,
    help="how agents write: whole parts, or one small item per call (auto: items for local models)",
)
@click.option(
    "--constrain-ids/--free-ids",
    default=None,
    help="items shape: sprite ids and themes as enums of what the validator accepts (default: on for local models)",
)
@click.option("--toolchain", type=click.Choice(["docker", "host"]), default=None, help="where to compile")
@click.option("--playtest", is_flag=True, help="also play every ROM to its win screen (slow, informational)")
@click.option("--mining-model", default=None, help="model that words mined guidelines (default: setting mining_model)")
@click.option("--content-only", is_flag=True, help="stop each run once its content is settled (no build)")
@click.option(
    "--shard",
    default=None,
    help="I/N: run only the prompts whose index is I modulo N (N processes share OUT; each keeps its own vault)",
)
@click.option("--report-only", is_flag=True, help="summarise the runs finished so far; run nothing")
@click.option("--json", "as_json", is_flag=True, help="print the summary as JSON")
def eval_command(
    prompts_file,
    seeds,
    models,
    arms,
    out,
    shape,
    constrain_ids,
    toolchain,
    playtest,
    mining_model,
    content_only,
    shard,
    report_only,
    as_json,
):
    """Measure what repair and memory do: runs, per-arm metrics, paired differences.

    \b
    Every prompt x seed x arm is one session (arms differ only in what they name:
    memory-off, memory-on with a vault warmed by earlier runs of this eval). Per arm:
    first-pass valid rate, invented-id rate, repair rounds, verified rate, prompt
    fidelity, tokens, cost and seconds per game; per pair of arms the difference with a
    95% bootstrap interval and an exact McNemar (yes/no) or sign-test (numbers) p, with
    the A/A difference beside it. OUT gets runs.jsonl (a killed eval resumes from it),
    summary.json, attribution.json (per guideline) and eval.html.
    Examples:
      romsmith eval --prompts docs/eval_prompts.txt --seeds 3 --model local/smollm2
      romsmith eval --prompts ideas.txt --seeds 2 --model offline/designer --model local/smollm2 --json
      romsmith eval --prompts ideas.txt --model local/smollm2 --free-ids --out out/eval-free
    """
    from romsmith.eval import evaluate, read_prompts
    from romsmith.kernel.config import load_settings

    prompts = read_prompts(Path(prompts_file))
    models = list(models) or [load_settings().model]
    command = (
        "romsmith " + " ".join(shlex.quote(a) for a in sys.argv[1:]) if sys.argv[1:2] == ["eval"] else "romsmith eval"
    )
    summary = evaluate(
        prompts,
        seeds=seeds,
        models=models,
        arms=arms,
        out=Path(out),
        options={
            "shape": shape,
            "constrain_ids": constrain_ids,
            "toolchain": toolchain,
            "playtest": playtest,
            "mining_model": mining_model or load_settings().mining_model or None,
            "stop_after": "validate" if content_only else None,
            "shard": shard,
        },
        run=not report_only,
        progress=lambda line: click.echo(line, err=True),
        command=command,
    )
    if as_json:
        click.echo(json.dumps({k: summary[k] for k in ("runs", "arms", "comparisons", "aa")}, indent=1, default=str))
        return
    click.echo(table(summary))
    if summary.get("memory_chain") and summary["memory_chain"].get("guidelines_mined"):
        click.echo("\nmemory chain (memory-on runs): " + json.dumps(summary["memory_chain"]))
    click.echo(f"\n{Path(out).resolve() / 'eval.html'}  (attribution: {summary['attribution']})")


def table(summary: dict) -> str:
    """The per-arm table and the comparisons as Markdown (what docs/EVAL.md shows)."""
    from romsmith.eval._html import _fmt
    from romsmith.eval._metrics import METRICS

    metrics = list(METRICS)
    lines = ["| arm | runs | " + " | ".join(METRICS[m][0] for m in metrics) + " |"]
    lines.append("|---" * (len(metrics) + 2) + "|")
    for name, values in summary["arms"].items():
        lines.append(
            f"| {name} | {values.get('runs', 0)} | " + " | ".join(_fmt(values.get(m), m) for m in metrics) + " |"
        )
    lines += [
        "",
        "| a | b | metric | diff (b - a) | 95% CI | p | pairs | A/A diff |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for c in summary["comparisons"]:
        ci = "n/a" if not c["ci"] else f"[{_fmt(c['ci'][0])}, {_fmt(c['ci'][1])}]"
        lines.append(
            f"| {c['a']} | {c['b']} | {METRICS[c['metric']][0]} | {_fmt(c['diff'])} | {ci} | {_fmt(c['p'])} | "
            f"{c['n']} | {_fmt(c.get('aa_diff'))} |"
        )
    return "\n".join(lines)
