"""English words through WordNet 3.0 (Debian's `wordnet-base`, read by NLTK's WordNet reader):
what kind of thing a noun names (person, animal, place, food, artifact...), the lemma of a verb or
a plural, and how near two nouns are. Nothing is downloaded: the set-up installs the Debian
package and `nltk`; without them every function answers "unknown" and the callers fall back on
the lexicon's own tables.

NLTK's reader parses every index file when it starts (seconds); this one reads an index line
only when a word is looked up (the files are read once as text, about 0.2 s), and names the
lexicographer files itself (the Debian package leaves out the `lexnames` file the reader wants).
"""

from __future__ import annotations

import io
import os
import threading
import warnings
from functools import lru_cache
from pathlib import Path

ROOTS = (os.environ.get("ROMSMITH_WORDNET", ""), "/usr/share/wordnet", "/usr/local/share/wordnet")
# WordNet 3.0's lexicographer files in the order of their numbers (lexnames(5WN))
LEXNAMES = [
    "adj.all",
    "adj.pert",
    "adv.all",
    "noun.Tops",
    "noun.act",
    "noun.animal",
    "noun.artifact",
    "noun.attribute",
    "noun.body",
    "noun.cognition",
    "noun.communication",
    "noun.event",
    "noun.feeling",
    "noun.food",
    "noun.group",
    "noun.location",
    "noun.motive",
    "noun.object",
    "noun.person",
    "noun.phenomenon",
    "noun.plant",
    "noun.possession",
    "noun.process",
    "noun.quantity",
    "noun.relation",
    "noun.shape",
    "noun.state",
    "noun.substance",
    "noun.time",
    "verb.body",
    "verb.change",
    "verb.cognition",
    "verb.communication",
    "verb.competition",
    "verb.consumption",
    "verb.contact",
    "verb.creation",
    "verb.emotion",
    "verb.motion",
    "verb.perception",
    "verb.possession",
    "verb.social",
    "verb.stative",
    "verb.weather",
    "adj.ppl",
]
# a lexicographer file -> the category the lexicon uses
CATEGORY = {
    "noun.person": "person",
    "noun.animal": "animal",
    "noun.location": "place",
    "noun.object": "place",  # natural objects: beach, cave, moor, island (checked below)
    "noun.food": "food",
    "noun.plant": "plant",
    "noun.artifact": "artifact",
    "noun.substance": "substance",
    "noun.time": "time",
    "noun.group": "group",
    "noun.communication": "message",
    "noun.phenomenon": "phenomenon",
    "noun.event": "event",
    "noun.act": "act",
}
# synsets whose hyponyms are places, whatever their file says (a palace, a barn, a tower, a reef)
_PLACE_ROOTS = (
    "structure.n.01",
    "building.n.01",
    "geological_formation.n.01",
    "body_of_water.n.01",
    "land.n.04",
    "region.n.01",
    "area.n.05",
    "tract.n.01",
    "vessel.n.02",
    "way.n.06",
    "facility.n.01",  # a warehouse, a zoo, a prison
    "workplace.n.01",  # a laboratory, a workshop
    "excavation.n.03",  # a mine, a quarry, a well, a moat, a cellar: a hole in the ground
    "forest.n.01",  # a rainforest, a jungle, a grove: WordNet's trees of a wooded area, a group
)
_MONSTER_ROOTS = ("spiritual_being.n.01", "monster.n.01", "mythical_being.n.01", "imaginary_being.n.01")
_MACHINE_ROOTS = ("machine.n.01", "automaton.n.02", "vehicle.n.01", "device.n.01")
_FEMALE_ROOTS = ("female.n.02", "woman.n.01", "female_aristocrat.n.01", "female_child.n.01", "sister.n.01")
_MALE_ROOTS = ("male.n.02", "man.n.01", "male_aristocrat.n.01", "male_child.n.01", "brother.n.01")

_lock = threading.Lock()


def _root() -> Path | None:
    for r in ROOTS:
        if r and (Path(r) / "index.noun").is_file() and (Path(r) / "data.noun").is_file():
            return Path(r)
    return None


