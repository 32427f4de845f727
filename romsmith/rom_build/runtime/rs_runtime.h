/* romsmith runtime: what crt0.s and gba.ld give C code.
 *
 * Start-up: crt0 sets the IRQ and user stacks, copies .iwram/.data/.ewram from ROM, clears
 * .bss/.sbss, installs rs_irq_dispatch as the BIOS interrupt vector and calls main() in system
 * mode (Thumb or ARM, main may be either). Nothing else is initialised: no libgba, no libtonc.
 *
 * Memory placement (gba.ld):
 *   ROM    .text/.rodata (Thumb by default; -mthumb)
 *   IWRAM  .data, .bss, sections named .iwram*, and all code of files named *.iwram.c
 *          (the ROM makefile compiles those as ARM with -marm -mlong-calls)
 *   EWRAM  section .rs_state first at 0x02000000, then sections named .ewram* (initialised,
 *          copied from ROM) and .sbss* (zeroed)
 *
 * Interrupts: rs_irq_table[bit] is called for the interrupt whose bit in REG_IE/REG_IF is `bit`
 * (RS_IRQ_VBLANK ... RS_IRQ_GAMEPAK). The dispatcher acknowledges REG_IF and the BIOS flag word
 * itself (so VBlankIntrWait works even with an empty slot) and calls the handler in system mode
 * with IRQs disabled. Enabling is left to the program: set the source's own enable bit (e.g.
 * DISPSTAT bit 3 for VBlank), REG_IE, then REG_IME = 1.
 */
#ifndef RS_RUNTIME_H
#define RS_RUNTIME_H

#include <stdint.h>

typedef void (*rs_irq_handler)(void);

enum {
    RS_IRQ_VBLANK = 0, RS_IRQ_HBLANK, RS_IRQ_VCOUNT, RS_IRQ_TIMER0, RS_IRQ_TIMER1,
    RS_IRQ_TIMER2, RS_IRQ_TIMER3, RS_IRQ_SERIAL, RS_IRQ_DMA0, RS_IRQ_DMA1, RS_IRQ_DMA2,
    RS_IRQ_DMA3, RS_IRQ_KEYPAD, RS_IRQ_GAMEPAK, RS_IRQ_COUNT
};

/* Handlers indexed by IRQ bit; NULL = acknowledge only. Lives in IWRAM (.bss). */
extern rs_irq_handler rs_irq_table[RS_IRQ_COUNT];

/* Placement attributes, for code that does not want a whole *.iwram.c file. */
#define RS_IWRAM_DATA __attribute__((section(".iwram.data")))
#define RS_EWRAM_DATA __attribute__((section(".ewram.data")))
#define RS_EWRAM_BSS  __attribute__((section(".sbss")))
#define RS_STATE_SECTION __attribute__((section(".rs_state"), aligned(4), used))
/* ARM code in IWRAM; callers in ROM reach it through a linker long-branch stub. */
#define RS_IWRAM_CODE __attribute__((section(".iwram.text"), target("arm"), noinline))

/* Registers the runtime itself touches. */
#define RS_REG_IE   (*(volatile uint16_t *)0x04000200)
#define RS_REG_IF   (*(volatile uint16_t *)0x04000202)
#define RS_REG_IME  (*(volatile uint16_t *)0x04000208)

/* Wait for the next VBlank interrupt (BIOS call 0x05); needs VBlank enabled in DISPSTAT/IE/IME. */
static inline void rs_vblank_wait(void)
{
#if defined(__thumb__)
    __asm__ volatile ("swi 0x05" ::: "r0", "r1", "r2", "r3", "memory");
#else
    __asm__ volatile ("swi 0x050000" ::: "r0", "r1", "r2", "r3", "memory");
#endif
}

#endif
