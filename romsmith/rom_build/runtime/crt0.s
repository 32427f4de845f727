@ romsmith GBA start-up code.
@
@ The cartridge header area (0x00-0xBF) is left zeroed here except for the branch at 0x00;
@ the host-side header fixer (rom_build/_header.py) writes the logo, title, codes and the
@ complement check after linking, so the same object works with any arm-none-eabi toolchain.
@
@ Start-up: IRQ and user stacks, copy .iwram/.data/.ewram from ROM, clear .bss/.sbss,
@ install the IRQ dispatcher at the BIOS vector, then call main() in system mode.

    .syntax unified
    .section .crt0, "ax", %progbits
    .arm
    .align 2
    .global _start
_start:
    b       rs_start
    .fill   156, 1, 0           @ 0x04 Nintendo logo (header fixer)
    .fill   12, 1, 0            @ 0xA0 title
    .fill   4, 1, 0             @ 0xAC game code
    .fill   2, 1, 0             @ 0xB0 maker code
    .byte   0x96                @ 0xB2 fixed value
    .byte   0                   @ 0xB3 main unit
    .byte   0                   @ 0xB4 device type
    .fill   7, 1, 0             @ 0xB5 reserved
    .byte   0                   @ 0xBC software version
    .byte   0                   @ 0xBD complement check (header fixer)
    .fill   2, 1, 0             @ 0xBE reserved

    .global rs_start
rs_start:                       @ 0xC0
    mov     r0, #0x12           @ IRQ mode, IRQs masked in CPSR are not needed yet
    msr     cpsr_c, r0
    ldr     sp, =__sp_irq
    mov     r0, #0x1F           @ system mode: main runs here
    msr     cpsr_c, r0
    ldr     sp, =__sp_usr

    ldr     r0, =__iwram_lma    @ code and data that live in fast on-chip RAM
    ldr     r1, =__iwram_start
    ldr     r2, =__iwram_end
    bl      rs_copy
    ldr     r0, =__data_lma
    ldr     r1, =__data_start
    ldr     r2, =__data_end
    bl      rs_copy
    ldr     r0, =__ewram_lma    @ includes .rs_state at 0x02000000
    ldr     r1, =__ewram_start
    ldr     r2, =__ewram_end
    bl      rs_copy
    ldr     r0, =__bss_start
    ldr     r1, =__bss_end
    bl      rs_zero
    ldr     r0, =__sbss_start
    ldr     r1, =__sbss_end
    bl      rs_zero

    ldr     r0, =0x03007FFC     @ BIOS jumps through this word on every interrupt
    ldr     r1, =rs_irq_dispatch
    str     r1, [r0]

    mov     r0, #0              @ argc, argv
    mov     r1, #0
    ldr     r3, =main
    mov     lr, pc
    bx      r3
1:  b       1b                  @ main returned: park the CPU

@ rs_copy(r0=src, r1=dst, r2=dst_end): word copy; sections are 4-aligned by gba.ld.
rs_copy:
    cmp     r1, r2
    ldrlo   r3, [r0], #4
    strlo   r3, [r1], #4
    blo     rs_copy
    bx      lr

@ rs_zero(r0=dst, r1=dst_end)
rs_zero:
    mov     r2, #0
2:  cmp     r0, r1
    strlo   r2, [r0], #4
    blo     2b
    bx      lr
    .pool

@ IRQ dispatcher, ARM code in IWRAM. The BIOS has saved r0-r3, r12, lr on the IRQ stack.
@ It acknowledges the highest-priority (lowest bit) pending interrupt in REG_IF and in the
@ BIOS flag word (so VBlankIntrWait/IntrWait return), then calls rs_irq_table[bit] in system
@ mode on the user stack with IRQs disabled (no nesting). Empty slots are acknowledged only.
    .section .iwram.rs_irq, "ax", %progbits
    .arm
    .align 2
    .global rs_irq_dispatch
rs_irq_dispatch:
    mov     r3, #0x04000000
    add     r3, r3, #0x200          @ r3 = &REG_IE
    ldr     r2, [r3]                @ IE | IF << 16
    and     r1, r2, r2, lsr #16     @ enabled and pending
    mov     r1, r1, lsl #18
    movs    r1, r1, lsr #18         @ only the 14 defined bits
    bxeq    lr
    mov     r0, #0                  @ r0 = lowest set bit
3:  tst     r1, #1
    addeq   r0, r0, #1
    moveq   r1, r1, lsr #1
    beq     3b
    mov     r1, #1
    mov     r1, r1, lsl r0          @ the one bit we service
    strh    r1, [r3, #2]            @ acknowledge in REG_IF
    ldr     r2, =0x03007FF8         @ BIOS interrupt flags
    ldrh    r12, [r2]
    orr     r12, r12, r1
    strh    r12, [r2]
    ldr     r2, =rs_irq_table
    ldr     r2, [r2, r0, lsl #2]
    cmp     r2, #0
    bxeq    lr

    mrs     r3, spsr
    stmfd   sp!, {r3, lr}           @ IRQ-mode state, restored below
    mov     r3, #0x9F               @ system mode, IRQ disabled
    msr     cpsr_c, r3
    stmfd   sp!, {r0, lr}           @ r0 pads to 8 bytes for AAPCS
    mov     lr, pc
    bx      r2
    ldmfd   sp!, {r0, lr}
    mov     r3, #0x92               @ back to IRQ mode, IRQ disabled
    msr     cpsr_c, r3
    ldmfd   sp!, {r3, lr}
    msr     spsr_cf, r3
    bx      lr
    .pool

    .section .bss.rs_irq_table, "aw", %nobits
    .align 2
    .global rs_irq_table
rs_irq_table:
    .space  14 * 4
