/*
 * textbox.h - the dialogue box: a framed panel of 30x7 tiles at the bottom of
 * the screen (rows 13..19), or at the top (rows 1..7) when the bottom one would
 * hide the one speaking, with the speaker's name in a tab standing on the
 * panel's edge toward the middle of the screen (rows 11..12 above a bottom
 * box, 8..9 below a top one).
 *
 * The panel's inside is drawn pixel by pixel into tiles of its own (text.h
 * TT_BODY0.., TT_TAB0..): RS_TEXT_LINES lines of RS_TEXT_COLS letters, 7 pixels
 * apart, lines 10 pixels apart, with 6 pixels of paper above the first line and
 * below the last and about 20 at the sides; the name in gold in its tab. Words
 * wrap as before (RS_TEXT_COLS letters a line); the typewriter adds a letter
 * at a time (dialogue.c: one a frame, 32 a frame once A hurries it).
 */
#ifndef RS_TEXTBOX_H
#define RS_TEXTBOX_H

#include "rs_types.h"

/* typewriter results */
enum { TB_TYPING = 0, TB_MORE = 1, TB_DONE = 2 };

#define TB_ROWS        7       /* panel tile rows: border, 5 inside, border  */
#define TB_BOTTOM_ROW  13      /* first row of a panel at the bottom          */
#define TB_TOP_ROW     1       /* first row of a panel at the top (below the HUD) */
#define TB_TAB_COL     1       /* the name tab's left border column           */

/* 1 when a box at the bottom would hide more of the screen rectangle
 * (x, y, w, h) in pixels than one at the top, so it should open at the top. */
int  text_box_wants_top(int x, int y, int w, int h, const char *speaker);
void text_box_open(const char *speaker, int top);
void text_box_tab_right(void);       /* the next box's name tab stands on the right (then left again) */
int  text_box_top(void);             /* 1 while a box is open at the top  */
void text_box_page(const char *page);
int  text_box_step(int chars);       /* type up to `chars`; TB_*           */
void text_box_continue(void);        /* after TB_MORE: next sub-page       */
void text_box_arrow(int visible);    /* the "more" arrow, bottom right     */
void text_box_line(int line, int col, const char *s, int n);  /* at once */
void text_box_mark(int line, int on); /* a cursor in column 0 of a line     */
void text_box_close(void);

#endif
