/*
 * map.h - the current scene's tile map on BG1, its collision grid, gates and
 * the camera. The whole map (up to 64x64 tiles) sits in a 64x64 background,
 * so the camera is just the BG scroll clamped to the map. A tileset's animated
 * tiles (water) get their next frame from the VBlank interrupt.
 */
#ifndef RS_MAP_H
#define RS_MAP_H

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
void map_vblank(void);                      /* VBlank IRQ: animated tiles (water) */

#endif
