"""The battle's rules as romsmith.kernel.battle plays them (the engine's are held to these in
test_genre_battle_engine.py): damage, defending, the order of a round, the foes' choices, items
used up, the greedy policy and a whole battle simulated."""

from __future__ import annotations

from collections import Counter

import pytest

from romsmith.kernel.battle import (
    FOE,
    Battle,
    Battler,
    Command,
    Fight,
    ItemUse,
    Spell,
    describe,
    greedy,
    mix,
    simulate,
)

SPELLS = (
    Spell("Fire", "damage", "one", 4, 14),
    Spell("Heal", "heal", "one", 3, 20),
    Spell("Blaze", "damage", "all", 6, 10),
    Spell("Venom", "poison", "one", 3, 4),
    Spell("Doze", "sleep", "one", 2, 2),
)


def hero(name="Ana", hp=40, **kw):
    base = dict(mp=0, attack=9, defense=4, speed=6)
    base.update(kw)
    return Battler(name, hp, **base)


def slime(name="Slime", hp=30, **kw):
    base = dict(attack=8, defense=2, speed=3, w_attack=1)
    base.update(kw)
    return Battler(name, hp, **base)


def test_attack_damage_is_attack_less_half_the_defense_and_at_least_one():
    fight = Fight.start(Battle((hero(attack=9),), (slime(defense=5), slime(defense=40))))
    assert fight.next_actor() == 0
    event = fight.turn(Command("attack", target=FOE))
    assert event.amount == 9 - 5 // 2 and fight.foes[0].hp == 30 - 7
    fight2 = Fight.start(Battle((hero(attack=9),), (slime(defense=40),)))
    assert fight2.turn(Command("attack", target=FOE)).amount == 1


def test_defending_halves_damage_until_the_defender_s_next_turn():
    fight = Fight.start(Battle((hero(defense=0, speed=9),), (slime(attack=12, speed=1),)))
    assert fight.turn(Command("defend")).action == "defend" and fight.party[0].defending
    assert fight.turn().amount == 6  # 12 halved
    fight.turn(Command("attack", target=FOE))  # the guard ends as this turn begins
    assert not fight.party[0].defending and fight.turn().amount == 12
    guarded = Fight.start(Battle((hero(attack=3, speed=1),), (slime(defense=0, w_attack=0, w_defend=1),)))
    guarded.turn()
    assert guarded.turn(Command("attack", target=FOE)).amount == 1  # 3 // 2, at least 1


def test_a_round_goes_by_speed_and_ties_put_the_party_first():
    battle = Battle(
        (hero("A", speed=5), hero("B", speed=9), hero("C", speed=5)),
        (slime("X", speed=9), slime("Y", speed=5), slime("Z", speed=12)),
    )
    fight = Fight.start(battle)
    order = []
    while fight.round < 2:
        actor = fight.next_actor()
        if fight.round == 2:
            break
        order.append(actor)
        fight.turn(Command("defend") if actor < FOE else None)
    assert order == [FOE + 2, 1, FOE + 0, 0, 2, FOE + 1]


def test_the_foes_choose_by_their_weights_and_the_same_seed_chooses_the_same():
    foe = slime(hp=999, w_attack=3, w_defend=1, mp=99, spells=(0,), w_spell=(0,))
    picks = Counter()
    for seed in range(400):
        fight = Fight.start(Battle((hero(hp=999, speed=1),), (foe,), SPELLS, seed=seed))
        picks[fight.turn().action] += 1
    assert picks["spell"] == 0  # weight 0: never
    assert 0.65 < picks["attack"] / 400 < 0.85 and picks["attack"] + picks["defend"] == 400
    again = [Fight.start(Battle((hero(speed=1),), (foe,), SPELLS, seed=7)).turn().action for _ in range(3)]
    assert len(set(again)) == 1


def test_a_foe_casts_only_what_its_mp_pays_for():
    foe = slime(w_attack=0, mp=3, spells=(0,), w_spell=(5,))  # Fire costs 4
    fight = Fight.start(Battle((hero(speed=1),), (foe,), SPELLS))
    assert fight.turn().action == "attack"


def test_the_dice_are_the_engine_s():
    # rs_battle_mix in include/genre/rs_battle.h; the engine test plays whole battles against them
    assert mix(0, 0, 0, 0) == 0
    assert mix(7, 1, 0, 0) != mix(7, 1, 1, 0) != mix(7, 2, 0, 0)
    assert all(0 <= mix(s, r, 3, 1) < 2**32 for s in (0, 65535) for r in (1, 30))


