/*
 * save.h - the battery save (format in include/rs_save.h): reading both SRAM
 * slots, writing the older one, restoring progress on CONTINUE.
 */
#ifndef RS_SAVE_SUBSYS_H
#define RS_SAVE_SUBSYS_H

#include "rs_data.h"

void save_init(void);                 /* reads both slots once at boot      */
int  save_valid(void);                /* a valid save can be continued      */
/* Writes progress (rs_prog) and this position to the older slot. */
void save_write(u16 scene, int tx, int ty, int facing);
/* Restores rs_prog from the newest valid save; 0 when there is none. */
int  save_load(u16 *scene, int *tx, int *ty, int *facing);

#endif
