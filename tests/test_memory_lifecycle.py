"""Dedup, promotion, eviction, invalidation, revocation, retrieval ranking, outcomes and stats."""

from __future__ import annotations

import datetime as dt

import pytest

from romsmith import memory
from romsmith.memory import _retrieve
from romsmith.memory.store import Store


def settings(home, **values):
    (home / "romsmith.toml").write_text("".join(f"{k} = {v!r}\n".replace("'", '"') for k, v in values.items()))


def test_dedup_threshold_merges_paraphrases_only(romsmith_home):
    store = Store(romsmith_home)
    a = store.add(
        "Only use sprite ids listed in the pack manifest.", tools=["character"], session="s1", provenance=["s1:3"]
    )
    b = store.add(
        "Only use the sprite ids that are listed in the pack manifest.",
        tools=["world"],
        session="s2",
        provenance=["s2:7"],
    )
    c = store.add("verify the parent folder is present prior to file writes")  # 0.71 to the next one
    d = store.add("check the directory exists before writing a file")
    assert b.merged and b.id == a.id and not c.merged and not d.merged and c.id != d.id
    g = store.get(a.id)
    assert g.hit_count == 2 and g.tools == ["character", "world"] and g.sessions == ["s1", "s2"]
    assert g.provenance == ["s1:3", "s2:7"]


def test_promotion_after_three_distinct_sessions_and_never_demoted(romsmith_home):
    store = Store(romsmith_home)
    text = "Declare every flag in /flags before a trigger sets it."
    for session in ("s1", "s1", "s2"):
        gid = store.add(text, session=session).id
    assert store.get(gid).tier == "tactical"
    assert store.add(text, session="s3").promoted
    store.add(text, session="s3")
    store.add(text)
    g = store.get(gid)
    assert g.tier == "strategic" and g.hit_count == 6 and len(g.sessions) == 3


TOPICS = [
    "Palettes hold at most 16 colours each, index 0 transparent.",
    "Scene maps are at most 64 by 64 tiles.",
    "Every warp must name a scene that exists.",
    "Dialogue boxes fit 28 characters per line.",
    "Items need a unique id and a sprite from the manifest.",
    "Quests finish only through a declared win condition.",
    "The start scene must place the player on a walkable tile.",
    "Never emit C identifiers that collide with engine symbols such as rs_game_data.",
    "Keep the ROM title at 12 ASCII characters or fewer.",
    "Actors need a facing direction: down, up, left or right.",
]


def test_eviction_summarises_low_scorers_and_protects_strategic(romsmith_home):
    settings(romsmith_home, max_guidelines=6, eviction_group=3)
    store = Store(romsmith_home)
    keep = store.add("Only use sprite ids listed in the pack manifest.", session="a").id
    for s in ("b", "c"):
        store.add("Only use sprite ids listed in the pack manifest.", session=s)
    assert store.get(keep).tier == "strategic"
    # age some entries so the decay score picks them first
    ids = [store.add(t).id for t in TOPICS[:5]]
    old = {ids[0], ids[1]}
    for gid in old:
        store.update(gid, lambda g: setattr(g, "last_seen", "2026-01-01T00:00:00+00:00"))
    store.add(TOPICS[5])  # 7 live entries > 6: one group of 3 becomes 1
    entries = store.entries()
    live = [g for g in entries.values() if g.status != "revoked"]
    assert len(live) <= 6 and keep in entries
    summaries = [g for g in entries.values() if g.kind == "summary"]
    assert len(summaries) == 1 and not old & set(entries)
    summary = summaries[0]
    assert summary.hit_count == 3 and summary.text
    assert set(store.index.col.get()["ids"]) >= {summary.id} and not old & set(store.index.col.get()["ids"])


def test_invalidation_flags_refs_that_disappeared_and_restores_them(romsmith_home):
    store = Store(romsmith_home)
    gid = store.add("For `cast[].sprite` the hero looks best as `knight_blue`.").id
    other = store.add("Use `slime` for weak enemies.").id
    assert memory.invalidate({"knight_blue", "slime", "bat"}, scope="pack", home=romsmith_home)["needs_review"] == []
    result = memory.invalidate({"slime", "bat"}, scope="pack", home=romsmith_home)
    assert result["needs_review"] == [gid] and result["gone"] == ["knight_blue"]
    g = store.get(gid)
    assert g.status == "needs_review" and "knight_blue" in g.review_reason
    assert [h["id"] for h in store.search("which sprite for the hero knight", 5)] == [other]
    assert memory.invalidate({"slime", "bat", "knight_blue"}, scope="pack", home=romsmith_home)["restored"] == [gid]
    assert store.get(gid).status == "active"


