"""An idea told in several sentences: each read on its own, then joined (`join`).

People often set the scene, name the foe or introduce the hero before the goal: "A giant crow
has been stealing shiny things. Nora the locksmith wants her key back, so ...", "Meet Pip, a
carrier pigeon. ... fly through the storm and drop every letter", "In this game you are a
shepherd girl. Keep your sheep safe from the wolves until morning comes." The clause reader
(`_reader`) reads one sentence's structure; here each sentence, and each clause after ", but",
";" or ", while" (and a foe's deed before ", and", a "When ...," clause before a modal one), is
read alone (`_sentences` cuts them) and sorted (`_sorting`: a foe's, an introduction, the
hero's, an order).
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

from romsmith.lexicon._foes_said import _BANDS, _PRONOUNS, _being, _foe_sentence
from romsmith.lexicon._intent import Being, Goal, Intent, Thing
from romsmith.lexicon._roles import _has, place_of
from romsmith.lexicon._sentences import _MODAL, _parts, _plain, _rewritten, sentences
from romsmith.lexicon._sorting import _WOKEN_IN, _meant, _only_moving, _sort, _Sorted
from romsmith.lexicon._words import _creature, _hostile_said

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
# a setting said first, as a place and a year: "Rome, 64 AD.", "Neo-Kowloon, 2088."
_SETTING = re.compile(r"^([A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2}), (?:\d{2,4}(?: AD| BC| BCE| CE)?|the \d{4}s)[.!]?$")


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
    update = _from_sentences(whole, got, said)
    heroes = update.get("heroes", whole.heroes)
    opponents = _opponents(whole, got, heroes)
    update["opponents"] = opponents
    helpers = [h for h in whole.helpers if not _has(opponents + heroes, h.kind)]
    helpers += [f for f in got.friends if not _has(opponents + heroes + helpers, f.kind)]
    update["helpers"] = helpers[:6]
    update["bystanders"] = [b for b in whole.bystanders if not _has(opponents + heroes + helpers, b.kind)]
    goal = _goal_meant(update.get("goal", whole.goal), got, opponents, heroes)
    if goal is not None:
        update["goal"] = goal
    return whole.model_copy(update=update)


def _from_sentences(whole: Intent, got: _Sorted, said: list[str]) -> dict:
    """The hero and the goal the sentences give the idea instead of the whole reading's (an
    update of the reading): the sorted hero when the whole reading's is lost (the player, nobody,
    a foe, someone a later sentence is about instead), else the sorted goal when the whole
    reading's says less."""
    first_hero = whole.heroes[0]
    foe_led = _has(got.foes, first_hero.kind)  # the whole reading's goal is the foe's deed
    # "... Frogs loyal to the swamp duke are out to stop him.": the whole reading took a foe's verb
    foes_goal = bool(whole.goal.words) and any(whole.goal.words in text for text in got.foe_sentences)
    # "The player is a skeleton.": an introduction said of someone else than the whole reading's hero
    other = got.introduced and got.hero is not None and not _has([got.hero], first_hero.kind)
    late = _later_hero(first_hero, got, said)
    idle = first_hero.kind in got.idle and got.hero is not None and not _has([got.hero], first_hero.kind)
    played_as = got.played_as is not None and not _has([got.played_as], first_hero.kind)
    # "There are two kinds of mushroom folk ... As a lost traveler, battle the Spores": the traveler
    hero = got.played_as if played_as else got.hero
    lost = first_hero.kind == "player" or _nobody(first_hero) or foe_led or other or late or idle or played_as
    lost = lost and (len(said) > 1 or got.introduced)  # one sentence: only a hero it says the player is
    if lost and hero is not None and (hero.kind != "player" or first_hero.kind != "player"):
        return _hero_instead(whole, hero, got.goal, goal_too=foe_led or other or late or foes_goal)
    if got.goal is not None and hero is not None and (got.bound or _says_more(whole, hero, got.goal, foes_goal)):
        # "Under the old bridge lives a troll named Gus. He must collect ..."; an order after a sentence
        # with no goal is the hero's ("A joey ... gets separated ... Hop ... to the waterhole")
        return {"goal": got.goal}
    return {}


def _nobody(hero: Being) -> bool:
    """Whether the whole reading's hero is nobody's: a pronoun, or neither named ("the new
    barista, Juniper"), a being, nor a creature's word."""
    named = bool(hero.name) and hero.name.lower() != hero.kind
    return hero.kind in _PRONOUNS or not (named or _being(hero) or any(_creature(x) for x in hero.kind.split()))


