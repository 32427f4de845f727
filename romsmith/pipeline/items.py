"""The `items` shape: a small model chooses and names, one small answer at a time; our layout
writes the rest.

A whole part of a GameSpec (every scene with its warps, gates and triggers) is far more than a
135M model can write in one answer. In this shape the layout model (the offline designer) writes
a complete, valid game from the idea first; then the run's model writes, one call each:

    pitch           {"title", "premise", "win_text"}                    orchestrator
    scene:<i>       {"name", "theme"}  for scene i                      world
                    ({"name"} alone, kind `place`, for a scene the layout drew tile by tile,
                    whose rows belong to their theme)
    actor:<i>       {"name", "sprite"} for actor i (a scene's enemies share one) character
    line:<id>       {"greeting"}       the first page of an npc's talk  story

and `overlay` puts those answers over the layout. Validation errors route back to the field
of the item that wrote the offending value (`item_of`, `field_of`). With `constrain_ids` (the
default for local models) an item's sprite or theme is an enum of exactly what the validator
accepts there (`item_choices`, built on `generators.checks.choices`); otherwise a free string.
A field whose repair failed falls back to the layout's own value (`overlay`'s `fallbacks`).
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, create_model

from romsmith.generators import spec as S

PREMISE_CHARS = 160
GREETING_CHARS = 80  # fits a text box (4 lines of 28 characters) whatever the word wrap leaves;
# measured: 3 of 24 constrained runs failed on a 112-character win text that wrapped to 5 lines
MAX_ACTOR_ITEMS = 8  # the hero, the npcs, the boss and each scene's enemies (one item a scene)
MAX_LINE_ITEMS = 2  # greetings of the first npcs; the others keep the layout's words
# printable ASCII without double quotes and backslashes: what the GBA font shows and the text
# rules allow; as a schema pattern it also keeps a small model from spending its token budget on
# emoji (several tokens a character) until the answer is cut off
TEXT = r"^[ !#-\[\]-~]*$"


class _Item(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


class PitchItem(_Item):
    title: str = Field(min_length=1, max_length=S.MAX_TITLE, pattern=TEXT)
    premise: str = Field(min_length=1, max_length=PREMISE_CHARS, pattern=TEXT)
    win_text: str = Field(min_length=1, max_length=GREETING_CHARS, pattern=TEXT)


class SceneItem(_Item):
    name: str = Field(min_length=1, max_length=S.MAX_NAME, pattern=TEXT)
    theme: str = Field(min_length=1, max_length=32, pattern=TEXT)  # free: the validator meets invented themes


class PlaceItem(_Item):
    name: str = Field(min_length=1, max_length=S.MAX_NAME, pattern=TEXT)


class ActorItem(_Item):
    name: str = Field(min_length=1, max_length=S.MAX_NAME, pattern=TEXT)
    sprite: str = Field(min_length=1, max_length=32, pattern=TEXT)  # free: the validator meets invented ids


class LineItem(_Item):
    greeting: str = Field(min_length=1, max_length=GREETING_CHARS, pattern=TEXT)


MODELS: dict[str, type[_Item]] = {
    "pitch": PitchItem,
    "scene": SceneItem,
    "place": PlaceItem,
    "actor": ActorItem,
    "line": LineItem,
}
AGENT = {"pitch": "orchestrator", "scene": "world", "place": "world", "actor": "character", "line": "story"}
# answers are ASCII (one token a character at most) within the schema's lengths, plus the JSON
MAX_TOKENS = {"pitch": 360, "scene": 80, "place": 40, "actor": 80, "line": 120}


@dataclass(frozen=True)
class Item:
    key: str  # "pitch", "scene:1", "actor:4", "line:merchant_talk"
    kind: str
    agent: str
    brief: str  # what this one answer is about, for the user message
    targets: tuple[int, ...] = ()  # cast indices an actor item names (look-alike enemies share one)
    concept: str = ""  # what an id item depicts: the actor's concept ("frog"), the scene's layout name


def plan_items(spec: dict, plan: dict | None) -> list[Item]:
    """Every item of a layout spec, in the order they are written."""
    concepts = {a.get("id"): a.get("concept") or "" for a in (plan or {}).get("cast", [])}
    scenes = {s["id"]: (i, s) for i, s in enumerate(spec.get("scenes", []))}
    out = [Item("pitch", "pitch", AGENT["pitch"], "the title, a one-line premise and the win screen text")]
    last = len(spec.get("scenes", [])) - 1
    for i, scene in enumerate(spec.get("scenes", [])):
        where = "the first scene, where the hero starts" if i == 0 else "the last scene" if i == last else "a scene"
        what = f"{where}; the layout calls it {scene.get('name')!r}"
        kind = "place" if scene.get("rows") else "scene"
        out.append(Item(f"scene:{i}", kind, AGENT[kind], what, concept=str(scene.get("name") or "")))
    groups: dict[tuple, list[int]] = {}
    for i, actor in enumerate(spec.get("cast", [])):
        alike = ("enemies", actor.get("scene")) if actor["role"] == "enemy" else (actor["id"],)
        groups.setdefault(alike, []).append(i)
    for indices in list(groups.values())[:MAX_ACTOR_ITEMS]:
        actor = spec["cast"][indices[0]]
        scene_name = scenes.get(actor.get("scene"), (0, {}))[1].get("name", actor.get("scene"))
        concept = concepts.get(actor["id"]) or actor["name"]
        role = {"player": "the hero the player controls", "npc": "a friendly character", "boss": "the final boss"}
        what = f"{role.get(actor['role'], 'an enemy')} in {scene_name}: a {concept}"
        if len(indices) > 1:
            what += f" ({len(indices)} of them share the name and the look)"
        out.append(Item(f"actor:{indices[0]}", "actor", AGENT["actor"], what, tuple(indices), concept))
    speakers = {a.get("dialogue"): a for a in spec.get("cast", []) if a.get("role") == "npc" and a.get("dialogue")}
    lines = 0
    for dialogue in spec.get("dialogue", []):
        actor = speakers.get(dialogue["id"])
        if actor is not None and lines < MAX_LINE_ITEMS:
            lines += 1
            concept = concepts.get(actor["id"]) or actor["name"]
            brief = f"the {concept} greeting the hero"
            out.append(Item(f"line:{dialogue['id']}", "line", AGENT["line"], brief, concept=concept))
    return out


def concept_at(pointer: str, layout: dict, plan: dict | None) -> str:
    """What the value at a cast or scene pointer depicts: that actor's own concept (enemies sharing
    an item may be different creatures), or the scene's name in the layout; '' elsewhere."""
    match = _INDEX.match(pointer)
    if not match or match.group(1) == "dialogue":
        return ""
    rows = layout.get("cast" if match.group(1) == "cast" else "scenes") or []
    index = int(match.group(2))
    if index >= len(rows):
        return ""
    if match.group(1) == "scenes":
        return str(rows[index].get("name") or "")
    concepts = {a.get("id"): a.get("concept") or "" for a in (plan or {}).get("cast", [])}
    return str(concepts.get(rows[index].get("id")) or rows[index].get("name") or "")


