/* platformer.c - the side-view genre: running, jumping, ladders, hurts, coins, checkpoints, the camera. */
#include "platformer.h"
#include "platformer_body.h"
#include "platformer_foes.h"
#include "genre/rs_platformer.h"
#include "actor.h"
#include "camera.h"
#include "dialogue.h"
#include "hud.h"
#include "input.h"
#include "map.h"
#include "player.h"
#include "scene.h"
#include "sound.h"
#include "state.h"
#include "video.h"

#define STUN_FRAMES 14             /* the d-pad and A do nothing after a hurt */
#define DROP_FRAMES 8              /* ledges let the player through after DOWN+A */

static const rs_platformer defaults = {
    RS_PLAT_WALK_VEL, RS_PLAT_RUN_VEL, RS_PLAT_WALK_ACC, RS_PLAT_RUN_ACC, RS_PLAT_DEC,
    RS_PLAT_JUMP_VEL, RS_PLAT_GRAV, RS_PLAT_HOLD_GRAV, RS_PLAT_MAX_FALL_VEL, RS_PLAT_CLIMB_VEL,
    RS_PLAT_HOLD_FRAMES, RS_PLAT_COYOTE_FRAMES, RS_PLAT_BUFFER_FRAMES, RS_PLAT_NO_FRAME, RS_PLAT_NO_FRAME,
    0, 0, 0, 0, 0, {0, 0, 0, 0}};

static const rs_platformer *cfg;
rs_plat_motion rs_plat;            /* speeds, fractions, hold, coyote, buffer (rs_platformer.h) */
static int face;                   /* -1 left, 1 right */
static int grounded, climbing, drop_frames, stun;
static int spawn_x, spawn_y;       /* tile where a fall puts the player back */
static int checkpoint;             /* 1 + the last checkpoint touched, 0 none */
static int cam_x, cam_y, cam_col;  /* cam_col: the first map column on screen */

#define BOX (&pbox_16)

/* The coins taken are progress (rs_prog.taken, bit n coin n), so the battery save keeps them. */
_Static_assert(sizeof rs_prog.taken * 8 >= RS_PLAT_MAX_COINS, "a bit for every coin");
static int taken(int i) { return rs_prog.taken[i >> 5] >> (i & 31) & 1; }

/* ---- the block ------------------------------------------------------------ */
static void check(const rs_platformer *c)
{
    const u16 speeds[] = {c->walk_vel, c->run_vel, c->walk_acc, c->run_acc, c->dec,
                          c->jump_vel, c->grav, c->hold_grav, c->max_fall_vel, c->climb_vel};
    int bad = c->hold_frames > RS_PLAT_MAX_FRAMES || c->coyote_frames > RS_PLAT_MAX_FRAMES ||
              c->buffer_frames > RS_PLAT_MAX_FRAMES || c->coin_count > RS_PLAT_MAX_COINS ||
              c->checkpoint_count > RS_PLAT_MAX_CHECKPOINTS || (c->coin_count && !c->coins) ||
              (c->checkpoint_count && !c->checkpoints);
    for (unsigned i = 0; i < sizeof speeds / sizeof speeds[0]; i++)
        bad |= speeds[i] > RS_PLAT_MAX_VEL;
    const rs_sprite *s = rs_player.sheet;
    bad |= c->jump_frame != RS_PLAT_NO_FRAME && c->jump_frame >= s->frame_count;
    bad |= c->fall_frame != RS_PLAT_NO_FRAME && c->fall_frame >= s->frame_count;
    if (bad)
        rs_fail(RS_ERR_GENRE, scene_index());
}

/* ---- moving the player ------------------------------------------------------ */
/* Adds v to the fraction and steps the whole pixels; 0 when a tile stopped it. */
static int move(s32 *frac, s32 v, int horizontal)
{
    actor_t *p = &rs_player;
    *frac += v;
    int n = *frac >> 12;
    *frac -= (s32)n * RS_PLAT_ONE_PX;
    int dir = n < 0 ? -1 : 1;
    for (int k = n < 0 ? -n : n; k > 0; k--) {
        int ok = horizontal ? pbody_step_x(p, BOX, dir) : pbody_step_y(p, BOX, dir, climbing || drop_frames);
        if (!ok) {
            *frac = 0;
            return 0;
        }
    }
    return 1;
}

