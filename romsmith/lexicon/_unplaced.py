"""Beings an idea names that its reading put in no role: "walruses" in "two penguins slide across
icebergs to find their mom, walruses in the way" when the reading has no foe, "maid" in "...
so the kitchen maid Gretl must find the comb" when the reading made the prince the hero. The
fidelity check cannot vouch for a game read so (the one left out may be the hero or the foe), so
it says which and caps the score.

A being is a noun the lexicon or WordNet calls a person, an animal or a monster, said as a noun:
not a modifier of the next noun ("fire ant", "pet shop"), not a verb ("escort the princess"), not
a name, a genre word or part of a genre's name ("card battler"), a relative ("my son loves
trucks"), whom the idea is made for ("for my 3rd graders"), a being the idea says is not there
("no scary monsters"), how someone is held ("their town hostage"), a comparative ("closer") or
a noun said of someone already there ("you are the new caretaker", "turns into a crow", "my
hamster is the mayor"; not "there are ninja").
"""

from __future__ import annotations

from romsmith.lexicon import _index as X
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._genres import CUES, GENRE_WORDS
from romsmith.lexicon._intent import Intent
from romsmith.lexicon._vocab import DETS, PREPS
from romsmith.lexicon._words import _singular, _words, category, ing_form

# words for anyone: who they are is no role of the idea's
GENERIC = frozenset(
    {"you", "player", "players", "people", "everyone", "everybody", "someone", "somebody", "anyone", "nobody"}
    | {"one", "ones", "friend", "friends", "kid", "kids", "man", "woman", "guy", "guys", "thing", "creature"}
    | {"creatures", "folk", "folks", "family", "person", "child", "children", "character", "hero", "heroes"}
    | {"game", "animals", "animal", "villagers", "townsfolk", "human", "humans", "more", "most", "other", "others"}
)
# a noun said of someone already there: "you are the new caretaker", "can turn into a crow", "as an intruder"
_LINKS = frozenset({"is", "are", "am", "was", "were", "be", "been", "being", "'re", "re", "become", "becomes"})
_LINKS |= {"into", "as"}
_SUBJECTS = frozenset({"you", "i", "he", "she", "it", "they", "we", "who", "that", "u", "you're", "i'm"})
_HELD = frozenset(
    {"hold", "holds", "holding", "held", "take", "takes", "taking", "took", "taken", "keep", "keeps", "kept"}
)
_HELD_AS = frozenset({"hostage", "hostages", "prisoner", "prisoners", "captive", "captives"})
_GENRE_PHRASES = frozenset(p for cues in CUES.values() for ps in cues.values() for p in ps if " " in p)
_GENRE_PARTS = frozenset(x for phrase in _GENRE_PHRASES for x in phrase.split())
NEGATIONS = frozenset({"no", "not", "without", "never"})
BEINGS = X.BEINGS


def unplaced(idea: str, intent: Intent) -> list[str]:
    """The beings of an English idea that no role of `intent` names, in the order said."""
    words, language = _words(idea)
    if language != "en":
        return []
    said = _roles_text(intent)
    out: list[str] = []
    for k, word in enumerate(words):
        e = word.en
        if word.punct or not e or len(e) < 3 or e in GENERIC or e in DETS or e in GENRE_WORDS:
            continue
        if (word.cap and not word.start) or _modifier(words, k) or not _noun_here(words, k) or _quality(words, k):
            continue
        if category(e) not in BEINGS or W.is_a(_singular(e), ("relative.n.01",)):
            continue
        if any(x.en in NEGATIONS for x in words[max(0, k - 3) : k]):
            continue
        if _predicate(words, k) or _genre_part(words, k) or _held_as(words, k) or _requesters(words, k):
            continue
        if _verb_after_name(words, k) or _apposed(words, k, said):
            continue
        if e.endswith("er") and W.lemma(e, "a") not in (None, e):
            continue  # a comparative: "swims closer"
        single = _singular(e)
        if f" {e} " in said or f" {single} " in said or f" {single}s " in said:
            continue
        if any(W.kind_of(single, kind) for kind in _role_kinds(intent)):
            continue  # "the last herd of wild horses ... rope the stallions": the horses said again
        if e not in out:
            out.append(e)
    return out


# what a goal's object is when the reading could not name it: "find them", "get ... back"
UNNAMED = frozenset(
    {"it", "them", "him", "her", "us", "me", "you", "one", "ones", "this", "that", "these", "those", "all", "each"}
    | {"back", "up", "out", "away", "way", "something", "everything", "anything"}
)


