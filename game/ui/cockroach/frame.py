"""The table's still picture, part by part: what each renderer draws, cached until the game
or the pick changes. It is given what it draws (the look, the observation, the panel, the
lit dice, the animations' held-back figures) and never the scene."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.rules.cockroach import actions as A
from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.action_panel import draw_panel
from game.ui.cockroach.header import render_header
from game.ui.cockroach.heroes import render_hero, render_hero_choice
from game.ui.cockroach.layout import PANEL, ROACH_H, ROACH_W
from game.ui.cockroach.look import Look, card_box
from game.ui.cockroach.market import render_market
from game.ui.cockroach.model import Value
from game.ui.cockroach.prompts import Panel
from game.ui.cockroach.roaches import render_roach
from game.ui.cockroach.tray import render_tray


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


def _held_or_drawn(
    look: Look, view: RoachObservation, slot: int, held: Held, highlight: str
) -> pygame.Surface:
    """A cockroach place: as an animation holds it (an empty place while a newcomer
    arrives), else drawn as it is."""
    if slot not in held.roaches:
        return render_roach(look, view, slot, highlight)
    return held.roaches[slot] or card_box((ROACH_W, ROACH_H), (60, 40, 44), (20, 14, 20))


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
) -> Picture:
    """Every part of the table, from what it shows. `pointer`: the panel button under the
    pointer and the keyboard's pick; `lit`: dice the choice under them names."""
    moves = {a.slot for a in legal if isinstance(a, A.Marker)}
    takeable = {a.card for a in legal if isinstance(a, A.Acquire)}
    picture = Picture()
    if view.roaches:
        picture.roaches = [
            _held_or_drawn(look, view, s, held, "Go here" if s in moves else "")
            for s in range(len(view.roaches))
        ]
    else:  # setup: the heroes to choose stand where the cockroaches will
        picture.roaches = [
            render_hero_choice(look, h.id, _taken_by(view, h.id)) for h in look.c.heroes
        ]
    shown = view
    if held.vp:
        shown = view.model_copy(update={"vp": [held.vp.get(p, v) for p, v in enumerate(view.vp)]})
    # The turn player's panel is edged in their colour; during setup, whoever chooses.
    lead = view.current if view.phase == "turn" else view.decider
    picture.heroes = [render_hero(look, shown, p, p == lead) for p in range(view.players)]
    picture.market = render_market(look, view, takeable)
    picture.tray = render_tray(look, view, held.tumbling, lit)
    hover, focus = pointer
    ink = draw_panel(look, panel, hover, focus)
    picture.panel = ink.surface
    picture.hand_spots = [(card, rect.move(PANEL.topleft)) for card, rect in ink.spots]
    picture.header = render_header(look, view)
    return picture
