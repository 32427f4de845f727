"""The shooter genre in mGBA: the view scrolls by itself, A fires from a capped pool, a hit costs an
enemy hp and a kill scores, a wave enters at its frame, enemy fire hurts (then the ship is safe
for a while), a ship out of hearts is lost and the next comes, the boss ends the level, a spare
ship lasts into the next level and through the battery save into a continue there (a new game, a
try again and a continue of any other save start with the level's own ships), and the debug
viewer shows play. Everything is read through the state block and the live table
(rs_shooter_live) as `romsmith.rom_build.abi` lays them out."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from test_genre_shooter_spec import shooter_spec

from romsmith.playtest._romdata import elf_symbols
from romsmith.rom_build import abi, savefile

pytestmark = [pytest.mark.docker, pytest.mark.mgba]

MODE = abi.MODES
PLAY = abi.struct("rs_shooter_play")
FP = 16  # the live table's positions are 1/16 px
DISPCNT_BG2 = 0x0400


def built(spec: dict, pack, base: Path) -> Path:
    from romsmith.generators import emit_game
    from romsmith.rom_build import build_rom

    emitted = emit_game(spec, pack, base / "game")
    result = build_rom(base / "game", base / "out", title=emitted.title, code=emitted.code, cache_dir=base / "cache")
    assert result.ok, result.log_path.read_text()[-3000:]
    return Path(result.rom_path)


@pytest.fixture(scope="module")
def rom(toolchain, pack, tmp_path_factory) -> Path:
    return built(shooter_spec(), pack, tmp_path_factory.mktemp("shooter"))


# A level of nothing but its carrier: on the ship's line (the ship's top is 76 on screen, the play
# area's 68), a pixel a frame, four hits, never firing; survived at 12 s.
CARRIER = {"at": 1, "enemy": "puny_asteroid", "y": 68, "speed": 60, "hp": 4, "points": 500, "gives": "life"}
CARRIER_LEVEL = dict(
    goal="survive",
    boss=None,
    length=12,
    waves=[],
    carrier=CARRIER,
    power_ups={"repair": "puny_power_repair", "life": "puny_starship"},
)


@pytest.fixture(scope="module")
def carrier_rom(toolchain, pack, tmp_path_factory) -> Path:
    return built(shooter_spec(**CARRIER_LEVEL), pack, tmp_path_factory.mktemp("carrier"))


# The carrier's level leading on to a second one of empty sky, whose survival wins.
BELT_CLEAR = {"id": "belt_clear", "description": "the belt is behind"}
OPEN_SKY = dict(id="sky", name="Open Sky", goal="survive", boss=None, length=10, waves=[], flag="won")


def two_levels() -> dict:
    spec = shooter_spec(**CARRIER_LEVEL, flag="belt_clear", next="sky")
    spec["scenes"].append({**spec["scenes"][0], "carrier": None, **OPEN_SKY})
    spec["flags"].append(BELT_CLEAR)
    return spec


@pytest.fixture(scope="module")
def two_level_rom(toolchain, pack, tmp_path_factory) -> Path:
    return built(two_levels(), pack, tmp_path_factory.mktemp("two_levels"))


class Game:
    """The emulator with the shooter's live table beside the state block."""

    def __init__(self, rom: Path, save: bytes | None = None):
        from romsmith.rom_build.emulator import Emulator

        self.emu = Emulator(rom, save=save)
        self.live_at = elf_symbols(rom.with_name("game.elf"))["rs_shooter_live"][0]

    def state(self) -> dict:
        return self.emu.state()

    def live(self) -> dict:
        return PLAY.unpack(self.emu.read(self.live_at, PLAY.size))

    def start(self) -> dict:
        """Past the title and the intro, in play at the level's first frames."""
        self.emu.run(30)
        self.emu.press("START", 2)
        for _ in range(200):
            s = self.state()
            if s["mode"] == MODE["play"]:
                return s
            self.emu.press("A") if s["mode"] == MODE["dialogue"] else None
            self.emu.run(3)
        raise AssertionError(f"never reached play: {self.state()['mode']}")

    def until(self, done, limit: int, keys=()) -> dict:
        for _ in range(limit):
            s = self.state()
            if done(s, self.live()):
                return s
            self.emu.run(1, keys=keys)
        raise AssertionError(f"not within {limit} frames")