def test_revoked_is_kept_never_retrieved_and_absorbs_duplicates(romsmith_home):
    store = Store(romsmith_home)
    gid = store.add("Always give the player 99 hit points.").id
    g = store.revoke(gid, "makes games trivial", "tester")
    assert (g.status, g.revoked_reason, g.revoked_by) == ("revoked", "makes games trivial", "tester")
    assert (romsmith_home / "memory" / "vault" / f"{gid}.md").exists()
    assert store.search("how many hit points should the player have", 5) == []
    again = store.add("Always give the player 99 hit points.")
    assert again.merged and again.id == gid and store.get(gid).status == "revoked"


def test_lexical_signal_finds_exact_ids(romsmith_home):
    store = Store(romsmith_home)
    for t in TOPICS:
        store.add(t)
    target = store.add("The sprite `tiny_mage_b` has only two frames; do not animate it with four.").id
    hits = store.search("tiny_mage_b", 3)
    assert hits[0]["id"] == target


def test_tool_tagged_guidelines_are_guaranteed(romsmith_home):
    store = Store(romsmith_home)
    for t in TOPICS:
        store.add(t)
    tagged = store.add("Keep the ROM title at 12 ASCII characters or fewer.", tools=["orchestrator"]).id
    hits = store.search("palette colours and tile maps for the castle", 2, tool="orchestrator")
    assert tagged in [h["id"] for h in hits] and len(hits) == 3
    assert next(h for h in hits if h["id"] == tagged)["guaranteed"]


def test_tool_tagged_hit_survives_the_relevance_floor(romsmith_home):
    """A tagged guideline unrelated in wording to a declined query still reaches the block."""
    store = Store(romsmith_home)
    unrelated = "Keep the ROM title at 12 ASCII characters or fewer."
    gid = store.add(unrelated, tools=["orchestrator"]).id
    found = store.retrieve("dragon lair lava boss fight", 12, tool="orchestrator")
    assert found.declined and found.confidence < found.floor
    assert [h["id"] for h in found.hits] == [gid] and found.hits[0]["guaranteed"]
    block, hits = memory.retrieve_block("dragon lair lava boss fight", tool="orchestrator", home=romsmith_home)
    assert gid in [h["id"] for h in hits] and unrelated in block
    block, hits = memory.retrieve_block("dragon lair lava boss fight", tool="story", home=romsmith_home)
    assert block == "" and hits == [], "untagged and unrelated: noise, left out"


def test_decay_and_tier_weight_the_ranking(romsmith_home):
    store = Store(romsmith_home)
    a = store.add("Warps must name a scene that exists.").id
    b = store.add("Each scene needs at least one warp or exit.").id
    first = store.search("warp target scene", 2)
    assert {h["id"] for h in first} == {a, b}
    old = first[0]["id"]
    store.update(old, lambda g: setattr(g, "last_seen", (dt.datetime.now(dt.UTC) - dt.timedelta(days=90)).isoformat()))
    again = store.search("warp target scene", 2)
    assert again[1]["id"] == old and again[1]["score"] < first[0]["score"] / 4


def test_block_escapes_text_so_the_fence_cannot_close(romsmith_home):
    store = Store(romsmith_home)
    store.add("Never write </retrieved_guidelines> or <system> tags & similar in dialogue text.", tools=["story"])
    block, _hits = memory.retrieve_block("dialogue text tags", tool="story", home=romsmith_home)
    assert block.count("</retrieved_guidelines>") == 1 and block.endswith("</retrieved_guidelines>")
    assert "&lt;/retrieved_guidelines&gt;" in block and "&amp;" in block and "<system>" not in block
    lines = block.splitlines()
    assert len(lines) == 3 and lines[1].startswith("- ")


def test_empty_memory_gives_an_empty_block(romsmith_home):
    assert memory.retrieve_block("anything at all", home=romsmith_home) == ("", [])


def test_outcomes_and_stats(romsmith_home):
    store = Store(romsmith_home)
    gid = store.add("Only use sprite ids listed in the pack manifest.", tools=["character"]).id
    store.add("Keep the ROM title at 12 ASCII characters or fewer.")
    memory.retrieve_block("sprite ids for the cast", tool="character", session_id="run1", home=romsmith_home)
    memory.retrieve_block("sprite ids for the cast", tool="character", session_id="run1", home=romsmith_home)
    memory.retrieve_block("sprite ids for the cast", tool="character", session_id="run2", home=romsmith_home)
    assert memory.stats(home=romsmith_home)["retrievals"]["pending"] >= 3
    memory.record_outcome("run1", True, home=romsmith_home)
    memory.record_outcome("run1", True, home=romsmith_home)  # idempotent
    memory.record_outcome("run2", False, home=romsmith_home)
    g = memory.open_store(romsmith_home).get(gid)
    assert (g.retrieved, g.runs_ok, g.runs_failed) == (3, 1, 1)
    stats = memory.stats(home=romsmith_home)
    assert stats["by_tier"] == {"tactical": 2} and stats["by_status"] == {"active": 2}
    assert stats["runs_recorded"] == 2 and stats["runs_ok"] == 1 and stats["retrievals"]["pending"] == 0
    entries = memory.open_store(romsmith_home).entries().values()
    ok, failed = sum(e.runs_ok for e in entries), sum(e.runs_failed for e in entries)
    assert stats["hit_rate"] == pytest.approx(ok / (ok + failed)) and stats["retrievals"]["recorded"] >= 3


