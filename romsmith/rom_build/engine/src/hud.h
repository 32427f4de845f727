/*
 * hud.h - the strip on row 0 (hearts on the left; the scene's name, or a
 * nearby boss's name and health bar, on the right) and the boss banner, a box
 * with a boss's name near the top the first time it comes near in a scene (or
 * on a cut-scene's BANNER). A dialogue box at the top hides the banner's rows
 * while it lasts. Genres that keep score show it instead of the scene's name,
 * and a genre may show a line of its own there (hud_status).
 */
#ifndef RS_HUD_H
#define RS_HUD_H

#include "rs_types.h"

#define RS_HUD_STATUS_MAX 18

void hud_enter(const char *scene_name);      /* a new scene: no banner, redraw */
void hud_update(int force);                  /* once a frame in play; redraws what changed */
void hud_banner(const char *name, int frames);
void hud_score(int on);                      /* show the state block's score and lives */
/* A boss a genre keeps itself (not an actor): its name and health bar on the
 * strip, and its banner the first time, while hp_max > 0; 0 takes it away. */
void hud_boss(const char *name, int hp, int hp_max);
void hud_status(const char *text);           /* a genre's own line in place of the scene's name
                                                (at most RS_HUD_STATUS_MAX letters; NULL: the name) */

#endif
