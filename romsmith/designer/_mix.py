"""Mixed-genre games: one game made of segments, each written by its own genre's designer.

An idea that asks for two or more genres (`lexicon`: `Idea.genres`, "an RPG with puzzles", "a
metroidvania") is played as a chain of segments: a story first (a prologue), then the other
genres in the order the idea names them, and the adventure (or the turn-based RPG, an adventure
with battles) last, so its win is the game's. Every segment is planned by its genre's own `plan`
for the same idea; those before the last know it (`Request.segment`: a puzzle makes three rooms,
not five; a story keeps a prologue's short shape) and the last one gets the scenes the others
leave (`Limits.plan_scenes`; a battle's earliest fights go first when they do not fit).

The plan holds every segment's scenes and cast: a segment before the last has its ids prefixed
(`s1_`, `s2_`: nothing collides) and the marker `segment K` in its scenes' purposes, and shares
the game's title, premise and outline, so the character, world and story writers can take each
segment's plan back out of it (`segments`) and write its parts with its genre's writers. Those
parts are joined (`_mix_links`): one player, where the first segment starts; each segment's
end leads into the next one's start instead of winning.
"""

from __future__ import annotations

import dataclasses
import random
import re

from romsmith.designer import _protocol as P
from romsmith.designer._casting import resolve_sprites
from romsmith.designer._mix_links import link_world, unwin_story
from romsmith.designer._names import fit
from romsmith.designer.genres import GENRES
from romsmith.designer.genres.battle import MAX_SCENES  # the engine's scene cap
from romsmith.lexicon import extract, read_intent

MARK = "segment"
LAST = ("battle", "adventure")  # the genres that end a mix: their win is the game's
FIRST = ("story",)  # a story opens it: a prologue
MAX_SEGMENTS = 3
PLAIN = ("foe", "minion", "wave", "wave_leader")  # foes with no part of their own in the plot
PALETTES = 15  # the engine's sprite palettes: one per different sprite
PORTRAIT_PALETTES = 13  # a story's portraits take two
PLATFORMER_LEVELS = 2  # levels of a platformer before the last segment


@dataclasses.dataclass
class Segment:
    genre: str
    prefix: str  # "" for the last segment
    plan: dict  # as its genre's writers read it (ids without the prefix)


def asked_genres(idea: str) -> list[str]:
    """The genres an idea asks for, leading first: the intent's (a genre its hero's plays ask for,
    and the adventure that carries a goal that genre cannot) where it reads the genre the idea's
    words name, or where they name none; else the words' (an idea in a language the intent
    reads through its term reading)."""
    words, intent = extract(idea), read_intent(idea).castable()
    if not words.genres or (intent.genres and intent.genre == words.genre):
        return list(intent.genres)
    return list(words.genres)


def leading_genre(idea: str) -> str:
    """The genre an idea asks for first (`asked_genres`), else the adventure."""
    return (asked_genres(idea) or ["adventure"])[0]


def mix_of(idea: str) -> list[str]:
    """The genres of the segments an idea asks for, in play order; [] when it asks for one (the
    intent's genres: those named, or a genre its hero's plays ask for and the adventure that
    carries a goal that genre cannot, `lexicon._genres.carried`)."""
    asked = [g for g in asked_genres(idea) if g in GENRES]
    if "battle" in asked and "adventure" in asked:  # the RPG's overworld is the adventure
        asked.remove("adventure")
    if len(asked) < 2:
        return []
    first = [g for g in asked if g in FIRST]
    last = [g for g in asked if g in LAST][:1]
    middle = [g for g in asked if g not in first and g not in last]
    return first + middle[: MAX_SEGMENTS - len(first) - len(last)] + last  # the last one is never left out


def is_mixed(plan: dict | None) -> bool:
    """Whether a plan is a mix (some scene is of a segment before the last)."""
    return any(_segment_of(s) is not None for s in (plan or {}).get("scenes", []) if isinstance(s, dict))


