/*
 * actor.h - the scene's actors (and the body the player shares with them):
 * loading sprite sheets, presence flags, movement with tile collision,
 * behaviours (idle, wander, patrol, chase), contact damage, knock-back,
 * invulnerability, and drawing into the OAM shadow. The player's body is
 * player.h; how it moves, fights and is hurt by contact is its genre's.
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
    u8  scale;                /* 1: 16x16 body, 2: 32x32 (a big boss)      */
    u8  spare[3];
} actor_t;

/* body geometry (pixels from the top-left of a 16x16 sprite; a 32x32 body
 * has every figure doubled, actor_feet/actor_body below) */
#define FEET_X 3
#define FEET_Y 8
#define FEET_W 10
#define FEET_H 8
#define BODY_Y 2
#define ENEMY_INVULN 20
#define DYING_FRAMES 18
/* engine OBJ tiles (video.h: 0..15 reserved) */
#define OBJ_SWORD_V 0
#define OBJ_SWORD_H 4
#define OBJ_POOF 8
#define OBJ_GENRE 12              /* 12..15: the current genre's own art, loaded on entering */

extern const s8 rs_dir_dx[4], rs_dir_dy[4];   /* by RS_FACE_* */

extern actor_t rs_player;
extern actor_t rs_actors[RS_MAX_ACTORS];

void actors_engine_art(void);                 /* sword / poof tiles, OBJ bank 15 */
void actors_load(const rs_scene *sc);          /* sheets into OBJ VRAM, spawn    */
/* A sheet a genre draws itself (a ship, shots): loaded into OBJ VRAM once per
 * scene, after actors_load; *base = its first OBJ tile (frame f at base + f * tiles
 * per frame). A bad index or a full OBJ VRAM stops on the error screen. */
const rs_sprite *actors_sheet(u16 sprite, u16 *base);
void actors_refresh(void);                     /* presence after flag changes    */
void actors_update(void);                     /* behaviours, knock-back, dying  */
int  actor_harms(const actor_t *a);            /* a live enemy or boss: contact hurts */
void actors_face_player(int index);
void actors_draw(int cam_x, int cam_y, int hide_player); /* adds sorted objects between
                                                  video_obj_begin/end (the caller's) */
int  actors_live(void);
void actors_boss(int *hp, int *hp_max, const char **name); /* boss nearby, or 0/0 */
void actors_seed(u32 seed);
int  actor_feet_tile(const actor_t *a, int *tx, int *ty);
int  actors_count(void);                       /* slots in use (live or not)    */

/* boxes of an actor at its position (x, y, w, h in scene pixels) */
void actor_feet(const actor_t *a, int *x, int *y, int *w, int *h);  /* collides with the map */
void actor_body(const actor_t *a, int *x, int *y, int *w, int *h);  /* hurts, is hit         */
int  actor_px(const actor_t *a);               /* sprite size: 16 or 32 */

/* movement shared with the player's body and the genres */
int  actor_overlap(int ax, int ay, int aw, int ah, int bx, int by, int bw, int bh);
int  actor_solid(const actor_t *a);            /* blocks the player (NPC, sign) */
int  actor_step(actor_t *a, int dx, int dy);   /* one pixel; 0 when blocked     */
int  actor_walk(actor_t *a, int dir, int pixels, int nudge);
int  actor_speed_pixels(actor_t *a);           /* pixels to move this frame     */
void actor_knock_back(actor_t *a);
void actor_push_away(actor_t *a, int from_x, int from_y, int frames);

#endif
