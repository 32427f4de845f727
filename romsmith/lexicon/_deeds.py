"""Deeds a clause tells in other words than its subject's own verb: a passive that sets the scene
("the village is attacked by wolves and ...": the wolves are foes), the passive of a duty ("the
jewels must be returned by a guard": the guard; "a letter ... must be found": the player does it)
and of a loss ("a snowman's nose was taken by the crows": the snowman gets it back), "help X do
Y" (X is helped), and a purpose's "to <verb>". The clauses before the hero's are `_leads`' and
`_scenes`'; see `_reader` for how the roles are put together."""

from __future__ import annotations

from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._frames import Frames
from romsmith.lexicon._phrases import Phrase
from romsmith.lexicon._roles import place_of
from romsmith.lexicon._vocab import COMPANY, DETS, HOSTILE_VERBS, MODALS
from romsmith.lexicon._word_forms import IRREGULAR_PARTICIPLES
from romsmith.lexicon._words import _creature, _placeish, _singular, _verb_lemma, category

LOSSES = frozenset(["taken", "stolen", "kidnapped", "captured", "snatched", "lost", "swiped", "nabbed"])
_CARRIED = frozenset({"carried", "whisked", "spirited", "dragged", "hauled", "blown"})  # "... off by"


def someone(ph) -> bool:
    """Whether a phrase names a creature, plurals too ("the keeper's twins")."""
    if ph is None:
        return False
    return (
        ph.head in COMPANY
        or _creature(ph.kind)
        or any(_creature(h) for h in {_singular(ph.head), ph.head.removesuffix("s")} if h)
    )