class _Index(dict):
    """lemma -> {pos: [offsets]}, filled from the index files' lines when a lemma is asked for."""

    def __init__(self, lines: dict[str, dict[str, str]]):
        super().__init__()
        self._lines = lines  # pos letter -> lemma -> its raw index line

    def _load(self, lemma: str) -> dict | None:
        found = {}
        for _pos, lines in self._lines.items():
            line = lines.get(lemma)
            if line is None:
                continue
            fields = line.split()
            count, pointers = int(fields[2]), int(fields[3])
            at = 4 + pointers + 2
            found[fields[1]] = [int(x) for x in fields[at : at + count]]
        if found and "a" in found:
            found["s"] = []
        if found:
            dict.__setitem__(self, lemma, found)
        return found or None

    def __contains__(self, lemma) -> bool:
        return dict.__contains__(self, lemma) or self._load(lemma) is not None

    def __missing__(self, lemma):
        found = self._load(lemma)
        if found is None:
            return {}
        return found


@lru_cache(maxsize=1)
def reader():
    """The WordNet reader, or None when WordNet or NLTK is not installed."""
    root = _root()
    if root is None:
        return None
    try:
        import nltk.data
        from nltk.corpus.reader.wordnet import WordNetCorpusReader
    except ImportError:
        return None

    class Reader(WordNetCorpusReader):
        def open(self, fileid):
            if fileid == "lexnames":
                return io.StringIO("".join(f"{i:02d}\t{n}\t0\n" for i, n in enumerate(LEXNAMES)))
            # latin-1: one byte a character, so the data files' byte offsets seek as they are
            return open(root / fileid, encoding="latin-1", newline="")

        def map_wn(self, version="wordnet"):
            return None  # no mapping to other WordNet versions: only 3.0 is read

        def _scan_satellites(self):
            self.satellite_offsets = set()  # adjective satellites are not looked up

        def _load_lemma_pos_offset_map(self):
            lines: dict[str, dict[str, str]] = {}
            for pos, suffix in (("n", "noun"), ("v", "verb"), ("a", "adj"), ("r", "adv")):
                text = (root / f"index.{suffix}").read_text(encoding="latin-1")
                lines[pos] = {ln[: ln.index(" ")]: ln for ln in text.splitlines() if ln and not ln.startswith(" ")}
            self._lemma_pos_offset_map = _Index(lines)

    with _lock:
        if str(root) not in nltk.data.path:
            nltk.data.path.append(str(root))  # NLTK reads only from its data paths
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return Reader(str(root), None)


def available() -> bool:
    return reader() is not None


def _key(word: str) -> str:
    return "_".join(word.lower().split())


@lru_cache(maxsize=4096)
def lemma(word: str, pos: str = "n") -> str | None:
    """The dictionary form of a word as that part of speech ('wolves' -> 'wolf', 'saves' -> 'save'),
    or None when WordNet does not know it so."""
    wn = reader()
    if wn is None or not word:
        return None
    with _lock:
        found = wn.morphy(_key(word), pos)
    return found.replace("_", " ") if found else None


@lru_cache(maxsize=4096)
def lemmas(word: str, pos: str = "n") -> tuple[str, ...]:
    """Every dictionary form WordNet finds for a word ('eggs' -> ('eggs', 'egg'): both are nouns)."""
    wn = reader()
    if wn is None or not word:
        return ()
    with _lock:
        return tuple(f.replace("_", " ") for f in wn._morphy(_key(word), pos))


def _synsets(word: str, pos: str = "n") -> list:
    wn = reader()
    if wn is None or not word:
        return []
    with _lock:
        senses = wn.synsets(_key(word), pos)
        # a named person ("Heron", Hero of Alexandria) after the common senses: "the heron" is the
        # bird; a people after the land its word also names ("Moor": "across the moor")
        if pos != "n":
            return senses
        land = any(s.lexname() in _LANDS and not _proper(s, word) for s in senses)
        return sorted(
            senses,
            key=lambda s: (
                s.lexname() == "noun.person" and (bool(s.instance_hypernyms()) or (land and _proper(s, word)))
            ),
        )


_LANDS = ("noun.location", "noun.object")


def _proper(sense, word: str) -> bool:
    """Whether a sense spells the word only capitalised ("Moor", a people)."""
    said = [x.name() for x in sense.lemmas() if x.name().lower() == _key(word)]
    return bool(said) and all(x[:1].isupper() for x in said)


