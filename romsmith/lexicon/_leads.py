"""The clauses before the hero's own: where the story's clause starts past a frame ("you're a",
"control a", "what if", "sokoban but you're a", "it's up to a young squire to") or a leading side
clause ("when the moon goes dark,", "in a world where ...,", "as a mole,", "hunted by bounty
hunters,"), `_past_lead`. A first clause that sets the scene (a foe's deed, an event, a state) is
`_scenes`'; a passive of the scene, a duty or a loss, "help X do Y" and a purpose are `_deeds`';
frames that may stand anywhere (a form's fields, the player's frame after a scene) are
`_frames`'. See `_reader` for how the roles are put together."""

from __future__ import annotations

from romsmith.lexicon._deeds import Deeds
from romsmith.lexicon._genres import CUES
from romsmith.lexicon._vocab import (
    DETS,
    FRAME,
    FRAME_LINKS,
    FRAME_WORDS,
    HERO_FRAMES,
    LEAD_CLAUSES,
    PLACE_PREPS,
    PREPS,
    WEAK,
)
from romsmith.lexicon._word_forms import IRREGULAR_PARTICIPLES
from romsmith.lexicon._words import _creature, _singular, _verb_lemma, category, ing_form

# a leading "with whom" before the hero's clause, and how many words before the helper's phrase
COMPANY_LEADS = tuple(
    (tuple(lead.split()), len(lead.split()))
    for lead in (
        "together with", "accompanied by", "guided by", "helped by", "joined by", "led by", "aided by",
        "with her friend", "with his friend", "with their friend", "with her", "with his", "with the help of",
    )
)  # fmt: skip


def comma_after(w, first: int) -> int | None:
    """The first comma within a dozen words of `first`, if the sentence goes on after it."""
    comma = next((x.i for x in w[first + 1 : first + 14] if x.punct and x.text == ","), None)
    return comma if comma is not None and comma + 2 < len(w) else None


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


_ONE_OF = frozenset({"eldest", "youngest", "oldest", "smallest", "biggest", "last", "first", "leader", "bravest"})


