"""Task `story`: the guide, the errand (beat the thief, the holder hands over the item), the keeper
of the gate, the finale; hints that follow the quest's flags, healers, a side chest, the win."""

from __future__ import annotations

import random

from romsmith.designer import _words as W
from romsmith.designer._plan import (
    CHALLENGE,
    HOLDER,
    ITEM_FLAG,
    SENT_FLAG,
    SIDE_CHEST,
    SIDE_FLAG,
    THIEF,
    THIEF_FLAG,
    is_helper,
    marked,
)
from romsmith.designer._read import Request
from romsmith.designer._text import Fit

_GREET = ["Ah, {hero}! At last.", "Hello, {hero}.", "{hero}? Good, you came.", "Listen well, {hero}."]
_BLOCKED = {
    "bars": [
        "A heavy gate bars the way. {keeper} holds the key to it.",
        "Iron bars shut the way to {final}. Maybe {keeper} can help.",
        "The gate is locked tight. {keeper} knows how to open it.",
    ],
    "rubble": [
        "Fallen rocks block the way. {keeper} may know another way through.",
        "A wall of rubble shuts the path to {final}. Ask {keeper}.",
        "The way is buried under rocks. {keeper} knows how to clear it.",
    ],
}
_GUARDED = {
    "bars": [
        "The bars will not move while {guardian} stands guard.",
        "{guardian} keeps this gate shut. Beat it to pass.",
    ],
    "rubble": [
        "{guardian} guards the rubble. Beat it and the way clears.",
        "The rocks hold fast while {guardian} keeps watch.",
    ],
}
_RUBBLE_THEMES = {"cave"}  # the pack draws a cave gate as rubble, the others as bars
_KEEPER = [
    "None may pass to {final} without the {item}.",
    "Bring me the {item} and I open the way.",
    "The road to {final} is shut. Only the {item} opens it.",
]
_OPENED = [
    "The {item}! Then go. The way to {final} is open.",
    "So {guide} sent you. The way is open now.",
    "You found it! Go on, and be careful in {final}.",
]
_WIN = [
    "{hero} won! Peace returns to {start}.",
    "The quest is done. Songs will tell of {hero}.",
    "Victory! {hero} heads home to {start}.",
]


