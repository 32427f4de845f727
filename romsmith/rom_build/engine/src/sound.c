/* sound.c - the PSG music player, sound effects and jingles (see sound.h). */
#include "sound.h"
#include "hw.h"
#include "state.h"

/* ---- sound effects: a few steps on square 1 or the noise channel ---------- */
/* env byte: volume << 4 | 8 when rising | step time (0 = hold). */
typedef struct {
    u8 frames;
    u8 pitch;        /* square: note 1..84; noise: SOUND4CNT_H clock bits */
    u8 env;
    u8 duty;         /* square: 0..3 */
    u8 sweep;        /* square 1: SOUND1CNT_L (0 = off) */
    u8 pad;
} sfx_step;

typedef struct {
    u8 channel;      /* RS_CH_SQ1 or RS_CH_NOISE */
    u8 priority;     /* a playing effect yields only to one at least as important */
    u8 count;
    const sfx_step *steps;
} sfx_def;

static const sfx_step st_sword[] = {{3, 0x10, 0xA1, 0, 0, 0}, {4, 0x22, 0x61, 0, 0, 0}};
static const sfx_step st_hit[] = {{6, 25, 0xF2, 2, 0x1B, 0}};
static const sfx_step st_defeat[] = {{4, 0x35, 0xF1, 0, 0, 0}, {10, 0x46, 0xC2, 0, 0, 0}};
static const sfx_step st_hurt[] = {{12, 34, 0xF2, 1, 0x2C, 0}};
static const sfx_step st_pickup[] = {
    {4, 49, 0xC1, 2, 0, 0}, {4, 53, 0xC1, 2, 0, 0}, {4, 56, 0xC1, 2, 0, 0}, {10, 61, 0xC2, 2, 0, 0}};
static const sfx_step st_gate[] = {{28, 0x77, 0xF3, 0, 0, 0}};
static const sfx_step st_blip[] = {{2, 46, 0x71, 2, 0, 0}};
static const sfx_step st_save[] = {
    {5, 44, 0xB1, 2, 0, 0}, {5, 49, 0xB1, 2, 0, 0}, {5, 53, 0xB1, 2, 0, 0}, {12, 56, 0xB2, 2, 0, 0}};
static const sfx_step st_cursor[] = {{3, 49, 0x81, 1, 0, 0}};
static const sfx_step st_rumble[] = {{45, 0x87, 0xF5, 0, 0, 0}};
static const sfx_step st_jump[] = {{7, 37, 0xA1, 2, 0x15, 0}};   /* a rising sweep */

#define SFX(ch, prio, steps) {ch, prio, sizeof steps / sizeof steps[0], steps}
static const sfx_def sfx_table[RS_SFX_COUNT] = {
    [RS_SFX_SWORD] = SFX(RS_CH_NOISE, 3, st_sword),
    [RS_SFX_HIT] = SFX(RS_CH_SQ1, 4, st_hit),
    [RS_SFX_DEFEAT] = SFX(RS_CH_NOISE, 4, st_defeat),
    [RS_SFX_HURT] = SFX(RS_CH_SQ1, 6, st_hurt),
    [RS_SFX_PICKUP] = SFX(RS_CH_SQ1, 5, st_pickup),
    [RS_SFX_GATE] = SFX(RS_CH_NOISE, 5, st_gate),
    [RS_SFX_BLIP] = SFX(RS_CH_SQ1, 1, st_blip),
    [RS_SFX_SAVE] = SFX(RS_CH_SQ1, 5, st_save),
    [RS_SFX_CURSOR] = SFX(RS_CH_SQ1, 2, st_cursor),
    [RS_SFX_RUMBLE] = SFX(RS_CH_NOISE, 5, st_rumble),
    [RS_SFX_JUMP] = SFX(RS_CH_SQ1, 2, st_jump),
};

/* ---- jingles: engine songs played once ------------------------------------ */
static const u8 win_lead[] = {32, 2, 37, 2, 41, 2, 44, 4, 41, 2, 44, 8, 0, 2,
                              46, 2, 44, 2, 42, 2, 41, 2, 39, 2, 37, 12};
static const u8 win_harm[] = {29, 2, 32, 2, 37, 2, 41, 4, 37, 2, 41, 8, 0, 2,
                              42, 2, 41, 2, 39, 2, 37, 2, 36, 2, 32, 12};
