/*
 * actor.h - the player and the scene's actors: movement with tile collision,
 * behaviours (idle, wander, patrol, chase), the sword, contact damage,
 * knock-back, invulnerability, and drawing into the OAM shadow.
 */
#ifndef RS_ACTOR_H
#define RS_ACTOR_H

#include "rs_data.h"

typedef struct {
    s16 x, y;                 /* top-left of the 16x16 body, scene pixels */
    s16 home_x, home_y;
    u8  active, kind, move, facing;
    u8  hp, hp_max, damage, speed;
    u8  moving, anim, acc, invuln;
    u8  knock, path_i, dying, killed;
    s8  kdx, kdy;
    u8  dir, blocked;
    u16 think;
    u16 tile_base;
    u8  pal, index;
    const rs_sprite *sheet;
    const rs_actor *def;
} actor_t;

/* what the player did this frame */
enum { PLAYER_NONE = 0, PLAYER_TALK = 1, PLAYER_DIED = 2 };

extern actor_t rs_player;
extern actor_t rs_actors[RS_MAX_ACTORS];

void actors_engine_art(void);                 /* sword / poof tiles, OBJ bank 15 */
void actors_load(const rs_scene *sc);          /* sheets into OBJ VRAM, spawn    */
void actors_refresh(void);                     /* presence after flag changes    */
void player_place(int tx, int ty, int facing);
int  player_update(int allow_attack, int harmless, int *talk_to);
void actors_update(int harmless);
void actors_face_player(int index);
void actors_draw(int cam_x, int cam_y, int hide_player);
int  actors_live(void);
void actors_boss(int *hp, int *hp_max);        /* first live boss, or 0/0       */
void actors_seed(u32 seed);
int  actor_feet_tile(const actor_t *a, int *tx, int *ty);

#endif
