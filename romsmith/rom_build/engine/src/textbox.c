/* textbox.c - the dialogue box: layout, pixel-placed letters, the typewriter. */
#include "textbox.h"
#include "text.h"
#include "video.h"
#include "hw.h"
#include "state.h"
#include "rs_data.h"

#define BODY_W      28        /* inside tiles across (columns 1..28)        */
#define BODY_H      5         /* inside tiles down                           */
#define TAB_W       11        /* most inside tiles of the name tab           */
#define TEXT_X      13        /* first letter cell, pixels into the inside   */
#define TEXT_Y      1         /* first line, pixels into the inside          */
#define ADVANCE     7         /* pixels from one letter to the next          */
#define PITCH       10        /* pixels from one line to the next            */
#define ARROW_X     206       /* the "more" arrow, pixels into the inside    */
#define ARROW_Y     32
#define NAME_Y_BELOW 5        /* name's top in a tab above the box (tab rows 0..1) */
#define NAME_Y_ABOVE 2        /* ... in a tab below the box                        */
#define PAPER       1         /* box palette colours (text.c)                */
#define GOLD        8

/* A canvas: `w` x `h` tiles of their own from `base`, drawn pixel by pixel. */
typedef struct { u16 base; u8 w, h; } canvas;

static const canvas body = {TT_BODY0, BODY_W, BODY_H};
static canvas tab = {TT_TAB0, 0, 2};
static const u8 block_bits[8] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};

static volatile u32 *tile_words(int index)
{
    return (volatile u32 *)HW_CHARBLOCK(VID_TEXT_CB) + index * 8;
}

/* 8 rows of 4bpp pixels with their top-left at canvas pixel (x, y): the
 * non-zero nibbles are drawn, other pixels keep what was there. */
static void put_rows(const canvas *c, int x, int y, const u32 *value)
{
    int tx = x >> 3, sx = (x & 7) * 4;
    for (int r = 0; r < 8; r++) {
        int py = y + r;
        if (py < 0 || py >= c->h * 8 || !value[r])
            continue;
        u32 v = value[r], mask = ((v | v >> 1 | v >> 2 | v >> 3) & 0x11111111u) * 0xF;
        volatile u32 *row = tile_words(c->base + (py >> 3) * c->w + tx) + (py & 7);
        if (tx >= 0 && tx < c->w)
            row[0] = (row[0] & ~(mask << sx)) | v << sx;
        if (sx && tx + 1 >= 0 && tx + 1 < c->w)
            row[8] = (row[8] & ~(mask >> (32 - sx))) | v >> (32 - sx);
    }
}

/* 1bpp `bits` (bit 0 = left) as 4bpp rows: set bits in `ink` (not 0), and with
 * `shadow` the pixel right-below each set bit that is not itself set. */
static void rows_of(const u8 *bits, u32 ink, u32 shadow, u32 *value)
{
    for (int r = 0; r < 8; r++) {
        u32 on = bits[r], dark = shadow && r ? ((u32)bits[r - 1] << 1) & ~on & 0xFF : 0;
        value[r] = 0;
        for (int i = 0; i < 8; i++)
            if ((on | dark) >> i & 1)
                value[r] |= ((on >> i & 1) ? ink : shadow) << (i * 4);
    }
}

static void blit(const canvas *c, int x, int y, const u8 *bits, u32 ink, u32 shadow)
{
    u32 value[8];
    rows_of(bits, ink, shadow, value);
    put_rows(c, x, y, value);
}


static void paper(const canvas *c, int x, int y) { blit(c, x, y, block_bits, PAPER, 0); }

static void letter(const canvas *c, int x, int y, char ch)
{
    u8 u = (u8)ch;
    int g = u >= 32 && u <= 126 ? u - 32 : '?' - 32;
    if (g)
        put_rows(c, x, y, rs_font[g]);
}

/* ---- layout --------------------------------------------------------------- */
static int is_open, at_top;
static int tab_right;                /* the next box's tab on the right (text_box_tab_right) */

static int name_len(const char *speaker)
{
    int n = 0;
    while (speaker && speaker[n] && n < RS_NAME_MAX)
        n++;
    return n;
}

static int tab_tiles(int n) { return n ? (n * ADVANCE + 7) / 8 : 0; }

static int overlap(int ax, int aw, int bx, int bw)
{
    int lo = ax > bx ? ax : bx, hi = ax + aw < bx + bw ? ax + aw : bx + bw;
    return hi > lo ? hi - lo : 0;
}

/* Pixels of (x, y, w, h) a box (with its tab) at the top or bottom hides. */
static int hidden(int x, int y, int w, int h, int top, int tab_w)
{
    int row = top ? TB_TOP_ROW : TB_BOTTOM_ROW;
    int tab_row = top ? row + TB_ROWS : row - 2;
    int n = overlap(x, w, 0, 240) * overlap(y, h, row * 8, TB_ROWS * 8);
    if (tab_w)
        n += overlap(x, w, TB_TAB_COL * 8, (tab_w + 2) * 8) * overlap(y, h, tab_row * 8, 16);
    return n;
}

int text_box_wants_top(int x, int y, int w, int h, const char *speaker)
{
    int t = tab_tiles(name_len(speaker));
    return hidden(x, y, w, h, 0, t) > hidden(x, y, w, h, 1, t);
}

int text_box_top(void) { return is_open && at_top; }

void text_box_tab_right(void) { tab_right = 1; }