def screen_x(s: dict) -> int:
    return (s["player_x"] - s["cam_x"] + 0x8000) % 0x10000 - 0x8000  # both wrap as s16


def test_the_view_scrolls_by_itself_and_the_far_layer_shows(rom):
    game = Game(rom)
    s0 = game.start()
    game.emu.run(60)
    s1 = game.state()
    assert s1["genre"] == abi.const("RS_GENRE_SHOOTER") and s1["mode"] == MODE["play"]
    assert s1["cam_x"] - s0["cam_x"] == 60  # 60 px a second, nothing pressed
    assert screen_x(s1) == screen_x(s0) and s1["player_y"] == s0["player_y"]  # the ship holds still
    assert game.emu.io16(0) & DISPCNT_BG2  # the starfield's distant stars behind the map


def test_a_fires_shots_and_the_pool_holds_no_more_than_its_cap(rom):
    game = Game(rom)
    game.start()
    cap = shooter_spec()["scenes"][0]["ship"]["max_shots"]
    seen = []
    for _ in range(90):
        game.emu.run(1, keys=("A",))
        s, live = game.state(), game.live()
        seen.append(s["shots"])
        assert s["shots"] == sum(1 for shot in live["shots"] if shot["on"])
    assert seen[0] > 0 and max(seen) == cap and all(n <= cap for n in seen), seen
    game.emu.run(60)
    assert game.state()["shots"] == 0  # A let go: the last ones leave the screen


def test_a_hit_costs_an_enemy_hp_and_shooting_it_down_scores(rom):
    game = Game(rom)
    game.start()
    wave = shooter_spec()["scenes"][0]["waves"][0]  # one asteroid on the ship's line, 3 hp, 100 points

    def foe(live):
        return next((f for f in live["foes"] if f["on"] and f["kind"] == 0), None)

    game.until(lambda s, live: foe(live) is not None, 400)
    s = game.until(lambda s, live: foe(live) and foe(live)["hp"] < wave["hp"], 200, keys=("A",))
    assert foe(game.live())["hp"] == wave["hp"] - 1 and s["score"] == 0  # hit, not yet down
    s = game.until(lambda s, live: live["kills"] == 1, 200, keys=("A",))
    assert s["score"] == wave["points"]


def test_a_wave_enters_at_its_frame(rom):
    game = Game(rom)
    game.start()
    wave = shooter_spec()["scenes"][0]["waves"][1]
    frame = round(wave["at"] * 60)
    s = game.until(lambda s, live: s["scene_frames"] == frame - 2, frame + 60, keys=("UP",))
    before = s["wave"]
    seen = []
    for _ in range(4):
        game.emu.run(1)
        s = game.state()
        seen.append((s["scene_frames"], s["wave"]))
    assert seen == [(frame - 1, before), (frame, before + 1), (frame + 1, before + 1), (frame + 2, before + 1)]
    entered = [f for f in game.live()["foes"] if f["on"] == 1 and f["kind"] == 1]
    assert entered and entered[0]["order"] == 0 and entered[0]["x"] >= (240 - 4) * FP  # at the right edge


def test_a_hit_hurts_the_ship_which_is_then_safe_for_a_while(rom):
    game = Game(rom)
    s0 = game.start()
    s = game.until(lambda s, live: s["hp"] < s0["hp"], 900)  # the asteroid rams, the raiders fire
    safe = round(1.5 * 60)  # safe_after_hit: the default 1.5 s
    for _ in range(safe - 5):
        game.emu.run(1)
        assert game.state()["hp"] == s["hp"]


def test_a_ship_out_of_hearts_is_lost_and_the_next_comes(rom):
    game = Game(rom)
    s0 = game.start()
    s = game.until(lambda s, live: s["lives"] < s0["lives"], 3000)
    live = game.live()
    assert s["lives"] == s0["lives"] - 1 and s["hp"] == s["hp_max"] and s["mode"] == MODE["play"]
    assert live["lost"] > 0 and s["foe_shots"] == 0  # a pause, the enemy fire cleared
    s = game.until(lambda s, live: live["lost"] == 0, 120)
    assert screen_x(s) == 24  # the next ship flies in where the first began


def test_the_debug_viewer_shows_the_level_in_play(rom):
    game = Game(rom)
    game.emu.run(40, keys=("L", "R"))
    game.emu.run(60)  # what the report's scene screenshot waits
    s, live = game.state(), game.live()
    assert s["debug"] == 1 and s["mode"] == MODE["play"]
    assert any(f["on"] for f in live["foes"])  # it starts just before the first wave


