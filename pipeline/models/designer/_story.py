"""Task `story`: the guide, the keeper of the obstacle, the finale; flags, the item, a quest, the win."""

from __future__ import annotations

import random

from generators.spec import MAX_NAME, MAX_PAGE_CHARS

from pipeline.models.designer import _words as W
from pipeline.models.designer._read import Brief

_GREET = ["Ah, {hero}! At last.", "Hello, {hero}.", "{hero}? Good, you came.", "Listen well, {hero}."]
_BLOCKED = {"bars": ["A heavy gate bars the way. {keeper} holds the key to it.",
                     "Iron bars shut the way to {final}. Maybe {keeper} can help.",
                     "The gate is locked tight. {keeper} knows how to open it."],
            "rubble": ["Fallen rocks block the way. {keeper} may know another way through.",
                       "A wall of rubble shuts the path to {final}. Ask {keeper}.",
                       "The way is buried under rocks. {keeper} knows how to clear it."]}
_GUARDED = {"bars": ["The bars will not move while {guardian} stands guard.",
                     "{guardian} keeps this gate shut. Beat it to pass."],
            "rubble": ["{guardian} guards the rubble. Beat it and the way clears.",
                       "The rocks hold fast while {guardian} keeps watch."]}
_RUBBLE_THEMES = {"cave"}  # the pack draws a cave gate as rubble, the others as bars
_KEEPER = ["None may pass to {final} without the {item}.", "Bring me the {item} and I open the way.",
           "The road to {final} is shut. Only the {item} opens it."]
_OPENED = ["The {item}! Then go. The way to {final} is open.", "So {guide} sent you. The way is open now.",
           "You found it! Go on, and be careful in {final}."]
_WIN = ["{hero} won! Peace returns to {start}.", "The quest is done. Songs will tell of {hero}.",
        "Victory! {hero} heads home to {start}."]


def _fit(text: str, limit: int = MAX_PAGE_CHARS) -> str:
    text = text.replace('"', "'").replace("\\", "/")
    return text if len(text) <= limit else text[:limit - 3].rsplit(" ", 1)[0] + "..."


def story(brief: Brief, rng: random.Random) -> dict:
    plan = brief.plan or {}
    outline = plan.get("story", {})
    cast = plan.get("cast", [])
    scenes = plan.get("scenes", [])
    names = {s["id"]: s["name"] for s in scenes}
    hero = next((c for c in cast if c["role"] == "player"), {"name": "Hero"})
    npcs = [c for c in cast if c["role"] == "npc"]
    boss = next((c for c in cast if c["role"] == "boss"), None)
    item, win_flag, gate_flag = outline.get("key_item", "key"), outline.get("win_flag", "quest_done"), outline.get("obstacle_flag", "way_open")
    item_name = W.ITEM_WORDS.get(item, item.replace("_", " ").title())[:MAX_NAME]
    guide = npcs[0] if npcs else None
    keeper = npcs[1] if len(npcs) > 1 else guide
    target = next((n for n in npcs[2:]), None)
    guardian = next((c for c in cast if c["id"] == "guardian" and c["role"] == "enemy"), None)
    look = "rubble" if len(scenes) > 1 and scenes[-2].get("theme") in _RUBBLE_THEMES else "bars"
    final = names.get(scenes[-1]["id"], "the end") if scenes else "the end"
    v = {"hero": hero["name"], "item": item_name, "final": final, "start": names.get(plan.get("start_scene"), "home"),
         "guide": guide["name"] if guide else "", "keeper": keeper["name"] if keeper else "someone",
         "goal": outline.get("goal", "Save the land."), "guardian": guardian["name"] if guardian else ""}
    met = f"met_{guide['id']}"[:32] if guide else "met_guide"
    dialogue = [{"id": "obstacle_blocked", "speaker": "", "pages": [_fit(rng.choice((_GUARDED if guardian else _BLOCKED)[look]).format(**v))]}]
    if guardian:  # beating the guardian opens the gate: no key to carry
        item = None
    if guide:
        dialogue.append(_guide_talk(guide, v, item, met, rng, keeper is guide and not guardian, gate_flag))
    if keeper and keeper is not guide:
        dialogue.append(_guardian_hint(keeper, v, gate_flag) if guardian else _keeper_talk(keeper, v, item, gate_flag, rng))
    flags = [{"id": win_flag, "description": "the game is won"}, {"id": gate_flag, "description": "the obstacle is open"},
             {"id": met, "description": "talked to the guide"}]
    if target:
        dialogue.append(_target_talk(target, v, boss, win_flag, rng))
    for extra in npcs[3:]:
        dialogue.append({"id": f"{extra['id']}_talk", "speaker": extra["name"][:MAX_NAME], "pages": [_fit(f"Good luck, {v['hero']}.")]})
    items = [{"id": item, "name": item_name, "description": _fit(f"It opens the way to {final}.")}] if item else []
    treasure = outline.get("treasure")
    if treasure:
        t_name = W.ITEM_WORDS.get(treasure, treasure.replace("_", " ").title())[:MAX_NAME]
        items.append({"id": treasure, "name": t_name, "description": _fit(f"What {v['hero']} came for.")})
        dialogue.append({"id": "treasure_found", "speaker": "", "pages": [_fit(f"{v['hero']} found the {t_name}!")],
                         "effects": [{"op": "give_item", "id": treasure}, {"op": "set_flag", "id": win_flag}]})
    for c in cast:
        if c["role"] == "boss" and f"{c['id']}_defeated" != win_flag:
            flags.append({"id": f"{c['id']}_defeated"[:32], "description": f"{c['name']} is beaten"})
    steps = [{"text": _fit(f"Talk to {v['guide']}."), "flag": met}, {"text": _fit(f"Open the way to {final}."), "flag": gate_flag},
             {"text": _fit(v["goal"]), "flag": win_flag}]
    win_text = rng.choice(_WIN).format(**v)
    if not boss and not target and not treasure:
        win_flag = gate_flag  # nothing stands beyond the obstacle: opening it wins
        steps = steps[:2]
        flags = [f for f in flags if f["id"] != outline.get("win_flag")]
    return {"dialogue": dialogue, "flags": flags,
            "items": items,
            "quests": [{"id": "main_quest", "name": _fit(v["goal"], 30), "steps": steps}],
            "win": {"flag": win_flag, "text": _fit(win_text)}}


