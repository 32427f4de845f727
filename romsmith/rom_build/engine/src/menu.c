/* menu.c - the pause menu: items with icons, the quest log, the map of visited scenes. */
#include "menu.h"
#include "rs_data.h"
#include "state.h"
#include "text.h"
#include "video.h"
#include "input.h"
#include "sound.h"

#define BOX_COL 0
#define BOX_ROW 2
#define BOX_W 30
#define BOX_H 17
#define TOP 5                        /* first content row               */
#define ROWS 12                      /* content rows TOP .. TOP+ROWS-1   */
#define FOOT (BOX_ROW + BOX_H - 2)   /* the last line: keys, or the map's scene name */

static int page;
static u16 here;

static void clear_body(void)
{
    for (int y = BOX_ROW + 1; y < BOX_ROW + BOX_H - 1; y++)
        for (int x = BOX_COL + 1; x < BOX_COL + BOX_W - 1; x++)
            text_tile(x, y, TT_GLYPH0, VID_PAL_BOX);
}

static void tabs(void)
{
    static const char *const names[MENU_PAGES] = {"ITEMS", "QUESTS", "MAP"};
    static const u8 cols[MENU_PAGES] = {4, 12, 21};
    for (int i = 0; i < MENU_PAGES; i++) {
        text_put(cols[i], BOX_ROW + 1, names[i], i == page ? VID_PAL_TITLE : VID_PAL_BOX);
        if (i == page)
            text_tile(cols[i] - 1, BOX_ROW + 1, TT_CURSOR, VID_PAL_BOX);
    }
    if (page == MENU_MAP)              /* the map's last line names the scene instead */
        text_put(18, FOOT, "START: BACK", VID_PAL_BOX);
    else
        text_put(4, FOOT, "L/R: PAGE   START: BACK", VID_PAL_BOX);
}

/* ---- items ---------------------------------------------------------------- */
static void items_page(void)
{
    const rs_game *g = &rs_game_data;
    text_put(3, TOP, "HEARTS", VID_PAL_BOX);
    text_put_num(10, TOP, rs_prog.hp, VID_PAL_BOX);
    int at = rs_prog.hp >= 10 ? 12 : 11;
    text_put(at, TOP, "/", VID_PAL_BOX);
    text_put_num(at + 1, TOP, rs_prog.hp_max, VID_PAL_BOX);
    int held = 0;
    for (int i = 0; i < g->item_count && i < RS_MAX_ITEMS; i++)
        held += rs_prog.items[i] != 0;
    if (!held) {
        text_put(3, TOP + 2, "No items yet", VID_PAL_BOX);
        return;
    }
    /* one column of up to 10 lines (a row apart when 5 or fewer); two narrower ones beyond */
    int two = held > ROWS - 2, n = 0, gap = 2 * held - 1 <= ROWS - 2 ? 2 : 1;
    for (int i = 0; i < g->item_count && i < RS_MAX_ITEMS; i++) {
        if (!rs_prog.items[i])
            continue;
        int col = two && n >= (held + 1) / 2 ? 15 : 3;
        int row = TOP + 2 + gap * (two && n >= (held + 1) / 2 ? n - (held + 1) / 2 : n);
        u8 icon = g->items[i].icon < RS_ICON_COUNT ? g->items[i].icon : RS_ICON_BAG;
        text_tile(col, row, (u16)(TT_ICON0 + icon), VID_PAL_BOX);
        text_put_n(col + 2, row, g->items[i].name, two ? 8 : RS_NAME_MAX, VID_PAL_BOX);
        int at = two ? col + 10 : 22;
        text_put(at, row, "x", VID_PAL_BOX);
        text_put_num(at + 1, row, rs_prog.items[i], VID_PAL_BOX);
        n++;
    }
}

/* ---- quests --------------------------------------------------------------- */
/* Lines of the log: each quest's name and steps, a blank line between quests. */
static int log_lines(const rs_game *g)
{
    int n = 0;
    for (int q = 0; q < g->quest_count && q < RS_MAX_QUESTS; q++) {
        int steps = g->quests[q].step_count;
        n += (q ? 2 : 1) + (steps < RS_MAX_QUEST_STEPS ? steps : RS_MAX_QUEST_STEPS);
    }
    return n;
}

