"""The story genre in the engine: the rival chefs (tests/story_play.py) emitted by the generators,
built in the Docker toolchain and played in mGBA, read through the state block's story fields
as rom_build.abi lays them out: the portraits in OBJ VRAM, a line typed then read, an answer
setting its flag and leading to its ending, an other ending's card trying again, and the
backlog of earlier lines."""

from __future__ import annotations

import re
import struct

import pytest
from engine_play import MODE, TILE
from story_play import END, STEP, Reader, build, spec

from romsmith.rom_build import abi

pytestmark = [pytest.mark.e2e, pytest.mark.mgba]

VRAM_OBJ = 0x10000  # OBJ tiles in VRAM (charblock 4)
STAGE_TILE0 = 1024 - 2 * 64  # story_stage.c: the last 128 OBJ tiles, 64 a portrait
TAB_ROW = 11  # textbox.h: the name tab's rows above a box at the bottom (row 13)


@pytest.fixture(scope="module")
def built(toolchain, tmp_path_factory):
    result, _emitted = build(tmp_path_factory.mktemp("story"))
    assert result.ok, result.log_path.read_text()
    return result


@pytest.fixture
def game(built):
    from romsmith.rom_build.emulator import Emulator

    return Reader(Emulator(built.rom_path))


def flag_bits(s: dict, ids: list[str]) -> dict[str, bool]:
    names = [f["id"] for f in spec()["flags"]]
    return {i: bool(s["flags"][0] >> names.index(i) & 1) for i in ids}


def rom_words(built, symbol: str, start: int, count: int) -> list[int]:
    from romsmith.playtest._romdata import elf_symbols

    address, _size = elf_symbols(built.rom_path.with_suffix(".elf"))[symbol]
    rom = built.rom_path.read_bytes()
    at = address - abi.ROM_BASE + 4 * start
    return list(struct.unpack_from(f"<{count}I", rom, at))


def vram_words(game, byte: int, count: int) -> list[int]:
    vram = game.emu._core.memory.vram
    return [vram.u32[byte + 4 * i] for i in range(count)]


def test_the_stage_shows_both_portraits_from_their_pictures(game, built):
    s = game.start()
    assert (s["genre"], s["error"]) == (abi.const("RS_GENRE_STORY"), 0)
    assert (s["stage_left"], s["stage_right"]) == (2, 1)  # marco's first face is happy, lucia's neutral
    assert s["text_box"] == 1 and s["story_line"] == 0 and s["stage_speaker"] == 0xFF  # narration first
    game.emu.run(4)
    left = vram_words(game, VRAM_OBJ + 32 * STAGE_TILE0, 512)
    right = vram_words(game, VRAM_OBJ + 32 * (STAGE_TILE0 + 64), 512)
    assert left == rom_words(built, "portrait_puny_chef_tiles", 512, 512)  # expression 1 (happy)
    assert right == rom_words(built, "portrait_puny_maiden_tiles", 0, 512)  # expression 0 (neutral)
    oam = game.emu._core.memory.oam
    objects = [(oam.u16[8 * i], oam.u16[8 * i + 2], oam.u16[8 * i + 4]) for i in range(8)]
    palettes = sorted({a2 >> 12 for _a0, _a1, a2 in objects})
    assert palettes == [13, 14] and all(a1 & 0xC000 == 0x8000 for _a0, a1, _a2 in objects)  # 32x32 quarters
    shot = game.emu.screenshot().convert("RGB")
    sky = shot.getpixel((4, 60))
    assert sum(shot.getpixel((x, y)) != sky for x in range(8, 72) for y in range(44, 100)) > 1500


def tab_columns(game) -> list[int]:
    """The BG0 columns of the name tab's own tiles (text.h TT_TAB0..), above a bottom box."""
    first = TILE["TAB0"]
    return [c for c, t in enumerate(game.text_tiles()[TAB_ROW]) if first <= t < first + 22]


