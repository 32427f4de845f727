"""The battle's rules, turn by turn, exactly as the engine plays them (engine
include/genre/rs_battle.h states them; src/genre/battle_rules.c is the C).

A battle is data (`Battle`: the party, the foes, the spells, the items the party may use); a
fight is its live state (`Fight`: hp, mp and statuses of everyone, the round, the inventory).
`Fight.turn(command)` plays the next turn of the round with the command given for a party
member (a foe picks its own: `foe_command`), so a policy, the validator and the tests all step
the same game.
"""

from __future__ import annotations

from dataclasses import dataclass, field

FOE = 4  # a foe's battler number is FOE + its slot (RS_BATTLE_FOE)
MAX_PARTY, MAX_FOES, MAX_SPELLS, KNOWN, MAX_ITEMS = 4, 4, 8, 4, 5
MAX_HP, MAX_MP, MAX_STAT = 999, 99, 255
SPELL_KINDS = ("damage", "heal", "poison", "sleep")  # RS_SPELL_* order
TARGETS = ("one", "all")  # RS_TARGET_*
USES = ("heal", "mana", "revive", "damage")  # RS_USE_*
COMMANDS = ("attack", "magic", "item", "defend", "run")  # RS_BCMD_*: the menu's order
MASK = 0xFFFFFFFF


def mix(seed: int, round_: int, slot: int, salt: int) -> int:
    """rs_battle_mix: the foes' dice, the same numbers as the engine's."""
    x = (seed * 0x9E3779B1 ^ round_ * 0x85EBCA77 ^ slot * 0xC2B2AE3D ^ salt * 0x27D4EB2F) & MASK
    x ^= x >> 15
    x = (x * 0x2C1B3C6D) & MASK
    x ^= x >> 12
    x = (x * 0x297A2D39) & MASK
    x ^= x >> 15
    return x


@dataclass(frozen=True)
class Spell:
    name: str
    kind: str  # SPELL_KINDS
    target: str = "one"  # TARGETS
    mp: int = 0
    power: int = 1  # hp, or turns of sleep


@dataclass(frozen=True)
class Battler:
    name: str
    hp: int
    mp: int = 0
    attack: int = 1
    defense: int = 0
    speed: int = 1
    spells: tuple[int, ...] = ()  # indices into Battle.spells
    w_attack: int = 0  # foes: weights of their choices
    w_defend: int = 0
    w_spell: tuple[int, ...] = ()  # one per known spell


@dataclass(frozen=True)
class ItemUse:
    item: str  # the game's item id
    use: str  # USES
    power: int


@dataclass(frozen=True)
class Battle:
    party: tuple[Battler, ...]
    foes: tuple[Battler, ...]
    spells: tuple[Spell, ...] = ()
    items: tuple[ItemUse, ...] = ()
    seed: int = 0
    can_run: bool = False


@dataclass(frozen=True)
class Command:
    """What a battler does: `kind` one of attack, spell, item, defend, run; `index` the spell
    (into Battle.spells) or the item use (into Battle.items); `target` a battler number (a party
    slot, or FOE + a foe slot), None for all or none."""

    kind: str
    index: int = 0
    target: int | None = None


@dataclass
class Fighter:
    who: Battler
    hp: int
    mp: int
    defending: bool = False
    poison: int = 0
    sleep: int = 0

    @property
    def up(self) -> bool:
        return self.hp > 0


@dataclass
class Event:
    """One turn as it was played (what the engine's message says and the state block shows)."""

    actor: int
    action: str  # attack, spell, item, defend, run, asleep
    target: int | None = None
    amount: int = 0  # hp taken (damage) or given (healing) in all
    index: int = 0  # the spell or item use
    poisoned: int = 0  # hp poison took at the end of the turn


