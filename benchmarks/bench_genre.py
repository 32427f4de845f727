"""Negative transfer: memory warmed on one scene genre, used on runs of another.

    .venv/bin/python benchmarks/bench_genre.py            # both scenarios, with and without the preference
    .venv/bin/python benchmarks/bench_genre.py --json

`benchmarks/genre_set.json` holds lessons a run of each genre would teach (platformer, shooter,
puzzle, battle; "a gap wider than 4 cells is out of jump reach") and queries of runs of each genre,
built as the pipeline builds them (the agent's job, the game idea, a draft) with the lessons of their
own genre they should find. The lessons go in through `Store.ingest` with the genre of the run that
taught them, beside the genre-less guidelines of recall_set.json and domain distractors; the queries
go through `memory.retrieve_block` (tool = the agent, the decline on) with the run's genre.

- one genre: a vault warmed on genre A (A's lessons and the rest), used by runs of every other
  genre B. Every A lesson in B's block is noise at best (negative transfer): its share of the
  block, and how many queries get one in their first five;
- all genres: one vault warmed on all four, used by runs of each: how often the query's own
  lessons reach the block (recall@12, and @5), and the other genres' share.

Each at several values of `memory._scope.OFF_GENRE_WEIGHT` (1.0 = no preference: the ranking
before genres were recorded). Queries alternate between `tune` (where the weight may be chosen)
and `test`; both are printed.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
import tempfile
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

SET_PATH = Path(__file__).resolve().parent / "genre_set.json"
WEIGHTS = (1.0, 0.85, 0.7, 0.5, 0.3)
DISTRACTORS = 200


def _recall_bench():
    spec = importlib.util.spec_from_file_location("bench_recall", Path(__file__).with_name("bench_recall.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def load(path: Path = SET_PATH) -> dict:
    data = json.loads(path.read_text(encoding="utf-8"))
    seen: dict[str, int] = {}
    for q in data["queries"]:
        seen[q["genre"]] = seen.get(q["genre"], 0) + 1
        q["split"] = "tune" if seen[q["genre"]] % 2 else "test"
    return data


def warm(home: Path, data: dict, genres: list[str]) -> dict[str, str | None]:
    """A vault of the genre-less recall-set guidelines, distractors and the lessons of `genres`,
    each lesson ingested with its genre -> {guideline id: genre or None}."""
    from romsmith.memory._ingest import Candidate
    from romsmith.memory.store import Store

    store = Store(home)
    _recall_bench().populate(store, _recall_bench().load_set(), DISTRACTORS)
    owner: dict[str, str | None] = dict.fromkeys(store.entries())
    for genre in genres:
        results, _ = store.ingest([Candidate(text=t, genres=[genre]) for t in data["lessons"][genre]])
        for i, r in enumerate(results):
            owner[r.id] = genre
            owner[f"{genre}:{i}"] = r.id  # lesson index -> id, for the targets
    return owner


def query_text(q: dict) -> str:
    from romsmith.pipeline.graph._common import AGENT_JOB

    return f"{AGENT_JOB[q['agent']]} Game idea: {q['idea']}\nDraft: {q['draft']}"


def measure(home: Path, owner: dict, queries: list[dict], weight: float) -> list[dict]:
    from romsmith import memory
    from romsmith.memory import _scope

    saved = _scope.OFF_GENRE_WEIGHT
    _scope.OFF_GENRE_WEIGHT = weight
    try:
        rows = []
        for q in queries:
            _block, hits = memory.retrieve_block(query_text(q), tool=q["agent"], home=home, genres=[q["genre"]])
            ids = [h["id"] for h in hits]
            off = [i for i in ids if owner.get(i) not in (None, q["genre"])]
            targets = [owner[f"{q['genre']}:{t}"] for t in q["targets"] if f"{q['genre']}:{t}" in owner]
            rows.append(
                {
                    "split": q["split"],
                    "hits": len(ids),
                    "off": len(off),
                    "off_top5": any(owner.get(i) not in (None, q["genre"]) for i in ids[:5]),
                    "found12": sum(t in ids for t in targets) / len(targets) if targets else None,
                    "found5": sum(t in ids[:5] for t in targets) / len(targets) if targets else None,
                }
            )
        return rows
    finally:
        _scope.OFF_GENRE_WEIGHT = saved


def summary(rows: list[dict]) -> dict:
    out = {}
    for split in ("tune", "test"):
        part = [r for r in rows if r["split"] == split]
        found = [r for r in part if r["found12"] is not None]
        out[split] = {
            "n": len(part),
            "off_share": round(sum(r["off"] for r in part) / max(1, sum(r["hits"] for r in part)), 3),
            "off_top5": sum(r["off_top5"] for r in part),
            "recall@12": round(sum(r["found12"] for r in found) / len(found), 3) if found else None,
            "recall@5": round(sum(r["found5"] for r in found) / len(found), 3) if found else None,
        }
    return out


def run(tmp: Path) -> dict:
    data = load()
    genres = list(data["lessons"])
    out: dict = {"weights": list(WEIGHTS), "one": {}, "all": {}}
    one_rows: dict[float, list] = {w: [] for w in WEIGHTS}
    for warmed in genres:
        home = tmp / f"one-{warmed}"
        owner = warm(home, data, [warmed])
        others = [q for q in data["queries"] if q["genre"] != warmed]
        for w in WEIGHTS:
            one_rows[w] += measure(home, owner, others, w)
    out["one"] = {w: summary(rows) for w, rows in one_rows.items()}
    home = tmp / "all"
    owner = warm(home, data, genres)
    out["all"] = {w: summary(measure(home, owner, data["queries"], w)) for w in WEIGHTS}
    return out


def print_table(out: dict) -> None:
    from romsmith.memory import _scope

    print(f"off-genre weight in use: {_scope.OFF_GENRE_WEIGHT}; 1.0 = no preference (before genres were recorded)")
    print("warmed on one genre, used by runs of the three others (off-genre lessons in the block):")
    print(f"  {'weight':<8}{'tune: share, top-5 queries':>30}{'test: share, top-5 queries':>30}")
    for w, s in out["one"].items():
        cells = [f"{s[x]['off_share']:.3f}, {s[x]['off_top5']}/{s[x]['n']}" for x in ("tune", "test")]
        print(f"  {w:<8}" + "".join(f"{c:>30}" for c in cells))
    print("warmed on all four genres, used by runs of each (own lessons found; other genres' share):")
    print(f"  {'weight':<8}{'tune: r@12  r@5  share':>30}{'test: r@12  r@5  share':>30}")
    for w, s in out["all"].items():
        cells = [f"{s[x]['recall@12']:.3f} {s[x]['recall@5']:.3f} {s[x]['off_share']:.3f}" for x in ("tune", "test")]
        print(f"  {w:<8}" + "".join(f"{c:>30}" for c in cells))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    warnings.simplefilter("ignore")
    os.environ.pop("ROMSMITH_CHROMA_URL", None)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["ROMSMITH_HOME"] = str(Path(tmp) / "home")
        out = run(Path(tmp))
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        print_table(out)


if __name__ == "__main__":
    main()
