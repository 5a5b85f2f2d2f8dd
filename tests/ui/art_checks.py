"""Checks every set of pictures must pass (../shared/ART.md, "SVG conventions"): every content
id has its picture, every file parses and draws, and none uses an element, attribute or
colour outside the list the small SVG renderer draws right. A game's art test calls these
for each of its sets."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

import pygame

from game.ui.draw.pictures import picture_path

SVG = "{http://www.w3.org/2000/svg}"
ELEMENTS = {"svg", "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon"}
FORBIDDEN_ATTRIBUTES = {"style", "class", "href", "filter", "mask", "clip-path", "font-family"}
COLOUR = re.compile(r"^(#[0-9a-f]{6}|none)$")
PAINTS = ("fill", "stroke")


def missing_pictures(game: str, kind: str, ids: Iterable[str]) -> list[str]:
    return [pid for pid in ids if not picture_path(game, kind, pid).is_file()]


def strays(game: str, kind: str, ids: Iterable[str]) -> list[str]:
    """Files in the folder that no content id names (a renamed card left its old picture)."""
    folder = picture_path(game, kind, "x").parent
    known = set(ids)
    return sorted(p.stem for p in folder.glob("*.svg") if p.stem not in known)


def problems_in(path: Path) -> list[str]:
    """What in one SVG file breaks the conventions (empty when it keeps them)."""
    out: list[str] = []
    root = ET.parse(path).getroot()
    if root.tag != f"{SVG}svg":
        return [f"{path.name}: the root is not an svg element"]
    if root.get("viewBox") is None or root.get("width") or root.get("height"):
        out.append(f"{path.name}: needs a viewBox and no width/height")
    for node in root.iter():
        tag = node.tag.removeprefix(SVG)
        if tag not in ELEMENTS:
            out.append(f"{path.name}: element <{tag}> is not allowed")
        for name, value in node.attrib.items():
            bare = name.split("}")[-1]
            if bare in FORBIDDEN_ATTRIBUTES:
                out.append(f"{path.name}: attribute {bare} is not allowed")
            if bare in PAINTS and not COLOUR.match(value):
                out.append(f"{path.name}: {bare}={value!r} is not #rrggbb")
    return out


def draws(path: Path, size: int = 48) -> bool:
    """The file renders at `size` pixels with something visible on it."""
    surface = pygame.image.load_sized_svg(str(path), (size, size))
    w, h = surface.get_size()
    return any(surface.get_at((x, y)).a > 0 for x in range(0, w, 3) for y in range(0, h, 3))
