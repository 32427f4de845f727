/* Test program: the engine's state block (engine/include/state.h) and the content the "game" folder provides. */
#ifndef TP_H
#define TP_H
#include <stdint.h>

typedef uint8_t u8; typedef uint16_t u16; typedef uint32_t u32;
typedef int16_t s16; typedef int32_t s32;

typedef struct {
    u32 magic;        /* 'R','S','S','T' = 0x54535352 */
    u16 version;
    u16 scene;
    u32 frame;
    u32 missed;
    s16 player_x;
    s16 player_y;
    u8  facing;
    u8  hp;
    u8  hp_max;
    u8  mode;
    u16 dialogue;
    u16 error;
    u32 flags[8];
} rs_state;

typedef struct {
    u16 colours[4];   /* BGR555 stripe colours */
    u16 hang_at;      /* 0: never hang; N: spin forever once frame N is reached */
    u16 flat;         /* 1: fill the screen with colours[0] only */
    u16 crash_at;     /* 0: never crash; N: jump to unmapped memory once frame N is reached */
    const u16 *extra; /* optional extra colours (tests point it at an undefined symbol) */
} tp_game;

extern const tp_game tp_game_data;

/* draw.iwram.c: ARM code in IWRAM */
void tp_draw_stripes(const u16 *colours, int count, int shift);

#endif
