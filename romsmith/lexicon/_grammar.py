"""Small English grammar for game text, shared by the designer (which writes it) and the text
checks (which read it): mass nouns take no "a" ("some milk", "the mail"), a plural subject takes
a plural verb ("Here lie muddy boot prints"), pronouns follow a character's gender and number,
and every page starts in sentence case."""

from __future__ import annotations

import re

from romsmith.lexicon import _wordnet as W

# nouns a game says without "a": substances, foods, the post, money (WordNet does not mark them)
MASS = frozenset(
    [
        "milk",
        "flour",
        "sugar",
        "butter",
        "honey",
        "water",
        "mail",
        "post",
        "bread",
        "cheese",
        "meat",
        "rice",
        "salt",
        "gold",
        "silver",
        "sand",
        "wood",
        "glass",
        "tea",
        "coffee",
        "juice",
        "oil",
        "yeast",
        "compost",
        "dust",
        "smoke",
        "snow",
        "ice",
        "treasure",
        "money",
        "luggage",
        "news",
        "advice",
        "information",
        "music",
        "magic",
        "medicine",
        "soup",
        "jam",
        "grain",
        "hay",
        "wool",
        "cotton",
        "silk",
        "paper",
        "ink",
        "clay",
        "iron",
        "steel",
        "stone",
        "coal",
        "fuel",
        "food",
        "fruit",
        "candy",
        "chocolate",
        "cream",
        "corn",
        "wheat",
        "garbage",
        "junk",
        "seaweed",
        "slime",
        "goo",
        "firewood",
        "lumber",
        "timber",
        "gear",
        "armour",
        "armor",
        "equipment",
        "furniture",
        "mud",
        "grass",
        "soap",
        "perfume",
        "pollen",
        "nectar",
        "sea",
        "glass",
    ]
) | {"sea glass", "honey", "candy floss"}
# nouns whose plural looks singular, and words ending in s that are singular
PLURAL_WORDS = frozenset(
    [
        "people",
        "children",
        "mice",
        "geese",
        "feet",
        "teeth",
        "men",
        "women",
        "sheep",
        "deer",
        "fish",
        "police",
        "cattle",
    ]
)
SINGULAR_S = frozenset(
    [
        "glass",
        "grass",
        "moss",
        "dress",
        "cross",
        "boss",
        "gas",
        "bus",
        "lens",
        "news",
        "chess",
        "mess",
        "bliss",
        "brass",
        "compass",
        "harness",
        "walrus",
        "octopus",
        "cactus",
        "bonus",
        "virus",
        "lotus",
        "iris",
        "atlas",
        "canvas",
        "circus",
    ]
)
FEMALE = frozenset(
    [
        "queen",
        "lady",
        "princess",
        "miss",
        "mrs",
        "ms",
        "dame",
        "sister",
        "aunt",
        "granny",
        "grandma",
        "mother",
        "mum",
        "woman",
        "girl",
        "maiden",
        "witch",
    ]
)
MALE = frozenset(["king", "lord", "sir", "prince", "mr", "uncle", "grandpa", "father", "dad", "brother", "man", "boy"])
PRONOUNS = {
    ("female", 1): {"they": "she", "them": "her", "their": "her", "theirs": "hers"},
    ("male", 1): {"they": "he", "them": "him", "their": "his", "theirs": "his"},
    ("any", 1): {"they": "they", "them": "them", "their": "their", "theirs": "theirs"},
}


def _head(phrase: str) -> str:
    words = re.findall(r"[a-z]+", phrase.lower())
    return words[-1] if words else ""


def is_mass(noun: str) -> bool:
    """Whether a noun (phrase) is said without "a": "milk", "sea glass", "the mail"."""
    noun = " ".join(noun.lower().split())
    return noun in MASS or _head(noun) in MASS


def is_plural(phrase: str) -> bool:
    """Whether a noun phrase is plural ("muddy boot prints", "cat hairs"; not "a drop of oil")."""
    words = re.findall(r"[a-z']+", phrase.lower())
    if not words or words[0] in ("a", "an", "one", "this", "that"):
        return False
    if " of " in f" {' '.join(words)} ":  # "a tangle of wool", "tufts of red fur": the first noun counts
        words = " ".join(words).split(" of ")[0].split()
    head = words[-1]
    if head in PLURAL_WORDS:
        return True
    if head in SINGULAR_S or head in MASS or not head.endswith("s") or head.endswith("ss"):
        return False
    forms = W.lemmas(head, "n")
    return not forms or any(f != head for f in forms)


