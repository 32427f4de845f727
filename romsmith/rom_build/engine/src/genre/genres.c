/* genres.c - the table of genres: one line per genre module. */
#include "genre.h"
#include "state.h"
#include "adventure.h"
#include "shooter.h"
#include "puzzle.h"
#include "platformer.h"

static const rs_genre *const table[RS_GENRE_COUNT] = {
    [RS_GENRE_ADVENTURE] = &genre_adventure,
    [RS_GENRE_SHOOTER] = &genre_shooter,
    [RS_GENRE_PUZZLE] = &genre_puzzle,
    [RS_GENRE_PLATFORMER] = &genre_platformer,
};

const rs_genre *genre_for(const rs_scene *sc)
{
    if (sc->genre >= RS_GENRE_COUNT || !table[sc->genre])
        rs_fail(RS_ERR_GENRE, sc->genre);
    return table[sc->genre];
}
