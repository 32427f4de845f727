/*
 * battle.c - the turn-based battle genre: the scene's block (rs_battle.h) is
 * fought turn by turn (battle_rules.c), a party member's turn waits in the
 * menu (ATTACK, MAGIC, ITEM, DEFEND, RUN; a spell, an item, a target), every
 * turn is shown as a message, and the end leads on: victory sets the block's
 * flag and gives its rewards (and its swift effects, when won within its
 * swift_rounds), then back to where the enemy was met or to the next scene;
 * defeat goes where the block says.
 */
#include "battle.h"
#include "battle_rules.h"
#include "battle_view.h"
#include "camera.h"
#include "effects.h"
#include "hud.h"
#include "input.h"
#include "save.h"
#include "scene.h"
#include "sound.h"
#include "state.h"

#define ACT_FRAMES  60          /* a turn's message shows this long ...       */
#define HURRY_AFTER 16          /* ... and A moves on after this many frames  */
#define END_FRAMES  150         /* victory / defeat / flight before it leads on */

static const rs_battle *blk;
static fight_t fight;
static battle_event last;
static int phase, menu, cursor, turn, frames, back_to;
static int led;                                    /* the end has led on (once) */
static battle_cmd pending;
static u8 entries[VIEW_LIST_MAX], entry_count;     /* the spells or item uses listed */
static u8 targets[RS_BATTLE_MAX_FOES], target_count;
static u8 held[RS_MAX_ITEMS];                      /* the inventory as the battle began */
static char lines[3][32];                          /* the message box's two lines, and */
#define line1 lines[0]
#define line2 lines[1]
#define swift_line lines[2]                        /* the command menu's: the round to beat */

/* ---- messages ------------------------------------------------------------------ */
/* Appends up to n characters of s at `at` (inside a line of `lines`, never past its 30th). */
static char *put(char *at, const char *s, int n)
{
    char *end = lines[(at >= lines[1]) + (at >= lines[2])] + 30;
    while (s && *s && n-- > 0 && at < end)
        *at++ = *s++;
    *at = 0;
    return at;
}

static char *put_num(char *at, u32 v)
{
    char digits[6] = {0};
    int n = 0;
    do { digits[4 - n++] = (char)('0' + v % 10); v /= 10; } while (v && n < 5);
    return put(at, digits + 5 - n, n);
}

static const char *name_of(int n)
{
    return n >= RS_BATTLE_FOE ? fight.foes[n - RS_BATTLE_FOE].who->name : fight.party[n].who->name;
}

static void say(const char *a, const char *b)
{
    view_message(a, b);
}

/* What a spell or an item did, for the second line: "8 damage", "+20 HP", "Slime asleep". */
static char *outcome(char *b, const battle_event *ev, int kind)
{
    switch (kind) {
    case RS_SPELL_DAMAGE: return put(put_num(b, ev->amount), " damage", 7);
    case RS_SPELL_HEAL: return put(put_num(put(b, "+", 1), ev->amount), " HP", 3);
    default:
        b = put(b, ev->target == 0xFF ? "All" : name_of(ev->target), RS_BATTLE_NAME);
        return put(b, kind == RS_SPELL_POISON ? " poisoned" : " asleep", 9);
    }
}

/* "Ana attacks Slime!" / "8 damage" and the like, for the turn just played. */
static void describe(const battle_event *ev)
{
    static const u8 item_kind[RS_USE_KINDS] = {RS_SPELL_HEAL, RS_SPELL_HEAL, RS_SPELL_HEAL, RS_SPELL_DAMAGE};
    char *a = put(line1, name_of(ev->actor), RS_BATTLE_NAME), *b = line2;
    line2[0] = 0;
    switch (ev->action) {
    case RS_ACT_ATTACK:
        put(put(put(a, " attacks ", 9), name_of(ev->target), RS_BATTLE_NAME), "!", 1);
        b = outcome(b, ev, RS_SPELL_DAMAGE);
        break;
    case RS_ACT_SPELL:
        put(put(put(a, " casts ", 7), blk->spells[ev->index].name, RS_BATTLE_NAME), "!", 1);
        b = outcome(b, ev, blk->spells[ev->index].kind);
        break;
    case RS_ACT_ITEM: {
        const rs_battle_item *u = &blk->items[ev->index];
        put(put(put(a, " uses ", 6), rs_game_data.items[u->item].name, RS_NAME_MAX), "!", 1);
        b = u->use == RS_USE_MANA ? put(put_num(put(b, "+", 1), ev->amount), " MP", 3)
                                  : outcome(b, ev, item_kind[u->use]);
        break;
    }
    case RS_ACT_DEFEND: put(a, " defends.", 9); break;
    case RS_ACT_RUN: put(a, " runs!", 6); break;
    case RS_ACT_ASLEEP: put(a, " is asleep.", 11); break;
    default: break;
    }
    if (ev->poisoned)
        b = put(put_num(put(b, line2[0] ? ", " : "", 2), ev->poisoned), " poison", 7);
    if (ev->felled)
        put(b, line2[0] ? " - down!" : "Down!", 8);
    say(line1, line2);
}

