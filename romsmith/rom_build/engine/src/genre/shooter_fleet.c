/* shooter_fleet.c - enemies, the boss, shots and power-ups of a shooter scene. */
#include "shooter_fleet.h"
#include "actor.h"
#include "hud.h"
#include "sound.h"
#include "state.h"
#include "video.h"

#define live rs_shooter_live
#define TOP RS_SHOOTER_TOP
#define BOTTOM RS_SHOOTER_BOTTOM
#define SCREEN_W 240
#define POOF_FRAMES 18
#define BOSS_POOF_FRAMES 48
#define HIT_FLASH 8
#define DIVE_X 168                 /* a diving enemy swoops once left of this */
#define SWOOP_FRAMES 32            /* ... to reach the ship's height in about this */
#define MAX_SWOOP 40               /* 2.5 px per frame, up or down */
#define BOSS_SPREAD 20             /* a wounded boss's side shots, 1/16 px per frame */
#define POWER_DRIFT (-8)           /* power-ups drift left at half a pixel a frame */
#define TILE_BOLT OBJ_GENRE        /* the engine's shots, for blocks that name none */
#define TILE_ORB (OBJ_GENRE + 1)

rs_shooter_play rs_shooter_live;

static const rs_shooter *blk;
static u8 sent[RS_SHOOTER_MAX_WAVES];   /* enemies of each wave entered so far */
static int next_wave;                   /* the first wave still entering */
static fleet_look wave_look[RS_SHOOTER_MAX_WAVES], boss_look, shot_look, foe_shot_look;
static fleet_look power_look[RS_POWER_KINDS];

/* ---- looks ------------------------------------------------------------------ */
fleet_look fleet_look_of(u16 sprite, int facing)
{
    u16 base;
    const rs_sprite *s = actors_sheet(sprite, &base);
    fleet_look k;
    k.per = s->size == RS_SPRITE_32 ? 16 : s->size == RS_SPRITE_8 ? 1 : 4;
    k.px = s->size == RS_SPRITE_32 ? 32 : s->size == RS_SPRITE_8 ? 8 : 16;
    k.tile = (u16)(base + s->dir_frame[facing] * k.per);
    k.pal = s->palette;
    k.frames = s->walk_frames ? s->walk_frames : 1;
    k.flip = s->dir_flip[facing];
    k.reserved = 0;
    return k;
}

void fleet_draw_look(const fleet_look *k, int x, int y, u32 t)
{
    int f = k->frames > 1 ? (int)((t >> 3) % k->frames) : 0;
    video_obj_add(x, y, k->px, (u16)(k->tile + f * k->per), k->pal, k->flip, 0);
}

/* The engine's shots (OBJ bank 15): a pale blue bolt and an orange orb, 8x8. */
static fleet_look engine_shot(u16 tile, const char *const rows[8])
{
    u32 art[8];
    for (int y = 0; y < 8; y++) {
        art[y] = 0;
        for (int x = 0; x < 8; x++)
            if (rows[y][x] != '.')
                art[y] |= (u32)(rows[y][x] - '0') << (x * 4);
    }
    video_load_obj_tiles(tile, art, 1);
    fleet_look k = {tile, VID_OBJ_ENGINE_PAL, 8, 1, 1, 0, 0};
    return k;
}

static void load_looks(void)
{
    static const char *const bolt[8] = {"........", "........", "..66666.", "66222226",
                                        "66222226", "..66666.", "........", "........"};
    static const char *const orb[8] = {"........", "..4444..", ".477774.", ".472274.",
                                       ".472274.", ".477774.", "..4444..", "........"};
    shot_look = blk->shot_sprite != RS_NONE ? fleet_look_of(blk->shot_sprite, RS_FACE_RIGHT)
                                            : engine_shot(TILE_BOLT, bolt);
    foe_shot_look = blk->foe_shot_sprite != RS_NONE ? fleet_look_of(blk->foe_shot_sprite, RS_FACE_LEFT)
                                                    : engine_shot(TILE_ORB, orb);
    for (int w = 0; w < blk->wave_count; w++)
        wave_look[w] = fleet_look_of(blk->waves[w].sprite, RS_FACE_LEFT);
    if (blk->boss_sprite != RS_NONE)
        boss_look = fleet_look_of(blk->boss_sprite, RS_FACE_LEFT);
    for (int k = 0; k < RS_POWER_KINDS; k++)
        if (blk->power_sprite[k] != RS_NONE)
            power_look[k] = fleet_look_of(blk->power_sprite[k], k == RS_POWER_LIFE - 1 ? RS_FACE_RIGHT : RS_FACE_DOWN);
}

