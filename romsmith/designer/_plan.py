"""Task `plan`: title, scenes and cast outline from the words of the idea."""

from __future__ import annotations

import itertools
import random

from romsmith.designer import _words as W
from romsmith.designer._read import Request, ascii_words
from romsmith.designer._text import Fit


def plan(request: Request, rng: random.Random) -> dict:
    fit = Fit(request.limits)
    words = ascii_words(request.idea)
    themes = _pick_themes(words, [t.name for t in request.themes] or list(W.DEFAULT_THEMES), rng)
    scenes = _scenes(fit, themes, rng)
    cast = _cast(fit, words, scenes, request, rng)
    treasure = next((w for w in words if w in W.ITEM_WORDS and w != "key"), None)
    key = _key_item(scenes[-1]["theme"], treasure, rng)
    boss = next((c for c in cast if c["role"] == "boss"), None)
    win_flag = f"{treasure}_found" if treasure else f"{boss['id']}_defeated" if boss else "quest_done"
    story = {
        "goal": _goal(request.idea, words, cast, treasure or key),
        "win_flag": win_flag,
        "obstacle_flag": f"{scenes[-1]['id']}_open",
        "key_item": key,
        "treasure": treasure,
    }
    title = _title(words, scenes, cast, treasure or key, rng)
    premise = _premise(request.idea, story["goal"], scenes)
    return {
        "title": title,
        "header_title": None,
        "premise": premise,
        "start_scene": scenes[0]["id"],
        "scenes": scenes,
        "cast": cast,
        "story": story,
    }


def _pick_themes(words: list[str], available: list[str], rng: random.Random) -> list[str]:
    scores = {t: sum(w in W.THEME_WORDS.get(t, "").split() for w in words) for t in available}
    for t in available:
        scores[t] += sum(t.startswith(w) or w.startswith(t) for w in words if len(w) > 3)
    ranked = sorted(available, key=lambda t: (-scores[t], rng.random()))
    finale = (
        ranked[0] if scores[ranked[0]] else rng.choice([t for t in available if t != "village_interior"] or available)
    )
    outdoor = [t for t in ("grassland", "forest") if t in available and t != finale]
    start = rng.choice(outdoor) if outdoor else rng.choice(available)
    count = rng.choice((3, 4, 4, 5))  # a start, a middle scene or more for the errand, the gate's scene, the finale
    middle = [t for t in ranked if t not in (start, finale) and t != "village_interior"]
    middle = [t for t in middle if scores[t]] + [t for t in middle if not scores[t]]
    chosen = [start] + middle[: max(0, count - 2)] + [finale]
    if start == finale:  # (a pack with one theme lays out both scenes with it)
        chosen = [start] + ([t for t in available if t != start][:1] or [start])
    return chosen


def _scenes(fit: Fit, themes: list[str], rng: random.Random) -> list[dict]:
    out, used = [], set()
    for i, theme in enumerate(themes):
        names = [n for n in W.PLACE_NAMES.get(theme, [theme.title()]) if n not in used] or [f"{theme.title()} {i + 1}"]
        name = rng.choice(names)
        used.add(name)
        sid = name.lower().replace("'", "").replace(" ", "_")[:32]
        if any(s["id"] == sid for s in out):
            sid = f"{sid}_{i}"
        interior = theme in ("village_interior", "castle", "cave")
        width = rng.choice((18, 20, 22)) if interior else rng.choice((22, 24, 26))
        height = rng.choice((11, 12, 13)) if interior else rng.choice((13, 14, 15))
        purpose = "start" if i == 0 else "finale" if i == len(themes) - 1 else "journey"
        out.append(
            {"id": sid, "name": fit.name(name), "theme": theme, "width": width, "height": height, "purpose": purpose}
        )
    # the errand (a thief to beat, then the holder hands over what the keeper needs) happens on
    # the way; an optional chest waits in a corner of another scene before the last one
    out[errand_index(out)]["purpose"] += f"; {ERRAND}"
    out[rng.randrange(len(out) - 1) if len(out) > 1 else 0]["purpose"] += f"; {SIDE_CHEST}"
    return out


HOLDER = "holder"  # cast id of the npc who hands over the key item
HEALER = "healer"  # cast id of the npc at the finale's door who heals before the last fight
HELPER = "traveller"  # cast id prefix of the npcs in otherwise empty scenes who heal and give hints
THIEF = "thief"  # cast id of the enemy the holder wants beaten first
THIEF_FLAG = "thief_beaten"
SENT_FLAG = "keeper_sent"  # the keeper sent the hero to the holder; the thief shows up then
ITEM_FLAG = "got_item"  # set when the holder hands the key item over
CHALLENGE = "guardian_called"  # set when the keeper takes the item; the guardian shows up
SIDE_FLAG = "side_chest_open"
ERRAND = "errand"  # scene purpose marker: the holder and the thief are here
SIDE_CHEST = "side chest"  # scene purpose marker: an optional chest in a corner


