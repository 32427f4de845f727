"""The embedded designer behind `offline/designer`: writes game content from the prompt alone.

It reads what any model would read (the idea, the listed sprite ids and themes, the director's
plan, the retrieved guidelines, repair requests) and answers deterministically for a given idea,
task and seed. Asked to fix an answer, it applies the valid choices the repair message lists.
Memory tasks (compress, summarise, success_pattern) get `romsmith.memory.offline`'s answers.

The idea decides the game (`_intent`, reading the idea with `romsmith.lexicon`): its named
characters keep their names, its creatures and places are the sprites and themes that draw them
(`_casting`), its goal picks one of eight archetypes (`_archetypes`: rescue, find, defeat,
deliver, escort, collect, escape, investigate), a peaceful idea fights nothing. The plan task
lays out the scenes and the map's shape (`_places`, `_shape`: strip, hub, loop, rooms behind
doors) and the cast's parts (`_quests`); the character and world writers place everything the
same way from the plan (`_layout`, `_protocol`); the story writer (`_tales`, `_lines`) writes
lines that name the game's own people and places and never repeat the idea (`_echo`).
An idea that asks for two or more genres is a mixed game (`_mix`): each genre's designer writes
its segment, one leading into the next.

It is registered like any plugin model, by an entry point (`offline = "romsmith.designer:answer"`
in the `romsmith.models` group), and answers through litellm.
"""

from __future__ import annotations

import hashlib
import json
import random

from romsmith.designer import _mix
from romsmith.designer._read import Request, read
from romsmith.designer._repair import apply_repairs
from romsmith.designer.genres import genre_named
from romsmith.kernel.errors import UsageError
from romsmith.memory import offline as memory_offline
from romsmith.models.wire import task_of

TASK_WRITER = {"plan": "plan", "character": "cast", "world": "world", "story": "story"}
GAME_TASKS = tuple(TASK_WRITER)
MEMORY_TASKS = ("compress", "summarise", "success_pattern")  # answered by memory.offline


def rng_for(request: Request, seed: int) -> random.Random:
    """One random stream per (idea, plan, task, seed): same inputs, same game."""
    key = json.dumps([request.idea, request.plan, request.task, seed], sort_keys=True, ensure_ascii=False)
    return random.Random(int.from_bytes(hashlib.sha256(key.encode("utf-8")).digest()[:8], "big"))


def design(task: str, messages: list[dict], *, seed: int = 0) -> dict:
    """The designer's answer to `task`: a fix of its previous answer when the messages ask for one
    and list a valid choice for every error, else a fresh answer."""
    request = read(task, messages)
    if request.previous is not None and request.repairs:
        fixed = apply_repairs(request.previous, request.repairs)
        if fixed is not None:
            return fixed
    mixed = _mix.mix_of(request.idea) if task == "plan" else []
    if mixed:
        return _mix.plan(request, rng_for(request, seed), mixed)
    if task != "plan" and _mix.is_mixed(request.plan):
        return _mix.part(TASK_WRITER[task], request, rng_for(request, seed))
    asked = genre_of(request)
    genre = genre_named(asked)
    request.themes = [t for t in request.themes if _view(t) == genre.view] or request.themes
    answer = getattr(genre, TASK_WRITER[task])(request, rng_for(request, seed))
    if task == "plan":
        if genre.name != "adventure":  # the plan's default, left out so adventure plans stay as they were
            answer = {**answer, "genre": genre.name}
        if asked != genre.name:
            answer = {**answer, "genre_asked": asked}  # a genre the designer cannot write yet
    return answer


def _view(theme) -> str:
    """How a listed theme is seen: its catalogue notes say "side view" for a side-on one."""
    notes = [n.strip() for n in str(getattr(theme, "notes", "") or "").split(";")]
    return "side" if "side view" in notes else "top"


def genre_of(request: Request) -> str:
    """The plan task follows the genre the idea asks for; the others the plan's."""
    if request.task == "plan" or not request.plan:
        return _mix.leading_genre(request.idea)
    return str(request.plan.get("genre") or "adventure")


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
