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

and `overlay` puts those answers over the layout. Validation errors route back to the item
that wrote the offending value (`item_of`), with the validator's message, as in the parts shape.
Sprite ids and themes are free strings unless `constrain_ids` makes them enums of the pack.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field

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
            out.append(Item(f"line:{dialogue['id']}", "line", AGENT["line"], f"the {concept} greeting the hero"))
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


def item_schema(kind: str, pack, *, constrain_ids: bool) -> dict:
    """The JSON Schema sent as structured output; with `constrain_ids` ids are enums of the pack."""
    schema = MODELS[kind].model_json_schema()
    schema.pop("title", None)
    if constrain_ids and kind == "actor":
        schema["properties"]["sprite"] = {"type": "string", "enum": drawable_sprites(pack)}
    if constrain_ids and kind == "scene":
        schema["properties"]["theme"] = {"type": "string", "enum": sorted(pack.themes)}
    return schema


def drawable_sprites(pack) -> list[str]:
    """The pack's sprite ids the engine can draw (the ones the prompts list)."""
    sizes = set(S.SPRITE_FRAME_SIZES)
    return sorted(s.id for s in pack.manifest.sprites if (s.frame_width, s.frame_height) in sizes)


def overlay(layout: dict, items: dict[str, dict], plan: list[Item]) -> dict:
    """The layout spec with every written item put over it (items not written yet leave the layout)."""
    spec = copy.deepcopy(layout)
    names: dict[str, str] = {}
    for item in plan:
        value = items.get(item.key)
        if not value:
            continue
        if item.kind == "pitch":
            spec["title"], spec["premise"] = value["title"], value["premise"]
            spec["header_title"] = None  # derived from the new title
            spec.setdefault("win", {})["text"] = value["win_text"]
        elif item.kind in ("scene", "place"):
            scene = spec["scenes"][int(item.key.split(":")[1])]
            scene["name"] = value["name"]
            if item.kind == "scene":
                scene["theme"] = value["theme"]
        elif item.kind == "actor":
            for i in item.targets:
                actor = spec["cast"][i]
                actor["sprite"] = value["sprite"]
                names[actor["name"]] = value["name"]
                actor["name"] = value["name"]
        elif item.kind == "line":
            dialogue = next(d for d in spec["dialogue"] if d["id"] == item.key.split(":", 1)[1])
            dialogue["pages"] = [value["greeting"], *dialogue["pages"]][: S.MAX_PAGES]
    for dialogue in spec.get("dialogue", []):  # speakers follow their actor's new name
        if dialogue.get("speaker") in names:
            dialogue["speaker"] = names[dialogue["speaker"]]
    return spec


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
        return f"scene:{index}"
    if section == "cast":
        return next((item.key for item in plan if index in item.targets), None)
    dialogue = spec.get("dialogue", [])
    key = f"line:{dialogue[index]['id']}" if index < len(dialogue) else ""
    return key if any(item.key == key for item in plan) else None
