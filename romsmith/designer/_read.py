"""What the designer reads from its prompt: the wire format's request (the idea itself is read
with `romsmith.lexicon`, see `_intent`)."""

from __future__ import annotations

from romsmith.kernel.errors import UsageError
from romsmith.models.wire import Limits, Request, Sprite, read_request

__all__ = ["Limits", "Request", "Sprite", "read"]


def read(task: str, messages: list[dict]) -> Request:
    """The request in `messages`, for `task`; the limits block is required (names and pages fit it)."""
    request = read_request(messages)
    request.task = task
    if request.limits is None:
        raise UsageError(
            "offline model: the system prompt has no complete <limits> block",
            hint="write system prompts with romsmith.pipeline.promptkit (prompts/*.md use {{limits}})",
        )
    return request
