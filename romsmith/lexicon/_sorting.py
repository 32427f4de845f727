"""Each clause of an idea of several sentences read alone and sorted (`_sort`; the clauses are
cut in `_sentences`, the readings joined in `_joining`):
- a foe's sentence (`_foes_said`): its subject does harm or is said hostile, stands against the
  hero once the hero is known, is cast as the bad guys, or a warning names it; every subject
  joined to it by "and" is a foe too;
- an introduction: "Meet X, a Y", "There is a Y", "<place> lives a Y", "X is a Y", "you are a
  Y", "You, a Y, ...", after a label ("My idea: you play a ..."): the hero;
- the hero's sentence: a being that acts, or the hero's name; a later "she", "he" or "they" is
  that hero again; a later being who has to act on the scene's lost one is the hero instead;
  what a later sentence says the hero must do is the goal, over what the hero was said to do
  ("Two kids find a map ... They must dig it up"); a later "There are ..." is no introduction;
- an order: "keep your sheep safe", "sniff out the mayor": the goal, played by the hero; its
  "chase it" is the last foe, its "get it back" what a foe took.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from romsmith.lexicon._assailants import GUIDES
from romsmith.lexicon._foe_verbs import FRIENDLY, WRONGS
from romsmith.lexicon._foes_said import (
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
from romsmith.lexicon._friends_said import befriends
from romsmith.lexicon._grammar import gender
from romsmith.lexicon._index import stance
from romsmith.lexicon._intent import Being, Goal, Intent, Thing
from romsmith.lexicon._phrase_ends import SAME_PLURALS
from romsmith.lexicon._roles import _has
from romsmith.lexicon._sentences import (
    _FRAMED,
    _HELPED_BY,
    _MODAL,
    _TIME_SAID,
    _happening,
    _idle,
    _introduced,
    _opening_being,
    _parts,
    _plain,
    _rewritten,
    _sets_out,
    _someone,
)
from romsmith.lexicon._threats import _hostile_said
from romsmith.lexicon._vocab import DETS, MOVES
from romsmith.lexicon._words import _beast, _verb_lemma, _wrongdoer

_THE_HERO_IS = re.compile(r"^(?:the )?(?:hero|heroine|main character|protagonist|player) is\b", re.I)
# "You wake up in a candy world": where the player starts, not what the player must do
_WOKEN_IN = re.compile(r"^you (?:wake|woke|awake|awaken) up (?:in|on|at|inside|aboard)\b", re.I)
_ASKED = re.compile(r"^(?:who|what|where|why|how|which)\b[^.!]*\?\s*$", re.I)  # a question the game asks
_MOVING = frozenset(m for m in MOVES if _verb_lemma(m) == m)  # verbs of moving, as dictionary forms
_VILLAIN = re.compile(
    r"^(?:(?:the|your|our|his|her|their)\s+)?(?:main\s+)?(?:villain|enemy|enemies|foe|foes|bad guy|bad guys|"
    r"baddie|baddies|boss|nemesis|rival)\s+(?:is|are|was|were)\b",
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
# a sentence whose subject is gone: whom a later order finds ("Mayor Flufferton has vanished")
_VANISHED = re.compile(
    r"\b(?:vanished|disappeared|gone missing|went missing|(?:is|are|was|were) (?:missing|lost|kidnapped|taken))\b",
    re.I,
)
# an order that brings the vanished one back by a pronoun after searching somewhere ("Search the
# town and bring him home.")
_BROUGHT_BACK = re.compile(r"\band (?:bring|get|take|lead|guide|carry) (?:him|her|them|it) (?:home|back)\b", re.I)
# someone asks, wants or needs the hero, said by a pronoun, to do the deed ("Now a band of orphans
# begs him to face ...", "The mayor wants him to bake ..."): the asker a friend, the pronoun the hero
_ASKED_OF = re.compile(
    r"\b(?:asks?|begs?|hires?|sends?|summons?|orders?|wants?|needs?|tells?)\s+(him|her|them)\s+(?=to\b)", re.I
)
_SUBJECT_OF = {"him": "he", "her": "she"}
_PRONOUN = re.compile(
    rf"^((?:so|and|but|then|now|soon|today|tonight|one day|{_TIME_SAID}),?\s+)?(she|he|they)\b", re.I
)  # "This year she took your little brother": the one said before


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
    friends: list[Being] = field(default_factory=list)  # later subjects who do the hero a good turn
    many: list[Being] = field(default_factory=list)  # beings said as many, in the order said ("the sheep")
    there_intro: bool = False  # the hero was a "There is ..." sentence's, no sentence that names the hero's part
    # how far the sorting has come, for the clauses after
    scene: bool = True  # only foes' deeds so far: "A giant crow has been stealing ... Nora the locksmith ..."
    setting: bool = True  # only things and states so far: "The circuit-board city has lost power. A spark ..."
    weak: bool = False  # the goal is the introduction's ("There's a cowboy ghost who shoots ..."): an order outranks it
    wandering: bool = False  # the hero's goal is only a way of moving, with nothing to reach ("sails across the lake")
    plain: bool = False  # the goal is what the hero does, not what the hero must do ("Two kids find a map")
    bound: bool = False  # the goal is what a later sentence says the hero must do ("They must dig it up")


@dataclass
class _Clause:
    """A clause as the sorting reads it."""

    at: int  # the sentence it is in
    said_as: str  # its words as the idea says them
    aside: bool  # the clause after ", but": never the hero's introduction
    text: str  # its words with whom its pronouns stand for said in their place (`_with_antecedents`)
    intro: Being | None  # the hero it introduces by name ("Meet Pip, a carrier pigeon")
    framed: bool  # it only says who the hero is ("There is a ...", "You're a ...")
    reading: Intent  # the clause read alone
    first: Being  # its subject
    later: bool  # its subject is someone else, once the hero is known


def _sort(said: list[str], read_one: Callable[[str], Intent], known_foes: list[Being]) -> _Sorted:
    """Each sentence read alone and sorted (see the module docstring)."""
    got = _Sorted()
    clauses = [(at, part, aside) for at, whole in enumerate(said) for part, aside in _parts(whole, read_one)]
    for at, said_as, aside in clauses:  # `aside`: the clause after ", but": never the hero's introduction
        if got.hero is None and _ASKED.match(said_as):
            continue  # "Who stole the Easter eggs? The bunny detective must ...": a question, no one's deed
        clause = _read_clause(at, said_as, aside, got, read_one)
        _remember(clause, got)
        if _sorted_as_foes(clause, got, read_one, known_foes):
            continue
        _hero_and_goal(clause, got, said)
        _befriended(clause, got)
        _after_clause(clause, got)
    return got


def _with_antecedents(said_as: str, got: _Sorted) -> str:
    """A clause with whom its pronouns stand for said in their place: the hero's "she" or "he",
    a named being's before the hero is known, the last foe's "it", a wronged thing's "them"."""
    text = said_as
    if got.hero is not None:
        text = _PRONOUN.sub(rf"\1the {got.hero.kind}", text, count=1)
        text = _PRONOUN_INSIDE.sub(rf"\1\2 the {got.hero.kind} \3", text, count=1)
    asked = _ASKED_OF.search(text)
    pronoun = asked.group(1).lower() if asked is not None else ""
    if pronoun in _SUBJECT_OF:  # "Marta keeps the lighthouse. A lost sailor asks her to find his ship.": Marta
        known = got.hero is not None and got.hero.kind != "player"
        meant = got.hero if known else _named_for(_SUBJECT_OF[pronoun], got.named)
        said = (f"the {meant.kind}" if known else meant.words) if meant is not None else asked.group(1)
        text = f"{text[: asked.start(1)]}{said}{text[asked.end(1) :]}"
    said_of = _PRONOUN.match(text) if got.hero is None else None
    meant = _named_for(said_of.group(2), got.named) if said_of is not None else None
    if meant is not None:  # "Nobody ... remembers Princess Elin anymore. ... She has to find the pages."
        text = _PRONOUN.sub(rf"\g<1>{meant.words}", text, count=1)
    if got.foes:  # "... to chase it out of the river": the crocodile of a sentence before
        text = _HUNTED.sub(rf"\1 the {got.foes[-1].kind}", text)
    if got.wronged:  # "The Cloud Baron has stolen all the rainbows. ... paint them back": the rainbows
        text = _UNDONE.sub(rf"\1 the {got.wronged[0].kind}\3", text)
    return text