void fleet_enter(const rs_shooter *b)
{
    blk = b;
    __builtin_memset(&live, 0, sizeof live);
    __builtin_memset(sent, 0, sizeof sent);
    next_wave = 0;
    load_looks();
}

/* ---- helpers ------------------------------------------------------------------ */
static const s8 quarter[33] = {0,  6,  12, 19, 25, 31, 37,  43,  49,  54,  60,  65,  71,  76,  81,  85, 90,
                               94, 98, 102, 106, 109, 112, 115, 117, 120, 122, 123, 125, 126, 126, 127, 127};

static int sine(int t)              /* 128 steps a turn -> -127..127 */
{
    t &= 127;
    if (t < 32) return quarter[t];
    if (t < 64) return quarter[64 - t];
    if (t < 96) return -quarter[t - 64];
    return -quarter[128 - t];
}

static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

static rs_mover *free_in(rs_mover *pool, int n)
{
    for (int i = 0; i < n; i++)
        if (!pool[i].on)
            return &pool[i];
    return 0;
}

static int count_on(const rs_mover *pool, int n)
{
    int c = 0;
    for (int i = 0; i < n; i++)
        c += pool[i].on == 1;
    return c;
}

/* Its hit box: the sprite less an eighth of its side all round. */
static int touches(const rs_mover *m, int x, int y, int w, int h)
{
    int in = m->size / 8;
    return actor_overlap(x, y, w, h, PX(m->x) + in, PX(m->y) + in, m->size - 2 * in, m->size - 2 * in);
}

static int boss_max(void) { return blk->boss_hp ? blk->boss_hp : RS_SHOOTER_BOSS_HP; }
static int boss_fire(void) { return blk->boss_fire ? blk->boss_fire : RS_SHOOTER_BOSS_FIRE; }

/* An aimed enemy shot leaving (x, y) (1/16 px) for the ship's middle; `spread` bends it. */
static void shoot_at(int x, int y, int spread)
{
    rs_mover *s = free_in(live.foe_shots, RS_SHOOTER_MAX_FOE_SHOTS);
    if (!s)
        return;
    int speed = blk->foe_shot_speed ? blk->foe_shot_speed : RS_SHOOTER_FOE_SHOT_SPEED;
    int dx = live.ship_x + (8 << FP) - x, dy = live.ship_y + (8 << FP) - y;
    int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
    int d = ax > ay ? ax + ay / 2 : ay + ax / 2;      /* about the distance */
    if (d < 16)
        d = 16;
    __builtin_memset(s, 0, sizeof *s);
    s->on = 1;
    s->size = 8;
    s->x = (s16)(x - (4 << FP));
    s->y = (s16)(y - (4 << FP));
    s->vx = (s16)(dx * speed / d);
    s->vy = (s16)(dy * speed / d + spread);
}

/* ---- waves --------------------------------------------------------------------- */
static int foe_enter(int w, int k)
{
    const rs_wave *wv = &blk->waves[w];
    rs_mover *m = free_in(live.foes, RS_SHOOTER_MAX_FOES);
    if (!m)
        return 0;                   /* the pool is full: it enters when a place frees */
    int size = wave_look[w].px, y = clamp(wv->y + k * wv->step_y, TOP, BOTTOM - size);
    __builtin_memset(m, 0, sizeof *m);
    m->on = 1;
    m->hp = wv->hp ? wv->hp : 1;
    m->size = (u8)size;
    m->kind = (u8)w;
    m->order = (u8)k;
    m->path = wv->path;
    m->x = RS_SHOOTER_ENTRY_X << FP;
    m->y = (s16)(y << FP);
    m->line = wv->path == RS_PATH_SINE ? m->y : 0;
    m->vx = (s16)-(wv->speed ? wv->speed : RS_SHOOTER_FOE_SPEED);
    m->cool = wv->fire ? (u16)(wv->fire / 2 + 1) : 0;
    return 1;
}