def is_helper(ident: str) -> bool:
    """The holder, the healer and travellers: npcs the quest's frame (guide, keeper, rescued one) skips."""
    return ident in (HOLDER, HEALER) or ident.startswith(f"{HELPER}_")


def errand_index(scenes: list[dict]) -> int:
    """The first scene after the start, unless the game has only the start and the finale."""
    return 1 if len(scenes) >= 3 else 0


def marked(scenes: list[dict], marker: str) -> dict | None:
    return next((s for s in scenes if marker in str(s.get("purpose", "")).split("; ")), None)


def _concepts(words: list[str], vocab: set[str], exclude: str = "") -> list[str]:
    """Words of the idea naming a character of one kind (singular), the hero's own word excluded."""
    found = []
    for w in words:
        stem = w[:-1] if w.endswith("s") and w[:-1] in vocab else w
        if stem in vocab and stem != exclude and stem not in found:
            found.append(stem)
    return found


def _name(fit: Fit, concept: str, rng: random.Random) -> str:
    base = rng.choice(W.NAME_START) + rng.choice(W.NAME_END)
    title = W.TITLES.get(concept)
    full = f"{title} {base}" if title else base
    return full if fit.name(full) == full else fit.name(base)


def _cast(fit: Fit, words: list[str], scenes: list[dict], request: Request, rng: random.Random) -> list[dict]:
    start, final = scenes[0]["id"], scenes[-1]["id"]
    hero_words = [w for w in words if w not in W.STOP and w not in W.NPC_WORDS | W.BOSS_WORDS | W.ENEMY_WORDS]
    player_aliases = {a for s in request.sprites if "player" in s.roles for a in s.aliases}
    hero = next((w for w in hero_words if w in player_aliases), None) or next(
        (
            w
            for w in words[:3]
            if w not in W.STOP and len(w) > 2 and w not in W.RESCUE_WORDS | W.FIND_WORDS | W.BOSS_WORDS | W.ENEMY_WORDS
        ),
        "hero",
    )
    cast = [
        {
            "id": "hero",
            "name": _name(fit, hero, rng) if hero in W.TITLES else _name(fit, "", rng),
            "role": "player",
            "scene": start,
            "concept": hero,
        }
    ]
    # villains (a witch, a sorcerer) are foes, not helpers; a king stays a friend
    # a "skeleton king" or "goblin queen" is a foe wearing a title, not a friend
    crowned = {
        b
        for a, b in itertools.pairwise(words)
        if b in ("king", "queen", "lord") and a.rstrip("s") in W.ENEMY_WORDS | W.BOSS_WORDS
    }
    named = [
        c for c in _concepts(words, W.NPC_WORDS, hero) if (c not in W.BOSS_WORDS or c == "king") and c not in crowned
    ]
    guide = rng.choice(["elder", "old man", "villager", "merchant", "monk"])
    keeper = rng.choice(["guard", "farmer", "sage", "knight", "wizard"])
    holder = rng.choice(
        [c for c in ("merchant", "farmer", "monk", "villager", "sage", "old man") if c not in (guide, keeper)]
    )
    npc_plan = [(guide, start), (keeper, scenes[-2]["id"])] + [(c, final) for c in named[:1]]
    for i, (concept, scene) in enumerate(npc_plan):
        ident = concept.split()[-1]
        if ident in [c["id"] for c in cast]:
            ident = f"{ident}_{i}"
        cast.append(
            {
                "id": ident,
                "name": _name(fit, concept.split()[0], rng),
                "role": "npc",
                "scene": scene,
                "concept": concept,
            }
        )
    errand = scenes[errand_index(scenes)]
    # the holder keeps what the keeper needs and hands it over once its thief is beaten
    cast.append(
        {
            "id": HOLDER,
            "name": _name(fit, holder.split()[0], rng),
            "role": "npc",
            "scene": errand["id"],
            "concept": holder,
        }
    )
    # helpers who heal and point the way: one at the finale's door, one in each scene nobody else lives in
    busy = {start, scenes[-2]["id"], errand["id"]}
    for scene in scenes[1:]:
        if scene["id"] == final or scene["id"] not in busy:
            concept = rng.choice(["monk", "priest", "sage", "fairy", "old woman"])
            ident = HEALER if scene["id"] == final else f"{HELPER}_{len(cast)}"
            cast.append(
                {
                    "id": ident,
                    "name": _name(fit, concept.split()[0], rng),
                    "role": "npc",
                    "scene": scene["id"],
                    "concept": concept,
                }
            )
    final_theme = scenes[-1]["theme"]
    named_foes = (
        _concepts(words, W.ENEMY_WORDS, hero) or [W.ASSOCIATED_FOES[w] for w in words if w in W.ASSOCIATED_FOES][:1]
    )
    thief = named_foes[0] if named_foes else rng.choice(W.THEME_GUARDS.get(errand["theme"], ["bandit"]))
    cast.append(
        {
            "id": THIEF,
            "name": fit.name(f"Big {thief.title()}"),
            "role": "enemy",
            "scene": errand["id"],
            "concept": thief,
        }
    )
    for i, scene in enumerate(scenes[1:] or scenes):
        foes = named_foes or W.THEME_FOES.get(scene["theme"], ["slime", "bat"])
        for j in range(rng.choice((1, 2)) + (i >= 1) + (i >= 3)):  # the road grows busier towards the end
            concept = foes[(i + j) % len(foes)] if named_foes else rng.choice(foes)
            cast.append(
                {
                    "id": f"{concept}_{i}_{j}",
                    "name": fit.name(concept.title()),
                    "role": "enemy",
                    "scene": scene["id"],
                    "concept": concept,
                }
            )
    if len(scenes) > 1 and rng.random() < 0.5:
        # the gate to the last scene is held by a guardian: beating it opens the way
        concept = rng.choice(W.THEME_GUARDS.get(scenes[-2]["theme"], ["orc"]))
        cast.append(
            {
                "id": "guardian",
                "name": fit.name(f"{concept.title()} Guard"),
                "role": "enemy",
                "scene": scenes[-2]["id"],
                "concept": f"guardian {concept}",
            }
        )
    bosses = [
        f"{a.rstrip('s')} {b}"
        for a, b in itertools.pairwise(words)
        if b in crowned and a.rstrip("s") in W.ENEMY_WORDS | W.BOSS_WORDS
    ]
    bosses += [b for b in _concepts(words, W.BOSS_WORDS, hero) if b not in named and b not in crowned]
    # the last scene needs a finale: when nobody waits there to be rescued, a boss does
    if bosses or not named or rng.random() < 0.7:
        concept = bosses[0] if bosses else rng.choice(W.THEME_BOSSES.get(final_theme, ["ogre"]))
        ident = concept.replace(" ", "_")
        if " " in concept:  # a crowned foe: named by its title, drawn as the creature
            creature, rank = concept.split(" ", 1)
            name, concept = _name(fit, rank, rng), creature
        else:
            name = _name(fit, concept, rng) if concept in W.TITLES else fit.name(concept.title())
        cast.append(
            {
                "id": ident if ident not in {c["id"] for c in cast} else f"{ident}_boss",
                "name": name,
                "role": "boss",
                "scene": final,
                "concept": concept,
            }
        )
    return [dict(c, id=c["id"][:32]) for c in cast]


