/* shooter.c - the horizontal shooter: the ship, lives, the goal and the view
 * (enemies, the boss, shots and power-ups fly in shooter_fleet.c). */
#include "shooter.h"
#include "shooter_fleet.h"
#include "actor.h"
#include "camera.h"
#include "hud.h"
#include "input.h"
#include "map.h"
#include "player.h"
#include "scene.h"
#include "sound.h"
#include "state.h"
#include "video.h"

#define live rs_shooter_live
#define SHIP_X0 24                  /* where a ship enters, px */
#define SHIP_Y0 76
#define RESPAWN_FRAMES 60           /* a lost ship's poof, then the next one */
#define NEXT_DELAY 90               /* frames from the goal to the warp on */
#define DEBUG_LEAD 30               /* the scene viewer starts this long before the first wave */

/* a scene without a block: survive a minute of empty sky */
static const rs_shooter defaults = {
    .ship_sprite = RS_NONE, .shot_sprite = RS_NONE, .foe_shot_sprite = RS_NONE,
    .goal = RS_GOAL_SURVIVE, .length = 3600, .flag = RS_NONE, .next_scene = RS_NONE,
    .power_sprite = {RS_NONE, RS_NONE, RS_NONE, RS_NONE}, .boss_sprite = RS_NONE,
};

static const rs_shooter *blk;
static fleet_look ship_look;
static int scroll16, far16;         /* how far the map and the far map have drifted, 1/16 px */
static int fire_cool, clear_wait;
/* The ships left when a cleared level warps on, for the level it leads to. Only that warp sets
 * it and the next entry takes it. The ships a level started with are progress (rs_prog.ships of
 * rs_prog.ships_scene), which the battery save keeps, so a continue there starts with them too;
 * a new game and a try again after game over start a level with its own ships. */
static struct { u16 scene; u8 lives; } carry;

static int or_default(int v, int d) { return v ? v : d; }
static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

/* Counts and indices the engine relies on; a bad block stops on the error screen. */
static void check(const rs_scene *sc)
{
    const rs_game *g = &rs_game_data;
    int bad = blk->wave_count > RS_SHOOTER_MAX_WAVES || (blk->wave_count && !blk->waves) ||
              blk->max_shots > RS_SHOOTER_MAX_SHOTS || blk->goal > RS_GOAL_SURVIVE ||
              blk->length > RS_SHOOTER_MAX_LENGTH || blk->lives > RS_SHOOTER_MAX_LIVES ||
              (blk->next_scene != RS_NONE && blk->next_scene >= g->scene_count);
    for (int w = 0; !bad && w < blk->wave_count; w++) {
        const rs_wave *wv = &blk->waves[w];
        bad = !wv->count || wv->count > RS_SHOOTER_MAX_WAVE || wv->path >= RS_PATH_COUNT ||
              wv->drop > RS_POWER_KINDS || (w && wv->frame < blk->waves[w - 1].frame);
    }
    if (bad)
        rs_fail(RS_ERR_GENRE, (u16)(sc - g->scenes));
}

static void ship_place(void)
{
    live.ship_x = SHIP_X0 << FP;
    live.ship_y = SHIP_Y0 << FP;
}

static void publish(void)
{
    rs_player.x = (s16)((scroll16 >> FP) + PX(live.ship_x));
    rs_player.y = (s16)PX(live.ship_y);
    rs_state_block.shots = (u8)fleet_shots();
    rs_state_block.foe_shots = (u8)fleet_foe_shots();
}

/* ---- the ship -------------------------------------------------------------------- */
static void fire(void)
{
    int limit = or_default(blk->max_shots, RS_SHOOTER_MAX_SHOTS);
    if (!fleet_fire(live.ship_x + (12 << FP), live.ship_y + (4 << FP), live.twin, limit))
        return;                     /* the pool is full: it fires as soon as a shot is gone */
    int rate = or_default(blk->fire_rate, RS_SHOOTER_FIRE_RATE);
    fire_cool = live.rapid ? (rate + 1) / 2 : rate;
    sound_sfx(RS_SFX_SWORD);
}

static void ship_fly(void)
{
    actor_t *p = &rs_player;
    if (live.lost) {
        if (--live.lost == 0) {
            ship_place();
            p->invuln = (u8)or_default(blk->iframes, RS_SHOOTER_IFRAMES);
        }
        return;
    }
    if (p->invuln)
        p->invuln--;
    u16 held = input_held();
    int v = or_default(blk->ship_speed, RS_SHOOTER_SHIP_SPEED);
    int dx = ((held & KEY_RIGHT) ? v : 0) - ((held & KEY_LEFT) ? v : 0);
    int dy = ((held & KEY_DOWN) ? v : 0) - ((held & KEY_UP) ? v : 0);
    if (dx && dy) {                 /* diagonals no faster than straight lines */
        dx = dx * 181 / 256;
        dy = dy * 181 / 256;
    }
    live.ship_x = (s16)clamp(live.ship_x + dx, 0, (240 - 16) << FP);
    live.ship_y = (s16)clamp(live.ship_y + dy, RS_SHOOTER_TOP << FP, (RS_SHOOTER_BOTTOM - 16) << FP);
    rs_state_block.vel_x = (s16)dx;
    rs_state_block.vel_y = (s16)dy;
    if (fire_cool)
        fire_cool--;
    if ((held & KEY_A) && !fire_cool)
        fire();
}

/* Out of hp: the next ship comes after a pause, or, with none left, the game is over
 * (hp stays 0 and the main loop shows the game-over screen). */
