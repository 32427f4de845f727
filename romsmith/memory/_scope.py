"""What a guideline is about: the scene genres it was learned in, and the validator rules it was
mined from.

A lesson from a platformer scene ("a gap wider than 4 cells is out of jump reach") is noise for a
shooter, so each guideline records the genres of the runs that taught it (`Guideline.genres`,
unioned on merges; none = any genre) and retrieval weighs a guideline whose genres miss all of the
run's by OFF_GENRE_WEIGHT (`weight`); a run that names no genre prefers none.

A lesson mined from a validator rule goes stale when the rule changes, so each guideline records
the rules it came from as `rule_id@version` (`Guideline.rules`; the pipeline passes the
validator's table of versions). `stale` finds the recorded rules whose version differs from the
table's; `Store.review_rules` marks those guidelines `needs_review` (not retrieved, not revoked)
with a reason starting REVIEW_PREFIX, and a later run that mines the same lesson from the rule's
current version confirms it (`confirms`: the entry takes the merge and is active again). A rule
the table does not list is left alone: the table only speaks for the rules it knows.
"""

from __future__ import annotations

from romsmith.kernel.genres import GENRES

OFF_GENRE_WEIGHT = 0.7  # the mildest with no off-genre lesson in a tune block of benchmarks/bench_genre.py
REVIEW_PREFIX = "rule changed: "


def genres(values) -> list[str]:
    """Genre names as stored: the engine's genres (`kernel.genres`) named, lower-cased, unique,
    sorted; anything else is dropped."""
    out = {str(v).strip().lower() for v in (values or ())}
    return sorted(v for v in out if v in GENRES)


def weight(guideline_genres, run_genres) -> float:
    """1.0 unless both sides name genres and none is shared: then OFF_GENRE_WEIGHT."""
    if not guideline_genres or not run_genres or set(guideline_genres) & set(run_genres):
        return 1.0
    return OFF_GENRE_WEIGHT


def tag(rule: str, version) -> str:
    return f"{rule}@{version}"


def parse(rule_tag: str) -> tuple[str, str]:
    rule, _, version = str(rule_tag).partition("@")
    return rule, version


def merge_rules(old, new) -> list[str]:
    """One tag per rule id, sorted; a rule in `new` takes `new`'s version (the latest mining)."""
    out = {parse(t)[0]: t for t in old or ()}
    out.update({parse(t)[0]: t for t in new or ()})
    return sorted(out.values())


def stale(rule_tags, versions: dict) -> list[tuple[str, str, str]]:
    """(rule, recorded version, current version) of each recorded rule whose version the table
    lists differently."""
    out = []
    for t in rule_tags or ():
        rule, had = parse(t)
        if rule in versions and str(versions[rule]) != had:
            out.append((rule, had, str(versions[rule])))
    return out


def review_reason(changes: list[tuple[str, str, str]]) -> str:
    return REVIEW_PREFIX + ", ".join(f"{rule} {had} -> {now}" for rule, had, now in changes)


def under_rule_review(g) -> bool:
    return g.status == "needs_review" and (g.review_reason or "").startswith(REVIEW_PREFIX)


def confirms(g, rule_tags) -> bool:
    """Whether a candidate mined with `rule_tags` confirms `g`, set aside because a rule changed:
    it comes from every rule that changed, as that rule is now."""
    if not under_rule_review(g):
        return False
    mined = {parse(t)[0] for t in rule_tags or ()}
    changed = [x.split(" ")[0] for x in (g.review_reason or "")[len(REVIEW_PREFIX) :].split(", ") if x]
    return bool(changed) and set(changed) <= mined