def _read_clause(at: int, said_as: str, aside: bool, got: _Sorted, read_one: Callable[[str], Intent]) -> _Clause:
    """A clause read alone, what the clauses before it said put in for its pronouns."""
    text = _with_antecedents(said_as, got)
    intro = _introduced(text, read_one)
    plain, framed = _rewritten(text)
    helped = _HELPED_BY.match(plain)  # "With the T-rex's help, find the exit": the order is the clause
    plain = plain[helped.end() :][:1].upper() + plain[helped.end() + 1 :] if helped is not None else plain
    reading = read_one(plain)
    first = intro or _plain(reading.heroes[0])
    if (first.kind == "player" or not _being(first)) and not framed:
        first = _opening_being(text) or _opening_foe(text, reading) or first  # "Frogs loyal to the swamp duke ..."
    later = got.hero is not None and not _same(first, got.hero)
    return _Clause(at, said_as, aside, text, intro, framed or intro is not None, reading, first, later)


def _opening_foe(text: str, reading: Intent) -> Being | None:
    """The foe the clause reader found in the words a sentence opens with ("Rival delivery boys
    from Pizzeria Bruno will try to run you off the road": the delivery boys), else None."""
    for foe in reading.opponents:
        if foe.words and re.match(rf"(?:(?:the|a|an|some)\s+)?{re.escape(foe.words)}\b", text, re.I):
            return foe
    return None


