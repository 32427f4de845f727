"""What a guideline can name: a pack's sprite ids, themes and tile names, and the GameSpec's
fields as JSON pointers. Memory invalidation flags the guidelines naming anything gone from these."""

from __future__ import annotations

import functools

from romsmith.generators.pack import Pack


def pack_refs(pack: Pack) -> set[str]:
    """Everything a guideline can name in a pack: sprite ids, tileset themes, tile names."""
    refs = set(pack.sprite_ids) | set(pack.themes)
    refs |= {t.name for tileset in pack.tilesets.values() for t in tileset.tiles}
    return refs


@functools.lru_cache(maxsize=1)
def schema_pointers() -> frozenset[str]:
    """Every field of the GameSpec schema as a JSON pointer with `*` for indices (`/cast/*/sprite`),
    the form guideline refs use. Walks the models' fields (a JSON schema dump took 0.24 s)."""
    import typing

    from pydantic import BaseModel

    from romsmith.generators.spec._game import GameSpec

    out: set[str] = set()

    def walk(annotation, pointer: str, depth: int) -> None:
        if depth > 12:
            return  # recursive models end here; guidelines never name pointers this deep
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            for name, field in annotation.model_fields.items():
                out.add(f"{pointer}/{field.alias or name}")
                walk(field.annotation, f"{pointer}/{field.alias or name}", depth + 1)
            return
        origin, args = typing.get_origin(annotation), typing.get_args(annotation)
        if origin in (list, tuple, set, frozenset, dict):
            out.add(f"{pointer}/*")
            walk(args[-1] if args else None, f"{pointer}/*", depth + 1)
        else:
            for arg in args:  # Optional, Union, Annotated
                walk(arg, pointer, depth + 1)

    walk(GameSpec, "", 0)
    return frozenset(out)
