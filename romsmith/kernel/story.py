"""Story scenes as a graph the checks, the designer and the playtest bot all walk the same way.

A story scene (`Page`) is read from top to bottom: each line whose condition holds sets and
clears its flags; then the question, where the player picks any answer (each sets and clears its
own flags and has replies with conditions of their own); then the scene's end flag is set; then
an ending ends the story (an other ending's retry route leads back in), or the first route whose
condition holds leads on. `walk` follows every way a player can go, flag by flag: a flag nobody
in the story has set or cleared yet is unknown (set outside the story, or not) and a condition on
it is followed both ways. What it finds: the endings reached (each with the shortest run of
answers that gets there), the dead ends (a scene no route leaves, with the run that gets there),
the scenes of other genres the story leads into, and whether it went round without ending.

Flags are any hashable names (spec ids for the checks and the designer, engine flag numbers for
the bot).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable
from dataclasses import dataclass, field

MAX_STATES = 20000  # a story with more ways through than this is refused as too tangled

Flag = Hashable
Cond = tuple[Flag, bool] | None  # (flag, must be set) or always


@dataclass(frozen=True)
class Line:
    cond: Cond = None
    sets: frozenset = frozenset()
    clears: frozenset = frozenset()


@dataclass(frozen=True)
class Answer:
    label: str
    sets: frozenset = frozenset()
    clears: frozenset = frozenset()
    replies: tuple[Line, ...] = ()


@dataclass(frozen=True)
class Route:
    to: str
    cond: Cond = None


@dataclass(frozen=True)
class Page:
    id: str
    lines: tuple[Line, ...] = ()
    answers: tuple[Answer, ...] = ()
    routes: tuple[Route, ...] = ()
    ending: str | None = None  # "good", "other" or None
    end_flag: Flag | None = None
    retry: str | None = None  # an other ending: where trying again leads


@dataclass(frozen=True)
class Flags:
    """What is known of the flags: set, clear, or (neither) unknown."""

    on: frozenset = frozenset()
    off: frozenset = frozenset()

    def apply(self, sets=(), clears=()) -> Flags:
        sets, clears = frozenset(sets), frozenset(clears)
        return Flags((self.on - clears) | sets, (self.off - sets) | (clears - sets))

    def outcomes(self, cond: Cond) -> list[tuple[bool, Flags]]:
        """(holds, flags knowing it) for each way `cond` can turn out."""
        if cond is None:
            return [(True, self)]
        flag, want = cond
        if flag in self.on:
            return [(want, self)]
        if flag in self.off:
            return [(not want, self)]
        return [(True, self.apply(*(([flag], ()) if want else ((), [flag])))),
                (False, self.apply(*(((), [flag]) if want else ([flag], ()))))]  # fmt: skip


Step = tuple[str, int | None]  # (page id, answer picked there or None)


@dataclass
class Walk:
    endings: dict[str, list[Step]] = field(default_factory=dict)  # ending page -> shortest run
    dead_ends: dict[str, tuple[list[Step], Flags]] = field(default_factory=dict)  # page -> run, flags
    exits: dict[str, list[Step]] = field(default_factory=dict)  # non-story page -> run into it
    seen: set[str] = field(default_factory=set)  # story pages entered
    too_big: bool = False

    def ends(self) -> bool:
        """Some way through ends: an ending or a scene of another genre is reached."""
        return bool(self.endings or self.exits)


def read_lines(lines, flags: Flags) -> list[Flags]:
    """Every way a run of lines can leave the flags."""
    ways = [flags]
    for line in lines:
        out = []
        for f in ways:
            for holds, known in f.outcomes(line.cond):
                out.append(known.apply(line.sets, line.clears) if holds else known)
        ways = list(dict.fromkeys(out))
    return ways


def page_outcomes(page: Page, flags: Flags) -> list[tuple[int | None, Flags]]:
    """(answer picked or None, flags) for each way through `page` up to its routes."""
    out = []
    for f in read_lines(page.lines, flags):
        if not page.answers:
            out.append((None, f))
            continue
        for i, a in enumerate(page.answers):
            for g in read_lines(a.replies, f.apply(a.sets, a.clears)):
                out.append((i, g))
    if page.end_flag is not None:
        out = [(a, f.apply([page.end_flag])) for a, f in out]
    return list(dict.fromkeys(out))


def next_pages(page: Page, flags: Flags) -> list[tuple[str | None, Flags]]:
    """Where each way out of a read page leads (None: a dead end)."""
    if page.ending == "other":
        return [(page.retry, flags)] if page.retry else []
    if page.ending:
        return []
    out, ways = [], [flags]
    for route in page.routes:
        rest = []
        for f in ways:
            for holds, known in f.outcomes(route.cond):
                (out.append((route.to, known)) if holds else rest.append(known))
        ways = rest
    return out + [(None, f) for f in ways]


def walk(pages: dict[str, Page], starts: list[tuple[str, Flags]]) -> Walk:
    """Follow every way from each (page, flags) start; see the module's docstring."""
    result = Walk()
    todo: deque = deque((pid, flags, []) for pid, flags in starts)
    visited: set = set()
    while todo:
        pid, flags, run = todo.popleft()
        if pid not in pages:
            result.exits.setdefault(pid, run)
            continue
        if (pid, flags) in visited:
            continue
        if len(visited) >= MAX_STATES:
            result.too_big = True
            break
        visited.add((pid, flags))
        result.seen.add(pid)
        page = pages[pid]
        for answer, after in page_outcomes(page, flags):
            here = run + [(pid, answer)]
            if page.ending:
                result.endings.setdefault(pid, here)
            for to, known in next_pages(page, after):
                if to is None:
                    result.dead_ends.setdefault(pid, (here, known))
                else:
                    todo.append((to, known, here))
    return result


def route_to(pages: dict[str, Page], start: str, flags: Flags, wanted) -> list[Step] | None:
    """The shortest run of answers from `start` to an ending page for which `wanted(page)` holds."""
    found = walk(pages, [(start, flags)])
    runs = [run for pid, run in found.endings.items() if wanted(pages[pid])]
    return min(runs, key=len) if runs else None


# ---- a story scene written as the spec writes it (a dict: lines, choices, next, ending) --------
def _cond(item: dict) -> Cond:
    if item.get("if_flag"):
        return (item["if_flag"], True)
    if item.get("unless_flag"):
        return (item["unless_flag"], False)
    return None


def _flags(effects, op: str) -> frozenset:
    return frozenset(fx.get("id") for fx in effects or () if fx.get("op") == op and fx.get("id"))


def _line(item: dict) -> Line:
    fx = item.get("effects") or []
    return Line(_cond(item), _flags(fx, "set_flag"), _flags(fx, "clear_flag"))


def page_of(scene: dict, start: str) -> Page:
    """The graph's page of a story scene in spec form; an other ending tries again from its retry
    scene, else from `start`."""
    ending = scene.get("ending") or {}
    answers = tuple(
        Answer(
            str(a.get("label", "")),
            _flags(a.get("effects"), "set_flag"),
            _flags(a.get("effects"), "clear_flag"),
            tuple(_line(x) for x in a.get("lines") or ()),
        )
        for a in scene.get("choices") or ()
    )
    return Page(
        str(scene.get("id")),
        tuple(_line(x) for x in scene.get("lines") or ()),
        answers,
        tuple(Route(str(r.get("to")), _cond(r)) for r in scene.get("next") or ()),
        ending.get("kind"),
        ending.get("flag"),
        (ending.get("retry") or start) if ending.get("kind") == "other" else None,
    )
