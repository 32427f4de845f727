/*
 * scene.h - entering scenes (validated), warps with a fade, triggers, save
 * points, and the debug scene viewer's placement rule. What a scene plays
 * like is its genre's (src/genre/): the hook set by scene_on_enter hands
 * every entered scene to it.
 */
#ifndef RS_SCENE_H
#define RS_SCENE_H

#include "rs_data.h"

typedef void (*scene_hook)(const rs_scene *sc);

void scene_enter(u16 index, int tx, int ty, int facing);   /* immediate   */
void scene_warp(u16 index, int tx, int ty, int facing);    /* with fade   */
int  scene_transition(void);      /* 1 while fading; call once per frame  */
int  scene_transition_active(void);
void scene_check_regions(void);   /* warps and triggers under the player  */
void scene_on_enter(scene_hook hook);  /* called once a scene is loaded and the player placed */
void scene_after_flags(void);     /* gates and actors follow flag changes; a save point is written */
void scene_take_warp(void);       /* carries out a WARP effect's request, if any, or an
                                     encounter's (effects_encounter): the spot is kept */
int  scene_encountered(void);     /* 1 while the scene was entered by an encounter */
int  scene_come_back(int won);    /* back to the encounter's spot (its enemy defeated
                                     when won), with a fade; 0 when not in one */
void scene_forget_back(void);     /* the encounter ends elsewhere (a defeat)  */
void scene_replay(void);          /* this scene again from its entry, with a fade, unsaved
                                     (an encounter's spot is kept) */
const rs_scene *scene_current(void);
void scene_restart(void);         /* re-enter where the scene was last entered */
int  scene_enter_dialogue(void);  /* opens the scene's enter dialogue if due */
int  scene_enter_cutscene(void);  /* starts the scene's cut-scene if due */
u16  scene_index(void);
void scene_debug_spot(u16 index, int *tx, int *ty);
void scene_saving(int on);        /* battery save on every scene entry (off in debug) */
int  scene_save_here(void);       /* save point: 1 when a save was written */

#endif
