"""Sprite and tile packs: `packs/<name>/manifest.json`, validated on load.

A pack has character sprite sheets (16x16 frames, 2 walk frames per direction by default) with
role tags and plain-word aliases, and one tileset per theme whose 16x16 tiles each carry a legend
character (used in scene rows), a kind (used by the layout generator) and a passability.
`load_pack(name_or_path)` collects every problem in the manifest and its PNGs before failing.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Collection
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from romsmith.generators.pack import _catalogue
from romsmith.generators.pack._cache import ImageSizes
from romsmith.generators.pack._checks import DIRECTIONS as DIRECTIONS  # public: frame directions
from romsmith.generators.pack._checks import check_manifest
from romsmith.kernel.errors import ContentInvalid, UsageError
from romsmith.kernel.files import MAX_MANIFEST_BYTES, FileRefused, confined, read_bounded
from romsmith.kernel.jsontext import JsonRefused, parse_json

# sprite ids become C symbols (SPRITE_<ID>), exactly as GameSpec ids do
TILE_KINDS = ("floor", "path", "decor", "wall", "obstacle", "water", "door", "roof", "bridge")
# Kinds a theme may lack, and what the layout generator uses instead. A `prop` (e.g. a chest) is
# placed on purpose, cell by cell, and never picked by the layout generator.
KIND_FALLBACK = {
    "prop": "floor",
    "path": "floor",
    "decor": "floor",
    "door": "path",
    "bridge": "path",
    "roof": "wall",
    "obstacle": "wall",
    "water": "wall",
    "gate": "wall",
}


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SpriteEntry(_M):
    id: str = Field(min_length=1, max_length=32)
    file: str
    roles: list[Literal["player", "npc", "enemy", "boss", "shot", "pickup"]] = Field(
        min_length=1,
        description="what a game may cast it as: a character (player, npc, enemy, boss), a shot a genre "
        "fires (8x8 frames) or a pickup it drops (a power-up)",
    )
    aliases: list[str] = Field(default_factory=list)
    description: str = ""
    kind: Literal["person", "animal", "monster", "machine"] | None = Field(
        default=None,
        description="what it is: a person, an animal, a monster (undead, spirits, beasts of legend), a machine",
    )
    age: Literal["child", "adult", "old"] | None = Field(default=None, description="how old it looks")
    gender: Literal["female", "male", "any"] | None = Field(
        default=None, description="whom a name should suit; 'any' when the art does not say"
    )
    size: Literal["small", "medium", "large", "huge"] | None = Field(
        default=None, description="in the game world: smaller than a person, person-sized, bigger, a giant"
    )
    frame_width: int = 16
    frame_height: int = 16
    frames: dict[Literal["down", "up", "left", "right"], list[int]] = Field(
        default_factory=lambda: {"down": [0, 1], "up": [2, 3], "left": [4, 5], "right": [6, 7]}
    )
    poses: dict[Literal["jump", "fall"], int] = Field(
        default_factory=dict, description="side view: the frame rising and the frame falling, facing left"
    )


class TileEntry(_M):
    char: str = Field(min_length=1, max_length=1)
    name: str
    kind: Literal[
        "floor", "path", "decor", "wall", "obstacle", "water", "door", "roof", "bridge", "gate", "prop",
        "ledge", "ladder", "spikes", "coin", "goal", "checkpoint",
    ]  # fmt: skip
    # side view (a `view: side` tileset): a ledge holds what lands on its top, a ladder is climbed,
    # a hazard hurts
    passable: Literal["walkable", "blocking", "water", "ledge", "ladder", "hazard"]
    axis: Literal["horizontal", "vertical"] | None = Field(
        default=None, description="for paths drawn with a direction, e.g. a carpet"
    )


class TilesetEntry(_M):
    theme: str
    file: str
    description: str = ""
    aliases: list[str] = Field(default_factory=list, description="place words a prompt would use, e.g. port, docks")
    indoor: bool = Field(default=False, description="a room or building inside, entered through a door")
    view: Literal["top", "side"] = Field(
        default="top", description="seen from above (adventure scenes) or from the side (platformer levels)"
    )
    tile_size: int = 16
    tiles: list[TileEntry] = Field(min_length=1, description="in the order they appear in the PNG, row-major")


class Manifest(_M):
    id: str
    name: str = ""
    license: str = ""
    author: str = ""
    sprites: list[SpriteEntry] = Field(min_length=1)
    tilesets: list[TilesetEntry] = Field(min_length=1)


@dataclass(frozen=True)
class Suggestion:
    id: str
    score: float
    alias: str | None = None  # the alias that matched, when one did

    def __str__(self) -> str:
        return f"{self.id} (alias: {self.alias})" if self.alias else self.id


class Tileset:
    def __init__(self, entry: TilesetEntry, root: Path):
        self.entry = entry
        self.theme = entry.theme
        self.path = confined(root, entry.file)  # checked by load_pack; raises if swapped since
        self.tiles = entry.tiles
        self.by_char = {t.char: i for i, t in enumerate(entry.tiles)}
        self.legend: dict[str, TileEntry] = {t.char: t for t in entry.tiles}
        self.walkable_chars = frozenset(t.char for t in entry.tiles if t.passable == "walkable")

    def char_for(self, kind: str) -> str:
        """The first tile of a kind, falling back along KIND_FALLBACK (e.g. no bridge -> path)."""
        seen = set()
        while kind not in seen:
            seen.add(kind)
            for t in self.tiles:
                if t.kind == kind:
                    return t.char
            kind = KIND_FALLBACK.get(kind, "floor")
        return self.tiles[0].char

    def path_char(self, horizontal: bool) -> str:
        """The path tile for a straight run: one drawn for that axis when the theme has it."""
        want = "horizontal" if horizontal else "vertical"
        for t in self.tiles:
            if t.kind == "path" and t.axis == want:
                return t.char
        return next((t.char for t in self.tiles if t.kind == "path" and t.axis is None), self.char_for("path"))

    def bridge_char(self, horizontal: bool) -> str:
        """The bridge tile for a crossing running east-west (horizontal) or north-south."""
        want = "horizontal" if horizontal else "vertical"
        bridges = [t for t in self.tiles if t.kind == "bridge"]
        return next((t.char for t in bridges if t.axis == want), None) or next(
            (t.char for t in bridges if t.axis is None), self.char_for("bridge")
        )

    def chars_of(self, kind: str) -> list[str]:
        return [t.char for t in self.tiles if t.kind == kind]

    def walkable(self, char: str) -> bool:
        return char in self.walkable_chars


class Pack:
    """A loaded, validated pack: the manifest plus helpers for the designer and the validator."""

    def __init__(self, manifest: Manifest, root: Path):
        self.manifest = manifest
        self.root = root
        self.id = manifest.id
        self.sprites = {s.id: s for s in manifest.sprites}
        self.tilesets = {t.theme: Tileset(t, root) for t in manifest.tilesets}

    @property
    def sprite_ids(self) -> list[str]:
        return [s.id for s in self.manifest.sprites]

    @property
    def themes(self) -> list[str]:
        return [t.theme for t in self.manifest.tilesets]

    def sprite_path(self, sprite_id: str) -> Path:
        return confined(self.root, self.sprites[sprite_id].file)

    def suggest(self, word: str, k: int = 3, cutoff: float = 0.5, role: str | None = None) -> list[Suggestion]:
        """Sprite ids ranked by closeness of `word` to their name or aliases; sprites drawn for
        `role` (player/npc/enemy/boss) rank a little higher."""
        bonus = {s.id: 0.1 for s in self.manifest.sprites if role and role in s.roles}
        return _rank(word, {s.id: s.aliases for s in self.manifest.sprites}, self._stem, k, cutoff, bonus)

    def suggest_theme(self, word: str, k: int = 3) -> list[Suggestion]:
        """Themes ranked by closeness of `word` to their name or place aliases (harbour: port, docks)."""
        return _rank(word, {t.theme: t.aliases for t in self.manifest.tilesets}, lambda s: s, k, 0.3, {})

    def _stem(self, sprite_id: str) -> str:
        prefix = self.id + "_"
        return sprite_id[len(prefix) :] if sprite_id.startswith(prefix) else sprite_id

    def catalogue(self, frame_sizes: Collection[tuple[int, int]] | None = None) -> tuple[list, list]:
        """(sprites, themes) as prompts list them (`models.wire` entries, see _catalogue); with
        `frame_sizes`, only the sprites the engine draws."""
        return _catalogue.sprites(self.manifest.sprites, frame_sizes), _catalogue.themes(self.manifest.tilesets)

    @cached_property
    def fingerprint(self) -> str:
        """Hash of the manifest and every PNG, so generated files can say what made them."""
        import hashlib

        from romsmith.generators.pack.images import MAX_PNG_BYTES

        h = hashlib.sha256(read_bounded(self.root / "manifest.json", MAX_MANIFEST_BYTES, "pack manifest"))
        for f in sorted({s.file for s in self.manifest.sprites} | {t.file for t in self.manifest.tilesets}):
            h.update(read_bounded(confined(self.root, f), MAX_PNG_BYTES, "PNG image"))
        return h.hexdigest()[:16]


def _norm(word: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", word.lower()).strip("_")


def _rank(word, candidates: dict[str, list[str]], stem, k, cutoff, bonus: dict[str, float]) -> list[Suggestion]:
    w = _norm(word)
    # a pack prefix the model guessed ("puny_knight") should not count against it
    w_stem = w.split("_", 1)[1] if "_" in w and any(c.startswith(w.split("_", 1)[0] + "_") for c in candidates) else w
    scored = []
    for cid, aliases in candidates.items():
        best = _ratio(w_stem, stem(cid))
        alias_hit = None
        for alias in aliases:
            a = _norm(alias)
            score = 1.0 if a in (w, w_stem) else 0.95 * max(_ratio(w_stem, a), _ratio(w, a))
            if score > best:
                best, alias_hit = score, (alias if score >= 0.75 else None)
        if best < 1.0:
            best = min(0.99, best + bonus.get(cid, 0.0))
        if best >= cutoff:
            scored.append(Suggestion(cid, round(best, 3), alias_hit))
    scored.sort(key=lambda s: (-s.score, s.id))
    return scored[:k]


def _ratio(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a, b).ratio()


def packs_dir() -> Path:
    return Path(__file__).resolve().parents[3] / "packs"


def resolve_pack_path(name_or_path: str | Path) -> Path:
    p = Path(name_or_path)
    if p.is_dir() or p.suffix == ".json" or "/" in str(name_or_path):
        return p.parent if p.suffix == ".json" else p
    return packs_dir() / str(name_or_path)


_CACHE: dict[tuple, Pack] = {}


def load_pack(name_or_path: str | Path = "puny", *, use_cache: bool = True) -> Pack:
    """Load and validate a pack by name (`packs/<name>`) or folder; raise ContentInvalid listing
    every problem, UsageError when there is no manifest at all. With `use_cache`, PNGs unchanged
    since an earlier run passed are not decoded again (pack._cache)."""
    root = resolve_pack_path(name_or_path).resolve()
    manifest_path = root / "manifest.json"
    if not manifest_path.is_file():
        raise UsageError(
            f"no pack manifest at {manifest_path}",
            hint=f"name a pack folder holding manifest.json; bundled packs: {', '.join(sorted(p.name for p in packs_dir().iterdir() if p.is_dir()))}",
        )
    key = (str(root), _mtimes(root))
    if use_cache and key in _CACHE:
        return _CACHE[key]
    problems: list[dict] = []
    try:
        raw = parse_json(
            read_bounded(manifest_path, MAX_MANIFEST_BYTES, "pack manifest").decode("utf-8"), str(manifest_path)
        )
        manifest = Manifest.model_validate(raw)
    except FileRefused as exc:
        raise ContentInvalid(str(exc), hint="a pack manifest is a plain JSON file of at most 1 MB") from None
    except UnicodeDecodeError as exc:
        raise ContentInvalid(
            f"{manifest_path} is not UTF-8 text (byte 0x{exc.object[exc.start]:02X} at offset {exc.start})",
            hint="save the manifest as UTF-8 JSON",
        ) from None
    except JsonRefused as exc:
        raise ContentInvalid(str(exc), hint="fix the JSON syntax") from None
    except ValidationError as exc:
        for e in exc.errors():
            problems.append(
                {"path": "/" + "/".join(str(x) for x in e["loc"]), "code": "manifest_" + e["type"], "message": e["msg"]}
            )
        raise _invalid(manifest_path, problems) from None
    sizes = ImageSizes(root, use_cache)
    problems += check_manifest(manifest, root, sizes)
    if problems:
        raise _invalid(manifest_path, problems)
    sizes.save()
    pack = Pack(manifest, root)
    _CACHE[key] = pack
    return pack


def _mtimes(root: Path) -> tuple:
    return tuple(sorted((str(p), p.stat().st_mtime_ns) for p in root.rglob("*") if p.is_file()))


def _invalid(manifest_path: Path, problems: list[dict]) -> ContentInvalid:
    first = problems[0]
    return ContentInvalid(
        f"pack {manifest_path.parent.name} has {len(problems)} problem(s), first: {first['path']}: {first['message']}",
        hint="fix the manifest or the PNGs it names (details list every problem)",
        details=problems,
    )
