"""The title (a whole phrase that fits the title screen), the cartridge title (a whole phrase of
at most 12 characters), the premise (the intro, in the game's own words, never the idea's) and
the goal."""

from __future__ import annotations

import random
import re

from romsmith.designer import _protocol as P

TITLES = {
    "rescue": ["{hero} to the Rescue", "Saving {captive}", "The {goal_place} Rescue", "{captive} in Peril"],
    "find": ["{hero} and the {thing}", "The Lost {thing}", "In Search of the {thing}", "The {thing} of {goal_place}"],
    "defeat": ["{hero} Against {boss}", "The Fall of {boss}", "{Boss} of {goal_place}", "Shadow over {start_place}"],
    "deliver": ["A {thing} for {receiver}", "{hero} Delivers", "Special Delivery", "The Road to {goal_place}"],
    "escort": ["Taking {lead} Home", "The Long Way Home", "{hero} and {lead}", "Safe to {goal_place}"],
    "collect": ["{count_word} {things}", "The {thing} Harvest", "{hero} Gathers {things}", "A Bag of {things}"],
    "escape": ["Escape from {start_place}", "Out of {start_place}", "{hero} Breaks Free", "The Great Escape"],
    "investigate": ["The {thing} Mystery", "The Case of the {thing}", "{hero} Investigates", "Who Took the {thing}"],
}
PREMISES = {
    "rescue": [
        "{captive} has not come home from {goal_place}. {hero} sets out from {start_place} to bring {captive_them} back.",
        "Word reaches {start_place}: {captive} is held in {goal_place}. Only {hero} dares to go.",
        "In {start_place}, {hero} hears a cry for help from far-off {goal_place}. It is {captive}!",
    ],
    "find": [
        "Long ago the {thing} was lost in {goal_place}. {hero} of {start_place} means to find it.",
        "{hero} dreams of the {thing} every night. Today the search begins in {start_place}.",
        "The {thing} is gone, and {start_place} is not the same. {hero} will track it down.",
    ],
    "defeat": [
        "{Boss} rules {goal_place}, and {start_place} lives in fear. {hero} takes up the fight.",
        "Each night {boss} comes closer to {start_place}. {hero} must end it in {goal_place}.",
        "{hero} has trained for this day: {boss} waits in {goal_place}.",
    ],
    "deliver": [
        "{hero} has one job today: take {thing_a} from {start_place} to {receiver} in {goal_place}.",
        "{receiver} in {goal_place} is waiting for {thing_a}. {hero} will bring it safely.",
        "A delivery for {receiver}! {hero} sets off from {start_place} toward {goal_place}.",
    ],
    "escort": [
        "{lead} is far from home and scared. {hero} promises to see {lead_them} safely to {goal_place}.",
        "The way to {goal_place} is long for {lead}. {hero} will walk every step of it together.",
        "{hero} meets {lead}, lost and alone. Home is in {goal_place}, and the road is not safe.",
    ],
    "collect": [
        "{receiver} in {start_place} needs {count_word_lower} {things}. {hero} knows where to look.",
        "{count_word} {things} are scattered across the land. {hero} will gather every one.",
        "{hero} has a list from {receiver}: {count_word_lower} {things}, no fewer.",
    ],
    "escape": [
        "{hero} wakes up locked in {start_place}. There must be a way out.",
        "The door of {start_place} is shut tight behind {hero}. Time to break free.",
        "{hero} was caught and thrown into {start_place}. Tonight, {hero} escapes.",
    ],
    "investigate": [
        "The {thing} has vanished from {start_place}. {hero} has three suspects and a few clues.",
        "Someone took the {thing}! {hero} must question the suspects and name the one who did it.",
        "{giver} asks {hero} to find out who took the {thing}. The clues are out there.",
    ],
}
GOALS = {
    "rescue": "Free {captive} from {goal_place}.",
    "find": "Find the {thing}.",
    "defeat": "Defeat {boss} in {goal_place}.",
    "deliver": "Bring {thing_a} to {receiver}.",
    "escort": "See {lead} safely home.",
    "collect": "Gather {count_word_lower} {things} for {receiver}.",
    "escape": "Escape from {start_place}.",
    "investigate": "Find out who took the {thing}.",
}
COUNTS = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight"}
_DANGLING = {"THE", "A", "AN", "OF", "AND", "OR", "TO", "IN", "ON", "AT", "FOR", "WITH", "FROM", "BY"}
# words a cartridge title cannot start on when cut from a longer title ("INVESTIGATES", "FREE")
_NO_HEAD = _DANGLING | {"INVESTIGATES", "DELIVERS", "GATHERS", "BREAKS", "AGAINST", "FREE", "HOME", "PERIL"}


