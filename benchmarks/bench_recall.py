"""Retrieval quality: plain all-MiniLM-L6-v2, the old ranking and the new one, side by side.

    .venv/bin/python benchmarks/bench_recall.py                   # recall, decline, latency at 1k and 10k
    .venv/bin/python benchmarks/bench_recall.py --sizes 1000      # latency at 1k only
    .venv/bin/python benchmarks/bench_recall.py --cli 6 --json
    .venv/bin/python benchmarks/bench_recall.py --sizes '' --frozen  # once the decline is frozen: set c too

`benchmarks/recall_set.json` holds guidelines in the project's domain, each with three queries: a
paraphrase, a synonym-heavy rewording, and a draft or tool-argument snippet (e.g.
`{"sprite": "puny_knight"}`); the tune half also has a terse one (a bare phrase, a short log line). They are mixed into distractors generated deterministically from
templates over the same domain (same ids, fields and limits, different rules), stored through
`Store.ingest` as `romsmith memory add` does, and searched through `Store.retrieve` as `romsmith
memory search --k 12 --json` does, once per ranking (`plain`: cosine only; `fused`: the first
fused ranking, cosine plus symbol and word BM25; `expanded`: the previous default, adding the
project's vocabulary; `hybrid`: the default, see memory/_retrieve.py). Splits: `tune` (weights,
the floor and the vocabulary were chosen on it), `test` (held out), `fresh` (new held-out queries
for the test guidelines, never used for tuning). `id` queries are the bare longest id a target
names.

Decline (`memory/_decline.py`): `unrelated.calibrate` (180 queries about other things, 40 of them
near-misses that share a word with the domain) alone sets
the floors, in this vault and in one of the targets alone (a young vault): `relevance_floor` lets
at most 5% of them get any hit, `relevance_full` at most 2% a full answer; the calibration line
prints both beside the setting. The decline table then shows, per vault, what the decline costs
and what it stops, side by side: the tune half with the calibration queries (where it was
chosen), the older held-out queries (test half and fresh) with `unrelated.held_out`, and each set
of `recall_heldout.json` (queries in a model's or a user's words, and unrelated ones): recall@12
and @5 with the floor lifted (`memory search --all`) and declining (set c only with `--frozen`: it
is scored once, after a change to the decline is frozen), how many were declined or
given fewer hits, and how many unrelated queries got any hit (named). "false incl." counts hits
that would reach a prompt for an unrelated query: for `plain` every hit (it has no floor), for
`fused` the hits its block kept (relevance >= 0.2), for `expanded` and `hybrid` those the decline
lets through. "in block" is recall@12 counting only what reaches the prompt. Latency: p50/p95
wall-clock and p50 CPU time of `Store.retrieve(query, 12)` with the query embedding, over the
set's queries, in a vault of 1,000 and 10,000 synthetic guidelines, with the ratio to `plain`.
"""

from __future__ import annotations

import argparse
import json
import math
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
HELD_OUT_PATH = Path(__file__).resolve().parent / "recall_heldout.json"
KINDS = ("paraphrase", "synonym", "draft", "terse")  # terse: the tune half only
RANKINGS = ("plain", "fused", "expanded", "hybrid")
OLD_BLOCK_RELEVANCE = 0.2  # the old block kept hits at relevance >= 0.2

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


def distractors(n: int, seed: int = 11, scenes: list[str] = SCENES) -> list[str]:
    """`n` distinct guideline-like texts in the project's domain, from templates (deterministic).
    The templates over SCENES give about 9,000 distinct texts; pass more `scenes` for more."""
    rng = random.Random(seed)
    seen, out = set(), []
    while len(out) < n:
        scene, scene2 = rng.sample(scenes, 2)
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


def unrelated(path: Path = SET_PATH) -> dict[str, list[str]]:
    return json.loads(path.read_text(encoding="utf-8"))["unrelated"]


FROZEN_ONLY = ("c", "d", "e")  # held-out sets scored only once a decline is frozen (`--frozen`)


