"""The words of game ideas: which characters, places, items, goals and moods an idea names, in
English and six other languages. The fidelity check scores a game against these terms, and the
offline designer reads ideas with them, so both understand an idea the same way.

`extract(idea) -> Idea` is deterministic (no model, no randomness). How it reads an idea:

1. Japanese and Chinese words of a small table are replaced by English words; the rest is split
   into word tokens (letters, apostrophes, hyphens) and punctuation.
2. The language is the one whose function words ("der", "le", "el", ...) occur most, English on
   a tie. Words of that language are translated to English through its table (the data file
   `languages.toml`, read by `_languages.py`: ~300 words each for German, French, Spanish,
   Italian, Portuguese, Dutch), trying the word, then the word without a plural ending.
3. English phrases are matched longest first (up to four words, plural endings tried) against
   the concept tables (`_concepts.py`): ~90 characters (people, animals, monsters, each with
   synonyms: "kitten" is a cat), ~20 places, ~50 items. Each match is a term of kind
   `character`, `place` or `item` with its concept, its synonyms and the idea's own word.
4. Goal cues (`_goals.py`: "rescue", "find", "deliver", "escort", "collect", "escape",
   "defeat", "investigate"; "bring ... to" is a delivery) give `goal` terms; the archetype is
   the goal of highest precedence (investigate, escort, deliver, collect, escape, rescue,
   defeat, find). Mood cues ("cozy", "no fighting") give the `mood` term `peaceful`.
5. Names: a capitalised word that is no known word or function word: anywhere but at the start
   of a sentence; at the start when a verb, "the", "and" or a comma follows ("Luna must ...",
   "Pip the frog"); after "named"/"called" (and their translations); in German, where every
   noun is capitalised, only after such a cue or beside a character word ("Ritter Kurt").
   Titles ("Captain", "Mr") stay outside the name. A name is attached to the character next to
   it ("Pip the frog" -> of frog, "a knight named Ada" -> of knight).
6. The object of a goal is the first term within six words after its cue ("find the lost
   crown" -> crown); an English object the tables do not know becomes an `item` term of its
   own ("seeks the golden fly" -> golden fly, known False). A number before it is the count of
   a collect goal ("collect five stars").
7. The hero is the name or character nearest before the first goal cue (a name first), else
   the first name, else the first character that is not a foe by default.

`read_intent(idea) -> Intent` reads the idea's roles from the sentence's structure (`_reader`):
the heroes (kind, count, name, title), the goal (an action and its objects), the opponents
(hostile), helpers, bystanders, places, time, mood, genre and what the engine cannot make, each
with the words it came from. It is the default reading of the `intent` step and its fallback when
a model's reading fails validation. Kinds of things come from the tables above, then WordNet 3.0
(`_wordnet`: Debian's `wordnet-base` read by NLTK; without it the tables alone answer).

`nearest(kind, drawables) -> Near` is the drawable thing nearest a kind a pack does not draw
(`_nearest`: the same category first, then WordNet's similarity): the designer draws with it and
the fidelity check accepts it, saying so. `_grammar` holds the little English both the designer's
text and the text checks keep: mass nouns, plural agreement, pronouns, sentence case.
"""

from __future__ import annotations

from romsmith.lexicon._correct import correct
from romsmith.lexicon._extract import Idea, Term, extract
from romsmith.lexicon._grammar import be, gender, indefinite, is_mass, is_plural, plural, pronoun, sentence_case
from romsmith.lexicon._index import creature_kind, fold, stance, synonyms
from romsmith.lexicon._intent import ACTIONS, CULPRIT, Being, Goal, Intent, Place, Thing, intent_schema
from romsmith.lexicon._nearest import Drawable, Near, drawn_as, nearest
from romsmith.lexicon._reader import category
from romsmith.lexicon._reader import read as read_intent
from romsmith.lexicon._unplaced import unnamed, unplaced
from romsmith.lexicon._wordnet import abstraction, names_a_thing
from romsmith.lexicon._words import flies_craft, is_craft

__all__ = [
    "ACTIONS",
    "CULPRIT",
    "Being",
    "Drawable",
    "Goal",
    "Idea",
    "Intent",
    "Near",
    "Place",
    "Term",
    "Thing",
    "abstraction",
    "be",
    "category",
    "correct",
    "creature_kind",
    "drawn_as",
    "extract",
    "flies_craft",
    "fold",
    "gender",
    "indefinite",
    "intent_schema",
    "is_craft",
    "is_mass",
    "is_plural",
    "names_a_thing",
    "nearest",
    "plural",
    "pronoun",
    "read_intent",
    "sentence_case",
    "stance",
    "synonyms",
    "unnamed",
    "unplaced",
]