def test_a_line_is_typed_then_a_reads_on_and_the_speaker_steps_forward(game):
    game.start()
    typing = game.state()
    assert typing["story_step"] == STEP["typing"]
    s = game.next_line()
    assert (s["story_line"], s["stage_speaker"], s["stage_left"]) == (1, 0, 2)  # marco, happy
    assert max(tab_columns(game)) < 15  # his name stands on the left, under him
    s = game.next_line()
    assert (s["story_line"], s["stage_speaker"]) == (2, 1) and min(tab_columns(game)) > 15  # lucia's
    s = game.next_line()
    assert (s["story_line"], s["stage_speaker"], s["stage_left"]) == (3, 0, 3)  # marco, now sad
    assert s["story_read"] == 3


def test_an_answer_sets_its_flag_and_leads_to_its_good_ending(game):
    game.start()
    s = game.to_choice()
    assert s["story_step"] == STEP["choice"] and s["story_cursor"] == 0
    game.tap("DOWN")
    assert game.state()["story_cursor"] == 1
    s = game.pick(0)
    assert s["story_answer"] == 0
    assert flag_bits(s, ["helped_marco", "helped_lucia"]) == {"helped_marco": True, "helped_lucia": False}
    s = game.read_on(lambda s: s["scene"] == 1)
    assert s["scene"] == 1  # the contest, its route plain
    s = game.read_on(lambda s: s["mode"] == MODE["win"])
    assert s["mode"] == MODE["win"] and s["story_end"] == END["good"]
    assert flag_bits(s, ["won", "lost"]) == {"won": True, "lost": False}


def test_the_other_answer_ends_on_its_card_and_tries_again(game):
    game.start()
    game.to_choice()
    s = game.pick(1)
    assert flag_bits(s, ["helped_marco", "helped_lucia"]) == {"helped_marco": False, "helped_lucia": True}
    s = game.read_on(lambda s: s["story_step"] == STEP["card"])
    assert (s["scene"], s["story_end"]) == (3, END["other"]) and flag_bits(s, ["lost", "won"]) == {
        "lost": True,
        "won": False,
    }
    text = "\n".join(game.text_rows())
    assert "THE END" in text and "A Slice of Defeat" in text and "A: TRY AGAIN" in text
    game.emu.run(30)
    assert game.state()["story_step"] == STEP["card"]  # it waits for A
    game.tap("A")
    s = game.until(lambda s: s["scene"] == 0 and s["story_step"] == STEP["typing"], limit=200)
    assert (s["scene"], s["story_line"], s["mode"]) == (0, 0, MODE["play"])  # the kitchen again
    game.to_choice()
    s = game.pick(0)  # this time for marco: the flag of the other answer is cleared
    assert flag_bits(s, ["helped_marco", "helped_lucia"]) == {"helped_marco": True, "helped_lucia": False}


def backlog_text(game) -> str:
    return " ".join(" ".join(game.text_rows()).split())


def test_l_shows_the_earlier_lines_and_closing_it_gives_the_line_back(game):
    game.start()
    for _ in range(3):
        game.next_line()
    s = game.tap("L")
    assert s["backlog_open"] == 1 and s["backlog"] == 4  # the three read and the one showing
    text = backlog_text(game)
    assert "BACKLOG" in text
    assert "The night before the great cooking contest." in text  # the first line, read earlier
    assert "Marco My soup will win. It always does." in text  # its speaker above it
    assert text.index("The night before") < text.index("Lucia Not this year")  # oldest first
    game.emu.run(30)
    assert game.state()["story_line"] == 3  # reading waits while it shows
    s = game.tap("L")
    assert s["backlog_open"] == 0 and s["text_box"] == 1 and s["story_line"] == 3
    assert "BACKLOG" not in backlog_text(game)


def test_the_backlog_keeps_the_last_eight_and_scrolls_to_older_ones(game):
    game.start()
    game.to_choice()
    game.pick(0)
    s = game.read_on(lambda s: s["scene"] == 1 and s["story_step"] == STEP["wait"] and s["story_line"] == 1)
    assert s["backlog"] == 8  # 5 lines, the answer, its reply and this scene's first two: 9 seen
    s = game.tap("L")
    views = {s["backlog_first"]: backlog_text(game)}
    assert "With my spoon back" in views[s["backlog_first"]]  # the newest shows first
    assert s["backlog_first"] > 0  # the older ones are above what fits
    while game.state()["backlog_first"] > 0:
        s = game.tap("UP")
        views[s["backlog_first"]] = backlog_text(game)
    assert sorted(views) == list(range(len(views)))  # UP steps back one line at a time
    assert "Marco My soup will win" in views[0]  # the oldest held is the second line read
    assert not any("The night before" in text for text in views.values())  # the first dropped out
    assert any("> Help Marco" in text for text in views.values())  # the answer picked is there too


