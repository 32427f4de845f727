"""Value, decline and the budget of the retrieved block, on seeded vaults.

Outcomes go in through the real paths: `retrieve_block` logs what each session got,
`record_outcome` folds the verdicts in, and attribution lines go in memory/attribution.jsonl
in the documented format.
"""

from __future__ import annotations

import json

from romsmith import memory
from romsmith.kernel.trace import TraceWriter, read_trace
from romsmith.memory import _value
from romsmith.memory.store import Store

NAMES = "how should scene ids be named"
USELESS = "Scene ids read best as short words like `old_mill`; name each scene after its landmark."
GOOD = "Scene ids must be unique snake_case; two scenes named `forest` make warps ambiguous."
STAGES = (
    "A clean run went orchestrator → character → world → story → validate → build → verify with no repair "
    "round: keep each agent's output inside the validator's rules and build only after validation passes."
)
TOPICS = [
    "Use only sprite ids listed in the pack manifest for cast members.",
    "Declare every flag before a trigger sets it.",
    "Dialogue lines wrap at 28 characters; keep pages short.",
    "Warps must land on a walkable tile inside the target scene.",
]


def settings_file(home, **values):
    (home / "romsmith.toml").write_text("".join(f"{k} = {json.dumps(v)}\n" for k, v in values.items()))


def ids(hits):
    return [h["id"] for h in hits]


def test_outcomes_from_runs_sink_a_useless_guideline_below_a_good_one(romsmith_home):
    settings_file(romsmith_home, top_k=1)  # each session retrieves just the best match
    store = memory.open_store(romsmith_home)
    for t in TOPICS:
        store.add(t)
    useless, good = store.add(USELESS).id, store.add(GOOD).id
    assert ids(store.search(NAMES, 2)) == [useless, good]  # similarity alone prefers the useless one
    failed = 0
    for n in range(4):  # runs that got the useless one failed, runs that got the good one verified
        _, hits = memory.retrieve_block(NAMES, session_id=f"a{n}", home=romsmith_home)
        failed += ids(hits) == [useless]
        memory.record_outcome(f"a{n}", ids(hits) != [useless], home=romsmith_home)
        memory.retrieve_block("two scenes share the id forest", session_id=f"b{n}", home=romsmith_home)
        memory.record_outcome(f"b{n}", True, home=romsmith_home)
    assert 1 <= failed <= 3 and store.get(useless).runs_failed == failed  # it stopped being retrieved
    assert store.get(good).runs_ok >= 4
    assert ids(store.search(NAMES, 2)) == [good, useless]
    record = store.value_record()
    assert _value.weight(store.get(useless), record) < 1.0 < _value.weight(store.get(good), record)


def test_attributed_effects_outweigh_plain_outcomes_and_bad_lines_are_skipped(romsmith_home):
    store = Store(romsmith_home)
    for t in TOPICS:
        store.add(t)
    useless, good = store.add(USELESS).id, store.add(GOOD).id
    store.update(useless, lambda g: setattr(g, "runs_ok", 2))  # luck: retrieved into two good runs
    assert ids(store.search(NAMES, 2)) == [useless, good]
    lines = [
        {"id": good, "effect": 1.0, "session_id": "e1", "source": "eval"},
        {"id": good, "effect": 0.5, "session_id": "e2", "source": "eval"},
        {"id": useless, "effect": -1.0, "session_id": "e1", "source": "eval"},
        {"id": useless, "effect": 0, "session_id": "e2", "source": "eval"},
    ]
    text = "".join(json.dumps(x) + "\n" for x in lines) + 'not json\n{"id": "g-x"}\n{"id": "g-y", "effect": "lots"}\n'
    (romsmith_home / "memory" / "attribution.jsonl").write_text(text)
    assert ids(store.search(NAMES, 2)) == [good, useless]
    record = store.value_record()
    assert record.helped == {good: 1.5} and record.hurt == {useless: 1.0}


def test_a_stage_list_is_kept_in_the_vault_but_never_retrieved(romsmith_home):
    store = Store(romsmith_home)
    for t in TOPICS:
        store.add(t)
    gid = store.add(STAGES, kind="success_pattern", tools=["character", "world", "story"]).id
    query = "a clean run went orchestrator character world story validate build verify"
    assert gid not in ids(store.search(query, 12, floor=False))
    block, hits = memory.retrieve_block(query, tool="character", home=romsmith_home)
    assert gid not in ids(hits) and "clean run" not in block
    assert store.get(gid).status == "active" and gid in store.entries()
    specific = store.add("A clean run put `puny_soldier` in the cast → character → world: copy ids from the pack.")
    assert not _value.contentless(store.get(specific.id))


