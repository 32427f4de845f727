/* battle_rules.c - a battle's turns (rs_battle.h); romsmith.kernel.battle is the same in Python. */
#include "battle_rules.h"
#include "state.h"

#define ALL 0xFF

void fight_start(fight_t *f, const rs_battle *b)
{
    f->b = b;
    for (int i = 0; i < RS_BATTLE_MAX_PARTY; i++) {
        fighter_t *p = &f->party[i];
        p->who = i < b->party_count ? &b->party[i] : 0;
        p->hp = p->who ? p->who->hp : 0;
        p->mp = p->who ? p->who->mp : 0;
        p->defending = p->poison = p->sleep = 0;
    }
    for (int i = 0; i < RS_BATTLE_MAX_FOES; i++) {
        fighter_t *e = &f->foes[i];
        e->who = i < b->foe_count ? &b->foes[i] : 0;
        e->hp = e->who ? e->who->hp : 0;
        e->mp = e->who ? e->who->mp : 0;
        e->defending = e->poison = e->sleep = 0;
    }
    f->round = f->turns = 0;
    f->order_n = f->order_i = f->fled = 0;
}

fighter_t *fight_fighter(fight_t *f, int n)
{
    return n >= RS_BATTLE_FOE ? &f->foes[n - RS_BATTLE_FOE] : &f->party[n];
}

static int count_side(const fight_t *f, int foes)
{
    int n = 0, total = foes ? f->b->foe_count : f->b->party_count;
    for (int i = 0; i < total; i++)
        n += (foes ? f->foes[i].hp : f->party[i].hp) > 0;
    return n;
}

int fight_state(const fight_t *f)
{
    if (!count_side(f, 1))
        return FIGHT_WON;
    if (!count_side(f, 0))
        return FIGHT_LOST;
    return f->fled ? FIGHT_FLED : FIGHT_ON;
}

/* A new round's order: everyone standing, highest speed first; ties keep the
 * battler numbers' order (the party before the foes). */
static void new_round(fight_t *f)
{
    int n = 0;
    f->round++;
    for (int i = 0; i < f->b->party_count; i++)
        if (f->party[i].hp)
            f->order[n++] = (u8)i;
    for (int i = 0; i < f->b->foe_count; i++)
        if (f->foes[i].hp)
            f->order[n++] = (u8)(RS_BATTLE_FOE + i);
    for (int i = 1; i < n; i++) {        /* insertion sort: stable */
        u8 t = f->order[i];
        int sp = fight_fighter(f, t)->who->speed, j = i - 1;
        while (j >= 0 && fight_fighter(f, f->order[j])->who->speed < sp) {
            f->order[j + 1] = f->order[j];
            j--;
        }
        f->order[j + 1] = t;
    }
    f->order_n = (u8)n;
    f->order_i = 0;
}

int fight_next(fight_t *f)
{
    if (fight_state(f) != FIGHT_ON)
        return -1;
    for (;;) {
        while (f->order_i < f->order_n && !fight_fighter(f, f->order[f->order_i])->hp)
            f->order_i++;
        if (f->order_i < f->order_n)
            return f->order[f->order_i];
        new_round(f);
    }
}

/* ---- what a command lands on ------------------------------------------------ */
enum { AIM_DAMAGE, AIM_HEAL, AIM_STATUS, AIM_REVIVE };

static int aim_of(const fight_t *f, const battle_cmd *c, int *all)
{
    *all = 0;
    if (c->kind == RS_ACT_ATTACK)
        return AIM_DAMAGE;
    if (c->kind == RS_ACT_SPELL) {
        const rs_spell *s = &f->b->spells[c->index];
        *all = s->target == RS_TARGET_ALL;
        return s->kind == RS_SPELL_DAMAGE ? AIM_DAMAGE : s->kind == RS_SPELL_HEAL ? AIM_HEAL : AIM_STATUS;
    }
    u8 use = f->b->items[c->index].use;
    return use == RS_USE_DAMAGE ? AIM_DAMAGE : use == RS_USE_REVIVE ? AIM_REVIVE : AIM_HEAL;
}

/* Whether `cmd` (attack, spell or item) needs a target picked, and on which side:
 * *foes = the other side of a party member; *fallen = a fallen ally (revive). */
