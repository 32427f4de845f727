"""The idea's words for the reader: each token in English (`Word`, through `_extract`'s tokens and
translation), and what kind of word one is: a noun's category (the lexicon's tables, then
WordNet), a creature, a place, an adjective before a noun, a verb's lemma."""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

from romsmith.lexicon import _concepts as C
from romsmith.lexicon import _goals as G
from romsmith.lexicon import _index as X
from romsmith.lexicon import _languages as L
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._extract import _CJK, _KANA, MAX_IDEA, _language, _tokens, _translate
from romsmith.lexicon._grammar import IRREGULAR
from romsmith.lexicon._vocab import ACTION, ADJECTIVES, DETS, FOREIGN_WORDS, FRAME, MODALS, PREPS, WRONGDOERS

AGE = re.compile(r"[a-z0-9]+-(?:years?|months?)-old")
DECADE = re.compile(r"\d{2,4}s")  # "1920s Chicago", "the 80s": when, said as a word before a noun
CATS = ("person", "animal", "monster", "machine", "thing", "food", "place", "group", "unknown")


@dataclass
class Word:
    text: str  # as written
    en: str  # the English word it stands for (folded); "" when it stands for nothing
    cap: bool
    start: bool
    punct: bool
    i: int = 0


def _fold(text: str) -> str:
    return X.fold(unicodedata.normalize("NFKC", text))


# words typed short, as chat is written ("u have to", "theres a volcano", "hes too big"): what they stand for
SHORTHAND = {
    "u": "you",
    "ur": "your",
    "youre": "you're",
    "theres": "there",
    "hes": "he",
    "shes": "she",
    "thats": "that",
    "whos": "who",  # "a knight whos scared of everything": who is
    "doesnt": "doesn't",
    "dont": "don't",
    "cant": "can't",
    "wont": "won't",
    "isnt": "isn't",
    "didnt": "didn't",
    "thru": "through",
    "tho": "though",
    "cuz": "because",
    "ppl": "people",
    "abt": "about",
    "n": "and",
    "w": "with",
    "b4": "before",
}
_NOT_NAMES = frozenset(
    ["out", "up", "off", "back", "away", "and", "or", "but", "because", "so", "it", "him", "her", "them"]
)
_YOU_ARE_NEXT = frozenset(["a", "an", "the", "so", "not", "gonna", "going", "trying", "stuck"])  # "ur a cat burglar"
ABBREVIATIONS = frozenset(["mr", "mrs", "ms", "dr", "st", "prof", "capt", "sgt", "lt", "col", "gen", "mt", "jr", "sr"])


def _words(idea: str) -> tuple[list[Word], str]:
    text = unicodedata.normalize("NFKC", str(idea or ""))[:MAX_IDEA]
    script = None
    if _CJK.search(text):  # the lexicon's Japanese and Chinese words, as `extract` reads them
        script = "ja" if _KANA.search(text) else "zh"
        for word in sorted(L.SCRIPT_WORDS, key=len, reverse=True):
            text = text.replace(word, f" {L.SCRIPT_WORDS[word]} ")
        text = _CJK.sub(" ", text)
    toks = _tokens(text)
    language = script or _language(toks)
    _translate(toks, language)
    out: list[Word] = []
    abbreviated = False
    for n, t in enumerate(toks):
        if t.punct and t.text == "." and out and out[-1].en in ABBREVIATIONS and not out[-1].punct:
            abbreviated = True  # "Mrs. Pell", "Dr. Gloom": the title's full stop ends no sentence
            continue
        if t.punct:
            out.append(Word(t.text, t.fold, False, False, True))
            continue
        english = t.english if language != "en" else SHORTHAND.get(t.fold, t.fold)
        if language == "en" and t.fold == "ur" and n + 1 < len(toks) and toks[n + 1].fold in _YOU_ARE_NEXT:
            english = "you're"  # "but ur a pizza delivery drone", not "ur cat"
        if language != "en" and t.fold in FOREIGN_WORDS.get(language, {}):
            english = FOREIGN_WORDS[language][t.fold]
        parts = english.split() or [""]
        for k, part in enumerate(parts):
            start = t.start and k == 0 and not abbreviated
            out.append(Word(t.text if k == 0 else "", part, t.cap and k == 0, start, False))
        abbreviated = False
    for i, w in enumerate(out):
        w.i = i
        if language == "en" and i and out[i - 1].en in ("named", "called") and _lower_name(w):
            w.cap, w.text = True, w.text[:1].upper() + w.text[1:]  # "a hamster named biscuit": Biscuit
    return out, language


