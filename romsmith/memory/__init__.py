"""The memory loop: traces mined into guidelines, kept in a Markdown vault indexed by Chroma,
retrieved into prompts.

Public API (the pipeline calls these; everything else is internal):

    retrieve_block(query, *, tool=None, session_id=None, trace=None, home=None, genres=None) -> (block, hits)
    process_trace(trace_path, *, model="offline/designer", home=None, trace=None, genres=None,
                  rule_versions=None) -> MineReport
    record_outcome(session_id, ok, home=None) -> dict
    invalidate(known_refs, *, scope="default", home=None) -> dict
    review_rules(versions, *, home=None) -> dict  (guidelines of a changed validator rule: needs_review)
    open_store(home=None) -> Store            (memory.store: add, search, revoke, reindex, ...)
    search(query, *, k=None, tool=None, home=None, genres=None) -> list[Hit]      (typed, for the public API)
    add(text, *, tools=(), session=None, home=None) -> Added       (arguments checked: UsageError)
    stats(home=None) -> dict
    warm_up(home=None) -> None                 (load the index and model ahead of the first retrieval)

Heavy imports (numpy model, chromadb, litellm) happen on first use, not on `import memory`.
"""

from __future__ import annotations

import time
from pathlib import Path

__all__ = [
    "Added",
    "Hit",
    "MineReport",
    "add",
    "invalidate",
    "open_store",
    "process_trace",
    "record_outcome",
    "retrieve_block",
    "review_rules",
    "search",
    "stats",
    "warm_up",
]


def open_store(home: Path | None = None):
    from romsmith.memory.store import open_store as _open

    return _open(home)


def retrieve_block(
    query: str,
    *,
    tool: str | None = None,
    session_id: str | None = None,
    trace=None,
    home: Path | None = None,
    genres=None,
) -> tuple[str, list[dict]]:
    """The fenced `<retrieved_guidelines>` block for a prompt ("" when nothing fits) and its hits.

    `query` is the agent's task plus its current draft or tool arguments; `tool` is the tool or
    agent about to run (its tagged guidelines are guaranteed a place). A query below the relevance
    floor gets nothing but those, one between the floors only its best few (`memory._decline`);
    the block never exceeds `block_token_budget` tokens (the lowest-ranked hits are cut first).
    With `trace` (a kernel.trace.TraceWriter) a `retrieval` event is written: ids, scores, tokens,
    what was cut, whether the query was declined or given fewer hits.
    `genres` are the run's scene genres (e.g. ["platformer", "shooter"]; none: no preference):
    guidelines learned only in other genres rank lower (`memory._scope`).
    Hits are `{id, text, score, tier, tools}` (plus `similarity`, `relevance`, `guaranteed`, `kind`).
    """
    from romsmith.memory import _outcomes, _retrieve

    start = time.perf_counter()
    store = open_store(home)
    found = store.retrieve(query, store.settings.top_k, tool, floor=True, genres=genres)
    block, tokens, cut = _retrieve.render(
        found.hits, store.settings.guideline_token_cap, store.settings.block_token_budget
    )
    hits = [h for h in found.hits if h["id"] not in cut]
    session = session_id or getattr(trace, "session_id", None)
    _outcomes.log_retrieval(store, session, [h["id"] for h in hits])
    if trace is not None:
        trace.event(
            "memory",
            "retrieval",
            tool=tool,
            args={
                "query": query[:300],
                "ids": [h["id"] for h in hits],
                "scores": [h["score"] for h in hits],
                "tiers": [h["tier"] for h in hits],
                "tokens": tokens,
                "budget": store.settings.block_token_budget,
                "cut": cut,
                "declined": found.declined,
                "fewer": found.fewer,
                "named": found.named,
                "confidence": found.confidence,
                "floor": found.floor,
                "full": found.full,
                "genres": list(genres or []),
                "empty": not block,
            },
            ms=(time.perf_counter() - start) * 1000,
        )
    return block, hits


def process_trace(
    trace_path: Path,
    *,
    model: str | None = "offline/designer",
    home: Path | None = None,
    trace=None,
    genres=None,
    rule_versions: dict | None = None,
):
    """Mine one session's trace into the vault (run at the end of every session) -> MineReport.

    The model calls go through `romsmith.models`; with `trace` (the session's TraceWriter) each
    one is logged there as an `llm_call` event of node `memory`. Each guideline records `genres`
    (the run's scene genres; None: those a `memory.scope` event of the trace names, else none) and,
    for a validation failure, its code as `code@version` from `rule_versions` ({code: version};
    a code it does not list is version 1).
    """
    from romsmith.kernel.errors import UsageError
    from romsmith.memory._mine import mine

    path = Path(trace_path)
    if not path.is_file():
        raise UsageError(f"no trace file at {path}", hint="pass a .jsonl file from ROMSMITH_HOME/traces/")
    store = open_store(home)
    return mine(path, model or store.settings.model, store, trace, genres=genres, rule_versions=rule_versions)


