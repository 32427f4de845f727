"""English verb forms as words alone, before the idea's other words are read: the past tenses
that are no participle, the irregular past participles, a participle or an -ing form after a
noun, the participle a perfect tense makes ("has found"). `_verb_forms` asks what a word is at
its place in an idea; these ask what the word is."""

from __future__ import annotations

from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._vocab import COUNTS, DETS, PREPS
from romsmith.lexicon._words import _creature

# past tenses that are no participle and no noun: after a subject they are its verb
PAST_FORMS = frozenset(
    [
        "froze",
        "stole",
        "took",
        "ate",
        "broke",
        "drove",
        "rode",
        "wrote",
        "hid",
        "woke",
        "chose",
        "spoke",
        "swore",
        "tore",
        "shook",
        "forgot",
        "gave",
        "flew",
        "drew",
        "grew",
        "threw",
        "blew",
        "sang",
        "sank",
        "swam",
        "ran",
        "began",
        "drank",
        "rang",
        "bought",
        "brought",
        "caught",
        "taught",
        "fought",
        "sought",
        "fell",  # "Your rider fell off in the swamp": the rider, not a "rider fell"
        "fled",
        "crept",
        "swept",
        "dug",
        "struck",
        "slid",
    ]
)
OBJECT_WORDS = frozenset(["him", "her", "them", "it", "us", "me", "you", "his", "their", "its", "our", "my", "your"])
IRREGULAR_PARTICIPLES = frozenset(
    [
        "lost",
        "stuck",
        "caught",
        "stolen",
        "hidden",
        "left",
        "frozen",
        "held",
        "kept",
        "bound",
        "born",
        "trapped",
        "made",
        "built",
        "sent",
        "thrown",
        "grown",
        "drawn",
        "sewn",
        "woven",
        "driven",
        "forgotten",
        "broken",
        "fallen",
        "taken",
        "given",
        "written",
        "chosen",
        "sworn",
        "swept",
        "dug",
        "spun",
    ]
)


def _participle(word: str, nxt) -> bool:
    """A past participle modifying the noun before it ("stranded on mars", "lost in the jungle")."""
    if word in IRREGULAR_PARTICIPLES:  # "hidden in the mines", "hidden deep in the mines"
        return nxt is not None and (nxt.en in PREPS or (nxt.en.endswith("ly") or nxt.en in ("deep", "away", "far")))
    return (
        word.endswith("ed")
        and W.lemma(word, "v") not in (None, word)  # "a dandelion seed on the wind": "seed" is a verb's own form
        and (not W.is_noun(word) or (nxt is not None and nxt.en in PREPS))
    )


def _present_participle(word: str, nxt) -> bool:
    """A verb's -ing form after a noun, with an object or a place after it ("shoving bookcases",
    "bouncing through the caverns"); not a noun of its own ("the king's building", "a wedding")."""
    if not word.endswith("ing") or not W.lemma(word, "v") or W.lemma(word, "v") == word:
        return False
    return nxt is not None and (
        nxt.en in DETS or nxt.en in PREPS or not W.is_noun(word) or W.is_noun(nxt.en) or bool(W.lemma(nxt.en, "r"))
    )  # "an astronaut living alone"


def _compound_ing(prev: str, word: str, nxt) -> bool:
    """An -ing noun in a compound after a thing's word ("a five-layer wedding cake", "an old fishing
    boat"), not a participle after a creature ("a girl painting pictures")."""
    modifier = "-" in prev and prev.split("-")[0] in COUNTS  # "three-tier", "five-layer": no creature
    if nxt is None or nxt.en in PREPS or nxt.en in DETS:  # "a mitten lying in the snow": WordNet's "in" is an inch
        return False
    return W.is_noun(word) and W.is_noun(nxt.en) and (modifier or not _creature(prev))


def perfect_lemma(word: str) -> str | None:
    """The verb a past participle after "has" is a form of ("found": find, not to found), else None."""
    return next((f for f in W.lemmas(word, "v") if f != word), None) if _perfect(word) else None


def _perfect(word: str) -> bool:
    """Whether a word after "has" is a past participle that makes a perfect tense ("found",
    "stolen", "lost"): a form of a verb other than the verb itself ("has scales", "has bone": no)."""
    forms = W.lemmas(word, "v")  # "found": to find, though also to found (and a noun)
    return any(f != word for f in forms) and not word.endswith("s") and word != "been"  # a passive reads apart
