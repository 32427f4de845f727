"""A favour on the side: someone on the way has lost a keepsake, and it lies in a chest far off.
Nobody needs it to win; brought back, it earns the hero one more heart (`add_heart`, every heart
filled), so the detour gives something a player feels in the fights after it.

The plan places the one who asks (part `seeker`) where the hero starts, and the chest
(`side_ITEM`) in the scene farthest from there, past the locks the quest opens anyway, never the
goal's; the story writes the asking, the chest that opens once they have asked, the thanks,
and a quest of its own in the pause menu. A game with no item to spare has no favour."""

from __future__ import annotations

from romsmith.designer import _protocol as P
from romsmith.designer._steps import _far, distances, graph
from romsmith.lexicon import indefinite, sentence_case

KEEPSAKES = ("locket", "ring", "scarf", "pocket watch", "music box", "toy boat", "hairpin", "brooch")
SEEKERS = ("old woman", "farmer", "merchant", "sailor", "monk", "elder")
PART = "seeker"
CHEST = "side_"  # a chest id: CHEST + the keepsake's item id

ASK = (
    [
        "Oh, {hero}! I lost my {thing} somewhere in {far}.",
        "{hero}, have you seen my {thing}? I dropped it in {far}.",
        "My {thing}! I left it behind in {far}.",
        "I had my {thing} with me in {far}, {hero}, and now it is gone.",
        "Please, {hero}: my {thing} is still out in {far}.",
        "Somewhere in {far} lies my {thing}, {hero}.",
    ],
    [
        "It is only a little thing, but it means a lot.",
        "Would you look for it, if you pass that way?",
        "If you find it, I will make it worth your while.",
        "My legs are too tired for the road now.",
        "I would go myself, but the way is long.",
        "It was a gift, long ago.",
    ],
)
FOUND_SHUT = (
    ["A chest in {far}, shut tight.", "An old chest.", "A chest with a stiff lid.", "A small chest, locked.",
     "A dusty chest sits here.", "A chest, wedged shut."],
    ["Whose could it be?", "It will not open.", "Someone must know about it.", "Not for now.", "", ""],
)  # fmt: skip
FOUND = (
    ["A chest in {far}.", "Here, in {far}:", "{hero} lifts the lid.", "The lid gives at last.",
     "{hero} pries the chest open.", "Inside the dusty chest:"],
    ["{a_thing}! It must be {seeker}'s.", "{seeker}'s {thing}, safe and sound.", "{a_thing}, just as {seeker} said.",
     "There it is: {seeker}'s {thing}.", "{a_thing}, a little dusty.", "{seeker} will be glad of this {thing}."],
)  # fmt: skip
THANKS = (
    ["My {thing}! You found it, {hero}!", "You brought it back! Thank you, {hero}.", "Oh, my {thing}, at last!",
     "{hero}, you kind soul! My {thing}!", "Is that my {thing}? It is!", "You went all the way to {far}? Thank you!"],
    ["Take this charm. It will keep your heart strong.", "Here, a charm of my own. May it give you strength.",
     "This charm is yours now: one more heart for the road.", "Wear this charm, and you will last longer out there.",
     "Please, take this heart charm in return.", "A charm for you: it gives the brave one more heart."],
)  # fmt: skip
AGAIN = (
    ["Thank you again, {hero}.", "I will never lose it again.", "Safe travels, {hero}.", "Look, {hero}: good as new.",
     "I keep it close now.", "You have a good heart, {hero}."],
    ["", "Come back any time.", "The charm suits you.", "Mind the road.", "", ""],
)  # fmt: skip
QUEST_NAMES = ["The Lost {Thing}", "{seeker}'s {Thing}", "A Favour"]


def plan(q) -> None:
    """Add the favour to quest `q` when it has room for one more item and more than one scene."""
    if q.item_room() < 1 or len(q.p.scenes) < 2:
        return
    links = graph(q.p.scenes)
    here = q.p.start
    far = _far(q, links, here, distances(links, here), {here, q.p.goal})
    if far in (here, q.p.goal):
        return
    thing = q.item(q.pick([k for k in KEEPSAKES if P.snake(k, "item") not in q.built.items] or KEEPSAKES))
    q.add(PART, "npc", here, _seeker_kind(q), PART)
    q.chest(far, P.cut(CHEST + thing, 30))


def _seeker_kind(q) -> str:
    """A kind of person the game already draws (a keeper's, the giver's), so the favour costs no
    sprite palette of the engine's few; else one of SEEKERS."""
    drawn = sorted({a["concept"] for a in q.built.cast if a["part"] in ("keeper", "giver", "helper") and a["concept"]})
    return q.pick([k for k in drawn if k in SEEKERS] or drawn or SEEKERS)


def write(tale) -> None:
    """The favour's dialogue, flags and quest, when the plan has one."""
    seeker = tale.actor(PART)
    chest, far_id = next(
        ((c, sid) for sid, s in tale.scenes.items() for c in P.chest_ids(s) if c.startswith(CHEST)), (None, None)
    )
    if seeker is None or chest is None:
        return
    thing_id = chest[len(CHEST) :]
    tale.item(thing_id)
    noun = tale.noun(thing_id)
    words = {
        "thing": noun,
        "Thing": noun.title(),
        "a_thing": sentence_case(indefinite(noun)),
        "far": tale.scene_name(far_id),
    }
    words["seeker"] = seeker["name"]
    asked = tale.flag(P.asked(seeker["id"]), "someone asked for a lost keepsake")
    opened = tale.flag(P.opened(chest), "a chest is open")
    thanked = tale.flag(P.cut(f"{seeker['id']}_thanked", 32), "a keepsake is home: one more heart")
    tale.add(
        chest,
        "",
        tale.say(FOUND_SHUT, **words),
        branches=[
            {
                "if_flag": asked,
                "pages": tale.say(FOUND, **words),
                "effects": [tale.fx("give_item", thing_id), tale.fx("set_flag", opened)],
            }
        ],
    )
    tale.talk(
        seeker,
        tale.say(ASK, **words),
        [tale.fx("set_flag", asked)],
        branches=[
            {"if_flag": thanked, "pages": tale.say(AGAIN, **words)},
            {
                "if_item": thing_id,
                "pages": tale.say(THANKS, **words),
                "effects": [tale.fx("take_item", thing_id), tale.fx("add_heart"), tale.fx("set_flag", thanked)],
            },
        ],
    )
    limit = tale.pen.limits.title_chars
    names = [n.format(**{**tale.v, **words}) for n in QUEST_NAMES]
    name = tale.pen.rng.choice([n for n in names if len(n) <= limit] or ["A Favour"])
    tale.side_quests.append(
        {
            "id": "side_quest",
            "name": name,
            "steps": [
                {"text": tale.pen.pages(f"Find {seeker['name']}'s {noun}")[0], "flag": opened},
                {"text": tale.pen.pages(f"Bring it back to {seeker['name']}")[0], "flag": thanked},
            ],
        }
    )
