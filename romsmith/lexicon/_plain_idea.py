"""The idea as the reader reads it (`said_plainly`): a learner's forms said plainly, what is said
before the idea set aside ("my idea is a ...", whom it is for and what they love), and a place
before its verb of moving and its subject put after them."""

from __future__ import annotations

import re

from romsmith.lexicon._genres import GENRE_WORDS, read_genre
from romsmith.lexicon._learners import plain_english
from romsmith.lexicon._words import _verb_lemma


def said_plainly(idea: str) -> str:
    """The idea as the reader reads it: a learner's forms said plainly (`plain_english`), what is
    said before the idea set aside ("my idea is a ...", whom it is for and what they love), and a
    place before its verb of moving and its subject put after them."""
    said = _MARKUP.sub(" ", _CODE.sub(" ", idea))  # "escape the <script>alert(1)</script> liner": the liner
    said = re.sub(r"(?<= ) +", "", said) if said != idea else idea  # what the tags left, in the part read
    said = _label_before_dash(said)
    said = _moves_label_dropped(said)  # "sneak, hide in barrels, pick locks: a thief cat robs ...": the cat's
    said = _HERO_SAID_FIRST.sub(r"\1", said, count=1)  # "The princess is the hero here: she rescues ..."
    said = _DASH_ASIDE.sub(_aside_dropped, said)  # "a knight - brave and bold - must ...": what it is like, no role
    said = _MY_IDEA_IS.sub("", plain_english(said), count=1)
    chatter = _CHATTER_BEFORE_YOU.match(said)
    if chatter is not None and not _SAYS_THE_GAME.search(chatter.group(0)):  # "ok so its like sokoban but ur ..."
        said = "You're " + said[chatter.end() :]
    said = _FOR_SOMEONE.sub("", said, count=1)
    moves = _MOVES_INVERTED.match(said)
    if moves:  # "In this platformer, up the crumbling spires of Vell climbs a paper moth, leaping ..."
        where, verb, who, rest = moves.groups()
        said = f"{who[:1].upper()}{who[1:]} {verb} {where[:1].lower()}{where[1:]}{rest}"
    said = _LIKE_A_FRAGMENT.sub("", said)
    return _FOR_SOMEONE_WHO_WANTS.sub("", said, count=1)


def _label_before_dash(said: str) -> str:
    """ "Wild West rail shooter — Marshal Kane must ...": a genre's label before a dash, said as
    before a colon, so the label is not read into the hero ("west rail shooter marshal kane")."""
    label = _DASH_LABEL.match(said)
    words = re.findall(r"[a-z]+", label.group(1).lower()) if label else []
    if not words or words[-1] not in GENRE_WORDS | _GAME_WORDS:
        return said
    return f"{label.group(1)}: {said[label.end() :]}"


# who the hero is, said before what they do: "The princess is the hero here: she rescues the prince"
_HERO_SAID_FIRST = re.compile(
    r"\b((?:the|a|an) [\w'-]+(?: [\w'-]+){0,3}) is the (?:hero|heroine|main character|protagonist)"
    r"(?: here| of (?:this|the) (?:game|story))?\s*[:,;-]\s*(?:she|he|they)\b",
    re.I,
)

# a label of moves before a colon and a clause of its own ("sneak, hide in barrels, pick locks: a
# thief cat robs ..."): two to five short items, each opening on a verb in its own form
_MOVES_LABEL = re.compile(r"^([A-Za-z][^:.!?;]{2,70}):\s+(?=(?:an?|the|[A-Z])\b)")


def _moves_label_dropped(said: str) -> str:
    """The idea without a label that only lists the moves the game has: who does them is said
    after it, and no move is the hero ("sneak" and "hide" are no heroes)."""
    label = _MOVES_LABEL.match(said)
    items = re.split(r",\s*(?:and\s+)?|\s+and\s+", label.group(1).strip().lower()) if label else []
    if not 2 <= len(items) <= 5 or not all(_a_move(item) for item in items):
        return said
    if read_genre(label.group(1)).words:
        return said  # "jump and run: a frog hops ...", "run and gun: ...": the genre's own name
    return said[label.end() :]


def _a_move(item: str) -> bool:
    words = item.split()
    return 1 <= len(words) <= 4 and words[0].isalpha() and _verb_lemma(words[0]) == words[0]


# an aside between two spaced dashes, a few words with no sentence's end and no list (not "three
# astronauts - Gloria, Ben and Hank - who ..."): "a teapot - steam-powered and very brave - must stop"
_DASH_ASIDE = re.compile(
    r"\s+(?:\u2014|\u2013|--?)\s+([^.!?:;,\u2014\u2013\s-][^.!?:;,\u2014\u2013]{0,40}?)\s+(?:\u2014|\u2013|--?)\s+(?=[a-z])"
)


