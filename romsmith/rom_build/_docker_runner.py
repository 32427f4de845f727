"""Run the ROM makefile inside the toolchain container through the docker SDK.

Every container gets the sources read-only, only the output folder and the object cache
writable, no network, no capabilities, no-new-privileges, a read-only root, and memory/pids/CPU
limits. It runs as the caller's uid, or as BUILD_UID when romsmith itself runs as root (the
compiler never runs as root; the output folder and the cache are handed to that uid first, so
they stay writable). A build past its wall-clock limit has its container killed (and removed)
and raises BuildTimedOut.

Warm containers: starting a container costs about 0.35 s here, more than compiling the generated
content, so by default a container is kept per mount set (same engine, game, output and cache
folders, same image) and `make` runs in it through `docker exec`. The container stops and
removes itself after ROMSMITH_WARM_IDLE_S seconds without a build (default 300);
ROMSMITH_WARM_IDLE_S=0 runs one fresh container per build instead.
"""

from __future__ import annotations

import hashlib
import os
import threading
from dataclasses import dataclass
from pathlib import Path

from romsmith.kernel.errors import BuildTimedOut, DockerUnavailable

LABEL = "org.romsmith.build"
IDENTITY_LABEL = "org.romsmith.build.folders"
MEM_LIMIT = "2g"
PIDS_LIMIT = 512
BUILD_UID = BUILD_GID = 61000  # who compiles when romsmith runs as root: no user of the host
STAMP = "/tmp/.romsmith-last-build"  # in the container's own tmpfs, touched by every build
LOCK = "/tmp/.romsmith-build.lock"


@dataclass(frozen=True)
class Mounts:
    rom_build: Path
    engine: Path
    game: Path
    out: Path
    cache: Path

    def volumes(self) -> dict:
        ro, rw = "ro", "rw"
        return {
            str(self.rom_build): {"bind": "/src/rom_build", "mode": ro},
            str(self.engine): {"bind": "/src/engine", "mode": ro},
            str(self.game): {"bind": "/src/game", "mode": ro},
            str(self.out): {"bind": "/out", "mode": rw},
            str(self.cache): {"bind": "/cache", "mode": rw},
        }

    def identity(self) -> str:
        """Device and inode of every mounted folder: a folder deleted and made again (same path)
        is a different folder, and a container still bound to the old one must not be reused."""
        stats = [os.stat(p) for p in (self.rom_build, self.engine, self.game, self.out, self.cache)]
        return ",".join(f"{s.st_dev}:{s.st_ino}" for s in stats)

    def path_map(self) -> dict[str, str]:
        return {c["bind"]: host for host, c in self.volumes().items()}


def make_command(jobs: int, extra: list[str]) -> list[str]:
    return [
        "make",
        "--no-print-directory",
        f"-j{jobs}",
        "-f",
        "/src/rom_build/Makefile",
        "ENGINE=/src/engine",
        "GAME=/src/game",
        "OUT=/out",
        "OBJ=/cache",
        "RUNTIME=/src/rom_build/runtime",
        *extra,
    ]


def build_user() -> tuple[int, int]:
    """(uid, gid) the compiler runs as: the caller's, never root."""
    if os.getuid() == 0:
        return BUILD_UID, BUILD_GID
    return os.getuid(), os.getgid()


def hand_over(mounts: Mounts) -> None:
    """Make the writable folders writable by the build user: when romsmith runs as root, chown
    what is not already the build user's (symlinks themselves, never their targets)."""
    uid, gid = build_user()
    if os.getuid() != 0:
        return
    for top in (mounts.out, mounts.cache):
        for folder, dirs, files in os.walk(top):
            for name in [None, *dirs, *files]:
                path = folder if name is None else os.path.join(folder, name)
                try:
                    st = os.lstat(path)
                    if (st.st_uid, st.st_gid) != (uid, gid):
                        os.chown(path, uid, gid, follow_symlinks=False)
                except FileNotFoundError:
                    continue  # gone since the walk listed it (a build's temporary object renamed)