def held_out(path: Path = HELD_OUT_PATH, frozen: bool = False) -> dict[str, dict]:
    """The held-out sets by name, each with `queries` ({key, kind, query}: a draft fragment, a log
    or validator line, a one-line question) for the guidelines of recall_set.json and `unrelated`
    queries. The sets of FROZEN_ONLY only when `frozen`: they are scored once, after a change to
    the decline is frozen, never while choosing it."""
    sets = json.loads(path.read_text(encoding="utf-8"))["sets"]
    return {name: part for name, part in sets.items() if frozen or name not in FROZEN_ONLY}


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
    """The set's queries: its kinds per guideline in its split, `fresh` ones, and the bare id."""
    from romsmith.memory._refs import extract

    out = []
    for g in guidelines:
        target_refs = {r.lower() for r in extract(g["text"])}
        for field, split in (("queries", g["split"]), ("fresh", "fresh")):
            for kind in KINDS:
                q = (g.get(field) or {}).get(kind)
                if q:
                    exact = bool(target_refs & {r.lower() for r in extract(q)})
                    out.append({"key": g["key"], "split": split, "kind": kind, "query": q, "exact": exact})
        if target_refs:  # the bare id, as a tool argument names it: must stay near the top
            ref = max(sorted(target_refs), key=len)
            out.append({"key": g["key"], "split": g["split"], "kind": "id", "query": ref, "exact": True})
    return out


def allowed(store, ranking: str, found) -> int | None:
    """How many of `found`'s ranked hits (retrieved with the floor lifted) the decline lets through
    under `ranking`; None: all (`plain`, and `fused`, whose block filters each hit instead)."""
    from romsmith.memory import _decline

    if ranking in ("plain", "fused") or found.confidence is None:
        return None
    settings = store.settings
    hits = _decline.decide(found.confidence, found.named, settings.relevance_floor, settings.relevance_full).hits
    return len(found.hits) if hits is None else hits


def passes(ranking: str, hit: dict, position: int, limit: int | None) -> bool:
    """Whether `hit`, at `position` (0 = best) of its result, would reach a prompt under `ranking`
    (see the module doc); `limit` is `allowed(...)`."""
    if ranking == "fused":
        return hit["guaranteed"] or hit["relevance"] >= OLD_BLOCK_RELEVANCE
    return limit is None or position < limit


def evaluate(store, ids: dict, qs: list[dict], ranking: str = "hybrid", k: int = 12) -> list[dict]:
    """Each query with the rank of its target (None when not in the top k), latency, confidence and
    whether the query names the vault's ids."""
    rows = []
    for q in qs:
        t0 = time.perf_counter()
        found = store.retrieve(q["query"], k, floor=False, ranking=ranking)
        ms = (time.perf_counter() - t0) * 1000
        got = [h["id"] for h in found.hits]
        rank = got.index(ids[q["key"]]) + 1 if ids.get(q["key"]) in got else None
        limit = allowed(store, ranking, found)
        block = bool(rank) and passes(ranking, found.hits[rank - 1], rank - 1, limit)
        rows.append(
            {
                **q,
                "rank": rank,
                "block": block,
                "ms": ms,
                "top": got,
                "confidence": found.confidence,
                "named": found.named,
            }
        )
    return rows


def false_inclusions(store, texts: list[str], ranking: str, k: int = 12) -> dict:
    counts, confidences, named = [], [], []
    for q in texts:
        found = store.retrieve(q, k, floor=False, ranking=ranking)
        limit = allowed(store, ranking, found)
        counts.append(sum(passes(ranking, h, i, limit) for i, h in enumerate(found.hits)))
        confidences.append(found.confidence or 0.0)
        named.append(found.named)
    return {
        "n": len(texts),
        "queries": sum(c > 0 for c in counts),
        "hits": sum(counts),
        "confidence": confidences,
        "named": named,
    }


