"""Grammar a player notices, checked on a GameSpec's words (warnings, codes `text_*`):

- `text_case`: a screen or a page that starts in lower case ("the Outlaw is no more.");
- `text_capital`: a thing's name in capitals inside a sentence ("a Book from Mister Sao!");
- `text_mass_noun`: "a" before a thing said without one ("A Mail", "a Milk": "some milk", "the mail");
- `text_agreement`: a verb that does not agree with what follows it ("Here lies muddy boot prints");
- `text_pronoun`: "they" or "them" for one character drawn as a woman or a man ("see them safely
  home" of a princess), or "he" for the only woman named (and "she" for the only man).

The English is `romsmith.lexicon`'s (`is_mass`, `is_plural`), the same the offline designer writes with.
"""

from __future__ import annotations

import re

from romsmith.generators.score._landing import Text
from romsmith.generators.score._structure import _dict, _list
from romsmith.lexicon import is_mass, is_plural
from romsmith.lexicon._wordnet import is_noun

SHOWN = ("/pages/", "/premise", "/win/text", "/steps/", "/description")  # text that starts a screen or a page
SINGULAR_VERBS = {"lies": "lie", "is": "are", "was": "were", "stands": "stand", "sits": "sit", "remains": "remain"}
PLURAL_VERBS = {v: k for k, v in SINGULAR_VERBS.items()}
FUNCTION = frozenset(
    ["for", "from", "to", "of", "in", "on", "at", "with", "and", "or", "but", "by", "as", "is", "was", "the", "a", "an"]
)
THEY = frozenset({"they", "them", "their", "theirs", "themselves"})
HE, SHE = frozenset({"he", "him", "his", "himself"}), frozenset({"she", "her", "hers", "herself"})


def _issue(path: str, code: str, message: str) -> dict:
    return {"path": path, "code": code, "message": message, "severity": "warning"}


def case_issues(found: list[Text]) -> list[dict]:
    """Screens and pages a new sentence starts on (a page that goes on with the sentence of the
    page before it is no start)."""
    out = []
    before = {t.pointer: t.text for t in found}
    for t in found:
        if not any(part in t.pointer for part in SHOWN):
            continue
        page = re.search(r"/pages/(\d+)$", t.pointer)
        if page and int(page.group(1)) > 0:
            prev = before.get(t.pointer[: page.start()] + f"/pages/{int(page.group(1)) - 1}", "")
            if prev and not re.search(r"[.!?:)'\"]\s*$", prev):
                continue
        first = re.search(r"[A-Za-z]", t.text)
        if first and first.group(0).islower():
            out.append(_issue(t.pointer, "text_case", f"'{t.text[:40]}' starts in lower case"))
    return out


def capital_issues(spec: dict, found: list[Text]) -> list[dict]:
    names = {str(_dict(i).get("name") or "") for i in _list(spec.get("items"))} - {""}
    people = {str(_dict(a).get("name") or "") for a in _list(spec.get("cast"))}
    common = sorted((n for n in names if n not in people and n[:1].isupper()), key=len, reverse=True)
    out = []
    for t in found:
        if "/name" in t.pointer or "/label" in t.pointer or t.pointer == "/title":
            continue
        for n in common:
            match = re.search(rf"\b(a|an|the|some|your|my|this)\s+({re.escape(n)})\b", t.text)
            if match:
                out.append(_issue(t.pointer, "text_capital", f"'{match.group(0)}': say '{match.group(1)} {n.lower()}'"))
                break
    return out


def mass_issues(found: list[Text]) -> list[dict]:
    out = []
    for t in found:
        for match in re.finditer(r"\b([Aa]n?)\s+([A-Za-z]+)(?:\s+([A-Za-z]+))?", t.text):
            one, nxt = match.group(2), (match.group(3) or "").lower()
            if one.lower() in ("little", "bit", "lot", "piece", "cup", "bowl", "loaf", "slice", "drop", "pinch"):
                continue  # "a little bread", "a loaf of bread": said right
            compound = nxt and nxt not in FUNCTION and is_noun(nxt)  # "an ice block": a block
            noun = f"{one} {match.group(3)}" if compound else one
            if is_mass(noun.lower()) if compound else is_mass(one.lower()):
                out.append(
                    _issue(
                        t.pointer, "text_mass_noun", f"'{match.group(1)} {noun}': say 'some {noun.lower()}' or 'the'"
                    )
                )
                break
    return out


def agreement_issues(found: list[Text]) -> list[dict]:
    out = []
    for t in found:
        for match in re.finditer(r"\b([Hh]ere|[Tt]here)\s+(\w+)\s+([^.!?;:,]+)", t.text):
            verb = match.group(2).lower()
            rest = re.split(r"\s(?:to|of|in|on|at|for|from|with|by|near|that|who|and)\s", f" {match.group(3)} ")[
                0
            ].strip()
            if verb in SINGULAR_VERBS and is_plural(rest):
                fix = SINGULAR_VERBS[verb]
            elif verb in PLURAL_VERBS and re.match(r"(a|an|one)\s", rest.lower()):
                fix = PLURAL_VERBS[verb]
            else:
                continue
            out.append(_issue(t.pointer, "text_agreement", f"'{match.group(0)[:40]}': '{fix}', not '{verb}'"))
    return out


def pronoun_issues(spec: dict, pack, found: list[Text]) -> list[dict]:
    """A page naming one character besides the player (and its speaker), drawn as a woman or a
    man, that calls them "they" (with nothing plural on the page), or "he" for her, "she" for him."""
    if pack is None:
        return []
    cast = [_dict(a) for a in _list(spec.get("cast")) if _dict(a).get("role") in ("npc", "boss", "player")]
    gender = {}
    for a in cast:
        sprite = pack.sprites.get(str(a.get("sprite")))
        name = str(a.get("name") or "")
        if sprite is not None and len(name) >= 3:
            gender[name] = (sprite.gender, a.get("role"))
    player = next((g for g, role in gender.values() if role == "player"), "any")
    out = []
    for t in found:
        if "/pages/" not in t.pointer and t.pointer != "/premise":
            continue
        named = [n for n in gender if re.search(rf"\b{re.escape(n)}\b", t.text) and gender[n][1] != "player"]
        if len(named) != 1 or gender[named[0]][0] not in ("female", "male"):
            continue
        words = set(re.findall(r"[a-z]+", re.sub(r"\bthey (say|said|tell|told)\b", "", t.text.lower())))
        who, sex = named[0], gender[named[0]][0]
        plural = any(
            is_plural(w) for w in re.findall(r"\b(?:the|some|all|these|those|two|three)\s+(\w+)", t.text.lower())
        )
        if words & THEY and not plural:
            out.append(_issue(t.pointer, "text_pronoun", f"'{sorted(words & THEY)[0]}' for {who}, drawn {sex}"))
        wrong = (HE if sex == "female" else SHE) & words
        if wrong and player != ("male" if sex == "female" else "female"):
            out.append(_issue(t.pointer, "text_pronoun", f"'{sorted(wrong)[0]}' for {who}, drawn {sex}"))
    return out


def grammar_issues(spec: dict, pack, found: list[Text]) -> list[dict]:
    return (
        case_issues(found)
        + capital_issues(spec, found)
        + mass_issues(found)
        + agreement_issues(found)
        + pronoun_issues(spec, pack, found)
    )