def _aside_dropped(found: re.Match) -> str:
    """A dash aside of two words or more dropped; one word stays ("jump - run - shoot": a list)."""
    return " " if len(found.group(1).split()) >= 2 else found.group(0)


_DASH_LABEL = re.compile(r"^([^.!?:;\u2014\u2013]{1,60}?)\s+(?:\u2014|\u2013|--?)\s+(?=\S)")
_GAME_WORDS = frozenset({"game", "games", "story", "novel", "adventure", "sim", "simulator", "roguelike", "brawler"})


# markup pasted into an idea says nothing of the game: a script or a style with what it holds, then any tag
_CODE = re.compile(r"<(script|style)\b[^<>]{0,200}>.{0,2000}?</\1\s*>", re.I | re.S)
_MARKUP = re.compile(r"</?[A-Za-z][\w:-]{0,20}(?:\s[^<>]{0,200})?/?>")
# whom an idea is for ("my little sister", "our class") and how they love what they love
_MY = r"(?:my|our) (?:little |youngest |oldest |eldest )?"
_CHILDREN = r"son|daughter|kid|boy|girl|nephew|niece|grandson|granddaughter"
_LOVES = r"loves?|likes?|adores?"
_TAKEN_WITH = r"obsessed with|into|crazy about"
# whom the idea is for and what they love, before the game itself: "My daughter loves penguins so
# maybe a penguin that slides ...": the penguin's game, not the daughter's
_FOR_SOMEONE = re.compile(
    rf"^{_MY}(?:{_CHILDREN}|brother|sister|students?|class)\b[^.!?]{{0,30}}?\b(?:{_LOVES}|is (?:{_TAKEN_WITH}))\s+"
    r"[\w' -]{1,30}?,?\s+so\s+(?:maybe\s+|perhaps\s+|how about\s+)?(?=(?:a|an|the)\s)",
    re.I,
)

# a place, then a verb of moving, then its subject: "up the crumbling spires of Vell climbs a paper moth"
_MOVES_INVERTED = re.compile(
    r"^(?:in this [\w-]+,\s*)?((?:up|down|across|through|over|under|along|beyond|into|deep in|deep under)\s[^,;]{3,60}?)"
    r"\s+(climbs|flies|swims|crawls|hops|runs|sails|wanders|roams|creeps|races|rides|drifts|floats|sneaks|travels)"
    r"\s+((?:an?|the)\s+[^,.;!?]+)(.*)$",
    re.I | re.S,
)
# "my idea is a samuri who is a frog ...": what the idea is, said before it
_MY_IDEA_IS = re.compile(
    r"^(?:(?:so|ok|okay|ok so|okay so),?\s+)?(?:my|the) (?:game )?idea is (?:about )?(?=(?:a|an|the)\s)", re.I
)
# "So okay hear me out, you're a mushroom.", "so my idea is kind of like those pipe games but
# you're a plumber mouse": talk before the player's frame, in the idea's first sentence
_CHATTER_BEFORE_YOU = re.compile(
    r"^(?:so|ok|okay|alright|hey|hi|right|um|basically)\b[^.!?:]{0,80}?(?:,|\bbut|\band|\bso)\s+"
    r"(?:you're|you are|youre|ur|u r|u are)\s+(?=(?:a|an|the)\s)",
    re.I,
)
# "you're a mushroom. Like an actual little mushroom guy. The ...": the hero said again, no sentence
_LIKE_A_FRAGMENT = re.compile(
    r"(?<=[.!?])\s+like an? (?:actual |real |literal )?(?:[\w'-]+ ){0,4}[\w'-]+[.!]+(?=\s|$)", re.I
)
_SAYS_THE_GAME = re.compile(r"\b(?:like|its|it's|game|called|platformer|rpg|shooter|puzzle|about)\b", re.I)
# "My daughter is 6 and obsessed with unicorns. She wants a unicorn named Sprinkles who ...": the
# unicorn's game; what the child wants is the game, the child is no hero
_FOR_SOMEONE_WHO_WANTS = re.compile(
    rf"^{_MY}(?:{_CHILDREN})\b[^.!?]{{0,40}}?\b(?:{_LOVES}|(?:is )?(?:{_TAKEN_WITH}))\s+"
    r"[\w' -]{1,30}[.!]\s+(?:she|he|they) (?:wants?|would love|asked for)\s+(?=(?:a|an)\s)",
    re.I,
)