def _lower_name(w: Word) -> bool:
    """Whether a word after "named" or "called" is a name written in lower case ("biscuit"), not
    "named after", "called out" or "called the ..."."""
    return not w.cap and not w.punct and w.en.isalpha() and w.en not in PREPS | DETS | MODALS | _NOT_NAMES


# an irregular plural's singular, for beings ("oxen": ox, "gingerbread men"), which WordNet keeps as
# nouns of their own; not things, whose plural may be what is meant ("her false teeth")
_IRREGULAR_BEINGS = ("mouse", "goose", "man", "woman", "child", "wolf", "elf", "dwarf", "thief", "calf", "wife", "ox")
_SINGULAR_OF = {IRREGULAR[one]: one for one in _IRREGULAR_BEINGS + ("person",)}


def _singular(word: str) -> str:
    if word in C.CHARACTERS or word in C.PLACES or word in C.ITEMS:
        return word
    if word in _SINGULAR_OF:
        return _SINGULAR_OF[word]
    found = W.lemma(word, "n")
    if (
        found == word
        and word.endswith("s")
        and not word.endswith("ss")
        and _wordnet_category(word) not in ("place", "food")
        and _wordnet_category(word[:-1]) in X.BEINGS
    ):
        return word[:-1]  # "twins": twin, though WordNet also knows the Twins in the sky
    if found == word and _wordnet_category(word) == "place" and not W.names_first(word):
        animal = next((f for f in W.lemmas(word) if f != word and _wordnet_category(f) == "animal"), None)
        if animal is not None:
            return animal  # "flies": fly, though WordNet also knows a theatre's flies (not "Queens")
    if found:
        return found
    singles = [s for s in X.singulars(word) if X.lookup(s)]
    return singles[0] if singles else word


def category(kind: str) -> str:
    """person | animal | monster | machine | place | food | thing | group | unknown for a noun
    (phrase): the lexicon's tables first, then WordNet by the phrase, then by its head."""
    kind = kind.lower().strip()
    head = kind.split()[-1] if kind else ""
    for word in (kind, head, _singular(head)):
        entries = X.lookup(word)
        for e in entries:
            if e.kind == "character":
                return X.creature_kind(e.concept) or "person"
            if e.kind == "place":
                return "place"
            if e.kind == "item":
                return "food" if e.concept in ("cake", "apple", "honey", "cheese", "carrot", "tea", "egg") else "thing"
    for word in (kind, head):
        found = _wordnet_category(word)
        if found == "thing" and word == head and _animal_sense_said(kind):
            return "animal"  # "leopard seals": the seal an animal is said of, not a stamp
        if found:
            return found
    last = _compound_head(head)  # by WordNet alone: "mothership" is a ship, whatever a ship scene is
    found = (_wordnet_category(last) or "unknown") if last else "unknown"
    if found == "unknown" and kind != head and not W.is_noun(head) and not W.is_noun(_singular(head)):
        modifier = kind.split()[-2]  # "squirrel ronin": a head no dictionary knows, said of a squirrel
        being = _wordnet_category(modifier)
        placed = "place" in W.categories(modifier, 4)  # not "Mount Korr": a mount is a horse, but first a peak
        found = being if being in ("person", "animal", "monster", "machine") and not placed else found
    return found


def _animal_sense_said(kind: str) -> bool:
    """Whether a head with an animal sense among its first senses is said after an animal
    ("leopard seal", "tiger shark"), so the animal is meant."""
    words = kind.split()
    if len(words) < 2:
        return False
    head = _singular(words[-1])
    senses = W.categories(head, 12)  # not "the fishes teeth": a part of the body first
    return head not in FRAME and "animal" in senses and senses[0] != "body" and "animal" in W.categories(words[-2], 3)


def _wordnet_category(word: str) -> str | None:
    found = W.category(word)
    if found in ("artifact", "place") and W.is_a(word, ("vehicle.n.01", "craft.n.02"), 1):
        return "machine"  # a ship, a tank, a train: it moves and fights like a machine
    if not found:
        return None
    return {
        "plant": "thing",
        "artifact": "thing",
        "substance": "food" if W.is_a(word, ("food.n.01", "food.n.02"), 2) else "thing",
        "message": "thing",
        "time": "unknown",
    }.get(found, found if found in ("person", "animal", "monster", "machine", "place", "food", "group") else "thing")


