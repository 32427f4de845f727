/* battle_view.c - the battle screen: battlers as objects, the message box, the menu and the panel on BG0. */
#include "battle_view.h"
#include "actor.h"
#include "text.h"
#include "video.h"

#define MSG_ROW   0            /* message box: rows 0-3, its two lines at rows 1-2 */
#define PANEL_ROW 13           /* bottom boxes: rows 13-19                        */
#define LEFT_W    14           /* the menu / foe names box: columns 0-13          */
#define RIGHT_COL 14           /* the party's box: columns 14-29                  */
#define NAME_COLS 8            /* a battler's or spell's name in a list           */
#define STEP      10           /* px the battler whose turn it is steps forward    */
#define HIT_FRAMES 24          /* a hit battler blinks this long                   */

/* a foe's 32x32 place, front and back in two rows: a 16x16 foe is drawn there twice its size */
static const u8 foe_x[RS_BATTLE_MAX_FOES] = {78, 38, 78, 38};
static const u8 foe_y[RS_BATTLE_MAX_FOES] = {34, 42, 68, 72};

/* px: the sheet's frames; shown: on screen (a foe's 16x16 doubled) */
static struct { u16 base; u8 px, shown, frame_tiles; const rs_sprite *sheet; } look[RS_BATTLE_FOE + RS_BATTLE_MAX_FOES];

static const rs_battler *battler_of(const fight_t *f, int n)
{
    return n >= RS_BATTLE_FOE ? f->foes[n - RS_BATTLE_FOE].who : f->party[n].who;
}

void view_battler_xy(const fight_t *f, int n, int *x, int *y)
{
    if (n >= RS_BATTLE_FOE) {
        *x = foe_x[n - RS_BATTLE_FOE];
        *y = foe_y[n - RS_BATTLE_FOE];
    } else {
        *x = 180 + (n & 1) * 12;
        *y = 44 + n * 15;
    }
    (void)f;
}

void view_enter(const fight_t *f)
{
    for (int n = 0; n < RS_BATTLE_FOE + RS_BATTLE_MAX_FOES; n++) {
        int slot = n >= RS_BATTLE_FOE ? n - RS_BATTLE_FOE : n;
        int count = n >= RS_BATTLE_FOE ? f->b->foe_count : f->b->party_count;
        look[n].sheet = 0;
        if (slot >= count)
            continue;
        look[n].sheet = actors_sheet(battler_of(f, n)->sprite, &look[n].base);
        look[n].px = look[n].sheet->size == RS_SPRITE_32 ? 32 : 16;
        look[n].shown = n >= RS_BATTLE_FOE ? 32 : look[n].px;
        look[n].frame_tiles = look[n].px == 32 ? 16 : 4;
    }
    text_clear();
    text_box(0, MSG_ROW, 30, 4, VID_PAL_BOX);
    text_box(0, PANEL_ROW, LEFT_W, 7, VID_PAL_BOX);
    text_box(RIGHT_COL, PANEL_ROW, 30 - RIGHT_COL, 7, VID_PAL_BOX);
    text_put(22, PANEL_ROW + 1, "HP", VID_PAL_TITLE);
    text_put(26, PANEL_ROW + 1, "MP", VID_PAL_TITLE);
}

static void blank(int col, int row, int n)
{
    for (int i = 0; i < n; i++)
        text_tile(col + i, row, TT_GLYPH0, VID_PAL_BOX);
}

/* `value` right-aligned so that its last digit is at column `end`. */
static void number_at(int end, int row, u32 value, int pal)
{
    int digits = 1;
    for (u32 v = value; v >= 10; v /= 10)
        digits++;
    text_put_num(end - digits + 1, row, value, pal);
}

void view_message(const char *line1, const char *line2)
{
    blank(1, MSG_ROW + 1, 28);
    blank(1, MSG_ROW + 2, 28);
    text_put_n(2, MSG_ROW + 1, line1, 26, VID_PAL_BOX);
    if (line2)
        text_put_n(2, MSG_ROW + 2, line2, 26, VID_PAL_BOX);
}

