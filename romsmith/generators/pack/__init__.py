"""Sprite and tile packs: the manifest, its checks, the PNGs behind it, and what prompts list of it.

    load_pack(name_or_path) -> Pack     every problem in the manifest and its PNGs, or the pack
    resolve_pack_path(name_or_path)     a pack name (packs/<name>) or folder -> its folder

Modules: `_manifest` (the manifest models, Pack, Tileset, load_pack), `_checks` (what a manifest
and its PNGs must pass), `_cache` (PNG facts remembered across runs), `_catalogue` (the short
catalogue prompts get), `images` (PNG -> GBA colour and 4bpp tiles), `sheet` (a pack's contact
sheet).
"""

from __future__ import annotations

from romsmith.generators.pack._manifest import (
    DIRECTIONS,
    KIND_FALLBACK,
    TILE_KINDS,
    Manifest,
    Pack,
    SpriteEntry,
    Suggestion,
    TileEntry,
    Tileset,
    TilesetEntry,
    load_pack,
    packs_dir,
    resolve_pack_path,
)

__all__ = [
    "DIRECTIONS",
    "KIND_FALLBACK",
    "TILE_KINDS",
    "Manifest",
    "Pack",
    "SpriteEntry",
    "Suggestion",
    "TileEntry",
    "Tileset",
    "TilesetEntry",
    "load_pack",
    "packs_dir",
    "resolve_pack_path",
]
