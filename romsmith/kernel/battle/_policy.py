"""The greedy party policy: what the validator assumes a player does and what the playtest bot
does, so "winnable" means the bot wins (for a battle's swift win the bot plays it holding no
items, as the designer's swift round assumes; see `playtest.genres.battle.plan`).

On a party member's turn, in this order:
  1. a fallen ally and a reviving item held: revive the first fallen;
  2. an ally standing at LOW percent of its hp or less: heal the lowest (by share of its hp)
     with the member's strongest healing spell its mp pays for (one for all when two or more
     are low and it knows one), else with the first healing item the party holds;
  3. otherwise the blow that fells the most foes, then deals the most damage (damage past a
     foe's hp does not count), then costs the least mp: ATTACK on any standing foe or a damage
     spell it can pay for; ties go to the lower foe slot, and to ATTACK before spells.
It never defends, runs, uses damage items or casts poison or sleep.
"""

from __future__ import annotations

from romsmith.kernel.battle._rules import FOE, Command, Fight, attack_damage, hurt_by

LOW = 40  # percent of hp at or below which an ally is healed


def greedy(fight: Fight, actor: int) -> Command:
    """The greedy command for party member `actor` in `fight`."""
    return _revive(fight) or _heal(fight, actor) or _strike(fight, actor)


def _held(fight: Fight, use: str) -> list[int]:
    return [i for i, u in enumerate(fight.battle.items) if u.use == use and fight.inventory.get(u.item, 0) > 0]


def _revive(fight: Fight) -> Command | None:
    fallen = [n for n, f in enumerate(fight.party) if not f.up]
    items = _held(fight, "revive")
    return Command("item", items[0], fallen[0]) if fallen and items else None


def _heal(fight: Fight, actor: int) -> Command | None:
    low = [n for n in fight.standing(False) if fight.party[n].hp * 100 <= fight.party[n].who.hp * LOW]
    if not low:
        return None
    low.sort(key=lambda n: (fight.party[n].hp * 1000 // fight.party[n].who.hp, n))
    me, spells = fight.party[actor], fight.battle.spells
    heals = [i for i in me.who.spells if i < len(spells) and spells[i].kind == "heal" and spells[i].mp <= me.mp]
    group = [i for i in heals if spells[i].target == "all"]
    if len(low) >= 2 and group:
        return Command("spell", max(group, key=lambda i: (spells[i].power, -i)))
    single = [i for i in heals if spells[i].target == "one"] or group
    if single:
        best = max(single, key=lambda i: (spells[i].power, -i))
        return Command("spell", best, low[0] if spells[best].target == "one" else None)
    items = _held(fight, "heal")
    return Command("item", items[0], low[0]) if items else None


def _strike(fight: Fight, actor: int) -> Command:
    me, spells = fight.party[actor], fight.battle.spells
    foes = fight.standing(True)
    options: list[tuple[tuple, Command]] = []
    for n in foes:
        dealt = min(fight.fighter(n).hp, attack_damage(me.who, fight.fighter(n)))
        felled = int(dealt >= fight.fighter(n).hp)
        options.append(((felled, dealt, 0, 1, -n), Command("attack", 0, n)))
    for i in me.who.spells:
        if i >= len(spells) or spells[i].kind != "damage" or spells[i].mp > me.mp:
            continue
        spell = spells[i]
        aims = [None] if spell.target == "all" else foes
        for n in aims:
            hit = foes if n is None else [n]
            dealt = [min(fight.fighter(t).hp, hurt_by(spell.power, fight.fighter(t))) for t in hit]
            felled = sum(d >= fight.fighter(t).hp for d, t in zip(dealt, hit, strict=True))
            options.append(((felled, sum(dealt), -spell.mp, 0, -(n if n is not None else FOE)), Command("spell", i, n)))
    return max(options, key=lambda o: o[0])[1]