int fight_wants_target(const fight_t *f, const battle_cmd *cmd, int *foes, int *fallen)
{
    int all, aim = aim_of(f, cmd, &all);
    *foes = aim == AIM_DAMAGE || aim == AIM_STATUS;
    *fallen = aim == AIM_REVIVE;
    return !all;
}

/* Is battler n a fit target for actor's aim? */
static int fits(fight_t *f, int actor, int aim, int n)
{
    int hostile = aim == AIM_DAMAGE || aim == AIM_STATUS;
    int foe_side = actor < RS_BATTLE_FOE ? hostile : !hostile;
    int count = foe_side ? f->b->foe_count : f->b->party_count;
    int slot = n - (foe_side ? RS_BATTLE_FOE : 0);
    if ((n >= RS_BATTLE_FOE) != foe_side || slot < 0 || slot >= count)
        return 0;
    return (aim == AIM_REVIVE) == !fight_fighter(f, n)->hp;
}

const char *fight_refuses(fight_t *f, int actor, const battle_cmd *c)
{
    const fighter_t *me = fight_fighter(f, actor);
    if (c->kind == RS_ACT_SPELL) {
        int known = 0;
        for (int k = 0; k < RS_BATTLE_KNOWN; k++)
            known |= me->who->spells[k] == c->index;
        if (!known || c->index >= f->b->spell_count)
            return "does not know it";
        if (me->mp < f->b->spells[c->index].mp)
            return "has too little MP";
    } else if (c->kind == RS_ACT_ITEM) {
        if (c->index >= f->b->item_count || !item_count(f->b->items[c->index].item))
            return "has none left";
    } else if (c->kind == RS_ACT_RUN) {
        return f->b->can_run ? 0 : "cannot run";
    } else if (c->kind != RS_ACT_ATTACK) {
        return c->kind == RS_ACT_DEFEND ? 0 : "cannot do that";
    }
    int all, aim = aim_of(f, c, &all);
    return all || fits(f, actor, aim, c->target) ? 0 : "has no such target";
}

/* ---- what it does --------------------------------------------------------------- */
static u16 hurt(fighter_t *t, int damage)
{
    if (t->defending)
        damage = damage / 2 > 1 ? damage / 2 : 1;
    if (damage > t->hp)
        damage = t->hp;
    t->hp = (u16)(t->hp - damage);
    return (u16)damage;
}

static u16 give_hp(fighter_t *t, int power)
{
    int room = t->who->hp - t->hp;
    int given = power < room ? power : room;
    t->hp = (u16)(t->hp + given);
    return (u16)given;
}

static void land(fight_t *f, int actor, const battle_cmd *c, int n, battle_event *ev)
{
    fighter_t *me = fight_fighter(f, actor), *t = fight_fighter(f, n);
    int was_up = t->hp > 0;
    if (c->kind == RS_ACT_ATTACK) {
        int d = me->who->attack - t->who->defense / 2;
        ev->amount += hurt(t, d > 1 ? d : 1);
    } else if (c->kind == RS_ACT_SPELL) {
        const rs_spell *s = &f->b->spells[c->index];
        if (s->kind == RS_SPELL_DAMAGE)
            ev->amount += hurt(t, s->power);
        else if (s->kind == RS_SPELL_HEAL)
            ev->amount += give_hp(t, s->power);
        else if (s->kind == RS_SPELL_POISON)
            t->poison = s->power;
        else
            t->sleep = s->power;
    } else {
        const rs_battle_item *u = &f->b->items[c->index];
        if (u->use == RS_USE_DAMAGE) {
            ev->amount += hurt(t, u->power);
        } else if (u->use == RS_USE_MANA) {
            int room = t->who->mp - t->mp, given = u->power < room ? u->power : room;
            t->mp = (u8)(t->mp + given);
            ev->amount += (u16)given;
        } else if (u->use == RS_USE_REVIVE) {
            int hp = u->power > 1 ? u->power : 1;
            t->hp = (u16)(hp < t->who->hp ? hp : t->who->hp);
            t->poison = t->sleep = 0;
            ev->amount += t->hp;
        } else {
            ev->amount += give_hp(t, u->power);
        }
    }
    if (was_up && !t->hp)
        ev->felled |= (u8)(1u << n);
}