def story(request: Request, rng: random.Random) -> dict:
    fit = Fit(request.limits)
    plan = request.plan or {}
    outline = plan.get("story", {})
    cast = plan.get("cast", [])
    scenes = plan.get("scenes", [])
    names = {s["id"]: s["name"] for s in scenes}
    hero = next((c for c in cast if c["role"] == "player"), {"name": "Hero"})
    holder = next((c for c in cast if c["id"] == HOLDER and c["role"] == "npc"), None)
    thief = next((c for c in cast if c["id"] == THIEF and c["role"] in ("enemy", "boss")), None)
    npcs = [c for c in cast if c["role"] == "npc" and not is_helper(c["id"])]
    helpers = [c for c in cast if c["role"] == "npc" and is_helper(c["id"]) and c is not holder]
    boss = next((c for c in cast if c["role"] == "boss"), None)
    item, win_flag, gate_flag = (
        outline.get("key_item", "key"),
        outline.get("win_flag", "quest_done"),
        outline.get("obstacle_flag", "way_open"),
    )
    item_name = fit.name(W.ITEM_WORDS.get(item, item.replace("_", " ").title()))
    guide = npcs[0] if npcs else None
    keeper = npcs[1] if len(npcs) > 1 else guide
    target = next((n for n in npcs[2:]), None)
    guardian = next((c for c in cast if c["id"] == "guardian" and c["role"] == "enemy"), None)
    look = "rubble" if len(scenes) > 1 and scenes[-2].get("theme") in _RUBBLE_THEMES else "bars"
    final = names.get(scenes[-1]["id"], "the end") if scenes else "the end"
    side = marked(scenes, SIDE_CHEST)
    v = {
        "hero": hero["name"],
        "item": item_name,
        "final": final,
        "start": names.get(plan.get("start_scene"), "home"),
        "guide": guide["name"] if guide else "",
        "keeper": keeper["name"] if keeper else "someone",
        "goal": outline.get("goal", "Save the land."),
        "guardian": guardian["name"] if guardian else "",
        "holder": holder["name"] if holder else "",
        "errand": names.get(holder["scene"], "") if holder else "",
        "thief": _called(thief) if thief else "",
        "gate_scene": names.get(scenes[-2]["id"], "") if len(scenes) > 1 else "",
        "side": side["name"] if side else "",
        "item_id": item,
    }
    met = f"met_{guide['id']}"[:32] if guide else "met_guide"
    blocked = {"id": "obstacle_blocked", "speaker": "", "pages": [fit.page(rng.choice(_BLOCKED[look]).format(**v))]}
    if guardian:
        blocked["branches"] = [{"if_flag": CHALLENGE, "pages": [fit.page(rng.choice(_GUARDED[look]).format(**v))]}]
    dialogue = [blocked]
    if guide:
        dialogue.append(
            _guide_talk(fit, guide, v, item, met, rng, keeper is guide, gate_flag, bool(holder), bool(guardian))
        )
    if keeper and keeper is not guide:
        dialogue.append(_keeper_talk(fit, keeper, v, item, gate_flag, rng, bool(guardian)))
    if holder:
        dialogue.append(_holder_talk(fit, holder, v, item, bool(thief), keeper is not guide))
    flags = [
        {"id": win_flag, "description": "the game is won"},
        {"id": gate_flag, "description": "the obstacle is open"},
        {"id": met, "description": "talked to the guide"},
    ]
    flags += [
        {"id": f, "description": d}
        for f, d, used in (
            (THIEF_FLAG, "the thief is beaten", thief),
            (SENT_FLAG, "the keeper sent the hero to the holder", holder and keeper is not guide),
            (ITEM_FLAG, "the holder gave the key item", holder),
            (CHALLENGE, "the guardian stands at the gate", guardian),
            (SIDE_FLAG, "the side chest is open", side),
        )
        if used
    ]
    dialogue += [
        _helper_talk(fit, h, v, boss, gate_flag, names.get(h["scene"], ""), h["scene"] == scenes[-1]["id"])
        for h in helpers
    ]
    if target:
        dialogue.append(_target_talk(fit, target, v, boss, win_flag, rng))
    for extra in npcs[3:]:
        dialogue.append(
            {
                "id": f"{extra['id']}_talk",
                "speaker": fit.name(extra["name"]),
                "pages": [fit.page(f"Good luck, {v['hero']}.")],
            }
        )
    items = [{"id": item, "name": item_name, "description": fit.page(f"It opens the way to {final}.")}]
    treasure = outline.get("treasure")
    if treasure:
        t_name = fit.name(W.ITEM_WORDS.get(treasure, treasure.replace("_", " ").title()))
        items.append({"id": treasure, "name": t_name, "description": fit.page(f"What {v['hero']} came for.")})
        dialogue.append(
            {
                "id": "treasure_found",
                "speaker": "",
                "pages": [fit.page(f"{v['hero']} found the {t_name}!")],
                "effects": [{"op": "give_item", "id": treasure}, {"op": "set_flag", "id": win_flag}],
            }
        )
    if side:
        trinket = next(t for t in W.THEME_ITEMS.get(side["theme"], []) + ["coin", "pearl"] if t not in (item, treasure))
        t_name = fit.name(W.ITEM_WORDS.get(trinket, trinket.title()))
        items.append({"id": trinket, "name": t_name, "description": fit.page("A keepsake from an old chest.")})
        dialogue.append(
            {
                "id": "side_chest",
                "speaker": "",
                "pages": [
                    fit.page(f"An old chest! Inside lies a {t_name}."),
                    fit.page(f"{v['hero']} feels fresh again."),
                ],
                "effects": [
                    {"op": "give_item", "id": trinket},
                    {"op": "set_flag", "id": SIDE_FLAG},
                    {"op": "heal", "id": ""},
                ],
            }
        )
    for c in cast:
        if c["role"] == "boss" and f"{c['id']}_defeated" != win_flag:
            flags.append({"id": f"{c['id']}_defeated"[:32], "description": f"{c['name']} is beaten"})
    steps = [{"text": fit.page(f"Talk to {v['guide']}."), "flag": met}]
    if holder and keeper is not guide:
        steps.append({"text": fit.page(f"Ask {v['keeper']} in {v['gate_scene']} about the way."), "flag": SENT_FLAG})
    if thief and holder:
        steps.append({"text": fit.page(f"Beat {v['thief']} in {v['errand']}."), "flag": THIEF_FLAG})
    if holder:
        steps.append({"text": fit.page(f"Get the {item_name} from {v['holder']}."), "flag": ITEM_FLAG})
    if guardian:
        steps.append({"text": fit.page(f"Bring the {item_name} to {v['keeper']}."), "flag": CHALLENGE})
    steps += [
        {"text": fit.page(f"Open the way to {final}."), "flag": gate_flag},
        {"text": fit.page(v["goal"]), "flag": win_flag},
    ]
    win_text = rng.choice(_WIN).format(**v)
    if not boss and not target and not treasure:
        win_flag = gate_flag  # nothing stands beyond the obstacle: opening it wins
        steps = steps[:-1]
        flags = [f for f in flags if f["id"] != outline.get("win_flag")]
    win = {"flag": win_flag, "text": fit.page(win_text)}
    if boss and len(scenes) > 1:  # its entrance (the world writer's cut-scene) has it speak
        taunt = fit.page(rng.choice(_TAUNT).format(**v))
        dialogue.append({"id": "boss_taunt", "speaker": fit.name(boss["name"]), "pages": [taunt]})
    dialogue.append({"id": "ending", "speaker": "", "pages": [fit.page(rng.choice(_ENDING).format(**v))]})
    win["ending"] = [  # more than a box: a beat, a last word, the screen fades before the win screen
        {"op": "wait", "frames": 40},
        {"op": "face", "actor": "player", "facing": "down"},
        {"op": "say", "dialogue": "ending"},
        {"op": "fade_out", "frames": 60},
    ]
    return {
        "dialogue": dialogue,
        "flags": flags,
        "items": items,
        "quests": [{"id": "main_quest", "name": fit.page(v["goal"], 30), "steps": steps[:8]}],
        "win": win,
    }


