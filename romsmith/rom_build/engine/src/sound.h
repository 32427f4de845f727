/*
 * sound.h - the music player and sound effects on the GBA's PSG channels.
 *
 * Music is data (rs_song in rs_data.h): up to four voices, one per channel
 * (square 1, square 2, wave, noise), stepped once per tick from the VBlank
 * interrupt. Sound effects and the win / game-over jingles are the engine's
 * own tables. An effect borrows square 1 (tones) or the noise channel (hits,
 * swishes, rumbles) for a few frames; the music voice on that channel is
 * silent meanwhile and comes back on its next note.
 *
 * The main loop only posts requests (sound_music, sound_sfx, sound_jingle);
 * sound_vblank() applies them, so the player's state is touched by the
 * interrupt alone and needs no locking.
 */
#ifndef RS_SOUND_H
#define RS_SOUND_H

#include "rs_data.h"

#define SOUND_NOTES 84                 /* rs_note_rate: C2 .. B8 */
extern const u16 rs_note_rate[SOUND_NOTES];
extern const u32 rs_waves[RS_WAVE_COUNT][4];

enum { JINGLE_WIN = 0, JINGLE_GAMEOVER = 1 };

void sound_init(void);
void sound_vblank(void);               /* from the VBlank interrupt          */
void sound_music(u16 song);            /* game song or RS_NONE; the same song keeps playing */
void sound_jingle(int which);          /* stops the music, plays once        */
void sound_sfx(int id);                /* RS_SFX_* (state.h)                 */
u16  sound_song(void);                 /* what was last asked for            */

#endif