/* ---- the state block ----------------------------------------------------------- */
static void publish(void)
{
    volatile rs_state *s = &rs_state_block;
    s->battle = (u8)phase;
    s->battle_turn = (u8)turn;
    s->battle_menu = (u8)menu;
    s->battle_cursor = (u8)cursor;
    s->battle_round = fight.round;
    s->battle_turns = fight.turns;
    for (int i = 0; i < 4; i++) {
        const fighter_t *p = &fight.party[i], *e = &fight.foes[i];
        s->party_hp[i] = p->hp;
        s->party_mp[i] = p->mp;
        s->party_status[i] = (u8)((p->defending ? RS_STATUS_DEFEND : 0) | (p->poison ? RS_STATUS_POISON : 0) |
                                  (p->sleep ? RS_STATUS_SLEEP : 0));
        s->foe_hp[i] = e->hp;
        s->foe_mp[i] = e->mp;
        s->foe_status[i] = (u8)((e->defending ? RS_STATUS_DEFEND : 0) | (e->poison ? RS_STATUS_POISON : 0) |
                                (e->sleep ? RS_STATUS_SLEEP : 0));
    }
    s->battle_actor = last.actor;
    s->battle_action = last.action;
    s->battle_target = last.target;
    s->battle_amount = last.amount;
}

/* ---- the swift win ------------------------------------------------------------------ */
/* The first item a swift win gives, or -1 (a swift win that only sets flags). */
static int swift_item(void)
{
    for (int i = 0; i < blk->swift_count; i++)
        if (blk->swift[i].op == RS_FX_GIVE_ITEM)
            return blk->swift[i].a;
    return -1;
}

/* Whether a victory now would be swift: the round is not past swift_rounds. */
static int swift_open(void)
{
    return blk->swift_rounds && fight.round <= blk->swift_rounds;
}

/* "By round 3: Elixir" while the swift win can still be had, else nothing. */
static const char *swift_hint(void)
{
    if (!swift_open())
        return 0;
    int item = swift_item();
    char *at = put_num(put(swift_line, "By round ", 9), blk->swift_rounds);
    if (item >= 0)
        put(put(at, ": ", 2), rs_game_data.items[item].name, RS_NAME_MAX);
    return swift_line;
}

/* ---- the flow --------------------------------------------------------------------- */
static void show_menu(void);
static void finish(int how);

static void show_turn(void)
{
    phase = RS_PHASE_ACT;
    frames = 0;
    view_target(-1);
    view_panel(&fight, -1);
    view_foe_names(&fight);
    describe(&last);
    if (last.action == RS_ACT_ATTACK || (last.action == RS_ACT_SPELL && blk->spells[last.index].kind == RS_SPELL_DAMAGE))
        sound_sfx(last.felled ? RS_SFX_DEFEAT : last.target < RS_BATTLE_FOE ? RS_SFX_HURT : RS_SFX_HIT);
    else if (last.action == RS_ACT_SPELL || last.action == RS_ACT_ITEM)
        sound_sfx(RS_SFX_PICKUP);
}

/* Whose turn is next: a party member awake waits in the menu; anyone else's turn is played. */
static void advance(void)
{
    int st = fight_state(&fight);
    if (st != FIGHT_ON) {
        finish(st);
        return;
    }
    turn = fight_next(&fight);
    if (turn < RS_BATTLE_FOE && !fight.party[turn].sleep) {
        phase = RS_PHASE_COMMAND;
        menu = RS_MENU_COMMAND;
        cursor = 0;
        show_menu();
        return;
    }
    battle_cmd none = {RS_ACT_DEFEND, 0, 0xFF};   /* a sleeper's turn ignores it */
    fight_turn(&fight, &none, &last);
    show_turn();
}

static void do_command(const battle_cmd *c)
{
    const char *why = fight_refuses(&fight, turn, c);
    if (c->kind == RS_ACT_RUN && !why && !scene_encountered())
        why = "cannot run";
    if (why) {
        put(put(put(line1, name_of(turn), RS_BATTLE_NAME), " ", 1), why, 20);
        say(line1, 0);
        sound_sfx(RS_SFX_RUMBLE);
        return;
    }
    fight_turn(&fight, c, &last);
    show_turn();
}

