"""Text a player would not wince at: checks on a GameSpec's words, for any model's spec.

`text_issues(spec, pack, idea=None) -> list[dict]` (report warnings, codes `text_*`):

- `text_title_cut`: the title or the cartridge header ends in a word that cannot end a phrase
  ("Quest of the", "KNIGHT SEEKS");
- `text_article`: "a" before a vowel sound or "an" before a consonant ("a Old Key");
- `text_one_word_page`: a page that leaves one word on a text box of its own (the intro's last
  box, or the last page of a dialogue with several);
- `text_duplicate_name`: two characters (not plain foes) with one name;
- `text_name_sprite`: a name that does not fit its sprite's age or gender (the manifest's
  attributes): "Old ..." on a child, "Queen ..." on a male sprite;
- `text_mixed_language`: for an idea in another language, its function words in the game's text
  ("Ein Knight Seeks Das"): a game is in one language;
- grammar (`_grammar`): `text_case` (a page that starts in lower case), `text_capital` (a thing's
  name in capitals mid-sentence), `text_mass_noun` ("a milk"), `text_agreement` ("here lies
  muddy boot prints"), `text_pronoun` ("them" for one princess).
"""

from __future__ import annotations

import re

from romsmith.generators.score._grammar import grammar_issues
from romsmith.generators.score._landing import texts
from romsmith.generators.score._structure import _dict, _list
from romsmith.generators.spec import MAX_HEADER_TITLE, TEXT_LINES, derive_header_title
from romsmith.generators.spec.text import wrap
from romsmith.lexicon import extract, fold
from romsmith.lexicon._languages import FUNCTION_WORDS, LANGUAGE_NAMES, WORDS


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


# words a title or phrase cannot end on
DANGLING = _set(
    "a an the of and or but to in on at for with from by into onto his her their its my your our "
    "who that which whose than as is are was were be seeks finds meets learns saves rescues brings"
)
_AN_EXCEPTIONS = re.compile(r"^(uni|use|usu|uti|ura|eu|one|once|ewe)", re.I)  # "a unicorn", "a one-eyed cat"
_A_EXCEPTIONS = re.compile(r"^(hour|honest|honou?r|heir)", re.I)  # "an hour"
OLD_WORDS = _set("old elder granny grandma grandpa gramps grandmother grandfather nana aged ancient")
YOUNG_WORDS = _set("little young kid junior baby lil tiny")
FEMALE_WORDS = _set(
    "queen lady princess miss mrs ms madam dame sister aunt granny grandma grandmother mother mom mum nana "
    "duchess empress countess"
)
MALE_WORDS = _set("king lord sir prince mr uncle grandpa grandfather father dad duke emperor count baron")
# function words of other languages that are English words too, so never a sign of mixing
_ENGLISH_TOO = _set("die was will man also war son per con sin pas den sue para as on in an so is")


def _issue(path: str, code: str, message: str) -> dict:
    return {"path": path, "code": code, "message": message, "severity": "warning"}


def title_issues(spec: dict) -> list[dict]:
    out = []
    title = str(spec.get("title") or "").strip()
    words = re.findall(r"[A-Za-z0-9']+", title)
    if words and words[-1].lower() in DANGLING:
        out.append(_issue("/title", "text_title_cut", f"the title '{title}' ends mid-phrase on '{words[-1]}'"))
    header = spec.get("header_title") or (derive_header_title(title) if title else "")
    hwords = str(header).split()
    if hwords and hwords[-1].lower() in DANGLING:
        out.append(
            _issue(
                "/header_title",
                "text_title_cut",
                f"the cartridge title '{header}' (at most {MAX_HEADER_TITLE} characters) ends on '{hwords[-1]}'",
            )
        )
    return out


def article_issues(found) -> list[dict]:
    out = []
    for t in found:
        for match in re.finditer(r"\b(an?)\s+([A-Za-z][\w'-]*)", t.text):
            article, word = match.group(1), match.group(2)
            vowel = word[0].lower() in "aeiou"
            if article.lower() == "a" and vowel and not _AN_EXCEPTIONS.match(word) and not word.isupper():
                out.append(_issue(t.pointer, "text_article", f"'{match.group(0)}' should be 'an {word}'"))
            elif article.lower() == "an" and not vowel and not _A_EXCEPTIONS.match(word) and not word.isupper():
                out.append(_issue(t.pointer, "text_article", f"'{match.group(0)}' should be 'a {word}'"))
    return out