def test_the_boss_ends_the_level_and_the_bot_wins(rom, tmp_path):
    from PIL import Image

    from romsmith.playtest import playtest

    result = playtest(rom, ids_path=rom.parent.parent / "game" / "game_ids.h", max_frames=6000, shots_dir=tmp_path)
    assert result.won, (result.outcome, result.reason, result.steps[-5:])
    events = [step["event"] for step in result.steps]
    arrives = next(i for i, e in enumerate(events) if e.startswith("the boss arrives"))
    won = events.index("flag set: FLAG_WON")
    assert arrives < won < events.index("the win screen shows")
    fight = Image.open(tmp_path / "playthrough_play.png").convert("RGB")  # the boss fight, as the bot saw it
    assert len(fight.getcolors(1 << 16)) > 12 and (tmp_path / "playthrough_win.png").is_file()


PHASE = abi.enum("RS_PHASE_")


def cleared(game: Game) -> dict:
    """Played on, nothing pressed, until the level is survived and the game won."""
    s = game.until(lambda s, live: live["phase"] == PHASE["clear"], 1200)
    game.until(lambda s, live: s["mode"] == MODE["win"], 600)
    return s


def test_the_carrier_shot_down_leaves_a_spare_ship_that_gives_one_more(carrier_rom):
    game = Game(carrier_rom)
    s0 = game.start()
    s = game.until(lambda s, live: live["kills"] == 1, 400, keys=("A",))
    live = game.live()
    assert s["score"] == CARRIER["points"] and s["lives"] == s0["lives"] == 3  # down, not yet caught
    assert [p["kind"] for p in live["powers"] if p["on"]] == [abi.const("RS_POWER_LIFE")]
    s = game.until(lambda s, live: s["lives"] != s0["lives"], 600)  # it drifts into the ship
    assert s["lives"] == 4 and s["hp"] == s0["hp"] and s["score"] == CARRIER["points"]
    assert not any(p["on"] for p in game.live()["powers"])
    assert cleared(game)["lives"] == 4


def test_the_carrier_let_go_changes_nothing_but_the_escaped_count(carrier_rom):
    taken = Game(carrier_rom)
    taken.start()
    taken.until(lambda s, live: s["lives"] == 4, 1000, keys=("A",))
    won_taken = cleared(taken)
    game = Game(carrier_rom)
    s0 = game.start()
    game.emu.run(40, keys=("DOWN",))  # out of its line, holding fire
    s = game.until(lambda s, live: live["escaped"] == 1, 600)
    live = game.live()
    assert (s["lives"], s["hp"], s["score"], live["kills"]) == (s0["lives"], s0["hp"], 0, 0)
    assert not any(p["on"] for p in live["powers"]) and not any(f["on"] for f in live["foes"])
    won = cleared(game)
    assert won["scene_frames"] == won_taken["scene_frames"] == 12 * 60  # survived at its length either way
    assert won["lives"] == s0["lives"] and won_taken["lives"] == s0["lives"] + 1


def next_level(game: Game) -> dict:
    """Played on, nothing pressed, until the second level is in play."""
    return game.until(lambda s, live: s["scene"] == 1 and s["mode"] == MODE["play"], 1500)


def test_a_spare_ship_taken_lasts_into_the_next_level(two_level_rom):
    game = Game(two_level_rom)
    s0 = game.start()
    game.until(lambda s, live: s["lives"] == s0["lives"] + 1, 1000, keys=("A",))
    s = next_level(game)
    assert s["scene_frames"] < 30 and s["lives"] == s0["lives"] + 1 == 4  # carried, not the level's 3


def test_a_level_starts_with_its_own_ships_unless_carried_from_a_cleared_one(two_level_rom):
    let_go = Game(two_level_rom)
    s0 = let_go.start()
    let_go.emu.run(40, keys=("DOWN",))  # out of the carrier's line: no spare ship
    assert s0["lives"] == 3 and next_level(let_go)["lives"] == 3
    taken = Game(two_level_rom)
    taken.start()
    taken.until(lambda s, live: s["lives"] == 4, 1000, keys=("A",))
    assert next_level(taken)["lives"] == 4
    saved = let_go.emu.save_data()  # written on entering the second level with its own ships
    assert (savefile.newest(saved).scene, savefile.newest(saved).ships) == (1, 0)
    again = Game(two_level_rom, save=saved)
    s = again.start()  # the title's cursor is on CONTINUE
    assert (s["scene"], s["lives"]) == (1, 3)
    fresh = Game(two_level_rom)
    assert (fresh.start()["scene"], fresh.state()["lives"]) == (0, 3)