static const u8 win_bass[] = {13, 16, 18, 8, 20, 8, 13, 12};
static const u8 over_lead[] = {41, 4, 40, 4, 39, 4, 38, 8, 0, 2, 34, 4, 33, 4, 34, 12};
static const u8 over_bass[] = {10, 12, 6, 10, 5, 8, 10, 12};
#define EV(a) sizeof a / 2, RS_NONE, a
static const rs_voice win_voices[] = {
    {RS_CH_SQ2, 2, 13, 3, EV(win_lead)},
    {RS_CH_SQ1, 1, 9, 3, EV(win_harm)},
    {RS_CH_WAVE, RS_WAVE_TRIANGLE, 3, 0, EV(win_bass)},
};
static const rs_voice over_voices[] = {
    {RS_CH_SQ2, 1, 12, 4, EV(over_lead)},
    {RS_CH_WAVE, RS_WAVE_ORGAN, 2, 0, EV(over_bass)},
};
static const rs_song jingles[2] = {
    {5, 3, {0, 0}, win_voices},
    {8, 2, {0, 0}, over_voices},
};

/* ---- drums on the noise channel: clock bits, envelope ---------------------- */
static const u8 drum_clock[RS_DRUM_COUNT] = {0, 0x65, 0x34, 0x11, 0x23};
static const u8 drum_step[RS_DRUM_COUNT] = {0, 1, 1, 1, 3};

/* ---- player state (owned by the interrupt) -------------------------------- */
typedef struct {
    const rs_voice *v;
    u16 pos;
    u8  left, done;
} voice_t;

static const rs_song *song;
static voice_t voices[RS_MAX_VOICES];
static u8 tick_left, wave_loaded = 0xFF;
static struct {
    const sfx_def *def;
    u8 step, left;
} fx[2];                                   /* 0: square 1, 1: noise */

/* requests from the main loop */
static volatile u16 want_song = RS_NONE, playing = RS_NONE, asked = RS_NONE;
#define SFX_QUEUE 4
static volatile u8 sfx_queue[SFX_QUEUE], sfx_head, sfx_tail;

static u16 env_bits(int volume, int step, int up)
{
    return (u16)(((volume & 15) << ENV_VOL_SHIFT) | ((step & 7) << ENV_STEP_SHIFT) | (up ? ENV_UP : 0));
}

static u16 note_rate(int note)
{
    if (note < 1)
        note = 1;
    if (note > SOUND_NOTES)
        note = SOUND_NOTES;
    return rs_note_rate[note - 1];
}

static int fx_slot(int channel) { return channel == RS_CH_SQ1 ? 0 : channel == RS_CH_NOISE ? 1 : -1; }

static int channel_busy(int channel)
{
    int s = fx_slot(channel);
    return s >= 0 && fx[s].def;
}

static void play_note(const rs_voice *v, int note)
{
    int ch = v->channel;
    if (note == 0) {
        hw_sound_off(ch);
        return;
    }
    switch (ch) {
    case RS_CH_SQ1:
    case RS_CH_SQ2:
        hw_square(ch, v->timbre, env_bits(v->volume, v->decay, 0), note_rate(note), 0);
        break;
    case RS_CH_WAVE: {
        int w = v->timbre < RS_WAVE_COUNT ? v->timbre : 0;
        hw_wave(wave_loaded == w ? 0 : rs_waves[w], v->volume, note_rate(note + 12));
        wave_loaded = (u8)w;
        break;
    }
    default:
        if (note < RS_DRUM_COUNT)
            hw_noise(env_bits(v->volume, drum_step[note], 0), drum_clock[note]);
        break;
    }
}

static void start_song(const rs_song *s)
{
    for (int ch = 0; ch < 4; ch++)
        if (!channel_busy(ch))
            hw_sound_off(ch);
    song = s;
    tick_left = 1;
    for (int i = 0; i < RS_MAX_VOICES; i++) {
        voices[i].v = s && i < s->voice_count ? &s->voices[i] : 0;
        voices[i].pos = 0;
        voices[i].left = 0;
        voices[i].done = voices[i].v == 0;
    }
}