def page_issues(spec: dict) -> list[dict]:
    out = []
    premise = str(spec.get("premise") or "")
    if premise:
        lines = wrap(premise)
        if len(lines) > TEXT_LINES and len(lines) % TEXT_LINES == 1 and len(lines[-1].split()) == 1:
            # the generator balances the intro's boxes; this guards other consumers of the premise
            out.append(_issue("/premise", "text_one_word_page", f"the intro's last box would hold only '{lines[-1]}'"))
    for i, d in enumerate(_list(spec.get("dialogue"))):
        d = _dict(d)
        parts = [(d, f"/dialogue/{i}")] + [
            (_dict(b), f"/dialogue/{i}/branches/{j}") for j, b in enumerate(_list(d.get("branches")))
        ]
        for part, pointer in parts:
            pages = [str(p) for p in _list(part.get("pages"))]
            if len(pages) > 1 and len(pages[-1].split()) == 1:
                out.append(
                    _issue(
                        f"{pointer}/pages/{len(pages) - 1}",
                        "text_one_word_page",
                        f"a last page of one word: '{pages[-1]}'",
                    )
                )
    return out


def name_issues(spec: dict, pack) -> list[dict]:
    out, seen = [], {}
    for i, a in enumerate(_list(spec.get("cast"))):
        a = _dict(a)
        name = str(a.get("name") or "")
        if a.get("role") != "enemy":
            key = fold(name).strip()
            first = seen.get(key)
            # one character met again in another scene (someone who goes along), or coming back
            # once beaten (shown by the other's defeat flag), is no clash
            again = first is not None and a.get("show_flag") and a.get("show_flag") == first.get("defeat_flag")
            if first is not None and first["sprite"] == a.get("sprite") and (first["scene"] != a.get("scene") or again):
                pass
            elif first is not None:
                out.append(
                    _issue(f"/cast/{i}/name", "text_duplicate_name", f"'{name}' is also the name of {first['id']}")
                )
            seen.setdefault(
                key,
                {
                    "id": str(a.get("id")),
                    "sprite": a.get("sprite"),
                    "scene": a.get("scene"),
                    "defeat_flag": a.get("defeat_flag"),
                },
            )
        sprite = pack.sprites.get(str(a.get("sprite"))) if pack is not None else None
        if sprite is None:
            continue
        words = set(re.findall(r"[a-z]+", fold(name)))
        why = None
        if words & OLD_WORDS and sprite.age in ("child", "adult"):
            why = f"an old person's name on {sprite.id}, drawn {sprite.age}"
        elif words & YOUNG_WORDS and sprite.age == "old":
            why = f"a young name on {sprite.id}, drawn old"
        elif words & FEMALE_WORDS and sprite.gender == "male":
            why = f"a woman's title on {sprite.id}, drawn male"
        elif words & MALE_WORDS and sprite.gender == "female":
            why = f"a man's title on {sprite.id}, drawn female"
        if why:
            out.append(_issue(f"/cast/{i}/name", "text_name_sprite", f"'{name}' does not fit: {why}"))
    return out


def language_issues(spec: dict, idea: str, found) -> list[dict]:
    """Texts that mix the idea's language with English, and, when the game has texts of both,
    the ones in the language fewer texts use."""
    language = extract(idea).language
    theirs = FUNCTION_WORDS.get(language, frozenset()) - FUNCTION_WORDS["en"] - _ENGLISH_TOO
    if language == "en" or not theirs:
        return []
    ours = _english_words() - set(WORDS.get(language, {})) - theirs
    kinds = {}
    for t in found:
        if t.pointer.endswith("/name") or t.pointer.endswith("/speaker"):
            continue  # names are names in any language
        words = {w for w in t.words.split() if len(w) >= 3}
        foreign, english = words & theirs, words & ours
        kinds[t.pointer] = (t, "mixed" if foreign and english else "theirs" if foreign else "ours" if english else "")
    counts = {k: sum(1 for _, v in kinds.values() if v == k) for k in ("theirs", "ours")}
    minority = "theirs" if counts["theirs"] < counts["ours"] else "ours"
    out = []
    for t, kind in kinds.values():
        if kind == "mixed" or (kind == minority and counts["theirs"] and counts["ours"]):
            out.append(
                _issue(
                    t.pointer,
                    "text_mixed_language",
                    f"'{t.text}' mixes English and {LANGUAGE_NAMES.get(language, language)}",
                )
            )
    return out


def _english_words() -> set[str]:
    from romsmith.lexicon._goals import STOP
    from romsmith.lexicon._index import phrases

    return {w for w in STOP | set(phrases()) if " " not in w and len(w) >= 3}


def text_issues(spec: dict, pack=None, idea: str | None = None) -> list[dict]:
    spec = spec if isinstance(spec, dict) else {}
    found = texts(spec)
    out = title_issues(spec) + article_issues(found) + page_issues(spec) + name_issues(spec, pack)
    out += grammar_issues(spec, pack, found)
    if idea:
        out += language_issues(spec, idea, found)
    return out
