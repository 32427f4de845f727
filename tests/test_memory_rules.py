"""The vault's rules at their edges: dedup inside one batch and at the threshold, what eviction
keeps, what revoked entries do to the cap, and the token cap on every way in."""

from __future__ import annotations

import datetime as dt

import pytest

from romsmith.kernel.config import Settings
from romsmith.memory import _evict, _tokens
from romsmith.memory._ingest import Candidate
from romsmith.memory._vault import Guideline
from romsmith.memory.store import Store

# cosines under all-MiniLM-L6-v2, measured (and checked below, so a new embedder says so)
JUST_ABOVE = (
    "Warps must land on a walkable tile inside the target scene.",
    "Make warps arrive on a walkable tile within the destination scene.",
)  # 0.859
JUST_BELOW = (
    "Dialogue lines wrap at 28 characters; keep each page short.",
    "Dialogue text wraps at 28 characters per line.",
)  # 0.829


def settings(home, **values):
    (home / "romsmith.toml").write_text("".join(f"{k} = {v}\n" for k, v in values.items()))


def cosine(store, a: str, b: str) -> float:
    va, vb = store.embedder.encode([a, b])
    return float(va @ vb)


def test_dedup_merges_a_pair_just_above_the_threshold_and_keeps_one_just_below_apart(romsmith_home):
    store = Store(romsmith_home)
    assert store.settings.dedup_cosine == 0.85
    above, below = cosine(store, *JUST_ABOVE), cosine(store, *JUST_BELOW)
    assert 0.85 < above < 0.87 and 0.81 < below < 0.85, (above, below)  # the pairs still straddle it
    first = store.add(JUST_ABOVE[0])
    second = store.add(JUST_ABOVE[1])
    assert second.merged and second.id == first.id and store.get(first.id).hit_count == 2
    third = store.add(JUST_BELOW[0])
    fourth = store.add(JUST_BELOW[1])
    assert not fourth.merged and fourth.id != third.id
    assert len(store.entries()) == 3


def test_two_near_duplicates_in_one_batch_give_one_guideline(romsmith_home):
    store = Store(romsmith_home)
    results, _ = store.ingest(
        [
            Candidate(text="Only use sprite ids listed in the pack manifest.", tools=["character"], session="s1"),
            Candidate(text="Only use the sprite ids that are listed in the pack manifest.", tools=["world"]),
            Candidate(text="Keep the ROM title at 12 ASCII characters or fewer."),
        ]
    )
    assert [r.merged for r in results] == [False, True, False] and results[1].id == results[0].id
    entries = store.entries()
    assert len(entries) == 2
    g = entries[results[0].id]
    assert g.hit_count == 2 and g.tools == ["character", "world"]
    assert set(store.index.col.get()["ids"]) - {"__romsmith_state__"} == set(entries)


FRESH = [
    "Dialogue lines wrap at 28 characters; keep each page short.",
    "Every warp's `to_scene` must name a scene that exists in `scenes`.",
    "Enemy `speed` is 1-4 pixels per frame; above 4 they tunnel through walls.",
    "The ROM title is at most 12 upper-case ASCII characters.",
    "Declare every flag in /flags before a trigger sets it.",
    "Character `hp` is 1-15 and bosses at most 30.",
    "Scenes are at most 32x32 tiles; larger maps fail to build.",
    "Items must be one of the engine's kinds: key, potion, heart, sword.",
]


def test_eviction_keeps_an_old_entry_with_many_hits_over_a_fresh_one_with_one(romsmith_home):
    """Score = hits x decay: 12 hits two half-lives ago (3.0) outweigh one hit today (1.0)."""
    settings(romsmith_home, max_guidelines=8, eviction_group=2)
    store = Store(romsmith_home)
    veteran = store.add("Palettes hold at most 16 colours each, index 0 transparent.").id
    two_half_lives = dt.datetime.now(dt.UTC) - dt.timedelta(days=2 * store.settings.half_life_days)

    def seasoned(g):
        g.hit_count, g.last_seen = 12, two_half_lives.isoformat()

    store.update(veteran, seasoned)
    fresh = [store.add(text).id for text in FRESH[:7]]
    assert len(store.entries()) == 8  # at the cap: nothing evicted yet
    fresh.append(store.add(FRESH[7]).id)  # one over: the two lowest-scoring entries are summarised
    entries = store.entries()
    assert veteran in entries and entries[veteran].hit_count == 12
    [summary] = [g for g in entries.values() if g.kind == "summary"]
    gone = set(fresh) - set(entries)
    assert len(gone) == 2 and summary.hit_count == 2 and len(entries) == 8


