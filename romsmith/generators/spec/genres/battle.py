"""A battle scene: a turn-based battle between the party and up to four foes, on a backdrop
drawn from the scene's theme.

Each round every battler still standing takes a turn, fastest first. On a party member's turn
the player picks ATTACK (damage = attack - half the target's defense, at least 1), MAGIC (one
of the spells it knows, for its mp), ITEM (one of `items` the party holds, used up), DEFEND
(half damage until its next turn) or RUN (only with `can_run`, from a battle met by touching an
enemy). Foes choose by their `ai` weights. The battle has no chance in it, so the checks play it
ahead with a greedy party (heal the low, else strike hardest) and refuse one that party cannot
win within the rounds the checks allow, naming the numbers. The party starts every battle with
full hp and mp.

A battle is entered by a warp from another scene, as the start scene, or, most often, by
touching an enemy whose cast entry names it as its `encounter`: winning then defeats that enemy
and the player is back where it was met. Victory sets `flag` and gives `rewards`; afterwards a
battle entered any other way leads to `next` (or stays: a last battle whose flag wins the game).
Defeat retries the battle, goes back to the last save, or to `lose_to`.

A battle may also offer a swift win (`swift`), optional side content: won within `swift.rounds`
rounds, it also gives `swift.rewards` (an item for the fights to come). The menu shows the round
to beat; a slower victory is a victory all the same, so the player may take the risk (strike,
never defend) or skip it.

The engine's block is include/genre/rs_battle.h; the limits below are its limits.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from romsmith.generators.music import TRACKS
from romsmith.generators.spec._base import Id, LeftByItsEnd, Ref, _Model
from romsmith.generators.spec._limits import MAX_EFFECTS, MAX_NAME, MAX_SCENE_CELLS, MIN_SCENE_H, MIN_SCENE_W
from romsmith.generators.spec._story import Cutscene, Effect
from romsmith.kernel import battle as kb

MAX_PARTY, MAX_FOES = 4, 4  # RS_BATTLE_MAX_PARTY, RS_BATTLE_MAX_FOES
MAX_SPELLS, KNOWN, MAX_ITEM_USES = 8, 4, 5  # RS_BATTLE_MAX_SPELLS, RS_BATTLE_KNOWN, RS_BATTLE_MAX_ITEMS
MAX_HP, MAX_MP, MAX_STAT = 999, 99, 255  # RS_BATTLE_MAX_HP, RS_BATTLE_MAX_MP, a u8
BATTLER_NAME = 8  # RS_BATTLE_NAME: the characters a battler's or spell's name shows
SWIFT_MAX = 30  # RS_BATTLE_SWIFT_MAX: a swift win's rounds at most (the rounds the checks play)
SWIFT_OPS = ("give_item", "set_flag")


class Spell(_Model):
    """A spell of this battle's book; party members and foes know it by id."""

    id: str = Id()
    name: str = Field(min_length=1, max_length=BATTLER_NAME, description="shown in the MAGIC menu, e.g. 'Fire'")
    kind: Literal["damage", "heal", "poison", "sleep"] = Field(
        description="damage: `power` hp to foes; heal: `power` hp to allies; poison: the target loses `power` hp "
        "at the end of each of its turns; sleep: the target loses its next `power` turns"
    )
    target: Literal["one", "all"] = Field(default="one", description="one target, or every one on that side")
    mp: int = Field(default=0, ge=0, le=MAX_MP, description="its cost")
    power: int = Field(default=10, ge=1, le=MAX_STAT)


class Battler(_Model):
    """A party member: drawn from a sprite of the pack, facing left."""

    name: str = Field(min_length=1, max_length=BATTLER_NAME, description="shown in the party panel and messages")
    sprite: str = Field(min_length=1, max_length=32, description="a sprite id of the pack (16x16)")
    hp: int = Field(ge=1, le=MAX_HP)
    mp: int = Field(default=0, ge=0, le=MAX_MP)
    attack: int = Field(ge=1, le=MAX_STAT)
    defense: int = Field(default=0, ge=0, le=MAX_STAT)
    speed: int = Field(default=5, ge=1, le=MAX_STAT, description="the fastest acts first in a round")
    spells: list[str] = Field(default_factory=list, max_length=KNOWN, description="ids of the spells it knows")


