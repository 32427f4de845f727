"""Foes said in a clause, not after a preposition: "the gulls get them" after "before", "while
the tin soldiers hunt you", "a troll stands in the way", "greedy beavers keep stealing", "the
masked thief who keeps stealing", "find out who kidnapped the poodle" (a culprit), "yetis hunt
you all the way"; whoever "so that X can ..." serves is helped; a verb of opposition outside the
goal's clause aims at a foe ("outwit the farmer and free the hens")."""

from __future__ import annotations

import itertools

from romsmith.lexicon import _index as X
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._captors import Captors
from romsmith.lexicon._clauses import OBJECT_PRONOUNS
from romsmith.lexicon._intent import CULPRIT, Being
from romsmith.lexicon._phrase_ends import _many
from romsmith.lexicon._roles import _has
from romsmith.lexicon._vocab import (
    ARMIES,
    AVOIDED,
    DETS,
    HOSTILE_VERBS,
    NEGATED,
    PREPS,
    REPELLED,
    SCENE_THREATS,
    SET_UPON,
    SUBJECT_PRONOUNS,
    WAVES,
    WRONGDOERS,
)
from romsmith.lexicon._words import _beast, _hostile_said, _singular, _verb_lemma, category

THEFTS = frozenset({"eat", "steal", "poison", "kill", "kidnap", "abduct", "snatch", "burn", "wreck", "sabotage"})
# a foe's deed against the hero too, when someone keeps at it ("the crows keep laughing at him")
TAUNTS = frozenset({"laugh", "mock", "tease", "bully", "pester", "taunt", "heckle"})
# a wrong done before the story that makes its doer a foe ("the pirate who sank his ship")
WRONGS = THEFTS | SCENE_THREATS | {"sink", "take", "burn", "break", "destroy", "wreck", "hide", "scatter", "ruin"}
WRONGS |= {"smash", "trap", "hurt", "drain", "tear", "cheat", "frame", "betray", "banish", "exile", "murder"}
WRONGS |= {"chain", "imprison", "shackle", "enslave"}  # "the snow eagle that the frost giants chained"
# what a friend tries to do beside the hero ("while her brother tries to help")
FRIENDLY = frozenset({"help", "find", "save", "cheer", "make", "be", "fix", "rescue", "protect", "learn", "follow"})
FOES_OF = frozenset({"old", "worst", "arch", "his", "her", "their", "your", "my"})  # "his rival, the clown Pippo"
# what a foe does in wait for the hero: "the farm cat is always watching", "is listening for him"
WATCHING = frozenset({"watch", "listen", "wait"})
UNWELCOME = frozenset({"visitors", "strangers", "intruders", "trespassers", "outsiders", "newcomers"})
NEARING = frozenset({"get", "draw", "creep", "come", "move", "inch", "crawl"})  # "the scarecrows get closer"
TROUBLE = frozenset({"trouble", "mischief", "havoc", "chaos", "mayhem"})  # "causes trouble", "make mischief"
WHERE_SAID = frozenset({"in", "on", "at", "inside", "under", "near", "behind", "across"})
SIDE_BY_SIDE = frozenset({"alongside", "beside", "with"})  # "fights alongside you": a friend's fight
UNWANTED = SET_UPON | {"that", "it", "this"}  # "the shadow beasts dont want that"
# what foes do to make the hero's way harder: "Red squirrel gangs and a hungry hawk make it hard"
HINDERS = frozenset(
    f"{make} {what} {how}"
    for make in ("make", "makes")
    for what in ("it", "things")
    for how in ("hard", "harder", "difficult", "tough", "tricky")
)
GUIDES = frozenset(
    {"show", "give", "teach", "guide", "lead", "offer", "hand", "tell", "lend"}
)  # "the goats show you paths"
PURSUITS = frozenset(
    {"snap", "bite", "stalk", "pursue", "ambush", "hound", "prowl", "lurk", "circle", "snatch", "steal", "kidnap"}
    | {"patrol"}
)
BANDS = frozenset({"cult", "gang", "syndicate", "coven", "mob", "crew", "cabal", "clan", "order", "guild", "pack"})
FORCES = frozenset({"navy", "police", "army", "fleet", "guards"})  # sent against someone, no creature by name
# done to someone by a foe: "the prisoners held by Lord Harrow", "framed by the chancellor"
DONE_BY_FOES = frozenset(
    {"hold", "frame", "guard", "haunt", "threaten", "imprison", "enslave", "betray", "pursue", "bully", "torment"}
    | {"terrorize", "terrorise", "oppress", "sabotage", "blackmail", "trick", "cheat", "rob", "jail", "chain"}
    | {"lock", "trap"}  # "locked in by a fake medium"
)
ROLE_WORDS = frozenset({"villain", "villains", "enemy", "enemies", "foe", "foes", "nemesis", "baddie", "baddies"})
# what is asked of whoever did it: "investigates who stole", "find who murdered"
_ASKED = frozenset({"investigate", "find", "learn", "know", "discover", "guess", "solve", "prove", "uncover", "ask"})
LURKS = frozenset({"lurk", "prowl", "stalk", "skulk", "infest"})  # said of foes, wherever the clause stands
# "without the guard noticing", "without getting shooed away by the vendors"
WATCHERS = frozenset({"see", "notice", "spot", "hear", "catch", "wake", "shoo", "swat", "nab", "bust", "kick"})
SAME_PARTICIPLES = frozenset({"overrun", "beset"})  # a participle that is its verb's own form: "overrun by rats"
WOKEN = frozenset({"wake", "alert", "disturb", "rouse"})  # "without waking the guards": the guards are foes
# what a creature does to the player in a clause of its own ("hawks keep diving at you", "eagles try
# to knock it off", "the dogs want eat them")
ASSAULTS = frozenset({"peck", "swoop", "dive", "knock", "blow", "throw", "eat", "sting", "stomp", "grab", "spit"})
# what is shot, thrown or fired is a missile; whom it is aimed "at" is the goal's object and a foe
PROJECTILES = frozenset({"shoot", "fire", "throw", "hurl", "launch", "fling", "lob", "toss", "spit", "blast", "zap"})
# what a threat does when the hero's time runs out ("before the bulldozers come")
ARRIVALS = frozenset({"come", "arrive", "return", "wake", "show", "catch", "attack", "strike"})
CLAUSE_LINKS = frozenset({"and", "but", "so", "while", "also", "then", "now", "though"})
HELPING = frozenset({"always", "also", "often", "still", "even", "will", "can", "could", "would", "gonna"})