def _remember(clause: _Clause, got: _Sorted) -> None:
    """The beings a clause says as many or by name, for the pronouns of the clauses after it, and
    who a later "As X, <order>" says the player is."""
    reading, first = clause.reading, clause.first
    beings = reading.heroes + reading.helpers + reading.bystanders
    got.many += [b for b in beings if ((b.count or 1) > 1 or b.kind in SAME_PLURALS) and _being(b)]
    got.named += [b for b in reading.helpers + reading.bystanders if _said_by_name(b) and _being(b)]
    got.named += [_by_name(h) for h in reading.heroes if h.name]  # "Marta keeps the lighthouse. A sailor asks her"
    if got.played_as is None and re.match(r"^as [^,]{3,60},", clause.text, re.I) and _being(first):
        got.played_as = first  # "... carrots! As Farmer Jo's loyal sheepdog, chase them off": the sheepdog


def _sorted_as_foes(clause: _Clause, got: _Sorted, read_one: Callable[[str], Intent], known_foes: list[Being]) -> bool:
    """Whether a clause is a foe's, its foes added: a warning, "the villain is ...", foes cast as
    the bad guys, a hostile being in a frame, a culprit, a foe's deed (`_foe_clause`); never a
    clause that introduces the hero."""
    if clause.intro is not None:
        return False
    return (
        _warned_of(clause, got, read_one)
        # "The villain is a clockwork king ...": the whole reading names the foe
        or _VILLAIN.match(clause.text) is not None
        or _foes_cast(clause, got)
        or _hostile_in_frame(clause, got)
        or _culprit_sought(clause, got)
        or _foe_clause(clause, got, read_one, known_foes)
    )


def _feared(being: Being) -> bool:
    """Whether the lexicon's tables know a being, or the head of its kind, as a foe."""
    head = being.kind.split()[-1] if being.kind else ""
    return stance(being.kind) == "foe" or (bool(head) and stance(head) == "foe")


