"""The platformer's physics model (romsmith.kernel.platformer): its defaults and limits against the
engine's header, and which ground a jump reaches. (test_genre_platformer_engine.py holds the
model's jump path against the ROM's, frame by frame.)"""

from __future__ import annotations

from romsmith.kernel.platformer import DEFAULTS, FIELDS, FRAMES, LIMITS, SPEEDS, Level, Physics, peak, reach, rise
from romsmith.rom_build import abi


def test_the_defaults_are_the_engine_s_and_the_limits_within_what_it_accepts():
    block = {f.name for f in abi.struct("rs_platformer").fields}
    assert set(FIELDS) <= block
    assert {name: abi.const("RS_PLAT_" + name.upper()) for name in FIELDS} == DEFAULTS
    assert all(LIMITS[name][1] <= abi.const("RS_PLAT_MAX_VEL") for name in SPEEDS)
    assert all(LIMITS[name][1] <= abi.const("RS_PLAT_MAX_FRAMES") for name in FRAMES)
    assert all(low <= DEFAULTS[name] <= high for name, (low, high) in LIMITS.items())
    assert Physics().problems() == []


def test_physics_outside_the_limits_are_named():
    problems = dict(Physics.of({"jump_vel": 99999, "run_vel": 3000, "hold_grav": 3000}).problems())
    assert set(problems) == {"jump_vel", "run_vel", "hold_grav"}
    assert "between" in problems["jump_vel"] and "walk_vel" in problems["run_vel"]


def test_a_jump_goes_higher_the_longer_a_is_held_and_with_a_stronger_start():
    p = Physics()
    heights = [max(rise(p, hold)) for hold in (1, 4, 8, 12, p.hold_frames, 60)]
    assert heights == sorted(heights) and heights[0] < heights[-1]
    assert heights[-2] == heights[-1]  # holding past hold_frames adds nothing
    assert peak(Physics.of({"jump_vel": 20000})) > peak(p) > peak(Physics.of({"grav": 3000, "hold_grav": 1000}))
    assert reach(p, 0) > reach(p, 32) > 0 and reach(p, peak(p) + 1) == -1


def flat(width: int, gaps=(), height: int = 8) -> list[list[str]]:
    rows = [["."] * width for _ in range(height)]
    for x in range(width):
        if x not in gaps:
            rows[height - 2][x] = rows[height - 1][x] = "#"
    return rows


def level(rows, physics=None) -> Level:
    return Level(["".join(r) for r in rows], physics)


def widest_gap(physics=None) -> int:
    for cells in range(1, 20):
        lv = level(flat(40, gaps=range(10, 10 + cells)), physics)
        if not lv.touches(lv.reached((2, 5)), (35, 5)):
            return cells - 1
    raise AssertionError("no gap is too wide")


def test_the_widest_gap_follows_the_physics_and_one_wider_is_named():
    p = Physics()
    widest = widest_gap(p)
    assert 2 <= widest < widest_gap(Physics.of({"run_vel": 16000, "run_acc": 1500}))
    lv = level(flat(40, gaps=range(10, 11 + widest)), p)
    reached = lv.reached((2, 5))
    assert not lv.touches(reached, (35, 5))
    gap = lv.gap(reached, (35, 5))
    assert (gap.start.x1, gap.end.x0, gap.cells, gap.up) == (9, 11 + widest, widest + 1, 0)
    assert gap.across > gap.distance == reach(p, 0)
    assert f"a gap of {widest + 1} cells" in gap.describe() and f"{gap.across} px across" in gap.describe()


def test_a_wall_higher_than_the_jump_is_named_with_the_height_it_needs():
    p = Physics()
    rows = flat(30)
    cells = peak(p) // 16 + 1
    for y in range(6 - cells, 6):
        rows[y][15] = "#"
    lv = level(rows, p)
    reached = lv.reached((2, 5))
    assert not lv.touches(reached, (25, 5))
    gap = lv.gap(reached, (25, 5))
    assert gap.up == cells * 16 > gap.height == peak(p)
    assert f"a jump {cells * 16} px high" in gap.describe()
    rows[6 - cells][15] = "."  # one cell lower: a jump gets on top
    lv = level(rows, p)
    assert lv.touches(lv.reached((2, 5)), (25, 5))


def test_a_ladder_reaches_a_ledge_no_jump_does():
    rows = flat(30)
    for x in range(8, 20):
        rows[1][x] = "="  # ledges four cells up
    lv = level(rows)
    assert not lv.touches(lv.reached((2, 5)), (15, 0))
    for y in range(1, 6):
        rows[y][7] = "H"  # its top level with the ledges
    lv = level(rows)
    reached = lv.reached((2, 5))
    assert lv.touches(reached, (15, 0))
    assert {(lv.surfaces[i].row, lv.surfaces[i].x0) for i in reached} >= {(0, 7), (5, 0)}


def test_one_way_ledges_are_jumped_through_from_below_solid_blocks_only_from_the_side():
    rows = flat(30)
    for x in range(30):
        rows[3][x] = "="  # a ledge all along, two cells over the ground's standing row
    lv = level(rows)
    assert lv.touches(lv.reached((2, 5)), (20, 2))
    rows[3] = ["#"] * 30  # a solid ceiling instead: no way up
    lv = level(rows)
    assert not lv.touches(lv.reached((2, 5)), (20, 2))
    rows[3][10] = "."  # a hole in it: up through the hole
    lv = level(rows)
    assert lv.touches(lv.reached((2, 5)), (20, 2))


def test_spikes_are_no_ground_but_a_short_row_is_jumped():
    rows = flat(30)
    for x in (12, 13):
        rows[5][x] = "^"
    lv = level(rows)
    assert all(not (s.row == 5 and s.x0 <= 12 <= s.x1) for s in lv.surfaces)
    assert lv.touches(lv.reached((2, 5)), (25, 5))
    for x in range(12, 22):
        rows[5][x] = "^"
    lv = level(rows)
    reached = lv.reached((2, 5))
    assert not lv.touches(reached, (25, 5)) and lv.gap(reached, (25, 5)).cells == 10


def test_a_start_over_a_pit_reaches_nothing():
    lv = level(flat(20, gaps=range(5)))
    assert lv.reached((2, 0)) == set()
