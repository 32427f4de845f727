/* actor.c - NPCs, enemies and bosses: loading, behaviours, shared movement, OAM drawing. */
#include "actor.h"
#include "map.h"
#include "video.h"
#include "input.h"
#include "state.h"
#include "rs_runtime.h"

actor_t rs_player;
actor_t rs_actors[RS_MAX_ACTORS];
static const rs_scene *scene;
static int actor_count;
static u32 rng = 0x2545F491u;


const s8 rs_dir_dx[4] = {0, 0, -1, 1};
const s8 rs_dir_dy[4] = {1, -1, 0, 0};

void actors_seed(u32 seed) { rng ^= seed * 2654435761u; if (!rng) rng = 1; }

static u32 rand32(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

/* ---- engine art: sword (vertical, horizontal) and a poof, 16x16 each ----- */
static u32 art[3][32];

static void art_px(u32 *t, int x, int y, u32 c)
{
    int tile = (y >> 3) * 2 + (x >> 3);   /* 1D: TL, TR, BL, BR */
    u32 *row = &t[tile * 8 + (y & 7)];
    *row = (*row & ~(0xFu << ((x & 7) * 4))) | (c << ((x & 7) * 4));
}

void actors_engine_art(void)
{
    static const u16 pal[16] = {0, 0x0842, 0x7FFF, 0x5EF7, 0x1E9F, 0x0D4E, 0x7F5A, 0x03FF,
                                0, 0, 0, 0, 0, 0, 0, 0};
    for (int i = 0; i < 3; i++)
        for (int w = 0; w < 32; w++)
            art[i][w] = 0;
    /* vertical sword, tip up: blade x 7..8 y 1..10, guard y 11, grip, pommel */
    for (int y = 0; y < 16; y++)
        for (int x = 5; x < 11; x++) {
            u32 c = 0;
            if (y >= 1 && y <= 10 && (x == 7 || x == 8)) c = x == 7 ? 2 : 3;
            else if (y >= 1 && y <= 10 && (x == 6 || x == 9)) c = 1;
            else if (y == 0 && (x == 7 || x == 8)) c = 1;
            else if (y == 11 && x >= 5 && x <= 10) c = 4;
            else if (y == 12 && x >= 5 && x <= 10) c = 1;
            else if (y >= 12 && y <= 14 && (x == 7 || x == 8)) c = 5;
            else if (y == 15 && (x == 7 || x == 8)) c = 4;
            if (c) {
                art_px(art[0], x, y, c);
                art_px(art[1], 15 - y, x, c);  /* rotate: tip points right */
            }
        }
    /* poof: a ring of sparkles */
    static const u8 poof[8][2] = {{7, 1}, {12, 3}, {14, 8}, {12, 12}, {7, 14}, {2, 12}, {1, 7}, {3, 3}};
    for (int i = 0; i < 8; i++) {
        int px = poof[i][0], py = poof[i][1];
        art_px(art[2], px, py, 2);
        art_px(art[2], px + 1, py, 6);
        art_px(art[2], px, py + 1, 6);
        if (px > 0) art_px(art[2], px - 1, py, 7);
        if (py > 0) art_px(art[2], px, py - 1, 7);
    }
    video_load_obj_tiles(OBJ_SWORD_V, art[0], 4);
    video_load_obj_tiles(OBJ_SWORD_H, art[1], 4);
    video_load_obj_tiles(OBJ_POOF, art[2], 4);
    video_load_obj_palette(VID_OBJ_ENGINE_PAL, pal);
}

/* ---- loading ------------------------------------------------------------- */
#define FRAME_TILES(s) ((s)->size == RS_SPRITE_32 ? 16 : (s)->size == RS_SPRITE_8 ? 1 : 4)
#define MAX_SHEETS 32                   /* distinct sheets in one scene */
static void unstack(actor_t *a);
static struct { u16 sprite, base; } loaded[MAX_SHEETS];
static int loaded_count, next_tile;

static const rs_sprite *sheet_for(u16 sprite, u16 *base)
{
    const rs_game *g = &rs_game_data;
    for (int i = 0; i < loaded_count; i++)
        if (loaded[i].sprite == sprite) {
            *base = loaded[i].base;
            return &g->sprites[sprite];
        }
    if (sprite >= g->sprite_count)
        rs_fail(RS_ERR_SPRITE, sprite);
    const rs_sprite *s = &g->sprites[sprite];
    int walk = s->walk_frames ? s->walk_frames : 1;
    if (!s->tiles || !s->frame_count || s->size > RS_SPRITE_8)
        rs_fail(RS_ERR_SPRITE, sprite);
    for (int d = 0; d < 4; d++)
        if (s->dir_frame[d] + walk > s->frame_count)
            rs_fail(RS_ERR_SPRITE, sprite);
    if (s->palette >= g->sprite_palette_count || s->palette >= RS_MAX_SPRITE_PALETTES)
        rs_fail(RS_ERR_PALETTE, s->palette);
    int tiles = s->frame_count * FRAME_TILES(s);
    if (next_tile + tiles > VID_OBJ_TILES || loaded_count >= MAX_SHEETS)
        rs_fail(RS_ERR_OBJ_VRAM, sprite);
    video_load_obj_tiles(next_tile, s->tiles, tiles);
    loaded[loaded_count].sprite = sprite;
    loaded[loaded_count].base = (u16)next_tile;
    loaded_count++;
    *base = (u16)next_tile;
    next_tile += tiles;
    return s;
}

const rs_sprite *actors_sheet(u16 sprite, u16 *base) { return sheet_for(sprite, base); }

static void bind_sheet(actor_t *a, u16 sprite)
{
    a->sheet = sheet_for(sprite, &a->tile_base);
    a->pal = a->sheet->palette;
    a->scale = a->sheet->size == RS_SPRITE_32 ? 2 : 1;
}

static int present(const rs_actor *d)
{
    if (d->show_flag != RS_NONE && !flag_get(d->show_flag)) return 0;
    if (d->hide_flag != RS_NONE && flag_get(d->hide_flag)) return 0;
    if (d->defeat_flag != RS_NONE && flag_get(d->defeat_flag)) return 0;
    return 1;
}

static void spawn(actor_t *a, const rs_actor *d, int index)
{
    a->def = d;
    a->index = (u8)index;
    a->kind = d->kind;
    a->move = d->move;
    a->x = a->home_x = (s16)(d->x * 8);
    a->y = a->home_y = (s16)(d->y * 8);
    a->facing = d->facing & 3;
    a->hp = a->hp_max = d->hp ? d->hp : (d->kind == RS_ACTOR_BOSS ? 6 : 1);
    a->damage = d->damage ? d->damage : 1;
    a->speed = d->speed ? d->speed : (d->kind == RS_ACTOR_BOSS ? 3 : 2);
    a->moving = a->anim = a->acc = a->invuln = a->knock = a->path_i = a->dying = 0;
    a->think = (u16)(30 + (rand32() & 63));
    a->active = 1;
    unstack(a);
}

void actors_load(const rs_scene *sc)
{
    scene = sc;
    if (sc->actor_count > RS_MAX_ACTORS)
        rs_fail(RS_ERR_ACTOR, sc->actor_count);
    actor_count = sc->actor_count;
    if (actor_count && !sc->actors)
        rs_fail(RS_ERR_ACTOR, 0);
    loaded_count = 0;
    next_tile = VID_OBJ_SHEET_BASE;
    bind_sheet(&rs_player, rs_game_data.player_sprite);
    for (int i = 0; i < RS_MAX_ACTORS; i++) {
        actor_t *a = &rs_actors[i];
        a->active = 0;
        a->killed = 0;
        if (i >= actor_count)
            continue;
        const rs_actor *d = &sc->actors[i];
        if (d->kind == RS_ACTOR_PLAYER || d->kind > RS_ACTOR_SIGN)
            continue;
        bind_sheet(a, d->sprite);
        if (d->dialogue != RS_NONE && d->dialogue >= rs_game_data.dialogue_count)
            rs_fail(RS_ERR_DIALOGUE, d->dialogue);
        if (present(d))
            spawn(a, d, i);
    }
}

void actors_refresh(void)
{
    for (int i = 0; i < actor_count; i++) {
        actor_t *a = &rs_actors[i];
        const rs_actor *d = &scene->actors[i];
        if (d->kind == RS_ACTOR_PLAYER || d->kind > RS_ACTOR_SIGN || a->killed)
            continue;
        int want = present(d);
        if (want && !a->active)
            spawn(a, d, i);
        else if (!want && a->active && !a->dying)
            a->active = 0;
    }
}

/* ---- collision helpers --------------------------------------------------- */
int actor_overlap(int ax, int ay, int aw, int ah, int bx, int by, int bw, int bh)
{
    return ax < bx + bw && bx < ax + aw && ay < by + bh && by < ay + ah;
}

int actor_px(const actor_t *a) { return a->scale == 2 ? 32 : 16; }

void actor_feet(const actor_t *a, int *x, int *y, int *w, int *h)
{
    int s = a->scale == 2 ? 2 : 1;
    *x = a->x + FEET_X * s;
    *y = a->y + FEET_Y * s;
    *w = FEET_W * s;
    *h = FEET_H * s;
}

void actor_body(const actor_t *a, int *x, int *y, int *w, int *h)
{
    int s = a->scale == 2 ? 2 : 1;
    *x = a->x + 3 * s;
    *y = a->y + 4 * s;
    *w = 10 * s;
    *h = 12 * s;
}

/* Another live body's feet at `o` overlap a's feet placed at (x, y)? */
static int feet_meet(const actor_t *a, int x, int y, const actor_t *o)
{
    int s = a->scale == 2 ? 2 : 1, t = o->scale == 2 ? 2 : 1;
    return actor_overlap(x + FEET_X * s, y + FEET_Y * s, FEET_W * s, FEET_H * s, o->x + FEET_X * t,
                         o->y + FEET_Y * t, FEET_W * t, FEET_H * t);
}

int actor_solid(const actor_t *a)
{
    return a->active && !a->dying && (a->kind == RS_ACTOR_NPC || a->kind == RS_ACTOR_SIGN);
}

/* Can actor `self` stand at (x, y)? Walls, map edges, and solid bodies. */
static int free_at(const actor_t *self, int x, int y)
{
    int s = self->scale == 2 ? 2 : 1;
    if (map_blocked_px(x + FEET_X * s, y + FEET_Y * s, FEET_W * s, FEET_H * s))
        return 0;
    /* The player's whole body against others' feet, so that standing below
     * an NPC does not draw one over the other. */
    int is_player = self == &rs_player;
    for (int i = 0; is_player && i < actor_count; i++) {
        const actor_t *o = &rs_actors[i];
        if (!actor_solid(o))
            continue;
        if (actor_overlap(x + FEET_X, y + BODY_Y, FEET_W, 16 - BODY_Y, o->x + FEET_X, o->y + FEET_Y,
                    FEET_W, FEET_H))
            return 0;
    }
    if (!is_player && actor_solid(self) &&
        actor_overlap(x + FEET_X, y + FEET_Y, FEET_W, FEET_H, rs_player.x + FEET_X, rs_player.y + BODY_Y,
                FEET_W, 16 - BODY_Y))
        return 0;
    /* Actors keep out of each other's way (two never end up on one spot); a
     * pair already overlapping, e.g. one just shown by a flag, may part. */
    for (int i = 0; !is_player && i < actor_count; i++) {
        const actor_t *o = &rs_actors[i];
        if (o == self || !o->active || o->dying)
            continue;
        if (feet_meet(self, x, y, o) && !feet_meet(self, self->x, self->y, o))
            return 0;
    }
    return 1;
}

/* A spawn spot no other body uses: the actor's own, else the nearest free one
 * on a ring of 16-pixel steps around it (up to 4 away). */
static void unstack(actor_t *a)
{
    for (int ring = 0; ring <= 4; ring++)
        for (int dy = -ring; dy <= ring; dy++)
            for (int dx = -ring; dx <= ring; dx++) {
                if ((dx < 0 ? -dx : dx) != ring && (dy < 0 ? -dy : dy) != ring)
                    continue;
                int x = a->x + dx * 16, y = a->y + dy * 16;
                int s = a->scale == 2 ? 2 : 1, clash = 0;
                if (map_blocked_px(x + FEET_X * s, y + FEET_Y * s, FEET_W * s, FEET_H * s))
                    continue;
                for (int i = 0; i < actor_count && !clash; i++) {
                    const actor_t *o = &rs_actors[i];
                    clash = o != a && o->active && !o->dying && feet_meet(a, x, y, o);
                }
                clash = clash || feet_meet(a, x, y, &rs_player);
                if (!clash) {
                    a->x = a->home_x = (s16)x;
                    a->y = a->home_y = (s16)y;
                    return;
                }
            }
}

/* One pixel step; returns 0 when blocked. */
int actor_step(actor_t *a, int dx, int dy)
{
    if (!free_at(a, a->x + dx, a->y + dy))
        return 0;
    a->x = (s16)(a->x + dx);
    a->y = (s16)(a->y + dy);
    return 1;
}

/* Move `pixels` in direction d, nudging around corners for the player. */
int actor_walk(actor_t *a, int d, int pixels, int nudge)
{
    int moved = 0;
    for (int i = 0; i < pixels; i++) {
        if (actor_step(a, rs_dir_dx[d], rs_dir_dy[d])) {
            moved = 1;
            continue;
        }
        if (!nudge)
            break;
        /* slide: try shifting sideways up to 5 px if that frees the way */
        int sx = rs_dir_dy[d] ? 1 : 0, sy = rs_dir_dx[d] ? 1 : 0;
        for (int k = 1; k <= 5; k++) {
            if (free_at(a, a->x + sx * k + rs_dir_dx[d], a->y + sy * k + rs_dir_dy[d])) {
                moved |= actor_step(a, sx, sy);
                break;
            }
            if (free_at(a, a->x - sx * k + rs_dir_dx[d], a->y - sy * k + rs_dir_dy[d])) {
                moved |= actor_step(a, -sx, -sy);
                break;
            }
        }
        break;
    }
    return moved;
}

int actor_speed_pixels(actor_t *a)
{
    a->acc = (u8)(a->acc + a->speed);
    int n = a->acc >> 2;
    a->acc &= 3;
    return n;
}

void actor_knock_back(actor_t *a)
{
    if (!a->knock)
        return;
    a->knock--;
    for (int i = 0; i < 2; i++) {
        if (a->kdx) actor_step(a, a->kdx, 0);
        if (a->kdy) actor_step(a, 0, a->kdy);
    }
}

void actor_push_away(actor_t *a, int from_x, int from_y, int frames)
{
    int dx = a->x - from_x, dy = a->y - from_y;
    a->kdx = a->kdy = 0;
    if ((dx < 0 ? -dx : dx) >= (dy < 0 ? -dy : dy))
        a->kdx = dx < 0 ? -1 : 1;
    else
        a->kdy = dy < 0 ? -1 : 1;
    a->knock = (u8)frames;
}

/* ---- other actors ---------------------------------------------------------- */
static void wander(actor_t *a)
{
    if (a->think) {
        a->think--;
    } else {
        u32 r = rand32();
        int dx = a->x - a->home_x, dy = a->y - a->home_y;
        if (dx > 40) a->dir = RS_FACE_LEFT;
        else if (dx < -40) a->dir = RS_FACE_RIGHT;
        else if (dy > 40) a->dir = RS_FACE_UP;
        else if (dy < -40) a->dir = RS_FACE_DOWN;
        else a->dir = (u8)((r & 7) < 5 ? (r >> 4) & 3 : 0xFF);   /* 0xFF = rest */
        a->think = (u16)(24 + ((r >> 8) & 31));
    }
    if (a->dir != 0xFF && a->think) {
        a->facing = a->dir;
        int n = actor_speed_pixels(a);
        if (n && !actor_walk(a, a->dir, n, 0))
            a->think = 0;
        a->moving = 1;
    }
}

static void chase(actor_t *a)
{
    int half = actor_px(a) / 2;
    int dx = rs_player.x + 8 - (a->x + half), dy = rs_player.y + 8 - (a->y + half);
    int adx = dx < 0 ? -dx : dx, ady = dy < 0 ? -dy : dy;
    if (adx + ady > 80) {
        wander(a);
        return;
    }
    int d1 = adx >= ady ? (dx < 0 ? RS_FACE_LEFT : RS_FACE_RIGHT) : (dy < 0 ? RS_FACE_UP : RS_FACE_DOWN);
    int d2 = adx >= ady ? (dy < 0 ? RS_FACE_UP : RS_FACE_DOWN) : (dx < 0 ? RS_FACE_LEFT : RS_FACE_RIGHT);
    int n = actor_speed_pixels(a);
    a->facing = (u8)d1;
    a->moving = 1;
    if (n && !actor_walk(a, d1, n, 0) && (adx && ady))
        actor_walk(a, d2, n, 0);
}

static void patrol(actor_t *a)
{
    const rs_actor *d = a->def;
    if (!d->path || !d->path_len) {
        wander(a);
        return;
    }
    if (a->path_i >= d->path_len || a->path_i >= RS_MAX_PATH)
        a->path_i = 0;
    int tx = d->path[a->path_i].x * 8, ty = d->path[a->path_i].y * 8;
    int dir;
    if (a->x != tx) dir = a->x < tx ? RS_FACE_RIGHT : RS_FACE_LEFT;
    else if (a->y != ty) dir = a->y < ty ? RS_FACE_DOWN : RS_FACE_UP;
    else {
        a->path_i++;
        a->blocked = 0;
        return;
    }
    a->facing = (u8)dir;
    a->moving = 1;
    int n = actor_speed_pixels(a);
    int dist = dir >= RS_FACE_LEFT ? (a->x < tx ? tx - a->x : a->x - tx) : (a->y < ty ? ty - a->y : a->y - ty);
    if (n > dist) n = dist;
    if (n && !actor_walk(a, dir, n, 0) && ++a->blocked > 90) {
        a->path_i++;     /* stuck (e.g. the player stands in the way): next point */
        a->blocked = 0;
    }
}

RS_IWRAM_CODE void actors_update(void)
{
    for (int i = 0; i < actor_count; i++) {
        actor_t *a = &rs_actors[i];
        if (!a->active)
            continue;
        if (a->dying) {
            if (--a->dying == 0)
                a->active = 0;
            continue;
        }
        if (a->invuln)
            a->invuln--;
        a->moving = 0;
        if (a->knock)
            actor_knock_back(a);
        else if (a->kind != RS_ACTOR_SIGN)
            switch (a->kind == RS_ACTOR_BOSS ? RS_MOVE_CHASE : a->move) {
            case RS_MOVE_WANDER: wander(a); break;
            case RS_MOVE_PATROL: patrol(a); break;
            case RS_MOVE_CHASE:
                if (a->kind == RS_ACTOR_NPC) wander(a); else chase(a);
                break;
            default: break;
            }
        a->anim = a->moving ? (u8)(a->anim + 1) : 0;
    }
}

int actor_harms(const actor_t *a)
{
    return a->active && !a->dying && (a->kind == RS_ACTOR_ENEMY || a->kind == RS_ACTOR_BOSS);
}

void actors_face_player(int index)
{
    if (index < 0 || index >= actor_count)
        rs_fail(RS_ERR_ACTOR, (u16)index);
    actor_t *a = &rs_actors[index];
    if (a->kind == RS_ACTOR_SIGN)
        return;
    int dx = rs_player.x - a->x, dy = rs_player.y - a->y;
    if ((dx < 0 ? -dx : dx) > (dy < 0 ? -dy : dy))
        a->facing = dx < 0 ? RS_FACE_LEFT : RS_FACE_RIGHT;
    else
        a->facing = dy < 0 ? RS_FACE_UP : RS_FACE_DOWN;
}

int actors_live(void)
{
    int n = 0;
    for (int i = 0; i < actor_count; i++)
        n += rs_actors[i].active && !rs_actors[i].dying;
    return n;
}

static int near_player(const actor_t *a, int dist)
{
    int half = actor_px(a) / 2;
    int dx = a->x + half - (rs_player.x + 8), dy = a->y + half - (rs_player.y + 8);
    return dx > -dist && dx < dist && dy > -dist && dy < dist;
}

void actors_boss(int *hp, int *hp_max, const char **name)
{
    *hp = *hp_max = 0;
    *name = 0;
    for (int i = 0; i < actor_count; i++)
        if (rs_actors[i].active && rs_actors[i].kind == RS_ACTOR_BOSS &&
            !rs_actors[i].dying && near_player(&rs_actors[i], 112)) {
            *hp = rs_actors[i].hp;
            *hp_max = rs_actors[i].hp_max;
            *name = rs_actors[i].def->name;
            return;
        }
}

int actors_count(void) { return actor_count; }

int actor_feet_tile(const actor_t *a, int *tx, int *ty)
{
    *tx = (a->x + 8) >> 3;
    *ty = (a->y + 12) >> 3;
    return 1;
}

/* ---- drawing: sorted so that lower bodies are in front ------------------ */
typedef struct { s16 x, y; u16 tile; u8 pal, hflip, px, pad; } draw_t;

static void sheet_frame(const actor_t *a, draw_t *o)
{
    const rs_sprite *s = a->sheet;
    int walk_n = s->walk_frames ? s->walk_frames : 1;
    int f = s->dir_frame[a->facing];
    if (a->moving && walk_n > 1)
        f += ((a->anim >> 3) + 1) % walk_n;
    o->tile = (u16)(a->tile_base + f * FRAME_TILES(s));
    o->pal = a->pal;
    o->hflip = s->dir_flip[a->facing];
    o->px = (u8)actor_px(a);
}

RS_IWRAM_CODE void actors_draw(int cam_x, int cam_y, int hide_player)
{
    draw_t list[RS_MAX_ACTORS + 1];
    int n = 0;
    actor_t *p = &rs_player;
    for (int i = 0; i < actor_count; i++) {
        actor_t *a = &rs_actors[i];
        if (!a->active)
            continue;
        draw_t o;
        if (a->dying) {
            if (a->dying & 2)
                continue;
            o.tile = OBJ_POOF; o.pal = VID_OBJ_ENGINE_PAL; o.hflip = 0; o.px = 16;
        } else {
            if (a->invuln & 2)
                continue;
            sheet_frame(a, &o);
        }
        o.x = (s16)(a->x - cam_x + (a->dying && a->scale == 2 ? 8 : 0));  /* a big poof's centre */
        o.y = (s16)(a->y - cam_y + (a->dying && a->scale == 2 ? 8 : 0));
        list[n++] = o;
    }
    if (!hide_player && !(p->invuln & 4)) {
        draw_t o;
        sheet_frame(p, &o);
        o.x = (s16)(p->x - cam_x);
        o.y = (s16)(p->y - cam_y);
        list[n++] = o;
    }
    for (int i = 1; i < n; i++) {          /* insertion sort, lower feet first (in front) */
        draw_t t = list[i];
        int j = i - 1;
        while (j >= 0 && list[j].y + list[j].px < t.y + t.px) {
            list[j + 1] = list[j];
            j--;
        }
        list[j + 1] = t;
    }
    for (int i = 0; i < n; i++)
        video_obj_add(list[i].x, list[i].y, list[i].px, list[i].tile, list[i].pal, list[i].hflip, 0);
}
