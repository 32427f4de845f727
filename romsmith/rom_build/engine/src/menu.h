/*
 * menu.h - the pause menu: three pages on BG0 over the frozen scene.
 *
 *   ITEMS   hearts, then every item held with its icon, name and count
 *   QUESTS  each quest's steps: a tick when its flag is set, a cursor on the
 *           first open step, an empty box after it
 *   MAP     the scenes entered so far on the RS_MAP_W x RS_MAP_H grid
 *           (rs_scene.map_x/y), joined where a warp leads between
 *           neighbours; the current scene in gold, its name underneath
 *
 * L/R or LEFT/RIGHT turn the page (state block `menu` = 0, 1, 2), START or B
 * closes it.
 */
#ifndef RS_MENU_H
#define RS_MENU_H

#include "rs_types.h"

enum { MENU_ITEMS = 0, MENU_QUESTS = 1, MENU_MAP = 2, MENU_PAGES };

void menu_open(u16 scene);      /* draws the first page                  */
int  menu_update(void);         /* 1 while open; 0 once closed (BG0 cleared) */

#endif
