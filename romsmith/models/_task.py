"""Every prompt file starts with `<!-- task: NAME -->`; embedded models dispatch on it."""

from __future__ import annotations

import re

_TASK = re.compile(r"^\s*<!--\s*task:\s*([A-Za-z_][\w-]*)\s*-->")


def task_of(messages: list[dict]) -> str:
    """The task named on the first line of the first system message ('' when there is none)."""
    for message in messages:
        if message.get("role") == "system":
            match = _TASK.match(str(message.get("content") or ""))
            return match.group(1) if match else ""
    return ""


def user_text(messages: list[dict]) -> str:
    return "\n\n".join(str(m.get("content") or "") for m in messages if m.get("role") == "user")