def called(actor: dict) -> str:
    """How the text calls someone: 'the Dragon' for a creature named by its kind, else its name."""
    name = str(actor.get("name") or "")
    kind = str(actor.get("concept") or "").replace("_", " ")
    return f"the {name}" if kind and name.lower() in (kind.lower(), kind.lower().split()[-1]) else name


def article(name: str) -> str:
    """'a Lamp', 'an Old Key', 'an Apple' (a unicorn, an hour: by sound, roughly)."""
    word = name.split()[0].lower() if name.split() else ""
    vowel = word[:1] in "aeiou" and not re.match(r"(uni|use|eu|one)", word)
    return f"{'an' if vowel or word.startswith('hour') else 'a'} {name}"


def plural(name: str) -> str:
    head, _, last = name.rpartition(" ")
    if re.search(r"(s|x|ch|sh)$", last):
        last += "es"
    elif re.search(r"[^aeiou]y$", last):
        last = last[:-1] + "ies"
    elif not last.endswith("s"):
        last += "s"
    return f"{head} {last}".strip()


def slots(plan: dict, items: dict[str, str]) -> dict[str, str]:
    scenes = {s["id"]: s for s in plan.get("scenes", [])}
    story = plan.get("story", {})
    goal = next((s for s in plan.get("scenes", []) if P.is_goal(s)), None) or plan["scenes"][-1]

    def name(part: str, default: str) -> str:
        a = P.part(plan, part)
        return called(a) if a else default

    thing = items.get(story.get("treasure") or "") or items.get(story.get("key_item") or "") or "Treasure"
    count = int(story.get("count") or 3)
    lead = name("escortee", "the traveller")
    captive = name("captive", "a friend")
    boss = name("boss", "the Shadow")
    return {
        "Boss": boss[:1].upper() + boss[1:],
        "hero": name("hero", "Hero"),
        "captive": captive,
        "captive_them": "them",
        "boss": boss,
        "receiver": name("receiver", "an old friend"),
        "giver": name("giver", "the mayor"),
        "lead": lead,
        "lead_them": "them",
        "thing": thing,
        "thing_a": article(thing),
        "things": plural(thing),
        "count_word": COUNTS.get(count, str(count)),
        "count_word_lower": COUNTS.get(count, str(count)).lower(),
        "start_place": scenes.get(plan.get("start_scene"), {}).get("name", "home"),
        "goal_place": goal.get("name", "the far land"),
    }


def title(archetype: str, v: dict, limit: int, rng: random.Random) -> str:
    options = [t.format(**v) for t in TITLES.get(archetype, TITLES["find"])]
    fitting = [t for t in options if len(t) <= limit and not t.lower().startswith(("the the", "a a"))]
    return rng.choice(fitting) if fitting else v["hero"][:limit]


def header(title_text: str, limit: int = 12, fallback: str = "") -> str:
    """A cartridge title: the title when it fits, else its last words (the phrase's head, so it
    stays a whole phrase: 'The Lost Golden Fly' -> 'GOLDEN FLY'), else `fallback` (a name)."""
    words = re.sub(r"[^A-Z0-9]+", " ", title_text.upper()).split()
    while words and words[0] in ("THE", "A", "AN") and len(" ".join(words)) > limit:
        words = words[1:]
    for n in range(len(words), 0, -1):
        tail = words[-n:]
        if len(" ".join(tail)) <= limit and (n == len(words) or tail[0] not in _NO_HEAD):
            return " ".join(tail)
    name = re.sub(r"[^A-Z0-9]+", " ", fallback.upper()).split()
    return " ".join(name)[:limit].strip() or "ROMSMITH"


def premise(archetype: str, v: dict, rng: random.Random, avoid) -> str:
    options = [p.format(**v) for p in PREMISES.get(archetype, PREMISES["find"])]
    rng.shuffle(options)
    fine = [p for p in options if not avoid(p)]
    return (fine or options)[0][:300]


def goal(archetype: str, v: dict) -> str:
    return GOALS.get(archetype, GOALS["find"]).format(**v)[:200]
