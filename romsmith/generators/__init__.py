"""Game content: the GameSpec schema, the sprite pack, validation, the C generators and scoring.

Public entry points (imported lazily so `import generators` stays cheap):
    generators.spec          GameSpec and per-agent part models, OWNERS, part_schema, assemble
    generators.load_pack     load and validate a sprite pack -> Pack
    generators.validate_spec GameSpec dict + Pack -> Report (all errors and warnings)
    generators.emit_game     GameSpec + Pack -> game_data.c, game_ids.h (EmitResult)
    generators.api.validate  the same validation behind `romsmith validate` and the MCP tool

One package per concern, each importing only those below it (pyproject's generators-concerns):
`cli` > `api` > `emit` (C) > `checks` (validation) > `world` (layout, where the player goes) and
`score` (fidelity, text) > `spec` (the schema) > `pack` and `music`. Where genres differ, a
concern has a `genres/` package: one module per genre and a registry keyed by
`kernel.genres` names (`spec.genres.SCENES`, `world.genres.WORLDS`, `checks.genres.CHECKS`,
`emit.genres.WRITERS`).
"""

from __future__ import annotations

_EXPORTS = {
    "load_pack": "romsmith.generators.pack",
    "Pack": "romsmith.generators.pack",
    "validate_spec": "romsmith.generators.checks",
    "Report": "romsmith.generators.checks",
    "emit_game": "romsmith.generators.emit",
    "EmitResult": "romsmith.generators.emit",
    "expand_layout": "romsmith.generators.world",
}


def __getattr__(name: str):
    if name in _EXPORTS:
        import importlib

        return getattr(importlib.import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module 'generators' has no attribute {name!r}")
