/*
 * map.h - the current scene's tile map on BG1, its collision grid, gates and
 * the camera clamp. A map of up to 64x64 tiles sits whole in the 64x64
 * background, so a view is just the BG scroll. A wider map (side view, up to
 * RS_MAX_MAP_W columns) or one that repeats sideways (an endless scroll) is
 * streamed: map_view writes the columns coming into view into the background's
 * column slot (column & 63), and the hardware's scroll wraps at 512 pixels.
 * A tileset's animated tiles (water) get their next frame from the VBlank
 * interrupt.
 */
#ifndef RS_MAP_SUBSYSTEM_H
#define RS_MAP_SUBSYSTEM_H

#include "rs_data.h"

void map_load(const rs_scene *sc);          /* tiles, palettes, map, collision */
int  map_apply_gates(const rs_scene *sc);   /* open gates whose flag is set; how many opened */
u8   map_coll(int tx, int ty);              /* outside the map = wall          */
int  map_blocked_px(int x, int y, int w, int h); /* any blocking tile in box   */
int  map_hazard_px(int x, int y, int w, int h);
int  map_width_px(void);
int  map_height_px(void);
void map_camera(int focus_x, int focus_y, int *cam_x, int *cam_y);
void map_set_entry(int tx, int ty, u16 entry);
void map_view(int x, int y);                /* scroll BG1 there (streaming what comes into view) */
void map_repeat(int on);                    /* the map repeats sideways, column x showing x % width */
void map_vblank(void);                      /* VBlank IRQ: animated tiles (water) */

#endif
