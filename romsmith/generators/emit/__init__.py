"""Valid GameSpec + pack -> `game_data.c` and `game_ids.h` for the engine data ABI.

    emit_game(spec, pack, out_dir) -> EmitResult(files, changed, title, code, stats)

Modules: `_emit` (the entry point: validate, render, write what changed), `_writer` (the C writer:
ids, tiles, sprites, dialogue, items, quests, songs, cut-scenes, the game root), `_ctext` (engine
names and hex rows), `_gfx` (pack PNGs -> GBA graphics), `_songs` (songs as C), `_cuts`
(cut-scenes as C), `_menu` (what the pause menu shows), `genres` (each genre's scene writer:
`genres.WRITERS`).
"""

from __future__ import annotations

from romsmith.generators.emit._emit import EmitResult, emit_game

__all__ = ["EmitResult", "emit_game"]
