"""The title (a whole phrase that fits the title screen), the cartridge title (a whole phrase of
at most 12 characters), the premise (the intro, in the game's own words, never the idea's) and
the goal."""

from __future__ import annotations

import random
import re
import textwrap

from romsmith.designer import _protocol as P
from romsmith.designer._names import led_kind
from romsmith.lexicon import indefinite, is_mass, plural, pronoun, sentence_case

TITLES = {
    "rescue": ["{hero} to the Rescue", "Saving {captive}", "The {goal_place} Rescue", "{captive} in Peril"],
    "find": ["{hero} and the {Thing}", "The Lost {Thing}", "In Search of the {Thing}", "The {Thing} of {goal_place}"],
    "defeat": ["{hero} Against {boss}", "The Fall of {boss}", "{Boss} of {goal_place}", "Shadow over {start_place}"],
    "deliver": ["A Delivery for {receiver}", "{hero} Delivers", "Special Delivery", "The Road to {goal_place}"],
    "escort": ["Taking {lead} Home", "The Long Way Home", "{hero} and {lead}", "Safe to {goal_place}"],
    "collect": ["{hero} Gathers", "The Long Search", "The Gathering", "Every Last One"],
    "escape": ["Escape from {start_place}", "Out of {start_place}", "{hero} Breaks Free", "The Great Escape"],
    "investigate": ["The {Thing} Mystery", "The Case of the {Thing}", "{hero} Investigates", "Who Took the {Thing}"],
    "case": ["{hero} Investigates", "The Mystery of {start_place}", "Whodunit", "The Case"],
    "choose": ["The Choice", "{hero} Decides", "Who Comes First", "A Hard Choice"],
    "protect": ["Defend {start_place}", "The Siege of {start_place}", "{hero} Holds the Line", "Hold {start_place}"],
    "tame": ["{hero} and {wild}", "Taming {wild}", "The Wild One", "Gentle Hands"],
    "catch": ["Catch {runner}", "The Great Chase", "{hero} Gives Chase", "After {runner}"],
    "fix": ["{hero} Mends It", "Good as New", "The Repair", "Every Part"],
    "make": ["{hero} Makes It", "The {Thing}", "From Scratch", "The {Thing} for {receiver}"],
    "win": ["{hero} Takes the Prize", "The Contest", "Three Ribbons", "The Big Show"],
    "reach": ["The Road to {goal_place}", "To {goal_place}", "{hero} Goes Far", "The Far Side"],
}
PREMISES = {
    "rescue": [
        "{captive} has not come home from {goal_place}. {hero} sets out from {start_place} to bring {captive_them} back.",
        "Word reaches {start_place}: {captive} is held in {goal_place}. Only {hero} dares to go.",
        "In {start_place}, {hero} hears a cry for help from far-off {goal_place}. It is {captive}!",
    ],
    "find": [
        "Long ago {the_thing} was lost in {goal_place}. {hero} of {start_place} means to find it.",
        "{hero} dreams of {the_thing} every night. Today the search begins in {start_place}.",
        "{The_thing} is gone, and {start_place} is not the same. {hero} will track it down.",
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
        "{receiver} in {start_place} needs {what}. {hero} knows where to look.",
        "{What}: all scattered across the land. {hero} will gather it all.",
        "{hero} has a list from {receiver}: {what}, and nothing less.",
    ],
    "escape": [
        "{hero} wakes up locked in {start_place}. There must be a way out.",
        "The door of {start_place} is shut tight behind {hero}. Time to break free.",
        "{hero} was caught and thrown into {start_place}. Tonight, {hero} escapes.",
    ],
    "case": [
        "Someone {deed}! {hero} must question the suspects and name the one who did it.",
        "Someone in {start_place} {deed}. {hero} has three suspects and a few clues.",
        "{giver} asks {hero} to find the one who {deed}. The clues are out there.",
    ],
    "investigate": [
        "{The_thing} has vanished from {start_place}. {hero} has three suspects and a few clues.",
        "Someone took {the_thing}! {hero} must question the suspects and name the one who did it.",
        "{giver} asks {hero} to find out who took {the_thing}. The clues are out there.",
    ],
    "choose": [
        "Three people in {start_place} need {hero}, and only one can be helped first.",
        "{hero} must choose whom to help first. The signs are out there, for those who look.",
    ],
    "protect": [
        "Foes are gathering against {start_place}. {hero} must fetch {thing_a} from {goal_place} and hold the line.",
        "{start_place} cannot stand alone. With {thing_a} from {goal_place}, {hero} might hold it.",
        "Soon the attack on {start_place} will come. {hero} has until then to get ready.",
    ],
    "tame": [
        "{wild} runs wild near {goal_place}. {hero} wants to win {wild_them} over, gently.",
        "Nobody can get near {wild}. {hero} has a plan, and a bag for treats.",
    ],
    "catch": [
        "{runner} got away! {hero} sets off from {start_place} to catch up.",
        "The chase is on: {runner} is out there, and {hero} is fast.",
    ],
    "fix": [
        "It broke, and only {receiver} in {goal_place} can mend it, with every part. {hero} will find them.",
        "Parts are scattered everywhere. {hero} means to find each one for {receiver}.",
    ],
    "make": [
        "{receiver} in {goal_place} is waiting for {thing_a}. {hero} will make it, from scratch.",
        "{hero} has a workbench in {start_place} and a plan: {thing_a} for {receiver}.",
    ],
    "win": [
        "The contest in {goal_place} is on. {hero} needs a ribbon from each judge to take the prize.",
        "Three judges, three ribbons, one prize. {hero} sets out from {start_place}.",
    ],
    "reach": [
        "Nobody has made it to {goal_place} in years. {hero} leaves {start_place} to try.",
        "{goal_place} is far, and the way is shut in places. {hero} will get there.",
    ],
}
GOALS = {
    "rescue": "Free {captive} from {goal_place}.",
    "find": "Find {the_thing}.",
    "defeat": "Defeat {boss} in {goal_place}.",
    "deliver": "Bring {thing_a} to {receiver}.",
    "escort": "See {lead} safely home.",
    "collect": "Gather {what} for {receiver}.",
    "escape": "Escape from {start_place}.",
    "investigate": "Find out who took {the_thing}.",
    "case": "Find the one who {deed}.",
    "choose": "Choose who comes first.",
    "protect": "Hold {start_place} against the attack.",
    "tame": "Win {wild} over.",
    "catch": "Catch {runner}.",
    "fix": "Bring every part to {receiver}.",
    "make": "Make {thing_a} for {receiver}.",
    "win": "Win the prize at {goal_place}.",
    "reach": "Reach {goal_place}.",
}
COUNTS = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight"}
_DANGLING = {"THE", "A", "AN", "OF", "AND", "OR", "TO", "IN", "ON", "AT", "FOR", "WITH", "FROM", "BY"}
# words a cartridge title cannot start on when cut from a longer title ("INVESTIGATES", "FREE")
_NO_HEAD = _DANGLING | {"INVESTIGATES", "DELIVERS", "GATHERS", "BREAKS", "AGAINST", "FREE", "HOME", "PERIL"}