static void open_targets(void)
{
    int foes, fallen;
    if (!fight_wants_target(&fight, &pending, &foes, &fallen)) {
        do_command(&pending);
        return;
    }
    target_count = 0;
    int first = foes ? RS_BATTLE_FOE : 0, count = foes ? blk->foe_count : blk->party_count;
    for (int i = 0; i < count; i++)
        if ((fight_fighter(&fight, first + i)->hp == 0) == fallen)
            targets[target_count++] = (u8)(first + i);
    if (!target_count) {
        say(fallen ? "No one has fallen." : "No one to aim at.", 0);
        sound_sfx(RS_SFX_RUMBLE);
        return;
    }
    back_to = menu;
    menu = RS_MENU_TARGET;
    cursor = 0;
    show_menu();
}

static const char *const command_names[RS_BCMD_COUNT] = {"ATTACK", "MAGIC", "ITEM", "DEFEND", "RUN"};
static const u8 command_icons[RS_BCMD_COUNT] = {RS_ICON_SWORD, RS_ICON_BOOK, RS_ICON_POTION, RS_ICON_SHIELD, 0xFF};

static void list_entries(view_list *list)
{
    const fighter_t *me = &fight.party[turn];
    list->count = 0;
    if (menu == RS_MENU_COMMAND) {
        for (int i = 0; i < RS_BCMD_COUNT; i++) {
            list->label[i] = command_names[i];
            list->icon[i] = command_icons[i];
            list->number[i] = 0xFFFF;
        }
        list->count = RS_BCMD_COUNT;
        return;
    }
    for (int i = 0; i < entry_count; i++) {
        list->icon[i] = 0xFF;
        if (menu == RS_MENU_MAGIC) {
            list->label[i] = blk->spells[entries[i]].name;
            list->number[i] = blk->spells[entries[i]].mp;
        } else {
            const rs_battle_item *u = &blk->items[entries[i]];
            list->label[i] = rs_game_data.items[u->item].name;
            list->number[i] = (u16)item_count(u->item);
        }
    }
    list->count = entry_count;
    (void)me;
}

static void show_menu(void)
{
    view_list list;
    view_panel(&fight, turn);
    if (menu == RS_MENU_TARGET) {
        view_target(targets[cursor]);
        put(put(line1, "> ", 2), name_of(targets[cursor]), RS_BATTLE_NAME);
        say(line1, "A: choose  B: back");
        return;
    }
    view_target(-1);
    list_entries(&list);
    put_num(put(line2, "MP ", 3), fight.party[turn].mp);
    view_list_show(&list, cursor, menu == RS_MENU_MAGIC ? line2 : 0);
    put(put(line1, name_of(turn), RS_BATTLE_NAME), "'s turn", 7);
    say(line1, menu == RS_MENU_COMMAND ? swift_hint() : "B: back");
}

/* The MAGIC or ITEM list: the spells the member knows, the items the party holds. */
static int fill_entries(int which)
{
    entry_count = 0;
    if (which == RS_MENU_MAGIC) {
        for (int k = 0; k < RS_BATTLE_KNOWN; k++)
            if (fight.party[turn].who->spells[k] < blk->spell_count)
                entries[entry_count++] = fight.party[turn].who->spells[k];
    } else {
        for (int i = 0; i < blk->item_count && entry_count < VIEW_LIST_MAX; i++)
            if (item_count(blk->items[i].item))
                entries[entry_count++] = (u8)i;
    }
    return entry_count;
}

static void pick(void)
{
    if (menu == RS_MENU_COMMAND) {
        pending.target = 0xFF;
        pending.index = 0;
        switch (cursor) {
        case RS_BCMD_ATTACK: pending.kind = RS_ACT_ATTACK; open_targets(); return;
        case RS_BCMD_DEFEND: pending.kind = RS_ACT_DEFEND; do_command(&pending); return;
        case RS_BCMD_RUN: pending.kind = RS_ACT_RUN; do_command(&pending); return;
        default: break;
        }
        int which = cursor == RS_BCMD_MAGIC ? RS_MENU_MAGIC : RS_MENU_ITEM;
        if (!fill_entries(which)) {
            say(which == RS_MENU_MAGIC ? "No magic known." : "No items to use.", 0);
            sound_sfx(RS_SFX_RUMBLE);
            return;
        }
        menu = which;
        cursor = 0;
        show_menu();
        return;
    }
    if (menu == RS_MENU_TARGET) {
        pending.target = targets[cursor];
        do_command(&pending);
        return;
    }
    pending.kind = menu == RS_MENU_MAGIC ? RS_ACT_SPELL : RS_ACT_ITEM;
    pending.index = entries[cursor];
    pending.target = 0xFF;
    if (pending.kind == RS_ACT_SPELL && fight.party[turn].mp < blk->spells[pending.index].mp) {
        say("Not enough MP.", 0);
        sound_sfx(RS_SFX_RUMBLE);
        return;
    }
    open_targets();
}

