/* puzzle.c - the block-pushing genre: grid steps, crates, ice, switches and doors, keys and locks, the gem, undo. */
#include "puzzle.h"
#include "genre/rs_puzzle.h"
#include "actor.h"
#include "camera.h"
#include "dialogue.h"
#include "hud.h"
#include "input.h"
#include "map.h"
#include "scene.h"
#include "sound.h"
#include "state.h"
#include "video.h"
#include "rs_runtime.h"

#define NO_CELL 0xFF

typedef struct {                    /* one step back */
    u8  player, facing, taken, opened;
    u16 moves, pushes;
    u8  crates[RS_PUZ_MAX_CRATES];
} snapshot;

rs_puzzle_live_t rs_puzzle_live RS_EWRAM_BSS;

static const rs_puzzle *pz;
static const rs_scene *cur;
static int w, h, cells, goals;
static u8 crate_at[RS_PUZ_MAX_CELLS];      /* 1 + the crate's index, 0 none */
static u8 key_bit[RS_PUZ_MAX_CELLS];       /* key or lock n -> 1 << n, else 0 */
static int moves, pushes, doors_were;
static snapshot undo_ring[RS_PUZ_UNDO] RS_EWRAM_BSS;
static int undo_top, undo_count;           /* undo_ring[undo_top - 1] is the newest */
/* the step under way: the body moves from (from_x, from_y) 2 px a frame */
static int step_left, step_dx, step_dy;
/* a crate sliding over ice: drawn at slide_at, a cell further every RS_PUZ_SLIDE_FRAMES */
static int slide_left, slide_at, slide_to, slide_d;

#define LIVE (&rs_puzzle_live)

static int kind(int c) { return c < 0 || c >= cells ? RS_PUZ_WALL : pz->cells[c]; }

static int next_cell(int c, int dir)
{
    int x = c % w + rs_dir_dx[dir], y = c / w + rs_dir_dy[dir];
    return x < 0 || y < 0 || x >= w || y >= h ? -1 : y * w + x;
}

static int doors_open(void)
{
    int any = 0;
    for (int c = 0; c < cells; c++)
        if (pz->cells[c] == RS_PUZ_SWITCH) {
            if (!crate_at[c])
                return 0;
            any = 1;
        }
    return any;
}

/* ---- drawing the cells ----------------------------------------------------- */
static void put_look(int c, const u16 *e)
{
    int tx = 2 * (c % w), ty = 2 * (c / w);
    map_set_entry(tx, ty, e[0]);
    map_set_entry(tx + 1, ty, e[1]);
    map_set_entry(tx, ty + 1, e[2]);
    map_set_entry(tx + 1, ty + 1, e[3]);
}

static void draw_cell(int c)
{
    int k = kind(c);
    if (k == RS_PUZ_WALL || k == RS_PUZ_VOID || k == RS_PUZ_EXIT)
        return;                      /* never change; an exit is its gate's */
    int sliding = slide_left > 0;
    if ((crate_at[c] && !(sliding && c == slide_to)) || (sliding && c == slide_at)) {
        put_look(c, pz->looks + 4 * (k == RS_PUZ_GOAL ? RS_PUZ_LOOK_CRATE_GOAL : RS_PUZ_LOOK_CRATE));
        return;
    }
    if ((k == RS_PUZ_KEY && (LIVE->taken & key_bit[c])) || (k == RS_PUZ_LOCK && (LIVE->opened & key_bit[c])) ||
        (k == RS_PUZ_GEM && LIVE->gem))
        put_look(c, pz->looks + 4 * RS_PUZ_LOOK_FLOOR);
    else if (k == RS_PUZ_DOOR && doors_were)
        put_look(c, pz->looks + 4 * RS_PUZ_LOOK_DOOR_OPEN);
    else {
        int tx = 2 * (c % w), ty = 2 * (c / w), mw = 2 * w;
        const u16 *m = cur->map + ty * mw + tx;
        u16 base[4] = {m[0], m[1], m[mw], m[mw + 1]};
        put_look(c, base);
    }
}

