"""The dialogue box as a player sees it, read from mGBA screenshots of the fixture game: lines
apart, text inset from the frame, the speaker's name in a tab of its own (not written over the
border), and the box at the top when the one speaking stands where the bottom box would be."""

from __future__ import annotations

import itertools

import pytest
from engine_play import MODE, Player, fixture
from test_engine_play import BOX, GOLD, INK, near, reach, share

pytestmark = [pytest.mark.docker, pytest.mark.mgba]

DARK_EDGE = (9, 11, 20)  # the frame's dark line (text.c box palette colour 5)
BOTTOM_TOP, TOP_TOP = 13 * 8, 1 * 8  # first pixel row of the box at the bottom, at the top (textbox.h)


@pytest.fixture
def game(engine_fixture_rom):
    from romsmith.rom_build.emulator import Emulator

    return Player(Emulator(engine_fixture_rom))


def ink_bands(img, x0, x1, y0, y1, colour=INK) -> list[tuple[int, int]]:
    """Runs of pixel rows between y0 and y1 holding `colour` somewhere in x0..x1: the lines."""
    px = img.load()
    rows = [y for y in range(y0, y1) if any(near(px[x, y], colour) for x in range(x0, x1))]
    bands: list[list[int]] = []
    for y in rows:
        if bands and y == bands[-1][1] + 1:
            bands[-1][1] = y
        else:
            bands.append([y, y])
    return [tuple(b) for b in bands]


def first_ink_x(img, y0, y1) -> int:
    px = img.load()
    return min(x for x in range(240) for y in range(y0, y1) if near(px[x, y], INK))


def talk_to(game, actor, from_side: str):
    """Walk beside `actor` (from 'below' or 'above'), face it, press A and let the page type out."""
    ax, ay = actor["x"] * 8, actor["y"] * 8
    if from_side == "below":
        reach(game, ax, ay + 40)
    else:
        reach(game, ax, ay - 24, first="y")
    game.walk_to(ax, ay)
    game.emu.press("A")
    game.emu.run(150)  # the whole first page typed
    s = game.state()
    assert s["mode"] == MODE["dialogue"] and s["dialogue"] == actor["dialogue"]
    return s


def test_lines_are_spaced_inset_and_the_name_sits_in_a_tab_above_the_frame(game, tmp_path):
    fx = fixture()
    game.start()
    elder = fx.SCENES[0]["actors"][0]
    s = talk_to(game, elder, "below")
    assert s["text_box"] == 1  # at the bottom: the elder stands above the player
    shot = game.emu.screenshot()
    shot.save(tmp_path / "dialogue.png")
    top = BOTTOM_TOP
    lines = ink_bands(shot, 0, 240, top + 8, 160)
    assert len(lines) == 3, lines  # the elder's first page: three lines
    gaps = [b[0] - a[1] - 1 for a, b in itertools.pairwise(lines)]
    assert min(gaps) >= 2, gaps  # lines apart even below descenders (the old box had none)
    assert lines[0][0] - (top + 3) >= 5  # paper above the first line, inside the frame's edge
    assert first_ink_x(shot, top + 8, 160) - 3 >= 12  # and to the left of the text
    assert share(shot, (8, top + 8, 232, 152), BOX) > 0.5
    # the frame's dark top line runs unbroken across the box; the name is above it, in gold
    px = shot.load()
    assert all(near(px[x, top + 2], DARK_EDGE) for x in range(4, 236))
    name = ink_bands(shot, 8, 120, top - 16, top + 2, GOLD)
    assert len(name) == 1 and name[0][0] >= top - 14 and name[0][1] < top, name
    assert share(shot, (8, top - 14, 64, top - 2), BOX) > 0.4  # the tab's own paper


