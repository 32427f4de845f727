"""The reader's steps for the goal (see `_reader`): its verb with its particle ("get back",
"clear out", "track them down"), its objects and what is said right after them (whom a thrown
thing is aimed at, a colon's list, "gets lost", "got separated from X"), the objects turned (what
is shot at, what a choice weighs, what is looked for in the place the verb is done to, a thing lost
to a thief), a way out, and the goal's action (a move bound for a place, one helped somewhere
escorted there). The goal's action and what the words around its objects say are
`_goal_action`'s."""

from __future__ import annotations

from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._acquaintances import Acquaintances
from romsmith.lexicon._alternatives import CHOOSES, Alternatives
from romsmith.lexicon._asides import Asides
from romsmith.lexicon._clauses import OBJECT_PRONOUNS
from romsmith.lexicon._draft import Draft
from romsmith.lexicon._goal_action import _GENERIC_THINGS, GoalAction, _going, _happened
from romsmith.lexicon._hazards import hazard
from romsmith.lexicon._intent import Being, Thing
from romsmith.lexicon._prepositions import PARTED
from romsmith.lexicon._roles import _has, _has_place, being_of, place_of, thing_of
from romsmith.lexicon._vocab import ACTION, MOVES, PARTICLES, PHRASAL, REPELLED, SUBJECT_PRONOUNS
from romsmith.lexicon._words import _creature, _placeish, _singular, _verb_lemma, category, is_craft

SMUGGLES = frozenset(["sneak", "smuggle", "sneaks", "smuggles", "spirit", "slip"])  # "... X out of": a rescue
# "... the backyard looking for the gold": what is sought in the place the goal's verb is done to
# "keep your sheep safe", "sweep the mansion clean": a verb that leaves its object in a state,
# and the states said after the object, which are no part of it
KEPT_SO = frozenset({"keep", "sweep", "leave", "wipe", "scrub", "make", "paint"})
STATES = frozenset(
    {"safe", "warm", "alive", "lit", "clean", "dry", "fed", "happy", "open", "shut", "closed", "tidy", "quiet"}
    | {"hidden", "spotless", "running", "burning", "glowing", "fresh", "full", "secret", "busy", "calm"}
)
_SEEKING = frozenset({"looking", "searching", "hunting", "digging", "rummaging", "scouring"})


