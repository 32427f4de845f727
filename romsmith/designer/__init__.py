"""The embedded designer behind `offline/designer`: writes game content from the prompt alone.

It reads what any model would read (the idea, the listed sprite ids and themes, the director's
plan, the retrieved guidelines, repair requests) and answers deterministically for a given idea,
task and seed. Asked to fix an answer, it applies the valid choices the repair message lists.
Memory tasks (compress, summarise, success_pattern) get `romsmith.memory.offline`'s answers.

It is registered like any plugin model, by an entry point (`offline = "romsmith.designer:answer"`
in the `romsmith.models` group), and answers through litellm.
"""

from __future__ import annotations

import hashlib
import json
import random

from romsmith.designer._read import Brief, read
from romsmith.designer._repair import apply_repairs
from romsmith.kernel.errors import UsageError
from romsmith.memory import offline as memory_offline
from romsmith.models._task import task_of

GAME_TASKS = ("plan", "character", "world", "story")
MEMORY_TASKS = ("compress", "summarise", "success_pattern")

_WRITERS = {}


def _writer(task: str):
    if not _WRITERS:
        from romsmith.designer._cast import cast
        from romsmith.designer._plan import plan
        from romsmith.designer._story import story
        from romsmith.designer._world import world

        _WRITERS.update(plan=plan, character=cast, world=world, story=story)
    return _WRITERS[task]


def rng_for(brief: Brief, seed: int) -> random.Random:
    """One random stream per (idea, plan, task, seed): same inputs, same game."""
    key = json.dumps([brief.idea, brief.plan, brief.task, seed], sort_keys=True, ensure_ascii=False)
    return random.Random(int.from_bytes(hashlib.sha256(key.encode("utf-8")).digest()[:8], "big"))


def design(task: str, messages: list[dict], *, seed: int = 0) -> dict:
    brief = read(task, messages)
    if brief.previous is not None and brief.feedback:
        fixed = apply_repairs(brief.previous, brief.feedback, brief)
        if fixed is not None:
            return fixed
    return _writer(task)(brief, rng_for(brief, seed))


def answer(model: str, messages: list[dict], params: dict) -> str:
    """The `offline/designer` provider: the task named by the system prompt's task line, answered as text."""
    task = task_of(messages)
    if task in GAME_TASKS:
        return json.dumps(design(task, messages, seed=int(params.get("seed") or 0)), ensure_ascii=False)
    if task in MEMORY_TASKS:
        return getattr(memory_offline, task)(messages)
    raise UsageError(
        f"offline model: no task line in the system prompt (found '{task or 'none'}')",
        hint="start the system prompt with <!-- task: NAME --> where NAME is one of "
        + ", ".join(GAME_TASKS + MEMORY_TASKS),
    )