def unnamed(intent: Intent) -> list[str]:
    """The goal's objects the reading could not name: a pronoun or a particle ("find them",
    "get the stolen joey back" read as "back"), or a deed said as an -ing form ("find out what's
    making the noises" read as "making"). A game cannot show that its goal is done to them."""
    out = []
    for thing in intent.goal.objects:
        words = thing.kind.lower().split()
        last = words[-1] if words else ""
        if thing.kind.lower() in UNNAMED or (ing_form(last) and W.is_deed(last)):
            out.append(thing.kind)
    return out


def _role_kinds(intent: Intent) -> list[str]:
    """The head noun of each being's kind and each goal object's, singular."""
    kinds = [b.kind for b in _beings(intent)] + [o.kind for o in intent.goal.objects]
    heads = [_singular(k.split()[-1].lower()) for k in kinds if k and k.split()]
    return [h for h in heads if h not in GENERIC]  # a "person" is no kind a being is said again by


def _beings(intent: Intent) -> list:
    return intent.heroes + intent.opponents + intent.helpers + intent.bystanders


def _roles_text(intent: Intent) -> str:
    parts: list[str] = []
    for b in _beings(intent):
        parts += [b.kind, b.words, b.name or "", b.title or ""]
    parts += [x for o in intent.goal.objects for x in (o.kind, o.words)]
    parts += [x for p in intent.places for x in (p.kind, p.words)]
    return " " + " ".join(p.lower() for p in parts) + " "


def _predicate(words, k: int) -> bool:
    """Whether word k is said of someone the idea has named already: after a link ("you are the
    new caretaker", "the players are five adventurers", "turns into a crow", "see him as an
    intruder", "As Farmer Jo's loyal sheepdog"), past its article, count and describing words."""
    j = k - 1
    while j >= 0 and not words[j].punct and (words[j].en in DETS or _describes(words[j].en) or _owner(words[j])):
        j -= 1
    if j < 0 or words[j].punct or words[j].en not in _LINKS:
        return False
    if j == k - 1:  # "to become queen", "recruits her vegetables as fighters"; not "there are ninja", "such as"
        return words[j].en in ("into", "as", "become", "becomes", "became") and _said_as(words, j, k)
    if words[j].en in ("into", "as", "become", "becomes", "be", "been", "being"):
        return True
    subject = words[j - 1] if j else None  # "my hamster is the mayor"; not "there are ninja", "the catch is the bees"
    return subject is not None and (subject.en in _SUBJECTS or subject.cap or category(subject.en) in BEINGS)


def _said_as(words, j: int, k: int) -> bool:
    """Whether "as" at word j says what the being at word k is taken for, not "such as" nor "as"
    meaning while ("... through the winter as soldiers from both sides come knocking")."""
    if words[j].en != "as":
        return True
    after = words[k + 1] if k + 1 < len(words) else None
    ends = after is None or after.punct or after.en in ("to", "and", "or", "for", "of", "in", "on", "at")
    return ends and (j == 0 or words[j - 1].en != "such")


def _describes(word: str) -> bool:
    return word.isdigit() or (bool(W.lemma(word, "a")) and not W.is_noun(word))


def _owner(word) -> bool:
    """A possessive or a name in one ("Farmer Jo's")."""
    return word.en.endswith("'s") or (word.cap and not word.start)


def _genre_part(words, k: int) -> bool:
    """Whether word k is part of a genre's name said here ("card battler", "tile-sliding brainteaser",
    "an endless-runner", "Turn-based battler")."""
    e = words[k].en
    if e.replace("-", " ") in _GENRE_PHRASES:
        return True
    if e not in _GENRE_PARTS:
        return False
    if k and "-" in words[k - 1].en:
        return True
    before = words[k - 1].en.split("-")[-1] if k else ""
    after = words[k + 1].en if k + 1 < len(words) else ""
    return f"{before} {e}" in _GENRE_PHRASES or f"{e} {after}" in _GENRE_PHRASES


_AFTER_MOVES = PREPS | {"to", "ahead", "away", "back", "off", "out", "up", "down", "along", "around", "about"}


def _verb_after_name(words, k: int) -> bool:
    """Whether word k is the verb of a name before it ("a seabird named Quill scouts ahead",
    "Bramble volunteers to look", "Gloop oozes through a sewer maze")."""
    e, prev = words[k].en, words[k - 1] if k else None
    nxt = words[k + 1].en if k + 1 < len(words) else ""
    named = prev is not None and prev.cap and not prev.start and not prev.punct
    return named and e.endswith("s") and W.lemma(e, "v") not in (None, e) and nxt in _AFTER_MOVES


