"""A role canvas for the puny pack's bigger pictures (portraits, backdrops): shapes filled with a
template role character, as draw.py's templates are, so the same palettes colour them (CC0).

Shapes are rasterised here (pixel centres inside the shape), not by an image library, so the
pictures stay the same whatever library version draws them.
"""

from __future__ import annotations

import numpy as np

CLEAR = "."


class Canvas:
    def __init__(self, width: int, height: int, fill: str = CLEAR):
        self.w, self.h = width, height
        self.grid = np.full((height, width), fill, dtype="<U1")
        self.ys, self.xs = np.mgrid[0:height, 0:width]
        self.ys = self.ys + 0.5
        self.xs = self.xs + 0.5

    # ---- masks -------------------------------------------------------------
    def ellipse_mask(self, cx: float, cy: float, rx: float, ry: float) -> np.ndarray:
        return ((self.xs - cx) / rx) ** 2 + ((self.ys - cy) / ry) ** 2 <= 1.0

    def rect_mask(self, x0: int, y0: int, x1: int, y1: int) -> np.ndarray:
        """Pixels x0..x1, y0..y1 (inclusive)."""
        return (self.xs >= x0) & (self.xs < x1 + 1) & (self.ys >= y0) & (self.ys < y1 + 1)

    def poly_mask(self, points: list[tuple[float, float]]) -> np.ndarray:
        """Even-odd rule over the pixel centres."""
        inside = np.zeros((self.h, self.w), dtype=bool)
        n = len(points)
        for i in range(n):
            (x0, y0), (x1, y1) = points[i], points[(i + 1) % n]
            if y0 == y1:
                continue
            crosses = (self.ys >= min(y0, y1)) & (self.ys < max(y0, y1))
            at = x0 + (self.ys - y0) * (x1 - x0) / (y1 - y0)
            inside ^= crosses & (self.xs < at)
        return inside

    # ---- painting ----------------------------------------------------------
    def paint(self, mask: np.ndarray, role: str, where: np.ndarray | None = None) -> None:
        if where is not None:
            mask = mask & where
        self.grid[mask] = role

    def ellipse(self, cx, cy, rx, ry, role, where=None) -> None:
        self.paint(self.ellipse_mask(cx, cy, rx, ry), role, where)

    def rect(self, x0, y0, x1, y1, role, where=None) -> None:
        self.paint(self.rect_mask(x0, y0, x1, y1), role, where)

    def poly(self, points, role, where=None) -> None:
        self.paint(self.poly_mask(points), role, where)

    def px(self, x: int, y: int, role: str) -> None:
        if 0 <= x < self.w and 0 <= y < self.h:
            self.grid[y, x] = role

    def line(self, x0: int, y0: int, x1: int, y1: int, role: str) -> None:
        """Bresenham's line, both ends included."""
        dx, dy = abs(x1 - x0), -abs(y1 - y0)
        sx, sy = (1 if x0 < x1 else -1), (1 if y0 < y1 else -1)
        err = dx + dy
        while True:
            self.px(x0, y0, role)
            if x0 == x1 and y0 == y1:
                return
            e2 = 2 * err
            if e2 >= dy:
                err += dy
                x0 += sx
            if e2 <= dx:
                err += dx
                y0 += sy

    def dither(self, mask: np.ndarray, role: str, phase: int = 0) -> None:
        """Every other pixel of `mask` in a checkerboard."""
        checker = ((self.xs.astype(int) + self.ys.astype(int) + phase) % 2) == 0
        self.grid[mask & checker] = role

    def has(self, roles: str) -> np.ndarray:
        return np.isin(self.grid, list(roles))

    def outline(self, role: str = "K") -> None:
        """Pixels with a clear 4-neighbour (or on the edge) become `role`, outside the picture's box too."""
        solid = self.grid != CLEAR
        edge = np.zeros_like(solid)
        edge[1:, :] |= ~solid[:-1, :]
        edge[:-1, :] |= ~solid[1:, :]
        edge[:, 1:] |= ~solid[:, :-1]
        edge[:, :-1] |= ~solid[:, 1:]
        self.grid[solid & edge & ~self.at_bottom()] = role

    def at_bottom(self) -> np.ndarray:
        """The last row: a bust's cut edge carries no outline."""
        return self.ys > self.h - 1

    def border(self, inner: str, outer: str, role: str = "K") -> None:
        """Pixels of roles `inner` touching a pixel of roles `outer` become `role`."""
        a, b = self.has(inner), self.has(outer)
        touch = np.zeros_like(a)
        touch[1:, :] |= b[:-1, :]
        touch[:-1, :] |= b[1:, :]
        touch[:, 1:] |= b[:, :-1]
        touch[:, :-1] |= b[:, 1:]
        self.grid[a & touch] = role

    def rows(self) -> list[str]:
        return ["".join(r) for r in self.grid]
