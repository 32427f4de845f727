/*
 * player.h - the player's body, shared by every genre: placing it on entering
 * a scene and the damage it takes (hp, knock-back, a second of
 * invulnerability). How it moves and fights is its genre's (src/genre/).
 */
#ifndef RS_PLAYER_H
#define RS_PLAYER_H

#include "actor.h"

#define PLAYER_INVULN 60

void player_place(int tx, int ty, int facing);
void player_hurt(int damage, int from_x, int from_y, int knock);

#endif
