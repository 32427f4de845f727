"""Graduation: strategic guidelines with a good outcome record move into the prompts they keep
correcting, as a reviewable patch; `ungraduate` moves one back.

A guideline goes to the prompt of the agent it is tagged with (`PROMPT_OF`: the orchestrator's
prompt, or a domain agent's in prompts/domains/), as one line `- <text>` in a `## Lessons from past
runs` section placed before `## Answer shape` (or at the end). `plan()` only computes the change
and its unified diff; `apply()` writes the prompt files and marks the guidelines `graduated` with
`graduated_to = "prompts/<file>.md:<line>"` (kept in the vault, no longer retrieved);
`ungraduate()` removes that line and makes the guideline active again. Nothing else in memory
writes to prompts/.
"""

from __future__ import annotations

import dataclasses
import difflib
import os
from pathlib import Path

from romsmith.kernel.errors import UsageError
from romsmith.memory import _value
from romsmith.models import wire

SECTION = "## Lessons from past runs"
ANCHOR = "## Answer shape"
PROMPT_OF = {
    "orchestrator": "orchestrator.md",
    "character": "domains/character.md",
    "world": "domains/world.md",
    "story": "domains/story.md",
}


@dataclasses.dataclass
class Plan:
    files: dict[str, tuple[str, str]]  # relative path -> (before, after)
    moves: dict[str, str]  # guideline id -> relative prompt path
    skipped: dict[str, str]  # guideline id -> why not

    def diff(self) -> str:
        out = []
        for rel, (before, after) in sorted(self.files.items()):
            out += difflib.unified_diff(
                before.splitlines(keepends=True),
                after.splitlines(keepends=True),
                f"a/prompts/{rel}",
                f"b/prompts/{rel}",
            )
        return "".join(out)


def line_of(g) -> str:
    return f"- {wire.escape(g.text)}"


def _insert(text: str, lines: list[str]) -> str:
    """`text` with `lines` added to its lessons section (made before the answer shape if missing)."""
    rows = text.splitlines()
    if SECTION in rows:
        at = rows.index(SECTION) + 1
        while at < len(rows) and rows[at].startswith("- "):
            at += 1
        rows[at:at] = lines
    else:
        at = rows.index(ANCHOR) if ANCHOR in rows else len(rows)
        block = [SECTION, *lines, ""]
        if at and rows[at - 1].strip():
            block.insert(0, "")
        rows[at:at] = block
    return "\n".join(rows) + "\n"


def candidates(store) -> list:
    record = store.value_record()
    return sorted(
        (
            g
            for g in store.entries().values()
            if g.status == "active" and g.tier == "strategic" and not _value.contentless(g) and _value.good(g, record)
        ),
        key=lambda g: g.id,
    )


def plan(store, prompts: Path) -> Plan:
    files: dict[str, tuple[str, str]] = {}
    moves, skipped = {}, {}
    for g in candidates(store):
        target = next((PROMPT_OF[t] for t in g.tools if t in PROMPT_OF), None)
        if target is None:
            skipped[g.id] = "tagged with no agent that has a prompt (" + (", ".join(g.tools) or "no tools") + ")"
            continue
        path = prompts / target
        if not path.is_file():
            skipped[g.id] = f"no prompt file {path}"
            continue
        before, current = files.get(target, (None, None))
        if before is None:
            before = current = path.read_text(encoding="utf-8")
        if line_of(g) in current.splitlines():
            skipped[g.id] = f"already in prompts/{target}"
            continue
        files[target] = (before, _insert(current, [line_of(g)]))
        moves[g.id] = target
    return Plan(files, moves, skipped)


def _write(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def apply(store, prompts: Path, the_plan: Plan) -> dict[str, str]:
    """Write the plan's prompt files and mark its guidelines graduated; returns id -> pointer."""
    pointers = {}
    for rel, (_before, after) in the_plan.files.items():
        _write(prompts / rel, after)
    for gid, rel in the_plan.moves.items():
        lines = (prompts / rel).read_text(encoding="utf-8").splitlines()
        number = lines.index(line_of(store.get(gid))) + 1
        pointers[gid] = f"prompts/{rel}:{number}"

        def change(g, pointer=pointers[gid]):
            g.status, g.graduated_to = "graduated", pointer

        store.update(gid, change)
    return pointers


def ungraduate(store, prompts: Path, gid: str) -> dict:
    """Take guideline `gid` out of its prompt and make it active again."""
    g = store.get(gid)
    if g.status != "graduated":
        raise UsageError(
            f"guideline {g.id} is {g.status}, not graduated", hint="list them: romsmith memory list --status graduated"
        )
    rel = (g.graduated_to or "").removeprefix("prompts/").rsplit(":", 1)[0]
    path = prompts / rel
    removed = False
    if rel and path.is_file():
        rows = path.read_text(encoding="utf-8").splitlines()
        if line_of(g) in rows:
            rows.remove(line_of(g))
            if SECTION in rows:  # drop the section once it is empty
                at = rows.index(SECTION)
                if at + 1 >= len(rows) or not rows[at + 1].startswith("- "):
                    del rows[at]
                    if at < len(rows) and not rows[at].strip() and at and not rows[at - 1].strip():
                        del rows[at]
            _write(path, "\n".join(rows) + "\n")
            removed = True

    def change(x):
        x.status, x.graduated_to = "active", None

    store.update(g.id, change)
    return {"id": g.id, "prompt": f"prompts/{rel}" if rel else None, "line_removed": removed}