void view_panel(const fight_t *f, int turn)
{
    for (int i = 0; i < RS_BATTLE_MAX_PARTY; i++) {
        int row = PANEL_ROW + 2 + i;
        blank(RIGHT_COL + 1, row, 30 - RIGHT_COL - 2);
        if (i >= f->b->party_count)
            continue;
        const fighter_t *p = &f->party[i];
        int pal = i == turn ? VID_PAL_TITLE : VID_PAL_BOX;
        text_put_n(RIGHT_COL + 1, row, p->who->name, 6, pal);
        number_at(24, row, p->hp, p->hp * 4 <= p->who->hp ? VID_PAL_TITLE : VID_PAL_BOX);
        number_at(27, row, p->mp, VID_PAL_BOX);
    }
}

static void clear_left(void)
{
    for (int row = PANEL_ROW + 1; row < PANEL_ROW + 6; row++)
        blank(1, row, LEFT_W - 2);
}

void view_list_show(const view_list *list, int cursor, const char *footer)
{
    clear_left();
    for (int i = 0; i < list->count && i < VIEW_LIST_MAX; i++) {
        int row = PANEL_ROW + 1 + i, col = 2;
        text_tile(1, row, i == cursor ? TT_CURSOR : TT_GLYPH0, VID_PAL_BOX);
        if (list->icon[i] != 0xFF) {
            text_tile(col, row, (u16)(TT_ICON0 + list->icon[i]), VID_PAL_BOX);
            col++;
        }
        text_put_n(col, row, list->label[i], NAME_COLS - (col - 2), VID_PAL_BOX);
        if (list->number[i] != 0xFFFF)
            number_at(LEFT_W - 2, row, list->number[i], VID_PAL_BOX);
    }
    if (footer)
        text_put_n(2, PANEL_ROW + 5, footer, LEFT_W - 3, VID_PAL_TITLE);
}

void view_foe_names(const fight_t *f)
{
    clear_left();
    for (int i = 0, row = PANEL_ROW + 1; i < f->b->foe_count; i++)
        if (f->foes[i].hp)
            text_put_n(2, row++, f->foes[i].who->name, NAME_COLS + 2, VID_PAL_BOX);
}

void view_target(int battler)
{
    text_clear_rows(4, PANEL_ROW - 4);
    if (battler < 0)
        return;
    int x, y;
    view_battler_xy(0, battler, &x, &y);
    text_tile(x / 8 - 1, (y + look[battler].shown / 2 - 4) / 8, TT_CURSOR, VID_PAL_BOX);
}

static int was_hit(const battle_event *ev, int n)
{
    if (!ev || ev->amount == 0 || ev->action == RS_ACT_DEFEND || ev->action == RS_ACT_RUN)
        return 0;
    if (ev->target != 0xFF)
        return ev->target == n;
    return (n >= RS_BATTLE_FOE) == (ev->actor < RS_BATTLE_FOE);
}

void view_draw(const fight_t *f, int turn, const battle_event *ev, int frames)
{
    video_obj_begin();
    for (int n = 0; n < RS_BATTLE_FOE + RS_BATTLE_MAX_FOES; n++) {
        if (!look[n].sheet)
            continue;
        const fighter_t *who = n >= RS_BATTLE_FOE ? &f->foes[n - RS_BATTLE_FOE] : &f->party[n];
        int foe = n >= RS_BATTLE_FOE, x, y;
        view_battler_xy(f, n, &x, &y);
        if (!who->hp) {
            if (foe) {                   /* a fallen foe goes up in a poof, then is gone */
                if (ev && (ev->felled >> n & 1) && frames < DYING_FRAMES && !(frames & 2))
                    video_obj_add_double(x, y, 16, OBJ_POOF, VID_OBJ_ENGINE_PAL, 0);
                continue;
            }
        } else if (ev && frames < HIT_FRAMES && was_hit(ev, n) && (frames & 4)) {
            continue;                    /* blink */
        }
        if (n == turn && who->hp)
            x += foe ? STEP : -STEP;
        const rs_sprite *s = look[n].sheet;
        int d = foe ? RS_FACE_RIGHT : RS_FACE_LEFT;
        int frame = s->dir_frame[d];
        if (n == turn && s->walk_frames > 1)
            frame += (frames >> 3) % s->walk_frames;
        u16 tile = (u16)(look[n].base + frame * look[n].frame_tiles);
        if (look[n].shown > look[n].px)
            video_obj_add_double(x, y, look[n].px, tile, s->palette, s->dir_flip[d]);
        else
            video_obj_add(x, y, look[n].px, tile, s->palette, s->dir_flip[d], !who->hp);  /* a fallen member lies upside down */
    }
    video_obj_end();
}
