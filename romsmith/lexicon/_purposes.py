"""The goal's verb: a purpose clause's ("... to catch a pigeon"), a duty said after "and" or
"so" ("... and must find out who ...", "so u gotta beat the hero guild"), a deed after a weak or
moving main verb ("goes trick-or-treating and must collect candy"), else the main verb itself."""

from __future__ import annotations

from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._verb_forms import WISHES, VerbForms
from romsmith.lexicon._vocab import (
    ACTION,
    ADJECTIVES,
    AVOIDED,
    CHAINS,
    COMPANY,
    DETS,
    HOSTILE_VERBS,
    MODALS,
    MOVES,
    PARTICLES,
    PREPS,
    PURPOSE_ONLY,
    QUESTS,
    SUBJECT_PRONOUNS,
    TASKS,
    WEAK,
)
from romsmith.lexicon._words import _creature, _placeish, _singular, _verb_lemma, category, ing_form

# the particles that make a phrasal verb of a word after "to" ("to track down", "to piece together")
_VERB_PARTICLES = frozenset({"out", "up", "away", "back", "off", "down", "together"})
WAY_MAKERS = frozenset({"fight", "blast", "battle", "smash", "hack", "cut", "shoot", "punch", "bash", "force", "push"})
RIDES = frozenset({"ride", "drive", "sail", "gallop", "march", "walk", "storm"})  # "ride into Dust Creek and drive out"
POSSESSIVE_WORDS = frozenset({"your", "his", "her", "their", "its", "my", "our"})
EXPLORES = frozenset({"explore", "roam", "wander", "tour", "travel"})  # a way about, not a deed
GATHERINGS = frozenset({"collect", "rescue", "find", "deliver", "defeat"})  # a deed done on the way is the goal


def _danger_on_the_way(verb: str | None, then: str | None) -> bool:
    """Whether a later verb only avoids a danger on the way to the main verb's goal ("delivers
    pizza ... and has to dodge the cops": the delivery is the goal)."""
    return ACTION.get(verb or "") not in (None, "other") and then in AVOIDED


_ONE_TASK = frozenset({"a", "an", "one", "only", "the", "just", "single", "simple", "last", "secret", "important"})
# whom the hero must win over is the goal, not what they are to do ("convince your boss not to")
PERSUADES = frozenset({"convince", "persuade", "coax", "sway"})
# a thing taken up to use: "Grab the vacuum pack and ..."
GEAR_VERBS = frozenset({"grab", "take", "get", "fetch", "pick"})
_WHO_REACH = SUBJECT_PRONOUNS - {"i"}  # "until you reach the cabin"
_ABLE = frozenset({"can", "could", "may", "might"})  # "so you can open it": a purpose, no duty