def test_the_block_never_exceeds_the_budget_and_the_trace_names_what_was_cut(romsmith_home):
    settings_file(romsmith_home, block_token_budget=160)
    store = memory.open_store(romsmith_home)
    texts = [
        f"Warps out of `{scene}` must land on a walkable tile inside the target scene, one tile in from the "
        f"door and facing away from it, or the player bounces back through the warp at once."
        for scene in ("village", "old_mill", "north_road", "crypt", "harbor", "ice_cave", "library", "watchtower")
    ]
    for t in texts:
        store.add(t)
    tagged = store.add("Keep the ROM title at 12 ASCII characters or fewer.", tools=["world"]).id
    trace = TraceWriter(romsmith_home, "20261129-120000-beef")
    block, hits = memory.retrieve_block("where do warps land in the target scene", tool="world", trace=trace)
    trace.close()
    from romsmith.memory import _tokens

    assert block and _tokens.count(block) <= 160
    event = next(e for e in read_trace(trace.path).events if e.get("kind") == "retrieval")
    args = event["args"]
    assert args["tokens"] == _tokens.count(block) and args["budget"] == 160
    assert args["cut"] and not set(args["cut"]) & set(args["ids"]) and tagged in args["ids"]
    assert ids(hits) == args["ids"] and all(t not in block for t in args["cut"])
    full = store.search("where do warps land in the target scene", 12, tool="world", floor=True)
    kept_untagged = [h["id"] for h in full if not h["guaranteed"] and h["id"] in args["ids"]]
    assert kept_untagged == [h["id"] for h in full if not h["guaranteed"]][: len(kept_untagged)]  # lowest cut first


def test_the_default_budget_is_600_tokens():
    from romsmith.kernel.config import Settings

    assert Settings().block_token_budget == 600


def test_a_declined_query_leaves_the_block_empty_and_the_trace_says_so(romsmith_home):
    store = Store(romsmith_home)
    for t in TOPICS:
        store.add(t)
    trace = TraceWriter(romsmith_home, "20261129-120001-beef")
    block, hits = memory.retrieve_block("how long should I proof sourdough bread overnight", tool="story", trace=trace)
    trace.close()
    assert block == "" and hits == []
    args = next(e for e in read_trace(trace.path).events if e.get("kind") == "retrieval")["args"]
    assert args["declined"] is True and args["empty"] is True and args["confidence"] < args["floor"]
    block, hits = memory.retrieve_block("which sprite ids may cast members use", tool="story")
    assert block and hits


def test_words_the_project_does_not_use_are_declined_and_a_draft_is_judged_by_its_keys(romsmith_home):
    """Coverage: the share of a query's words the project or the vault uses. An everyday question
    that shares a word with the vault ("long") is declined; a JSON draft or a log line quoting
    foreign words is about what its keys or its source name."""
    store = Store(romsmith_home)
    for t in TOPICS:
        store.add(t)
    retriever = store.retriever
    retriever._active()
    everyday = "how long should I proof sourdough bread overnight"
    draft = '{"text": "Welcome, brave traveller, to Emberfall where nobody has smiled in years"}'
    assert retriever.coverage(everyday) < 0.5 < retriever.coverage("dialogue lines are cut after a few characters")
    assert retriever.coverage(draft) == 1.0
    assert retriever.coverage(draft.replace('"text"', '"recipe"')) < 0.5
    assert retriever.coverage("playtest: brave traveller smiled at Emberfall") == 1.0  # a log line's source
    assert retriever.coverage("brave traveller smiled at Emberfall") < 0.5
    assert store.retrieve(everyday, 12).declined
    found = store.retrieve(draft, 12, floor=False)
    foreign = store.retrieve(draft.replace('"text"', '"recipe"'), 12, floor=False)
    assert found.confidence >= foreign.confidence + 0.3  # the keys' coverage, 0.6 x (1 - share)
    assert "Dialogue lines wrap" in found.hits[0]["text"]