def test_the_debug_viewer_shows_each_story_scene_with_its_question(game):
    game.emu.run(40, keys=("L", "R"))
    s = game.until(lambda s: s["debug"] and s["mode"] == MODE["play"], limit=100)
    game.emu.run(30)
    s = game.state()
    assert (s["scene"], s["story_step"], s["stage_left"] > 0, s["stage_right"] > 0) == (0, STEP["choice"], True, True)
    assert s["text_box"] == 1 and s["error"] == 0


def test_reading_the_whole_story_misses_no_frame(game):
    game.start()
    game.to_choice()
    game.pick(1)
    game.read_on(lambda s: s["story_step"] == STEP["card"])
    game.tap("L")
    game.emu.run(10)
    s = game.state()
    assert s["missed"] == 0 and s["loop_lines_max"] < 228


def test_a_block_the_engine_cannot_read_stops_on_the_error_screen(toolchain, tmp_path, pack):
    from romsmith.generators.emit import emit_game
    from romsmith.rom_build import build_rom
    from romsmith.rom_build.emulator import Emulator

    emit_game(spec(), pack, tmp_path / "game")
    data = tmp_path / "game" / "game_data.c"
    broken, count = re.subn(r"(scene1_story = \{.*?)\.route_count = 2", r"\1.route_count = 7", data.read_text())
    assert count == 1  # the contest's block claims more routes than a block may have
    data.write_text(broken)
    result = build_rom(tmp_path / "game", tmp_path / "out", title="RIVAL CHEFS", code="RSST", cache_dir=tmp_path / "c")
    assert result.ok, result.log_path.read_text()
    reader = Reader(Emulator(result.rom_path))
    reader.start()
    reader.to_choice()
    reader.pick(0)
    s = reader.read_on(lambda s: s["mode"] == MODE["error"])
    assert (s["mode"], s["error"], s["error_arg"]) == (MODE["error"], abi.const("RS_ERR_GENRE"), 1)


def test_the_playtest_bot_answers_its_way_to_the_good_ending(built):
    from romsmith.playtest import playtest

    result = playtest(built.rom_path, elf_path=built.rom_path.with_suffix(".elf"))
    assert result.won, result.reason
    answers = [s for s in result.steps if s["event"].startswith("answered")]
    assert [s["answer"] for s in answers] == [0]  # Help Marco: the only way to the golden spoon
    assert result.scenes_visited == ["Kitchen", "Contest", "Soup Wins"]


def test_a_story_prologue_leads_into_an_adventure_the_bot_wins(toolchain, tmp_path):
    from test_genre_story_spec import prologue_game

    from romsmith.playtest import playtest
    from romsmith.rom_build.emulator import Emulator

    result, _ = build(tmp_path, prologue_game())
    assert result.ok, result.log_path.read_text()
    game = Reader(Emulator(result.rom_path))
    s = game.start()
    assert (s["scene"], s["genre"], s["stage_left"]) == (0, abi.const("RS_GENRE_STORY"), 3)  # the king, sad
    assert TILE["HEART"] not in game.text_tiles()[0]  # a story scene hides the HUD strip
    s = game.read_on(lambda s: s["scene"] == 1 and s["mode"] == MODE["play"])
    assert s["genre"] == abi.const("RS_GENRE_ADVENTURE") and s["story_step"] == STEP["done"]
    game.emu.run(40)
    assert TILE["HEART"] in game.text_tiles()[0]  # the village has its hearts back
    won = playtest(result.rom_path, elf_path=result.rom_path.with_suffix(".elf"))
    assert won.won and won.scenes_visited[:2] == ["Prologue", "Elm Village"], won.reason