static void draw_all(void)
{
    for (int c = 0; c < cells; c++)
        draw_cell(c);
}

/* Doors follow the switches: redrawn when they change. */
static void doors_follow(void)
{
    int open = doors_open();
    if (open == doors_were)
        return;
    doors_were = open;
    for (int c = 0; c < cells; c++)
        if (pz->cells[c] == RS_PUZ_DOOR)
            draw_cell(c);
    sound_sfx(RS_SFX_GATE);
}

/* ---- the state ------------------------------------------------------------- */
static void place_player(int c)
{
    rs_player.x = (s16)(16 * (c % w));
    rs_player.y = (s16)(16 * (c / w));
    LIVE->player = (u8)c;
}

static void set_crates(const u8 *list)
{
    for (int c = 0; c < cells; c++)
        crate_at[c] = 0;
    for (int i = 0; i < pz->crate_count; i++) {
        LIVE->crates[i] = list[i];
        crate_at[list[i]] = (u8)(i + 1);
    }
}

static int count_bits(int v)
{
    int n = 0;
    for (; v; v &= v - 1)
        n++;
    return n;
}

static int covered(void)
{
    int n = 0;
    for (int c = 0; c < cells; c++)
        if (pz->cells[c] == RS_PUZ_GOAL && crate_at[c])
            n++;
    return n;
}

static void publish(void)
{
    LIVE->keys = (u8)(count_bits(LIVE->taken) - count_bits(LIVE->opened));
    LIVE->doors_open = (u8)doors_were;
    LIVE->undo = (u8)undo_count;
    LIVE->busy = (u8)(step_left > slide_left ? step_left : slide_left);
    rs_state_block.moves = (u16)moves;
    rs_state_block.pushes = (u16)pushes;
    rs_state_block.goals = (u8)goals;
    rs_state_block.on_goals = (u8)covered();
    rs_state_block.undo = (u8)undo_count;
    rs_state_block.keys_held = LIVE->keys;
}

/* "MOVES 12  2/3" on the HUD, in place of the scene's name; " G2" after it: the gems held */
static void status(void)
{
    char s[20], *p = s;
    const char *word = "MOVES ";
    while (*word)
        *p++ = *word++;
    int v = moves > 9999 ? 9999 : moves, div = 1000, started = 0;
    for (; div; div /= 10) {
        int d = v / div % 10;
        if (d || started || div == 1) {
            *p++ = (char)('0' + d);
            started = 1;
        }
    }
    *p++ = ' ';
    *p++ = ' ';
    *p++ = (char)('0' + covered() % 10);
    *p++ = '/';
    *p++ = (char)('0' + goals % 10);
    if (pz->gem_item != RS_NONE) {
        int n = item_count(pz->gem_item);
        *p++ = ' ';
        *p++ = 'G';
        *p++ = (char)('0' + (n > 9 ? 9 : n));
    }
    *p = 0;
    hud_status(s);
}

static void solved_check(void)
{
    if (covered() < goals || pz->solved_flag == RS_NONE || flag_get(pz->solved_flag))
        return;
    flag_set(pz->solved_flag, 1);
    sound_sfx(RS_SFX_PICKUP);
}

/* The gem: taken for good (undo and SELECT leave it taken), its flag set and its item given;
 * the gems held reaching gems_needed set gems_flag. */
static void take_gem(void)
{
    LIVE->gem = 1;
    if (pz->gem_flag != RS_NONE)
        flag_set(pz->gem_flag, 1);
    if (pz->gem_item != RS_NONE) {
        item_give(pz->gem_item, 1);
        if (pz->gems_flag != RS_NONE && item_count(pz->gem_item) >= pz->gems_needed)
            flag_set(pz->gems_flag, 1);
    }
    sound_sfx(RS_SFX_PICKUP);
}

static void restart(void)
{
    set_crates(pz->crates);
    LIVE->taken = LIVE->opened = 0;
    moves = pushes = 0;
    undo_top = undo_count = 0;
    step_left = slide_left = 0;
    rs_player.moving = 0;
    place_player(pz->start);
    doors_were = doors_open();
    draw_all();
}

