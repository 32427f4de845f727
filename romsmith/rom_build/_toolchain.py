"""The toolchain image: which one is in use, and how to make it.

Preferred: the real devkitARM (`devkitpro/devkitarm`, pinned by digest) when a registry answers.
Air-gapped fallback: a Debian bookworm minbase rootfs bootstrapped from the machine's own apt
mirror (never hard-coded: read from the apt sources), imported into Docker, with the Debian ARM
cross compiler installed on top by romsmith/rom_build/toolchain/Dockerfile.
"""

from __future__ import annotations

import dataclasses
import glob
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

from romsmith.kernel.errors import DockerUnavailable, ImageMissing, UsageError

DEVKITARM_IMAGE = "devkitpro/devkitarm"
DEVKITARM_DIGEST = "sha256:116afba8df8453961de2936ffab20dd441edf4d682856c1ec8b0e53d7ed0bbf5"
LOCAL_VERSION = "1"
LOCAL_IMAGE = f"romsmith/gba-toolchain:{LOCAL_VERSION}"
BASE_IMAGE = f"romsmith/bookworm-minbase:{LOCAL_VERSION}"
DOCKERFILE_DIR = Path(__file__).resolve().parent / "toolchain"
PULL_TIMEOUT_S = 30

DOCKER_HINT = "run `make docker` or pass `--toolchain host`"


@dataclasses.dataclass(frozen=True)
class Toolchain:
    """The image a build runs in: `ref` (image id) to run, `name` to show, `digest` to report
    (the registry digest for devkitARM, the image id for the local image)."""

    ref: str
    name: str
    digest: str
    devkitarm: bool


def docker_client(timeout: float = 60):
    """A docker SDK client that answers, else DockerUnavailable naming where it looked."""
    import docker
    from docker.errors import DockerException

    where = os.environ.get("DOCKER_HOST") or "unix:///var/run/docker.sock"
    try:
        client = docker.from_env(timeout=timeout)
        client.ping()
    except (DockerException, OSError) as exc:
        raise DockerUnavailable(
            f"Docker daemon not reachable at {where}: {_first_line(exc)}", hint=DOCKER_HINT
        ) from exc
    return client


def find_image(client) -> Toolchain | None:
    """The devkitARM image if present locally, else our local image, else None."""
    from docker.errors import ImageNotFound

    for ref, devkit in ((f"{DEVKITARM_IMAGE}@{DEVKITARM_DIGEST}", True), (LOCAL_IMAGE, False)):
        try:
            image = client.images.get(ref)
        except ImageNotFound:
            continue
        name = f"{DEVKITARM_IMAGE}@{DEVKITARM_DIGEST}" if devkit else LOCAL_IMAGE
        # A pulled image is known by its registry digest; a locally built one by its image id.
        digest = DEVKITARM_DIGEST if devkit else image.id
        return Toolchain(ref=image.id, name=name, digest=digest, devkitarm=devkit)
    return None


def require_image(client) -> Toolchain:
    image = find_image(client)
    if image is None:
        raise ImageMissing(
            f"the toolchain image ({LOCAL_IMAGE} or {DEVKITARM_IMAGE}) is not built",
            hint="run `romsmith toolchain build` (or `make toolchain`)",
        )
    return image


def build_image(client, *, log: Callable[[str], None] = print, force: bool = False) -> Toolchain:
    """Pull devkitARM by digest, else bootstrap and build the local image. Idempotent."""
    existing = find_image(client)
    if existing and not force:
        log(f"toolchain image present: {existing.name}")
        return existing
    if _try_pull(log):
        return require_image(client)
    build_local_image(client, log=log, force=force)
    return require_image(client)


def build_local_image(client, *, log: Callable[[str], None] = print, force: bool = False) -> str:
    """The Debian-based toolchain image (built when missing), never pulled: the romsmith image
    builds on it. Returns its name."""
    from docker.errors import ImageNotFound

    if not force:
        try:
            client.images.get(LOCAL_IMAGE)
            return LOCAL_IMAGE
        except ImageNotFound:
            pass
    _ensure_base_image(client, log, force=force)
    log(f"building {LOCAL_IMAGE} from {DOCKERFILE_DIR}/Dockerfile")
    from docker.errors import BuildError

    try:
        _, lines = client.images.build(
            path=str(DOCKERFILE_DIR),
            tag=LOCAL_IMAGE,
            buildargs={"BASE": BASE_IMAGE},
            rm=True,
            forcerm=True,
            pull=False,
        )
        for chunk in lines:
            if "stream" in chunk and chunk["stream"].strip():
                log(chunk["stream"].rstrip())
    except BuildError as exc:
        raise ImageMissing(
            f"building {LOCAL_IMAGE} failed: {exc.msg}", hint="check that the apt mirror is reachable from containers"
        ) from exc
    return LOCAL_IMAGE


