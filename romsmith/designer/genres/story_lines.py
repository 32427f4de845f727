"""The words of the designer's visual novels, and how a line is said: the parts every kind of
story shares (titles, premises, the best ending's words, the tips and clues a chapter turns on,
the chapters' names); each kind's scenes are in `story_chapters`.

A line is a template: `[one|another]` picks one of its options (groups may nest), `<when>` one
of the shared phrases in `PHRASES` (`<When>` the same, capitalised at a sentence's start), and
the slots are filled last: {p} the player, {a} and {b} the two the story turns on, {goal} what is
at stake ("the contest"), {place} and {there} the first and the deciding scene's names, {town}
where it all happens ("Lyon", "the manor"), {key} the tip or clue {a} gives (the right answer of
the clue chapter), {bkey} the one {b} gives. Every line fits one text box page (four lines of 28
letters) once the names are in: `say` picks another wording when one would not, and the tests
check every wording with the longest names.
"""

from __future__ import annotations

import random
import re
import textwrap

KINDS = ("contest", "mystery", "choice")
GROUP = re.compile(r"\[([^\[\]]*)\]")
PHRASE = re.compile(r"<(\w+)>")

PHRASES = {  # shared phrases, so a line said in many games is worded differently in each
    "when": ["that evening", "later that day", "at first light", "after supper", "as the lamps come on",
             "in the grey morning", "near midnight", "just after noon", "before the bells ring", "at dusk"],
    "sound": ["a dog barks somewhere", "a kettle sings", "rain taps on the windows", "a bell rings twice",
              "the wind rattles the shutters", "footsteps fade away", "a cart rumbles past",
              "a door bangs shut", "somebody laughs outside", "a clock ticks on the wall"],
    "feel": ["your heart is pounding", "your hands are cold", "you take a deep breath", "you try to look calm",
             "you count to ten", "your mouth is dry", "you stand up straighter", "you hold your breath"],
    "hey": ["listen", "look", "well", "honestly", "right", "so", "come on", "hey", "oh", "now then"],
    "sure": ["I am sure", "I know it", "believe me", "trust me", "mark my words", "I promise", "truly"],
}  # fmt: skip


def expand(template: str, choose) -> str:
    """The template with its phrases and options picked by `choose` (a list -> one of it: an
    rng's choice, or `min`/`max` by length for the shortest and longest wording); slots are left
    for `fill`."""

    def phrase(m: re.Match) -> str:
        said = choose(PHRASES[m.group(1).lower()])
        return said[:1].upper() + said[1:] if m.group(1)[:1].isupper() else said

    text = PHRASE.sub(phrase, template)
    while GROUP.search(text):
        text = GROUP.sub(lambda m: choose(m.group(1).split("|")), text)
    return text


def shortest(options: list[str]) -> str:
    return min(options, key=len)


def longest(options: list[str]) -> str:
    return max(options, key=len)


def say(template: str, v: dict, rng: random.Random, mood: str | None = None, tries: int = 12) -> str:
    """One wording of the template with the names in, that fits one text box page (else its
    shortest). Said by someone in a `mood` (an expression), it may open and close with a word of
    their own (`VOICE`): how people talk, and what keeps a line from being said game after game."""
    for _ in range(tries):
        text = fill(expand(template, rng.choice), v)
        if mood in VOICE:
            opens, closes = VOICE[mood]
            said = rng.choice(opens) if opens and rng.random() < 0.6 else ""
            said += text + (rng.choice(closes) if rng.random() < 0.8 else "")
            text = said if fits(said) else text
        if fits(text):
            return text
    return fill(expand(template, shortest), v)


VOICE = {  # by expression: (what opens a line, what closes it)
    "happy": (["Ha! ", "Oh, good. ", "Well! ", "Ah! ", "See? ", "Yes! ", "Oh! ", "Right! ", "Aha! ", "Splendid. "],
              [" Ha!", " Truly!", " Wonderful.", " What a day!", " Oh, yes.", " Just so.", " Marvellous.", " Hee."]),
    "neutral": (["Hm. ", "Well. ", "Now. ", "Look. ", "Listen. ", "Right. ", "So. ", "Ahem. ", "Mm. ", "Fine. "],
                [" Think on it.", " That is all.", " Mark that.", " Simple.", " There.", " Well.", " Mm.", " So."]),
    "sad": (["Oh... ", "Ah... ", "Please. ", "Hm... ", "Sorry. ", "Well... ", "I... ", "Oh dear. ", "Sigh. "],
            [" Sorry.", " Oh, dear.", " Please.", " I mean it.", " Truly.", " Ah, well.", " Oh...", " Sigh."]),
    "narration": ([], [" " + t[:1].upper() + t[1:] + "." for t in PHRASES["sound"] + PHRASES["feel"]]
                  + [" Time passes.", " Nobody moves.", " The air is still.", " Somewhere, a clock strikes."]),
}  # fmt: skip


def fits(text: str, cols: int = 28, lines: int = 4) -> bool:
    """One text box page: at most `lines` lines of `cols` letters once word-wrapped."""
    return len(textwrap.wrap(text, cols)) <= lines


def fill(template: str, v: dict) -> str:
    return template.format(**v)


