"""Animations driven by the rule events: a tile flipping, a station sliding or dropping in, a
treasure flying to its carrier's panel, floating notes by a panel (the viewer's own fortune
only), and the banner of a new turn when computers play.

Each animation is made with where its piece lands (from the observation after the events)
and says what it animates: a station's token carries a `Moving` key, so the scene leaves
that token's still picture out while the animation waits or plays (`tokens_in_motion`)."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from game.rules.core import Event
from game.rules.core.events import read, read_secret
from game.rules.digmars.events import (
    BonusGained,
    FortuneShare,
    Player,
    StationAt,
    StationMoved,
    StationRelocated,
    TileCarried,
    TileFlipped,
    TurnStarted,
    Upgraded,
)
from game.rules.digmars.state import DigObservation
from game.ui.digmars import art
from game.ui.digmars.counting import Counting, Tally
from game.ui.digmars.layout import (
    TURN_BOX,
    Spot,
    cell_rect,
    panel_rect,
    tile_rect,
    token_centre,
    token_spots,
)
from game.ui.digmars.pieces import Pieces
from game.ui.digmars.turn import turn_title
from game.ui.draw import palette
from game.ui.draw.anim import Anim, ease
from game.ui.draw.text import render, render_fitted
from game.ui.widgets.panel import render_pill

#: As the upgrade buttons and the panels' tracks name them.
EQUIPMENT_TITLES = ("Digging", "Carrying", "Fleet")
#: Seconds into a tile's flip when what follows may start (its face is turning up).
FLIP_READ = 0.3
#: Seconds into a station's slide when what follows may start (nearly there): a turn's
#: banner comes up as its last move lands.
SLIDE_READ = 0.25
#: Seconds into a carried tile's flight when what follows may start (nearly on the panel).
CARRY_READ = 0.4
#: Seconds into a note by a panel when what follows may start (it stays up to be read, and
#: a later note by the same panel waits for it).
NOTE_READ = 0.3


def banner_rect(size: tuple[int, int]) -> pygame.Rect:
    """Where a turn's banner shows: over the turn box, which says the same thing (whose turn
    it is) and which nobody clicks; never over the squares, the buttons, or the status lines
    under the grid, which keep telling what is happening."""
    rect = pygame.Rect((0, 0), size)
    rect.center = TURN_BOX.center
    return rect


def upgrade_note(equipment: int, level: int, cost: int, fortune_after: int | None) -> str:
    """'Carrying → 3, paid 2', and the fortune before and after for the viewer's own
    upgrade (``fortune_after`` is None for anyone else's: their fortune stays hidden)."""
    text = f"{EQUIPMENT_TITLES[equipment]} \u2192 {level}, paid {cost}"
    if fortune_after is not None:
        text += f": fortune {fortune_after + cost} \u2192 {fortune_after}"
    return text


@dataclass(frozen=True)
class Moving:
    """What a sliding or dropping station animates (its key in the queue): the token of
    `owner`'s stations on `square`."""

    owner: int
    square: int


@dataclass(frozen=True)
class TurnBanner:
    """What a turn's banner animates (its key): the start of `player`'s turn."""

    player: int


def tokens_in_motion(keys: Iterable[object]) -> frozenset[tuple[int, int]]:
    """(owner, square) of each token the animations of the queue (`keys`: theirs) move,
    playing or waiting: one of that owner's stations there is theirs to draw."""
    return frozenset((key.owner, key.square) for key in keys if isinstance(key, Moving))


class EventAnimations:
    """Makes the animations for a batch of events as ``viewer`` may see them."""

    def __init__(self, pieces: Pieces) -> None:
        self.pieces = pieces

    def for_events(
        self,
        events: list[Event],
        view: DigObservation,
        viewer: int | None,
        banners: bool,
        reveal: bool = False,
    ) -> list[Anim]:
        """``view``: the observation after these events (where the pieces land, and the
        figures the panels count up to); ``banners``: greet each turn (computers play);
        ``reveal``: everything is revealed (every fortune share is shown and counted)."""
        pairs = [(e, e if reveal else e.seen_by(viewer)) for e in events]
        batch = Batch(view, token_spots(view), viewer, banners, reveal, Tally(view, pairs))
        made = (MAKERS[e.kind](self, e, batch) for e in events if e.kind in MAKERS)
        return [anim for anim in made if anim is not None]

    def flip(self, square: int, tile_id: int, height: int) -> Anim:
        """The tile turning face up on its stack, now `height` tiles deep."""
        tile = self.pieces.tiles[tile_id]
        back = self.pieces.tile_back(tile.dig, square)
        face = self.pieces.tile_face(tile_id)
        rect = tile_rect(square, height)

        def draw(surface: pygame.Surface, t: float) -> None:
            pygame.draw.rect(surface, art.PIT, rect, border_radius=9)
            lift = math.sin(math.pi * t) * 10
            if t < 0.5:
                width = max(1, round(art.TILE * (1 - ease(t * 2))))
                picture = pygame.transform.smoothscale(back, (width, art.TILE))
            else:
                width = max(1, round(art.TILE * ease((t - 0.5) * 2)))
                picture = pygame.transform.smoothscale(face, (width, art.TILE))
            surface.blit(picture, picture.get_rect(center=(rect.centerx, rect.centery - lift)))

        return Anim(0.5, draw, sound="flip", under=True, next_at=FLIP_READ, parts=[square])

    def slide(self, owner: int, source: int, target: int, spots: list[Spot]) -> Anim:
        """A station sliding to the token `spots` (the tokens after the move) give it."""
        mark = self.pieces.mark(owner)
        end = token_centre(spots, owner, target)

        def draw(surface: pygame.Surface, t: float) -> None:
            a = pygame.Vector2(cell_rect(source).center)
            b = pygame.Vector2(end)
            p = a.lerp(b, ease(t))
            p.y -= math.sin(math.pi * t) * 26
            surface.blit(mark, mark.get_rect(center=(round(p.x), round(p.y))))

        # Its token, where it leaves and where it lands, is drawn by it alone meanwhile.
        parts = [("token", owner, source), ("token", owner, target)]
        key = Moving(owner, target)
        return Anim(0.38, draw, key=key, sound="place", next_at=SLIDE_READ, parts=parts)

    def drop(self, owner: int, square: int, spots: list[Spot]) -> Anim:
        """A station dropping in on the token `spots` (the tokens after it) give it."""
        mark = self.pieces.mark(owner)
        centre = token_centre(spots, owner, square)

        def draw(surface: pygame.Surface, t: float) -> None:
            x, y = centre
            y -= round((1 - ease(t)) * 60)
            pic = mark
            if t < 0.9:
                pic = pygame.transform.smoothscale_by(mark, 1.6 - 0.6 * ease(t))
            surface.blit(pic, pic.get_rect(center=(x, y)))
            ring = round(6 + 18 * t)
            pygame.draw.circle(surface, self.pieces.colour(owner), (x, y), ring, 2)

        parts = [("token", owner, square)]
        return Anim(0.32, draw, key=Moving(owner, square), sound="place", parts=parts)

    def carry(self, player: int, square: int, tile_id: int, count: Counting | None = None) -> Anim:
        """The tile flying to its carrier's panel (whose treasures `count` adds to as it
        lands)."""
        face = self.pieces.tile_face(tile_id)

        def draw(surface: pygame.Surface, t: float) -> None:
            start = pygame.Vector2(cell_rect(square).center)
            end = pygame.Vector2(panel_rect(player).midleft) + pygame.Vector2(40, 0)
            p = start.lerp(end, ease(t))
            scale = 1.0 - 0.7 * ease(t)
            pic = pygame.transform.smoothscale_by(face, scale)
            pic.set_alpha(round(255 * (1 - 0.6 * t)))
            surface.blit(
                pic, pic.get_rect(center=(round(p.x), round(p.y - 40 * math.sin(math.pi * t))))
            )

        return Anim(0.55, draw, key=count, sound="carry", next_at=CARRY_READ, parts=[square])

    def note(
        self,
        player: int,
        text: str,
        seconds: float,
        sound: str | None = None,
        count: Counting | None = None,
    ) -> Anim:
        """A short line floating up by a player's panel (while `count` counts its figure)."""
        fonts = self.pieces.ctx.fonts
        label = render_pill(
            render(fonts.get(14, bold=True), text, palette.SAND), self.pieces.colour(player)
        )
        back = pygame.Surface(label.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(back, palette.PANEL, back.get_rect(), border_radius=12)
        back.blit(label, (0, 0))

        def draw(surface: pygame.Surface, t: float) -> None:
            # Over the panel's name row, rising a little: the fortune line and the tracks
            # under it stay in sight while they count. Opaque, and folding away at the end
            # (never fading), so its words never show through the panel's.
            rect = panel_rect(player)
            pic = back
            if t > 0.85:
                height = max(1, round(back.get_height() * (1 - t) / 0.15))
                pic = pygame.transform.smoothscale(back, (back.get_width(), height))
            surface.blit(pic, pic.get_rect(midright=(rect.right - 8, rect.top + 22 - 8 * t)))

        parts = [("note", player)]
        return Anim(seconds, draw, key=count, sound=sound, next_at=NOTE_READ, parts=parts)

    def banner_text(self, player: int) -> str:
        """ "Your turn, Ada" for a person (so a person named "You" never reads "You's turn"),
        "Rover 1's turn" for a computer seat."""
        return turn_title(self.pieces.name(player), self.pieces.seats[player].human)

    def banner(self, player: int) -> Anim:
        """The new turn's name, big, on an opaque card the size of the turn box: it pops in
        over the box and leaves it saying the same thing (no see-through fade doubling the
        words underneath)."""
        fonts = self.pieces.ctx.fonts
        words = self.banner_text(player)
        text = render_fitted(
            fonts, words, palette.SAND, TURN_BOX.width - 76, (26, 22, 19, 17), True
        )
        box = pygame.Surface(TURN_BOX.size, pygame.SRCALPHA)
        colour = self.pieces.colour(player)
        pygame.draw.rect(box, palette.PANEL, box.get_rect(), border_radius=10)
        pygame.draw.rect(box, palette.mix(palette.PANEL, colour, 0.18), box.get_rect(), 0, 10)
        pygame.draw.rect(box, colour, box.get_rect(), 3, border_radius=10)
        middle = box.get_height() // 2
        mark = self.pieces.mark(player, 13)
        box.blit(mark, mark.get_rect(center=(34, middle)))
        box.blit(text, text.get_rect(midleft=(58, middle)))
        where = banner_rect(box.get_size())

        def draw(surface: pygame.Surface, t: float) -> None:
            grow = min(1.0, t / 0.2)
            if grow >= 1.0:
                surface.blit(box, where)
                return
            pic = pygame.transform.smoothscale_by(box, 0.9 + 0.1 * ease(grow))
            surface.blit(pic, pic.get_rect(center=where.center))

        return Anim(0.6, draw, key=TurnBanner(player), parts=["turn box"])


@dataclass(frozen=True)
class Batch:
    """What the animations of one batch of events are made from: the observation after
    them and its tokens, whose eyes see them, whether a new turn is greeted, each event as
    the screen may read it, and the panels' figures as the batch plays."""

    view: DigObservation
    spots: list[Spot]
    viewer: int | None
    banners: bool
    reveal: bool
    tally: Tally

    def seen(self, event: Event) -> Event:
        """`event` as the screen may read it."""
        return event if self.reveal else event.seen_by(self.viewer)


Make = Callable[[EventAnimations, Event, Batch], Anim | None]


def fortune_seconds(amount: int) -> float:
    """How long a fortune note shows: long enough to count its fortune one by one."""
    return min(1.2, max(0.45, 0.15 * abs(amount)))


def _flipped(a: EventAnimations, event: Event, b: Batch) -> Anim:
    d = read(event, TileFlipped)
    return a.flip(d["square"], d["tile"], b.view.stacks[d["square"]].height)


def _moved(a: EventAnimations, event: Event, b: Batch) -> Anim:
    d = read(event, StationMoved)
    return a.slide(d["player"], d["source"], d["target"], b.spots)


def _relocated(a: EventAnimations, event: Event, b: Batch) -> Anim:
    d = read(event, StationRelocated)
    return a.slide(d["owner"], d["source"], d["target"], b.spots)


def _placed(a: EventAnimations, event: Event, b: Batch) -> Anim:
    d = read(event, StationAt)
    return a.drop(d["player"], d["square"], b.spots)


def _carried(a: EventAnimations, event: Event, b: Batch) -> Anim:
    d = read(event, TileCarried)
    count = b.tally.step(event, b.seen(event), "treasures")
    return a.carry(d["player"], d["square"], d["tile"], count)


def _fortune(a: EventAnimations, event: Event, b: Batch) -> Anim | None:
    """Only a share the screen may show (the viewer's own): others' fortune stays hidden."""
    share = read_secret(b.seen(event), FortuneShare)
    amount = share["amount"] if share else None
    if not amount:
        return None
    count = b.tally.step(event, b.seen(event), "fortune")
    who = read(event, Player)["player"]
    return a.note(who, f"+{amount} fortune", fortune_seconds(amount), count=count)


def _upgraded(a: EventAnimations, event: Event, b: Batch) -> Anim:
    """The price to everyone; the fortune before and after where the screen shows it."""
    d = read(event, Upgraded)
    count = b.tally.step(event, b.seen(event), "fortune")
    text = upgrade_note(d["equipment"], d["level"], d["cost"], count.end if count else None)
    return a.note(d["player"], text, 0.7, sound="upgrade", count=count)


def _bonus(a: EventAnimations, event: Event, b: Batch) -> Anim:
    d = read(event, BonusGained)
    return a.note(d["player"], "\u2605 " + art.bonus_name(d["bonus"]), 0.5)


def _bonus_fortune(a: EventAnimations, event: Event, b: Batch) -> Anim:
    count = b.tally.step(event, b.seen(event), "fortune")
    return a.note(read(event, Player)["player"], "+1 fortune (bonus)", 0.45, count=count)


def _turn(a: EventAnimations, event: Event, b: Batch) -> Anim | None:
    """A new turn's banner helps follow computer turns."""
    return a.banner(read(event, TurnStarted)["player"]) if b.banners else None


MAKERS: dict[str, Make] = {
    "tile_flipped": _flipped,
    "station_moved": _moved,
    "station_relocated": _relocated,
    "station_placed": _placed,
    "tile_carried": _carried,
    "fortune_gained": _fortune,
    "upgraded": _upgraded,
    "bonus_gained": _bonus,
    "bonus_fortune": _bonus_fortune,
    "turn_started": _turn,
}
