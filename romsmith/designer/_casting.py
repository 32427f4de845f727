"""Which listed sprite draws a concept and which listed theme shows a place: the prompt's aliases
and the words of the idea's language (`romsmith.lexicon`), never a guess from another list."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from romsmith.lexicon import Drawable, creature_kind, fold, nearest, synonyms

# a part that is another actor met again -> that actor's part (`_protocol`)
AGAIN = {
    "boss_again": "boss",
    "escortee_copy": "escortee",
    "captive_copy": "captive",
    "companion_copy": "companion",
    "runner": "runner",
}
NEAR_THEME = 0.6  # how near a place must be to the theme taken for it
GROUP_KIND = {"people": "person", "animals": "animal", "monsters": "monster", "machines": "machine"}


@dataclass(frozen=True)
class Look:
    """What a sprite's notes say about how it looks ('old, female', 'huge, 32x32')."""

    age: str = "adult"
    gender: str = "any"
    size: str = "medium"
    big: bool = False  # a frame larger than 16x16


def look(sprite) -> Look:
    notes = [n.strip() for n in str(getattr(sprite, "notes", "") or "").split(",")]
    age = next((n for n in notes if n in ("child", "old")), "adult")
    gender = next((n for n in notes if n in ("female", "male")), "any")
    size = next((n for n in notes if n in ("small", "large", "huge")), "medium")
    big = any("x" in n and n.replace("x", "").isdigit() and n != "16x16" for n in notes)
    return Look(age, gender, size, big)


def stem(sprite_id: str) -> str:
    """The sprite id's own word: puny_old_woman -> 'old woman'."""
    return sprite_id.split("_", 1)[-1].replace("_", " ")


def kind_of(sprite) -> str:
    return GROUP_KIND.get(str(getattr(sprite, "group", "") or ""), "")


def _names(sprite) -> set[str]:
    return {stem(sprite.id), *(fold(a) for a in sprite.aliases)}


def score(concept: str, sprite) -> float:
    """How well a sprite draws a concept: its own word 3, an alias 2.5, a synonym 2, a
    multi-word alias ending in the concept (great dragon) 1.5 when the kinds agree."""
    names = _names(sprite)
    if stem(sprite.id) == concept:
        return 3.0
    if concept in names:
        return 2.5
    words = set(synonyms("character", concept)) or {concept}
    if names & words:
        return 2.0
    heads = {n.rsplit(" ", 1)[-1] for n in names if " " in n}
    kind, theirs = creature_kind(concept), kind_of(sprite)
    if concept in heads and (not kind or not theirs or kind == theirs):
        return 1.5
    return 0.0


def sprite_for(concept: str, role: str, sprites: list, used: set[str] | frozenset = frozenset(), *, big: bool = False):
    """The best listed sprite for a concept in a role, or None: one made for the role first, a
    fresh one before a used one, a large frame first when `big` (a boss)."""
    ranked = []
    for s in sprites:
        fit = score(concept, s)
        if fit <= 0 or (look(s).big and not big):
            continue  # a large frame is drawn for bosses only
        if big:  # a boss: a large frame first when one of that name is listed (the great dragon)
            ranked.append((role in s.roles, look(s).big, fit, s.id not in used, s.id))
        else:
            ranked.append((role in s.roles, fit, not look(s).big, s.id not in used, s.id))
    if not ranked:
        return None
    ranked.sort(reverse=True)
    return next(s for s in sprites if s.id == ranked[0][4])


def any_sprite(role: str, sprites: list, used: set[str] | frozenset, key: str, *, kinds=("person",)):
    """A listed sprite for a role when nothing draws the concept: of the given kinds, fresh
    first, chosen by `key` (an actor id) so every writer picks the same one."""
    pool = [s for s in sprites if role in s.roles and kind_of(s) in kinds and look(s).big == (role == "boss")]
    pool = pool or [s for s in sprites if role in s.roles] or list(sprites)
    fresh = sorted([s for s in pool if s.id not in used] or pool, key=lambda s: s.id)
    if not fresh:
        return None
    return fresh[int(hashlib.sha256(key.encode()).hexdigest(), 16) % len(fresh)]


def guideline_sprite(concept: str, role: str, sprites: list, guidelines: list[str]):
    """A retrieved guideline that names the concept and exactly one listed sprite for the role."""
    listed = {s.id: s for s in sprites}
    words = [w for w in concept.lower().split() if len(w) > 2]
    for line in guidelines:
        text = line.lower()
        if not any(re.search(rf"\b{re.escape(w)}\b", text) for w in words):
            continue
        named = {i for i in re.findall(r"[a-z0-9_]+", text) if i in listed and role in listed[i].roles}
        if len(named) == 1:
            return listed[named.pop()]
    return None


