/* map.c - BG1 map upload and streaming, collision grid (EWRAM copy so gates can open it), camera clamp. */
#include "map.h"
#include "video.h"
#include "hw.h"
#include "state.h"
#include "rs_runtime.h"

#define BG_COLS 64                     /* the background holds 64 columns of 64 rows */

static u8 coll[RS_MAX_MAP_AREA] RS_EWRAM_BSS;
static u8 gate_open[RS_MAX_GATES];
static int map_w, map_h;
static const rs_scene *cur;
/* Streaming (maps wider than the background, or repeating sideways): background
 * column slot s holds map column held[s] (-1 none); a map column c sits in slot c & 63. */
static int streamed, wraps;
static s16 held[BG_COLS];
/* tile animation, read by the VBlank interrupt: anim_n is written last (0 = none) */
static const u32 *volatile anim_src;
static volatile u16 anim_dst;
static volatile u8 anim_n, anim_frames, anim_period;
static u8 anim_frame, anim_clock;

static void upload_whole(void);

static int is_blocking(u8 c)
{
    return c == RS_COLL_WALL || c == RS_COLL_WATER || c == RS_COLL_TREE || c == RS_COLL_GATE ||
           c >= RS_COLL_COUNT;
}

static void put_entry(int slot, int ty, u16 entry)
{
    int quadrant = (ty >= 32 ? 2 : 0) + (slot >= 32 ? 1 : 0);
    video_map_block(quadrant)[(ty & 31) * 32 + (slot & 31)] = entry;
}

void map_set_entry(int tx, int ty, u16 entry)
{
    if ((unsigned)tx >= (unsigned)map_w || (unsigned)ty >= RS_MAX_MAP)
        return;
    if (!streamed) {
        put_entry(tx, ty, entry);
        return;
    }
    for (int s = 0; s < BG_COLS; s++)   /* a streamed column shows it only while held */
        if (held[s] >= 0 && (wraps ? held[s] % map_w : held[s]) == tx)
            put_entry(s, ty, entry);
}

/* The screen entry of map column tx, row ty: the data's, or an open gate's. */
static u16 entry_at(int tx, int ty)
{
    int count = cur->gate_count > RS_MAX_GATES ? RS_MAX_GATES : cur->gate_count;
    for (int i = 0; i < count; i++) {
        const rs_gate *gt = &cur->gates[i];
        int gx = tx - gt->area.x, gy = ty - gt->area.y;
        if (gate_open[i] && gt->open_tiles && gx >= 0 && gy >= 0 && gx < gt->area.w && gy < gt->area.h)
            return gt->open_tiles[gy * gt->area.w + gx];
    }
    return cur->map[ty * map_w + tx];
}

static void stream_column(int c)
{
    int slot = c & (BG_COLS - 1), tx = wraps ? ((c % map_w) + map_w) % map_w : c;
    held[slot] = (s16)c;
    for (int ty = 0; ty < map_h; ty++)
        put_entry(slot, ty, entry_at(tx, ty));
}

void map_repeat(int on)
{
    wraps = on;
    streamed = on || map_w > BG_COLS;
    for (int s = 0; s < BG_COLS; s++)
        held[s] = -1;
}

void map_view(int x, int y)
{
    if (streamed) {
        int first = (x >> 3) - 1, last = (x >> 3) + 31;   /* the screen's 31 columns and a margin */
        if (!wraps) {
            if (first < 0) first = 0;
            if (last > map_w - 1) last = map_w - 1;
        }
        for (int c = first; c <= last; c++)
            if (held[c & (BG_COLS - 1)] != c)
                stream_column(c);
    }
    video_scroll_map(x, y);
}

void map_load(const rs_scene *sc)
{
    const rs_game *g = &rs_game_data;
    if (sc->tileset >= g->tileset_count)
        rs_fail(RS_ERR_TILESET, sc->tileset);
    const rs_tileset *ts = &g->tilesets[sc->tileset];
    if (!ts->tiles || ts->tile_count == 0 || ts->tile_count > RS_MAX_BG_TILES ||
        ts->palette_count == 0 || ts->palette_count > RS_MAX_BG_PALETTES || !ts->palettes)
        rs_fail(RS_ERR_TILESET, sc->tileset);
    if (!sc->map || !sc->collision || sc->width < RS_MIN_MAP || sc->width > RS_MAX_MAP_W ||
        sc->height < RS_MIN_MAP || sc->height > RS_MAX_MAP || sc->width * sc->height > RS_MAX_MAP_AREA)
        rs_fail(RS_ERR_MAP, (u16)(sc - g->scenes));

    if (ts->anim_count && (!ts->anim || ts->anim_count > RS_MAX_ANIM_TILES ||
                           ts->anim_first + ts->anim_count > ts->tile_count || ts->anim_frames < 2 ||
                           ts->anim_frames > RS_MAX_ANIM_FRAMES || !ts->anim_period || ts->anim_period > 60))
        rs_fail(RS_ERR_TILESET, sc->tileset);

    cur = sc;
    map_w = sc->width;
    map_h = sc->height;
    anim_n = 0;                        /* the interrupt leaves VRAM alone while tiles load */
    video_far_map(0, 0);               /* a far layer is the genre's, given after each load */
    video_load_bg_tiles(ts->tiles, ts->tile_count);
    video_load_bg_palettes(ts->palettes, ts->palette_count);

    for (int q = 0; q < 4; q++)
        hw_fill32(video_map_block(q), 0, 2048);
    for (int i = 0; i < map_w * map_h; i++)
        coll[i] = sc->collision[i];
    for (int i = 0; i < RS_MAX_GATES; i++)
        gate_open[i] = 0;
    map_repeat(0);
    if (!streamed)
        upload_whole();
    map_apply_gates(sc);
    anim_src = ts->anim;
    anim_dst = ts->anim_first;
    anim_frames = ts->anim_frames;
    anim_period = ts->anim_period;
    anim_frame = anim_clock = 0;
    rs_state_block.water_frame = 0;    /* the tiles just loaded are frame 0 */
    anim_n = ts->anim_count;
}