def summary(rows: list[dict]) -> dict:
    n = len(rows)
    if not n:
        return {"n": 0}
    return {
        "n": n,
        "recall@5": round(sum(r["rank"] is not None and r["rank"] <= 5 for r in rows) / n, 3),
        "recall@12": round(sum(r["rank"] is not None for r in rows) / n, 3),
        "mrr": round(sum(1 / r["rank"] for r in rows if r["rank"]) / n, 3),
        "block@12": round(sum(r["block"] for r in rows) / n, 3),
    }


def report(rows: list[dict]) -> dict:
    out = {}
    for split in ("tune", "test", "fresh"):
        part = [r for r in rows if r["split"] == split]
        out[split] = {
            "all": summary([r for r in part if r["kind"] in KINDS]),
            **{kind: summary([r for r in part if r["kind"] == kind]) for kind in (*KINDS, "id")},
        }
    return out


FLOOR_SHARE, FULL_SHARE = 0.05, 0.02  # of the calibration queries: any hit, a full answer


def calibrate(vaults: dict[str, dict]) -> dict:
    """The decline's floors from the calibration queries alone, in each vault (`false_inclusions`
    of `unrelated.calibrate` with the floor lifted): `relevance_floor` lets at most FLOOR_SHARE of
    them get any hit, `relevance_full` at most FULL_SHARE a full answer, in every vault; a query
    naming the vault's ids passes either way and uses up the share first."""

    def lowest(part: dict, share: float) -> float:
        scores = sorted((c for c, n in zip(part["confidence"], part["named"]) if not n), reverse=True)
        room = int(share * part["n"]) - sum(part["named"])
        if room < 0:
            return math.inf
        return scores[room] + 0.001 if room < len(scores) else -math.inf

    floors = {
        "relevance_floor": max(lowest(v, FLOOR_SHARE) for v in vaults.values()),
        "relevance_full": max(lowest(v, FULL_SHARE) for v in vaults.values()),
    }
    return {name: math.ceil(v * 1000) / 1000 if math.isfinite(v) else v for name, v in floors.items()}


def fit_weights(vaults: dict[str, tuple], real: list[dict], other: list[str], steps: int = 4000) -> dict:
    """The decline's weights (`_decline`: each sign's weight relative to the best hit's similarity)
    by a logistic fit on the tune half: its real queries whose target is in the lifted top 12
    (about the vault) against the calibration queries (not), in each vault (`vaults`: name ->
    (store, {key: id})), queries naming the vault's ids left out (they pass whatever their
    score). Classes weighed equally, signs standardised, a light L2; plain gradient descent, so
    the figures are reproducible without another library."""
    import numpy as np

    from romsmith.memory import _decline

    signs, labels = [], []
    for store, ids in vaults.values():
        for q in real:
            found = store.retrieve(q["query"], 12, floor=False)
            if not found.named and found.signs and ids.get(q["key"]) in [h["id"] for h in found.hits]:
                signs.append([found.signs[n] for n in _decline.SIGNS])
                labels.append(1.0)
        for text in other:
            found = store.retrieve(text, 12, floor=False)
            if not found.named and found.signs:
                signs.append([found.signs[n] for n in _decline.SIGNS])
                labels.append(0.0)
    x, y = np.array(signs), np.array(labels)
    mean, spread = x.mean(0), x.std(0) + 1e-9
    z = np.hstack([(x - mean) / spread, np.ones((len(x), 1))])
    balance = np.where(y == 1, 1.0, y.sum() / max(1.0, len(y) - y.sum()))
    w = np.zeros(z.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-z @ w))
        w -= 0.5 * (z.T @ ((p - y) * balance) / len(y) + 0.01 * np.r_[w[:-1], 0.0])
    raw = w[:-1] / spread
    return {name: round(float(v / raw[0]), 3) for name, v in zip(_decline.SIGNS, raw, strict=True)}


