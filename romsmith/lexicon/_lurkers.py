"""Foes about: creatures that lurk or prowl ("where bog trolls lurk"), are everywhere or fill a
place ("guards everywhere", "streets full of cars and hungry rats"), are on their way ("the
goblins are coming!"), would catch the hero or get there first before time runs out ("before the
zookeepers catch him", "before Uncle Barnaby does"), or must not see the hero or harm the goal's
thing ("without the teacher seeing", "without the pike gang stealing it"); and a creature acting
in a clause ("before the gulls get them", `_threat`), which `_prepositions` reads after
"before" and "until"."""

from __future__ import annotations

from romsmith.lexicon import _index as X
from romsmith.lexicon._assailants import ASSAULTS, WHERE_SAID, Assailants
from romsmith.lexicon._foe_verbs import PURSUITS, THEFTS, WATCHERS
from romsmith.lexicon._roles import _has
from romsmith.lexicon._vocab import BANDS, DETS, FORCES, PREPS, SUBJECT_PRONOUNS
from romsmith.lexicon._words import _beast, _hostile_said, _singular, _verb_lemma, category

LURKS = frozenset({"lurk", "prowl", "stalk", "skulk", "infest"})  # said of foes, wherever the clause stands
# what a threat does when the hero's time runs out ("before the bulldozers come")
ARRIVALS = frozenset({"come", "arrive", "return", "wake", "show", "catch", "attack", "strike"})
# what someone does to the hero or the goal's thing before time runs out ("before the zookeepers catch
# him"), not their coming back or finding out ("before her parents get home", "find out")
_CATCHES = frozenset({"catch", "find", "get", "spot", "nab", "grab"})
_NOTICES = frozenset({"notice", "see", "hear", "smell", "sniff"})  # "before the frost giants notice"
_NOT_CAUGHT = frozenset({"out", "home", "back", "here", "there", "up", "in", "to", "ready", "dressed", "bored"})
# what must not be done to the goal's thing: "without the pike gang stealing it", "... eating them"
_UNLESS_DONE = THEFTS | ASSAULTS | PURSUITS


