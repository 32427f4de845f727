"""The words of an idea that only name its genre or frame its story, set aside before the story is
read: a jam's theme, a leading genre clause ("A cozy farming sim:"), a likeness ("like Zelda but
you're a frog knight"), a mix ("Pokemon meets cooking:"), a request's frame ("write me a game
where"), a genre said after a comma, and the genre's own words ("an RPG where")."""

from __future__ import annotations

from romsmith.lexicon._genres import CUES, GENRE_WORDS, GenreReading
from romsmith.lexicon._vocab import FRAME, MODALS, SETTING_PREPS
from romsmith.lexicon._words import Word, _placeish, _verb_lemma, category

# what a sentence that only names the genre says beside it ("It is a platform game,", "A cozy farming sim.")
GENRE_FILLER = frozenset(
    {"it", "is", "it's", "its", "this", "a", "an", "the", "game", "games", "style", "kind", "of", "sort", "type"}
    | {"my", "our", "idea", "little", "simple", "cozy", "short", "retro", "classic", "old-school", "2d", "new"}
    | {"top-down", "side-scrolling", "sidescrolling", "vertical", "horizontal", "arcade", "pixel", "8-bit", "16-bit"}
)
# the words after which a genre or a frame says what the story is ("a puzzle game where", "a story about")
STORY_OPENERS = frozenset({"where", "about", "which", "whose"})
_NONE = range(0)  # a step that finds nothing sets no word aside
_LINKS = frozenset({"but", "like", "meets", "where", "about", "with"})  # "pokemon but": a likeness, no name


def genre_clause(w: list[Word], genre: GenreReading, skip: set[int]) -> set[int]:
    """The words that only name the genre or frame the story; `skip`: the words set aside already,
    after which the story starts."""
    strong = {p for g, words in genre.words.items() for p in words if p in CUES[g]["strong"]}
    cues = {x for p in strong for x in p.split()}  # "talk to the suspects:" is the story, not a genre
    aside = set(_jam_theme(w))
    start = next((x.i for x in w if x.i not in skip | aside), len(w))
    end = _leading_clause_end(w, start, cues)
    if end is not None:
        aside.update(range(end + 1))  # "It is platform game, player is ...", "A cozy farming sim: ..."
        start = end + 1
    for said in (
        _likeness(w, start),
        _in_this_genre(w, start, cues),
        _mix_before_colon(w, start),
        _frame_before_story(w),
        _genre_before_colon(w, cues),
        _genre_before_story(w, cues),
        _genre_after_comma(w, cues),
        _genre_phrase_opening(w, start, strong),
    ):
        aside.update(said)
    # "an RPG where": the genre word itself is no noun of the story
    aside.update(x.i for x in w if x.en in GENRE_WORDS and (x.cap or x.en == "rpg"))  # not "Shoot down"
    return aside


def _genreish(span: list[Word], cues: set[str]) -> bool:
    """Whether a word of the span names the genre ("auto-battler", "Tetris-style": each part of the word)."""
    return any(x.en in cues or all(p in cues for p in x.en.split("-") if p) for x in span)


def _no_clause(words) -> bool:
    """Whether the words hold no modal or "has to" of a clause ("a puzzle game where": none; "logic
    puzzle: Professor Ilse has to work out which ...": "has to")."""
    asks = ("you", "u", "i", "we")  # "could you make a game where": a request, no clause of the story
    return not any(
        (x.en in MODALS and not (k + 1 < len(words) and words[k + 1].en in asks))
        or (x.en in ("has", "have", "had") and k + 1 < len(words) and words[k + 1].en == "to")
        for k, x in enumerate(words)
    )


def _jam_theme(w: list[Word]) -> range:
    """A jam's theme before the idea ("Theme: Only One. A shooter but ...", "Theme Reversal: ...")."""
    theme = next((x.i for x in w[:6] if x.punct and x.text in (".", ":")), None) if w and w[0].en == "theme" else None
    if theme is None:
        return _NONE
    end = next((x.i for x in w[theme + 1 : theme + 5] if x.punct and x.text == "."), theme)
    return range(end + 1)


def _leading_clause_end(w: list[Word], start: int, cues: set[str]) -> int | None:
    """Where a clause at `start` that only names the genre ends, at its comma, semicolon or colon."""
    end = next((x.i for x in w[start : start + 9] if x.punct), None)
    if end is None or w[end].text not in (",", ";", ":"):
        return None  # a sentence is read on its own
    span = w[start:end]
    if _genreish(span, cues) and all(_genreish([x], cues) or x.en in GENRE_FILLER for x in span):
        return end
    return None


def _likeness(w: list[Word], start: int) -> range:
    """A game the idea is like, up to its "but" ("like Zelda but you're a frog knight", "Doom but
    you're a janitor", "Celeste but it's a snail")."""
    but = next((x.i for x in w[start : start + 8] if x.en == "but"), None)
    if (
        but is None
        or but + 2 >= len(w)
        or not (w[start].en == "like" or w[but + 1].en in ("you", "you're", "youre", "it", "it's", "the"))
    ):
        return _NONE
    said = [x for x in w[start + 1 : but] if not x.cap and x.en not in GENRE_WORDS | FRAME]
    if w[start].en == "like" or not any(_verb_lemma(x.en) == x.en for x in said):
        return range(but + 1)
    return _NONE


