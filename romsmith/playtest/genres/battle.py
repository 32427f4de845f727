"""The battle's strategy: the greedy party policy of romsmith.kernel.battle, the one the checks
assume, played through the engine's menus.

On a party member's turn the battle as it stands (the scene's block read from the ROM, hp, mp
and statuses from the state block, the inventory) goes to the policy, and the strategy walks
the menus to its command one key a frame: the command, then the spell or the item, then the
target. Turns being shown are hurried with A; the end of a battle is noted and left with A. A
battle won is noted with the round it was won in and its swift round (won by then, the swift
win's rewards were given; 0: the battle offers none) and whether it was won swiftly.

Which items the policy may use is chosen when a battle starts, by playing it ahead with the
kernel (`plan`): a swift round is the pace of the greedy party with no items (the designer's
battle_tune.swift), and a potion drunk is a blow not struck, so a party holding items can win
later than that. When the greedy party with no items wins by the swift round, that is how the
battle is played; past the swift round (the machine did not go as played ahead) the items are
back. Otherwise the party plays with what it holds, as always, unless that loses and playing
with no items wins.
"""

from __future__ import annotations

import dataclasses

from romsmith.kernel import battle as kb
from romsmith.rom_build import abi

PHASE = abi.enum("RS_PHASE_")
MENU = abi.enum("RS_MENU_")
SPELL_KINDS = {v: k.lower() for k, v in abi.enum("RS_SPELL_").items() if k != "kinds"}
TARGETS = {v: k.lower() for k, v in abi.enum("RS_TARGET_").items()}
USES = {v: k.lower() for k, v in abi.enum("RS_USE_").items() if k != "kinds"}
NO_SPELL = abi.const("RS_BATTLE_NO_SPELL")
DEFEND, POISON, SLEEP = (abi.const(f"RS_STATUS_{n}") for n in ("DEFEND", "POISON", "SLEEP"))
COMMAND_ROW = {"attack": 0, "spell": 1, "item": 2, "defend": 3, "run": 4}  # RS_BCMD_* order
ENDS = {PHASE["won"]: "won", PHASE["lost"]: "lost", PHASE["fled"]: "fled"}


def read_battle(game, scene) -> tuple[kb.Battle, list[int]]:
    """The scene's rs_battle block as kernel.battle's Battle (items by their game index, as text)
    and each item use's game item index."""
    rom = game.rom
    b = rom.read("rs_battle", scene.genre_data)
    spells = tuple(
        kb.Spell(rom.text(s["name"]), SPELL_KINDS[s["kind"]], TARGETS[s["target"]], s["mp"], s["power"])
        for s in rom.array("rs_spell", b["spells"], b["spell_count"])
    )

    def battler(w: dict) -> kb.Battler:
        slots = [k for k in range(kb.KNOWN) if w["spells"][k] != NO_SPELL]
        return kb.Battler(
            rom.text(w["name"]), w["hp"], w["mp"], w["attack"], w["defense"], w["speed"],
            tuple(w["spells"][k] for k in slots), w["w_attack"], w["w_defend"], tuple(w["w_spell"][k] for k in slots),
        )  # fmt: skip

    uses = rom.array("rs_battle_item", b["items"], b["item_count"])
    battle = kb.Battle(
        tuple(battler(w) for w in rom.array("rs_battler", b["party"], b["party_count"])),
        tuple(battler(w) for w in rom.array("rs_battler", b["foes"], b["foe_count"])),
        spells,
        tuple(kb.ItemUse(str(u["item"]), USES[u["use"]], u["power"]) for u in uses),
        b["seed"],
        bool(b["can_run"]),
    )
    return battle, [u["item"] for u in uses]


def fight_now(battle: kb.Battle, s: dict) -> kb.Fight:
    """The battle as the state block shows it: everyone's hp, mp and statuses, the inventory."""
    fight = kb.Fight.start(battle, {str(i): n for i, n in enumerate(s["items"]) if n})
    fight.round = s["battle_round"]
    for side, hp, mp, status in (
        (fight.party, s["party_hp"], s["party_mp"], s["party_status"]),
        (fight.foes, s["foe_hp"], s["foe_mp"], s["foe_status"]),
    ):
        for n, f in enumerate(side):
            f.hp, f.mp = hp[n], mp[n]
            f.defending = bool(status[n] & DEFEND)
            f.sleep = int(bool(status[n] & SLEEP))
            f.poison = int(bool(status[n] & POISON))
    return fight


def plan(battle: kb.Battle, held: dict[str, int], swift_round: int) -> tuple[bool, bool]:
    """(whether the party uses its items, whether that is for the swift win) in `battle` as it
    starts (the engine starts every battle from its block) holding `held`: no items when the
    greedy party with none wins by `swift_round` (0: no swift win), else the items, unless with
    them the greedy party does not win and with none it does."""
    if swift_round:
        plain = kb.simulate(battle, {}, max_rounds=swift_round)
        if plain.won and plain.rounds <= swift_round:
            return False, True
    if not any(held.get(u.item, 0) for u in battle.items) or kb.simulate(battle, held).won:
        return True, False
    return not kb.simulate(battle, {}).won, False