def _wrongdoer_being(being: Being) -> bool:
    """Whether a being is a person WordNet knows first as a wrongdoer (a saboteur, a thief)."""
    return being.category == "person" and bool(being.kind) and _wrongdoer(being.kind.split()[-1])


def _warned_of(clause: _Clause, got: _Sorted, read_one: Callable[[str], Intent]) -> bool:
    """Whether a clause warns of foes ("Mind the gremlins who keep switching the tracks."), its
    first three beings added as foes."""
    warned = _WARNING.match(clause.text)
    if warned is None:
        return False
    rest = clause.text[warned.end() :]
    said = read_one(rest[:1].upper() + rest[1:]).heroes if rest.strip() else []
    got.foes += [b.model_copy(update={"hostile": True}) for b in said[:3] if _being(b)]
    return True


def _foes_cast(clause: _Clause, got: _Sorted) -> bool:
    """Whether a clause casts its subjects as foes, added ("Pollution blobs are the bad guys",
    "Fans and cleaners are the enemies")."""
    cast = _cast_as_foes(clause.text)
    got.foes += cast
    got.declared += [b.kind for b in cast]
    return bool(cast)


def _hostile_in_frame(clause: _Clause, got: _Sorted) -> bool:
    """Whether a clause that only says who is there says a hostile one, added ("there are bad birds
    and a nice worm"); not a frame of the player ("you are a ...")."""
    hostile = clause.framed and bool(_hostile_said(clause.first.words or "")) and not _FRAMED.search(clause.text)
    if hostile:
        got.foes.append(clause.first.model_copy(update={"hostile": True}))
        got.declared.append(clause.first.kind)  # "there are evil pumpkins chasing you": a foe, no creature
    return hostile


def _culprit_sought(clause: _Clause, got: _Sorted) -> bool:
    """Whether a clause tells of someone unknown doing harm, a culprit to find ("Someone keeps
    swapping the sugar for salt"), added."""
    culprit = _culprit(clause.text)
    if culprit is None:
        return False
    got.foes.append(culprit)
    got.declared.append(culprit.kind)
    return True


def _foe_clause(clause: _Clause, got: _Sorted, read_one: Callable[[str], Intent], known_foes: list[Being]) -> bool:
    """Whether a clause is a foe's sentence (`_foe_sentence`) or its subject a foe the whole
    reading knows, once the hero is known; its subject, the subjects joined to it by "and" and a
    second clause's subject are added as foes, and what its deed was done to as wronged."""
    first, text, reading = clause.first, clause.text, clause.reading
    known = got.hero is not None and _has(known_foes, first.kind) and not _has([got.hero], first.kind)
    # "Your job is to escort the royal barge. Pirate canoes ... will all attack it": a wrongdoer acting in a
    # later sentence is a foe, whoever the hero turns out to be
    acts = reading.goal.verb is not None and _verb_lemma(reading.goal.verb) not in FRIENDLY | GUIDES  # not "help her"
    known = known or (clause.at > 0 and _wrongdoer_being(first) and acts)
    # "Mummies shuffle through the halls.", "Snow wolves sniff the air along the path.": a creature the
    # tables know as a foe, about in a later sentence, is one, whatever it is doing there
    mine = got.hero is None or _has([got.hero], first.kind)  # "Ember is a friendly dragon ...": the hero's own
    known = known or (clause.at > 0 and _feared(first) and acts and not mine and not first.name)
    if clause.framed or not (_foe_sentence(text, first, clause.later) or known):
        return False
    foe = first.model_copy(update={"hostile": True})
    done_to = re.search(r"\b(?:is|are|was|were|been) \w+ by\b", text) is not None  # "The egg is stolen by ..."
    if not _being(foe) and (_animal_assailing(text, foe) or (_beast(foe.kind) and not done_to)):
        foe.category = "animal"  # "The seals keep biting him": a seal is first a stamp; "Eels block the paths"
    if not (done_to and _being(foe)):  # "The princess is kidnapped by the sky pirates": she is done to
        got.foes.append(foe)
    if clause.later and _strikes(text, first):
        got.declared.append(first.kind)  # "A grumpy thundercloud keeps zapping her": a foe, no creature
    if _has(reading.heroes[:1], first.kind):  # "Wasps and a hungry bear try to stop her": both
        more = [h for h in reading.heroes[1:] if _and_also(text, h) and not _has(got.foes, h.kind)]
        got.foes += [h.model_copy(update={"hostile": True}) for h in more]
    got.foes += _second_foe(text, read_one, got)
    got.foe_sentences.append(clause.said_as)
    if got.hero is not None and _same(first, got.hero) and not got.introduced:
        got.hero, got.goal, got.hero_at = None, None, -1  # "The snow woman comes ... she took your brother"
    if _verb_lemma(reading.goal.verb) in HARMS | WRONGS:  # "Goblins took the crown": the crown
        got.wronged = [o for o in reading.goal.objects if o.kind not in _PRONOUNS] or got.wronged
    return True


