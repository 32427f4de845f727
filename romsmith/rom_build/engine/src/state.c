/* state.c - the harness state block, flags, items, hp, and the error screen. */
#include "state.h"
#include "rs_data.h"
#include "rs_runtime.h"
#include "text.h"
#include "video.h"
#include "hw.h"

RS_STATE_SECTION volatile rs_state rs_state_block = {
    .magic = RS_STATE_MAGIC, .version = RS_STATE_VERSION, .scene = RS_NONE, .dialogue = RS_NONE};

rs_progress rs_prog;

void state_init(void)
{
    rs_state_block.magic = RS_STATE_MAGIC;
    rs_state_block.version = RS_STATE_VERSION;
    rs_state_block.scene = RS_NONE;
    rs_state_block.dialogue = RS_NONE;
    rs_state_block.mode = RS_MODE_TITLE;
}

void state_reset_progress(void)
{
    for (int i = 0; i < 8; i++)
        rs_prog.flags[i] = 0;
    for (int i = 0; i < 16; i++)
        rs_prog.items[i] = 0;
    u8 hp = rs_game_data.player_hp;
    if (hp == 0) hp = 3;
    if (hp > RS_MAX_HP) hp = RS_MAX_HP;
    rs_prog.hp = rs_prog.hp_max = hp;
    rs_prog.visited = 0;
    rs_prog.taken[0] = rs_prog.taken[1] = 0;
    rs_prog.taken_scene = RS_NONE;
    rs_prog.ships = 0;
    rs_prog.ships_scene = RS_NONE;
    rs_state_block.score = 0;
    rs_prog.flags_changed++;
}

int flag_get(u16 flag)
{
    if (flag == RS_NONE || flag >= RS_MAX_FLAGS)
        return 0;
    return (rs_prog.flags[flag >> 5] >> (flag & 31)) & 1;
}

void flag_set(u16 flag, int on)
{
    if (flag == RS_NONE)
        return;
    if (flag >= RS_MAX_FLAGS || flag >= rs_game_data.flag_count)
        rs_fail(RS_ERR_FLAG, flag);
    u32 bit = 1u << (flag & 31);
    u32 old = rs_prog.flags[flag >> 5];
    rs_prog.flags[flag >> 5] = on ? (old | bit) : (old & ~bit);
    if (rs_prog.flags[flag >> 5] != old)
        rs_prog.flags_changed++;
}

static void check_item(u16 item)
{
    if (item >= rs_game_data.item_count || item >= RS_MAX_ITEMS)
        rs_fail(RS_ERR_ITEM, item);
}

int item_count(u16 item)
{
    if (item >= RS_MAX_ITEMS)
        return 0;
    return rs_prog.items[item];
}

void item_give(u16 item, int n)
{
    check_item(item);
    const rs_item *it = &rs_game_data.items[item];
    int max = it->max_count ? it->max_count : RS_MAX_ITEM_COUNT;
    int c = rs_prog.items[item] + (n ? n : 1);
    rs_prog.items[item] = (u8)(c > max ? max : c);
    if (it->flag != RS_NONE)
        flag_set(it->flag, 1);
}

void item_take(u16 item, int n)
{
    check_item(item);
    int c = rs_prog.items[item] - (n ? n : 1);
    rs_prog.items[item] = (u8)(c < 0 ? 0 : c);
    const rs_item *it = &rs_game_data.items[item];
    if (it->flag != RS_NONE && rs_prog.items[item] == 0)
        flag_set(it->flag, 0);
}

void state_frame_tick(void) { rs_state_block.frame++; }

void state_publish(void)
{
    for (int i = 0; i < 8; i++)
        rs_state_block.flags[i] = rs_prog.flags[i];
    for (int i = 0; i < 16; i++)
        rs_state_block.items[i] = rs_prog.items[i];
    rs_state_block.hp = rs_prog.hp;
    rs_state_block.hp_max = rs_prog.hp_max;
    rs_state_block.visited = rs_prog.visited;
}

void state_loop_lines(u16 lines, u32 overran)
{
    rs_state_block.loop_lines = lines;
    if (lines > rs_state_block.loop_lines_max)
        rs_state_block.loop_lines_max = lines;
    rs_state_block.missed += overran;
}

static const char *const error_names[] = {
    "NONE", "ABI VERSION", "SCENE", "ACTOR", "DIALOGUE", "SPRITE", "TILESET",
    "MAP", "ITEM", "FLAG", "SPRITE VRAM", "PALETTE", "SONG", "CUTSCENE"};

void rs_fail(u16 code, u16 arg)
{
    rs_state_block.error = code;
    rs_state_block.error_arg = arg;
    rs_state_block.mode = RS_MODE_ERROR;
    state_publish();
    video_show(0, 1, 0);
    video_darken(0, 0);
    video_set_backdrop(0x0C63);
    text_clear();
    text_box(1, 5, 28, 9, VID_PAL_BOX);
    text_put(3, 6, "ENGINE ERROR", VID_PAL_TITLE);
    text_put(3, 8, "CODE", VID_PAL_BOX);
    text_put_num(8, 8, code, VID_PAL_BOX);
    text_put(11, 8, code < sizeof error_names / sizeof *error_names ? error_names[code] : "?",
             VID_PAL_BOX);
    text_put(3, 9, "BAD INDEX", VID_PAL_BOX);
    text_put_num(13, 9, arg, VID_PAL_BOX);
    text_put(3, 11, "The game data does not", VID_PAL_BOX);
    text_put(3, 12, "match the engine limits.", VID_PAL_BOX);
    for (;;)
        hw_wait_vblank();
}
