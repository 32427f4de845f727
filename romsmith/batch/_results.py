"""The batch's results: `summary.json` (every game's verdict, reason, seconds, tokens, cost, time
split) and `index.html` (a gallery of title screens and verdicts, each linking to its report).

Both are rewritten after every finished game, so an interrupted batch still shows what it made.
A finished game is recorded from its own result.json (written by the game, beside its report)
when that file is there and is the game's, so summary.json never says other than the game's
folder; the summary the worker handed back stands only for a game that wrote none.
"""

from __future__ import annotations

import datetime as _dt
import html
import time
from pathlib import Path

from romsmith.batch._game import SPLIT
from romsmith.batch._jobs import Job, write_json

SPLIT_KEYS = SPLIT
INSIDE_KEYS = ("model", "retrieval")


class Results:
    def __init__(self, out: Path, jobs: list[Job], *, meta: dict, earlier: dict | None = None):
        self.out = out
        self.jobs = jobs
        self._by_id = {j.id: j for j in jobs}
        self.meta = meta
        self.games: dict[str, dict] = dict(earlier or {})
        self.t0 = time.perf_counter()
        self.started = _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")

    def done(self, job_id: str) -> bool:
        return job_id in self.games

    def add(self, summary: dict) -> None:
        job = self._by_id.get(summary["id"])
        own = own_result(self.out, job) if job is not None else None
        self.games[summary["id"]] = own or summary
        self.write()

    def counts(self) -> dict:
        verdicts = [g.get("verdict") for g in self.games.values()]
        return {
            "total": len(self.jobs),
            "done": len(verdicts),
            "verified": verdicts.count("verified"),
            "failed": verdicts.count("failed"),
            "not_built": verdicts.count("not_built"),
        }

    def to_json(self) -> dict:
        seconds = time.perf_counter() - self.t0
        games = [self.games.get(j.id) or {"id": j.id, "n": j.n, "folder": j.folder, "verdict": None} for j in self.jobs]
        finished = [g for g in games if g.get("verdict")]
        counts = self.counts()
        return {
            **self.meta,
            "started": self.started,
            "seconds": round(seconds, 2),
            **counts,
            "verified_per_hour": round(counts["verified"] * 3600 / seconds, 1) if seconds > 0 else None,
            "tokens": sum(g.get("tokens", 0) for g in finished),
            "cost": round(sum(g.get("cost", 0.0) for g in finished), 6),
            "mean_split": mean_split(finished),
            "mean_inside": mean_split(finished, "inside", INSIDE_KEYS),
            "games": games,
        }

    def write(self) -> dict:
        data = self.to_json()
        write_json(self.out / "summary.json", data)
        tmp = self.out / ".index.html.tmp"
        tmp.write_text(render_gallery(data), encoding="utf-8")
        tmp.replace(self.out / "index.html")
        return data


def mean_split(games: list[dict], field: str = "split", keys=SPLIT_KEYS) -> dict:
    """Mean seconds per game in each stage (`split`: write, validate, generate, build, verify,
    report, memory, the rest) or inside the write leg (`inside`: model calls, retrievals)."""
    timed = [g[field] for g in games if g.get(field)]
    if not timed:
        return {}
    return {k: round(sum(s.get(k, 0.0) for s in timed) / len(timed), 3) for k in keys}


def earlier_results(out: Path, jobs: list[Job]) -> dict:
    """Summaries of games an earlier run of this batch finished (their result.json)."""
    found = {}
    for job in jobs:
        data = own_result(out, job)
        if data is not None:
            found[job.id] = data
    return found


