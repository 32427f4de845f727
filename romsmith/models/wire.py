"""The prompt's wire format: how a request to a content model is written into chat messages, and
how a model that is code (the offline designer) reads it back. Writer and reader live here
together, so the two can not drift apart.

    system  task line `<!-- task: NAME -->`, then the prompt file (prompts/*.md) with its slots
            filled: fenced blocks `<sprites>`, `<themes>`, `<tiles>`, `<tracks>`, `<limits>`, one
            `- ` line per entry; the `<retrieved_guidelines>` block comes last
    user    `Game idea: <one line>`, for the domain agents followed by a blank line,
            `Director's plan:` and the plan as JSON
    repair  after the model's answer (an assistant message), a user message: a head line, then
            per error `- at <pointer>: <message> [<code>].` and indented `You sent:`, `Closest:`,
            `Valid choices:` lines

Fenced lines are escaped (`<`, `>`, `&`), so no text can close or fake a block.
"""

from __future__ import annotations

import dataclasses
import html
import itertools
import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from romsmith.kernel.jsontext import JsonRefused, loads

# ---- the task line ----

_TASK = re.compile(r"^\s*<!--\s*task:\s*([A-Za-z_][\w-]*)\s*-->")


def task_line(task: str) -> str:
    return f"<!-- task: {task} -->"


def task_of(messages: list[dict]) -> str:
    """The task named on the first line of the first system message ('' when there is none)."""
    system = _first(messages, "system")
    match = _TASK.match(system) if system is not None else None
    return match.group(1) if match else ""


# ---- fenced blocks ----


def escape(text: str) -> str:
    """One line, with <, > and & escaped so no text can close (or fake) a block."""
    return html.escape(" ".join(str(text).split()), quote=False)


def fence(
    tag: str,
    lines: Iterable[str],
    *,
    groups: Iterable[str] | None = None,
    fit: Callable[[str], str] | None = None,
    **attrs: str,
) -> str:
    """`<tag attr="...">`, one `- ` line per entry (escaped, then shortened by `fit` when given),
    `</tag>`; with `groups` (one per entry) a `group:` heading comes before each run of a group."""
    head = "".join(f' {k}="{html.escape(v)}"' for k, v in attrs.items())
    body, current = [], None
    for line, group in zip(lines, groups if groups is not None else itertools.repeat("")):
        if group and group != current:
            body.append(f"{escape(group)}:")
        current = group
        body.append(f"- {fit(escape(line)) if fit else escape(line)}")
    return "\n".join([f"<{tag}{head}>", *body, f"</{tag}>"])


def unfence(text: str, tag: str) -> list[str]:
    """The entries of the first `<tag>` block in `text`, unescaped ([] when there is none)."""
    return [entry for entry, _group in unfence_grouped(text, tag)]


def unfence_grouped(text: str, tag: str) -> list[tuple[str, str]]:
    """(entry, the `group:` heading it is listed under, or '') for the first `<tag>` block."""
    match = re.search(rf"<{tag}(?:\s[^>]*)?>\n(.*?)\n?</{tag}>", text, re.S)
    if not match:
        return []
    out, group = [], ""
    for line in match.group(1).splitlines():
        if line.startswith("- "):
            out.append((html.unescape(line[2:]), group))
        elif line.endswith(":"):
            group = html.unescape(line[:-1]).strip()
    return out


# ---- the catalogue: sprites, themes and their tiles ----


@dataclass(frozen=True)
class Sprite:
    id: str
    roles: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    notes: str = ""  # what a name or a casting choice should respect: "old, female", "huge, 32x32"
    group: str = ""  # a heading line the listing puts it under: "people", "monsters"


@dataclass(frozen=True)
class Tile:
    char: str  # the legend character rows and gates use
    name: str
    kind: str  # floor, path, wall, prop, ...
    passable: str  # walkable, blocking, water


@dataclass(frozen=True)
class Theme:
    name: str
    tiles: tuple[Tile, ...] = ()
    notes: str = ""  # "indoor; tavern, inn"

    def tile_named(self, name: str) -> Tile | None:
        return next((t for t in self.tiles if t.name == name), None)


def sprites_block(sprites: Iterable[Sprite]) -> str:
    """`- id: roles a, b; aliases x, y[; notes]` per sprite, under `group:` headings."""
    sprites = list(sprites)
    lines = (
        f"{s.id}: roles {', '.join(s.roles)}; aliases {', '.join(s.aliases) or '-'}"
        + (f"; {s.notes}" if s.notes else "")
        for s in sprites
    )
    return fence("sprites", lines, groups=[s.group for s in sprites])


_SPRITE = re.compile(r"([a-z0-9_]+):\s*roles\s*([^;]*);\s*aliases\s*([^;]*)(?:;\s*(.*))?")


