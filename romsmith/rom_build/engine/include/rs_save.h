/*
 * rs_save.h - the battery save: what the engine writes to cartridge SRAM.
 *
 * SRAM (32 KiB at 0x0E000000, 8-bit bus) holds two slots of RS_SAVE_SLOT_SIZE
 * bytes, slot 0 at offset 0 and slot 1 at offset RS_SAVE_SLOT_SIZE. Each write
 * goes to the slot that does not hold the newest valid save, so a write cut
 * short by a power loss leaves the previous save intact. A slot is valid when
 * its magic, version, size and game id match and its checksum (32-bit FNV-1a
 * of every byte before `checksum`) is right; of two valid slots the one with
 * the higher `serial` wins. Anything else - erased SRAM (0xFF), another game's
 * save, a flipped byte, a save of an older version (whose layout this engine
 * does not read) - is ignored, never loaded: with no valid slot the title offers
 * NEW GAME alone.
 *
 * Versions: 1 ended at `visited` (checksum at +76, 80 bytes); 2 adds `taken`
 * and `taken_scene` (rs_progress: the coins taken in the platformer level last
 * played), so a continue does not put them back. `ships` (+23, rs_progress.ships:
 * the ships a shooter level started with, carried from the level cleared before
 * it) came later in the byte that was `reserved`, without a new version: every
 * earlier version-2 save holds 0 there, which means none carried (the level's
 * own ships), so those saves still load and play as they did.
 *
 * The ROM carries the string "SRAM_V113" (4-byte aligned) so that emulators
 * and flash carts give the game battery-backed SRAM.
 * All fields are little-endian; the layout has no padding.
 */
#ifndef RS_SAVE_H
#define RS_SAVE_H

#include "rs_types.h"

#define RS_SAVE_MAGIC     0x56535352u   /* 'R','S','S','V' little-endian */
#define RS_SAVE_VERSION   2
#define RS_SAVE_SLOT_SIZE 256
#define RS_SAVE_SLOTS     2

typedef struct {
    u32 magic;          /* +0  RS_SAVE_MAGIC                                     */
    u16 version;        /* +4  RS_SAVE_VERSION                                   */
    u16 size;           /* +6  sizeof(rs_save)                                   */
    u32 serial;         /* +8  1, 2, 3... one more than the newest slot's        */
    u32 game;           /* +12 FNV-1a of the title and the data's table sizes    */
    u16 scene;          /* +16 where to continue                                 */
    u8  x, y;           /* +18 tile (top-left of the player's body)              */
    u8  facing;         /* +20 RS_FACE_*                                          */
    u8  hp, hp_max;     /* +21                                                    */
    u8  ships;          /* +23 rs_progress.ships: a shooter level's ships at its
                               start, carried into it; 0 its own (and elsewhere)   */
    u32 flags[8];       /* +24 the 256 flag bits                                  */
    u8  items[16];      /* +56 counts held                                        */
    u32 visited;        /* +72 bit n: scene n was entered                         */
    u32 taken[2];       /* +76 rs_progress.taken: bit n, thing n of taken_scene   */
    u16 taken_scene;    /* +84 the scene they belong to, RS_NONE (0xFFFF) none    */
    u16 reserved2;      /* +86                                                    */
    u32 checksum;       /* +88 FNV-1a 32 of bytes +0..+87                         */
} rs_save;

#endif /* RS_SAVE_H */
