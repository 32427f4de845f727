/*
 * platformer_foes.h - the scene's actors in side view. Everyone falls onto the
 * ground under them; enemies that move walk their ledge and turn at its ends
 * and at walls, chasers and bosses turn toward a player nearby; a player
 * falling onto an enemy from above stomps it (a hit; its last one defeats it),
 * touching it otherwise hurts the player. NPCs and signs stand and talk.
 */
#ifndef RS_PLATFORMER_FOES_H
#define RS_PLATFORMER_FOES_H

#include "actor.h"

enum { FOE_NONE = 0, FOE_STOMPED = 1, FOE_HURTS = 2 };

void foes_enter(void);
void foes_update(void);
/* The player's box against the enemies this frame; prev_bottom is the row under
 * its box before this frame's fall. FOE_HURTS gives the enemy's centre x and
 * its damage. */
int  foes_contact(int prev_bottom, int falling, int *from_x, int *damage);
int  foes_talker(void);          /* the NPC or sign beside the player with something to say, or -1 */

#endif
