/*
 * battle_view.h - what the battle screen shows: the backdrop (the scene's map),
 * the foes on the left facing right and the party on the right facing left,
 * a message box on the top rows, and at the bottom the menu (or the foes'
 * names) beside the party's panel (name, HP, MP). Only drawing: battle.c
 * decides what happens.
 */
#ifndef RS_BATTLE_VIEW_H
#define RS_BATTLE_VIEW_H

#include "battle_rules.h"

#define VIEW_LIST_MAX 5        /* entries a menu shows                          */

typedef struct {
    const char *label[VIEW_LIST_MAX];
    u16 number[VIEW_LIST_MAX]; /* shown right-aligned after the label (cost, count), 0xFFFF none */
    u8  icon[VIEW_LIST_MAX];   /* RS_ICON_* before the label, 0xFF none            */
    u8  count;
} view_list;

void view_enter(const fight_t *f);               /* sheets, frames, the first panel */
void view_message(const char *line1, const char *line2);
void view_panel(const fight_t *f, int turn);     /* the party's rows; turn: whose (gold) */
void view_list_show(const view_list *list, int cursor, const char *footer);
void view_foe_names(const fight_t *f);           /* the left box outside the menu      */
void view_target(int battler);                   /* a cursor beside it; -1 none          */
/* The objects of this frame: `turn` steps forward; during a shown turn (ev, frames
 * since it began) the hit blink and the fallen go up in a poof. */
void view_draw(const fight_t *f, int turn, const battle_event *ev, int frames);
void view_battler_xy(const fight_t *f, int n, int *x, int *y);

#endif
