"""The words the idea reader knows by role: determiners, prepositions, modals, weak and hostile
verbs, counts, the verbs of each goal action (and phrasal verbs), times and moods, what the engine
cannot make, and the role-carrying function words of the other languages."""

from __future__ import annotations

from romsmith.lexicon import _goals as G


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


DETS = _set("a an the his her their its my our your some every each this that these those any all enough")
_WHERE = "among amongst amid beneath below above beside within upon between aboard atop"  # prepositions and place prepositions
PREPS = _set(
    "from against in at on across through over under into onto to for with by near behind beyond along "
    f"around inside outside toward towards past before after until of off out down up as about via without despite "
    f"during alongside {_WHERE}"
)
PLACE_PREPS = _set(
    f"from in at on across through over under into onto along around inside outside toward towards of to down up {_WHERE}"
)
# where a game is set, said before what happens there ("in the barn you ...", "a sim on a space station where ...")
SETTING_PREPS = _set("in on at aboard inside beneath under underneath")
MODALS = _set("must will can should could would may might shall")
OBLIGED = frozenset({("has", "to"), ("have", "to"), ("needs", "to"), ("need", "to")})  # said as "must"
CONJUNCTIONS = _set("while whilst when whenever because since unless if where though although but")  # end a phrase
CHAINS = _set("wants tries needs has had learns decides sets goes comes hopes dreams begins starts plans means")
WEAK = _set(
    "inherit come go wake live learn set begin start try want decide dream hope be become stay sit stand walk waddle"
)
PARTICLES = _set("out up away back off down in home")
ADJECTIVES = _set(
    "little big bad old young tiny brave lost shy stray lone last new first angry hungry wild giant great "
    "golden silver black white red blue green dark evil kind clumsy sleepy lonely lazy proud poor small "
    "huge mighty sunken frozen haunted misty sleeping runaway missing stolen magic magical ancient secret "
    "royal cursed greedy fiery sunny sick shiny rare spooky gentle friendly cute cosy cozy mysterious "
    "retired youngest oldest bigger smaller corrupted invading flooded melting floating broken wooden "
    "rusty own mean wicked nasty noble humble curious timid fearless fierce rival"
)
HOSTILE_VERBS = _set(
    "defeat fight hunt slay kill stop chase blast shoot destroy duel face battle track beat vanquish challenge "
    "banish attack conquer overthrow drive repel scare outwit trap zap trick outsmart outfox exorcise shred"
)
FRAME = _set("game games story stories tale tales novel adventure rpg quest level levels sim simulator simulation")
MOVES = _set(
    "hide hides slide slides hop hops jump jumps run runs fly flies swim swims sail sails climb climbs walk walks roll rolls leap leaps "
    "row rows dash dashes ride rides drive drives wander wanders travel travels bounce bounces spend spends "
    "roam roams race races glide glides drift drifts float floats skate skates crawl crawls scurry scurries "
    "swing swings march marches waddle waddles scamper scampers sprint sprints trek treks hike hikes soar soars "
    "paddle paddles tiptoe tiptoes zoom zooms tumble tumbles trudge trudges flutter flutters slither slithers "
    "wade wades hurry hurries"
)
SCENE_THREATS = _set(
    "attack invade raid rise turn steal kidnap capture curse threaten haunt flood freeze overrun march snatch hoard"
)
AVOIDED = _set(
    "dodge avoid evade outrun outwit outsmart outfox outsail outfly outswim outrace outpace elude flee"
)  # their object is a threat too
# kept away rather than beaten: the goal protects, and what it keeps away is a foe ("hold off the zombies")
REPELLED = frozenset(
    ["fend off", "hold off", "keep out", "keep away", "ward off", "fight off", "hold back", "beat back", "push back"]
)
ARMIES = _set("legion legions armada armadas fleet fleets army armies horde hordes raiders invaders host")
WAVES = _set(
    "wave waves horde hordes swarm swarms army armies pack packs gang gangs band bands group flock invasion plague "
    "herd herds mob mobs stampede stampedes outbreak outbreaks infestation infestations"
)
BANDS = frozenset({"cult", "gang", "syndicate", "coven", "mob", "crew", "cabal", "clan", "order", "guild", "pack"})
FORCES = frozenset({"navy", "police", "army", "fleet", "guards"})  # sent against someone, no creature by name
# the words before the hero in "you are a tugboat ...", "you control a ...", "take the role of a ..."
HERO_FRAMES = tuple(
    tuple(frame.split())
    for frame in (
        "you play as", "play as", "playing as", "you are", "you're", "youre", "you control", "control",
        "you take the role of", "take the role of", "the player takes the role of", "in this game the player takes the role of",
        "the player is", "you are playing as", "you can play as",
        "your job is to", "your goal is to", "your mission is to", "your task is to", "the goal is to",
        "what if", "imagine", "u are", "u r", "ur", "you play", "you're playing", "u play",
        "you pilot", "you drive", "you fly", "you ride", "you will have to", "you have to", "you must",
        "you need to", "the hero is", "our hero is", "the main character is", "the protagonist is", "hero is", "player is",
        "character is", "the player controls", "player controls", "the player plays as",  # "My character is a ..."
        "its a", "its an", "it's a", "it's an",  # "sonic style game but it's a cheetah ..."
    )
)  # fmt: skip
# the pronouns that open a clause of their own ("before it reaches Titan"): whom they stand for is
# read elsewhere; not "this" or "that", which are also determiners ("before this storm hits")
SUBJECT_PRONOUNS = frozenset({"it", "he", "she", "they", "we", "you", "i", "u"})
# a helper said with "not", with or without its apostrophe: "The sand wyrms don't like visitors",
# "so the mole can't eat them", "the evil crows wont let her" (not "isn't", said of what one is)
# the pronouns a foe's deed is aimed at, the hero's and their friends': "keep knocking him", "try to dry him"
SET_UPON = frozenset({"him", "her", "them", "you", "us", "u"})
WRONGDOERS = ("wrongdoer.n.01",)  # thieves, traitors, saboteurs, kidnappers: WordNet's kinds of wrongdoer
NEGATED = frozenset(
    {"don't", "doesn't", "didn't", "won't", "can't", "cannot", "couldn't", "wouldn't"}
    | {"dont", "doesnt", "didnt", "wont", "cant", "couldnt", "wouldnt"}
)
FRAME_LINKS = _set(
    "starring featuring with about follows stars features"
)  # "a platformer starring a ...": the hero follows
FRAME_WORDS = _set(
    "game games a an the this in which where but so something idk ok okay like maybe some kind of i want make me "
    "my little sister brother wants"
)
LEAD_CLAUSES = _set("when while after once before until as if whenever")  # "when the moon goes dark, ..."
# what a goal said outright is called: "has one mission:", "the aim is to find ..."
TASKS = _set("mission job task goal aim quest purpose duty objective")
# "goes on a quest for the lost scales", "a knight's quest to find the grail": what is sought is the goal
QUESTS = _set("quest journey hunt mission search adventure")
# a purpose clause whose verb is no goal of its own: "hide enough nuts to survive the winter"
PURPOSE_ONLY = _set(
    "survive live stay rest sleep relax feel prove impress keep win earn pay power afford buy become last rule reign"
)
# "a party of three", "a band of four mice": a company of so many; its members, when named, are the phrase
COMPANY = _set("party band team crew group gang troop pack family trio pair flock herd swarm bunch")
# "a squadron of five bees": a company a subject may be; led, its members are the helpers ("leads a squad of ...")
UNITS = COMPANY | _set("squadron squad posse")
COUNTS = {
    **{w: n for w, n in G.NUMBERS.items() if " " not in w},
    "eleven": 11,
    "twelve": 12,
    "fifteen": 15,
    "thirteen": 13,
    "fourteen": 14,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
    "hundred": 100,
    "thousand": 1000,
    "dozen": 12,
    "twin": 2,
    "twins": 2,
    "both": 2,
}
# verbs -> the action the designer and the fidelity check know
ACTION_OF = {
    "protect": "protect defend guard save-from shield keep watch",
    "rescue": "rescue save free thaw kiss cure heal wake",
    "find": "find search seek look recover retrieve hunt-for locate discover follow reclaim retake get grab steal dig explore "
    "lose",  # "has lost her spots": they are found again
    "defeat": "defeat fight hunt slay kill stop blast shoot destroy duel face battle beat vanquish banish "
    "attack conquer overthrow drive repel scare chase challenge zap shred exorcise rebel revolt",
    "deliver": "deliver bring carry take send post return serve feed haul tow smuggle",
    "escort": "escort guide lead accompany walk herd",
    "collect": "collect gather harvest hide store pick round need",
    "escape": "escape flee leave break run outrun",
    "investigate": "investigate solve uncover find-out learn prove",
    "tame": "tame train befriend ride calm reprogram",
    "catch": "catch capture trap track",
    "reach": "reach cross climb fly hop jump swim sail race warn",
    "fix": "fix repair mend relight rebuild restore untangle",
    "make": "make build brew bake cook grow craft paint forge carve sew knit weave finish complete",
    "win": "win",
    "choose": "choose decide pick trust",
}
ACTION = {verb: action for action, verbs in ACTION_OF.items() for verb in verbs.split()}
PHRASAL = {
    "take back": "find",
    "win back": "find",
    "get back": "find",
    "bring back": "find",
    "find out": "investigate",
    "look for": "find",
    "search for": "find",
    "hunt for": "find",
    "chase away": "defeat",
    "drive out": "defeat",
    "drive away": "defeat",
    "scare away": "defeat",
    "fight off": "defeat",
    "round up": "catch",
    "light up": "other",
    "break out": "escape",
    "get out": "escape",
    "run away": "escape",
    "pick up": "collect",
    "look after": "protect",
    "take care": "protect",
    "care for": "protect",
    "make friends": "tame",
    "figure out": "investigate",
    "work out": "investigate",
    "piece together": "investigate",
    "scare off": "defeat",
    "fend off": "protect",
    "hold off": "protect",
    "keep out": "protect",
    "wake up": "rescue",
    "dig up": "find",
    "put out": "protect",
    "set free": "rescue",
    "break into": "find",
    "track down": "find",
    "pay off": "other",
    "take on": "defeat",
    "rise up": "defeat",  # "rise up against the queen"
    "fish out": "find",
    "blow away": "defeat",
    "scoop up": "collect",
    "haul back": "find",
    "get away": "escape",
    "make it": "reach",
    "bring in": "collect",
    "put together": "fix",
    "put back": "deliver",
    "put back in order": "fix",
    "put to sleep": "tame",
    "send back": "defeat",
    "knock back": "defeat",
    "pull out": "rescue",
    "get across": "escort",
    "sniff out": "find",
    "wipe out": "defeat",
    "tear down": "defeat",
    "knock down": "defeat",
    "get to": "reach",
    "win over": "tame",
    "shut down": "defeat",
    "blow up": "defeat",
    "clear out": "defeat",
    "suck up": "catch",  # "suck up every spook": a ghost caught in a vacuum pack
    "vacuum up": "catch",
    "push back": "defeat",
    "beat back": "defeat",
    "let out": "rescue",
    "bring up": "find",
    "get off": "escape",
    "compete for": "win",
    "vie for": "win",
    "steal back": "find",
    "knock out": "defeat",
    "drop off": "deliver",
    "take out": "defeat",
    "take over": "defeat",
    "catch up": "reach",
    "cheer up": "tame",
}
# how many of a thing, said as a group of it: "a bunch of balloons", "a line of moles"
QUANTITIES = _set("bunch pile heap handful line row stack basketful")
ACTION.update(PHRASAL)
# a verb and "home" around its object ("bring the stolen rice home", "get the ice cream home"); not
# phrasal alone ("a lost goat kid needs to get home": going home)
ACTION.update({"bring home": "find", "get home": "deliver", "take home": "deliver"})
# times and moods a game can show (the engine's palettes and the designer's themes)
TIMES = {
    "night": "night nights nighttime midnight tonight moonlit moonlight nocturnal",
    "dawn": "dawn sunrise daybreak morning",
    "dusk": "dusk sunset evening twilight",
    "winter": "winter snow snowy frozen icy frost christmas blizzard",
    "summer": "summer sunny",
    "autumn": "autumn fall harvest",
    "spring": "spring",
    "storm": "storm stormy rain rainy flood thunder tide",
    "mist": "mist misty fog foggy",
    "dark": "dark darkness",
    "haunted": "haunted spooky",
    "full moon": "full_moon",
}
TIME_OF = {w.replace("_", " "): t for t, words in TIMES.items() for w in words.split()}
TENSE = _set("haunted spooky dark terrifying deadly scary creepy evil cursed doomed dangerous")
# what the engine cannot make, with the reason
ENGINE_CANNOT = {
    "multiplayer": "the Game Boy Advance game is for one player",
    "online": "the game has no network",
    "3d": "the engine draws 2D tiles and sprites",
    "voice": "the game has no recorded speech",
    "open world": "a game has at most a few dozen scenes",
    "mmo": "the game has no network",
    "vr": "the engine draws 2D tiles and sprites",
}


# function words of the other languages that carry a role (the lexicon's tables read them as "the")
FOREIGN = {
    "de": "backt:bakes dans:in im:in in:in am:on auf:on uber:over durch:through fur:for gegen:against aus:from von:of vom:of "
    "zum:to zur:to nach:to mit:with muss:must soll:must will:wants",
    "fr": "dans:in en:in sur:on a:to au:to aux:to pour:for contre:against du:of des:the de:of avec:with par:through "
    "doit:must veut:wants vers:to",
    "es": "protege:protects en:in sobre:on a:to al:to para:for por:through contra:against del:of de:of con:with debe:must "
    "quiere:wants hacia:to",
    "it": "in:in nel:in nella:in su:on a:to al:to per:for contro:against dal:from dalla:from da:from del:of "
    "della:of di:of con:with deve:must vuole:wants",
    "pt": "em:in no:in na:in sobre:on a:to ao:to para:for contra:against do:of da:of de:of com:with deve:must "
    "quer:wants",
    "nl": "in:in op:on naar:to voor:for tegen:against uit:from van:of met:with door:through moet:must wil:wants",
}
FOREIGN_WORDS = {lang: dict(p.split(":") for p in text.split()) for lang, text in FOREIGN.items()}
