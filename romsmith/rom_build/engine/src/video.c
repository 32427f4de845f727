/* video.c - VRAM layout, palettes, OAM shadow, staged scroll and fade. */
#include "video.h"
#include "hw.h"

static vid_obj oam_shadow[VID_OAM_COUNT] __attribute__((aligned(4)));
static int obj_used;
static volatile int scroll_x, scroll_y, dark_level, dark_text;
static volatile int far_x, far_y, far_on;
static volatile u16 dispcnt = DISPCNT_OBJ_1D;

void video_init(void)
{
    hw_display(DISPCNT_BLANK);
    hw_fill32(HW_VRAM, 0, 0x18000);
    hw_fill32(HW_PAL_BG, 0, 0x400);
    for (int i = 0; i < VID_OAM_COUNT; i++) {
        oam_shadow[i].attr0 = OBJ_HIDE;
        oam_shadow[i].attr1 = oam_shadow[i].attr2 = 0;
    }
    hw_copy32(HW_OAM, oam_shadow, sizeof oam_shadow);
    hw_bg_control(0, 0, VID_TEXT_CB, VID_TEXT_SB, 0);
    hw_bg_control(1, 2, VID_MAP_CB, VID_MAP_SB, 3);
    hw_bg_control(2, 3, VID_MAP_CB, VID_FAR_SB, 0);
    hw_bg_scroll(0, 0, 0);
    dispcnt = DISPCNT_OBJ_1D;
    hw_display(dispcnt);
}

void video_vblank(void)
{
    /* CPU copy: the IRQ must not reprogram DMA3 under a main-loop transfer */
    const u32 *src = (const u32 *)oam_shadow;
    volatile u32 *dst = (volatile u32 *)HW_OAM;
    for (int i = 0; i < VID_OAM_COUNT * 2; i++)
        dst[i] = src[i];
    hw_bg_scroll(1, scroll_x, scroll_y);
    hw_bg_scroll(2, far_x, far_y);
    hw_darken(dark_text ? (BLDCNT_BG0 | BLDCNT_BG1 | BLDCNT_BG2 | BLDCNT_OBJ | BLDCNT_BD)
                        : (BLDCNT_BG1 | BLDCNT_BG2 | BLDCNT_OBJ | BLDCNT_BD), dark_level);
    hw_display(dispcnt);
}

void video_show(int map, int text, int obj)
{
    dispcnt = (u16)(DISPCNT_OBJ_1D | (text ? DISPCNT_BG0 : 0) | (map ? DISPCNT_BG1 : 0) |
                    (map && far_on ? DISPCNT_BG2 : 0) | (obj ? DISPCNT_OBJ : 0));
}

void video_far_map(const u16 *entries, int rows)
{
    far_on = 0;
    dispcnt = (u16)(dispcnt & ~DISPCNT_BG2);
    if (!entries)
        return;
    if (rows > 32)
        rows = 32;
    hw_fill32(HW_SCREENBLOCK(VID_FAR_SB), 0, 2048);
    hw_copy16(HW_SCREENBLOCK(VID_FAR_SB), entries, (u32)rows * 64);
    far_on = 1;
    if (dispcnt & DISPCNT_BG1)
        dispcnt = (u16)(dispcnt | DISPCNT_BG2);
}

void video_scroll_far(int x, int y) { far_x = x; far_y = y; }

void video_scroll_map(int x, int y) { scroll_x = x; scroll_y = y; }

void video_darken(int level, int text_too)
{
    dark_level = level;
    dark_text = text_too;
}

void video_obj_begin(void) { obj_used = 0; }

void video_obj_add(int x, int y, int px, u16 tile, int pal, int hflip, int vflip)
{
    if (obj_used >= VID_OAM_COUNT || x <= -px || x >= 240 || y <= -px || y >= 160)
        return;
    vid_obj *o = &oam_shadow[obj_used++];
    o->attr0 = (u16)(y & OBJ_Y_MASK);
    u16 size = px == 32 ? OBJ_SIZE_32 : px == 8 ? OBJ_SIZE_8 : OBJ_SIZE_16;
    o->attr1 = (u16)((x & OBJ_X_MASK) | size | (hflip ? OBJ_HFLIP : 0) |
                     (vflip ? OBJ_VFLIP : 0));
    o->attr2 = (u16)(tile | (1 << OBJ_PRIO_SHIFT) | (pal << OBJ_PAL_SHIFT));
}

void video_obj_end(void)
{
    for (int i = obj_used; i < VID_OAM_COUNT; i++)
        oam_shadow[i].attr0 = OBJ_HIDE;
}

void video_load_bg_palettes(const u16 *colours, int banks)
{
    hw_copy16(HW_PAL_BG, colours, (u32)banks * 32);
}

void video_load_bg_palettes_at(int bank, const u16 *colours)
{
    hw_copy16(HW_PAL_BG + bank * 16, colours, 32);
}

void video_load_obj_palette(int bank, const u16 *colours)
{
    hw_copy16(HW_PAL_OBJ + bank * 16, colours, 32);
}

void video_set_backdrop(u16 colour)
{
    HW_PAL_BG[0] = colour;
}

void video_load_bg_tiles(const u32 *tiles, int count)
{
    hw_copy32(HW_CHARBLOCK(VID_MAP_CB), tiles, (u32)count * 32);
}

void video_bg_tiles_now(int first, const u32 *tiles, int count)
{
    volatile u32 *dst = (volatile u32 *)HW_CHARBLOCK(VID_MAP_CB) + first * 8;
    for (int i = 0; i < count * 8; i++)
        dst[i] = tiles[i];
}

void video_load_obj_tiles(int first, const u32 *tiles, int count)
{
    hw_copy32(HW_VRAM_OBJ + first * 16, tiles, (u32)count * 32);
}

volatile u16 *video_text_map(void) { return HW_SCREENBLOCK(VID_TEXT_SB); }
volatile u16 *video_map_block(int quadrant) { return HW_SCREENBLOCK(VID_MAP_SB + quadrant); }
