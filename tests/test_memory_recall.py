"""Retrieval quality on a committed subset of benchmarks/recall_set.json.

The `test` half's first guidelines, each with a paraphrase, a synonym-heavy rewording and a draft
or tool-argument snippet, are mixed into domain distractors from the benchmark's templates and
searched through the Store as `romsmith memory search --k 12` does. The floors are the figures
measured on this subset minus a margin, so a ranking regression fails here; the full figures
come from `benchmarks/bench_recall.py`.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from romsmith.memory import retrieve_block
from romsmith.memory.store import Store

ROOT = Path(__file__).resolve().parent.parent
GUIDELINES = 20  # of the test half
DISTRACTOR_TEXTS = 200


def _bench():
    spec = importlib.util.spec_from_file_location("bench_recall", ROOT / "benchmarks" / "bench_recall.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(autouse=True)
def local_index(monkeypatch):
    monkeypatch.delenv("ROMSMITH_CHROMA_URL", raising=False)
    monkeypatch.delenv("ROMSMITH_CHROMA_COLLECTION", raising=False)


@pytest.fixture
def recall_run(romsmith_home):
    bench = _bench()
    guidelines = [g for g in bench.load_set() if g["split"] == "test"][:GUIDELINES]
    store = Store(romsmith_home)
    stored = bench.populate(store, guidelines, DISTRACTOR_TEXTS)
    rows = bench.evaluate(store, stored["ids"], bench.queries(guidelines))
    return bench, stored, rows


def test_subset_recall_at_12_stays_above_the_measured_floor(recall_run):
    bench, stored, rows = recall_run
    assert not stored["merged"], "a target merged into a distractor: the set no longer measures ranking"
    three = bench.summary([r for r in rows if r["kind"] in bench.KINDS])
    drafts = bench.summary([r for r in rows if r["kind"] == "draft"])
    exact = bench.summary([r for r in rows if r["exact"]])
    misses = [f"{r['kind']}/{r['key']}" for r in rows if r["rank"] is None]
    assert three["n"] == 3 * GUIDELINES
    assert three["recall@12"] >= 0.81, (three, misses)  # measured 0.917 (0.900 before the word signal)
    assert drafts["recall@12"] >= 0.80, (drafts, misses)  # measured 0.900
    assert exact["recall@12"] >= 0.90, (exact, misses)  # measured 1.000 (0.933 before)


def test_a_bare_id_reaches_the_prompt_block_even_when_it_embeds_far_away(romsmith_home):
    store = Store(romsmith_home)
    bench = _bench()
    bench.populate(store, [], 120)
    target = store.add(
        "A crowned boss is drawn with `puny_king` recoloured; never name a sprite `puny_skeleton_king`."
    ).id
    _, hits = retrieve_block("puny_skeleton_king", home=romsmith_home)
    assert hits and hits[0]["id"] == target
    assert hits[0]["similarity"] < hits[0]["relevance"]  # the exact match carried it in
