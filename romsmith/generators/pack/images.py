"""PNG -> palette-indexed pixels in GBA colour (BGR555), with clear errors.

Index 0 is transparent: pixels with alpha below 128 map to it. Opaque colours are reduced to
5 bits per channel first (what the GBA shows), then numbered 1..15 in order of first appearance
(row-major), so the same PNG always gives the same indices.

A PNG is an untrusted input: the file must be a regular file of at most MAX_PNG_BYTES, and its
width and height are read from the IHDR chunk and checked against GBA-sized limits before a
single pixel is decoded (a 17 KB PNG can claim 12000x12000 pixels).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

MAX_COLOURS = 16  # per 4bpp palette, index 0 transparent
MAX_PNG_BYTES = 2 * 1024 * 1024
MAX_SIDE = 4096  # pixels; a tileset is one row of up to ~94 tiles (one per legend character)
MAX_PIXELS = 96 * 1024 * 2  # all 96 KB of the GBA's video memory as 4bpp tiles (2 pixels a byte)
_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class ImageProblem(ValueError):
    """A PNG that cannot become GBA tiles; str() names the file and the limit it breaks."""


@dataclass(frozen=True)
class IndexedImage:
    path: Path
    pixels: np.ndarray  # uint8 [h, w], values 0..15
    palette: tuple[int, ...]  # BGR555 words, palette[0] is the transparent slot

    @property
    def width(self) -> int:
        return int(self.pixels.shape[1])

    @property
    def height(self) -> int:
        return int(self.pixels.shape[0])


def bgr555(r: int, g: int, b: int) -> int:
    return (r >> 3) | ((g >> 3) << 5) | ((b >> 3) << 10)


def rgb_of(word: int) -> tuple[int, int, int]:
    """BGR555 back to 8-bit RGB (for previews)."""
    r, g, b = word & 31, (word >> 5) & 31, (word >> 10) & 31
    return (r << 3 | r >> 2, g << 3 | g >> 2, b << 3 | b >> 2)


def png_size(data: bytes, path: Path) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR chunk, checked against MAX_SIDE and MAX_PIXELS."""
    if data[:8] != _PNG_SIGNATURE or data[12:16] != b"IHDR" or len(data) < 24:
        raise ImageProblem(f"{path}: not a PNG file (no PNG signature and IHDR header)")
    w, h = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    if not (0 < w <= MAX_SIDE and 0 < h <= MAX_SIDE) or w * h > MAX_PIXELS:
        raise ImageProblem(
            f"{path}: {w}x{h} pixels is too large for a pack image; the limit is {MAX_SIDE} pixels a side "
            f"and {MAX_PIXELS} pixels in all (the GBA's 96 KB of video memory as 4bpp tiles)"
        )
    return w, h


def load_indexed(path: str | Path, *, multiple_of: int = 8) -> IndexedImage:
    """Read a PNG as at most 15 opaque colours plus transparency; raise ImageProblem otherwise."""
    import io

    from PIL import Image, UnidentifiedImageError

    from romsmith.kernel.files import FileRefused, read_bounded

    path = Path(path)
    try:
        data = read_bounded(path, MAX_PNG_BYTES, "PNG image")
    except FileRefused as exc:
        raise ImageProblem(str(exc)) from None
    size = png_size(data, path)
    rgba = None
    try:
        with Image.open(io.BytesIO(data), formats=["PNG"]) as img:
            if img.size == size:  # what was checked is what gets decoded
                rgba = np.asarray(img.convert("RGBA"))
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError) as exc:
        raise ImageProblem(f"{path}: not a readable PNG ({exc})") from None
    if rgba is None:
        raise ImageProblem(f"{path}: the decoder does not read the size the PNG header states")
    h, w = rgba.shape[:2]
    if w % multiple_of or h % multiple_of:
        raise ImageProblem(f"{path}: size {w}x{h} is not a multiple of {multiple_of} pixels in both directions")
    words = (
        (rgba[..., 0].astype(np.uint32) >> 3)
        | ((rgba[..., 1].astype(np.uint32) >> 3) << 5)
        | ((rgba[..., 2].astype(np.uint32) >> 3) << 10)
    )
    opaque = rgba[..., 3] >= 128
    flat = words[opaque]
    uniq, first = np.unique(flat, return_index=True)
    ordered = [int(c) for c in uniq[np.argsort(first)]]
    if len(ordered) > MAX_COLOURS - 1:
        raise ImageProblem(
            f"{path}: {len(ordered)} opaque colours after reduction to 15-bit colour; "
            f"the limit is {MAX_COLOURS - 1} plus transparent index 0"
        )
    pixels = np.zeros((h, w), dtype=np.uint8)
    if ordered:
        keys = np.array(ordered, dtype=np.uint32)
        order = np.argsort(keys)
        slot = np.clip(np.searchsorted(keys[order], words), 0, len(keys) - 1)
        index_of_sorted = (order + 1).astype(np.uint8)
        pixels = np.where(opaque, index_of_sorted[slot], 0).astype(np.uint8)
    palette = (0, *ordered)
    return IndexedImage(path, pixels, palette + (0,) * (MAX_COLOURS - len(palette)))


def tile_4bpp(block: np.ndarray) -> bytes:
    """One 8x8 block of indices -> 32 bytes of GBA 4bpp (low nibble = left pixel)."""
    lo = block[:, 0::2].astype(np.uint8)
    hi = block[:, 1::2].astype(np.uint8)
    return ((hi << 4) | lo).tobytes()


def split_8x8(pixels: np.ndarray) -> list[np.ndarray]:
    """Row-major 8x8 blocks of an indexed image."""
    h, w = pixels.shape
    return [pixels[y : y + 8, x : x + 8] for y in range(0, h, 8) for x in range(0, w, 8)]