def read_sprites(text: str) -> list[Sprite]:
    """The listed sprites with their notes and the group heading each is listed under."""
    out = []
    for line, group in unfence_grouped(text, "sprites"):
        match = _SPRITE.match(line)
        if match:
            aliases = [a.strip().lower() for a in match.group(3).split(",")]
            out.append(
                Sprite(
                    match.group(1),
                    tuple(r.strip() for r in match.group(2).split(",") if r.strip()),
                    tuple(a for a in aliases if a and a != "-"),
                    (match.group(4) or "").strip(),
                    group,
                )
            )
    return out


def themes_block(themes: Iterable[Theme]) -> str:
    """`- name[: notes]` per theme."""
    return fence("themes", (t.name + (f": {t.notes}" if t.notes else "") for t in themes))


def tiles_block(themes: Iterable[Theme]) -> str:
    """Each theme's tiles on one line: `` theme: `c` name (kind, passable), ... ``."""
    return fence(
        "tiles",
        (
            f"{t.name}: " + ", ".join(f"`{tile.char}` {tile.name} ({tile.kind}, {tile.passable})" for tile in t.tiles)
            for t in themes
        ),
    )


_TILE = re.compile(r"`(.)` ([^(`]+?) \((\w+), (\w+)\)")


def read_themes(text: str) -> list[Theme]:
    """The listed themes, with their tiles when the `<tiles>` block lists them too."""
    tiles = {}
    for line in unfence(text, "tiles"):
        name, _, rest = line.partition(": ")
        tiles[name] = tuple(Tile(*m.groups()) for m in _TILE.finditer(rest))
    listed = [line.partition(": ") for line in unfence(text, "themes")]
    if not listed:
        return [Theme(name, found) for name, found in tiles.items()]
    return [Theme(name, tiles.get(name, ()), notes) for name, _, notes in listed]


def tracks_block(tracks: Iterable[tuple[str, str]]) -> str:
    """`- name: what it sounds like` per music track a scene may name."""
    return fence("tracks", (f"{name}: {mood}" for name, mood in tracks))


def read_tracks(text: str) -> list[str]:
    return [line.partition(":")[0].strip() for line in unfence(text, "tracks")]


# ---- limits ----


@dataclass(frozen=True)
class Limits:
    """The engine's and the schema's limits a model writes within (all counts and lengths)."""

    plan_scenes: int  # scenes in a plan
    scene_min_width: int  # in 16x16 cells
    scene_max_width: int
    scene_min_height: int
    scene_max_height: int
    cast: int  # characters in a plan
    title_chars: int
    name_chars: int  # speaker, character and scene names
    hp: int
    page_cols: int  # a text box line
    page_lines: int  # lines of a text box page, after word wrap
    page_chars: int
    pages: int  # pages of one dialogue


def limits_block(limits: Limits) -> str:
    return fence("limits", (f"{k}: {v}" for k, v in dataclasses.asdict(limits).items()))


def read_limits(text: str) -> Limits | None:
    """The `<limits>` block, or None when the prompt has none or it lacks a limit."""
    values = {}
    for line in unfence(text, "limits"):
        key, _, value = line.partition(": ")
        if value.strip().isdigit():
            values[key.strip()] = int(value)
    names = [f.name for f in dataclasses.fields(Limits)]
    return Limits(**{n: values[n] for n in names}) if all(n in values for n in names) else None


# ---- retrieved guidelines (written by romsmith.memory, appended last to the system prompt) ----


def guidelines_block(texts: Iterable[str], note: str, fit: Callable[[str], str] | None = None) -> str:
    return fence("retrieved_guidelines", texts, fit=fit, note=note)


def read_guidelines(text: str) -> list[str]:
    return unfence(text, "retrieved_guidelines")


# ---- the user message: the idea and the director's plan ----

IDEA = "Game idea: "
PLAN = "Director's plan:"
ROLES = "Roles the idea names (JSON):"


def idea_message(idea: str, plan: dict | None = None) -> str:
    """`Game idea: ...` (one line), then the plan as JSON for the domain agents."""
    text = IDEA + " ".join(idea.split())
    if plan is not None:
        text += f"\n\n{PLAN}\n" + json.dumps(plan, ensure_ascii=False, indent=1)
    return text


def roles_message(idea: str, roles: dict | None) -> str:
    """The director's message: the idea line, then the roles the idea names as JSON."""
    text = idea_message(idea)
    if roles:
        text += f"\n\n{ROLES}\n" + json.dumps(roles, ensure_ascii=False, separators=(",", ":"))
    return text


def read_roles(text: str) -> dict | None:
    """The roles `roles_message` wrote after the idea line, or None (none, or not a JSON object)."""
    _, found, rest = text.partition(f"\n{ROLES}\n")
    if not found:
        return None
    try:
        roles = loads(rest.strip())
    except (json.JSONDecodeError, JsonRefused):
        return None
    return roles if isinstance(roles, dict) else None