def record_outcome(session_id: str, ok: bool, home: Path | None = None) -> dict:
    """Record whether the run `session_id` succeeded, for every guideline retrieved into it."""
    from romsmith.memory import _outcomes

    return _outcomes.record_outcome(open_store(home), session_id, ok)


def invalidate(known_refs: set[str], *, scope: str = "default", home: Path | None = None) -> dict:
    """Flag guidelines naming ids that disappeared from `scope` since the last call (needs_review).

    Call with everything that exists now, e.g. `invalidate(pack_ids, scope="pack")` after loading
    packs/<name>/manifest.json and `invalidate(schema_fields, scope="schema")`.
    """
    return open_store(home).invalidate(set(known_refs), scope)


def review_rules(versions: dict, *, home: Path | None = None) -> dict:
    """Set aside (`needs_review`, not retrieved) the guidelines mined from a validator rule whose
    version changed, and restore those whose rules match again -> {needs_review, restored}.

    Call with the validator's table, {rule id: version}, e.g. at the start of every session; a
    later run that mines the same lesson from the rule as it is now makes it active again.
    """
    return open_store(home).review_rules(dict(versions))


def warm_up(home: Path | None = None) -> None:
    """Load what the first retrieval needs (Chroma index, embedding model, the lexical indexes and
    the vault's centroid) ahead of it, e.g. in a background thread while a session starts. Does
    nothing for an empty vault; a problem is left for that retrieval to report."""
    try:
        store = open_store(home)
        if any(g.status == "active" for g in store.vault.entries().values()):
            store.entries()  # imports chromadb, opens and syncs the index
            store.retrieve("warm up", 1)  # embeds, builds the BM25 indexes, the centroid, the background
    except Exception:
        pass


def stats(home: Path | None = None) -> dict:
    from romsmith.memory import _outcomes

    return _outcomes.stats(open_store(home))


# what a person types: a query or a guideline is a line, not a document (the MCP tools say the same)
MAX_TEXT_CHARS = 2000
MAX_K = 1000
MAX_TOOLS = 20


def search(
    query: str,
    *,
    k: int | None = None,
    tool: str | None = None,
    home: Path | None = None,
    floor: bool = True,
    genres=None,
):
    """Guidelines by meaning and by exact words, best first -> list[Hit] (id, text, score, tier, tools);
    none for a query below the relevance floor unless `floor=False`; `genres` prefers guidelines
    learned in those scene genres. `k`: 1 to 1000 (default top_k); `tool`: a tool or agent name.
    UsageError for a bad argument."""
    from romsmith.kernel import args
    from romsmith.memory._lookup import search as _search

    args.text(query, "the query", max_chars=MAX_TEXT_CHARS, hint='ask in a line, e.g. "sprite ids for the cast"')
    args.optional(k, args.whole_number, "k", low=1, high=MAX_K, hint=f"pass k from 1 to {MAX_K}, or None for top_k")
    if tool is not None:
        args.names([tool] if isinstance(tool, str) else tool, "tool", max_items=1)
    args.flag(floor, "floor")
    return _search(query, k=k, tool=tool, home=home, floor=floor, genres=genres)


def add(text: str, *, tools=(), session: str | None = None, home: Path | None = None):
    """Add a guideline by hand (a near-duplicate merges into the existing one) -> Added(id, merged).
    `tools`: tool or agent names (one name, or a list of at most 20); `text` at most 2000
    characters. UsageError for a bad argument."""
    from romsmith.kernel import args
    from romsmith.memory._lookup import add as _add

    args.text(
        text,
        "the guideline",
        max_chars=MAX_TEXT_CHARS,
        hint="write one short rule, e.g. 'Use only sprite ids listed in the pack manifest'",
    )
    tags = args.names(tools, "tools", max_items=MAX_TOOLS)
    args.optional(
        session, args.text, "session", max_chars=100, hint="pass the session id it came from, or None", one_line=True
    )
    return _add(text, tools=tags, session=session, home=home)


def __getattr__(name: str):
    if name in ("Hit", "Added"):
        from romsmith.memory import _lookup

        return getattr(_lookup, name)
    if name == "MineReport":
        from romsmith.memory._mine import MineReport

        return MineReport
    if name == "store":
        import importlib

        return importlib.import_module("romsmith.memory.store")
    raise AttributeError(name)