class Leads(Deeds):
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
        leads = (
            self._player_later,
            self._drawn_lead,
            self._hero_frame,
            self._world_lead,
            self._pitch_lead,
            self._as_you,
        )
        for lead in leads:
            past = lead(first)
            if past is not None:
                return past
        w = self.w
        comma = next((x.i for x in w[first + 1 : first + 12] if x.punct and x.text == ","), None)
        if comma is None or comma + 2 >= len(w):
            return first
        comma_leads = (
            self._genre_only_lead,
            self._owned_lead,
            self._as_being_lead,
            self._as_name_lead,
            self._participle_lead,
            self._company_lead,
            self._hunted_lead,
            self._side_clause_lead,
            self._quest_lead,
            self._deed_lead,
            self._setting_lead,
        )
        for lead in comma_leads:
            past = lead(first, comma)
            if past is not None:
                return past
        return first

    def _drawn_lead(self, first: int) -> int | None:
        """Past who drew or made up the hero ("my 5 year old drew a pancake with a cape that ...":
        the pancake), else None."""
        w = self.w
        drawn = next((k for k in range(first + 1, min(len(w), first + 7)) if w[k].en in DRAWN), None)
        if drawn is not None and all(x.en in DRAWERS or x.en.isdigit() for x in w[first:drawn]):
            return drawn + 1
        return None

    def _world_lead(self, first: int) -> int | None:
        """Past "in a world where ...," ("in a world where music is forbidden, a young drummer
        ..."), the world's clause the lead; else None."""
        w = self.w
        world = [x.en for x in w[first : first + 4]]
        if world[:2] == ["in", "a"] and world[3:4] == ["where"] and (comma := comma_after(w, first)):
            self.lead = (first + 4, comma)
            return comma + 1
        return None

    def _pitch_lead(self, first: int) -> int | None:
        """Past a label before a colon when a clause with its subject follows ("Our elevator pitch:
        a band of five ... must"), else None."""
        w = self.w
        colon = next((x.i for x in w[first + 1 : first + 8] if x.punct and x.text == ":"), None)
        if colon is None or colon + 3 >= len(w):
            return None
        verb_at, _verb = self._main_verb(colon + 1)
        return self._past_lead(colon + 1) if verb_at is not None and verb_at > colon + 1 else None

    def _genre_only_lead(self, first: int, comma: int) -> int | None:
        """Past words that only name the game's genre before the comma (`_genre_lead`: "gallery
        shooter at a carnival, a clown shoots ...": no hero), else None."""
        return self._past_lead(comma + 1) if self._genre_lead(first, comma) else None

    def _owned_lead(self, first: int, comma: int) -> int | None:
        """Past "As <someone>'s <being>," (`_owned_as`: "As Farmer Jo's loyal sheepdog, chase them
        off": the sheepdog), the being `as_hero`; else None."""
        owned = self._owned_as(first, comma)
        if owned is None:
            return None
        self.as_hero = owned
        return comma + 1

    def _as_being_lead(self, first: int, comma: int) -> int | None:
        """Past "as a <being>," ("as a mole, dig through ...": the mole digs), with a name said
        after "named" or in capitals, or "of" a few words, the being `as_hero`; not "as the sun
        sets,"; else None."""
        w = self.w
        if w[first].en != "as" or first + 1 >= len(w) or w[first + 1].en not in DETS:
            return None
        ph, end = self.phrase(first + 1, stop=comma, subject=True)  # not "as the sun sets,"
        of = ph is not None and end < comma and w[end].en == "of" and comma - end <= 6  # "... pilot of the squadron,"
        if ph is not None and end < comma and w[end].en in ("named", "called"):
            title, names, k = self._name_said(end + 1)  # "As a pearl diver named Keoni, explore ..."
            if names and k == comma:
                ph.name, ph.title, end = " ".join(names), title or ph.title, comma
        if ph is not None and end < comma and all(w[m].cap and not w[m].punct for m in range(end, comma)):
            ph.name, end = " ".join(w[m].text for m in range(end, comma)), comma  # "As the young duelist Isabeau,"
        if ph is None or not (end == comma or of):
            return None
        self.as_hero = ph
        return comma + 1

    def _as_name_lead(self, first: int, comma: int) -> int | None:
        """Past "as <Name>," ("as Deputy Esperanza, hold ...", "as Lady Wren, the new governess,
        uncover ...") when an order follows, the named one `as_hero` and ordered; else None."""
        w = self.w
        titled = first + 2 < len(w) and w[first + 2].cap and category(w[first + 1].en) == "person"
        if w[first].en != "as" or first + 1 >= len(w) or not (w[first + 1].cap or titled):
            return None
        ph, j = self._framed(first + 1)  # "as Lady Wren, the new governess, uncover ..."
        names = []
        while ph is not None and titled and j < len(w) and w[j].cap and not w[j].punct:
            names, j = [*names, w[j].text], j + 1  # "As codebreaker Margaret Hale, crack ..."
        if names and j < len(w) and w[j].text == ",":
            ph.name, j = " ".join(names), j + 1
        if j < len(w) and w[j].en in PREPS:  # "As Robin, an archer in Sherwood Forest, shoot ..."
            j = next((m + 1 for m in range(j, min(len(w) - 1, j + 7)) if w[m].text == ","), j)
        said = w[j].en if j < len(w) else ""
        if ph is None or not (ph.name or ph.title) or w[j - 1].text != "," or _verb_lemma(said) != said:
            return None
        self.as_hero, self.as_ordered = ph, True
        return j

    def _participle_lead(self, first: int, comma: int) -> int | None:
        """Past a participle's side clause of a place or a time ("Lost in the Sahara, two camels
        race a sandstorm", "Set in Edo-era Japan, a young courier must ..."), else None."""
        w = self.w
        lost = w[first].en in IRREGULAR_PARTICIPLES or (w[first].en.endswith("ed") and _verb_lemma(w[first].en))
        lost = lost or w[first].en == "set"
        if not lost or first + 1 >= len(w) or w[first + 1].en not in PLACE_PREPS | {"during"}:
            return None
        self.lead = (first, comma)
        return self._framed_after(comma + 1)

    def _company_lead(self, first: int, comma: int) -> int | None:
        """Past a leading "with whom" ("together with a grumpy troll, ...", "guided by a talking
        map, ..."), the one said `lead_helper`; else None."""
        words = [x.en for x in self.w[first:comma]]
        company = next((n for lead, n in COMPANY_LEADS if words[: len(lead)] == list(lead)), None)
        if company is None:
            return None
        ph, _ = self.phrase(first + company, stop=comma)
        if ph is None:
            return None
        self.lead_helper = ph
        return comma + 1

    def _hunted_lead(self, first: int, comma: int) -> int | None:
        """Past "<done> by <creature>," ("hunted by bounty hunters, the smuggler ..."), the creature
        `lead_foe`; else None."""
        w = self.w
        if not w[first].en.endswith("ed") or first + 1 >= len(w) or w[first + 1].en != "by":
            return None
        ph, _ = self.phrase(first + 2, stop=comma)
        if ph is None or not _creature(ph.kind):
            return None
        self.lead_foe = ph
        return comma + 1

    def _side_clause_lead(self, first: int, comma: int) -> int | None:
        """Past a leading side clause ("when the moon goes dark, a young witch must ..."), the
        clause the lead; else None."""
        if self.w[first].en not in LEAD_CLAUSES:
            return None
        self.lead = (first + 1, comma)
        return comma + 1

    def _deed_lead(self, first: int, comma: int) -> int | None:
        """Past a leading deed or purpose said before its doer ("dodging falling icicles, a
        mountain goat kid bounds ...", "To reach the Sky Library before it drifts away, a bookish
        girl builds ..."), when a being and its verb follow the comma; else None. A leading wish
        before a weak verb leads nothing ("Wanting ... to see the ocean, a farm girl sets off")."""
        w = self.w
        doing = ing_form(w[first].en) and bool(_verb_lemma(w[first].en))
        purpose = w[first].en == "to" and first + 1 < comma and _verb_lemma(w[first + 1].en) == w[first + 1].en
        if not (doing or purpose) or any(x.en in FRAME for x in w[first:comma]):  # not "Shooting game,"
            return None
        verb_at, verb = self._doer_after(comma)
        if verb_at is None or (doing and verb in WEAK):
            return None  # "Wanting ... to see the ocean, a farm girl sets off": the wanting says the goal
        self.lead = (first, comma)
        duty = self._duty_said(comma + 1, verb_at + 1)  # "..., Mina must find": her duty is the goal
        if purpose and not duty:  # what the deed after the comma is for is the goal
            self.lead_goal = (first + 1, w[first + 1].en)
        return comma + 1

    def _doer_after(self, comma: int) -> tuple[int | None, str | None]:
        """(where, verb) of the verb a being said right after the comma at word `comma` does;
        (None, None) when no being and its verb follow."""
        ph, end = self.phrase(comma + 1, subject=True)
        verb_at, verb = self._main_verb(comma + 1)
        if ph is None or not _creature(ph.kind) or verb_at is None or verb_at < end:
            return None, None
        return verb_at, verb

    def _setting_lead(self, first: int, comma: int) -> int | None:
        """Past a leading time or place said as one phrase ("In the Spirit Wars, a fox shaman
        battles ...": no one wars), when a being and its verb follow the comma; else None."""
        if self.w[first].en not in ("in", "during", "after", "before") or self.phrase(first + 1)[1] != comma:
            return None
        if self._doer_after(comma)[0] is None:
            return None
        self.lead = (first, comma)
        return comma + 1

    def _quest_lead(self, first: int, comma: int) -> int | None:
        """Past "in search of X," ("in search of the golden carrot, a rabbit ..."), X the quest's;
        else None."""
        sought = self._quest(first) if self.w[first].en in ("in", "on") else None
        if sought is None:
            return None
        self.lead_quest, self.lead = sought, (first, comma)
        return comma + 1

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

    def _player_framed(self, first: int, b: int):
        """Who the first clause frames the player as ("You play Ada, the miller's daughter",
        "You are Pia, a young zookeeper"), with the name said beside it, when it ends at b; else None."""
        w = self.w
        frames = (("you", "play"), ("you", "are"), ("you're",), ("you", "play", "as"))
        before = tuple(x.en for x in w[max(0, first - 3) : first])  # the lead has passed over the frame
        if not any(before[-len(f) :] == f for f in frames) or first >= b:
            return None
        hero, end = self._framed(first)
        if hero is not None and end < b and self.w[end].en in ("of", "at", "in", "from", "on"):
            where, end = self.phrase(end + 1)  # "you are the new caretaker of an old inn, and you ..."
            end += end < b and self.w[end].text == ","
            if where is not None and hero.kind in _ONE_OF and _creature(where.kind):
                where.name, where.count, where.plural = hero.name, None, False
                hero = where  # "You are Honk, the eldest of a flock of young geese": one goose
        return hero if hero is not None and end >= b and _creature(hero.kind) else None
