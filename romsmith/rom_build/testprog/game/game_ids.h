#ifndef GAME_IDS_H
#define GAME_IDS_H
#define TP_RED   0x001F
#define TP_GREEN 0x03E0
#define TP_BLUE  0x7C00
#define TP_WHITE 0x7FFF
#endif
