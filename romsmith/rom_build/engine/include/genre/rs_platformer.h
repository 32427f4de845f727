/*
 * rs_platformer.h - the platformer genre's block (rs_scene.genre_data of a
 * RS_GENRE_PLATFORMER scene; NULL plays with the defaults below).
 *
 * Side view: gravity pulls the player down; the d-pad runs left and right (B
 * held: faster), A jumps (held longer: higher), UP/DOWN climb ladders, UP
 * beside someone with something to say talks to them. Enemies walk their
 * ledge and turn at its ends; landing on one stomps it, touching it otherwise
 * hurts. Spikes (RS_COLL_HAZARD) hurt, falling out of the bottom of the map
 * hurts and puts the player back on the last checkpoint. The level's goal is
 * an ordinary trigger or warp of the scene.
 *
 * Collision in side view (one RS_COLL_* byte per 8x8 tile):
 *   FLOOR            air: nothing stops the body
 *   WALL/WATER/TREE/GATE (and anything >= RS_COLL_COUNT)  solid on every side
 *   LEDGE            one-way: lands a body falling onto its top edge, lets it
 *                    through from below and from the sides; DOWN+A drops through
 *   LADDER           climbable (UP/DOWN while the body's centre is over it); the
 *                    top of a ladder holds a body like a ledge
 *   HAZARD           air that hurts (spikes)
 *
 * Units: speeds in 1/4096 pixel per frame and accelerations in 1/4096 pixel per
 * frame per frame, as GB Studio's engine fields (plat_walk_vel, plat_grav...),
 * whose defaults these are. The body is the 16x16 sprite's box x+3..x+12,
 * y+2..y+15. The state block publishes vel_x / vel_y in 1/16 px per frame,
 * `grounded`, `cam_x` / `cam_y` and `score` (RS_PLAT_COIN_SCORE a coin,
 * RS_PLAT_STOMP_SCORE an enemy stomped).
 *
 * Coins are optional: taking the last of a level's coin_count gives one more
 * heart (hp_max + 1, up to RS_MAX_HP) and fills every heart, as RS_FX_MAX_HP
 * does. Taken coins are progress (rs_progress.taken, kept in the battery save):
 * they stay taken until another level is played or a new game starts. A fall
 * back to a checkpoint, a game over's restart, a continue from a save made in
 * the level and a way back from a scene of another genre keep them, so the
 * heart comes once; entering the level after another level puts them back.
 *
 * Every speed is at most RS_PLAT_MAX_VEL and every frame count at most
 * RS_PLAT_MAX_FRAMES; a block outside these limits (or with coins or
 * checkpoints beyond their maximum, or missing) stops on the error screen
 * (RS_ERR_GENRE, argument the scene index). The validator keeps tighter ones.
 */
#ifndef RS_PLATFORMER_H
#define RS_PLATFORMER_H

#include "rs_data.h"

#define RS_PLAT_ONE_PX        4096    /* one pixel per frame, in the units below */
#define RS_PLAT_WALK_VEL      6400    /* defaults, GB Studio's                  */
#define RS_PLAT_RUN_VEL       10240
#define RS_PLAT_WALK_ACC      496
#define RS_PLAT_RUN_ACC       784
#define RS_PLAT_DEC           272
#define RS_PLAT_JUMP_VEL      16384
#define RS_PLAT_GRAV          1792
#define RS_PLAT_HOLD_GRAV     512
#define RS_PLAT_MAX_FALL_VEL  20000
#define RS_PLAT_CLIMB_VEL     4000
#define RS_PLAT_HOLD_FRAMES   16      /* frames A held keeps the lighter gravity  */
#define RS_PLAT_COYOTE_FRAMES 4       /* frames after leaving a ledge a jump works */
#define RS_PLAT_BUFFER_FRAMES 6       /* frames an early A press waits for ground  */

#define RS_PLAT_MAX_VEL         28672 /* 7 px per frame: no speed above it        */
#define RS_PLAT_MAX_FRAMES      60
#define RS_PLAT_MAX_COINS       64
#define RS_PLAT_MAX_CHECKPOINTS 8
#define RS_PLAT_COIN_SCORE      10
#define RS_PLAT_STOMP_SCORE     100
#define RS_PLAT_NO_FRAME        0xFF

typedef struct {
    u16 walk_vel;            /* top speed walking                              */
    u16 run_vel;             /* top speed with B held                          */
    u16 walk_acc;            /* speed gained a frame toward the walking speed  */
    u16 run_acc;             /* ...toward the running speed                    */
    u16 dec;                 /* speed lost a frame with the d-pad let go       */
    u16 jump_vel;            /* upward speed a jump starts with                */
    u16 grav;                /* gravity                                        */
    u16 hold_grav;           /* gravity while rising with A held (hold_frames at most) */
    u16 max_fall_vel;        /* falling speed never exceeds it                 */
    u16 climb_vel;           /* on a ladder                                    */
    u8  hold_frames;
    u8  coyote_frames;
    u8  buffer_frames;
    u8  jump_frame;          /* the player's sheet frame rising (facing left; right
                                is its flip), or RS_PLAT_NO_FRAME: a walk frame */
    u8  fall_frame;          /* ...falling                                     */
    u8  coin_count;          /* <= RS_PLAT_MAX_COINS                           */
    u8  checkpoint_count;    /* <= RS_PLAT_MAX_CHECKPOINTS                     */
    u8  reserved;
    const rs_point *coins;   /* tile of each coin's top left: the map draws it
                                over 2x2 tiles, which become coin_clear once taken */
    const rs_point *checkpoints; /* tile of each checkpoint's top left (2x2 tiles):
                                touching it makes it where a fall puts the player back
                                and writes the battery save there            */
    u16 coin_clear[4];       /* screen entries of a taken coin's tiles: TL, TR, BL, BR */
} rs_platformer;

/* The player's motion as the genre keeps it between frames (`rs_plat` in IWRAM): what the
 * state block rounds (vel_x/vel_y) or leaves out, for tools that step a jump ahead exactly. */
typedef struct {
    s32 vx, vy;              /* 1/4096 px per frame                            */
    s32 fx, fy;              /* the part of a pixel moved so far, 0..4095      */
    s32 hold;                /* frames the lighter gravity may still apply      */
    s32 coyote;              /* frames a jump still works after leaving ground  */
    s32 buffer;              /* frames an early A press still waits             */
} rs_plat_motion;

extern rs_plat_motion rs_plat;

#endif