def _try_pull(log) -> bool:
    import docker
    from docker.errors import DockerException

    log(f"trying to pull {DEVKITARM_IMAGE}@{DEVKITARM_DIGEST}")
    try:
        docker.from_env(timeout=PULL_TIMEOUT_S).images.pull(DEVKITARM_IMAGE, tag=DEVKITARM_DIGEST)
    except (DockerException, OSError) as exc:
        log(f"no registry answers ({_first_line(exc)}); building the local image instead")
        return False
    return True


def _ensure_base_image(client, log, *, force: bool) -> None:
    from docker.errors import ImageNotFound

    try:
        client.images.get(BASE_IMAGE)
        if not force:
            log(f"base image present: {BASE_IMAGE}")
            return
    except ImageNotFound:
        pass
    mirror = apt_mirror()
    if not shutil.which("debootstrap"):
        raise UsageError("debootstrap is not installed", hint="apt-get install debootstrap (or `make setup`)")
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    with tempfile.TemporaryDirectory(prefix="romsmith-rootfs-", dir="/var/tmp") as tmp:
        rootfs = Path(tmp) / "rootfs"
        log(f"debootstrap --variant=minbase bookworm from {mirror}")
        _run([*sudo, "debootstrap", "--variant=minbase", "bookworm", str(rootfs), mirror], log)
        log(f"importing the rootfs as {BASE_IMAGE}")
        tar = subprocess.Popen([*sudo, "tar", "-C", str(rootfs), "-c", "."], stdout=subprocess.PIPE)
        _run(["docker", "import", "-", BASE_IMAGE], log, stdin=tar.stdout)
        tar.wait()
        subprocess.run([*sudo, "rm", "-rf", str(rootfs)], check=False)


def _run(cmd: list[str], log, stdin=None) -> None:
    proc = subprocess.run(cmd, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if proc.returncode != 0:
        tail = "\n".join(proc.stdout.splitlines()[-15:])
        log(tail)
        raise ImageMissing(
            f"`{' '.join(cmd[:3])} ...` failed with exit code {proc.returncode}",
            hint="see the output above; the apt mirror must be reachable",
        )


def apt_mirror() -> str:
    """The Debian mirror this machine's apt uses (deb822 .sources first, then sources.list)."""
    uris: list[str] = []
    for path in sorted(glob.glob("/etc/apt/sources.list.d/*.sources")):
        uris += _deb822_uris(Path(path).read_text(errors="replace"))
    for path in ["/etc/apt/sources.list", *sorted(glob.glob("/etc/apt/sources.list.d/*.list"))]:
        if os.path.isfile(path):
            uris += _one_line_uris(Path(path).read_text(errors="replace"))
    for uri in uris:
        if "security" not in uri and "debian" in uri:
            return uri.rstrip("/")
    raise UsageError(
        "no Debian mirror found in /etc/apt/sources.list or /etc/apt/sources.list.d",
        hint="configure apt with a Debian mirror, then rerun `romsmith toolchain build`",
    )


def _deb822_uris(text: str) -> list[str]:
    out = []
    for stanza in re.split(r"\n\s*\n", text):
        fields = dict(re.findall(r"^([A-Za-z-]+):\s*(.*)$", stanza, re.M))
        if "deb" in fields.get("Types", "").split() and fields.get("Enabled", "yes") != "no":
            out += fields.get("URIs", "").split()
    return out


def _one_line_uris(text: str) -> list[str]:
    out = []
    for line in text.splitlines():
        line = re.sub(r"\[[^\]]*\]", "", line.split("#", 1)[0]).split()
        if len(line) >= 3 and line[0] == "deb":
            out.append(line[1])
    return out


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0][:200]