def _key_item(theme: str, treasure: str | None, rng: random.Random) -> str:
    options = [i for i in W.THEME_ITEMS.get(theme, ["key"]) if i != treasure] or ["key"]
    return rng.choice(options)


def _goal(idea: str, words: list[str], cast: list[dict], key: str) -> str:
    verb = next((W.GOAL_VERBS[w.rstrip("s")] for w in words if w.rstrip("s") in W.GOAL_VERBS), None)
    boss = next((c for c in cast if c["role"] == "boss"), None)
    npcs = [c for c in cast if c["role"] == "npc" and not is_helper(c["id"])]
    rescued = npcs[2] if len(npcs) > 2 else None  # the one the idea names waits in the last scene
    if verb in ("Rescue", "Save", "Free") and rescued:
        return f"{verb} {rescued['name']}" + (f" from {_called(boss)}." if boss else ".")
    if boss:
        return f"Find the {W.ITEM_WORDS.get(key, key)} and defeat {_called(boss)}."
    return f"Find the {W.ITEM_WORDS.get(key, key)}."


def _called(actor: dict) -> str:
    """'the Troll' for a creature named by its kind, 'Queen Mira' for a person with a name."""
    concept = actor.get("concept", "")
    return f"the {actor['name']}" if actor["name"].lower() == concept.lower() else actor["name"]


def _title(words, scenes, cast, key, rng) -> str:
    boss = next((c for c in cast if c["role"] == "boss"), None)
    options = [
        f"The {W.ITEM_WORDS.get(key, key.title())} of {scenes[-1]['name']}",
        f"Quest for the {W.ITEM_WORDS.get(key, key.title())}",
        f"Beyond {scenes[-1]['name']}",
    ]
    if boss:
        options.append(f"{cast[0]['name']} and {_called(boss)}")
    content = ""
    for w in (w for w in words if w not in W.STOP and len(w) > 2):
        if len(content) + len(w) + 1 > 26:
            break
        content = f"{content} {w.title()}".strip()
    if content:
        options.append(content)
    title = rng.choice(options)
    return title[:30].strip() or "Tiny Quest"


def _premise(idea: str, goal: str, scenes: list[dict]) -> str:
    import unicodedata

    folded = unicodedata.normalize("NFKD", idea).encode("ascii", "ignore").decode("ascii")
    folded = " ".join(folded.replace('"', "'").split()).strip(" .") or "A tiny adventure"
    room = 300 - len(goal) - 2
    if len(folded) > room:  # a long idea is cut at a word, so the goal still fits after it
        folded = folded[: room - 3].rsplit(" ", 1)[0].rstrip(" ,;:") + "..."
    text = f"{folded[0].upper() + folded[1:]}{' ' if folded.endswith('...') else '. '}{goal}"
    return text[:300]