class Deeds(Frames):
    def _subject_before(self, k: int, reach: int = 4, *, cut: bool = False) -> Phrase | None:
        """The noun phrase that ends right before word k ("a troll | stands in the way"); `cut`: read
        no phrase past k, for a verb a noun could also be ("where bog trolls | lurk")."""
        starts = (self.phrase(start, stop=k if cut else None, subject=True) for start in range(max(0, k - reach), k))
        found = next((p for p, end in starts if p is not None and end == k), None)
        of = found.start - 1 if found is not None else -1
        named = of > 0 and all(x.cap for x in self.w[found.start : found.end])
        if named and self.w[of].en == "of" and self.live(of):  # "the crown of Eldermoor | was stolen": the crown
            whole = self._subject_before(of, reach, cut=cut)
            if whole is not None and category(whole.head) in ("thing", "food"):
                return whole
        return found

    def _passive_by(self, at: int | None, opponents: list, places: list) -> int | None:
        """For "X is attacked by Y and Z must ...": Y is a foe, X a place (when it is one), and
        where the next clause starts; None when the clause is no such passive."""
        w = self.w
        if at is None or at + 2 >= len(w) or not w[at + 1].en.endswith("ed") or w[at + 2].en != "by":
            return None
        ph, j = self.phrase(at + 3)
        if ph is None or not _creature(ph.kind) or j + 2 >= len(w) or w[j].en not in ("and", ","):
            return None
        opponents.append(self._being(ph, hostile=True))
        victim = next((p for p in (self.phrase(k, stop=at)[0] for k in range(max(0, at - 4), at)) if p), None)
        if victim is not None and _placeish(victim.kind):
            places.append(place_of(kind=victim.kind, words=victim.words))
        if victim is not None:  # "the princess is kidnapped by trolls and her dog must find her"
            self.lead = (victim.start, at)
        return j + 1 + (1 if w[j].punct and w[j + 1].en == "and" else 0)

    def _passive_agent(self, at: int | None) -> int | None:
        """The index of "by" in "must be returned ... by a guard": who does it; else None."""
        w = self.w
        if at is None or at < 1 or w[at - 1].en != "be" or not (w[at].en.endswith("ed") or w[at].en in ("stolen",)):
            return None
        for k in range(at + 1, min(len(w) - 1, at + 10)):
            if w[k].en == "by" and self.live(k):
                ph, _ = self.phrase(k + 1, subject=True)
                return k if ph is not None and _creature(ph.kind) else None
        return None

    def _done_to(self, first: int):
        """(participle's index, its verb, the thing) of a deed the idea says must be done by no one
        named: "the orbital station ... must be cleared", "a letter ... must be found", "they need to
        be put back"; the player does it. Else None (and for "must be returned ... by a guard")."""
        w = self.w
        for k in range(first + 2, len(w)):
            aux = w[k - 2].en
            ordered = aux in MODALS or (aux == "to" and k >= 3 and w[k - 3].en in ("need", "needs", "has", "have"))
            lemma = _verb_lemma(w[k].en)
            if w[k - 1].en != "be" or not ordered or not self.live(k) or not lemma:
                continue
            lemma = next((f for f in W.lemmas(w[k].en, "v") if f != w[k].en), lemma)  # "found": find
            if k >= 3 and w[k - 3].en in ("who", "that", "which"):
                continue  # "a ghost who must be freed": said of someone, who may be the hero
            if lemma == w[k].en and w[k].en not in IRREGULAR_PARTICIPLES | {"found", "put", "set", "shut", "cut"}:
                continue  # "must be brave"
            if self._passive_agent(k) is not None:
                return None
            start = max((x.i + 1 for x in w[first:k] if x.punct and x.text in (".", ";", "!", "?")), default=first)
            start += start < k and w[start].en in ("and", "but", "so")
            ph, _ = self.phrase(start, subject=True)
            befell = any(self._befell(j) for j in range(first, k - 2))  # "was hidden ... and must be found"
            if not befell:
                return None  # "a paper boat must be guided to the sea": the boat may be the hero
            if w[start].en in ("they", "them", "it"):
                ph = self._said_before(start, lemma in HOSTILE_VERBS)
            return (k, lemma, ph) if ph is not None else None
        return None

    def _befell(self, j: int) -> bool:
        """Whether a passive deed is said at word j ("was hidden", "have been scattered")."""
        w = self.w
        if w[j].en not in ("was", "were", "been", "is", "are") or j + 1 >= len(w):
            return False
        word = w[j + 1].en
        lemma = _verb_lemma(word)
        same = IRREGULAR_PARTICIPLES | {"overrun", "run", "put", "set", "cut", "shut", "spread", "hit", "found"}
        return bool(lemma) and (lemma != word or word in same) and not word.endswith("ing")

    def _said_before(self, k: int, foe: bool):
        """What a pronoun subject at word k stands for: the last creatures named before it when what
        is done to them is hostile ("... taken by the four generals; they must be defeated"), else
        the subject of the first sentence ("the bells ... and they need to be put back")."""
        w = self.w
        if foe:
            found = None
            j = 0
            while j < k:
                ph, end = self.phrase(j, stop=k)
                if ph is not None and _creature(_singular(ph.head)) and (ph.plural or (ph.count or 1) > 1):
                    found = ph
                j = max(end, j + 1)
            return found
        first = next((x.i for x in w if self.live(x.i) and not x.punct), k)
        return self.phrase(first, stop=k, subject=True)[0]

    def _loss(self, at: int | None):
        """(owner, thing, thief) of "X's Y was taken by Z" when nothing follows it; else None."""
        w = self.w
        if at is None or at + 3 >= len(w):
            return None
        off = w[at + 2].en in ("off", "away") and w[at + 1].en in LOSSES | _CARRIED  # "was carried off by magpies"
        if (w[at + 1].en not in LOSSES and not off) or w[at + 2 + off].en != "by" or at + 3 + off >= len(w):
            return None
        thief, _ = self.phrase(at + 3 + off, subject=True)
        thing = self._subject_before(at, reach=5)
        if thief is None or thing is None or not someone(thief):
            return None
        owner = self._possessive_owner(thing)
        return (owner if owner is not None and not _placeish(owner.kind) else None), thing, thief

    def _helped(self, at: int | None, verb: str | None):
        """'help the mole find his spectacles' -> (the mole's phrase, (find's index, 'find')); the
        phrase is None for a pronoun ("help him find it")."""
        if verb != "help" or at is None:
            return None
        w = self.w
        said_before = at + 2 < len(w) and w[at + 1].en in ("him", "her", "them") and self._bare_verb(at + 2)
        if said_before:  # "Thor lost his hammer again!! help him find it": whom "him" stands for was said
            return None, (at + 2, w[at + 2].en)
        for j in range(at + 2, min(len(w), at + 9)):
            in_name = w[j].cap and (w[j - 1].cap or w[j - 1].en == "of")  # "of Cape Sorrow": a name, no deed
            if not self.live(j) or w[j].punct or w[j].en in DETS or _verb_lemma(w[j].en) != w[j].en or in_name:
                continue
            if (
                j + 1 < len(w)
                and not w[j + 1].cap
                and not w[j].cap
                and self._bare_verb(j + 1)
                and W.is_noun(w[j].en)
                and not self._mostly_verb(w[j].en)
            ):
                continue  # "help the old fox spirit find his daughter": "spirit" is the noun, "find" the deed
            named_next = j + 2 < len(w) and w[j + 1].cap and not w[j + 1].punct and self._bare_verb(j + 2)
            if named_next and _creature(w[j].en):
                continue  # "help the ferry cat Mitzi get home": the cat's name, then what she does
            ph, end = self.phrase(at + 1, stop=j)
            owned = j + 1 < len(w) and w[j + 1].en in DETS | {"his", "her", "its", "their"}
            if ph is not None and end == j and (_creature(ph.kind) or owned):  # "help the snowman get his nose"
                return ph, (j, w[j].en)
            if ph is not None and end < j and w[end].en == "of" and _creature(ph.kind):
                whose, whose_end = self.phrase(end + 1, stop=j)  # "help the ghost of Captain Mortimer finish"
                if whose is not None and whose_end == j:
                    return ph, (j, w[j].en)
            named = ph is not None and end < j and all(x.cap and not x.punct for x in w[end:j])
            if named and _creature(ph.kind):  # "helps his neighbor Mrs. Pell find her parrot"
                ph.name = " ".join(x.text for x in w[end:j])
                return ph, (j, w[j].en)
            if w[at + 1].cap and w[at + 2].en == "the":  # "help Bo the beetle roll his ball home"
                ph, end = self.phrase(at + 3, stop=j)
                if ph is not None and end == j and _creature(ph.kind):
                    ph.name = w[at + 1].text
                    return ph, (j, w[j].en)
        return None

    def _purposes(self, first: int):
        """(index of "to", verb) for each "to <verb>" after `first`."""
        w = self.w
        for k in range(first, len(w) - 1):
            if self.live(k) and w[k].en == "to" and w[k + 1].en not in DETS and _verb_lemma(w[k + 1].en):
                yield k, _verb_lemma(w[k + 1].en)