# the wording memory's miner gives an invented-id lesson (memory.offline): concept -> valid id
_ID_HINT = {
    "actor": re.compile(r"^For (?:an? |the )?(?P<concept>.+?) use sprite `(?P<id>[^`]+)`", re.I),
    "scene": re.compile(r"^For the scene (?P<concept>.+?) use theme `(?P<id>[^`]+)`", re.I),
}
FIELD = {"actor": "sprite", "scene": "theme"}


def id_hint(item: Item, guidelines: list[str], valid: set[str] | None = None) -> str:
    """The line that puts a retrieved lesson beside the field it concerns: a guideline mapping this
    item's own concept to a valid id ("For a frog use sprite `puny_frog`.") becomes
    `sprite: for a frog use "puny_frog"`, the last line before the answer (a 135M model does not
    act on a lesson 1,500 tokens back in the system prompt). '' when no guideline maps it."""
    pattern = _ID_HINT.get(item.kind)
    want = " ".join(item.concept.lower().split())
    for line in guidelines if pattern and want else ():
        match = pattern.match(line.strip())
        if match and " ".join(match["concept"].lower().split()) == want and (not valid or match["id"] in valid):
            what = (
                f"the scene {item.concept}" if item.kind == "scene" else f"a{'n' if want[0] in 'aeiou' else ''} {want}"
            )
            return f'{FIELD[item.kind]}: for {what} use "{match["id"]}"'
    return ""


