"""A sentence that names a foe (`_sorting` sorts each sentence of an idea; these say which
name foes): its subject does harm ("A giant crow has been stealing", "Someone stole the fire
opal"), stands against the hero once the hero is known ("The wasps are after the royal jelly",
"Guard dogs patrol the halls"), is cast as the bad guys ("Pollution blobs are the bad guys"), or
a warning names them ("Mind the gremlins"); a subject joined by "and" to a foe's is a foe too.
"""

from __future__ import annotations

import re
from itertools import pairwise

from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._assailants import ASSAULTS
from romsmith.lexicon._foe_verbs import PURSUITS, THEFTS, WRONGS
from romsmith.lexicon._intent import Being
from romsmith.lexicon._nearest import CREATURES
from romsmith.lexicon._threats import PROJECTILES, _hostile_said
from romsmith.lexicon._vocab import HOSTILE_VERBS, SCENE_THREATS, SET_UPON
from romsmith.lexicon._words import _creature, _singular, _verb_lemma, category

# what a foe does to the world before the hero acts: "has been stealing", "are invading"
HARMS = (
    SCENE_THREATS
    | THEFTS
    | {"smash", "destroy", "trap", "lock", "raise", "burn", "eat", "take", "poison", "chew", "tear", "ruin"}
    | {"swallow", "erase", "smudge", "wreck", "flood", "curse", "kidnap", "cage", "crush", "scatter", "shatter"}
)
_AUX = {"has", "have", "had", "been", "is", "are", "was", "were", "keeps", "keep", "just", "always", "secretly"}
# what a being does against the hero, said in a later sentence
_AGAINST = re.compile(
    r"\b(?:(?:is|are|was|were|'re|'s) (?:\w+ )?(?:after|out to|on patrol|in the way|behind it|"
    r"(?:the|your|his|her|their) (?:\w+ )?(?:boss|villain|enemy|suspect|nemesis))"
    r"|(?:want|wants|wanted) (?:to )?(?:stop|keep|catch|eat|sell|destroy|steal|lock|kill|trap|ruin|burn|rig|shut|"
    r"capture|rope|hunt|shoot|chop|cut|tear|bulldoze|demolish|poach|grab|snatch|cage|tame|close)\b"
    r"|(?:want|wants|wanted) (?:him|her|you|them|it|u) (?:gone|dead|out|stuck|off|shut down|fired|arrested|caught|silenced)"
    r"|(?:want|wants|wanted) to clean (?:him|her|you|them|u) up"  # "Exterminators with mops want to clean him up"
    r"|(?:is|are|was|were|'re|'s) (?:close|right|hot|not far) behind\b|on (?:your|his|her|their|ur) tail"
    r"|(?:are|is) (?:the|a) (?:main |real |biggest |only )?(?:dangers?|threats?|hazards?)\b"
    r"|makes? (?:it|things|life|the \w+|every \w+|everything) (?:\w+ )?(?:hard|harder|difficult|tough|dangerous|tricky)"
    r"|(?:put|puts|has put|have put) a (?:price|bounty) on"
    r"|(?:plan|plans|planned|plot|plots|scheme|schemes) to (?:take|steal|snatch|grab|rob|kidnap|burn|destroy|ruin)\b"
    r"|(?:get|gets|creep|creeps|draw|draws|come|comes|crawl|crawls) closer\b"
    r"|(?:is|are|was|were) lying\s*$"
    r"|(?:want|wants|wanted) (?:the|your|his|her|their|its) \w+(?: too| as well)?$"
    # "Mischievous imps keep hiding them"; not "the sheep keep escaping the pen": their own stray
    r"|(?:keep|keeps|kept) (?!escaping|wandering|straying|running off|falling|floating|drifting|getting lost)\w+ing\b"
    r"|(?:try|tries|tried|trying) to (?!help|find|save|cheer|make|be)\w+"
    r"|(?:do not|don't|dont|won't|wont|will not|never) (?:let|want|like)\b"
    r"|(?:see|sees|saw) (?:her|him|you|them|u) as\b"
    r"|(?:lie|lies|lying) (?:to|about)\b|spreads? rumou?rs"
    r"|racing (?:you|him|her|them|u)\b|will (?:all )?attack"
    r"|(?:want|wants|wanted) (?:it|them) (?:too|as well|for (?:him|her|them)sel(?:f|ves))?\s*$"
    r"|(?:want|wants|wanted) (?:the|that|this|your|his|her|their) \w+ (?:\w+ )?for (?:him|her|them)sel(?:f|ves)"
    r"|(?:work|works|plot|plots|scheme|schemes|conspire|conspires) against|close in|closes in"
    r"|(?:shamble|shambles|chase|chases|come|comes|go|goes|swoop|swoops|dive|dives) (?:down )?(?:after|at) "
    r"(?:you|u|him|her|them|the)\b"
    r"|(?:have|has|had) (?:grown|become|gone|turned) (?:\w+ )?(?:and )?(?:angry|mean|evil|hostile|wild|nasty)"
    r"|(?:are|is|'re) (?:already )?(?:at|outside) (?:your|the|his|her|their) door"
    r"|(?:patrol|patrols|guard|guards|block|blocks|haunt|haunts|stalk|stalks|shamble|shambles|swarm|swarms|infest|"
    r"infests) (?:the|their|every|all)\b"
    r"|give chase|gives chase|shoots? at (?:anything|anyone|you|u|everything)"
    r"|(?:are|is|'re) (?:in (?:your|the|his|her|their) way|the (?:main |real )?(?:bad guys?|villains?|enemies|enemy"
    r"|baddies)|(?:very |really |so |super )?(?:mean|angry|evil|nasty|hostile|dangerous|deadly|not friendly|"
    r"vicious|bad|cruel|wicked|scary|tricky|creepy|spooky|terrifying|menacing))\b"
    r")"
)
# "Pollution blobs are the bad guys", "Moldy mushrooms are the main enemies": whatever they are
_CAST_AS_FOES = re.compile(
    r"^([^.!?]{2,60}?) (?:are|is|r) (?:the|our|your) (?:main |real |only )?(?:bad guys?|villains?|enemies|enemy|baddies)\b",
    re.I,
)
_WARNING = re.compile(
    r"^(?:watch out for|look out for|beware(?: of)?|mind|careful,|avoid|dodge|don'?t let|do not let|don'?t wake|"
    r"stay away from|steer clear of|hide from|sneak past)\b,?\s*",
    re.I,
)
_BANDS = {"crew", "gang", "clan", "horde", "army", "band", "syndicate", "convoy", "fleet", "mob", "cult", "swarm"}
_DETS = {"the", "a", "an", "some", "all", "those", "these", "our", "your", "their", "its", "his", "her"}
_PRONOUNS = {"them", "it", "they", "him", "her", "he", "she", "us", "you", "one"} | {
    "nobody",
    "somebody",
    "someone",
    "everyone",
    "everybody",
    "anyone",
    "anybody",
}