static void quests_page(void)
{
    const rs_game *g = &rs_game_data;
    int row = TOP;
    if (!g->quests || !g->quest_count) {
        text_put(3, row, "No quests", VID_PAL_BOX);
        return;
    }
    int gap = 2 * log_lines(g) - 1 <= ROWS ? 2 : 1;   /* a row between lines when they fit */
    for (int q = 0; q < g->quest_count && q < RS_MAX_QUESTS && row < TOP + ROWS; q++) {
        const rs_quest *quest = &g->quests[q];
        text_put_n(2, row, quest->name, RS_LOG_COLS, VID_PAL_TITLE);
        row += gap;
        int open = -1;
        for (int s = 0; s < quest->step_count && s < RS_MAX_QUEST_STEPS && row < TOP + ROWS; s++) {
            int done = flag_get(quest->steps[s].flag);
            u16 mark = TT_BOX;
            if (done)
                mark = TT_CHECK;
            else if (open < 0) {
                mark = TT_CURSOR;
                open = s;
            }
            text_tile(2, row, mark, VID_PAL_BOX);
            text_put_n(4, row, quest->steps[s].text, RS_LOG_COLS, VID_PAL_BOX);
            row += gap;
        }
        row += gap;
    }
}

/* ---- map ------------------------------------------------------------------ */
#define MAP_COL 3                    /* grid cell (x, y) -> tile (MAP_COL + 2x, TOP + 2y) */

static int placed(const rs_scene *sc) { return sc->map_x < RS_MAP_W && sc->map_y < RS_MAP_H; }

static void map_page(void)
{
    const rs_game *g = &rs_game_data;
    for (int i = 0; i < g->scene_count && i < 32; i++) {
        const rs_scene *sc = &g->scenes[i];
        if (!(rs_prog.visited >> i & 1) || !placed(sc))
            continue;
        int x = MAP_COL + 2 * sc->map_x, y = TOP + 2 * sc->map_y;
        text_tile(x, y, i == here ? TT_ROOM_HERE : TT_ROOM, VID_PAL_BOX);
        for (int w = 0; w < sc->warp_count && w < RS_MAX_WARPS; w++) {
            u16 to = sc->warps[w].scene;
            if (to >= g->scene_count || to >= 32 || !(rs_prog.visited >> to & 1) || !placed(&g->scenes[to]))
                continue;
            int dx = g->scenes[to].map_x - sc->map_x, dy = g->scenes[to].map_y - sc->map_y;
            if (dx == 1 && dy == 0)
                text_tile(x + 1, y, TT_LINK_H, VID_PAL_BOX);
            else if (dx == 0 && dy == 1)
                text_tile(x, y + 1, TT_LINK_V, VID_PAL_BOX);
        }
    }
    if (here < g->scene_count)         /* a row below the grid, beside the keys */
        text_put_n(3, FOOT, g->scenes[here].name, RS_NAME_MAX, VID_PAL_TITLE);
}

static void draw(void)
{
    clear_body();
    tabs();
    rs_state_block.menu = (u8)page;
    if (page == MENU_ITEMS)
        items_page();
    else if (page == MENU_QUESTS)
        quests_page();
    else
        map_page();
}

void menu_open(u16 scene)
{
    here = scene;
    page = MENU_ITEMS;
    text_box(BOX_COL, BOX_ROW, BOX_W, BOX_H, VID_PAL_BOX);
    draw();
}

int menu_update(void)
{
    if (input_pressed(KEY_START | KEY_B)) {
        text_clear_rows(1, 19);
        return 0;
    }
    int step = input_pressed(KEY_R | KEY_RIGHT) ? 1 : input_pressed(KEY_L | KEY_LEFT) ? MENU_PAGES - 1 : 0;
    if (step) {
        page = (page + step) % MENU_PAGES;
        sound_sfx(RS_SFX_CURSOR);
        draw();
    }
    return 1;
}