static void ship_lost(void)
{
    if (rs_state_block.lives <= 1) {
        rs_state_block.lives = 0;
        return;
    }
    rs_state_block.lives--;
    rs_prog.hp = rs_prog.hp_max;
    live.lost = RESPAWN_FRAMES;
    live.twin = live.rapid = 0;
    fleet_clear_foe_shots();
    sound_sfx(RS_SFX_DEFEAT);
}

static void ship_hit(int harmless)
{
    actor_t *p = &rs_player;
    if (live.lost)
        return;
    int x = PX(live.ship_x) + 4, y = PX(live.ship_y) + 5;   /* a small box: near misses miss */
    if (!fleet_ship_touch(x, y, 8, 6, harmless || p->invuln))
        return;
    player_hurt(1, 0, 0, 0);
    p->invuln = (u8)or_default(blk->iframes, RS_SHOOTER_IFRAMES);
    if (rs_prog.hp == 0)
        ship_lost();
}

/* ---- the goal -------------------------------------------------------------------- */
static void goal(int clock)
{
    if (live.phase == RS_PHASE_WAVES && clock >= blk->length && fleet_waves_done()) {
        if (blk->goal == RS_GOAL_BOSS && blk->boss_sprite != RS_NONE)
            fleet_boss_enter();
        else if (!fleet_foes_left())
            live.phase = RS_PHASE_CLEAR;
    }
    if (live.phase != RS_PHASE_CLEAR)
        return;
    if (clear_wait++ == 0)
        flag_set(blk->flag, 1);
    if (clear_wait == NEXT_DELAY && blk->next_scene != RS_NONE) {
        carry.scene = blk->next_scene;
        carry.lives = rs_state_block.lives;
        scene_warp(blk->next_scene, blk->next_x, blk->next_y, RS_FACE_RIGHT);
    }
}

/* ---- the genre ------------------------------------------------------------------- */
/* A level's ships: its own, or the more carried from the level cleared just before it (a spare
 * ship taken there lasts), up to RS_SHOOTER_MAX_LIVES. Carried by the warp on, or, on a continue,
 * by the save (rs_prog.ships, restored for the scene it was made in; a value over the cap, from a
 * damaged or foreign save, gives the cap). Kept in rs_prog for the save written on entry. */
static int ships_at_start(const rs_scene *sc)
{
    u16 here = (u16)(sc - rs_game_data.scenes);
    int own = or_default(blk->lives, RS_SHOOTER_LIVES);
    int carried = carry.lives && carry.scene == here ? carry.lives
                  : rs_prog.ships_scene == here  ? rs_prog.ships
                                                 : 0;
    carry.lives = 0;
    int ships = clamp(carried, own, RS_SHOOTER_MAX_LIVES);
    rs_prog.ships = (u8)(ships > own ? ships : 0);
    rs_prog.ships_scene = rs_prog.ships ? here : RS_NONE;
    return ships;
}

static void update(int debug)
{
    int clock = rs_state_block.scene_frames;
    int scroll = or_default(blk->scroll, RS_SHOOTER_SCROLL);
    scroll16 += scroll;
    far16 += blk->far_scroll ? blk->far_scroll : scroll / 4;
    ship_fly();
    fleet_update(clock);
    ship_hit(debug || live.phase == RS_PHASE_CLEAR);
    goal(clock);
    scene_after_flags();
    if (rs_prog.hp == 0) {          /* game over: a try again starts with the level's own ships */
        rs_prog.ships = 0;
        rs_prog.ships_scene = RS_NONE;
    }
    publish();
}

static void ship_draw(u32 t)
{
    int x = PX(live.ship_x), y = PX(live.ship_y);
    if (live.lost) {
        if (live.lost > RESPAWN_FRAMES - 18 && !(live.lost & 2))
            video_obj_add(x, y, 16, OBJ_POOF, VID_OBJ_ENGINE_PAL, 0, 0);
        return;
    }
    if (!(rs_player.invuln & 4))
        fleet_draw_look(&ship_look, x, y, t);
}

static void draw(void)
{
    u32 t = rs_state_block.frame;
    camera_look(scroll16 >> FP, 0);
    video_scroll_far(far16 >> FP, 0);
    video_obj_begin();
    fleet_draw_front(t);
    ship_draw(t);
    fleet_draw_back(t);
    video_obj_end();
}

static void enter(const rs_scene *sc)
{
    blk = sc->genre_data ? (const rs_shooter *)sc->genre_data : &defaults;
    check(sc);
    fleet_enter(blk);
    ship_look = fleet_look_of(blk->ship_sprite != RS_NONE ? blk->ship_sprite : rs_game_data.player_sprite,
                              RS_FACE_RIGHT);
    ship_place();
    rs_player.invuln = 0;
    rs_player.facing = RS_FACE_RIGHT;
    rs_state_block.lives = (u8)ships_at_start(sc);
    rs_state_block.score = 0;
    rs_state_block.wave = 0;
    scroll16 = far16 = fire_cool = clear_wait = 0;
    map_repeat(1);
    video_far_map(blk->far_map, RS_SHOOTER_FAR_ROWS);
    hud_score(1);
    if (rs_state_block.debug && blk->wave_count && blk->waves[0].frame > DEBUG_LEAD)
        rs_state_block.scene_frames = (u16)(blk->waves[0].frame - DEBUG_LEAD);  /* shots show play */
    publish();
    draw();
}

const rs_genre genre_shooter = {enter, update, draw};