ID_FIELDS = {"actor": "sprite", "scene": "theme"}  # the field of an item that names a pack id


def item_model(kind: str, choices: dict[str, list[str]] | None = None, fields=None) -> type[_Item]:
    """The answer model of an item: `choices` makes a field an enum of those values (a JSON
    Schema enum for models that decode by schema, a precise retry for the others); `fields`
    keeps only those fields (a repair asks for the failing ones alone)."""
    base = MODELS[kind]
    if not choices and fields is None:
        return base
    keep = {}
    for name, info in base.model_fields.items():
        if fields is not None and name not in fields:
            continue
        options = (choices or {}).get(name)
        if options:
            keep[name] = (Literal[tuple(options)], Field(description=info.description))
        else:
            keep[name] = (info.annotation, info)
    # a repair's answer may carry the item's other fields again: only the asked ones are taken
    config = ConfigDict(extra="ignore" if fields is not None else "forbid", str_strip_whitespace=True)
    return create_model(f"{base.__name__}Answer", __config__=config, **keep)


def item_schema(model: type[_Item]) -> dict:
    """The JSON Schema sent as structured output for an item's answer model."""
    schema = model.model_json_schema()
    schema.pop("title", None)
    for prop in schema.get("properties", {}).values():
        prop.pop("title", None)
    return schema


def item_choices(layout: dict, plan: list[Item], pack) -> dict[str, dict[str, list[str]]]:
    """Item key -> {field: the values the validator accepts there}: an actor item's sprites for
    its role (a boss's 32x32 ones only when its 2x2 cells are free in the layout), within what its
    scenes' object tiles leave whatever the other items of those scenes pick; a scene item's
    themes for its genre."""
    from romsmith.generators.checks.choices import sprite_choices, theme_choices
    from romsmith.generators.spec import genre_of

    out: dict[str, dict[str, list[str]]] = {}
    cast = layout.get("cast") or []
    roles = {item.key: cast[item.targets[0]]["role"] for item in plan if item.kind == "actor"}
    left = _tiles_left(layout, plan, pack, roles)
    for item in plan:
        if item.kind == "actor":
            role = roles[item.key]
            big = role != "boss" or all(_big_fits(layout, i, pack) for i in item.targets)
            options = sprite_choices(pack, role, tiles_left=left.get(item.key), big=big)
            out[item.key] = {"sprite": options or [cast[item.targets[0]]["sprite"]]}  # the layout's fits
        elif item.kind == "scene":
            scene = layout["scenes"][int(item.key.split(":")[1])]
            out[item.key] = {"theme": theme_choices(pack, genre_of(scene))}
    return out


