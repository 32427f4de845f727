/*
 * rs_battle.h - a battle scene's block (rs_scene.genre_data of a scene whose
 * genre is RS_GENRE_BATTLE): the party, the foes, the spells they know, the
 * items the party may use from the inventory, what winning gives and where a
 * defeat leads. The scene's map is the backdrop.
 *
 * The battle is turn-based and has no chance in it: the same commands give
 * the same battle (romsmith.kernel.battle plays it the same way, to check a
 * battle can be won and to let the playtest bot win it).
 *
 * Rounds. Every round each battler still standing takes one turn, in order of
 * speed (highest first; ties: the party before the foes, then by slot). A
 * battler's defending ends when its next turn begins. One asleep loses the
 * turn (sleep counts down). At the end of a battler's turn poison takes its
 * `poison` hp. The battle is won when every foe is down, lost when the whole
 * party is.
 *
 * Commands (a party member's turn; a foe's comes from its weights below):
 *   ATTACK a foe:   damage = max(1, attack - defense / 2)
 *   MAGIC  a spell: its mp is spent, then by kind, on one target or all:
 *                   DAMAGE power to foes; HEAL power hp to standing allies
 *                   (up to their hp); POISON a foe loses power hp each turn;
 *                   SLEEP a foe loses its next power turns
 *   ITEM   one of the item is used up from the inventory (rs_prog.items):
 *                   HEAL power hp to a standing ally; MANA power mp; REVIVE a
 *                   fallen ally stands with power hp; DAMAGE power to a foe
 *   DEFEND          until its next turn the battler takes half damage
 *   RUN             leaves the battle (only where can_run is set and the
 *                   battle was met by touching an enemy: back to that spot)
 * Damage to a defending battler is max(1, damage / 2); hp never goes below 0.
 *
 * Foes. A foe picks attack, defend or one of its spells (only those its mp
 * pays for) with chances in proportion to w_attack, w_defend and w_spell[k];
 * no weight at all means attack. The draw is rs_battle_mix(seed, round, slot,
 * 0) % total, walking attack, defend, spells in that order; its target among
 * the standing party members (by slot) is rs_battle_mix(seed, round, slot, 1)
 * % standing. A foe's heal goes to the foe missing the most hp (the first of
 * equals). Integer arithmetic throughout; / rounds down.
 *
 * A swift win (optional, a side challenge): a battle with swift_rounds set
 * also runs its `swift` effects when it is won within that many rounds (the
 * round the last foe fell counts). The menu shows the round to beat while it
 * can still be met. Nothing else changes: a slower victory is a victory, with
 * its rewards, flag and way on as ever.
 */
#ifndef RS_BATTLE_BLOCK_H
#define RS_BATTLE_BLOCK_H

#include "rs_data.h"

#define RS_BATTLE_MAX_PARTY   4     /* party members                              */
#define RS_BATTLE_MAX_FOES    4     /* foes in one battle                          */
#define RS_BATTLE_MAX_SPELLS  8     /* spells in one battle's book                 */
#define RS_BATTLE_KNOWN       4     /* spells one battler knows                    */
#define RS_BATTLE_MAX_ITEMS   5     /* items the party may use in one battle       */
#define RS_BATTLE_MAX_HP      999
#define RS_BATTLE_MAX_MP      99
#define RS_BATTLE_NAME        8     /* battler and spell name characters shown     */
#define RS_BATTLE_NO_SPELL    0xFF  /* an unused rs_battler.spells slot            */
#define RS_BATTLE_FOE         4     /* a foe's battler number is RS_BATTLE_FOE + slot */
#define RS_BATTLE_SWIFT_MAX   30    /* swift_rounds at most (the rounds the checks play) */

