"""What the designer reads from its prompt: the wire format's request, and the idea's words."""

from __future__ import annotations

import re
import unicodedata

from romsmith.designer._words import SCRIPT_WORDS, TRANSLATE
from romsmith.kernel.errors import UsageError
from romsmith.models.wire import Limits, Request, Sprite, read_request

__all__ = ["Limits", "Request", "Sprite", "ascii_words", "read"]


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


def ascii_words(text: str) -> list[str]:
    """Lower-case ASCII words of the idea (accents folded, other scripts dropped)."""
    for word in sorted(SCRIPT_WORDS, key=len, reverse=True):
        text = text.replace(word, f" {SCRIPT_WORDS[word]} ")
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()

    return [TRANSLATE.get(w, w) for w in re.findall(r"[a-z][a-z0-9']*", folded)]