@functools.lru_cache(maxsize=4096)
def _compound_head(word: str) -> str | None:
    """The last part of a compound neither the tables nor WordNet know: "bell-ringer" -> ringer,
    "stuntman" -> man, "mapmaker" -> maker (both parts English nouns); else None."""
    if "-" in word.strip("-"):
        if W.lemma(word, "a") == word and not W.is_noun(word):
            return None  # "top-down", "run-down": an adjective WordNet knows whole, no "down" of feathers
        last = word.strip("-").split("-")[-1]
        return last if len(last) > 2 else None
    if len(word) < 6 or not word.isalpha():
        return None
    for cut in range(3, len(word) - 2):
        left, right = word[:cut], word[cut:]
        if W.is_noun(left) and W.is_noun(right) and W.category(right):
            return right
    return None


def ing_form(word: str) -> bool:
    """A verb's -ing form ("marching", "hauling"); not a word that only ends so ("sing", "king")."""
    lemma = _verb_lemma(word)
    return word.endswith("ing") and bool(lemma) and lemma != word


def _creature(kind: str) -> bool:
    """A person, an animal, a monster or a machine: the tables, else one of WordNet's first senses
    ("beavers" is first a fur hat there, then the animal)."""
    if category(kind) in ("person", "animal", "monster", "machine"):
        return True
    if category(kind) in ("place", "food"):
        return False
    head = kind.split()[-1] if kind else ""
    whole_adjective = W.lemma(head, "a") == head and not W.is_noun(head)  # "top-down", "run-down"
    if "-" in head.strip("-") and _creature(head.rsplit("-", 1)[-1]) and not whole_adjective:
        return True  # "a spore-mage" is a mage
    return any(c in ("person", "animal") for c in W.categories(_singular(head), 2))


def _beast(kind: str) -> bool:
    """A creature, or a word one of whose first WordNet senses is an animal, where the sentence
    says it threatens ("the ink eels that lurk", "beware the crabs"): eels are food first there."""
    head = kind.split()[-1] if kind else ""
    return _creature(kind) or (bool(head) and "animal" in W.categories(_singular(head), 2))


def _wrongdoer(noun: str) -> bool:
    """Whether WordNet knows a noun first as a wrongdoer (a thief, a traitor, a saboteur), said
    as one or many."""
    return W.is_a(_singular(noun), WRONGDOERS, 1)


def _placeish(kind: str) -> bool:
    """Whether a noun can name a place: the tables, or one of its first WordNet senses."""
    head = kind.split()[-1] if kind else ""
    if category(kind) == "place":
        return True
    return any(c == "place" for c in W.categories(kind, 3) + W.categories(head, 3)) or W.is_a(head, W._PLACE_ROOTS, 3)


NOUN_TOO = frozenset(["rival", "giant"])  # adjectives before a noun, the noun itself before a name


# the particle that ends a phrasal verb's object ("get the joey back"): never a noun an adjective is of
_ENDS_PHRASAL = frozenset({"back", "up", "out", "away", "off"})
_NAMING = frozenset({"named", "called"})


def _is_adjective(w: Word, nxt: Word | None) -> bool:
    if AGE.fullmatch(w.en) or DECADE.fullmatch(w.en):  # "seventeen-year-old Noor", "in 1920s Chicago"
        return nxt is not None and not nxt.punct
    if w.cap and w.en not in ADJECTIVES:
        return False
    if w.en in ADJECTIVES:
        if w.en in NOUN_TOO and nxt is not None and (nxt.cap or not W.is_noun(nxt.en) or nxt.en in ("named", "called")):
            return False  # "his rival Suzu", "a rival named Gustav": the rival; "two rival bakers": bakers
        return nxt is not None and not nxt.punct and nxt.en not in PREPS and nxt.en not in DETS
    if nxt is None or nxt.punct or nxt.en in PREPS or nxt.en in DETS or nxt.en in _ENDS_PHRASAL | _NAMING:
        return False  # "get the stolen joey back", "a joey named Boomer": the joey, however it ends
    if re.search(r"(ed|ing|y|ful|ous|ic|less)$", w.en) and not X.lookup(w.en) and not W.is_noun(w.en):
        return True
    return bool(W.lemma(w.en, "a")) and not W.is_noun(w.en) and not X.lookup(w.en)


