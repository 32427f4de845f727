"""Memory benchmark: prints figures, asserts nothing.

    .venv/bin/python benchmarks/bench_memory.py            # 1,000 and 10,000 guidelines
    .venv/bin/python benchmarks/bench_memory.py --sizes 1000

- embedding throughput of memory's MiniLM vs a plain numpy reference (one text at a time, no fused
  or chunked ops) in the same run, and the largest difference between their vectors;
- ingest of N synthetic guidelines with dedup (seconds, merges);
- retrieval latency p50/p95 at each size, query embedding included, and the block's tokens;
- mining a 10,000-event trace with the offline model answered in-process (no model calls).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

NOUNS = [
    "sprite",
    "warp",
    "flag",
    "dialogue",
    "tile",
    "palette",
    "scene",
    "quest",
    "item",
    "door",
    "actor",
    "trigger",
    "map",
    "title",
    "header",
    "build",
    "linker",
    "frame",
    "collision",
    "music",
]
WHEN = [
    "before building",
    "when a repair round starts",
    "in the first draft",
    "after validation fails",
    "for every scene",
    "when the pack changes",
    "before claiming success",
    "for boss rooms",
]
SHORT = [
    "check the directory exists before writing a file",
    "only use sprite ids from the manifest",
    "coffee preference",
    "declare flags before use",
    "keep titles short",
    "warps need a target scene",
]


VOCAB = [
    "sprite",
    "warp",
    "flag",
    "dialogue",
    "tile",
    "palette",
    "scene",
    "quest",
    "item",
    "door",
    "actor",
    "trigger",
    "map",
    "title",
    "header",
    "build",
    "linker",
    "frame",
    "collision",
    "music",
    "boss",
    "enemy",
    "npc",
    "chest",
    "key",
    "lock",
    "bridge",
    "river",
    "castle",
    "forest",
    "cave",
    "village",
    "shop",
    "inn",
    "potion",
    "sword",
    "shield",
    "armor",
    "ring",
    "gem",
    "coin",
    "heart",
    "score",
    "timer",
    "pause",
    "menu",
    "cursor",
    "font",
    "glyph",
    "window",
    "layer",
    "background",
    "priority",
    "oam",
    "vram",
    "dma",
    "interrupt",
    "vblank",
    "hblank",
    "sound",
    "channel",
    "envelope",
    "sweep",
    "noise",
    "wave",
    "save",
    "slot",
    "checksum",
    "bank",
    "rom",
    "ram",
    "stack",
    "heap",
    "pointer",
    "offset",
    "align",
    "pad",
    "size",
    "width",
    "height",
    "count",
    "limit",
    "index",
    "player",
    "camera",
    "scroll",
    "parallax",
    "tilemap",
    "metatile",
    "collision",
    "slope",
    "ladder",
    "water",
    "lava",
    "ice",
    "wind",
    "switch",
    "lever",
    "cutscene",
    "portrait",
    "emotion",
    "branch",
    "choice",
    "answer",
    "reward",
    "penalty",
    "health",
    "mana",
    "stamina",
    "speed",
    "jump",
    "dash",
    "attack",
    "spawn",
    "despawn",
    "respawn",
    "checkpoint",
    "goal",
    "exit",
    "entrance",
    "stairs",
    "teleport",
    "portal",
    "gate",
    "wall",
    "floor",
    "roof",
    "path",
]
VERBS = [
    "declare",
    "check",
    "limit",
    "name",
    "reuse",
    "validate",
    "never invent",
    "align",
    "cap",
    "list",
    "clamp",
    "sort",
    "cache",
    "reset",
    "flip",
    "mirror",
    "split",
    "merge",
    "count",
    "skip",
]


def synthetic(n: int, seed: int = 1) -> list[str]:
    """Guideline-like texts: a verb, an id and random domain words; about 10% near-duplicates."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        if out and rng.random() < 0.1:
            out.append(rng.choice(out).rstrip(".") + " always.")
            continue
        words = " ".join(rng.sample(VOCAB, 7))
        out.append(f"{rng.choice(VERBS).capitalize()} `{rng.choice(VOCAB)}_{i}` for {words}.")
    return out


