"""Retrieval quality benchmark: recall@12, recall@1 and MRR over a held-out style set.

    .venv/bin/python benchmarks/bench_recall.py                 # all, 600 distractor texts
    .venv/bin/python benchmarks/bench_recall.py --cli 6         # also check 6 queries through the CLI
    .venv/bin/python benchmarks/bench_recall.py --json

`benchmarks/recall_set.json` holds guidelines in the project's domain, each with three queries:
a paraphrase, a synonym-heavy rewording, and a draft or tool-argument snippet that carries the
hazard's own words (e.g. `{"sprite": "puny_knight"}`). The guidelines are mixed into distractors
generated deterministically from templates over the same domain (same ids, fields and limits,
different rules), stored through `Store.add`/`ingest` as `romsmith memory add` does, and queried
through `Store.search(query, 12)` as `romsmith memory search --k 12 --json` does. The set is split
by position: tune on `tune`, report `test` too. `id` queries are the bare longest id a target names; `exact-id`
counts every query naming an id or symbol the target names. `all` is the three kinds only. `in block` is recall@12 counting
only hits that `retrieve_block` keeps in the prompt (above the similarity floor).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

SET_PATH = Path(__file__).resolve().parent / "recall_set.json"
KINDS = ("paraphrase", "synonym", "draft")

SPRITES = [
    "puny_soldier",
    "puny_warrior",
    "puny_mage",
    "puny_archer",
    "puny_farmer",
    "puny_maiden",
    "puny_merchant",
    "puny_elder",
    "puny_princess",
    "puny_king",
    "puny_slime",
    "puny_bat",
    "puny_skeleton",
    "puny_orc",
    "puny_ghost",
]
THEMES = ["grassland", "forest", "castle", "cave", "desert", "snow", "village_interior"]
TILES = [
    "grass",
    "flowers",
    "dirt path",
    "tree",
    "rock",
    "stone wall",
    "roof",
    "door",
    "moss",
    "trail",
    "pine",
    "boulder",
    "stream",
    "log bridge",
    "flagstones",
    "carpet",
    "banner",
    "pillar",
    "moat",
    "drawbridge",
    "portcullis",
    "crystal",
    "underground lake",
    "sand",
    "cactus",
    "oasis",
    "ice wall",
    "icy path",
    "rug",
    "table",
    "bed",
    "shelf",
]
FLAGS = [
    "met_elder",
    "found_map",
    "slime_defeated",
    "bridge_fixed",
    "talked_to_king",
    "lamp_lit",
    "orc_gone",
    "well_cleaned",
    "bell_rung",
    "crown_returned",
    "ghost_calmed",
    "seal_broken",
]
SCENES = [
    "village",
    "old_mill",
    "north_road",
    "crypt",
    "throne_room",
    "harbor",
    "ice_cave",
    "oasis_camp",
    "watchtower",
    "library",
]
FIELDS = [
    "name",
    "speed",
    "facing",
    "x",
    "y",
    "pages",
    "portrait",
    "theme",
    "width",
    "height",
    "start",
    "reward",
    "price",
    "title",
    "code",
    "patrol",
    "radius",
    "damage",
    "respawn",
    "drop",
]
SYMBOLS = [
    "rs_scenes",
    "rs_actors",
    "rs_dialogue",
    "rs_tiles",
    "rs_state",
    "REG_BG0CNT",
    "REG_BG1HOFS",
    "REG_DISPSTAT",
    "REG_KEYINPUT",
    "OAM_ATTR0",
    "rs_palette",
    "rs_warps",
    "rs_triggers",
    "rs_font",
]
AGENTS = ["character", "world", "story", "orchestrator", "build", "verify"]
MOODS = ["calm", "eerie", "cheerful", "tense", "mournful", "grand"]

TEMPLATES = [
    "Give `{sprite}` a {mood} line of dialogue in {scene} so the player learns where to go next.",
    "In `{theme}` scenes use `{tile}` tiles sparingly along the edges to frame the path.",
    "Set `{flag}` only once, from the trigger next to the {tile}; later triggers should read it.",
    "The `{field}` of a cast member defaults to the pack's value; leave it out unless the idea needs it.",
    "`{symbol}` is written once per frame by the engine; the generator must not emit it.",
    "Warps from `{scene}` back to `{scene2}` should land one tile inside the door, facing away from it.",
    "Prefer `{sprite}` for {mood} shopkeepers and elders; players read it as friendly.",
    "Keep the {tile} clear of actors in `{scene}` so the playtest bot can walk past.",
    "A {mood} scene in the `{theme}` theme reads best with {tile} near the entrance.",
    "Name dialogue ids after the speaker and scene, e.g. `{sprite}_{scene}`, so repairs find them.",
    "Patrol routes for `{sprite}` stay inside {n} tiles of its spawn in `{scene}`.",
    "Put the reward for `{flag}` in `{scene}` where the player already walked, not behind a new gate.",
    "When the {agent} step changes `{field}`, re-run validation before emitting C.",
    "`{symbol}` tables are const and live in ROM; {agent} output only changes their contents.",
    "A scene of the `{theme}` theme with more than {n} `{tile}` tiles looks cluttered; thin them out.",
    "Enemies like `{sprite}` drop a heart {n} times in ten; set `drop` only for foes.",
    "The orchestrator passes `{field}` from the plan to the {agent} agent unchanged.",
    "Describe `{scene}` in the plan with its theme `{theme}` and one landmark such as the {tile}.",
    "Story beats that set `{flag}` should mention it in the next dialogue so the player notices.",
    "If the {agent} agent returns an empty `{field}`, keep the previous draft's value.",
]


def distractors(n: int, seed: int = 11) -> list[str]:
    """`n` distinct guideline-like texts in the project's domain, from templates (deterministic)."""
    rng = random.Random(seed)
    seen, out = set(), []
    while len(out) < n:
        scene, scene2 = rng.sample(SCENES, 2)
        text = rng.choice(TEMPLATES).format(
            sprite=rng.choice(SPRITES),
            theme=rng.choice(THEMES),
            tile=rng.choice(TILES),
            flag=rng.choice(FLAGS),
            scene=scene,
            scene2=scene2,
            field=rng.choice(FIELDS),
            symbol=rng.choice(SYMBOLS),
            agent=rng.choice(AGENTS),
            mood=rng.choice(MOODS),
            n=rng.randrange(2, 9),
        )
        if text not in seen:
            seen.add(text)
            out.append(text)
    return out