def test_an_item_is_used_up_and_refused_once_none_is_left():
    battle = Battle((hero(hp=40),), (slime(speed=1),), items=(ItemUse("potion", "heal", 25),))
    fight = Fight.start(battle, {"potion": 1})
    fight.party[0].hp = 10
    event = fight.turn(Command("item", 0, 0))
    assert (event.amount, fight.party[0].hp, fight.inventory["potion"], fight.used) == (25, 35, 0, {"potion": 1})
    fight.turn()
    assert fight.allowed(0, Command("item", 0, 0)) == "the party holds none"
    with pytest.raises(ValueError, match="holds none"):
        fight.turn(Command("item", 0, 0))


def test_spells_cost_mp_and_do_what_their_kind_says():
    battle = Battle((hero(mp=20, spells=(0, 1, 2, 3, 4)), hero("Bo", speed=1)), (slime(), slime("Blob")), SPELLS)
    fight = Fight.start(battle)  # Ana, then the two slimes, then Bo
    assert fight.turn(Command("spell", 2)).amount == 20 and fight.party[0].mp == 14  # Blaze: 10 to each
    fight.turn()
    fight.turn()
    fight.turn(Command("defend"))  # Bo
    fight.party[1].hp = 5
    assert fight.turn(Command("spell", 1, 1)).amount == 20 and fight.party[1].hp == 25
    fight.party[0].mp = 2
    assert fight.allowed(1, Command("spell", 0, FOE)) == "does not know that spell"
    assert fight.allowed(0, Command("spell", 0, FOE)) == "has too little mp"


def test_poison_bites_at_the_end_of_each_turn_and_sleep_skips_turns():
    battle = Battle((hero(mp=20, spells=(3, 4), speed=9),), (slime(hp=50),), SPELLS)
    fight = Fight.start(battle)
    fight.turn(Command("spell", 3, FOE))
    assert fight.turn().poisoned == 4 and fight.foes[0].hp == 46
    fight.turn(Command("spell", 4, FOE))
    asleep = fight.turn()
    assert asleep.action == "asleep" and asleep.poisoned == 4


def test_greedy_heals_a_low_ally_and_otherwise_fells_what_it_can():
    battle = Battle(
        (hero(mp=10, spells=(1, 0)), hero("Bo")),
        (slime(hp=5), slime("Big", hp=60)),
        SPELLS,
        (ItemUse("potion", "heal", 25),),
    )
    fight = Fight.start(battle, {"potion": 1})
    fight.next_actor()
    assert greedy(fight, 0) == Command("attack", 0, FOE)  # 7 fells the 5-hp slime
    fight.party[1].hp = 10
    assert greedy(fight, 0) == Command("spell", 1, 1)  # Heal on the ally at 25%
    fight.party[0].mp = 0
    assert greedy(fight, 0) == Command("item", 0, 1)  # no mp: the potion


def test_a_simulated_battle_is_won_lost_or_runs_out_of_rounds_with_its_numbers():
    party = (hero(hp=60, attack=12), hero("Bo", hp=50, attack=10))
    won = simulate(Battle(party, (slime(), slime("Blob"))), {})
    assert won.won and won.foe_hp == [0, 0] and won.dealt == 60 and 1 <= won.rounds <= 6
    lost = simulate(Battle(party, (slime("Ogre", hp=400, attack=40, defense=10),)))
    assert lost.result == "lost" and lost.party_hp == [0, 0]
    stall = simulate(Battle(party, (slime("Wall", hp=999, defense=200, attack=1),)), max_rounds=10)
    assert stall.result == "timeout" and stall.rounds == 10
    text = describe(Battle(party, (slime("Ogre", hp=400, attack=40, defense=10),)), lost)
    assert "falls in round" in text and "Ogre 400 hp atk 40 def 10" in text and "of the foes' 400 hp" in text


def test_potions_turn_a_lost_battle_into_a_won_one():
    battle = Battle(
        (hero(hp=40, attack=9),), (slime("Troll", hp=70, attack=11),), items=(ItemUse("potion", "heal", 30),)
    )
    assert simulate(battle, {}).result == "lost"
    with_potions = simulate(battle, {"potion": 3})
    assert with_potions.won and 1 <= with_potions.used["potion"] <= 3
