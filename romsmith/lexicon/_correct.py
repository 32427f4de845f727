"""A player's corrections to a reading: when the one-line reading shown at the start of a run
has the hero, the goal, the foes or the places wrong, each can be said again on its own
("--hero 'a penguin named Pip'", "--goal 'deliver the mail'", "--foe dogs", "--place 'the
harbour'") and replaces what the reader made of it. Each is read by the same reader, in a
sentence of its own, so the corrected role has its kind, count, name and title as any other.

`correct(intent, hero=..., goal=..., foes=[...], places=[...]) -> Intent`; a correction that
cannot be read raises `ValueError` with what to say instead.
"""

from __future__ import annotations

from romsmith.lexicon._intent import CORRECTED, Being, Intent, Place
from romsmith.lexicon._reader import read
from romsmith.lexicon._words import _singular

MAX_WORDS = 12  # a role said again is a phrase, not another idea
MAX_WORD = 40  # the longest kind an intent holds


def correct(
    intent: Intent,
    *,
    hero: str | None = None,
    goal: str | None = None,
    foes: list[str] | tuple[str, ...] = (),
    places: list[str] | tuple[str, ...] = (),
) -> Intent:
    """The intent with the roles the player said again in place of the reader's."""
    update: dict = {}
    if hero:
        update["heroes"] = [_hero(hero)]
    if goal:
        update["goal"] = _goal(goal)
    if foes:
        named = [_foe(f) for f in foes]
        kinds = {f.kind for f in named}
        update["opponents"] = named
        update["helpers"] = [h for h in intent.helpers if h.kind not in kinds]
        update["bystanders"] = [b for b in intent.bystanders if b.kind not in kinds]
    if places:
        update["places"] = [_place(p) for p in places]
    if not update:
        return intent
    source = intent.source if CORRECTED in intent.source else f"{intent.source}, {CORRECTED}"
    return intent.model_copy(update={**update, "source": source[:80]})


def _phrase(text: str, role: str, example: str) -> str:
    words = str(text).split()
    if not words or len(words) > MAX_WORDS or any(len(w) > MAX_WORD for w in words):
        raise ValueError(
            f"the {role} to use is {'empty' if not words else 'longer than a phrase'}; say it as {example}"
        )
    return " ".join(words)  # (so a message that quotes it stays a line long)


def _hero(text: str) -> Being:
    said = _phrase(text, "hero", "'a penguin named Pip'")
    hero = read(f"{said} goes home").hero
    if hero.kind == "player" and said.lower() not in ("the player", "you", "me"):
        raise ValueError(f"'{said}' reads as nobody; say who the hero is, e.g. 'a penguin named Pip'")
    return hero


def _goal(text: str):
    said = _phrase(text, "goal", "a verb and what it acts on, e.g. 'deliver the mail'")
    goal = read(f"you must {said}").goal
    if not goal.verb or (goal.action == "other" and not goal.objects):
        raise ValueError(f"'{said}' reads as no goal; say a verb and what it acts on, e.g. 'deliver the mail'")
    return goal


def _foe(text: str) -> Being:
    said = _phrase(text, "foe", "'the hungry bears'")
    found = read(f"you must fight {said}").goal.objects
    if not found:
        raise ValueError(f"'{said}' reads as no one; say who the foe is, e.g. 'the hungry bears'")
    thing = found[0]
    last = said.lower().split()[-1]
    count = thing.count or (2 if _singular(last) != last else 1)  # "the dogs": many; "a walrus": one
    return Being(kind=thing.kind, category=thing.category, count=count, hostile=True, words=said[:80])


def _place(text: str) -> Place:
    said = _phrase(text, "place", "'the harbour'")
    kind = " ".join(w for w in said.split() if w.lower() not in ("the", "a", "an"))
    return Place(kind=(kind or said)[:40], words=said[:80])
