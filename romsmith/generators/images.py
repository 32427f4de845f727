"""PNG -> palette-indexed pixels in GBA colour (BGR555), with clear errors.

Index 0 is transparent: pixels with alpha below 128 map to it. Opaque colours are reduced to
5 bits per channel first (what the GBA shows), then numbered 1..15 in order of first appearance
(row-major), so the same PNG always gives the same indices.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

MAX_COLOURS = 16  # per 4bpp palette, index 0 transparent


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


def load_indexed(path: str | Path, *, multiple_of: int = 8) -> IndexedImage:
    """Read a PNG as at most 15 opaque colours plus transparency; raise ImageProblem otherwise."""
    from PIL import Image, UnidentifiedImageError

    path = Path(path)
    try:
        with Image.open(path) as img:
            rgba = np.asarray(img.convert("RGBA"))
    except FileNotFoundError:
        raise ImageProblem(f"{path}: file not found") from None
    except (UnidentifiedImageError, OSError) as exc:
        raise ImageProblem(f"{path}: not a readable PNG ({exc})") from None
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