/* Waves whose frame has come send their enemies, `gap` frames apart. */
static void send_waves(int clock)
{
    for (int w = next_wave; w < blk->wave_count; w++) {
        const rs_wave *wv = &blk->waves[w];
        int gap = wv->gap ? wv->gap : 16;
        if (clock < wv->frame)
            break;
        while (sent[w] < wv->count && clock >= wv->frame + sent[w] * gap && foe_enter(w, sent[w]))
            if (sent[w]++ == 0)
                rs_state_block.wave++;
        if (w == next_wave && sent[w] >= wv->count)
            next_wave++;
    }
}

int fleet_waves_done(void) { return next_wave >= blk->wave_count; }
int fleet_foes_left(void) { return count_on(live.foes, RS_SHOOTER_MAX_FOES); }

static void swoop(rs_mover *m)
{
    m->vy = (s16)clamp((live.ship_y - m->y) / SWOOP_FRAMES, -MAX_SWOOP, MAX_SWOOP);
    m->vx = (s16)(m->vx * 3 / 2);
    m->line = 1;
}

static void foe_fly(rs_mover *m)
{
    const rs_wave *wv = &blk->waves[m->kind];
    m->age++;
    m->x = (s16)(m->x + m->vx);
    if (m->path == RS_PATH_SINE) {
        int amp = wv->amplitude ? wv->amplitude : RS_SHOOTER_AMPLITUDE;
        m->y = (s16)(m->line + ((amp * sine(m->age)) >> 3));
    } else if (m->path == RS_PATH_DIVE) {
        if (!m->line && PX(m->x) < DIVE_X)
            swoop(m);
        m->y = (s16)(m->y + m->vy);
    }
    if (m->blink)
        m->blink--;
    if (PX(m->x) <= -m->size || PX(m->y) <= -m->size || PX(m->y) >= BOTTOM) {
        m->on = 0;
        live.escaped++;
        return;
    }
    if (wv->fire && PX(m->x) > 24 && PX(m->x) < SCREEN_W - 8 && live.phase != RS_PHASE_CLEAR) {
        if (m->cool > 1) {
            m->cool--;
        } else {
            shoot_at(m->x, m->y + (m->size << (FP - 1)), 0);
            m->cool = wv->fire;
        }
    }
}

/* ---- the boss ---------------------------------------------------------------- */
void fleet_boss_enter(void)
{
    rs_mover *b = &live.boss;
    if (blk->boss_sprite == RS_NONE)
        return;
    __builtin_memset(b, 0, sizeof *b);
    b->on = 1;
    b->kind = RS_SHOOTER_BOSS_WAVE;
    b->size = boss_look.px;
    b->hp = (u8)boss_max();
    b->x = RS_SHOOTER_ENTRY_X << FP;
    b->y = b->line = (s16)(((TOP + BOTTOM - b->size) / 2) << FP);
    b->vx = -16;
    b->cool = (u16)boss_fire();
    live.phase = RS_PHASE_BOSS;
    sound_sfx(RS_SFX_RUMBLE);
}

static void volley(rs_mover *b)
{
    int x = b->x, y = b->y + (b->size << (FP - 1));  /* its front, half-way down */
    shoot_at(x, y, 0);
    if (b->hp * 2 <= boss_max()) {                    /* wounded: a spread of three */
        shoot_at(x, y, -BOSS_SPREAD);
        shoot_at(x, y, BOSS_SPREAD);
    }
    b->cool = (u16)boss_fire();
}

/* It flies in to RS_SHOOTER_BOSS_X, then sweeps up and down the play area firing. */
static void boss_fly(rs_mover *b)
{
    b->age++;
    if (b->blink)
        b->blink--;
    if (b->vx) {
        b->x = (s16)(b->x + b->vx);
        if (PX(b->x) <= RS_SHOOTER_BOSS_X) {
            b->vx = 0;
            b->age = 0;
        }
    } else {
        int amp = (BOTTOM - TOP - b->size) / 2 - 4;
        b->y = (s16)(b->line + ((amp * sine(b->age >> 1)) >> 3));
        if (b->cool > 1)
            b->cool--;
        else
            volley(b);
    }
    hud_boss(blk->boss_name, b->hp, boss_max());
}

/* ---- power-ups ----------------------------------------------------------------- */
static void power_enter(int kind, const rs_mover *from)
{
    if (kind < 1 || kind > RS_POWER_KINDS || blk->power_sprite[kind - 1] == RS_NONE)
        return;
    rs_mover *p = free_in(live.powers, RS_SHOOTER_MAX_POWERS);
    if (!p)
        return;
    __builtin_memset(p, 0, sizeof *p);
    p->on = 1;
    p->kind = (u8)kind;
    p->size = power_look[kind - 1].px;
    p->x = from->x;
    p->y = p->line = from->y;
    p->vx = POWER_DRIFT;
}