class GoalSteps(GoalAction, Asides, Alternatives, Acquaintances):
    def _read_goal_verb(self, d: Draft) -> None:
        """The goal's verb with its particle ("get back", "clear out"), and the goal's objects."""
        w = self.w
        self.hero_kinds = {h.kind for h in d.heroes} | {h.kind.split()[-1] for h in d.heroes if h.kind}
        self.hero_names = {h.name.lower() for h in d.heroes if h.name}
        goal_at, goal_verb = self._goal_verb(d.verb_at, d.verb)
        stated = self._aim_stated(d.verb_at)
        if stated is not None:  # "..., and your aim is to get it back": the goal said outright
            goal_at, goal_verb = stated, _verb_lemma(w[stated].en)
        if goal_at != d.verb_at:
            goal_at, goal_verb = self._helped_in_purpose(d, goal_at, goal_verb)
        if self.lead_quest is not None:
            goal_at, goal_verb = self.lead_quest, "seek"
        if self.lead_goal is not None:  # "To reach the Sky Library ..., a girl builds a kite": the reaching
            goal_at, goal_verb = self.lead_goal
        back_to = goal_at is not None and goal_at + 2 < len(w) and w[goal_at + 2].en == "to"
        made_it = goal_at is not None and goal_at + 2 < len(w) and w[goal_at + 2].en in ("to", "home", "back", "out")
        if (goal_at is not None and goal_at + 1 < len(w) and f"{goal_verb} {w[goal_at + 1].en}" in PHRASAL) and not (
            (goal_verb == "get" and back_to)  # "get back to the south pole": reach it
            or (goal_verb == "make" and w[goal_at + 1].en == "it" and not made_it)  # "make it epic": no journey
        ):
            goal_verb = f"{goal_verb} {w[goal_at + 1].en}"
        split = (  # "clear them out of every lodge": clear out, once its object is read
            goal_at is not None
            and goal_at + 2 < len(w)
            and w[goal_at + 1].en in OBJECT_PRONOUNS
            and f"{goal_verb} {w[goal_at + 2].en}" in PHRASAL
        )
        if goal_at is not None:
            d.objects = self._objects(self._shared_object_verb(goal_at), goal_verb, d.places, d.helpers, d.opponents)
        if split:
            goal_verb = f"{goal_verb} {w[goal_at + 2].en}"
        d.goal_at, d.goal_verb = goal_at, goal_verb
        d.end = getattr(self, "object_end", None)  # where the goal's object ends (`_objects`)

    def _aim_stated(self, verb_at: int | None) -> int | None:
        """Where the verb is when a later clause says the goal outright ("the whole kingdom is
        drying up ..., and your aim is to get it back"), after the main verb; else None."""
        w = self.w
        # the main verb said with "must" or "has to" is the goal already
        obliged = verb_at is not None and self._duty_said(max(1, verb_at - 2), verb_at + 1)
        first_comma = True
        for k in range((verb_at or 0) + 1, len(w) - 3):
            stated = self._aim_said(k - 1) if self.live(k) else None  # `_asides`
            if stated is None and not obliged and first_comma and self.live(k) and w[k].text == ",":
                first_comma = False  # its own clause, the next after the main verb's
                stated = self._must_said(k)  # "... has taken a vow of silence, but he must warn the abbey"
            if stated is not None:
                return stated
        return None

    def _shared_object_verb(self, at: int) -> int:
        """The verb whose object the goal's verb at word `at` shares: the one after "and" when
        nothing comes between them ("Catch and train wild storm birds": the birds are caught too)."""
        w = self.w
        acts_on = ACTION.get(_verb_lemma(w[at].en) or "") not in (None, "escape", "reach")  # not "escape and find"
        if (
            acts_on
            and at + 2 < len(w)
            and w[at + 1].en == "and"
            and not w[at + 2].cap
            and _verb_lemma(w[at + 2].en) == w[at + 2].en
        ):
            return at + 2 if self._object_start(at + 3) or self.phrase(at + 3)[0] is not None else at
        return at

    def _helped_in_purpose(self, d: Draft, at: int, verb: str | None) -> tuple:
        """The deed a purpose's "help X do Y" helps with, when it is done to something ("push boxes
        to help a sleepy polar bear get his fish back": getting the fish back, the bear a helper;
        not "helps the lonely spirits move on"); else the purpose's own verb at `at`."""
        w = self.w
        helped = self._helped(at, verb)
        if helped is None or helped[0] is None:
            return at, verb
        one, (deed_at, deed) = helped
        done = deed_at + 1  # what the deed is done to
        if done >= len(w) or w[done].punct or w[done].en in PARTICLES | {"on"}:
            return at, verb
        d.helpers.append(self._being(one))
        return self._goal_verb(deed_at, _verb_lemma(deed))

    def _read_goal_objects(self, d: Draft) -> None:
        """What is said right after the goal's objects: whom a thrown thing is aimed at, a colon's
        list, "gets lost" (no goal) or "got separated from X"; tamed creatures are friends."""
        w, end = self.w, d.end
        target = self._aimed_at(d.goal_verb, end) if len(d.objects) == 1 else None
        if target is not None:  # "shooting bubbles at invading rubber sharks": the sharks are what is beaten
            d.goal_verb, d.objects = "shoot", [thing_of(target)]
            if is_craft(target.head) and not _has(d.opponents, target.kind):  # "at ghost ships": a foe, no place
                d.opponents.append(
                    Being(kind=target.kind, category="machine", count=2, hostile=True, words=target.words)
                )
        listed = self._colon_list(end) if len(d.objects) == 1 else []
        if listed and d.objects[0].kind.split()[-1].removesuffix("s") in _GENERIC_THINGS:
            d.objects = listed  # "needs three things from around town: flour from the baker, pork ... and chives"
        won = self._heart_won(d.goal_verb, d.objects, end)
        if won is not None:  # "win the heart of the ship's navigator": the navigator is won
            d.objects = [thing_of(won)]
        if d.goal_verb == "get" and len(d.objects) == 1 and _happened(d.objects[0].words):
            parted = self._parted_from(end) if d.objects[0].kind in PARTED else None
            if parted is not None:  # "got separated from their mother": finding her again is the goal
                d.goal_verb, d.objects = "find", [thing_of(parted)]
            else:  # "gets lost in the museum": what befell, no goal
                d.goal_at, d.goal_verb, d.objects = None, None, []
        if d.verb_at is not None and d.goal_at != d.verb_at and ACTION.get(d.verb or "") == "tame":
            tamed, _ = self.phrase(d.verb_at + 1)  # "tames wild beetles and battles the gym leaders": friends
            if tamed is not None and _creature(_singular(tamed.head)):
                d.helpers.append(self._being(tamed))
        if d.goal_verb in KEPT_SO:  # "keep your sheep safe until morning": the sheep
            d.objects = [_without_state(o) for o in d.objects]
        if d.goal_verb in ("want", "need") and d.objects and end is not None and end < len(w) and w[end].en == "back":
            d.goal_verb = "get back"  # "wants them back", "wants her golden key back"

    def _heart_won(self, verb: str | None, objects: list, end: int | None):
        """Whose heart "win the heart of X" wins, after the object ending at word `end`; else None."""
        w = self.w
        if verb != "win" or len(objects) != 1 or objects[0].kind.split()[-1:] != ["heart"]:
            return None
        if end is None or end + 1 >= len(w) or w[end].en != "of":
            return None
        return self.phrase(end + 1)[0]

    def _read_goal_particles(self, d: Draft) -> None:
        """A particle after the goal's object joins its verb: "get ... back", "sneak X out",
        "track them down", "round them all up"."""
        w, end, goal_verb, objects = self.w, d.end, d.goal_verb, d.objects
        back = end is not None and end < len(w) and w[end].en == "back"  # "get his carrot nose back from"
        onward = end is not None and end + 1 < len(w) and w[end + 1].en == "to"  # "bring water back to the fountains"
        if end is not None and end + 1 < len(w) and w[end].en == "all" and w[end + 1].en in PARTICLES:
            end += 1  # "round them all up"
        missed = bool(objects) and (
            _creature(objects[0].kind)
            or any(t in ("stolen", "lost", "missing", "runaway") for t in objects[0].words.lower().split())
        )  # "bring the stolen sun-crystal back to the castle": got back, not delivered
        if goal_verb in SMUGGLES and objects and _creature(objects[0].kind) and end is not None and end < len(w):
            k = end + (w[end].cap and end + 1 < len(w))  # past a name: "your brother Hansel out"
            if w[k].en == "out":  # "sneak your brother Hansel out of the witch's house": a rescue
                goal_verb = "get out"
        if (
            goal_verb in ("get", "win", "take", "bring")
            and objects
            and back
            and not (goal_verb == "bring" and onward and not missed)
        ):
            goal_verb = f"{goal_verb} back"
        elif (
            goal_verb in ("get", "take", "bring")
            and objects
            and end is not None
            and end < len(w)
            and w[end].en == "home"
        ):
            goal_verb = f"{goal_verb} home"  # "bring the rice home", "get the ice cream home before it melts"
        elif (
            goal_verb
            and objects
            and end is not None
            and end < len(w)
            and (w[end].en in PARTICLES or w[end].en == "across")  # "get every kid across Main Street"
            and not (end + 1 < len(w) and w[end + 1].en == "together")  # "put ... back together": below
        ):
            split = f"{goal_verb} {w[end].en}"  # "track them down", "round them all up", "hold them off"
            weak = ACTION.get(goal_verb) in (None, "other") or goal_verb in (
                "track",
                "round",
                "get",
                "put",
            )  # not "find ... out"
            weak = weak and split != "get back"
            if (split in ACTION and weak) or split in REPELLED:
                goal_verb = split
        d.end, d.goal_verb = end, goal_verb

    def _read_goal_turns(self, d: Draft) -> None:
        """The goal's objects turned: what a passive's agent does it to, what is shot at, what a
        choice weighs ("decide whether to sell the forest"), what is looked for in the place the
        verb is done to ("dig up the backyard looking for the gold"), a thing lost to a thief ("X's
        Y was taken by Z": X gets Y back from Z)."""
        if d.done_to:
            d.objects = d.done_to
        target = self._target(d.goal_at) if d.goal_at is not None else None
        if target is not None:  # "shoots lasers at the meteors": the meteors, not the lasers
            d.objects = [thing_of(target)]
        weighed = self._weighed(d.goal_at) if [o.kind for o in d.objects] in (["whether"], ["if"]) else None
        if weighed is not None:  # "decide whether to sell the old forest": the forest is what is weighed
            d.objects = [thing_of(weighed)]
        sought = self._sought_there(d.end)
        if sought is not None:  # "dig up the backyard looking for the pirate gold": the gold, in the backyard
            if d.objects and _placeish(d.objects[0].kind) and not _has_place(d.places, d.objects[0].kind):
                d.places.append(place_of(kind=d.objects[0].kind, words=d.objects[0].words))
            d.goal_verb, d.objects = "look for", [thing_of(sought)]
        chosen = self._chosen_among(d.goal_at) if d.goal_verb in CHOOSES else None
        if chosen is not None:  # "decides each day which neighbor to help": the neighbors are chosen among
            d.objects = [thing_of(chosen)]
        between = self._alternatives(d.goal_at) if d.goal_verb in CHOOSES else []
        if between:  # "must choose between taking the throne and running away with the traveling musicians"
            d.objects = [thing_of(ph) for ph in between]
        fought = self._led_against(d.goal_at) if d.goal_verb == "lead" else None
        if fought is not None:  # "leads the fish of Kelp Reef against the Crab Emperor's legions": a fight
            led = [o for o in d.objects if o.category in ("person", "animal", "machine", "group")]
            d.helpers += [being_of(o) for o in led]
            d.goal_verb, d.objects = "fight", [thing_of(fought)]
        loss = self._loss(d.verb_at) if d.verb == "be" and d.after is None else None
        if loss is not None:  # "a snowman's carrot nose was taken by the greedy crows": he gets it back
            owner, thing, thief = loss
            d.heroes = [self._being(owner)] if owner is not None else []
            d.goal_verb, d.goal_at = "get back", d.verb_at
            d.objects = [thing_of(thing)]
            d.opponents.append(self._being(thief, hostile=True))

    def _chosen_among(self, goal_at: int | None):
        """Whom "which <noun> to <verb>" after a choosing verb chooses among ("chooses which
        travelers to carry across", "decides each day which neighbor to help"), else None."""
        w = self.w
        if goal_at is None:
            return None
        k = next((k for k in range(goal_at + 1, min(len(w) - 3, goal_at + 5)) if w[k].en == "which"), None)
        if k is None or any(x.punct for x in w[goal_at + 1 : k]):
            return None
        ph, j = self.phrase(k + 1)
        return ph if ph is not None and j < len(w) and w[j].en == "to" else None

    def _weighed(self, goal_at: int | None):
        """What "whether to <verb> ..." after the goal's verb acts on ("decide whether to keep his
        old menu or change everything": the menu), else None."""
        w = self.w
        if goal_at is None:
            return None
        k = next((k for k in range(goal_at + 1, min(len(w) - 2, goal_at + 4)) if w[k].en == "whether"), None)
        if k is None or w[k + 1].en != "to" or not _verb_lemma(w[k + 2].en):
            return None
        return self.phrase(k + 3)[0]

    def _sought_there(self, end: int | None):
        """What is looked for right after the goal's object ("digs up the whole garden looking for
        grandpa's glasses"), else None."""
        w = self.w
        if end is None or end + 2 >= len(w) or w[end].en not in _SEEKING or w[end + 1].en != "for":
            return None
        return self.phrase(end + 2)[0]

    def _read_way_out(self, d: Draft) -> None:
        """An escape ("find a way out", "climb out of the volcano"); "put back together", "set free"."""
        w, end, goal_at = self.w, d.end, d.goal_at
        if getattr(self, "way_out", False) == "here":  # "find a way out": of the place it is in
            d.goal_verb, d.objects = "escape", []
        elif getattr(self, "way_out", False) and d.objects:
            d.goal_verb = "escape"  # "find its way out of the old theater"
        moved_out = goal_at is not None and w[goal_at].en in MOVES and [x.en for x in w[goal_at + 1 : goal_at + 3]]
        left = self.phrase(goal_at + 3)[0] if moved_out == ["out", "of"] else None
        if left is not None:
            d.goal_verb, d.objects = "escape", [thing_of(left)]  # "climb out of the volcano"
        back = end is not None and end < len(w) and w[end].en == "back"
        after_back = [x.en for x in w[end + 1 : end + 3]] if back else []  # the two words after "back"
        if d.goal_verb == "put" and after_back[:1] == ["together"]:
            d.goal_verb = "put together"  # "put the skeleton back together"
        elif d.goal_verb in ("put", "put back") and after_back in (["in", "order"], ["into", "order"]):
            d.goal_verb = "put back in order"  # "put the enchanted library back in order": set right
        elif d.goal_verb in ("put", "put back") and after_back == ["to", "sleep"]:
            d.goal_verb = "put to sleep"  # "put the restless spirits back to sleep": laid to rest
        sent_back = back and d.goal_verb in ("send", "send back")
        if sent_back and d.objects and all(_has(d.opponents, o.kind) for o in d.objects):
            d.goal_verb = "send back"  # "skeletons rise from the crypts and only Anselm can send them back": banished
        if d.goal_verb == "set" and d.objects and d.objects[-1].kind == "free":
            d.goal_verb, d.objects = "free", d.objects[:-1]  # "battle his hired thugs to set her free"
        elif d.goal_verb == "set" and d.objects and end is not None and end < len(w) and w[end].en == "free":
            d.goal_verb = "free"  # "set the spirit free"

    def _read_action(self, d: Draft) -> None:
        """The goal's action; a move with no object is bound for a place; one helped somewhere is
        escorted there."""
        places = d.places
        if getattr(self, "way_out", False) == "here" and places:  # "a candle in a mansion ... a way out"
            d.objects = [Thing(kind=places[0].kind, category="place", words=places[0].words)]
        if not d.heroes:
            d.heroes = [Being(kind="player", category="person", words="")]
        d.action = self._action(d.goal_verb, d.objects)
        held_in = self._held_in(d) if d.action == "escape" and not d.objects else None
        if held_in is not None:  # "wakes up in an abandoned mansion and decides to escape": the mansion
            d.objects = [Thing(kind=held_in.kind, category="place", words=held_in.words)]
        if d.action == "escape" and d.goal_verb in _GOT_OUT_OF and self._said_whole(d):
            places += [place_of(kind=o.kind, words=o.words) for o in d.objects if _escaped_place(o, d, places)]
        bound = None if d.objects else self._bound_for(d.goal_at, d.goal_verb, d.action)
        if bound is not None:  # "hop across the outback to the waterhole": the waterhole reached
            d.action, d.objects = "reach", [Thing(kind=bound.kind, category="place", words=bound.words)]
            if not _has_place(places, bound.kind):
                places.append(place_of(kind=bound.kind, words=bound.words))
        somewhere = all(
            o.category == "place" or (_placeish(o.kind) and o.category not in ("thing", "food")) for o in d.objects
        )
        going = _going(d.goal_verb)  # not "help Grandpa Tomo plant the orchard"
        helped = d.helped
        led = helped is not None and helped[0] is not None and not _has(d.heroes, helped[0].kind)  # not Bo's own game
        if led and d.objects and somewhere and going and d.action != "fix":
            # "help the lost penguin get back to the south pole": bring the penguin there
            places += [place_of(kind=o.kind, words=o.words) for o in d.objects if not _has_place(places, o.kind)]
            d.objects = [Thing(kind=helped[0].kind, category=category(helped[0].kind), words=helped[0].words)]
            d.action = "escort"

    def _said_whole(self, d: Draft) -> bool:
        """Whether the goal's verb is said with its particle, so its object is what is got out of
        ("get out of the scrapyard"), not what is got out ("get the ice cream van out")."""
        said = d.goal_verb.split()
        at = d.goal_at
        return at is not None and [x.en for x in self.w[at + 1 : at + len(said)]] == said[1:]

    def _held_in(self, d: Draft):
        """The place said before an escape with no object, where the hero is ("a prisoner in a sky
        castle ... escape before your trial"), else None."""
        if d.goal_at is None:
            return None
        before = " ".join(x.en for x in self.w[: d.goal_at])
        return next((p for p in d.places if f"in {p.words.lower()}" in before or f"in the {p.kind}" in before), None)


