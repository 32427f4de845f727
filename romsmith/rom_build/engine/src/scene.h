/*
 * scene.h - entering scenes (validated), warps with a fade, triggers, the
 * camera, the HUD, and the debug scene viewer's placement rule.
 */
#ifndef RS_SCENE_H
#define RS_SCENE_H

#include "rs_data.h"

void scene_enter(u16 index, int tx, int ty, int facing);   /* immediate   */
void scene_warp(u16 index, int tx, int ty, int facing);    /* with fade   */
int  scene_transition(void);      /* 1 while fading; call once per frame  */
int  scene_transition_active(void);
void scene_check_regions(void);   /* warps and triggers under the player  */
void scene_camera(int *cam_x, int *cam_y);
void scene_hud(int force);
void scene_banner(const char *name, int frames);   /* a boss's name banner */
void scene_after_flags(void);     /* gates and actors follow flag changes */
const rs_scene *scene_current(void);
void scene_restart(void);         /* re-enter where the scene was last entered */
int  scene_enter_dialogue(void);  /* opens the scene's enter dialogue if due */
int  scene_enter_cutscene(void);  /* starts the scene's cut-scene if due */
u16  scene_index(void);
void scene_debug_spot(u16 index, int *tx, int *ty);
void scene_saving(int on);        /* battery save on every scene entry (off in debug) */
int  scene_save_here(void);       /* save point: 1 when a save was written */

#endif
