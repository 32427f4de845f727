/* camera.c - the view of this frame, a shake on top, published in the state block. */
#include "camera.h"
#include "map.h"
#include "state.h"

static int view_x, view_y;
static int shake_frames, shake_px;

void camera_shake(int px, int frames)
{
    shake_px = px ? px : 2;
    shake_frames = frames;
}

void camera_stop(void)
{
    shake_frames = 0;
    rs_state_block.shake = 0;
}

void camera_look(int x, int y)
{
    int dx = 0, dy = 0;
    rs_state_block.shake = (u8)(shake_frames > 255 ? 255 : shake_frames);
    if (shake_frames) {
        int phase = shake_frames-- & 3;
        dx = phase == 0 ? shake_px : phase == 2 ? -shake_px : 0;
        dy = phase == 1 ? shake_px / 2 : phase == 3 ? -(shake_px / 2) : 0;
    }
    view_x = x + dx;
    view_y = y + dy;
    map_view(view_x, view_y);
    rs_state_block.cam_x = (s16)view_x;
    rs_state_block.cam_y = (s16)view_y;
}

int camera_x(void) { return view_x; }
int camera_y(void) { return view_y; }
