#!/usr/bin/env python3
"""The engine's include contract: every #include under engine/ goes down the layer table or
sideways within a layer, and no group of subsystems includes itself round in a circle.

    python3 romsmith/rom_build/engine/tools/check_layers.py [ENGINE_DIR]

A subsystem is a header and its source (`map.h` + `map.c` are `map`); `#include "x.h"` is an
edge from the including subsystem to `x`. Headers that are not the engine's (the runtime's
`rs_runtime.h`, the generated `game_ids.h`) are outside the table and ignored. A file whose
subsystem has no layer fails too, so a new subsystem must be given its place here. Exit 0 when
the contract holds, else 1 with one line per break.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

# bottom first; a subsystem may include its own layer and those below it
LAYERS: list[tuple[str, set[str]]] = [
    ("hw", {"hw", "rs_types", "rs_data", "rs_save"}),
    ("video/input", {"video", "input"}),
    ("text/sound", {"text", "font", "textbox", "choice", "sound", "sound_tables", "save", "state"}),
    ("world", {"map", "actor", "camera", "player", "effects", "hud", "dialogue", "cutscene", "scene", "menu"}),
    ("genre", {"genre/*"}),
    ("main", {"main"}),
]

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


def unit_of(path: Path, engine: Path) -> str:
    """`src/map.c` -> `map`, `src/genre/adventure.c` -> `genre/adventure`, `include/rs_data.h` -> `rs_data`."""
    rel = path.relative_to(engine)
    parts = rel.with_suffix("").parts[1:]  # drop src/ or include/
    return "/".join(parts)


def layer_of(unit: str) -> int | None:
    for index, (_name, units) in enumerate(LAYERS):
        folder = unit.rsplit("/", 1)[0] + "/*" if "/" in unit else None
        if unit in units or (folder and folder in units):
            return index
    return None


def include_graph(engine: Path) -> tuple[dict[str, set[str]], dict[tuple[str, str], str]]:
    """Subsystem -> the engine subsystems it includes, and one `file: #include` line per edge."""
    files = sorted(p for d in ("src", "include") for p in (engine / d).rglob("*") if p.suffix in (".c", ".h"))
    known = {unit_of(p, engine) for p in files}
    by_name: dict[str, str] = {}
    for unit in known:
        by_name.setdefault(unit.rsplit("/", 1)[-1], unit)
    graph: dict[str, set[str]] = {unit: set() for unit in known}
    where: dict[tuple[str, str], str] = {}
    for path in files:
        unit = unit_of(path, engine)
        for name in INCLUDE.findall(path.read_text(encoding="utf-8", errors="replace")):
            stem = Path(name).with_suffix("").as_posix()
            target = stem if stem in known else by_name.get(stem.rsplit("/", 1)[-1])
            if target is None or target == unit:
                continue
            graph[unit].add(target)
            where.setdefault((unit, target), f'{path.relative_to(engine)}: #include "{name}"')
    return graph, where


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of two or more subsystems (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def breaks(engine: Path) -> list[str]:
    """Every break of the contract, one line each (empty when it holds)."""
    graph, where = include_graph(engine)
    problems = []
    for unit in sorted(graph):
        if layer_of(unit) is None:
            problems.append(f"{unit}: no layer; give it one in LAYERS (tools/check_layers.py)")
    for unit in sorted(graph):
        mine = layer_of(unit)
        for target in sorted(graph[unit]):
            theirs = layer_of(target)
            if mine is not None and theirs is not None and theirs > mine:
                problems.append(
                    f"upward include: {where[(unit, target)]} ({unit} is {LAYERS[mine][0]}, "
                    f"{target} is {LAYERS[theirs][0]})"
                )
    for group in cycles(graph):
        problems.append("include cycle: " + " -> ".join(group + group[:1]))
    return problems


def main(argv: list[str]) -> int:
    engine = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent.parent
    problems = breaks(engine)
    for line in problems:
        print(line)
    if not problems:
        print(f"engine layers: {len(include_graph(engine)[0])} subsystems, {len(LAYERS)} layers, no break")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