def names_first(word: str) -> bool:
    """Whether WordNet's first noun sense of a word spells it only capitalised: a name ("Queens",
    "Kansas"), not a common noun ("flies")."""
    senses = _synsets(word)
    with _lock:
        return bool(senses) and _proper(senses[0], word)


@lru_cache(maxsize=4096)
def is_deed(word: str) -> bool:
    """Whether a noun's first sense is an act ("stealing", "making"; not "painting", an artifact
    first): a deed said as a noun, no thing to find or carry."""
    senses = _synsets(word)
    with _lock:
        return bool(senses) and senses[0].lexname() == "noun.act"


@lru_cache(maxsize=4096)
def is_motion(verb: str) -> bool:
    """Whether a verb's first sense is a way of moving ("hop", "waddle", "swim"; not "find")."""
    senses = _synsets(verb, "v")
    with _lock:
        return bool(senses) and senses[0].lexname() == "verb.motion"


@lru_cache(maxsize=4096)
def _ancestors(word: str, senses: int) -> tuple[frozenset[str], ...]:
    out = []
    for s in _synsets(word)[:senses]:
        with _lock:
            out.append(frozenset(h.name() for path in s.hypernym_paths() for h in path))
    return tuple(out)


def is_a(word: str, roots: tuple[str, ...], senses: int = 2) -> bool:
    """Whether one of the word's first noun senses is a kind of one of `roots` (synset names)."""
    return any(set(roots) & a for a in _ancestors(word, senses))


def kind_of(word: str, other: str) -> bool:
    """Whether a noun's first sense is a kind of another's first sense ("stallion" of "horse",
    "ewe" of "sheep"); not the same word."""
    theirs = _synsets(other)[:1]
    return bool(theirs) and word != other and is_a(word, (theirs[0].name(),), 1)


@lru_cache(maxsize=4096)
def category(word: str) -> str:
    """What a noun names, by its most common sense: person, animal, monster, machine, place, food,
    plant, artifact, substance, time, group, message, ...; '' when WordNet does not know it."""
    senses = _synsets(word)
    if not senses:
        return ""
    first = senses[0]
    kind = CATEGORY.get(first.lexname(), first.lexname().split(".")[-1])
    if is_a(word, _MONSTER_ROOTS, 1):
        return "monster"
    if kind in ("artifact", "person") and is_a(word, ("automaton.n.02", "robot.n.01"), 2):
        return "machine"
    if kind in ("artifact", "place", "group", "act") and is_a(word, _PLACE_ROOTS, 1):
        return "place"
    if kind == "place" and first.lexname() == "noun.object" and not is_a(word, _PLACE_ROOTS, 1):
        return "thing"
    return kind


def categories(word: str, senses: int = 3) -> list[str]:
    """The categories of a noun's first senses, most common first (a 'bear' is an animal, then a person)."""
    out = []
    for s in _synsets(word)[:senses]:
        kind = CATEGORY.get(s.lexname(), s.lexname().split(".")[-1])
        if kind not in out:
            out.append(kind)
    return out


def gender(word: str) -> str:
    """female | male | any, for a person noun ('sister', 'queen' -> female)."""
    if is_a(word, _FEMALE_ROOTS, 1):
        return "female"
    if is_a(word, _MALE_ROOTS, 1):
        return "male"
    return "any"


@lru_cache(maxsize=4096)
def kinds_of_instance(word: str, depth: int = 4) -> tuple[str, ...]:
    """What a proper name is an instance of, nearest first ("London": national capital, capital,
    city, ...; "Waikiki": beach, ...): the lemmas up the first instance sense's hypernyms; () for
    a word that names no instance."""
    sense = next((s for s in _synsets(word) if s.instance_hypernyms()), None)
    if sense is None:
        return ()
    out, level = [], _by_name(sense.instance_hypernyms())
    with _lock:
        for _ in range(depth):
            out += [n.replace("_", " ") for s in level for n in s.lemma_names() if n.replace("_", " ") not in out]
            level = _by_name(h for s in level for h in s.hypernyms())
    return tuple(out)


def _by_name(synsets) -> list:
    """Synsets in a fixed order: the reader lists a synset's hypernyms in an order that varies
    from one process to the next, and a game must not."""
    return sorted(set(synsets), key=lambda s: s.name())


