/* text.c - font expansion, boxes, word-wrapping typewriter, HUD on BG0. */
#include "text.h"
#include "video.h"
#include "hw.h"
#include "rs_data.h"

#define RGB(r, g, b) ((u16)((r) | ((g) << 5) | ((b) << 10)))
#define SE(tile, pal) ((u16)((tile) | ((pal) << 12)))

/* 1bpp UI art, bit 0 = left pixel; values: paper 1, ink 2, shadow 3,
 * light 4, dark 5, red 6, outline 7, gold 8, and for icons green 9, blue 10,
 * brown 11, grey 12, cyan 13, purple 14, dark green 15 (see text_init). */
static const u8 heart_bits[8] = {0x00, 0x66, 0xFF, 0xFF, 0xFF, 0x7E, 0x3C, 0x18};
static const u8 arrow_bits[8] = {0x00, 0x00, 0x7F, 0x3E, 0x1C, 0x08, 0x00, 0x00};
static const u8 cursor_bits[8] = {0x00, 0x04, 0x0C, 0x1C, 0x3C, 0x1C, 0x0C, 0x04};

/* Item icons (RS_ICON_* order) and map/log marks, one letter per pixel:
 * '.' paper, w white, s shadow, d dark, r red, R deep red, y gold, g green,
 * b blue, n brown, e grey, c cyan, p purple, G dark green. */
static const char *const icon_art[RS_ICON_COUNT][8] = {
    {"...nn...", "..n..n..", ".nnnnnn.", "nnnyynnn", "nnnnnnnn", "nnnnnnnn", ".nnnnnn.", "........"}, /* bag */
    {".yyy....", "y...y...", "y...y...", ".yyy....", "..y.....", "..yy....", "..y.....", "..yy...."}, /* key */
    {"...ee...", "...nn...", "...ww...", "..rrrr..", ".rrwrrr.", ".rrrrrr.", "..rrrr..", "........"}, /* potion */
    {"........", "..cccc..", ".cwccbc.", "cccccccb", ".cccccb.", "..cccb..", "...cb...", "........"}, /* gem */
    {".nwwwwn.", "..wwww..", "..weew..", "..wwww..", "..weew..", "..wwww..", ".nwwwwn.", "........"}, /* scroll */
    {".......w", "......we", ".....we.", "....we..", ".y.we...", "..yn....", "..ny....", ".n..y..."}, /* sword */
    {".eeeeee.", ".ebbyye.", ".ebbyye.", ".eyybbe.", ".eyybbe.", "..ebbe..", "...ee...", "........"}, /* shield */
    {"...cc...", "..yyyy..", ".y....y.", ".y....y.", ".y....y.", "..yyyy..", "........", "........"}, /* ring */
    {"..yyyy..", ".yyddyy.", ".yydyyy.", ".yyddyy.", ".yyydyy.", ".yyddyy.", "..yyyy..", "........"}, /* coin */
    {"....gg..", "...ggG..", ".gg.G...", ".gGgG.gg", "..GG.gG.", "...GG...", "...n....", "...n...."}, /* herb */
    {"..pppp..", ".pwpppp.", ".ppppppp", ".ppppppp", ".ppppppp", "..pppp..", "..nnnn..", "........"}, /* orb */
    {".nnnnnn.", ".nwwwwnw", ".nweewnw", ".nwwwwnw", ".nweewnw", ".nwwwwnw", ".nnnnnn.", "........"}, /* book */
    {"........", "y..y..y.", "yy.yy.yy", "yyyyyyyy", "yryycyry", "yyyyyyyy", "........", "........"}, /* crown */
};
static const char *const mark_art[][8] = {
    {"........", ".......g", "......gg", "g....gg.", "gg..gg..", ".gggg...", "..gg....", "........"}, /* check */
    {"........", ".eeeeee.", ".e....e.", ".e....e.", ".e....e.", ".e....e.", ".eeeeee.", "........"}, /* box */
    {"........", ".wwwwww.", ".weeeew.", ".weeeew.", ".weeeew.", ".weeeew.", ".wwwwww.", "........"}, /* room */
    {"........", ".yyyyyy.", ".yrrrry.", ".yrrrry.", ".yrrrry.", ".yrrrry.", ".yyyyyy.", "........"}, /* here */
    {"........", "........", "........", "wwwwwwww", "wwwwwwww", "........", "........", "........"}, /* link - */
    {"...ww...", "...ww...", "...ww...", "...ww...", "...ww...", "...ww...", "...ww...", "...ww..."}, /* link | */
};

