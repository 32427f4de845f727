"""Foes said in a clause, not after a preposition: "the gulls get them" after "before", "while
the tin soldiers hunt you", "a troll stands in the way", "greedy beavers keep stealing", "the
masked thief who keeps stealing", "find out who kidnapped the poodle" (a culprit), "yetis hunt
you all the way"; whoever "so that X can ..." serves is helped; a verb of opposition outside the
goal's clause aims at a foe ("outwit the farmer and free the hens"). `_clause_foes` reads them
step by step; the verbs of a foe's deed are `_foe_verbs`', creatures that set on the player in a
clause of their own `_assailants`', and foes about (lurking, coming, everywhere, unseen by)
`_lurkers`'."""

from __future__ import annotations

from romsmith.lexicon import _index as X
from romsmith.lexicon._assailants import ASSAULTS, SIDE_BY_SIDE
from romsmith.lexicon._clauses import OBJECT_PRONOUNS
from romsmith.lexicon._extract import TITLES
from romsmith.lexicon._foe_verbs import WRONGS
from romsmith.lexicon._intent import CULPRIT, Being
from romsmith.lexicon._lurkers import Lurkers
from romsmith.lexicon._roles import _has
from romsmith.lexicon._vocab import (
    ARMIES,
    AVOIDED,
    BANDS,
    DETS,
    FORCES,
    HOSTILE_VERBS,
    NEGATED,
    PREPS,
    REPELLED,
    SCENE_THREATS,
    SET_UPON,
    WAVES,
)
from romsmith.lexicon._words import _beast, _hostile_said, _placeish, _singular, _verb_lemma, category

FOES_OF = frozenset({"old", "worst", "arch", "his", "her", "their", "your", "my"})  # "his rival, the clown Pippo"
ROLE_WORDS = frozenset({"villain", "villains", "enemy", "enemies", "foe", "foes", "nemesis", "baddie", "baddies"})
BOSS_SAID = frozenset({"final", "last", "big", "the", "every", "each"})  # "the boss is ...", "every boss is ..."
# what is asked of whoever did it: "investigates who stole", "find who murdered"
_ASKED = frozenset({"investigate", "find", "learn", "know", "discover", "guess", "solve", "prove", "uncover", "ask"})
WOKEN = frozenset({"wake", "alert", "disturb", "rouse"})  # "without waking the guards": the guards are foes
# what is shot, thrown or fired is a missile; whom it is aimed "at" is the goal's object and a foe
PROJECTILES = frozenset({"shoot", "fire", "throw", "hurl", "launch", "fling", "lob", "toss", "spit", "blast", "zap"})
# verbs of opposition that are said of things too: "fix her rover and drive it back"
_NOT_AGAINST = frozenset({"drive", "face", "track", "challenge", "chase"})


# whatever hunts or chases the hero is a foe, creature or not: "hunted by raindrops", "chased by the wind"
HUNTS = frozenset({"hunt", "chase", "pursue", "stalk", "hound"})
# what a foe does now to a place or to the hero: "robots who attack the Earth", "ghosts that haunt the halls"
HARMS_NOW = HOSTILE_VERBS | {"invade", "raid", "haunt", "terrorize", "terrorise", "threaten", "plunder", "burn"}


# "so nobody haunts the wrong guest": no one is no foe
_NO_ONE = frozenset({"nobody", "no one", "noone", "anyone", "anybody", "everyone", "everybody"})


