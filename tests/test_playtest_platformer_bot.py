"""The platformer strategy's judgement, without an emulator: it walks enemies forward as the engine
does (turning at the end of their ledge and at walls), judges a jump by where they are on each of
its frames and while the body slides to a stop after it, steers a thrown body's fall onto ground,
and after a hurt drops the plan it was making and plans again only once it stands."""

from __future__ import annotations

from romsmith.kernel.platformer import Physics
from romsmith.playtest import _romdata as rd
from romsmith.playtest.genres import _platformer_foes as foes
from romsmith.playtest.genres._side import FLOOR, HAZARD, LEDGE, WALL, Body, Plan, Tiles, fly
from romsmith.playtest.genres.platformer import STUN_FRAMES, Platformer
from romsmith.rom_build import abi

PHYSICS = Physics()
CODES = {".": FLOOR, "#": WALL, "=": LEDGE, "^": HAZARD}


def tiles(*rows: str) -> Tiles:
    """A level from rows of 8x8 tiles: '.' air, '#' wall, '=' one-way ledge, '^' spikes."""
    return Tiles(bytes(CODES[c] for row in rows for c in row), len(rows[0]), len(rows))


def gap_level() -> Tiles:
    """Ground (pixels 0-143), a pit, a 64-pixel platform (pixels 224-287), a pit, more ground; a
    body standing on either has sprite y 128."""
    ground = "#" * 18 + "." * 10 + "#" * 8 + "." * 8 + "#" * 4
    return tiles(*(["." * 48] * 18), ground, ground)


def patroller(x: int, d: int = -1, speed: int = 2, y: int = 128) -> foes.Foe:
    return foes.Foe(x=x, y=y, d=d, speed=speed)


def actor(**fields) -> dict:
    row = dict.fromkeys((f.name for f in abi.ACTOR_T.fields), 0)
    row.update(active=1, kind=rd.ENEMY, move=abi.enum("RS_MOVE_")["patrol"], scale=1)
    row.update(fields)
    return row


def straight_on(path, start, foe) -> bool:
    """The old judgement, kept to show what it missed: the enemy walks on in a straight line."""
    prev = start
    for t, (px, py) in enumerate(path):
        ex = foe.x + foe.d * foe.speed / 4 * (t + 1)
        if px + 3 < ex + 13 and ex + 3 < px + 13 and py + 2 < foe.y + 16 and foe.y + 4 < py + 16:
            return py > prev[1] and prev[1] + 16 <= foe.y + 8
        prev = (px, py)
    return True


# ---- where enemies walk -----------------------------------------------------------------------
def test_the_actor_table_row_reads_as_a_foe_walking_its_facing_way():
    left = abi.enum("RS_FACE_")["left"]
    foe = foes.Foe.of(actor(x=40, y=128, facing=left, speed=3, acc=6))
    assert foe == foes.Foe(x=40, y=128, d=-1, speed=3, acc=2, scale=1, chases=False)
    assert foes.Foe.of(actor(move=abi.enum("RS_MOVE_")["idle"], speed=3)).speed == 0  # stands still
    assert foes.Foe.of(actor(dying=5)) is None and foes.Foe.of(actor(kind=rd.NPC)) is None
    assert foes.Foe.of(actor(kind=rd.BOSS)).chases


def test_a_patroller_turns_at_the_ends_of_its_ledge_and_never_walks_off():
    level = gap_level()
    xs = foes.track(patroller(234, speed=4), level, 200)  # a pixel a frame
    # its box (x+3..x+12) stays over the platform's pixels 224-287, and it goes end to end
    assert min(xs) == 224 - 3 and max(xs) == 287 - 12
    assert xs[:4] == [234, 233, 232, 231]
    turn = xs.index(221)
    assert xs[turn + 1] == 221 and xs[turn + 2] == 222  # turning takes the frame it was met


def test_a_patroller_turns_at_a_wall_on_open_ground():
    level = tiles("." * 12, "." * 12, "." * 9 + "###", "#" * 12)  # a wall's foot at pixel 72
    xs = foes.track(patroller(50, d=1, speed=4, y=8), level, 40)
    assert max(xs) == 72 - 13 and xs[-1] < max(xs)  # up to the wall, then back


