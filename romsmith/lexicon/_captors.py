"""Foes said by whom they keep, lead or must not notice: a captor that holds someone or
something hostage ("the dragon holding their town hostage", "a wind spirit holds the rain
hostage"), whoever the hero is told not to let hear or see them ("don't let the Alarm Sisters
hear you"), whoever leads or owns foes said before ("a swarm of crows led by the one-eyed
Captain Caw", "the clockwork hawks of Baron Cog"), and the minions a foe sends and the foe who
sends them ("the nasty Swamp Witch sends frogs to stop her"). Each needs a creature, or a name."""

from __future__ import annotations

from romsmith.lexicon._encounters import Encounters
from romsmith.lexicon._extract import TITLES
from romsmith.lexicon._roles import _has
from romsmith.lexicon._vocab import HOSTILE_VERBS, NEGATED, SCENE_THREATS, SET_UPON
from romsmith.lexicon._words import _beast, _singular, _verb_lemma

# what a captor keeps its catch as: "holds the rain hostage", "keeps the princess prisoner"
_HELD_AS = frozenset({"hostage", "hostages", "captive", "captives", "prisoner", "prisoners"})
# what whoever must not notice the hero would do: "don't let the cook's cat see you"
_NOTICE = frozenset({"see", "hear", "notice", "spot", "catch", "find", "smell", "wake"})
# what minions are sent to do: "sends frogs to stop her", "is sending robot mice to wreck the forest"
_SENT_TO = HOSTILE_VERBS | SCENE_THREATS | {"wreck", "ruin", "destroy", "burn", "steal", "catch", "capture", "sabotage"}
_SENT_TO |= {"conquer", "invade", "seize", "raid", "occupy", "besiege", "loot", "plunder"}
_TAKEN_PLACES = ("city", "town", "village", "castle", "kingdom", "fort", "island", "hive", "valley", "planet")
_LEADS = frozenset({"led", "commanded", "ruled", "controlled", "sent"})  # "crows led by Captain Caw"
_RANKS = TITLES | {"squire", "emperor", "empress", "general", "warlord", "overlord"}  # "the hounds of Squire Blackwood"


class Captors(Encounters):
    def _captors(self, opponents: list) -> None:
        """Whoever holds or keeps someone or something hostage, captive or prisoner is a foe."""
        w = self.w
        for k in range(1, len(w) - 2):
            if not self.live(k) or _verb_lemma(w[k].en) not in ("hold", "keep") or w[k].cap:
                continue  # not "sneak into Blackmoor Keep to free the prisoners"
            held = next((m for m in range(k + 2, min(k + 6, len(w))) if w[m].en in _HELD_AS), None)
            if held is None or any(x.punct for x in w[k + 1 : held]):
                continue
            captor = self._subject_before(k, cut=True)  # "the dragon | holding their town hostage"
            if captor is not None and self._someone(captor) and not _has(opponents, captor.kind):
                opponents.append(self._being(captor, hostile=True))

    def _unnoticed_by(self, opponents: list) -> None:
        """Whoever the hero must not let hear, see or catch them is a foe ("don't let the Alarm
        Sisters hear you", "never let the guards see him")."""
        w = self.w
        for k in range(len(w) - 3):
            if not self.live(k) or w[k].en not in NEGATED | {"never"} or w[k + 1].en != "let":
                continue
            ph, end = self.phrase(k + 2, subject=True)
            noticed = end + 1 < len(w) and _verb_lemma(w[end].en) in _NOTICE and w[end + 1].en in SET_UPON
            if ph is not None and noticed and self._someone(ph) and not _has(opponents, ph.kind):
                opponents.append(self._being(ph, hostile=True))

    def _foe_leaders_said(self, opponents: list) -> None:
        """Whoever leads foes said just before ("a swarm of crows led by the one-eyed Captain Caw")
        or owns them by a title and name ("the clockwork hawks of Baron Cog") is a foe too."""
        w = self.w
        ends = {o.words.split()[-1].lower() for o in opponents if o.words}
        for k in range(1, len(w) - 2):
            if not self.live(k) or w[k - 1].text.lower() not in ends:
                continue
            if w[k].en in _LEADS and w[k + 1].en == "by":
                ph, _ = self.phrase(k + 2)
                if ph is not None and self._someone(ph) and not _has(opponents, ph.kind):
                    opponents.append(self._being(ph, hostile=True))
            elif w[k].en == "of" and w[k + 1].cap and w[k + 1].en in _RANKS:
                ph, _ = self.phrase(k + 1)
                if ph is not None and self._someone(ph) and not _has(opponents, ph.kind):
                    opponents.append(self._being(ph, hostile=True))

    def _minions(self, heroes: list, opponents: list) -> None:
        """Those sent to harm or stop someone are foes, and so is whoever sends them ("the nasty
        Swamp Witch sends frogs to stop her", "An evil scientist is sending robot mice to wreck the
        forest"); not the hero, nor those sent to help."""
        w = self.w
        hero_kinds = {h.kind for h in heroes}
        for k in range(1, len(w) - 3):
            if not self.live(k) or _verb_lemma(w[k].en) != "send":
                continue
            sent, end = self.phrase(k + 1)
            if sent is None or end + 1 >= len(w) or w[end].en != "to":
                continue
            target, _ = self.phrase(end + 2) if end + 2 < len(w) else (None, 0)
            taken = _verb_lemma(w[end + 1].en) == "take" and target is not None and target.head in _TAKEN_PLACES
            if _verb_lemma(w[end + 1].en) not in _SENT_TO and not taken:
                continue  # "sent her wasp drones to take the city": a conquest; "to take the letter": no
            if target is not None and _beast(_singular(target.head)) and target.head not in SET_UPON:
                continue  # "The king sends his knights to stop the dragon": sent against a foe
            sender = self._subject_before(k - (w[k - 1].en in ("is", "are", "keeps", "has", "have", "had")))
            for ph in (sender, sent):
                if ph is not None and self._someone(ph) and ph.kind not in hero_kinds and not _has(opponents, ph.kind):
                    opponents.append(self._being(ph, hostile=True))

    def _someone(self, ph) -> bool:
        """A creature, or a being said by name ("the Alarm Sisters")."""
        named = all(x.cap for x in self.w[ph.start : ph.end] if x.en not in ("the", "a", "an"))
        return _beast(_singular(ph.head)) or (named and ph.end > ph.start)
