"""The pause menu in mGBA: items with their icons, the quest log following the flags, the map
of visited scenes. Pages are read back from the BG0 tile map (letters, icons, marks) and
checked in screenshots (the box's paper, the ink, the tick's green)."""

from __future__ import annotations

import pytest
from engine_play import ICON, MODE, TILE, Player, fixture

pytestmark = [pytest.mark.docker, pytest.mark.mgba]

PAPER, INK, TICK = (3, 4, 10), (31, 31, 29), (8, 26, 8)  # text.c box palette colours 1, 2, 9


def share(img, box, rgb5, tol=10) -> float:
    data = img.crop(box).tobytes()
    px = [data[i : i + 3] for i in range(0, len(data), 3)]
    return sum(all(abs(p - (c << 3)) <= tol for p, c in zip(pixel, rgb5)) for pixel in px) / len(px)


@pytest.fixture
def game(engine_fixture_rom):
    from romsmith.rom_build.emulator import Emulator

    return Player(Emulator(engine_fixture_rom))


def pause_page(game, page: int) -> list[str]:
    game.emu.press("START")
    game.emu.run(3)
    for _ in range(page):
        game.emu.press("R")
        game.emu.run(2)
    assert game.state()["mode"] == MODE["pause"] and game.state()["menu"] == page
    return game.text_rows()


def resume(game) -> None:
    game.emu.press("START")
    game.emu.run(3)
    assert game.state()["mode"] == MODE["play"]


def log_lines(rows: list[str]) -> list[tuple[str, str]]:
    """(mark, text) of every quest step line: mark '+' done, '>' the next one, '-' later."""
    return [(r[2], r[4:].strip()) for r in rows if r[2] in "+>-" and r[3] == " " and r[4:].strip()]


def expected_log(game, steps) -> list[tuple[str, str]]:
    out, current = [], False
    for text, flag in steps:
        done = game.flag(fixture().F[flag])
        mark = "+" if done else "-" if current else ">"
        current = current or not done
        out.append((mark, text))
    return out


def test_the_quest_log_follows_the_flags(game, tmp_path):
    fx = fixture()
    name, steps = fx.QUESTS[0]
    game.start()
    rows = pause_page(game, 1)
    assert name in rows[5]
    assert log_lines(rows) == expected_log(game, steps) == [(">", steps[0][0])] + [("-", t) for t, _f in steps[1:]]
    at = [r for r, line in enumerate(rows) if any(line[4:].strip() == t for t, _f in steps)]
    assert at == [7, 9, 11, 13] and all(rows[r].strip() == "" for r in (6, 8, 10, 12))
    shot = game.emu.screenshot()  # a blank row between the log's lines: they fit
    assert share(shot, (8, 32, 232, 136), PAPER) > 0.6 and share(shot, (24, 56, 200, 112), INK) > 0.04
    assert share(shot, (24, 64, 200, 72), INK) == 0  # the row between two steps holds no ink
    assert share(shot, (16, 56, 24, 112), TICK) == 0  # no step done yet
    resume(game)

    elder = fx.SCENES[0]["actors"][0]
    game.walk_to(elder["x"] * 8, elder["y"] * 8 + 40)
    game.walk_to(elder["x"] * 8, elder["y"] * 8)
    game.emu.press("A")
    game.emu.run(2)
    game.close_dialogue()
    rows = pause_page(game, 1)
    lines = log_lines(rows)
    assert lines == expected_log(game, steps)
    assert [m for m, _t in lines] == ["+", "+", ">", "-"]  # the elder talked and opened the gate
    shot = game.emu.screenshot()
    shot.save(tmp_path / "quests.png")
    ticks = [share(shot, (16, 8 * r, 24, 8 * r + 8), TICK) for r in (7, 9, 11, 13)]
    assert ticks[0] > 0.1 and ticks[1] > 0.1 and ticks[2] == ticks[3] == 0  # green ticks, then none


def test_items_show_icon_name_and_count_and_the_map_the_visited_scenes(game):
    fx = fixture()
    game.start()
    rows = pause_page(game, 0)
    assert "No items yet" in "".join(rows) and "HEARTS 5/5" in rows[5]
    resume(game)
    elder = fx.SCENES[0]["actors"][0]
    game.walk_to(elder["x"] * 8, elder["y"] * 8 + 40)
    game.walk_to(elder["x"] * 8, elder["y"] * 8)
    game.emu.press("A")
    game.emu.run(2)
    game.close_dialogue()
    door = fx.SCENES[0]["warps"][0]
    game.walk_to(door[0][0] * 16, door[0][1] * 16, first="x")
    game.emu.run(40)
    assert game.state()["scene"] == fx.SC["HUT"] and game.state()["visited"] == 0b011

    rows = pause_page(game, 0)
    key_row = next(r for r, line in enumerate(rows) if "Old Key" in line)
    assert game.text_tiles()[key_row][3] == TILE["ICON0"] + ICON["KEY"]  # the key's icon
    assert rows[key_row][5:12] == "Old Key" and rows[key_row][22:24] == "x1"
    shot = game.emu.screenshot()
    gold = share(shot, (24, 8 * key_row, 32, 8 * key_row + 8), (31, 25, 6))
    assert gold > 0.2  # the key icon is drawn in gold

    rows = pause_page_turn(game, 2)
    tiles = game.text_tiles()
    rooms = {"HUT": TILE["ROOM_HERE"], "MEADOW": TILE["ROOM"], "WOODS": TILE["GLYPH0"]}  # not yet visited: blank
    for scene, tile in rooms.items():
        mx, my = fx.SCENES[fx.SC[scene]]["map"]
        assert tiles[5 + 2 * my][3 + 2 * mx] == tile, scene
    hut, meadow = fx.SCENES[fx.SC["HUT"]]["map"], fx.SCENES[fx.SC["MEADOW"]]["map"]
    assert tiles[5 + 2 * hut[1] + 1][3 + 2 * hut[0]] == TILE["LINK_V"] and meadow[1] == hut[1] + 1  # joined
    assert "Elder Hut" in rows[17] and rows[16].strip() == "" and "START: BACK" in rows[17]  # apart from the grid
    game.emu.press("B")
    game.emu.run(2)
    assert game.state()["mode"] == MODE["play"]


def pause_page_turn(game, page: int) -> list[str]:
    while game.state()["menu"] != page:
        game.emu.press("RIGHT")
        game.emu.run(2)
    return game.text_rows()