def test_a_slow_enemy_steps_whole_pixels_on_the_quarters_it_carries():
    level = gap_level()
    assert foes.track(patroller(260, speed=2), level, 6) == [260, 260, 259, 259, 258, 258, 257]
    carried = foes.Foe(x=260, y=128, d=-1, speed=2, acc=2)
    assert foes.track(carried, level, 2) == [260, 259, 259]


def test_a_chaser_turns_toward_a_player_near_it():
    level = gap_level()
    chaser = foes.Foe(x=250, y=128, d=-1, speed=4, chases=True)
    assert foes.track(chaser, level, 3, [(280, 128)] * 3) == [250, 251, 252, 253]
    assert foes.track(chaser, level, 3, [(500, 128)] * 3) == [250, 249, 248, 247]  # too far: patrols


# ---- judging a jump ----------------------------------------------------------------------------
def test_a_landing_beside_an_enemy_turned_at_the_ledge_end_fails():
    level = gap_level()
    body = Body(x=126, y=128, vx=PHYSICS.run_vel, grounded=True, coyote=PHYSICS.coyote_frames)
    foe = patroller(234)  # walking toward the platform's near end, where it will turn
    plan = Plan(1, 16, 60, False)
    path, end = fly(body, level, PHYSICS, plan)
    assert end == "landed" and path[-1] == (218, 128)
    assert straight_on(path, (body.x, body.y), foe)  # it expected the enemy gone off the edge
    assert not foes.passes(path, (body.x, body.y), foe, level)
    assert not foes.lands_clear(body, level, PHYSICS, plan, path, [foe])


def test_a_landing_a_step_from_an_enemy_fails_on_the_slide_after_it():
    level = gap_level()
    body = Body(x=126, y=128, vx=PHYSICS.run_vel, grounded=True, coyote=PHYSICS.coyote_frames)
    foe = patroller(234)
    plan = Plan(1, 16, 26, False)
    path, end = fly(body, level, PHYSICS, plan)
    assert end == "landed" and foes.passes(path, (body.x, body.y), foe, level)  # clear as it lands
    slide = foes.settled(body, level, PHYSICS, plan, path)
    assert len(slide) == len(path) + foes.SETTLE_FRAMES and slide[-1][0] > path[-1][0]
    assert not foes.lands_clear(body, level, PHYSICS, plan, path, [foe])
    assert foes.lands_clear(body, level, PHYSICS, plan, path, [patroller(270, d=1)])  # walking away


def test_a_landing_that_slides_onto_spikes_fails():
    ground = "#" * 48
    spikes = "." * 26 + "^^" + "." * 20  # pixels 208-223
    level = tiles(*(["." * 48] * 17), spikes, ground, ground)
    body = Body(x=100, y=128, vx=PHYSICS.run_vel, grounded=True, coyote=PHYSICS.coyote_frames)
    plan = Plan(1, 16, 36, False)
    path, end = fly(body, level, PHYSICS, plan)
    assert end == "landed" and path[-1][0] + 12 < 208  # down short of the spikes
    assert not foes.lands_clear(body, level, PHYSICS, plan, path, [])
    far = Body(x=40, y=128, vx=PHYSICS.run_vel, grounded=True)
    path, _ = fly(far, level, PHYSICS, plan)
    assert foes.lands_clear(far, level, PHYSICS, plan, path, [])


def test_a_stomp_from_above_passes_and_a_walk_into_the_side_does_not():
    level = gap_level()
    foe = patroller(60, speed=0, y=128)
    coming_down = [(60, 100 + 4 * t) for t in range(8)]
    assert foes.passes(coming_down, (60, 96), foe, level)
    walking_in = [(40 + 2 * t, 128) for t in range(10)]
    assert not foes.passes(walking_in, (38, 128), foe, level)


def test_contact_is_tested_before_the_enemies_move_in_a_frame():
    level = gap_level()
    standing = [(100, 128)] * 5  # five frames in place; the enemy, a pixel a frame, walks in
    assert foes.passes(standing, (100, 128), patroller(114, speed=4), level)  # one step short
    assert not foes.passes(standing, (100, 128), patroller(113, speed=4), level)


