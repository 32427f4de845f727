"""A clause that names a friend of the hero (`befriends`): once the hero is known, a being that
does the hero a good turn ("A temple cat guides him through the maze", "The gulls bring you
spare bulbs", "A sea turtle keeps him company", "A friendly robot dog tags along"), stands by
the hero ("The sheriff's deputy secretly sides with her", "A cactus wren fights alongside you")
or is said to be the hero's friend or part ("Her handmaid is her confidant", "the bull is your
tank", "The conductor is helpful"). `_sorting` adds them as helpers, so the reading puts them in
a role: the game makes them friendly and the fidelity check knows they were read.
"""

from __future__ import annotations

import re

from romsmith.lexicon._intent import Being

_WHOM = r"(?:you|him|her|them|u|us|the (?:hero|player|heroes|team|party|crew))"
_GOOD_TURNS = (
    r"guides?|guided|leads?|shows?|showed|teach(?:es)?|taught|gives?|gave|hands?|handed|offers?|offered|"
    r"brings?|brought|lends?|lent|helps?|helped|heals?|healed|patch(?:es)?|patched|sends?|drops?|passes|"
    r"warns?|warned|feeds?|fed|carr(?:y|ies)|carried|hides?|hid|rescues?|saves?|protects?|shelters?|"
    r"trains?|trained|joins?|joined|accompan(?:y|ies)"
)
_PARTS = (
    r"friends?|ally|allies|companions?|guides?|sidekicks?|confidant|mentor|partners?|helpers?|pals?|buddy|"
    r"buddies|guardians?|protectors?|tank|healers?|archers?|medics?|scouts?|mount|steed|familiar|teachers?"
)
_NOT = re.compile(r"\b(?:not|never|nothing|no one|nobody|won't|wont|can't|cannot|doesn't|don't|isn't|aren't)\b|n't\b")
_SAID = [
    # a good turn done to the hero, a few words away at most ("shows him hidden paths", "will drop you ammo")
    re.compile(rf"\b(?:{_GOOD_TURNS})\b(?:\s+(?:out|up|over))?\s+{_WHOM}\b"),
    re.compile(rf"\b{_WHOM} (?:company|safe|warm|fed|hidden)\b"),  # "keeps him company", "keeps her safe"
    re.compile(r"\b(?:tags?|tagging|comes?|goes|flies|rides?) along\b|\bsides? with\b|\bscouts? ahead\b"),
    re.compile(rf"\b(?:fights?|flies|swims|runs|marches|stands?) (?:alongside|beside|with) {_WHOM}\b"),
    re.compile(r"\b(?:gives?|offers?) rides\b|\bhands? out\b|\bleaves? (?:\w+ )?(?:notes|clues|hints|gifts|food)\b"),
    # said to be the hero's friend or part: "is her confidant", "the bull is your tank", "is his best friend"
    re.compile(rf"\b(?:is|are) (?:your|his|her|their|ur) (?:\w+ )?(?:{_PARTS})\b"),
    re.compile(
        r"\b(?:is|are) (?:very |always |really |so )?(?:helpful|friendly|kind|nice|on (?:your|his|her|their) side)\b"
    ),
]
_KIND_WORDS = frozenset({"friendly", "kindly", "helpful", "kind", "loyal", "faithful", "trusty"})


def befriends(text: str, first: Being) -> bool:
    """Whether a clause whose subject is `first` (not the hero) says the subject befriends the hero."""
    said = text.lower()
    kind_said = any(w in _KIND_WORDS for w in (first.words or "").lower().split())
    return not _NOT.search(said) and (kind_said or any(p.search(said) for p in _SAID))
