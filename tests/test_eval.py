"""`romsmith eval`: the statistics against known answers, a scripted model whose invented-id rate
falls when a sprite guideline is in its prompt (a known effect; the A/A split finds none), the
offline designer end to end through the CLI (builds and boots), and resuming a killed eval."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from pipeline_helpers import designer

from romsmith.eval import _stats, evaluate
from romsmith.models import scripted

IDEAS = [
    "a frog seeks the golden fly",
    "a knight rescues the princess from a haunted castle",
    "a robot looks for its lost battery in a snowy town",
    "a ghost wants to leave the old library",
    "two sisters cross the desert to find water",
    "a baker chases the thief who stole the royal cake",
]


def test_statistics_match_hand_computed_values():
    assert _stats.binomial_two_sided(0, 6) == pytest.approx(2 / 64)
    assert _stats.mcnemar_exact([(True, False)] * 6) == pytest.approx(2 / 64)
    assert _stats.mcnemar_exact([(True, True)] * 5 + [(False, False)] * 5) == 1.0
    assert _stats.sign_test([1, 2, 3, -1, 0]) == pytest.approx(_stats.binomial_two_sided(1, 4))
    lo, hi = _stats.bootstrap_ci([1.0] * 10)
    assert lo == hi == 1.0
    lo, hi = _stats.bootstrap_ci([-1.0, 1.0] * 20)
    assert lo < 0 < hi


def test_the_bootstrap_interval_lies_at_the_known_percentiles():
    """The mean of 100 draws from fifty 0s and fifty 1s is Binomial(100, 1/2) / 100, whose 2.5th and
    97.5th percentiles are 0.40 and 0.60: the 95% interval must land there (to one step)."""
    lo, hi = _stats.bootstrap_ci([0.0, 1.0] * 50)
    assert lo == pytest.approx(0.40, abs=0.011) and hi == pytest.approx(0.60, abs=0.011)
    shifted = _stats.bootstrap_ci([0.0, 1.0] * 50, seed=1)
    assert shifted[0] == pytest.approx(0.40, abs=0.011) and shifted[1] == pytest.approx(0.60, abs=0.011)


def test_p_values_are_never_above_one():
    assert _stats.binomial_two_sided(1, 2) == 1.0
    assert _stats.mcnemar_exact([(True, False), (False, True)]) == 1.0
    for n in range(1, 13):
        for k in range(n + 1):
            assert 0.0 < _stats.binomial_two_sided(k, n) <= 1.0, (k, n)


def test_run_metrics_of_an_environment_failure_and_of_known_counts():
    from romsmith.eval._metrics import run_metrics

    no_docker = {"verdict": "not_built", "failure": {"stage": "build", "kind": "environment", "message": "no daemon"}}
    assert run_metrics(no_docker, [], None, 1.0)["verified"] is False, "a broken machine is a failed run"
    assert run_metrics({"verdict": "not_built"}, [], None, 1.0)["verified"] is None, "content only: no verdict"
    errors = [
        {"code": "unknown_sprite", "value": "puny_knight"},
        {"code": "unknown_theme", "value": "lava"},
        {"code": "bad_ref", "value": "nowhere"},
    ]
    events = [{"kind": "validation", "tool": "validate_spec", "ok": False, "args": {"errors": errors}}]
    spec = {"cast": [{}, {}, {}], "scenes": [{}, {}]}  # five id references: 3 actors, 2 scenes
    metrics = run_metrics({"verdict": "verified"}, events, spec, 2.0)
    assert metrics["invented_rate"] == 0.4 and metrics["invented_any"] is True
    assert metrics["invented"] == ["lava", "puny_knight"] and metrics["first_pass_valid"] is False


def test_run_metrics_of_the_items_kept_the_texts_refused_and_the_intent_reading():
    from romsmith.eval._metrics import run_metrics

    errors = [{"code": "text_debris"}, {"code": "name_is_place"}, {"code": "unknown_sprite", "value": "x"}]
    events = [
        {"kind": "llm_call", "node": "intent", "ok": True},
        {"kind": "validation", "tool": "read_intent", "args": {"fallback": True, "source": "offline"}},
        {"kind": "validation", "tool": "validate_spec", "ok": False, "args": {"errors": errors}},
    ]
    report = {"verdict": "verified", "item_fields": {"kept": 15, "fallen_back": 5}}
    metrics = run_metrics(report, events, {"cast": [{}], "scenes": [{}]}, 1.0)
    assert metrics["text_rejected"] == 2 and metrics["items_kept"] == 0.75 and metrics["fallbacks"] == 5
    assert metrics["intent_kept"] is False  # asked, and replaced by the offline reading
    offline = run_metrics(report, events[1:], None, 1.0)
    assert offline["intent_kept"] is None  # no model read the idea
    parts = run_metrics({"verdict": "verified"}, events[2:], None, 1.0)
    assert parts["items_kept"] is None and parts["fallbacks"] is None


def _invents(messages) -> bool:
    """Invent a sprite id unless a retrieved guideline about sprite ids is in the prompt; without
    one, 3 runs in 4 invent (decided by a hash of the idea and the director's plan, i.e. the seed)."""
    system = next(m["content"] for m in messages if m["role"] == "system")
    if "<retrieved_guidelines" in system and "sprite" in system.split("<retrieved_guidelines", 1)[1]:
        return False
    user = next(m["content"] for m in messages if m["role"] == "user")
    return hashlib.sha256(user.encode()).digest()[0] % 4 != 0


def _character(messages):
    reply = json.loads(designer("character")(messages))
    fixing = any(m["role"] == "assistant" for m in messages)
    if not fixing and _invents(messages):
        reply["cast"][0]["sprite"] = "puny_knight"  # the classic invented id
    return json.dumps(reply)


def _script_many(runs: int) -> None:
    scripted.reset()
    for task in ("plan", "world", "story"):
        scripted.enqueue_for(task, *[designer(task) for _ in range(runs * 2)])
    scripted.enqueue_for("character", *[_character for _ in range(runs * 3)])


@pytest.mark.slow  # whole evaluation sessions
def test_a_known_memory_effect_is_found_and_the_aa_split_finds_none(tmp_path):
    _script_many(runs=len(IDEAS) * 2 * 2)
    lines = []
    summary = evaluate(
        IDEAS,
        seeds=2,
        models=["scripted/eval"],
        arms="memory-off,memory-on,aa",
        out=tmp_path / "eval",
        options={"stop_after": "validate"},
        progress=lines.append,
    )
    assert len(lines) == len(IDEAS) * 2 * 2  # one progress line per run
    off, on = summary["arms"]["memory-off"], summary["arms"]["memory-on"]
    assert off["runs"] == on["runs"] == len(IDEAS) * 2
    assert off["invented_any"] >= 0.5 and on["invented_any"] == 0.0
    assert off["first_pass_valid"] <= 0.5 and on["first_pass_valid"] == 1.0
    real = next(
        c
        for c in summary["comparisons"]
        if c["metric"] == "invented_any" and (c["a"], c["b"]) == ("memory-off", "memory-on")
    )
    assert real["diff"] == pytest.approx(on["invented_any"] - off["invented_any"])
    assert real["ci"][1] < 0 and real["p"] < 0.05 and real["n"] == len(IDEAS) * 2
    aa = next(c for c in summary["comparisons"] if c["metric"] == "invented_any" and c["a"].startswith("aa:"))
    assert aa["ci"][0] <= 0 <= aa["ci"][1] and aa["p"] > 0.05
    assert real["aa_diff"] == summary["aa"]["invented_any"] == aa["diff"]
    attribution = json.loads(Path(summary["attribution"]).read_text())
    sprite = [g for g in attribution["guidelines"] if "sprite" in g["text"].lower()]
    assert sprite and sprite[0]["retrieved"] >= len(IDEAS) and sprite[0]["invented_rate"] == 0.0
    assert "character" in sprite[0]["agents"]
    # the memory package's attribution file: the sprite guideline helped the character agent
    lines = [json.loads(x) for x in (tmp_path / "eval" / "attribution.jsonl").read_text().splitlines()]
    helped = [x for x in lines if x["id"] == sprite[0]["id"] and x["agent"] == "character"]
    assert helped and all(x["source"] == "eval" and x["effect"] in (-1, 0, 1) for x in lines)
    assert sum(x["effect"] for x in helped) > 0 and min(x["effect"] for x in helped) >= 0
    vault_file = tmp_path / "eval" / "homes" / "scripted_eval" / "memory-on" / "memory" / "attribution.jsonl"
    assert vault_file.read_text().splitlines() == (tmp_path / "eval" / "attribution.jsonl").read_text().splitlines()
    from romsmith.memory._value import read_attribution

    assert read_attribution(vault_file)[0].get(sprite[0]["id"], 0) > 0
    html = (tmp_path / "eval" / "eval.html").read_text()
    # one figure per metric; verified has no data in a content-only eval, nor the item fields in the parts shape
    from romsmith.eval._metrics import METRICS

    assert html.count("<figure>") == len(METRICS) and "memory-on" in html
    assert html.count("<svg") == sum(1 for m in METRICS if off[m] is not None) == len(METRICS) - 4
    assert off["verified"] is None and 0 <= off["fidelity"] <= 1  # the report's fidelity score


def test_offline_designer_eval_through_the_cli_builds_and_boots(tmp_path, toolchain, run_romsmith):
    prompts = tmp_path / "ideas.txt"
    prompts.write_text("# two ideas\na frog seeks the golden fly\n\na robot looks for its lost battery\n")
    out = tmp_path / "eval"
    proc = run_romsmith(
        "eval", "--prompts", str(prompts), "--seeds", "2", "--model", "offline/designer", "--arms",
        "memory-off,aa", "--out", str(out), "--json",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
    summary = json.loads(proc.stdout)
    assert set(summary) == {"runs", "arms", "comparisons", "aa"}
    arm = summary["arms"]["memory-off"]
    assert arm["runs"] == 4 and arm["verified"] == 1.0 and arm["first_pass_valid"] == 1.0
    assert arm["invented_rate"] == 0.0 and arm["tokens"] > 0 and arm["seconds"] > 0
    assert summary["aa"]["verified"] == 0.0
    assert proc.stderr.count("[  ") == 4 and "verified" in proc.stderr
    assert (out / "eval.html").is_file() and (out / "attribution.json").is_file()


@pytest.mark.slow  # whole evaluation sessions, killed and resumed
def test_a_killed_eval_resumes_where_it_stopped(tmp_path):
    """The ledger says which runs finished; a second eval runs only the rest."""
    out = tmp_path / "eval"
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from romsmith.eval import evaluate\n"
        "n = 0\n"
        "def progress(line):\n"
        "    global n\n"
        "    n += 1\n"
        "    print(line, flush=True)\n"
        "    if n == 2:\n"
        "        import os; os._exit(9)  # killed after two runs\n"
        f"evaluate({IDEAS[:2]!r}, seeds=2, models=['offline/designer'], arms='memory-off',\n"
        f"         out=Path({str(out)!r}), options={{'stop_after': 'validate'}}, progress=progress)\n"
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 9, proc.stderr[-2000:]
    lines = []
    summary = evaluate(
        IDEAS[:2],
        seeds=2,
        models=["offline/designer"],
        arms="memory-off",
        out=out,
        options={"stop_after": "validate"},
        progress=lines.append,
    )
    assert len(lines) == 2 and all("[  3/4]" in lines[0] or "[  4/4]" in line for line in lines)
    assert summary["arms"]["memory-off"]["runs"] == 4
    done = [json.loads(x) for x in (out / "runs.jsonl").read_text().splitlines()]
    assert sum(1 for r in done if r["status"] == "done") == 4


def test_the_memory_chain_counts_items_that_had_an_id_guideline_and_copied_its_example():
    from romsmith.eval._chain import chain

    def run(items: dict[str, list[str]], invented: dict[str, str]) -> dict:
        events, seq = [], 0
        for item, ids in items.items():
            events.append({"seq": (seq := seq + 1), "kind": "retrieval", "node": "memory", "args": {"ids": ids}})
            events.append({"seq": (seq := seq + 1), "kind": "llm_call", "args": {"item": item}, "ok": True})
        errors = [
            {"path": f"/cast/{k.split(':')[1]}/sprite" if k.startswith("actor") else f"/scenes/{k.split(':')[1]}/theme",
             "code": "unknown_sprite" if k.startswith("actor") else "unknown_theme", "value": v}
            for k, v in invented.items()
        ]  # fmt: skip
        events.append({"seq": seq + 1, "kind": "validation", "tool": "validate_spec", "args": {"errors": errors}})
        return {"events": events}

    texts = {
        "g-1": {"text": "Copy `cast[].sprite` ids from the list; `puny_knight` does not exist."},
        "g-2": {"text": "Postmortem: the build failed."},
    }
    on = [run({"pitch": ["g-1"], "actor:0": ["g-1"], "actor:1": ["g-2"], "scene:0": []}, {"actor:0": "puny_knight"})]
    off = [run({"actor:0": [], "actor:1": [], "scene:0": []}, {"actor:0": "frog", "actor:1": "x"})]
    result = chain(on, texts, off)
    assert result["id_guidelines_mined"] == 1 and result["guidelines_mined"] == 2
    assert result["id_items_with_id_guideline"] == 1 and result["id_items_without_id_guideline"] == 2
    assert result["invented_rate_with_id_guideline"] == 1.0 and result["invented_rate_without_id_guideline"] == 0.0
    assert result["invented_rate_memory_off"] == round(2 / 3, 4)
    assert result["invented_copied_from_guideline"] == 1


def test_shards_split_the_prompts_and_name_their_homes(tmp_path):
    from romsmith.eval._runs import arm_home, parse_shard, plan_runs
    from romsmith.kernel.errors import UsageError

    everything = plan_runs(["m"], IDEAS, 2, ["memory-off", "memory-on"])
    shards = [plan_runs(["m"], IDEAS, 2, ["memory-off", "memory-on"], parse_shard(f"{i}/3")) for i in range(3)]
    assert sorted(s.key for shard in shards for s in shard) == sorted(s.key for s in everything)
    assert {s.prompt_index for s in shards[1]} == {1, 4}
    assert arm_home(tmp_path, "local/x", "memory-on", "1of3").name == "memory-on.1of3"
    for bad in ("3/3", "x", "1/0"):
        with pytest.raises(UsageError):
            parse_shard(bad)


@pytest.mark.parametrize("out", ["/proc/romsmith-eval", "PROMPTS/sub"])
def test_an_out_folder_that_cannot_be_made_is_an_invocation_error(romsmith_cli, tmp_path, out):
    prompts = tmp_path / "prompts.txt"
    prompts.write_text("a frog seeks the golden fly\n")
    out = out.replace("PROMPTS", str(prompts))
    cli = romsmith_cli("eval", "--prompts", str(prompts), "--out", out, "--seeds", "1", "--arms", "memory-off")
    assert cli.returncode == 2 and "cannot make the eval's output folder" in cli.stderr, cli.stderr