def resolve_sprites(cast: list[dict], sprites: list, guidelines: list[str] = ()) -> dict[str, object]:
    """The sprite of every planned actor, in plan order (the plan names people to fit these and
    the cast writer draws them with these, so both call this). A retrieved guideline that maps
    the concept to one listed sprite comes first."""
    used: set[str] = set()
    out = {}
    for a in cast:
        concept, role = str(a.get("concept") or ""), str(a.get("role") or "npc")
        found = guideline_sprite(concept, role, sprites, list(guidelines)) if concept else None
        found = found or (sprite_for(concept, role, sprites, used, big=role == "boss") if concept else None)
        found = found or _modifier_sprite(concept, role, sprites, used)
        found = found or (nearest_sprite(concept, role, sprites) if concept else None)
        if found is None:
            kind = creature_kind(concept) or ("monster" if role in ("enemy", "boss") else "person")
            # foes of one kind look alike (a kraken's minions no sprite draws small: one stand-in,
            # not one each, which ran the game out of sprite palettes); people each their own
            key = f"{role}:{concept}" if role == "enemy" and concept else str(a.get("id"))
            found = any_sprite(role, sprites, used, key, kinds=(kind,))
        if found is not None:
            out[a.get("id")] = found
            if role not in ("enemy",):
                used.add(found.id)
    for a in cast:  # one character met again (a copy, a boss come back) looks the same
        lead = next((b for b in cast if b.get("part") == AGAIN.get(str(a.get("part")))), None)
        if lead is not None and lead.get("id") in out and lead is not a:
            out[a.get("id")] = out[lead["id"]]
    return out


def _modifier_sprite(concept: str, role: str, sprites: list, used: set[str]):
    """For a kind no sprite draws whose modifier is a creature ("slime invader"): that creature's
    sprite, the nearer modifier first; the fidelity check accepts it the same way."""
    for word in reversed(concept.split()[:-1]):
        if creature_kind(word):
            found = sprite_for(word, role, sprites, used, big=role == "boss")
            if found is not None:
                return found
    return None


def drawables(role: str, sprites: list) -> list[Drawable]:
    """The sprites that can play `role`, as `lexicon.nearest` compares them (a large frame for a
    boss only), in id order: the fidelity check builds the same list from the pack."""
    fit = [s for s in sprites if role in s.roles and (role == "boss" or not look(s).big)]
    return [Drawable(s.id, (stem(s.id), *s.aliases), look(s).gender) for s in sorted(fit, key=lambda s: s.id)]


def nearest_sprite(concept: str, role: str, sprites: list):
    """The listed sprite nearest a concept no sprite draws (a beekeeper: the farmer), or None."""
    found = nearest(concept, drawables(role, sprites))
    return next((s for s in sprites if s.id == found.id), None) if found is not None and found.score > 0 else None


def theme_words(theme) -> set[str]:
    notes = str(getattr(theme, "notes", "") or "")
    words = {theme.name.replace("_", " ")}
    for part in notes.split(";"):
        words |= {
            fold(w.strip())
            for w in part.split(",")
            if w.strip() and w.strip() not in ("indoor", "doors", "no backdrop")
        }
    return words


def indoor(theme) -> bool:
    return (
        "indoor" in [p.strip() for p in str(getattr(theme, "notes", "") or "").split(";")] or "interior" in theme.name
    )


def theme_for(place: str, themes: list, near: tuple[str, ...] = ()):
    """The listed theme that shows a place: its name or place words, else the nearest place."""
    for wanted in (place, *near):
        words = set(synonyms("place", wanted)) or {wanted}
        for t in themes:
            names = theme_words(t)
            if names & words or wanted in {n.rsplit(" ", 1)[-1] for n in names}:
                return t
    return None


def theme_near(place: str, themes: list):
    """The listed theme nearest a place no theme names ("a hive": the meadow), by WordNet."""
    options = [
        Drawable(t.name, (t.name.replace("_", " "), *sorted(theme_words(t) - {t.name.replace("_", " ")})))
        for t in sorted(themes, key=lambda t: t.name)
    ]
    found = nearest(place, options, same_category=False)
    if found is None or found.score < NEAR_THEME:
        return None
    return next(t for t in themes if t.name == found.id)