def _tiles_left(layout: dict, plan: list[Item], pack, roles: dict[str, str]) -> dict[str, int]:
    """Item key -> the object tiles its sprite may take, for the items whose scenes could run out
    when every other item there picked its largest choice (none, for the bundled pack's scenes)."""
    from romsmith.generators.checks.choices import sheet_tiles, sprite_choices

    cast = layout.get("cast") or []
    owner = {i: item.key for item in plan if item.kind == "actor" for i in item.targets}
    most = {
        key: max((sheet_tiles(pack, s, poses=role == "player") for s in sprite_choices(pack, role)), default=0)
        for key, role in roles.items()
    }
    shows: dict[str, tuple[set, set]] = {sc["id"]: (set(), set()) for sc in layout.get("scenes") or []}
    for i, actor in enumerate(cast):
        for scene in list(shows) if actor["role"] == "player" else [actor.get("scene")]:
            keys, fixed = shows.get(scene, (set(), set()))
            if i in owner:
                keys.add(owner[i])
            else:
                fixed.add((actor.get("sprite"), actor["role"] == "player"))
    left: dict[str, int] = {}
    for keys, fixed in shows.values():
        base = S.MAX_SCENE_OBJ_TILES - sum(sheet_tiles(pack, s, poses=hero) for s, hero in fixed)
        for key in keys:
            room = base - sum(most[k] for k in keys if k != key)
            if room < most[key]:
                left[key] = min(room, left.get(key, room))
    return left


def _big_fits(layout: dict, index: int, pack) -> bool:
    """Whether actor `index` of the layout can stand as a 32x32 body (2x2 cells) where it is."""
    from romsmith.generators.checks import validate_spec
    from romsmith.generators.checks.choices import sprite_choices

    actor = layout["cast"][index]
    big = [s for s in sprite_choices(pack, actor["role"]) if pack.sprites[s].frame_width > 16]
    if not big or actor.get("sprite") in big:
        return True
    trial = copy.deepcopy(layout)
    trial["cast"][index]["sprite"] = big[0]
    return not validate_spec(trial, pack).errors


def overlay(
    layout: dict, items: dict[str, dict], plan: list[Item], fallbacks: dict[str, list[str]] | None = None
) -> dict:
    """The layout spec with every written item put over it. Items not written yet, and the fields
    of `fallbacks` (item key -> fields whose answer was given up), leave the layout's values."""
    spec = copy.deepcopy(layout)
    names: dict[str, str] = {}
    for item in plan:
        dropped = set((fallbacks or {}).get(item.key) or ())
        value = {k: v for k, v in (items.get(item.key) or {}).items() if k not in dropped}
        if not value:
            continue
        if item.kind == "pitch":
            if "title" in value:
                spec["title"] = value["title"]
                spec["header_title"] = None  # derived from the new title
            if "premise" in value:
                spec["premise"] = value["premise"]
            if "win_text" in value:
                spec.setdefault("win", {})["text"] = value["win_text"]
        elif item.kind in ("scene", "place"):
            scene = spec["scenes"][int(item.key.split(":")[1])]
            scene["name"] = value.get("name", scene["name"])
            if item.kind == "scene" and "theme" in value:
                scene["theme"] = value["theme"]
        elif item.kind == "actor":
            for i in item.targets:
                actor = spec["cast"][i]
                if "sprite" in value:
                    actor["sprite"] = value["sprite"]
                if "name" in value:
                    names[actor["name"]] = value["name"]
                    actor["name"] = value["name"]
        elif item.kind == "line" and "greeting" in value:
            dialogue = next(d for d in spec["dialogue"] if d["id"] == item.key.split(":", 1)[1])
            dialogue["pages"] = [value["greeting"], *dialogue["pages"]][: S.MAX_PAGES]
    for dialogue in spec.get("dialogue", []):  # speakers follow their actor's new name
        if dialogue.get("speaker") in names:
            dialogue["speaker"] = names[dialogue["speaker"]]
    return spec


def layout_value(layout: dict, item: Item):
    """The layout's value of an item's id field (its first target's sprite, its scene's theme)."""
    field = ID_FIELDS.get(item.kind)
    if item.kind == "actor" and item.targets and item.targets[0] < len(layout.get("cast") or []):
        return layout["cast"][item.targets[0]].get(field)
    if item.kind == "scene":
        scenes = layout.get("scenes") or []
        index = int(item.key.split(":")[1])
        return scenes[index].get(field) if index < len(scenes) else None
    return None


