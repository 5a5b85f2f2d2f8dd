"""The table's still picture, part by part: what each renderer draws, kept (`Parts`) until
what that part shows changes (each renderer's module says what with a key), so a frame that
changes one die or one hero draws only that part again. It is given what it draws (the look,
the observation, the panel, the lit dice, the animations' held-back figures) and never the
scene."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial

import pygame

from game.rules.cockroach import actions as A
from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.action_panel import draw_panel
from game.ui.cockroach.header import header_key, render_header
from game.ui.cockroach.heroes import PORTRAIT, hero_key, render_hero, render_hero_choice
from game.ui.cockroach.layout import (
    MARKET,
    PANEL,
    ROACH_H,
    ROACH_W,
    TRAY,
    hero_rect,
    roach_rect,
)
from game.ui.cockroach.look import Look, card_box
from game.ui.cockroach.market import (
    CARD_PIC,
    RESOLVED_PIC,
    TAKEN_PIC,
    card_picture,
    market_key,
    render_market,
)
from game.ui.cockroach.model import Value
from game.ui.cockroach.prompts import Panel
from game.ui.cockroach.roaches import PIC, render_roach, roach_key
from game.ui.cockroach.tray import render_tray, tray_key
from game.ui.draw import palette
from game.ui.draw.parts import Parts
from game.ui.draw.pictures import picture
from game.ui.draw.still import Place

#: Where the header goes on the canvas.
HEADER_AT = (16, 4)


@dataclass(frozen=True)
class Held:
    """What the animations still to play hold back on the still picture: cockroach places
    drawn as they were (a kill or an injury on its way), each seat's VP before a count."""

    roaches: dict[int, pygame.Surface | None] = field(default_factory=dict)
    vp: dict[int, int] = field(default_factory=dict)
    tumbling: frozenset[int] = frozenset()


@dataclass
class Picture:
    """The parts as last drawn."""

    roaches: list[pygame.Surface] = field(default_factory=list)
    heroes: list[pygame.Surface] = field(default_factory=list)
    market: pygame.Surface | None = None
    tray: pygame.Surface | None = None
    panel: pygame.Surface | None = None
    header: pygame.Surface | None = None
    hand_spots: list[tuple[str, pygame.Rect]] = field(default_factory=list)

    def places(self) -> list[Place]:
        """Every part with its name and where it goes on the canvas."""
        out: list[Place] = [("header", self.header, HEADER_AT)]
        out += [(("roach", s), pic, roach_rect(s).topleft) for s, pic in enumerate(self.roaches)]
        out += [(("hero", p), pic, hero_rect(p).topleft) for p, pic in enumerate(self.heroes)]
        out += [
            ("market", self.market, MARKET.topleft),
            ("tray", self.tray, TRAY.topleft),
            ("panel", self.panel, PANEL.topleft),
        ]
        return out


def pictures_ahead(look: Look) -> Iterator[Callable[[], object]]:
    """Every picture the table and its animations draw at a set size, to be rendered ahead,
    one in each frame that draws nothing new: drawing one the first time (an SVG rendered)
    would otherwise fall in a frame that draws a whole move. Squads in a hand or the pile
    take sizes of their own, and are not among them."""
    for size in (CARD_PIC, TAKEN_PIC, RESOLVED_PIC):
        for card in look.c.card:
            yield partial(card_picture, look, card, size)
    for roach in look.c.roach:
        yield partial(picture, "cockroach", "roaches", roach, (PIC, PIC))
    for hero in look.c.hero:
        yield partial(picture, "cockroach", "heroes", hero, (PORTRAIT, PORTRAIT))


def bare_table(size: tuple[int, int]) -> pygame.Surface:
    """The table with nothing on it, in the display's format (a plain copy to blit)."""
    surface = pygame.Surface(size)
    if pygame.display.get_surface() is not None:
        surface = surface.convert()
    surface.fill(palette.SPACE)
    return surface


def _held_or_drawn(
    look: Look, view: RoachObservation, slot: int, held: Held, highlight: str, kept: Parts
) -> pygame.Surface:
    """A cockroach place: as an animation holds it (an empty place while a newcomer
    arrives), else drawn as it is."""
    if slot not in held.roaches:
        key = roach_key(view, slot, highlight)
        return kept.get(("roach", slot), key, lambda: render_roach(look, view, slot, highlight))
    return held.roaches[slot] or kept.get("empty place", None, _empty_place)


def _empty_place() -> pygame.Surface:
    return card_box((ROACH_W, ROACH_H), (60, 40, 44), (20, 14, 20))


def _hero(
    look: Look, view: RoachObservation, seat: int, acting: bool, kept: Parts
) -> pygame.Surface:
    key = hero_key(view, seat, acting)
    return kept.get(("hero", seat), key, lambda: render_hero(look, view, seat, acting), read=True)


def _choice(look: Look, hero_id: str, taken_by: int | None, kept: Parts) -> pygame.Surface:
    key = (hero_id, taken_by)
    return kept.get(("choice", hero_id), key, lambda: render_hero_choice(look, hero_id, taken_by))


def look_key(look: Look) -> tuple[object, ...]:
    """What every part draws from the look that may change during a game: the seats'
    colours (the palette setting) and names."""
    return tuple((look.colour(p), look.name(p)) for p in range(look.players))


def _taken_by(view: RoachObservation, hero: str) -> int | None:
    return view.heroes.index(hero) if hero in view.heroes else None


def draw_parts(
    look: Look,
    view: RoachObservation,
    legal: list[A.Action],
    panel: Panel,
    pointer: tuple[int | None, Value | None],
    lit: frozenset[int],
    held: Held,
    kept: Parts | None = None,
) -> Picture:
    """Every part of the table, from what it shows. `pointer`: the panel button under the
    pointer and the keyboard's pick; `lit`: dice the choice under them names; `kept`: the
    parts as last drawn, each drawn again only if what it shows changed (None: all afresh)."""
    kept = Parts() if kept is None else kept
    kept.drawn_with(look_key(look))
    moves = {a.slot for a in legal if isinstance(a, A.Marker)}
    takeable = {a.card for a in legal if isinstance(a, A.Acquire)}
    picture = Picture()
    if view.roaches:
        picture.roaches = [
            _held_or_drawn(look, view, s, held, "Go here" if s in moves else "", kept)
            for s in range(len(view.roaches))
        ]
    else:  # setup: the heroes to choose stand where the cockroaches will
        picture.roaches = [_choice(look, h.id, _taken_by(view, h.id), kept) for h in look.c.heroes]
    shown = view
    if held.vp:
        shown = view.model_copy(update={"vp": [held.vp.get(p, v) for p, v in enumerate(view.vp)]})
    # The turn player's panel is edged in their colour; during setup, whoever chooses.
    lead = view.current if view.phase == "turn" else view.decider
    picture.heroes = [_hero(look, shown, p, p == lead, kept) for p in range(view.players)]
    picture.market = kept.get(
        "market", market_key(view, takeable), lambda: render_market(look, view, takeable)
    )
    picture.tray = kept.get(
        "tray",
        tray_key(view, held.tumbling, lit),
        lambda: render_tray(look, view, held.tumbling, lit),
    )
    hover, focus = pointer
    ink = kept.get(("panel",), (panel, hover, focus), lambda: draw_panel(look, panel, hover, focus))
    picture.panel = ink.surface
    picture.hand_spots = [(card, rect.move(PANEL.topleft)) for card, rect in ink.spots]
    picture.header = kept.get(
        "header", header_key(view), lambda: render_header(look, view), read=True
    )
    return picture
