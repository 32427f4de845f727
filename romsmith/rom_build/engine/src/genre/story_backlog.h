/*
 * story_backlog.h - the last RS_STORY_BACKLOG lines read (and answers picked)
 * in this game, shown again over the scene when the player presses L: the
 * speaker's name in gold, the line below it; UP shows older ones, DOWN newer.
 */
#ifndef RS_STORY_BACKLOG_H
#define RS_STORY_BACKLOG_H

#include "rs_types.h"

void backlog_clear(void);
void backlog_add(const char *speaker, const char *text, int answer); /* answer: a picked label */
int  backlog_count(void);
void backlog_show(void);             /* over the whole screen, the newest at the bottom */
int  backlog_update(void);           /* UP/DOWN scroll; 0 once L, A or B closes it      */

#endif