def indefinite(noun: str) -> str:
    """ "a lamp", "an old key", "some milk" (a mass noun), "some eggs" (a plural)."""
    noun = noun.strip()
    if re.match(r"(a|an|the|some|one|two|three|four|five|\d+)\s", noun.lower()):
        return noun
    if is_mass(noun) or is_plural(noun):
        return f"some {noun}"
    word = noun.split()[0].lower() if noun.split() else ""
    vowel = word[:1] in "aeiou" and not re.match(r"(uni|use|usu|eu|one|once)", word)
    return f"{'an' if vowel or re.match(r'(hour|honest|honou?r|heir)', word) else 'a'} {noun}"


def be(phrase: str, singular: str = "is", plural: str = "are") -> str:
    """The verb that agrees with a subject: be("muddy boot prints", "lies", "lie") -> "lie"."""
    return plural if is_plural(phrase) else singular


def pronoun(word: str, gender: str = "any", count: int = 1) -> str:
    """they/them/their/theirs for one character of `gender`, or for several."""
    if count > 1:
        return word
    return PRONOUNS.get((gender if gender in ("female", "male") else "any", 1), PRONOUNS[("any", 1)])[word]


def gender(noun: str) -> str:
    """female | male | any for a person noun or a titled name ("queen", "Dame Rosa", "uncle")."""
    words = re.findall(r"[a-z]+", noun.lower())
    for w in words:
        if w in FEMALE:
            return "female"
        if w in MALE:
            return "male"
    return W.gender(words[-1]) if words else "any"


def sentence_case(text: str) -> str:
    """The first letter of the text and of every sentence in it in capitals."""
    return re.sub(r"(^|[.!?]\s+)([a-z])", lambda m: m.group(1) + m.group(2).upper(), text)


IRREGULAR = {"mouse": "mice", "goose": "geese", "man": "men", "woman": "women", "child": "children", "sheep": "sheep",
             "fish": "fish", "wolf": "wolves", "elf": "elves", "dwarf": "dwarves", "thief": "thieves", "deer": "deer",
             "knife": "knives", "leaf": "leaves", "loaf": "loaves", "shelf": "shelves", "calf": "calves",
             "wife": "wives", "life": "lives", "tooth": "teeth", "foot": "feet", "ox": "oxen", "person": "people"}  # fmt: skip


_OES = frozenset(["hero", "potato", "tomato", "echo", "volcano", "mosquito", "torpedo", "domino", "tornado"])


def _compound(first: str) -> bool:
    """Whether a word before "man" is a word of its own ("highway", "fire", "snow"), so the whole
    is a compound of "man" ("highwayman"), not a word that ends so ("human", "shaman")."""
    return len(first) > 2 and (W.is_noun(first) or bool(W.lemma(first, "v")) or bool(W.lemma(first, "a")))


# nouns said only in the plural: their plural is themselves ("three news" is no word to build)
PLURAL_ONLY = frozenset(
    {"news", "species", "series", "scissors", "pants", "trousers", "clothes", "jeans", "shorts", "glasses"}
    | {"goggles", "pliers", "tongs", "binoculars", "headphones", "pajamas", "pyjamas", "overalls"}
)


def _already_plural(word: str) -> bool:
    """Whether a noun is a plural already ("cards", "peas", "mice"), not a singular that ends in
    s ("bus", "walrus", "dress")."""
    if word in PLURAL_ONLY or word in IRREGULAR.values():
        return True
    forms = W.lemmas(word, "n") if word.endswith("s") and not word.endswith("ss") else ()  # "boss" is no "bos"
    return any(f != word and word in (f + "s", f + "es", f[:-1] + "ies") for f in forms)


def plural(kind: str) -> str:
    """A noun phrase's plural by its last word ("hungry bear" -> "hungry bears", "mouse" -> "mice";
    "pack of cards" read as "cards" stays "cards")."""
    head, _, last = kind.rpartition(" ")
    if _already_plural(last):
        pass
    elif last in IRREGULAR:
        last = IRREGULAR[last]
    elif last.endswith(("man", "woman")) and _compound(last.rpartition("man")[0].removesuffix("wo")):
        last = last[:-3] + "men"  # "highwayman" -> "highwaymen", not "human" -> "humen"
    elif last in _OES or last.endswith(("s", "x", "ch", "sh")):
        last += "es"
    elif len(last) > 1 and last.endswith("y") and last[-2] not in "aeiou":
        last = last[:-1] + "ies"
    else:
        last += "s"
    return f"{head} {last}".strip()
