"""What people say in a mystery (who took the thing? who poisoned the duke?) and in a choice (who needs help first?):
the same clues, suspects and one right answer, in other words. And what gives the culprit away."""

from __future__ import annotations

from romsmith.lexicon import is_plural

CASE = {
    "given": [
        "{hero}, someone took {the_thing}! Talk to everyone and look for clues.",
        "{The_thing} is gone. Three folk were near it. Find the clues, {hero}.",
        "Please, {hero}, find out who took {the_thing}. Search well.",
    ],
    "more": [
        "Any clues yet, {hero}? Look around and ask around.",
        "Keep searching, {hero}. The thief left a trace somewhere.",
        "Not enough clues yet, {hero}. Come back when you know more.",
    ],
    "ask": [
        "You found the clues, {hero}. So who took {the_thing}?",
        "Well, {hero}? Who do you say took {the_thing}?",
        "Name the thief, {hero}. Who was it?",
    ],
    "closed": ["Case closed, {hero}. {The_thing} is back where it belongs.", "{start} owes you one, {hero}."],
    "right": [
        "{name}! Yes, {trait} gave it away. {The_thing} is found!",
        "It was {name} all along. Well done, {hero}!",
        "{name} confesses and hands back {the_thing}.",
    ],
    "wrong": [
        "{name}? No, that does not fit the clues. Think again.",
        "Not {name}. Look at the clues once more, {hero}.",
        "{name} has nothing to do with it. Try again.",
    ],
    "alibi": [
        "I am {name}. I was in {place} all day, ask anyone.",
        "{The_thing}? I never touched it. I was busy here in {place}.",
        "{name} is my name, and my hands are clean.",
        "Me? I only just came back to {place}.",
    ],
    "guilty": [
        "Me? I was... around {place}. Why do you ask, {hero}?",
        "{The_thing}? Never heard of it. Now go away.",
        "I am {name}, and I have nothing to say.",
    ],
    "trace": [
        "A clue! Here {lie} {trait}.",
        "{hero} finds {trait} on the ground.",
        "Look: {trait}. The thief left a trace.",
    ],
    "place": [
        "Tracks lead away from here toward {place}.",
        "A note: meet me in {place}. It is not signed.",
        "Someone ran this way, toward {place}.",
    ],
    "witness": [
        "I saw someone sneak off to {place}, and {trait} where they stood.",
        "Last night, someone went by toward {place}. I noticed {trait}.",
        "I remember {trait}, and footsteps toward {place}.",
    ],
    "step": "Name the one who took {the_thing}.",
}
DEED = {  # a mystery of a deed that is no theft: "someone poisoned the duke", nothing to hand back
    **CASE,
    "given": [
        "{hero}, someone {deed}! Talk to everyone and look for clues.",
        "Someone {deed}. Three folk were near. Find the clues, {hero}.",
        "Please, {hero}, find the one who {deed}. Search well.",
    ],
    "more": [
        "Any clues yet, {hero}? Look around and ask around.",
        "Keep searching, {hero}. Whoever did it left a trace somewhere.",
        "Not enough clues yet, {hero}. Come back when you know more.",
    ],
    "ask": [
        "You found the clues, {hero}. So, who was it?",
        "Well, {hero}? Someone {deed}. Who do you say it was?",
        "Name the one who did it, {hero}. Who was it?",
    ],
    "closed": ["Case closed, {hero}. Now everyone knows the truth.", "{start} owes you one, {hero}."],
    "right": [
        "{name}! Yes, {trait} gave it away.",
        "It was {name} all along. Well done, {hero}!",
        "{name} confesses. It is true.",
    ],
    "alibi": [
        "I am {name}. I was in {place} all day, ask anyone.",
        "Me? I had nothing to do with it. I was busy here in {place}.",
        "{name} is my name, and my hands are clean.",
        "Me? I only just came back to {place}.",
    ],
    "guilty": [
        "Me? I was... around {place}. Why do you ask, {hero}?",
        "What happened? Never heard of it. Now go away.",
        "I am {name}, and I have nothing to say.",
    ],
    "trace": [
        "A clue! Here {lie} {trait}.",
        "{hero} finds {trait} on the ground.",
        "Look: {trait}. Whoever did it left a trace.",
    ],
    "step": "Name the one who {deed}.",
}
CHOICE = {
    **CASE,
    "given": [
        "{hero}, three people need you, but only one can be helped first. Learn what you can.",
        "Who needs you most, {hero}? Talk to them all and look around.",
        "Choose well, {hero}: one of three cannot wait. Find out who.",
    ],
    "more": [
        "Not sure yet, {hero}? Look around a little more.",
        "Take your time, {hero}. The signs are out there.",
        "You need to know more before you choose, {hero}.",
    ],
    "ask": [
        "So, {hero}: who needs help first?",
        "Well, {hero}? Whom do you help first?",
        "Decide, {hero}. Who comes first?",
    ],
    "closed": ["You chose well, {hero}.", "{start} is proud of you, {hero}."],
    "right": ["{name}! Yes, {trait} showed it. You came just in time.", "{name} needed you most. Well done, {hero}!"],
    "wrong": ["{name}? They can wait a little. Think again.", "Not {name}, {hero}. Look at the signs once more."],
    "alibi": ["I am {name}. I am fine, really, here in {place}.", "{name} here. Others need you more than I do."],
    "guilty": ["I am {name}. It is nothing, {hero}.", "Me? I will manage. Go on, {hero}."],
    "trace": ["A sign! Here {lie} {trait}.", "{hero} finds {trait}. Someone is in trouble."],
    "place": ["The signs lead toward {place}.", "Someone went this way, toward {place}, in a hurry."],
    "witness": ["I saw {trait} near {place}. Someone there is unwell.", "Near {place} I noticed {trait}. Hurry!"],
    "step": "Choose who comes first.",
}