def decline(store, ids: dict, qs: list[dict], other: list[str], k: int = 12) -> dict:
    """What the decline costs and what it stops, through `Store.retrieve` as `retrieve_block` calls it
    (untagged): recall@5 and @12 with the floor lifted (`memory search --all`) and with the decline,
    the queries it answered with fewer hits, and how many `other` (unrelated) queries got any hit."""
    rows = []
    for q in qs:
        lifted = [h["id"] for h in store.retrieve(q["query"], k, floor=False).hits]
        found = store.retrieve(q["query"], k, floor=True)
        kept = [h["id"] for h in found.hits]
        target = ids[q["key"]]
        rows.append(
            {
                "all": lifted.index(target) + 1 if target in lifted else None,
                "kept": kept.index(target) + 1 if target in kept else None,
                "declined": found.declined,
                "fewer": bool(kept) and len(kept) < min(k, len(lifted)),
            }
        )
    answered = [t for t in other if store.retrieve(t, k, floor=True).hits]
    n = len(rows) or 1

    def share(test) -> float:
        return round(sum(1 for r in rows if test(r)) / n, 3)

    return {
        "n": len(rows),
        "all@5": share(lambda r: r["all"] is not None and r["all"] <= 5),
        "all@12": share(lambda r: r["all"] is not None),
        "kept@5": share(lambda r: r["kept"] is not None and r["kept"] <= 5),
        "kept@12": share(lambda r: r["kept"] is not None),
        "declined": sum(r["declined"] for r in rows),
        "fewer": sum(r["fewer"] for r in rows),
        "unrelated": len(other),
        "answered": len(answered),
        "answered_queries": answered,
    }


def bulk_store(home: Path, n: int, seed: int = 5):
    """A vault of exactly `n` guidelines (domain templates, no dedup) for latency figures."""
    from romsmith.kernel.config import Settings
    from romsmith.memory._ingest import Candidate, new_guideline
    from romsmith.memory.store import Store

    store = Store(home, Settings(max_guidelines=n * 2))
    # numbered scenes (`crypt_2`) widen the templates' space: 10,000 texts need more than SCENES give
    texts = distractors(n, seed, SCENES + [f"{s}_{k}" for s in SCENES for k in range(2, 10)])
    rng = random.Random(seed)
    with store.vault.lock():
        store.locked_entries()
        for start in range(0, n, 1000):
            part = texts[start : start + 1000]
            new = [new_guideline(Candidate(text=t, tools=[rng.choice(AGENTS)]), set(), 3) for t in part]
            store.commit([], new, store.embedder.encode(part))
    return store


def latency(home: Path, n: int, qs: list[str]) -> dict:
    """p50/p95 wall-clock ms of `Store.retrieve(query, 12)` per ranking, and the p50 of the CPU time
    the process spent on it (`cpu50`): on a loaded machine wall-clock time mostly measures the
    wait for a core, CPU time what one query costs."""
    store = bulk_store(home, n)
    out = {}
    for ranking in RANKINGS:
        for q in qs[:5]:
            store.retrieve(q, 12, ranking=ranking)  # warm caches
        lat, cpu = [], []
        for q in qs:
            t0, c0 = time.perf_counter(), time.process_time()
            store.retrieve(q, 12, ranking=ranking)
            lat.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
        lat.sort()
        out[ranking] = {
            "p50": round(statistics.median(lat), 1),
            "p95": round(lat[int(len(lat) * 0.95) - 1], 1),
            "cpu50": round(statistics.median(cpu), 1),
        }
    return out


CONTENTLESS = (
    "A clean run went orchestrator → character → world → story → validate → build → verify with no repair round: "
    "keep each agent's output inside the validator's rules and build only after validation passes."
)


