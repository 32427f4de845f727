"""The goal's objects said after a word that turns them: the alternatives of a choice ("must
choose between taking the throne and running away with the traveling musicians": the throne and
the musicians) and whom the ones the hero leads are led against ("leads the fish of Kelp Reef
against the Crab Emperor's armored legions": the emperor)."""

from __future__ import annotations

from romsmith.lexicon._threats import Threats
from romsmith.lexicon._vocab import ARMIES, PARTICLES
from romsmith.lexicon._words import _beast, _singular, ing_form

CHOOSES = frozenset({"choose", "pick", "decide"})
_ON_THE_WAY = frozenset({"with", "to", "for", "on", "in", "into", "at"})  # "running away with the musicians"


class Alternatives(Threats):
    def _alternatives(self, at: int | None) -> list:
        """The phrases a choice at word `at` is between ("choose between marrying the prince and
        running her family's vineyard": the prince, the vineyard), a deed's object for a deed;
        [] when no "between" follows the verb."""
        w = self.w
        if at is None or at + 2 >= len(w) or w[at + 1].en != "between":
            return []
        found, j = [], at + 2
        while j < len(w) and len(found) < 3:
            if ing_form(w[j].en):
                j += 1  # "taking the throne"
                while j < len(w) and w[j].en in PARTICLES | _ON_THE_WAY:
                    j += 1  # "running away with the ...", "going on tour"
            ph, end = self.phrase(j) if j < len(w) else (None, j)
            if ph is None or end <= j:
                break
            found.append(ph)
            link = next((k for k in range(end, min(end + 6, len(w))) if w[k].en in ("and", "or") or w[k].punct), None)
            if link is None or w[link].punct:
                break
            j = link + 1
        return found if len(found) > 1 else []

    def _led_against(self, at: int | None):
        """Whom the ones the hero leads are led against ("leads a squad of toy soldiers against
        the invading ants": the ants), in the goal's clause, else None."""
        w = self.w
        if at is None:
            return None
        against = next((k for k in range(at + 1, min(at + 9, len(w) - 1)) if w[k].en == "against"), None)
        if against is None or any(x.punct for x in w[at + 1 : against]):
            return None
        foe, _ = self.phrase(against + 1)
        if foe is None or not (_beast(_singular(foe.head)) or foe.head in ARMIES or foe.owner):
            return None  # not "leads the flock against the wind"
        return foe