def _apposed(words, k: int, said: str) -> bool:
    """Whether word k names again a being a role already says, beside it: "Mayor Flufferton the
    cat", "his old partner, a dancing bear, who ...", "Pim the owl"."""
    j = k - 1
    while (
        j >= 0
        and not words[j].punct
        and words[j].en not in DETS
        and (W.lemma(words[j].en, "a") or words[j].en.endswith("ing"))
    ):
        j -= 1  # past "old", "dancing"
    if j < 1 or words[j].en not in ("the", "a", "an"):
        return False
    before = words[j - 1]
    if before.punct and before.en == "," and j >= 2:  # "his old partner, a dancing bear, ..."
        return _closed(words, k) and not words[j - 2].punct and f" {words[j - 2].en} " in said
    return before.cap and not before.punct and f" {before.en} " in said  # "Mayor Flufferton the cat"


def _closed(words, k: int) -> bool:
    """Whether an apposition ends after word k: at a mark, "who" or "that", or a name and a mark
    ("a nervous boy called Tam, must ..."; not "..., a stable boy named Finn has until ...")."""
    rest = words[k + 1 : k + 4]
    if not rest or rest[0].punct or rest[0].en in ("who", "that", "which"):
        return True
    return rest[0].en in ("named", "called") and (len(rest) < 3 or rest[2].punct)


def _held_as(words, k: int) -> bool:
    """Whether word k says how someone is held ("holding their town hostage", "took him prisoner")."""
    return words[k].en in _HELD_AS and any(x.en in _HELD for x in words[max(0, k - 5) : k])


def _requesters(words, k: int) -> bool:
    """Whether word k names whom the idea is made for ("for my 3rd graders:", "for our students")."""
    said = [x.en for x in words[max(0, k - 4) : k]]  # "for my 3 rd graders"
    return "for" in said and any(x in ("my", "our") for x in said[said.index("for") :])


_FUNCTION_WORDS = DETS | PREPS | {"and", "or", "but", "so", "than", "then", "to", "too", "nor", "yet", "as"}


def _quality(words, k: int) -> bool:
    """Whether word k says what someone or something is like ("gone crazy", "way too heavy", "the
    great bellows", "young Marie Curie", "Straight from my table"): a word WordNet knows as an
    adjective and the lexicon's tables not as a creature is a being only after a determiner or an
    owner, past describing words, and, when WordNet knows it in few senses as a noun, with no noun
    after it ("his master", "every boss guards a crystal", "the great bellows")."""
    e = words[k].en
    if W.lemma(e, "a") != e or _creature_word(e):
        return False
    j = k - 1
    while j >= 0 and not words[j].punct and W.lemma(words[j].en, "a") == words[j].en and words[j].en not in DETS:
        j -= 1  # "his old sweetheart"
    owned = j >= 0 and not words[j].punct and (words[j].en in DETS or words[j].en.endswith("'s"))
    # a noun of few senses before a noun describes it ("the ancient runes"); "the master returns" does not
    return not owned or (W.common_senses(e) <= 3 and _noun_next(words, k))


def _creature_word(word: str) -> bool:
    return any(entry.kind == "character" for entry in X.lookup(word))


def _noun_next(words, k: int) -> bool:
    """Whether the word after word k may be the noun it describes: a noun, a compound ("ice-dance"),
    a name, or a word WordNet does not know ("a young wayfinder")."""
    nxt = words[k + 1] if k + 1 < len(words) else None
    if nxt is None or nxt.punct or not nxt.en or nxt.en in _FUNCTION_WORDS:
        return False
    unknown = nxt.en.isalpha() and not (W.is_verb(nxt.en) or W.lemma(nxt.en, "a"))
    return W.is_noun(nxt.en) or "-" in nxt.en or (nxt.cap and not nxt.start) or unknown


def _modifier(words, k: int) -> bool:
    """Whether word k modifies the noun after it ("fire ant", "pet shop"; not "a troll watches")."""
    nxt = words[k + 1] if k + 1 < len(words) else None
    if not nxt or nxt.punct or not nxt.en or not W.is_noun(nxt.en):
        return False
    said_of_it = nxt.en.endswith("s") and _singular(words[k].en) == words[k].en and W.is_verb(nxt.en)
    return not said_of_it


def _noun_here(words, k: int) -> bool:
    """Whether word k is said as a noun: no verb only, no verb said as one ("escort the ...")."""
    e = words[k].en
    nxt = words[k + 1].en if k + 1 < len(words) else ""
    if W.is_verb(e) and (nxt in DETS or nxt in ("him", "them", "it", "you", "us", "me")):
        return False  # "a shepherd girl guards her flock": a verb, its object next
    if _creature_word(e) or _creature_word(_singular(e)):
        return True  # a creature of the lexicon's tables ("troll", though WordNet's troll is mostly a verb)
    if W.is_verb(e) and not W.is_noun(e):
        return False
    if W.mostly_verb(e):
        return False
    if not W.is_verb(e) or (e.endswith("s") and _singular(e) != e):
        return True
    prev = words[k - 1] if k else None
    return bool(prev and not prev.punct and (prev.en in DETS or prev.en.endswith("'s")))
