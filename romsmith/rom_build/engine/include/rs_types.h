/* rs_types.h - fixed-width integer names used by the engine and generated data. */
#ifndef RS_TYPES_H
#define RS_TYPES_H

#include <stdint.h>

typedef uint8_t  u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef int8_t   s8;
typedef int16_t  s16;
typedef int32_t  s32;

#ifndef NULL
#define NULL ((void *)0)
#endif

#endif /* RS_TYPES_H */