def _cast_as_foes(text: str) -> list[Being]:
    """The foes a sentence casts so, whatever they are ("Pollution blobs are the bad guys"; each
    of a list: "Fans and cleaners are the enemies"), else []."""
    said = _CAST_AS_FOES.match(text)
    if said is None:
        return []
    parts = said.group(1).split(",")
    if len(parts) > 1 and not re.search(r"\b(?:and|or)\b", parts[-1]):
        parts = parts[-1:]  # "In the old town, the rats are the villains": no list, the rats
    listed = [x for part in parts for x in re.split(r"\s+(?:and|or)\s+", part.strip()) if x.strip()]
    return [b for b in (_cast(part) for part in listed) if b is not None]


def _cast(said: str) -> Being | None:
    """One foe of a cast: its last two nouns, the head singular ("pollution blobs": pollution blob)."""
    words = [x for x in re.findall(r"[a-z'-]+", said.lower().split(" of ")[0]) if x not in _DETS]
    words = [x for x in words if W.is_noun(x) or x == words[-1]][-2:]
    if not words or words[-1] in _PRONOUNS:
        return None
    kind = " ".join([*words[:-1], _singular(words[-1])])
    return Being(
        kind=kind,
        category=category(kind),
        hostile=True,
        count=2 if kind != " ".join(words) else 1,
        words=said[:80],
    )