def value_demo(store, ids: dict, qs: list[dict], n: int = 15) -> dict:
    """Seed outcomes: for `n` held-out queries whose target is not first, the guideline ranked
    above it is known-useless (attributed -1 twice) and the target known-good (+1 twice); also add
    the mined stage-list pattern. Returns where each stands before and after, through the
    attribution file the documented way."""
    picked, before = [], []
    for q in (q for q in qs if q["split"] == "test" and q["kind"] in KINDS):
        got = [h["id"] for h in store.retrieve(q["query"], 12, floor=False).hits]
        if ids[q["key"]] in got[1:] and got[0] not in {p[2] for p in picked}:
            picked.append((q, ids[q["key"]], got[0]))
            before.append(got.index(ids[q["key"]]) + 1)
        if len(picked) == n:
            break
    lines = []
    for _q, good, useless in picked:
        lines += [{"id": good, "effect": 1.0, "source": "eval"}] * 2 + [
            {"id": useless, "effect": -1.0, "source": "eval"}
        ] * 2
    path = store.dir / "attribution.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    stage = store.add(CONTENTLESS, kind="success_pattern", tools=["character", "world", "story"]).id
    after, useless_top = [], 0
    for q, good, useless in picked:
        got = [h["id"] for h in store.retrieve(q["query"], 12, floor=False).hits]
        after.append(got.index(good) + 1 if good in got else None)
        useless_top += got[:1] == [useless]
    stage_hits = sum(stage in [h["id"] for h in store.retrieve(q["query"], 12, floor=False).hits] for q in qs)
    path.unlink()
    return {
        "pairs": len(picked),
        "good_rank_before": before,
        "good_rank_after": after,
        "useless_still_first": useless_top,
        "stage_list_retrieved": stage_hits,
        "queries": len(qs),
    }


def rerank_cost(store, qs: list[str], n: int = 30) -> dict:
    """What re-ranking the top `n` with a cross-encoder would cost per query: a MiniLM-L6 forward
    pass over `n` query+guideline pairs, the shape of ms-marco-MiniLM-L-6-v2 (no package ships
    such weights, so this measures the cost only, not the quality)."""
    texts = [g.text for g in list(store.entries().values())[:n]]
    lat = []
    for q in qs[:20]:
        t0 = time.perf_counter()
        store.embedder.encode([f"{q} [SEP] {t}" for t in texts])
        lat.append((time.perf_counter() - t0) * 1000)
    return {"pairs": len(texts), "p50": round(statistics.median(lat), 1)}


def cli_check(home: Path, rows: list[dict], n: int, stored: dict) -> list[dict]:
    """`romsmith memory add` of a stored target must merge into the API's id; then `n` queries
    through `romsmith memory search --all --k 12 --json` must return the API's ids in order."""
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
            [str(exe), "memory", "search", r["query"], "--all", "--k", "12", "--json"],
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


def decline_table(store, ids: dict, qs: list[dict], other: dict, frozen: bool = False) -> dict:
    """`decline` on the tune half (where the decline may be chosen), on the older held-out queries
    (the test half and the fresh queries) and on each held-out set of recall_heldout.json (those
    scored once only with `frozen`)."""
    typed = [q for q in qs if q["kind"] in KINDS]
    out = {
        "tune": decline(store, ids, [q for q in typed if q["split"] == "tune"], other["calibrate"]),
        "test+fresh": decline(store, ids, [q for q in typed if q["split"] in ("test", "fresh")], other["held_out"]),
    }
    for name, part in held_out(frozen=frozen).items():
        out[f"held-out {name}"] = decline(store, ids, part["queries"], part["unrelated"])
    return out


