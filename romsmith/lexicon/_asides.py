"""Where a sentence's own clause starts, and the words inside it set aside before its roles are
read (`_reader`): a pace ("one saloon at a time", "step by step"), a side clause between a verb
and its object ("find, before the moon sets, the white stag"), a relative clause inside an
apposition after the subject ("Emma, a girl who can talk to trees, has to ..."); and "you
must ...", the player's own order, read from its verb."""

from __future__ import annotations

from romsmith.lexicon._threats import Threats
from romsmith.lexicon._vocab import DETS, MODALS, OBLIGED, SETTING_PREPS, TASKS
from romsmith.lexicon._words import _placeish, _verb_here_simple, _verb_lemma

# a side clause's first word ("before the moon sets", "somewhere in the fog")
ASIDES = frozenset(["before", "after", "while", "when", "until", "once", "whenever", "if"])
# what the hero is bound to do, said after "must"'s place ("has to warn", "needs to find")
_WHERE_ASIDES = frozenset(["somewhere", "in", "at", "on", "under", "inside", "deep", "far", "across", "through"])


class Asides(Threats):
    def _set_aside_pace(self):
        """ "one saloon at a time", "one by one", "step by step": how, no part of any phrase; the
        word of a place gone through so ("saloon": where it happens), else None."""
        w, place = self.w, None
        for k in range(len(w) - 2):
            said = [x.en for x in w[k : k + 5]]
            if said[:1] == ["one"] and said[2:5] == ["at", "a", "time"]:
                self.skip.update(range(k, k + 5))
                if _placeish(w[k + 1].en):
                    place = w[k + 1]
            elif (
                len(said) >= 3
                and said[1] == "by"
                and said[0] == said[2]
                and said[0] in ("one", "step", "room", "floor")
            ):
                self.skip.update(range(k, k + 3))
        return place

    def _past_you(self, first: int) -> int:
        """ "(a shooter where) you hold off the zombies", "you must find ...", "the aim is to find
        ...": the player's own order, read as an imperative from its verb."""
        w = self.w
        stated = self._aim_said(first)
        if stated is not None:
            return stated  # "The aim is to find the three lost lenses": an order
        said = self._you_past_setting(first)
        if said is None:
            return first
        k = said + 1
        if k + 1 < len(w) and (w[k].en in MODALS or (w[k].en in ("have", "need", "got") and w[k + 1].en == "to")):
            k += 2 if w[k + 1].en == "to" else 1
            k += k < len(w) and w[k].en == "to"  # "you must to put the right key ..."
        live_verb = k < len(w) and self.live(k) and _verb_lemma(w[k].en) and w[k].en not in ("are", "were", "re")
        return k if live_verb and w[k].en not in DETS else first

    def _you_past_setting(self, first: int) -> int | None:
        """Where "you" or "we" is at word `first`, or past a setting said before it ("In the barn
        you feed the pigs", "in the museum where you sort the bones": the place is read with the
        others); else None."""
        w = self.w
        at = first
        if at < len(w) and w[at].en in SETTING_PREPS:
            ph, j = self.phrase(at + 1)
            at = j + (j < len(w) and (w[j].text == "," or w[j].en == "where")) if ph is not None else at
        return at if at < len(w) and w[at].en in ("you", "we") else None

    def _aim_said(self, k: int) -> int | None:
        """Where the verb is when words k on say the goal outright: "the/your/my/our" and a task
        word before "is to <verb>" ("The aim is to find ...", "your aim is to get it back"); else None."""
        w = self.w
        said = [x.en for x in w[k : k + 4]]
        if len(said) < 4 or said[0] not in ("the", "your", "my", "our") or said[1] not in TASKS:
            return None
        verb = k + 4
        return verb if said[2:] == ["is", "to"] and verb < len(w) and _verb_lemma(w[verb].en) == w[verb].en else None

    def _must_said(self, k: int) -> int | None:
        """Where the verb is when words k on say after a comma what the hero must do: "but", "and"
        or "so" and a pronoun before "must" or "has to" ("..., but he must warn the abbey"); else None."""
        w = self.w
        said = [x.en for x in w[k : k + 6]]
        if len(said) < 4 or said[0] != "," or said[1] not in ("but", "and", "so"):
            return None
        at = 3 if said[2] == "now" else 2
        if at + 1 >= len(said) or said[at] not in ("he", "she", "they"):
            return None
        if said[at + 1] == "must":
            verb = k + at + 2
        elif tuple(x.en for x in w[k + at + 1 : k + at + 3]) in OBLIGED:
            verb = k + at + 3
        else:
            return None
        return verb if verb < len(w) and _verb_lemma(w[verb].en) == w[verb].en else None

    def _set_aside_aside(self, first: int) -> None:
        """ "find, before the moon sets, the white stag", "has to find, somewhere in the fog, the
        three signal lamps": a side clause between a verb (an imperative's, or one after "to" or a
        modal) and its object is no part of either (its time is still read)."""
        w = self.w
        for k in range(first, min(len(w) - 3, first + 12)):
            if not (w[k + 1].punct and w[k + 1].text == ",") or not _verb_lemma(w[k].en):
                continue
            if not (k == first or w[k - 1].en in ("to", "must", "can", "will", "should")):
                continue
            if w[k + 2].en not in ASIDES | _WHERE_ASIDES:
                return
            close = next((j for j in range(k + 3, min(len(w), k + 12)) if w[j].punct and w[j].text == ","), None)
            if close is not None and close + 1 < len(w) and not w[close + 1].punct:
                self.skip.update(range(k + 1, close + 1))
            return

    def _set_aside_relative(self, first: int) -> None:
        """ "Emma, a girl who can talk to trees, has to save the oak": the relative clause inside
        an apposition after the subject is no part of the sentence's verb or goal (the girl stays)."""
        w = self.w
        for k in range(first, min(len(w) - 4, first + 8)):
            if w[k].text != "," or w[k + 1].en not in ("a", "an", "the"):
                continue
            rel = next((j for j in range(k + 2, min(len(w), k + 8)) if w[j].en in ("who", "that")), None)
            close = next((j for j in range(k + 2, min(len(w), k + 16)) if w[j].text == ","), None)
            if rel is None or close is None or rel > close or close + 1 >= len(w):
                return
            after = w[close + 1].en
            if after in MODALS or after in ("has", "have", "needs", "wants") or _verb_here_simple(after):
                self.skip.update(range(rel, close + 1))
            return