def warm_idle_s() -> int:
    return int(os.environ.get("ROMSMITH_WARM_IDLE_S", "300"))


def run(client, image_ref: str, mounts: Mounts, command: list[str], timeout_s: float) -> tuple[int, str, str]:
    """Run `command` in a container; returns (exit_code, combined output, mode)."""
    # a build left running by a killed caller would write the same folder as this one: stop it
    # (the warm container stays: its builds are serialised by flock, a new one waits its turn),
    # before the folders are handed over, as it still renames its objects into them
    remove_containers(client, out_dir=mounts.out, keep=_warm_name(image_ref, mounts))
    hand_over(mounts)
    if warm_idle_s() > 0:
        return (*_run_warm(client, image_ref, mounts, command, timeout_s), "warm")
    return (*_run_oneshot(client, image_ref, mounts, command, timeout_s), "oneshot")


def _container_kwargs(mounts: Mounts) -> dict:
    return dict(
        volumes=mounts.volumes(),
        network_mode="none",
        user="%d:%d" % build_user(),
        cap_drop=["ALL"],
        security_opt=["no-new-privileges:true"],
        mem_limit=MEM_LIMIT,
        memswap_limit=MEM_LIMIT,
        pids_limit=PIDS_LIMIT,
        nano_cpus=int((os.cpu_count() or 1) * 1e9),
        environment={"LC_ALL": "C", "HOME": "/tmp"},
        working_dir="/tmp",
        labels={LABEL: "1"},
        read_only=True,
        tmpfs={"/tmp": "rw,size=256m"},
    )


def _run_oneshot(client, image_ref, mounts, command, timeout_s) -> tuple[int, str]:
    from docker.errors import DockerException

    try:
        container = client.containers.run(image_ref, command, detach=True, **_container_kwargs(mounts))
    except DockerException as exc:
        raise DockerUnavailable(
            f"could not start the build container: {exc}", hint="check `docker info` and `romsmith toolchain status`"
        ) from exc
    try:
        code = _wait(container, timeout_s)
        return code, container.logs(stdout=True, stderr=True).decode("utf-8", "replace")
    finally:
        _remove(container)


def _wait(container, timeout_s: float) -> int:
    import requests

    try:
        return int(container.wait(timeout=timeout_s)["StatusCode"])
    except (requests.exceptions.ReadTimeout, requests.exceptions.ConnectionError) as exc:
        _remove(container)
        raise BuildTimedOut(
            f"build timed out after {timeout_s:g} s",
            hint="the container was killed; raise build_timeout_s in romsmith.toml if the build is simply slow",
        ) from exc


def _remove(container) -> None:
    from docker.errors import DockerException

    try:
        container.remove(force=True)
    except DockerException:
        pass  # already gone (auto-removed or killed)


def _warm_name(image_ref: str, mounts: Mounts) -> str:
    key = "\0".join(
        [
            image_ref,
            *map(str, (mounts.rom_build, mounts.engine, mounts.game, mounts.out, mounts.cache)),
            "%d:%d" % build_user(),
        ]
    )
    return "romsmith-build-" + hashlib.sha1(key.encode()).hexdigest()[:16]


def _warm_container(client, image_ref: str, mounts: Mounts):
    """The running warm container for this mount set, started if needed."""
    from docker.errors import APIError, NotFound

    name = _warm_name(image_ref, mounts)
    identity = mounts.identity()
    try:
        container = client.containers.get(name)
        if container.status == "running" and container.labels.get(IDENTITY_LABEL) == identity:
            return container
        _remove(container)  # stopped, or bound to folders that were since replaced
    except NotFound:
        pass
    idle = warm_idle_s()
    # Exit (and so be removed) once the stamp touched by every build is older than the idle limit.
    keepalive = (
        f"touch {STAMP}; "
        f"while [ $(( $(date +%s) - $(stat -c %Y {STAMP} 2>/dev/null || echo 0) )) -lt {idle} ]; "
        f"do sleep 2; done"
    )
    try:
        kwargs = _container_kwargs(mounts)
        kwargs["labels"] = {**kwargs["labels"], IDENTITY_LABEL: identity}
        return client.containers.run(
            image_ref, ["sh", "-c", keepalive], name=name, detach=True, auto_remove=True, **kwargs
        )
    except APIError as exc:
        if exc.status_code == 409:  # another build started it a moment ago
            return client.containers.get(name)
        raise DockerUnavailable(
            f"could not start the build container: {exc.explanation or exc}",
            hint="check `docker info` and `romsmith toolchain status`",
        ) from exc