static void back(void)
{
    if (menu == RS_MENU_COMMAND)
        return;
    if (menu == RS_MENU_TARGET) {
        menu = back_to;
        cursor = 0;
        if (menu == RS_MENU_COMMAND)
            cursor = RS_BCMD_ATTACK;
    } else {
        cursor = menu == RS_MENU_MAGIC ? RS_BCMD_MAGIC : RS_BCMD_ITEM;
        menu = RS_MENU_COMMAND;
    }
    show_menu();
}

static void command_input(void)
{
    int size = menu == RS_MENU_COMMAND ? RS_BCMD_COUNT : menu == RS_MENU_TARGET ? target_count : entry_count;
    int step = input_pressed(KEY_DOWN | KEY_RIGHT) ? 1 : input_pressed(KEY_UP | KEY_LEFT) ? -1 : 0;
    if (step && size > 1) {
        cursor = (cursor + step + size) % size;
        sound_sfx(RS_SFX_CURSOR);
        show_menu();
    } else if (input_pressed(KEY_A)) {
        pick();
    } else if (input_pressed(KEY_B)) {
        back();
    }
}

/* ---- the end ---------------------------------------------------------------------- */
static void finish(int how)
{
    frames = 0;
    turn = -1;
    view_target(-1);
    view_panel(&fight, -1);
    view_foe_names(&fight);
    if (how == FIGHT_WON) {
        phase = RS_PHASE_WON;
        int swift = swift_open(), bonus = swift ? swift_item() : -1;
        flag_set(blk->win_flag, 1);
        if (blk->reward_count && blk->reward_count <= RS_MAX_EFFECTS)
            effects_run(blk->rewards, blk->reward_count);
        if (swift && blk->swift_count && blk->swift_count <= RS_MAX_EFFECTS)
            effects_run(blk->swift, blk->swift_count);
        scene_after_flags();
        const rs_effect *gift = 0;
        for (int i = 0; i < blk->reward_count && !gift; i++)
            if (blk->rewards[i].op == RS_FX_GIVE_ITEM)
                gift = &blk->rewards[i];
        if (gift)
            put_num(put(put(put(line2, "Found ", 6), rs_game_data.items[gift->a].name, RS_NAME_MAX), " x", 2),
                    gift->n ? gift->n : 1u);
        if (swift)    /* "Victory! +Elixir": what the swift win gave */
            put(bonus >= 0 ? put(line1, "Victory! +", 10) : line1,
                bonus >= 0 ? rs_game_data.items[bonus].name : "Swift victory!", RS_NAME_MAX + 2);
        say(swift ? line1 : "Victory!", gift ? line2 : 0);
        sound_sfx(RS_SFX_PICKUP);
    } else if (how == FIGHT_LOST) {
        phase = RS_PHASE_LOST;
        say("The party has fallen...", blk->lose == RS_LOSE_RETRY ? "A: try again" : "A: go on");
        sound_sfx(RS_SFX_HURT);
    } else {
        phase = RS_PHASE_FLED;
        say("The party got away!", 0);
    }
}

static void restore_items(void)
{
    for (int i = 0; i < rs_game_data.item_count && i < RS_MAX_ITEMS; i++) {
        int now = item_count((u16)i);
        if (now < held[i])
            item_give((u16)i, held[i] - now);
        else if (now > held[i])
            item_take((u16)i, now - held[i]);
    }
}