class Battle:
    def __init__(self, bot):
        self.bot = bot
        self.battle: kb.Battle | None = None
        self.swift_round = 0  # the round to win by for the swift win's rewards; 0: none offered
        self.items = True  # whether the greedy policy may use the party's items (`plan`)
        self.for_swift = False  # whether the items are left alone for the swift win
        self.ended = False

    def flags_changed(self) -> None:
        pass

    def scene_entered(self) -> None:
        self.battle, self.ended = None, False

    def step(self, s: dict) -> None:
        if self.battle is None:
            scene = self.bot.game.scenes[self.bot.scene]
            self.battle, _ = read_battle(self.bot.game, scene)
            self.swift_round = self.bot.game.rom.read("rs_battle", scene.genre_data)["swift_rounds"]
            held = fight_now(self.battle, s).inventory
            self.items, self.for_swift = plan(self.battle, held, self.swift_round)
            foes = ", ".join(f"{f.name} {f.hp} hp" for f in self.battle.foes)
            by = f"; a swift win by round {self.swift_round}" if self.swift_round else ""
            if not self.items and any(held.get(u.item, 0) for u in self.battle.items):
                by += ", played without items" if self.for_swift else "; played without items, with them it is lost"
            self.bot.note(f"battle: {len(self.battle.party)} in the party against {foes}{by}")
        phase = s["battle"]
        if phase == PHASE["command"]:
            self.command(s)
        elif phase == PHASE["act"]:
            self.press("A")
        elif phase in ENDS:
            if not self.ended:
                self.ended = True
                self.end(s, ENDS[phase])
            self.press("A")
        else:
            self.bot.frames(1)

    def end(self, s: dict, how: str) -> None:
        """The battle's end noted; a win with its round, its swift round and whether it was swift
        (battle.c `finish`: won in a round not past swift_rounds)."""
        rounds, turns = s["battle_round"], s["battle_turns"]
        said = f"battle {how} in round {rounds} after {turns} turns"
        if how != "won":
            self.bot.note(said)
            return
        swift = bool(self.swift_round) and rounds <= self.swift_round
        if self.swift_round:
            said += f", {'a swift win' if swift else 'not swift'} (by round {self.swift_round})"
        self.bot.note(said, won_round=rounds, swift_round=self.swift_round, swift=swift)

    def press(self, key: str) -> None:
        self.bot.frames(1, (key,))
        self.bot.frames(1)

    def command(self, s: dict) -> None:
        """One key toward the greedy command for the member whose turn it is."""
        fight = fight_now(self.battle, s)
        turn, menu, cursor = s["battle_turn"], s["battle_menu"], s["battle_cursor"]
        if self.for_swift and fight.round > self.swift_round:  # not won by then after all: the safe play
            self.items, self.for_swift = True, False
        want = kb.greedy(fight if self.items else dataclasses.replace(fight, inventory={}), turn)
        if menu == MENU["command"]:
            self.toward(cursor, COMMAND_ROW[want.kind])
        elif menu in (MENU["magic"], MENU["item"]):
            entries = self.entries(fight, turn, menu)
            kind = "spell" if menu == MENU["magic"] else "item"
            if want.kind != kind or want.index not in entries:
                self.press("B")
            else:
                self.toward(cursor, entries.index(want.index))
        elif menu == MENU["target"]:
            targets = self.targets(fight, turn, want)
            if want.target not in targets:
                self.press("B")
            else:
                self.toward(cursor, targets.index(want.target))

    def toward(self, cursor: int, row: int) -> None:
        self.press("A" if cursor == row else "DOWN" if cursor < row else "UP")

    def entries(self, fight: kb.Fight, turn: int, menu: int) -> list[int]:
        """What the MAGIC or ITEM list shows (battle.c fill_entries): known spells in slot order,
        or the item uses whose item the party holds."""
        if menu == MENU["magic"]:
            return list(fight.party[turn].who.spells)
        return [i for i, u in enumerate(self.battle.items) if fight.inventory.get(u.item, 0) > 0][:5]

    def targets(self, fight: kb.Fight, turn: int, want: kb.Command) -> list[int]:
        """What the target list offers for `want` (battle.c open_targets): standing foes, standing
        allies, or fallen allies to revive, by slot."""
        if want.kind == "attack":
            hostile, fallen = True, False
        elif want.kind == "spell":
            hostile, fallen = self.battle.spells[want.index].kind != "heal", False
        else:
            use = self.battle.items[want.index].use
            hostile, fallen = use == "damage", use == "revive"
        side = fight.foes if hostile else fight.party
        base = kb.FOE if hostile else 0
        return [base + n for n, f in enumerate(side) if f.up != fallen]