# what gives someone away, by what they are
TRAITS = {
    "chef": "a dusting of flour",
    "sailor": "a smell of tar and salt",
    "pirate": "a smell of tar and salt",
    "farmer": "muddy boot prints",
    "merchant": "a dropped price tag",
    "monk": "a prayer bead",
    "doctor": "a whiff of medicine",
    "teacher": "a stub of chalk",
    "elder": "the marks of a walking stick",
    "old woman": "a tangle of knitting wool",
    "woman": "a silk ribbon",
    "maiden": "a silk ribbon",
    "man": "a large boot print",
    "cat": "cat hairs",
    "dog": "a chewed bone",
    "fox": "tufts of red fur",
    "knight": "a scrap of chain mail",
    "soldier": "a scrap of chain mail",
    "wizard": "glittering spell dust",
    "witch": "a twig from a broom",
    "ghost": "an icy cold draught",
    "vampire": "a thread of black cape",
    "robot": "a drop of machine oil",
    "alien": "a smear of green goo",
    "outlaw": "a torn black mask",
    "king": "a gold thread",
    "queen": "a gold thread",
    "princess": "a gold thread",
    "child": "tiny muddy footprints",
    "boy": "tiny muddy footprints",
    "girl": "tiny muddy footprints",
    "musician": "a broken lute string",
    "mermaid": "wet fish scales",
    "goblin": "green claw marks",
}


def trait(culprit: dict, suspects: list[dict]) -> str:
    """What gives the culprit away, and nobody else: their kind's trace, else their initial."""
    mine = TRAITS.get(culprit.get("concept", ""))
    others = {TRAITS.get(s.get("concept", "")) for s in suspects if s is not culprit}
    if mine and mine not in others:
        return mine
    initial = culprit.get("name", "?").split()[-1][:1].upper()
    if sum(s.get("name", "").split()[-1][:1].upper() == initial for s in suspects) == 1:
        return f"a glove stitched with the letter {initial}"
    return f"a scarf just like {culprit.get('name', 'theirs')}'s"


def plural_trait(text: str) -> bool:
    """Whether a trace is plural ("muddy boot prints": here lie, not here lies)."""
    return is_plural(text)
