/* save.c - the battery save: two SRAM slots written alternately (rs_save.h). */
#include "save.h"
#include "rs_save.h"
#include "hw.h"
#include "state.h"

/* The string emulators and flash carts look for to give the game SRAM. Kept in
 * its own section (gba.ld keeps .rodata.rs_keep*) although no code reads it. */
__attribute__((section(".rodata.rs_keep.save_id"), aligned(4), used))
static const char save_id[12] = "SRAM_V113";

_Static_assert(sizeof(rs_save) == 92, "rs_save layout (rs_save.h offsets)");
_Static_assert(sizeof(rs_save) <= RS_SAVE_SLOT_SIZE, "a save fits its slot");

static rs_save newest;          /* the newest valid save, when have_save */
static int have_save, newest_slot = -1;
static u32 game_id;

static u32 fnv1a(const void *data, u32 n, u32 h)
{
    const u8 *p = (const u8 *)data;
    for (u32 i = 0; i < n; i++) {
        h ^= p[i];
        h *= 16777619u;
    }
    return h;
}

static u32 checksum(const rs_save *s) { return fnv1a(s, sizeof *s - 4, 2166136261u); }

/* Another game's save (or another build with different tables) must not load. */
static u32 make_game_id(void)
{
    const rs_game *g = &rs_game_data;
    u32 h = 2166136261u;
    for (const char *t = g->title; t && *t; t++)
        h = fnv1a(t, 1, h);
    u16 sizes[4] = {g->scene_count, g->flag_count, g->item_count, g->dialogue_count};
    return fnv1a(sizes, sizeof sizes, h);
}

static int slot_valid(const rs_save *s)
{
    return s->magic == RS_SAVE_MAGIC && s->version == RS_SAVE_VERSION && s->size == sizeof *s &&
           s->game == game_id && s->checksum == checksum(s) &&
           s->scene < rs_game_data.scene_count;
}

static void publish(void)
{
    rs_state_block.save_ok = (u8)have_save;
    rs_state_block.save_slot = (u8)(have_save ? newest_slot : 0xFF);
}

void save_init(void)
{
    game_id = make_game_id();
    have_save = 0;
    newest_slot = -1;
    for (int slot = 0; slot < RS_SAVE_SLOTS; slot++) {
        rs_save s;
        hw_sram_read(slot * RS_SAVE_SLOT_SIZE, &s, sizeof s);
        if (!slot_valid(&s) || (have_save && s.serial <= newest.serial))
            continue;
        newest = s;
        have_save = 1;
        newest_slot = slot;
    }
    publish();
}

int save_valid(void) { return have_save; }

void save_write(u16 scene, int tx, int ty, int facing)
{
    rs_save s;
    s.magic = RS_SAVE_MAGIC;
    s.version = RS_SAVE_VERSION;
    s.size = sizeof s;
    s.serial = have_save ? newest.serial + 1 : 1;
    s.game = game_id;
    s.scene = scene;
    s.x = (u8)tx;
    s.y = (u8)ty;
    s.facing = (u8)facing;
    s.hp = rs_prog.hp;
    s.hp_max = rs_prog.hp_max;
    s.ships = rs_prog.ships_scene == scene ? rs_prog.ships : 0;   /* 0 anywhere else */
    for (int i = 0; i < 8; i++)
        s.flags[i] = rs_prog.flags[i];
    for (int i = 0; i < 16; i++)
        s.items[i] = rs_prog.items[i];
    s.visited = rs_prog.visited;
    s.taken[0] = rs_prog.taken[0];
    s.taken[1] = rs_prog.taken[1];
    s.taken_scene = rs_prog.taken_scene;
    s.reserved2 = 0;
    s.checksum = checksum(&s);
    int slot = newest_slot == 0 ? 1 : 0;    /* never over the newest good save */
    hw_sram_write(slot * RS_SAVE_SLOT_SIZE, &s, sizeof s);
    newest = s;
    newest_slot = slot;
    have_save = 1;
    rs_state_block.saves++;
    publish();
}

int save_load(u16 *scene, int *tx, int *ty, int *facing)
{
    if (!have_save)
        return 0;
    for (int i = 0; i < 8; i++)
        rs_prog.flags[i] = newest.flags[i];
    for (int i = 0; i < 16; i++)
        rs_prog.items[i] = newest.items[i];
    rs_prog.hp_max = newest.hp_max >= 1 && newest.hp_max <= RS_MAX_HP ? newest.hp_max : rs_prog.hp_max;
    rs_prog.hp = newest.hp >= 1 && newest.hp <= rs_prog.hp_max ? newest.hp : rs_prog.hp_max;
    rs_prog.visited = newest.visited;
    rs_prog.taken[0] = newest.taken[0];
    rs_prog.taken[1] = newest.taken[1];
    rs_prog.taken_scene = newest.taken_scene;
    rs_prog.ships = newest.ships;     /* the shooter holds them to its cap */
    rs_prog.ships_scene = newest.ships ? newest.scene : RS_NONE;
    rs_prog.flags_changed++;
    *scene = newest.scene;
    *tx = newest.x;
    *ty = newest.y;
    *facing = newest.facing & 3;
    return 1;
}
