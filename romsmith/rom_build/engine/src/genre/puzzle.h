/*
 * puzzle.h - the block-pushing genre: the d-pad steps the player a cell at a
 * time and pushes crates one at a time; every goal holding a crate solves the
 * level (its flag opens the way on, or wins); B takes a step back, SELECT
 * starts the level again. The rules and the block: include/genre/rs_puzzle.h.
 */
#ifndef RS_GENRE_PUZZLE_H
#define RS_GENRE_PUZZLE_H

#include "genre.h"

extern const rs_genre genre_puzzle;

#endif
