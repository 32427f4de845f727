/*
 * player.h - the player's controls: d-pad movement with corner sliding, A to
 * talk (an NPC or sign in front) or swing the sword, the sword's hit box,
 * damage with knock-back and invulnerability, hazard tiles.
 */
#ifndef RS_PLAYER_H
#define RS_PLAYER_H

#include "actor.h"

#define SWING_FRAMES 14          /* one sword swing */

/* what the player did this frame */
enum { PLAYER_NONE = 0, PLAYER_TALK = 1, PLAYER_DIED = 2 };

void player_place(int tx, int ty, int facing);
int  player_update(int allow_attack, int harmless, int *talk_to);
void player_hurt(int damage, int from_x, int from_y, int knock);
int  player_swing(void);          /* sword frames left (0 = not swinging) */

#endif