def test_the_box_moves_to_the_top_when_the_speaker_stands_low(game, tmp_path):
    fx = fixture()
    game.start()
    old = next(a for a in fx.SCENES[0]["actors"] if a["dialogue"] == fx.D["FISHER"])
    meadow_h = len(fx.SCENES[0]["grid"]) * 16
    assert old["y"] * 8 + 16 == meadow_h - 16  # on the bottom row inside the hedge
    s = talk_to(game, old, "above")
    assert s["text_box"] == 2
    shot = game.emu.screenshot()
    shot.save(tmp_path / "dialogue-top.png")
    cam_y = min(max(s["player_y"] + 8 - 84, -8), meadow_h - 160)  # map.c map_camera
    cam_x = min(max(s["player_x"] + 8 - 120, 0), len(fx.SCENES[0]["grid"][0]) * 16 - 240)
    sx, sy = old["x"] * 8 - cam_x, old["y"] * 8 - cam_y
    assert sy >= BOTTOM_TOP  # where a bottom box would have hidden the old man
    assert share(shot, (sx, sy, sx + 16, sy + 16), BOX) == 0  # he is in plain sight
    assert share(shot, (8, TOP_TOP + 8, 232, TOP_TOP + 48), BOX) > 0.5  # the box is up top
    assert len(ink_bands(shot, 0, 240, TOP_TOP + 8, TOP_TOP + 56)) == 1  # its one line
    name = ink_bands(shot, 8, 120, TOP_TOP + 56, TOP_TOP + 72, GOLD)  # the tab hangs below it
    assert len(name) == 1, name
    assert game.state()["hp"] == 5
    s = game.close_dialogue()
    assert s["mode"] == MODE["play"] and s["text_box"] == 0
    assert share(game.emu.screenshot(), (0, 8, 240, 80), BOX) < 0.02  # gone with the dialogue


def bg_tile_words(game, tile: int) -> list[int]:
    """The 8 u32 words of BG1 tile `tile` as VRAM holds them now (charblock 0)."""
    vram = game.emu._core.memory.vram.u16
    halves = [vram[(tile * 32 + 2 * i)] for i in range(16)]
    return [halves[2 * i] | halves[2 * i + 1] << 16 for i in range(8)]


def test_water_sways_a_frame_every_period_from_the_vblank_interrupt(game):
    import numpy as np

    from romsmith.generators.emit._gfx import WATER_PERIOD, WATER_SWAY, water_frames

    fx = fixture()
    tiles, _entries = fx.build_tileset()
    first, count, frames, _words = tiles.anim
    assert (count, frames) == (4, len(WATER_SWAY))
    art = fx.art
    pond = np.array(fx.METATILES["~"][0]())
    expected = [[w for t in art.tiles_of(f.tolist()) for w in art.tile_words(t)] for f in water_frames(pond)]
    assert len({tuple(e) for e in expected}) == len(set(WATER_SWAY))  # each sway step is another picture

    game.start()
    seen = set()
    s0 = game.state()
    for _ in range(2 * frames):
        s = game.state()
        now = [w for t in range(first, first + count) for w in bg_tile_words(game, t)]
        assert now == expected[s["water_frame"]]  # VRAM holds the frame the state block names
        seen.add(s["water_frame"])
        game.emu.run(WATER_PERIOD)
    s = game.state()
    assert seen == set(range(frames))  # every frame, round and round
    assert s["water_swaps"] - s0["water_swaps"] == 2 * frames  # one swap per period
    assert s["missed"] == 0

    # on screen: the pond moves, the rest of the meadow keeps still
    a = np.asarray(game.emu.screenshot()).astype(int)
    game.emu.run(WATER_PERIOD)
    b = np.asarray(game.emu.screenshot()).astype(int)
    moved = (a != b).any(axis=2)
    rows = fx.SCENES[0]["grid"]
    s = game.state()
    cam_x = min(max(s["player_x"] + 8 - 120, 0), len(rows[0]) * 16 - 240)  # map.c map_camera
    cam_y = min(max(s["player_y"] + 8 - 84, -8), len(rows) * 16 - 160)
    water = np.zeros_like(moved)
    for my, row in enumerate(rows):
        for mx, ch in enumerate(row):
            y0, x0 = my * 16 - cam_y, mx * 16 - cam_x
            if ch == "~":
                water[max(y0, 0) : max(y0 + 16, 0), max(x0, 0) : max(x0 + 16, 0)] = True
    assert water.sum() > 16 * 16  # some of the pond is in view
    assert moved[water].mean() > 0.05  # the waves shifted
    assert moved[~water].sum() <= 2 * 16 * 16  # elsewhere at most the wandering villager moved
