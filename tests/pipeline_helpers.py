"""Helpers for the pipeline tests: scripted replies that delegate to the offline designer."""

from __future__ import annotations

import json

from romsmith.models import scripted


def designer(task: str, seed: int = 0, edit=None):
    """A scripted reply that answers like offline/designer would, optionally edited by `edit(dict)`."""

    def reply(messages):
        from romsmith.designer import design

        value = design(task, messages, seed=seed)
        if edit is not None:
            value = edit(value) or value
        return json.dumps(value)

    return reply


def script_game(seed: int = 0, *, character=None, plan=None, world=None, story=None) -> None:
    """Queue one reply per agent; each defaults to what the designer would answer."""
    scripted.reset()
    for task, custom in (("plan", plan), ("character", character), ("world", world), ("story", story)):
        replies = custom if isinstance(custom, (list, tuple)) else [custom or designer(task, seed)]
        scripted.enqueue_for(task, *replies)


def user_messages(call: dict) -> list[str]:
    return [m["content"] for m in call["messages"] if m["role"] == "user"]
