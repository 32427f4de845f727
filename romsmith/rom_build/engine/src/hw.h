/*
 * hw.h - the only layer that touches GBA I/O registers.
 *
 * Register names are upper case; bitfields have _MASK/_SHIFT or single-bit
 * names. Other subsystems call the hw_* functions; VRAM, palette RAM and OAM
 * are memory, reached through the pointers below with 16/32-bit stores only
 * (the GBA ignores or duplicates 8-bit stores there).
 */
#ifndef RS_HW_H
#define RS_HW_H

#include "rs_types.h"

/* ---- memory regions ---------------------------------------------------- */
#define HW_VRAM          ((volatile u16 *)0x06000000)
#define HW_VRAM_OBJ      ((volatile u16 *)0x06010000)
#define HW_PAL_BG        ((volatile u16 *)0x05000000)
#define HW_PAL_OBJ       ((volatile u16 *)0x05000200)
#define HW_OAM           ((volatile u16 *)0x07000000)
#define HW_CHARBLOCK(n)  ((volatile u16 *)(0x06000000 + (n) * 0x4000))
#define HW_SCREENBLOCK(n) ((volatile u16 *)(0x06000000 + (n) * 0x800))

/* ---- display ------------------------------------------------------------ */
#define REG_DISPCNT      (*(volatile u16 *)0x04000000)
#define DISPCNT_MODE_MASK   0x0007
#define DISPCNT_OBJ_1D      0x0040
#define DISPCNT_BLANK       0x0080
#define DISPCNT_BG0         0x0100
#define DISPCNT_BG1         0x0200
#define DISPCNT_BG2         0x0400
#define DISPCNT_BG3         0x0800
#define DISPCNT_OBJ         0x1000

#define REG_DISPSTAT     (*(volatile u16 *)0x04000004)
#define DISPSTAT_VBLANK_IRQ 0x0008
#define REG_VCOUNT       (*(volatile u16 *)0x04000006)

#define REG_BGCNT(n)     (*(volatile u16 *)(0x04000008 + (n) * 2))
#define BGCNT_PRIO_MASK     0x0003
#define BGCNT_CHAR_SHIFT    2
#define BGCNT_SCREEN_SHIFT  8
#define BGCNT_SIZE_SHIFT    14      /* 0 32x32, 1 64x32, 2 32x64, 3 64x64 */
#define REG_BGHOFS(n)    (*(volatile u16 *)(0x04000010 + (n) * 4))
#define REG_BGVOFS(n)    (*(volatile u16 *)(0x04000012 + (n) * 4))

#define REG_BLDCNT       (*(volatile u16 *)0x04000050)
#define BLDCNT_BG0          0x0001
#define BLDCNT_BG1          0x0002
#define BLDCNT_BG2          0x0004
#define BLDCNT_OBJ          0x0010
#define BLDCNT_BD           0x0020
#define BLDCNT_DARKEN       0x00C0
#define REG_BLDY         (*(volatile u16 *)0x04000054)
#define BLDY_MAX            16

/* ---- DMA 3 -------------------------------------------------------------- */
#define REG_DMA3SAD      (*(volatile u32 *)0x040000D4)
#define REG_DMA3DAD      (*(volatile u32 *)0x040000D8)
#define REG_DMA3CNT      (*(volatile u32 *)0x040000DC)
#define DMA_SRC_FIXED       (2u << 23)
#define DMA_32              (1u << 26)
#define DMA_ENABLE          (1u << 31)