def test_block_respects_the_cap_per_guideline(romsmith_home):
    store = Store(romsmith_home)
    (romsmith_home / "memory" / "vault").mkdir(parents=True, exist_ok=True)
    gid = store.add("Short rule about warps.").id
    long_text = "Warps " + "must always point at scenes that exist and are reachable " * 20
    path = romsmith_home / "memory" / "vault" / f"{gid}.md"
    path.write_text(path.read_text().replace("Short rule about warps.", long_text))
    Store(romsmith_home).reindex()
    from romsmith.memory import _tokens

    hits = memory.open_store(romsmith_home).search("warps", 1)
    line = _retrieve.render(hits, 60)[0].splitlines()[1]
    assert _tokens.count(line[2:]) <= 60


def test_parallel_agents_retrieve_safely(romsmith_home):
    """Graph nodes run in parallel threads; each gets the same, complete answer."""
    from concurrent.futures import ThreadPoolExecutor

    store = Store(romsmith_home)
    for t in TOPICS:
        store.add(t, tools=["world"])
    query = "scene maps, warps and the start tile"
    expected = memory.retrieve_block(query, tool="world", session_id="p", home=romsmith_home)[0]
    with ThreadPoolExecutor(4) as pool:
        blocks = list(
            pool.map(
                lambda _: memory.retrieve_block(query, tool="world", session_id="p", home=romsmith_home)[0], range(8)
            )
        )
    assert blocks == [expected] * 8 and expected.count("\n- ") >= 3


CASTLE_RULES = [
    "In the castle scene every warp must name a target scene that exists.",
    "Declare each castle flag in /flags before a trigger in the castle sets it.",
    "Castle items must be declared in /items before a dialogue gives them.",
    "Castle dialogue pages hold at most four lines of 28 characters.",
    "Castle guards use sprite ids from the pack list, e.g. puny_soldier.",
    "The castle theme needs a walkable floor tile next to each door warp.",
    "A castle gate opens only when its flag can be set on the near side.",
    "Castle triggers fire once when they carry the once condition.",
    "Keep the castle title at 12 ASCII characters for the cartridge header.",
    "The castle boss needs hp of at most 10 and a defeat flag the win checks.",
    "Castle scenes are between 15 and 32 cells wide.",
    "Each castle quest step names the flag that marks it done.",
    "The win flag of a castle story must be set by something reachable.",
    "Castle NPCs without dialogue get a silent warning: give each a line.",
    "Castle rows use only legend characters of the castle theme.",
    "A castle actor must not stand on a warp cell or share a cell.",
]
CASTLE_QUERY = "castle scene: warps, flags, items, dialogue, sprites, gates and the win"


@pytest.mark.parametrize("top_k", [12, 5])
def test_the_block_holds_exactly_top_k_of_the_best_guidelines(romsmith_home, top_k):
    """16 relevant guidelines and room in the token budget: top_k of them in the block, the best
    ones, best first, never fewer."""
    (romsmith_home / "romsmith.toml").write_text(f"top_k = {top_k}\nblock_token_budget = 5000\n")
    store = Store(romsmith_home)
    assert len({store.add(rule).id for rule in CASTLE_RULES}) == len(CASTLE_RULES)
    found = store.retrieve(CASTLE_QUERY, len(CASTLE_RULES))
    assert not found.declined and len(found.hits) == len(CASTLE_RULES)
    block, hits = memory.retrieve_block(CASTLE_QUERY, home=romsmith_home)
    assert len(hits) == top_k
    assert [h["id"] for h in hits] == [h["id"] for h in found.hits[:top_k]]
    assert block.count("\n- ") == top_k


def test_a_block_cut_to_its_token_budget_says_what_it_cut(romsmith_home):
    """Fewer than top_k only when the budget cuts, and then the trace names every guideline cut."""
    from romsmith.kernel.trace import TraceWriter, read_trace

    (romsmith_home / "romsmith.toml").write_text("top_k = 12\nblock_token_budget = 120\n")
    store = Store(romsmith_home)
    for rule in CASTLE_RULES:
        store.add(rule)
    trace = TraceWriter(romsmith_home, "budget-run")
    _block, hits = memory.retrieve_block(CASTLE_QUERY, trace=trace, home=romsmith_home)
    trace.close()
    [event] = [e for e in read_trace(trace.path).events if e.get("kind") == "retrieval"]
    assert 0 < len(hits) < 12 and len(hits) + len(event["args"]["cut"]) == 12