_TAUNT = [
    "So you came all this way, {hero}. It ends here!",
    "No one passes me. Turn back, {hero}, or fall!",
    "You are brave, {hero}. Bravery will not save you.",
]
_ENDING = [
    "The land grows quiet. {hero} looks back once, then heads for home.",
    "Word spreads from {final} to {start}: {hero} has done it.",
    "Peace settles over {final}. {hero} smiles at last.",
]


def _guide_talk(fit, guide, v, item, met, rng, is_keeper, gate_flag, errand, guarded) -> dict:
    """The first friend: says where to go next as the quest moves on, and heals on every later visit."""
    if errand and not is_keeper:
        second = f"{v['keeper']} in {v['gate_scene']} keeps the way to {v['final']}. Go and ask."
    elif errand:
        second = f"{v['holder']} in {v['errand']} keeps the {v['item']} that opens the way to {v['final']}."
    elif is_keeper:
        second = f"Take this {v['item']}. Then come back and I open the way."
    else:
        second = f"Take this {v['item']}. {v['keeper']} will know what to do with it."
    pages = [fit.page(rng.choice(_GREET).format(**v) + " " + v["goal"]), fit.page(second)]
    if v["side"]:
        pages.append(fit.page(f"They say an old chest lies hidden in a corner of {v['side']}."))
    branches = [dict(if_flag=gate_flag, **fit.heal(f"The way to {v['final']} is open! Rest, then go on, {v['hero']}."))]
    if guarded:
        branches.append(
            dict(
                if_flag=CHALLENGE,
                **fit.heal(f"{v['guardian']} stands at the gate in {v['gate_scene']}. Rest, then beat it!"),
            )
        )
    if is_keeper:
        branches.append(
            {
                "if_item": item,
                "pages": [fit.page(rng.choice(_OPENED).format(**v))],
                "effects": [{"op": "set_flag", "id": gate_flag}, {"op": "take_item", "id": item}],
            }
        )
    else:
        branches.append(
            dict(
                if_item=item,
                **fit.heal(f"The {v['item']}! Take it to {v['keeper']} in {v['gate_scene']}. Rest a moment."),
            )
        )
    if errand and not is_keeper:
        branches.append(
            dict(
                if_flag=SENT_FLAG,
                **fit.heal(f"So {v['keeper']} sent you to {v['holder']} in {v['errand']}. Rest, then go!"),
            )
        )
    if len(branches) < 4:  # (with a guardian the default greeting serves in its place)
        branches.append(
            dict(
                if_flag=met,
                **fit.heal(
                    f"Rest a moment, {v['hero']}. There. Now hurry to "
                    f"{v['keeper'] + ' in ' + v['gate_scene'] if errand else v['keeper']}!"
                ),
            )
        )
    return {
        "id": f"{guide['id']}_talk",
        "speaker": fit.name(guide["name"]),
        "pages": pages,
        "effects": ([] if errand else [{"op": "give_item", "id": item}]) + [{"op": "set_flag", "id": met}],
        "branches": branches,
    }