static void power_take(rs_mover *p)
{
    if (p->kind == RS_POWER_TWIN)
        live.twin = 1;
    else if (p->kind == RS_POWER_RAPID)
        live.rapid = 1;
    else if (p->kind == RS_POWER_LIFE)
        rs_state_block.lives = (u8)(rs_state_block.lives < RS_SHOOTER_MAX_LIVES ? rs_state_block.lives + 1
                                                                                : RS_SHOOTER_MAX_LIVES);
    else if (rs_prog.hp < rs_prog.hp_max)
        rs_prog.hp++;
    p->on = 0;
    sound_sfx(RS_SFX_PICKUP);
}

/* ---- hits ------------------------------------------------------------------------ */
static void shot_down(rs_mover *m)
{
    m->on = 2;
    m->blink = POOF_FRAMES;
    m->hp = 0;
    sound_sfx(RS_SFX_DEFEAT);
    if (m == &live.boss) {
        m->blink = BOSS_POOF_FRAMES;
        rs_state_block.score += blk->boss_points;
        live.phase = RS_PHASE_CLEAR;
        fleet_clear_foe_shots();
        hud_boss(0, 0, 0);
        return;
    }
    const rs_wave *wv = &blk->waves[m->kind];
    rs_state_block.score += wv->points;
    live.kills++;
    if (wv->drop && m->order == wv->count - 1)
        power_enter(wv->drop, m);
}

static void hit(rs_mover *m)
{
    if (m->hp > 1) {
        m->hp--;
        m->blink = HIT_FLASH;
        sound_sfx(RS_SFX_HIT);
    } else {
        shot_down(m);
    }
}

/* The enemy (or the boss, once on screen) a box touches, or NULL. */
static rs_mover *struck(int x, int y, int w, int h)
{
    for (int i = 0; i < RS_SHOOTER_MAX_FOES; i++)
        if (live.foes[i].on == 1 && touches(&live.foes[i], x, y, w, h))
            return &live.foes[i];
    if (live.boss.on == 1 && PX(live.boss.x) < SCREEN_W && touches(&live.boss, x, y, w, h))
        return &live.boss;
    return 0;
}

static void shots_hit(void)
{
    for (int i = 0; i < RS_SHOOTER_MAX_SHOTS; i++) {
        rs_mover *s = &live.shots[i];
        rs_mover *t = s->on ? struck(PX(s->x), PX(s->y) + 2, 8, 4) : 0;
        if (t) {
            s->on = 0;
            hit(t);
        }
    }
}

int fleet_ship_touch(int x, int y, int w, int h, int harmless)
{
    for (int i = 0; i < RS_SHOOTER_MAX_POWERS; i++)
        if (live.powers[i].on && touches(&live.powers[i], x - 4, y - 5, w + 8, h + 10))
            power_take(&live.powers[i]);
    if (harmless)
        return 0;
    for (int i = 0; i < RS_SHOOTER_MAX_FOE_SHOTS; i++) {
        rs_mover *s = &live.foe_shots[i];
        if (s->on && actor_overlap(x, y, w, h, PX(s->x) + 2, PX(s->y) + 2, 4, 4)) {
            s->on = 0;
            return 1;
        }
    }
    rs_mover *m = struck(x, y, w, h);
    if (m && m != &live.boss) {     /* rammed: it breaks up, for no points */
        m->on = 2;
        m->blink = POOF_FRAMES;
        sound_sfx(RS_SFX_DEFEAT);
    }
    return m != 0;
}

void fleet_clear_foe_shots(void)
{
    for (int i = 0; i < RS_SHOOTER_MAX_FOE_SHOTS; i++)
        live.foe_shots[i].on = 0;
}

/* ---- the ship's shots ------------------------------------------------------------- */
int fleet_fire(int x, int y, int twin, int limit)
{
    int n = twin ? 2 : 1;
    if (fleet_shots() + n > limit)
        return 0;
    int speed = (blk->shot_speed ? blk->shot_speed : RS_SHOOTER_SHOT_SPEED) << FP;
    for (int k = 0; k < n; k++) {
        rs_mover *s = free_in(live.shots, RS_SHOOTER_MAX_SHOTS);
        __builtin_memset(s, 0, sizeof *s);
        s->on = 1;
        s->size = 8;
        s->x = (s16)x;
        s->y = (s16)(y + (twin ? (k ? 5 : -5) << FP : 0));
        s->vx = (s16)speed;
    }
    return 1;
}

