"""Issue 38, point 9: computer turns you can follow. In Dig Mars every dig, carry and move is
animated at the speed setting and skippable, and the panels' figures count as the events
play, not before: a carried tile adds to its carrier's treasures when it lands on their
panel, and a fortune the screen may show (the viewer's own) counts up one by one, or down
for an upgrade. Skipping shows the figures as they are."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import cast

import pygame
from table_helpers import frames, key, make_app, start_table

from game.rules.core import Event
from game.rules.digmars import actions as A
from game.rules.digmars.state import DigObservation
from game.ui.digmars.animations import Moving
from game.ui.digmars.counting import Counting, Tally, figures_shown
from game.ui.digmars.table import DigMarsTable
from game.ui.draw.anim import Anim
from game.ui.play.seats import default_seats


def test_a_count_goes_a_step_at_a_time_and_the_last_when_it_ends() -> None:
    up = Counting(0, "fortune", 3, 7)
    assert [up.at(t) for t in (0.0, 0.2, 0.25, 0.5, 0.99, 1.0)] == [3, 3, 4, 5, 6, 7]
    down = Counting(1, "fortune", 5, 3)
    assert [down.at(t) for t in (0.0, 0.5, 1.0)] == [5, 4, 3]
    landing = Counting(0, "treasures", 2, 3)
    assert landing.at(0.95) == 2 and landing.at(1.0) == 3  # counts when the tile lands


def _view(fortune: list[int | None], treasures: list[int]) -> DigObservation:
    return cast(
        DigObservation,
        SimpleNamespace(players=len(fortune), fortune=fortune, treasures=treasures),
    )


def test_a_batch_counts_from_where_the_figures_stood_before_it() -> None:
    """The figures after the batch are the observation's; each event counts on from the
    figures the events before it left; a share the viewer may not see counts nothing."""
    carried = Event("tile_carried", {"player": 0, "square": 5, "tile": 7, "shared_with": [1]})
    mine = Event("fortune_gained", {"player": 0}, secret={"amount": 4}, secret_to=(0,))
    theirs = Event("fortune_gained", {"player": 1}, secret={"amount": 2}, secret_to=(1,))
    paid = Event("upgraded", {"player": 0, "equipment": 1, "level": 2, "cost": 1})
    batch = [carried, mine, theirs, paid]
    pairs = [(e, e.seen_by(0)) for e in batch]
    tally = Tally(_view([8, None], [2, 0]), pairs)
    assert tally.step(carried, carried, "treasures") == Counting(0, "treasures", 1, 2)
    assert tally.step(mine, mine, "fortune") == Counting(0, "fortune", 5, 9)
    assert tally.step(theirs, theirs.seen_by(0), "fortune") is None
    assert tally.step(paid, paid, "fortune") == Counting(0, "fortune", 9, 8)


def test_the_panels_show_each_figure_as_far_as_its_animations_have_counted() -> None:
    first = Anim(1.0, lambda s, t: None, key=Counting(0, "fortune", 2, 6))
    later = Anim(1.0, lambda s, t: None, key=Counting(0, "fortune", 6, 5))
    flight = Anim(1.0, lambda s, t: None, key=Counting(1, "treasures", 0, 1))
    assert figures_shown([first, later, flight]) == {(0, "fortune"): 2, (1, "treasures"): 0}
    first.started, first.elapsed = True, 0.5
    assert figures_shown([first, later, flight])[(0, "fortune")] == 4
    assert figures_shown([later, flight])[(0, "fortune")] == 6  # waiting: where it starts
    assert figures_shown([]) == {}


def _person_and_computer(display: pygame.Surface) -> DigMarsTable:
    app = make_app(display, speed="normal")
    table, _ = start_table(app, default_seats(2, humans=1), seed=3)
    assert isinstance(table, DigMarsTable)
    table.app = app  # type: ignore[attr-defined]
    table.ctx.settings.auto_end_turn = False
    return table


def _wait(table: DigMarsTable, done: object, limit: int = 4000) -> None:
    app = table.app  # type: ignore[attr-defined]
    for _ in range(limit):
        if done():  # type: ignore[operator]
            return
        frames(app, 1)
        if table.holding:
            key(app, pygame.K_RETURN)
        thinking = table.session.thinking
        if thinking is not None and not thinking.done:
            thinking.join(0.05)
    raise AssertionError("never came")


def test_a_carry_counts_treasures_and_fortune_as_it_plays(display: pygame.Surface) -> None:
    table = _person_and_computer(display)
    app = table.app  # type: ignore[attr-defined]
    rng = random.Random(3)
    me = table.viewer
    assert me is not None
    for _ in range(300):
        _wait(table, table.human_to_act)
        legal = table.session.engine.legal_actions()
        carries = [a for a in legal if isinstance(a, A.Carry)]
        if carries:
            break
        work = [a for a in legal if isinstance(a, A.Dig | A.Move | A.PlaceStation)]
        table.try_action(rng.choice(work or legal))
    else:
        raise AssertionError("no carry came")
    before = table.view.treasures[me], table.view.fortune[me]
    table.try_action(carries[0])
    view = table.view
    assert view.treasures[me] == before[0] + 1
    shown = figures_shown(table.anims.items)
    assert shown[(me, "treasures")] == before[0]  # the tile is still in the air
    if view.fortune[me] != before[1]:
        assert shown[(me, "fortune")] == before[1]
    seen: set[int] = set()
    while table.anims:
        frames(app, 1)
        seen.add(figures_shown(table.anims.items).get((me, "fortune"), -1))
    gained = (view.fortune[me] or 0) - (before[1] or 0)
    if gained > 1:
        assert len(seen - {-1}) >= 2  # counted up in steps, not in one jump
    assert figures_shown(table.anims.items) == {}


def test_computer_turns_are_animated_and_skippable(display: pygame.Surface) -> None:
    """A computer's moves, digs and carries each play an animation at the speed setting;
    Space skips them, and the panels then show the figures as they are."""
    table = _person_and_computer(display)
    app = table.app  # type: ignore[attr-defined]
    rng = random.Random(8)
    kinds: set[str] = set()
    skipped = False
    for _ in range(6000):
        if table.session.is_over() or (skipped and len(kinds) >= 3):
            break
        if table.holding:
            key(app, pygame.K_RETURN)
        elif table.human_to_act():  # the person plays anything but End turn
            legal = table.session.engine.legal_actions()
            table.try_action(rng.choice([a for a in legal if not isinstance(a, A.EndTurn)]))
            continue
        before = len(table.session.match.events)
        frames(app, 1)
        thinking = table.session.thinking
        if thinking is not None and not thinking.done:
            thinking.join(0.05)
        new = table.session.match.events[before:]
        if not new or table.session.is_human(table.session.actors[-1]):
            continue
        kinds |= {e.kind for e in new}
        made = {type(a.key) for a in table.anims.items}
        if any(e.kind in ("station_moved", "station_placed") for e in new):
            assert Moving in made
        if any(e.kind == "tile_carried" for e in new):
            assert Counting in made
        if any(e.kind == "tile_flipped" for e in new):
            assert any(a.under for a in table.anims.items)  # the flip, under the pieces
        if table.anims and not table.human_to_act() and not skipped:
            key(app, pygame.K_SPACE)  # skip: everything shows as it is at once
            assert not table.anims and figures_shown(table.anims.items) == {}
            skipped = True
    assert skipped
    assert len(kinds & {"station_moved", "tile_flipped", "tile_carried", "station_placed"}) >= 2
