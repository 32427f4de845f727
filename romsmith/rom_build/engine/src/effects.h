/*
 * effects.h - running a dialogue's or a trigger's effects (RS_FX_* in
 * rs_data.h). Flags, items, hp and gates change at once; what needs someone
 * higher up is left as a request they take: a warp (the scene carries it out
 * between frames), a save point (the scene writes it where the player
 * stands), the next dialogue (the dialogue runner opens it), a question's
 * answers (choice.h).
 */
#ifndef RS_EFFECTS_H
#define RS_EFFECTS_H

#include "rs_data.h"

typedef struct {
    u8  pending;
    u8  x, y, facing;
    u16 scene;
    u8  encounter;                    /* 1: play `scene` and come back here (scene_come_back) */
    u8  reserved;
    u16 met_flag;                     /* an encounter's enemy: set when that scene is won     */
} rs_warp_request;

extern rs_warp_request rs_warp_req;   /* set by a WARP effect; scene_take_warp() carries it out */

/* An enemy met (an actor with an encounter): ask for its scene, to come back after. */
void effects_encounter(u16 scene, u16 met_flag);

void effects_run(const rs_effect *fx, int count);
u16  effects_take_dialogue(void);     /* a DIALOGUE effect's target (then cleared), or RS_NONE */
int  effects_dialogue_waiting(void);  /* a DIALOGUE effect's target waits                     */
int  effects_take_save(void);         /* 1 once after a SAVE effect                           */

#endif
