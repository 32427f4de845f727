"""An idea told in several sentences: each read on its own, then joined (`join`).

People often set the scene, name the foe or introduce the hero before the goal: "A giant crow
has been stealing shiny things. Nora the locksmith wants her key back, so ...", "Meet Pip, a
carrier pigeon. ... fly through the storm and drop every letter", "In this game you are a
shepherd girl. Keep your sheep safe from the wolves until morning comes." The clause reader
(`_reader`) reads one sentence's structure; here each sentence, and each clause after ", but",
";" or ", while" (and a foe's deed before ", and", a "When ...," clause before a modal one), is
read alone and sorted:
- a foe's sentence (`_foes_said`): its subject does harm or is said hostile, stands against the
  hero once the hero is known, is cast as the bad guys, or a warning names it; every subject
  joined to it by "and" is a foe too;
- an introduction: "Meet X, a Y", "There is a Y", "<place> lives a Y", "X is a Y", "you are a
  Y", "You, a Y, ...", after a label ("My idea: you play a ..."): the hero;
- the hero's sentence: a being that acts, or the hero's name; a later "she", "he" or "they" is
  that hero again; a later being who has to act on the scene's lost one is the hero instead;
- an order: "keep your sheep safe", "sniff out the mayor": the goal, played by the hero; its
  "chase it" is the last foe, its "get it back" what a foe took.
The whole idea's reading stays unless its hero is nobody's (a foe, the player with a hero
introduced later, a word that is no being, "nobody", a subject after "but" in a later
sentence), and its goal unless it has none or it is a foe's verb; the foes of every sentence
the hero acts in are foes of the idea. An idea of one sentence is read so only when a label or
"my game is a ..." was set aside, and then gives only a hero it says the player is. An order
said to someone ("..., little frog.") makes them the hero when the player would be.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._extract import TITLES
from romsmith.lexicon._foes_said import (
    _AUX,
    _BANDS,
    _PRONOUNS,
    _WARNING,
    HARMS,
    _and_also,
    _animal_assailing,
    _being,
    _cast_as_foes,
    _culprit,
    _foe_sentence,
    _strikes,
)
from romsmith.lexicon._grammar import gender
from romsmith.lexicon._intent import Being, Goal, Intent, Thing
from romsmith.lexicon._phrase_ends import SAME_PLURALS
from romsmith.lexicon._roles import _has, place_of
from romsmith.lexicon._threats import WRONGS, _hostile_said
from romsmith.lexicon._vocab import MOVES
from romsmith.lexicon._words import _creature, _singular, _verb_lemma, category

# a sentence ends at . ! ? before a capital; not after "Mr." or "St."
_END = re.compile(
    r"(?<=[.!?])\s+(?=[\"'(]?[A-Z])"
    # "... not fall in the water. the seal is mean": a lower-case sentence that starts with its subject
    r"|(?:(?<=[a-z]{2}[.!?])|(?<=[a-z][.!?]{2}))\s+(?=(?:the|he|she|they|it|there|his|her|their|my|i|you|u|we|but|then|so) )"
)
_THE_HERO_IS = re.compile(r"^(?:the )?(?:hero|heroine|main character|protagonist|player) is\b", re.I)
_ASKED = re.compile(r"^(?:who|what|where|why|how|which)\b[^.!]*\?\s*$", re.I)  # a question the game asks
_MOVING = frozenset(m for m in MOVES if _verb_lemma(m) == m)  # verbs of moving, as dictionary forms
_SHORT = ("mr.", "mrs.", "ms.", "dr.", "st.", "mt.", "jr.", "sr.", "vs.", "prof.", "capt.")
# words that stand where a name would and are none: "It is a ...", "There is a lonely snowman ..."
_NOT_NAMES = "It|This|That|There|Here|He|She|They|Everyone|Nobody|Everything|What|Who"
_INTRO = [  # a sentence that only says who the hero is, rewritten so the clause reader finds the noun
    (re.compile(r"^there(?:'s| is| are| was| lives)\s+", re.I), ""),
    (re.compile(r"^i (?:want|wanna|would like) to (?:play|be)(?: as)?\s+", re.I), "You play as "),
    # "Bolt is a robot who must find his batteries": a robot named Bolt must find them
    (
        re.compile(
            rf"^(?!(?:{_NOT_NAMES})\b)"
            r"([A-Z][\w'-]*(?: [A-Z][\w'-]*)?) is (an?) ([\w' -]{2,40}?) who (?!is\b|was\b)"
        ),
        r"\2 \3 named \1 ",
    ),
]
_GAME_IS = [  # "my game is a baby dinosaur who ...", "Is a shooting game with a little airplane."
    re.compile(r"^(?:my |the |this |our )?game is (?:about |of )?(?=(?:an?|the|one) )", re.I),
    re.compile(r"^(?:it )?is an? [\w -]{0,30}?(?:game|story) (?:with|about|of|where) (?=(?:an?|the|one) )", re.I),
]
_SAYS = {"you", "has", "have", "is", "are", "was", "were", "wants", "must", "needs"}  # a clause, no label
_LABEL = re.compile(r"^[^:.!?]{1,80}?:\s+(?=\S)")  # a short label before a colon
_ONCE = re.compile(r"^(?:once upon a time|one day|long ago),?\s+", re.I)  # a time, no frame
_YOU_A = re.compile(r"^you,\s+((?:an?|the)\s+[^,]+),", re.I)
_MEET = re.compile(r"^meet\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)\s*,\s*(.+)$", re.I)
_IS_A = re.compile(r"^([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)\s+is\s+(an?\s+.+|the\s+.+)$")
_NO_NAME = re.compile(rf"^(?:{_NOT_NAMES})$", re.I)
_LIVES = re.compile(r"^(.+?)\s+(?:lives|live|lived|dwells)\s+((?:an?|the|two|three)\s+.+)$", re.I)
_VILLAIN = re.compile(
    r"^(?:(?:the|your|our|his|her|their)\s+)?(?:main\s+)?(?:villain|enemy|enemies|foe|foes|bad guy|bad guys|"
    r"baddie|baddies|boss|nemesis|rival)\s+(?:is|are|was|were)\b",
    re.I,
)
_FRAMED = re.compile(
    r"^(?:in this game,? )?(?:you are|you're|youre|you play as|you play|play as|you control|"
    r"(?:the )?(?:player|hero|main character) is)\b",
    re.I,
)
# "The station's lights went out and he must fix ...": the hero said again inside the sentence
_PRONOUN_INSIDE = re.compile(
    r"\b(and|so|but|then|now)( now)? (?:he|she|they) (must|has to|have to|needs to|need to|wants to|want to|will|"
    r"can|tries to|try to|sets out to|goes to)\b",
    re.I,
)
_HUNTED = re.compile(
    r"\b(chase|chases|catch|catches|trap|traps|capture|captures|fight|fights|defeat|defeats|stop|stops|hunt|hunts|"
    r"track down|tracks down|drive|drives|scare|scares|slay|slays|beat|beats|banish|banishes)\s+(it|them)\b"
)
_UNDONE = re.compile(
    r"\b(get|gets|bring|brings|paint|paints|win|wins|take|takes|steal|steals|put|puts|find|finds|recover|recovers|"
    r"return|returns|rescue|rescues|save|saves|free|frees)\s+(it|them)(\s+back)?\b"
)
_JOINS = re.compile(r",\s*(?:but|while)\s+|;\s+|\s+but\s+(?=the |a |an )", re.I)
_WHEN = re.compile(r"^(?:when|after|once|since|now that|as soon as|because)\s+([^,]{6,100}),\s+(.+)$", re.I)
_MODAL = re.compile(
    r"\b(?:must|has to|have to|needs to|need to|sets out to|decides to|is the only one who can)\b", re.I
)
_BUT = re.compile(
    r"(?:,\s*(?:but|while|and)|;|\bbut)\s+(?:(?:an?|the|some|one|his|her|their)\s+)?(?:\w+\s+){0,2}$", re.I
)
_VOCATIVE_END = re.compile(
    r",\s+((?:little|young|brave|dear|my|old|sweet|tiny|mighty)\s+[\w' -]{2,30}"
    r"|[A-Z][\w'-]+\s+the\s+[\w' -]{2,30}"
    r"|(?:Sergeant|Captain|Sir|Lady|Lord|Dame|Commander|Agent|Doctor|Professor|Private)\s+[A-Z][\w'-]+)"
    r"(?:\s*[!.?]*\s*$|,\s+(?:or|or else|otherwise)\s)"  # "Bring it back before dawn, little owl, or ..."
)
_VOCATIVE_YOU = re.compile(r"\byou,\s+((?:little|young|brave|dear|my|old|tiny)\s+[^,]{2,30}),")
_ANYONE = {"player", "friend", "friends", "pal", "buddy", "folks", "guys", "kids", "reader", "dear"}
_AND = re.compile(r",\s*and\s+(?:now\s+|so\s+)?", re.I)
# a sentence whose subject is gone: whom a later order finds ("Mayor Flufferton has vanished")
_VANISHED = re.compile(
    r"\b(?:vanished|disappeared|gone missing|went missing|(?:is|are|was|were) (?:missing|lost|kidnapped|taken))\b",
    re.I,
)
# a time said before a sentence's subject: "This year", "Every night"
_TIME_SAID = (
    r"(?:this|that|one|last|every|each) (?:year|night|day|morning|evening|week|winter|summer|spring|autumn|fall)"
)
_PRONOUN = re.compile(
    rf"^((?:so|and|but|then|now|soon|today|tonight|one day|{_TIME_SAID}),?\s+)?(she|he|they)\b", re.I
)  # "This year she took your little brother": the one said before


def sentences(idea: str) -> list[str]:
    """The idea's sentences, each without its closing mark's trailing space."""
    parts, start = [], 0
    for m in _END.finditer(idea):
        before = idea[start : m.start()].split()
        if before and before[-1].lower() in _SHORT:
            continue
        parts.append(idea[start : m.start()].strip())
        start = m.end()
    parts.append(idea[start:].strip())
    return [q for p in parts if p for q in _framed_order(p)]


# "You're a young zookeeper named Pia: round up the penguins": who the hero is, then an order
_FRAME_THEN_ORDER = re.compile(r"^(.{4,80}?):\s+([a-z][\w'-]*)\b(.*)$", re.S)


def _framed_order(sentence: str) -> list[str]:
    """A sentence that says who the player is, then a colon and an order, as two sentences: the
    introduction, then the order; any other sentence as it is."""
    split = _FRAME_THEN_ORDER.match(sentence)
    if split is None or not _FRAMED.match(split.group(1)):
        return [sentence]
    verb, rest = split.group(2), split.group(3)
    nxt = rest.split()[0].lower() if rest.split() else ""
    acts = nxt in ("the", "a", "an", "all", "every", "your", "up", "out", "down", "back", "off", "away", "them", "it")
    if _verb_lemma(verb) != verb or (W.is_noun(verb) and not W.mostly_verb(verb) and not acts):
        return [sentence]  # "You are a knight: brave, loyal": no order
    return [f"{split.group(1)}.", f"{verb[:1].upper()}{verb[1:]}{split.group(3)}"]


@dataclass
class _Sorted:
    """What the sentences say, each read alone."""

    hero: Being | None = None
    goal: Goal | None = None
    foes: list[Being] = field(default_factory=list)  # the subjects of foes' sentences
    foe_sentences: list[str] = field(default_factory=list)
    own: list[Intent] = field(default_factory=list)  # readings of the sentences the hero acts in
    introduced: bool = False  # a sentence said who the hero is ("Meet Pip, a ...", "You're the new barista")
    wronged: list[Thing] = field(default_factory=list)  # what a foe's deed was done to ("took the crown")
    hero_at: int = -1  # the sentence the hero was found in
    declared: list[str] = field(default_factory=list)  # foes a sentence calls so, creatures or not
    switched: bool = False  # the first being was the scene's; a later one set out to act on it
    idle: list[str] = field(default_factory=list)  # beings only said to be so ("Space whales are peaceful")
    named: list[Being] = field(default_factory=list)  # named beings said before the hero ("remembers Princess Elin")
    played_as: Being | None = None  # a later sentence's "As X, <order>": who the player is
    many: list[Being] = field(default_factory=list)  # beings said as many, in the order said ("the sheep")
    there_intro: bool = False  # the hero was a "There is ..." sentence's, no sentence that names the hero's part


def join(idea: str, read_one: Callable[[str], Intent]) -> Intent:
    """The idea's reading (`_joined`), its hero the one an order is said to, if the player gives
    it ("Climb out of the volcano before it erupts, little salamander.")."""
    said = sentences(idea)
    intent = _joined(idea, said, read_one)
    setting = _SETTING.match(said[0]) if said else None
    if setting is not None and not any(p.words == setting.group(1) for p in intent.places):
        intent = intent.model_copy(update={"places": [place_of(setting.group(1), setting.group(1)), *intent.places]})
    if intent.heroes[0].kind != "player" and _being(intent.heroes[0]):
        return intent
    addressed = next((b for b in (_addressed(text, read_one) for text in said) if b is not None), None)
    if addressed is None:
        return intent
    others = {"opponents": intent.opponents, "helpers": intent.helpers, "bystanders": intent.bystanders}
    kept = {
        k: [b for b in v if b.kind != addressed.kind and (not b.name or b.name != addressed.name)]
        for k, v in others.items()
    }
    return intent.model_copy(update={"heroes": [addressed], **kept})


def _sets_out(text: str) -> bool:
    """Whether a sentence's own subject has to act ("Tumbles the clown has to find him"), not a
    pronoun after another subject ("Through conversations with the patients she has to ...")."""
    modal = _MODAL.search(text)
    return modal is not None and not re.search(r"\b(?:she|he|they)\b", text[: modal.start()], re.I)


def _addressed(text: str, read_one: Callable[[str], Intent]) -> Being | None:
    """The being an order is said to ("..., little frog.", "..., Juno the paper kite!", "you,
    little hamster, ..."), else None."""
    said = _VOCATIVE_END.search(text) or _VOCATIVE_YOU.search(text)
    if said is None:
        return None
    words = said.group(1).strip()
    named = re.match(r"^([A-Z][\w'-]+)\s+the\s+(.+)$", words)  # "Juno the paper kite"
    hero = _plain(read_one(named.group(2) if named else words[:1].upper() + words[1:]).heroes[0])
    if hero.kind in _PRONOUNS | _ANYONE or hero.category == "place":  # not "..., my friend."
        return None
    return hero.model_copy(update={"count": 1, "name": named.group(1) if named else hero.name})


def _joined(idea: str, said: list[str], read_one: Callable[[str], Intent]) -> Intent:
    """The whole idea's reading (its opening said plainly: "There is a ..."), its hero and goal
    taken from the sentences when the whole reading's hero is nobody's (the player, no being, a
    foe), its goal when it has none or it is a foe's deed, and the foes of each sentence the hero
    acts in added."""
    opening, _ = _rewritten(said[0], labelled=False) if said else (idea, False)
    whole = read_one(idea if not said or opening == said[0] else " ".join([opening, *said[1:]]))
    if len(said) < 2 and (not said or _rewritten(said[0])[0] == opening):
        return _aside_foes(whole, said, read_one)  # one sentence, no label or frame: the whole reading, and
        # the foes of its clause after ", but" or ";"
    got = _sort(said, read_one, whole.opponents)
    hero, goal = got.hero, got.goal
    first_hero = whole.heroes[0]
    foe_led = _has(got.foes, first_hero.kind)  # the whole reading's goal is the foe's deed
    named = bool(first_hero.name) and first_hero.name.lower() != first_hero.kind  # "the new barista, Juniper"
    nobody = first_hero.kind in _PRONOUNS or not (
        named or _being(first_hero) or any(_creature(x) for x in first_hero.kind.split())
    )
    # "... Frogs loyal to the swamp duke are out to stop him.": the whole reading took a foe's verb
    foes_goal = bool(whole.goal.words) and any(whole.goal.words in text for text in got.foe_sentences)
    update: dict = {}
    other = got.introduced and hero is not None and not _has([hero], first_hero.kind)  # "The player is a skeleton."
    # "A stray dog named Biscuit searches ... Animal catchers patrol the alleys, but an old alley cat
    # knows the shortcuts.": the whole reading took a later sentence's subject for the hero
    late = (
        hero is not None
        and _being(hero)
        and not _has([hero], first_hero.kind)
        and _said_after_but(said, first_hero) > got.hero_at >= 0
    )
    late = late or (got.switched and hero is not None and not _has([hero], first_hero.kind))
    idle = first_hero.kind in got.idle and hero is not None and not _has([hero], first_hero.kind)
    played_as = got.played_as is not None and not _has([got.played_as], first_hero.kind)
    if played_as:  # "There are two kinds of mushroom folk ... As a lost traveler, battle the Spores"
        hero = got.played_as
    lost = first_hero.kind == "player" or nobody or foe_led or other or late or idle or played_as
    lost = lost and (len(said) > 1 or got.introduced)  # one sentence: only a hero it says the player is
    if lost and hero is not None and (hero.kind != "player" or first_hero.kind != "player"):
        update["heroes"] = [hero]
        vague = goal is not None and all(o.kind in _PRONOUNS for o in goal.objects)
        if vague and goal.action == whole.goal.action and whole.goal.objects:
            goal = None  # "... to rescue her": the whole reading knows whom
        if goal is not None and (foe_led or other or late or foes_goal or whole.goal.action == "other"):
            update["goal"] = goal
    elif (
        goal is not None
        and hero is not None
        and (
            (
                hero.kind == first_hero.kind
                and (
                    whole.goal.action == "other"
                    or foes_goal
                    or _empty(whole.goal)
                    or (_only_moving(whole.goal) and bool(goal.objects))
                )
            )
            or (hero.kind == "player" and not whole.goal.verb and bool(goal.verb))
        )
    ):
        update["goal"] = goal  # "Under the old bridge lives a troll named Gus. He must collect ..."; an order
        # after a sentence with no goal is the hero's ("A joey ... gets separated ... Hop ... to the waterhole")
    heroes = update.get("heroes", whole.heroes)
    opponents = list(whole.opponents)
    for being in got.foes + [o for r in got.own for o in r.opponents]:
        creature = _being(being) or any(_creature(x) for x in being.kind.split()) or being.kind in got.declared
        creature = creature or being.kind.split()[-1] in _BANDS
        if being.kind in _PRONOUNS or not creature:
            continue  # "hold them off", read alone: who "them" is was said before
        if not _has(opponents, being.kind) and not _has(heroes, being.kind) and len(opponents) < 6:
            opponents.append(being)
    update["opponents"] = opponents
    update["helpers"] = [h for h in whole.helpers if not _has(opponents + heroes, h.kind)]
    update["bystanders"] = [b for b in whole.bystanders if not _has(opponents + heroes, b.kind)]
    said_it = update.get("goal", whole.goal)
    if said_it.objects and all(o.kind in _PRONOUNS for o in said_it.objects):
        meant = _antecedent(said_it, got) or _foe_meant(said_it, opponents)  # "... so catch it ...": the ghost
        meant = meant or _many_meant(said_it, got, heroes)  # "... the sheep keep escaping the pen. Herd them back"
        if meant:
            update["goal"] = said_it.model_copy(update={"objects": meant})
    return whole.model_copy(update=update)


def _only_moving(goal: Goal | None) -> bool:
    """Whether a goal is only a way of moving, with nothing to reach ("sails across the lake")."""
    return goal is not None and not goal.objects and _verb_lemma(goal.verb) in _MOVING


def _empty(goal: Goal) -> bool:
    """A goal read with neither a verb nor an object (an action guessed from a word alone)."""
    return not goal.verb and not goal.objects


def _aside_foes(whole: Intent, said: list[str], read_one: Callable[[str], Intent]) -> Intent:
    """A one-sentence idea's reading with the foes its aside clause names ("... bring honey to the
    queen but the wasps are in the way"): the clause's subject, when it stands against the hero."""
    found: list[Being] = []
    parts = _parts(said[0], read_one) if said else []
    whole = _foe_taken_for_hero(whole, parts, read_one)
    for part, aside in parts:
        first = _plain(read_one(part).heroes[0]) if aside else None
        if first is None or not _being(first) or _has(whole.heroes + whole.opponents + found, first.kind):
            continue
        if _foe_sentence(part, first, later=True):
            found.append(first.model_copy(update={"hostile": True}))
    if not found:
        return whole
    return whole.model_copy(
        update={
            "opponents": [*whole.opponents, *found],
            "helpers": [h for h in whole.helpers if not _has(found, h.kind)],
            "bystanders": [b for b in whole.bystanders if not _has(found, b.kind)],
        }
    )


def _foe_taken_for_hero(whole: Intent, parts: list[tuple[str, bool]], read_one: Callable[[str], Intent]) -> Intent:
    """The whole reading with the hero and goal of its first clause when it took the foe of its
    aside for the hero ("You fly the mail rocket ..., and the Moon Moths want to eat every
    letter"); as it is when the aside is the hero's own ("..., but the hero is a toddler")."""
    if len(parts) != 2 or not parts[1][1]:
        return whole
    aside = parts[1][0]
    if _MODAL.search(aside) or _rewritten(aside)[1]:
        return whole
    foe = _plain(read_one(aside).heroes[0])
    if not _has(whole.heroes[:1], foe.kind) or not _foe_sentence(aside, foe, later=True):
        return whole
    own = read_one(parts[0][0])  # read only when the whole reading took the foe for the hero
    if _has(own.heroes, foe.kind):
        return whole
    return whole.model_copy(update={"heroes": own.heroes, "goal": own.goal})


def _same(being: Being, hero: Being | None) -> bool:
    """Whether a sentence's subject is the hero: its kind, or its name ("Tomo is a small tea-house
    cat. ... Tomo must find the calligraphy brush")."""
    if hero is None:
        return False
    name = (hero.name or "").lower()
    return being.kind == hero.kind or (bool(name) and name in (being.kind, (being.name or "").lower()))


def _parts(sentence: str, read_one: Callable[[str], Intent]) -> list[tuple[str, bool]]:
    """A sentence's clauses, each read alone, and whether it is aside (never the hero's
    introduction): those joined by ", but" or ";" ("Slugs and aphids block the way, but a ladybug
    gives rides."), the later aside; a leading "When ...," clause before a modal one ("When the
    Ink Oni smudges the names, Tomo must find the brush"), the leading one aside; a foe's deed
    before ", and" ("Tonight the lint monster swallowed the ring, and the fairy has to get it
    out"), neither aside; a foe's deed after ", and" ("You fly the mail rocket to the colony, and
    the Moon Moths want to eat every letter"), aside."""
    when = _WHEN.match(sentence)
    if when is not None and _MODAL.search(when.group(2)):
        return [(when.group(1), True), (when.group(2)[:1].upper() + when.group(2)[1:], False)]
    parts = [p.strip() for p in _JOINS.split(sentence) if p.strip()]
    if len(parts) < 2 or any(len(p.split()) < 3 for p in parts):
        deed = _AND.split(sentence, maxsplit=1)
        if len(deed) == 2 and len(deed[0].split()) >= 3 and len(deed[1].split()) >= 3:
            doer = _plain(read_one(deed[0]).heroes[0])  # "the lint monster swallowed the ring, and the fairy ..."
            if doer.kind not in _PRONOUNS | {"player"} and _foe_sentence(deed[0], doer):
                return [(deed[0], False), (deed[1][:1].upper() + deed[1][1:], False)]
            then = deed[1][:1].upper() + deed[1][1:]
            if not _MODAL.search(then):  # "..., and a sheepdog has to guard the flock": the hero's own
                foe = _plain(read_one(then).heroes[0])  # "You fly the mail rocket ..., and the Moon Moths want"
                if foe.kind not in _PRONOUNS | {"player"} and _foe_sentence(then, foe, later=True):
                    return [(deed[0], False), (then, True)]
        return [(sentence, False)]
    return [(p[:1].upper() + p[1:], k > 0) for k, p in enumerate(parts)]


def _said_after_but(said: list[str], being: Being) -> int:
    """The sentence whose clause after "but", "while" or ";" a being's words are first said in
    ("..., but an old alley cat knows the shortcuts"), -1 if none."""
    words = (being.words or being.kind).lower()
    for i, text in enumerate(said):
        at = text.lower().find(words)
        if at > 0:
            return i if _BUT.search(text[:at]) else -1
    return -1


def _meant(being: Being, count: int | None = None) -> Thing:
    """The thing a goal's pronoun or a later order stands for, when it is a being said before."""
    return Thing(kind=being.kind, category=being.category, count=count, words=being.words)


def _antecedent(goal: Goal, got: _Sorted) -> list[Thing]:
    """What a goal's "it" or "them" stands for: the last foe, for a goal against it ("chase it
    out of the bay"), else what the last foe's deed was done to ("Goblins took the crown. ... get
    it back")."""
    if goal.action in ("defeat", "catch") and got.foes:
        foe = got.foes[-1]
        return [_meant(foe)]
    return list(got.wronged[:1])


# a foe's clause of its own after "and" in a foe's sentence: "Crabs steal his food and the monkeys throw ..."
_AND_CLAUSE = re.compile(r"\band ((?:the|a|an|some|those|angry|wild)\s+[^,;:]+)$", re.I)


def _second_foe(text: str, read_one: Callable[[str], Intent], got: _Sorted) -> list[Being]:
    """The subject of a foe's sentence's second clause after "and", when it is a foe's own:
    "Crabs steal his food and the monkeys throw coconuts at him" (the monkeys)."""
    said = _AND_CLAUSE.search(text)
    if said is None or got.hero is None:
        return []
    clause = said.group(1)
    heroes = read_one(clause[:1].upper() + clause[1:]).heroes
    doer = heroes[0] if heroes and _being(heroes[0]) else _opening_being(clause)  # "monkeys | throw coconuts"
    if doer is None or not _being(doer) or _has(got.foes + [got.hero], doer.kind):
        return []
    return [doer.model_copy(update={"hostile": True})] if _foe_sentence(clause, doer, later=True) else []


def _many_meant(goal: Goal, got: _Sorted, heroes: list[Being]) -> list[Thing]:
    """What a goal's "them" stands for when it is no foe's and no wronged thing: the last beings
    said as many that are not the heroes ("the sheep keep escaping the pen. Herd them back")."""
    if not any(o.kind == "them" for o in goal.objects) or goal.action in ("defeat", "catch"):
        return []
    fits = [b for b in got.many if not _has(heroes, b.kind)]
    return [_meant(fits[-1], count=2)] if fits else []


def _foe_meant(goal: Goal, opponents: list[Being]) -> list[Thing]:
    """The foe a goal against "them" or "him" stands for when no sentence before was a foe's own:
    the last foe of that number ("A clan of trolls wants to stop the wedding. ... defeat them")."""
    if goal.action not in ("defeat", "catch"):
        return []
    many = any(o.kind in ("them", "they") for o in goal.objects)
    fits = [o for o in opponents if ((o.count or 1) > 1) == many]
    return [_meant(fits[-1])] if fits else []


def _said_by_name(being: Being) -> bool:
    """Whether a being was said by its name ("Princess Elin"), not only its kind ("a princess")."""
    return bool(being.name) or any(word[:1].isupper() for word in (being.words or "").split())


def _gender(being: Being) -> str:
    """A being's gender, else its title's or its kind's ("Princess Elin": female)."""
    if being.gender != "any":
        return being.gender
    said = [gender(words) for words in (being.title or "", being.kind, being.words or "") if words]
    return next((g for g in said if g != "any"), "any")


def _named_for(pronoun: str, named: list[Being]) -> Being | None:
    """The named being a leading "she" or "he" stands for when no hero is known yet: the last one
    said whose gender does not differ; None for "they" or when none fits."""
    want = {"she": "female", "he": "male"}.get(pronoun.lower())
    fits = [b for b in named if want is not None and b.count in (None, 1) and _gender(b) in (want, "any")]
    return fits[-1] if fits else None


def _sort(said: list[str], read_one: Callable[[str], Intent], known_foes: list[Being]) -> _Sorted:
    """Each sentence read alone and sorted (see the module docstring)."""
    got = _Sorted()
    wandering = False  # the hero's goal is only a way of moving, with nothing to reach ("sails across the lake")
    weak = False  # the goal is the introduction's ("There's a cowboy ghost who shoots ..."): an order outranks it
    scene = True  # only foes' deeds so far: "A giant crow has been stealing ... Nora the locksmith ..."
    setting = True  # only things and states so far: "The circuit-board city has lost power. A spark named Zip ..."
    clauses = [(at, part, aside) for at, whole in enumerate(said) for part, aside in _parts(whole, read_one)]
    for at, said_as, aside in clauses:  # `aside`: the clause after ", but": never the hero's introduction
        if got.hero is None and _ASKED.match(said_as):
            continue  # "Who stole the Easter eggs? The bunny detective must ...": a question, no one's deed
        text = said_as
        if got.hero is not None:
            text = _PRONOUN.sub(rf"\1the {got.hero.kind}", text, count=1)
            text = _PRONOUN_INSIDE.sub(rf"\1\2 the {got.hero.kind} \3", text, count=1)
        said_of = _PRONOUN.match(text) if got.hero is None else None
        meant = _named_for(said_of.group(2), got.named) if said_of is not None else None
        if meant is not None:  # "Nobody ... remembers Princess Elin anymore. ... She has to find the pages."
            text = _PRONOUN.sub(rf"\g<1>{meant.words}", text, count=1)
        if got.foes:  # "... to chase it out of the river": the crocodile of a sentence before
            text = _HUNTED.sub(rf"\1 the {got.foes[-1].kind}", text)
        if got.wronged:  # "The Cloud Baron has stolen all the rainbows. ... paint them back": the rainbows
            text = _UNDONE.sub(rf"\1 the {got.wronged[0].kind}\3", text)
        intro = _introduced(text, read_one)
        plain, framed = _rewritten(text)
        reading = read_one(plain)
        beings = reading.heroes + reading.helpers + reading.bystanders
        got.many += [b for b in beings if ((b.count or 1) > 1 or b.kind in SAME_PLURALS) and _being(b)]
        got.named += [b for b in reading.helpers + reading.bystanders if _said_by_name(b) and _being(b)]
        first = intro or _plain(reading.heroes[0])
        if (first.kind == "player" or not _being(first)) and not framed:
            first = _opening_being(text) or first  # "Frogs loyal to the swamp duke are out to stop him."
        if got.played_as is None and re.match(r"^as [^,]{3,60},", text, re.I) and _being(first):
            got.played_as = first  # "... carrots! As Farmer Jo's loyal sheepdog, chase them off": the sheepdog
        framed = framed or intro is not None
        warned = _WARNING.match(text) if intro is None else None
        if warned is not None:  # "Mind the gremlins who keep switching the tracks.": foes
            rest = text[warned.end() :]
            said = read_one(rest[:1].upper() + rest[1:]).heroes if rest.strip() else []
            got.foes += [b.model_copy(update={"hostile": True}) for b in said[:3] if _being(b)]
            continue
        if intro is None and _VILLAIN.match(text):
            continue  # "The villain is a clockwork king ...": the whole reading names the foe
        cast = _cast_as_foes(text) if intro is None else []
        if cast:
            got.foes += cast  # "Pollution blobs are the bad guys", "Fans and cleaners are the enemies"
            got.declared += [b.kind for b in cast]
            continue
        if framed and intro is None and _hostile_said(first.words or "") and not _FRAMED.search(text):
            got.foes.append(first.model_copy(update={"hostile": True}))  # "there are bad birds and a nice worm"
            continue
        culprit = _culprit(text) if intro is None else None
        if culprit is not None:  # "Someone keeps swapping the sugar for salt": a culprit to find
            got.foes.append(culprit)
            got.declared.append(culprit.kind)
            continue
        later = got.hero is not None and not _same(first, got.hero)  # someone else, once the hero is known
        known = got.hero is not None and _has(known_foes, first.kind) and not _has([got.hero], first.kind)
        if not framed and (_foe_sentence(text, first, later) or known):
            foe = first.model_copy(update={"hostile": True})
            if not _being(foe) and _animal_assailing(text, foe):
                foe.category = "animal"  # "The seals keep biting him": a seal is first a stamp
            got.foes.append(foe)
            if later and _strikes(text, first):
                got.declared.append(first.kind)  # "A grumpy thundercloud keeps zapping her": a foe, no creature
            if _has(reading.heroes[:1], first.kind):  # "Wasps and a hungry bear try to stop her": both
                more = [h for h in reading.heroes[1:] if _and_also(text, h) and not _has(got.foes, h.kind)]
                got.foes += [h.model_copy(update={"hostile": True}) for h in more]
            got.foes += _second_foe(text, read_one, got)
            got.foe_sentences.append(said_as)
            if got.hero is not None and _same(first, got.hero) and not got.introduced:
                got.hero, got.goal, got.hero_at = None, None, -1  # "The snow woman comes ... she took your brother"
            if _verb_lemma(reading.goal.verb) in HARMS | WRONGS:  # "Goblins took the crown": the crown
                got.wronged = [o for o in reading.goal.objects if o.kind not in _PRONOUNS] or got.wronged
            continue
        hero_kind = getattr(got.hero, "kind", "")
        if got.hero is None and intro is None and first.kind == "player":
            played = reading.goal.verb not in ("", "be") or text.lower().startswith(("you ", "you'", "your "))
            got.hero = first if played else None  # "Gather the pieces ...", "You wake up ...": the player
            got.goal = reading.goal if played and reading.goal.action != "other" else None
        elif (
            not got.introduced
            or (got.there_intro and _THE_HERO_IS.match(text) is not None and not _same(first, got.hero))
        ) and (framed and _someone(first, you=bool(_FRAMED.search(text)))):
            # "Meet Pip, a carrier pigeon.", "... You're the track engineer."; "There is a kingdom of bees
            # and the queen is very sick. The hero is a worker bee named Zuri": the worker bee
            got.hero, got.introduced = first, True
            got.there_intro = re.match(r"^(?:[^:]{0,40}:\s*)?there\b", said_as, re.I) is not None  # "My idea: there"
            if got.goal is None and reading.goal.action != "other":
                got.goal, weak = reading.goal, True  # "Meet Juno, a robot gladiator who wants to win her freedom."
        elif _idle(text, first):
            got.idle.append(first.kind)  # "Space whales are peaceful, but ...": the scene, no hero yet
        elif (
            got.hero is None
            and not aside
            and _being(first)
            and (scene or (setting and bool(first.name)) or reading.goal.action != "other")
        ):
            got.hero = first
            got.goal = reading.goal if reading.goal.action != "other" else None
            wandering = _only_moving(got.goal)
        elif (
            got.hero is not None
            and got.goal is None
            and not got.introduced
            and not aside
            and later
            and _being(first)
            and reading.goal.action != "other"
            and _sets_out(text)
        ):  # "The ringmaster's lion cub is lost somewhere in the city. Tumbles the clown has to find him.":
            lost_one = got.hero  # the scene's being is whom the hero's goal is about
            got.hero, got.hero_at, got.switched = first, at, True
            meant = [_meant(lost_one)]
            objects = [meant[0] if o.kind in _PRONOUNS else o for o in reading.goal.objects] or meant
            got.goal = reading.goal.model_copy(update={"objects": objects})
        elif (
            got.hero is not None
            and got.goal is None
            and not got.introduced
            and first.kind == "player"
            and _VANISHED.search(said[got.hero_at] if got.hero_at >= 0 else "")
            and reading.goal.action in ("find", "rescue")
            and reading.goal.objects
            and all(o.kind in _PRONOUNS for o in reading.goal.objects)
        ):  # "Mayor Flufferton the cat has vanished ...! Help the town's kids find him.": the player finds him
            lost_one = got.hero
            got.hero, got.hero_at, got.switched = first, at, True
            meant = _meant(lost_one)
            got.goal = reading.goal.model_copy(update={"objects": [meant]})
        elif reading.goal.action != "other" and (
            (got.goal is None and (first.kind in ("player", hero_kind) or _same(first, got.hero)))
            or (weak and first.kind == "player")
            or (wandering and reading.goal.objects and _same(first, got.hero))
        ):
            # "Keep your sheep safe ...": the order is the hero's goal; "A tiny penguin sails across the
            # frozen lake. She must reach the lighthouse.": what she must do, not where she goes
            got.goal, weak, wandering = reading.goal, False, False
        if got.hero is not None and (first.kind == "player" or _same(first, got.hero)):
            got.own.append(reading)
        if got.hero is not None and got.hero_at < 0:
            got.hero_at = at
        scene = False
        setting = setting and got.hero is None and not _being(first)
    return got


def _idle(text: str, being: Being) -> bool:
    """Whether a clause only says what its subject is like ("Space whales are peaceful"), no deed
    and no loss ("The lion cub is lost" is a loss)."""
    said = being.words.lower().split()
    if not said or not _being(being):
        return False
    found = re.match(
        rf"^(?:the |a |an )?{re.escape(' '.join(said))}(?:, [^,]{{1,30}},)? (?:are|is) (?:\w+ly )?(\w+)(?: and [^,]{{1,40}})?\s*[,.!]?$",
        text.lower(),
    )
    quality = found.group(1) if found else ""
    return bool(quality) and bool(W.lemma(quality, "a")) and not W.is_noun(quality) and not _verb_lemma(quality)


def _rewritten(text: str, labelled: bool = True) -> tuple[str, bool]:
    """The sentence as the clause reader reads it, and whether it only says who the hero is
    ("There is a lonely snowman ...", "Deep under the sea lives an octopus", "You're a ...")."""
    framed = bool(_FRAMED.search(" ".join(text.split()[:8])))
    said = text
    text = _ONCE.sub("", text, count=1)
    label = _LABEL.match(text) if labelled else None  # "My idea: you play a ...": the label said aside
    said_here = label is not None and (_SAYS & set(label.group(0).lower().split()) or _FRAMED.search(label.group(0)))
    if label is not None and len(label.group(0).split()) <= 7 and not said_here:  # not "You're a zookeeper named Pia:"
        text = text[label.end() :]
        framed = framed or bool(_FRAMED.search(" ".join(text.split()[:8])))
    for pattern in _GAME_IS if labelled else ():  # the whole reading keeps the genre's words
        text, n = pattern.subn("", text, count=1)
        framed = framed or bool(n)
    for pattern, instead in _INTRO:
        text, n = pattern.subn(instead, text, count=1)
        framed = framed or bool(n)
    if text == said and not _LIVES.match(text):
        return text, framed
    lives = _LIVES.match(text)
    if lives and len(lives.group(1).split()) <= 6:  # "Deep under the sea lives an octopus named Ink."
        return f"{lives.group(2).rstrip('.!')} lives {lives.group(1)[0].lower()}{lives.group(1)[1:]}.", True
    return text[:1].upper() + text[1:], framed


def _introduced(text: str, read_one: Callable[[str], Intent]) -> Being | None:
    """The hero a sentence introduces by name ("Meet Pip, a carrier pigeon", "Professor Quill is
    an owl who ..."), else None."""
    you = _YOU_A.match(text)
    if you is not None:  # "You, a sleepy baker, have to get the bell back."
        described = _plain(read_one(you.group(1)[:1].upper() + you.group(1)[1:]).heroes[0])
        return described if _being(described) else None
    said = _MEET.match(text) or _IS_A.match(text)
    if said is None:
        return None
    name_words, description = said.group(1).split(), said.group(2)
    described = _plain(read_one(description[:1].upper() + description[1:]).heroes[0])
    if not _being(described):
        return None
    title = name_words[0].title() if len(name_words) > 1 and name_words[0].lower() in TITLES else None
    name = " ".join(name_words[1:] if title else name_words)[:24]
    if _NO_NAME.match(name):  # "There is a lonely snowman named Flake.": the description names it
        return described
    return described.model_copy(update={"name": name, "title": title, "words": said.group(0)[:80]})


def _plain(hero: Being) -> Being:
    """A subject read with its verb's helper or a word after its noun ("aliens are", "astronaut
    still awake"): the noun alone."""
    words = hero.kind.split()
    if len(words) > 1 and words[-1] in _AUX:
        words = words[:-1]
        words[-1] = words[-1][:-1] if words[-1].endswith("s") and _creature(words[-1][:-1]) else words[-1]
    while len(words) > 1 and _said_of(words[-1]) and any(_creature(x) for x in words[:-1]):
        words = words[:-1]  # "still awake" is said of the astronaut; a "cat cafe" is a cafe
    kind = " ".join(words)
    return hero if kind == hero.kind else hero.model_copy(update={"kind": kind, "category": category(kind)})


def _said_of(word: str) -> bool:
    """A word after a noun that says how it is, no noun of its own ("awake", "still")."""
    return not _creature(word) and (not W.is_noun(word) or bool(W.lemma(word, "r")))


# a setting said first, as a place and a year: "Rome, 64 AD.", "Neo-Kowloon, 2088."
_SETTING = re.compile(r"^([A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2}), (?:\d{2,4}(?: AD| BC| BCE| CE)?|the \d{4}s)[.!]?$")
_WHEN_LEAD = re.compile(rf"^{_TIME_SAID},?\s+", re.I)


def _opening_being(text: str) -> Being | None:
    """The creature a sentence starts with, though the clause reader found no subject there
    ("Frogs loyal to the swamp duke are out to stop him"); None for an order ("Find the key")."""
    text = _WHEN_LEAD.sub("", text)  # "Every night the scarecrows get closer"
    words = re.findall(r"[A-Za-z'-]+", text)[:2]
    at = 1 if words and words[0].lower() in ("the", "a", "an", "some", "two", "three") else 0
    if len(words) <= at:
        return None
    word = words[at].lower()
    kind = _singular(word)
    if not _creature(kind) or _verb_lemma(word) == word:
        return None
    return Being(kind=kind, category=category(kind), count=2 if kind != word else 1, words=words[at])


def _someone(hero: Being, you: bool) -> bool:
    """Whether a hero a sentence introduces is someone: any kind of thing the player is said to be
    ("You are a paper boat"), else no place ("There's a thirsty village"); never a pronoun or a
    verb read as a noun ("its well has gone dry")."""
    words = hero.kind.split()
    place = hero.category == "place" and not you
    return hero.kind not in _PRONOUNS | {"player"} and not place and not _AUX & set(words)
