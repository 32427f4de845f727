/*
 * dialogue.h - choosing a dialogue through its flag conditions, paging it
 * through the typewriter box; its effects run when it closes (effects.h).
 */
#ifndef RS_DIALOGUE_H
#define RS_DIALOGUE_H

#include "rs_data.h"

void dialogue_focus(int actor);       /* who speaks next (scene actor index, -1 the
                                         player): the box keeps clear of them        */
u16  dialogue_resolve(u16 index);     /* follows cond/alt; RS_NONE = nothing to say */
int  dialogue_open(u16 index);        /* 1 if a box opened                          */
int  dialogue_update(void);           /* 1 while open; runs effects when it closes  */
int  dialogue_is_open(void);
int  dialogue_open_queued(void);     /* opens a DIALOGUE effect's target, if any   */

#endif