# what someone does to the hero or the goal's thing before time runs out ("before the zookeepers catch
# him"), not their coming back or finding out ("before her parents get home", "find out")
_CATCHES = frozenset({"catch", "find", "get", "spot", "nab", "grab"})
_NOTICES = frozenset({"notice", "see", "hear", "smell", "sniff"})  # "before the frost giants notice"
_NOT_CAUGHT = frozenset({"out", "home", "back", "here", "there", "up", "in", "to", "ready", "dressed", "bored"})
# verbs of opposition that are said of things too: "fix her rover and drive it back"
_NOT_AGAINST = frozenset({"drive", "face", "track", "challenge", "chase"})
# what must not be done to the goal's thing: "without the pike gang stealing it", "... eating them"
_UNLESS_DONE = THEFTS | ASSAULTS | PURSUITS


class Threats(Captors):
    def _clause_foes(self, heroes: list, helpers: list, opponents: list) -> None:
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
                beast = ph is not None and (_beast(_singular(ph.head)) or band or army or robbers)
                if beast and not _has(opponents, ph.kind):  # "taken by the four elemental generals", "by lizardfolk"
                    opponents.append(self._being(ph, hostile=True))
        for k, x in enumerate(w):  # "... to grandmother while the wolf lurks": a foe about
            if k > 0 and self.live(k) and x.en in ("while", "whilst", "when"):
                ph, j = self._while_subject(k + 1)
                hunts = self._pursues(j) or self._tries_against(j) or bool(self._against(self._past_helpers(j)))
                band = ph is not None and (ph.head in BANDS or any(y.cap for y in w[ph.start : ph.end]))
                if (
                    ph is not None
                    and (_beast(ph.head) or (hunts and band))
                    and (X.word_stance(ph.head) == "foe" or hunts)
                ):  # "while the Leviathan Cult hunts them", "while the rusty Gearhounds snap at his tail"
                    opponents.append(self._being(ph, hostile=True))
            in_the_way = [y.en for y in w[k + 1 : k + 4]] == ["in", "the", "way"]
            if self.live(k) and in_the_way and x.en in ("stand", "stands", "standing"):
                ph = self._subject_before(k)  # "a troll stands in the way"
                if ph is not None and _beast(ph.kind):
                    opponents.append(self._being(ph, hostile=True))
            elif self.live(k) and in_the_way and k > 0 and w[k - 1].en == ",":  # "..., walruses in the way"
                ph = self._subject_before(k + 1)
                if ph is not None and ph.start == k and _beast(_singular(ph.head)) and not _has(opponents, ph.kind):
                    opponents.append(self._being(ph, hostile=True))
        self._said_foes(opponents)
        self._lurking(opponents)
        self._unseen_by(opponents)
        self._coming(opponents)
        self._captors(opponents)
        self._unnoticed_by(opponents)
        self._minions(heroes, opponents)
        self._assailants(heroes, opponents)
        self._about(heroes, opponents)
        for k in range(len(w)):  # "fires magic bolts at a bat swarm", "shoots lasers at the meteors": foes
            target = self._target(k)
            if target is not None and category(target.kind) != "place" and not _has(opponents, target.kind):
                opponents.append(self._being(target, hostile=True))
        hero_kinds = {h.kind for h in heroes}
        for k in range(len(w) - 2):  # "so that the princess can host the ball": the princess is helped
            if self.live(k) and w[k].en == "so" and w[k + 1].en == "that":
                ph, _ = self.phrase(k + 2, subject=True)
                if ph is not None and _beast(_singular(ph.head)) and ph.kind not in hero_kinds:
                    helpers.append(self._being(ph))
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
            before = k - 1 if w[k - 1].en in ("who", "that") else k  # "the masked thief who keeps stealing"
            ph = self._subject_before(before, cut=True)  # "the heron | stole": a verb, though a stole is worn
            if (
                ph is not None
                and w[ph.start].en not in ("named", "called")  # "a ghost girl named Wren haunts": her name
                and _beast(_singular(ph.head))
                and ph.kind not in hero_kinds | {"player", "you"}
                and not _has(opponents, ph.kind)
            ):
                opponents.append(self._being(ph, hostile=True))
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
        for k in range(1, len(w) - 2):  # "Hawks and hunters stand between you and the marsh"
            between = w[k + 1].en == "between" and w[k + 2].en in ("you", "u", "him", "her", "them", "the")
            if self.live(k) and w[k].en in ("stand", "stands") and between:
                self._role_said_after(k, opponents)  # each of them, from their clause's start
        for k in range(1, len(w) - 1):  # "find out who kidnapped the mayor's poodle": the culprit
            said = k - 1 - (k >= 2 and w[k - 1].en in ("keeps", "kept", "has", "had"))  # "who keeps stealing"
            aside = said > 0 and w[said - 1].punct  # "the Lich of Varrow, who stole", "Gloria, Ben and Hank — who"
            taken_back = k + 1 < len(w) and w[k + 1].en == "back"  # "who steal back their old rocket"
            culprit = w[said].en == "who" and not aside and not taken_back and not self._phrase_ends(said)
            threat = _verb_lemma(w[k].en) in SCENE_THREATS | {"steal", "kill", "poison"}
            if self.live(k) and culprit and threat and not _has(opponents, CULPRIT):
                opponents.append(Being(kind=CULPRIT, category="person", hostile=True, words=f"who {w[k].text}"))
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
            if not _has(opponents, ph.kind):
                opponents.append(self._being(ph, hostile=True))
            j = end
        return j

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
            elif w[k].en in ROLE_WORDS and (w[k + 1].en in ("is", "are", "was", "were") or w[k + 1].text == ":"):
                at = k + 2  # "enemies: foxes, owls"
            elif w[k].en in ROLE_WORDS | {"rival"} and w[k + 1].text == "," and k > 0 and w[k - 1].en in FOES_OF:
                at = k + 2  # "their old enemy, the Lich King, came back", "his rival, the jealous clown Pippo"
            elif w[k].en == "boss" and k > 0 and w[k - 1].en in ("final", "last", "big") and w[k + 1].en == "is":
                at = k + 2  # "the last boss is the principal's evil twin"
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
            for ph in self._doers_before(k + 1, j):  # "before the crabs and the birds catch him": both
                kind = category(ph.kind)
                if _has(opponents, ph.kind):
                    continue
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

    def _assailants(self, heroes: list, opponents: list) -> None:
        """Creatures that set on the player in a clause of their own: "hawks keep diving at you",
        "many bandits try to stop her", "the shadow crows are after you", "soot sprites fight back"."""
        w = self.w
        hero_kinds = {h.kind for h in heroes} | {"player", "you"}
        for k in range(len(w) - 1):
            starts = k == 0 or w[k - 1].text in (",", ";", ".", "!", "?", ":") or w[k - 1].en in CLAUSE_LINKS
            if not starts or not self.live(k) or w[k].en in DETS - {"the", "a", "an", "many", "some"}:
                continue
            ph, j = self._subject_at(k + (w[k].en == "whose"))  # ", whose undead armies stand in the way"
            if ph is None or not _foeish(ph) or ph.kind in hero_kinds or j >= len(w):
                continue
            listed, j = self._listed_subjects(ph, j)  # "Bandits and border guards attack along the road"
            if j >= len(w) or j == self.main_at or _has(opponents, ph.kind):
                continue  # not the idea's own subject, the hero or whom the goal is for
            if not self._assails(j) and not self._wrongdoer_acts(ph, j):
                continue
            for one in listed:
                if one.kind not in hero_kinds and not _has(opponents, one.kind):
                    opponents.append(self._being(one, hostile=True))

    def _wrongdoer_at(self, k: int) -> bool:
        """Whether the phrase at word k names a wrongdoer ("a saboteur", "the rival thieves")."""
        ph, _ = self.phrase(k, subject=True)
        return ph is not None and category(ph.head) == "person" and W.is_a(_singular(ph.head), WRONGDOERS, 1)

    def _wrongdoer_acts(self, ph, j: int) -> bool:
        """Whether a wrongdoer does something at word j ("Saboteurs from the rival railway keep
        pulling up rails", "where a saboteur scrambled all the formulas"); not one who helps."""
        w = self.w
        j = self._past_helpers(j)
        lemma = _verb_lemma(w[j].en) if j < len(w) else None
        if not lemma or w[j].en in DETS | PREPS or lemma in FRIENDLY | GUIDES | {"be", "have", "team"}:
            return False
        return self._wrongdoer_at(ph.start)

    def _subject_at(self, at: int) -> tuple:
        """The subject phrase at word `at` and the word after it; a noun the subject reader took
        for its verb is the subject's when a foe's verb follows it ("The palace guards and their
        mechanical dogs hunt her", "border guards attack")."""
        w = self.w
        ph, end = self._before_assault(at, subject=True)
        if ph is None:
            return ph, end
        end = self._past_where(ph, end)  # "The gremlins on the ship cause trouble"
        full, whole = self._before_assault(at)
        if full is None or whole <= end or not _foeish(full) or whole >= len(w):
            return ph, end
        if w[whole].en in ("and", "or") or w[whole].text == "," or self._assails(whole):
            return full, whole  # "Red squirrel gangs and a hungry hawk"
        return ph, end

    def _past_where(self, ph, end: int) -> int:
        """Where a foe's verb is when a place is said between it and its subject ("the rats in the
        walls catch him"), else `end`."""
        w = self.w
        if end + 1 >= len(w) or w[end].en not in WHERE_SAID or not _foeish(ph):
            return end
        for m in range(end + 2, min(end + 6, len(w))):  # "the ship cause trouble": the ship, then the verb
            place, after = self.phrase(end + 1, stop=m)
            if place is not None and after == m and not _foeish(place) and self._assails(m):
                return m
        return end

    def _before_assault(self, at: int, subject: bool = False) -> tuple:
        """The phrase at word `at`, cut before a foe's verb the phrase reader took for a noun
        ("border guards attack", "a hungry hawk make it hard")."""
        ph, end = self.phrase(at, subject=subject)
        for m in range(at + 1, end):
            if self._agrees(m - 1, m) and self._assails(m):
                cut, stop = self.phrase(at, stop=m, subject=subject)
                if cut is not None and _foeish(cut):  # not "wind | spirits chase him"
                    return cut, stop
        return ph, end

    def _unwelcome(self, k: int) -> bool:
        """Whether the word at k is whom a foe does not like: visitors, strangers, the hero ("The
        mayor don't like witches": the hero is a witch)."""
        said = self.w[k].en
        return said in UNWELCOME or said in SET_UPON or _singular(said) in getattr(self, "hero_kinds", ())

    def _agrees(self, noun: int, verb: int) -> bool:
        """Whether the word at `verb` can be the verb of the noun at `noun` by number ("border guards
        attack", "the hawk makes"), or starts "make it hard"; not "frog spit" or "the hawk make"."""
        w = self.w
        if [x.en for x in w[verb : verb + 2]] == ["make", "it"]:
            return True  # "a hungry hawk make it hard"
        said = w[noun].en
        many = _many(said) or (said.endswith("s") and not said.endswith("ss"))  # "spirits" is liquor too
        return many != w[verb].en.endswith("s")

    def _listed_subjects(self, ph, j: int) -> tuple:
        """The creatures of a subject that goes on as a list after `ph` ("Pirate canoes, crocodile
        riders and the river witch will all attack it") and the word after the list; only `ph` when
        what follows is not a list of creatures."""
        w, found, at = self.w, [ph], j
        while at + 1 < len(w) and (w[at].en in ("and", "or") or w[at].text == ","):
            at += 1 + (w[at].text == "," and w[at + 1].en in ("and", "or"))
            more, end = self._subject_at(at)
            if more is None or end <= at or not _foeish(more):
                return [ph], j
            found.append(more)
            at = end
        if at + 1 < len(w) and w[at].en == "from":  # "the brothers from rival pizzeria always try stop her"
            at = self.phrase(at + 1)[1]
        return found, at

    def _assails(self, j: int) -> bool:
        """Whether the verb group at word j is set on someone: a stance against them (`_against`),
        a hostile or pursuing verb, one of ASSAULTS, "are after", "fight back", or any verb aimed at
        the player ("shoot at you")."""
        w = self.w
        j = self._past_helpers(j)
        against = self._against(j)
        if against is not None:
            return against
        if j + 1 < len(w) and w[j].en in ("try", "tries", "want", "wants"):
            j += 1 + (w[j + 1].en == "to")  # "try to knock it off", "want eat them"
        if j >= len(w):
            return False
        lemma = _verb_lemma(w[j].en)
        if not lemma or w[j].en in DETS | PREPS:
            return False
        if self._past(j) and not w[j].en.endswith("ing"):
            return False  # "the wizard's cat knocked his crystal ball into the well": a past mishap
        near = list(itertools.takewhile(lambda x: x.en not in ("and", "or") and not x.punct, w[j + 1 : j + 4]))
        aimed = any(x.en in ("you", "your") for x in near) and lemma not in FRIENDLY | GUIDES  # not "... and u"
        if lemma == "search":  # "hunters are searching him everywhere"; not "a girl searches the swamp"
            return j + 1 < len(w) and w[j + 1].en in ("him", "her", "you", "them", "for")
        back = j + 1 < len(w) and w[j + 1].en == "back" and lemma in ("fight", "shoot", "strike", "bite", "hit")
        return lemma in HOSTILE_VERBS | PURSUITS | THEFTS | ASSAULTS or aimed or back

    def _past_helpers(self, j: int) -> int:
        """Where a verb group's own verb is, past its helpers ("keep diving", "will all attack it",
        "are searching him", "is always watching"; not "is kidnapped")."""
        w = self.w
        while j + 1 < len(w) and (
            w[j].en in HELPING | {"keep", "keeps"}
            or (w[j].en == "all" and j > 0 and w[j - 1].en in HELPING)
            or (w[j].en in ("are", "is") and (w[j + 1].en.endswith("ing") or w[j + 1].en in HELPING))
        ):
            j += 1
        return j

    def _against(self, j: int) -> bool | None:
        """Whether a verb group at word j, past its helpers, says a stance against the hero rather
        than a deed: True for one ("wont let her", "dont want that", "is always watching", "do not
        like visitors", "try to dry him", "give chase", "are after you", "are close behind", "make it
        hard"), False for a watch aimed elsewhere ("is watching the birds"), None for no stance."""
        w = self.w
        said = [x.en for x in w[j : j + 3]] + ["."] * 3
        if said[0] in ("do", "does") and said[1] == "not":
            j, said = j + 1, said[1:]  # "the attic spiders do not like visitors": as "don't"
        if said[0] in NEGATED | {"not"} and j + 2 < len(w):
            refused = said[1] in ("let", "allow") or (said[1] == "want" and said[2] in UNWANTED)
            return True if refused or (said[1] == "like" and self._unwelcome(j + 2)) else None
        if said[0].endswith("ing") and _verb_lemma(said[0]) in WATCHING:
            return said[1] in ("for", ".", ",", "!", "?", ";")  # "the farm cat is always watching"
        if said[0] in ("try", "tries") and said[1] == "to" and j + 3 < len(w) and w[j + 3].en in SET_UPON:
            return True if _verb_lemma(said[2]) not in FRIENDLY | GUIDES else None  # "the sun lizards try to dry him"
        if _verb_lemma(said[0]) == "fight" and said[1] in SIDE_BY_SIDE:
            return False  # "A cactus wren fights alongside you": a friend
        if _verb_lemma(said[0]) == "stand" and (said[1] == "between" or self._in_the_way(j + 1)):
            return True  # "Skeletons, bats and a mummy stand between the archaeologist and the scarab"
        if said[1] == "closer" and _verb_lemma(said[0]) in NEARING:
            return True  # "Every night the scarecrows get closer"
        if _verb_lemma(said[0]) == "close" and said[1] == "in" and said[2] in ("on", ".", ",", "!", ";"):
            return True  # "while government agents close in"; not "the shops close in an hour"
        if said[0] in ("cause", "causes", "causing", "make", "makes", "making") and said[1] in TROUBLE:
            return True  # "The sock monkey is jealous and causes trouble", "the gremlins make mischief"
        if said[:2] in (["give", "chase"], ["gives", "chase"]) or said[0] == "after":
            return True  # "Zookeepers give chase", "wolves after you"
        if said[0] in ("are", "is") and (
            said[1] == "after" or (said[1] in ("close", "right", "hot") and said[2] == "behind")
        ):
            return True  # "the shadow crows are after you", "The headmistress and her hounds are close behind"
        if _verb_lemma(said[0]) in ("whisper", "tell", "spread") and said[1] in ("lies", "rumors", "rumours"):
            return True  # "while the scheming chancellor whispers lies in his ear"
        return True if " ".join(said[:3]) in HINDERS else None  # "Red squirrel gangs and a hungry hawk make it hard"

    def _in_the_way(self, k: int) -> bool:
        """Whether "in the way" or "in your way" is said at word k."""
        said = [x.en for x in self.w[k : k + 3]]
        return said[:1] == ["in"] and said[2:] == ["way"] and said[1] in ("the", "your", "his", "her", "their")

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

    def _tries_against(self, j: int) -> bool:
        """Whether the words at j are an attempt at something no friend does ("while smugglers try
        to cut the power", "while a grumpy neighbor tries to keep them for himself")."""
        w = self.w
        if j + 2 >= len(w) or w[j].en not in ("try", "tries", "trying") or w[j + 1].en != "to":
            return False
        return _verb_lemma(w[j + 2].en) not in (None, *FRIENDLY)

    def _pursues(self, j: int) -> bool:
        """Whether the words at j are a foe's pursuit: a hostile or hunting verb ("hunt them", "snap
        at his tail"), one "after" someone ("tunnel after them") or "are after" something."""
        w = self.w
        if j >= len(w):
            return False
        if w[j].en in ("try", "tries", "trying", "want", "wants") and j + 2 < len(w) and w[j + 1].en == "to":
            j += 2  # "while bog trolls try to snatch him"
        lemma = _verb_lemma(w[j].en)
        after = j + 1 < len(w) and w[j + 1].en == "after"
        chase = lemma == "give" and j + 1 < len(w) and w[j + 1].en == "chase"  # "while wax golems give chase"
        return lemma in HOSTILE_VERBS | AVOIDED | PURSUITS or (bool(lemma) and after) or chase

    def _harms(self, k: int) -> bool:
        """Whether word k is a foe's deed: stealing, kidnapping, cursing ("carried off" too)."""
        w = self.w
        lemma = _verb_lemma(w[k].en)
        carried = lemma in ("carry", "take", "drag") and k + 1 < len(w) and w[k + 1].en in ("off", "away")
        kept = k > 0 and self.w[k - 1].en in ("keep", "keeps", "kept") and lemma in TAUNTS
        return lemma in SCENE_THREATS | THEFTS | {"swap"} or carried or kept  # "the royal cook swapped them"

    def _wrong_done(self, k: int) -> bool:
        """Whether word k does a wrong to someone's thing or friends ("trapped", "pulled off")."""
        w, lemma = self.w, _verb_lemma(self.w[k].en)
        off = lemma in ("pull", "rip", "tear", "knock", "carry", "drag", "take") and w[k + 1].en in ("off", "away")
        return off or lemma in WRONGS | {"trap", "lock", "cage", "curse", "crush", "shatter", "swallow", "freeze"}

    def _past(self, k: int) -> bool:
        """A past form ("stole", "kidnapped", "overran"): a word that is not its own lemma."""
        word = self.w[k].en
        return not word.endswith("s") and bool(_verb_lemma(word)) and _verb_lemma(word) != word

    def _agent_by(self, k: int) -> int | None:
        """Where "by" names the doer of a foe's deed done at word k ("chased across the bay by
        pirates", "carried off by magpies"), else None."""
        w = self.w
        lemma = _verb_lemma(w[k].en)
        watched = (  # "without being seen by the guards", "never get caught by": a foe; "was seen by a friend": no
            lemma in WATCHERS
            and k > 1
            and w[k - 1].en in ("being", "getting", "get", "be")
            and (w[k - 2].en in ("without", "not", "never", "avoid", "avoiding") or w[k - 2].en.endswith("n't"))
        )
        besieged = w[k].en == "siege" and k > 0 and w[k - 1].en == "under"  # "under siege by insect swarms"
        deed = self._harms(k) or lemma in HOSTILE_VERBS | DONE_BY_FOES or watched or self._wrong_done(k)
        if not self.live(k) or not ((deed and (self._past(k) or w[k].en in SAME_PARTICIPLES)) or besieged):
            return None
        for j in range(k + 1, min(len(w), k + 6)):
            if w[j].en == "by":
                return j if j + 1 < len(w) else None
            if w[j].punct or (j > k + 1 and _verb_lemma(w[j].en) and w[j].en not in DETS | PREPS):
                return None
        return None

    def _phrase_ends(self, k: int) -> bool:
        """Whether a noun phrase ends right before word k ("the thief who stole": the thief)."""
        ph = self._subject_before(k)
        return ph is not None and _beast(ph.kind)

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
            after_comma = after_comma and (w[k].en.endswith("ing") or (ordered and lemma == w[k].en))
            if not (
                k == main_at
                or lead
                or after_comma
                or (k > 0 and w[k - 1].en in ("to", "and", "while", "by", "without", "then", "you"))
            ):
                continue  # "while dodging his terrier", "and dodge the anglerfish", "dodging X, a goat ..."
            j = k + 1 + kept
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


def _foeish(ph) -> bool:
    """A creature, a band of creatures ("Red squirrel gangs") or a rival of any kind ("the rival
    bakery keeps stealing her ingredients"), that can be a foe."""
    head, said = _singular(ph.head), ph.kind.split()
    rival = any(x in ("rival", "rivals") for x in ph.words.lower().split())
    return _beast(head) or rival or (head in BANDS | WAVES and any(_beast(_singular(x)) for x in said[:-1]))


def _creatures_band(ph) -> bool:
    """Whether a phrase is an army, a swarm or a wave of creatures ("the skeleton army", "insect swarms")."""
    return ph.head in ARMIES | WAVES and any(_beast(m) for m in ph.kind.split()[:-1])