def _run_warm(client, image_ref, mounts, command, timeout_s) -> tuple[int, str]:
    from docker.errors import APIError, NotFound

    for attempt in (1, 2):
        container = _warm_container(client, image_ref, mounts)
        # One build at a time per container: a build whose caller was killed keeps running in
        # the container, and a new build of the same folders must wait for it, not race it.
        wrapped = [
            "sh",
            "-c",
            f'touch {STAMP}; if command -v flock >/dev/null 2>&1; then exec flock {LOCK} "$@"; else exec "$@"; fi',
            "sh",
            *command,
        ]
        try:
            return _exec_with_timeout(client, container, wrapped, timeout_s)
        except (APIError, NotFound) as exc:
            # the container idled out between lookup and exec: start a fresh one once
            if attempt == 2 or not _is_gone(exc):
                raise DockerUnavailable(f"build container failed: {exc}", hint="check `docker info`") from exc
    raise AssertionError("unreachable")


def _is_gone(exc) -> bool:
    status = getattr(exc, "status_code", None)
    return status in (404, 409)


def _exec_with_timeout(client, container, command, timeout_s) -> tuple[int, str]:
    exec_id = client.api.exec_create(container.id, command, stdout=True, stderr=True)["Id"]
    result: dict = {}

    def _go():
        try:
            result["out"] = client.api.exec_start(exec_id, stream=False, demux=False)
        except Exception as exc:
            result["error"] = exc

    worker = threading.Thread(target=_go, daemon=True)
    worker.start()
    worker.join(timeout_s)
    if worker.is_alive():
        _remove(container)  # kills make and everything it started; nothing keeps running
        raise BuildTimedOut(
            f"build timed out after {timeout_s:g} s",
            hint="the container was killed; raise build_timeout_s in romsmith.toml if the build is simply slow",
        )
    if "error" in result:
        raise result["error"]
    code = client.api.exec_inspect(exec_id)["ExitCode"]
    return int(code if code is not None else -1), (result.get("out") or b"").decode("utf-8", "replace")


def remove_containers(client, *, mounted_under=None, out_dir=None, keep: str | None = None) -> int:
    """Remove build containers (all of them, those with a mount inside `mounted_under`, or those
    whose output folder is `out_dir`; never the one named `keep`); returns how many. Lists once through the low-level API,
    which carries the mounts, and inspects nothing: a warm container that removes itself between
    the list and the removal is simply gone, not an error."""
    from docker.errors import APIError, NotFound

    count = 0
    for info in client.api.containers(all=True, filters={"label": LABEL}):
        sources = [Path(m.get("Source", "")) for m in info.get("Mounts") or []]
        if mounted_under is not None:
            base = Path(mounted_under)
            if not any(s == base or base in s.parents for s in sources):
                continue
        if out_dir is not None and not any(
            m.get("Destination") == "/out" and m.get("Source") == str(out_dir) for m in info.get("Mounts") or []
        ):
            continue
        if keep is not None and f"/{keep}" in (info.get("Names") or []):
            continue
        try:
            client.api.remove_container(info["Id"], force=True)
        except NotFound:
            continue  # removed itself meanwhile
        except APIError as exc:
            if exc.status_code == 409:  # its own auto-removal is already under way
                continue
            raise
        count += 1
    return count


def stop_warm_containers(client) -> int:
    """Stop every build container (tests and `romsmith toolchain stop` use this)."""
    return remove_containers(client)


def stop_warm_containers_for(client, out_dir) -> int:
    """Stop the build containers whose output folder is `out_dir`."""
    return remove_containers(client, out_dir=out_dir)