static void remember(void)
{
    snapshot *s = &undo_ring[undo_top];
    s->player = LIVE->player;
    s->facing = rs_player.facing;
    s->taken = LIVE->taken;
    s->opened = LIVE->opened;
    s->moves = (u16)moves;
    s->pushes = (u16)pushes;
    for (int i = 0; i < pz->crate_count; i++)
        s->crates[i] = LIVE->crates[i];
    undo_top = (undo_top + 1) % RS_PUZ_UNDO;
    if (undo_count < RS_PUZ_UNDO)
        undo_count++;
}

static void undo(void)
{
    if (!undo_count)
        return;
    undo_top = (undo_top + RS_PUZ_UNDO - 1) % RS_PUZ_UNDO;
    undo_count--;
    const snapshot *s = &undo_ring[undo_top];
    set_crates(s->crates);
    LIVE->taken = s->taken;
    LIVE->opened = s->opened;
    moves = s->moves;
    pushes = s->pushes;
    rs_player.facing = s->facing;
    step_left = slide_left = 0;
    rs_player.moving = 0;
    place_player(s->player);
    doors_were = doors_open();
    draw_all();
    sound_sfx(RS_SFX_CURSOR);
}

/* ---- a step: the rules of romsmith.kernel.puzzle.step ---------------------- */
static int crate_can_enter(int c, int leaving)
{
    int k = kind(c);
    if (c < 0 || k == RS_PUZ_WALL || k == RS_PUZ_VOID || k == RS_PUZ_EXIT || crate_at[c])
        return 0;
    if (k == RS_PUZ_DOOR) {                 /* open only while every switch holds another crate */
        int any = 0;
        for (int s = 0; s < cells; s++)
            if (pz->cells[s] == RS_PUZ_SWITCH) {
                if (!crate_at[s] || s == leaving)
                    return 0;
                any = 1;
            }
        return any;
    }
    if (k == RS_PUZ_LOCK)
        return (LIVE->opened & key_bit[c]) != 0;
    return k != RS_PUZ_KEY || (LIVE->taken & key_bit[c]);
}

static int can_push(int from, int dir) { return crate_can_enter(next_cell(from, dir), from); }

/* Push the crate on `from` toward `dir` (can_push said it goes): on ice it slides on. */
static void push(int from, int dir)
{
    int to = next_cell(from, dir), first = to;
    while (kind(to) == RS_PUZ_ICE && crate_can_enter(next_cell(to, dir), from))
        to = next_cell(to, dir);
    int i = crate_at[from] - 1;
    crate_at[from] = 0;
    crate_at[to] = (u8)(i + 1);
    LIVE->crates[i] = (u8)to;
    draw_cell(from);
    if (to != first) {                       /* it slides: drawn a cell at a time */
        slide_at = first;
        slide_to = to;
        slide_d = dir;
        slide_left = RS_PUZ_SLIDE_FRAMES;
        draw_cell(first);
    } else {
        draw_cell(to);
    }
    pushes++;
    sound_sfx(kind(to) == RS_PUZ_GOAL ? RS_SFX_PICKUP : RS_SFX_HIT);
}

static void try_step(int dir)
{
    rs_player.facing = (u8)dir;
    int to = next_cell(LIVE->player, dir), k = kind(to);
    if (to < 0 || k == RS_PUZ_WALL || k == RS_PUZ_VOID)
        return;
    if (crate_at[to]) {
        if (!can_push(to, dir))
            return;
        remember();
        push(to, dir);
    } else if ((k == RS_PUZ_EXIT && !(pz->solved_flag != RS_NONE && flag_get(pz->solved_flag))) ||
               (k == RS_PUZ_DOOR && !doors_were)) {
        return;
    } else if (k == RS_PUZ_LOCK && !(LIVE->opened & key_bit[to])) {
        if (count_bits(LIVE->taken) <= count_bits(LIVE->opened))
            return;
        remember();
        LIVE->opened |= key_bit[to];
        sound_sfx(RS_SFX_GATE);
    } else if (k == RS_PUZ_KEY && !(LIVE->taken & key_bit[to])) {
        remember();
        LIVE->taken |= key_bit[to];
        sound_sfx(RS_SFX_PICKUP);
    } else {
        remember();
    }
    if (k == RS_PUZ_GEM && !LIVE->gem)      /* walked onto, or onto as a crate is pushed off it */
        take_gem();
    moves++;
    LIVE->player = (u8)to;
    draw_cell(to);
    step_dx = rs_dir_dx[dir];
    step_dy = rs_dir_dy[dir];
    step_left = RS_PUZ_STEP_FRAMES;
    doors_follow();
    solved_check();
}