/* Where the end leads: back to where the enemy was met, on, or where a defeat goes. */
static void lead_on(void)
{
    int was = phase;
    if (led)
        return;
    led = 1;
    phase = RS_PHASE_NONE;
    if (was == RS_PHASE_WON) {
        if (scene_come_back(1))
            return;
        if (blk->next_scene != RS_NONE)
            scene_warp(blk->next_scene, blk->next_x, blk->next_y, RS_FACE_DOWN);
        else
            phase = RS_PHASE_WON;      /* nowhere to go: the victory stays on screen */
        return;
    }
    if (was == RS_PHASE_FLED) {
        scene_come_back(0);
        return;
    }
    u16 index;
    int tx, ty, facing;
    if (blk->lose == RS_LOSE_SAVE && save_valid() && save_load(&index, &tx, &ty, &facing)) {
        scene_forget_back();
        scene_warp(index, tx, ty, facing);
        return;
    }
    restore_items();
    if (blk->lose == RS_LOSE_PLACE) {
        scene_forget_back();
        scene_warp(blk->lose_scene, blk->lose_x, blk->lose_y, RS_FACE_DOWN);
        return;
    }
    scene_replay();
}

/* ---- the genre -------------------------------------------------------------------- */
static int bad_block(const rs_scene *sc)
{
    const rs_battle *b = sc->genre_data;
    const rs_game *g = &rs_game_data;
    if (!b || !b->party || !b->foes || b->party_count < 1 || b->party_count > RS_BATTLE_MAX_PARTY ||
        b->foe_count < 1 || b->foe_count > RS_BATTLE_MAX_FOES || b->spell_count > RS_BATTLE_MAX_SPELLS ||
        b->item_count > RS_BATTLE_MAX_ITEMS || b->reward_count > RS_MAX_EFFECTS ||
        (b->spell_count && !b->spells) || (b->item_count && !b->items) || (b->reward_count && !b->rewards))
        return 1;
    for (int i = 0; i < b->item_count; i++)
        if (b->items[i].item >= g->item_count || b->items[i].use >= RS_USE_KINDS)
            return 1;
    for (int i = 0; i < b->spell_count; i++)
        if (b->spells[i].kind >= RS_SPELL_KINDS || !b->spells[i].name)
            return 1;
    for (int n = 0; n < b->party_count + b->foe_count; n++) {
        const rs_battler *w = n < b->party_count ? &b->party[n] : &b->foes[n - b->party_count];
        if (!w->hp || w->hp > RS_BATTLE_MAX_HP || !w->name)
            return 1;
        for (int k = 0; k < RS_BATTLE_KNOWN; k++)
            if (w->spells[k] != RS_BATTLE_NO_SPELL && w->spells[k] >= b->spell_count)
                return 1;
    }
    for (int i = 0; i < b->reward_count; i++)
        if (b->rewards[i].op == RS_FX_GIVE_ITEM && b->rewards[i].a >= g->item_count)
            return 1;
    if (b->swift_rounds > RS_BATTLE_SWIFT_MAX || b->swift_count > RS_MAX_EFFECTS || (b->swift_count && !b->swift))
        return 1;
    for (int i = 0; i < b->swift_count; i++)
        if (b->swift[i].op == RS_FX_GIVE_ITEM && b->swift[i].a >= g->item_count)
            return 1;
    return (b->next_scene != RS_NONE && b->next_scene >= g->scene_count) ||
           (b->lose == RS_LOSE_PLACE && b->lose_scene >= g->scene_count) || b->lose > RS_LOSE_PLACE;
}

static void enter(const rs_scene *sc)
{
    if (bad_block(sc))
        rs_fail(RS_ERR_GENRE, scene_index());
    blk = sc->genre_data;
    for (int i = 0; i < RS_MAX_ITEMS; i++)
        held[i] = (u8)(i < rs_game_data.item_count ? item_count((u16)i) : 0);
    fight_start(&fight, blk);
    led = 0;
    last.actor = last.target = 0xFF;
    last.action = RS_ACT_NONE;
    last.amount = 0;
    last.felled = 0;
    hud_hide(1);
    camera_look(0, 0);
    view_enter(&fight);
    rs_state_block.battle_runs++;
    advance();
    publish();
}

static void update(int debug)
{
    frames++;
    if (phase == RS_PHASE_COMMAND) {
        command_input();
    } else if (phase == RS_PHASE_ACT) {
        /* the scene viewer shows the menu at once: turns before it are not lingered on */
        if (debug || frames >= ACT_FRAMES || (frames >= HURRY_AFTER && input_pressed(KEY_A)))
            advance();
    } else if (phase != RS_PHASE_NONE && !scene_transition_active() && frames > 30 &&
               (frames >= END_FRAMES || input_pressed(KEY_A))) {
        lead_on();
    }
    publish();
}

static void draw(void)
{
    camera_look(0, 0);
    view_draw(&fight, phase == RS_PHASE_COMMAND || phase == RS_PHASE_ACT ? turn : -1,
              phase == RS_PHASE_ACT ? &last : 0, frames);
}

const rs_genre genre_battle = {enter, update, draw};