def _segment_of(scene: dict) -> int | None:
    found = [m for m in P.markers(scene) if re.fullmatch(rf"{MARK} \d+", m)]
    return int(found[0].split()[1]) if found else None


def _rng(rng: random.Random) -> random.Random:
    return random.Random(rng.getrandbits(64))


def _view(genre: str) -> str:
    return GENRES[genre].view


def request_for(request, genre: str, plan: dict | None, themes: list):
    """The request as `genre`'s writers read it: its plan, the themes its view shows."""
    seen = [t for t in themes if _theme_view(t) == _view(genre)] or list(themes)
    return dataclasses.replace(request, plan=plan, themes=seen)


def _theme_view(theme) -> str:
    notes = [n.strip() for n in str(getattr(theme, "notes", "") or "").split(";")]
    return "side" if "side view" in notes else "top"


# ---- the plan ------------------------------------------------------------------------------
def plan(request, rng: random.Random, genres: list[str]) -> dict:
    themes = list(request.themes)
    plans = []
    for genre in genres[:-1]:
        room = MAX_SCENES - sum(len(p["scenes"]) for p in plans)
        sub_request = dataclasses.replace(request_for(request, genre, None, themes), segment=True)
        plans.append(_trim(genre, GENRES[genre].plan(sub_request, _rng(rng)), False, room))
    genre, seed = genres[-1], rng.getrandbits(64)
    room = MAX_SCENES - sum(len(p["scenes"]) for p in plans)
    most = max(2, min(request.limits.plan_scenes, room - (genre == "battle")))  # an RPG's boss battle is one
    # the last segment plans within the scenes the others leave, with fewer places while its people
    # and the others' still need more sprites than the palettes hold
    for places in range(most, 1, -1):
        fits = dataclasses.replace(request.limits, plan_scenes=places)
        sub_request = dataclasses.replace(request_for(request, genre, None, themes), limits=fits)
        final = _trim(genre, GENRES[genre].plan(sub_request, random.Random(seed)), True, room)
        game = _joined(request, genres, [*plans, final])
        if _sprites_in(game, genres, [*plans, final], request.sprites) <= _palettes(genres):
            break
    return game


def _palettes(genres: list[str]) -> int:
    return PORTRAIT_PALETTES if "story" in genres else PALETTES


def _joined(request, genres: list[str], plans: list[dict]) -> dict:
    """The mixed plan: every segment's scenes and cast, the earlier ones prefixed and marked."""
    _share_foes(plans, genres, request.limits.name_chars)
    frame = {k: plans[0][k] for k in ("title", "header_title", "premise")}
    scenes, cast = [], []
    for k, (genre, sub) in enumerate(zip(genres, plans, strict=True)):
        last = k == len(genres) - 1
        sub = {**sub, **frame}
        if genre == "platformer":  # its levels are laid out from the game's title and premise now
            _relayout(sub)
        prefix = "" if last else f"s{k + 1}_"
        for s in sub["scenes"]:
            scene = {**s, "genre": s.get("genre") or genre}
            if not last:
                scene.update(
                    id=prefix + s["id"],
                    exits=[prefix + e for e in s.get("exits", [])],
                    purpose=P.purpose(s.get("purpose", ""), f"{MARK} {k + 1}"),
                )
            scenes.append(scene)
        cast += [{**a, "id": prefix + a["id"], "scene": prefix + a["scene"]} for a in sub["cast"]]
    for a in cast:  # one player, drawn one way: an RPG's party is led by the look the first segment gives
        if a["role"] == "player" and cast[0]["role"] == "player":
            a["concept"] = cast[0]["concept"]
    _trim_palettes(
        _drawn_cast(cast, scenes), request.sprites, _palettes(genres) - _shooter_sprites(genres, plans, request.sprites)
    )
    return {**frame, "genre": leading_genre(request.idea), "start_scene": "s1_" + plans[0]["start_scene"], "scenes": scenes,
            "cast": cast, "story": plans[-1]["story"]}  # fmt: skip