def reference_encode(model, texts: list[str]) -> np.ndarray:
    """The straightforward numpy forward pass: one text at a time, float64, separate ops."""
    from romsmith.memory._embed import model_dir, read_safetensors

    t = reference_encode.__dict__.setdefault(
        "w", {k: v.astype(np.float64) for k, v in read_safetensors(model_dir() / "model.safetensors").items()}
    )

    def ln(x, p):
        m = x.mean(-1, keepdims=True)
        v = ((x - m) ** 2).mean(-1, keepdims=True)
        return (x - m) / np.sqrt(v + 1e-12) * t[p + ".weight"] + t[p + ".bias"]

    def erf(x):
        s, a = np.sign(x), np.abs(x)
        u = 1 / (1 + 0.3275911 * a)
        y = 1 - (
            ((((1.061405429 * u - 1.453152027) * u) + 1.421413741) * u - 0.284496736) * u + 0.254829592
        ) * u * np.exp(-a * a)
        return s * y

    out = []
    for ids in model.tokenize(texts):
        n = len(ids)
        h = (
            t["embeddings.word_embeddings.weight"][ids]
            + t["embeddings.position_embeddings.weight"][:n]
            + t["embeddings.token_type_embeddings.weight"][0]
        )
        h = ln(h, "embeddings.LayerNorm")
        for i in range(6):
            p = f"encoder.layer.{i}."
            lin = lambda x, name, p=p: x @ t[p + name + ".weight"].T + t[p + name + ".bias"]  # noqa: E731
            q, k, v = lin(h, "attention.self.query"), lin(h, "attention.self.key"), lin(h, "attention.self.value")
            ctx = np.zeros_like(h)
            for head in range(12):
                sl = slice(head * 32, head * 32 + 32)
                s = q[:, sl] @ k[:, sl].T / math.sqrt(32)
                s = np.exp(s - s.max(-1, keepdims=True))
                ctx[:, sl] = (s / s.sum(-1, keepdims=True)) @ v[:, sl]
            h = ln(lin(ctx, "attention.output.dense") + h, p + "attention.output.LayerNorm")
            inter = lin(h, "intermediate.dense")
            inter = 0.5 * inter * (1 + erf(inter / math.sqrt(2)))
            h = ln(lin(inter, "output.dense") + h, p + "output.LayerNorm")
        e = h.mean(0)
        out.append(e / np.linalg.norm(e))
    return np.array(out, dtype=np.float32)


def bench_embed() -> None:
    from romsmith.memory._embed import make_embedder

    model = make_embedder()
    texts = [f"{s} #{i}" for i in range(167) for s in SHORT][:1000]
    model.encode(texts[:64])
    t0 = time.perf_counter()
    fast = model.encode(texts)
    fast_s = time.perf_counter() - t0
    few = texts[:100]
    t0 = time.perf_counter()
    ref = reference_encode(model, few)
    ref_s = time.perf_counter() - t0
    diff = float(np.abs(fast[:100] - ref).max())
    tokens = np.mean([len(x) for x in model.tokenize(texts)])
    print(
        f"embed: memory MiniLM {len(texts) / fast_s:8.1f} texts/s ({len(texts)} texts, {tokens:.1f} tokens avg); "
        f"plain numpy reference {len(few) / ref_s:6.1f} texts/s; speed-up {len(texts) / fast_s / (len(few) / ref_s):.1f}x; "
        f"max |difference| {diff:.2e}"
    )


