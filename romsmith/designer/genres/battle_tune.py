"""The numbers of the designer's battles: the party by the part each member plays, a book of
spells, foes by how tough their kind is, and the difficulty, tuned by playing each battle ahead
with the greedy party of `romsmith.kernel.battle` (the one the checks and the playtest bot use).

Every battle must be won with no items at all, so the order the player meets them in and the
potions they hold can only make it easier; the party should lose a share of its hp that grows
from battle to battle (`target`), the last battle hardest.

Every battle but the boss's offers a swift win (`swift`): won by the round the greedy party with
no items wins it in, it also gives an elixir, a heal of a member's hp in full that every battle
lists among its items. The player may press on for it or play safe; the battles are tuned and
checked as if it were never taken, and winnable holding elixirs too.
"""

from __future__ import annotations

from romsmith.kernel import battle as kb

# part -> (hp, mp, attack, defense, speed, spells) at level 0
PARTS = {
    "fighter": (62, 0, 14, 6, 6, ()),
    "mage": (40, 30, 6, 2, 8, ("fire", "blaze", "doze")),
    "healer": (48, 26, 8, 4, 5, ("heal", "venom")),
    "rogue": (48, 10, 12, 4, 10, ("venom",)),
}
PART_OF = {
    "mage": ("wizard", "witch", "mage", "sorcerer", "alien", "fairy", "owl"),
    "healer": ("monk", "priest", "doctor", "nurse", "cleric", "healer", "old woman", "princess", "unicorn", "mermaid"),
    "rogue": ("archer", "thief", "ninja", "ranger", "fox", "cat", "rabbit", "mouse", "pirate", "detective"),
}
FILL = ("mage", "healer", "rogue", "fighter")  # the parts a party gets after its leader's
PART_CONCEPT = {"fighter": "warrior", "mage": "wizard", "healer": "monk", "rogue": "archer"}
TOUGH = {  # a foe kind's toughness: 1 weak, 2 middling, 3 strong
    1: ("slime", "bat", "mouse", "rat", "frog", "crab", "fish", "rabbit", "snake", "owl"),
    3: ("orc", "bear", "mummy", "vampire", "dragon", "golem", "demon", "robot", "troll", "giant"),
}
CASTERS = ("wizard", "witch", "mage", "skeleton", "lich", "ghost", "demon", "vampire", "alien", "mummy")
POTION = "potion"
ELIXIR = "elixir"  # the swift win's gift
ELIXIR_POWER = kb.MAX_STAT  # hp it gives: more than any member has, so a member's hp in full
SWIFT_SLACK = 0  # rounds a swift win allows past the greedy party's own pace
SWIFT_MAX = 30  # RS_BATTLE_SWIFT_MAX
LEVEL_UP = 0.12  # the party grows this much from one battle to the next


def part_of(concept: str) -> str:
    return next((p for p, kinds in PART_OF.items() if concept in kinds), "fighter")


def spells(level: int) -> list[dict]:
    """The book every battle of a game uses, stronger at higher levels."""
    return [
        {"id": "fire", "name": "Fire", "kind": "damage", "target": "one", "mp": 4, "power": 16 + 4 * level},
        {"id": "blaze", "name": "Blaze", "kind": "damage", "target": "all", "mp": 8, "power": 9 + 3 * level},
        {"id": "doze", "name": "Doze", "kind": "sleep", "target": "one", "mp": 3, "power": 2},
        {"id": "heal", "name": "Heal", "kind": "heal", "target": "one", "mp": 3, "power": 24 + 6 * level},
        {"id": "venom", "name": "Venom", "kind": "poison", "target": "one", "mp": 4, "power": 3 + level},
        {"id": "shade", "name": "Shade", "kind": "damage", "target": "all", "mp": 6, "power": 6 + 2 * level},
        {"id": "mend", "name": "Mend", "kind": "heal", "target": "one", "mp": 5, "power": 20 + 5 * level},
    ]


def member(name: str, sprite: str, part: str, level: int) -> dict:
    hp, mp, attack, defense, speed, known = PARTS[part]
    grow = 1 + LEVEL_UP * level
    return {
        "name": name,
        "sprite": sprite,
        "hp": round(hp * grow),
        "mp": min(kb.MAX_MP, round(mp * grow)),
        "attack": round(attack * grow),
        "defense": round(defense * grow),
        "speed": speed,
        "spells": list(known),
    }


def foe(name: str, sprite: str, concept: str, scale: float, boss: bool) -> dict:
    """A foe of `concept` at difficulty `scale`: tougher kinds hit harder and last longer; a boss
    and a caster know spells and weigh them."""
    tough = next((t for t, kinds in TOUGH.items() if concept in kinds), 2)
    hp = (22 + 10 * tough) * scale * (2.6 if boss else 1)
    attack = (6 + 2 * tough) * scale * (1.15 if boss else 1)
    entry = {
        "name": name,
        "sprite": sprite,
        "hp": max(1, min(kb.MAX_HP, round(hp))),
        "mp": 0,
        "attack": max(1, min(kb.MAX_STAT, round(attack))),
        "defense": max(0, min(kb.MAX_STAT, round((1 + tough) * scale))),
        "speed": 3 + tough + (2 if boss else 0),
        "spells": [],
        "ai": {"attack": 4, "defend": 1, "spells": {}},
    }
    if boss:
        entry.update(mp=40, spells=["shade", "mend"], ai={"attack": 5, "defend": 0, "spells": {"shade": 2, "mend": 1}})
    elif concept in CASTERS:
        entry.update(mp=12, spells=["venom"], ai={"attack": 4, "defend": 1, "spells": {"venom": 1}})
    return entry