static u32 tile_buf[8];

static void put_px(int x, int y, u32 c)
{
    tile_buf[y] = (tile_buf[y] & ~(0xFu << (x * 4))) | (c << (x * 4));
}

static void fill_tile(u32 c)
{
    for (int y = 0; y < 8; y++)
        tile_buf[y] = c * 0x11111111u;
}

static void store_tile(int index)
{
    volatile u32 *dst = (volatile u32 *)HW_CHARBLOCK(VID_TEXT_CB) + index * 8;
    for (int y = 0; y < 8; y++)
        dst[y] = tile_buf[y];
}

static int bit(const u8 *rows, int x, int y)
{
    if (x < 0 || y < 0 || x > 7 || y > 7)
        return 0;
    return (rows[y] >> x) & 1;
}

/* Opaque glyph tiles: the font's rows with paper (1) where they have no colour
 * (ink 2 and shadow 3 both have bit 1 set, an empty nibble has not). */
static void make_glyphs(void)
{
    for (int g = 0; g < 95; g++) {
        for (int y = 0; y < 8; y++)
            tile_buf[y] = rs_font[g][y] | ((~rs_font[g][y] >> 1) & 0x11111111u);
        store_tile(TT_GLYPH0 + g);
    }
}

/* Border tiles: a two-tone frame, drawn for the top-left corner and top edge
 * then mirrored by the screen-entry flip bits where possible. Each needs its
 * own tile here because they are few and mirroring costs nothing to skip. */
static void make_frame(void)
{
    for (int t = 0; t < 8; t++) {
        fill_tile(1);
        int top = (t <= 2), bottom = (t >= 5 && t <= 7), left = (t == 0 || t == 3 || t == 5),
            right = (t == 2 || t == 4 || t == 7);
        for (int i = 0; i < 8; i++) {
            if (top) { put_px(i, 1, 4); put_px(i, 2, 5); }
            if (bottom) { put_px(i, 6, 4); put_px(i, 5, 5); }
            if (left) { put_px(1, i, 4); put_px(2, i, 5); }
            if (right) { put_px(6, i, 4); put_px(5, i, 5); }
            if (top) put_px(i, 0, 0);
            if (bottom) put_px(i, 7, 0);
            if (left) put_px(0, i, 0);
            if (right) put_px(7, i, 0);
        }
        /* rounded corners */
        if (top && left) { put_px(1, 1, 0); put_px(2, 2, 4); }
        if (top && right) { put_px(6, 1, 0); put_px(5, 2, 4); }
        if (bottom && left) { put_px(1, 6, 0); put_px(2, 5, 4); }
        if (bottom && right) { put_px(6, 6, 0); put_px(5, 5, 4); }
        store_tile(TT_TL + t);
    }
}

static void make_icon(int index, const u8 *rows, u32 fill, u32 edge)
{
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++) {
            u32 c = 1;
            if (bit(rows, x, y))
                c = (bit(rows, x - 1, y) && bit(rows, x + 1, y) && bit(rows, x, y - 1) &&
                     bit(rows, x, y + 1)) ? fill : edge;
            put_px(x, y, c);
        }
    store_tile(index);
}

static void make_art(int index, const char *const rows[8])
{
    static const char letters[] = ".wsdrRygbneGcp";
    static const u8 colour[] = {1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 15, 13, 14};
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++) {
            u32 c = 1;
            for (int k = 0; letters[k]; k++)
                if (rows[y][x] == letters[k])
                    c = colour[k];
            put_px(x, y, c);
        }
    store_tile(index);
}

static void make_bar(int index, u32 c)
{
    fill_tile(1);
    for (int x = 0; x < 8; x++)
        for (int y = 2; y < 6; y++)
            put_px(x, y, (y == 2 || y == 5) ? 7 : c);
    store_tile(index);
}

