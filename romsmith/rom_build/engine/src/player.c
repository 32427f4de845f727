/* player.c - the player's controls: d-pad movement, talking, the sword, damage taken. */
#include "player.h"
#include "actor.h"
#include "map.h"
#include "input.h"
#include "state.h"
#include "sound.h"

#define PLAYER_INVULN 60

static int swing;                 /* sword frames left */

int player_swing(void) { return swing; }

void player_place(int tx, int ty, int facing)
{
    actor_t *p = &rs_player;
    p->x = (s16)(tx * 8);
    p->y = (s16)(ty * 8);
    p->facing = facing & 3;
    p->active = 1;
    p->kind = RS_ACTOR_PLAYER;
    p->speed = 6;
    p->invuln = p->knock = p->acc = p->moving = 0;
    swing = 0;
}

void player_hurt(int damage, int from_x, int from_y, int knock)
{
    actor_t *p = &rs_player;
    rs_prog.hp = (u8)(rs_prog.hp > damage ? rs_prog.hp - damage : 0);
    p->invuln = PLAYER_INVULN;
    sound_sfx(RS_SFX_HURT);
    if (knock)
        actor_push_away(p, from_x, from_y, 8);
}

static int talk_target(void)
{
    actor_t *p = &rs_player;
    int px = p->x + 8 + rs_dir_dx[p->facing] * 12, py = p->y + 12 + rs_dir_dy[p->facing] * 10;
    for (int i = 0; i < actors_count(); i++) {
        actor_t *a = &rs_actors[i];
        if (!actor_solid(a) || a->def->dialogue == RS_NONE)
            continue;
        if (actor_overlap(px - 2, py - 2, 4, 4, a->x, a->y + 2, 16, 14))
            return i;
    }
    return -1;
}

static void sword_box(int *x, int *y, int *w, int *h)
{
    const actor_t *p = &rs_player;
    switch (p->facing) {
    case RS_FACE_DOWN:  *x = p->x + 3;  *y = p->y + 12; *w = 10; *h = 18; break;
    case RS_FACE_UP:    *x = p->x + 3;  *y = p->y - 12; *w = 10; *h = 18; break;
    case RS_FACE_LEFT:  *x = p->x - 13; *y = p->y + 4;  *w = 18; *h = 11; break;
    default:            *x = p->x + 11; *y = p->y + 4;  *w = 18; *h = 11; break;
    }
}

static void sword_hits(void)
{
    int sx, sy, sw, sh;
    sword_box(&sx, &sy, &sw, &sh);
    for (int i = 0; i < actors_count(); i++) {
        actor_t *a = &rs_actors[i];
        if (!a->active || a->dying || a->invuln ||
            (a->kind != RS_ACTOR_ENEMY && a->kind != RS_ACTOR_BOSS))
            continue;
        int s = a->scale == 2 ? 2 : 1;
        if (!actor_overlap(sx, sy, sw, sh, a->x + 2 * s, a->y + 2 * s, 12 * s, 14 * s))
            continue;
        a->hp = (u8)(a->hp ? a->hp - 1 : 0);
        a->invuln = ENEMY_INVULN;
        a->kdx = rs_dir_dx[rs_player.facing];
        a->kdy = rs_dir_dy[rs_player.facing];
        a->knock = 6;
        sound_sfx(a->hp ? RS_SFX_HIT : RS_SFX_DEFEAT);
        if (a->hp == 0) {
            a->dying = DYING_FRAMES;
            a->killed = 1;
            if (a->def->defeat_flag != RS_NONE)
                flag_set(a->def->defeat_flag, 1);
        }
    }
}

static int pick_facing(u16 held, int current)
{
    static const u16 keys[4] = {KEY_DOWN, KEY_UP, KEY_LEFT, KEY_RIGHT};
    if (held & keys[current])
        return current;
    for (int d = 0; d < 4; d++)
        if (held & keys[d])
            return d;
    return current;
}

int player_update(int allow_attack, int harmless, int *talk_to)
{
    actor_t *p = &rs_player;
    if (p->invuln)
        p->invuln--;
    actor_knock_back(p);
    p->moving = 0;
    if (swing) {
        swing--;
        if (swing > 2 && swing < SWING_FRAMES - 1)
            sword_hits();
    } else if (!p->knock) {
        u16 held = input_held();
        if (allow_attack && input_pressed(KEY_A)) {
            int t = talk_target();
            if (t >= 0) {
                *talk_to = t;
                return PLAYER_TALK;
            }
            swing = SWING_FRAMES;
            sound_sfx(RS_SFX_SWORD);
        } else {
            p->facing = (u8)pick_facing(held, p->facing);
            int n = actor_speed_pixels(p);
            int vx = (held & KEY_RIGHT) ? RS_FACE_RIGHT : (held & KEY_LEFT) ? RS_FACE_LEFT : -1;
            int vy = (held & KEY_DOWN) ? RS_FACE_DOWN : (held & KEY_UP) ? RS_FACE_UP : -1;
            int diagonal = vx >= 0 && vy >= 0;
            if (vx >= 0) { actor_walk(p, vx, n, !diagonal); p->moving = 1; }
            if (vy >= 0) { actor_walk(p, vy, n, !diagonal); p->moving = 1; }
        }
    }
    if (p->moving)
        p->anim++;
    else
        p->anim = 0;
    if (!harmless && !p->invuln &&
        map_hazard_px(p->x + FEET_X, p->y + FEET_Y, FEET_W, FEET_H))
        player_hurt(1, p->x, p->y, 0);
    return rs_prog.hp == 0 ? PLAYER_DIED : PLAYER_NONE;
}

