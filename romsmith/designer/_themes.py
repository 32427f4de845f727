"""What each theme calls for in a designed game: the foes met there, the bosses that may rule it,
the name of the key that opens a goal there, the treasure found at a goal there, and its music
(best first). The table is data, `themes.toml` beside this module (package data), read once;
`wants(theme)` is a theme's row, {} for a theme it does not list (callers name their defaults).
"""

from __future__ import annotations

import tomllib
from pathlib import Path

DATA = Path(__file__).resolve().parent / "themes.toml"
THEMES: dict[str, dict] = tomllib.loads(DATA.read_text(encoding="utf-8"))


def wants(theme: str) -> dict:
    return THEMES.get(theme, {})