def own_result(out: Path, job: Job) -> dict | None:
    """The game's own result.json when it is this game's and has a verdict, else None."""
    import json

    try:
        data = json.loads((out / job.folder / "result.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if isinstance(data, dict) and data.get("id") == job.id and data.get("verdict"):
        return data
    return None


_CSS = """
body{font:15px/1.45 system-ui,sans-serif;margin:0;background:#f4f1ea;color:#222}
main{max-width:1200px;margin:0 auto;padding:24px} h1{margin:0 0 4px;font-size:26px}
.muted{color:#666} .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px;margin-top:18px}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 3px #0002;overflow:hidden;color:inherit;text-decoration:none;display:block}
.card img,.card .blank{width:100%;aspect-ratio:3/2;image-rendering:pixelated;display:block;background:#1d2b53}
.card .blank{display:flex;align-items:center;justify-content:center;color:#fff8;font-size:13px}
.card .body{padding:8px 12px 12px} .card h2{font-size:16px;margin:6px 0 2px}
.verdict{display:inline-block;padding:2px 9px;border-radius:5px;font-weight:700;color:#fff;font-size:13px}
.v-verified{background:#2e7d32}.v-failed{background:#c62828}.v-not_built{background:#6d6d6d}.v-pending{background:#b08900}
.idea{font-size:13px;color:#444;margin:4px 0}.nums{font-size:12px;color:#666}.reason{font-size:12px;color:#c62828}
.tally span{margin-right:14px}
"""


def _e(value) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def render_gallery(data: dict) -> str:
    """index.html: one card per game. Every string from a model or a file is escaped."""
    cards = [_card(g) for g in data["games"]]
    split = data.get("mean_split") or {}
    split_text = ", ".join(f"{k} {v:.2f} s" for k, v in split.items())
    rate = data.get("verified_per_hour")
    return "".join(
        [
            "<!doctype html><html lang='en'><meta charset='utf-8'>",
            "<meta name='viewport' content='width=device-width,initial-scale=1'>",
            f"<title>romsmith batch {_e(data.get('batch_id'))}</title><style>{_CSS}</style><main>",
            f"<h1>Batch {_e(data.get('batch_id'))}</h1>",
            f"<p class='muted'>{_e(data.get('source'))} &middot; model {_e(data.get('model'))} &middot; "
            f"{_e(data.get('mode'))}, {_e(data.get('workers'))} worker(s) &middot; {data['seconds']:.1f} s"
            + (f" &middot; {rate:.0f} verified games/hour" if rate else "")
            + "</p>",
            "<p class='tally'>"
            f"<span><b>{data['done']}</b>/{data['total']} done</span>"
            f"<span class='verdict v-verified'>{data['verified']} verified</span> "
            f"<span class='verdict v-failed'>{data['failed']} failed</span> "
            f"<span class='verdict v-not_built'>{data['not_built']} not built</span></p>",
            f"<p class='muted'>tokens {data['tokens']:,} &middot; cost ${data['cost']:.4f}"
            + (f" &middot; mean per game: {_e(split_text)}" if split_text else "")
            + "</p>",
            "<div class='grid'>",
            *cards,
            "</div></main></html>\n",
        ]
    )


def _card(g: dict) -> str:
    verdict = g.get("verdict") or "pending"
    folder = g.get("folder") or ""
    shot = g.get("title_screen")
    picture = (
        f"<img src='{_e(folder + '/' + shot)}' alt='title screen of {_e(g.get('title') or folder)}'>"
        if shot
        else f"<div class='blank'>{'no title screen' if verdict != 'pending' else 'not finished yet'}</div>"
    )
    idea = g.get("prompt") or (f"spec {g['spec']}" if g.get("spec") else "")
    nums = (
        f"{g.get('seconds', 0):.1f} s &middot; {g.get('tokens', 0):,} tokens &middot; ${g.get('cost', 0.0):.4f}"
        + (f" &middot; seed {g['seed']}" if g.get("seed") is not None else "")
        if g.get("verdict")
        else ""
    )
    reason = f"<div class='reason'>{_e(g.get('reason'))}</div>" if verdict not in ("verified", "pending") else ""
    body = (
        f"{picture}<div class='body'><span class='verdict v-{_e(verdict)}'>{_e(verdict.replace('_', ' '))}</span>"
        f"<h2>{_e(g.get('title') or folder)}</h2><div class='idea'>{_e(idea)}</div>"
        f"<div class='nums'>{nums}</div>{reason}</div>"
    )
    if g.get("report"):
        return f"<a class='card' href='{_e(folder + '/' + g['report'])}'>{body}</a>"
    return f"<div class='card'>{body}</div>"