def rules(battle: dict) -> kb.Battle:
    """A battle scene as written (the spec's shape) as kernel.battle plays it."""
    book = {sp["id"]: n for n, sp in enumerate(battle["spells"])}

    def battler(b: dict) -> kb.Battler:
        known = [s for s in b.get("spells", []) if s in book]
        ai = b.get("ai") or {}
        return kb.Battler(
            b["name"], b["hp"], b.get("mp", 0), b["attack"], b.get("defense", 0), b.get("speed", 5),
            tuple(book[s] for s in known), ai.get("attack", 0), ai.get("defend", 0),
            tuple(ai.get("spells", {}).get(s, 0) for s in known),
        )  # fmt: skip

    return kb.Battle(
        tuple(battler(b) for b in battle["party"]),
        tuple(battler(f) for f in battle["foes"]),
        tuple(
            kb.Spell(s["name"], s["kind"], s.get("target", "one"), s.get("mp", 0), s["power"]) for s in battle["spells"]
        ),
        tuple(kb.ItemUse(u["item"], u["use"], u["power"]) for u in battle.get("items", [])),
        battle.get("seed", 0),
        battle.get("can_run", False),
    )


def target(order: int, count: int, boss: bool) -> float:
    """The share of its hp the party should lose: more from battle to battle, most at the end."""
    if boss:
        return 0.6
    return min(0.5, 0.2 + 0.3 * order / max(1, count - 1))


def lost_share(battle: dict, outcome: kb.Outcome) -> float:
    total = sum(b["hp"] for b in battle["party"])
    return 1 - sum(outcome.party_hp) / total


HELD = (1, 2, 3, 5, 8, 12, 16, 20, 25)  # potions a party may hold when it meets a battle: each is played too
ELIXIRS = (1, 2, 3)  # elixirs (swift wins' gifts) a party may hold: each is played too, as are potions
MIN_SCALE = 0.2
MAX_SCALE = 4.0
GRID = 48  # scales tried between them


def winnable(battle: dict) -> kb.Outcome:
    """The greedy party's battle with no items (the outcome returned), checked with every count
    of potions in HELD as well: a potion drunk instead of a blow must not lose it. The outcome
    of the first count that loses, else of no items."""
    game = rules(battle)
    plain = kb.simulate(game, {})
    elixirs = [{ELIXIR: n} for n in ELIXIRS] if any(u["item"] == ELIXIR for u in battle.get("items", [])) else []
    for held in [{POTION: n} for n in HELD] + elixirs if plain.won else ():
        outcome = kb.simulate(game, held)
        if not outcome.won:
            return outcome
    return plain


def tune(battle: dict, foes: list[tuple[str, str, str, bool]], wanted: float) -> tuple[dict, kb.Outcome]:
    """Fill `battle["foes"]` from (name, sprite, concept, boss) at the difficulty whose greedy win
    (with no items, and with any count of potions) costs the party closest to `wanted` of its
    hp and no more; the outcome."""

    def at(scale: float) -> dict:
        return {**battle, "foes": [foe(n, s, c, scale, b) for n, s, c, b in foes]}

    # The share lost is not monotonic in the scale (the foes' dice and the party's choices shift
    # with every number), so no bisection: every scale of a grid is played, and the one whose win
    # costs the most within `wanted` (with any count of potions too) is kept.
    played = []
    for k in range(GRID + 1):
        scale = MIN_SCALE + (MAX_SCALE - MIN_SCALE) * k / GRID
        trial = at(scale)
        outcome = kb.simulate(rules(trial), {})
        if outcome.won and lost_share(trial, outcome) <= wanted:
            played.append((lost_share(trial, outcome), scale, trial))
    for _share, _scale, trial in sorted(played, key=lambda p: (-p[0], -p[1])):
        outcome = winnable(trial)
        if outcome.won:
            return trial, outcome
    trial = at(MIN_SCALE)
    return trial, winnable(trial)


def elixir_use() -> dict:
    """The elixir as a battle lists it among its items."""
    return {"item": ELIXIR, "use": "heal", "power": ELIXIR_POWER}


def swift(outcome: kb.Outcome) -> dict:
    """A battle's swift win: by the round the greedy party won it in with no items (`outcome`,
    tune's), plus SWIFT_SLACK, an elixir."""
    rounds = outcome.rounds + SWIFT_SLACK
    if not outcome.won or not 1 <= rounds <= SWIFT_MAX:
        raise ValueError(
            f"swift.rounds would be {rounds} (the greedy win's {outcome.rounds} + SWIFT_SLACK {SWIFT_SLACK}): "
            f"keep SWIFT_SLACK so that it is 1 to {SWIFT_MAX}"
        )
    return {"rounds": rounds, "rewards": [{"op": "give_item", "id": ELIXIR}]}