def load_set(path: Path = SET_PATH) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["guidelines"]


def populate(store, guidelines: list[dict], n_distractors: int, seed: int = 11) -> dict:
    """Add distractors then targets (as `memory add` does); returns {key: stored id} and merges."""
    from romsmith.memory._ingest import Candidate

    rng = random.Random(seed)
    noise = [Candidate(text=t, tools=[rng.choice(AGENTS)]) for t in distractors(n_distractors, seed)]
    for start in range(0, len(noise), 200):
        store.ingest(noise[start : start + 200])
    results, _ = store.ingest([Candidate(text=g["text"], tools=list(g["tools"])) for g in guidelines])
    return {
        "ids": {g["key"]: r.id for g, r in zip(guidelines, results)},
        "merged": [g["key"] for g, r in zip(guidelines, results) if r.merged],
    }


def queries(guidelines: list[dict]) -> list[dict]:
    from romsmith.memory._refs import extract

    out = []
    for g in guidelines:
        target_refs = {r.lower() for r in extract(g["text"])}
        for kind in KINDS:
            q = g["queries"].get(kind)
            if q:
                exact = bool(target_refs & {r.lower() for r in extract(q)})
                out.append({"key": g["key"], "split": g["split"], "kind": kind, "query": q, "exact": exact})
        if target_refs:  # the bare id, as a tool argument names it: must stay near the top
            ref = max(sorted(target_refs), key=len)
            out.append({"key": g["key"], "split": g["split"], "kind": "id", "query": ref, "exact": True})
    return out


def evaluate(store, ids: dict, qs: list[dict], k: int = 12) -> list[dict]:
    """Each query with the rank of its target (None when not in the top k) and latency."""
    rows = []
    for q in qs:
        t0 = time.perf_counter()
        hits = store.search(q["query"], k)
        ms = (time.perf_counter() - t0) * 1000
        got = [h["id"] for h in hits]
        rank = got.index(ids[q["key"]]) + 1 if ids[q["key"]] in got else None
        # what retrieve_block would keep of it: hits under the similarity floor stay out of prompts
        block = bool(rank) and in_block(hits[rank - 1])
        rows.append({**q, "rank": rank, "block": block, "ms": ms, "top": got})
    return rows


def in_block(hit: dict) -> bool:
    from romsmith.memory import _retrieve

    keep = getattr(_retrieve, "in_block", None)
    return keep(hit) if keep else hit["guaranteed"] or hit["similarity"] >= _retrieve.MIN_BLOCK_SIMILARITY


def summary(rows: list[dict]) -> dict:
    n = len(rows)
    if not n:
        return {"n": 0}
    return {
        "n": n,
        "recall@12": round(sum(r["rank"] is not None for r in rows) / n, 3),
        "recall@1": round(sum(r["rank"] == 1 for r in rows) / n, 3),
        "block@12": round(sum(r["block"] for r in rows) / n, 3),
        "mrr": round(sum(1 / r["rank"] for r in rows if r["rank"]) / n, 3),
    }


