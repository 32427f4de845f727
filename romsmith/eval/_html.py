"""eval.html: the per-arm table, the comparisons with the A/A floor beside them, and one bar chart
per metric (arm means with a 95% bootstrap interval of the mean), as inline SVG."""

from __future__ import annotations

import html

from romsmith.eval._metrics import METRICS
from romsmith.eval._stats import bootstrap_ci

COLOURS = ["#4c72b0", "#dd8452", "#55a868", "#c44e52", "#8172b3", "#937860"]


def _fmt(value, metric: str = "") -> str:
    if value is None:
        return "n/a"
    if metric and METRICS.get(metric, ("", False))[1]:
        return f"{100 * value:.0f}%"
    return f"{value:.3g}" if abs(value) < 1000 else f"{value:,.0f}"


def _chart(metric: str, label: str, groups: dict[str, list[float]]) -> str:
    width, height, left, bottom = 420, 220, 50, 40
    stats = {}
    for name, values in groups.items():
        if values:
            ci = bootstrap_ci([v - 0 for v in values]) or (min(values), max(values))
            stats[name] = (sum(values) / len(values), ci)
    if not stats:
        return f"<figure><figcaption>{html.escape(label)}: no data</figcaption></figure>"
    top = max(max(m, ci[1]) for m, ci in stats.values()) or 1.0
    scale = (height - bottom - 20) / top
    bar_w = (width - left - 20) / max(1, len(stats)) * 0.6
    parts = [f'<svg width="{width}" height="{height}" role="img" aria-label="{html.escape(label)}">']
    parts.append(f'<line x1="{left}" y1="{height - bottom}" x2="{width - 10}" y2="{height - bottom}" stroke="#333"/>')
    parts.append(f'<text x="4" y="20" font-size="11">{_fmt(top, metric)}</text>')
    for i, (name, (value, (lo, hi))) in enumerate(stats.items()):
        x = left + 10 + i * (width - left - 20) / len(stats)
        y = height - bottom - value * scale
        colour = COLOURS[i % len(COLOURS)]
        parts.append(
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{bar_w:.1f}" height="{value * scale:.1f}" fill="{colour}"/>'
        )
        cx = x + bar_w / 2
        y_lo, y_hi = height - bottom - lo * scale, height - bottom - hi * scale
        parts.append(f'<line x1="{cx:.1f}" y1="{y_lo:.1f}" x2="{cx:.1f}" y2="{y_hi:.1f}" stroke="#111"/>')
        parts.append(
            f'<text x="{cx:.1f}" y="{y - 4:.1f}" font-size="11" text-anchor="middle">{_fmt(value, metric)}</text>'
        )
        parts.append(
            f'<text x="{cx:.1f}" y="{height - bottom + 14}" font-size="10" text-anchor="middle">'
            f"{html.escape(name[-28:])}</text>"
        )
    parts.append("</svg>")
    return f"<figure>{''.join(parts)}<figcaption>{html.escape(label)}</figcaption></figure>"


def _interval(ci) -> str:
    return "n/a" if not ci else f"[{_fmt(ci[0])}, {_fmt(ci[1])}]"


def _comparison_row(c: dict) -> str:
    cells = [
        html.escape(c["a"]),
        html.escape(c["b"]),
        html.escape(METRICS[c["metric"]][0]),
        _fmt(c["diff"]),
        _interval(c["ci"]),
        _fmt(c["p"]),
        str(c["n"]),
        _fmt(c.get("aa_diff")),
    ]
    return "<tr>" + "".join(f"<td>{cell}</td>" for cell in cells) + "</tr>"


def _chain_section(chain: dict | None) -> str:
    if not chain:
        return ""
    rows = "".join(f"<tr><td>{html.escape(k.replace('_', ' '))}</td><td>{_fmt(v)}</td></tr>" for k, v in chain.items())
    return f"<h2>Memory chain: mined, in the prompt, followed</h2><table>{rows}</table>"


def render(summary: dict, *, title: str, command: str) -> str:
    arms = summary["arms"]
    metrics = list(METRICS)
    head = "".join(f"<th>{html.escape(METRICS[m][0])}</th>" for m in metrics)
    rows = "".join(
        f"<tr><th>{html.escape(name)}</th><td>{values.get('runs', 0)}</td>"
        + "".join(f"<td>{_fmt(values.get(m), m)}</td>" for m in metrics)
        + "</tr>"
        for name, values in arms.items()
    )
    comparisons = "".join(_comparison_row(c) for c in summary["comparisons"])
    charts = []
    for metric in metrics:
        groups = {}
        for name in arms:
            model_arm = name.rsplit(":", 1)
            arm = model_arm[-1]
            model = model_arm[0] if len(model_arm) == 2 else None
            values = [
                float(r["metrics"][metric])
                for r in summary["runs"]
                if r.get("metrics")
                and r["metrics"].get(metric) is not None
                and r["arm"] == arm
                and (model is None or r["model"] == model)
            ]
            groups[name] = values
        charts.append(_chart(metric, METRICS[metric][0], groups))
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 2em; color: #222; }}
table {{ border-collapse: collapse; margin: 1em 0; }}
th, td {{ border: 1px solid #ccc; padding: 4px 8px; text-align: right; }}
th:first-child, td:first-child {{ text-align: left; }}
figure {{ display: inline-block; margin: 0.5em; }}
figcaption {{ text-align: center; font-size: 0.9em; }}
code {{ background: #f4f4f4; padding: 2px 4px; }}
</style></head><body>
<h1>{html.escape(title)}</h1>
<p>Made by <code>{html.escape(command)}</code>. {len(summary["runs"])} runs.</p>
<h2>Per arm</h2>
<table><tr><th>arm</th><th>runs</th>{head}</tr>{rows}</table>
<h2>Paired differences (b - a), 95% bootstrap interval, exact McNemar / sign-test p, A/A floor</h2>
<table><tr><th>a</th><th>b</th><th>metric</th><th>diff</th><th>95% CI</th><th>p</th><th>pairs</th><th>A/A diff</th></tr>
{comparisons}</table>
{_chain_section(summary.get("memory_chain"))}
<h2>Charts (arm mean, 95% bootstrap interval)</h2>
{"".join(charts)}
</body></html>
"""
