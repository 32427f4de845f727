"""Where each term of an idea landed in a GameSpec: which sprite draws it, which actor bears the
name, which scene's tileset shows the place, which item or line mentions it; or why it is missing.

Text that repeats the idea (a run of its words, see `echoes`) never counts as landing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from romsmith.generators.score._structure import DEFAULT_COLLECT, Structure, _dict, _list
from romsmith.generators.spec.genres import own_sprites
from romsmith.lexicon import Idea, Term, creature_kind, fold, indefinite

ECHO_RUN = 5  # this many idea words in a row in a text make it an echo (fewer for short ideas)
MIN_ECHO_RUN = 3


@dataclass
class Text:
    pointer: str
    text: str
    words: str  # folded, single-spaced, padded with spaces
    echo: bool = False


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", fold(text))


def texts(spec: dict) -> list[Text]:
    """Every player-visible string of the spec with its JSON pointer."""
    out: list[tuple[str, str]] = [("/title", spec.get("title")), ("/premise", spec.get("premise"))]
    for i, a in enumerate(_list(spec.get("cast"))):
        out.append((f"/cast/{i}/name", _dict(a).get("name")))
    for i, s in enumerate(_list(spec.get("scenes"))):
        out.append((f"/scenes/{i}/name", _dict(s).get("name")))
    for i, d in enumerate(_list(spec.get("dialogue"))):
        out += _dialogue_texts(_dict(d), f"/dialogue/{i}")
    for i, it in enumerate(_list(spec.get("items"))):
        out += [(f"/items/{i}/name", _dict(it).get("name")), (f"/items/{i}/description", _dict(it).get("description"))]
    for i, q in enumerate(_list(spec.get("quests"))):
        out.append((f"/quests/{i}/name", _dict(q).get("name")))
        out += [
            (f"/quests/{i}/steps/{j}/text", _dict(s).get("text")) for j, s in enumerate(_list(_dict(q).get("steps")))
        ]
    out.append(("/win/text", _dict(spec.get("win")).get("text")))
    return [Text(p, str(t), " " + " ".join(_words(str(t))) + " ") for p, t in out if isinstance(t, str) and t.strip()]


def _dialogue_texts(d: dict, where: str) -> list[tuple[str, str]]:
    out = [(f"{where}/speaker", d.get("speaker"))]
    parts = [(d, where)] + [(_dict(b), f"{where}/branches/{i}") for i, b in enumerate(_list(d.get("branches")))]
    for part, pointer in parts:
        out += [(f"{pointer}/pages/{j}", p) for j, p in enumerate(_list(part.get("pages")))]
        for k, c in enumerate(_list(part.get("choices"))):
            c = _dict(c)
            out.append((f"{pointer}/choices/{k}/label", c.get("label")))
            out += [(f"{pointer}/choices/{k}/pages/{j}", p) for j, p in enumerate(_list(c.get("pages")))]
    return out


def echoes(idea: Idea, found: list[Text]) -> list[str]:
    """Mark texts that repeat a run of the idea's words; their pointers."""
    words = _words(idea.text)
    run = min(ECHO_RUN, len(words))
    if run < MIN_ECHO_RUN:
        return []
    grams = {" " + " ".join(words[i : i + run]) + " " for i in range(len(words) - run + 1)}
    out = []
    for t in found:
        if any(g in t.words for g in grams):
            t.echo = True
            out.append(t.pointer)
    return out


def _mentions(found: list[Text], words: tuple[str, ...], prefix: str = "") -> Text | None:
    for t in found:
        if t.echo or not t.pointer.startswith(prefix):
            continue
        if any(f" {w} " in t.words for w in words if w):
            return t
    return None


def _stem(pack, ident: str) -> str:
    prefix = f"{pack.id}_"
    return (ident[len(prefix) :] if ident.startswith(prefix) else ident).replace("_", " ")


def sprites_for(term: Term, pack) -> list[str]:
    """Sprites of the pack that draw a character: an alias or the id's own word is one of the
    term's words; a multi-word alias whose last word is the concept, when the kinds agree."""
    words = set(term.words)
    out = []
    for s in pack.manifest.sprites:
        names = {_stem(pack, s.id), *(fold(a) for a in s.aliases)}
        if names & words:
            out.append(s.id)
            continue
        heads = {n.rsplit(" ", 1)[-1] for n in names if " " in n}
        kind = creature_kind(term.concept)
        if term.concept in heads and (
            not kind or not s.kind or kind == s.kind or {kind, s.kind} <= {"monster", "animal"}
        ):
            out.append(s.id)
    return out


def themes_for(term: Term, pack) -> list[str]:
    words = set(term.words)
    out = []
    for t in pack.manifest.tilesets:
        names = {t.theme.replace("_", " "), *(fold(a) for a in t.aliases)}
        if names & words or term.concept in {n.rsplit(" ", 1)[-1] for n in names}:
            out.append(t.theme)
    return out


def _drawable(pack, sprite_id: str) -> bool:
    from romsmith.generators.spec import SPRITE_FRAME_SIZES

    s = pack.sprites[sprite_id]
    return (s.frame_width, s.frame_height) in SPRITE_FRAME_SIZES


