/* ARM code in IWRAM (compiled -marm, placed by gba.ld), called from Thumb code in ROM. */
#include "tp.h"

#define VRAM ((volatile u32 *)0x06000000)

void tp_draw_stripes(const u16 *colours, int count, int shift)
{
    for (int y = 0; y < 160; y++) {
        u16 c = colours[((y / 40) + shift) % count];
        u32 pair = c | ((u32)c << 16);
        volatile u32 *row = VRAM + y * 120;
        for (int x = 0; x < 120; x++)
            row[x] = pair;
    }
}
