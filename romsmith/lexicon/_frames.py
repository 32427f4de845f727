"""Frames that say outright who the player is and what they must do, wherever they stand: a
form's fields ("hero: a hedgehog. goal: rescue his kids. enemies: foxes"), a goal said as a
deed's noun ("Your quest: the defeat of the Pale Duke"), and the player's frame after a scene set
first ("Long ago the sky whales carried the clouds. ... As Wren, a kid with a kite, you climb ...
to wake up the elder whales"). See `_leads` for frames at the idea's start."""

from __future__ import annotations

from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._clauses import Clauses
from romsmith.lexicon._phrases import Phrase
from romsmith.lexicon._vocab import MODALS
from romsmith.lexicon._words import _verb_lemma

FORM_HEROES = frozenset({"hero", "player", "character", "protagonist", "mc"})  # a form's field for the hero
FORM_GOALS = frozenset({"goal", "objective", "mission", "quest", "task", "aim", "job"})  # and for the goal
# the player's own frame after a scene: "you play as", "you're", "as X, you"
IDENTITIES = tuple(
    tuple(f.split())
    for f in ("you play as", "you are playing as", "play as", "you are", "you're", "youre", "u are", "ur")
)
DUTIES = frozenset({"must", "have", "has", "need", "needs", "got", "gotta", "will", "to", "try", "tries", "trying"})
ENDS = (".", "!", "?", ";")


class Frames(Clauses):
    def _form(self, first: int) -> int:
        """A form's fields ("hero: a hedgehog. goal: rescue his kids. enemies: foxes", "Your
        mission: the rescue of the mayor's cat"): the hero field's phrase is the hero, the goal
        field is read as an order (a deed's noun as its verb: "the rescue of" -> rescue), and the
        labels are no part of the story. Where the goal's order starts, else `first`."""
        w = self.w
        fields: dict[str, int] = {}
        for k in range(first, len(w) - 2):
            opens = k == first or w[k - 1].punct or w[k - 1].en in ("your", "the")
            if w[k + 1].text != ":" or not opens or not self.live(k):
                continue
            field = "hero" if w[k].en in FORM_HEROES else "goal" if w[k].en in FORM_GOALS else None
            if field is not None:
                fields.setdefault(field, k)
        if "goal" not in fields:
            return first
        if "hero" in fields:
            h = fields["hero"]
            ph, end = self.phrase(h + 2)
            if ph is not None:
                self.as_hero = ph
                self.skip.update(range(h, end))  # a hero said after the goal is no part of it
        label = fields["goal"]
        at = label + 2
        # the goal is its field's: a purpose or an order in a later field is not ("obstacles: ..., to make bridges")
        self.goal_end = next((x.i for x in w[at:] if x.punct and x.text in (".", ";", "!", "?")), None)
        self.skip.update(range(label - (label > 0 and w[label - 1].en in ("your", "the")), at))
        if at + 2 < len(w) and w[at].en in ("the", "a", "an") and w[at + 2].en == "of":
            verb = W.verb_of(w[at + 1].en)
            if verb is not None:  # "the defeat of the Pale Duke": defeat him
                w[at + 1].en = verb
                self.skip.update({at, at + 2})
                return at + 1
        return at

    def _player_later(self, first: int) -> int | None:
        """Where the player's deed starts when a scene comes first and the player's frame after it
        ("At midnight a cat café turns into a café for ghosts. You're the new barista, Juniper, and
        you need to learn ...", "... and you play as a wind-up soldier trying to become champion"):
        the frame's phrase is the hero (`self.as_hero`, with a name said beside it). None when the
        player is named earlier, a duty comes earlier, or no deed follows the frame."""
        w = self.w
        for k in range(first + 1, len(w) - 2):
            said = [x.en for x in w[first:k] if self.live(x.i)]
            if any(x in ("you", "your", "u", "ur") for x in said) or any(x in MODALS for x in said):
                return None  # the player or a duty is said earlier: the usual reading
            starts = (w[k - 1].punct and w[k - 1].text in (*ENDS, ",", ":")) or w[k - 1].en in ("and", "but", "so")
            if not starts or not self.live(k):
                continue
            frame = next((f for f in IDENTITIES if [x.en for x in w[k : k + len(f)]] == list(f)), None)
            at = k + len(frame) if frame else k + 1 if w[k].en == "as" else None
            if at is None:
                continue
            hero, j = self._framed(at)
            deed = self._deed_after(j) if hero is not None else None
            if deed is not None:
                self.as_hero, self.deed_at = hero, deed
                return deed
        return None

    def _framed(self, at: int) -> tuple[Phrase | None, int]:
        """The phrase a player's frame names, with a name beside it ("the new barista, Juniper,",
        "a chimney sweep named Alfie", "Wren, a kid with a kite", "their kid, a little star named
        Lumi"), and where it ends."""
        w = self.w
        ph, j = self.phrase(at, subject=True)
        if ph is None:
            return None, at
        named = j + 1 < len(w) and w[j].en in ("named", "called") and w[j + 1].cap
        if named:
            ph.name, j = w[j + 1].text, j + 2
        if j + 1 < len(w) and w[j].text == ",":
            if w[j + 1].cap and not w[j + 1].punct and (j + 2 >= len(w) or w[j + 2].punct or w[j + 2].en == "and"):
                ph.name, j = w[j + 1].text, j + 2  # "the new barista, Juniper,"
            elif w[j + 1].en in ("a", "an", "the", "their", "his", "her"):
                kind, end = self.phrase(j + 1, subject=True)  # "As Wren, a kid with a kite,"
                if kind is not None and end < len(w) and w[end].en in ("who", "that"):
                    comma = next((k for k in range(end, min(len(w), end + 20)) if w[k].text == ","), None)
                    end = comma if comma is not None else end  # "As Juniper, a red squirrel who lives in ...,"
                if kind is not None and not kind.name and all(x.cap for x in w[ph.start : ph.end]):
                    kind.name, kind.title = ph.name or w[ph.start].text, kind.title or ph.title  # "Lady Wren"
                    ph, j = kind, end
                elif kind is not None and end + 1 < len(w) and w[end].en in ("named", "called"):
                    kind.name, ph, j = w[end + 1].text, kind, end + 2  # "their kid, a little star named Lumi"
        while j < len(w) and (w[j].text == "," or not self.live(j)):
            j += 1
        return ph, j

    def _deed_after(self, j: int) -> int | None:
        """Where the framed hero's deed starts after word j: "who must reach", "trying to become",
        ", and you need to learn", ", you climb", "and try to win over"."""
        w = self.w
        leads = DUTIES | {"you", "u", "who", "and"}
        for k in range(j, min(len(w), j + 14)):
            if w[k].punct and w[k].text in ENDS:
                return None
            if w[k].en in leads or w[k].text == ",":
                continue
            led = k > j and w[k - 1].en in leads  # "who must | reach", "you | climb", "and try to | win"
            state = w[k].en in ("is", "are", "be", "lives", "live")  # "who lives in the walls": no deed
            if led and _verb_lemma(w[k].en) and not state and not w[k].cap:
                return k
        return None