/* ---- sound (PSG channels 1-4) ------------------------------------------- */
#define REG_SOUND1CNT_L  (*(volatile u16 *)0x04000060)   /* sweep                    */
#define REG_SOUND1CNT_H  (*(volatile u16 *)0x04000062)   /* duty, length, envelope   */
#define REG_SOUND1CNT_X  (*(volatile u16 *)0x04000064)   /* rate, restart            */
#define REG_SOUND2CNT_L  (*(volatile u16 *)0x04000068)
#define REG_SOUND2CNT_H  (*(volatile u16 *)0x0400006C)
#define REG_SOUND3CNT_L  (*(volatile u16 *)0x04000070)   /* wave bank, enable        */
#define REG_SOUND3CNT_H  (*(volatile u16 *)0x04000072)   /* length, volume           */
#define REG_SOUND3CNT_X  (*(volatile u16 *)0x04000074)
#define REG_SOUND4CNT_L  (*(volatile u16 *)0x04000078)   /* length, envelope         */
#define REG_SOUND4CNT_H  (*(volatile u16 *)0x0400007C)   /* noise clock, restart     */
#define REG_SOUNDCNT_L   (*(volatile u16 *)0x04000080)   /* PSG volume and panning   */
#define REG_SOUNDCNT_H   (*(volatile u16 *)0x04000082)   /* PSG/DirectSound mix      */
#define REG_SOUNDCNT_X   (*(volatile u16 *)0x04000084)   /* master enable, status    */
#define HW_WAVE_RAM      ((volatile u32 *)0x04000090)    /* 4 words = 32 4-bit samples */
#define SWEEP_SHIFT_MASK    0x0007
#define SWEEP_DOWN          0x0008
#define SWEEP_TIME_SHIFT    4
#define ENV_STEP_SHIFT      8      /* envelope step time 0..7 (0 = hold)         */
#define ENV_UP              0x0800
#define ENV_VOL_SHIFT       12
#define DUTY_SHIFT          6
#define RATE_MASK           0x07FF
#define SND_RESTART         0x8000
#define WAVE_BANK_PLAY1     0x0040 /* play bank 1, so the CPU writes bank 0       */
#define WAVE_ENABLE         0x0080
#define WAVE_VOL_SHIFT      13
#define NOISE_WIDTH7        0x0008
#define SOUNDCNT_L_ALL      0xFF77 /* channels 1-4 left and right, volume 7 both  */
#define SOUNDCNT_H_PSG_FULL 0x0002
#define SOUNDCNT_X_ENABLE   0x0080
#define SOUNDCNT_X_ON_MASK  0x000F /* read-only: channels 1-4 playing            */

/* ---- cartridge SRAM (battery save): 32 KiB, 8-bit bus only -------------- */
#define HW_SRAM          ((volatile u8 *)0x0E000000)
#define HW_SRAM_SIZE     0x8000

/* ---- timer 3: a free-running cycle counter for profiling ----------------- */
#define REG_TM3CNT_L     (*(volatile u16 *)0x0400010C)
#define REG_TM3CNT_H     (*(volatile u16 *)0x0400010E)
#define TIMER_ENABLE        0x0080

/* ---- keys, waitstates ---------------------------------------------------- */
#define REG_KEYINPUT     (*(volatile u16 *)0x04000130)
#define KEY_MASK            0x03FF
#define REG_WAITCNT      (*(volatile u16 *)0x04000204)
#define WAITCNT_FAST_ROM    0x4317  /* SRAM 8, WS0 3/1, WS1/2 slow, prefetch on */

/* ---- functions ----------------------------------------------------------- */
typedef void (*hw_vblank_fn)(void);

void hw_init(hw_vblank_fn on_vblank);  /* waitstates, VBlank IRQ, display off */
void hw_wait_vblank(void);             /* sleep until the next VBlank IRQ     */
u16  hw_vcount(void);
u16  hw_keys(void);                    /* pressed = 1 (KEYINPUT inverted)     */

void hw_display(u16 dispcnt);
void hw_bg_control(int bg, int prio, int charblock, int screenblock, int size);
void hw_bg_scroll(int bg, int x, int y);
void hw_darken(u16 layers, int level); /* 0 = off .. 16 = black           */

/* PSG sound. ch 0/1 = squares 1/2, 2 = wave, 3 = noise. `env` is the envelope
 * half-word (volume << ENV_VOL_SHIFT | step | ENV_UP); volume 0 silences. */
void hw_sound_init(void);              /* master on, all channels both sides  */
void hw_square(int ch, int duty, u16 env, u16 rate, u16 sweep);
void hw_wave(const u32 *samples, int volume, u16 rate); /* samples NULL: keep; volume 0..3 (mute, 25/50/100%) */
void hw_noise(u16 env, u16 clock);     /* clock: SOUND4CNT_H bits 0-7         */
void hw_sound_off(int ch);
u16  hw_sound_status(void);            /* bit n: channel n+1 playing          */
u16  hw_cycles(void);                  /* timer 3: CPU cycles, wraps at 65536 */

/* SRAM, byte by byte (the bus is 8 bits wide); offsets past the end are ignored. */
void hw_sram_read(u32 offset, void *dst, u32 bytes);
void hw_sram_write(u32 offset, const void *src, u32 bytes);

/* bulk copies/fills by DMA3 (main loop only, never from an IRQ): 32-bit units
 * need 4-aligned addresses, 16-bit units 2-aligned; sizes in bytes */
#define DMA_16              0u
void hw_copy32(volatile void *dst, const void *src, u32 bytes);
void hw_copy16(volatile void *dst, const void *src, u32 bytes);
void hw_fill32(volatile void *dst, u32 value, u32 bytes);

#endif /* RS_HW_H */
