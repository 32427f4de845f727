"""What an idea asks the player to do (the archetype), its mood, and counts, in English words.
Other languages translate into these words first (`_languages.py`).

A cue is a word or a phrase (space-separated, matched on whole words). The order of ARCHETYPES
is their precedence when an idea has cues of several: "find the clues and accuse the thief" is a
mystery before it is a search.
"""

from __future__ import annotations

ARCHETYPES: dict[str, str] = {
    "investigate": "mystery|mysteries|whodunit|whodunnit|solve|solves|solving|investigate|investigates|"
    "investigation|suspect|suspects|clue|clues|culprit|accuse|accuses|murder|murdered|crime|alibi|"
    "find out|finds out|who stole|who took|who did|who ate|who broke|who is behind|case of|expose|exposes|unmask|unmasks",
    "escort": "escort|escorts|escorting|accompany|accompanies|accompanying|see safely|lead home|leads home|walk home|"
    "walks home|guide home|guides home|bring home|brings home|take home|takes home|get home",
    "deliver": "deliver|delivers|delivering|carry|carries|carrying|post office",
    "collect": "collect|collects|collecting|gather|gathers|gathering|harvest|harvests|round up|rounds up|"
    "find all|finds all|all the|every last|stole every|stole all|steals every|steals all",
    "escape": "escape|escapes|escaping|flee|flees|fleeing|break out|breaks out|get out|gets out|trapped|"
    "prison|jail|locked up|locked in|run away|runs away|getaway",
    "rescue": "rescue|rescues|rescuing|save|saves|saving|free|frees|freeing|kidnapped|captured|captive|"
    "abducted|taken by|held by",
    "defeat": "defeat|defeats|defeating|slay|slays|slaying|kill|kills|fight|fights|fighting|battle|battles|"
    "beat|beats|vanquish|vanquishes|destroy|destroys|stop|stops|overthrow|overthrows|conquer|conquers|"
    "banish|banishes|hunt|hunts|hunting|hunt down|hunts down|take down|takes down|invasion|invaders|attack|attacks",
    "find": "find|finds|finding|seek|seeks|seeking|search|searches|searching|look for|looks for|looking for|"
    "recover|recovers|retrieve|retrieves|fetch|fetches|lost|missing|quest for|hunt for|hunts for|"
    "treasure hunt|explore|explores|exploring|discover|discovers|stolen|stole|steals|needs|looks for",
}


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


# "bring X to Y" is a delivery; "bring X home" an escort (above): these verbs count as a
# delivery only when "to" follows within a few words.
DELIVER_WITH_TO = ("bring", "brings", "bringing", "take", "takes", "taking", "return", "returns", "send", "sends")

# "bring the child home": an escort when "home" follows within a few words
ESCORT_WITH_HOME = (
    "bring",
    "brings",
    "take",
    "takes",
    "lead",
    "leads",
    "guide",
    "guides",
    "walk",
    "walks",
    "see",
    "sees",
    "help",
    "helps",
    "get",
    "gets",
)

PEACEFUL: str = (
    "cozy|cosy|gentle|peaceful|calm|relaxing|relaxed|wholesome|cute|sweet|quiet|heartwarming|"
    "friendly|comfy|soothing|tender|chill|slice of life|no combat|no fighting|no violence|without fighting|"
    "without combat|non violent|nonviolent|pacifist|kindness|befriend|befriends|picnic|tea party|"
    "become friends|becomes friends|make friends|makes friends|friendship|hug|hugs"
)

NUMBERS: dict[str, int] = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "a dozen": 12,
    "dozen": 12,
    "couple": 2,
    "pair": 2,
    "both": 2,
}

# English function and instruction words: never a term, never a name, and the end of a noun phrase.
STOP: frozenset[str] = (
    _set("""a an the of from to in on at and or but with without into onto for by is are was were be been
    being am its it it's his her hers their theirs our ours your yours my mine who whom whose that
    this these those through across over under above below behind beyond near before after during
    until while when where which what why how as than then there here so very too also just only
    must can could should would will shall may might has have had do does did not no nor all any
    each every some most more much many few other another such own same he she they we you i me him
    us them one ones about against between up down out off again once yet still even ever never
    always often soon now back away around along among upon via per if else because since though
    although unless whether either neither write wrote make makes made create creates created build
    builds generate design designs want wants wanted please game games story stories tale tales
    play plays player video gba rom idea something someone somebody thing things way ways day days
    night nights time times little big small tiny huge great young old new good bad evil dark
    bright brave lonely clever lost last first next final whole entire short long kind sort type
    style like called named named's gets get got goes go going went come comes came needs need must
    tries try trying wants learns learn becomes become begins begin starts start helps help home""")
)
