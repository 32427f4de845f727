/*
 * cutscene.h - running the data's cut-scenes (rs_cutscene, RS_CMD_* in
 * rs_data.h): actors walk, the screen waits, shakes or fades, lines are said.
 *
 * One runs at a time. The main loop calls cutscene_update() once a frame
 * while it is active; a SAY command opens the dialogue box and is paged by
 * the same call (dialogue_update), so the player's only input is A and B.
 * SHAKE and BANNER start and the next command follows at once; the others
 * finish first.
 */
#ifndef RS_CUTSCENE_H
#define RS_CUTSCENE_H

#include "rs_data.h"

int  cutscene_start(u16 index);      /* checks the index and commands; 1 when started */
int  cutscene_update(void);          /* one frame; 0 once the last command finished */
int  cutscene_active(void);
void cutscene_stop(void);

#endif