static void run(u16 held)
{
    int dir = stun ? 0 : (held & KEY_RIGHT) ? 1 : (held & KEY_LEFT) ? -1 : 0;
    int fast = (held & KEY_B) != 0;
    s32 top = fast ? cfg->run_vel : cfg->walk_vel, acc = fast ? cfg->run_acc : cfg->walk_acc;
    if (dir) {
        s32 v = rs_plat.vx * dir;          /* speed along dir */
        face = dir;
        if (v < 0)
            v = v + acc + cfg->dec > top ? top : v + acc + cfg->dec;   /* turning round */
        else if (v < top)
            v = v + acc > top ? top : v + acc;
        else if (v > top)
            v = v - cfg->dec < top ? top : v - cfg->dec;              /* B let go */
        rs_plat.vx = v * dir;
    } else if (rs_plat.vx > 0) {
        rs_plat.vx = rs_plat.vx > cfg->dec ? rs_plat.vx - cfg->dec : 0;
    } else if (rs_plat.vx < 0) {
        rs_plat.vx = -rs_plat.vx > cfg->dec ? rs_plat.vx + cfg->dec : 0;
    }
}

static void start_jump(s32 speed)
{
    rs_plat.vy = -speed;
    rs_plat.hold = cfg->hold_frames;
    rs_plat.coyote = rs_plat.buffer = climbing = grounded = 0;
    sound_sfx(RS_SFX_JUMP);
}

/* A pressed now or up to buffer_frames ago jumps once there is ground (or was,
 * coyote_frames ago); DOWN+A on a ledge drops through it. */
static void jump(u16 held)
{
    if (input_pressed(KEY_A) && !stun)
        rs_plat.buffer = cfg->buffer_frames + 1;
    if (!rs_plat.buffer)
        return;
    if ((held & KEY_DOWN) && grounded && !pbody_floor(&rs_player, BOX, 1)) {
        drop_frames = DROP_FRAMES;
        rs_plat.buffer = grounded = 0;
    } else if (grounded || rs_plat.coyote) {
        start_jump(cfg->jump_vel);
    } else {
        rs_plat.buffer--;
    }
}

static void fall(u16 held)
{
    if (grounded && rs_plat.vy >= 0) {
        rs_plat.vy = rs_plat.fy = 0;
        return;
    }
    if (rs_plat.vy < 0 && rs_plat.hold && (held & KEY_A)) {
        rs_plat.vy += cfg->hold_grav;
        rs_plat.hold--;
    } else {
        rs_plat.vy += cfg->grav;
        rs_plat.hold = 0;
    }
    if (rs_plat.vy > cfg->max_fall_vel)
        rs_plat.vy = cfg->max_fall_vel;
}

/* ---- ladders ----------------------------------------------------------------- */
static int on_ladder(void)
{
    const actor_t *p = &rs_player;
    return pbody_ladder(p->x + 8, p->y + 8) || pbody_ladder(p->x + 8, p->y + 15);
}

/* UP over a ladder, or DOWN standing on its top, takes hold of it, centred on it. */
static void grab(u16 held)
{
    actor_t *p = &rs_player;
    int cx = p->x + 8;
    if (stun || !(((held & KEY_UP) && on_ladder()) || ((held & KEY_DOWN) && grounded && pbody_ladder(cx, p->y + 16))))
        return;
    int tx = cx >> 3, row = on_ladder() ? p->y + 8 : p->y + 16;
    int x = pbody_ladder((tx - 1) * 8, row) ? (tx - 1) * 8 : pbody_ladder((tx + 1) * 8, row) ? tx * 8 : tx * 8 - 4;
    if (!pbody_solid_at(BOX, x, p->y))
        p->x = (s16)x;
    climbing = 1;
    rs_plat.vx = rs_plat.vy = rs_plat.fx = rs_plat.fy = 0;
    rs_plat.hold = 0;
}

static void climb(u16 held)
{
    s32 c = cfg->climb_vel;
    rs_plat.vy = (held & KEY_UP) ? -c : (held & KEY_DOWN) ? c : 0;
    rs_plat.vx = (held & KEY_RIGHT) ? c : (held & KEY_LEFT) ? -c : 0;
    if (rs_plat.vx)
        face = rs_plat.vx > 0 ? 1 : -1;
    if (input_pressed(KEY_A))
        start_jump(cfg->jump_vel);
}

/* Off the ladder at its top (standing on it), at the ground, or beside it. */
static void let_go(void)
{
    if (!on_ladder() || (rs_plat.vy > 0 && pbody_floor(&rs_player, BOX, 1))) {
        climbing = 0;
        rs_plat.vy = rs_plat.fy = 0;
    }
}

/* ---- hurts, coins, checkpoints, talking ---------------------------------- */
static void respawn(void)
{
    actor_t *p = &rs_player;
    p->x = (s16)(spawn_x * 8);
    p->y = (s16)(spawn_y * 8);
    rs_plat.vx = rs_plat.vy = rs_plat.fx = rs_plat.fy = 0;
    climbing = rs_plat.hold = 0;
}

