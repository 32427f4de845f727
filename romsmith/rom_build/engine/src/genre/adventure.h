/*
 * adventure.h - the top-down genre: the d-pad walks (sliding round corners),
 * A talks to the NPC or sign in front or swings the sword, enemies hurt on
 * contact and hazard tiles hurt underfoot; the camera follows the player.
 */
#ifndef RS_GENRE_ADVENTURE_H
#define RS_GENRE_ADVENTURE_H

#include "genre.h"

extern const rs_genre genre_adventure;

#endif
