"""The moving pictures the hunt's animations are made of: a die tumbling, a padlock snapping
onto a die, a picture flying along an arc, a number counting up, a card leaving or coming in,
a banner. Each returns an `Anim` (a duration and a drawing of progress 0..1); what they draw
is given to them."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from game.ui.cockroach.art import draw_die, draw_padlock
from game.ui.cockroach.layout import HERO_TOP, W, die_rect, special_rect
from game.ui.cockroach.look import Look
from game.ui.draw import palette
from game.ui.draw.anim import Anim, ease

# Seconds at normal speed: short for the small steps of a turn (a die locked, a card taken,
# a marker moved), so a computer's turn moves on; the parts of one happening overlap (a
# padlock still dropping as the card flies; a kill's VP flying out as the card leaves).
TUMBLE = 0.33
#: The share of a tumble after which the dice show the faces they landed on (what follows
#: may start then: a padlock dropping on a landed die, say).
LANDED = 0.7
LOCK = 0.3
FLY = 0.35
#: The share of a flight after which the picture is nearly there (what follows may start).
ARRIVING = 0.7
COUNT = 0.35
#: The share of a count up after which what follows it may start (the figure nearly there).
COUNT_READ = 0.6
LEAVE = 0.4
#: Seconds a slain cockroach's card shows its stamp before it lifts off.
STAMP = 0.2
#: Seconds into the stamp after which what follows may start: the VP it was worth set off
#: as the stamp lands, while the card still shows it.
STAMPED = 0.1
ARRIVE = 0.3
BANNER = 0.7
#: The share of a banner after which its words have been read (what follows may start).
BANNER_READ = 0.7
#: A flock's counters set off one after another over this share of it.
FLOCK_SPREAD = 0.25


@dataclass(frozen=True)
class Tumbling:
    """What a tumble animates (its key in the queue): these dice, -1 the special die."""

    dice: frozenset[int]


@dataclass(frozen=True)
class HoldRoach:
    """An animation shows the cockroach place `slot` itself: the still picture draws
    `picture` there (as it was; or nothing while the animation draws it all: a slain card
    leaving, a newcomer arriving) until it is done."""

    slot: int
    picture: pygame.Surface | None


@dataclass(frozen=True)
class HoldVp:
    """An animation counts `seat`'s VP up from `vp`: the still panel shows `vp` till then."""

    seat: int
    vp: int


def die_at(die: int) -> pygame.Rect:
    return special_rect() if die < 0 else die_rect(die)


def tumble(look: Look, dice: list[tuple[int, int]], special: bool = False) -> Anim:
    """`dice`: (die index, the face it lands on); index -1 is the special die."""
    faces = look.c.special_faces if special else look.c.combat_faces

    def draw(surface: pygame.Surface, t: float) -> None:
        for die, face in dice:
            rect = die_at(die)
            if t < LANDED:
                spin = int(t * 14 + die * 3) % 6  # a face a tumbling die shows for a moment
                hop = math.sin(t / LANDED * math.pi * 3) * 14 * (1 - t)
                angle = (1 - t / LANDED) * 300 + die * 40
                moved = rect.move(0, -abs(hop))
                draw_die(surface, moved, faces[spin], special=special, angle=angle)
            else:
                draw_die(surface, rect, faces[face], special=special)

    key = Tumbling(frozenset(d for d, _ in dice))
    parts = [("die", d) for d, _ in dice]
    return Anim(TUMBLE, draw, key=key, sound="roll", next_at=TUMBLE * LANDED, parts=parts)


def padlock(dice: list[int]) -> Anim:
    """Spent symbols lock their dice: a padlock drops onto each, with a flash (what they
    paid for, a card flying to its taker, shows meanwhile)."""

    def draw(surface: pygame.Surface, t: float) -> None:
        for die in dice:
            rect = die_at(die)
            e = ease(min(1.0, t * 1.6))
            ring = rect.inflate(int(14 * (1 - t)) + 4, int(14 * (1 - t)) + 4)
            pygame.draw.rect(surface, palette.OCHRE, ring, 3, border_radius=10)
            centre = (rect.right - 11, rect.top + 11 - round(18 * (1 - e)))
            draw_padlock(surface, centre, 10)

    return Anim(LOCK, draw, sound="click", next_at=0.0, parts=[("lock", d) for d in dice])


def fly(
    picture: pygame.Surface,
    start: tuple[int, int],
    end: tuple[int, int],
    lift: int = 40,
    duration: float = FLY,
    key: object = None,
    next_at: float | None = None,
    parts: Iterable[object] = (),
) -> Anim:
    """`picture` flies from `start` to `end` along an arc (what follows may start `next_at`
    seconds into the flight; None: as it is nearly there)."""

    def draw(surface: pygame.Surface, t: float) -> None:
        e = ease(t)
        x = start[0] + (end[0] - start[0]) * e
        y = start[1] + (end[1] - start[1]) * e - math.sin(e * math.pi) * lift
        surface.blit(picture, picture.get_rect(center=(round(x), round(y))))

    read = duration * ARRIVING if next_at is None else next_at
    return Anim(duration, draw, key=key, next_at=read, parts=parts)


