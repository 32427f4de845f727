/*
 * story_stage.h - the story's stage: a 64x64 portrait on the left and one on
 * the right, each four 32x32 objects. Their pictures sit in the last
 * 2 * RS_PORTRAIT_TILES OBJ tiles (a story scene shows no sprite sheets that
 * reach them) and their colours in OBJ banks 13 and 14, so a game with
 * portraits has at most 13 sprite palettes. The one speaking stands a little
 * higher; the right one is drawn mirrored, so both face the middle.
 */
#ifndef RS_STORY_STAGE_H
#define RS_STORY_STAGE_H

#include "genre/rs_story.h"

void stage_enter(const rs_story *story);        /* load both portraits' pictures */
void stage_speak(int slot, int expression);     /* RS_STAGE_* or RS_STORY_NOBODY */
void stage_draw(void);                          /* between video_obj_begin/end   */

#endif