def _guide_talk(guide, v, item, met, rng, is_keeper, gate_flag) -> dict:
    if item is None:
        second = f"{v['guardian']} guards the gate to {v['final']}. Beat it! Come back to me if you get hurt."
    elif is_keeper:
        second = f"Take this {v['item']}. Then come back and I open the way."
    else:
        second = f"Take this {v['item']}. {v['keeper']} will know what to do with it."
    pages = [_fit(rng.choice(_GREET).format(**v) + " " + v["goal"]), _fit(second)]
    branches = []
    if is_keeper:
        branches.append({"if_item": item, "pages": [_fit(rng.choice(_OPENED).format(**v))],
                         "effects": [{"op": "set_flag", "id": gate_flag}]})
    else:
        branches.append({"if_flag": met, "pages": [_fit(f"Rest a moment, {v['hero']}. There. Now hurry to {v['keeper'] if item else 'the gate'}!")],
                         "effects": [{"op": "heal", "id": ""}]})  # the guide patches the hero up
    return {"id": f"{guide['id']}_talk", "speaker": guide["name"][:MAX_NAME], "pages": pages,
            "effects": ([{"op": "give_item", "id": item}] if item else []) + [{"op": "set_flag", "id": met}], "branches": branches}


def _called(actor: dict) -> str:
    """'The Troll' for a creature named by its kind, 'Queen Mira' for a person with a name."""
    return f"The {actor['name']}" if actor["name"].lower() == actor.get("concept", "").lower() else actor["name"]


def _guardian_hint(keeper, v, gate_flag) -> dict:
    return {"id": f"{keeper['id']}_talk", "speaker": keeper["name"][:MAX_NAME],
            "pages": [_fit(f"{v['guardian']} guards the way to {v['final']}."), _fit("Strike it with your sword and the way opens. I will patch you up.")],
            "effects": [{"op": "heal", "id": ""}],
            "branches": [{"if_flag": gate_flag, "pages": [_fit(f"The way is open! Go on, {v['hero']}. Rest first.")],
                          "effects": [{"op": "heal", "id": ""}]}]}


def _keeper_talk(keeper, v, item, gate_flag, rng) -> dict:
    return {"id": f"{keeper['id']}_talk", "speaker": keeper["name"][:MAX_NAME],
            "pages": [_fit(rng.choice(_KEEPER).format(**v))],
            "branches": [{"if_flag": gate_flag, "pages": [_fit(f"Go on, {v['hero']}. {v['final']} waits. Take some rest first.")],
                          "effects": [{"op": "heal", "id": ""}]},
                         {"if_item": item, "pages": [_fit(rng.choice(_OPENED).format(**v))],
                          "effects": [{"op": "set_flag", "id": gate_flag}, {"op": "take_item", "id": item}]}]}


def _target_talk(target, v, boss, win_flag, rng) -> dict:
    if boss:
        return {"id": f"{target['id']}_talk", "speaker": target["name"][:MAX_NAME],
                "pages": [_fit(f"Help! {_called(boss)} is here! Beat it, {v['hero']}!")],
                "branches": [{"if_flag": win_flag, "pages": [_fit(f"You did it, {v['hero']}! Thank you!")]}]}
    return {"id": f"{target['id']}_talk", "speaker": target["name"][:MAX_NAME],
            "pages": [_fit(f"{v['hero']}! You came all this way for me?"), _fit("Let us go home together.")],
            "effects": [{"op": "set_flag", "id": win_flag}]}
