"""An idea told in several sentences, cut into what is read alone: its sentences
(`sentences`; a frame before a colon and the order after it are two) and each sentence's clauses
(`_parts`: after ", but", ";" or ", while", a foe's deed before ", and", a "When ...," clause
before a modal one). A sentence that only says who the hero is is said so the clause reader finds
the noun (`_rewritten`: "There is a lonely snowman ...", "Deep under the sea lives an octopus", a
label or "my game is a ..." set aside), and the hero it names is read (`_introduced`: "Meet Pip, a
carrier pigeon"). What a clause says of its subject is here too: the creature it opens with
("Frogs loyal to the swamp duke are out to stop him"), only what it is like ("Space whales are
peaceful"), that it has to act ("Tumbles the clown has to find him"). `_sorting` sorts each
clause's reading; `_joining` joins them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._extract import TITLES
from romsmith.lexicon._foes_said import _AUX, _PRONOUNS, _being, _foe_sentence
from romsmith.lexicon._intent import Being, Intent
from romsmith.lexicon._words import _creature, _singular, _verb_lemma, category, ing_form

# a sentence ends at . ! ? before a capital; not after "Mr." or "St."
_END = re.compile(
    r"(?<=[.!?])\s+(?=[\"'(]?[A-Z])"
    # "... not fall in the water. the seal is mean": a lower-case sentence that starts with its subject
    r"|(?:(?<=[a-z]{2}[.!?])|(?<=[a-z][.!?]{2}))\s+(?=(?:the|he|she|they|it|there|his|her|their|my|i|you|u|we|but|then|so) )"
)
_SHORT = ("mr.", "mrs.", "ms.", "dr.", "st.", "mt.", "jr.", "sr.", "vs.", "prof.", "capt.")
# words that stand where a name would and are none: "It is a ...", "There is a lonely snowman ..."
_NOT_NAMES = "It|This|That|There|Here|He|She|They|Everyone|Nobody|Everything|What|Who"
_INTRO = [  # a sentence that only says who the hero is, rewritten so the clause reader finds the noun
    (re.compile(r"^there(?:'s|s| is| are| was| lives)\s+", re.I), ""),
    (re.compile(r"^i (?:want|wanna|would like) to (?:play|be)(?: as)?\s+", re.I), "You play as "),
    # "Bolt is a robot who must find his batteries": a robot named Bolt must find them
    (
        re.compile(
            rf"^(?!(?:{_NOT_NAMES})\b)"
            r"([A-Z][\w'-]*(?: [A-Z][\w'-]*)?) is (an?) ([\w' -]{2,40}?) who (?!is\b|was\b)"
        ),
        r"\2 \3 named \1 ",
    ),
]
_GAME_IS = [  # "my game is a baby dinosaur who ...", "Is a shooting game with a little airplane."
    re.compile(r"^(?:my |the |this |our )?game is (?:about |of )?(?=(?:an?|the|one) )", re.I),
    re.compile(r"^(?:it )?is an? [\w -]{0,30}?(?:game|story) (?:with|about|of|where) (?=(?:an?|the|one) )", re.I),
]
_SAYS = {"you", "has", "have", "is", "are", "was", "were", "wants", "must", "needs"}  # a clause, no label
_LABEL = re.compile(r"^[^:.!?]{1,80}?:\s+(?=\S)")  # a short label before a colon
_ONCE = re.compile(r"^(?:once upon a time|one day|long ago),?\s+", re.I)  # a time, no frame
# who helps, said before the order ("With the T-rex's help, find the exit"): no subject of the clause
_HELPED_BY = re.compile(r"^with (?:the help of [^,]{1,40}|help from [^,]{1,40}|[^,]{1,30}['’]s? help),\s+", re.I)
_YOU_A = re.compile(r"^you,\s+((?:an?|the)\s+[^,]+),", re.I)
_MEET = re.compile(r"^meet\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)\s*,\s*(.+)$", re.I)
_IS_A = re.compile(r"^([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)\s+is\s+(an?\s+.+|the\s+.+)$")
_NO_NAME = re.compile(rf"^(?:{_NOT_NAMES})$", re.I)
_LIVES = re.compile(r"^(.+?)\s+(?:lives|live|lived|dwells)\s+((?:an?|the|two|three)\s+.+)$", re.I)
_FRAMED = re.compile(
    r"^(?:in this game,? )?(?:you are|you're|youre|you play as|you play|play as|you control|"
    r"(?:the )?(?:player|hero|main character) is)\b",
    re.I,
)
_JOINS = re.compile(r",\s*(?:but|while)\s+|;\s+|\s+but\s+(?=the |a |an )", re.I)
_WHEN = re.compile(r"^(?:when|after|once|since|now that|as soon as|because)\s+([^,]{6,100}),\s+(.+)$", re.I)
_MODAL = re.compile(
    r"\b(?:must|has to|have to|needs to|need to|sets out to|decides to|is the only one who can)\b", re.I
)
_AND = re.compile(r",\s*and\s+(?:now\s+|so\s+)?", re.I)


def sentences(idea: str) -> list[str]:
    """The idea's sentences, each without its closing mark's trailing space."""
    parts, start = [], 0
    for m in _END.finditer(idea):
        before = idea[start : m.start()].split()
        if before and before[-1].lower() in _SHORT:
            continue
        parts.append(idea[start : m.start()].strip())
        start = m.end()
    parts.append(idea[start:].strip())
    return [q for p in parts if p for q in _framed_order(p)]


# "You're a young zookeeper named Pia: round up the penguins": who the hero is, then an order
_FRAME_THEN_ORDER = re.compile(r"^(.{4,80}?):\s+([a-z][\w'-]*)\b(.*)$", re.S)


def _framed_order(sentence: str) -> list[str]:
    """A sentence that says who the player is, then a colon and an order, as two sentences: the
    introduction, then the order; any other sentence as it is."""
    split = _FRAME_THEN_ORDER.match(sentence)
    if split is None or not _FRAMED.match(split.group(1)):
        return [sentence]
    verb, rest = split.group(2), split.group(3)
    nxt = rest.split()[0].lower() if rest.split() else ""
    acts = nxt in ("the", "a", "an", "all", "every", "your", "up", "out", "down", "back", "off", "away", "them", "it")
    if _verb_lemma(verb) != verb or (W.is_noun(verb) and not W.mostly_verb(verb) and not acts):
        return [sentence]  # "You are a knight: brave, loyal": no order
    return [f"{split.group(1)}.", f"{verb[:1].upper()}{verb[1:]}{split.group(3)}"]


def _parts(sentence: str, read_one: Callable[[str], Intent]) -> list[tuple[str, bool]]:
    """A sentence's clauses, each read alone, and whether it is aside (never the hero's
    introduction): those joined by ", but" or ";" ("Slugs and aphids block the way, but a ladybug
    gives rides."), the later aside; a leading "When ...," clause before a modal one ("When the
    Ink Oni smudges the names, Tomo must find the brush"), the leading one aside; a foe's deed
    before ", and" ("Tonight the lint monster swallowed the ring, and the fairy has to get it
    out"), neither aside; a foe's deed after ", and" ("You fly the mail rocket to the colony, and
    the Moon Moths want to eat every letter"), aside."""
    when = _WHEN.match(sentence)
    if when is not None and _MODAL.search(when.group(2)):
        return [(when.group(1), True), (when.group(2)[:1].upper() + when.group(2)[1:], False)]
    parts = [p.strip() for p in _JOINS.split(sentence) if p.strip()]
    if len(parts) < 2 or any(len(p.split()) < 3 for p in parts):
        deed = _AND.split(sentence, maxsplit=1)
        if len(deed) == 2 and len(deed[0].split()) >= 3 and len(deed[1].split()) >= 3:
            doer = _plain(read_one(deed[0]).heroes[0])  # "the lint monster swallowed the ring, and the fairy ..."
            if doer.kind not in _PRONOUNS | {"player"} and _foe_sentence(deed[0], doer):
                return [(deed[0], False), (deed[1][:1].upper() + deed[1][1:], False)]
            then = deed[1][:1].upper() + deed[1][1:]
            if not _MODAL.search(then):  # "..., and a sheepdog has to guard the flock": the hero's own
                foe = _plain(read_one(then).heroes[0])  # "You fly the mail rocket ..., and the Moon Moths want"
                if foe.kind not in _PRONOUNS | {"player"} and _foe_sentence(then, foe, later=True):
                    return [(deed[0], False), (then, True)]
        return [(sentence, False)]
    return [(p[:1].upper() + p[1:], k > 0) for k, p in enumerate(parts)]


def _rewritten(text: str, labelled: bool = True) -> tuple[str, bool]:
    """The sentence as the clause reader reads it, and whether it only says who the hero is
    ("There is a lonely snowman ...", "Deep under the sea lives an octopus", "You're a ...")."""
    framed = bool(_FRAMED.search(" ".join(text.split()[:8])))
    said = text
    text = _ONCE.sub("", text, count=1)
    label = _LABEL.match(text) if labelled else None  # "My idea: you play a ...": the label said aside
    said_here = label is not None and (_SAYS & set(label.group(0).lower().split()) or _FRAMED.search(label.group(0)))
    if label is not None and len(label.group(0).split()) <= 7 and not said_here:  # not "You're a zookeeper named Pia:"
        text = text[label.end() :]
        framed = framed or bool(_FRAMED.search(" ".join(text.split()[:8])))
    for pattern in _GAME_IS if labelled else ():  # the whole reading keeps the genre's words
        text, n = pattern.subn("", text, count=1)
        framed = framed or bool(n)
    for pattern, instead in _INTRO:
        text, n = pattern.subn(instead, text, count=1)
        framed = framed or bool(n)
    if text == said and not _LIVES.match(text):
        return text, framed
    lives = _LIVES.match(text)
    if lives and len(lives.group(1).split()) <= 6:  # "Deep under the sea lives an octopus named Ink."
        return f"{lives.group(2).rstrip('.!')} lives {lives.group(1)[0].lower()}{lives.group(1)[1:]}.", True
    return text[:1].upper() + text[1:], framed


def _introduced(text: str, read_one: Callable[[str], Intent]) -> Being | None:
    """The hero a sentence introduces by name ("Meet Pip, a carrier pigeon", "Professor Quill is
    an owl who ..."), else None."""
    you = _YOU_A.match(text)
    if you is not None:  # "You, a sleepy baker, have to get the bell back."
        described = _plain(read_one(you.group(1)[:1].upper() + you.group(1)[1:]).heroes[0])
        return described if _being(described) else None
    said = _MEET.match(text) or _IS_A.match(text)
    if said is None:
        return None
    name_words, description = said.group(1).split(), said.group(2)
    described = _plain(read_one(description[:1].upper() + description[1:]).heroes[0])
    if not _being(described):
        return None
    title = name_words[0].title() if len(name_words) > 1 and name_words[0].lower() in TITLES else None
    name = " ".join(name_words[1:] if title else name_words)[:24]
    if _NO_NAME.match(name):  # "There is a lonely snowman named Flake.": the description names it
        return described
    return described.model_copy(update={"name": name, "title": title, "words": said.group(0)[:80]})


def _plain(hero: Being) -> Being:
    """A subject read with its verb's helper or a word after its noun ("aliens are", "astronaut
    still awake"): the noun alone."""
    words = hero.kind.split()
    if len(words) > 1 and words[-1] in _AUX:
        words = words[:-1]
        words[-1] = words[-1][:-1] if words[-1].endswith("s") and _creature(words[-1][:-1]) else words[-1]
    while len(words) > 1 and _said_of(words[-1]) and any(_creature(x) for x in words[:-1]):
        words = words[:-1]  # "still awake" is said of the astronaut; a "cat cafe" is a cafe
    kind = " ".join(words)
    return hero if kind == hero.kind else hero.model_copy(update={"kind": kind, "category": category(kind)})


def _said_of(word: str) -> bool:
    """A word after a noun that says how it is, no noun of its own ("awake", "still")."""
    return not _creature(word) and (not W.is_noun(word) or bool(W.lemma(word, "r")))


def _said_to_be(text: str, being: Being, between: str, then: str) -> re.Match | None:
    """The match of a clause that opens on `being`, `between` after it, then "is" or "are", an
    adverb and `then` (regular expressions); None when no being is said."""
    said = being.words.lower().split()
    if not said or not _being(being):
        return None
    return re.match(
        rf"^(?:the |a |an )?{re.escape(' '.join(said))}{between} (?:are|is) (?:\w+ly )?{then}", text.lower()
    )


def _idle(text: str, being: Being) -> bool:
    """Whether a clause only says what its subject is like ("Space whales are peaceful"), no deed
    and no loss ("The lion cub is lost" is a loss)."""
    found = _said_to_be(text, being, r"(?:, [^,]{1,30},)?", r"(\w+)(?: and [^,]{1,40})?\s*[,.!]?$")
    quality = found.group(1) if found else ""
    return bool(quality) and bool(W.lemma(quality, "a")) and not W.is_noun(quality) and not _verb_lemma(quality)


def _happening(text: str, being: Being) -> bool:
    """Whether a clause says what its subject is doing as the scene opens, a verb's -ing form
    after "is" or "are" ("Wolves are circling the village.", "The children of the town are
    missing."): the scene, whose hero a later sentence names; not "is trying to" (a goal)."""
    found = _said_to_be(text, being, r"(?: of [\w' ]{1,30}?)?", r"(\w+ing)\b(?! to\b)")
    return found is not None and ing_form(found.group(1))


def _sets_out(text: str) -> bool:
    """Whether a sentence's own subject has to act ("Tumbles the clown has to find him"), not a
    pronoun after another subject ("Through conversations with the patients she has to ...")."""
    modal = _MODAL.search(text)
    return modal is not None and not re.search(r"\b(?:she|he|they)\b", text[: modal.start()], re.I)


def _someone(hero: Being, you: bool) -> bool:
    """Whether a hero a sentence introduces is someone: any kind of thing the player is said to be
    ("You are a paper boat"), else no place ("There's a thirsty village"); never a pronoun or a
    verb read as a noun ("its well has gone dry")."""
    words = hero.kind.split()
    place = hero.category == "place" and not you
    return hero.kind not in _PRONOUNS | {"player"} and not place and not _AUX & set(words)


# a time said before a sentence's subject: "This year", "Every night"
_TIME_SAID = (
    r"(?:this|that|one|last|every|each) (?:year|night|day|morning|evening|week|winter|summer|spring|autumn|fall)"
)
_WHEN_LEAD = re.compile(rf"^{_TIME_SAID},?\s+", re.I)


def _opening_being(text: str) -> Being | None:
    """The creature a sentence starts with, though the clause reader found no subject there
    ("Frogs loyal to the swamp duke are out to stop him"); None for an order ("Find the key")."""
    text = _WHEN_LEAD.sub("", text)  # "Every night the scarecrows get closer"
    words = re.findall(r"[A-Za-z'-]+", text)[:2]
    at = 1 if words and words[0].lower() in ("the", "a", "an", "some", "two", "three") else 0
    if len(words) <= at:
        return None
    word = words[at].lower()
    kind = _singular(word)
    if not _creature(kind) or _verb_lemma(word) == word:
        return None
    return Being(kind=kind, category=category(kind), count=2 if kind != word else 1, words=words[at])
