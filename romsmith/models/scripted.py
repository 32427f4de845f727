"""A scripted model for tests: queued replies, recorded calls, answered through litellm.

    from romsmith.models import scripted
    scripted.reset()
    scripted.enqueue('{"title": "..."}', lambda messages: "...")
    run(..., model="scripted/test")
    scripted.history[0]["task"]  # "plan"

A reply is a string, a dict/list (sent as JSON), or a callable taking the messages and returning
either. A reply may also be keyed by task: `enqueue_for("character", ...)` serves only calls whose
system prompt starts with `<!-- task: character -->`, so parallel agents cannot take each
other's replies.
"""

from __future__ import annotations

import collections
import json
import threading

from romsmith.models.wire import task_of

history: list[dict] = []
_queue: collections.deque = collections.deque()
_by_task: dict[str, collections.deque] = collections.defaultdict(collections.deque)
_lock = threading.Lock()


class ScriptExhausted(AssertionError):
    """The code under test asked the scripted model more often than the test expected."""


def reset() -> None:
    with _lock:
        history.clear()
        _queue.clear()
        _by_task.clear()


def enqueue(*replies) -> None:
    with _lock:
        _queue.extend(replies)


def enqueue_for(task: str, *replies) -> None:
    with _lock:
        _by_task[task].extend(replies)


def calls(task: str | None = None) -> list[dict]:
    return [h for h in history if task is None or h["task"] == task]


def answer(model: str, messages: list[dict], params: dict) -> str:
    task = task_of(messages)
    with _lock:
        history.append({"model": model, "task": task, "messages": [dict(m) for m in messages], "params": params})
        if _by_task.get(task):
            reply = _by_task[task].popleft()
        elif _queue:
            reply = _queue.popleft()
        else:
            raise ScriptExhausted(f"scripted model has no reply left for task '{task}' (call {len(history)})")
    if callable(reply):
        reply = reply(messages)
    if isinstance(reply, BaseException):
        raise reply
    return reply if isinstance(reply, str) else json.dumps(reply)