static void frame_rows(int row)
{
    text_box(0, row, 30, TB_ROWS, VID_PAL_BOX);
    for (int y = 0; y < BODY_H; y++)
        for (int x = 0; x < BODY_W; x++)
            text_tile(1 + x, row + 1 + y, (u16)(TT_BODY0 + y * BODY_W + x), VID_PAL_BOX);
}

/* The name tab: rows `row`, `row`+1; its edge row is a copy of the frame
 * tile `edge` (the top edge above a bottom box, the bottom edge below a top one). */
static void draw_tab(const char *speaker, int row, int above)
{
    int n = name_len(speaker), w = tab_tiles(n);
    tab.w = (u8)w;
    int edge_row = above ? 0 : 1;
    for (int i = 0; i < w * 2; i++) {
        volatile u32 *dst = tile_words(TT_TAB0 + i);
        if (i / w == edge_row)
            for (int k = 0; k < 8; k++)
                dst[k] = tile_words(above ? TT_T : TT_B)[k];
        else
            hw_fill32(dst, 0x11111111u * PAPER, 32);
    }
    int l = tab_right ? 30 - TB_TAB_COL - w - 2 : TB_TAB_COL, r = l + w + 1;
    text_tile(l, row, above ? TT_TL : TT_L, VID_PAL_TITLE);
    text_tile(r, row, above ? TT_TR : TT_R, VID_PAL_TITLE);
    text_tile(l, row + 1, above ? TT_L : TT_BL, VID_PAL_TITLE);
    text_tile(r, row + 1, above ? TT_R : TT_BR, VID_PAL_TITLE);
    for (int y = 0; y < 2; y++)
        for (int x = 0; x < w; x++)
            text_tile(l + 1 + x, row + y, (u16)(TT_TAB0 + y * w + x), VID_PAL_TITLE);
    int x0 = (w * 8 - (n * ADVANCE - 1)) / 2 - 1;
    for (int i = 0; i < n; i++)
        letter(&tab, x0 + i * ADVANCE, above ? NAME_Y_BELOW : NAME_Y_ABOVE, speaker[i]);
}

/* the typewriter: where the next letter goes */
static const char *tb_p;
static int tb_col, tb_row, arrow_shown;

static void clear_body(void)
{
    hw_fill32(tile_words(TT_BODY0), 0x11111111u * PAPER, BODY_W * BODY_H * 32);
    tb_col = tb_row = arrow_shown = 0;
}

void text_box_open(const char *speaker, int top)
{
    text_box_close();
    at_top = top ? 1 : 0;
    int row = at_top ? TB_TOP_ROW : TB_BOTTOM_ROW;
    clear_body();
    frame_rows(row);
    if (name_len(speaker))
        draw_tab(speaker, at_top ? row + TB_ROWS : row - 2, !at_top);
    tab_right = 0;
    is_open = 1;
    rs_state_block.text_box = (u8)(1 + at_top);
}

void text_box_close(void)
{
    if (is_open)
        text_clear_rows(at_top ? TB_TOP_ROW : TB_BOTTOM_ROW - 2, TB_ROWS + 2);
    is_open = 0;
    rs_state_block.text_box = 0;
}

/* ---- the typewriter ------------------------------------------------------- */

static void put(int col, int row, char c)
{
    letter(&body, TEXT_X + col * ADVANCE, TEXT_Y + row * PITCH, c);
}

/* Length of the next word (up to a space, newline or end). */
static int word_len(const char *s)
{
    int n = 0;
    while (s[n] && s[n] != ' ' && s[n] != '\n')
        n++;
    return n;
}


void text_box_page(const char *page)
{
    clear_body();
    tb_p = page ? page : "";
}

void text_box_continue(void) { clear_body(); }

int text_box_step(int chars)
{
    while (chars > 0) {
        char c = *tb_p;
        if (!c)
            return TB_DONE;
        if (c == '\n') {
            tb_p++;
            tb_col = 0;
            if (++tb_row >= RS_TEXT_LINES)
                return *tb_p ? TB_MORE : TB_DONE;
            continue;
        }
        if (c == ' ' && tb_col == 0) {   /* no leading spaces after a wrap */
            tb_p++;
            continue;
        }
        if (c != ' ' && (tb_col == 0 || tb_p[-1] == ' ')) {
            int w = word_len(tb_p);
            if (tb_col > 0 && tb_col + w > RS_TEXT_COLS) {
                tb_col = 0;
                if (++tb_row >= RS_TEXT_LINES)
                    return TB_MORE;
                continue;
            }
        }
        if (tb_col >= RS_TEXT_COLS) {    /* a word longer than a line */
            tb_col = 0;
            if (++tb_row >= RS_TEXT_LINES)
                return TB_MORE;
            continue;
        }
        put(tb_col, tb_row, c);
        tb_col++;
        tb_p++;
        if (c != ' ')
            chars--;
    }
    return *tb_p ? TB_TYPING : TB_DONE;
}

void text_box_arrow(int visible)
{
    static const u8 arrow[8] = {0x00, 0x00, 0x7F, 0x3E, 0x1C, 0x08, 0x00, 0x00};
    if (visible == arrow_shown)        /* drawn only when it blinks */
        return;
    arrow_shown = visible;
    paper(&body, ARROW_X, ARROW_Y);
    if (visible)
        blit(&body, ARROW_X, ARROW_Y, arrow, GOLD, 0);
}

void text_box_line(int line, int col, const char *s, int n)
{
    for (int i = 0; s && s[i] && i < n && col + i < RS_TEXT_COLS; i++)
        put(col + i, line, s[i]);
}

void text_box_mark(int line, int on)
{
    paper(&body, TEXT_X, TEXT_Y + line * PITCH);
    if (on)
        put(0, line, '>');
}