def run(n_distractors: int, home: Path, sizes: list[int], cli: int = 0, frozen: bool = False) -> dict:
    from romsmith.memory.store import Store

    guidelines = load_set()
    store = Store(home)
    t0 = time.perf_counter()
    stored = populate(store, guidelines, n_distractors)
    qs = queries(guidelines)
    other = unrelated()
    out = {
        "guidelines": len(guidelines),
        "distractors": n_distractors,
        "queries": len(qs),
        "stored": len(store.entries()),
        "targets_merged": stored["merged"],
        "ingest_seconds": round(time.perf_counter() - t0, 1),
        "floor": store.settings.relevance_floor,
        "full": store.settings.relevance_full,
        "rankings": {},
    }
    for ranking in RANKINGS:
        evaluate(store, stored["ids"], qs[:5], ranking)  # warm the index and caches
        rows = evaluate(store, stored["ids"], qs, ranking)
        cal = false_inclusions(store, other["calibrate"], ranking)
        held = false_inclusions(store, other["held_out"], ranking)
        out["rankings"][ranking] = {
            **report(rows),
            "unrelated": {"calibrate": {**cal, "confidence": None}, "held_out": {**held, "confidence": None}},
            "misses": [f"{r['split']}/{r['kind']}/{r['key']}" for r in rows if r["rank"] is None],
        }
        if ranking == "hybrid":
            # the decline in this vault and in one of the targets alone (a young vault)
            small = Store(home.parent / "targets-only")
            small_ids = populate(small, guidelines, 0)["ids"]
            out["calibration"] = calibrate(
                {"this": cal, "targets only": false_inclusions(small, other["calibrate"], ranking)}
            )
            tune = [q for q in qs if q["split"] == "tune" and q["kind"] in KINDS]
            out["fit"] = fit_weights(
                {"this": (store, stored["ids"]), "targets only": (small, small_ids)}, tune, other["calibrate"]
            )
            out["decline"] = {
                f"{n_distractors} distractors": decline_table(store, stored["ids"], qs, other, frozen),
                "targets only": decline_table(small, small_ids, qs, other, frozen),
            }
            if cli:
                out["cli"] = cli_check(home, rows, cli, stored)
    texts = [q["query"] for q in qs if q["kind"] in KINDS]
    out["rerank_cost_ms"] = rerank_cost(store, texts)
    out["value"] = value_demo(store, stored["ids"], qs)
    out["latency"] = {n: latency(home.parent / f"lat{n}", n, texts) for n in sizes}
    return out


def print_table(out: dict) -> None:
    print(
        f"{out['guidelines']} guidelines among {out['distractors']} distractor texts ({out['stored']} stored, "
        f"targets merged: {out['targets_merged'] or 'none'}); relevance_floor {out['floor']}, "
        f"relevance_full {out['full']}"
    )
    print(f"{'split/kind':<17}" + "".join(f"{r:>30}" for r in RANKINGS))
    print(f"{'':<17}" + f"{'r@5   r@12  MRR  in block':>30}" * len(RANKINGS))
    for split in ("tune", "test", "fresh"):
        for kind in ("all", *KINDS, "id"):
            cells = [out["rankings"][r][split][kind] for r in RANKINGS]
            if not cells[0]["n"]:
                continue
            label = f"{split}/{kind} n={cells[0]['n']}"
            print(
                f"{label:<17}"
                + "".join(
                    f"{c['recall@5']:>9.3f}{c['recall@12']:>6.3f}{c['mrr']:>6.3f}{c['block@12']:>9.3f}" for c in cells
                )
            )
    for part in ("calibrate", "held_out"):
        cells = [out["rankings"][r]["unrelated"][part] for r in RANKINGS]
        label = f"unrelated/{part} n={cells[0]['n']}"
        print(
            f"{label:<17}"
            + "".join(f"{'false incl. ' + str(c['queries']) + ' q, ' + str(c['hits']) + ' hits':>30}" for c in cells)
        )
    for n, lat in out["latency"].items():
        base = lat["plain"]
        label = f"latency {n} ms"
        print(
            f"{label:<17}"
            + "".join(f"{'p50 ' + str(lat[r]['p50']) + '  p95 ' + str(lat[r]['p95']):>30}" for r in RANKINGS)
        )
        print(
            f"{'  CPU p50 (x plain)':<17}"
            + "".join(
                f"{str(lat[r]['cpu50']) + ' (x' + format(lat[r]['cpu50'] / max(base['cpu50'], 1e-9), '.2f') + ')':>30}"
                for r in RANKINGS
            )
        )
    v = out["value"]
    print(
        f"value, seeded: {v['pairs']} held-out queries whose target ranked below a guideline marked known-useless: "
        f"target ranks {v['good_rank_before']} -> {v['good_rank_after']} once the target is known-good; "
        f"useless still first in {v['useless_still_first']}; the mined stage list retrieved by "
        f"{v['stage_list_retrieved']} of {v['queries']} queries"
    )
    rc = out["rerank_cost_ms"]
    print(
        f"cross-encoder re-ranking of the top {rc['pairs']} (MiniLM-L6 forward over the pairs): p50 {rc['p50']} ms per query, on top of the above"
    )
    c = out["calibration"]
    print(
        f"calibration on {len(unrelated()['calibrate'])} unrelated queries, in this vault and in the targets "
        f"alone: relevance_floor {c['relevance_floor']} (at most {FLOOR_SHARE:.0%} get any hit), relevance_full "
        f"{c['relevance_full']} (at most {FULL_SHARE:.0%} get all); set: {out['floor']}, {out['full']}"
    )
    from romsmith.memory import _decline

    weights = (1.0, _decline.MEAN_WEIGHT, _decline.COVERAGE_WEIGHT, _decline.BACKGROUND_WEIGHT)
    weights += (_decline.DOMAIN_WEIGHT, -_decline.FOREIGN_WEIGHT)
    print(
        "decline weights fitted on the tune half: "
        + ", ".join(f"{n} {v}" for n, v in out["fit"].items())
        + "; set: "
        + ", ".join(f"{n} {v}" for n, v in zip(_decline.SIGNS, weights, strict=True))
    )
    for vault, table in out["decline"].items():
        print_decline(table, vault)
    for r in RANKINGS:
        print(f"misses {r}: " + (", ".join(out["rankings"][r]["misses"]) or "none"))
    for c in out.get("cli", []):
        print(f"cli: agree={c['agree']} exit={c['exit']} {c['seconds']} s  {c['query']}")