def called(actor: dict) -> str:
    """How the text calls someone: 'the Dragon' for a creature named by its kind, else its name."""
    name = str(actor.get("name") or "")
    kind = str(actor.get("concept") or "").replace("_", " ")
    last = kind.split()[-1] if kind.split() else ""
    plain = kind and (name.lower() in (kind.lower(), last.lower()) or led_kind(name))
    return f"the {name}" if plain else name


def slots(plan: dict, items: dict[str, str], genders: dict[str, str] | None = None) -> dict[str, str]:
    """What titles, premises and goals say: names, places, the thing (in lower case, with its
    article: "a lantern", "some milk"), pronouns by each one's gender (`genders`: actor id ->)."""
    scenes = {s["id"]: s for s in plan.get("scenes", [])}
    story = plan.get("story", {})
    goal = next((s for s in plan.get("scenes", []) if P.is_goal(s)), None) or plan["scenes"][-1]
    genders = genders or {}

    def name(part: str, default: str) -> str:
        a = P.part(plan, part)
        return called(a) if a else default

    def them(part: str) -> str:
        a = P.part(plan, part)
        return pronoun("them", genders.get(a["id"], "any") if a else "any")

    label = items.get(story.get("treasure") or "") or items.get(story.get("key_item") or "") or "Treasure"
    thing = label.lower()
    count = int(story.get("count") or 3)
    listed = [n.lower() for i, n in items.items() if any(c.startswith(f"get_{i}") for c in _chests(plan))]
    things = thing if is_mass(thing) else plural(thing)
    what = _listing(listed) if len(listed) >= 2 else f"{COUNTS.get(count, str(count)).lower()} {things}"
    boss = name("boss", "the Shadow")
    out = {
        "Boss": boss[:1].upper() + boss[1:],
        "hero": name("hero", "Hero"),
        "captive": name("captive", "a friend"),
        "captive_them": them("captive"),
        "boss": boss,
        "receiver": name("receiver", "an old friend"),
        "giver": name("giver", "the mayor"),
        "lead": name("escortee", "the traveller"),
        "lead_them": them("escortee"),
        "wild": name("wild", "the wild one"),
        "wild_them": them("wild"),
        "runner": name("runner", "the runaway"),
        "Thing": label.title(),
        "thing": thing,
        "the_thing": f"the {thing}",
        "The_thing": f"The {thing}",
        "thing_a": indefinite(thing),
        "things": things,
        "what": what,
        "What": what[:1].upper() + what[1:],
        "count_word": COUNTS.get(count, str(count)),
        "count_word_lower": COUNTS.get(count, str(count)).lower(),
        "start_place": scenes.get(plan.get("start_scene"), {}).get("name", "home"),
        "goal_place": goal.get("name", "the far land"),
        "deed": P.deed(plan),  # "poisoned the duke"
    }
    return out


