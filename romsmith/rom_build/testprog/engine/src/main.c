/* Test program main loop: one state-block update per VBlank. */
#include "rs_runtime.h"
#include "tp.h"

#define REG_DISPCNT  (*(volatile u16 *)0x04000000)
#define REG_DISPSTAT (*(volatile u16 *)0x04000004)
#define REG_KEYINPUT (*(volatile u16 *)0x04000130)
#define KEY_RIGHT 0x10
#define KEY_LEFT  0x20
#define KEY_UP    0x40
#define KEY_DOWN  0x80
#define KEY_START 0x08
#define TP_UNMAPPED 0x10000000u  /* above every GBA memory region */

RS_STATE_SECTION rs_state rs_state_block = {
    .magic = 0x54535352, .version = 1, .scene = 0xFFFF, .dialogue = 0xFFFF,
    .player_x = 120, .player_y = 80, .hp = 3, .hp_max = 3,
};

static volatile u32 vblank_irqs;

static void on_vblank(void)
{
    vblank_irqs++;
}

static void redraw(int shift)
{
    if (tp_game_data.flat)
        tp_draw_stripes(tp_game_data.colours, 1, 0);
    else
        tp_draw_stripes(tp_game_data.colours, 4, shift);
}

int main(void)
{
    rs_state *st = &rs_state_block;
    REG_DISPCNT = 0x0403;             /* mode 3, BG2 on */
    if (tp_game_data.extra)
        st->flags[0] = tp_game_data.extra[0];
    redraw(0);

    rs_irq_table[RS_IRQ_VBLANK] = on_vblank;
    REG_DISPSTAT |= 1 << 3;
    RS_REG_IE = 1 << RS_IRQ_VBLANK;
    RS_REG_IME = 1;

    for (;;) {
        rs_vblank_wait();
        st->frame++;
        st->missed = vblank_irqs - st->frame;
        if (tp_game_data.hang_at && st->frame >= tp_game_data.hang_at)
            for (;;) { }
        if (tp_game_data.crash_at && st->frame >= tp_game_data.crash_at)
            ((void (*)(void))TP_UNMAPPED)();  /* the CPU runs off into nothing: a crash */
        u16 keys = ~REG_KEYINPUT & 0x3FF;
        if ((keys & KEY_START) && st->mode == 0) {
            st->mode = 1;
            st->scene = 0;
            redraw(1);
        }
        if (keys & KEY_RIGHT) { st->player_x++; st->facing = 3; }
        if (keys & KEY_LEFT)  { st->player_x--; st->facing = 2; }
        if (keys & KEY_UP)    { st->player_y--; st->facing = 1; }
        if (keys & KEY_DOWN)  { st->player_y++; st->facing = 0; }
    }
}