def attack_damage(attacker: Battler, defender: Fighter) -> int:
    """ATTACK: max(1, attack - defense / 2), halved (at least 1) against a defender."""
    return hurt_by(max(1, attacker.attack - defender.who.defense // 2), defender)


def hurt_by(damage: int, defender: Fighter) -> int:
    return max(1, damage // 2) if defender.defending else damage


@dataclass
class Fight:
    battle: Battle
    inventory: dict[str, int] = field(default_factory=dict)
    party: list[Fighter] = field(default_factory=list)
    foes: list[Fighter] = field(default_factory=list)
    round: int = 0
    turns: int = 0
    order: list[int] = field(default_factory=list)  # this round's battlers still to act
    used: dict[str, int] = field(default_factory=dict)  # items used up
    fled: bool = False

    @classmethod
    def start(cls, battle: Battle, inventory: dict[str, int] | None = None) -> Fight:
        fight = cls(battle, dict(inventory or {}))
        fight.party = [Fighter(b, b.hp, b.mp) for b in battle.party]
        fight.foes = [Fighter(b, b.hp, b.mp) for b in battle.foes]
        return fight

    # ---- who ----
    def fighter(self, number: int) -> Fighter:
        return self.foes[number - FOE] if number >= FOE else self.party[number]

    def standing(self, foes: bool) -> list[int]:
        side = self.foes if foes else self.party
        return [(FOE if foes else 0) + i for i, f in enumerate(side) if f.up]

    @property
    def won(self) -> bool:
        return not self.standing(True)

    @property
    def lost(self) -> bool:
        return not self.standing(False)

    @property
    def over(self) -> bool:
        return self.won or self.lost or self.fled

    def next_actor(self) -> int | None:
        """The battler whose turn comes next (a new round begins when this one is done), or None
        when the battle is over."""
        if self.over:
            return None
        while True:
            while self.order and not self.fighter(self.order[0]).up:
                self.order.pop(0)
            if self.order:
                return self.order[0]
            self.round += 1
            everyone = self.standing(False) + self.standing(True)
            # highest speed first; ties: the party first, then by slot (the battler number)
            self.order = sorted(everyone, key=lambda n: (-self.fighter(n).who.speed, n))

    # ---- a turn ----
    def turn(self, command: Command | None = None) -> Event:
        """Play the next battler's turn: a party member's with `command`, a foe's by its
        weights. Returns what happened."""
        actor = self.next_actor()
        if actor is None:
            raise ValueError("the battle is over")
        self.order.pop(0)
        me = self.fighter(actor)
        me.defending = False
        if me.sleep:
            me.sleep -= 1
            event = Event(actor, "asleep")
        else:
            if actor >= FOE:
                command = self.foe_command(actor)
            elif command is None:
                raise ValueError(f"party member {actor} needs a command")
            event = self.act(actor, command)
        if me.up and me.poison and not self.fled:
            event.poisoned = min(me.hp, me.poison)
            me.hp -= event.poisoned
        self.turns += 1
        return event

    def allowed(self, actor: int, command: Command) -> str | None:
        """Why the engine refuses `command` for party member `actor`, or None when it takes it."""
        me, b = self.fighter(actor), self.battle
        if command.kind == "spell":
            if command.index not in me.who.spells or command.index >= len(b.spells):
                return "does not know that spell"
            if me.mp < b.spells[command.index].mp:
                return "has too little mp"
        elif command.kind == "item":
            if command.index >= len(b.items) or self.inventory.get(b.items[command.index].item, 0) <= 0:
                return "the party holds none"
        elif command.kind == "run" and not self.battle.can_run:
            return "there is no running from this battle"
        elif command.kind not in ("attack", "defend", "run"):
            return f"unknown command {command.kind!r}"
        if command.kind in ("attack", "spell", "item") and self._targets(actor, command) is None:
            return "no such target"
        return None

    def _targets(self, actor: int, command: Command) -> list[int] | None:
        """The battlers `command` lands on (None: a target it cannot take)."""
        foes = actor < FOE  # the other side, for a party member
        if command.kind == "attack":
            kind, target = "damage", "one"
        elif command.kind == "spell":
            spell = self.battle.spells[command.index]
            kind, target = spell.kind, spell.target
        else:
            use = self.battle.items[command.index].use
            kind, target = {"heal": "heal", "mana": "heal", "revive": "revive", "damage": "damage"}[use], "one"
        hostile = kind in ("damage", "poison", "sleep")
        side = foes if hostile else not foes
        if target == "all":
            return self.standing(side)
        n = command.target
        if (
            n is None
            or (n >= FOE) != side
            or not 0 <= n - (FOE if side else 0) < len(self.foes if side else self.party)
        ):
            return None
        if (kind == "revive") == self.fighter(n).up:
            return None
        return [n]

    def act(self, actor: int, command: Command) -> Event:
        why = self.allowed(actor, command) if actor < FOE else None
        if why:
            raise ValueError(f"{self.fighter(actor).who.name} cannot {command.kind}: {why}")
        me = self.fighter(actor)
        if command.kind == "defend":
            me.defending = True
            return Event(actor, "defend")
        if command.kind == "run":
            self.fled = True
            return Event(actor, "run")
        targets = self._targets(actor, command) or []
        event = Event(actor, command.kind, command.target if len(targets) == 1 and command.target is not None else None)
        event.index = command.index
        if command.kind == "attack":
            event.amount = self._damage(targets, lambda t: attack_damage(me.who, t))
        elif command.kind == "spell":
            spell = self.battle.spells[command.index]
            me.mp -= spell.mp
            event.amount = self._cast(spell, targets)
        else:
            use = self.battle.items[command.index]
            self.inventory[use.item] -= 1
            self.used[use.item] = self.used.get(use.item, 0) + 1
            event.amount = self._use(use, targets)
        return event

    def _damage(self, targets: list[int], amount) -> int:
        total = 0
        for n in targets:
            t = self.fighter(n)
            dealt = min(t.hp, amount(t))
            t.hp -= dealt
            total += dealt
        return total

    def _cast(self, spell: Spell, targets: list[int]) -> int:
        if spell.kind == "damage":
            return self._damage(targets, lambda t: hurt_by(spell.power, t))
        total = 0
        for n in targets:
            t = self.fighter(n)
            if spell.kind == "heal":
                given = min(t.who.hp - t.hp, spell.power)
                t.hp += given
                total += given
            elif spell.kind == "poison":
                t.poison = spell.power
            else:
                t.sleep = spell.power
        return total

    def _use(self, use: ItemUse, targets: list[int]) -> int:
        t = self.fighter(targets[0])
        if use.use == "damage":
            return self._damage(targets, lambda f: hurt_by(use.power, f))
        if use.use == "mana":
            given = min(t.who.mp - t.mp, use.power)
            t.mp += given
            return given
        if use.use == "revive":
            t.hp = min(t.who.hp, max(1, use.power))
            t.poison = t.sleep = 0
            return t.hp
        given = min(t.who.hp - t.hp, use.power)
        t.hp += given
        return given

    # ---- the foes' minds ----
    def foe_command(self, actor: int) -> Command:
        """A foe's choice by its weights (rs_battle.h): attack, defend or an affordable spell."""
        me, slot = self.fighter(actor), actor - FOE
        options: list[tuple[int, Command]] = [
            (me.who.w_attack, Command("attack")),
            (me.who.w_defend, Command("defend")),
        ]
        for k, index in enumerate(me.who.spells):
            weight = me.who.w_spell[k] if k < len(me.who.w_spell) else 0
            if index < len(self.battle.spells) and me.mp >= self.battle.spells[index].mp:
                options.append((weight, Command("spell", index)))
        total = sum(w for w, _ in options)
        choice = Command("attack")
        if total:
            roll = mix(self.battle.seed, self.round, slot, 0) % total
            for weight, command in options:
                if roll < weight:
                    choice = command
                    break
                roll -= weight
        return self._aim(actor, choice)

    def _aim(self, actor: int, command: Command) -> Command:
        if command.kind == "defend":
            return command
        heals = command.kind == "spell" and self.battle.spells[command.index].kind == "heal"
        if command.kind == "spell" and self.battle.spells[command.index].target == "all":
            return command
        if heals:  # the foe missing the most hp, the first of equals
            standing = self.standing(True)
            target = max(standing, key=lambda n: (self.fighter(n).who.hp - self.fighter(n).hp, -n))
            return Command(command.kind, command.index, target)
        standing = self.standing(False)
        target = standing[mix(self.battle.seed, self.round, actor - FOE, 1) % len(standing)]
        return Command(command.kind, command.index, target)