def _drawn_cast(cast: list[dict], scenes: list[dict]) -> list[dict]:
    """The cast the game draws as actors: one player (the first), no shooter's (its ships are its own)."""
    shooters = {s["id"] for s in scenes if s["genre"] == "shooter"}
    return [a for a in cast if (a["role"] != "player" or a["id"] == cast[0]["id"]) and a["scene"] not in shooters]


def _sprites_in(game: dict, genres: list[str], plans: list[dict], listed: list) -> int:
    """How many different sprites the mixed plan's game draws (as its writers will pick them)."""
    drawn = {s.id for s in resolve_sprites(_drawn_cast(game["cast"], game["scenes"]), listed).values()}
    return len(drawn) + _shooter_sprites(genres, plans, listed)


def _trim(genre: str, sub: dict, last: bool, room: int) -> dict:
    """A segment as the mix keeps it: a platformer before the end has two levels and no one
    waiting at its end (the one the idea is about waits in the last segment); an RPG's earliest
    battles go when the scenes run out."""
    if genre == "platformer" and not last:
        kept = [s["id"] for s in sub["scenes"][:PLATFORMER_LEVELS]]
        cast = [a for a in sub["cast"] if a["scene"] in kept and a.get("part") != "goal"]
        sub = {**sub, "scenes": sub["scenes"][:PLATFORMER_LEVELS], "cast": cast}
    if genre == "battle" and len(sub["scenes"]) > room:
        battles = [s for s in sub["scenes"] if s.get("genre") == "battle"]
        drop = {s["id"] for s in battles[: len(sub["scenes"]) - room] if s["id"] != "battle_boss"}
        sub = {**sub, "scenes": [s for s in sub["scenes"] if s["id"] not in drop]}
    return sub


def _share_foes(plans: list[dict], genres: list[str], name_chars: int) -> None:
    """The foes of the platformer levels before the last segment are the last one's kinds (the idea's, as its
    genre read them): the same sprites, so the game stays within the engine's sprite palettes."""
    kinds = list(dict.fromkeys(a["concept"] for a in plans[-1]["cast"] if a["role"] == "enemy" and a.get("concept")))
    if not kinds:
        return
    for genre, sub in zip(genres, plans[:-1], strict=False):  # a shooter's foes stay its own: ships
        if genre != "platformer":
            continue
        foes = [a for a in sub["cast"] if a["role"] == "enemy"]
        for j, a in enumerate(foes):
            a.update(concept=kinds[j % len(kinds)], name=fit(kinds[j % len(kinds)].title(), name_chars))


def _shooter_sprites(genres: list[str], plans: list[dict], listed: list) -> int:
    """The sprites a shooter segment draws in its levels (ship, shots, pick-ups, foes, boss)."""
    from romsmith.designer.genres import shooter

    drawn: set[str] = set()
    for genre, sub in zip(genres, plans, strict=True):
        if genre == "shooter":
            found = shooter.sprites(sub, listed)
            drawn |= {found["hero"], found["boss"], found["shot"], found["foe_shot"], *found["foes"]}
            drawn |= set(found["powers"].values())
    return len(drawn - {None})


def _trim_palettes(cast: list[dict], sprites: list, limit: int) -> None:
    """At most `limit` different sprites over every segment: plain foes take the kinds drawn
    most, the fewest-drawn first (as an adventure keeps within its palettes)."""
    for _ in range(len(cast)):
        drawn = resolve_sprites(cast, sprites)
        users: dict[str, list[dict]] = {}
        for a in cast:
            if a["id"] in drawn:
                users.setdefault(drawn[a["id"]].id, []).append(a)
        if len(users) <= limit:
            return
        movable = [
            s for s, actors in users.items() if all(a["role"] == "enemy" and a.get("part") in PLAIN for a in actors)
        ]
        enemies = [s for s in users if any(a["role"] == "enemy" for a in users[s])]
        rare = min(movable, key=lambda s: (len(users[s]), s), default=None)
        common = max((s for s in enemies if s != rare), key=lambda s: (len(users[s]), s), default=None)
        if rare is None or common is None:
            return
        concept = next(a["concept"] for a in users[common] if a["role"] == "enemy")
        for a in users[rare]:
            a["concept"] = concept