void text_init(u16 accent)
{
    static const u16 box_pal[16] = {
        0, RGB(3, 4, 10), RGB(31, 31, 29), RGB(1, 2, 6), RGB(24, 26, 31), RGB(9, 11, 20),
        RGB(29, 6, 7), RGB(8, 2, 3), RGB(31, 25, 6), RGB(8, 26, 8), RGB(8, 14, 30), RGB(18, 11, 5),
        RGB(17, 18, 21), RGB(10, 28, 30), RGB(22, 10, 28), RGB(3, 14, 5)};
    static const u16 hud_pal[16] = {
        0, RGB(1, 1, 3), RGB(31, 31, 29), RGB(0, 0, 0), RGB(16, 16, 20), RGB(6, 6, 10),
        RGB(30, 5, 6), RGB(10, 2, 3), RGB(31, 25, 6), 0, 0, 0, 0, 0, 0, 0};
    u16 pal[16];
    for (int i = 0; i < 16; i++)
        pal[i] = box_pal[i];
    if (accent)
        pal[4] = accent;
    video_load_bg_palettes_at(VID_PAL_BOX, pal);
    video_load_bg_palettes_at(VID_PAL_HUD, hud_pal);
    pal[2] = RGB(31, 26, 8);               /* title ink: gold */
    pal[3] = RGB(10, 5, 2);
    video_load_bg_palettes_at(VID_PAL_TITLE, pal);
    fill_tile(0);
    store_tile(TT_CLEAR);
    make_glyphs();
    make_frame();
    make_icon(TT_HEART, heart_bits, 6, 7);
    make_icon(TT_HEART_EMPTY, heart_bits, 5, 7);
    make_icon(TT_ARROW, arrow_bits, 8, 8);
    make_icon(TT_CURSOR, cursor_bits, 8, 8);
    for (int i = 0; i < RS_ICON_COUNT; i++)
        make_art(TT_ICON0 + i, icon_art[i]);
    for (int i = 0; i < TT_LINK_V - TT_CHECK + 1; i++)
        make_art(TT_CHECK + i, mark_art[i]);
    make_bar(TT_BAR, 6);
    make_bar(TT_BAR_EMPTY, 5);
    text_clear();
}

void text_clear(void) { hw_fill32(video_text_map(), 0, 32 * 32 * 2); }

void text_clear_rows(int row, int rows)
{
    hw_fill32(video_text_map() + row * 32, 0, (u32)rows * 64);
}

void text_tile(int col, int row, u16 tile, int pal)
{
    if (col >= 0 && col < 32 && row >= 0 && row < 32)
        video_text_map()[row * 32 + col] = SE(tile, pal);
}

static u16 glyph(char c)
{
    u8 u = (u8)c;
    return (u16)(u >= 32 && u <= 126 ? TT_GLYPH0 + (u - 32) : TT_GLYPH0 + ('?' - 32));
}

void text_put_n(int col, int row, const char *s, int n, int pal)
{
    for (int i = 0; s && s[i] && i < n && col + i < 30; i++)
        text_tile(col + i, row, glyph(s[i]), pal);
}

void text_put(int col, int row, const char *s, int pal) { text_put_n(col, row, s, 30, pal); }

void text_put_num(int col, int row, u32 value, int pal)
{
    char buf[11];
    int n = 10;
    buf[n] = 0;
    do { buf[--n] = (char)('0' + value % 10); value /= 10; } while (value && n > 0);
    text_put(col, row, buf + n, pal);
}

/* Length of the next word (up to a space, newline or end). */
static int word_len(const char *s)
{
    int n = 0;
    while (s[n] && s[n] != ' ' && s[n] != '\n')
        n++;
    return n;
}

/* Centred, word-wrapped lines `spacing` rows apart; returns the number of
 * lines. pal < 0 only counts them. */
int text_wrap_center(int row, const char *s, int width, int max_lines, int spacing, int pal)
{
    int lines = 0;
    while (s && *s && lines < max_lines) {
        while (*s == ' ')
            s++;
        const char *start = s;
        int len = 0;
        while (*s && *s != '\n') {       /* every pass advances s or breaks */
            if (*s == ' ') {
                if (len >= width)
                    break;
                len++;
                s++;
                continue;
            }
            int w = word_len(s);
            if (len && len + w > width)
                break;
            if (w > width - len)
                w = width - len;
            len += w;
            s += w;
        }
        int trim = len;
        while (trim > 0 && start[trim - 1] == ' ')
            trim--;
        if (pal >= 0)
            text_put_n(15 - trim / 2, row + lines * spacing, start, trim, pal);
        lines++;
        if (*s == '\n')
            s++;
    }
    return lines;
}

void text_box(int col, int row, int w, int h, int pal)
{
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            u16 t = TT_GLYPH0;
            if (y == 0)
                t = x == 0 ? TT_TL : (x == w - 1 ? TT_TR : TT_T);
            else if (y == h - 1)
                t = x == 0 ? TT_BL : (x == w - 1 ? TT_BR : TT_B);
            else if (x == 0)
                t = TT_L;
            else if (x == w - 1)
                t = TT_R;
            text_tile(col + x, row + y, t, pal);
        }
}