enum { RS_SPELL_DAMAGE = 0, RS_SPELL_HEAL = 1, RS_SPELL_POISON = 2, RS_SPELL_SLEEP = 3, RS_SPELL_KINDS };
enum { RS_TARGET_ONE = 0, RS_TARGET_ALL = 1 };
enum { RS_USE_HEAL = 0, RS_USE_MANA = 1, RS_USE_REVIVE = 2, RS_USE_DAMAGE = 3, RS_USE_KINDS };
enum {                       /* what losing leads to                             */
    RS_LOSE_RETRY = 0,       /* the battle again from its start, items as they were */
    RS_LOSE_SAVE = 1,        /* back to the last save (rs_save.h; as CONTINUE)   */
    RS_LOSE_PLACE = 2        /* lose_scene at (lose_x, lose_y), items as they were */
};
enum {                       /* state block battle_action: the last thing done   */
    RS_ACT_NONE = 0, RS_ACT_ATTACK, RS_ACT_SPELL, RS_ACT_ITEM, RS_ACT_DEFEND, RS_ACT_RUN,
    RS_ACT_ASLEEP, RS_ACT_POISON
};
enum {                       /* state block `battle`: the battle's phase         */
    RS_PHASE_NONE = 0,       /* not in a battle                                  */
    RS_PHASE_COMMAND = 1,    /* a party member's turn: the menu waits for a command */
    RS_PHASE_ACT = 2,        /* a turn is being shown (its message)              */
    RS_PHASE_WON = 3,        /* victory: its message and rewards                 */
    RS_PHASE_LOST = 4,       /* the party fell: A goes where `lose` says        */
    RS_PHASE_FLED = 5        /* the party ran                                    */
};
enum {                       /* state block battle_menu: the menu showing        */
    RS_MENU_COMMAND = 0, RS_MENU_MAGIC = 1, RS_MENU_ITEM = 2, RS_MENU_TARGET = 3
};
enum { RS_BCMD_ATTACK = 0, RS_BCMD_MAGIC, RS_BCMD_ITEM, RS_BCMD_DEFEND, RS_BCMD_RUN, RS_BCMD_COUNT };
#define RS_STATUS_DEFEND 0x01  /* state block party_status / foe_status bits     */
#define RS_STATUS_POISON 0x02
#define RS_STATUS_SLEEP  0x04

typedef struct {
    const char *name;        /* shown in the menu, RS_BATTLE_NAME characters  */
    u8  kind;                /* RS_SPELL_*                                     */
    u8  target;              /* RS_TARGET_*                                    */
    u8  mp;                  /* cost                                           */
    u8  power;               /* hp, or turns of sleep                          */
} rs_spell;

typedef struct {
    const char *name;        /* shown in the panel and the messages           */
    u16 sprite;              /* its sheet (16x16, or 32x32 for a big foe); the party
                                is drawn facing left, foes facing right           */
    u16 hp;                  /* 1..RS_BATTLE_MAX_HP: starts every battle full   */
    u8  mp;                  /* 0..RS_BATTLE_MAX_MP                              */
    u8  attack, defense, speed;
    u8  spells[RS_BATTLE_KNOWN];  /* indices into rs_battle.spells, RS_BATTLE_NO_SPELL */
    u8  w_attack, w_defend;  /* foes: weights of their choices (party: unused) */
    u8  w_spell[RS_BATTLE_KNOWN];
} rs_battler;

typedef struct {
    u16 item;                /* index into rs_game.items                       */
    u8  use;                 /* RS_USE_*                                       */
    u8  power;
} rs_battle_item;

typedef struct {
    const rs_battler *party;
    const rs_battler *foes;
    const rs_spell *spells;
    const rs_battle_item *items;
    const rs_effect *rewards;    /* run on victory (items given, flags set)    */
    u8  party_count;         /* 1..RS_BATTLE_MAX_PARTY                          */
    u8  foe_count;           /* 1..RS_BATTLE_MAX_FOES                           */
    u8  spell_count;         /* <= RS_BATTLE_MAX_SPELLS                         */
    u8  item_count;          /* <= RS_BATTLE_MAX_ITEMS                          */
    u8  reward_count;        /* <= RS_MAX_EFFECTS                               */
    u8  can_run;             /* 1: RUN works (when met by touching an enemy)    */
    u8  lose;                /* RS_LOSE_*                                       */
    u8  swift_rounds;        /* won within this many rounds: `swift` runs too;
                                0: no swift win (1..RS_BATTLE_SWIFT_MAX)         */
    u16 seed;                /* the foes' choices (rs_battle_mix)               */
    u16 win_flag;            /* set on victory, or RS_NONE                      */
    u16 next_scene;          /* after victory, unless met by touching an enemy
                                (then back to that spot): go here, or RS_NONE to stay */
    u8  next_x, next_y;      /* tiles                                           */
    u16 lose_scene;          /* RS_LOSE_PLACE: where the party wakes            */
    u8  lose_x, lose_y;
    const rs_effect *swift;  /* run on a swift win, after `rewards` (items given) */
    u8  swift_count;         /* <= RS_MAX_EFFECTS; 0 with swift_rounds 0        */
} rs_battle;

/* The foes' dice: the same numbers in the engine and in romsmith.kernel.battle. */
static inline u32 rs_battle_mix(u32 seed, u32 round, u32 slot, u32 salt)
{
    u32 x = seed * 0x9E3779B1u ^ round * 0x85EBCA77u ^ slot * 0xC2B2AE3Du ^ salt * 0x27D4EB2Fu;
    x ^= x >> 15;
    x *= 0x2C1B3C6Du;
    x ^= x >> 12;
    x *= 0x297A2D39u;
    x ^= x >> 15;
    return x;
}

#endif