def _hero_and_goal(clause: _Clause, got: _Sorted, said: list[str]) -> None:
    """The hero or the goal a clause that is no foe's gives (see the module docstring): the
    player's order, an introduction, a scene's idle being, the first being that acts, a later
    being who sets out to act on the scene's lost one, or the goal of an order."""
    if got.hero is None and clause.intro is None and clause.first.kind == "player":
        _player_acts(clause, got)
    elif _introduces_hero(clause, got):
        _take_introduced(clause, got)
    elif _idle(clause.text, clause.first) or (
        clause.at == 0 and len(said) > 1 and _happening(clause.text, clause.first)
    ):
        got.idle.append(clause.first.kind)  # "Space whales are peaceful, but ...": the scene, no hero yet
    elif _first_hero(clause, got):
        got.hero = clause.first
        got.goal = clause.reading.goal if clause.reading.goal.action != "other" else None
        got.wandering = _only_moving(got.goal)
        got.plain = _MODAL.search(clause.text) is None
    elif _bound_later(clause, got):
        got.goal, got.plain, got.bound = clause.reading.goal, False, True
    elif _sets_out_instead(clause, got):
        # "The ringmaster's lion cub is lost somewhere in the city. Tumbles the clown has to find him.":
        meant = _meant(got.hero)  # the scene's being is whom the hero's goal is about
        objects = [meant if o.kind in _PRONOUNS else o for o in clause.reading.goal.objects] or [meant]
        _switch_hero(clause, got, objects)
    elif _finds_the_vanished(clause, got, said):
        # "Mayor Flufferton the cat has vanished ...! Help the town's kids find him.": the player finds him
        _switch_hero(clause, got, [_meant(got.hero)])
        # an order whose own object is somewhere searched says the goal: "Search the town and bring him
        # home" finds him (for "find him" the whole reading knows whom already)
        got.bound = not all(o.kind in _PRONOUNS for o in clause.reading.goal.objects)
    elif _orders_goal(clause, got):
        # "Keep your sheep safe ...": the order is the hero's goal; "A tiny penguin sails across the
        # frozen lake. She must reach the lighthouse.": what she must do, not where she goes
        got.goal, got.weak, got.wandering = clause.reading.goal, False, False


def _player_acts(clause: _Clause, got: _Sorted) -> None:
    """The player is the hero of a first order or a "you" sentence ("Gather the pieces ...", "You
    wake up ..."), its goal the order's; nobody yet for a clause that only says what is."""
    goal = clause.reading.goal
    played = goal.verb not in ("", "be") or clause.text.lower().startswith(("you ", "you'", "your "))
    got.hero = clause.first if played else None
    got.goal = goal if played and goal.action != "other" else None
    got.weak = got.goal is not None and _WOKEN_IN.match(clause.text) is not None  # an order after it is the goal


