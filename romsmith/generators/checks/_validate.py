"""Validate a GameSpec against the schema, the sprite pack and the engine's rules.

`validate_spec(data, pack)` never stops at the first problem: schema errors (translated from
pydantic) and semantic errors come back together as `Issue` records, each with a JSON pointer
`path`, a stable `code`, a one-line `message`, and where it helps the valid `choices` and ranked
`suggestions`. Warnings flag things that build but are probably unintended.
"""

from __future__ import annotations

import difflib

from pydantic import TypeAdapter, ValidationError

from romsmith.generators import spec as S
from romsmith.generators.checks._checker import Checker
from romsmith.generators.checks._issues import Issue, Report
from romsmith.generators.pack import Pack, load_pack

__all__ = ["Issue", "Report", "translate", "validate_spec"]


def validate_spec(data: dict | S.GameSpec, pack=None) -> Report:
    """Every schema and content error in `data`, checked against `pack` (a Pack or a pack name)."""
    if not isinstance(pack, Pack):
        pack = load_pack(pack or "puny")
    errors: list[Issue] = []
    if isinstance(data, S.GameSpec):
        spec, partial, raw_ids = data, False, {}
    elif not isinstance(data, dict):
        return Report(
            [Issue(path="", code="schema_type", message=f"a game spec is a JSON object, not {type(data).__name__}")], []
        )
    else:
        spec, partial, raw_ids, errors = _parse(data)
    checker = Checker(spec, pack, partial=partial, raw_ids=raw_ids)
    checker.run()
    return Report(
        sorted(errors + checker.errors, key=_path_key),
        sorted(checker.warnings, key=_path_key),
        None if partial else spec,
        checker.rows,
    )


_KEY_ORDER = {k: i for i, k in enumerate(S.GameSpec.model_fields)}


def _path_key(issue: Issue) -> tuple:
    """Spec order: top-level keys as the schema lists them, then list indices numerically."""
    parts = issue.path.lstrip("/").split("/") if issue.path else []
    head = _KEY_ORDER.get(parts[0], -1) if parts else -1
    return (head, *[(0, int(p), "") if p.isdigit() else (1, 0, p) for p in parts[1:]])


# ---- schema errors -> issues, and a partial spec for the semantic checks ----

_LISTS = {
    "scenes": S.Scene,
    "cast": S.Actor,
    "dialogue": S.Dialogue,
    "flags": S.Flag,
    "items": S.Item,
    "quests": S.Quest,
}


def _parse(data: dict):
    try:
        return S.GameSpec.model_validate(data), False, {}, []
    except ValidationError as exc:
        errors = [translate(e) for e in exc.errors()]
    # Keep every entry that is valid on its own, so the content checks still run on them; the
    # ids of broken entries are remembered so references to them do not raise false alarms.
    values: dict = {}
    raw_ids: dict[str, set[str]] = {}
    for key, model in _LISTS.items():
        adapter = TypeAdapter(model)
        values[key] = []
        raw_ids[key] = set()
        items = data.get(key) if isinstance(data.get(key), list) else []
        if not isinstance(data.get(key), list) and key in ("scenes", "cast"):
            raw_ids.setdefault("broken", set()).add(key)
        for item in items:
            if isinstance(item, dict) and isinstance(item.get("id"), str):
                raw_ids[key].add(item["id"])
            try:
                values[key].append(adapter.validate_python(item))
            except ValidationError:
                raw_ids.setdefault("broken", set()).add(key)
    for key in ("title", "premise", "start_scene", "header_title"):
        value = data.get(key)
        values[key] = value if isinstance(value, str) else ("" if key != "header_title" else None)
    try:
        values["win"] = S.Win.model_validate(data.get("win"))
    except ValidationError:
        values["win"] = None
        raw_ids.setdefault("broken", set()).add("win")
        win = data.get("win")
        if isinstance(win, dict) and isinstance(win.get("flag"), str):
            raw_ids["win_flag"] = {win["flag"]}
    return S.GameSpec.model_construct(**values), True, raw_ids, errors


def translate(err: dict) -> Issue:
    """One pydantic error -> one Issue with a JSON pointer."""
    loc = [str(x) for x in S.strip_tags(err.get("loc", ())) if not str(x).startswith("function-")]
    path = "/" + "/".join(p.replace("~", "~0").replace("/", "~1") for p in loc) if loc else ""
    kind = err.get("type", "invalid")
    ctx = err.get("ctx") or {}
    message = err.get("msg", "invalid value")
    choices: list[str] = []
    suggestions: list[str] = []
    if kind == "literal_error" and "expected" in ctx:
        choices = [c.strip().strip("'") for c in str(ctx["expected"]).replace(" or ", ",").split(",") if c.strip()]
        given = err.get("input")
        if isinstance(given, str):
            suggestions = difflib.get_close_matches(given, choices, n=3, cutoff=0.4)
        message = f"{given!r} is not one of {', '.join(choices)}"
    elif kind == "extra_forbidden":
        message = f"unknown field {loc[-1]!r} (remove it; fields are fixed by the schema)"
    elif kind == "missing":
        message = f"missing required field {loc[-1]!r}" if loc else "missing value"
    elif kind == "unknown_genre":
        given = err["input"].get("genre") if isinstance(err.get("input"), dict) else None
        path += "/genre"
        choices = list(S.SCENES)
        if isinstance(given, str):
            suggestions = difflib.get_close_matches(given, choices, n=3, cutoff=0.4)
        message = S.unsupported_genre(given)
    elif kind == "value_error":
        message = message.removeprefix("Value error, ")
    return Issue(path=path, code="schema_" + kind, message=message, choices=choices, suggestions=suggestions)
