/* platformer_foes.c - actors in side view: falling, walking ledges, stomps and contact. */
#include "platformer_foes.h"
#include "platformer_body.h"
#include "genre/rs_platformer.h"
#include "sound.h"
#include "state.h"

#define FOE_GRAV 7                 /* 1/16 px per frame per frame (0.44 px, the default gravity) */
#define FOE_MAX_FALL 80            /* 5 px per frame */
#define CHASE_DX 96                /* chasers turn toward a player this near... */
#define CHASE_DY 40                /* ...on about their level */

static s16 fall[RS_MAX_ACTORS];    /* 1/16 px per frame */
static u8 frac[RS_MAX_ACTORS];

static int walks(const actor_t *a)
{
    return a->kind == RS_ACTOR_BOSS || (a->kind == RS_ACTOR_ENEMY && a->move != RS_MOVE_IDLE);
}

void foes_enter(void)
{
    for (int i = 0; i < RS_MAX_ACTORS; i++) {
        actor_t *a = &rs_actors[i];
        fall[i] = 0;
        frac[i] = 0;
        if (walks(a) && a->facing != RS_FACE_LEFT && a->facing != RS_FACE_RIGHT)
            a->facing = RS_FACE_LEFT;
    }
}

static void drop(actor_t *a, int i, const pbox *b)
{
    if (pbody_floor(a, b, 0)) {
        fall[i] = 0;
        frac[i] = 0;
        return;
    }
    fall[i] = (s16)(fall[i] + FOE_GRAV > FOE_MAX_FALL ? FOE_MAX_FALL : fall[i] + FOE_GRAV);
    int sub = frac[i] + fall[i];
    frac[i] = (u8)(sub & 15);
    for (int n = sub >> 4; n > 0; n--)
        if (!pbody_step_y(a, b, 1, 0)) {
            fall[i] = 0;
            break;
        }
    if (pbody_in_pit(a))
        a->active = 0;             /* fell out of the level */
}

static void walk(actor_t *a, const pbox *b)
{
    int dir = a->facing == RS_FACE_LEFT ? -1 : 1;
    if (a->kind == RS_ACTOR_BOSS || a->move == RS_MOVE_CHASE) {
        int dx = rs_player.x + 8 - (a->x + actor_px(a) / 2), dy = rs_player.y + 16 - (a->y + actor_px(a));
        if (dx > -CHASE_DX && dx < CHASE_DX && dy > -CHASE_DY && dy < CHASE_DY && (dx < -4 || dx > 4))
            dir = dx < 0 ? -1 : 1;
    }
    a->facing = dir < 0 ? RS_FACE_LEFT : RS_FACE_RIGHT;
    if (!pbody_floor(a, b, 0))
        return;                    /* in the air: no walking */
    for (int n = actor_speed_pixels(a); n > 0; n--) {
        int lead = dir > 0 ? a->x + b->x + b->w : a->x + b->x - 1;
        if (!pbody_holds(lead, a->y + b->y + b->h) || !pbody_step_x(a, b, dir)) {
            a->facing = dir < 0 ? RS_FACE_RIGHT : RS_FACE_LEFT;   /* the end of its ledge */
            break;
        }
        a->moving = 1;
    }
}

void foes_update(void)
{
    for (int i = 0; i < actors_count(); i++) {
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
        const pbox *b = pbody_box(a);
        if (a->kind != RS_ACTOR_SIGN)
            drop(a, i, b);
        if (a->active && walks(a))
            walk(a, b);
        a->anim = a->moving ? (u8)(a->anim + 1) : 0;
    }
}

static void stomp(actor_t *a)
{
    if (a->invuln)
        return;                    /* a boss just hit: the player bounces off */
    a->hp = (u8)(a->hp ? a->hp - 1 : 0);
    if (a->hp) {
        a->invuln = ENEMY_INVULN;
        sound_sfx(RS_SFX_HIT);
        return;
    }
    a->dying = DYING_FRAMES;
    a->killed = 1;
    rs_state_block.score += RS_PLAT_STOMP_SCORE;
    sound_sfx(RS_SFX_DEFEAT);
    if (a->def->defeat_flag != RS_NONE)
        flag_set(a->def->defeat_flag, 1);
}

/* The stomping player put on top of the body it came down on (unless a wall is there): a body
   that outlives the stomp (a boss) is still under the player as the bounce starts, and would hurt
   them the next frame, when they rise and no longer come down on it. */
static void stand_on(int top)
{
    actor_t *p = &rs_player;
    int y = top - (pbox_16.y + pbox_16.h);
    if (y < p->y && !pbody_solid_at(&pbox_16, p->x, y))
        p->y = (s16)y;
}

int foes_contact(int prev_bottom, int falling, int *from_x, int *damage)
{
    const actor_t *p = &rs_player;
    const pbox *pb = &pbox_16;
    for (int i = 0; i < actors_count(); i++) {
        actor_t *a = &rs_actors[i];
        if (!actor_harms(a))
            continue;
        int bx, by, bw, bh;
        actor_body(a, &bx, &by, &bw, &bh);
        if (!actor_overlap(p->x + pb->x, p->y + pb->y, pb->w, pb->h, bx, by, bw, bh))
            continue;
        if (falling && prev_bottom <= by + 4) {
            stomp(a);
            stand_on(by);
            return FOE_STOMPED;
        }
        if (!p->invuln) {
            *from_x = bx + bw / 2;
            *damage = a->damage;
            return FOE_HURTS;
        }
    }
    return FOE_NONE;
}

int foes_talker(void)
{
    const actor_t *p = &rs_player;
    for (int i = 0; i < actors_count(); i++) {
        const actor_t *a = &rs_actors[i];
        if (!actor_solid(a) || a->def->dialogue == RS_NONE)
            continue;
        int dx = a->x - p->x, dy = a->y + actor_px(a) - (p->y + 16);
        if (dx > -20 && dx < 20 && dy > -12 && dy < 12)
            return i;
    }
    return -1;
}