static void hurt(int damage, int from_x)
{
    actor_t *p = &rs_player;
    player_hurt(damage, p->x, p->y, 0);
    rs_plat.vx = (p->x + 8 < from_x ? -1 : 1) * (s32)cfg->walk_vel;
    rs_plat.vy = -(s32)cfg->jump_vel / 2;
    rs_plat.hold = climbing = 0;
    stun = STUN_FRAMES;
}

static void dangers(int debug, int prev_y)
{
    actor_t *p = &rs_player;
    if (pbody_in_pit(p)) {
        if (!debug)
            player_hurt(1, p->x, p->y, 0);
        respawn();
        return;
    }
    if (debug)
        return;
    if (!p->invuln && pbody_hazard(p, BOX)) {
        hurt(1, p->x + 8 + face);   /* thrown back */
        rs_plat.vx = 0;
        return;
    }
    int from_x, damage;
    switch (foes_contact(prev_y + BOX->y + BOX->h, p->y > prev_y, &from_x, &damage)) {
    case FOE_STOMPED:
        start_jump(input_held() & KEY_A ? cfg->jump_vel : cfg->jump_vel * 3 / 4);
        break;
    case FOE_HURTS:
        hurt(damage, from_x);
        break;
    default:
        break;
    }
}

static void show_taken(int first_col);

static int all_taken(void)
{
    for (int i = 0; i < cfg->coin_count; i++)
        if (!taken(i))
            return 0;
    return 1;
}

/* The level's last coin: one more heart, every heart filled (as RS_FX_MAX_HP), so gathering
 * them all gives something the player feels in the levels after. It comes the one time the
 * set fills: a fall keeps the coins taken, and so do a game over and a continue (enter). */
static void coin_heart(void)
{
    if (!all_taken())
        return;
    rs_prog.hp_max = (u8)(rs_prog.hp_max < RS_MAX_HP ? rs_prog.hp_max + 1 : RS_MAX_HP);
    rs_prog.hp = rs_prog.hp_max;
    sound_sfx(RS_SFX_PICKUP);
}

static void coins(void)
{
    const actor_t *p = &rs_player;
    for (int i = 0; i < cfg->coin_count; i++) {
        if (taken(i))
            continue;
        int cx = cfg->coins[i].x * 8, cy = cfg->coins[i].y * 8;
        if (!actor_overlap(p->x + BOX->x, p->y + BOX->y, BOX->w, BOX->h, cx + 2, cy + 2, 12, 12))
            continue;
        rs_prog.taken[i >> 5] |= 1u << (i & 31);
        rs_state_block.score += RS_PLAT_COIN_SCORE;
        sound_sfx(RS_SFX_PICKUP);
        show_taken(cam_col);
        coin_heart();
    }
}

static void checkpoints(void)
{
    const actor_t *p = &rs_player;
    for (int i = 0; i < cfg->checkpoint_count; i++) {
        const rs_point *c = &cfg->checkpoints[i];
        if (checkpoint == i + 1 ||
            !actor_overlap(p->x + BOX->x, p->y + BOX->y, BOX->w, BOX->h, c->x * 8, c->y * 8, 16, 16))
            continue;
        checkpoint = i + 1;
        spawn_x = c->x;
        spawn_y = c->y;
        sound_sfx(RS_SFX_SAVE);
        scene_save_here();
    }
}

/* UP beside an NPC or sign with something to say opens it; 1 when it did. */
static int talk(void)
{
    if (!input_pressed(KEY_UP) || climbing || !grounded)
        return 0;
    int t = foes_talker();
    if (t < 0)
        return 0;
    actors_face_player(t);
    dialogue_focus(t);
    return dialogue_open(rs_actors[t].def->dialogue);
}

/* ---- a frame of play ---------------------------------------------------------- */
static void publish(void)
{
    rs_player.facing = face < 0 ? RS_FACE_LEFT : RS_FACE_RIGHT;
    rs_state_block.grounded = (u8)grounded;
    rs_state_block.vel_x = (s16)(rs_plat.vx / 256);
    rs_state_block.vel_y = (s16)(rs_plat.vy / 256);
}

static void update(int debug)
{
    actor_t *p = &rs_player;
    u16 held = input_held();
    if (p->invuln)
        p->invuln--;
    if (stun)
        stun--;
    if (drop_frames)
        drop_frames--;
    grounded = !climbing && pbody_floor(p, BOX, drop_frames);
    if (grounded)
        rs_plat.coyote = cfg->coyote_frames;
    if (talk())
        return;
    int prev_y = p->y;
    if (!climbing)
        grab(held);
    if (climbing) {
        climb(held);
    } else {
        run(held);
        jump(held);
        fall(held);
    }
    if (!move(&rs_plat.fx, rs_plat.vx, 1))
        rs_plat.vx = 0;
    if (!move(&rs_plat.fy, rs_plat.vy, 0))
        rs_plat.vy = 0;
    if (climbing)
        let_go();
    if (!grounded && rs_plat.coyote)
        rs_plat.coyote--;
    dangers(debug, prev_y);
    coins();
    checkpoints();
    foes_update();
    grounded = !climbing && pbody_floor(p, BOX, drop_frames);
    p->moving = climbing ? (rs_plat.vx || rs_plat.vy) : rs_plat.vx != 0;
    p->anim = p->moving ? (u8)(p->anim + 1) : 0;
    publish();
    scene_after_flags();
    if (!dialogue_is_open()) {
        scene_check_regions();
        scene_after_flags();
    }
}