static void step_song(void)
{
    int alive = 0;
    for (int i = 0; i < RS_MAX_VOICES; i++) {
        voice_t *s = &voices[i];
        if (s->done)
            continue;
        const rs_voice *v = s->v;
        if (s->left == 0) {
            if (s->pos >= v->length) {
                if (v->loop == RS_NONE || v->loop >= v->length) {
                    s->done = 1;
                    if (!channel_busy(v->channel))
                        hw_sound_off(v->channel);
                    continue;
                }
                s->pos = v->loop;
            }
            const u8 *e = v->events + s->pos * 2;
            s->pos++;
            s->left = e[1] ? e[1] : 1;
            if (!channel_busy(v->channel))
                play_note(v, e[0]);
        }
        s->left--;
        alive = 1;
    }
    if (!alive) {             /* a jingle ended (looping songs never do) */
        song = 0;
        playing = RS_NONE;
    }
}

static void fx_play_step(int slot)
{
    const sfx_def *d = fx[slot].def;
    const sfx_step *st = &d->steps[fx[slot].step];
    u16 env = env_bits(st->env >> 4, st->env & 7, st->env & 8);
    if (d->channel == RS_CH_NOISE)
        hw_noise(env, st->pitch);
    else
        hw_square(0, st->duty, env, note_rate(st->pitch), st->sweep);
    fx[slot].left = st->frames;
}

static void fx_start(int id)
{
    const sfx_def *d = &sfx_table[id];
    int slot = fx_slot(d->channel);
    if (slot < 0 || !d->count)
        return;
    if (fx[slot].def && fx[slot].def->priority > d->priority)
        return;
    fx[slot].def = d;
    fx[slot].step = 0;
    fx_play_step(slot);
    rs_state_block.sfx_last = (u8)id;
    rs_state_block.sfx_count++;
    rs_state_block.sfx_fired |= 1u << id;
}

static void fx_tick(void)
{
    for (int slot = 0; slot < 2; slot++) {
        if (!fx[slot].def || --fx[slot].left)
            continue;
        if (++fx[slot].step < fx[slot].def->count) {
            fx_play_step(slot);
        } else {
            hw_sound_off(fx[slot].def->channel);
            fx[slot].def = 0;
        }
    }
}

void sound_init(void)
{
    hw_sound_init();
    rs_state_block.song = RS_NONE;
}

void sound_vblank(void)
{
    u16 t0 = hw_cycles();
    if (want_song != playing) {
        u16 id = want_song;
        playing = id;
        if (id == RS_SONG_WIN || id == RS_SONG_GAMEOVER)
            start_song(&jingles[id - RS_SONG_WIN]);
        else
            start_song(id == RS_NONE ? 0 : &rs_game_data.songs[id]);
    }
    while (sfx_tail != sfx_head) {
        fx_start(sfx_queue[sfx_tail]);
        sfx_tail = (u8)((sfx_tail + 1) % SFX_QUEUE);
    }
    if (song && --tick_left == 0) {
        tick_left = song->tick ? song->tick : 1;
        step_song();
    }
    fx_tick();
    rs_state_block.song = playing;
    u16 dt = (u16)(hw_cycles() - t0);
    rs_state_block.sound_cycles = dt;
    if (dt > rs_state_block.sound_cycles_max)
        rs_state_block.sound_cycles_max = dt;
}

/* Song data is checked here, in the main loop, so the interrupt never meets a
 * bad index: a broken song stops the game on the error screen instead. */
static void check_song(u16 index)
{
    const rs_game *g = &rs_game_data;
    if (index >= g->song_count || index >= RS_MAX_SONGS || !g->songs)
        rs_fail(RS_ERR_SONG, index);
    const rs_song *s = &g->songs[index];
    if (!s->voices || s->voice_count == 0 || s->voice_count > RS_MAX_VOICES)
        rs_fail(RS_ERR_SONG, index);
    for (int i = 0; i < s->voice_count; i++)
        if (s->voices[i].channel > RS_CH_NOISE || (s->voices[i].length && !s->voices[i].events))
            rs_fail(RS_ERR_SONG, index);
}

void sound_music(u16 index)
{
    asked = index;
    if (index != RS_NONE && index != want_song)
        check_song(index);
    want_song = index;
}

void sound_jingle(int which)
{
    asked = (u16)(RS_SONG_WIN + (which ? 1 : 0));
    want_song = asked;
}

void sound_sfx(int id)
{
    if (id <= RS_SFX_NONE || id >= RS_SFX_COUNT)
        return;
    u8 next = (u8)((sfx_head + 1) % SFX_QUEUE);
    if (next == sfx_tail)
        return;                       /* queue full: drop (four in one frame is plenty) */
    sfx_queue[sfx_head] = (u8)id;
    sfx_head = next;
}

u16 sound_song(void) { return asked; }