class Lurkers(Assailants):
    def _lurking(self, opponents: list) -> None:
        """Creatures that lurk or prowl anywhere in the idea are foes ("where bog trolls lurk", "with
        leopard seals lurking at every crack", "bog lurkers are already inside")."""
        w = self.w
        for k in range(1, len(w)):
            if not self.live(k) or _verb_lemma(w[k].en) not in LURKS:
                continue
            ph = self._subject_before(k, cut=True)  # "where bog trolls | lurk"
            if ph is not None and _beast(ph.kind) and not _has(opponents, ph.kind):
                opponents.append(self._being(ph, hostile=True))

    def _unseen_by(self, opponents: list) -> None:
        """Whoever must not see, hear or wake to it, or harm it, is a foe ("without the teacher
        seeing", "without waking the cat", "without the pike gang stealing it")."""
        w = self.w
        for k in range(len(w) - 2):
            if w[k].en != "without" or not self.live(k):
                continue
            ph, j = self.phrase(k + 1, subject=True)
            if ph is not None and j - 1 > k + 1 and _verb_lemma(w[j - 1].en) in WATCHERS:
                ph, j = self.phrase(k + 1, stop=j - 1, subject=True)  # "the teacher seeing" at the idea's end
            doing = next((m for m in range(k + 2, min(j, k + 6)) if w[m].en.endswith("ing")), None)
            if doing is not None and _verb_lemma(w[doing].en) in _UNLESS_DONE:
                ph, j = self.phrase(k + 1, stop=doing, subject=True)  # "the pike eating them": the pike
            if ph is None or not (_beast(ph.kind) or ph.head in BANDS | FORCES) or j >= len(w):
                continue  # "without the gang catching you" too
            harm = _verb_lemma(w[j].en) in WATCHERS | _UNLESS_DONE  # "without the pike eating them"
            if harm and w[j].en.endswith("ing") and not _has(opponents, ph.kind):
                opponents.append(self._being(ph, hostile=True))

    def _coming(self, opponents: list) -> None:
        """Creatures said to be on their way are a threat ("the bulldozers are coming", "the goblins
        are coming!")."""
        w = self.w
        for k in range(1, len(w) - 1):
            if w[k].en not in ("is", "are") or w[k + 1].en not in ("coming", "approaching") or not self.live(k):
                continue
            ph = self._subject_before(k)
            if ph is not None and _beast(ph.kind) and not _has(opponents, ph.kind):
                opponents.append(self._being(ph, hostile=True))
        for k in range(len(w) - 2):  # "before the bulldozers come", "before the lumberjacks arrive"
            if w[k].en != "before" or not self.live(k):
                continue
            j = next(
                (
                    j
                    for j in range(k + 2, min(len(w), k + 10))
                    if _verb_lemma(w[j].en) in ARRIVALS | _CATCHES | _NOTICES
                ),
                None,
            )
            caught = j is not None and _verb_lemma(w[j].en) in _CATCHES
            caught = caught and (j + 1 >= len(w) or w[j + 1].en not in _NOT_CAUGHT)
            home = j is not None and j + 1 < len(w) and w[j + 1].en in ("back", "home")  # "come back": a return
            for ph in self._doers_before(k + 1, j) or self._doers_after_and(k + 1, j):
                # "before the crabs and the birds catch him": both; "before the fog rolls in and the foxes come out"
                kind = category(ph.kind)
                if _has(opponents, ph.kind) or (home and X.word_stance(ph.head) == "friend"):
                    continue  # "before the turtles come back": their return is a time, no threat
                if kind in ("animal", "monster", "machine") or (
                    kind == "person" and (X.word_stance(ph.head) == "foe" or caught)
                ):  # "before the zookeepers catch him", "before the rival collectors get it"
                    opponents.append(self._being(ph, hostile=True))
        for k in range(len(w) - 2):  # "dig it up before Uncle Barnaby does": whoever would get there first
            if w[k].en != "before" or not self.live(k):
                continue
            j = next((j for j in range(k + 2, min(len(w), k + 6)) if w[j].en in ("does", "do", "did", "can")), None)
            ph, end = self.phrase(k + 1, stop=j) if j is not None else (None, k)
            ends = j is not None and (j + 1 >= len(w) or w[j + 1].punct)
            if ph is not None and end == j and ends and _beast(ph.kind) and not _has(opponents, ph.kind):
                opponents.append(self._being(ph, hostile=True))

    def _doers_after_and(self, i: int, j: int | None) -> list:
        """The subject of the verb at word j when a clause of its own ends at "and" before it
        ("before the fog rolls in and the foxes come out": the foxes); [] else."""
        w = self.w
        ands = [m for m in range(i + 1, j or i) if w[m].en == "and" and not w[m - 1].punct]
        return self._doers_before(ands[-1] + 1, j) if ands and ands[-1] + 1 < j else []

    def _doers_before(self, i: int, j: int | None) -> list:
        """The phrases from word i that are the subject of the verb at word j, one or a list
        ("the crabs and the birds is catching him"); [] when anything else stands between."""
        w, found = self.w, []
        if j is not None and w[j - 1].en in ("is", "are"):
            j -= 1  # "the birds is catching him": the birds
        while j is not None and i < j:
            ph, end = self.phrase(i, stop=j)
            if ph is None:
                return []
            found.append(ph)
            if end < j and w[end].en in WHERE_SAID and _beast(ph.kind):
                place, after = self.phrase(end + 1, stop=j)  # "before the rats in the walls catch him"
                end = after if place is not None and not _beast(place.kind) else end
            if end == j:
                return found
            if w[end].en not in ("and", "or", ","):
                return []
            i = end + 1 + (w[end].text == "," and end + 1 < j and w[end + 1].en == "and")
        return []

    def _about(self, heroes: list, opponents: list) -> None:
        """Foes said to be about: "guards everywhere", "the cat is everywhere in the house", "streets
        full of cars and hungry rats", "there are squirrels that steal stuff"."""
        w = self.w
        hero_kinds = {h.kind for h in heroes}
        for k in range(1, len(w)):
            if not self.live(k):
                continue
            found = []
            if w[k].en == "everywhere":  # "guards everywhere", "the cat is everywhere"
                ph = self._subject_before(k - (w[k - 1].en in ("is", "are")), cut=True)
                if ph is not None and ph.start > 1 and w[ph.start - 1].en in ("who", "that", "which"):
                    ph = self._subject_before(ph.start - 1, cut=True)  # "knights who hunt dragons are everywhere"
                found = [ph] if ph is not None else []
            elif w[k].en == "of" and w[k - 1].en in ("full", "crawling", "swarming", "teeming") and k + 1 < len(w):
                ph, j = self.phrase(k + 1)  # "full of cars and hungry rats": the rats, not the cars
                while ph is not None:
                    found.append(ph)
                    if j + 1 >= len(w) or w[j].en not in ("and", "or", ","):
                        break
                    ph, j = self.phrase(j + 1)
                found = [p for p in found if X.word_stance(p.head) == "foe" or _hostile_said(p.words)]
            elif w[k].en in ("are", "is") and w[k - 1].en == "there" and k + 1 < len(w):
                ph, j = self.phrase(k + 1)  # "there are squirrels that steal stuff"
                deed = j + 1 < len(w) and w[j].en in ("that", "who", "which") and self._harms(j + 1)
                found = [ph] if ph is not None and deed else []
            for ph in found:
                if _beast(_singular(ph.head)) and ph.kind not in hero_kinds and not _has(opponents, ph.kind):
                    opponents.append(self._being(ph, hostile=True))

    def _threat(self, i: int):
        """(phrase, end) of a creature acting in the clause at i ("the gulls get them", "wolves
        find it"), else None."""
        w = self.w
        if i < len(w) and w[i].en in SUBJECT_PRONOUNS:
            return None  # "before it reaches Titan": whom "it" stands for is read elsewhere
        ph, j = self.phrase(i, subject=True)
        band = ph is not None and ph.head in FORCES | {"gang", "mob", "cult"}  # not a crew, a pack or a club
        if ph is None or not (_beast(ph.kind) or band) or j >= len(w) or not self.live(j):
            return None  # "before the navy shows up" too
        if not _verb_lemma(w[j].en) or w[j].en in DETS | PREPS:
            return None
        return ph, j
