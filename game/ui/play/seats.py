"""Seats at the table: who plays each (a person or the computer), their name, colour and mark.

Colour never carries meaning alone: every seat also has its own shape (circle, square,
triangle, diamond) on its stations and beside its name. The palette chosen in Settings (one for
each common colour-vision deficiency) swaps the colours for a set that stays distinct for it.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui.draw.palette import Colour
from game.ui.draw.palettes import SEAT_COLOUR_NAMES, SEAT_COLOURS, seat_colour_names, seat_colours

# The seat colours' names as saves keep them (whatever the palette); what a player sees and
# reads is the palette's own (game/ui/draw/palettes.py).
COLOUR_NAMES: tuple[str, ...] = SEAT_COLOUR_NAMES["standard"]
COLOURS: tuple[Colour, ...] = SEAT_COLOURS["standard"]
SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond")
# A person's name until they type their own: none is a cockroach hunt hero's (first or last)
# name, so a seat is never mistaken for the hero it picks.
DEFAULT_NAMES: tuple[str, ...] = ("Esme", "Farid", "Greta", "Hiro")
# The strengths by their names, and the bots of older saves: "random" picks any legal move
# (weaker than Easy, so it keeps a name of its own), "greedy" is what Normal plays.
BOT_LABELS: dict[str, str] = {
    "easy": "Easy",
    "normal": "Normal",
    "hard": "Hard",
    "random": "Random",
    "greedy": "Normal",
}


def bot_label(name: str) -> str:
    """What a person reads for a bot name: its strength (an old save's greedy is Normal)."""
    return BOT_LABELS.get(name, name.replace("_", " ").title())


@dataclass
class SeatSpec:
    """One seat as chosen on the new-game screen."""

    name: str
    colour: int
    human: bool = True
    bot: str = "normal"
    #: The seat's pick of its game's seat choice (a hero), "" when left to the table.
    hero: str = ""
    #: A person's standing choice of the game's own (the cockroach hunt: when the table asks
    #: them about squads out of turn), "" for the game's default.
    couch: str = ""
    #: The game controller a person claimed on New game (its GUID and name, see Pads), ""
    #: for none: a resumed game gives it back to them when it is plugged in.
    controller: str = ""

    def kind_text(self) -> str:
        return "Person" if self.human else f"Computer ({bot_label(self.bot)})"


@dataclass
class MatchSpec:
    """Everything needed to start a game: the game, its seats, options and seed."""

    game_id: str
    seats: list[SeatSpec]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None

    def resolved_seed(self) -> int:
        return self.seed if self.seed is not None else random.SystemRandom().randrange(1, 10**9)


def default_seats(count: int, humans: int = 1) -> list[SeatSpec]:
    """Seats with distinct names and colours; the first `humans` are people."""
    return [
        SeatSpec(
            name=DEFAULT_NAMES[i] if i < humans else f"Rover {i + 1 - humans}",
            colour=i,
            human=i < humans,
        )
        for i in range(count)
    ]


def default_names_in_order(seats: list[SeatSpec]) -> bool:
    """Give the seats that still carry a default name the defaults in seat order: computers
    "Rover 1", "Rover 2"... from the top, people the default names in their order, skipping any
    name a player typed on another seat. True if a name changed."""
    typed = {s.name for s in seats if not _is_default(s.name, s.human)}
    people = [n for n in (*DEFAULT_NAMES, *(f"Player {i}" for i in range(1, 9))) if n not in typed]
    rovers = [n for n in (f"Rover {i}" for i in range(1, 10)) if n not in typed]
    changed = False
    for seat in seats:
        if not _is_default(seat.name, seat.human):
            continue
        pool = people if seat.human else rovers
        if pool:
            changed |= seat.name != pool[0]
            seat.name = pool.pop(0)
    return changed


def _is_default(name: str, human: bool) -> bool:
    if human:
        return name in DEFAULT_NAMES or re.fullmatch(r"Player \d+", name) is not None
    return re.fullmatch(r"Rover \d+", name) is not None


def colour_name(colour: int, palette: str) -> str:
    """The name of seat colour ``colour`` as it looks in ``palette``."""
    names = seat_colour_names(palette)
    return names[colour % len(names)]


def seat_colour(colour: int, palette: str) -> Colour:
    """Seat colour ``colour`` in ``palette`` (a Settings choice, game/ui/draw/palettes.py)."""
    table = seat_colours(palette)
    return table[colour % len(table)]


def shape_points(shape: str, centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = centre
    if shape == "square":
        k = r * 0.86
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "triangle":
        return [
            (cx + r * 1.1 * math.cos(math.radians(a)), cy + r * 1.1 * math.sin(math.radians(a)))
            for a in (-90, 30, 150)
        ]
    if shape == "diamond":
        k = r * 1.12
        return [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)]
    return []


def draw_mark(
    surface: pygame.Surface,
    shape: str,
    colour: Colour,
    centre: tuple[float, float],
    r: float,
    outline: Colour = (20, 12, 14),
) -> None:
    """A seat's mark: its shape filled with its colour, with a dark rim and a light glint."""
    cx, cy = centre
    shade = (colour[0] * 3 // 5, colour[1] * 3 // 5, colour[2] * 3 // 5)
    if shape == "circle":
        pygame.draw.circle(surface, outline, (cx, cy + 1), r + 2)
        pygame.draw.circle(surface, shade, (cx, cy + 1), r)
        pygame.draw.circle(surface, colour, (cx, cy), r - 1)
        pygame.draw.circle(surface, outline, (cx, cy), r + 1, 2)
        return
    pts = shape_points(shape, centre, r)
    pygame.draw.polygon(surface, outline, pts, 0)
    inner = shape_points(shape, centre, max(1.0, r - 2.2))
    pygame.draw.polygon(surface, colour, inner, 0)
    pygame.draw.polygon(surface, outline, pts, 2)


def render_mark(shape: str, colour: Colour, r: int) -> pygame.Surface:
    """A mark on its own transparent surface (size 2r+6 square), for caching."""
    size = 2 * r + 6
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_mark(surface, shape, colour, (size / 2, size / 2), r)
    return surface
