"""The battle genre in mGBA, read through the state block as `romsmith.rom_build.abi` lays it out:
touching an enemy starts its battle, a command spends a turn, damage changes a foe's hp by the
stated formula, an item is used up, victory sets its flag and brings the party back, running
away too, defeat goes to the stated place or tries again, and a whole battle played by the bot
ends exactly as romsmith.kernel.battle said it would; a swift win (within its rounds) also gives
its item, which the later battles can use, and a slower one changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from battle_game import arena_spec, rpg_spec

from romsmith.generators.spec import GameSpec
from romsmith.kernel import battle as kb
from romsmith.rom_build import abi

pytestmark = [pytest.mark.docker, pytest.mark.mgba]

MODE = abi.MODES
PHASE = abi.enum("RS_PHASE_")
MENU = abi.enum("RS_MENU_")
ACT = abi.enum("RS_ACT_")
DEFEND = abi.const("RS_STATUS_DEFEND")
COMMAND = {"attack": 0, "magic": 1, "item": 2, "defend": 3, "run": 4}


def build(spec: dict, pack, base: Path) -> Path:
    from romsmith.generators import emit_game
    from romsmith.rom_build import build_rom

    emitted = emit_game(spec, pack, base / "game")
    result = build_rom(base / "game", base / "out", title=emitted.title, code=emitted.code, cache_dir=base / "cache")
    assert result.ok, result.log_path.read_text()[-3000:]
    return Path(result.rom_path)


def lose_to_meadow() -> dict:
    """The RPG with a lich that wins if nobody hits it: a defeat wakes the party in the meadow."""
    spec = rpg_spec()
    lich = spec["scenes"][2]
    lich.update(lose="place", lose_to="meadow", lose_x=2, lose_y=2)
    return spec


ELIXIR = 1  # the swift RPG's second item


def swift_slimes() -> dict:
    """The RPG whose slime battle has a swift win: won by round 2 (the greedy party's pace) it
    also gives an elixir (heal 255: a member's hp in full), which every battle can use."""
    spec = rpg_spec()
    spec["items"].append({"id": "elixir", "name": "Elixir", "description": "Heals in full.", "icon": "potion"})
    for sc in spec["scenes"][1:]:
        sc["items"] = [*sc["items"], {"item": "elixir", "use": "heal", "power": 255}]
    spec["scenes"][1]["swift"] = {"rounds": 2, "rewards": [{"op": "give_item", "id": "elixir"}]}
    return spec


@pytest.fixture(scope="module")
def roms(toolchain, pack, tmp_path_factory) -> dict[str, Path]:
    base = tmp_path_factory.mktemp("battle")
    specs = {"rpg": rpg_spec(), "arena": arena_spec(), "lose": lose_to_meadow(), "swift": swift_slimes()}
    return {name: build(spec, pack, base / name) for name, spec in specs.items()}


class Game:
    def __init__(self, rom: Path):
        from romsmith.rom_build.emulator import Emulator

        self.emu = Emulator(rom)

    def state(self) -> dict:
        return self.emu.state()

    def start(self) -> dict:
        """Past the title and the premise, in play."""
        self.emu.run(30)
        self.emu.press("START", 2)
        return self.until(lambda s: s["mode"] == MODE["play"] and s["scene"] != 0xFFFF, 300, talk=True)

    def until(self, done, limit: int, keys=(), talk=False) -> dict:
        for _ in range(limit):
            s = self.state()
            if done(s):
                return s
            if talk and s["mode"] == MODE["dialogue"]:
                self.emu.press("A")
            self.emu.run(1, keys=keys)
        raise AssertionError(f"not within {limit} frames: {self.summary()}")

    def summary(self) -> dict:
        s = self.state()
        keys = ("mode", "scene", "battle", "battle_turn", "battle_menu", "battle_cursor", "party_hp", "foe_hp")
        return {k: s[k] for k in keys}

    def walk_to(self, x: int, y: int, limit: int = 600) -> dict:
        for _ in range(limit):
            s = self.state()
            dx, dy = x - s["player_x"], y - s["player_y"]
            if not dx and not dy:
                return s
            self.emu.run(1, keys=(("RIGHT" if dx > 0 else "LEFT") if dx else ("DOWN" if dy > 0 else "UP"),))
        raise AssertionError(f"did not get to ({x}, {y}): {self.summary()}")

    def to_the_lich(self) -> dict:
        """Round the slimes (row 3, above them) to the lich, into its battle."""
        self.walk_to(2 * 16, 3 * 16)
        self.walk_to(10 * 16, 3 * 16)
        return self.walk_into(12 * 16, 5 * 16)

    def walk_into(self, x: int, y: int, limit: int = 600) -> dict:
        """Walk toward the pixel (x, y) until a battle begins."""
        for _ in range(limit):
            s = self.state()
            if s["genre"] == abi.const("RS_GENRE_BATTLE") and s["battle"]:
                return s
            self.met = s  # where the player stood when the battle began
            dx, dy = x - s["player_x"], y - s["player_y"]
            key = ("RIGHT" if dx > 0 else "LEFT") if abs(dx) > abs(dy) else ("DOWN" if dy > 0 else "UP")
            self.emu.run(1, keys=(key,))
        raise AssertionError(f"no battle began: {self.summary()}")

    def talk_to(self, x: int, y: int) -> dict:
        """Walk below the one standing at pixel (x, y), face up, talk and read to the end."""
        self.walk_to(x, y + 16)
        self.press("UP")
        self.press("A")
        self.until(lambda s: s["mode"] == MODE["dialogue"], 30)
        return self.until(lambda s: s["mode"] == MODE["play"], 600, talk=True)

    def only_defend(self, limit: int = 6000) -> dict:
        """Every party member defends until the battle is lost; the state then."""
        for _ in range(limit):
            s = self.state()
            if s["battle"] == PHASE["lost"]:
                return s
            if s["battle"] == PHASE["command"] and s["battle_menu"] == MENU["command"]:
                self.menu_to(MENU["command"], COMMAND["defend"])
            else:
                self.press("A")
        raise AssertionError(f"the battle was not lost: {self.summary()}")

    def press(self, key: str) -> None:
        self.emu.press(key, 1)
        self.emu.run(1)

    def menu_to(self, menu: int, row: int) -> None:
        """Move the cursor of `menu` (showing now) to `row` and press A."""
        s = self.state()
        assert s["battle_menu"] == menu, self.summary()
        while self.state()["battle_cursor"] != row:
            self.press("DOWN")
        self.press("A")

    def my_turn(self, member: int | None = None, limit: int = 900) -> dict:
        """Hurry turns with A until a party member's (this one's) menu waits, or the battle ends."""
        for _ in range(limit):
            s = self.state()
            if s["battle"] == PHASE["command"] and (member is None or s["battle_turn"] == member):
                return s
            if s["battle"] in (PHASE["won"], PHASE["lost"], PHASE["fled"]):
                return s
            self.press("A") if s["battle"] == PHASE["act"] else self.emu.run(1)
        raise AssertionError(f"no turn for {member}: {self.summary()}")

    def command(self, name: str, *rows: int) -> dict:
        """A command, then its list's row, then the target's row; returns the state after it."""
        before = self.state()
        self.menu_to(MENU["command"], COMMAND[name])
        menus = [MENU["magic" if name == "magic" else "item"]] if name in ("magic", "item") else []
        for menu, row in zip(menus + [MENU["target"]], rows, strict=False):
            self.menu_to(menu, row)
        return self.until(lambda s: s["battle_turns"] == before["battle_turns"] + 1, 30)


def rules(spec: dict, scene_id: str) -> kb.Battle:
    game = GameSpec.model_validate(spec)
    return next(sc for sc in game.scenes if sc.id == scene_id).battle()


def slime_battle(rom: Path) -> Game:
    """The RPG, walked into the first slime: its battle, the first party turn waiting."""
    game = Game(rom)
    game.start()
    game.walk_into(7 * 16, 5 * 16)
    return game


def test_touching_an_enemy_starts_its_battle(roms):
    game = slime_battle(roms["rpg"])
    s = game.my_turn()
    assert s["scene"] == 1 and s["genre"] == abi.const("RS_GENRE_BATTLE") and s["mode"] == MODE["play"]
    assert s["party_hp"][:3] == [60, 40, 50] and s["foe_hp"][:2] == [30, 30] and s["party_mp"][:3] == [0, 30, 20]
    assert s["battle_round"] == 1 and s["battle_menu"] == MENU["command"]
    assert s["battle_turn"] == 1  # Bo is the fastest of all (speed 9)


def test_a_command_spends_a_turn(roms):
    game = slime_battle(roms["rpg"])
    s0 = game.my_turn(1)
    s1 = game.command("defend")
    assert s1["battle_turns"] == s0["battle_turns"] + 1
    assert (s1["battle_actor"], s1["battle_action"]) == (1, ACT["defend"])
    assert s1["party_status"][1] & DEFEND
    assert s1["battle"] == PHASE["act"]  # the turn is shown; the menu waits for the next member
    nxt = game.my_turn()
    assert nxt["battle_turn"] != 1


def test_attack_damage_is_attack_less_half_the_foe_s_defense(roms):
    battle = rules(rpg_spec(), "slime_fight")
    game = slime_battle(roms["rpg"])
    game.my_turn(1)
    game.command("defend")  # Bo
    s0 = game.my_turn(0)  # Ana: attack 14 against the first slime's defense 2
    s1 = game.command("attack", 0)
    expected = max(1, battle.party[0].attack - battle.foes[0].defense // 2)
    assert expected == 13
    assert s0["foe_hp"][0] - s1["foe_hp"][0] == expected == s1["battle_amount"]
    assert (s1["battle_action"], s1["battle_target"]) == (ACT["attack"], kb.FOE)


def test_magic_spends_mp(roms):
    game = slime_battle(roms["rpg"])
    s0 = game.my_turn(1)
    s1 = game.command("magic", 0, 1)  # Bo: Fire (4 mp, 18 hp) at the second slime
    assert s1["party_mp"][1] == s0["party_mp"][1] - 4 and s0["foe_hp"][1] - s1["foe_hp"][1] == 18
    assert (s1["battle_action"], s1["battle_target"], s1["battle_amount"]) == (ACT["spell"], kb.FOE + 1, 18)


def test_an_item_is_used_up(roms):
    potion = 0
    game = Game(roms["rpg"])
    game.start()
    game.talk_to(4 * 16, 2 * 16)  # the healer gives a potion
    assert game.state()["items"][potion] == 1
    game.walk_into(7 * 16, 5 * 16)
    game.my_turn(1)
    game.command("defend")
    s0 = game.my_turn(0)
    s1 = game.command("item", 0, 2)  # Ana: the potion, on Cy
    assert s1["items"][potion] == s0["items"][potion] - 1 == 0
    assert s1["battle_action"] == ACT["item"] and s1["party_hp"][2] == min(50, s0["party_hp"][2] + 30)
    game.my_turn()
    game.menu_to(MENU["command"], COMMAND["item"])
    assert game.state()["battle_menu"] == MENU["command"]  # none left: the list does not open


def test_victory_sets_its_flag_and_defeats_the_enemy_met(roms):
    from romsmith.playtest import playtest

    result = playtest(roms["rpg"], max_frames=20000)
    assert result.won, result.reason
    assert "FLAG_LICH_DOWN" in result.flags_set or "flag 3" in result.flags_set
    assert any("battle won" in st["event"] for st in result.steps)
    assert [st["scene"] for st in result.steps if st["event"].startswith("entered scene")][-1] == 0


def test_winning_a_slime_battle_brings_the_party_back_without_that_slime(roms):
    game = slime_battle(roms["rpg"])
    met = game.met
    battle = rules(rpg_spec(), "slime_fight")
    while game.state()["battle"] != PHASE["won"]:
        s = game.my_turn()
        fight = _fight(battle, s)
        want = kb.greedy(fight, s["battle_turn"])
        game.command(want.kind if want.kind != "spell" else "magic", *_rows(battle, fight, s, want))
        game.until(lambda s: s["battle"] in (PHASE["act"], PHASE["won"]), 30)
        while game.state()["battle"] == PHASE["act"]:
            game.press("A")
    assert game.state()["items"][0] == 1  # the reward: a potion
    back = game.until(lambda s: s["scene"] == 0 and s["battle"] == 0, 400)  # it leads on by itself
    assert back["flags"][0] >> 1 & 1 and not back["flags"][0] >> 2 & 1  # slime_a_down: the one met
    assert abs(back["player_x"] - met["player_x"]) <= 24 and abs(back["player_y"] - met["player_y"]) <= 24
    assert back["actors"] == 3  # the healer, the other slime and the lich: this slime is gone


def test_running_brings_the_party_back_beside_the_slime(roms):
    game = slime_battle(roms["rpg"])
    game.my_turn()
    game.menu_to(MENU["command"], COMMAND["run"])
    s = game.until(lambda s: s["battle"] == PHASE["fled"], 60)
    assert s["battle_action"] == ACT["run"]
    back = game.until(lambda s: s["scene"] == 0 and s["battle"] == 0, 400, keys=("A",))
    assert back["actors"] == 4 and not back["flags"][0] >> 1 & 1
    game.emu.run(30)
    assert game.state()["scene"] == 0  # safe for a moment: touching the slime again does not start it


def test_defeat_goes_to_the_stated_place_with_the_items_as_they_were(roms):
    game = Game(roms["lose"])
    game.start()
    game.to_the_lich()
    lost = game.only_defend()
    assert lost["party_hp"][:3] == [0, 0, 0]
    s = game.until(lambda s: s["battle"] == 0 and s["scene"] == 0 and s["mode"] == MODE["play"], 400, keys=("A",))
    assert (s["player_x"], s["player_y"]) == (2 * 16, 2 * 16)  # lose_to: the meadow's cell (2, 2)
    assert not s["flags"][0] >> 3 & 1  # no victory


def test_defeat_goes_back_to_the_last_save(roms):
    game = slime_battle(roms["rpg"])  # the slimes' battle: lose "save"; the meadow saved on entry
    game.only_defend()
    s = game.until(lambda s: s["battle"] == 0 and s["scene"] == 0 and s["mode"] == MODE["play"], 400)
    assert (s["player_x"], s["player_y"]) == (2 * 16, 5 * 16)  # where the game began, saved there
    assert s["save_ok"] == 1


def test_a_lost_battle_is_tried_again_from_its_start(roms):
    game = Game(roms["arena"])
    game.start()
    s = game.my_turn()
    assert s["scene"] == 0 and s["battle_round"] == 1
    assert game.only_defend()["battle_round"] > 1
    again = game.until(lambda s: s["battle"] == PHASE["command"] and s["battle_round"] == 1, 600, keys=("A",))
    assert again["scene"] == 0 and again["party_hp"][:3] == [60, 40, 50] and again["foe_hp"][:2] == [30, 30]


def test_a_battle_played_by_the_bot_ends_as_the_rules_say(roms):
    """The whole lich battle: every turn's numbers as kernel.battle plays them."""
    battle = rules(rpg_spec(), "lich_fight")
    expected = kb.simulate(battle, {})
    game = Game(roms["rpg"])
    game.start()
    game.to_the_lich()
    while game.state()["battle"] != PHASE["won"]:
        s = game.my_turn(limit=3000)
        if s["battle"] == PHASE["won"]:
            break
        fight = _fight(battle, s)
        want = kb.greedy(fight, s["battle_turn"])
        game.command(want.kind if want.kind != "spell" else "magic", *_rows(battle, fight, s, want))
        game.until(lambda s: s["battle"] in (PHASE["act"], PHASE["won"]), 30)
    s = game.state()
    assert (s["battle_round"], s["battle_turns"]) == (expected.rounds, expected.turns)
    assert s["party_hp"][:3] == expected.party_hp and s["foe_hp"][0] == 0


def _fight(battle: kb.Battle, s: dict) -> kb.Fight:
    from romsmith.playtest.genres.battle import fight_now

    return fight_now(battle, s)


def _rows(battle: kb.Battle, fight: kb.Fight, s: dict, want: kb.Command) -> list[int]:
    """The list rows the menus show for `want` (as the playtest strategy walks them)."""
    from romsmith.playtest.genres.battle import Battle

    strategy = Battle.__new__(Battle)
    strategy.battle = battle
    rows = []
    if want.kind == "spell":
        rows.append(list(fight.party[s["battle_turn"]].who.spells).index(want.index))
    elif want.kind == "item":
        rows.append(strategy.entries(fight, s["battle_turn"], MENU["item"]).index(want.index))
    if want.kind in ("attack", "spell", "item") and want.target is not None:
        rows.append(strategy.targets(fight, s["battle_turn"], want).index(want.target))
    return rows


def win(game: Game, battle: kb.Battle, defend_rounds: int = 0) -> dict:
    """Play the battle showing to victory: every member defends in the first `defend_rounds`
    rounds, then the greedy command; the state as it is won."""
    while game.state()["battle"] != PHASE["won"]:
        s = game.my_turn()
        if s["battle"] == PHASE["won"]:
            break
        if s["battle_round"] <= defend_rounds:
            game.command("defend")
        else:
            fight = _fight(battle, s)
            want = kb.greedy(fight, s["battle_turn"])
            game.command(want.kind if want.kind != "spell" else "magic", *_rows(battle, fight, s, want))
        game.until(lambda s: s["battle"] in (PHASE["act"], PHASE["won"]), 30)
    return game.until(lambda s: s["battle"] == PHASE["won"], 30)


def test_a_swift_win_gives_its_item_and_a_later_battle_can_use_it(roms):
    battle = rules(swift_slimes(), "slime_fight")
    assert kb.simulate(battle, {}).rounds == 2
    game = slime_battle(roms["swift"])
    won = win(game, battle)
    assert won["battle_round"] == 2
    assert won["items"][0] == 1 and won["items"][ELIXIR] == 1  # the potion, and the swift win's elixir
    game.until(lambda s: s["scene"] == 0 and s["battle"] == 0, 400)
    game.to_the_lich()
    full = (60, 40, 50)
    for _ in range(12):  # everyone defends until someone is hurt on Cy's turn
        s0 = game.my_turn()
        if s0["battle_turn"] == 2 and any(s0["party_hp"][n] < full[n] for n in range(3)):
            break
        game.command("defend")
    hurt = min(range(3), key=lambda n: s0["party_hp"][n] - full[n])
    assert s0["battle_turn"] == 2 and s0["party_hp"][hurt] < full[hurt] and s0["items"][ELIXIR] == 1
    s1 = game.command("item", 1, hurt)  # Cy: the elixir (the second item held) on the one most hurt
    assert s1["items"][ELIXIR] == 0 and s1["battle_action"] == ACT["item"]
    assert s1["battle_amount"] == full[hurt] - s0["party_hp"][hurt]  # all it lacked


def test_a_slower_win_changes_nothing_else(roms):
    """Defending through round 1 wins in round 3: no elixir, and hp, items, flags and the way
    back are as in the same game with no swift win."""
    ends = {}
    for name in ("swift", "rpg"):
        game = slime_battle(roms[name])
        won = win(game, rules(rpg_spec(), "slime_fight"), defend_rounds=1)
        back = game.until(lambda s: s["scene"] == 0 and s["battle"] == 0, 400)
        ends[name] = won, back
    (won, back), (plain, plain_back) = ends["swift"], ends["rpg"]
    assert won["battle_round"] == plain["battle_round"] > 2
    assert won["items"][ELIXIR] == 0 and won["items"][0] == plain["items"][0] == 1
    for key in ("party_hp", "foe_hp", "battle_turns", "flags"):
        assert won[key] == plain[key], key
    for key in ("flags", "items", "actors", "player_x", "player_y"):
        assert back[key] == plain_back[key], key
