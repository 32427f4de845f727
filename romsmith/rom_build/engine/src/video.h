/*
 * video.h - VRAM layout, palettes, the OAM shadow, scrolling and fades.
 *
 * Layout (mode 0):
 *   BG0 text/HUD : screenblock 27, tiles in charblock 2, priority 0, banks 13-15
 *   BG1 scene map: screenblocks 28-31 (64x64), tiles in charblocks 0-1, priority 2
 *   BG2 far map  : screenblock 26 (32x32), the scene's tiles, priority 3: an
 *                  optional layer behind the map that scrolls on its own
 *                  (parallax); shown only while a genre has given it a map
 *   OBJ          : 1D mapping; tiles 0..15 engine art (sword), sheets from 16
 *                  OBJ banks 0..14 game palettes, bank 15 the engine's;
 *                  objects are 8x8, 16x16 or 32x32 squares
 * Register writes that must not tear (scroll, darkening, OAM) are staged here
 * and applied by video_vblank() from the VBlank interrupt.
 */
#ifndef RS_VIDEO_H
#define RS_VIDEO_H

#include "rs_types.h"

#define VID_TEXT_SB        27
#define VID_MAP_SB         28
#define VID_FAR_SB         26     /* BG2, the far map */
#define VID_TEXT_CB        2
#define VID_MAP_CB         0
#define VID_PAL_TITLE      13
#define VID_PAL_BOX        14
#define VID_PAL_HUD        15
#define VID_OBJ_ENGINE_PAL 15
#define VID_OBJ_SHEET_BASE 16     /* first OBJ tile for sprite sheets */
#define VID_OBJ_TILES      1024
#define VID_OAM_COUNT      128

/* OAM attribute bits */
#define OBJ_Y_MASK        0x00FF
#define OBJ_HIDE          0x0200
#define OBJ_X_MASK        0x01FF
#define OBJ_HFLIP         0x1000
#define OBJ_VFLIP         0x2000
#define OBJ_SIZE_8        0x0000  /* square, 8x8 */
#define OBJ_SIZE_16       0x4000  /* square, 16x16 */
#define OBJ_SIZE_32       0x8000  /* square, 32x32 */
#define OBJ_PRIO_SHIFT    10
#define OBJ_PAL_SHIFT     12

typedef struct { u16 attr0, attr1, attr2, fill; } vid_obj;

void video_init(void);
void video_vblank(void);                   /* called from the VBlank IRQ */
void video_show(int map, int text, int obj);
void video_scroll_map(int x, int y);
void video_darken(int level, int text_too); /* 0..16, staged for VBlank   */

/* the far map on BG2: `rows` rows of 32 screen entries (tiles of the scene's
 * tileset, 256 px wide, so it repeats seamlessly as it scrolls); NULL hides it.
 * Colour 0 of BG1's tiles lets it show through. map_load hides it for every
 * new scene; the genre that wants one gives it after. */
void video_far_map(const u16 *entries, int rows);
void video_scroll_far(int x, int y);

/* sprites: start a frame, add 8x8, 16x16 or 32x32 objects (front first), hide the rest */
void video_obj_begin(void);
void video_obj_add(int x, int y, int px, u16 tile, int pal, int hflip, int vflip); /* px: 8, 16 or 32 */
void video_obj_end(void);

/* loading */
void video_load_bg_palettes(const u16 *colours, int banks);
void video_load_bg_palettes_at(int bank, const u16 *colours); /* one bank */
void video_load_obj_palette(int bank, const u16 *colours);
void video_set_backdrop(u16 colour);
void video_load_bg_tiles(const u32 *tiles, int count);
void video_bg_tiles_now(int first, const u32 *tiles, int count); /* CPU copy, safe in the IRQ */
void video_load_obj_tiles(int first, const u32 *tiles, int count);
volatile u16 *video_text_map(void);        /* 32x32 entries of BG0       */
volatile u16 *video_map_block(int quadrant); /* BG1 screenblock 0..3     */

#endif /* RS_VIDEO_H */