/* ---- the view ------------------------------------------------------------------ */
/* A taken coin's tiles as the sky behind it, for the columns on screen (the map
 * streams a column's data again each time it comes into view). */
static void show_taken(int first_col)
{
    for (int i = 0; i < cfg->coin_count; i++) {
        const rs_point *c = &cfg->coins[i];
        if (!taken(i) || c->x + 1 < first_col - 1 || c->x > first_col + 31)
            continue;
        for (int k = 0; k < 4; k++)
            map_set_entry(c->x + (k & 1), c->y + (k >> 1), cfg->coin_clear[k]);
    }
}

static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

/* The camera keeps the player within a window around the middle of the screen,
 * catching up vertically while the player stands, climbs or leaves the window. */
static void look(int snap)
{
    const actor_t *p = &rs_player;
    int w = map_width_px(), h = map_height_px(), px = p->x + 8, py = p->y + 8;
    if (snap) {
        cam_x = px - 120;
        cam_y = py - 88;
    }
    cam_x = clamp(cam_x, px - 136, px - 104);
    int want = py - 88;
    if (py - cam_y > 124 || py - cam_y < 40)
        cam_y = clamp(cam_y, py - 124, py - 40);
    else if (grounded || climbing)
        cam_y = clamp(want, cam_y - 3, cam_y + 3);
    cam_x = w <= 240 ? -(240 - w) / 2 : clamp(cam_x, 0, w - 240);
    cam_y = h <= 152 ? -8 - (152 - h) / 2 : clamp(cam_y, -8, h - 160);
    camera_look(cam_x, cam_y);
    int col = camera_x() >> 3;
    if (col != cam_col || snap)
        show_taken(col);
    cam_col = col;
}

static void player_draw(void)
{
    const actor_t *p = &rs_player;
    const rs_sprite *s = p->sheet;
    if (p->invuln & 4)
        return;
    int walk = s->walk_frames ? s->walk_frames : 1, d = face < 0 ? RS_FACE_LEFT : RS_FACE_RIGHT;
    int f = s->dir_frame[d], flip = s->dir_flip[d], px = actor_px(p);
    if (climbing) {
        f = s->dir_frame[RS_FACE_UP] + (p->moving && walk > 1 ? (p->anim >> 3) % walk : 0);
        flip = 0;
    } else if (!grounded) {
        u8 pose = rs_plat.vy < 0 ? cfg->jump_frame : cfg->fall_frame;
        if (pose != RS_PLAT_NO_FRAME) {
            f = pose;
            flip = face > 0;
        } else if (walk > 1) {
            f++;
        }
    } else if (p->moving && walk > 1) {
        f += ((p->anim >> 3) + 1) % walk;
    }
    video_obj_add(p->x - camera_x(), p->y - camera_y(), px, (u16)(p->tile_base + f * (px == 32 ? 16 : 4)), p->pal,
                  flip, 0);
}

static void draw(void)
{
    look(0);
    video_obj_begin();
    player_draw();                         /* in front of everyone */
    actors_draw(camera_x(), camera_y(), 1);
    video_obj_end();
}

static void enter(const rs_scene *sc)
{
    actor_t *p = &rs_player;
    cfg = sc->genre_data ? (const rs_platformer *)sc->genre_data : &defaults;
    check(cfg);
    rs_plat.vx = rs_plat.vy = rs_plat.fx = rs_plat.fy = 0;
    face = p->facing == RS_FACE_LEFT ? -1 : 1;
    grounded = rs_plat.coyote = rs_plat.buffer = rs_plat.hold = climbing = drop_frames = stun = 0;
    spawn_x = p->x >> 3;
    spawn_y = p->y >> 3;
    /* The coins come back only when another level was played in between (or on a new game):
     * a game over's restart, a continue from a save made here, or coming back from a scene of
     * another genre finds them taken, so the heart is not given twice. */
    if (rs_prog.taken_scene != scene_index()) {
        rs_prog.taken[0] = rs_prog.taken[1] = 0;
        rs_prog.taken_scene = scene_index();
    }
    checkpoint = 0;
    foes_enter();
    hud_score(1);
    publish();
    look(1);
}

const rs_genre genre_platformer = {enter, update, draw};
