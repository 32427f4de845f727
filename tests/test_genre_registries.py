"""Genres are a plug-in: the names are one list (kernel.genres), the engine's enum spells them
the same, and every layer's registry implements exactly the same genres."""

from __future__ import annotations

import re
from pathlib import Path

from romsmith.kernel.genres import DEFAULT, GENRES
from romsmith.rom_build import abi

GENRES_C = Path(__file__).resolve().parent.parent / "romsmith" / "rom_build" / "engine" / "src" / "genre" / "genres.c"


def engine_genres() -> set[str]:
    """The genres with a line in the engine's table (genre/genres.c)."""
    lines = re.findall(r"\[RS_GENRE_(\w+)\]\s*=\s*&genre_\w+", GENRES_C.read_text(encoding="utf-8"))
    return {name.lower() for name in lines}


def implemented() -> dict[str, set[str]]:
    from romsmith.designer.genres import GENRES as DESIGNER
    from romsmith.playtest.genres import STRATEGIES

    return {"engine": engine_genres(), "designer": set(DESIGNER), "playtest": set(STRATEGIES)}


def test_the_engine_names_the_genres_as_the_spec_does():
    assert tuple(abi.GENRES[i] for i in sorted(abi.GENRES)) == GENRES
    assert abi.GENRES[0] == DEFAULT


def test_every_layer_implements_the_same_genres():
    registries = implemented()
    assert all(names <= set(GENRES) for names in registries.values()), registries
    assert len({frozenset(names) for names in registries.values()}) == 1, registries
    assert DEFAULT in registries["engine"]
