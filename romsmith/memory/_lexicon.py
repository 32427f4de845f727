"""The project's own vocabulary, for query expansion: the words people use for a GameSpec field or an
engine concept, the pack's sprite aliases, and the engine's C symbols.

A query rarely says `flags` or `OAM`; it says "switch", "toggle", "too many sprites on screen".
Guidelines name the schema field or the symbol. `concepts(text)` maps both sides onto the same
concept tags (`@flag`, `@oam`, ...), and `expand(query)` appends each found concept's canonical words
so the query embeds nearer the guidelines about it. The sources:

- `CONCEPTS` below: one entry per GameSpec field, engine subsystem or pipeline stage, written from
  the schema (`generators/spec/`), the data ABI (`rom_build/engine/include/rs_data.h`) and the
  pipeline's stages; the first term is the canonical one;
- the pack manifest (`packs/<pack>/manifest.json`): each sprite's aliases name it ("monarch" ->
  `puny_king`) and each tile's name names its theme's legend;
- the engine headers: `#define RS_MAX_ACTORS 16 /* actors per scene */` makes the symbol and its
  comment words meet.

`vocabulary` is every content word (`_lexical.words`) the project itself uses: the terms above, the
prompts (`prompts/`), the GameSpec schema (`generators/spec/`), the engine headers and the
project's errors (`kernel/errors.py`). The share
of a query's words found there (or in the vault) is the strongest sign that a query is about games
at all (`_retrieve.Retriever.confidence`): "how to fold a fitted sheet" shares one word of four,
"the door leads to a room that does not exist" all of them.

Terms are matched on stemmed words (`_lexical.words`), phrases as consecutive words.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

from romsmith.kernel.files import MAX_MANIFEST_BYTES, read_bounded
from romsmith.kernel.jsontext import parse_json
from romsmith.memory._lexical import stem
from romsmith.memory._lexical import words as content_words

_TOKEN = re.compile(r"[A-Za-z0-9]+")


def words(text: str) -> list[str]:
    """Lower-cased stemmed tokens, identifiers split at `_` and humps; short words kept (`hp`, `id`)."""
    text = re.sub(r"([a-z])([A-Z])", r"\1 \2", text).replace("_", " ")
    return [stem(t.lower()) for t in _TOKEN.findall(text)]


CONCEPTS: dict[str, tuple[str, ...]] = {
    # GameSpec fields (generators/spec/)
    "flag": ("flag", "switch", "toggle", "boolean", "state bit", "progress marker", "set_flag", "clear_flag"),
    "scene": ("scene", "map", "level", "room", "area", "location", "stage", "dungeon", "screen layout"),
    "warp": ("warp", "door", "doorway", "exit", "entrance", "teleport", "portal", "transition", "to_scene"),
    "tile": ("tile", "tileset", "tilemap", "rows", "grid", "legend", "glyph", "terrain", "cell"),
    "theme": ("theme", "tileset theme", "terrain set", "biome"),
    "walkable": ("walkable", "passable", "blocking", "blocked", "solid", "impassable", "wall", "collision"),
    "start": ("start", "spawn", "starting", "begin", "initial", "start_scene", "start_x", "start_y"),
    "gate": ("gate", "barrier", "portcullis", "locked", "bars", "lever", "unlock"),
    "win": ("win", "victory", "ending", "goal", "finish", "unwinnable", "beat the game"),
    "dialogue": ("dialogue", "dialog", "talk", "speech", "conversation", "text box", "speech bubble", "page"),
    "speaker": ("speaker", "talker", "who speaks", "says"),
    "ascii": ("ascii", "accent", "emoji", "unicode", "font", "printable", "non-english"),
    "cast": ("cast", "character", "actor", "npc", "person", "people", "villager", "member"),
    "sprite": ("sprite", "picture", "image", "graphic", "artwork", "art", "asset", "sheet", "drawn"),
    "pack": ("pack", "manifest", "catalogue", "catalog", "sprite list", "asset list"),
    "boss": ("boss", "villain", "antagonist", "final enemy", "main enemy", "final foe"),
    "enemy": ("enemy", "monster", "foe", "creature", "mob"),
    "hp": ("hp", "health", "hit point", "heart", "life", "lives"),
    "speed": ("speed", "velocity", "movement rate", "fast", "pixels per frame"),
    "item": ("item", "treasure", "pickup", "loot", "chest", "potion", "collectible", "key item"),
    "trigger": ("trigger", "event", "activation", "fire", "zone"),
    "water": ("water", "river", "stream", "lake", "moat", "bridge", "crossing"),
    "animation": ("animation", "frame", "walking cycle", "facing", "animate"),
    "music": ("music", "sound", "audio", "song", "track"),
    "save": ("save", "persistence", "save point", "progress saving"),
    "title": ("title", "game name", "header_title"),
    "identifier": ("id", "identifier", "snake_case", "unique", "duplicate", "naming", "lower-case", "uppercase"),
    "schema": ("schema", "field", "key", "property", "gamespec", "spec"),
    # the engine and the hardware (rom_build/engine, rs_data.h)
    "oam": ("oam", "object attribute memory", "sprite table", "hardware sprite", "sprites on screen"),
    "vram": ("vram", "video memory", "tile memory", "char block", "charblock", "background graphic"),
    "ram": ("iwram", "ewram", "work ram", "fast memory", "internal memory", "ram"),
    "palette": ("palette", "colour", "color", "4bpp", "quantise", "quantize"),
    "transparent": ("transparent", "transparency", "see-through", "index 0", "clear pixel"),
    "display": ("reg_dispcnt", "display", "black screen", "blank screen", "display control"),
    "c_symbol": ("undeclared", "declaration", "prototype", "include", "symbol", "extern", "identifier in c"),
    "linker": ("linker", "link", "ld", "multiple definition", "overflowed", "region", "section"),
    "c_array": ("array", "initializer", "element", "excess elements"),
    "rom_header": ("header", "cartridge", "checksum", "complement", "game code"),
    # the pipeline's stages
    "build": ("build", "compile", "compiler", "gcc", "toolchain", "makefile", "generated c", "game_data.c"),
    "container": ("docker", "container", "daemon", "dockerd"),
    "network": ("network", "internet", "download", "fetch", "offline", "wget", "curl", "resolve host"),
    "verify": ("verify", "verified", "emulator", "mgba", "boot", "screenshot", "playtest"),
    "claim": ("claim", "success", "report", "verdict", "evidence", "works", "tested"),
    "json": ("json", "fence", "markdown", "prose", "commentary", "trailing comma", "parse", "syntax", "brace"),
    "repair": ("repair", "fix", "correction", "retry", "round", "owner", "responsible", "route"),
    "model": ("model", "llm", "language model", "prompt", "context", "context window", "token", "timeout"),
    "seed": ("seed", "random", "deterministic", "reproducible", "same output"),
    "validation": ("validation", "validate", "rejected", "refused", "check fail", "invalid"),
    "limit": ("limit", "maximum", "at most", "cap", "too many", "overflow", "exceed", "bound"),
}
CANONICAL_WORDS = 2  # words of a concept appended to an expanded query
MAX_CONCEPTS = 8  # concepts an expansion names at most: a long draft would double the embedding cost


def _key(term: str) -> tuple[str, ...]:
    return tuple(words(term)) or (term.lower(),)


class Lexicon:
    """Phrase table: stemmed word tuple -> concept tags (and expansion words)."""

    def __init__(
        self,
        extra: dict[str, tuple[str, ...]] | None = None,
        aliases: dict[str, str] | None = None,
        legend: dict[str, set[str]] | None = None,
    ):
        self.legend = legend or {}  # tile legend char -> concepts of its tile kinds
        self.table: dict[tuple[str, ...], set[str]] = {}
        self.words: dict[str, str] = {}  # concept -> its expansion words
        for concept, terms in {**CONCEPTS, **(extra or {})}.items():
            self.words[concept] = " ".join(terms[:CANONICAL_WORDS])
            for term in terms:
                self.table.setdefault(_key(term), set()).add(concept)
        for alias, sprite in (aliases or {}).items():
            tag = "=" + sprite
            self.words[tag] = f"{sprite} sprite"
            self.table.setdefault(_key(alias), set()).add(tag)
        self.longest = max((len(k) for k in self.table), default=1)
        self.vocabulary: set[str] = set()
        self.fields: set[str] = set()  # the GameSpec's field names (`load` reads them)
        for terms in {**CONCEPTS, **(extra or {})}.values():
            for term in terms:
                self.vocabulary.update(content_words(term))
        for alias in aliases or {}:
            self.vocabulary.update(content_words(alias))

    def concepts(self, text: str) -> list[str]:
        """Concept tags found in `text`, in order, with repeats (for term frequency)."""
        toks = words(text)
        out = self._map_rows(text)
        i = 0
        while i < len(toks):
            for n in range(min(self.longest, len(toks) - i), 0, -1):
                tags = self.table.get(tuple(toks[i : i + n]))
                if tags:
                    out += sorted(tags)
                    i += n
                    break
            else:
                i += 1
        return out

    def _map_rows(self, text: str) -> list[str]:
        """Concepts of the tiles a drafted map shows: `"rows": ["#G#", ".:."]` names a gate and walls;
        a character no tileset knows names a tile problem."""
        out: list[str] = []
        if not self.legend:
            return out
        rows = [row for match in _ROWS.findall(text) for row in _QUOTED_ROW.findall(match)]
        for row in rows:
            for ch in sorted(set(row)):
                out += sorted(self.legend.get(ch, {"tile"}))
        return out

    def expand(self, query: str) -> str:
        """The query followed by the canonical words of each concept it names ("" when none)."""
        seen = []
        for tag in self.concepts(query):
            if tag not in seen:
                seen.append(tag)
        return " ".join(self.words[t] for t in seen[:MAX_CONCEPTS])


def _pack_manifest(root: Path, pack: str) -> dict:
    """The pack's manifest, read within the pack loader's bounds; {} when it cannot be read or is
    no JSON object (loading the pack reports why; the lexicon only goes without its words)."""
    path = root / "packs" / pack / "manifest.json"
    try:
        manifest = parse_json(read_bounded(path, MAX_MANIFEST_BYTES, "pack manifest").decode("utf-8"), str(path))
    except (OSError, ValueError):  # FileRefused, JsonRefused and UnicodeDecodeError are ValueErrors
        return {}
    return manifest if isinstance(manifest, dict) else {}


def _listed(record, key: str) -> list:
    """record[key] when `record` is an object and that is a list, else []: the manifest is read
    before the pack is checked, and odd values only leave the lexicon without those words."""
    value = record.get(key) if isinstance(record, dict) else None
    return value if isinstance(value, list) else []


def _pack_aliases(manifest: dict) -> dict[str, str]:
    """alias -> sprite id, from the pack manifest; an alias two sprites share names neither."""
    seen: dict[str, set[str]] = {}
    for sprite in _listed(manifest, "sprites"):
        if not isinstance(sprite, dict) or not isinstance(sprite.get("id"), str):
            continue
        for alias in _listed(sprite, "aliases"):
            seen.setdefault(str(alias).lower(), set()).add(sprite["id"])
    return {alias: next(iter(ids)) for alias, ids in seen.items() if len(ids) == 1}


# tile kinds (manifest) -> the concept a drafted map with that tile is about
_KIND_CONCEPT = {
    "gate": "gate",
    "water": "water",
    "bridge": "water",
    "wall": "walkable",
    "obstacle": "walkable",
    "door": "warp",
    "prop": "item",
}
_ROWS = re.compile(r"[\"']rows[\"']\s*:\s*\[([^\]]*)")
_QUOTED_ROW = re.compile(r"\"([^\"\s]{3,64})\"")


def _pack_legend(manifest: dict) -> dict[str, set[str]]:
    """legend char -> concepts, over every tileset of the pack."""
    out: dict[str, set[str]] = {}
    for tileset in _listed(manifest, "tilesets"):
        for tile in _listed(tileset, "tiles"):
            if isinstance(tile, dict) and isinstance(tile.get("char"), str):
                concept = _KIND_CONCEPT.get(str(tile.get("kind")))
                out.setdefault(tile["char"], set()).update([concept] if concept else [])
    return out


_DEFINE = re.compile(r"#define\s+([A-Z][A-Z0-9_]+)\s+\S+\s*/\*\s*(.*?)\s*\*/")


def _c_symbols(root: Path) -> dict[str, tuple[str, ...]]:
    """`RS_MAX_ACTORS` -> ("RS_MAX_ACTORS", "actors per scene"): the engine's documented limits."""
    out: dict[str, tuple[str, ...]] = {}
    for header in sorted((root / "romsmith" / "rom_build" / "engine" / "include").glob("*.h")):
        try:
            text = header.read_text(encoding="utf-8")
        except OSError:
            continue
        for name, comment in _DEFINE.findall(text):
            out["c:" + name] = (name.lower(), comment.split("(")[0].strip().lower())
    return out


