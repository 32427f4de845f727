"""The gated steps of a quest: locks on the way to the goal, each opened by something found
elsewhere (a key in a chest far off, a keeper who hands it over, a keeper who first wants a
favour fetched from the far side of the map, a guardian to beat), so the way to the goal goes
out and back again; a boss that comes back stronger with its minions; waves of foes that come
to a place the hero defends.

Every writer finds the same things from the plan: a lock is a scene's `locked FLAG` marker; its
key's chest is `chest_FLAG`, the favour's chest `favour_FLAG_ITEM` (what the keeper asks for); a keeper or a guardian of a lock
is called `keeper_FLAG` or `guardian_FLAG`; `keys(plan)` names each lock's key the same way for
all of them (the locked scene's theme's key, each name once).
"""

from __future__ import annotations

from romsmith.designer import _protocol as P
from romsmith.designer._shape import route
from romsmith.designer._themes import wants

# locks on the way to the goal, by how hard the game is (the giver's and the goal's steps come on top)
LOCKS = {"gentle": 4, "normal": 5, "hard": 6}
OTHER_KEYS = ("Brass Key", "Silver Key", "Bone Key", "Star Key", "Moon Key", "Red Key", "Old Key")
FAVOURS = ("lantern", "rope", "map", "bell", "shovel", "net", "flute", "compass")
KEEPERS = ("soldier", "farmer", "monk", "sailor", "elder", "merchant")
GUARDIANS = {"gentle": 0, "normal": 1, "hard": 2}  # locks a foe guards, at most
MAX_CHESTS = 3  # chests one scene holds (its corners)


def graph(plan_scenes: list[dict]) -> dict[str, list[str]]:
    return {s["id"]: list(s.get("exits", [])) for s in plan_scenes}


def distances(links: dict[str, list[str]], start: str, blocked: set[str] = frozenset()) -> dict[str, int]:
    """Links from `start` to every scene reached without entering a `blocked` one."""
    out = {start: 0}
    queue = [start]
    for here in queue:
        for other in links.get(here, []):
            if other not in out and other not in blocked:
                out[other] = out[here] + 1
                queue.append(other)
    return out


def keys(plan: dict) -> dict[str, tuple[str, str]]:
    """Each lock's key: flag -> (item id, name), in plan order, every name once."""
    out: dict[str, tuple[str, str]] = {}
    used: set[str] = set()
    for scene in plan.get("scenes", []):
        flag = P.locked_flag(scene)
        if not flag or flag in out:
            continue
        name = wants(scene.get("theme", "")).get("key", "Old Key")
        if name in used:
            name = next((k for k in OTHER_KEYS if k not in used), f"Key {len(used) + 1}")
        used.add(name)
        out[flag] = (P.snake(name, "step", 32), name)
    return out


def add_locks(q, wanted: int) -> None:
    """Up to `wanted` locks in all: the goal's, then scenes on the way, then side scenes. They
    open one after another in a chain: what opens each lies behind the lock before it (the first
    one's anywhere the hero can go at the start), and the next lock to open is the one farthest
    from the last, so the quest goes out and back again across the map, and every lock matters."""
    links = graph(q.p.scenes)
    target = next((r for r, host in q.p.rooms.items() if host == q.p.goal and r != q.p.start), q.p.goal)
    path = route(links, q.p.start, target)
    near = distances(links, q.p.start)
    locked = [s["id"] for s in q.p.scenes if P.locked_flag(s)]
    side = sorted((s for s in near if s not in path), key=lambda s: (-near[s], s))
    free = [s for s in [*reversed(path[1:]), *side] if s not in locked and s != q.p.start]
    free = [s for s in free if not P.exit_id(q.p.by_id(s)) or s == target]
    chosen = set(locked) | set(free[: max(0, wanted - len(locked))])
    order = _chain(links, q.p.start, chosen, target)
    for n, sid in enumerate(order, start=1):
        if not P.locked_flag(q.p.by_id(sid)):
            flag = f"lock_{n}"
            while any(P.locked_flag(s) == flag for s in q.p.scenes):
                flag = f"lock_{n}_{len(q.p.scenes)}"
            q.lock(sid, flag)
    guarded = 0
    for k, sid in enumerate(order):
        flag = P.locked_flag(q.p.by_id(sid))
        if flag in q.opened:
            continue
        reach = distances(links, q.p.start, set(order[k:]))
        opened = set(reach) - set(distances(links, q.p.start, set(order[k - 1 :]))) if k else set(reach)
        # the last lock opened must matter: when this one is reached without passing it, what
        # opens this one lies behind it; else (a strip) anywhere, as far as can be
        around = distances(links, q.p.start, set(order[k:]) | opened)
        aside = k and any(o in around for o in links.get(sid, []))
        way = route(links, q.p.start, sid)
        before = way[-2] if len(way) >= 2 else q.p.start
        if before not in reach:  # the shortest way runs through a scene locked later: the open side's
            before = min((o for o in links.get(sid, []) if o in reach), key=lambda o: (reach[o], o), default=before)
        how = _how(q, guarded)
        guarded += how == "guardian"
        _opener(q, how, flag, sid, before, {s: reach[s] for s in (opened if aside and opened else reach)}, links)