/* A map that fits the background goes up whole: row by row into the four
 * screenblocks, pairs of entries as 32-bit stores. */
static void upload_whole(void)
{
    const rs_scene *sc = cur;
    for (int ty = 0; ty < map_h; ty++) {
        const u16 *row = sc->map + ty * map_w;
        for (int half = 0; half < 2; half++) {
            int x0 = half * 32, n = map_w - x0;
            if (n <= 0)
                break;
            if (n > 32)
                n = 32;
            volatile u32 *dst = (volatile u32 *)(video_map_block((ty >= 32 ? 2 : 0) + half) +
                                                 (ty & 31) * 32);
            for (int i = 0; i + 1 < n; i += 2)
                dst[i >> 1] = row[x0 + i] | ((u32)row[x0 + i + 1] << 16);
            if (n & 1)
                dst[n >> 1] = row[x0 + n - 1];
        }
    }
}

/* VBlank: the next frame of the animated tiles every anim_period calls. */
void map_vblank(void)
{
    int n = anim_n;
    if (!n || ++anim_clock < anim_period)
        return;
    anim_clock = 0;
    if (++anim_frame >= anim_frames)
        anim_frame = 0;
    video_bg_tiles_now(anim_dst, anim_src + anim_frame * n * 8, n);
    rs_state_block.water_frame = anim_frame;
    rs_state_block.water_swaps++;
}

int map_apply_gates(const rs_scene *sc)
{
    int opened = 0;
    int count = sc->gate_count > RS_MAX_GATES ? RS_MAX_GATES : sc->gate_count;
    for (int i = 0; i < count; i++) {
        const rs_gate *gt = &sc->gates[i];
        if (gate_open[i] || !flag_get(gt->flag))
            continue;
        gate_open[i] = 1;
        opened++;
        for (int y = 0; y < gt->area.h; y++)
            for (int x = 0; x < gt->area.w; x++) {
                int tx = gt->area.x + x, ty = gt->area.y + y;
                if (tx >= map_w || ty >= map_h)
                    continue;
                coll[ty * map_w + tx] = gt->open_collision;
                if (gt->open_tiles)
                    map_set_entry(tx, ty, gt->open_tiles[y * gt->area.w + x]);
            }
    }
    return opened;
}

u8 map_coll(int tx, int ty)
{
    if ((unsigned)tx >= (unsigned)map_w || (unsigned)ty >= (unsigned)map_h)
        return RS_COLL_WALL;
    return coll[ty * map_w + tx];
}

RS_IWRAM_CODE int map_blocked_px(int x, int y, int w, int h)
{
    if (x < 0 || y < 0 || x + w > map_w * 8 || y + h > map_h * 8)
        return 1;
    int tx0 = x >> 3, ty0 = y >> 3, tx1 = (x + w - 1) >> 3, ty1 = (y + h - 1) >> 3;
    for (int ty = ty0; ty <= ty1; ty++)
        for (int tx = tx0; tx <= tx1; tx++)
            if (is_blocking(coll[ty * map_w + tx]))
                return 1;
    return 0;
}

int map_hazard_px(int x, int y, int w, int h)
{
    int tx0 = x >> 3, ty0 = y >> 3, tx1 = (x + w - 1) >> 3, ty1 = (y + h - 1) >> 3;
    for (int ty = ty0; ty <= ty1; ty++)
        for (int tx = tx0; tx <= tx1; tx++)
            if (map_coll(tx, ty) == RS_COLL_HAZARD)
                return 1;
    return 0;
}

int map_width_px(void) { return map_w * 8; }
int map_height_px(void) { return map_h * 8; }

/* Centre the focus point; clamp to the map; centre maps smaller than the
 * screen. The top 8 pixels are under the HUD strip, so y may start at -8. */
void map_camera(int fx, int fy, int *cam_x, int *cam_y)
{
    int w = map_w * 8, h = map_h * 8, x, y;
    if (w <= 240)
        x = -(240 - w) / 2;
    else {
        x = fx - 120;
        if (x < 0) x = 0;
        if (x > w - 240) x = w - 240;
    }
    if (h <= 152)
        y = -8 - (152 - h) / 2;
    else {
        y = fy - 84;
        if (y < -8) y = -8;
        if (y > h - 160) y = h - 160;
    }
    *cam_x = x;
    *cam_y = y;
}