def report(rows: list[dict]) -> dict:
    out = {}
    for split in ("tune", "test", "all"):
        part = [r for r in rows if split == "all" or r["split"] == split]
        three = [r for r in part if r["kind"] in KINDS]
        out[split] = {
            "all": summary(three),
            **{kind: summary([r for r in part if r["kind"] == kind]) for kind in KINDS},
            "id": summary([r for r in part if r["kind"] == "id"]),
            "exact-id": summary([r for r in part if r["exact"]]),
        }
    out["p50_ms"] = round(statistics.median(r["ms"] for r in rows), 1)
    return out


def cli_check(home: Path, rows: list[dict], n: int, stored: dict) -> list[dict]:
    """`romsmith memory add` of a stored target must merge into the API's id; then `n` queries
    through `romsmith memory search --k 12 --json` must return the API's ids in the same order."""
    exe = ROOT / ".venv" / "bin" / "romsmith"
    env = {**os.environ, "ROMSMITH_HOME": str(home)}
    target = load_set()[0]
    proc = subprocess.run(
        [str(exe), "memory", "add", target["text"], "--json"], capture_output=True, text=True, env=env, check=False
    )
    try:
        added = json.loads(proc.stdout)
    except ValueError:
        added = {}
    out = [
        {
            "query": f"add {target['key']}",
            "exit": proc.returncode,
            "seconds": None,
            "agree": added.get("id") == stored["ids"][target["key"]] and added.get("merged") is True,
        }
    ]
    for r in random.Random(5).sample(rows, min(n, len(rows))):
        t0 = time.perf_counter()
        proc = subprocess.run(
            [str(exe), "memory", "search", r["query"], "--k", "12", "--json"],
            capture_output=True,
            text=True,
            env=env,
            check=False,
        )
        secs = time.perf_counter() - t0
        try:
            got = [h["id"] for h in json.loads(proc.stdout)]
        except ValueError:
            got = None
        out.append(
            {"query": r["query"][:60], "agree": got == r["top"], "exit": proc.returncode, "seconds": round(secs, 2)}
        )
    return out


def run(n_distractors: int, home: Path, cli: int = 0) -> dict:
    from romsmith.memory.store import Store

    guidelines = load_set()
    store = Store(home)
    t0 = time.perf_counter()
    stored = populate(store, guidelines, n_distractors)
    add_s = time.perf_counter() - t0
    qs = queries(guidelines)
    evaluate(store, stored["ids"], qs[:5])  # warm the index and caches
    rows = evaluate(store, stored["ids"], qs)
    out = {
        "guidelines": len(guidelines),
        "distractors": n_distractors,
        "queries": len(qs),
        "stored": len(store.entries()),
        "targets_merged": stored["merged"],
        "ingest_seconds": round(add_s, 1),
        **report(rows),
    }
    out["misses"] = [f"{r['split']}/{r['kind']}/{r['key']}" for r in rows if r["rank"] is None]
    if cli:
        out["cli"] = cli_check(home, rows, cli, stored)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--distractors", type=int, default=600)
    parser.add_argument("--cli", type=int, default=0, help="also run this many queries through the CLI")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    import warnings

    warnings.simplefilter("ignore")
    os.environ.pop("ROMSMITH_CHROMA_URL", None)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["ROMSMITH_HOME"] = str(Path(tmp) / "home")
        out = run(args.distractors, Path(tmp) / "home", args.cli)
    if args.json:
        print(json.dumps(out, indent=1))
        return
    print(
        f"{out['guidelines']} guidelines x 3 queries among {out['distractors']} distractors "
        f"({out['stored']} stored, targets merged: {out['targets_merged'] or 'none'}); "
        f"search p50 {out['p50_ms']} ms"
    )
    for split in ("tune", "test", "all"):
        for kind in ("all", *KINDS, "id", "exact-id"):
            s = out[split][kind]
            if s["n"]:
                print(
                    f"{split:>4} {kind:<10} n={s['n']:>3}  recall@12 {s['recall@12']:.3f}  "
                    f"recall@1 {s['recall@1']:.3f}  MRR {s['mrr']:.3f}  in block {s['block@12']:.3f}"
                )
    print("misses:", ", ".join(out["misses"]) or "none")
    for c in out.get("cli", []):
        print(f"cli: agree={c['agree']} exit={c['exit']} {c['seconds']} s  {c['query']}")


if __name__ == "__main__":
    main()