def bench_size(n: int, root: Path) -> object:
    from romsmith.kernel.config import Settings
    from romsmith.memory import _retrieve
    from romsmith.memory._ingest import Candidate
    from romsmith.memory.store import Store

    home = root / f"home{n}"
    store = Store(home, Settings(max_guidelines=n * 2))
    texts = synthetic(n)
    t0 = time.perf_counter()
    merged = 0
    for start in range(0, n, 500):  # a session's worth at a time
        batch = [
            Candidate(text=t, kind="failure", tools=[random.choice(NOUNS)], session=f"s{start // 500}")
            for t in texts[start : start + 500]
        ]
        results, _ = store.ingest(batch)
        merged += sum(r.merged for r in results)
    ingest_s = time.perf_counter() - t0
    live = len(store.entries())
    print(f"ingest {n:>6}: {ingest_s:7.2f} s ({n / ingest_s:6.1f}/s), {merged} merged as duplicates, {live} stored")
    rng = random.Random(7)
    queries = [f"{rng.choice(VERBS)} the {rng.choice(NOUNS)} {rng.choice(WHEN)}" for _ in range(30)]
    queries += [f'draft: {{"sprite": "{rng.choice(NOUNS)}_{rng.randrange(n)}"}}' for _ in range(10)]
    for q in queries[:5]:
        store.search(q, 12)
    lat, toks = [], []
    for q in queries * 3:
        t0 = time.perf_counter()
        hits = store.search(q, 12, tool=rng.choice(NOUNS))
        _block, tokens, _cut = _retrieve.render(
            hits, store.settings.guideline_token_cap, store.settings.block_token_budget
        )
        lat.append((time.perf_counter() - t0) * 1000)
        toks.append(tokens)
    lat.sort()
    print(
        f"retrieve {n:>6}: p50 {statistics.median(lat):6.1f} ms, p95 {lat[int(len(lat) * 0.95) - 1]:6.1f} ms "
        f"(top 12 + tool hits, query embedding included); block tokens mean {statistics.mean(toks):.0f}, "
        f"max {max(toks)}"
    )
    return store


def bench_mining(root: Path, store) -> None:
    from romsmith.kernel.trace import TraceWriter
    from romsmith.memory._mine import mine
    from romsmith.models import warm_up

    warm_up()  # the offline model answers through litellm: its import is not mining time
    rng = random.Random(3)
    tw = TraceWriter(root / "minehome", "20261129-000000-beef")
    for _i in range(10_000):
        r = rng.random()
        if r < 0.05:
            noun = rng.choice(NOUNS[:8])
            tw.event(
                "validate",
                "validation",
                ok=False,
                error=f"unknown {noun} id",
                args={
                    "path": f"/cast/{rng.randrange(4)}/{noun}",
                    "code": f"unknown_{noun}",
                    "value": f"bad_{noun}_{rng.randrange(50)}",
                    "choices": NOUNS[:6],
                },
            )
        elif r < 0.07:
            tw.event(
                "build",
                "build",
                ok=False,
                error=f"game_data.c:{rng.randrange(900)}: error: '{rng.choice(NOUNS)}' undeclared",
            )
        elif r < 0.5:
            tw.event(
                rng.choice(["character", "world", "story"]),
                "llm_call",
                model="offline/designer",
                tokens_in=900,
                tokens_out=300,
                cost=0.0,
            )
        else:
            tw.event(
                "emit",
                "tool_call",
                tool=rng.choice(["emit_c", "pack_tiles", "read_manifest"]),
                args={"path": "/work/out/game/game_data.c"},
            )
    tw.close()
    t0 = time.perf_counter()
    report = mine(tw.path, "offline/designer", None)
    mine_s = time.perf_counter() - t0
    print(
        f"mine 10,000 events: {mine_s:.2f} s without model calls -> {report.candidates} candidates "
        f"from {report.failures} failures ({json.dumps(report.kinds)})"
    )
    if store is not None:
        t0 = time.perf_counter()
        report = mine(tw.path, "offline/designer", store)
        print(f"mine + ingest into {len(store.entries())} guidelines: {time.perf_counter() - t0:.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,10000")
    args = parser.parse_args()
    os.environ.pop("ROMSMITH_CHROMA_URL", None)
    import warnings

    warnings.simplefilter("ignore")
    print(f"cores: {os.cpu_count()}, numpy {np.__version__}")
    bench_embed()
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["ROMSMITH_HOME"] = str(Path(tmp) / "home")
        store = None
        for n in [int(x) for x in args.sizes.split(",") if x]:
            store = bench_size(n, Path(tmp))
        bench_mining(Path(tmp), store)


if __name__ == "__main__":
    main()