def land(idea: Idea, spec: dict, pack, structure: Structure, found: list[Text]) -> list[dict]:
    cast = [_dict(a) for a in _list(spec.get("cast"))]
    scenes = [_dict(s) for s in _list(spec.get("scenes"))]
    out = []
    for term in idea.terms:
        entry = term.to_json()
        where, detail, reason = _land_one(term, idea, cast, scenes, spec, pack, structure, found)
        if where:
            entry.update(landed=True, where=where, detail=detail)
        else:
            entry.update(landed=False, missing=reason)
        out.append(entry)
    return out


def _land_one(term, idea, cast, scenes, spec, pack, structure, found):
    """(where, detail, None) or (None, None, reason)."""
    if term.kind == "name":
        return _land_name(term, cast, found, pack)
    if term.kind == "character" and term.known:
        drawn = sprites_for(term, pack)
        if not drawn:
            return None, None, f"no {term.concept} in pack {pack.id}"
        drawable = [s for s in drawn if _drawable(pack, s)]
        if not drawable:
            size = "{0.frame_width}x{0.frame_height}".format(pack.sprites[drawn[0]])
            return None, None, f"{drawn[0]} is {size}, a frame size the engine does not draw"
        users = [a for a in cast if a.get("sprite") in drawn]
        if users:
            a = users[0]
            return "sprite", f"{a.get('id')} ({a.get('name')}) is {a.get('sprite')}", None
        for s in scenes:  # a genre's own sprites: a shooter level's enemy waves, its boss
            shown = [sid for sid in own_sprites(s) if sid in drawn]
            if shown:
                return "sprite", f"scene {s.get('id')} ({s.get('name')}) flies {shown[0]}", None
        return None, None, f"no actor is drawn as {' or '.join(drawn[:2])}"
    if term.kind == "place":
        drawn = themes_for(term, pack)
        if not drawn:
            hit = _mentions(found, term.words, "/scenes/")
            if hit:
                return "scene", f"{hit.pointer}: {hit.text}", None
            return None, None, f"no {term.concept} tileset in pack {pack.id}"
        used = [s for s in scenes if s.get("theme") in drawn]
        if used:
            return "tile", f"scene {used[0].get('id')} ({used[0].get('name')}) uses {used[0].get('theme')}", None
        return None, None, f"no scene uses the {' or '.join(drawn[:2])} tileset"
    if term.kind == "goal":
        return _land_goal(term, idea, structure)
    if term.kind == "mood":
        foes = [a for a in cast if a.get("role") in ("enemy", "boss")]
        if not foes:
            return "cast", "no enemy and no boss: nothing to fight", None
        names = ", ".join(sorted({str(a.get("name")) for a in foes})[:3])
        return None, None, f"a peaceful idea, but {len(foes)} of the cast fight ({names})"
    # items and words the tables do not know: an item, a name, a scene or a line that says it
    items = [(i, _dict(it)) for i, it in enumerate(_list(spec.get("items")))]
    for i, it in items:
        if _mentions([t for t in found if t.pointer == f"/items/{i}/name"], term.words):
            return "item", f"item {it.get('id')} ({it.get('name')})", None
    hit = _mentions(found, term.words)
    if hit:
        kind = (
            "name"
            if hit.pointer.startswith("/cast/")
            else "scene"
            if hit.pointer.startswith("/scenes/")
            else "dialogue"
        )
        return kind, f"{hit.pointer}: {hit.text}", None
    return None, None, f"no item, name or line mentions the {term.text}"


def _land_name(term, cast, found, pack):
    name = fold(term.concept)
    for a in cast:
        if re.search(rf"(^|[^a-z]){re.escape(name)}($|[^a-z])", fold(str(a.get("name") or ""))):
            fits = ""
            if term.of:
                drawn = sprites_for(Term("character", term.of, term.of, (term.of,)), pack)
                fits = "" if not drawn or a.get("sprite") in drawn else f", not drawn as {indefinite(term.of)}"
            return "name", f"{a.get('id')} is named {a.get('name')} ({a.get('sprite')}{fits})", None
    return None, None, f"no actor is named {term.concept}"


def _land_goal(term, idea, structure):
    ok = structure.satisfied.get(term.concept)
    if term.concept == "collect" and ok and term.count and term.count > DEFAULT_COLLECT:
        got = int(ok.split()[0]) if ok.split()[0].isdigit() else 0
        if got < term.count:
            return None, None, f"asks to collect {term.count}, the game has {got}"
    if ok:
        return "goal", ok, None
    how = structure.archetype
    won = {
        "other": "the win does not follow any archetype",
        "defeat": "the game is won by defeating a foe",
        "find": "the game is won by finding an item",
        "rescue": "the game is won by reaching someone",
        "escape": "the game is won by reaching a place",
    }.get(how, f"the game is {indefinite(how)} game")
    return None, None, f"{won}, not by {_GERUND.get(term.concept, term.concept)}"


_GERUND = {
    "investigate": "naming the culprit",
    "escort": "escorting someone",
    "deliver": "delivering something",
    "collect": "collecting things",
    "escape": "escaping",
    "rescue": "a rescue",
    "find": "finding something",
    "defeat": "defeating a foe",
}
