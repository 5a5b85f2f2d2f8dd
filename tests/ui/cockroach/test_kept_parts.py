"""The table keeps each part as last drawn and draws it again only when its key changes
(frame.py): over whole random games, every part drawn from the kept ones is pixel for pixel
the part drawn afresh, as the seat to act and as a spectator sees it, with dice tumbling and
VP held back by animations now and then. A field a renderer reads but its key leaves out
would show a stale part here."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.rules.cockroach.engine import CockroachEngine
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Rng, Setup
from game.ui.cockroach.frame import Held, Picture, draw_parts
from game.ui.cockroach.look import Look
from game.ui.cockroach.model import Button, Command
from game.ui.cockroach.prompts import Panel
from game.ui.draw.parts import Parts
from game.ui.draw.text import FontBook
from game.ui.play.seats import COLOURS

NAMES = ("Ada", "Bo", "Cy", "Di")


def pixels(surface: pygame.Surface | None) -> bytes:
    assert surface is not None
    return pygame.image.tobytes(surface, "RGBA")


def same(a: Picture, b: Picture) -> bool:
    parts = [(a.market, b.market), (a.tray, b.tray), (a.panel, b.panel), (a.header, b.header)]
    parts += list(zip(a.roaches, b.roaches, strict=True))
    parts += list(zip(a.heroes, b.heroes, strict=True))
    return all(pixels(x) == pixels(y) for x, y in parts) and a.hand_spots == b.hand_spots


def held(view: RoachObservation, step: int) -> Held:
    """Now and then what an animation holds back: dice tumbling, a seat's VP not yet counted."""
    if step % 5 == 1 and view.rolled:
        return Held(tumbling=frozenset({0, 2, -1}))
    if step % 7 == 3:
        return Held(vp={step % view.players: max(0, view.vp[step % view.players] - 2)})
    return Held()


def settled(parts: Parts, args: tuple[Any, ...]) -> Picture:
    """The picture once the parts that waited (only read, see parts.py) have come in: one
    more frame each at most."""
    for _ in range(12):
        parts.new_frame()
        picture = draw_parts(*args, parts)
        if not parts.waiting():
            return picture
    raise AssertionError("parts still wait after 12 frames")


@pytest.mark.parametrize("seed", [3, 8])
def test_parts_drawn_from_the_kept_ones_are_the_parts_drawn_afresh(seed: int) -> None:
    look = Look.make(FontBook(), lambda s: COLOURS[s], lambda s: NAMES[s])
    engine, _ = CockroachEngine.new(Setup(game="cockroach", players=4), seed)
    rng = Rng.from_seed(seed)
    kept = {None: Parts(), 0: Parts()}
    for step in range(400):
        if engine.is_over():
            break
        legal = list(engine.legal_actions())
        for viewer, parts in kept.items():
            view = engine.observation(0 if viewer is None else viewer)
            assert isinstance(view, RoachObservation)
            if viewer is None:
                view.hand = []
            mine = legal if viewer == engine.decider() else []
            buttons = tuple(
                Button(f"Choice {i}", Command(str(i)), i) for i in range(min(3, len(mine)))
            )
            panel = Panel("turn", engine.decider(), "step", f"Step {step % 3}", (), buttons)
            hover = step % 4 if step % 4 < len(buttons) else None
            lit = frozenset({step % 6}) if step % 3 == 0 else frozenset()
            shown = held(view, step)
            args = (look, view, mine, panel, (hover, None), lit, shown)
            assert same(settled(parts, args), draw_parts(*args)), f"step {step}"
        engine.apply(rng.choice(legal))
