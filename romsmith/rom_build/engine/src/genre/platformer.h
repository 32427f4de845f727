/*
 * platformer.h - the side-view genre: gravity, running, jumps that go higher
 * while A is held (with coyote time and a jump buffer), one-way ledges,
 * ladders, spikes and pits, stompable enemies, coins, checkpoints, and a
 * camera that scrolls across levels up to RS_MAX_MAP_W tiles wide. Its tuning
 * is the scene's block, include/genre/rs_platformer.h.
 */
#ifndef RS_GENRE_PLATFORMER_H
#define RS_GENRE_PLATFORMER_H

#include "genre.h"

extern const rs_genre genre_platformer;

#endif
