"""Issue 38 in the replay. Point 6: whoever watches a replay is not the seat whose eyes it
shows, so it never says "only you see this": a seat's secret is named as that seat's.
Point 8: V in the replay of a game still going says why only those views are offered."""

from __future__ import annotations

from pathlib import Path

import pygame
from table_helpers import frames, make_app

from game.store.verify import load_save
from game.ui.digmars.hints import stack_words
from game.ui.play.session import GameSession
from game.ui.replay.session import ReplaySession
from game.ui.replay.table import ReplayControls, replay_table, views_offered

SAVES = Path(__file__).resolve().parents[3] / "saves"
#: The Dig Mars example: a person (seat 1) and two computers; the person inspects B2 with
#: the ninth action and gains fortune by the twelfth.
DIG_MARS = SAVES / "digmars-v2.json"


def _replay(display: pygame.Surface, step: int) -> tuple[object, ReplayControls]:
    app = make_app(display)
    loaded = load_save(DIG_MARS)
    session = ReplaySession(GameSession.from_loaded(loaded, None).spec, loaded.match)
    table = replay_table(app.ctx, session)
    assert isinstance(table, ReplayControls)
    app.stack.push(table)
    table.step_to(step)
    frames(app, 2)
    return app, table


def test_a_replay_names_a_seats_secrets_by_the_seat_never_you(display: pygame.Surface) -> None:
    _, table = _replay(display, 12)
    person = table.session.humans()[0]
    assert table.viewer == person  # the person's own view: their secrets show
    name = table.session.name(person)
    lines = [text for text, _ in table.log_lines]
    assert not [line for line in lines if "only you" in line.lower() or "you look" in line.lower()]
    assert any(line.startswith(f"{name} looks under B2:") for line in lines)
    assert any(f"only {name} saw this" in line for line in lines)
    # The looked-at tile on the grid and the words under the mouse say so too.
    looked = [s for s in table.view.stacks if s.inspected]  # type: ignore[attr-defined]
    assert looked
    assert not table.alone()  # type: ignore[attr-defined]
    assert "only you" not in stack_words(looked[0], table.alone())  # type: ignore[attr-defined]


def test_the_live_table_still_says_only_you(display: pygame.Surface) -> None:
    """At the table itself the person at the screen is the seat: "only you see this"."""
    from game.ui.play.tables import open_table

    app = make_app(display)
    loaded = load_save(DIG_MARS)
    session = GameSession.from_loaded(loaded, None)
    table = open_table(app.ctx, session)
    lines = [text for text, _ in table.log_lines]
    assert any("only you see this" in line for line in lines)
    assert any(line.startswith("You look under B2:") for line in lines)
    assert table.alone()  # type: ignore[attr-defined]
    session.close()


def test_v_in_a_game_still_going_says_why_only_those_views(display: pygame.Surface) -> None:
    app, table = _replay(display, 12)
    assert not table.session.finished
    name = table.session.name(table.session.humans()[0])
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="")])
    assert table.viewer is None  # V went on to the public view...
    said = table.bar_state().line
    assert said == views_offered(table.session)  # ...and the bar says why no other
    assert "not over" in said and f"{name}'s view" in said and "secrets" in said
    table.step_to(13)
    assert table.bar_state().line != said  # the next step shows the action again
