"""Model calls for the memory tasks (compress, summarise, success_pattern), through litellm.

The system prompt is `prompts/memory/<task>.md`, whose first line `<!-- task: NAME -->` lets the
embedded `offline/designer` model answer deterministically. Until that model is registered with
litellm (`romsmith.models.ensure_registered`), `offline/designer` is answered here directly by the
same functions (memory.offline), so the loop works with no key either way.
"""

from __future__ import annotations

import functools
import os

from romsmith.kernel.config import project_root
from romsmith.kernel.errors import ModelOutputError, UsageError

OFFLINE = "offline/designer"
TASKS = ("compress", "summarise", "success_pattern")


@functools.cache
def system_prompt(task: str) -> str:
    path = project_root() / "prompts" / "memory" / f"{task}.md"
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise UsageError(f"prompt file {path} is missing", hint="restore prompts/memory/ from git") from exc


def _registered_offline() -> bool:
    try:
        from romsmith.pipeline import models
    except ImportError:
        return False
    ensure = getattr(models, "ensure_registered", None)
    if ensure is None:
        return False
    ensure()
    return True


def complete(task: str, user: str, model: str = OFFLINE) -> str:
    """The model's answer (text only) to the memory task `task` with user message `user`."""
    messages = [{"role": "system", "content": system_prompt(task)}, {"role": "user", "content": user}]
    if model == OFFLINE and not _registered_offline():
        from romsmith.memory import offline

        return getattr(offline, task)(messages)
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm

    try:
        response = litellm.completion(model=model, messages=messages, temperature=0)
        text = response.choices[0].message.content
    except Exception as exc:  # litellm raises many provider-specific types
        raise ModelOutputError(
            f"model '{model}' failed on the memory task '{task}': {exc}",
            hint="check the model name and its API key, or use --model offline/designer",
        ) from exc
    if not text or not str(text).strip():
        raise ModelOutputError(
            f"model '{model}' returned an empty answer for '{task}'", hint="retry, or use --model offline/designer"
        )
    return str(text).strip().strip('"').strip()
