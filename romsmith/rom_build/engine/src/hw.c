/* hw.c - register access: display, blending, DMA, keys and the VBlank IRQ. */
#include "hw.h"
#include "rs_runtime.h"

static hw_vblank_fn vblank_fn;

static void vblank_isr(void)
{
    if (vblank_fn)
        vblank_fn();
}

void hw_init(hw_vblank_fn on_vblank)
{
    REG_WAITCNT = WAITCNT_FAST_ROM;
    REG_DISPCNT = DISPCNT_BLANK;
    vblank_fn = on_vblank;
    rs_irq_table[RS_IRQ_VBLANK] = vblank_isr;
    REG_DISPSTAT = DISPSTAT_VBLANK_IRQ;
    RS_REG_IE = 1u << RS_IRQ_VBLANK;
    RS_REG_IME = 1;
}

void hw_wait_vblank(void) { rs_vblank_wait(); }
u16 hw_vcount(void) { return REG_VCOUNT & 0xFF; }
u16 hw_keys(void) { return (u16)(~REG_KEYINPUT & KEY_MASK); }
void hw_display(u16 dispcnt) { REG_DISPCNT = dispcnt; }

void hw_bg_control(int bg, int prio, int charblock, int screenblock, int size)
{
    REG_BGCNT(bg) = (u16)((prio & BGCNT_PRIO_MASK) | (charblock << BGCNT_CHAR_SHIFT) |
                          (screenblock << BGCNT_SCREEN_SHIFT) | (size << BGCNT_SIZE_SHIFT));
}

void hw_bg_scroll(int bg, int x, int y)
{
    REG_BGHOFS(bg) = (u16)x;
    REG_BGVOFS(bg) = (u16)y;
}

void hw_darken(u16 layers, int level)
{
    if (level <= 0) {
        REG_BLDCNT = 0;
        REG_BLDY = 0;
        return;
    }
    REG_BLDCNT = (u16)(layers | BLDCNT_DARKEN);
    REG_BLDY = (u16)(level > BLDY_MAX ? BLDY_MAX : level);
}

/* One DMA3 transfer of `bytes` (none when 0) in units of the size `ctl` names
 * (DMA_32 or DMA_16), with its source mode. */
static void dma3(volatile void *dst, const volatile void *src, u32 bytes, u32 ctl)
{
    if (!bytes)
        return;
    REG_DMA3SAD = (u32)src;
    REG_DMA3DAD = (u32)dst;
    REG_DMA3CNT = DMA_ENABLE | ctl | (bytes >> (ctl & DMA_32 ? 2 : 1));
}

void hw_copy32(volatile void *dst, const void *src, u32 bytes) { dma3(dst, src, bytes, DMA_32); }
void hw_copy16(volatile void *dst, const void *src, u32 bytes) { dma3(dst, src, bytes, DMA_16); }

void hw_fill32(volatile void *dst, u32 value, u32 bytes)
{
    static volatile u32 fill;   /* DMA reads the fill word from memory */
    fill = value;
    dma3(dst, &fill, bytes, DMA_32 | DMA_SRC_FIXED);
}

/* ---- sound --------------------------------------------------------------- */
void hw_sound_init(void)
{
    REG_SOUNDCNT_X = SOUNDCNT_X_ENABLE;  /* first: PSG registers ignore writes while off */
    REG_SOUNDCNT_L = SOUNDCNT_L_ALL;
    REG_SOUNDCNT_H = SOUNDCNT_H_PSG_FULL;
    REG_SOUND1CNT_L = SWEEP_DOWN;        /* sweep off */
    REG_SOUND3CNT_L = 0;
    REG_TM3CNT_L = 0;
    REG_TM3CNT_H = TIMER_ENABLE;         /* prescaler 1: one count per CPU cycle */
}

void hw_square(int ch, int duty, u16 env, u16 rate, u16 sweep)
{
    u16 ctl = (u16)(((duty & 3) << DUTY_SHIFT) | env);
    u16 x = (u16)((rate & RATE_MASK) | SND_RESTART);
    if (ch == 0) {
        REG_SOUND1CNT_L = sweep ? sweep : SWEEP_DOWN;
        REG_SOUND1CNT_H = ctl;
        REG_SOUND1CNT_X = x;
    } else {
        REG_SOUND2CNT_L = ctl;
        REG_SOUND2CNT_H = x;
    }
}

void hw_wave(const u32 *samples, int volume, u16 rate)
{
    static const u16 vol_bits[4] = {0, 3, 2, 1};   /* mute, 25%, 50%, 100% */
    if (samples) {
        REG_SOUND3CNT_L = WAVE_BANK_PLAY1;
        for (int i = 0; i < 4; i++)
            HW_WAVE_RAM[i] = samples[i];
    }
    REG_SOUND3CNT_L = WAVE_ENABLE;
    REG_SOUND3CNT_H = (u16)(vol_bits[volume & 3] << WAVE_VOL_SHIFT);
    REG_SOUND3CNT_X = (u16)((rate & RATE_MASK) | SND_RESTART);
}

void hw_noise(u16 env, u16 clock)
{
    REG_SOUND4CNT_L = env;
    REG_SOUND4CNT_H = (u16)((clock & 0xFF) | SND_RESTART);
}

void hw_sound_off(int ch)
{
    switch (ch) {
    case 0: REG_SOUND1CNT_H = 0; REG_SOUND1CNT_X = SND_RESTART; break;
    case 1: REG_SOUND2CNT_L = 0; REG_SOUND2CNT_H = SND_RESTART; break;
    case 2: REG_SOUND3CNT_L = 0; break;
    default: REG_SOUND4CNT_L = 0; REG_SOUND4CNT_H = SND_RESTART; break;
    }
}

u16 hw_sound_status(void) { return REG_SOUNDCNT_X & SOUNDCNT_X_ON_MASK; }
u16 hw_cycles(void) { return REG_TM3CNT_L; }

/* ---- SRAM ------------------------------------------------------------------ */
void hw_sram_read(u32 offset, void *dst, u32 bytes)
{
    u8 *d = (u8 *)dst;
    for (u32 i = 0; i < bytes; i++)
        d[i] = offset + i < HW_SRAM_SIZE ? HW_SRAM[offset + i] : 0xFF;
}

void hw_sram_write(u32 offset, const void *src, u32 bytes)
{
    const u8 *s = (const u8 *)src;
    for (u32 i = 0; i < bytes && offset + i < HW_SRAM_SIZE; i++)
        HW_SRAM[offset + i] = s[i];
}