static void animate(void)
{
    actor_t *p = &rs_player;
    if (step_left) {
        step_left--;
        p->x = (s16)(16 * (LIVE->player % w) - step_dx * 2 * step_left);
        p->y = (s16)(16 * (LIVE->player / w) - step_dy * 2 * step_left);
        p->moving = 1;
        p->anim++;
    } else {
        p->moving = 0;
        p->anim = 0;
    }
    if (slide_left && --slide_left == 0) {
        int was = slide_at;
        slide_at = next_cell(slide_at, slide_d);
        if (slide_at != slide_to)
            slide_left = RS_PUZ_SLIDE_FRAMES;
        draw_cell(was);
        draw_cell(slide_at);
    }
}

static int held_dir(u16 held)
{
    static const u16 keys[4] = {KEY_DOWN, KEY_UP, KEY_LEFT, KEY_RIGHT};
    if (held & keys[rs_player.facing])
        return rs_player.facing;
    for (int d = 0; d < 4; d++)
        if (held & keys[d])
            return d;
    return -1;
}

static void update(int debug)
{
    (void)debug;
    if (input_pressed(KEY_SELECT))
        restart();
    else if (!step_left && !slide_left && input_pressed(KEY_B))
        undo();
    else if (!step_left && !slide_left) {
        int dir = held_dir(input_held());
        if (dir >= 0)
            try_step(dir);
    }
    animate();
    publish();
    scene_after_flags();
    if (!dialogue_is_open()) {
        scene_check_regions();
        scene_after_flags();
    }
}

static void look(void)
{
    int x, y;
    map_camera(rs_player.x + 8, rs_player.y + 8, &x, &y);
    camera_look(x, y);
}

static void draw(void)
{
    look();
    status();
    video_obj_begin();
    actors_draw(camera_x(), camera_y(), 0);
    video_obj_end();
}

static void check(const rs_scene *sc)
{
    const rs_puzzle *b = sc->genre_data;
    int ok = b && b->cells && b->width >= 1 && b->height >= 1 && b->width <= RS_PUZ_MAX_W &&
             b->height <= RS_PUZ_MAX_H && sc->width == 2 * b->width && sc->height == 2 * b->height &&
             b->crate_count <= RS_PUZ_MAX_CRATES && (b->crates || !b->crate_count) &&
             b->start < b->width * b->height;
    for (int i = 0; ok && i < b->crate_count; i++)
        ok = b->crates[i] < b->width * b->height;
    if (!ok)
        rs_fail(RS_ERR_GENRE, scene_index());
}

static void enter(const rs_scene *sc)
{
    check(sc);
    cur = sc;
    pz = sc->genre_data;
    w = pz->width;
    h = pz->height;
    cells = w * h;
    goals = 0;
    int keys = 0, locks = 0;
    for (int c = 0; c < cells; c++) {
        int k = pz->cells[c];
        goals += k == RS_PUZ_GOAL;
        key_bit[c] = 0;
        if (k == RS_PUZ_KEY && keys < RS_PUZ_MAX_KEYS)
            key_bit[c] = (u8)(1 << keys++);
        else if (k == RS_PUZ_LOCK && locks < RS_PUZ_MAX_KEYS)
            key_bit[c] = (u8)(1 << locks++);
    }
    LIVE->crate_count = pz->crate_count;
    LIVE->gem = (u8)flag_get(pz->gem_flag);   /* taken before: it stays taken */
    restart();
    publish();
    look();
}

const rs_genre genre_puzzle = {enter, update, draw};
