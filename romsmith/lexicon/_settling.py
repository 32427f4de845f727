"""The reader's last steps (see `_reader`): a place said elsewhere (one a verb of moving goes
through, one inside a noun phrase), a hazard said, the roles settled (no helper who is a foe or a
hero, an idea said as a noun read by its last word), and the Intent of what was read with its
time, mood, genre and limits."""

from __future__ import annotations

from romsmith.lexicon import _goals as G
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._companies import named_company
from romsmith.lexicon._draft import Draft
from romsmith.lexicon._foe_steps import FoeSteps
from romsmith.lexicon._genre_clause import STORY_OPENERS
from romsmith.lexicon._genres import PLAYS, carried, played
from romsmith.lexicon._goal_action import _by_name
from romsmith.lexicon._hazards import HAZARD_REASON, said_hazards
from romsmith.lexicon._intent import Being, Cannot, Goal, Intent, Thing, Time
from romsmith.lexicon._roles import (
    _has,
    _has_place,
    _unique,
    _unique_places,
    named_place,
    place_of,
    said_name,
    thing_of,
)
from romsmith.lexicon._vocab import DETS, ENGINE_CANNOT, PARTICLES, PREPS, TENSE, TIME_OF
from romsmith.lexicon._words import (
    MALICE,
    _creature,
    _fold,
    _placeish,
    _singular,
    _verb_lemma,
    _wrongdoer,
    category,
    is_craft,
)

# words a place phrase can end in that name no place: "stands in the way", "to the top of the hill"
NO_PLACES = frozenset(
    {"way", "top", "back", "bottom", "side", "middle", "end", "place", "rest", "front", "inside", "outside", "edge"}
    | {"there", "here", "somewhere", "everywhere", "anywhere", "nowhere", "part", "parts"}  # "there are volcanos"
)


MEMBERS_OF = frozenset({"crew", "team", "party", "band", "friends", "companions", "gang", "heroes"})


# what is done to a place or in it, by foes ("raid", "haunt", "eat") or by anyone ("guard", "cross"): a place of the game
_ATTACKS = frozenset({"attack", "raid", "invade", "besiege", "overrun", "storm", "plunder", "loot", "ransack"})
_ATTACKS |= {"haunt", "flood", "burn", "destroy", "flatten", "clog", "drain", "eat", "swallow", "wreck", "ruin"}
_ATTACKS |= {"take", "occupy", "guard", "defend", "protect", "patrol", "explore", "roam", "cross", "search"}


# what a clause says of the place it is about: "The bakery is failing", "the village has no bread"
_STATES = frozenset({"is", "was", "are", "were", "has", "had", "have", "lies", "stands", "sits", "sleeps"})


# the words a label's place phrase may end at: where the story starts ("set in a laundromat where")
PLACE_LABEL_ENDS = STORY_OPENERS | {"in", "at", "on"}