static void act(fight_t *f, int actor, const battle_cmd *c, battle_event *ev)
{
    fighter_t *me = fight_fighter(f, actor);
    ev->action = c->kind;
    ev->index = c->index;
    ev->target = c->target;
    if (c->kind == RS_ACT_DEFEND) {
        me->defending = 1;
        ev->target = ALL;
        return;
    }
    if (c->kind == RS_ACT_RUN) {
        f->fled = 1;
        ev->target = ALL;
        return;
    }
    if (c->kind == RS_ACT_SPELL)
        me->mp = (u8)(me->mp - f->b->spells[c->index].mp);
    else if (c->kind == RS_ACT_ITEM)
        item_take(f->b->items[c->index].item, 1);
    int all, aim = aim_of(f, c, &all);
    if (!all) {
        land(f, actor, c, c->target, ev);
        return;
    }
    ev->target = ALL;
    for (int n = 0; n < RS_BATTLE_FOE + RS_BATTLE_MAX_FOES; n++)
        if (fits(f, actor, aim, n))
            land(f, actor, c, n, ev);
}

/* ---- the foes' minds ---------------------------------------------------------- */
static void foe_choice(fight_t *f, int actor, battle_cmd *c)
{
    const fighter_t *me = fight_fighter(f, actor);
    const rs_battler *w = me->who;
    int slot = actor - RS_BATTLE_FOE, total = w->w_attack + w->w_defend;
    u8 weight[RS_BATTLE_KNOWN];
    for (int k = 0; k < RS_BATTLE_KNOWN; k++) {
        u8 s = w->spells[k];
        weight[k] = s < f->b->spell_count && me->mp >= f->b->spells[s].mp ? w->w_spell[k] : 0;
        total += weight[k];
    }
    c->kind = RS_ACT_ATTACK;
    c->index = 0;
    if (total) {
        int roll = (int)(rs_battle_mix(f->b->seed, f->round, (u32)slot, 0) % (u32)total);
        if (roll < w->w_attack) {
            c->kind = RS_ACT_ATTACK;
        } else if ((roll -= w->w_attack) < w->w_defend) {
            c->kind = RS_ACT_DEFEND;
        } else {
            roll -= w->w_defend;
            for (int k = 0; k < RS_BATTLE_KNOWN; k++) {
                if (roll < weight[k]) {
                    c->kind = RS_ACT_SPELL;
                    c->index = w->spells[k];
                    break;
                }
                roll -= weight[k];
            }
        }
    }
    c->target = ALL;
    if (c->kind == RS_ACT_DEFEND || (c->kind == RS_ACT_SPELL && f->b->spells[c->index].target == RS_TARGET_ALL))
        return;
    if (c->kind == RS_ACT_SPELL && f->b->spells[c->index].kind == RS_SPELL_HEAL) {
        int best = -1;                 /* the foe missing the most hp, the first of equals */
        for (int i = 0; i < f->b->foe_count; i++) {
            const fighter_t *e = &f->foes[i];
            if (e->hp && (best < 0 || e->who->hp - e->hp > f->foes[best].who->hp - f->foes[best].hp))
                best = i;
        }
        c->target = (u8)(RS_BATTLE_FOE + best);
        return;
    }
    int standing = count_side(f, 0);
    int pick = (int)(rs_battle_mix(f->b->seed, f->round, (u32)slot, 1) % (u32)standing);
    for (int i = 0; i < f->b->party_count; i++)
        if (f->party[i].hp && pick-- == 0)
            c->target = (u8)i;
}

void fight_turn(fight_t *f, const battle_cmd *cmd, battle_event *ev)
{
    int actor = fight_next(f);
    ev->actor = (u8)actor;
    ev->action = RS_ACT_NONE;
    ev->target = ALL;
    ev->index = 0;
    ev->amount = 0;
    ev->poisoned = 0;
    ev->felled = 0;
    if (actor < 0)
        return;
    f->order_i++;
    fighter_t *me = fight_fighter(f, actor);
    me->defending = 0;
    if (me->sleep) {
        me->sleep--;
        ev->action = RS_ACT_ASLEEP;
    } else {
        battle_cmd c;
        if (actor >= RS_BATTLE_FOE)
            foe_choice(f, actor, &c);
        else
            c = *cmd;
        act(f, actor, &c, ev);
    }
    if (me->hp && me->poison && !f->fled) {
        ev->poisoned = (u8)(me->poison < me->hp ? me->poison : me->hp);
        me->hp = (u16)(me->hp - ev->poisoned);
        if (!me->hp)
            ev->felled |= (u8)(1u << actor);
    }
    f->turns++;
}
