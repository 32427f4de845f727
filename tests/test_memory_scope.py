"""Lessons scoped by genre and by the validator rule that made them."""

from __future__ import annotations

from romsmith import memory
from romsmith.kernel.trace import TraceWriter
from romsmith.memory._ingest import Candidate
from romsmith.memory.store import Store

JUMP = "A gap wider than 4 cells is out of jump reach; put a ledge in the middle of wider gaps."
BULLETS = "Enemy bullets faster than 3 pixels per frame cannot be dodged; slow them down near the player."
ANY = "Keep each scene's exits on its edges so the player finds the way on."
KNIGHT = "For a knight use sprite `puny_soldier`; copy `cast[].sprite` ids from the pack list."
KNIGHT_AGAIN = "For a knight use the sprite `puny_soldier`; copy the `cast[].sprite` ids from the pack list."


def lessons(home) -> tuple[Store, dict[str, str]]:
    store = Store(home)
    results, _ = store.ingest(
        [
            Candidate(text=JUMP, genres=["platformer"], session="p1"),
            Candidate(text=BULLETS, genres=["shooter"], session="s1"),
            Candidate(text=ANY, session="m1"),
        ]
    )
    return store, dict(zip(("jump", "bullets", "any"), (r.id for r in results)))


def ranked(store, query, genres=None) -> list[str]:
    return [h["id"] for h in store.search(query, 3, floor=False, genres=genres)]


def test_genres_are_recorded_and_unioned_on_merges(romsmith_home):
    store, ids = lessons(romsmith_home)
    assert store.get(ids["jump"]).genres == ["platformer"] and store.get(ids["any"]).genres == []
    again = store.ingest([Candidate(text=JUMP, genres=["Puzzle", "platformer", "not a genre!"])])[0][0]
    assert again.merged and store.get(ids["jump"]).genres == ["platformer", "puzzle"]
    text = (romsmith_home / "memory" / "vault" / f"{ids['jump']}.md").read_text()
    assert "genres:\n- platformer\n- puzzle\n" in text  # in the file, the source of truth


def test_retrieval_prefers_the_runs_genres_and_none_means_no_preference(romsmith_home):
    store, ids = lessons(romsmith_home)
    query = "how fast may the things that fly at the player be, and how wide may a gap be"
    neutral = ranked(store, query)
    assert set(neutral) == set(ids.values())
    for genre, own, other in (("shooter", "bullets", "jump"), ("platformer", "jump", "bullets")):
        order = ranked(store, query, [genre])
        assert order.index(ids[own]) < order.index(ids[other]), (genre, order)
    # a guideline learned in no genre, or in one the run has, keeps its score; the others drop
    plain = {h["id"]: h["score"] for h in store.search(query, 3, floor=False)}
    shooter = {h["id"]: h["score"] for h in store.search(query, 3, floor=False, genres=["shooter"])}
    assert shooter[ids["any"]] == plain[ids["any"]] and shooter[ids["bullets"]] == plain[ids["bullets"]]
    assert shooter[ids["jump"]] < plain[ids["jump"]]
    # a run mixing genres prefers both
    both = {h["id"]: h["score"] for h in store.search(query, 3, floor=False, genres=["shooter", "platformer"])}
    assert both == plain


def test_a_changed_rule_sets_its_lessons_aside_until_a_run_confirms_them(romsmith_home):
    store = Store(romsmith_home)
    [knight], _ = store.ingest([Candidate(text=KNIGHT, kind="failure", rules=["unknown_sprite@1"])])
    [other], _ = store.ingest([Candidate(text=ANY, kind="failure", rules=["schema_missing@1"])])
    query = "which sprite for a knight"
    assert knight.id in ranked(store, query)
    # a table that does not list a rule leaves its lessons alone; the same version changes nothing
    assert memory.review_rules({"unknown_sprite": 1}, home=romsmith_home) == {"needs_review": [], "restored": []}
    result = memory.review_rules({"unknown_sprite": 2, "unknown_theme": 1}, home=romsmith_home)
    assert result == {"needs_review": [knight.id], "restored": []}
    g = store.get(knight.id)
    assert g.status == "needs_review" and g.review_reason == "rule changed: unknown_sprite 1 -> 2"
    assert store.get(other.id).status == "active"
    assert knight.id not in ranked(store, query)  # set aside: not retrieved
    assert memory.review_rules({"unknown_sprite": 2}, home=romsmith_home)["needs_review"] == []  # once
    # the same lesson from a run of the old rule, or added by hand, does not confirm it
    [by_hand], _ = store.ingest([Candidate(text=KNIGHT_AGAIN)])
    assert not by_hand.merged and not by_hand.confirmed and store.get(knight.id).status == "needs_review"
    # a later run mines it from the rule as it is now: confirmed, active, at the new version
    [mined], _ = store.ingest([Candidate(text=KNIGHT_AGAIN, kind="failure", rules=["unknown_sprite@2"])])
    assert mined.merged and mined.confirmed and mined.id == knight.id  # the set-aside one, not the copy
    g = store.get(knight.id)
    assert (g.status, g.review_reason, g.rules, g.hit_count) == ("active", None, ["unknown_sprite@2"], 2)
    assert knight.id in ranked(store, query)