def _chests(plan: dict) -> list[str]:
    return [c for s in plan.get("scenes", []) for c in P.chest_ids(s)]


def _listing(words: list[str]) -> str:
    """ "eggs, sugar and butter": each with its own article where it needs one."""
    said = [w if is_mass(w) else plural(w) for w in words]
    return ", ".join(said[:-1]) + " and " + said[-1]


def title(archetype: str, v: dict, limit: int, rng: random.Random, idea: str = "") -> str:
    """A title of the goal's kind that fits: one naming the game's people or places, or a stock
    one ("The Great Escape") only when it says a word of the idea's own, since a title about
    nothing of the idea is refused (`title_off_idea`)."""
    own = {w for w in re.findall(r"[a-z]+", idea.lower()) if len(w) >= 4}

    def about(template: str) -> bool:
        words = [w for w in re.findall(r"[a-z]+", template.lower()) if len(w) >= 4]
        return "{" in template or any(w.startswith(o) or o.startswith(w) for w in words for o in own)

    options = [inner_articles(t.format(**v)) for t in TITLES.get(archetype, TITLES["find"]) if about(t)]
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


INTRO_COLS, INTRO_LINES = 28, 4  # the intro's text box (the text checks keep a last box from holding one word)
PREMISE_CLOSE = ["", "The road begins now.", "Nobody else will.", "It will not be easy.", "Let the journey begin."]


def premise(archetype: str, v: dict, rng: random.Random, avoid) -> str:
    options = [inner_articles(p.format(**v), _common(v)) for p in PREMISES.get(archetype, PREMISES["find"])]
    rng.shuffle(options)
    fine = [p for p in options if not avoid(p)]
    said = f"{(fine or options)[0]} {rng.choice(PREMISE_CLOSE)}".strip()
    lines = textwrap.wrap(said, INTRO_COLS)
    if len(said) > 300 or (len(lines) % INTRO_LINES == 1 and len(lines[-1].split()) == 1):
        said = (fine or options)[0]  # no box of its own for the closing word
    return sentence_case(said)[:300]


def goal(archetype: str, v: dict) -> str:
    return sentence_case(inner_articles(GOALS.get(archetype, GOALS["find"]).format(**v), _common(v)))[:200]


def _common(v: dict) -> tuple[str, ...]:
    """The names running text says in lower case after an article: the game's thing, and a place
    named "The <thing>" after a common noun ("The Eggs": "the attack on the eggs")."""
    places = (v.get("start_place", ""), v.get("goal_place", ""))
    return (v.get("Thing", ""), *(p[4:] for p in places if p.startswith("The ")))


_INNER_ARTICLE = re.compile(r"(?<=[a-z] )(The|A|An)(?= [A-Z])")


def inner_articles(text: str, common: tuple[str, ...] = ()) -> str:
    """A place's or a thing's name said inside a line with its article in lower case, as in running
    text and in a title's words after the first ("The Siege of the Corn", "closer to the Old
    Mill"), not "The Siege of The Corn"; a place named after the game's thing (`common`: "The
    Eggs") is said as the thing ("the attack on the eggs")."""
    text = _INNER_ARTICLE.sub(lambda m: m.group(1).lower(), text)
    for name in (n for n in common if n):
        low = name.lower()
        text = re.sub(rf"(?<=[a-z] )(the|a|an) {re.escape(name)}\b", lambda m, low=low: f"{m.group(1)} {low}", text)
    return text
