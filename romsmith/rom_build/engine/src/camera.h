/*
 * camera.h - where the screen looks. The scene's genre sets the view once a
 * frame (camera_look); a cut-scene's shake is added on top; the map scrolls
 * (and streams, for wide maps) to it and the state block publishes it. Others
 * read it to place things on screen (the dialogue box keeps clear of the
 * speaker).
 */
#ifndef RS_CAMERA_H
#define RS_CAMERA_H

void camera_look(int x, int y);        /* this frame's view (scene pixel at the top left) */
int  camera_x(void);                   /* the view, shake included */
int  camera_y(void);
void camera_shake(int px, int frames); /* a cut-scene's SHAKE */
void camera_stop(void);                /* no shake (a new game) */

#endif