def read_idea(text: str) -> tuple[str, dict | None]:
    """(idea, plan) from a user message `idea_message` wrote; a plain message is all idea."""
    if not text.startswith(IDEA):
        return text.strip(), None
    first, _, rest = text[len(IDEA) :].partition("\n")
    plan_text = rest.strip()
    if not plan_text.startswith(PLAN):
        return first.strip(), None
    try:
        plan = loads(plan_text[len(PLAN) :])
    except (json.JSONDecodeError, JsonRefused):
        plan = None
    return first.strip(), plan if isinstance(plan, dict) else None


# ---- repair requests ----

MAX_CHOICES = 40


@dataclass
class RepairLine:
    """One validation error as the owning agent is told about it."""

    path: str  # JSON pointer into the agent's answer
    message: str
    code: str
    value: object = None  # what the agent sent there (shown when it is a plain value)
    suggestions: list[str] = field(default_factory=list)  # closest valid values, best first
    choices: list[str] = field(default_factory=list)  # every valid value
    repeated_round: int = 0  # the earlier round that rejected this same value, 0 when none


def repair_message(round_no: int, shape: str, lines: list[RepairLine]) -> str:
    head = (
        f"Validation rejected your answer (repair round {round_no}). Fix exactly these problems and send "
        f"your whole JSON object again, {shape}, changing nothing else. Copy ids exactly from "
        "the lists in the instructions; never make one up."
    )
    return "\n".join([head, *(_repair_lines(line) for line in lines)])


def _repair_lines(e: RepairLine) -> str:
    out = [f"- at {e.path}: {e.message} [{e.code}]."]
    plain = e.value is not None and not isinstance(e.value, (dict, list))
    if plain:
        out.append(f"  You sent: {json.dumps(e.value)}.")
    if e.suggestions:
        out.append("  Closest: " + ", ".join(e.suggestions[:5]) + ".")
    if e.choices:
        more = " ..." if len(e.choices) > MAX_CHOICES else ""
        out.append("  Valid choices: " + ", ".join(e.choices[:MAX_CHOICES]) + more + ".")
    if e.repeated_round:
        out.append(
            f"  You repeated the same invalid value {json.dumps(e.value)} that round {e.repeated_round} already"
            " rejected; it is still not valid. Pick one of the valid choices exactly as written."
        )
    return "\n".join(out)


@dataclass
class RepairRequest:
    """What a repair message asks for at one path: the closest and the valid values, as listed."""

    path: str
    suggestions: list[str] = field(default_factory=list)
    choices: list[str] = field(default_factory=list)


def read_repairs(text: str) -> list[RepairRequest]:
    out: list[RepairRequest] = []
    for line in text.splitlines():
        if line.startswith("- at "):
            out.append(RepairRequest(line[len("- at ") :].split(": ", 1)[0]))
        elif out and line.startswith("  Closest: "):
            out[-1].suggestions = _listed(line[len("  Closest: ") :])
        elif out and line.startswith("  Valid choices: "):
            out[-1].choices = _listed(line[len("  Valid choices: ") :])
    return out


def _listed(text: str) -> list[str]:
    items = [item.strip() for item in text.rstrip(".").removesuffix(" ...").split(", ")]
    return [item for item in items if item]


# ---- a whole request, as a model that is code reads it ----


@dataclass
class Request:
    task: str
    idea: str = ""
    plan: dict | None = None
    sprites: list[Sprite] = field(default_factory=list)
    themes: list[Theme] = field(default_factory=list)
    tracks: list[str] = field(default_factory=list)  # music a scene may name
    limits: Limits | None = None
    guidelines: list[str] = field(default_factory=list)
    roles: dict | None = None  # the idea's roles (an intent), when the director is given them
    previous: dict | None = None  # the model's own last answer, when it is asked to fix it
    repairs: list[RepairRequest] = field(default_factory=list)  # what the messages after it ask for
    segment: bool = False  # planned as a segment before a mixed game's last (set by the designer's mix)


def read_request(messages: list[dict]) -> Request:
    system = _first(messages, "system") or ""
    user = _first(messages, "user") or ""
    idea, plan = read_idea(user)
    request = Request(
        task=task_of(messages),
        idea=idea,
        plan=plan,
        sprites=read_sprites(system),
        themes=read_themes(system),
        tracks=read_tracks(system),
        limits=read_limits(system),
        guidelines=read_guidelines(system),
        roles=read_roles(user),
    )
    last = max((i for i, m in enumerate(messages) if m.get("role") == "assistant"), default=None)
    if last is not None:
        try:
            # whatever came back last time, however broken, is only read within bounds
            previous = loads(str(messages[last].get("content") or ""))
        except (json.JSONDecodeError, JsonRefused):
            previous = None
        request.previous = previous if isinstance(previous, dict) else None
        feedback = "\n".join(str(m.get("content") or "") for m in messages[last + 1 :] if m.get("role") == "user")
        request.repairs = read_repairs(feedback)
    return request


def _first(messages: list[dict], role: str) -> str | None:
    return next((str(m.get("content") or "") for m in messages if m.get("role") == role), None)