class AI(_Model):
    """How often a foe does what: each turn it picks attack, defend or a spell it can pay for,
    with chances in proportion to these weights."""

    attack: int = Field(default=1, ge=0, le=MAX_STAT)
    defend: int = Field(default=0, ge=0, le=MAX_STAT)
    spells: dict[str, int] = Field(default_factory=dict, description="spell id -> weight (a spell it knows)")


class Foe(Battler):
    """A foe: drawn facing right; a 32x32 sprite for a big one (a boss)."""

    sprite: str = Field(min_length=1, max_length=32, description="a sprite id of the pack (16x16, or 32x32 for a boss)")
    ai: AI = Field(default_factory=AI)


class ItemUse(_Model):
    """An item of the game the party may use in this battle (from the inventory; used up)."""

    item: str = Field(min_length=1, max_length=32, description="id of a declared item")
    use: Literal["heal", "mana", "revive", "damage"] = Field(
        description="heal: `power` hp to a standing ally; mana: `power` mp; revive: a fallen ally stands with "
        "`power` hp; damage: `power` hp to a foe"
    )
    power: int = Field(default=30, ge=1, le=MAX_STAT)


class Swift(_Model):
    """A swift win, optional side content: a victory within `rounds` rounds also runs `rewards`
    (after the battle's own). The engine shows the round to beat in the menu."""

    rounds: int = Field(
        description=f"1 to {SWIFT_MAX}: the round the last foe must fall in at the latest, e.g. the rounds a party "
        "that strikes hardest and never defends needs"
    )
    rewards: list[Effect] = Field(
        max_length=MAX_EFFECTS,
        description="give_item (what it is for: an item usable in the fights to come) or set_flag",
    )

    @model_validator(mode="after")
    def _fits(self):
        if not 1 <= self.rounds <= SWIFT_MAX:
            raise ValueError(
                f"swift.rounds is {self.rounds}: give 1 to {SWIFT_MAX} (the rounds a battle is played for), "
                "or leave `swift` out for a battle with no swift win"
            )
        if not any(fx.op == "give_item" for fx in self.rewards):
            raise ValueError(
                "swift.rewards gives no item: add a give_item effect (an item the battles use, e.g. a strong potion), "
                "or leave `swift` out"
            )
        for n, fx in enumerate(self.rewards):
            if fx.op not in SWIFT_OPS:
                raise ValueError(f"swift.rewards[{n}] is {fx.op!r}: a swift win gives an item or sets a flag")
        return self


