/* adventure.c - the top-down genre: walking, talking, the sword, contact damage. */
#include "adventure.h"
#include "actor.h"
#include "camera.h"
#include "dialogue.h"
#include "input.h"
#include "map.h"
#include "player.h"
#include "scene.h"
#include "sound.h"
#include "state.h"
#include "video.h"

#define SWING_FRAMES 14          /* one sword swing */

static int swing;                 /* sword frames left */

/* The NPC or sign just in front of the player that has something to say, or -1. */
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
        if (!actor_harms(a) || a->invuln)
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

/* The d-pad, A (talk, else swing) and hazards; the actor talked to, or -1. */
static int controls(int harmless)
{
    actor_t *p = &rs_player;
    int talk = -1;
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
        if (input_pressed(KEY_A)) {
            talk = talk_target();
            if (talk >= 0)
                return talk;           /* the talk starts: nothing else this frame */
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
    return talk;
}

/* The first enemy (in scene order) whose body meets the player's hurts it. */
static void contact(int harmless)
{
    actor_t *p = &rs_player;
    for (int i = 0; !harmless && !p->invuln && i < actors_count(); i++) {
        const actor_t *a = &rs_actors[i];
        if (!actor_harms(a))
            continue;
        int bx, by, bw, bh;
        actor_body(a, &bx, &by, &bw, &bh);
        if (actor_overlap(p->x + 3, p->y + 4, 10, 12, bx, by, bw, bh))
            player_hurt(a->damage, bx + bw / 2 - 8, by + bh / 2 - 8, 1);
    }
}

static void update(int debug)
{
    int talk = controls(debug);
    if (talk >= 0) {
        actors_face_player(talk);
        dialogue_focus(talk);
        dialogue_open(rs_actors[talk].def->dialogue);
    }
    actors_update();
    contact(debug);
    scene_after_flags();
    if (!dialogue_is_open()) {
        scene_check_regions();
        scene_after_flags();
    }
}

/* The sword in front of the player while it swings, drawn over everyone. */
static void sword_draw(int cam_x, int cam_y)
{
    const actor_t *p = &rs_player;
    if (!swing)
        return;
    int vertical = p->facing <= RS_FACE_UP;
    int sx = p->x + rs_dir_dx[p->facing] * 12, sy = p->y + 2 + rs_dir_dy[p->facing] * 12;
    if (swing > SWING_FRAMES - 3 || swing < 3) {   /* wind-up and recoil: shorter reach */
        sx -= rs_dir_dx[p->facing] * 5;
        sy -= rs_dir_dy[p->facing] * 5;
    }
    video_obj_add(sx - cam_x, sy - cam_y, 16, vertical ? OBJ_SWORD_V : OBJ_SWORD_H, VID_OBJ_ENGINE_PAL,
                  p->facing == RS_FACE_LEFT, p->facing == RS_FACE_DOWN);
}

static void look(void)
{
    int x, y;
    map_camera(rs_player.x + 8, rs_player.y + 8, &x, &y);
    camera_look(x, y);
}

static void draw(void)
{
    look();
    video_obj_begin();
    sword_draw(camera_x(), camera_y());
    actors_draw(camera_x(), camera_y(), 0);
    video_obj_end();
}

static void enter(const rs_scene *sc)
{
    (void)sc;
    swing = 0;
    look();
}

const rs_genre genre_adventure = {enter, update, draw};