class Settling(FoeSteps):
    def _places_elsewhere(self, d: Draft) -> None:
        """A place a verb of moving goes through ("climb Mount Brimble"), one inside a noun phrase;
        a hazard said is a foe."""
        places = d.places
        for moved in sorted({d.verb_at, self.moved_at} - {None, d.goal_at}):  # "digs a tunnel to rescue...": a place
            ph, _ = self.phrase(moved + 1)
            kind = _place_kind(ph)  # "climb Mount Brimble and slay the troll"
            if kind is not None:
                places.append(place_of(kind=kind, words=ph.words))
        self._modifier_places(places)
        self._places_threatened(d)
        self._places_owned(d)
        self._places_said_of(d)
        self._places_in_label(d)
        for kind, said in said_hazards(self.w, self.live) if self.language == "en" else ():
            if not _has(d.opponents + d.heroes, kind):  # "before the hailstorm hits": a foe, though no creature
                d.opponents.append(Being(kind=kind[:40], category="hazard", hostile=True, words=said[:80]))

    def _places_threatened(self, d: Draft) -> None:
        """A place foes attack, haunt or take, someone guards, patrols or crosses (`_ATTACKS`), or
        a danger must not reach, or a key is found to open: "zombie carrots are attacking the farm",
        "sharks patrol the reef", "before it reaches Dry Gulch", "stop them from reaching the queen's
        chamber", "find the key to open the candy castle"."""
        w = self.w
        for k in range(1, len(w) - 1):
            if not self.live(k):
                continue
            lemma = _verb_lemma(w[k].en)
            before = any(x.en in ("before", "until", "till", "from") for x in w[max(0, k - 4) : k])
            opened = lemma in ("open", "unlock") and w[k - 1].en == "to"  # "find the key to open the candy castle"
            if not (lemma in _ATTACKS or (lemma == "reach" and before) or opened):
                continue
            ph, _ = self.phrase(k + 1)
            kind = _place_kind(ph)  # "before it reaches Dry Gulch", "attacking the farm"
            if kind is not None and opened and _has_place(d.places, kind.split()[-1]):
                continue  # "the pharaoh's tomb", the tomb said already
            if kind is not None and not _has_place(d.places, kind):
                d.places.append(place_of(kind=kind, words=ph.words))

    def _places_owned(self, d: Draft) -> None:
        """A place said as an owner or as what someone owns: "the town's broken carousel", "the
        chemistry lab's bottles", "escape Mordecai Lusk's island", "a worm in Mrs Pepper's garden"."""
        w = self.w
        for k in range(len(w) - 1):
            if not self.live(k) or w[k].punct or not self._owns(k):
                continue
            owned, _ = self.phrase(k + 1)
            for kind in (_singular(w[k].en), owned.kind if owned is not None else ""):
                if kind and category(kind) == "place" and not _creature(kind) and not _has_place(d.places, kind):
                    d.places.append(place_of(kind=kind, words=kind))

    def _places_said_of(self, d: Draft) -> None:
        """A place a clause is about, the scene it sets: "The bakery is failing", "The circus has
        been cursed", "the whole village is still waiting for its mail", "The colony on Vesta is
        under siege" (and the place it is on or in)."""
        w = self.w
        for k in range(len(w) - 2):
            opens = w[k].start or (k > 0 and (w[k - 1].en in ("and", "but", "so") or w[k - 1].text == ","))
            if not opens or not self.live(k) or w[k].en not in ("the", "a", "an", "our", "their", "his", "her"):
                continue
            ph, end = self.phrase(k)
            if ph is None or category(ph.kind) != "place" or _creature(ph.kind) or end >= len(w):
                continue
            at = end
            if w[at].en in ("on", "in") and at + 1 < len(w) and w[at + 1].cap:  # "The colony on Vesta is ..."
                where, at = self.phrase(at + 1)
                at = at if where is not None else end
                if where is not None and not _has_place(d.places, where.words):
                    d.places.append(place_of(kind=where.words, words=where.words))
            if at < len(w) and w[at].en in _STATES and not _has_place(d.places, ph.kind):
                d.places.append(place_of(kind=ph.kind, words=ph.words))

    def _places_in_label(self, d: Draft) -> None:
        """A place the genre's label names, though the label is set aside: before a colon
        ("sokoban in a bakery: push the flour sacks ..."), or where it sets the story ("a visual
        novel set in a laundromat where ...", "a mystery set on a fishing trawler in the Bering Sea,
        where ...")."""
        w = self.w
        colon = next((x.i for x in w[:10] if x.punct and x.text == ":"), None)
        if colon is not None and not any(self.live(k) for k in range(colon)):
            label = colon
        else:  # the label runs to where the story starts, when it sets the story somewhere
            label = next((x.i for x in w if self.live(x.i) and not x.punct), len(w))
            if not any(w[k].en == "set" and not self.live(k) for k in range(label)):
                return
        for k in range(label - 1):
            setting = w[k].en in ("in", "at", "inside", "aboard") or (
                w[k].en == "on" and k > 0 and w[k - 1].en == "set"
            )
            if not setting:
                continue
            kept, self.skip = self.skip, self.skip - set(range(k + 1, label))  # the label read for once
            ph, end = self.phrase(k + 1, stop=label)
            self.skip = kept
            said = ph is not None and (end == label or w[end].en in PLACE_LABEL_ENDS or w[end].punct)
            if said and category(ph.kind) == "place" and not _has_place(d.places, ph.kind):
                d.places.append(place_of(kind=ph.kind, words=ph.words))

    def _settle_roles(self, d: Draft) -> None:
        """No helper who is a foe or a hero, no bystander who is the genre's word; an idea said
        as a noun ("zombie shooter") read by its last word."""
        d.helpers[:] = [h for h in d.helpers if not _has(d.opponents, h.kind) and not _has(d.heroes, h.kind)]
        d.opponents[:] = [o for o in d.opponents if o.kind not in d.not_foes]  # the hero said again as "he"
        self._wrongdoers_about(d)
        self._malice_said(d)
        self._hero_stood_against(d)
        genre_words = {_fold(p) for words in self.genre.words.values() for p in words}
        d.bystanders[:] = [b for b in d.bystanders if _fold(b.kind) not in genre_words]  # "this shooter" is nobody
        if not d.goal_verb and d.action == "other" and len(d.heroes) == 1 and self.language == "en":  # "zombie shooter"
            named = self._noun_goal(d.heroes[0], d.objects, d.opponents)
            if named is not None:
                d.heroes, (d.action, d.goal_verb) = named

    def _wrongdoers_about(self, d: Draft) -> None:
        """A wrongdoer said anywhere who is no hero, helper or bystander is a foe ("Every inn along
        the way hides an assassin")."""
        w, known = self.w, d.heroes + d.helpers + d.bystanders + d.opponents
        for k in range(len(w)):
            ph, _ = self.phrase(k) if self.live(k) and w[k].en in ("a", "an", "the", "some") else (None, k)
            if ph is None or ph.start != k or _has(known, ph.kind) or category(ph.head) != "person":
                continue
            if not W.is_common_noun(_singular(ph.head)) or self._member_listed(k):
                continue  # "a grieving potter teaches": no noun; "Four friends (a knight, a thief ...)": a friend
            if _wrongdoer(ph.head):
                d.opponents.append(self._being(ph, hostile=True))
                known.append(d.opponents[-1])

    def _hero_stood_against(self, d: Draft) -> None:
        """When the idea's subjects stand in the way of someone or between someone and a goal,
        that someone is the hero and the subjects are foes ("thorny goblins stand in the way of a
        tiny courier", "Skeletons, bats and a mummy stand between the archaeologist and the scarab")."""
        w, at = self.w, d.verb_at
        if at is None or _verb_lemma(w[at].en) != "stand" or at + 2 >= len(w):
            return
        said = [x.en for x in w[at + 1 : at + 5]]
        start = at + 5 if said[:4] in (["in", "the", "way", "of"], ["in", "their", "way", "of"]) else None
        start = at + 2 if said[:1] == ["between"] else start
        hero, end = self.phrase(start) if start is not None and start < len(w) else (None, 0)
        if hero is None or not _creature(hero.kind):
            return
        foes = [h.model_copy(update={"hostile": True}) for h in d.heroes if not _has(d.opponents, h.kind)]
        d.opponents[:] = foes + d.opponents
        d.heroes = [self._being(hero)]
        goal, _ = (
            self.phrase(end + 1) if said[:1] == ["between"] and end + 1 < len(w) and w[end].en == "and" else (None, 0)
        )
        if goal is not None:  # "between the archaeologist and the golden scarab": the scarab is reached
            d.objects, d.goal_verb, d.action = [thing_of(goal)], "reach", "reach"

    def _malice_said(self, d: Draft) -> None:
        """A creature said anywhere with a word of malice before it ("but the sneaky fox hides it")
        is a foe, unless it is a hero, a helper or what the goal is done to."""
        w, known = self.w, [*d.heroes, *d.helpers, *d.opponents, *d.objects]
        for k in range(1, len(w) - 1):
            if not self.live(k) or w[k].en not in MALICE or w[k - 1].en not in DETS:
                continue
            ph, _ = self.phrase(k - 1)
            if ph is None or not _creature(_singular(ph.head)) or _has(known, ph.kind):
                continue
            d.bystanders[:] = [b for b in d.bystanders if _fold(b.kind) != _fold(ph.kind)]
            d.opponents.append(self._being(ph, hostile=True))
            known.append(d.opponents[-1])

    def _member_listed(self, k: int) -> bool:
        """Whether word k is in a list of a company's members ("Four friends (a knight, a mage, a
        thief and a healer)", "assembles a crew — a safecracker, a forger and an acrobat")."""
        w = self.w
        for j in range(k - 1, max(-1, k - 10), -1):
            if w[j].text == "(" or w[j].en in MEMBERS_OF:
                return True
            if w[j].text in (".", "!", "?", ";", ")") or (
                not w[j].punct and w[j].en not in DETS | {"and"} and W.mostly_verb(w[j].en)
            ):
                return False
        return False

    def _moved_on(self, verb_at: int | None) -> bool:
        """Whether the verb at `verb_at` says a way of going, a preposition or particle after it
        ("slides down the mountain"), not what it is done to ("slides the blocks")."""
        w = self.w
        nxt = verb_at + 1 if verb_at is not None else len(w)
        return nxt < len(w) and (w[nxt].en in PREPS or w[nxt].en in PARTICLES) and w[nxt].en not in ("to", "of")

    def _intent(self, d: Draft, paced) -> Intent:
        """The Intent of what was read, with its time, mood, genre and limits."""
        heroes, helpers, opponents, places, objects = d.heroes, d.helpers, d.opponents, d.places, d.objects
        times = self._times()
        mood = self._mood()
        # "a penguin slides down the mountain": a way of going, no puzzle's play on things
        moved = d.verb in PLAYS.get("puzzle", ()) and self._moved_on(d.verb_at)
        plays = [v for v in (d.verb, d.goal_verb) if v and not (moved and v == d.verb)]
        genre = played(self.genre, plays) if self.language == "en" else self.genre
        genre = carried(genre, d.action)
        if paced is not None and not _has_place(places, _singular(paced.en)):
            places.append(place_of(kind=_singular(paced.en), words=paced.text))
        foes = _unique(self._renamed(opponents))[:6]
        intent = Intent(
            language=self.language,
            heroes=named_company(self.idea, heroes)[:4],
            goal=Goal(
                action=d.action,
                verb=d.goal_verb or "",
                objects=objects[:6],
                words=self._span_text(d.goal_at, objects) if d.goal_at is not None else "",
            ),
            opponents=foes,
            helpers=_unique(helpers)[:6],
            bystanders=_unique([b for b in d.bystanders if not _has(opponents + helpers + heroes, b.kind)])[:6],
            places=_unique_places([p for p in _real_places(places, times) if not _crew_of(p.kind, foes)])[:6],
            time=times[:4],
            mood=mood,
            genre=genre.genre,
            genres=list(genre.genres),
            genre_words=[p for words in genre.words.values() for p in words][:8],
            cannot=(
                self._cannot()
                + [Cannot(words=o.words or o.kind, reason=HAZARD_REASON) for o in foes if o.category == "hazard"]
            )[:8],
        )
        return intent

    def _renamed(self, foes: list) -> list:
        """The foes less one said again by its name between commas right after it ("their old
        enemy, the Lich King, came back": the Lich King); not a list ("foxes, owls")."""
        said = self.idea.lower()

        def again(f) -> bool:
            return (
                bool(f.words)
                and not _by_name(f.words)
                and any(g is not f and _by_name(g.words) and f"{f.words}, {g.words},".lower() in said for g in foes)
            )

        return [f for f in foes if not again(f)]

    def _span_text(self, at: int, objects: list[Thing]) -> str:
        w = self.w
        end = getattr(self, "object_end", at + 1)
        return " ".join(x.text for x in w[at:end] if x.text and not x.punct)[:80]

    def _times(self) -> list[Time]:
        out: list[Time] = []
        text = " " + " ".join(x.en for x in self.w if not x.punct) + " "
        for word, kind in sorted(TIME_OF.items(), key=lambda kv: -len(kv[0])):
            if f" {word} " in text and not any(t.kind == kind for t in out):
                out.append(Time(kind=kind, words=word))
                text = text.replace(f" {word} ", " | ")
        return out

    def _mood(self) -> str:
        text = " " + " ".join(x.en for x in self.w if not x.punct) + " "
        if any(f" {cue} " in text for cue in G.PEACEFUL.split("|")):
            return "cozy"
        if any(f" {cue} " in text for cue in TENSE):
            return "tense"
        return "neutral"

    def _cannot(self) -> list[Cannot]:
        text = " " + " ".join(x.en for x in self.w if not x.punct) + " "
        return [Cannot(words=word, reason=why) for word, why in ENGINE_CANNOT.items() if f" {word} " in text]


def _real_places(places: list, times: list) -> list:
    """The places without a position or a way ("the top", "the way") and without the time read
    as a place too ("for the winter"); an adjective alone ("the frozen") is none either."""
    when = {t.kind for t in times}
    return [
        p
        for p in places
        if not (
            " " not in p.kind and (p.kind in NO_PLACES or p.kind in when or (_adjective(p.kind) and p.words.islower()))
        )
    ]


def _crew_of(kind: str, foes: list) -> bool:
    """Whether a place is a craft the foes are ("fires flares at ghost ships": no ship is a place)."""
    return is_craft(kind.split()[-1]) and _has(foes, kind)


def _adjective(word: str) -> bool:
    return not W.is_noun(word) and bool(W.lemma(word, "a"))


def _place_kind(ph) -> str | None:
    """The place a phrase names: a place's own name whole ("Mount Brimble"), else a place word that
    is no creature ("the farm"); None for anything else."""
    if ph is None:
        return None
    if named_place(ph):
        return said_name(ph)
    return ph.kind if _placeish(ph.kind) and not _creature(ph.kind) else None