def print_decline(table: dict, vault: str) -> None:
    """The decline's cost and effect, tune and held-out side by side (hybrid, untagged queries)."""
    names = list(table)
    print(f"decline (hybrid, {vault}): " + "; ".join(f"{n} = {table[n]['n']} queries" for n in names))
    lines = [
        ("recall@12 --all", lambda c: f"{c['all@12']:.3f}"),
        ("recall@12 declining", lambda c: f"{c['kept@12']:.3f}"),
        ("points lost @12", lambda c: f"{100 * (c['all@12'] - c['kept@12']):.1f}"),
        ("recall@5 --all", lambda c: f"{c['all@5']:.3f}"),
        ("recall@5 declining", lambda c: f"{c['kept@5']:.3f}"),
        ("declined", lambda c: str(c["declined"])),
        ("fewer hits", lambda c: str(c["fewer"])),
        (
            "unrelated answered",
            lambda c: f"{c['answered']}/{c['unrelated']} ({c['answered'] / max(c['unrelated'], 1):.1%})",
        ),
    ]
    print(f"  {'':<22}" + "".join(f"{n:>16}" for n in names))
    for label, cell in lines:
        print(f"  {label:<22}" + "".join(f"{cell(table[n]):>16}" for n in names))
    for n in names:
        if table[n]["answered_queries"]:
            print(f"  {n} unrelated answered: " + " | ".join(q[:50] for q in table[n]["answered_queries"]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--distractors", type=int, default=600)
    parser.add_argument("--sizes", default="1000,10000", help="vault sizes for the latency figures ('' for none)")
    parser.add_argument("--cli", type=int, default=0, help="also run this many queries through the CLI")
    parser.add_argument(
        "--frozen",
        action="store_true",
        help="the decline is frozen: also score the held-out sets kept for that (" + ", ".join(FROZEN_ONLY) + ")",
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    import warnings

    warnings.simplefilter("ignore")
    os.environ.pop("ROMSMITH_CHROMA_URL", None)
    sizes = [int(x) for x in args.sizes.split(",") if x.strip()]
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["ROMSMITH_HOME"] = str(Path(tmp) / "home")
        out = run(args.distractors, Path(tmp) / "home", sizes, args.cli, args.frozen)
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        print_table(out)


if __name__ == "__main__":
    main()