class BattleScene(LeftByItsEnd, _Model):
    """A turn-based battle (genre "battle"): the party against up to four foes."""

    genre: Literal["battle"] = Field(default="battle", description="how the scene plays")
    id: str = Id()
    name: str = Field(min_length=1, max_length=MAX_NAME, description="display name, e.g. 'Slime Fight'")
    theme: str = Field(
        min_length=1, max_length=32, description="a tileset theme of the pack for the backdrop, e.g. forest, cave"
    )
    width: int = Field(default=MIN_SCENE_W, ge=MIN_SCENE_W, le=MIN_SCENE_W, description="one screen: 15 cells")
    height: int = Field(default=MIN_SCENE_H, ge=MIN_SCENE_H, le=MIN_SCENE_H, description="one screen: 10 cells")
    party: list[Battler] = Field(min_length=1, max_length=MAX_PARTY, description="the player's side, first the leader")
    foes: list[Foe] = Field(min_length=1, max_length=MAX_FOES)
    spells: list[Spell] = Field(default_factory=list, max_length=MAX_SPELLS, description="this battle's spells")
    items: list[ItemUse] = Field(
        default_factory=list, max_length=MAX_ITEM_USES, description="the game's items usable here, and what they do"
    )
    flag: str | None = Ref("flag set on victory (in a game won by this battle, the win flag)")
    rewards: list[Effect] = Field(
        default_factory=list, max_length=MAX_EFFECTS, description="on victory: give_item or set_flag effects"
    )
    swift: Swift | None = Field(
        default=None,
        description="optional side content: a victory within `rounds` rounds also gives `rewards`; null for none",
    )
    can_run: bool = Field(default=False, description="RUN works (in a battle met by touching an enemy)")
    seed: int = Field(default=0, ge=0, le=65535, description="the foes' dice: the same seed, the same choices")
    lose: Literal["retry", "save", "place"] = Field(
        default="retry",
        description="after a defeat: retry the battle, go back to the last save, or to `lose_to` (items as they were)",
    )
    lose_to: str | None = Field(default=None, max_length=32, description="lose 'place': the scene the party wakes in")
    lose_x: int | None = Field(default=None, ge=0, lt=MAX_SCENE_CELLS)
    lose_y: int | None = Field(default=None, ge=0, lt=MAX_SCENE_CELLS)
    next: str | None = Field(
        default=None,
        max_length=32,
        description="after victory (unless met by touching an enemy): the scene to go to, or null to stay",
    )
    next_x: int | None = Field(default=None, ge=0, lt=MAX_SCENE_CELLS, description="arrival cell there")
    next_y: int | None = Field(default=None, ge=0, lt=MAX_SCENE_CELLS)
    cutscene: Cutscene | None = Field(default=None, description="run when the battle begins (say lines, music)")
    music: str | None = Field(
        default=None,
        max_length=32,
        description="music track played here, one of: "
        + ", ".join(f"{name} ({mood.description})" for name, mood in TRACKS.items())
        + "; null picks one from the theme (battle and boss suit battles)",
    )

    @model_validator(mode="after")
    def _whole_places(self):
        if (self.next_x is None) != (self.next_y is None):
            raise ValueError("give both next_x and next_y, or neither")
        if (self.lose_x is None) != (self.lose_y is None):
            raise ValueError("give both lose_x and lose_y, or neither")
        if self.lose == "place" and not self.lose_to:
            raise ValueError("lose 'place' needs lose_to, the scene the party wakes in")
        return self

    @property
    def goal_event(self) -> dict | None:
        """What winning the battle means (generators.spec.scene_goal)."""
        if not self.flag:
            return None
        return {"kind": "defeat", "who": self.foes[-1].name, "flag": self.flag}

    def battle(self) -> kb.Battle:
        """The battle as kernel.battle plays it (spells and items by their place in this scene's
        lists, as the engine's block has them; a reference to nothing is left out)."""
        book = {sp.id: n for n, sp in enumerate(self.spells)}

        def battler(b: Battler, ai: AI | None = None) -> kb.Battler:
            known = tuple(book[s] for s in b.spells if s in book)
            weights = tuple((ai.spells.get(s, 0) if ai else 0) for s in b.spells if s in book)
            return kb.Battler(
                b.name, b.hp, b.mp, b.attack, b.defense, b.speed, known,
                ai.attack if ai else 0, ai.defend if ai else 0, weights,
            )  # fmt: skip

        return kb.Battle(
            tuple(battler(b) for b in self.party),
            tuple(battler(f, f.ai) for f in self.foes),
            tuple(kb.Spell(sp.name, sp.kind, sp.target, sp.mp, sp.power) for sp in self.spells),
            tuple(kb.ItemUse(u.item, u.use, u.power) for u in self.items),
            self.seed,
            self.can_run,
        )

    @property
    def own_sprites(self) -> list[str]:
        """Every sprite the battle draws besides the cast (generators.spec.own_sprites)."""
        return list(dict.fromkeys([b.sprite for b in self.party] + [f.sprite for f in self.foes]))
