/*
 * genre.h - how a scene plays. Each genre is a module of this folder with
 * three entry points, listed once in genres.c's table under its RS_GENRE_*
 * (rs_data.h); the main loop calls the current scene's and keeps the rest
 * (title, pause, dialogue, cut-scenes, warps, win and game over) for all.
 *
 *   enter(sc)     the scene is loaded and the player placed: set up play and
 *                 the view (camera_look), read the genre's block (sc->genre_data)
 *   update(debug) one frame of play: controls, actors, contact, the scene's
 *                 warps and triggers; it may open a dialogue, start a
 *                 cut-scene or ask for a warp (the main loop takes them up);
 *                 debug: the scene viewer, nothing hurts the player
 *   draw()        the view and the objects, every frame the scene shows (also
 *                 under a dialogue box or a cut-scene)
 *
 * Adding a genre: its module here, its block's header in include/genre/ when
 * it has tuning data, and one line in genres.c.
 */
#ifndef RS_GENRE_H
#define RS_GENRE_H

#include "rs_data.h"

typedef struct {
    void (*enter)(const rs_scene *sc);
    void (*update)(int debug);
    void (*draw)(void);
} rs_genre;

/* The scene's genre; one this engine lacks stops on the error screen (RS_ERR_GENRE). */
const rs_genre *genre_for(const rs_scene *sc);

#endif
