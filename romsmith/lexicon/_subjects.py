"""The subject's heroes: who a clause's subject names ("two sisters named Ann and Mae", "Pip the
frog", "Sergeant Pip, a hamster in a toy tank"), with who goes along; an order's hero ("... as
Coral, a brave mermaid", "Blast off with Nova, the ace pilot"); and the names the main verb
takes for no order ("Pip the vole must ...", "transfer student Aiko must ...")."""

from __future__ import annotations

from romsmith.lexicon import _index as X
from romsmith.lexicon import _languages as L
from romsmith.lexicon import _wordnet as W
from romsmith.lexicon._extract import TITLES
from romsmith.lexicon._intent import Being
from romsmith.lexicon._phrases import Phrase
from romsmith.lexicon._roles import place_of
from romsmith.lexicon._verb_forms import VerbForms
from romsmith.lexicon._vocab import ACTION, AVOIDED, COMPANY, DETS, HERO_FRAMES, MODALS, PREPS, QUESTS
from romsmith.lexicon._word_forms import _participle
from romsmith.lexicon._words import _creature, _placeish, _singular, _verb_lemma, category


class Subjects(VerbForms):
    """The heroes a subject or an order's "as ..." names, and how names are said."""

    def _subject(self, first: int, end: int, helpers: list, places: list) -> list[Being]:
        """The heroes the subject between words `first` and `end` names ("Pip the frog", "two
        sisters named Ann and Mae"); who goes along goes to `helpers`, a place said to `places`."""
        w = self.w
        heroes: list[Being] = []
        i = first
        while i < end:
            if w[i].en in ("who", "that", "which"):
                break
            if i == first and i + 1 < end and w[i + 1].en in DETS and self._opening_adverb(i):
                i += 1  # "Suddenly the knight must ...": an adverb, no one
                continue
            if [x.en for x in w[i : i + 4]] == ["with", "the", "help", "of"]:
                ph, j = self.phrase(i + 4, stop=end)  # "with the help of a wise old owl": the owl helps
                if ph is not None:
                    helpers.append(self._being(ph))
                i = max(j, i + 4)
                continue
            if heroes and w[i].text == "," and self._order_after(i):
                break  # "you are the dungeon boss, defeat the four heroes": an order, not a second hero
            named = self._name_between_commas(i, end) if heroes and not heroes[-1].name else None
            if named is not None:  # "The apprentice, Camille, has to pick": the apprentice is Camille
                title, name, i = named
                heroes[-1] = heroes[-1].model_copy(update={"name": name[:24], "title": title or heroes[-1].title})
                continue
            if w[i].en == "with" and heroes and self.live(i):
                ph, j = self.phrase(
                    i + 1, stop=end, subject=True
                )  # "a narwhal with a laser horn", "a witch with her cat"
                if ph is not None and _creature(_singular(ph.head)):
                    helpers.append(self._being(ph))
                i = max(j, i + 1)
                continue
            if not self.live(i) or w[i].punct or w[i].en in ("and", "with"):
                i += 1
                continue
            if w[i].en in PREPS:
                ph, j = self.phrase(i + 1)
                if ph is not None and w[i].en == "of" and _placeish(ph.kind):
                    places.append(place_of(kind=ph.kind, words=ph.words))
                i = max(j, i + 1)
                continue
            companion = i > first and w[i].en in ("his", "her", "their", "its")
            ph, j = self.phrase(i, stop=end, subject=True)
            if ph is None:
                i += 1
                continue
            being, j = self._hero_said(i, ph, j, end, helpers)
            self._add_hero(heroes, helpers, being, first, i, j, companion)
            i = j
            if heroes and w[ph.start].en in ("a", "an") and self._comes_from(j, end):
                break  # "You are a soap bubble born in a laundromat": where it comes from, no second hero
        if any(_creature(h.kind) or h.name for h in heroes):  # "with the help of ...", "together with ...": nobody
            heroes = [h for h in heroes if _creature(h.kind) or h.name]
        return heroes

    def _opening_adverb(self, i: int) -> bool:
        """Whether word i is an adverb WordNet knows as no noun, opening the sentence in capitals
        before the subject ("Suddenly the knight must"), and no name the tables know."""
        w = self.w
        x = w[i]
        if not (x.cap and W.lemma(x.en, "r") and not W.is_noun(x.en) and not X.lookup(x.en)):
            return False
        _ph, j = self.phrase(i + 1, subject=True)
        named = any(after.cap for after in w[i + 1 : j])  # not a name or a day after it ("... the Day of ...")
        return j < len(w) and w[j].text != "," and not named  # not "Aboard the Orient Express, a stowaway ..."

    def _comes_from(self, j: int, end: int) -> bool:
        """Whether a past participle and a preposition follow the hero's phrase ending at word j
        ("a soap bubble born in", "a drone chased by"); not "named", a name's cue, nor a verb
        after "the" ("The Iron Duke melted down": the caller asks for "a" or "an")."""
        w = self.w
        return (
            j + 1 < end
            and self.live(j)
            and w[j].en not in ("named", "called")
            and w[j - 1].en not in ("been", "be", "is", "are", "was", "were")  # "have been stolen from"
            and w[j + 1].en in PREPS
            and _participle(w[j].en, w[j + 1])
            and _verb_lemma(w[j].en) not in (None, w[j].en)  # not "a ship bound for the port": a verb's own form
        )

    def _name_between_commas(self, i: int, end: int) -> tuple[str | None, str, int] | None:
        """The title and name said alone between the comma at word i and the next ("The
        apprentice, Camille, has to ...", "one cell, Lieutenant Leuko, and must ...", "a cousin, a
        totally average guy named Kevin, must ..."), and where they end past the second comma;
        else None."""
        w = self.w
        if w[i].text != "," or i + 1 >= end:
            return None
        k = i + 1
        while k < end and w[k].cap and not w[k].punct and (not X.lookup(w[k].en) or w[k].en in TITLES):
            k += 1
        if k > i + 1 and k < end and w[k].text == "," and k - i <= 4:
            title, names, _ = self._name_said(i + 1)
            if title is None and len(names) > 1 and category(names[0].lower()) == "person":
                title, names = names[0], names[1:]  # "Lieutenant Leuko": a rank WordNet knows, then the name
            return (title, " ".join(names), k + 1) if names else None
        ph, j = self.phrase(i + 1, stop=end)
        if ph is None or j + 1 >= end or w[j].en not in ("named", "called") or not _creature(ph.kind):
            return None
        title, names, k = self._name_said(j + 1)
        return (title, " ".join(names), k + 1) if names and k < end and w[k].text == "," else None

    def _hero_said(self, i: int, ph: Phrase, j: int, end: int, helpers: list) -> tuple[Being, int]:
        """The being a subject's phrase from word i to j names, and where what is said of it ends:
        whose people it is, what it is and its name; an owner who is no hero goes to `helpers`."""
        if (ph.name or ph.title) and self._owns(j - 1) and j < end:
            owned, after = self.phrase(j, stop=end, subject=True)  # "Ms. Okonkwo's class has to ...": the class
            people = owned is not None and (
                category(owned.kind) in X.BEINGS or owned.head in COMPANY | {"class", "crew", "squad", "team"}
            )  # not "Captain Oyelaran's submarine must ...": the captain, in it
            if people:
                helpers.append(self._being(ph))
                ph, j = owned, after
        ph, j = self._hero_named(i, ph, j, end)
        owner = self._possessive_owner(ph)
        if owner is not None and ph.head in QUESTS:  # "a knight's quest to find ...": the knight's
            ph, owner = owner, None
        being = self._being(ph)
        if owner is not None:  # "the baker's daughter": the daughter; the baker helps
            helpers.append(self._being(owner))
        return being, j

    def _hero_named(self, i: int, ph: Phrase, j: int, end: int) -> tuple[Phrase, int]:
        """A subject's phrase from word i to j with the name said with it ("Pip the frog", "a
        hedgehog named Stachel"), and where the name ends."""
        w = self.w
        # not "Now the king must ...", "Suddenly the knight ...": an adverb opening the sentence names no one
        bare_name = j - i == 1 and w[i].cap and not X.lookup(w[i].en) and not W.lemma(w[i].en, "r")
        if (bare_name or (ph.name and ph.title)) and j < end and w[j].en == "the":
            named, k = self.phrase(j + 1, stop=end, subject=True)
            acts = k < len(w) and w[k].en in MODALS  # "Tikka the pocket watch must ...": a watch, named
            if named is not None and (_creature(named.kind) or acts):  # "Pip the frog": a frog called Pip
                named.title = named.title or (None if bare_name else ph.title)  # "Sir Bramble the knight"
                named.name, ph, j = ph.name or w[i].text, named, k
        # "a knight named Dame Rosa", "a hedgehog named Stachel", "the robot Rolo"
        k = j
        if (k < end and w[k].en in L.NAME_CUES) or (k < len(w) and w[k].en in ("named", "called")):
            k += 1
        if (k < len(w) and k != j) or (k < end and (self._name_word(k) or self._name_after(k))):
            title, names, k = self._name_said(k)
            if names:
                ph.name, ph.title = " ".join(names), title or ph.title
                many = (ph.count or 1) > 1  # "two sisters named Ann and Mae escape": the first name theirs
                j = self._names_end(k) if many else k
        return ph, j

    def _add_hero(
        self, heroes: list[Being], helpers: list, being: Being, first: int, i: int, j: int, companion: bool
    ) -> None:
        """Add the being said from word i to j to the subject's heroes: as what the hero before it
        is, when it says so after a comma; as a helper, when it goes along with them."""
        w = self.w
        bare = heroes and self._bare_name(heroes[-1].words)
        named = heroes and (heroes[-1].name or bare)  # "Nimbus, a lost little cloud, must": Nimbus
        appositive = named and not being.name and i > first and w[i - 1].text == ","
        said_between = j < len(w) and w[j].text == "," and category(being.kind) != "place"
        if appositive and (_creature(being.kind) or said_between):  # "Sergeant Pip, a hamster in a toy tank,
            heroes[-1].kind, heroes[-1].category = being.kind, being.category  # ...": Pip is the hamster
            heroes[-1].name = heroes[-1].name or heroes[-1].words  # "Nimbus, a lost little cloud,": a cloud
        elif companion and heroes:  # "a druid and her bear": the bear goes along
            helpers.append(being)
        elif not heroes or _creature(being.kind) or being.name:
            heroes.append(being)

    def _apposition(self, i: int) -> bool:
        """'Pip the frog must ...': a name, then what it is, then the verb; not an order to pip, nor
        one said to many ("Help the kids find the cat": one name is no apposition of kids)."""
        w = self.w
        if not w[i].cap or i + 1 >= len(w) or w[i + 1].en != "the":
            return False
        ph, j = self.phrase(i + 1, subject=True)
        if j < len(w) and w[j].en not in MODALS and self._mostly_verb(w[i].en) and W.is_noun(w[j].en):
            return False  # "Transfer the student files": an order to transfer them, no Transfer the student
        return (
            ph is not None
            and not ph.plural
            and _creature(ph.kind)
            and j < len(w)
            and (w[j].en in MODALS or self._verb_here(j, [j - 1]))
        )

    def _name_said(self, k: int) -> tuple[str | None, list[str], int]:
        """The title and the name's words said from word k ("Dame Rosa", "Grandpa Hoof"), and
        where they end; no words when no name is said there."""
        w = self.w
        title = None
        if k < len(w) and w[k].cap and w[k].en in TITLES and k + 1 < len(w):
            title, k = w[k].text, k + 1
        names = []
        while k < len(w) and self._name_word(k, after_title=True):
            names.append(w[k].text)
            k += 1
        return title, names, k

    def _names_end(self, k: int) -> int:
        """Where a list of names going on at word k (", Tam and Lou") ends; k when none goes on."""
        w = self.w
        while k + 1 < len(w) and (w[k].en == "and" or w[k].text == ",") and self._name_word(k + 1, after_title=True):
            _title, more, end = self._name_said(k + 1)
            if not more:
                break
            k = end
        return k

    def _kind_then_name(self, k: int) -> bool:
        """Whether word k opens a subject of a two-word kind and a name ("transfer student Aiko
        must ...", "rookie lawyer Pia has ..."): the kind's noun after it, the name, then a verb."""
        w = self.w
        if k + 3 >= len(w) or not self._name_after(k + 2):
            return False
        kind = f"{w[k].en} {_singular(w[k + 1].en)}"
        return _creature(kind) or (W.is_noun(kind) and _creature(w[k + 1].en))

    @staticmethod
    def _bare_name(said: str) -> bool:
        """Whether a subject said as one capitalised word can be a name ("Nimbus, a lost little
        cloud, ..."): one thing, no plural ("Skeletons, bats, ..."), no word that says where or
        how ("Deep in the trench, ...", "Somewhere over the Atlantic, ...")."""
        word = said.lower()
        if len(said.split()) != 1 or not said[:1].isupper() or _singular(word) != word:
            return False
        return not W.lemma(word, "r") and not W.lemma(word, "a")

    def _named_creature(self, k: int) -> bool:
        """Whether word k starts "Name the creature" ("Pip the vole", "Otto the otter")."""
        w = self.w
        if k + 2 >= len(w) or not w[k].cap or w[k + 1].en != "the" or w[k].en in ACTION or w[k].en in AVOIDED:
            return False  # not "Fight the Shadow King, ...", "Avoid the drones, ..."
        ph, end = self.phrase(k + 2, subject=True)
        # a subject goes on to its company or its modal ("Pip the vole and a toad must"), an order to
        # what it acts on and where ("Zap the sea serpents before they ...")
        goes_on = end < len(w) and (w[end].text == "," or w[end].en == "and" or w[end].en in MODALS)
        # one named ("Pip the vole"), never many ("Interview the servants and find ...": an order)
        return ph is not None and _creature(ph.kind) and goes_on and not ph.plural

    def _later_frame(self, at: int) -> list[Being]:
        """The hero of an idea that lists what to do first: "dig tunnels, dodge moles, find 3 lost
        earrings - you're a worm in the garden"."""
        w = self.w
        for k in range(at + 2, len(w) - 1):
            frame = next((f for f in HERO_FRAMES[:6] if [x.en for x in w[k : k + len(f)]] == list(f)), None)
            if frame is not None:
                ph, _ = self.phrase(k + len(frame))
                return [self._being(ph)] if ph is not None else []
        return []

    def _as_hero(self, at: int) -> list[Being]:
        """The hero of an order: "... as a bunny", "as Coral, a brave mermaid", "join Captain
        Marlow, the bravest penguin", a flown or driven machine."""
        w = self.w
        for i in range(at, len(w)):
            if w[i].en == "as" and i + 1 < len(w):
                named = self._appositive(i + 1) or self._name_the_kind(i + 1)
                if named is not None:
                    return [named]
                ph, end = self.phrase(i + 1)
                if ph is not None and end + 1 < len(w) and w[end].en in ("named", "called"):
                    title, names, _k = self._name_said(end + 1)  # "as an old mountain goat named Grandpa Hoof"
                    if names:
                        ph.name, ph.title = " ".join(names), title or ph.title
                if ph is not None:
                    return [self._being(ph)]
        if w[at].en == "join" or (at + 2 < len(w) and w[at + 1].en == "off" and w[at + 2].en == "with"):
            named = self._appositive(at + 1 + 2 * (w[at + 1].en == "off"))  # "Blast off with Nova, the ace pilot"
            if named is not None:
                return [named]
        verb = _verb_lemma(w[at].en)
        if verb in ("pilot", "fly", "drive", "ride", "steer"):
            ph, _ = self.phrase(at + 1)
            if ph is not None and self._ridden(ph.head):
                return [Being(kind=ph.kind[:40], category="machine", words=ph.words[:80])]
        return []

    @staticmethod
    def _ridden(head: str) -> bool:
        """Whether what is flown, driven or ridden is a craft the player is ("a mining barge", "a
        dragon"), not what the ride is on ("Ride the waves") nor a name WordNet knows otherwise."""
        vehicle = W.is_a(head, ("conveyance.n.03", "craft.n.02", "vehicle.n.01", "vessel.n.02"), 2)
        return vehicle or W.category(head) in ("", "artifact", "machine", "animal", "monster")

    def _name_the_kind(self, k: int) -> Being | None:
        """A name, "the" and what it is, at word k ("as Pip the sugar glider"): the being, named."""
        w = self.w
        if k + 2 >= len(w) or not w[k].cap or w[k + 1].en != "the" or X.lookup(w[k].en):
            return None
        what, _ = self.phrase(k + 2)
        if what is None or not _creature(what.kind):
            return None
        words = f"{w[k].text} the {what.words}"
        return Being(kind=what.kind[:40], category=category(what.kind), name=w[k].text[:24], words=words[:80])

    def _appositive(self, k: int) -> Being | None:
        """A name and then what it is, at word k ("Coral, a brave mermaid", "Captain Marlow, the
        bravest penguin"): the being, named; else None."""
        w = self.w
        ph, end = self.phrase(k)
        if ph is None or end + 2 >= len(w) or w[end].text != "," or w[end + 1].en not in ("a", "an", "the"):
            return None
        if not (ph.name or ph.title or all(x.cap for x in w[k:end])):
            return None
        what, _ = self.phrase(end + 1)
        if what is None or not _creature(what.kind.split()[-1]):
            return None
        name = ph.name or " ".join(x.text for x in w[k:end] if x.en not in TITLES)
        return Being(
            kind=what.kind[:40],
            category=category(what.kind),
            name=(name or None) and name[:24],
            title=(ph.title or None) and ph.title[:16],
            words=(" ".join(x.text for x in w[k : end + 1]) + " " + what.words)[:80],
        )
