"""Noun phrases of an idea: where one starts (determiners, counts, adjectives, titles and names),
its head and kind, a possessive's owner, and the `Being` a phrase names. Where a phrase ends is
`_phrase_ends`'s; the words that only name the genre are `_genre_clause`'s."""

from __future__ import annotations

import re
from dataclasses import dataclass

from romsmith.lexicon import _index as X
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._extract import TITLES
from romsmith.lexicon._genre_clause import genre_clause
from romsmith.lexicon._genres import read_genre
from romsmith.lexicon._intent import Being
from romsmith.lexicon._phrase_ends import PhraseEnds
from romsmith.lexicon._vocab import ADJECTIVES, CONJUNCTIONS, COUNTS, DETS, MODALS, PREPS, UNITS
from romsmith.lexicon._words import AGE, CATS, _creature, _is_adjective, _singular, _verb_lemma, _words, category

TITLE_KIND = {
    "sir": "knight",
    "dame": "knight",
    "mrs": "woman",
    "mr": "man",
    "ms": "woman",
    "miss": "woman",
    "dr": "doctor",
}  # "Sir Cedric the bold": a knight; "Captain Vega": a captain


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


# "two raccoon brothers": a kin word after a creature that is no person says whose kin, not what kind
_KIN = frozenset({"brother", "sister", "sibling", "twin", "cousin", "triplet"})
# the most determiners and counts a phrase opens with ("all the three", "a 10 year old"): a run of
# "a a a ..." is read a few words at a time, not to its end from every word
_MOST_DETERMINERS = 6
# the most nouns a phrase is read to ("the golden trash can lid" has four): "Tom Tom Tom ..." is no
# phrase of a thousand names read again from every word
_MOST_NOUNS = 8
# "two kinds of mushroom folk": what there are kinds of is the noun
_KINDS_OF = frozenset({"kind", "kinds", "type", "types", "sort", "sorts", "breed", "breeds"})


