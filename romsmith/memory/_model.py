"""Model calls for the memory tasks (compress, summarise, success_pattern) through the model gateway.

Every call goes through `romsmith.models.complete`, as the agents' calls do: one `llm_call` trace
event (node `memory`) when a trace is given, tokens and cost counted, provider errors translated
into romsmith's own. The system prompt is the task line `<!-- task: NAME -->` (romsmith.models.wire),
which lets the embedded `offline/designer` answer with no key, then `prompts/memory/<task>.md`.
"""

from __future__ import annotations

import functools

from romsmith.kernel.config import project_root
from romsmith.kernel.errors import ModelOutputError, UsageError
from romsmith.models import DEFAULT_MODEL, Reply, wire
from romsmith.models import complete as model_complete

OFFLINE = DEFAULT_MODEL
TASKS = ("compress", "summarise", "success_pattern")


@functools.cache
def system_prompt(task: str) -> str:
    """The task line, then prompts/memory/<task>.md."""
    path = project_root() / "prompts" / "memory" / f"{task}.md"
    try:
        return wire.task_line(task) + "\n" + path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise UsageError(f"prompt file {path} is missing", hint="restore prompts/memory/ from git") from exc


def complete(task: str, user: str, model: str = OFFLINE, *, trace=None) -> Reply:
    """The model's answer to the memory task `task` with user message `user`, its text stripped."""
    messages = [{"role": "system", "content": system_prompt(task)}, {"role": "user", "content": user}]
    reply = model_complete(model, messages, trace=trace, node="memory", temperature=0, args={"task": task})
    text = reply.text.strip().strip('"').strip()
    if not text:
        raise ModelOutputError(
            f"model '{model}' returned an empty answer for '{task}'", hint="retry, or use --model offline/designer"
        )
    reply.text = text
    return reply