def _relayout(sub: dict) -> None:
    from romsmith.designer.genres import platformer

    for scene, level in zip(sub["scenes"], platformer._levels(sub), strict=True):
        scene["width"] = level.width


# ---- taking the segments back out of the plan -----------------------------------------------
def segments(plan: dict) -> list[Segment]:
    """Every segment of a mixed plan, in play order, each with its plan as its genre wrote it."""
    numbered: dict[int, list[dict]] = {}
    for s in plan.get("scenes", []):
        numbered.setdefault(_segment_of(s) or 0, []).append(s)
    out = []
    for k in sorted(numbered, key=lambda n: n or 99):
        scenes = numbered[k]
        prefix = f"s{k}_" if k else ""
        mine = [_unprefixed(s, prefix, k) for s in scenes]
        ids = {s["id"] for s in mine}
        cast = [
            {**a, "id": a["id"][len(prefix) :], "scene": a["scene"][len(prefix) :]}
            for a in plan.get("cast", [])
            if (a["id"].startswith(prefix) if prefix else not _earlier(a["id"])) and a["scene"][len(prefix) :] in ids
        ]
        genre = _genre_of(mine)
        start = next((s["id"] for s in mine if "start" in P.markers(s)), mine[0]["id"])
        sub = {k2: plan[k2] for k2 in ("title", "header_title", "premise", "story") if k2 in plan}
        sub.update(genre=genre, start_scene=start, scenes=mine, cast=cast)
        out.append(Segment(genre, prefix, sub))
    return out


def _unprefixed(scene: dict, prefix: str, k: int) -> dict:
    if not prefix:
        return dict(scene)
    marks = [m for m in P.markers(scene) if m != f"{MARK} {k}"]
    return {
        **scene,
        "id": scene["id"][len(prefix) :],
        "exits": [e[len(prefix) :] for e in scene.get("exits", [])],
        "purpose": "; ".join(marks),
    }


def _genre_of(scenes: list[dict]) -> str:
    genres = [s.get("genre") or "adventure" for s in scenes]
    if "battle" in genres:
        return "battle"
    return genres[0]


# ---- the parts -----------------------------------------------------------------------------
def part(task: str, request, rng: random.Random) -> dict:
    """The character (`cast`), world or story part of a mixed plan: each segment's, joined."""
    segs = segments(request.plan or {})
    themes = list(request.themes)
    # the palettes a shooter's levels take, which another segment's writers cannot see (an RPG's party)
    taken = _shooter_sprites([s.genre for s in segs], [s.plan for s in segs], request.sprites)
    for s in segs:
        s.plan["palettes_taken"] = taken if s.genre != "shooter" else 0
    parts = [getattr(GENRES[s.genre], task)(request_for(request, s.genre, s.plan, themes), _rng(rng)) for s in segs]
    casts = [
        GENRES[s.genre].cast(request_for(request, s.genre, s.plan, themes), random.Random(0))["cast"]
        if task != "cast" else p["cast"]
        for s, p in zip(segs, parts, strict=True)
    ]  # fmt: skip
    player = _player_ids(segs, casts)
    out: dict = {}
    for k, (seg, made) in enumerate(zip(segs, parts, strict=True)):
        last = k == len(segs) - 1
        made = rename(made, seg.prefix, player)
        if task == "world" and not last:
            nxt = segs[k + 1]
            hero = next(a for a in casts[k + 1] if a["role"] == "player")
            link_world(seg.genre, made, (nxt.prefix + hero["scene"], hero["x"], hero["y"]))
        if task == "story" and not last:
            unwin_story(seg.genre, made)
        for key, value in made.items():
            if isinstance(value, list):
                out.setdefault(key, []).extend(value)
            else:
                out[key] = value  # the last segment's win
    if task == "cast":
        limit = PORTRAIT_PALETTES if any(s.genre == "story" for s in segs) else PALETTES
        out["cast"] = _fit_palettes(_one_player(out["cast"], casts[0], segs[0].prefix), limit)
    return out