def test_a_rule_change_undone_restores_its_lessons(romsmith_home):
    store = Store(romsmith_home)
    [knight], _ = store.ingest([Candidate(text=KNIGHT, kind="failure", rules=["unknown_sprite@1"])])
    memory.review_rules({"unknown_sprite": 2}, home=romsmith_home)
    assert memory.review_rules({"unknown_sprite": 1}, home=romsmith_home) == {
        "needs_review": [],
        "restored": [knight.id],
    }
    assert store.get(knight.id).status == "active"
    # set aside for a name the pack lost: a rule table never restores that
    store.update(knight.id, lambda g: (setattr(g, "status", "needs_review"), setattr(g, "review_reason", "x")))
    assert memory.review_rules({"unknown_sprite": 1}, home=romsmith_home)["restored"] == []


def test_mining_records_the_rule_version_and_the_genres_the_trace_names(romsmith_home):
    tw = TraceWriter(romsmith_home, "20261202-020000-abcd")
    tw.event("plan", "llm_call", args={"prompt": "a knight saves the village"})
    tw.event(
        "validate",
        "validation",
        ok=False,
        error="/cast/0/sprite: unknown sprite id 'puny_knight'",
        args={"path": "/cast/0/sprite", "code": "unknown_sprite", "value": "puny_knight", "choices": ["soldier"]},
    )
    tw.event("memory", "tool_call", tool="memory.scope", args={"genres": ["platformer", "shooter"]})
    tw.close()
    report = memory.process_trace(tw.path, home=romsmith_home, rule_versions={"unknown_sprite": 3})
    store = memory.open_store(romsmith_home)
    failure = next(g for g in store.entries().values() if g.kind == "failure")
    assert failure.rules == ["unknown_sprite@3"] and failure.genres == ["platformer", "shooter"]
    postmortem = next(g for g in store.entries().values() if g.kind == "postmortem")
    assert postmortem.genres == ["platformer", "shooter"] and postmortem.rules == []
    assert report.genres == ["platformer", "shooter"]
    # genres given by the caller win over the trace's; a code the table does not list is version 1
    tw = TraceWriter(romsmith_home, "20261202-020001-abcd")
    tw.event(
        "validate",
        "validation",
        ok=False,
        error="/scenes/0/theme: theme 'lava' is not in pack puny",
        args={"path": "/scenes/0/theme", "code": "unknown_theme", "value": "lava", "choices": ["castle"]},
    )
    tw.close()
    memory.process_trace(tw.path, home=romsmith_home, genres=["puzzle"], rule_versions={})
    theme = next(g for g in store.entries().values() if g.rules and g.rules[0].startswith("unknown_theme"))
    assert theme.rules == ["unknown_theme@1"] and theme.genres == ["puzzle"]


def test_memory_search_on_the_command_line_prefers_the_genre_asked_for(romsmith_cli, romsmith_home):
    _store, ids = lessons(romsmith_home)
    query = "how fast may the things that fly at the player be, and how wide may a gap be"
    scores = {}
    for genre in ("shooter", "platformer"):
        hits = romsmith_cli("memory", "search", query, "--all", "--genre", genre, "--json").json()
        scores[genre] = {h["id"]: h["score"] for h in hits}
    assert scores["shooter"][ids["bullets"]] > scores["platformer"][ids["bullets"]]
    assert scores["platformer"][ids["jump"]] > scores["shooter"][ids["jump"]]
    assert scores["shooter"][ids["any"]] == scores["platformer"][ids["any"]]
