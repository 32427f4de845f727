/*
 * shooter.h - the horizontal shooter genre (block and rules: include/genre/
 * rs_shooter.h): the view scrolls by itself, the d-pad flies the ship
 * anywhere in the play area, A fires, enemy waves come from the scene's data,
 * a boss ends the level (or surviving it does), power-ups drift, lives count.
 * The harness reads the live play from rs_shooter_live (shooter_fleet.h).
 *
 * The genre is two modules: this one (the ship, the goal, the view) and
 * shooter_fleet (enemies, the boss, shots and power-ups in flight and what
 * hits what).
 */
#ifndef RS_GENRE_SHOOTER_H
#define RS_GENRE_SHOOTER_H

#include "genre.h"
#include "genre/rs_shooter.h"

extern const rs_genre genre_shooter;

#endif