def _project_words(root: Path) -> set[str]:
    """Content words of the prompts, the GameSpec schema, the engine headers and the project's
    errors (kernel/errors.py names what it runs and what fails there: litellm, Docker, the
    compiler and linker, mGBA, timeouts)."""
    sources = [p for p in sorted((root / "prompts").glob("**/*")) if p.suffix in (".md", ".txt")]
    sources += _schema_modules(root)
    sources += sorted((root / "romsmith" / "rom_build" / "engine" / "include").glob("*.h"))
    sources += [root / "romsmith" / "kernel" / "errors.py"]
    sources += [root / "romsmith" / "kernel" / "errors.py"]
    out: set[str] = set()
    for source in sources:
        try:
            out.update(content_words(source.read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError):
            continue
    return out


def _schema_modules(root: Path) -> list[Path]:
    """The GameSpec schema's modules (generators/spec/: its models and each genre's scene), not the
    spec file reader, refs, samples or text rules beside them."""
    schema = sorted((root / "romsmith" / "generators" / "spec").glob("**/*.py"))
    return [p for p in schema if p.name.startswith("_") or p.parent.name == "genres"]


_FIELD = re.compile(r"^    ([a-z_][a-z0-9_]*)\s*:", re.M)


def _spec_fields(root: Path) -> set[str]:
    """The GameSpec's field names, read from the text of its models (`name: type` in a class body)."""
    out: set[str] = set()
    for module in _schema_modules(root):
        try:
            out.update(_FIELD.findall(module.read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError):
            continue
    return out


@functools.lru_cache(maxsize=4)
def load(root: str, pack: str) -> Lexicon:
    path = Path(root)
    manifest = _pack_manifest(path, pack)
    lexicon = Lexicon(extra=_c_symbols(path), aliases=_pack_aliases(manifest), legend=_pack_legend(manifest))
    lexicon.vocabulary |= _project_words(path)
    lexicon.fields = _spec_fields(path)
    return lexicon


__all__ = ["CONCEPTS", "Lexicon", "load", "words"]