def _without_state(o: Thing) -> Thing:
    """A goal object without the state it is kept in and what follows it ("sheep safe", "chicken
    safe till sunrise": the sheep, the chicken); the object itself when it says none."""
    kind = o.kind.split()
    cut = next((k for k, x in enumerate(kind) if k > 0 and x in STATES), None)
    if cut is None:
        return o
    said = o.words.split()
    at = next((k for k, x in enumerate(said) if k > 0 and x.lower() in STATES), len(said))
    kept = " ".join(kind[:cut])
    return o.model_copy(update={"kind": kept, "words": " ".join(said[:at]), "category": category(kept) or o.category})


# the verbs whose object is what the hero gets out of: "escape the burning cruise liner"
_GOT_OUT_OF = frozenset({"escape", "get out", "break out", "flee", "get away", "get off"})
# what an escaped thing may be read as and still be a place: a liner, a mine, a circus, a grinder
_ESCAPED_KINDS = frozenset({"thing", "group", "food", "machine"})


def _escaped_place(o: Thing, d: Draft, places: list) -> bool:
    """Whether a thing escaped is the place the game is in ("escape the flooded mine", "a coffee
    bean escaping the grinder", "escape the sinking submarine"): a noun, no creature unless a
    vessel, no foe or hazard, and no place read already."""
    head = _singular(o.kind.split()[-1])
    if o.category not in _ESCAPED_KINDS or _has(d.opponents, o.kind) or _has_place(places, o.kind):
        return False
    said = set(o.kind.split())
    if said & (OBJECT_PRONOUNS | SUBJECT_PRONOUNS) or head.endswith("ing") or hazard(head):
        return False  # "escape being eaten, ... chase it", "swinging past", "the forest fire"
    if not W.is_noun(head) and any(W.lemma(head, pos) for pos in ("v", "a", "r")):
        return False  # a word said as no noun; a noun no dictionary has ("scrapyard") is one
    vessel = W.is_a(head, ("vessel.n.02", "craft.n.02"), 2)
    return vessel or not _creature(o.kind)
