/*
 * battle.h - the turn-based battle genre: a party against foes in rounds by
 * speed, a menu for each party member's turn (ATTACK, MAGIC, ITEM, DEFEND,
 * RUN), foes choosing by their weights; victory sets a flag and gives
 * rewards, defeat retries or goes back (include/genre/rs_battle.h). A battle
 * is a scene of its own, entered by a warp or by touching an enemy whose
 * actor has an encounter (then it comes back there).
 */
#ifndef RS_GENRE_BATTLE_H
#define RS_GENRE_BATTLE_H

#include "genre.h"

extern const rs_genre genre_battle;

#endif