class Threats(Lurkers):
    def _clause_foes(self, heroes: list, helpers: list, opponents: list) -> None:
        """The foes said in a clause rather than after a preposition, one reading after another (the
        order they are added in is the order they are said to be foes in), and whoever "so that X
        can ..." serves, a helper."""
        self._foes_by_agent(opponents)
        self._foes_while_or_in_the_way(opponents)
        self._said_foes(opponents)
        self._lurking(opponents)
        self._unseen_by(opponents)
        self._coming(opponents)
        self._captors(opponents)
        self._unnoticed_by(opponents)
        self._minions(heroes, opponents)
        self._assailants(heroes, opponents)
        self._about(heroes, opponents)
        self._targets(opponents)
        hero_kinds = {h.kind for h in heroes}
        self._helped_so_that(hero_kinds, helpers)
        self._kept_from_player(opponents)
        self._doing_harm(hero_kinds, opponents)
        self._who_did_wrong(hero_kinds, opponents)
        self._who_do_harm(hero_kinds, opponents)
        self._that_they_wronged(hero_kinds, opponents)
        self._standing_between(opponents)
        self._culprit(opponents)
        self._hunting_you(opponents)

    def _foes_by_agent(self, opponents: list) -> None:
        """The doer after "by" of a foe's deed: a creature, a band, an army or whoever robbed."""
        w = self.w
        for k in range(len(w) - 2):  # "gets chased by pirates", "was carried off by magpies"
            by = self._agent_by(k)
            if by is not None:
                ph, end = self.phrase(by + 1)  # an agent, no subject: "by the Baxter twins" has no verb in it
                if ph is not None and ph.head in ARMIES | WAVES and end + 1 < len(w) and w[end].en == "of":
                    ph = self.phrase(end + 1)[0] or ph  # "guarded by an army of thunderbirds": the thunderbirds
                band = ph is not None and ph.head in BANDS | FORCES
                army = ph is not None and _creatures_band(ph)
                robbers = ph is not None and self._wrong_done(k) and category(_singular(ph.head)) in ("person", "group")
                hunted = ph is not None and _verb_lemma(w[k].en) in HUNTS and not _placeish(ph.kind)
                beast = ph is not None and (_beast(_singular(ph.head)) or band or army or robbers or hunted)
                if beast and not _has(opponents, ph.kind):  # "taken by the four elemental generals", "by lizardfolk"
                    opponents.append(self._being(ph, hostile=True))

    def _foes_while_or_in_the_way(self, opponents: list) -> None:
        """A foe about in a side clause ("while the wolf lurks") or standing in the way, in the order
        they are said."""
        for k in range(len(self.w)):
            self._foe_while(k, opponents)
            self._standing_in_the_way(k, opponents)

    def _foe_while(self, k: int, opponents: list) -> None:
        """A foe acting in a side clause that starts at word k ("while", "whilst", "when")."""
        w = self.w
        if k > 0 and self.live(k) and w[k].en in ("while", "whilst", "when"):
            ph, j = self._while_subject(k + 1)
            hunts = self._pursues(j) or self._tries_against(j) or bool(self._against(self._past_helpers(j)))
            band = ph is not None and (ph.head in BANDS or any(y.cap for y in w[ph.start : ph.end]))
            if (
                ph is not None and (_beast(ph.head) or (hunts and band)) and (X.word_stance(ph.head) == "foe" or hunts)
            ):  # "while the Leviathan Cult hunts them", "while the rusty Gearhounds snap at his tail"
                opponents.append(self._being(ph, hostile=True))

    def _standing_in_the_way(self, k: int, opponents: list) -> None:
        """A creature said to stand in the way at word k, or listed "in the way" after a comma."""
        w = self.w
        in_the_way = [y.en for y in w[k + 1 : k + 4]] == ["in", "the", "way"]
        if self.live(k) and in_the_way and w[k].en in ("stand", "stands", "standing"):
            ph = self._subject_before(k)  # "a troll stands in the way"
            if ph is not None and _beast(ph.kind):
                opponents.append(self._being(ph, hostile=True))
        elif self.live(k) and in_the_way and k > 0 and w[k - 1].en == ",":  # "..., walruses in the way"
            ph = self._subject_before(k + 1)
            if ph is not None and ph.start == k and _beast(_singular(ph.head)) and not _has(opponents, ph.kind):
                opponents.append(self._being(ph, hostile=True))

    def _targets(self, opponents: list) -> None:
        """Whom a missile is aimed at is a foe, unless it is a place."""
        w = self.w
        for k in range(len(w)):  # "fires magic bolts at a bat swarm", "shoots lasers at the meteors": foes
            target = self._target(k)
            if target is not None and category(target.kind) != "place" and not _has(opponents, target.kind):
                opponents.append(self._being(target, hostile=True))

    def _helped_so_that(self, hero_kinds: set, helpers: list) -> None:
        """Whoever "so that X can ..." serves is helped."""
        w = self.w
        for k in range(len(w) - 2):  # "so that the princess can host the ball": the princess is helped
            if self.live(k) and w[k].en == "so" and w[k + 1].en == "that":
                ph, _ = self.phrase(k + 2, subject=True)
                if ph is not None and _beast(_singular(ph.head)) and ph.kind not in hero_kinds:
                    helpers.append(self._being(ph))

    def _kept_from_player(self, opponents: list) -> None:
        """Whoever a deed is done "so" they cannot harm or take something is a foe."""
        w = self.w
        for k in range(len(w) - 3):  # "plant carrots so the mole can't eat them": kept from the player
            if not (self.live(k) and w[k].en == "so"):
                continue
            start = k + 1 + (w[k + 1].en == "that")
            j = next((m for m in range(start + 1, min(start + 5, len(w) - 1)) if w[m].en in NEGATED), None)
            if j is None or not (_verb_lemma(w[j + 1].en) in ASSAULTS | HOSTILE_VERBS or self._harms(j + 1)):
                continue
            ph, _ = self.phrase(start, stop=j)
            if ph is not None and _beast(_singular(ph.head)) and not _has(opponents, ph.kind):
                opponents.append(self._being(ph, hostile=True))

    def _doing_harm(self, hero_kinds: set, opponents: list) -> None:
        """A creature that steals, kidnaps or curses, or keeps at it, is a foe."""
        w = self.w
        for k in range(1, len(w)):  # "greedy beavers keep stealing their logs", "the fly the heron stole"
            at = k + 1 if w[k].en in ("keep", "keeps", "always", "try", "tries", "have", "has", "had") else k
            if not self.live(k) or at >= len(w) or not self._harms(at):
                continue
            if at == k and not w[k].en.endswith("s") and not w[k].en.endswith("ing") and not self._past(k):
                continue
            if at == k and w[k - 1].en in ("have", "has", "had", "keep", "keeps"):
                continue  # read from the auxiliary: "the minions have kidnapped"
            if at == k and (w[k - 1].en in DETS or self._owns(k - 1)):
                continue  # "Mrs. Okafor's stolen ring", "the stolen ring": said of the thing, no deed
            if at == k and w[k].cap and w[k - 1].en in TITLES:
                continue  # "You are Grandma Rose": her name, not that grandma rose up
            before = k - 1 if w[k - 1].en in ("who", "that") else k  # "the masked thief who keeps stealing"
            ph = self._subject_before(before, cut=True)  # "the heron | stole": a verb, though a stole is worn
            if (
                ph is not None
                and w[ph.start].en not in ("named", "called")  # "a ghost girl named Wren haunts": her name
                and _beast(_singular(ph.head))
                and ph.kind not in hero_kinds | {"player", "you"} | _NO_ONE
                and not _has(opponents, ph.kind)
            ):
                opponents.append(self._being(ph, hostile=True))

    def _who_did_wrong(self, hero_kinds: set, opponents: list) -> None:
        """Whoever "who" or "that" says did a wrong before the story is a foe."""
        w = self.w
        for k in range(1, len(w) - 2):  # "the pirate who sank his ship", "the pickpocket who took his savings"
            if not self.live(k) or w[k].en not in ("who", "that") or not self._past(k + 1):
                continue
            if _verb_lemma(w[k + 1].en) not in WRONGS:
                continue
            taken = k + 3 < len(w) and w[k + 2].en in OBJECT_PRONOUNS and w[k + 3].en in ("to", "home", "back", "along")
            if taken:
                continue  # "the fairy who took her to the ball": a kindness
            ph = self._subject_before(k)
            asked = _verb_lemma(w[k - 1].en) in _ASKED  # "investigates who stole the crown jewels": no one yet
            someone = ph is not None and (_beast(ph.kind) or (w[k].en == "who" and not ph.cap_unknown and not asked))
            if someone and ph.kind not in hero_kinds and not _has(opponents, ph.kind):  # "the seal who took it"
                opponents.append(self._being(ph, hostile=True))

    def _who_do_harm(self, hero_kinds: set, opponents: list) -> None:
        """Whoever "who" or "that" says harms a place or the hero now is a foe ("the mothership of
        robots who attack the Earth", "the dognappers who raid the shelter"); not one said to act
        on a creature ("her brother who hunts wolves")."""
        w = self.w
        for k in range(1, len(w) - 2):
            if not self.live(k) or w[k].en not in ("who", "that") or _verb_lemma(w[k + 1].en) not in HARMS_NOW:
                continue
            if self._past(k + 1) or w[k + 1].en.endswith("ing"):
                continue  # what was done is read by _who_did_wrong
            target, _ = self.phrase(k + 2) if w[k + 2].en not in PREPS else (None, k)  # not "blasts through"
            aimed = w[k + 2].en in SET_UPON or (target is not None and not _beast(target.kind))
            ph = self._subject_before(k)
            if (
                aimed
                and ph is not None
                and _beast(ph.kind)
                and ph.kind not in hero_kinds
                and not _has(opponents, ph.kind)
            ):
                opponents.append(self._being(ph, hostile=True))

    def _that_they_wronged(self, hero_kinds: set, opponents: list) -> None:
        """Whoever did a wrong to what "that" or "which" names is a foe."""
        w = self.w
        for k in range(1, len(w) - 3):  # "the fish that the Frost Troll has trapped": whoever did it
            if self.live(k) and w[k].en in ("that", "which") and w[k + 1].en in ("the", "a", "an"):
                ph, j = self.phrase(k + 1, subject=True)
                j += j < len(w) and w[j].en in ("has", "had", "have")
                if ph is None or j + 1 >= len(w) or not self._past(j) or not self._wrong_done(j):
                    continue
                band = ph.head in BANDS or ph.head.split("-")[-1] in BANDS
                beings = any(_beast(_singular(x)) for x in ph.head.split("-"))  # "the lizard-folk"
                if (beings or band) and ph.kind not in hero_kinds and not _has(opponents, ph.kind):
                    opponents.append(self._being(ph, hostile=True))

    def _standing_between(self, opponents: list) -> None:
        """Those who stand between the hero and the goal are foes."""
        w = self.w
        for k in range(1, len(w) - 2):  # "Hawks and hunters stand between you and the marsh"
            between = w[k + 1].en == "between" and w[k + 2].en in ("you", "u", "him", "her", "them", "the")
            if self.live(k) and w[k].en in ("stand", "stands") and between:
                self._role_said_after(k, opponents)  # each of them, from their clause's start

    def _culprit(self, opponents: list) -> None:
        """Whoever did a wrong that is to be found out is the culprit, no one yet."""
        w = self.w
        for k in range(1, len(w) - 1):  # "find out who kidnapped the mayor's poodle": the culprit
            said = k - 1 - (k >= 2 and w[k - 1].en in ("keeps", "kept", "has", "had"))  # "who keeps stealing"
            aside = said > 0 and w[said - 1].punct  # "the Lich of Varrow, who stole", "Gloria, Ben and Hank — who"
            taken_back = k + 1 < len(w) and w[k + 1].en == "back"  # "who steal back their old rocket"
            named = self._phrase_ends(said) or self._plural_said_before(said)  # "the dognappers who raid the shelter"
            culprit = w[said].en == "who" and not aside and not taken_back and not named
            threat = _verb_lemma(w[k].en) in SCENE_THREATS | {"steal", "kill", "poison"}
            if self.live(k) and culprit and threat and not _has(opponents, CULPRIT):
                opponents.append(Being(kind=CULPRIT, category="person", hostile=True, words=f"who {w[k].text}"))

    def _plural_said_before(self, k: int) -> bool:
        """Whether a plural noun phrase ends right before word k that no verb of asking precedes
        ("the dognappers who raid"; not "investigates who stole")."""
        ph = self._subject_before(k)
        many = ph is not None and (ph.plural or (ph.head.endswith("s") and not ph.head.endswith("ss")))
        return many and ph.end == k and _verb_lemma(self.w[k - 1].en) not in _ASKED

    def _hunting_you(self, opponents: list) -> None:
        """A creature that hunts the player ("you", "us") is a foe."""
        w = self.w
        for k in range(1, len(w) - 1):  # "...; yetis hunt you all the way": whoever hunts the player
            you = w[k + 1].en in ("you", "us") or (
                w[k + 1].en == "for" and k + 2 < len(w) and w[k + 2].en in ("you", "us")
            )
            if self.live(k) and _verb_lemma(w[k].en) in HOSTILE_VERBS and you:  # "... crew hunting for you"
                ph = self._subject_before(k)
                if ph is not None and _beast(ph.head) and not _has(opponents, ph.kind):
                    opponents.append(self._being(ph, hostile=True))

    def _foe_list(self, j: int, opponents: list, listed: bool = False) -> int:
        """Past the rest of a list of foes that starts before word j (", cave trolls and the Bone
        Witch", "and his gang"), each added to `opponents`, creatures only unless the list is a form's
        field (`listed`); a phrase followed by its own verb starts a clause of its own ("and a knight
        must ...") and ends the list."""
        w = self.w
        while j + 1 < len(w) and (w[j].en in ("and", "or") or w[j].text == ","):
            k = j + 1 + (w[j].text == "," and w[j + 1].en in ("and", "or"))
            ph, end = self.phrase(k)
            if ph is None or not (listed or _beast(ph.kind) or ph.head in BANDS | WAVES or ph.name):
                break
            after = end
            while after < len(w) and w[after].cap and not w[after].punct:
                after += 1  # past a name said after the phrase: "the smuggler Kesh"
            if after < len(w) and self._finite_at(after, even_noun=True):
                break  # ", the smuggler Kesh races ...": a subject, then its verb
            if self._plural_clause(k, after):
                break  # ", and the bakers help her": a clause of their own
            if not _has(opponents, ph.kind):
                opponents.append(self._being(ph, hostile=True))
            j = end
        return j

    def _plural_clause(self, k: int, end: int) -> bool:
        """Whether a plural subject at word k has its own plain verb before `end` or at it, aimed
        at someone ("and the bakers help her", "and the wolves fight beside him")."""
        w = self.w
        for m in range(k + 1, min(end + 1, len(w) - 1)):
            verb = _verb_lemma(w[m].en)
            if verb and w[m].en == verb and self._agrees(m - 1, m) and w[m + 1].en in SET_UPON | SIDE_BY_SIDE:
                return True
        return False

    def _role_word(self, k: int) -> bool:
        """Whether word k names the foes' role ("villain", "enemies", "bad guy")."""
        w = self.w
        return w[k].en in ROLE_WORDS or (w[k].en in ("guy", "guys") and k > 0 and w[k - 1].en == "bad")

    def _said_foes(self, opponents: list) -> None:
        """Foes said to be foes: "beware the ink wraiths", "the villain is Doctor Mallow", "your
        enemies are the Whispering Monks"; the word for the role gives way to whom it names."""
        w = self.w
        for k in range(len(w) - 2):
            if not self.live(k):
                continue
            at = None
            if w[k].en == "beware":
                at = k + 1 + (w[k + 1].en == "of")
            elif w[k].en in ("watch", "look") and [x.en for x in w[k + 1 : k + 3]] == ["out", "for"]:
                at = k + 3  # "watch out for the topiary lions"
            elif self._role_word(k) and (w[k + 1].en in ("is", "are", "was", "were") or w[k + 1].text == ":"):
                at = k + 2  # "enemies: foxes, owls", "Bad guy: a smooth-talking developer"
            elif w[k].en in ROLE_WORDS | {"rival"} and w[k + 1].text == "," and k > 0 and w[k - 1].en in FOES_OF:
                at = k + 2  # "their old enemy, the Lich King, came back", "his rival, the jealous clown Pippo"
            elif w[k].en in ("boss", "bosses") and k > 0 and w[k - 1].en in BOSS_SAID and w[k + 1].en in ("is", "are"):
                at = k + 2  # "the last boss is the principal's evil twin", "the boss is a giant bulldog"
            elif w[k].en in ("are", "r") and w[k + 1].en == "the" and k + 2 < len(w) and w[k + 2].en in ROLE_WORDS:
                self._role_said_after(k, opponents)  # "fans and cleaners r the enemies"
                continue
            if at is None or at >= len(w):
                continue
            ph, _ = self.phrase(at)
            field = w[k + 1].text == ":"  # a form's field: whatever it lists are the foes ("enemies: crayfish")
            if ph is None or not (field or _beast(ph.kind) or ph.name or ph.head in BANDS | WAVES):
                continue
            opponents[:] = [o for o in opponents if o.kind not in ROLE_WORDS and _singular(o.kind) not in ROLE_WORDS]
            if not _has(opponents, ph.kind):
                opponents.append(self._being(ph, hostile=True))
            self._foe_list(ph.end, opponents, listed=field)  # "enemies: foxes, owls", "watch out for crows and cats"

    def _role_said_after(self, k: int, opponents: list) -> None:
        """The foes listed before "are the enemies" at word k, from the start of their clause."""
        w = self.w
        start = k
        while start > 0 and not (w[start - 1].punct and w[start - 1].text in (",", ";", ".", ":")):
            start -= 1
        j = start
        while j < k:
            ph, end = self.phrase(j, stop=k)
            if ph is None or end <= j:
                return
            if _beast(_singular(ph.head)) and not _has(opponents, ph.kind):
                opponents.append(self._being(ph, hostile=True))
            j = end + (end < k and w[end].en in ("and", "or", ","))

    def _target(self, k: int):
        """Whom a missile is aimed at when word k shoots, fires or throws one ("shoots lasers at the
        meteors", "shoots toast at an army of angry biscuits": the biscuits), else None."""
        w = self.w
        if not self.live(k) or _verb_lemma(w[k].en) not in PROJECTILES or k + 1 >= len(w):
            return None
        missile, j = self.phrase(k + 1)
        if missile is None or j + 1 >= len(w) or w[j].en != "at" or w[j + 1].en in ("them", "it", "him", "her", "each"):
            return None  # "shoot light beams at them": whom they stand for is read elsewhere
        target, end = self.phrase(j + 1)
        if target is not None and target.head in WAVES | ARMIES and end + 1 < len(w) and w[end].en == "of":
            target = self.phrase(end + 1)[0]  # "an army of angry biscuits": the biscuits
        return target

    def _while_subject(self, i: int) -> tuple:
        """The subject of a side clause at word i and where its verb is: the phrase ends at a plural
        creature a pursuit follows ("while vultures circle overhead", "while bog trolls try to snatch
        him": "circle" and "trolls" are nouns too), and a preposition's phrase after it is skipped
        ("while poachers on sand-skiffs hunt you down")."""
        w = self.w
        ph, j = self.phrase(i, subject=True)
        if ph is None:
            return ph, j
        for m in range(ph.start, min(j + 1, len(w) - 1)):
            plural = w[m].en != _singular(w[m].en)
            if plural and _beast(_singular(w[m].en)) and self._pursues(m + 1):
                return self.phrase(i, stop=m + 1)[0], m + 1
        if j < len(w) and w[j].en in ("on", "in", "with", "from", "of") and not self._pursues(j):
            if w[j].en == "of" and ph.head in WAVES:  # "while a band of snow monkeys tries to knock him off"
                for m in range(j + 1, min(j + 5, len(w) - 1)):
                    if _beast(_singular(w[m].en)) and (self._pursues(m + 1) or self._tries_against(m + 1)):
                        return self.phrase(j + 1, stop=m + 1)[0], m + 1
            _, after = self.phrase(j + 1)
            verb = next((m for m in range(j + 2, min(after + 1, len(w))) if self._pursues(m)), None)
            if verb is not None:
                return ph, verb
        return ph, j

    def _phrase_ends(self, k: int) -> bool:
        """Whether a noun phrase ends right before word k ("the thief who stole": the thief)."""
        ph = self._subject_before(k)
        return ph is not None and _beast(ph.kind)

    def _listed_after(self, j: int) -> bool:
        """Whether the comma at j goes on with a list of noun phrases that ends in "and" or "or"
        ("shells, gas and enemy hawks"), not a clause ("jackals, the courier Ama runs")."""
        w, k = self.w, j + 1
        while k < len(w):
            ph, end = self.phrase(k)
            if ph is None or end >= len(w):
                return False
            if w[end].en in ("and", "or"):
                return True
            if w[end].text != ",":
                return False
            k = end + 1
        return False

    def _side_foes(self, goal_at: int | None, main_at: int | None, opponents: list) -> None:
        """Who a verb of opposition outside the goal's clause is aimed at (the main verb's, or one
        after "to" or "and"): "outwit the farmer and free the hens", "forges a sword to stop the
        goblin king"."""
        w = self.w
        first = next((j for j in range(len(w)) if self.live(j) and not w[j].punct), -1)
        ordered = first >= 0 and _verb_lemma(w[first].en) == w[first].en  # "Crawl ..., avoid the drones and ..."
        for k in range(len(w)):
            lemma = _verb_lemma(w[k].en)
            woken = lemma in WOKEN and k > 0 and w[k - 1].en == "without"  # "without waking the rangers"
            kept = k + 1 < len(w) and f"{lemma} {w[k + 1].en}" in REPELLED  # "and fend off the Rat Queen's raids"
            if k == goal_at or not self.live(k) or (lemma not in HOSTILE_VERBS | AVOIDED and not woken and not kept):
                continue
            lead = k == first
            after_comma = k > 0 and w[k - 1].punct and w[k - 1].text == ","
            dodged = lemma in AVOIDED and lemma == w[k].en  # "sneak thru the farmhouse ..., avoid the cat"
            after_comma = after_comma and (w[k].en.endswith("ing") or (ordered and lemma == w[k].en) or dodged)
            if not (
                k == main_at
                or lead
                or after_comma
                or (k > 0 and w[k - 1].en in ("to", "and", "while", "by", "without", "then", "you"))
            ):
                continue  # "while dodging his terrier", "and dodge the anglerfish", "dodging X, a goat ..."
            j = k + 1 + kept
            if lemma == "drive" and j < len(w) and w[j].en in ("her", "his", "their", "your", "my", "our", "its"):
                continue  # "must drive her rover across the red desert": her own, driven
            back = j < len(w) and w[j].en in ("him", "her", "it") and lemma not in _NOT_AGAINST
            meant = self._said_before_and(k) if back else None
            if meant is not None and not _has(opponents, meant.kind):
                opponents.append(self._being(meant, hostile=True))  # "find the Hive Queen and kill her"
                continue
            while j < len(w):  # each of a list: "dodging falling icicles and angry yetis"
                ph, j = self.phrase(j)
                owner = self._possessive_owner(ph) if ph is not None else None
                army = ph is not None and _creatures_band(ph)
                said = ph is not None and _hostile_said(ph.words)  # "shoot the evil snowmen"
                if ph is not None and (_beast(ph.kind) or army or said) and not _has(opponents, ph.kind):
                    opponents.append(self._being(ph, hostile=True))  # "fight the skeleton army": the army
                elif owner is not None and _beast(owner.kind) and not _has(opponents, owner.kind):
                    opponents.append(self._being(owner, hostile=True))  # whose raids are fended off
                listed = j < len(w) and w[j].text == "," and self._listed_after(j)  # "dodge shells, gas and hawks"
                if (
                    ph is None
                    or j + 1 >= len(w)
                    or not (listed or (w[j].en in ("and", "or") and w[j + 1].en not in DETS))
                ):
                    if ph is not None and _beast(ph.kind):
                        self._foe_list(j, opponents)  # "fend off raccoons and a very determined bear"
                    break
                j += 1

    def _said_before_and(self, k: int):
        """The creature a one's pronoun after "and <verb>" at word k stands for: the phrase that
        ends at that "and" ("find the Hive Queen and kill her": the Hive Queen), else None. "them"
        is left to the readers of whom a goal is for: a group is most often who is saved."""
        w = self.w
        if k < 3 or w[k - 1].en != "and":
            return None
        for j in range(max(0, k - 7), k - 1):  # the longest phrase: "the Hive Queen", not "Queen"
            ph, end = self.phrase(j)
            if ph is not None and end == k - 1 and ph.start == j:
                return ph if _beast(ph.kind) else None
        return None


def _creatures_band(ph) -> bool:
    """Whether a phrase is an army, a swarm or a wave of creatures ("the skeleton army", "insect swarms")."""
    return ph.head in ARMIES | WAVES and any(_beast(m) for m in ph.kind.split()[:-1])