def flock(
    pictures: list[tuple[pygame.Surface, tuple[int, int], tuple[int, int]]],
    key: object,
    next_at: float | None = None,
) -> Anim:
    """Several pictures flying at once, each a little after the last; what follows may
    start as the last of them lands (or `next_at` seconds into the flight)."""
    n = max(1, len(pictures))

    def draw(surface: pygame.Surface, t: float) -> None:
        for i, (picture, start, end) in enumerate(pictures):
            delay = FLOCK_SPREAD * i / n
            local = min(1.0, max(0.0, (t - delay) / (1 - FLOCK_SPREAD + 1e-6)))
            e = ease(local)
            x = start[0] + (end[0] - start[0]) * e
            y = start[1] + (end[1] - start[1]) * e - math.sin(e * math.pi) * 36
            surface.blit(picture, picture.get_rect(center=(round(x), round(y))))

    duration = flock_duration(n)
    # The last sets off at FLOCK_SPREAD * (n - 1) / n and is nearly down at 85 % of its way.
    last = FLOCK_SPREAD * (n - 1) / n
    landed = duration * (last + 0.85 * (1 - FLOCK_SPREAD))
    return Anim(duration, draw, key=key, next_at=landed if next_at is None else next_at)


def flock_duration(n: int) -> float:
    """Seconds a flock of `n` pictures flies."""
    return FLY - 0.05 + 0.05 * min(max(1, n), 4)


def first_landed(n: int) -> float:
    """Seconds into a flock of `n` pictures after which its first is nearly down."""
    return flock_duration(n) * 0.85 * (1 - FLOCK_SPREAD)


def count_up(
    medal: Callable[[int], pygame.Surface],
    frm: int,
    to: int,
    centre: tuple[int, int],
    key: HoldVp,
    next_at: float | None = None,
) -> Anim:
    """A VP medal counting from `frm` to `to`, swelling as it counts (what follows may
    start once the figure is nearly there, or `next_at` seconds into it)."""

    def draw(surface: pygame.Surface, t: float) -> None:
        value = round(frm + (to - frm) * ease(t))
        picture = medal(value)
        scale = 1.0 + 0.35 * math.sin(min(1.0, t) * math.pi)
        size = (round(picture.get_width() * scale), round(picture.get_height() * scale))
        grown = pygame.transform.smoothscale(picture, size)
        surface.blit(grown, grown.get_rect(center=centre))

    read = COUNT * COUNT_READ if next_at is None else next_at
    return Anim(COUNT, draw, key=key, next_at=read, parts=[("vp", key.seat)])


def leave(card: pygame.Surface, rect: pygame.Rect, stamp: pygame.Surface, key: HoldRoach) -> Anim:
    """A slain cockroach's card: stamped, then it lifts off and fades away (what follows
    may start as it lifts)."""
    held = STAMP / LEAVE

    def draw(surface: pygame.Surface, t: float) -> None:
        shown = card.copy()
        shown.blit(stamp, stamp.get_rect(center=(rect.width // 2, rect.height // 2 - 10)))
        if t > held:
            k = (t - held) / (1 - held)
            shown.set_alpha(round(255 * (1 - k)))
            surface.blit(shown, rect.move(0, round(-60 * ease(k))))
        else:
            surface.blit(shown, rect)

    return Anim(LEAVE, draw, key=key, next_at=STAMPED, parts=[("roach", key.slot)])


def arrive(card: pygame.Surface, rect: pygame.Rect, key: HoldRoach) -> Anim:
    """A cockroach card turned over from the deck drops into its place."""

    def draw(surface: pygame.Surface, t: float) -> None:
        e = ease(t)
        width = max(2, round(rect.width * min(1.0, 0.2 + 0.8 * e)))
        turned = pygame.transform.smoothscale(card, (width, rect.height))
        turned.set_alpha(round(255 * min(1.0, 0.3 + e)))
        surface.blit(turned, turned.get_rect(midtop=(rect.centerx, rect.y - round(30 * (1 - e)))))

    return Anim(ARRIVE, draw, key=key, next_at=0.0, parts=[("roach", key.slot)])


def banner(text_surface: pygame.Surface, y: int = HERO_TOP - 5) -> Anim:
    """Words across the table, fading in and out; what follows may start once they are read,
    as they fade."""
    band = pygame.Surface((W, text_surface.get_height() + 24), pygame.SRCALPHA)
    band.fill((*palette.SPACE_DEEP, 190))
    band.blit(text_surface, text_surface.get_rect(center=band.get_rect().center))

    def draw(surface: pygame.Surface, t: float) -> None:
        alpha = int(255 * min(1.0, t * 6, (1 - t) * 6))
        band.set_alpha(alpha)
        surface.blit(band, band.get_rect(center=(surface.get_width() // 2, y)))

    return Anim(BANNER, draw, next_at=BANNER * BANNER_READ)


def glow(
    rect: pygame.Rect,
    colour: tuple[int, int, int],
    duration: float = 0.4,
    next_at: float | None = None,
) -> Anim:
    """A ring pulsing round `rect` (a card about to resolve, a cockroach about to die)."""

    def draw(surface: pygame.Surface, t: float) -> None:
        grow = round(10 * math.sin(t * math.pi))
        pygame.draw.rect(surface, colour, rect.inflate(grow, grow), 3, border_radius=12)

    return Anim(duration, draw, next_at=next_at)
