"""Noun phrases of an idea: where one starts and ends (determiners, counts, adjectives, titles
and names), its head and kind, a possessive's owner, and the `Being` a phrase names."""

from __future__ import annotations

import re
from dataclasses import dataclass

from romsmith.lexicon import _concepts as C
from romsmith.lexicon import _index as X
from romsmith.lexicon import _languages as L
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._extract import TITLES
from romsmith.lexicon._genres import CUES, GENRE_WORDS, read_genre
from romsmith.lexicon._intent import Being
from romsmith.lexicon._vocab import (
    ACTION,
    ADJECTIVES,
    CHAINS,
    CONJUNCTIONS,
    COUNTS,
    DETS,
    FRAME,
    MODALS,
    NEGATED,
    PARTICLES,
    PREPS,
    UNITS,
)
from romsmith.lexicon._word_forms import (
    IRREGULAR_PARTICIPLES,
    OBJECT_WORDS,
    PAST_FORMS,
    _compound_ing,
    _participle,
    _perfect,
    _present_participle,
)
from romsmith.lexicon._words import (
    AGE,
    CATS,
    Word,
    _creature,
    _is_adjective,
    _singular,
    _verb_here_simple,
    _verb_lemma,
    _words,
    category,
)

TITLE_KIND = {
    "sir": "knight",
    "dame": "knight",
    "mrs": "woman",
    "mr": "man",
    "ms": "woman",
    "miss": "woman",
    "dr": "doctor",
}  # "Sir Cedric the bold": a knight; "Captain Vega": a captain


def _ends_here(x: Word, nxt: Word | None) -> bool:
    """Whether an adverb after a noun ends its phrase: one only an adverb ("safely", "not"), or one
    an adjective too before a pause ("a collapsing theatre together,"), not "the perfect new shell"."""
    return not W.lemma(x.en, "a") or nxt is None or nxt.punct or nxt.en in PREPS | DETS | {"to", "and", "or"}


SAME_PLURALS = frozenset({"fish", "sheep", "deer", "people", "moose", "bison", "salmon", "squid"})  # "the sheep keep"
# what many do before "to", said as a plural's verb: "the fish try to eat him", "the wolves want to"
_MANY_CHAINS = frozenset({"want", "try", "need", "hope", "decide", "learn", "begin", "start"})


def _many(noun: str) -> bool:
    """Whether a noun as said is many: a plural, or one that is its own plural ("sheep", "fish")."""
    return noun != _singular(noun) or noun in SAME_PLURALS


@dataclass
class Phrase:
    """A noun phrase: its words (modifiers dropped), its head, what it owns, its count."""

    start: int
    end: int  # exclusive
    head: str
    kind: str  # the phrase as a kind ("moon base", "lighthouse keeper")
    words: str
    count: int | None = None
    plural: bool = False
    name: str | None = None
    title: str | None = None
    owner: Phrase | None = None
    cap_unknown: bool = False  # a capitalised word nothing knows ("Paris")


# what a sentence that only names the genre says beside it ("It is a platform game,", "A cozy farming sim.")
GENRE_FILLER = frozenset(
    {"it", "is", "it's", "its", "this", "a", "an", "the", "game", "games", "style", "kind", "of", "sort", "type"}
    | {"my", "our", "idea", "little", "simple", "cozy", "short", "retro", "classic", "old-school", "2d", "new"}
    | {"top-down", "side-scrolling", "sidescrolling", "vertical", "horizontal", "arcade", "pixel", "8-bit", "16-bit"}
)


# "two kinds of mushroom folk": what there are kinds of is the noun
_KINDS_OF = frozenset({"kind", "kinds", "type", "types", "sort", "sorts", "breed", "breeds"})
# "one by one", "one final time", "one at a time", "one more time": how often, after a noun
_ONCE = frozenset({"by", "at", "final", "last", "more"})
# a deed of hiding or taking said of the thing before its doer: "the gold grandpa buried"
_HID = frozenset({"hid", "buried", "stole", "took", "scattered", "dropped", "swiped", "stashed", "snatched"})
# kin said without a determiner, as a name is ("grandpa buried", not "the mob boss took")
_KIN_NAMES = frozenset({"grandpa", "grandma", "granny", "gran", "grandad", "mom", "mum", "dad", "mommy", "daddy"})


