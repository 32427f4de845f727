/*
 * rs_puzzle.h - the puzzle genre's block (rs_scene.genre_data of a
 * RS_GENRE_PUZZLE scene; required) and its live play, which the harness reads.
 *
 * A puzzle scene is one block-pushing level on a board of 16x16 cells (the
 * scene map is 2*width x 2*height tiles, cell (x, y) its tiles 2x..2x+1,
 * 2y..2y+1; cells are numbered y * width + x). The d-pad steps the player one
 * cell; a crate in the way is pushed one cell if nothing is behind it (on ice
 * it slides on until something stops it); crates push one at a time. A switch
 * is held down by a crate; doors are open while every switch holds one (a
 * crate leaving a switch lets it up as it goes). A key is picked up by walking
 * onto it (crates cannot cover one); walking into a lock with a key opens it
 * for good. A gem is taken by walking onto it (a crate passes over it as over
 * floor): it sets `gem_flag`, gives one `gem_item` (and sets `gems_flag` once
 * `gems_needed` of them are held: every room's gem, say), and stays taken
 * (undo, SELECT and coming back do not bring it back: the flag remembers it);
 * no level needs it. Once every goal holds a crate, `solved_flag` is set: exits (drawn
 * as the scene's gates over that flag, with its warps on them) open, or the
 * flag is the game's win flag. B takes the last step back (up to RS_PUZ_UNDO),
 * SELECT starts the level again. romsmith.kernel.puzzle holds the same rules.
 *
 * The map holds each cell without its crate (a goal under a crate shows as a
 * goal, a door shut, a key or a gem lying there); the engine draws the crates,
 * the keys and the gem taken, the locks opened and the doors open with `looks` (4 screen entries
 * each, top-left, top-right, bottom-left, bottom-right).
 *
 * A block out of these limits (a board over RS_PUZ_MAX_W x RS_PUZ_MAX_H, a map
 * of another size, more than RS_PUZ_MAX_CRATES crates, a crate or the start
 * off the board, or a missing block) stops on the error screen (RS_ERR_GENRE,
 * argument the scene index).
 */
#ifndef RS_PUZZLE_DATA_H
#define RS_PUZZLE_DATA_H

#include "rs_types.h"

#define RS_PUZ_MAX_W      15      /* cells: one screen below the HUD row */
#define RS_PUZ_MAX_H      9
#define RS_PUZ_MAX_CELLS  135     /* RS_PUZ_MAX_W * RS_PUZ_MAX_H */
#define RS_PUZ_MAX_CRATES 12
#define RS_PUZ_MAX_KEYS   8       /* keys, and locks, on a board */
#define RS_PUZ_UNDO       64      /* steps B can take back */
#define RS_PUZ_STEP_FRAMES  8     /* a step: 2 px a frame */
#define RS_PUZ_SLIDE_FRAMES 4     /* a crate on ice: a cell every 4 frames */

/* cell kinds (`cells`) */
enum {
    RS_PUZ_FLOOR  = 0,
    RS_PUZ_WALL   = 1,
    RS_PUZ_GOAL   = 2,   /* every goal holding a crate solves the level          */
    RS_PUZ_ICE    = 3,   /* a crate pushed onto it slides on                      */
    RS_PUZ_SWITCH = 4,   /* held down by a crate standing on it                   */
    RS_PUZ_DOOR   = 5,   /* open while every switch is held down                  */
    RS_PUZ_KEY    = 6,   /* picked up by walking onto it                          */
    RS_PUZ_LOCK   = 7,   /* opened for good by walking into it with a key         */
    RS_PUZ_EXIT   = 8,   /* walkable once `solved_flag` is set                     */
    RS_PUZ_VOID   = 9,   /* outside the walls: never entered                      */
    RS_PUZ_GEM    = 10,  /* taken by walking onto it; floor to crates; never needed */
    RS_PUZ_KIND_COUNT
};

/* looks the engine draws over the map (`looks`, 4 entries each) */
enum {
    RS_PUZ_LOOK_CRATE      = 0,
    RS_PUZ_LOOK_CRATE_GOAL = 1,   /* a crate on a goal */
    RS_PUZ_LOOK_FLOOR      = 2,   /* a key or the gem taken, a lock opened */
    RS_PUZ_LOOK_DOOR_OPEN  = 3,
    RS_PUZ_LOOK_COUNT
};

typedef struct {
    const u8 *cells;              /* width*height RS_PUZ_* kinds, row by row    */
    const u8 *crates;             /* crate_count cells                          */
    u8  width, height;            /* cells, at most RS_PUZ_MAX_W x RS_PUZ_MAX_H  */
    u8  start;                    /* the player's cell (a warp in lands here)   */
    u8  crate_count;
    u16 solved_flag;              /* set once every goal holds a crate; RS_NONE none */
    u16 min_pushes;               /* the fewest pushes that solve it (the checks') */
    u16 gem_flag;                 /* set when the gem is taken (it stays taken); RS_NONE none */
    u16 gem_item;                 /* one given when the gem is taken; RS_NONE none */
    u16 gems_flag;                /* set once gems_needed gem_items are held; RS_NONE none */
    u16 gems_needed;
    u16 looks[16];                /* RS_PUZ_LOOK_COUNT * 4 screen entries       */
} rs_puzzle;

/* The live play (symbol rs_puzzle_live): the board as it stands. */
typedef struct {
    u8  player;                   /* the player's cell                          */
    u8  crate_count;
    u8  busy;                     /* frames before the next step can start      */
    u8  keys;                     /* keys held                                  */
    u8  taken;                    /* bit n: the n-th key (in cell order) picked up */
    u8  opened;                   /* bit n: the n-th lock opened                */
    u8  doors_open;               /* 1 while every switch holds a crate         */
    u8  undo;                     /* steps B can take back                      */
    u8  crates[RS_PUZ_MAX_CRATES];/* each crate's cell                          */
    u8  gem;                      /* 1 once the level's gem is taken            */
} rs_puzzle_live_t;

extern rs_puzzle_live_t rs_puzzle_live;

#endif
