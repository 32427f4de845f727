/* Test program content: what a generator would emit. */
#include "tp.h"
#include "game_ids.h"

const tp_game tp_game_data = {
    .colours = { TP_RED, TP_GREEN, TP_BLUE, TP_WHITE },
    .hang_at = 0,
    .flat = 0,
    .crash_at = 0,
    .extra = 0,
};