def _in_this_genre(w: list[Word], start: int, cues: set[str]) -> range:
    """A genre said after "in" before the player ("In this vertical shooter you fly ...")."""
    if not (start + 1 < len(w) and w[start].en == "in" and w[start + 1].en in ("this", "the", "a", "my", "our")):
        return _NONE
    named = [x.i for x in w[start : start + 6] if _genreish([x], cues)]
    after = named[-1] + 1 if named else None
    if after is not None and after < len(w) and (w[after].en in ("you", "we") or w[after].text == ","):
        return range(after + (w[after].text == ","))
    return _NONE


def _mix_before_colon(w: list[Word], start: int) -> range:
    """Two games mixed, before a colon ("Pokemon meets cooking:", "Stardew with pirates:")."""
    colon = next((x.i for x in w[start : start + 6] if x.punct and x.text == ":"), None)
    if colon is not None and any(x.en in ("meets", "with", "x") for x in w[start:colon]):
        return range(colon + 1)
    return _NONE


def _frame_before_story(w: list[Word]) -> range:
    """A request's frame, up to where the story starts ("write me a game where", "a story about"):
    the frame is no part of the story."""
    for x in w[:14]:
        if x.en in STORY_OPENERS and any(y.en in FRAME for y in w[: x.i]) and _no_clause(w[: x.i]):
            return _up_to_story(w, x.i) if not _aside_before(w, x.i) else _NONE
    return _NONE


def _genre_phrase_opening(w: list[Word], start: int, strong: set[str]) -> list[int]:
    """A genre's name of two words or more opening the story, before "with" or a sentence's end
    ("Dating sim with vampires!!"): a name, no deed ("dating") nor thing ("sim"); a place in it
    stays the game's ("Space shooter.": space)."""
    for phrase in (p for p in strong if " " in p and p.split()[-1] not in _LINKS):
        said = phrase.split()
        end = start + len(said)
        if [x.en for x in w[start:end]] == said and (end == len(w) or w[end].punct or w[end].en == "with"):
            return [k for k in range(start, end) if category(w[k].en) != "place"]
    return []


def _genre_before_colon(w: list[Word], cues: set[str]) -> range:
    """A genre named before the idea's first colon, or a game's kind said in a few words before it
    ("a gunslinger game:", "water pistol game:") whatever the genre, with no clause."""
    colon = next((x.i for x in w if x.punct and x.text == ":"), None)
    if colon is None:
        return _NONE
    game = 0 < colon < 8 and w[colon - 1].en in ("game", "games", "sim") and _no_clause(w[:colon])
    return range(colon + 1) if game or _genreish(w[:colon], cues) else _NONE


def _genre_before_story(w: list[Word], cues: set[str]) -> range:
    """A genre named up to where the story starts ("a puzzle game where")."""
    for x in w[:14]:
        if x.en in STORY_OPENERS and _genreish(w[: x.i], cues) and _no_clause(w[: x.i]):
            return _up_to_story(w, x.i) if not _aside_before(w, x.i) else _NONE
    return _NONE


def _up_to_story(w: list[Word], at: int) -> range:
    """The frame up to the opener at word `at`, short of the setting a "where" goes on to: "a
    dating sim on a space station where ..." sets aside "a dating sim" and keeps the station, the
    game's place, to be read with the story."""
    if w[at].en != "where":
        return range(at + 1)
    for k in range(at - 1, max(0, at - 7), -1):
        if w[k].punct:
            break
        if w[k].en in SETTING_PREPS and k + 1 < at:
            return range(k) if _a_place(w[at - 1]) else range(at + 1)
    return range(at + 1)


def _a_place(head: Word) -> bool:
    """Whether a setting's last word names a place: a word WordNet or the tables know as one, or a
    name ("Venice"); not a machine's initials ("a game on the GBA where ...")."""
    return _placeish(head.en) or (head.cap and not head.text.isupper())


def _aside_before(w: list[Word], at: int) -> bool:
    """Whether an aside closes with a comma right before the opener at word `at` ("starring
    Professor Quill, an elderly mage, whose goal is ...": the opener is the mage's)."""
    return at >= 1 and w[at - 1].text == "," and any(y.text == "," for y in w[: at - 1])


def _genre_after_comma(w: list[Word], cues: set[str]) -> range:
    """A genre named in a short tail after a comma (", a roguelike"), not an order (", must shoot")."""
    for c in (x.i for x in w if x.punct and x.text == ","):
        tail = w[c + 1 :]
        if _genreish(tail, cues) and len(tail) <= 6 and not any(y.en in MODALS for y in tail):
            return range(c, len(w))
    return _NONE