def test_the_dodges_try_short_and_braked_jumps_after_the_long_ones():
    plans = foes.dodge_plans(1, back=False)
    assert plans[:3] == [Plan(1, 16, 60, False), Plan(1, 9, 60, False), Plan(1, 16, 26, False)]
    assert Plan(1, 16, 4, True) in plans and all(p.d == 1 and p.hold for p in plans)
    assert len(plans) == len(set(plans))
    assert foes.dodge_plans(-1, back=True)[0] == Plan(-1, 16, 60, False)


# ---- a body thrown through the air -------------------------------------------------------------
def test_a_thrown_body_steers_back_onto_its_ledge_rather_than_into_the_pit():
    level = gap_level()
    thrown = Body(x=226, y=110, vx=-PHYSICS.walk_vel, vy=-4000)  # off the platform's near end
    assert fly(thrown, level, PHYSICS, Plan(-1, 0, 90, False))[1] == "pit"
    assert foes.steer_way(thrown, level, PHYSICS, []) == 1  # the landing with ground to spare
    beside = patroller(234, speed=0)
    assert foes.steer_way(thrown, level, PHYSICS, [beside]) == 0  # short of the enemy standing there


def test_rising_counts_as_airborne_though_the_ground_was_touched_this_frame():
    assert foes.airborne({"grounded": 1, "vel_y": -2})  # thrown up by a hurt
    assert foes.airborne({"grounded": 0, "vel_y": 0})
    assert not foes.airborne({"grounded": 1, "vel_y": 0})


# ---- after a hurt ------------------------------------------------------------------------------
class FakeBot:
    """What the strategy asks of the bot: the frame count, the keys pressed, and the states that
    follow (the emulator's `state`)."""

    def __init__(self, states=()):
        self.states = list(states)
        self.keys: list[tuple] = []
        self.frame = 0
        self.emu = self

    def used(self) -> int:
        return self.frame

    def frames(self, n: int = 1, keys: tuple = ()) -> None:
        self.keys.append(keys)
        self.frame += n

    def state(self) -> dict:
        return self.states.pop(0)


def state(hp: int = 4, grounded: int = 1, vel_x: int = 0, vel_y: int = 0) -> dict:
    return {"hp": hp, "grounded": grounded, "vel_x": vel_x, "vel_y": vel_y, "mode": abi.MODES["play"]}


def test_a_hurt_drops_the_jump_waits_out_the_stun_and_steers_until_it_stands():
    bot = FakeBot()
    strategy = Platformer(bot)
    steered = []
    strategy.steer = steered.append
    assert not strategy.recovering(state(hp=4))
    strategy.jump = (Plan(1, 16, 60, False), 30, 2)
    knocked = state(hp=3, grounded=1, vel_x=-25, vel_y=-32)  # on the ground still, flying up
    for _ in range(STUN_FRAMES):
        assert strategy.recovering(knocked)
    assert strategy.jump is None and bot.keys == [()] * STUN_FRAMES  # nothing pressed
    falling = state(hp=3, grounded=0, vel_x=-20, vel_y=40)
    assert strategy.recovering(falling) and steered == [falling]
    assert not strategy.recovering(state(hp=3))  # it stands: back to planning from here
    assert not strategy.thrown


def test_a_stomp_s_bounce_ends_the_jump_and_a_take_off_from_a_landing_does_not():
    plan = Plan(1, 16, 60, False)
    bot = FakeBot([state(grounded=0, vel_x=40, vel_y=-48)])
    strategy = Platformer(bot)
    strategy.jump = (plan, 30, 2)
    strategy.play_jump(state(grounded=0, vel_x=40, vel_y=70))  # falling, then bounced up
    assert strategy.jump is None and strategy.thrown
    bot = FakeBot([state(grounded=0, vel_x=40, vel_y=-62)] * 2)
    strategy = Platformer(bot)
    strategy.jump = (plan, 0, 2)
    strategy.play_jump(state(grounded=1, vel_x=40, vel_y=78))  # landed a frame ago, jumping on
    strategy.play_jump(state(grounded=0, vel_x=40, vel_y=-62))
    assert strategy.jump is not None and not strategy.thrown


# ---- a level's coins ---------------------------------------------------------------------------
def cell_level(*rows: str) -> Tiles:
    """A level from rows of 16x16 cells, each drawn as its 2x2 tiles."""
    return tiles(*("".join(c * 2 for c in row) for row in rows for _ in range(2)))


