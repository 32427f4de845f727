"""Valid GameSpec + pack -> `game_data.c` and `game_ids.h` for the engine data ABI.

    emit_game(spec, pack, out_dir) -> EmitResult(files, changed, title, code, stats)

The spec is validated first; an invalid spec raises ContentInvalid and nothing is written, so
broken content never reaches the compiler. Output is deterministic (same spec and pack, same
bytes) and a file whose bytes did not change is not rewritten, so builds stay incremental.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from romsmith.generators import spec as S
from romsmith.kernel.errors import ContentInvalid


@dataclass
class EmitResult:
    files: list[Path]
    changed: list[Path]
    title: str  # cartridge header title (<= 12 chars)
    code: str  # 4-character game code
    stats: dict = field(default_factory=dict)  # c_bytes, tile_bytes, bg_tiles, sprite_tiles, ...


def emit_game(spec: dict | S.GameSpec, pack=None, out_dir: str | Path = ".") -> EmitResult:
    from romsmith.generators.checks import validate_spec
    from romsmith.generators.emit._writer import render_game
    from romsmith.generators.pack import Pack, load_pack

    if not isinstance(pack, Pack):
        pack = load_pack(pack or "puny")
    report = validate_spec(spec, pack)
    report.raise_for_errors()
    game = report.spec
    digest = hashlib.sha256(json.dumps(game.model_dump(mode="json"), sort_keys=True).encode()).hexdigest()[:16]
    try:
        data_c, ids_h, stats = render_game(
            game, pack, report.rows, provenance=f"spec sha256:{digest}, pack {pack.id} sha256:{pack.fingerprint}"
        )
    except ValueError as exc:  # art that cannot become GBA graphics (names the file and the limit)
        raise ContentInvalid(str(exc), hint="fix the PNG in the pack, or pick another sprite or theme") from None
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    files, changed = [], []
    for name, text in (("game_ids.h", ids_h), ("game_data.c", data_c)):
        path = out / name
        data = text.encode("ascii")
        files.append(path)
        if not path.is_file() or path.read_bytes() != data:
            path.write_bytes(data)
            changed.append(path)
    stats["c_bytes"] = len(data_c) + len(ids_h)
    title = game.header()
    return EmitResult(files, changed, title, S.game_code(title), stats)