def _holder_talk(fit, holder, v, item, thief, sent) -> dict:
    """Hands the item over once the thief is beaten (at once without one), then heals. With a
    keeper, the thief turns up only once the keeper sent the hero here."""
    give = [{"op": "give_item", "id": item}, {"op": "set_flag", "id": ITEM_FLAG}, {"op": "heal", "id": ""}]
    after = dict(
        if_flag=ITEM_FLAG,
        **fit.heal(f"Take the {v['item']} to {v['keeper']} in {v['gate_scene']}. Let me patch you up."),
    )
    talk = {"id": f"{holder['id']}_talk", "speaker": fit.name(holder["name"]), "branches": [after]}
    if thief:
        talk["pages"] = [
            fit.page(f"{v['thief']} prowls around here and will not let me be."),
            fit.page(f"Beat it, {v['hero']}, and the {v['item']} is yours."),
        ]
        if sent:
            talk["pages"] = [fit.page(f"The {v['item']}? It stays with me. Only {v['keeper']} says who may have it.")]
            talk["branches"].append(
                {
                    "if_flag": SENT_FLAG,
                    "pages": [
                        fit.page(f"{v['keeper']} sent you? Oh no, {v['thief']} just grabbed the {v['item']}!"),
                        fit.page(f"It lurks somewhere in {v['errand']}. Beat it and bring the {v['item']} back!"),
                    ],
                }
            )
        talk["branches"].insert(
            1,
            {
                "if_flag": THIEF_FLAG,
                "pages": [
                    fit.page(f"You beat {v['thief']}! Here is the {v['item']}."),
                    fit.page(f"{v['keeper']} in {v['gate_scene']} needs it."),
                ],
                "effects": give,
            },
        )
    else:
        talk["pages"] = [fit.page(f"You came for the {v['item']}? Here. {v['keeper']} in {v['gate_scene']} needs it.")]
        talk["effects"] = give
    return talk


def _helper_talk(fit, helper, v, boss, gate_flag, here, finale) -> dict:
    """A friend on the road: heals every time and says what lies ahead."""
    if finale:
        text = (
            f"Rest here, {v['hero']}. {_called(boss)} is near. Strike, then step back!"
            if boss
            else f"Rest here, {v['hero']}. Your goal is near."
        )
        return {"id": f"{helper['id']}_talk", "speaker": fit.name(helper["name"]), **fit.heal(text)}
    return {
        "id": f"{helper['id']}_talk",
        "speaker": fit.name(helper["name"]),
        **fit.heal(f"Foes roam {here}, {v['hero']}. Let me tend to your wounds."),
        "branches": [
            dict(if_flag=gate_flag, **fit.heal(f"The way to {v['final']} is open, they say. Rest first.")),
            dict(if_item=v["item_id"], **fit.heal(f"Is that the {v['item']}? {v['keeper']} waits for it. Rest a bit.")),
        ],
    }


def _called(actor: dict) -> str:
    """'The Troll' for a creature named by its kind, 'Queen Mira' for a person with a name."""
    return f"The {actor['name']}" if actor["name"].lower() == actor.get("concept", "").lower() else actor["name"]


def _keeper_talk(fit, keeper, v, item, gate_flag, rng, guarded) -> dict:
    """Takes the item and opens the gate, or (with a guardian) calls the guardian out to fight."""
    pages, effects = [fit.page(rng.choice(_KEEPER).format(**v))], []
    if v["holder"]:
        pages.append(fit.page(f"{v['holder']} in {v['errand']} keeps one. Say that I sent you."))
        effects.append({"op": "set_flag", "id": SENT_FLAG})
    branches = [dict(if_flag=gate_flag, **fit.heal(f"Go on, {v['hero']}. {v['final']} waits. Take some rest first."))]
    if guarded:
        branches.append(dict(if_flag=CHALLENGE, **fit.heal(f"Beat {v['guardian']} and the gate opens. Rest first.")))
        branches.append(
            {
                "if_item": item,
                "pages": [fit.page(f"The {v['item']}! But {v['guardian']} wakes at the gate. Beat it!")],
                "effects": [{"op": "set_flag", "id": CHALLENGE}, {"op": "take_item", "id": item}],
            }
        )
    else:
        branches.append(
            {
                "if_item": item,
                "pages": [fit.page(rng.choice(_OPENED).format(**v))],
                "effects": [{"op": "set_flag", "id": gate_flag}, {"op": "take_item", "id": item}],
            }
        )
    return {
        "id": f"{keeper['id']}_talk",
        "speaker": fit.name(keeper["name"]),
        "pages": pages,
        "effects": effects,
        "branches": branches,
    }


def _target_talk(fit, target, v, boss, win_flag, rng) -> dict:
    if boss:
        return {
            "id": f"{target['id']}_talk",
            "speaker": fit.name(target["name"]),
            "pages": [fit.page(f"Help! {_called(boss)} is here! Beat it, {v['hero']}!")],
            "branches": [{"if_flag": win_flag, "pages": [fit.page(f"You did it, {v['hero']}! Thank you!")]}],
        }
    return {
        "id": f"{target['id']}_talk",
        "speaker": fit.name(target["name"]),
        "pages": [fit.page(f"{v['hero']}! You came all this way for me?"), fit.page("Let us go home together.")],
        "effects": [{"op": "set_flag", "id": win_flag}],
    }