def _culprit(text: str) -> Being | None:
    """The unknown foe of a sentence whose subject is "someone" who does harm ("Someone stole the
    fire opal": a thief; "Someone keeps swapping the sugar for salt": a culprit), else None."""
    said = re.match(r"^(?:someone|somebody)\s+(?:has\s+been\s+|keeps\s+|has\s+)?(\w+)", text, re.I)
    if said is None:
        return None
    verb = _verb_lemma(said.group(1).lower())
    keeps = said.group(0).lower().split()[1] == "keeps"
    if not verb or not (keeps or verb in HARMS | WRONGS):
        return None
    kind = "thief" if verb in THEFTS else "culprit"
    return Being(kind=kind, category="person", hostile=True, words=said.group(0))


def _and_also(text: str, being: Being) -> bool:
    """Whether a being is the second of a sentence's subjects joined by "and" ("Wasps and a hungry
    bear try to stop her"), not a word the clause reader took in ("Spiders are the enemy")."""
    words = (being.words or "").lower()
    at = text.lower().find(words) if words else -1
    return (
        at > 0 and _creature(being.kind.split()[-1]) and bool(re.search(r"\band\s+(?:\w+\s+){0,3}$", text[:at], re.I))
    )


def _being(hero: Being) -> bool:
    """Whether a subject is someone: a creature, or a thing given a name ("an old steam engine
    named Gertrude")."""
    named = bool(hero.name) and hero.name.lower() != hero.kind.lower()
    return hero.kind not in _PRONOUNS | {"player"} and (hero.category in CREATURES or _creature(hero.kind) or named)


_GEAR = frozenset({"on", "with", "in", "from", "of", "at", "under", "beneath", "behind", "inside", "near"})


def _past_their_gear(words: list[str]) -> list[str]:
    """The words after a subject, past a short phrase on what it has or where it is ("Bandits on
    horseback | chase", "Exterminators with mops | want", "The moles under the farm | keep stealing")."""
    if len(words) < 3 or words[0] not in _GEAR:
        return words
    k = 2 + (words[1] in ("the", "a", "an", "their", "his", "her", "its"))
    return words[k:]


_PARTICLES = frozenset({"back", "down", "off", "over", "away", "out", "up", "around", "into", "from", "in", "on", "at"})


def _assaults_someone(rest: list[str], verbs: frozenset = ASSAULTS | PURSUITS) -> bool:
    """Whether the words after a subject (past its helping verbs) set on someone: one of `verbs`
    (assaults and pursuits) with a person's pronoun after it ("keep knocking him", "bite her"), not
    a gift to them ("keep throwing him fish")."""
    given = len(rest) > 2 and rest[2] not in _PARTICLES and W.is_noun(rest[2])
    return len(rest) > 1 and rest[1] in SET_UPON and _verb_lemma(rest[0]) in verbs and not given


def _animal_assailing(text: str, subject: Being) -> bool:
    """Whether a subject WordNet knows as an animal only in a later sense sets on someone in a
    plural's sentence of its own: "The seals keep biting him" (a seal is first a stamp)."""
    head = subject.kind.split()[-1]
    words = re.findall(r"[a-z']+", text.lower())
    if (
        subject.count < 2
        or "animal" not in W.categories(_singular(head), 12)
        or head not in words[:4] + [_singular(x) for x in words[:4]]
    ):
        return False
    at = next(i for i, x in enumerate(words) if x == head or _singular(x) == head)
    return _assaults_someone([x for x in words[at + 1 : at + 6] if x not in _AUX])


