/*
 * dialogue.h - choosing a dialogue through its flag conditions, paging it
 * through the typewriter box, and running effects (shared with triggers).
 */
#ifndef RS_DIALOGUE_H
#define RS_DIALOGUE_H

#include "rs_data.h"

typedef struct {
    u8  pending;
    u8  x, y, facing;
    u16 scene;
} rs_warp_request;

extern rs_warp_request rs_warp_req;   /* set by a WARP effect; scene.c carries it out */

void dialogue_focus(int actor);       /* who speaks next (scene actor index, -1 the
                                         player): the box keeps clear of them        */
u16  dialogue_resolve(u16 index);     /* follows cond/alt; RS_NONE = nothing to say */
int  dialogue_open(u16 index);        /* 1 if a box opened                          */
int  dialogue_update(void);           /* 1 while open; runs effects when it closes  */
int  dialogue_is_open(void);
void effects_run(const rs_effect *fx, int count);
int  dialogue_open_queued(void);     /* opens a DIALOGUE effect's target, if any   */

#endif