# ---- what a chapter turns on: {a}'s tip or clue (the right answer) and {b}'s ----------------
KEYS = {  # (answer's label, how it is said in a line)
    "contest": {
        "a": [("Keep it simple", "keep it simple"), ("Take your time", "take your time"),
              ("Trust your hands", "trust your hands"), ("Start with the basics", "start with the basics"),
              ("Save the best for last", "save the best for last"), ("Stay calm", "stay calm"),
              ("Do it the old way", "do it the old way")],
        "b": [("Go big and loud", "go big and loud"), ("Copy last year's winner", "copy last year's winner"),
              ("Be fast, not careful", "be fast, not careful"), ("Dazzle the judges", "dazzle the judges"),
              ("Add something rare", "add something rare"), ("Do everything at once", "do everything at once")],
    },
    "mystery": {
        "a": [("Check the window", "the window"), ("Look at the boots", "the muddy boots"),
              ("Search the fireplace", "the fireplace"), ("Read the letters", "the torn letters"),
              ("Count the candles", "the candles"), ("Check the back stairs", "the back stairs")],
        "b": [("Search the garden", "the garden"), ("Read the guest book", "the guest book"),
              ("Check the cellar", "the cellar"), ("Look under the rug", "the rug"),
              ("Search the attic", "the attic"), ("Check the clock", "the clock")],
    },
    "choice": {
        "a": [("Read the old letter", "the old letter"), ("Open the music box", "the music box"),
              ("Look at the old photo", "the old photo"), ("Read the diary", "the diary"),
              ("Open the locket", "the locket"), ("Look at the drawings", "the drawings")],
        "b": [("Look at the map", "the map"), ("Count the coins", "the coins"), ("Read the ticket", "the ticket"),
              ("Check the timetable", "the timetable"), ("Read the contract", "the contract"),
              ("Look at the postcard", "the postcard")],
    },
}  # fmt: skip
CHAPTER_NAMES = {  # the scenes between the opening and the decision
    "contest": {"interlude": "That Night", "with_a": "Late Lessons", "with_b": "Next Morning",
                "clue": "Practice", "reveal": "The Truth"},
    "mystery": {"interlude": "That Night", "with_a": "First Talk", "with_b": "Second Talk",
                "clue": "The Search", "reveal": "A Confession"},
    "choice": {"interlude": "That Night", "with_a": "Old Times", "with_b": "The Offer",
               "clue": "Keepsakes", "reveal": "The Truth"},
}  # fmt: skip
ENDING_TITLES = {  # the good, the hollow, the short and the other road's ending
    "contest": ("Top of the Table", "A Borrowed Win", "So Nearly", "Second Place"),
    "mystery": ("Case Closed", "A Doubtful Truth", "Not Enough Proof", "The Wrong Name"),
    "choice": ("Together", "Half a Heart", "Too Late", "The Other Road"),
}
TITLES = {  # each names someone or somewhere of the game: a title about the story, not any story
    "contest": ["{p} and {b}", "{p} versus {b}", "A Prize at {place}", "{p} Takes Sides"],
    "mystery": ["{a} or {b}", "Night at {place}", "The Case at {place}", "{p} Seeks the Truth"],
    "choice": ["{a} or {b}", "Days at {place}", "{p} Must Choose", "The Road from {place}"],
}
PREMISES = {
    "contest": [
        "{p} and {b} both want {goal}. {a} believes in {p}. [Whom will you trust?|Who is right?]",
        "Two rivals, one prize. {p} must [choose|decide] whose advice wins {goal}.",
        "{goal} is [days|one night] away. {a} has one tip for {p}, {b} another. [Only one is true.|One is a trap.]",
    ],
    "mystery": [
        "Something was [stolen|taken] at {place}. {a} or {b}: {p} must find out who.",
        "{p} has [one night|two days] at {place} to name the one who did it.",
        "{a} swears it was not them. {b} swears it was. {p} [must find the truth|has to choose].",
    ],
    "choice": [
        "{a} wants you to stay. {b} wants you to go. {p} must choose.",
        "One [day|week] at {place}, two people, and a choice {p} cannot take back.",
        "{a} asks one thing of {p}. {b} asks the other. Only one can be done.",
        "At {place}, {p} has to decide, and {a} and {b} both are waiting.",
        "Stay with {a}, or follow {b}? {p} has until [sunset|the last train|the end of the week].",
    ],
}
# the best ending's words, one per game (several, so no line is said in game after game)
WIN_TEXT = {
    "contest": [
        "{p} wins {goal}, the way {a} believed. The best ending!",
        "{p} takes {goal}, and {a} cheers loudest of all.",
        "Against {b} and the odds, {p} wins {goal}!",
        "{a} was right about {p}: {goal} is won!",
    ],
    "mystery": [
        "The truth is out, and {a} is cleared. Case closed!",
        "{p} names the one who did it. {a} walks free.",
        "No more secrets at {place}. {p} solved it!",
        "{a} is cleared, and {place} sleeps easy again.",
    ],
    "choice": [
        "{p} chose well. The best ending!",
        "{p} followed the heart, and it was right.",
        "A hard choice, well made. {p} has no regrets.",
        "{p} made the choice, and {place} will remember it.",
    ],
}
PLAYER = {"contest": "contestant", "mystery": "detective", "choice": "friend"}  # the player, unnamed
ALLY = {"contest": "mentor", "mystery": "witness", "choice": "friend"}  # beside the player, unnamed
OTHERS = {"contest": "rival", "mystery": "suspect", "choice": "stranger"}  # who they face, unnamed
TOWN = {"contest": "the town", "mystery": "the house", "choice": "the town"}  # where, when the idea names nowhere
GOAL = {
    "contest": "the prize",
    "mystery": "the necklace",
    "choice": "the future",
}  # at stake, when the idea names nothing