def _strikes(text: str, subject: Being) -> bool:
    """Whether a sentence's subject, whatever it is, opens it and strikes the hero in a hostile verb
    of its own ("A grumpy thundercloud keeps zapping her"), not a thing that moves them ("The wind
    keeps pushing him back")."""
    words = re.findall(r"[a-z']+", text.lower())
    said = re.findall(r"[a-z']+", (subject.words or "").lower())
    if not said or words[: len(said)] != said:
        return False
    rest = [x for x in words[len(said) : len(said) + 6] if x not in _AUX]
    return _assaults_someone(rest, HOSTILE_VERBS | ASSAULTS)  # not "The seals keep throwing him fish"


def _foe_sentence(text: str, subject: Being, later: bool = False) -> bool:
    """Whether the sentence's subject harms the world before the hero acts ("A giant crow has been
    stealing", "Aliens are invading", "The evil Snow Queen has trapped summer") or, `later`, once
    the hero is known, stands against them ("The wasps are after the royal jelly", "Bandits want
    the sword", "Mischievous imps keep hiding them again")."""
    creature = _being(subject) or any(category(x) in CREATURES for x in subject.kind.split())
    creature = creature or any(c in CREATURES for c in W.categories(_singular(subject.kind.split()[-1]), 3))
    # "The moles under the farm keep stealing the carrots!": a mole is first a mark on the skin
    banded = subject.kind.split()[-1] in _BANDS
    if not creature and not banded and not _animal_assailing(text, subject) and not (later and _strikes(text, subject)):
        return False  # "Other wolf packs guard their territory": a pack of wolves; "Zora's crew stole ..."
    if text.lower().startswith(("you ", "you'", "as ")):
        return False  # "You're a friendly ghost haunting an old house": the hero
    if _hostile_said(subject.words):
        return True
    words = re.findall(r"[a-z']+", text.lower())
    head = subject.kind.split()[-1]
    at = next((i for i, x in enumerate(words) if _singular(x) == head or x == head), None)
    if at is None:
        return False
    said = re.findall(r"[a-z']+", subject.words.lower())
    if said and words[at : at + len(said)] == said:
        at += len(said) - 1  # "Duchess Nettlebrook has locked ...": past her name to her verb
    window = " ".join(_past_their_gear(words[at + 1 : at + 12])[:8])
    against = _AGAINST.search(window)
    aimed_at_you = against is not None and re.match(r"\s*(?:you|u|your|ur)\b", window[against.end() :])
    if against and (later or aimed_at_you or re.search(r"\b(?:you|u|your|ur)\b", against.group(0))):
        return True  # "The wasps are after the royal jelly"; first, "Wolves are after you."
    rest = _past_their_gear([x for x in words[at + 1 : at + 9] if x not in _AUX])[:5]
    beside = len(rest) > 1 and rest[1] in ("alongside", "beside")  # "the wolves fight beside him": friends
    if later and rest and _verb_lemma(rest[0]) in HOSTILE_VERBS | PURSUITS and not beside:
        return True  # "The palace guards and their mechanical dogs hunt her."
    if len(rest) > 1 and rest[1] == "back" and _verb_lemma(rest[0]) in ("fight", "strike", "bite", "hit"):
        return True  # "Soot sprites fight back."
    own = len(rest) > 1 and rest[1] in ("her", "his", "their", "its", "a", "an", "off", "out")
    if own and _verb_lemma(rest[0]) == "take":
        return False  # "Kai takes her little boat out": no theft
    aimed = any(x in ("you", "your") for x in rest[1:4]) and _verb_lemma(rest[0]) in ASSAULTS
    aimed = aimed or (later and _assaults_someone(rest))  # "The seals keep knocking him back down."
    thrown = _verb_lemma(rest[0]) in ASSAULTS | PROJECTILES if rest else False
    # "The monkeys throw coconuts at him."
    aimed = aimed or (later and thrown and any(a == "at" and b in SET_UPON for a, b in pairwise(rest[1:6])))
    hunting = len(rest) > 1 and rest[1] in SET_UPON
    if hunting and _verb_lemma(rest[0]) in HOSTILE_VERBS | PURSUITS:
        return True  # "the robot poachers hunting them are not [peaceful]"
    return bool(rest) and (_verb_lemma(rest[0]) in HARMS or aimed)  # "Lava imps keep grabbing at your ankles"
