"""The clauses before the hero's own: where the story's clause starts and what the ones before it
say. A frame ("you're a", "control a", "what if", "sokoban but you're a"), a leading side clause
("when the moon goes dark,", "in a world where ...,", "as a mole,", "hunted by bounty hunters,"),
a first clause that sets the scene (a passive: "the village is attacked by wolves and ...", a
state: "the garden is overrun with slugs, so ...", a foe's deed or an event before "and", ";" or
"!"), the passive of a duty ("the jewels must be returned by a guard": the guard) and of a loss
("a snowman's nose was taken by the crows": the snowman gets it back), "help X do Y". Frames
that may stand anywhere (a form's fields, the player's frame after a scene) are `_frames`'. See
`_reader` for how the roles are put together."""

from __future__ import annotations

from romsmith.lexicon import _index as X
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._frames import Frames
from romsmith.lexicon._genres import CUES
from romsmith.lexicon._phrases import Phrase
from romsmith.lexicon._roles import _has, place_of
from romsmith.lexicon._vocab import (
    ACTION,
    ARMIES,
    CHAINS,
    COMPANY,
    COUNTS,
    DETS,
    FRAME_LINKS,
    FRAME_WORDS,
    HERO_FRAMES,
    HOSTILE_VERBS,
    LEAD_CLAUSES,
    MODALS,
    MOVES,
    PLACE_PREPS,
    PREPS,
    SCENE_THREATS,
    TENSE,
    WAVES,
)
from romsmith.lexicon._word_forms import IRREGULAR_PARTICIPLES
from romsmith.lexicon._words import _creature, _placeish, _singular, _verb_lemma, category, ing_form

# a leading "with whom" before the hero's clause, and how many words before the helper's phrase
COMPANY_LEADS = tuple(
    (tuple(lead.split()), len(lead.split()))
    for lead in (
        "together with", "accompanied by", "guided by", "helped by", "joined by", "led by", "aided by",
        "with her friend", "with his friend", "with their friend", "with her", "with his", "with the help of",
    )
)  # fmt: skip
LOSSES = frozenset(["taken", "stolen", "kidnapped", "captured", "snatched", "lost", "swiped", "nabbed"])


def comma_after(w, first: int) -> int | None:
    """The first comma within a dozen words of `first`, if the sentence goes on after it."""
    comma = next((x.i for x in w[first + 1 : first + 14] if x.punct and x.text == ","), None)
    return comma if comma is not None and comma + 2 < len(w) else None


BE_HAVE = frozenset({"is", "are", "was", "were", "be", "been", "has", "have", "had"})
OBJECTS = frozenset({"it", "them", "him", "her", "us", "me", "back", "up", "out", "away"})
# a clause these open is about someone else: its modal is not the hero's ("so that no seed will sprout")
SUBORDINATE = frozenset({"that", "where", "who", "which", "because", "unless", "whose"})


def _after_be(word: str) -> bool:
    """A past participle after 'is' or 'was' ("attacked", "overrun", "frozen"): a passive or a state."""
    lemma = _verb_lemma(word)
    return bool(lemma) and (lemma != word or word in IRREGULAR_PARTICIPLES or word.endswith("run"))


# "my son drew a purple octopus who ...": who drew or made up the hero, then the hero
DRAWN = frozenset(["drew", "drawed", "painted", "imagined", "invented", "dreamed", "dreamt"])
DRAWERS = frozenset(
    [
        "my",
        "our",
        "son",
        "daughter",
        "kid",
        "kids",
        "child",
        "little",
        "big",
        "brother",
        "sister",
        "niece",
        "nephew",
        "grandson",
        "granddaughter",
        "year",
        "old",
        "i",
        "we",
        "students",
        "class",
    ]
)
# what a foe does to someone, told in a clause that sets the scene ("the goblins took the twins and ...")
DEEDS = HOSTILE_VERBS | SCENE_THREATS | {"steal", "kidnap", "take", "snatch", "poison", "ruin", "wreck", "spoil"}


def someone(ph) -> bool:
    """Whether a phrase names a creature, plurals too ("the keeper's twins")."""
    if ph is None:
        return False
    return (
        ph.head in COMPANY
        or _creature(ph.kind)
        or any(_creature(h) for h in {_singular(ph.head), ph.head.removesuffix("s")} if h)
    )