int fleet_shots(void) { return count_on(live.shots, RS_SHOOTER_MAX_SHOTS); }
int fleet_foe_shots(void) { return count_on(live.foe_shots, RS_SHOOTER_MAX_FOE_SHOTS); }

/* ---- one frame -------------------------------------------------------------------- */
static void fly_straight(rs_mover *pool, int n)
{
    for (int i = 0; i < n; i++) {
        rs_mover *m = &pool[i];
        if (!m->on)
            continue;
        m->age++;
        m->x = (s16)(m->x + m->vx);
        m->y = (s16)(m->y + m->vy);
        if (PX(m->x) <= -m->size || PX(m->x) >= SCREEN_W || PX(m->y) <= -m->size || PX(m->y) >= BOTTOM)
            m->on = 0;
    }
}

static void bob_powers(void)
{
    for (int i = 0; i < RS_SHOOTER_MAX_POWERS; i++)
        if (live.powers[i].on)
            live.powers[i].y = (s16)(live.powers[i].line + ((4 * sine(live.powers[i].age)) >> 3));
}

void fleet_update(int clock)
{
    send_waves(clock);
    for (int i = 0; i < RS_SHOOTER_MAX_FOES; i++) {
        rs_mover *m = &live.foes[i];
        if (m->on == 1)
            foe_fly(m);
        else if (m->on == 2 && --m->blink == 0)
            m->on = 0;
    }
    if (live.boss.on == 1)
        boss_fly(&live.boss);
    else if (live.boss.on == 2 && --live.boss.blink == 0)
        live.boss.on = 0;
    fly_straight(live.shots, RS_SHOOTER_MAX_SHOTS);
    fly_straight(live.foe_shots, RS_SHOOTER_MAX_FOE_SHOTS);
    fly_straight(live.powers, RS_SHOOTER_MAX_POWERS);
    bob_powers();
    shots_hit();
}

/* ---- drawing ------------------------------------------------------------------------ */
static void poof(const rs_mover *m)
{
    int c = m->size / 2 - 8;        /* centred on the body */
    if (m->blink & 2)
        return;
    if (m->size < 32) {
        video_obj_add(PX(m->x) + c, PX(m->y) + c, 16, OBJ_POOF, VID_OBJ_ENGINE_PAL, 0, 0);
        return;
    }
    int spread = 12 - (m->blink >> 2);   /* a big one bursts outwards */
    for (int k = 0; k < 4; k++)
        video_obj_add(PX(m->x) + c + (k & 1 ? spread : -spread), PX(m->y) + c + (k & 2 ? spread : -spread), 16,
                      OBJ_POOF, VID_OBJ_ENGINE_PAL, k & 1, k >> 1);
}

static void draw_foe(const rs_mover *m, const fleet_look *k, u32 t)
{
    if (m->on == 2)
        poof(m);
    else if (m->on == 1 && !(m->blink & 2))
        fleet_draw_look(k, PX(m->x), PX(m->y), t);
}

void fleet_draw_front(u32 t)
{
    for (int i = 0; i < RS_SHOOTER_MAX_FOE_SHOTS; i++)
        if (live.foe_shots[i].on)
            fleet_draw_look(&foe_shot_look, PX(live.foe_shots[i].x), PX(live.foe_shots[i].y), t);
}

void fleet_draw_back(u32 t)
{
    for (int i = 0; i < RS_SHOOTER_MAX_SHOTS; i++)
        if (live.shots[i].on)
            fleet_draw_look(&shot_look, PX(live.shots[i].x), PX(live.shots[i].y), t);
    for (int i = 0; i < RS_SHOOTER_MAX_POWERS; i++)
        if (live.powers[i].on)
            fleet_draw_look(&power_look[live.powers[i].kind - 1], PX(live.powers[i].x), PX(live.powers[i].y), t);
    for (int i = 0; i < RS_SHOOTER_MAX_FOES; i++)
        if (live.foes[i].on)
            draw_foe(&live.foes[i], &wave_look[live.foes[i].kind], t);
    if (live.boss.on)
        draw_foe(&live.boss, &boss_look, t);
}