def _introduces_hero(clause: _Clause, got: _Sorted) -> bool:
    """Whether a clause introduces the hero ("Meet Pip, a carrier pigeon.", "... You're the track
    engineer."): the first introduction, or one that names the hero's part after a "There is"
    one ("There is a kingdom of bees and the queen is very sick. The hero is a worker bee named
    Zuri": the worker bee)."""
    first, text = clause.first, clause.text
    named_again = got.there_intro and _THE_HERO_IS.match(text) is not None and not _same(first, got.hero)
    return (
        (not got.introduced or named_again)
        and clause.framed
        and _someone(first, you=bool(_FRAMED.search(text)))
        and not _there_too(clause, got)
    )


def _there_too(clause: _Clause, got: _Sorted) -> bool:
    """Whether a later "There are ..." tells who else is about, the hero already acting on a goal
    ("A boy gets lost in the jungle. There are snakes."): no introduction."""
    acting = got.hero is not None and got.goal is not None and _being(got.hero)
    return acting and clause.at > 0 and re.match(r"^there\b", clause.said_as, re.I) is not None


def _take_introduced(clause: _Clause, got: _Sorted) -> None:
    """The introduced being is the hero, its goal the goal when none is known yet; a goal of the
    being said before it is that being's, not the hero's ("Seven mouse thieves plan to take the
    wedding cake. You're Crumb, the palace's only guard mouse. Stop them.")."""
    if got.hero is not None and not got.introduced and _being(got.hero) and not _same(clause.first, got.hero):
        got.goal, got.weak, got.wandering = None, False, False
    got.hero, got.introduced = clause.first, True
    got.there_intro = re.match(r"^(?:[^:]{0,40}:\s*)?there\b", clause.said_as, re.I) is not None  # "My idea: there"
    if got.goal is None and clause.reading.goal.action != "other":
        got.goal, got.weak = clause.reading.goal, True  # "Meet Juno, a robot gladiator who wants to win her freedom."


def _first_hero(clause: _Clause, got: _Sorted) -> bool:
    """Whether a clause's being is the first hero: no hero yet, no aside, and the scene so far
    only foes' deeds, a named being after things and states, or a goal of its own."""
    first = clause.first
    return (
        got.hero is None
        and not clause.aside
        and _being(first)
        and (got.scene or (got.setting and bool(first.name)) or clause.reading.goal.action != "other")
    )


def _bound_later(clause: _Clause, got: _Sorted) -> bool:
    """Whether a later sentence says what the hero must do, after one that said what the hero does
    ("Two kids find a map in their attic. ... They must dig it up before Uncle Barnaby does.")."""
    return (
        got.plain
        and got.goal is not None
        and clause.at > got.hero_at >= 0
        and not clause.aside
        and _same(clause.first, got.hero)
        and _MODAL.search(clause.text) is not None
        and clause.reading.goal.action != "other"
        # "... lost his sword in the river ... he has to get it back": a later goal that names nothing it
        # acts on (only "it", or nothing) leaves the first
        and not all(o.kind in _PRONOUNS for o in clause.reading.goal.objects)
    )


def _sets_out_instead(clause: _Clause, got: _Sorted) -> bool:
    """Whether a later being who has to act ("Tumbles the clown has to find him") is the hero
    instead of the scene's being, which has no goal and was not introduced."""
    return (
        got.hero is not None
        and got.goal is None
        and not got.introduced
        and not clause.aside
        and clause.later
        and _being(clause.first)
        and clause.reading.goal.action != "other"
        and _sets_out(clause.text)
    )


def _finds_the_vanished(clause: _Clause, got: _Sorted, said: list[str]) -> bool:
    """Whether an order finds or rescues the scene's being, said to have vanished, by a pronoun
    ("Mayor Flufferton the cat has vanished ...! Help the town's kids find him.", "... Search the
    town and bring him home.")."""
    goal = clause.reading.goal
    return (
        got.hero is not None
        and got.goal is None
        and not got.introduced
        and clause.first.kind == "player"
        and bool(_VANISHED.search(said[got.hero_at] if got.hero_at >= 0 else ""))
        and goal.action in ("find", "rescue")
        and bool(goal.objects)
        and (all(o.kind in _PRONOUNS for o in goal.objects) or _BROUGHT_BACK.search(clause.said_as) is not None)
    )