class Purposes(VerbForms):
    """The goal's verb, from the main verb at word `at` on."""

    def _goal_verb(self, at: int | None, verb: str | None) -> tuple[int | None, str | None]:
        """A purpose clause's verb ("... to catch a pigeon"), else a verb after a weak one, else the main verb."""
        if at is None:
            return None, None
        w = self.w
        nxt = w[at + 1].en if at + 1 < len(w) else ""
        duty = at + 2 < len(w) and nxt == "to" and _verb_lemma(w[at + 2].en) and w[at + 2].en not in DETS
        if verb in ("have", "need", "got") and duty:
            return self._goal_verb(at + 2, _verb_lemma(w[at + 2].en))  # "you have to sneak in to find ...": as "must"
        if verb == "have" and at + 2 < len(w) and w[at].en in ("has", "have", "had") and self._past_verb(at + 1):
            return self._goal_verb(at + 1, _verb_lemma(w[at + 1].en))  # "has lost her spots": the losing
        task = self._task_said(at) if verb == "have" else None
        if task is not None:
            return self._goal_verb(task, _verb_lemma(w[task].en))  # "has one mission: find the diamond earring"
        if verb in ("go", "come") and _verb_lemma(nxt) == nxt and nxt not in PARTICLES and self._mostly_verb(nxt):
            return at + 1, nxt  # "go get it back": the getting
        if ACTION.get(verb or "") in ("make", "fix") and self.phrase(at + 1)[0] is not None:
            return at, verb  # "forges a sword to stop the king": what is made is the goal
        if (
            at + 2 < len(w)
            and w[at + 1].en in ("of", "about")
            and w[at + 2].en.endswith("ing")
            and w[at + 2].en not in ("getting", "being")  # "sick of getting bullied": no goal
        ):
            lemma = _verb_lemma(w[at + 2].en)  # "dreams of catching the moon"
            if lemma:
                return at + 2, lemma
        spent = self._time_spent_on(at) if verb == "spend" else None
        if spent is not None:
            return self._goal_verb(spent, _verb_lemma(w[spent].en))  # "spend an afternoon picking blackberries"
        on = self._way_through(at, verb)
        if on is not None:
            return on, _verb_lemma(w[on].en)  # "fight your way through the salons and win the rapier"
        sought = self._quest(at)
        if sought is not None and (verb in WEAK or verb not in ACTION):
            return sought, "seek"  # "goes on a quest for the seven lost scales"
        for i in range(at + 1, self.goal_end or len(w)):
            if not self.live(i) or self._no_purpose_at(at, i, verb):
                continue
            found = self._goal_after_link(at, i, verb)
            task = self._task_said(found[0]) if found is not None and found[1] == "have" else None
            if task is not None:
                return task, _verb_lemma(w[task].en)  # "gains sentience and has one mission find ..."
            if found is not None:
                return found
        return at, verb

    def _gear_taken(self, at: int, i: int, verb: str | None) -> bool:
        """Whether the main verb at word `at` takes up a thing to use, said right before the link at
        word i ("Grab the snowball launcher, clear ..."): the deed after it is what it is for."""
        if verb not in GEAR_VERBS:
            return False
        ph, end = self.phrase(at + 1)
        return ph is not None and end == i and category(ph.kind) in ("thing", "unknown") and not _creature(ph.kind)

    def _used_after(self, i: int) -> bool:
        """Whether an order follows word i, done to something said or to "them" ("clear them out")."""
        w = self.w
        done_to_them = i + 2 < len(w) and _verb_lemma(w[i + 1].en) == w[i + 1].en and w[i + 2].en in ("them", "it")
        return self._order_after(i) or (done_to_them and self.live(i + 1))

    def _time_spent_on(self, at: int) -> int | None:
        """Where the deed a time is spent on is said after "spend" at word `at` ("spend a lazy
        summer afternoon picking blackberries"); else None."""
        w = self.w
        for k in range(at + 1, min(len(w), at + 8)):
            if w[k].punct:
                return None
            if k > at + 1 and ing_form(w[k].en) and _verb_lemma(w[k].en):
                return k
        return None

    def _task_said(self, at: int) -> int | None:
        """Where the order is after "has one mission", "has a job": "has one mission: find the
        earring", "has one job, to keep them away", "have a quest to find ..."; else None."""
        w = self.w
        k = next((k for k in range(at + 1, min(len(w) - 1, at + 9)) if w[k].en in TASKS or w[k].text in ".;!?"), None)
        if k is None or w[k].en not in TASKS or w[k - 1].en not in _ONE_TASK:
            return None  # "has a seed-spitting shotgun and one job: keep them away"
        k += 1
        k += k < len(w) and (w[k].text in (":", ",", "-") or w[k].en == "to")
        k += k < len(w) and w[k].en == "to"
        lemma = _verb_lemma(w[k].en) if k < len(w) else None
        return k if lemma == w[k].en and self._mostly_verb(w[k].en) else None

    def _no_purpose_at(self, at: int, i: int, verb: str | None) -> bool:
        """Whether "to" at word i says where, when or whose, not the hero's purpose."""
        w = self.w
        if i >= 1 and i + 1 < len(w) and w[i].en == "to" and self._from_to(i):
            return True  # "from roof to roof", "from mushroom cap to mushroom cap": no purpose
        if (
            w[i].en == "to"
            and w[i - 1].en in ("home", "back", "way", "go", "goes", "come", "comes", "return")
            and not (w[i - 1].en == "home" and i + 1 < len(w) and self._bare_verb(i + 1))
            and not (w[i - 1].en in ("back", "way") and self._to_do(i))
        ):
            # "go home to candy land": where, not what for (but "the care home to see ...", "fight
            # their way back to challenge their uncle")
            return True
        if w[i].en == "to" and i >= 2 and [w[i - 2].en, w[i - 1].en] == ["in", "time"]:
            return True  # "reach the top of the wall in time to watch the sunset": when, not what for
        if w[i].en == "to" and any(w[k].en in ("which", "what", "whom") for k in range(max(at + 1, i - 4), i)):
            return True  # "choose which story to chase": the question's verb, not a purpose
        if w[i].en == "to" and verb in PERSUADES:
            return True  # "convince the world leaders not to start a war": the convincing is the goal
        if w[i].en == "to" and self._wished_by_another(at, i):
            return True  # "climb back up to the basket. dust bunnies everywhere trying to stop u": theirs
        # "fight off the gang that wants to tear down her shop": the gang's purpose
        return w[i].en == "to" and self._theirs(at, i, verb)

    def _wished_by_another(self, at: int, i: int) -> bool:
        """Whether "to" at word i ends a wish or an attempt of someone else's, said in a sentence of
        its own after the main verb's at `at` ("... to the laundry basket. dust bunnies everywhere
        trying to stop u"). Not after "and" in the main verb's sentence ("... and the fish try to
        eat him"): read there too, it made one held-out intent-set reading worse for every four
        tuning ones it made better (`docs/EVAL.md`, the twenty-eighth round)."""
        w = self.w
        if w[i - 1].en not in WISHES:
            return False
        k = i - 1
        while k > at + 1 and w[k - 1].text not in (".", "!", "?", ";"):
            k -= 1
        return k > at + 1 and self._their_wish(k)

    def _goal_after_link(self, at: int, i: int, verb: str | None) -> tuple[int | None, str | None] | None:
        """The goal's verb said after the word at i that links it to the main verb (a comma, "and",
        "so", "to", a colon, "for", "by", a participle); (at, verb) when the word ends the search
        (the main verb is the goal); None when the search goes on past it."""
        w = self.w
        if (verb in WEAK or verb in AVOIDED) and w[i].text == "," and self._order_after(i):
            return i + 1, w[i + 1].en  # "inherit grandpa's port, fix up the docks"; "avoid the drones, rescue"
        if w[i].en in (",", "and") and self._gear_taken(at, i, verb) and self._used_after(i):
            return i + 1, w[i + 1].en  # "Grab the vacuum pack and suck up every spook": the sucking up
        ours = i + 2 < len(w) and w[i + 1].en in ("you", "u", "we") and _verb_lemma(w[i + 2].en)
        if w[i].en in ("while", "whilst") and ours and (verb in AVOIDED or verb in MOVES):
            return i + 2, _verb_lemma(w[i + 2].en)  # "dodge the anglerfish while you collect pearls": the pearls
        reached = self._reached_until(i, verb)
        if reached is not None:
            return reached, "reach"  # "run, leap and slide through the forest until you reach the cabin"
        if w[i].en in ("while", "whilst", "because", "although", "though", "unless"):
            return at, verb  # "... while bog trolls try to snatch him": their purpose is not the hero's
        if w[i].en == "and":
            return self._goal_after_and(at, i, verb)
        if w[i].en == "so":
            return self._goal_after_so(at, i, verb)
        if w[i].en == "to":
            return self._goal_after_to(at, i, verb)
        if w[i].text == ":" and self._order_after(i):
            return i + 1, w[i + 1].en  # "reunite for one last job: steal back their big top"
        if self._for_to(i) and (verb in WEAK | MOVES or ACTION.get(verb or "") in (None, "other", "defeat")):
            return i + 1, w[i + 1].en  # "go to the castle for rescue the princess": to rescue her
        if (
            w[i].en == "by"
            and i + 1 < len(w)
            and w[i + 1].en.endswith("ing")
            and ACTION.get(verb or "") in (None, "other", "win")
        ):
            lemma = _verb_lemma(w[i + 1].en)
            if lemma and ACTION.get(lemma) in GATHERINGS:
                return i + 1, lemma  # "cheer up the sad king by finding a juggling ball, ...": the finding
        lemma = _verb_lemma(w[i].en) if w[i].en.endswith("ing") else None
        sought = lemma and i + 1 < len(w) and ACTION.get(f"{lemma} {w[i + 1].en}")  # "looking for"
        if verb in MOVES and lemma and (ACTION.get(lemma) or sought) in GATHERINGS and not self._purpose_after(i):
            if self._compound(i):
                return None  # "fishing nets": a thing, no gathering
            return i, lemma  # "leaps across the rooftops collecting sushi", "roams the mall looking for"
        return None

    def _reached_until(self, i: int, verb: str | None) -> int | None:
        """Where "reach" is, when a way of moving goes on "until" at word i the hero reaches a
        place ("slide through the forest until you reach the cabin"); else None."""
        w = self.w
        if w[i].en != "until" or i + 2 >= len(w) or w[i + 1].en not in _WHO_REACH:
            return None
        if not (verb in MOVES or ACTION.get(verb or "") in (None, "other", "escape", "reach")):
            return None  # "defeat the knights until you reach the king": the fight is the goal
        return i + 2 if _verb_lemma(w[i + 2].en) == "reach" else None

    def _goal_after_and(self, at: int, i: int, verb: str | None) -> tuple[int | None, str | None] | None:
        """The goal's verb said after "and" at word i ("... and must find out who ...", "... and
        battles the eight gym leaders"); (at, verb) when the main verb is the goal; else None."""
        w = self.w
        duty = self._and_must(i)
        if duty is not None:
            return duty, _verb_lemma(w[duty].en)  # "hosts a dinner party and must find out who ..."
        if verb in HOSTILE_VERBS and i + 2 < len(w) and self._object_start(i + 2):
            lemma = _verb_lemma(w[i + 1].en)
            back = i + 3 < len(w) and "back" in (w[i + 3].en, w[i + 4].en if i + 4 < len(w) else "")
            if lemma in ("rescue", "save", "free") or (lemma in ("take", "bring", "get") and back):
                return i + 1, lemma  # "fight the goblins in turn battle and take egg back to the chief"
        if ACTION.get(verb or "") in ("tame", "catch") and i + 2 < len(w):
            lemma = _verb_lemma(w[i + 1].en)
            if lemma in HOSTILE_VERBS and self._object_start(i + 2):
                return i + 1, lemma  # "tames wild beetles and battles the eight gym leaders": the battles
        then = i + 3 < len(w) and w[i + 1].en == "then"
        if then and verb in MOVES | WEAK and w[i + 2].en in ("we", "he", "she", "they", "i", "you"):
            lemma = _verb_lemma(w[i + 3].en)  # "fly to the moon and then we catch the aliens"
            if lemma:
                return i + 3, lemma
        if i + 3 < len(w) and w[i + 1].en in CHAINS and w[i + 2].en == "to":
            lemma = _verb_lemma(w[i + 3].en)  # "joins the fire brigade and has to put out the fires"
            if lemma and not _danger_on_the_way(verb, lemma):
                return i + 3, lemma
        if i + 2 < len(w) and w[i + 1].en in MODALS and verb in WEAK | MOVES:
            lemma = _verb_lemma(w[i + 2].en)  # "goes trick-or-treating and must collect candy"
            if lemma:
                return i + 2, lemma
        if i + 1 < len(w) and (verb in WEAK or verb in MOVES or verb not in ACTION) and w[i + 1].en not in ADJECTIVES:
            return self._verb_after_and(at, i, verb)  # "pearls, coins and lost anchors": no verb
        return None

    def _verb_after_and(self, at: int, i: int, verb: str | None) -> tuple[int | None, str | None] | None:
        """The verb after "and" at word i that follows a weak or moving main verb ("hops across ...
        and defeats"), unless "and" only ends a list of things; (at, verb) when the main verb's
        own deed is the goal; else None."""
        w = self.w
        lemma = _verb_lemma(w[i + 1].en)
        ordered = lemma and i + 2 < len(w) and w[i + 2].en in DETS  # "hide from X and smuggle the seeds"
        ordered = ordered or (lemma and i + 3 < len(w) and w[i + 2].en in PARTICLES and w[i + 3].en in DETS)
        if i + 2 < len(w) and self._compound(i + 1):
            return None  # "gulls, crabs and fishing nets": a thing, no verb
        if i + 3 < len(w) and w[i + 2].en == "to" and w[i + 1].en.endswith("s") and W.is_noun(w[i + 1].en):
            return None  # "avoid rocks, logs and bears to reach the post": a list's last, then its purpose
        if lemma in MOVES:
            return None  # "slides and hops over the crevasses to return the crown": the return
        if self._driven_out(at, verb):
            return at, verb  # "drive the trolls out of the halls and reclaim the throne": the driving out
        if (lemma and w[i + 1].en != lemma) or lemma in ACTION or ordered:
            return i + 1, lemma
        return None

    def _goal_after_so(self, at: int, i: int, verb: str | None) -> tuple[int | None, str | None] | None:
        """The goal's verb said after "so" at word i: the player's duty or the hero's own purpose;
        (at, verb) when what follows is someone else's purpose; else None."""
        w = self.w
        duty = self._players_duty(i) if at + 1 < i else None
        if duty is not None:
            return duty, _verb_lemma(w[duty].en)  # "sick of getting bullied, so u gotta beat the hero guild"
        purpose = self._so_purpose(i, verb, at) if at + 1 < i < len(w) - 1 else None
        if purpose is not None:
            return purpose, _verb_lemma(w[purpose].en)  # "slide the ice blocks so the chef can deliver"
        if at + 1 < i < len(w) - 1 and self._someone_acts(i + 1 + (w[i + 1].en == "that")):
            return at, verb  # "reforge the sword so the true heir can take the throne": the heir's purpose
        return None

    def _goal_after_to(self, at: int, i: int, verb: str | None) -> tuple[int | None, str | None] | None:
        """The verb of a purpose said after "to" at word i ("... to catch a pigeon"), unless it says
        where one goes, a danger on the way or only what a gathering is for; (at, verb) when the
        main verb is the goal; else None."""
        w = self.w
        kept = self._kept_from(i)
        if kept is not None:
            return kept, "protect"  # "duels hunters to keep them from burning down his castle"
        if self._gathered_for(at, verb, i):
            return at, verb  # "gather moonflowers, frog spit and a whisker to brew a cure": the gathering is the play
        if (i + 1 < len(w) and _verb_lemma(w[i + 1].en) and w[i + 1].en not in DETS) and (
            not w[i + 1].cap
            and w[i + 1].en not in ("life", "home")
            and not self._place_after_to(i + 1)  # "bring the kids to school in time"
            and not _danger_on_the_way(verb, _verb_lemma(w[i + 1].en))
            and not (ACTION.get(verb or "") and i + 2 < len(w) and w[i + 2].en == "home" and not self._no_object(at))
            and not (
                _verb_lemma(w[i + 1].en) in PURPOSE_ONLY
                and ACTION.get(verb or "")
                and not (i + 2 < len(w) and w[i + 2].en == "back")  # "to win back his helmet" is a goal
                and not self._fought_for(at, verb, i)
            )
        ):
            if _verb_lemma(w[i + 1].en) in ("go", "come") and i + 2 < len(w) and self._bare_verb(i + 2):
                return i + 2, w[i + 2].en  # "sneaks out to go see the ocean": the seeing
            lemma = _verb_lemma(w[i + 1].en)
            if lemma in MOVES and lemma != verb:  # "folds into a crane to climb the tower and rescue the princess"
                later = self._goal_verb(i + 1, lemma)
                joined = later[0] is not None and later[0] > i + 1 and w[later[0] - 1].en == "and"
                if joined and ACTION.get(later[1] or "") not in (None, "other", "reach"):
                    self.moved_at = i + 1  # what it climbs is a place the reader keeps
                    return later
            return i + 1, lemma
        return None

    def _no_object(self, at: int) -> bool:
        """Whether the main verb at word `at` has no object, only a way ("blasts through the
        asteroid belt to get home": the getting home is the goal; not "defeats the dragon to get home")."""
        w = self.w
        return at + 1 < len(w) and w[at + 1].en in ("through", "across", "past", "over", "along", "around")

    def _fought_for(self, at: int, verb: str | None, i: int) -> bool:
        """Whether a fight with no one to fight, only where ("fights in the arena", "competes in
        the tournament"), is for what "to win" or "to earn" says after it at word i: "A gladiator
        slave fights in the arena to win his freedom" (not "defeats the champion to win ...")."""
        w = self.w
        fight = ACTION.get(verb or "") == "defeat" or verb in ("compete", "race", "duel", "box", "wrestle")
        where = at + 1 < len(w) and w[at + 1].en in ("in", "at", "on", "inside", "through")
        return fight and (where or self._rivals_after(at)) and _verb_lemma(w[i + 1].en) in ("win", "earn")

    def _rivals_after(self, at: int) -> bool:
        """Whether the fight at word `at` is against many rivals, a contest's ("duels rival
        magicians to win the Golden Deck", "battles the other kids' robots to win first prize"),
        not one foe ("slays the dragon to win the princess's hand")."""
        ph, _ = self.phrase(at + 1) if at + 1 < len(self.w) else (None, 0)
        if ph is None:
            return False
        said = ph.words.lower().split()
        return "rival" in said or "other" in said or ph.head != _singular(ph.head)

    def _way_through(self, at: int, verb: str | None) -> int | None:
        """Where the deed starts when the main verb only makes a way ("fight your way through the
        salons and win ...", "blast through the drones and get the engine back"): the verb after
        the "and" in the same sentence; else None."""
        w = self.w
        way = at + 3 < len(w) and w[at + 1].en in POSSESSIVE_WORDS and w[at + 2].en == "way"
        through = way or (at + 1 < len(w) and w[at + 1].en in ("through", "past"))
        ridden = verb in RIDES and at + 1 < len(w) and w[at + 1].en in ("into", "through", "across", "to", "over")
        explored = verb in EXPLORES  # "explore the sunken library and recover the pages": the recovering
        if not ((verb in WAY_MAKERS and through) or ridden or explored):
            return None
        for k in range(at + 2, len(w) - 1):
            if w[k].punct and w[k].text in (".", "!", "?", ";"):
                return None
            if w[k].en == "and" and self.live(k) and _verb_lemma(w[k + 1].en) and w[k + 1].en not in DETS:
                if ridden and ACTION.get(_verb_lemma(w[k + 1].en)) in (None, "reach", "escape", "other"):
                    return None  # "ride into town and look around": still the ride
                if explored and ACTION.get(_verb_lemma(w[k + 1].en)) in (None, "reach", "other"):
                    return None  # "explore the caves and look around": still the exploring
                if way:
                    self.skip.update({at + 1, at + 2})  # "your way" is no place
                return k + 1
        return None

    def _players_duty(self, i: int) -> int | None:
        """The verb of the player's own duty after "so" at word i ("so u gotta beat the hero guild",
        "so you have to find ..."), else None."""
        w = self.w
        k = i + 1
        if k >= len(w) or w[k].en not in ("you", "u", "we"):
            return None
        k += 1
        while k < len(w) and (w[k].en in MODALS or w[k].en in ("gotta", "have", "has", "need", "needs", "to")):
            k += 1
        if all(x.en in _ABLE for x in w[i + 2 : k]):
            return None  # "find the keys so you can open the portal": what for, not what to do
        duty = k > i + 2 and k < len(w) and _verb_lemma(w[k].en) and w[k].en not in DETS
        return k if duty else None

    def _kept_from(self, i: int) -> int | None:
        """Where what is kept from harm is said, for "to keep them from burning down his castle" at
        word i (the word before "his castle"), else None."""
        w = self.w
        if w[i].en != "to" or i + 1 >= len(w) or w[i + 1].en != "keep":  # "to stop X from ...": X is the goal
            return None
        for k in range(i + 2, min(len(w) - 2, i + 7)):
            if w[k].en == "from" and w[k + 1].en.endswith("ing") and _verb_lemma(w[k + 1].en):
                m = k + 1 + (k + 2 < len(w) and w[k + 2].en in PARTICLES)  # "burning down"
                return m if m + 1 < len(w) and self.phrase(m + 1)[0] is not None else None
        return None

    def _purpose_after(self, i: int) -> bool:
        """Whether a purpose follows the participle at word i and its object ("shooting outlaws | to
        get the stolen gold back"): then the purpose is the goal."""
        w = self.w
        _ph, j = self.phrase(i + 1)
        return j + 1 < len(w) and w[j].en == "to" and bool(_verb_lemma(w[j + 1].en)) and w[j + 1].en not in DETS

    def _gathered_for(self, at: int, verb: str | None, i: int) -> bool:
        """Whether "to <verb>" at word i is only what a gathering is for: "collect the five coral keys
        to wake the whale god", "find the three keys to open the gate" (not "gathers allies to defeat
        the dragon", not "needs a kiss to ...")."""
        w = self.w
        if w[i].en != "to" or i + 1 >= len(w) or not _verb_lemma(w[i + 1].en):
            return False
        if verb == "find" and _verb_lemma(w[i + 1].en) in ("open", "unlock"):
            verb = "collect"  # "find all seven crystal keys to unlock the vault": the finding is the play
        if verb not in ("collect", "gather"):
            return False
        ph = self.phrase(at + 1)[0]
        people = COMPANY | {"ally", "allies", "friend", "army", "troop", "companion", "recruit", "hero"}
        return ph is not None and not _creature(ph.kind) and _singular(ph.head) not in people

    def _for_to(self, i: int) -> bool:
        """Whether "for" at word i stands for "to" before a bare verb and its object ("for rescue
        the princess", "for find his skull"), as some write it; not "search for", "wait for"."""
        w = self.w
        if w[i].en != "for" or i + 2 >= len(w) or w[i - 1].en in ("search", "look", "wait", "hunt", "hope", "ask"):
            return False
        word, after = w[i + 1].en, w[i + 2].en
        bare = _verb_lemma(word) == word and (self._mostly_verb(word) or ACTION.get(word) not in (None, "other"))
        return bare and not w[i + 1].cap and (after in DETS or after in ("his", "her", "their", "its", "my", "your"))

    def _quest(self, at: int) -> int | None:
        """Where what a quest seeks starts ("on a quest for X", "in search of X"): the index of
        its "for" or "of", whose noun phrase the goal's objects read; else None."""
        w = self.w
        for i in range(at + 1, min(len(w) - 1, at + 6)):
            if w[i].en in QUESTS and w[i + 1].en in ("for", "of") and self.live(i):
                return i + 1
        return None

    def _and_must(self, i: int) -> int | None:
        """Where the verb of a duty said after "and" at word i starts ("... and must find out",
        "... and has to win"), the same subject's goal; else None."""
        w = self.w
        if w[i].en != "and" or i + 2 >= len(w):
            return None
        k = i + 2 if w[i + 1].en in ("must", "should") else None
        if w[i + 1].en in ("has", "have", "needs", "need") and i + 3 < len(w) and w[i + 2].en == "to":
            k = i + 3
        if k is None or k >= len(w) or w[k].en in DETS or _verb_lemma(w[k].en) in (None, *AVOIDED):
            return None  # "delivers pizza ... and has to dodge the cops": the danger, not the goal
        return k

    def _theirs(self, at: int, i: int, verb: str | None) -> bool:
        """Whether "to" at word i ends a foe's wish or attempt ("who/that wants to", "which tries
        to") after a goal against them at `at` ("fight off the gang that wants to ...")."""
        w = self.w
        if verb not in HOSTILE_VERBS and ACTION.get(verb or "") not in ("defeat", "protect"):
            return False
        wish = i >= 2 and w[i - 1].en in ("want", "wants", "try", "tries", "plans", "plan", "means")
        return wish and any(w[k].en in ("who", "that", "which") for k in range(max(at + 1, i - 3), i - 1))

    def _driven_out(self, at: int, verb: str | None) -> bool:
        """Whether the verb at `at` is driving its object out or off ("drive the trolls out of")."""
        if verb not in ("drive", "chase", "scare", "push", "throw", "kick"):
            return False
        ph, j = self.phrase(at + 1)
        return ph is not None and j < len(self.w) and self.w[j].en in ("out", "off", "away")

    def _so_purpose(self, i: int, verb: str | None, at: int) -> int | None:
        """The hero's own purpose after "so (that) he can" at word i, when the main verb at word
        `at` is a way of going ("fights through a messy bedroom so he can save the toy princess"),
        else None (not "wake the sleeping giant so he can hold up the sky": the giant's)."""
        w = self.w
        k = i + 1 + (i + 1 < len(w) and w[i + 1].en == "that")
        weak = verb in WEAK | MOVES or ACTION.get(verb or "") in (None, "other", "defeat")
        if k + 2 >= len(w) or w[k].en not in ("he", "she", "they", "we", "you", "u", "i") or not weak:
            return None
        acted_on, _ = self.phrase(at + 1)
        order = at == 0 or w[at - 1].punct  # an order: "he" or "they" cannot be the player it is said to
        if order and w[k].en in ("he", "she", "they") and acted_on is not None and _creature(acted_on.kind):
            return None
        if w[k + 1].en not in ("can", "could", "will", "would", "may", "might"):
            return None  # "so she climbs down": what follows, not what for
        if k + 3 < len(w) and w[k + 3].en in ("you", "u", "me", "us"):
            return None  # "earn the trust of the wild horses so they will let you ride": theirs
        lemma = _verb_lemma(w[k + 2].en)
        return k + 2 if lemma and w[k + 2].en not in DETS | PREPS and lemma not in ("be", "have") else None

    def _someone_acts(self, i: int) -> bool:
        """Whether a clause of someone else's starts at word i: a creature, then a modal or a verb."""
        ph, j = self.phrase(i, subject=True)
        if ph is None or not _creature(ph.kind) or j >= len(self.w):
            return False
        return self.w[j].en in MODALS or bool(_verb_lemma(self.w[j].en))

    def _place_after_to(self, k: int) -> bool:
        """Whether word k after "to" is where one goes, not a purpose's verb ("to school in time",
        "to market."): a place's noun more than a verb, with no object, particle or "together" after
        it ("to track down", "to round up", "to school the kids" are verbs)."""
        w = self.w
        after = w[k + 1] if k + 1 < len(w) else None
        bare = after is None or after.punct or (after.en in PREPS and after.en not in _VERB_PARTICLES)
        return bare and _placeish(w[k].en) and not self._mostly_verb(w[k].en)

    def _compound(self, k: int) -> bool:
        """Whether word k and the noun after it are one thing WordNet names ("fishing nets")."""
        nxt = self.w[k + 1].en if k + 1 < len(self.w) else ""
        if not nxt or nxt in PREPS | DETS or not W.is_noun(nxt):
            return False
        return W.is_noun(f"{self.w[k].en} {_singular(nxt)}")

    def _from_to(self, i: int) -> bool:
        """Whether "to" at word i ends "from X to X" ("from mushroom cap to mushroom cap")."""
        w = self.w
        for n in range(1, 4):
            said = [x.en for x in w[i - n : i]]
            if i - n >= 1 and w[i - n - 1].en == "from" and said == [x.en for x in w[i + 1 : i + 1 + n]]:
                return True
        return w[i - 1].en == w[i + 1].en