def test_each_coin_is_taken_by_a_walk_a_hop_or_a_jump_across_and_one_out_of_reach_by_none():
    from romsmith.kernel.platformer import Level
    from romsmith.playtest.genres._platformer_coins import HOP, Coin, crossing, plan_ways, standing_body, takes
    from romsmith.playtest.genres.platformer import _cells

    level_tiles = cell_level(*(["." * 16] * 7), "######...#######", "######...#######")
    level = Level(_cells(level_tiles))
    coins = [
        Coin(0, 2 * 16, 6 * 16),  # where the player stands
        Coin(1, 4 * 16, 4 * 16),  # two cells over the ground
        Coin(2, 7 * 16, 3 * 16),  # over the pit, three cells up
        Coin(3, 12 * 16, 0),  # six cells up: no jump gets there
        Coin(4, 7 * 16, 1 * 16),  # over the pit, higher than a jump across goes
    ]
    ways = plan_ways(coins, level, level_tiles, (1, 6))
    assert [c.way for c in ways] == ["walk", "hop", "cross", "", ""]
    ground, far = level.surface_at(1, 6), level.surface_at(12, 6)
    assert ways[2].surface == ground and ways[2].to == far
    # the hop straight up from a stop under it takes coin 1; from one cell aside it does not
    path, _ = fly(standing_body(4 * 16, 6, PHYSICS), level_tiles, PHYSICS, HOP)
    assert takes(path, coins[1]) and not takes(path, Coin(9, 6 * 16 - 2, 4 * 16))
    plan = crossing(level.surfaces[ground], level.surfaces[far], coins[2], level, level_tiles)
    assert plan is not None and plan.d == 1


def test_a_jump_toward_a_coin_must_not_reach_the_level_s_exit():
    from romsmith.playtest.genres._platformer_coins import enters

    exit_ = rd.Rect(40, 0, 2, 18)  # tile columns 40-41, the whole height
    assert enters([(300, 128), (310, 128)], [exit_])  # the box's tiles reach column 40 (pixel 320)
    assert not enters([(290, 128), (300, 100)], [exit_])
    assert not enters([(310, 128)], [rd.Rect(40, 60, 2, 2)])  # far below


def test_a_coin_over_a_pit_reached_only_jumping_left_is_taken_by_a_jump_across_leftwards():
    """The mirror of a jump across: from a high roof on the right down to the ground on the left,
    through a coin over the pit that no jump rightwards, up from the low side, reaches."""
    from romsmith.kernel.platformer import Level
    from romsmith.playtest.genres._platformer_coins import Coin, crossing, plan_ways
    from romsmith.playtest.genres.platformer import _cells

    level_tiles = cell_level(*(["." * 16] * 5), *([("." * 9) + "#" * 7] * 2), *(["######...#######"] * 2))
    level = Level(_cells(level_tiles))
    roof, ground = level.surface_at(12, 4), level.surface_at(2, 6)
    coin = Coin(0, 7 * 16, 2 * 16)  # over the pit, two cells above the roof
    (way,) = plan_ways([coin], level, level_tiles, (12, 4))
    assert (way.way, way.surface, way.to) == ("cross", roof, ground)
    plan = crossing(level.surfaces[roof], level.surfaces[ground], coin, level, level_tiles)
    assert plan is not None and plan.d == -1
    assert (
        crossing(level.surfaces[ground], level.surfaces[roof], coin, level, level_tiles) is None
    )  # not up from the left


def test_a_game_over_plans_the_level_s_coins_afresh():
    from types import SimpleNamespace

    from romsmith.playtest.genres._platformer_coins import Coin

    strategy = Platformer(FakeBot())
    strategy.bot.game, strategy.bot.flags, strategy.bot.scene = SimpleNamespace(win_flag=0), set(), 3
    strategy.recovering = lambda s: True  # the frame ends there
    strategy.coin_plan = {3: None, 4: [Coin(0, 16, 16, "walk", 0)]}  # level 3's left for the goal
    strategy.coin_tries = {(3, 0): 4, (4, 0): 1}
    strategy.bot.game_overs = 1
    strategy.step(state(grounded=1))
    assert 3 not in strategy.coin_plan or strategy.coin_plan[3] is not None
    assert strategy.coin_tries == {(4, 0): 1} and 4 in strategy.coin_plan