def _switch_hero(clause: _Clause, got: _Sorted, objects: list[Thing]) -> None:
    """The clause's subject is the hero instead, its goal about `objects`."""
    got.hero, got.hero_at, got.switched = clause.first, clause.at, True
    got.goal = clause.reading.goal.model_copy(update={"objects": objects})


def _orders_goal(clause: _Clause, got: _Sorted) -> bool:
    """Whether a clause gives the hero's goal: the hero's or the player's when none is known, an
    order after an introduction's goal, or a goal with things to reach after only a way of moving."""
    first, goal = clause.first, clause.reading.goal
    hero_kind = getattr(got.hero, "kind", "")
    return goal.action != "other" and (
        (got.goal is None and (first.kind in ("player", hero_kind) or _same(first, got.hero)))
        or (got.weak and first.kind == "player")
        or (got.wandering and bool(goal.objects) and _same(first, got.hero))
    )


def _befriended(clause: _Clause, got: _Sorted) -> None:
    """A later clause's subject who befriends the hero (`_friends_said`: "A temple cat guides him
    through the maze") or is the hero's own ("Her copilot, a parrot named Ziggy, squawks
    warnings"), added to the friends; a foe's clause never comes here."""
    first = clause.first
    if _ASKED_OF.search(clause.said_as):  # "a band of orphans begs him to ...", "a sailor asks her to":
        asking = [h for h in clause.reading.helpers if _being(h) and not _has(got.foes + got.friends, h.kind)]
        got.friends += asking  # those who ask it of the hero
        return
    if not clause.later or got.hero is None or _same(first, got.hero) or not _being(first):
        return
    own = re.match(r"^(?:her|his|your|their|ur) ", clause.said_as, re.I) is not None  # "Her copilot, a parrot ..."
    if not _has(got.foes + got.friends, first.kind) and (own or befriends(clause.text, first)):
        got.friends.append(first.model_copy(update={"hostile": False}))


def _after_clause(clause: _Clause, got: _Sorted) -> None:
    """What a clause that is no foe's leaves for the clauses after it: its reading the hero's own
    when the hero acts in it, where the hero was found, and the scene and the setting closed."""
    first = clause.first
    if got.hero is not None and (first.kind == "player" or _same(first, got.hero)):
        got.own.append(clause.reading)
    if got.hero is not None and got.hero_at < 0:
        got.hero_at = clause.at
    got.scene = False
    got.setting = got.setting and got.hero is None and not _being(first)


def _same(being: Being, hero: Being | None) -> bool:
    """Whether a sentence's subject is the hero: its kind, or its name ("Tomo is a small tea-house
    cat. ... Tomo must find the calligraphy brush")."""
    if hero is None:
        return False
    name = (hero.name or "").lower()
    return being.kind == hero.kind or (bool(name) and name in (being.kind, (being.name or "").lower()))


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


def _by_name(hero: Being) -> Being:
    """A named hero as a later pronoun's words say it: its name and its kind ("Hilde the viking
    cook", whose words were only "viking cook")."""
    if hero.name and hero.name.lower() not in (hero.words or "").lower():
        return hero.model_copy(update={"words": f"{hero.name} the {hero.kind}"})
    return hero


def _said_by_name(being: Being) -> bool:
    """Whether a being was said by its name ("Princess Elin"), not only its kind ("a princess")."""
    said = (being.words or "").split()
    return bool(being.name) or any(w[:1].isupper() for w in said if w.lower() not in DETS)  # not "A brave tailor"


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


def _meant(being: Being, count: int | None = None) -> Thing:
    """The thing a goal's pronoun or a later order stands for, when it is a being said before."""
    return Thing(kind=being.kind, category=being.category, count=count, words=being.words)


def _only_moving(goal: Goal | None) -> bool:
    """Whether a goal is only a way of moving, with nothing to reach ("sails across the lake")."""
    return goal is not None and not goal.objects and _verb_lemma(goal.verb) in _MOVING
