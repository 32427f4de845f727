/*
 * text.h - the BG0 text layer: font, boxes and lines of text (the dialogue
 * box is textbox.h, the HUD hud.h).
 *
 * BG0 tiles (charblock 2): 0 transparent, 1..95 glyphs for ASCII 32..126
 * (opaque: paper colour 1, ink 2, shadow 3), then the UI tiles below, then
 * the dialogue box's own tiles (textbox.h draws into them pixel by pixel).
 * Palette bank VID_PAL_BOX styles boxes, VID_PAL_HUD the HUD strip.
 */
#ifndef RS_TEXT_H
#define RS_TEXT_H

#include "rs_data.h"

/* The glyphs as 4bpp rows (font.c): ink 2, its shadow 3 right-below the ink, 0 elsewhere
 * (paper in the BG0 glyph tiles, left as it is by the dialogue box). */
extern const u32 rs_font[95][8];

enum {
    TT_CLEAR = 0, TT_GLYPH0 = 1,
    TT_TL = 96, TT_T, TT_TR, TT_L, TT_R, TT_BL, TT_B, TT_BR,
    TT_HEART, TT_HEART_EMPTY, TT_ARROW, TT_BAR, TT_BAR_EMPTY, TT_CURSOR,
    TT_ICON0,                              /* RS_ICON_COUNT item icons from here */
    TT_CHECK = TT_ICON0 + RS_ICON_COUNT,   /* a done quest step                  */
    TT_BOX, TT_ROOM, TT_ROOM_HERE, TT_LINK_H, TT_LINK_V,
    TT_BODY0,                              /* the dialogue box's inside, 28x5 (textbox.c) */
    TT_TAB0 = TT_BODY0 + 140,              /* its name tab's inside, up to 11x2           */
    TT_COUNT = TT_TAB0 + 22
};

void text_init(u16 accent);
void text_clear(void);
void text_clear_rows(int row, int rows);
void text_put(int col, int row, const char *s, int pal);       /* one line */
void text_put_n(int col, int row, const char *s, int n, int pal);
void text_put_num(int col, int row, u32 value, int pal);
int  text_wrap_center(int row, const char *s, int width, int max_lines, int spacing, int pal);
void text_box(int col, int row, int w, int h, int pal);
void text_tile(int col, int row, u16 tile, int pal);

#endif