def _later_hero(first_hero: Being, got: _Sorted, said: list[str]) -> bool:
    """Whether the whole reading took a later sentence's subject for the hero: one first said after
    "but" in a sentence after the sorted hero's ("A stray dog named Biscuit searches ... Animal
    catchers patrol the alleys, but an old alley cat knows the shortcuts."), or the scene's being
    when a later one set out to act on it (`_Sorted.switched`)."""
    hero = got.hero
    if hero is None or _has([hero], first_hero.kind):
        return False
    return (_being(hero) and _said_after_but(said, first_hero) > got.hero_at >= 0) or got.switched


def _hero_instead(whole: Intent, hero: Being, goal: Goal | None, goal_too: bool) -> dict:
    """The sorted hero instead of the whole reading's, and its goal when `goal_too` or the whole
    reading has none; not a goal whose pronouns the whole reading's goal already says ("... to
    rescue her": the whole reading knows whom)."""
    update: dict = {"heroes": [hero]}
    vague = goal is not None and all(o.kind in _PRONOUNS for o in goal.objects)
    if vague and goal.action == whole.goal.action and whole.goal.objects:
        goal = None
    if goal is not None and (goal_too or whole.goal.action == "other"):
        update["goal"] = goal
    return update


def _says_more(whole: Intent, hero: Being, goal: Goal, foes_goal: bool) -> bool:
    """Whether the sorted goal says more than the whole reading's of the same hero: the whole
    reading's is none, a foe's, empty, or only a way of moving; or the player's order after a
    sentence with no verb."""
    if hero.kind == whole.heroes[0].kind:
        moving = _only_moving(whole.goal) and bool(goal.objects)
        if whole.goal.action == "other" or foes_goal or _empty(whole.goal) or moving or _woken(whole.goal):
            return True
    return hero.kind == "player" and not whole.goal.verb and bool(goal.verb)


def _woken(goal: Goal) -> bool:
    """Whether a goal only says where the hero wakes up ("wake up in a candy world"): a start."""
    return goal.verb == "wake up" and _WOKEN_IN.match(f"you {goal.words}") is not None


def _opponents(whole: Intent, got: _Sorted, heroes: list[Being]) -> list[Being]:
    """The whole reading's foes and the sentences' (of foes' sentences and of the hero's own),
    creatures or declared foes, none a hero, six at most."""
    # the whole reading's foes but the sentences' hero ("The Storm Giant is smashing the towns. An
    # old sea captain ... takes him on": read whole, the captain set on the giant)
    opponents = list(whole.opponents)
    if heroes != whole.heroes:  # the sentences give the hero instead of the whole reading
        said_as_hero = {h.words.lower() for h in heroes if h.words}
        opponents = [o for o in opponents if (o.words or "").lower() not in said_as_hero]
        replaced = whole.heroes[0]  # "..., but the nasty Swamp Witch sends frogs": read whole, the witch led
        if (replaced.words or "").lower() not in said_as_hero and _hostile_said(replaced.words or ""):
            opponents += [replaced.model_copy(update={"hostile": True})] if _being(replaced) else []
    for being in got.foes + [o for r in got.own for o in r.opponents]:
        creature = _being(being) or any(_creature(x) for x in being.kind.split()) or being.kind in got.declared
        creature = creature or being.kind.split()[-1] in _BANDS
        if being.kind in _PRONOUNS or not creature:
            continue  # "hold them off", read alone: who "them" is was said before
        if not _has(opponents, being.kind) and not _has(heroes, being.kind) and len(opponents) < 6:
            opponents.append(being)
    return opponents


def _goal_meant(goal: Goal, got: _Sorted, opponents: list[Being], heroes: list[Being]) -> Goal | None:
    """A goal whose objects are only pronouns with what they stand for put in; None when it has
    other objects or nothing said fits."""
    if not goal.objects or not all(o.kind in _PRONOUNS for o in goal.objects):
        return None
    meant = _antecedent(goal, got) or _foe_meant(goal, opponents)  # "... so catch it ...": the ghost
    meant = meant or _many_meant(goal, got, heroes)  # "... the sheep keep escaping the pen. Herd them back"
    return goal.model_copy(update={"objects": meant}) if meant else None


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


def _said_after_but(said: list[str], being: Being) -> int:
    """The sentence whose clause after "but", "while" or ";" a being's words are first said in
    ("..., but an old alley cat knows the shortcuts"), -1 if none."""
    words = (being.words or being.kind).lower()
    for i, text in enumerate(said):
        at = text.lower().find(words)
        if at > 0:
            return i if _BUT.search(text[:at]) else -1
    return -1


def _antecedent(goal: Goal, got: _Sorted) -> list[Thing]:
    """What a goal's "it" or "them" stands for: the last foe, for a goal against it ("chase it
    out of the bay"), else what the last foe's deed was done to ("Goblins took the crown. ... get
    it back")."""
    if goal.action in ("defeat", "catch") and got.foes:
        foe = got.foes[-1]
        return [_meant(foe)]
    return list(got.wronged[:1])


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