def spare_ship_into_the_second_level(rom: Path) -> Game:
    """A new game: the carrier's spare ship taken, the first level cleared, the second entered
    (which writes the save) with the four ships carried into it."""
    game = Game(rom)
    game.start()
    game.until(lambda s, live: s["lives"] == 4, 1000, keys=("A",))
    assert next_level(game)["lives"] == 4
    return game


def test_a_continue_into_the_next_level_starts_with_the_ships_carried_into_it(two_level_rom):
    game = spare_ship_into_the_second_level(two_level_rom)
    saved = savefile.newest(game.emu.save_data())
    assert (saved.scene, saved.ships) == (1, 4)  # the ships the level started with
    game.emu.reset()  # power off and on: RAM is gone, the battery SRAM stays
    game.emu.run(40)
    t = game.state()
    assert (t["mode"], t["save_ok"], t["cursor"]) == (MODE["title"], 1, 1)
    game.emu.press("START", 2)  # CONTINUE
    s = game.until(lambda s, live: s["mode"] == MODE["play"], 200)
    assert (s["scene"], s["lives"]) == (1, 4)  # the spare ship is still there
    again = savefile.newest(game.emu.save_data())  # written on entering by CONTINUE: kept again
    assert again.serial == saved.serial + 1 and (again.scene, again.ships) == (1, 4)


def test_a_try_again_after_game_over_starts_the_level_with_its_own_ships(two_level_rom):
    game = spare_ship_into_the_second_level(two_level_rom)
    prog_at = elf_symbols(two_level_rom.with_name("game.elf"))["rs_prog"][0]
    game.emu.write(prog_at + abi.struct("rs_progress").offset("hp"), b"\0")  # as if the last ship were lost
    game.until(lambda s, live: s["mode"] == MODE["gameover"], 10)
    game.emu.run(40)
    game.emu.press("START", 2)  # TRY AGAIN
    s = game.until(lambda s, live: s["mode"] == MODE["play"], 200)
    assert (s["scene"], s["lives"]) == (1, 3)
    assert savefile.newest(game.emu.save_data()).ships == 0  # and so does a continue from here


@pytest.fixture(scope="module")
def carried_save(two_level_rom) -> bytes:
    """The SRAM written on entering the second level with four ships carried into it."""
    return spare_ship_into_the_second_level(two_level_rom).emu.save_data()


def with_ships(sram: bytes, ships: int) -> bytes:
    """Every valid slot with `ships` in rs_save.ships (+23) and its checksum made right again."""
    out = bytearray(sram)
    at, end = abi.struct("rs_save").offset("ships"), abi.struct("rs_save").offset("checksum")
    for slot in savefile.slots(sram):
        if slot.valid:
            base = slot.index * savefile.SLOT_SIZE
            out[base + at] = ships
            struct.pack_into("<I", out, base + end, savefile.fnv1a(bytes(out[base : base + end])))
    assert all(s.ships == ships for s in savefile.slots(bytes(out)) if s.valid)
    return bytes(out)


# 0: what every save held there before `ships` (a version-2 save): the level's own; 200: a damaged
# or foreign value, more than the HUD's one digit: the cap.
@pytest.mark.parametrize(("byte", "lives"), [(0, 3), (5, 5), (200, abi.const("RS_SHOOTER_MAX_LIVES"))])
def test_a_continue_starts_with_the_saved_ships_held_to_the_level_s_own_and_the_cap(
    two_level_rom, carried_save, byte, lives
):
    assert savefile.newest(carried_save).ships == 4 and savefile.VERSION == 2
    game = Game(two_level_rom, save=with_ships(carried_save, byte))
    s = game.start()  # the title's cursor is on CONTINUE
    assert (s["scene"], s["lives"]) == (1, lives)
    saved = savefile.newest(game.emu.save_data())  # written on entering by CONTINUE
    assert saved.ships == (lives if lives > 3 else 0)