def _verb_here_simple(word: str) -> bool:
    return word.endswith("s") and bool(W.lemma(word, "v")) and W.lemma(word, "v") != word and not X.lookup(word)


# the first halves of a hyphenated move a game verb names ("double-jump", "wall-run", "speed-skate")
_MOVE_MODIFIERS = frozenset(["double", "triple", "wall", "super", "speed", "ground"])


_VERB_PREFIXES = frozenset({"cross", "counter", "over", "under", "out", "mis", "co", "pre"})  # "cross-examine"


def _verb_lemma(word: str) -> str | None:
    if not word or word in DETS or word in PREPS or word in MODALS:
        return None
    found = W.lemma(word, "v")
    if found:
        return found
    head, _, last = word.partition("-")
    move = W.lemma(last, "v") if head in _MOVE_MODIFIERS and last else None
    if move and last in (move, move + "s", move + "es"):
        return move  # "double-jump", "wall-jumps": a way of jumping (not "long-lost")
    verb = W.lemma(last, "v") if head in _VERB_PREFIXES and last else None
    if verb and last in (verb, verb + "s", verb + "es", verb[:-1] + "ies"):
        return f"{head}-{verb}"  # "cross-examines": a verb WordNet does not list whole
    if word in ACTION or any(word in cues.split("|") for cues in G.ARCHETYPES.values()):
        return word[:-1] if word.endswith("s") and word[:-1] in ACTION else word
    said_again = word.startswith("re") and not word.startswith("re-") and len(word) > 5 and not W.is_noun(word)
    again = W.lemma(word[2:], "v") if said_again else None
    if again:
        return "re" + again  # "reshelves": shelving again, a verb WordNet does not list
    # "relights": a goal verb WordNet does not inflect, said in the third person
    for stem in (word[:-1], word[:-2] if word.endswith("es") else "") if word.endswith("s") else ():  # not "bakers"
        if stem in ACTION:
            return stem
    return None


def bare_kind(kind: str) -> str:
    """What a creature is, without the words for its age or rank when a creature is left: "bear
    cub" -> "bear", "ant queen" -> "ant"; "queen" alone, "an aging king" and "the snow queen"
    stay as they are (aging and snow are no creature)."""
    words = X.fold(kind).split()
    while len(words) > 1 and words[-1] in X.RANKS and category(words[-2]) in X.CREATURES:
        words = words[:-1]
    return " ".join(words)


# words of malice: whom they are said of is a foe wherever its clause is ("the evil gerbil is lying")
MALICE = frozenset(
    {"evil", "mean", "wicked", "nasty", "cruel", "sinister", "hostile", "vicious", "villainous", "treacherous"}
    | {"scheming", "malicious", "spiteful", "mischievous", "sneaky", "greedy"}
)
HOSTILE_SAID = frozenset(
    {"hungry", "angry", "evil", "mean", "wicked", "mutant", "killer", "vicious", "wild", "rabid"}
    | {"bad", "nasty", "cruel", "sinister", "hostile", "ferocious", "savage", "rogue", "greedy", "jealous"}
    | {"dreadful", "rival"}
)


def _hostile_said(words: str) -> bool:
    """Whether a phrase says its beings are hostile ("hungry rats", "evil snowmen"); "the bad guy"
    names a role, which a sentence may deny ("The dragon isn't the bad guy")."""
    said = words.lower().split()
    return any(word in HOSTILE_SAID and said[k + 1 : k + 2] not in (["guy"], ["guys"]) for k, word in enumerate(said))


# words that say one flies a craft: in a game, the craft they fly is them ("a fighter pilot")
PILOTS = frozenset({"pilot", "pilots", "aviator", "aviatrix", "airman", "cosmonaut", "spaceman", "ace"})


def flies_craft(kind: str) -> bool:
    """Whether a being's words say they fly a craft ("a fighter pilot", "an aviator")."""
    return bool(PILOTS & set(re.findall(r"[a-z]+", kind.lower())))


def is_craft(word: str) -> bool:
    """Whether a word names a craft or a vehicle (a jet, a starship, a submarine), by WordNet."""
    return W.is_a(_singular(word.lower()), ("craft.n.02", "vehicle.n.01"), 2)
