"""From finished runs to the eval's answer: per-arm metrics, paired comparisons, the A/A floor.

    {"runs": [...], "arms": {NAME: {metric: value}}, "comparisons": [{"a", "b", "metric", "diff",
     "ci": [lo, hi], "p", "n", "aa_diff"}], "aa": {metric: diff}}

Arm names are the arm (`memory-off`) with one model, `MODEL:arm` with several. Comparisons pair
runs by (prompt, seed): each later arm against the first, and each later model against the
first on the same arm. The A/A comparison splits the first arm's runs by seed into two halves
(seeds at even positions against the next odd one, per prompt); its difference is the noise
floor printed beside every real difference.
"""

from __future__ import annotations

from romsmith.eval._metrics import METRICS
from romsmith.eval._stats import compare, mean


def _name(model: str, arm: str, models: list[str]) -> str:
    return arm if len(models) == 1 else f"{model}:{arm}"


def _values(records: list[dict], metric: str) -> list[float]:
    out = []
    for r in records:
        value = (r.get("metrics") or {}).get(metric)
        if value is not None:
            out.append(float(value))
    return out


def _paired(a: list[dict], b: list[dict], metric: str, key) -> list[tuple[float, float]]:
    by_key = {key(r): r for r in b}
    pairs = []
    for ra in a:
        rb = by_key.get(key(ra))
        if rb is None:
            continue
        va, vb = (ra.get("metrics") or {}).get(metric), (rb.get("metrics") or {}).get(metric)
        if va is not None and vb is not None:
            pairs.append((float(va), float(vb)))
    return pairs


def aa_halves(records: list[dict]) -> tuple[list[dict], list[dict]]:
    """The first arm's runs as two halves paired by (prompt, pair index): seeds s0|s1, s2|s3, ..."""
    seeds = sorted({r["seed"] for r in records})
    first, second = [], []
    for i in range(0, len(seeds) - 1, 2):
        for r in records:
            if r["seed"] == seeds[i]:
                first.append({**r, "pair": (r["prompt_index"], i)})
            elif r["seed"] == seeds[i + 1]:
                second.append({**r, "pair": (r["prompt_index"], i)})
    return first, second


def summarise(records: list[dict], *, models: list[str], arms: list[str], with_aa: bool) -> dict:
    done = [r for r in records if r.get("metrics")]
    groups = {(m, a): [r for r in done if r["model"] == m and r["arm"] == a] for m in models for a in arms}
    out_arms = {
        _name(m, a, models): {metric: _round(mean(_values(rs, metric))) for metric in METRICS} | {"runs": len(rs)}
        for (m, a), rs in groups.items()
    }
    aa: dict[str, dict] = {}
    comparisons = []
    for model in models:
        if with_aa:
            first, second = aa_halves(groups[(model, arms[0])])
            aa[model] = {
                metric: compare(_paired(first, second, metric, lambda r: r["pair"]), binary=binary, seed=7)
                for metric, (_label, binary, _lower) in METRICS.items()
            }
            for metric, result in aa[model].items():
                comparisons.append(
                    {
                        "a": _name(model, f"aa:{arms[0]}/half-1", models),
                        "b": _name(model, f"aa:{arms[0]}/half-2", models),
                        "metric": metric,
                        **_rounded(result),
                        "aa_diff": None,
                    }
                )
        for arm in arms[1:]:
            for metric, (_label, binary, _lower) in METRICS.items():
                pairs = _paired(
                    groups[(model, arms[0])], groups[(model, arm)], metric, lambda r: (r["prompt_index"], r["seed"])
                )
                result = compare(pairs, binary=binary, seed=11)
                floor = (aa.get(model) or {}).get(metric, {}).get("diff")
                comparisons.append(
                    {
                        "a": _name(model, arms[0], models),
                        "b": _name(model, arm, models),
                        "metric": metric,
                        **_rounded(result),
                        "aa_diff": _round(floor),
                    }
                )
    for other in models[1:]:
        for arm in arms:
            for metric, (_label, binary, _lower) in METRICS.items():
                pairs = _paired(
                    groups[(models[0], arm)], groups[(other, arm)], metric, lambda r: (r["prompt_index"], r["seed"])
                )
                floor = (aa.get(models[0]) or {}).get(metric, {}).get("diff")
                comparisons.append(
                    {
                        "a": _name(models[0], arm, models),
                        "b": _name(other, arm, models),
                        "metric": metric,
                        **_rounded(compare(pairs, binary=binary, seed=13)),
                        "aa_diff": _round(floor),
                    }
                )
    first_aa = aa.get(models[0], {})
    return {
        "runs": records,
        "arms": out_arms,
        "comparisons": comparisons,
        "aa": {metric: _round(result.get("diff")) for metric, result in first_aa.items()},
    }


def _round(value):
    return None if value is None else round(float(value), 4)


def _rounded(result: dict) -> dict:
    return {
        "diff": _round(result["diff"]),
        "ci": [_round(x) for x in result["ci"]] if result["ci"] else None,
        "p": _round(result["p"]),
        "n": result["n"],
    }
