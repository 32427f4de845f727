"""The `offline/designer` provider: dispatch on the prompt's task line, answer as text.

Game tasks (plan, character, world, story) go to the embedded designer; memory tasks
(compress, summarise, success_pattern) to `memory.offline`, imported only when asked.
"""

from __future__ import annotations

import json

from romsmith.kernel.errors import UsageError
from romsmith.models._task import task_of

GAME_TASKS = ("plan", "character", "world", "story")
MEMORY_TASKS = ("compress", "summarise", "success_pattern")


def answer(model: str, messages: list[dict], params: dict) -> str:
    task = task_of(messages)
    if task in GAME_TASKS:
        from romsmith.designer import design

        return json.dumps(design(task, messages, seed=int(params.get("seed") or 0)), ensure_ascii=False)
    if task in MEMORY_TASKS:
        try:
            import romsmith.memory.offline as memory_offline
        except ImportError as exc:
            raise UsageError(
                f"offline model: task '{task}' needs memory.offline, which is not installed",
                hint="install the memory package of this checkout",
            ) from exc
        return getattr(memory_offline, task)(messages)
    raise UsageError(
        f"offline model: no task line in the system prompt (found '{task or 'none'}')",
        hint="start the system prompt with <!-- task: NAME --> where NAME is one of "
        + ", ".join(GAME_TASKS + MEMORY_TASKS),
    )