class Phrases:
    """The words of one idea and the noun phrases in them."""

    def __init__(self, idea: str):
        self.idea = idea
        self.w, self.language = _words(idea)
        self.genre = read_genre(idea)
        self.skip: set[int] = set()  # words of the genre clause
        self.goal_end: int | None = None  # where a form's goal field ends: no purpose is read past it
        self.deed_at: int | None = None  # the verb of a framed player's deed ("..., you climb"): the main verb
        self.lead: tuple[int, int] | None = None  # a leading side clause ("when the moon goes dark,")
        self.lead_quest: int | None = None  # where what a leading "in search of X," seeks starts
        self.moved_at: int | None = None  # a way of moving passed for the goal after it ("to climb X and rescue")
        self.as_ordered = False  # "as Mira, find ...": an order to a player the idea names
        self.as_hero: Phrase | None = None  # "as a mole, dig ...": who the imperative's player is
        self.lead_foe: Phrase | None = None  # "hunted by bounty hunters, the smuggler ...": the hunters
        self.lead_helper: Phrase | None = None  # "together with a grumpy troll, a fairy ...": the troll
        self.foe_owners: list[Phrase] = []  # "the Bone Baron's skeleton legion": the baron leads the foes
        plain = [x for x in self.w if not x.punct and len(x.en) > 2 and x.en not in DETS]
        self.title_case = len(plain) >= 3 and all(x.cap for x in plain)

    # ---- the genre clause ----
    def _set_aside_genre(self) -> None:
        strong = {p for g, words in self.genre.words.items() for p in words if p in CUES[g]["strong"]}
        cue_words = {x for p in strong for x in p.split()}  # "talk to the suspects:" is the story, not a genre
        w = self.w

        def genreish(span) -> bool:  # "auto-battler", "Tetris-style": each part of the word
            return any(x.en in cue_words or all(p in cue_words for p in x.en.split("-") if p) for x in span)

        theme = (
            next((x.i for x in w[:6] if x.punct and x.text in (".", ":")), None) if w and w[0].en == "theme" else None
        )
        if theme is not None:  # "Theme: Only One. A shooter but ...", "Theme Reversal: ...": a jam's theme
            end = next((x.i for x in w[theme + 1 : theme + 5] if x.punct and x.text == "."), theme)
            self.skip.update(range(end + 1))
        start = next((x.i for x in w if x.i not in self.skip), len(w))
        end = next((x.i for x in w[start : start + 9] if x.punct), None)
        end = end if end is not None and w[end].text in (",", ";", ":") else None  # a sentence is read on its own
        if (
            end is not None
            and genreish(w[start:end])
            and all(genreish([x]) or x.en in GENRE_FILLER for x in w[start:end])
        ):
            self.skip.update(range(end + 1))  # "It is platform game, player is ...", "A cozy farming sim: ..."
            start = end + 1
        # "like Zelda but you're a frog knight", "Doom but you're a janitor", "Celeste but it's a snail"
        but = next((x.i for x in w[start : start + 8] if x.en == "but"), None)
        if (
            but is not None
            and but + 2 < len(w)
            and (w[start].en == "like" or w[but + 1].en in ("you", "you're", "youre", "it", "it's", "the"))
        ):
            said = [x for x in w[start + 1 : but] if not x.cap and x.en not in GENRE_WORDS | FRAME]
            if w[start].en == "like" or not any(_verb_lemma(x.en) == x.en for x in said):
                self.skip.update(range(but + 1))
        if start + 1 < len(w) and w[start].en == "in" and w[start + 1].en in ("this", "the", "a", "my", "our"):
            named = [x.i for x in w[start : start + 6] if genreish([x])]  # "In this vertical shooter you fly ..."
            after = named[-1] + 1 if named else None
            if after is not None and after < len(w) and (w[after].en in ("you", "we") or w[after].text == ","):
                self.skip.update(range(after + (w[after].text == ",")))
        colon = next((x.i for x in w[start : start + 6] if x.punct and x.text == ":"), None)
        if colon is not None and any(x.en in ("meets", "with", "x") for x in w[start:colon]):
            self.skip.update(range(colon + 1))  # "Pokemon meets cooking:", "Stardew with pirates:"
        for x in w[:14]:  # "write me a game where", "a story about": the frame is no part of the story
            if (
                x.en in ("where", "about", "which", "whose")
                and any(y.en in FRAME for y in w[: x.i])
                and _no_clause(w[: x.i])
            ):
                self.skip.update(range(x.i + 1))
                break
        colon = next((x.i for x in w if x.punct and x.text == ":"), None)
        if colon is not None and genreish(w[:colon]):
            self.skip.update(range(colon + 1))
        for x in w[:14]:
            if x.en in ("where", "about", "which", "whose") and genreish(w[: x.i]) and _no_clause(w[: x.i]):
                self.skip.update(range(x.i + 1))
                break
        commas = [x.i for x in w if x.punct and x.text == ","]
        for c in commas:
            tail = w[c + 1 :]
            if genreish(tail) and len(tail) <= 6 and not any(y.en in MODALS for y in tail):  # not ", must shoot"
                self.skip.update(range(c, len(w)))
                break
        for x in w:
            # "an RPG where": the genre word itself is no noun of the story
            if x.en in GENRE_WORDS and x.i not in self.skip and (x.cap or x.en == "rpg"):  # not "Shoot down"
                self.skip.add(x.i)

    def live(self, i: int) -> bool:
        return 0 <= i < len(self.w) and i not in self.skip

    # ---- noun phrases ----
    def _repeated(self, i: int, n: int) -> bool:
        """Whether words i.. say how often, a noun after itself ("level after level", "batch by
        batch"); not "wave after wave of bug fighters", whose fighters are the phrase."""
        w = self.w
        return (
            i + 2 < n
            and w[i + 1].en in ("after", "by")
            and w[i + 2].en == w[i].en
            and not (i + 3 < n and w[i + 3].en == "of")
        )

    def phrase(self, i: int, *, stop: int | None = None, subject: bool = False) -> tuple[Phrase | None, int]:
        """The noun phrase starting at word i (after determiners and modifiers): (phrase, next index).
        A subject's phrase ends at its verb; `stop` ends any phrase."""
        w, n = self.w, min(len(self.w), stop if stop is not None else len(self.w))
        start, count = i, None
        while i < n and self.live(i) and not w[i].punct and (w[i].en in DETS or w[i].en in COUNTS or w[i].en.isdigit()):
            if i + 1 < n and AGE.fullmatch(f"{w[i].en}-{w[i + 1].en}"):
                i += 2  # "an 8-year-old girl": an age, not eight girls
                continue
            if i + 2 < n and w[i + 1].en in ("year", "years") and w[i + 2].en == "old":
                i += 3  # "a 10 year old boy"
                continue
            if w[i].en in COUNTS:
                count = min(COUNTS[w[i].en], 12)
            elif w[i].en.isdigit():
                count = min(int(w[i].en), 12)  # "100 coins": many; the intent counts up to 12
            i += 1
        if i > start and w[i - 1].en in ("twins", "couple", "pair") and not self._noun_at(i, n):
            i -= 1  # "the twins must find": the twins are the noun, two of them
        if i > start and i + 2 < n and w[i].en in _KINDS_OF and w[i + 1].en == "of":
            i += 2  # "two kinds of mushroom folk": the folk, of two kinds
        one = i + (i < n and w[i].en == "last")
        if one + 2 < n and w[one].en == "one" and w[one + 1].en == "of" and i > start:
            return self.phrase(one + 2, stop=stop, subject=subject)  # "free every one of your friends"
        k = i + 2
        while k + 1 < n and w[k].en in ADJECTIVES:
            k += 1  # "a swarm of angry bees"
        if (
            k < n
            and w[i].en in UNITS
            and w[i + 1].en == "of"
            and w[k].en not in COUNTS
            and w[k].en not in DETS
            and (_creature(_singular(w[k].en)) or (subject and w[k].en.endswith("s") and not w[k].cap))
        ):
            count, i = 2, i + 2  # "a flock of geese", "a band of vegetables fights": them, more than one
        if (
            i < n
            and w[i].en in UNITS
            and i + 2 < n
            and w[i + 1].en == "of"
            and (w[i + 2].en in COUNTS or w[i + 2].en.isdigit())
        ):
            count = min(COUNTS.get(w[i + 2].en) or int(w[i + 2].en), 12)  # "a team of 4 kids"
            i += 3
            verb_next = i + 1 < n and w[i + 1].en in MODALS | {"has", "have", "had", "is", "are", "was", "were", "must"}
            if (
                i >= n
                or not self.live(i)
                or (
                    w[i].en.endswith("s")
                    and _verb_lemma(w[i].en) not in (None, w[i].en)
                    and not verb_next
                    and not (i + 1 < len(w) and self._finite_s(w[i + 1].en))  # "three cooks battles": cooks
                )
            ):
                # "a party of three fights slimes": the party's heroes are the subject
                said = " ".join(x.text for x in w[start:i] if x.text)
                return Phrase(start, i, "hero", "hero", said, count=count, plural=True), i
        if self._repeated(i, n):
            return None, i + 3  # "brew the antidote, batch after batch, until ...": how often, no thing
        title = None
        nouns: list[int] = []
        i = self._adjective_list(i, n) or i  # "the red, blue and green crystals": one phrase, the crystals
        while (
            i < n
            and self.live(i)
            and not w[i].punct
            and not w[i].cap
            and _is_adjective(w[i], w[i + 1] if i + 1 < n else None)
            and not (subject and i + 1 < n and self._noun_before_verb(w[i], w[i + 1]))
        ):
            i += 1  # "a shy giant wants ...": the last word before the verb is the noun
        titled = i < n and (
            w[i].en in TITLES
            or (w[i].cap and category(w[i].en) == "person" and not X.lookup(w[i + 1].en if i + 1 < n else ""))
        )
        if titled and i + 1 < n and self._name_word(i + 1, after_title=True):
            title = w[i].text.title()
            i += 1
        elif i + 1 < n and w[i + 1].en in TITLES and i + 2 < n and self._name_word(i + 2, after_title=True):
            nouns.append(i)  # "Pirate captain Nell": a pirate, Captain Nell
            title = w[i + 1].text.title()
            i += 2
        while i < n and self.live(i) and not w[i].punct:
            x = w[i]
            nxt = w[i + 1] if i + 1 < n and self.live(i + 1) else None
            if x.en == "can" and nouns and nxt is not None and self._can_noun(nxt):
                nouns.append(i)  # "the golden trash can lid", "a ship of tin cans": a can, not a modal
                i += 1
                continue
            named = title is not None and not nouns and x.cap  # "Aunt May": a name, not the modal
            if (
                x.en in DETS
                or x.en in PREPS
                or (x.en in MODALS and not named)
                or x.en in ("and", "or", "who", "that", "which")
            ):
                break
            if nouns and x.en in NEGATED:
                break  # "The sand wyrms don't like visitors": the wyrms, then what they do not do
            if x.en in CONJUNCTIONS or (nouns and x.en in ("somewhere", "anywhere", "everywhere", "nowhere")):
                break  # "across the Ashen Wastes while vultures circle", "a traveling fair somewhere in"
            it_did = x.en == "it" and nxt is not None and _verb_lemma(nxt.en) not in (None, nxt.en)  # "it sucked up"
            if nouns and (x.en in ("he", "she", "they", "we", "i", "you", "so") or it_did):
                break  # "all the fires he started": the fires; "the windmills of Millby so the village ..."
            if x.en in L.NAME_CUES or x.en in ("named", "called"):
                break
            if title and nouns and not self._name_word(i, after_title=True):
                break
            if nouns and (
                x.en == "home" or (nxt is not None and nxt.en in ("its", "his", "her", "their") and _verb_lemma(x.en))
            ):
                break
            if subject and nouns and self._verb_here(i, nouns):
                break
            if subject and nouns and x.en in ("had", "has", "have") and nxt is not None:
                break  # "a snowman had to carry": the snowman
            if nouns and x.en in ("left", "remaining", "alive") and (nxt is None or nxt.punct):
                break  # "the last pilot left,": the pilot, the one who remains
            if nouns and x.en in ("again", "anymore", "already", "forever"):
                break  # "lost his hammer again": the hammer
            if nouns and nxt is not None and nxt.en in _HID and x.en in _KIN_NAMES:
                break  # "the pirate gold grandpa buried": the gold, which grandpa buried
            if nouns and (self._repeated(i, n) or (x.en == "one" and nxt is not None and nxt.en in _ONCE)):
                break  # "beat the glitch monsters level after level", "the Snail Fleet one final time"
            if nouns and x.en in ("had", "has", "have") and i + 1 < len(w) and _perfect(w[i + 1].en):
                break  # "the fox has found a map": the fox, no "fox ha"
            if (
                nouns
                and nxt is not None
                and nxt.en == "to"
                and (
                    x.en in CHAINS - {"has", "had", "sets", "goes", "comes"}
                    or (x.en in _MANY_CHAINS and _many(w[nouns[-1]].en))
                )
            ):
                break  # "a robot sitting on the shelf wants to find a friend": the shelf; "the fish try to"
            if nouns and nxt is not None and x.en == "keep" and nxt.en.endswith("ing") and _many(w[nouns[-1]].en):
                break  # "the sheep keep escaping the pen": the sheep
            if nouns and nxt is not None and x.en in _ADVERBS_BEFORE_VERB:
                break  # "a zombie just wants to deliver flowers": the zombie
            if nouns and x.en in ("was", "were", "is", "are") and nxt is not None:
                break  # "the crown of Eldermoor was stolen": Eldermoor, no "Eldermoor wa"
            if nouns and W.lemma(x.en, "r") and not W.lemma(x.en, "n") and not X.lookup(x.en) and _ends_here(x, nxt):
                break  # "escorts the queen safely to ...", "the theatre together,", "your boss not to": an adverb
            if nouns and _participle(x.en, nxt):
                break  # "an astronaut stranded on mars": a participle after the noun ends it
            if nouns and _present_participle(x.en, nxt) and not _compound_ing(w[nouns[-1]].en, x.en, nxt):
                break  # "a librarian shoving bookcases": the librarian
            if (
                nouns
                and x.en in PARTICLES
                and (nxt is None or nxt.punct or nxt.en in PREPS or nxt.en in DETS or nxt.en == "together")
            ):
                break  # "carry the wounded knight back to the castle": the knight; "put the map back together"
            if not nouns and _is_adjective(x, nxt) and not (subject and nxt and self._noun_before_verb(x, nxt)):
                i += 1
                continue
            if nouns and x.cap and not w[nouns[-1]].cap and not X.lookup(x.en) and not self._known(x.en) and not title:
                break  # "the robot Rolo": a name after the noun; "rival Monsieur Fromage": the title's name
            if nouns and self._name_after(i):
                break  # "ace pilot Kestrel": a name, though a kestrel is a bird
            nouns.append(i)
            i += 1
        if not nouns:
            return None, i
        if title:  # the title's name: "Captain Vega", "Pirate captain Nell"
            kinds = [k for k in nouns if not self._name_word(k, after_title=True)]
            named = [k for k in nouns if k not in kinds]
            words = [w[k].en for k in kinds] or [TITLE_KIND.get(title.lower(), title.lower())]
            ph = Phrase(
                start,
                i,
                _singular(words[-1]),
                " ".join(words[:-1] + [_singular(words[-1])]),
                " ".join(x.text for x in w[start:i] if x.text),
                count=count,
                title=title,
                name=" ".join(w[k].text for k in named) or None,
            )
            return ph, i
        if self.language != "en":  # untranslated words beside a known noun are its modifiers
            known = [k for k in nouns if X.lookup(w[k].en) or W.is_noun(w[k].en) or w[k].cap]
            nouns = known or nouns
        words = [w[k].en for k in nouns if w[k].en]
        if not words:
            return None, i
        head = words[-1]
        single = _singular(head)
        if single != head and w[nouns[-1]].cap and not (W.is_common_noun(single) or X.lookup(single) or X.lookup(head)):
            single = head  # "Elias", "Marcus": a name that ends in s, no plural
        kind = " ".join([*words[:-1], single])
        cap_unknown = all(w[k].cap for k in nouns) and not self._known(kind) and not X.lookup(kind)
        ph = Phrase(
            start,
            i,
            single,
            kind,
            " ".join(x.text for x in w[start:i] if x.text),
            count=count,
            plural=single != head,
            title=title,
            cap_unknown=cap_unknown,
        )
        if all(w[k].cap for k in nouns) and not X.lookup(kind) and self._name_word(nouns[0]):
            ph.name = " ".join(w[k].text for k in nouns)  # a proper name: a person, or a place
        # a possessive: "the witch's candy house" -> house, owned by the witch
        if i < n and (w[i].text.endswith("'s") or w[i].text.endswith("’s")):
            pass
        return ph, i

    @staticmethod
    def _noun_before_verb(x, nxt) -> bool:
        """'a shy giant wants': a creature word the tables call an adjective is the noun before a verb."""
        return _creature(x.en) and _verb_here_simple(nxt.en)

    def _noun_at(self, i: int, n: int) -> bool:
        """Whether a noun or its modifier is said at word i (not a verb, a modal or the end)."""
        w = self.w
        if i >= n or not self.live(i) or w[i].punct or w[i].en in MODALS or w[i].en in PREPS:
            return False
        return not _verb_lemma(w[i].en)  # "the twins escape": a verb, though "escape" is a noun too

    @staticmethod
    def _finite_s(word: str) -> bool:
        """A verb's third-person form ("battles", "guards")."""
        lemma = _verb_lemma(word)
        return word.endswith("s") and lemma is not None and lemma != word

    @staticmethod
    def _acts(x) -> bool:
        """A verb's third-person form that names a way to win ("fights", "rescues")."""
        lemma = _verb_lemma(x.en)
        return x.en.endswith("s") and lemma is not None and lemma != x.en and lemma in ACTION

    @staticmethod
    def _can_noun(nxt) -> bool:
        """'trash can lid': "can" before a noun that is no verb is a can (a modal is followed by a verb)."""
        return not nxt.punct and W.is_noun(nxt.en) and not _verb_lemma(nxt.en)

    def _known(self, word: str) -> bool:
        return bool(X.lookup(word)) or W.is_noun(word) or bool(W.lemma(word, "a")) or bool(W.lemma(word, "v"))

    def _name_word(self, i: int, after_title: bool = False) -> bool:
        """A capitalised word that names someone or somewhere: not at the start of a sentence unless
        nothing knows it or a title comes before, never a title or a word of the lexicon's tables."""
        x = self.w[i] if 0 <= i < len(self.w) else None
        if x is None or x.punct or not x.cap or x.en in TITLES or i in self.skip:
            return False
        if self.title_case and not after_title:
            return False
        if after_title:
            return not X.lookup(x.en) or x.en not in C.CHARACTERS
        if x.start or (self.language == "de" and not x.start):
            return not self._known(x.en) and not X.lookup(x.en)
        return not X.lookup(x.en)

    def _name_after(self, i: int) -> bool:
        """A capitalised word right after a lowercase word for a person or creature, where the phrase ends:
        the person's name even when it is also a word ("ace pilot Kestrel", "ex-cop Rook and")."""
        w = self.w
        x = w[i] if 0 < i < len(w) else None
        if x is None or x.punct or not x.cap or x.start or x.en in TITLES or self.title_case or i in self.skip:
            return False
        prev = w[i - 1]
        if prev.punct or prev.cap or category(prev.en.split("-")[-1]) not in ("person", "animal", "monster"):
            return False  # "her cat Whiskers", "the dragon Smaug" too
        for back in range(i - 2, -1, -1):  # "In winter little girl Mei go": a preposition's phrase goes on
            if w[back].punct or (_verb_lemma(w[back].en) and not W.is_noun(w[back].en) and w[back].en not in PREPS):
                break
            if w[back].en in PREPS:
                return False
        nxt = w[i + 1] if i + 1 < len(w) else None
        if nxt is not None and nxt.cap and not nxt.punct and not X.lookup(nxt.en) and nxt.en not in TITLES:
            nxt = w[i + 2] if i + 2 < len(w) else None  # "accountant Martin Kowalski has to": a surname
        return (
            nxt is None
            or nxt.punct
            or nxt.en in ("and", "or", "who")
            or nxt.en in MODALS
            or (bool(_verb_lemma(nxt.en)) and not nxt.cap and nxt.en not in DETS | PREPS)
        )

    def _adjective_list(self, i: int, n: int) -> int | None:
        """Where the noun after a list of colours or other adjectives starts ("red, blue and green
        crystals", "red or yellow potions"), else None."""
        w = self.w
        k = i
        while k + 1 < n and (w[k].en in ADJECTIVES or W.lemma(w[k].en, "a")) and not w[k].cap:
            if w[k].en in MODALS | DETS:
                return None  # "in the world and must ...": no list
            sep = w[k + 1]
            if sep.en in ("and", "or") or sep.text == ",":
                k += 2 if not (sep.text == "," and k + 2 < n and w[k + 2].en in ("and", "or")) else 3
                continue
            noun = not sep.punct and sep.en not in MODALS | DETS | PREPS and W.is_noun(sep.en)
            return k if k > i and noun and self.live(k) else None  # the last adjective, then the noun
        return None

    def _common(self, word: str) -> bool:
        """A common noun WordNet knows as a plain word (not only as a proper name: 'Paris', 'Rosa')."""
        return any(s.lexname() != "noun.location" or s.name().split(".")[0] == word for s in W._synsets(word)[:1]) and (
            word != "paris"
        )

    def _verb_here(self, i: int, nouns: list[int]) -> bool:
        """Whether word i, after the nouns of a subject, is its verb."""
        w = self.w
        x = w[i]
        lemma = _verb_lemma(x.en)
        if lemma is None:
            return False
        nxt = w[i + 1] if i + 1 < len(w) else None
        prev = w[i - 1]
        if (
            (prev.en in ADJECTIVES and not self._noun_before_verb(prev, x))
            or prev.en in DETS
            or (prev.en in COUNTS and prev.en != "twins" and not (i >= 2 and w[i - 2].en == "of"))
        ):
            return False  # "three fights" is a count's noun; "a party of three fights" is a verb
        if W.lemma(prev.en, "a") and not W.is_noun(prev.en) and not _verb_lemma(prev.en) and not prev.cap:
            return False  # "the overdue books": an adjective's noun
        if prev.en in PREPS and prev.en not in ("to", "as", "out", "up", "down", "off"):
            return False  # "stranded on mars repairs": a preposition's noun, not the verb "mar"
        if nxt is not None and nxt.en in MODALS:
            return False  # "the crown jewels must be returned": a noun before a modal
        if prev.en in ("who", "that", "which"):
            pass  # "the burglar who took her cat": a relative clause's verb, not the sentence's
        elif (
            x.en in PAST_FORMS
            and nxt is not None
            and (nxt.en in DETS or nxt.en in OBJECT_WORDS or nxt.en in PREPS or nxt.cap)
        ):
            return True  # "the Ice Witch froze the whole valley": a past tense, then its object
        elif x.en in ("have", "had") and nxt is not None and (nxt.en in IRREGULAR_PARTICIPLES or nxt.en.endswith("ed")):
            return True  # "the pirates have stolen the recipe"
        third = x.en.endswith("s") and lemma != x.en
        after = w[i + 2] if i + 2 < len(w) else None
        if (
            third
            and nxt is not None
            and _verb_lemma(nxt.en) == nxt.en
            and nxt.en not in PARTICLES
            and after
            and (after.en in DETS or after.en in ("you", "them", "him", "her", "it", "us", "me"))
        ):
            return False  # "the tin soldiers hunt you": a plural noun, then its verb
        if third and nxt is not None and nxt.en in ("are", "were", "have", "'re") and x.en not in COUNTS:
            return False  # "the subway rats are after you": a plural noun, then its verb
        wish = ("plan", "want", "try", "need", "hope", "mean", "wish", "refuse", "threaten")
        if third and nxt is not None and nxt.en in wish and i + 2 < len(w) and w[i + 2].en == "to":
            return False  # "seven mouse thieves plan to take ...": the thieves, then their plan
        if third and nxt is not None and self._acts(nxt):
            return False  # "a spaceship made of tin cans fights off", "three cooks battles": nouns, then the verb
        opener = nxt is not None and (
            nxt.en in DETS or nxt.en in PREPS or nxt.en in PARTICLES or nxt.en in COUNTS or nxt.cap or nxt.en == "to"
        )
        opener = opener or (nxt is not None and nxt.en in OBJECT_WORDS and not third)  # "tomb robbers want it"
        plural_subject = (
            any(_many(w[k].en) for k in nouns[-1:])
            or any(w[k].en == "and" for k in range(nouns[0], i))
            or (
                nxt is not None
                and (nxt.en in DETS or nxt.cap)
                and self._many_before_place(nouns, i)  # "four nurses from the hospital fight the wizard"
            )
        )
        if third and not plural_subject:
            return True
        if third and (opener or not W.is_noun(x.en) or lemma in ACTION):
            return True
        return bool(plural_subject and not third and (opener or lemma in ACTION))

    def _many_before_place(self, nouns: list[int], i: int) -> bool:
        """Whether the subject's own noun, before a preposition's phrase that ends at word i, is a
        plural ("four nurses from the hospital | fight"); not "of" ("a pack of wolves")."""
        w = self.w
        at = next((k for k in range(nouns[0], i) if w[k].en in PREPS and w[k].en != "of"), None)
        head = max((k for k in nouns if at is not None and k < at), default=None)
        return head is not None and w[head].en != _singular(w[head].en)

    # ---- the sentence ----

    def _owns(self, k: int) -> bool:
        """Whether word k is said with 's ("the witch's candy house"; the tokens lost the 's)."""
        text = self.w[k].text
        if not text:
            return False
        nth = sum(x.text == text for x in self.w[:k])  # which time the word is said: "a knight's horse
        said = list(re.finditer(rf"\b{re.escape(text)}\b(['’]s\b)?", self.idea))  # ... the wounded knight"
        return nth < len(said) and said[nth].group(1) is not None

    def _possessive_owner(self, ph: Phrase) -> Phrase | None:
        """The owner inside a phrase written 'the witch's candy house' (the tokens lost the 's)."""
        w = self.w
        for k in range(ph.start, ph.end - 1):
            if self._owns(k):
                owner_words = [x.en for x in w[ph.start : k + 1] if x.en not in DETS and x.en]
                rest = [x.en for x in w[k + 1 : ph.end] if x.en and x.en not in ADJECTIVES]
                if not owner_words or not rest:
                    return None
                head = _singular(rest[-1])
                ph.kind = " ".join([*rest[:-1], head])
                ph.head = head
                ph.words = " ".join(x.text for x in w[k + 1 : ph.end] if x.text)
                owner = Phrase(ph.start, k + 1, owner_words[-1], " ".join(owner_words), " ".join(owner_words))
                ph.owner = owner
                return owner
        return None

    def _being(self, ph: Phrase, hostile: bool = False) -> Being:
        if hostile and ph.owner is not None and ph.owner is not ph:
            self.foe_owners.append(ph.owner)
        kind = ph.kind
        cat = category(kind)
        if ph.title and not X.lookup(kind) and category(ph.title.lower()) == "person":
            cat = "person"
        gender = W.gender(ph.head) if cat == "person" else "any"
        if ph.title and ph.title.lower() in ("dame", "lady", "queen", "princess", "miss", "mrs", "madame", "aunt"):
            gender = "female"
        elif ph.title and ph.title.lower() in ("sir", "lord", "king", "prince", "mr", "uncle", "grandpa"):
            gender = "male"
        count = ph.count or (2 if ph.plural else 1)
        return Being(
            kind=kind[:40],
            category=cat if cat in CATS else "unknown",
            count=min(count, 12),
            name=(ph.name or None) and ph.name[:24],
            title=(ph.title or None) and ph.title[:16],
            gender=gender,
            hostile=hostile,
            words=ph.words[:80],
        )

    def _phrase_before(self, i: int) -> Phrase | None:
        for start in range(max(0, i - 4), i):
            ph, j = self.phrase(start)
            if ph is not None and j == i:
                return ph
        return None


# adverbs said between a subject and its verb, none of them a noun's word
_ADVERBS_BEFORE_VERB = frozenset({"just", "really", "still", "also", "always", "never", "even", "finally", "suddenly"})


def _no_clause(words) -> bool:
    """Whether the words hold no modal or "has to" of a clause ("a puzzle game where": none; "logic
    puzzle: Professor Ilse has to work out which ...": "has to")."""
    asks = ("you", "u", "i", "we")  # "could you make a game where": a request, no clause of the story
    return not any(
        (x.en in MODALS and not (k + 1 < len(words) and words[k + 1].en in asks))
        or (x.en in ("has", "have", "had") and k + 1 < len(words) and words[k + 1].en == "to")
        for k, x in enumerate(words)
    )
