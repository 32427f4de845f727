"""The words of a designer shooter: its title, premise, level names, briefings, the quest log and
the win text, naming the game's own hero, foes, boss and places (never the idea's words back).

A hero who fights on foot (a farmer, a sheriff: `v["foot"]`) gets the lines of the `_FOOT` lists,
which say nothing of ships or flying; each is as long as its flying list, so a seed draws the
same way in both."""

from __future__ import annotations

import random

from romsmith.lexicon import sentence_case

TITLES = [
    "{hero} vs {boss}",
    "The Fall of {boss}",
    "{Foes} Storm",
    "Strike of {hero}",
    "{hero}: Last Flight",
    "Beyond the {Foes}",
    "{Boss} Must Fall",
    "Skies of {place}",
]
PREMISES = [
    "{Foes_the} pour out of the dark, and {boss} leads them. {hero} is the last pilot who can stop them.",
    "{hero} takes off alone. Beyond {place} waits {boss}, and {foes} stand in the way.",
    "One ship, three lives, and {boss} at the end of it all. {hero} does not turn back.",
    "{boss} has sent {foes} to take {place}. {hero} flies out to meet them.",
]
TITLES_FOOT = [
    "{hero} vs {boss}",
    "The Fall of {boss}",
    "{Foes} Storm",
    "Strike of {hero}",
    "{hero}: Last Stand",
    "Beyond the {Foes}",
    "{Boss} Must Fall",
    "Siege of {place}",
]
PREMISES_FOOT = [
    "{Foes_the} pour out of the dark, and {boss} leads them. {hero} is the last one who can stop them.",
    "{hero} sets out alone. Beyond {place} waits {boss}, and {foes} stand in the way.",
    "Three lives, a steady aim, and {boss} at the end of it all. {hero} does not turn back.",
    "{boss} has sent {foes} to take {place}. {hero} goes out to meet them.",
]
PREMISES_DEFEND = [  # a protect goal's: what is defended, whoever flies
    "{Foes_the} are coming for {defended}, and {boss} leads them. {hero} stands in their way.",
    "{boss} has sent {foes} against {defended}. {hero} holds the line.",
    "Wave after wave of {foes} close in on {defended}. {hero} will not let them through.",
    "{boss} wants {defended}. First the {foes} must get past {hero}.",
]
LEVEL_NAMES = {
    "starfield": ["Outer Rim", "Deep Void", "Star Gate", "Nebula Run", "Dark Belt", "Last Orbit"],
    None: ["First Wave", "The Crossing", "Last Stand", "High Road", "Storm Front", "Final Run"],
}
BRIEFINGS_FIRST = [
    "{hero}, {foes} ahead. Hold A to fire and keep moving.",
    "Here they come, {hero}: {foes}! Shoot them down, dodge their fire.",
]
BRIEFINGS_NEXT = [
    "Good flying, {hero}. More {foes} on the way, and they shoot back.",
    "They are faster here, {hero}. Grab every power-up you see.",
]
BRIEFINGS_LAST = [
    "{boss} is close, {hero}. Break through and bring it down!",
    "This is it, {hero}. Past these {foes} waits {boss}.",
]
CARRIER_LINES = [  # the first briefing's last line: the optional carrier (shooter_waves.carrier)
    "Shoot down the lone {foe} for one more life.",
    "A lone {foe} never fires: bring it down for one more life.",
    "Catch what the lone {foe} drops for one more life.",
]
BRIEFINGS_NEXT_FOOT = [
    "Good shooting, {hero}. More {foes} on the way, and they shoot back.",
    "They are faster here, {hero}. Grab every power-up you see.",
]
COMMANDERS = ["Cmdr Vale", "Chief Orla", "Cmdr Ruiz", "Major Kade", "Cmdr Ishi", "Chief Dorn"]
WIN_TEXTS = [
    "{boss} is down and the skies are clear. Well flown, {hero}!",
    "The last of the {foes} scatter. {hero} comes home a hero.",
    "{hero} did it: {boss} falls, and {place} is safe again.",
    "Mission complete. {boss} will not trouble {place} again.",
    "Not a shot wasted. {hero} brings peace to {place}.",
]

WIN_TEXTS_FOOT = [
    "{boss} is down and {place} is clear. Well fought, {hero}!",
    "The last of the {foes} scatter. {hero} comes home a hero.",
    "{hero} did it: {boss} falls, and {place} is safe again.",
    "Mission complete. {boss} will not trouble {place} again.",
    "Not a shot wasted. {hero} brings peace to {place}.",
]

WIN_TEXTS_DEFEND = [
    "{boss} is down, and {defended} {is} safe. Well done, {hero}!",
    "Not one of the {foes} got through. {Defended} {is} safe, thanks to {hero}.",
    "The last of the {foes} turn back. {hero} kept {defended} safe.",
]


def fill(template: str, v: dict) -> str:
    return template.format(**v)


def title(v: dict, limit: int, rng: random.Random) -> str:
    fitting = [t for t in (fill(x, v) for x in (TITLES_FOOT if v.get("foot") else TITLES)) if len(t) <= limit]
    return rng.choice(fitting) if fitting else v["hero"][:limit]


def premise(v: dict, rng: random.Random, echo) -> str:
    said = PREMISES_DEFEND if v.get("defended") else PREMISES_FOOT if v.get("foot") else PREMISES
    options = [fill(p, v) for p in said]
    rng.shuffle(options)
    return sentence_case(next((p for p in options if not echo(p)), options[0]))[:300]  # "the Mothership has"


def level_names(theme: str, count: int, rng: random.Random, limit: int) -> list[str]:
    names = [n for n in LEVEL_NAMES.get(theme, LEVEL_NAMES[None]) if len(n) <= limit]
    rng.shuffle(names)
    return names[:count]


def briefing(n: int, levels: int, v: dict, rng: random.Random) -> str:
    next_one = BRIEFINGS_NEXT_FOOT if v.get("foot") else BRIEFINGS_NEXT
    options = BRIEFINGS_LAST if n == levels - 1 and levels > 1 else BRIEFINGS_FIRST if n == 0 else next_one
    return fill(rng.choice(options), v)


def win_text(v: dict, rng: random.Random) -> str:
    said = WIN_TEXTS_DEFEND if v.get("defended") else WIN_TEXTS_FOOT if v.get("foot") else WIN_TEXTS
    return fill(rng.choice(said), v)


def carrier_line(foe: str, rng: random.Random) -> str:
    """One short line telling of the levels' carrier, which flies the first foe, `foe`."""
    return sentence_case(rng.choice(CARRIER_LINES).format(foe=foe.lower()))