class Leads(Frames):
    def _subject_before(self, k: int, reach: int = 4, *, cut: bool = False) -> Phrase | None:
        """The noun phrase that ends right before word k ("a troll | stands in the way"); `cut`: read
        no phrase past k, for a verb a noun could also be ("where bog trolls | lurk")."""
        starts = (self.phrase(start, stop=k if cut else None, subject=True) for start in range(max(0, k - reach), k))
        found = next((p for p, end in starts if p is not None and end == k), None)
        of = found.start - 1 if found is not None else -1
        named = of > 0 and all(x.cap for x in self.w[found.start : found.end])
        if named and self.w[of].en == "of" and self.live(of):  # "the crown of Eldermoor | was stolen": the crown
            whole = self._subject_before(of, reach, cut=cut)
            if whole is not None and category(whole.head) in ("thing", "food"):
                return whole
        return found

    def _genre_lead(self, first: int, comma: int) -> bool:
        """Whether the words before the comma only name the game's genre and where it is set
        ("gallery shooter at a carnival,", "turn-based dungeon crawler,"): a genre's name and no verb."""
        w = self.w
        named = {p for g, said in self.genre.words.items() for p in said if p in CUES[g]["strong"]}
        plain = " " + " ".join(x.en.replace("-", " ") for x in w[first:comma]) + " "
        if not any(f" {p} " in plain for p in named) or " vs " in plain or " versus " in plain:
            return False
        cue_words = {x for p in named for x in p.split()}
        beings = [x for x in w[first:comma] if x.en not in cue_words and _creature(_singular(x.en))]
        return not beings and not any(self._finite_at(k) for k in range(first, comma))  # not "pangolin gladiator ..."

    def _subject_relative(self, first: int) -> int | None:
        """Where "who" or "that" follows the first clause's subject and its modal follows that ("a
        robot vacuum that has to clean every room, but ..."): the hero's own verb is said in it."""
        w = self.w
        ph, end = self.phrase(first, subject=True)
        if ph is None or end + 2 >= len(w) or w[end].en not in ("who", "that"):
            return None
        verb = w[end + 1].en
        own = verb in MODALS or (verb in CHAINS and w[end + 2].en == "to")
        return end if own and any(_creature(word) for word in ph.kind.split()) else None

    def _hero_frame(self, first: int) -> int | None:
        """Where the hero's phrase starts when only a genre's or a frame's words come before it
        ("you play as a ...", "platformer starring a ...", "this atmospheric platformer follows a
        ..."), else None."""
        w = self.w
        cues = {x for words in self.genre.words.values() for p in words for x in p.split()}
        for k in range(first, min(len(w), first + 6)):
            words = [x.en for x in w[k : k + 6]]
            for frame in HERO_FRAMES:
                if words[: len(frame)] == list(frame) and k + len(frame) < len(w):
                    return k + len(frame)
            if k > first and w[k].en in FRAME_LINKS and k + 1 < len(w) and w[k + 1].en in DETS:
                return k + 1  # "platformer starring a jelly bean knight ...", "something with a ..."
            if w[k].en in ("story", "tale", "legend") and k + 2 < len(w) and w[k + 1].en == "of":
                return k + 2  # "A story of a boy from Syria who ..."
            if w[k].en == "game" and k + 2 < len(w) and w[k + 1].en == "of" and w[k + 2].en in ("a", "an"):
                return k + 2  # "a battle game of a lone samurai against ...", not "a game of chess"
            genre_word = w[k].en in cues or all(p in cues for p in w[k].en.split("-") if p)  # "Shoot-em-up"
            described = k > first and self._mostly_adjective(w[k].en) and not _creature(w[k].en)  # "atmospheric"
            if not (w[k].punct or genre_word or described or w[k].en in FRAME_WORDS):
                break  # only a genre's or a frame's words come before a frame: "sokoban but you're a ..."
        return None

    def _framed_after(self, k: int) -> int:
        """Word k, or where a genre's frame that starts there names the hero ("Set in ..., this
        platformer follows a mute diver ...")."""
        framed = self._hero_frame(k)
        return k if framed is None else framed

    def _past_lead(self, first: int) -> int:
        """Where the story's own clause starts: after "you play as" ("you play as a ghost who ...")
        and after a leading side clause ("when the moon goes dark, a young witch must ..."), whose
        nouns a pronoun may stand for (`self.lead`)."""
        formed = self._form(first)
        if formed != first:
            return formed
        later = self._player_later(first)
        if later is not None:
            return later
        w = self.w
        drawn = next((k for k in range(first + 1, min(len(w), first + 7)) if w[k].en in DRAWN), None)
        if drawn is not None and all(x.en in DRAWERS or x.en.isdigit() for x in w[first:drawn]):
            return drawn + 1  # "my 5 year old drew a pancake with a cape that ...": the pancake
        framed = self._hero_frame(first)
        if framed is not None:
            return framed
        world = [x.en for x in w[first : first + 4]]
        if world[:2] == ["in", "a"] and world[3:4] == ["where"] and (comma := comma_after(w, first)):
            self.lead = (first + 4, comma)  # "in a world where music is forbidden, a young drummer ..."
            return comma + 1
        colon = next((x.i for x in w[first + 1 : first + 8] if x.punct and x.text == ":"), None)
        if colon is not None and colon + 3 < len(w):
            verb_at, _verb = self._main_verb(colon + 1)
            if verb_at is not None and verb_at > colon + 1:  # "Our elevator pitch: a band of five ... must"
                return self._past_lead(colon + 1)
        you = self._as_you(first)
        if you is not None:  # "As a young lawyer you have to solve the riddles": the lawyer
            return you
        comma = next((x.i for x in w[first + 1 : first + 12] if x.punct and x.text == ","), None)
        if comma is None or comma + 2 >= len(w):
            return first
        if self._genre_lead(first, comma):
            return self._past_lead(comma + 1)  # "gallery shooter at a carnival, a clown shoots ...": no hero
        owned = self._owned_as(first, comma)
        if owned is not None:  # "As Farmer Jo's loyal sheepdog, chase them off": the sheepdog
            self.as_hero = owned
            return comma + 1
        if w[first].en == "as" and first + 1 < len(w) and w[first + 1].en in DETS:
            ph, end = self.phrase(first + 1, stop=comma, subject=True)  # not "as the sun sets,"
            of = (
                ph is not None and end < comma and w[end].en == "of" and comma - end <= 6
            )  # "... pilot of the squadron,"
            if ph is not None and end < comma and w[end].en in ("named", "called"):
                title, names, k = self._name_said(end + 1)  # "As a pearl diver named Keoni, explore ..."
                if names and k == comma:
                    ph.name, ph.title, end = " ".join(names), title or ph.title, comma
            if ph is not None and end < comma and all(w[m].cap and not w[m].punct for m in range(end, comma)):
                ph.name, end = " ".join(w[m].text for m in range(end, comma)), comma  # "As the young duelist Isabeau,"
            if ph is not None and (end == comma or of):  # "as a mole, dig through ...": the mole digs
                self.as_hero = ph
                return comma + 1
        titled = first + 2 < len(w) and w[first + 2].cap and category(w[first + 1].en) == "person"
        if w[first].en == "as" and first + 1 < len(w) and (w[first + 1].cap or titled):  # "as Deputy Esperanza, hold"
            ph, j = self._framed(first + 1)  # "as Lady Wren, the new governess, uncover ..."
            names = []
            while ph is not None and titled and j < len(w) and w[j].cap and not w[j].punct:
                names, j = [*names, w[j].text], j + 1  # "As codebreaker Margaret Hale, crack ..."
            if names and j < len(w) and w[j].text == ",":
                ph.name, j = " ".join(names), j + 1
            if j < len(w) and w[j].en in PREPS:  # "As Robin, an archer in Sherwood Forest, shoot ..."
                j = next((m + 1 for m in range(j, min(len(w) - 1, j + 7)) if w[m].text == ","), j)
            said = w[j].en if j < len(w) else ""
            if ph is not None and (ph.name or ph.title) and w[j - 1].text == "," and _verb_lemma(said) == said:
                self.as_hero, self.as_ordered = ph, True
                return j
        lost = w[first].en in IRREGULAR_PARTICIPLES or (w[first].en.endswith("ed") and _verb_lemma(w[first].en))
        lost = lost or w[first].en == "set"  # "Set in Edo-era Japan, a young courier must ..."
        if lost and first + 1 < len(w) and w[first + 1].en in PLACE_PREPS | {"during"}:
            self.lead = (first, comma)  # "Lost in the Sahara, two camels race a sandstorm"
            return self._framed_after(comma + 1)
        words = [x.en for x in w[first:comma]]
        company = next((n for lead, n in COMPANY_LEADS if words[: len(lead)] == list(lead)), None)
        if company is not None:  # "together with a grumpy troll, ...", "guided by a talking map, ..."
            ph, _ = self.phrase(first + company, stop=comma)
            if ph is not None:
                self.lead_helper = ph
                return comma + 1
        if w[first].en.endswith("ed") and first + 1 < len(w) and w[first + 1].en == "by":
            ph, _ = self.phrase(first + 2, stop=comma)
            if ph is not None and _creature(ph.kind):  # "hunted by bounty hunters, the smuggler ..."
                self.lead_foe = ph
                return comma + 1
        if w[first].en in LEAD_CLAUSES:
            self.lead = (first + 1, comma)
            return comma + 1
        sought = self._quest(first) if w[first].en in ("in", "on") else None
        if sought is not None:  # "in search of the golden carrot, a rabbit ..."
            self.lead_quest, self.lead = sought, (first, comma)
            return comma + 1
        return first

    def _past_apposition(self, end: int, after: int) -> int:
        """Where a name's verb is when who the name is comes between, set off by commas ("Liesl, a
        deaf girl who never heard them, sets out"): past the second comma; else `after`."""
        w = self.w
        if end + 1 >= len(w) or w[end].text != "," or not someone(self.phrase(end + 1, subject=True)[0]):
            return after
        close = next((k for k in range(end + 2, min(len(w) - 1, end + 14)) if w[k].text == ","), None)
        return close + 1 if close is not None else after

    def _story_clause(self, first: int, opponents: list) -> int:
        """Where the clause with the hero starts when a first clause sets the scene ("pirates
        attack the island; the keeper's twins must ring the bell", "an army of skeletons rises
        ... and only Brother Anselm can send them back", "...; you, a street urchin, must ..."):
        after the boundary, a subject and a modal within a few words, and no modal before it.
        The first clause's creature is a foe when it acts against someone; a pronoun may stand for
        it (`self.lead`). Else `first`, and always for a form's goal field or a framed player's deed."""
        w = self.w
        if self.goal_end is not None or self.deed_at is not None:
            return first
        up_to = self._up_to(first)
        if up_to is not None:  # "It's up to a young squire to ...": at the idea's start
            return up_to
        relative = self._subject_relative(first)
        for b in range(first + 2, len(w) - 2):
            x = w[b]
            own = x.en in MODALS or (x.en in CHAINS and w[b + 1].en == "to") or self._deadline(b)
            if own and not any(y.en in SUBORDINATE and y.i != relative for y in w[first:b]):
                return first  # the first clause has the hero's own verb (not "so that no seed will sprout")
            if x.text == "," and self._order_next(b) and self._foe_deed(first, b):
                ph, _ = self.phrase(first, subject=True)  # "Dr. Gloom stole the sun, go get it back"
                creature = ph is not None and any(_creature(word) for word in ph.kind.split())  # "zombie carrots"
                if ph is not None and (someone(ph) or ph.name or ph.title or creature):
                    opponents.append(self._being(ph, hostile=True))
                self.lead = (first, b)
                return b + 1
            order = self._sentence_then_order(first, b)
            if order is not None:
                framed = self._framed_hero(first, b)
                if framed is not None:  # "You are a paper airplane. Carry the love note ..."
                    self.as_hero = framed
                else:
                    self._scene_foe(first, opponents)
                self.lead = (first, b)
                return order
            comma = (
                x.en in ("and", "so", "yet", "but")
                and w[b - 1].punct
                and w[b - 1].text == ","
                and not self._listed_through(first, b)  # "a knight, a wizard, and a thief must": one list
                and (
                    not self._passive_in(first, b)  # "the garden is overrun with slugs, so": a state's foes
                    or [x.en for x in w[b + 1 : b + 5] if x.en != "is"][:3] == ["it", "up", "to"]
                )  # "The painting was stolen ..., and it's up to a night guard named Lou to ..."
            )
            boundary = (
                (x.punct and x.text in (";", ".", "-", "--", "\u2014", "!"))
                or comma
                or (x.en == "and" and (w[b + 1].en in ("only", "now", "so") or self._clause_before(first, b)))
            )
            if not boundary or not self.live(b):
                continue
            start = b + 1 + (w[b + 1].en in ("only", "now", "so", "then", "and", "but", "yet"))
            if start + 1 < len(w) and w[start].en == "you" and w[start + 1].text == ",":
                start += 2  # "you, a street urchin, must ..."
            up_to = self._up_to(start)
            if up_to is not None:  # "..., and it's up to a clumsy apprentice named Tam to bring her back"
                self._scene_foe(first, opponents)
                self.lead = (first, b)
                return up_to
            reach = 16 if x.punct and x.text in (";", ".", "!") else 12 if comma else 8  # a long subject
            modal = next(
                (k for k in range(start + 1, min(len(w), start + reach)) if w[k].en in MODALS or self._deadline(k)),
                None,
            )
            chain = next(
                (
                    k
                    for k in range(start + 1, min(len(w) - 1, start + 8))
                    if w[k + 1].en == "to"
                    and (w[k].en in CHAINS or (w[k].en in ("have", "need") and w[k - 1].en in ("you", "we", "they")))
                ),  # "... . You have to turn them back."
                None,
            )
            subject, end = self.phrase(start, subject=True)
            after = self._list_end(end)  # "the princess, a cowardly squire and a retired sky-knight steal"
            if comma and subject is not None and w[start].cap:
                after = self._past_apposition(end, after)  # "and Liesl, a deaf girl who ..., sets out"
            finite = (  # ", so his daughter sets off", ", and a laundry robot wants them back"
                comma
                and after < len(w)
                and _verb_lemma(w[after].en)
                and w[after].en not in DETS | BE_HAVE
                and (
                    w[after].en.endswith("s")
                    or _verb_lemma(w[after].en) != w[after].en
                    or (subject is not None and (subject.plural or (subject.count or 1) > 1 or after != end))
                )
            )
            if modal is None and chain is None and not finite:
                continue
            named = (  # "— and Aput, a young hunter, must guide ...": a name and who it is
                subject is not None
                and w[start].cap
                and end + 1 < len(w)
                and w[end].text == ","
                and someone(self.phrase(end + 1, subject=True)[0])
            )
            named = named or self._named_creature(start)  # "...; Otto the otter, his sister Fen ... must"
            victim = self._victim_hero(first, b, start) if not x.punct else None  # ", so she ...", "and he ..."
            if w[start].en != "you" and not someone(subject) and not named and victim is None:
                continue  # "... and very brave - must stop ...": no new subject
            if victim is not None:  # "crows keep stealing the scarecrow's buttons, so he climbs down"
                self.as_hero = victim
                foe, _ = self.phrase(first, subject=True)
                if foe is not None and _creature(foe.kind):
                    opponents.append(self._being(foe, hostile=True))
                self.lead = (first, b)
                return start
            framed = self._player_framed(first, b) if w[start].en in ("you", "u") else None
            if framed is not None:  # "You play Ada, the miller's daughter, and you must climb ...": Ada must
                self.as_hero, self.lead = framed, (first, b)
                return start
            self._scene_foe(first, opponents)
            self.lead = (first, b)
            return start
        return first

    def _player_framed(self, first: int, b: int):
        """Who the first clause frames the player as ("You play Ada, the miller's daughter",
        "You are Pia, a young zookeeper"), with the name said beside it, when it ends at b; else None."""
        w = self.w
        frames = (("you", "play"), ("you", "are"), ("you're",), ("you", "play", "as"))
        before = tuple(x.en for x in w[max(0, first - 3) : first])  # the lead has passed over the frame
        if not any(before[-len(f) :] == f for f in frames) or first >= b:
            return None
        hero, end = self._framed(first)
        return hero if hero is not None and end >= b and _creature(hero.kind) else None

    def _sentence_then_order(self, first: int, b: int) -> int | None:
        """Where an order to the player starts when a sentence ends at b ("A blizzard with teeth
        stalks Harrow Pass; guide the pilgrims ...", "... burned. Get it to the monastery.", ".
        so: stack the blocks"), with no modal of the hero's in the sentence before; else None."""
        w = self.w
        so = w[b].en == "so" and b > 0 and w[b - 1].text == ","  # "the chickens have escaped, so round them up"
        if not (so or (w[b].punct and w[b].text in (".", ";", "!"))):
            return None
        k = b
        while k + 2 < len(w) and (w[k + 1].en in ("so", "then", "now") or w[k + 1].text == ":"):
            k += 1  # ". so: stack the colored blocks"
        if not self._order_next(k) or self._named_creature(k + 1) or (w[k + 1].cap and w[b].text == ";"):
            return None  # "...; Pip the vole and a toad must ...": a name, not the order "pip"
        if k + 1 < len(w) and (w[k + 1].en == "beware" or [x.en for x in w[k + 1 : k + 3]] == ["watch", "out"]):
            return None  # "... for three missing fireflies. Watch out for the bog witch.": a warning, no goal
        hers = any(
            y.en in MODALS or (y.en in CHAINS and m + 1 < b and w[m + 1].en == "to")
            for m, y in enumerate(w[first:b], start=first)
        )  # "Maui needs to slow down the sun, so help him ...": the first clause has the hero's verb
        return None if hers else k + 1

    def _up_to(self, start: int) -> int | None:
        """For "it's up to X to do Y" at word `start`: X becomes the hero (`as_hero`) and the index of
        Y's verb is returned, read as the hero's order; else None."""
        w = self.w
        k = start + (start < len(w) and w[start].en == "it")
        k += k < len(w) and w[k].en == "is"
        if k == start or k + 1 >= len(w) or [w[k].en, w[k + 1].en] != ["up", "to"]:
            return None
        ph, j = self.phrase(k + 2, subject=True)
        while j < len(w) and w[j].en != "to" and j < k + 14:
            j += 1  # past "a clumsy apprentice wizard named Tam"
        if ph is None or j + 1 >= len(w) or not _verb_lemma(w[j + 1].en):
            return None
        if ph.end + 1 < j and w[ph.end].en in ("named", "called") and w[ph.end + 1].cap:
            ph.name = w[ph.end + 1].text  # "a clumsy apprentice wizard named Tam"
        self.as_hero = ph
        return j + 1

    def _as_you(self, first: int) -> int | None:
        """Where "you" starts the clause after "As a <being>" said with no comma ("As a young
        lawyer you have to solve ..."), the being made `as_hero`; else None."""
        w = self.w
        if first + 2 >= len(w) or w[first].en != "as" or w[first + 1].en not in ("a", "an", "the"):
            return None
        you = next((k for k in range(first + 2, min(len(w) - 1, first + 8)) if w[k].en == "you"), None)
        if you is None or any(x.punct for x in w[first:you]):
            return None
        ph, end = self.phrase(first + 1, stop=you)
        if ph is None or end != you or not _creature(ph.kind):
            return None
        self.as_hero = ph
        return you

    def _owned_as(self, first: int, comma: int):
        """The being of "As <someone>'s <being>," at word `first`, up to the comma, else None."""
        w = self.w
        if first + 1 >= len(w) or w[first].en != "as" or not w[first + 1].cap:
            return None
        owner, end = self.phrase(first + 1, stop=comma, subject=True)
        if owner is None or end >= comma or not self._owns(end - 1):
            return None
        owned, stop = self.phrase(end, stop=comma)
        return owned if owned is not None and stop == comma and _creature(owned.kind) else None

    def _framed_hero(self, first: int, b: int):
        """The hero a first sentence makes the player ("You are a mouse living in the walls"), or None."""
        w = self.w
        while first > 0 and not w[first - 1].punct:
            first -= 1  # the sentence's own start: a lead may have passed over "you are"
        said = [x.en for x in w[first:b]]
        for frame in HERO_FRAMES[:8]:  # "you are", "you're", "you play as" ... ("u are" is read as "you are")
            if tuple(said[: len(frame)]) == frame:
                ph, _ = self.phrase(first + len(frame), stop=b, subject=True)
                return ph
        return None

    def _scene_foe(self, first: int, opponents: list) -> None:
        """The first clause's creature is a foe when it acts against someone, is called evil, or is
        one by its kind ("pirates attack the island; ...", "beware the witch! ...")."""
        w = self.w
        ph, j = self.phrase(first + (w[first].en == "beware"), subject=True)  # "beware the witch! ..."
        leader = None
        if ph is not None and self._owns(j - 1) and j < len(w):  # "Lord Vex's goblins": the goblins, his
            leader, (ph, j) = ph, self.phrase(j, subject=True)
        while ph is not None and (ph.head in WAVES or ph.head in ARMIES) and j < len(w) and w[j].en == "of":
            ph, j = self.phrase(j + 1, subject=True)  # "an army of skeletons": the skeletons
        if ph is not None and leader is None and j + 1 < len(w) and w[j].en == "of" and _creature(ph.kind):
            led, after = self.phrase(j + 1, subject=True)  # "The sky pirates of Captain Gale have seized ..."
            if led is not None and (led.title or (led.name and not _placeish(led.head))):
                leader, j = led, after
        army = ph is not None and (ph.head in ARMIES or ph.head in WAVES)  # "the Frost Legion is marching"
        verb = j + (j + 1 < len(w) and w[j].en in ("has", "have", "had", "is", "are", "was", "were"))
        acts = army or (verb < len(w) and _verb_lemma(w[verb].en) in HOSTILE_VERBS | SCENE_THREATS)
        acts = acts or (
            verb + 1 < len(w) and _verb_lemma(w[verb].en) in ("take", "seize") and w[verb + 1].en in DETS | {"over"}
        )
        evil = any(x.en in TENSE or x.en in ("evil", "wicked", "cruel", "beware") for x in w[first:j])
        someone_named = ph is not None and ph.cap_unknown and acts  # "The Ratcatcher stole every song"
        if (
            ph is not None
            and (_creature(ph.kind) or army or someone_named)
            and (acts or evil or X.word_stance(ph.head) == "foe")
        ):
            owner = leader or self._possessive_owner(ph)  # "Lord Vex's goblins have kidnapped ...": Vex leads
            opponents.append(self._being(ph, hostile=True))
            if owner is not None and (_creature(owner.kind) or any(x.cap for x in w[owner.start : owner.end])):
                opponents.append(self._being(owner, hostile=True))

    def _victim_hero(self, first: int, b: int, start: int):
        """The hero a pronoun after a foe's deed stands for: the one whose things the deed harms
        ("a jealous rival keeps ruining young Mia's cakes, so she must bake"): who or what is said
        with 's in the first clause, never a place ("the town's harvest"); None when the clause
        tells no deed or names nobody."""
        w = self.w
        if w[start].en not in ("he", "she", "they") or not self._foe_deed(first, b):
            return None
        for k in range(first + 1, b):
            if not self._owns(k):
                continue
            opening = k  # back over the owner's own words: "young Mia's", not "keeps ruining young Mia's"
            while (
                opening > first
                and not (w[opening - 1].en in DETS or w[opening - 1].punct)
                and not _verb_lemma(w[opening - 1].en)
            ):
                opening -= 1
            owner, _ = self.phrase(opening, stop=k + 1, subject=True)
            if owner is not None and (_creature(owner.kind) or owner.name or not _placeish(owner.head)):
                return owner  # "the scarecrow's buttons": a scarecrow is no creature, and the hero still
        return None

    def _order_next(self, b: int) -> bool:
        """Whether an order starts after word b: a verb's own form, mostly a verb ("go get it back",
        "shoot them all")."""
        w = self.w
        k = b + 1
        if k + 1 >= len(w) or w[k].punct:
            return False
        verb = _verb_lemma(w[k].en) == w[k].en and (
            w[k].en in ACTION or w[k].en in MOVES or self._mostly_verb(w[k].en)
        )  # "row the fishermen home"
        return verb and (w[k + 1].en in DETS | OBJECTS or bool(_verb_lemma(w[k + 1].en)))

    def _foe_deed(self, first: int, b: int) -> bool:
        """Whether the clause from `first` to `b` tells a foe's deed ("stole the sun", "are attacking")."""
        return any(_verb_lemma(x.en) in DEEDS for x in self.w[first:b] if not x.punct)

    def _listed_through(self, first: int, b: int) -> bool:
        """Whether the words from `first` are a list of beings that goes on past word b (the "and"
        of "a knight, a wizard, and a thief")."""
        ph, end = self.phrase(first, subject=True)
        return someone(ph) and end < b and self._list_end(end) > b

    def _list_end(self, j: int) -> int:
        """Past the rest of a list of creatures that starts before `j` (", a squire and a knight")."""
        w = self.w
        while j + 1 < len(w) and (w[j].text == "," or w[j].en == "and"):
            k = j + 1 + (w[j].text == "," and w[j + 1].en == "and")
            ph, end = self.phrase(k, subject=True)
            if ph is not None and not someone(ph) and _verb_lemma(w[end - 1].en) == w[end - 1].en:
                ph, end = self.phrase(k, stop=end - 1, subject=True)  # "and a retired sky-knight steal": many
            if not someone(ph):
                break
            j = end
        return j

    def _deadline(self, k: int) -> bool:
        """ "has until noon to", "have one summer to", "has three days to": a deadline, said where
        a modal would be."""
        w = self.w
        if w[k].en not in ("has", "have", "had") or k + 2 >= len(w):
            return False
        nxt = w[k + 1].en
        if nxt not in ("until", "till", "only", "just", "a", "an", "one") and nxt not in COUNTS:
            return False
        return any(w[j].en == "to" and _verb_lemma(w[j + 1].en) for j in range(k + 2, min(len(w) - 1, k + 9)))

    def _passive_in(self, first: int, b: int) -> bool:
        """Whether the words from `first` to `b` hold a passive or a state ("is overrun with")."""
        w = self.w
        return any(
            w[k].en in BE_HAVE - {"has", "have", "had"} and _after_be(w[k + 1].en)
            for k in range(first, min(b, len(w) - 1))
        )

    def _clause_before(self, first: int, b: int) -> bool:
        """Whether the words from `first` to `b` are a clause of their own that sets the scene: an
        event ("the moon fell into the ocean and a whale had to ...") or a foe's act ("pirates
        raid the bay and ..."); not a subject of two ("a boy and his dog"), not the hero's own
        clause ("a unicorn eats the rainbows and a grumpy cloud tries to ..."), not a passive
        (`_passive_by` reads those)."""
        verb_at, verb = self._main_verb(first)
        after = self.w[verb_at + 1].en if verb_at is not None and verb_at + 1 < b else ""
        if verb in ("be", "have") and _verb_lemma(after) and (ing_form(after) or verb == "have"):
            verb = _verb_lemma(after)  # "is marching on", "has stolen the lantern and"
        if verb_at is None or not first < verb_at < b or verb == "be":
            return False
        ph, _ = self.phrase(first, subject=True)
        army = ph is not None and (ph.head in ARMIES or ph.head in WAVES)
        return ph is None or not _creature(ph.kind) or army or verb in DEEDS

    def _next_clause(self, at: int, opponents: list) -> int | None:
        """After a clause of being ("the garden is overrun with slugs, so ...", "the village is
        asleep under a curse and only Nana Pim can wake them"): where the clause with the hero
        starts, its agent ("with slugs") a foe; None when no such clause follows."""
        w = self.w
        lead_start = at + 1
        if at + 3 < len(w) and w[at + 2].en in ("with", "by") and _verb_lemma(w[at + 1].en):
            agent, _ = self.phrase(at + 3)
            if agent is not None and _creature(agent.kind):
                opponents.append(self._being(agent, hostile=True))
                lead_start = at + 3
        done = at + 1 < len(w) and _verb_lemma(w[at + 1].en) not in (None, w[at + 1].en) and not ing_form(w[at + 1].en)
        if lead_start == at + 1 and done:
            done_to = self._subject_before(at)  # "the crown was stolen and the knight must find it": the crown
            lead_start = done_to.start if done_to is not None else lead_start
        for k in range(at + 1, min(len(w) - 2, at + 14)):
            if w[k].en not in ("and", "so", "but") or not self.live(k):
                continue
            start = k + 1 + (w[k + 1].en in ("only", "then", "now", "so"))
            if w[k].en == "so" and self._bare_verb(start) and not w[start].cap:
                self._after_you(at, k, opponents)  # "the subway rats are after you, so get to the train"
                self.lead = (lead_start, k)
                return start
            verb_at, _verb = self._main_verb(start)
            ph, _ = self.phrase(start, subject=True)
            if verb_at is not None and verb_at > start and ph is not None and _creature(ph.kind):
                self.lead = (lead_start, k)  # "eat them all": the slugs
                return start
        return None

    def _after_you(self, at: int, end: int, opponents: list) -> None:
        """The subject of "X are after you" (its verb of being at word `at`, its clause ending at
        word `end`) is a foe."""
        w = self.w
        said = [x.en for x in w[at + 1 : end]]
        if "after" in said and said[said.index("after") + 1 : said.index("after") + 2] in (["you"], ["u"]):
            ph = self._subject_before(at)
            if ph is not None and _creature(ph.kind) and not _has(opponents, ph.kind):
                opponents.append(self._being(ph, hostile=True))

    def _passive_by(self, at: int | None, opponents: list, places: list) -> int | None:
        """For "X is attacked by Y and Z must ...": Y is a foe, X a place (when it is one), and
        where the next clause starts; None when the clause is no such passive."""
        w = self.w
        if at is None or at + 2 >= len(w) or not w[at + 1].en.endswith("ed") or w[at + 2].en != "by":
            return None
        ph, j = self.phrase(at + 3)
        if ph is None or not _creature(ph.kind) or j + 2 >= len(w) or w[j].en not in ("and", ","):
            return None
        opponents.append(self._being(ph, hostile=True))
        victim = next((p for p in (self.phrase(k, stop=at)[0] for k in range(max(0, at - 4), at)) if p), None)
        if victim is not None and _placeish(victim.kind):
            places.append(place_of(kind=victim.kind, words=victim.words))
        if victim is not None:  # "the princess is kidnapped by trolls and her dog must find her"
            self.lead = (victim.start, at)
        return j + 1 + (1 if w[j].punct and w[j + 1].en == "and" else 0)

    def _passive_agent(self, at: int | None) -> int | None:
        """The index of "by" in "must be returned ... by a guard": who does it; else None."""
        w = self.w
        if at is None or at < 1 or w[at - 1].en != "be" or not (w[at].en.endswith("ed") or w[at].en in ("stolen",)):
            return None
        for k in range(at + 1, min(len(w) - 1, at + 10)):
            if w[k].en == "by" and self.live(k):
                ph, _ = self.phrase(k + 1, subject=True)
                return k if ph is not None and _creature(ph.kind) else None
        return None

    def _done_to(self, first: int):
        """(participle's index, its verb, the thing) of a deed the idea says must be done by no one
        named: "the orbital station ... must be cleared", "a letter ... must be found", "they need to
        be put back"; the player does it. Else None (and for "must be returned ... by a guard")."""
        w = self.w
        for k in range(first + 2, len(w)):
            aux = w[k - 2].en
            ordered = aux in MODALS or (aux == "to" and k >= 3 and w[k - 3].en in ("need", "needs", "has", "have"))
            lemma = _verb_lemma(w[k].en)
            if w[k - 1].en != "be" or not ordered or not self.live(k) or not lemma:
                continue
            lemma = next((f for f in W.lemmas(w[k].en, "v") if f != w[k].en), lemma)  # "found": find
            if k >= 3 and w[k - 3].en in ("who", "that", "which"):
                continue  # "a ghost who must be freed": said of someone, who may be the hero
            if lemma == w[k].en and w[k].en not in IRREGULAR_PARTICIPLES | {"found", "put", "set", "shut", "cut"}:
                continue  # "must be brave"
            if self._passive_agent(k) is not None:
                return None
            start = max((x.i + 1 for x in w[first:k] if x.punct and x.text in (".", ";", "!", "?")), default=first)
            start += start < k and w[start].en in ("and", "but", "so")
            ph, _ = self.phrase(start, subject=True)
            befell = any(self._befell(j) for j in range(first, k - 2))  # "was hidden ... and must be found"
            if not befell:
                return None  # "a paper boat must be guided to the sea": the boat may be the hero
            if w[start].en in ("they", "them", "it"):
                ph = self._said_before(start, lemma in HOSTILE_VERBS)
            return (k, lemma, ph) if ph is not None else None
        return None

    def _befell(self, j: int) -> bool:
        """Whether a passive deed is said at word j ("was hidden", "have been scattered")."""
        w = self.w
        if w[j].en not in ("was", "were", "been", "is", "are") or j + 1 >= len(w):
            return False
        word = w[j + 1].en
        lemma = _verb_lemma(word)
        same = IRREGULAR_PARTICIPLES | {"overrun", "run", "put", "set", "cut", "shut", "spread", "hit", "found"}
        return bool(lemma) and (lemma != word or word in same) and not word.endswith("ing")

    def _said_before(self, k: int, foe: bool):
        """What a pronoun subject at word k stands for: the last creatures named before it when what
        is done to them is hostile ("... taken by the four generals; they must be defeated"), else
        the subject of the first sentence ("the bells ... and they need to be put back")."""
        w = self.w
        if foe:
            found = None
            j = 0
            while j < k:
                ph, end = self.phrase(j, stop=k)
                if ph is not None and _creature(_singular(ph.head)) and (ph.plural or (ph.count or 1) > 1):
                    found = ph
                j = max(end, j + 1)
            return found
        first = next((x.i for x in w if self.live(x.i) and not x.punct), k)
        return self.phrase(first, stop=k, subject=True)[0]

    def _loss(self, at: int | None):
        """(owner, thing, thief) of "X's Y was taken by Z" when nothing follows it; else None."""
        w = self.w
        if at is None or at + 3 >= len(w) or w[at + 1].en not in LOSSES or w[at + 2].en != "by":
            return None
        thief, _ = self.phrase(at + 3, subject=True)
        thing = self._subject_before(at, reach=5)
        if thief is None or thing is None or not someone(thief):
            return None
        owner = self._possessive_owner(thing)
        return (owner if owner is not None and not _placeish(owner.kind) else None), thing, thief

    def _helped(self, at: int | None, verb: str | None):
        """'help the mole find his spectacles' -> (the mole's phrase, (find's index, 'find')); the
        phrase is None for a pronoun ("help him find it")."""
        if verb != "help" or at is None:
            return None
        w = self.w
        said_before = at + 2 < len(w) and w[at + 1].en in ("him", "her", "them") and self._bare_verb(at + 2)
        if said_before:  # "Thor lost his hammer again!! help him find it": whom "him" stands for was said
            return None, (at + 2, w[at + 2].en)
        for j in range(at + 2, min(len(w), at + 7)):
            if not self.live(j) or w[j].punct or w[j].en in DETS or _verb_lemma(w[j].en) != w[j].en:
                continue
            named_next = j + 2 < len(w) and w[j + 1].cap and not w[j + 1].punct and self._bare_verb(j + 2)
            if named_next and _creature(w[j].en):
                continue  # "help the ferry cat Mitzi get home": the cat's name, then what she does
            ph, end = self.phrase(at + 1, stop=j)
            owned = j + 1 < len(w) and w[j + 1].en in DETS | {"his", "her", "its", "their"}
            if ph is not None and end == j and (_creature(ph.kind) or owned):  # "help the snowman get his nose"
                return ph, (j, w[j].en)
            named = ph is not None and end < j and all(x.cap and not x.punct for x in w[end:j])
            if named and _creature(ph.kind):  # "helps his neighbor Mrs. Pell find her parrot"
                ph.name = " ".join(x.text for x in w[end:j])
                return ph, (j, w[j].en)
            if w[at + 1].cap and w[at + 2].en == "the":  # "help Bo the beetle roll his ball home"
                ph, end = self.phrase(at + 3, stop=j)
                if ph is not None and end == j and _creature(ph.kind):
                    ph.name = w[at + 1].text
                    return ph, (j, w[j].en)
        return None

    def _purposes(self, first: int):
        """(index of "to", verb) for each "to <verb>" after `first`."""
        w = self.w
        for k in range(first, len(w) - 1):
            if self.live(k) and w[k].en == "to" and w[k + 1].en not in DETS and _verb_lemma(w[k + 1].en):
                yield k, _verb_lemma(w[k + 1].en)