def role_of(layout: dict, item: Item) -> str | None:
    """An actor item's role (its targets share it)."""
    cast = layout.get("cast") or []
    return cast[item.targets[0]].get("role") if item.kind == "actor" and item.targets[0] < len(cast) else None


def field_counts(items: dict, fallbacks: dict) -> dict[str, int]:
    """How many answered item fields the game keeps from the model and how many it gave up."""
    answered = [(key, f) for key, value in (items or {}).items() for f in (value or {})]
    dropped = sum(1 for key, f in answered if f in ((fallbacks or {}).get(key) or ()))
    return {"kept": len(answered) - dropped, "fallen_back": dropped}


def text_paths(spec: dict, items: dict, fallbacks: dict, layout: dict | None) -> list[str]:
    """The pointers of the texts the model's items put into `spec` (fields given up excluded)."""
    out = []
    index = {d.get("id"): i for i, d in enumerate(spec.get("dialogue") or [])}
    for item in plan_items(layout or spec, None):
        kept = {k for k, v in (items.get(item.key) or {}).items() if v} - set(fallbacks.get(item.key) or ())
        at = item.key.split(":", 1)[-1]
        where = {
            "pitch": {"title": ["/title"], "premise": ["/premise"], "win_text": ["/win/text"]},
            "scene": {"name": [f"/scenes/{at}/name"]},
            "place": {"name": [f"/scenes/{at}/name"]},
            "actor": {"name": [f"/cast/{t}/name" for t in item.targets[:1]]},
            "line": {"greeting": [f"/dialogue/{index.get(at)}/pages/0"]},
        }[item.kind]
        out += [p for field in sorted(kept) for p in where.get(field, [])]
    return out


_INDEX = re.compile(r"^/(scenes|cast|dialogue)/(\d+)(/|$)")


def item_of(pointer: str, spec: dict, plan: list[Item]) -> str | None:
    """The item whose answer a validation error's pointer points into, or None (the layout's own)."""
    if pointer.split("/")[1:2] in (["title"], ["premise"], ["header_title"]) or pointer == "/win/text":
        return "pitch"
    match = _INDEX.match(pointer)
    if not match:
        return None
    section, index = match.group(1), int(match.group(2))
    if section == "scenes":
        key = f"scene:{index}"
        kind = next((item.kind for item in plan if item.key == key), None)
        return key if kind and field_of(pointer, kind) else None
    if section == "cast":
        key = next((item.key for item in plan if index in item.targets), None)
        return key if key and field_of(pointer, "actor") else None
    dialogue = spec.get("dialogue", [])
    key = f"line:{dialogue[index]['id']}" if index < len(dialogue) else ""
    return key if any(item.key == key for item in plan) and field_of(pointer, "line") else None


def field_of(pointer: str, kind: str) -> str | None:
    """The field of a `kind` item that wrote the value at `pointer` (None: the layout wrote it).
    A scene's other errors (a warp, its sprite tiles) follow its theme, and an actor's body
    errors (a 2x2 boss on a wall or on another actor) its sprite: those are what changed there."""
    parts = pointer.split("/")[1:]
    if kind == "pitch":
        return {"title": "title", "header_title": "title", "premise": "premise", "win": "win_text"}.get(parts[0])
    rest = parts[2:]
    if kind in ("scene", "place"):
        if rest[:1] == ["name"]:
            return "name"
        return "theme" if kind == "scene" and rest[:1] != ["id"] else None
    if kind == "actor":
        return {"name": "name", "sprite": "sprite"}.get(rest[0]) if rest else "sprite"
    if kind == "line":
        return "greeting" if rest[:2] == ["pages", "0"] else None
    return None