class Phrases(PhraseEnds):
    """The words of one idea and the noun phrases in them."""

    def __init__(self, idea: str):
        self.idea = idea
        self._owning: dict[str, list[bool]] = {}  # a word -> whether each time it is said it is said with 's
        self.w, self.language = _words(idea)
        self.genre = read_genre(idea)
        self.skip: set[int] = set()  # words of the genre clause
        self.goal_end: int | None = None  # where a form's goal field ends: no purpose is read past it
        self.deed_at: int | None = None  # the verb of a framed player's deed ("..., you climb"): the main verb
        self.lead: tuple[int, int] | None = None  # a leading side clause ("when the moon goes dark,")
        self.lead_quest: int | None = None  # where what a leading "in search of X," seeks starts
        self.lead_goal: tuple[int, str] | None = None  # a leading purpose's verb: "To reach the library, ..."
        self.moved_at: int | None = None  # a way of moving passed for the goal after it ("to climb X and rescue")
        self.as_ordered = False  # "as Mira, find ...": an order to a player the idea names
        self.as_hero: Phrase | None = None  # "as a mole, dig ...": who the imperative's player is
        self.lead_foe: Phrase | None = None  # "hunted by bounty hunters, the smuggler ...": the hunters
        self.lead_helper: Phrase | None = None  # "together with a grumpy troll, a fairy ...": the troll
        # (owner, owned) of each foe said as someone's: "the Bone Baron's skeleton legion"
        self.foe_owners: list[tuple[Phrase, Phrase]] = []
        plain = [x for x in self.w if not x.punct and len(x.en) > 2 and x.en not in DETS]
        self.title_case = len(plain) >= 3 and all(x.cap for x in plain)

    def _set_aside_genre(self) -> None:
        """Sets aside the words that only name the genre or frame the story (`_genre_clause`)."""
        self.skip |= genre_clause(self.w, self.genre, self.skip)

    def live(self, i: int) -> bool:
        return 0 <= i < len(self.w) and i not in self.skip

    # ---- noun phrases ----
    def phrase(self, i: int, *, stop: int | None = None, subject: bool = False) -> tuple[Phrase | None, int]:
        """The noun phrase starting at word i (after determiners and modifiers): (phrase, next index).
        A subject's phrase ends at its verb; `stop` ends any phrase. Read in steps: the determiners
        and count, a group's word ("a flock of", "a team of 4"), the modifiers, a title, the nouns."""
        w, n = self.w, min(len(self.w), stop if stop is not None else len(self.w))
        start = i
        i, count = self._determiners(i, n)
        if i < n and (w[i].punct or w[i].en in CONJUNCTIONS or w[i].en == "so"):
            return None, i  # "Adventure: Grandpa Joe ...", "learn to swim so she can ...": no thing called ":" or "so"
        one = i + (i < n and w[i].en == "last")
        if one + 2 < n and w[one].en == "one" and w[one + 1].en == "of" and i > start:
            return self.phrase(one + 2, stop=stop, subject=subject)  # "free every one of your friends"
        if self._group_of_many(i, n, subject):
            count, i = 2, i + 2  # "a flock of geese", "a band of vegetables fights": them, more than one
        if self._group_counted(i, n):
            count = min(COUNTS.get(w[i + 2].en) or int(w[i + 2].en), 12)  # "a team of 4 kids"
            i += 3
            if self._group_acts(i, n):
                # "a party of three fights slimes": the party's heroes are the subject
                said = " ".join(x.text for x in w[start:i] if x.text)
                return Phrase(start, i, "hero", "hero", said, count=count, plural=True), i
        if self._repeated(i, n):
            return None, i + 3  # "brew the antidote, batch after batch, until ...": how often, no thing
        i = self._after_adjectives(i, n, subject)
        title, nouns, i = self._title(i, n)
        i = self._read_nouns(i, n, nouns, title, subject)
        if not nouns:
            return None, i
        if title:  # the title's name: "Captain Vega", "Pirate captain Nell"
            return self._titled(start, i, nouns, title, count), i
        return self._untitled(start, i, nouns, count), i

    def _determiners(self, i: int, n: int) -> tuple[int, int | None]:
        """Reads the determiners and counts from word i ("the", "two", "100"; an age is no count):
        (where the phrase's own words start, its count)."""
        w = self.w
        start, count = i, None
        while (
            i < n
            and i - start < _MOST_DETERMINERS
            and self.live(i)
            and not w[i].punct
            and (w[i].en in DETS or w[i].en in COUNTS or w[i].en.isdigit())
        ):
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
        return i, count

    def _group_of_many(self, i: int, n: int, subject: bool) -> bool:
        """Whether words i.. name a group of creatures ("a flock of geese", "a swarm of angry bees")."""
        w = self.w
        k = i + 2
        while k + 1 < n and w[k].en in ADJECTIVES:
            k += 1  # "a swarm of angry bees"
        return (
            k < n
            and w[i].en in UNITS
            and w[i + 1].en == "of"
            and w[k].en not in COUNTS
            and w[k].en not in DETS
            and (_creature(_singular(w[k].en)) or (subject and w[k].en.endswith("s") and not w[k].cap))
        )

    def _group_counted(self, i: int, n: int) -> bool:
        """Whether words i.. name a group and count it ("a team of 4 kids", "a party of three")."""
        w = self.w
        return (
            i < n
            and w[i].en in UNITS
            and i + 2 < n
            and w[i + 1].en == "of"
            and (w[i + 2].en in COUNTS or w[i + 2].en.isdigit())
        )

    def _group_acts(self, i: int, n: int) -> bool:
        """Whether a counted group ends before word i, its verb ("a party of three fights slimes")."""
        w = self.w
        verb_next = i + 1 < n and w[i + 1].en in MODALS | {"has", "have", "had", "is", "are", "was", "were", "must"}
        return (
            i >= n
            or not self.live(i)
            or (
                w[i].en.endswith("s")
                and _verb_lemma(w[i].en) not in (None, w[i].en)
                and not verb_next
                and not (i + 1 < len(w) and self._finite_s(w[i + 1].en))  # "three cooks battles": cooks
            )
        )

    def _after_adjectives(self, i: int, n: int, subject: bool) -> int:
        """Where the nouns start after the adjectives from word i."""
        w = self.w
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
        return i

    def _title(self, i: int, n: int) -> tuple[str | None, list[int], int]:
        """Reads a title before a name at word i ("Captain Vega"): (the title, the nouns before it,
        where the name starts); no title: (None, [], i)."""
        w = self.w
        titled = i < n and (
            w[i].en in TITLES
            or (w[i].cap and category(w[i].en) == "person" and not X.lookup(w[i + 1].en if i + 1 < n else ""))
        )
        if titled and i + 1 < n and self._name_word(i + 1, after_title=True):
            return w[i].text.title(), [], i + 1
        if i + 1 < n and w[i + 1].en in TITLES and i + 2 < n and self._name_word(i + 2, after_title=True):
            return w[i + 1].text.title(), [i], i + 2  # "Pirate captain Nell": a pirate, Captain Nell
        return None, [], i

    def _read_nouns(self, i: int, n: int, nouns: list[int], title: str | None, subject: bool) -> int:
        """Reads the nouns from word i on into `nouns`, with any adjective before them, to where the
        phrase ends: where that is."""
        w = self.w
        while i < n and self.live(i) and not w[i].punct and len(nouns) < _MOST_NOUNS:
            x = w[i]
            nxt = w[i + 1] if i + 1 < n and self.live(i + 1) else None
            if x.en == "can" and nouns and nxt is not None and self._can_noun(nxt):
                nouns.append(i)  # "the golden trash can lid", "a ship of tin cans": a can, not a modal
                i += 1
                continue
            if self._ends_phrase(i, nxt, nouns, title, n, subject):
                break
            modifier = not nouns and _is_adjective(x, nxt) and not (subject and nxt and self._noun_before_verb(x, nxt))
            if not modifier:  # an adjective before the nouns is read past
                nouns.append(i)
            i += 1
        return i

    def _titled(self, start: int, end: int, nouns: list[int], title: str, count: int | None) -> Phrase:
        """A titled phrase: the nouns no name are its kind (else the title's), the others its name."""
        w = self.w
        kinds = [k for k in nouns if not self._name_word(k, after_title=True)]
        named = [k for k in nouns if k not in kinds]
        words = [w[k].en for k in kinds] or [TITLE_KIND.get(title.lower(), title.lower())]
        return Phrase(
            start,
            end,
            _singular(words[-1]),
            " ".join(words[:-1] + [_singular(words[-1])]),
            " ".join(x.text for x in w[start:end] if x.text),
            count=count,
            title=title,
            name=" ".join(w[k].text for k in named) or None,
        )

    def _untitled(self, start: int, end: int, nouns: list[int], count: int | None) -> Phrase | None:
        """A phrase of its nouns: its head singular, its kind, a proper name if every noun is capitalised."""
        w = self.w
        if self.language != "en":  # untranslated words beside a known noun are its modifiers
            known = [k for k in nouns if X.lookup(w[k].en) or W.is_noun(w[k].en) or w[k].cap]
            nouns = known or nouns
        words = [w[k].en for k in nouns if w[k].en]
        if not words:
            return None
        head = words[-1]
        single = _singular(head)
        if single != head and w[nouns[-1]].cap and not (W.is_common_noun(single) or X.lookup(single) or X.lookup(head)):
            single = head  # "Elias", "Marcus": a name that ends in s, no plural
        kind = " ".join([*words[:-1], single])
        cap_unknown = all(w[k].cap for k in nouns) and not self._known(kind) and not X.lookup(kind)
        ph = Phrase(
            start,
            end,
            single,
            kind,
            " ".join(x.text for x in w[start:end] if x.text),
            count=count,
            plural=single != head,
            cap_unknown=cap_unknown,
        )
        if all(w[k].cap for k in nouns) and not X.lookup(kind) and self._name_word(nouns[0]):
            ph.name = " ".join(w[k].text for k in nouns)  # a proper name: a person, or a place
        return ph

    def _noun_at(self, i: int, n: int) -> bool:
        """Whether a noun or its modifier is said at word i (not a verb, a modal or the end)."""
        w = self.w
        if i >= n or not self.live(i) or w[i].punct or w[i].en in MODALS or w[i].en in PREPS:
            return False
        return not _verb_lemma(w[i].en)  # "the twins escape": a verb, though "escape" is a noun too

    @staticmethod
    def _can_noun(nxt) -> bool:
        """'trash can lid': "can" before a noun that is no verb is a can (a modal is followed by a verb)."""
        return not nxt.punct and W.is_noun(nxt.en) and not _verb_lemma(nxt.en)

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

    # ---- the sentence ----
    def _owns(self, k: int) -> bool:
        """Whether word k is said with 's ("the witch's candy house"; the tokens lost the 's)."""
        text = self.w[k].text
        if not text:
            return False
        said = self._said_owning(text)  # each time the word is said: "a knight's horse ... the wounded knight"
        nth = sum(x.text == text for x in self.w[:k])
        return nth < len(said) and said[nth]

    def _said_owning(self, text: str) -> list[bool]:
        """Whether each time a word is said in the idea it is said with 's; looked up once per word
        (a word said a thousand times is not looked for a thousand times)."""
        if text not in self._owning:
            found = re.finditer(rf"\b{re.escape(text)}\b(['’]s\b)?", self.idea)
            self._owning[text] = [m.group(1) is not None for m in found]
        return self._owning[text]

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
            self.foe_owners.append((ph.owner, ph))
        kind = _without_kin(ph)
        cat = category(kind)
        if ph.title and not X.lookup(kind) and category(ph.title.lower()) == "person":
            cat = "person"
        gender = W.gender(ph.head) if cat == "person" or kind != ph.kind else "any"
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


def _without_kin(ph: Phrase) -> str:
    """The kind of a phrase that names kin by a creature that is no person: "raccoon brothers" are
    raccoons (brothers by their gender), "ghost sisters" ghosts; "firefighter sisters" stay as said."""
    words = ph.kind.split()
    if ph.head not in _KIN or len(words) < 2 or ph.title:
        return ph.kind
    before = words[-2]
    if _creature(before) and category(before) != "person":
        return " ".join(words[:-1])
    return ph.kind