def test_the_eviction_score_is_hits_times_decay_whatever_the_ids_say():
    """Eviction takes the lowest hits x 2^(-age / half-life) first. The ids are picked so that a
    score ignoring hits or age would choose differently: a constant one (ties broken by id)
    would take the two smallest ids, the veteran and the busy entry; recency alone would take
    the ancient and the veteran; hits alone would seed the group with the fresh entry."""
    settings = Settings(max_guidelines=3, eviction_group=2)
    now = dt.datetime.now(dt.UTC)

    def entry(gid, hits, half_lives):
        seen = now - dt.timedelta(days=half_lives * settings.half_life_days)
        return Guideline(id=gid, text=gid, hit_count=hits, last_seen=seen.isoformat())

    entries = {
        g.id: g
        for g in (
            entry("g-0veteran", 12, 2),  # 12 x 1/4 = 3.0
            entry("g-1busy", 8, 0),  # 8.0
            entry("g-8ancient", 6, 4),  # 6 x 1/16 = 0.375
            entry("g-9fresh", 1, 0),  # 1.0
        )
    }
    scores = {gid: _evict.score(g, settings.half_life_days, now) for gid, g in entries.items()}
    assert scores == pytest.approx({"g-0veteran": 3.0, "g-1busy": 8.0, "g-8ancient": 0.375, "g-9fresh": 1.0})
    [group] = _evict.plan(entries, settings, lambda ids: {})  # 4 live, cap 3: one pair summarised
    assert [g.id for g in group] == ["g-8ancient", "g-9fresh"]


def test_revoked_entries_neither_count_toward_the_cap_nor_get_summarised(romsmith_home):
    settings(romsmith_home, max_guidelines=3, eviction_group=2)
    store = Store(romsmith_home)
    revoked = []
    for text in ("Always give the player 99 hit points.", "Give every scene a boss fight."):
        gid = store.add(text).id
        # the lowest scorers of all: old, one hit; eviction would take them first if it could
        store.update(gid, lambda g: setattr(g, "last_seen", "2020-01-01T00:00:00+00:00"))
        store.revoke(gid, "wrong", "tester")
        revoked.append(gid)
    live = [
        store.add(text).id
        for text in (
            "Dialogue lines wrap at 28 characters; keep each page short.",
            "Every warp's `to_scene` must name a scene that exists in `scenes`.",
            "Enemy `speed` is 1-4 pixels per frame; above 4 they tunnel through walls.",
        )
    ]
    entries = store.entries()
    assert len(entries) == 5 and not [g for g in entries.values() if g.kind == "summary"]  # 3 live: at the cap
    store.add("The ROM title is at most 12 upper-case ASCII characters.")  # 4 live: one pair summarised
    entries = store.entries()
    assert all(entries[gid].status == "revoked" for gid in revoked)
    [summary] = [g for g in entries.values() if g.kind == "summary"]
    assert not set(revoked) & set(summary.provenance + summary.sessions)
    assert summary.hit_count == 2 and len(set(live) - set(entries)) >= 1
    assert len([g for g in entries.values() if g.status != "revoked"]) == 3


def test_a_short_text_over_the_token_cap_is_capped_through_store_add(romsmith_home):
    store = Store(romsmith_home)
    cap = store.settings.guideline_token_cap
    text = " ".join(["🐉🏰"] * 40)  # 119 characters, about 120 tokens
    assert len(text) < 4 * cap and _tokens.count(text) > cap  # short by characters, long in tokens
    g = store.get(store.add(text).id)
    assert _tokens.count(g.text) <= cap and g.text and text.startswith(g.text)
    hits = store.search("🐉🏰", 1, floor=False)
    assert hits and _tokens.count(hits[0]["text"]) <= cap
