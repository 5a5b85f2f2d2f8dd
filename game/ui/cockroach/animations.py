"""Animations driven by the rule events: dice tumble and land (a re-roll tumbles only the
dice that re-roll), kills, spoils and VP fly to their owners, squads played are shown."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from game.rules.cockroach.events import (
    DiceRerolled,
    DiceRolled,
    RoachSlain,
    SpecialFace,
    SpoilGained,
    SquadPlayed,
    VpStolen,
)
from game.rules.core import Event
from game.rules.core.events import read
from game.ui.cockroach.art import draw_die
from game.ui.cockroach.layout import HERO_TOP, W, die_rect, hero_rect, roach_rect, special_rect
from game.ui.cockroach.look import Look
from game.ui.draw import palette
from game.ui.draw.anim import Anim, ease
from game.ui.draw.palette import Colour
from game.ui.widgets.panel import render_pill

TUMBLE = 0.7
FLY = 0.8
BANNER = 1.1


@dataclass(frozen=True)
class Tumbling:
    """What a tumble animates (its key in the queue): these dice, -1 the special die."""

    dice: frozenset[int]


def tumble(look: Look, dice: list[tuple[int, int]], special: bool = False) -> Anim:
    """`dice`: (die index, the face it lands on); index -1 is the special die."""
    faces = look.c.special_faces if special else look.c.combat_faces

    def draw(surface: pygame.Surface, t: float) -> None:
        for die, face in dice:
            rect = special_rect() if die < 0 else die_rect(die)
            if t < 0.8:
                spin = int(t * 14 + die * 3) % 6  # a face a tumbling die shows for a moment
                hop = math.sin(t / 0.8 * math.pi * 3) * 14 * (1 - t)
                angle = (1 - t / 0.8) * 300 + die * 40
                moved = rect.move(0, -abs(hop))
                draw_die(surface, moved, faces[spin], special=special, angle=angle)
            else:
                draw_die(surface, rect, faces[face], special=special)

    return Anim(TUMBLE, draw, key=Tumbling(frozenset(d for d, _ in dice)), sound="roll")


def fly(text_surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int]) -> Anim:
    def draw(surface: pygame.Surface, t: float) -> None:
        e = ease(t)
        x = start[0] + (end[0] - start[0]) * e
        y = start[1] + (end[1] - start[1]) * e - math.sin(e * math.pi) * 40
        surface.blit(text_surface, text_surface.get_rect(center=(round(x), round(y))))

    return Anim(FLY, draw)


def surface_width() -> int:
    return W


def banner(text_surface: pygame.Surface) -> Anim:
    band = pygame.Surface((surface_width(), text_surface.get_height() + 24), pygame.SRCALPHA)
    band.fill((*palette.SPACE_DEEP, 190))
    band.blit(text_surface, text_surface.get_rect(center=band.get_rect().center))

    def draw(surface: pygame.Surface, t: float) -> None:
        alpha = int(255 * min(1.0, t * 6, (1 - t) * 6))
        band.set_alpha(alpha)
        surface.blit(band, band.get_rect(center=(surface.get_width() // 2, HERO_TOP - 5)))

    return Anim(BANNER, draw)


class EventAnimations:
    def __init__(self, look: Look, name: Callable[[int], str], colour: Callable[[int], Colour]):
        self.look = look
        self.name = name
        self.colour = colour

    def pill(self, text: str, colour: Colour, size: int = 16) -> pygame.Surface:
        label = self.look.fonts.text(size, text, colour, bold=True)
        pill = render_pill(label, colour, (12, 5))
        back = pygame.Surface(pill.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(back, (*palette.PANEL, 235), back.get_rect(), border_radius=14)
        back.blit(pill, (0, 0))
        return back

    def for_events(self, events: list[Event], banners: bool) -> list[Anim]:
        """`banners`: announce the squads played (computers play)."""
        out: list[Anim] = []
        for at, event in enumerate(events):
            make = MAKERS.get(event.kind)
            if make is not None:
                out += make(self, event, Batch(events[:at], banners))
        return out


@dataclass(frozen=True)
class Batch:
    """What an event's animations are made from: the events before it in its batch, and
    whether squads played are announced."""

    before: list[Event]
    banners: bool

    def slain_at(self) -> int:
        """The place of the cockroach slain last in the batch (its spoils fly from there)."""
        slain = [read(e, RoachSlain)["slot"] for e in self.before if e.kind == "roach_slain"]
        return slain[-1] if slain else 0


Make = Callable[[EventAnimations, Event, Batch], list[Anim]]


def _rolled(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    return [tumble(a.look, list(enumerate(read(event, DiceRolled)["dice"])))]


def _rerolled(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    d = read(event, DiceRerolled)
    return [tumble(a.look, list(zip(d["dice"], d["faces"], strict=True)))]


def _special(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    return [tumble(a.look, [(-1, read(event, SpecialFace)["face"])], special=True)]


def _slain(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    """A banner saying who slew what, and the VP flying to the killer."""
    d = read(event, RoachSlain)
    killer = d["killer"]
    words = f"{a.name(killer)} slays {a.look.c.roach[d['roach']].name}!"
    said = banner(a.pill(words, palette.OCHRE, 22))
    pill = a.pill(f"+{d['vp']} VP", a.colour(killer))
    return [said, fly(pill, roach_rect(d["slot"]).center, hero_rect(killer).midtop)]


def _spoil(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    d = read(event, SpoilGained)
    what = {"star": "star", "injury": "injury", "vp": "VP"}[d["kind"]]
    pill = a.pill(f"+{d['amount']} {what}", a.colour(d["player"]), 14)
    return [fly(pill, roach_rect(b.slain_at()).center, hero_rect(d["player"]).center)]


def _stolen(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    d = read(event, VpStolen)
    pill = a.pill(f"{d['amount']} VP", a.colour(d["player"]), 14)
    return [fly(pill, hero_rect(d["target"]).center, hero_rect(d["player"]).center)]


def _squad(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    if not b.banners:
        return []
    d = read(event, SquadPlayed)
    words = f"{a.name(d['player'])} plays {a.look.c.card[d['card']].name}"
    return [banner(a.pill(words, a.colour(d["player"]), 20))]


MAKERS: dict[str, Make] = {
    "dice_rolled": _rolled,
    "dice_rerolled": _rerolled,
    "special_rolled": _special,
    "special_set": _special,
    "roach_slain": _slain,
    "spoil_gained": _spoil,
    "vp_stolen": _stolen,
    "squad_played": _squad,
}


def dice_in_motion(keys: Iterable[object]) -> frozenset[int]:
    """The dice the animations of the queue (`keys`: theirs) tumble, playing or waiting:
    the tray leaves out their still picture."""
    return frozenset(die for key in keys if isinstance(key, Tumbling) for die in key.dice)