@lru_cache(maxsize=8192)
def similarity(a: str, b: str) -> float:
    """How near two nouns are (WordNet's path similarity of their nearest senses, 0..1)."""
    if a == b:
        return 1.0
    best = 0.0
    for x in _synsets(a)[:3]:
        for y in _synsets(b)[:3]:
            with _lock:
                sim = x.path_similarity(y) or 0.0
            best = max(best, sim)
    return best


def is_verb(word: str) -> bool:
    return bool(_synsets(word, "v"))


def mostly_verb(word: str) -> bool:
    """A word WordNet knows in more senses as a verb than as a noun ("combine", "find", "catch")."""
    return len(_synsets(word, "v")) > len(_synsets(word, "n"))


def is_common_noun(word: str) -> bool:
    """A noun WordNet knows in a sense that is no one thing's name ("elia" is only Charles Lamb's pen name)."""
    return any(not s.instance_hypernyms() for s in _synsets(word))


def common_senses(word: str) -> int:
    """How many senses WordNet knows a word in as a noun that is no one thing's name ("great": 1,
    "master": many)."""
    return sum(1 for s in _synsets(word) if not s.instance_hypernyms())


def is_noun(word: str) -> bool:
    return bool(_synsets(word, "n"))


_HAPPENINGS = frozenset({"noun.act", "noun.event", "noun.process", "noun.phenomenon"})
_NOTIONS = frozenset({"noun.cognition", "noun.state", "noun.attribute", "noun.feeling", "noun.relation", "noun.time"})
_HELD = frozenset(
    {"noun.artifact", "noun.food", "noun.plant", "noun.animal", "noun.object", "noun.substance", "noun.possession"}
)


def abstraction(word: str) -> str:
    """What sort of no-thing a noun names by its first sense, unless one of its first two is a
    thing that can be held: "happening" (a murder, a disappearance, a fire), "notion" (a mystery,
    the truth); "" for a thing (a painting, a cake, a crown) or a word WordNet does not know."""
    senses = _synsets(word)[:2]
    if not senses or any(s.lexname() in _HELD for s in senses):
        return ""
    first = senses[0].lexname()
    return "happening" if first in _HAPPENINGS else "notion" if first in _NOTIONS else ""


def names_a_thing(word: str) -> bool:
    """A noun WordNet does not know far better as a verb: "map" (2 noun senses, 6 verb), "call",
    "feather"; not "get" (1 noun sense, 36 verb) or "find", words a misread goal lists as things."""
    nouns = len(_synsets(word, "n"))
    return nouns > 0 and nouns * 4 >= len(_synsets(word, "v"))


@lru_cache(maxsize=4096)
def verb_kin(word: str, senses: int = 3) -> tuple[str, ...]:
    """The verbs a verb means in its first senses, nearest first: its synonyms, then the verbs one
    level up from its first sense ('liberate' -> 'free', 'release'; 'exterminate' -> 'kill'), as
    dictionary forms."""
    wn = reader()
    if wn is None or not word:
        return ()
    found: list[str] = []
    with _lock:
        chosen = wn.synsets(_key(word), "v")[:senses]
        for s in chosen:
            found += [n.name().replace("_", " ") for n in s.lemmas()]
        for s in chosen[:1]:
            found += [n.name().replace("_", " ") for h in _by_name(s.hypernyms()) for n in h.lemmas()]
    return tuple(dict.fromkeys(f for f in found if f != word))


@lru_cache(maxsize=4096)
def verb_of(noun: str, senses: int = 2) -> str | None:
    """The verb a noun is the deed of, in its first senses ('rescue' -> 'rescue', 'destruction' ->
    'destroy', 'recovery' -> 'recover'), or None ('truth', 'house')."""
    wn = reader()
    if wn is None or not noun:
        return None
    with _lock:
        for s in wn.synsets(_key(noun), "n")[:senses]:
            if s.lexname() not in ("noun.act", "noun.event"):
                continue  # a thing or a state, not a deed
            for lem in s.lemmas():
                if lem.name().lower() != _key(noun):
                    continue
                verbs = [d.name() for d in lem.derivationally_related_forms() if d.synset().pos() == "v"]
                if verbs:
                    return verbs[0].replace("_", " ")
    return None