def _chain(links: dict[str, list[str]], start: str, locked: set[str], last: str) -> list[str]:
    """The order the locks open in: each next one reachable once those before it are open, the
    farthest from the one before; `last` (the goal) last when it is locked."""
    order: list[str] = []
    left = set(locked)
    while left:
        reach = distances(links, start, left)
        ready = [s for s in left if any(o in reach for o in links.get(s, []))]
        if len(ready) > 1 and last in ready:
            ready.remove(last)
        if not ready:
            break
        prev = distances(links, order[-1]) if order else distances(links, start)
        nxt = max(sorted(ready), key=lambda s: prev.get(s, 0))
        order.append(nxt)
        left.remove(nxt)
    return order


def _how(q, guarded: int) -> str:
    ways = ["favour", "favours", "favours", "favours", "chest", "chest", "keeper"]
    if q.combat and guarded < GUARDIANS.get(q.tone, 1):
        ways += ["guardian", "guardian"]
    return q.pick(ways)


def _far(q, links, origin: str, reach: dict[str, int], avoid: set[str] = frozenset()) -> str:
    """The scene of `reach` farthest from `origin` with room for a chest, off the way first."""
    dist = distances(links, origin)
    options = [s for s in reach if s not in avoid and len(P.chest_ids(q.p.by_id(s))) < MAX_CHESTS]
    options = options or list(reach)
    return max(options, key=lambda s: (dist.get(s, 0), s != q.p.start, s))


def _opener(q, how: str, flag: str, lock_scene: str, before: str, reach: dict[str, int], links) -> None:
    """What opens a lock: a guardian at its gate; else a keeper by the gate who holds the key and
    tells where it is (a chest far off), or wants one thing (or two, one after the other) fetched
    from far off first, or a keeper far off who just hands it over."""
    q.opened.add(flag)
    if how == "guardian":
        theme = q.p.by_id(before)["theme"]
        foes = [f.concept for f in q.i.foes if f.concept] or wants(theme).get("foes", ["orc"])
        q.add(f"guardian_{flag}", "enemy", before, q.pick(foes), "guard")
        return
    if how in ("favour", "favours") and q.item_room() < (2 if how == "favours" else 1):
        how = "chest"  # no room for another item: the keeper tells where the key lies
    keeper_at = _far(q, links, before, reach, {before}) if how == "keeper" else before
    q.add(f"keeper_{flag}", "npc", keeper_at, q.pick(KEEPERS), "keeper")
    if how == "chest":
        q.chest(_far(q, links, keeper_at, reach, {keeper_at}), P.key_chest(flag))
    elif how in ("favour", "favours"):
        for second in (False, True) if how == "favours" else (False,):
            wanted = q.item(q.pick([f for f in FAVOURS if f not in q.built.items] or FAVOURS))
            q.chest(_far(q, links, keeper_at, reach, {keeper_at}), P.favour_chest(flag, wanted, second))


def boss_returns(q) -> None:
    """The boss falls once, then comes back from the other side of its lair, stronger and with
    minions: a fight with a pattern, not one long trade of blows."""
    boss = P.part({"cast": q.built.cast}, "boss")
    if boss is None or not q.combat:
        return
    q.add(P.suffixed(boss["id"], "_again"), "boss", boss["scene"], boss["concept"], "boss_again", copy_of=boss["id"])
    theme = q.p.by_id(boss["scene"])["theme"]
    kinds = [f.concept for f in q.i.foes if f.concept and f.concept != boss["concept"]]
    kinds = kinds or [f.concept for f in q.i.foes if f.concept] or wants(theme).get("foes", ["bat"])
    for n in range(1 if q.tone == "gentle" else 2):
        q.add(f"minion_{n + 1}", "enemy", boss["scene"], kinds[n % len(kinds)], "minion")


def lair_waves(q) -> None:
    """In a game that fights, the boss's own foes come at the hero in its lair first, wave
    after wave, and the boss shows itself after the last."""
    boss = P.part({"cast": q.built.cast}, "boss")
    if boss is None or not q.combat or q.i.action == "protect" or boss["scene"] == q.p.start:
        return
    waves(q, boss["scene"], {"gentle": 1, "normal": 2, "hard": 3}.get(q.tone, 2))


def waves(q, scene: str, count: int) -> None:
    """`count` waves of the idea's foes coming to `scene`, one after another: each wave's leader
    beaten brings the next; after the last comes their chief (the boss)."""
    kinds = [f.concept for f in q.i.foes if f.concept] or wants(q.p.by_id(scene)["theme"]).get("foes", ["slime"])
    size = {"gentle": 2, "normal": 2, "hard": 3}.get(q.tone, 2)
    for w in range(1, count + 1):
        for k in range(size):
            part = "wave_leader" if k == 0 else "wave"
            q.add(f"wave_{w}_{k + 1}", "enemy", scene, kinds[(w + k) % len(kinds)], part)