def _fit_palettes(cast: list[dict], limit: int) -> list[dict]:
    """The cast within `limit` different sprites: while it has more, an earlier segment's npc or
    enemy drawn by a sprite the last segment does not use takes the look of one of the last
    segment's of the same role (its every actor of that sprite at once)."""
    mine = [a for a in cast if _earlier(a["id"]) and a["role"] in ("npc", "enemy")]
    final = [a for a in cast if not _earlier(a["id"])]
    while len({a["sprite"] for a in cast if a.get("sprite")}) > limit:
        kept = {a["sprite"] for a in final}
        odd = next((a for a in mine if a.get("sprite") and a["sprite"] not in kept), None)
        like = [b["sprite"] for b in final if odd is not None and b["role"] == odd["role"] and b.get("sprite")]
        if odd is None or not like:
            break
        old = odd["sprite"]
        for a in mine:
            if a["sprite"] == old:
                a["sprite"] = like[0]
    return cast


def _earlier(actor_id: str) -> bool:
    """Whether an id is of a segment before the last (prefixed)."""
    return re.match(r"s\d+_", actor_id) is not None


def _player_ids(segs: list[Segment], casts: list[list[dict]]) -> dict[str, str]:
    """Every segment's player id (prefixed) -> the game's one player, the last segment's id."""
    ids = [seg.prefix + next(a["id"] for a in c if a["role"] == "player") for seg, c in zip(segs, casts, strict=True)]
    return dict.fromkeys(ids, ids[-1])


def _one_player(cast: list[dict], first: list[dict], prefix: str) -> list[dict]:
    """The last segment's hero, starting where the first segment starts, drawn as the first draws them."""
    hero = [a for a in cast if a["role"] == "player"][-1]
    start = next(a for a in first if a["role"] == "player")
    hero = {**hero, "scene": prefix + start["scene"], "x": start["x"], "y": start["y"],
            "facing": start.get("facing", hero.get("facing")), "sprite": start.get("sprite") or hero["sprite"]}  # fmt: skip
    return [hero] + [a for a in cast if a["role"] != "player"]


# keys whose values are ids of the game (scenes, cast, dialogue, flags, items, quests)
ID_KEYS = frozenset(
    [
        "id",
        "to",
        "scene",
        "dialogue",
        "if_flag",
        "unless_flag",
        "flag",
        "solved_flag",
        "next",
        "retry",
        "defeat_flag",
        "show_flag",
        "hide_flag",
        "encounter",
        "lose_to",
        "if_item",
        "actor",
        "speaker",
        "stage",
        "start_scene",
    ]
)
NOT_IDS = {"actor": {"player"}}
TEXT_SPEAKER = ("dialogue",)  # a dialogue's speaker is a name, not an id


def rename(value, prefix: str, player: dict[str, str], key: str | None = None, top: str | None = None):
    """`value` (a part) with every id given the segment's prefix and every player id the game's
    player's; `top` is the part's key the value is under."""
    if isinstance(value, dict):
        return {k: rename(v, prefix, player, k, top or k) for k, v in value.items()}
    if isinstance(value, list):
        return [rename(v, prefix, player, key, top) for v in value]
    if not isinstance(value, str) or key not in ID_KEYS or value in NOT_IDS.get(key, ()):
        return value
    if key == "speaker" and top in TEXT_SPEAKER:
        return value
    named = prefix + value if prefix else value
    return player.get(named, named)[:32]
