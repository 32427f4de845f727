/*
 * battle_rules.h - a battle's rules, turn by turn (include/genre/rs_battle.h
 * states them; romsmith.kernel.battle is the same in Python): the live
 * fighters, the order of a round, what a command does, the foes' choices.
 * No drawing, no input: battle.c shows it and asks the player.
 */
#ifndef RS_BATTLE_RULES_H
#define RS_BATTLE_RULES_H

#include "genre/rs_battle.h"

typedef struct {
    const rs_battler *who;
    u16 hp;
    u8  mp, defending, poison, sleep;
} fighter_t;

typedef struct {
    u8  kind;                /* RS_ACT_ATTACK, SPELL, ITEM, DEFEND or RUN      */
    u8  index;               /* the spell (rs_battle.spells) or item use (rs_battle.items) */
    u8  target;              /* a battler number; 0xFF: all, or none            */
} battle_cmd;

typedef struct {
    u8  actor, action, target, index;   /* as battle_cmd; action RS_ACT_*        */
    u16 amount;              /* hp taken or given, in all                      */
    u8  poisoned;            /* hp poison took at the end of the turn          */
    u8  felled;              /* bit n: battler n went down this turn           */
} battle_event;

typedef struct {
    const rs_battle *b;
    fighter_t party[RS_BATTLE_MAX_PARTY], foes[RS_BATTLE_MAX_FOES];
    u16 round, turns;
    u8  order[RS_BATTLE_MAX_PARTY + RS_BATTLE_MAX_FOES];
    u8  order_n, order_i, fled;
} fight_t;

enum { FIGHT_ON = 0, FIGHT_WON, FIGHT_LOST, FIGHT_FLED };

void fight_start(fight_t *f, const rs_battle *b);   /* the block is checked first (battle.c) */
fighter_t *fight_fighter(fight_t *f, int n);        /* battler n: a party slot or RS_BATTLE_FOE + slot */
int  fight_state(const fight_t *f);                 /* FIGHT_*                          */
int  fight_next(fight_t *f);                        /* whose turn is next (a new round begins
                                                       when needed), or -1 once it is over */
/* Why party member `actor` cannot do `cmd` now (a short phrase), or NULL when it can. */
const char *fight_refuses(fight_t *f, int actor, const battle_cmd *cmd);
/* Plays fight_next's turn: a party member's with `cmd`, a foe's by its weights (cmd NULL). */
void fight_turn(fight_t *f, const battle_cmd *cmd, battle_event *ev);
int  fight_wants_target(const fight_t *f, const battle_cmd *cmd, int *foes, int *fallen);

#endif
