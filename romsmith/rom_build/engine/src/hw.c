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

void hw_copy32(volatile void *dst, const void *src, u32 bytes)
{
    if (!bytes)
        return;
    REG_DMA3SAD = (u32)src;
    REG_DMA3DAD = (u32)dst;
    REG_DMA3CNT = DMA_ENABLE | DMA_32 | (bytes >> 2);
}

void hw_copy16(volatile void *dst, const void *src, u32 bytes)
{
    if (!bytes)
        return;
    REG_DMA3SAD = (u32)src;
    REG_DMA3DAD = (u32)dst;
    REG_DMA3CNT = DMA_ENABLE | DMA_16 | (bytes >> 1);
}

void hw_fill32(volatile void *dst, u32 value, u32 bytes)
{
    static volatile u32 fill;   /* DMA reads the fill word from memory */
    if (!bytes)
        return;
    fill = value;
    REG_DMA3SAD = (u32)&fill;
    REG_DMA3DAD = (u32)dst;
    REG_DMA3CNT = DMA_ENABLE | DMA_32 | DMA_SRC_FIXED | (bytes >> 2);
}
