"""Issue 18.1: the replay viewer. The game's own table draws each position exactly as it was
from one seat's eyes, the log follows the position, nothing can be played, and the bar steps,
jumps, plays and switches views."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from table_helpers import click, frames, make_app

from game.__main__ import main
from game.ai.registry import make_bot
from game.rules.core import IllegalAction, Match, Rng, SeatView
from game.ui.play.seats import MatchSpec, default_seats
from game.ui.play.session import GameSession
from game.ui.play.tables import open_table
from game.ui.replay import bar
from game.ui.replay.session import ReplaySession
from game.ui.replay.table import EVERYTHING, ReplayControls, replay_help, replay_table, viewers

SAVES = Path(__file__).resolve().parents[3] / "saves"


def _played(game: str, players: int, humans: int, seed: int, most: int = 10_000) -> GameSession:
    """A game played to its end (or `most` actions) by greedy bots in every seat."""
    session = GameSession(MatchSpec(game, default_seats(players, humans=humans), seed=seed))
    bot, rng = make_bot("greedy", game), Rng.from_seed(seed)
    while not session.is_over() and len(session.match.actions) < most:
        seat = session.decider()
        assert seat is not None
        session.match.apply(bot.choose(SeatView(session.engine, seat), rng))
        session.actors.append(seat)
    return session


def _key(app: Any, key: int, mod: int = 0) -> None:
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")])


def _open(app: Any, session: GameSession, step: int | None = 0) -> ReplayControls:
    table = replay_table(app.ctx, ReplaySession.of(session, step))
    assert isinstance(table, ReplayControls)
    app.stack.push(table)
    frames(app, 2)
    return table


@pytest.mark.parametrize("game", ["digmars", "tmdice"])
def test_a_position_is_drawn_as_the_live_table_drew_it(display: pygame.Surface, game: str) -> None:
    """Issue 18.1: the table drawn exactly as it was, from the same seat's view, and the log
    in step with the position: above the bar, the replay's picture at step n is the live
    table's picture of the game stopped at step n."""
    played = _played(game, 2, 0, 5, most=40)
    step = 23
    app = make_app(display)
    replay = _open(app, played, step)
    replay.set_viewer(1)
    frames(app, 2)
    for _ in range(12):  # the parts only read may come a few frames later (parts.py)
        if not replay._parts.waiting():
            break
        frames(app, 1)
    replay.draw_table(shown := pygame.Surface(app.ctx.size))
    app.stack.clear()
    live_match = Match.replay(
        played.match.engine_cls, played.setup, played.seed, played.match.actions[:step]
    )
    live: Any = open_table(app.ctx, GameSession(played.spec, match=live_match))
    # A replay words two things its own way: its help line, and a seat's secrets (by the
    # seat's name: whoever watches is not "you").
    live.replaying = True
    live.set_viewer(1)
    live.message = replay_help()
    shown_live = pygame.Surface(app.ctx.size)
    for _ in range(12):  # the parts only read may come a few frames later (parts.py)
        live.draw(shown_live)
        if not live._parts.waiting():
            break
    replay_log = [line for line, _ in replay.log_lines]
    assert replay_log == [line for line, _ in live.log_lines]
    # Every pixel is the same but the live table's "is playing... / Skip ahead" panel or
    # status line (a replay has nobody to wait for, nothing to skip).
    skip = _waiting_panel(game)
    differing = [
        (x, y)
        for y in range(0, app.ctx.size[1], 4)
        for x in range(0, app.ctx.size[0], 4)
        if not skip.collidepoint(x, y) and shown.get_at((x, y)) != shown_live.get_at((x, y))
    ]
    assert differing == []


def _waiting_panel(game: str) -> pygame.Rect:
    if game == "tmdice":
        from game.ui.tmdice.layout import ACTIONS

        return ACTIONS
    if game == "digmars":
        from game.ui.digmars.layout import STATUS

        return STATUS
    return pygame.Rect(0, 0, 0, 0)


def test_nothing_can_be_played_in_a_replay(display: pygame.Surface) -> None:
    played = _played("digmars", 2, 1, 3, most=30)
    app = make_app(display)
    table = _open(app, played, 5)
    assert table.human_to_act() is False and table.legal() == []
    with pytest.raises(IllegalAction):
        table.session.apply(played.match.actions[5])
    for x in range(40, 600, 90):
        for y in range(80, 600, 90):
            click(app, (x, y))
    _key(app, pygame.K_RETURN)
    assert table.session.step == 5
    assert len(table.session.match.actions) == 5
    assert len(played.match.actions) == 30  # the game itself is untouched


def test_keys_step_turn_and_jump(display: pygame.Surface) -> None:
    """Issue 18.1: one action or one turn at a time, forward and back; start and end."""
    played = _played("digmars", 3, 0, 4)
    app = make_app(display)
    table = _open(app, played)
    positions = table.session.positions
    _key(app, pygame.K_RIGHT)
    assert table.session.step == 1
    _key(app, pygame.K_LEFT)
    assert table.session.step == 0
    _key(app, pygame.K_PAGEDOWN)
    assert table.session.step == positions.turn_starts[1]
    _key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert table.session.step == positions.turn_starts[2]
    _key(app, pygame.K_PAGEUP)
    assert table.session.step == positions.turn_starts[1]
    _key(app, pygame.K_END)
    assert table.session.step == len(positions)
    assert table.session.engine.is_over()
    _key(app, pygame.K_HOME)
    assert table.session.step == 0


def test_the_timeline_jumps_to_a_turn(display: pygame.Surface) -> None:
    played = _played("digmars", 2, 0, 6)
    app = make_app(display)
    table = _open(app, played)
    line = bar.layout(app.ctx.size)["timeline"]
    click(app, (line.left + line.width * 3 // 4, line.centery))
    step = table.session.step
    assert step in table.session.positions.turn_starts
    assert abs(step - 3 * len(table.session.positions) / 4) < len(table.session.positions) / 4


def test_play_runs_at_the_chosen_speed_and_stops_at_the_end(display: pygame.Surface) -> None:
    played = _played("digmars", 2, 0, 6, most=12)
    app = make_app(display)
    table = _open(app, played)
    _key(app, pygame.K_SPACE)
    assert table.playing
    frames(app, 60)  # one second at 2 actions a second
    assert 1 <= table.session.step <= 3
    for _ in range(3):
        _key(app, pygame.K_EQUALS)
    assert table.rate == 8.0
    frames(app, 120)
    assert table.session.step == 12
    assert not table.playing


def test_views_never_show_a_rival_s_secrets_of_a_game_still_going() -> None:
    """Issue 18.1: from one seat's view (hidden information hidden); everything may be seen
    only once the game is finished."""
    going = ReplaySession.of(_played("digmars", 3, 1, 2, most=20))
    assert not going.finished
    assert viewers(going) == [0, None]
    hot_seat = ReplaySession.of(_played("digmars", 3, 2, 2, most=20))
    assert viewers(hot_seat) == [None]
    over = ReplaySession.of(_played("digmars", 3, 1, 2))
    assert over.finished
    assert viewers(over)[0] == 0
    assert set(viewers(over)) == {None, 0, 1, 2, EVERYTHING}


def test_the_view_key_cycles_and_the_log_is_worded_for_those_eyes(display: pygame.Surface) -> None:
    played = _played("digmars", 2, 1, 9)
    app = make_app(display)
    table = _open(app, played, len(played.match.actions))
    assert table.viewer == 0
    _key(app, pygame.K_v)
    assert table.viewer is None
    assert table.view_label() == "Public view"


def test_escape_leaves_the_replay(display: pygame.Surface) -> None:
    played = _played("digmars", 2, 0, 9, most=10)
    app = make_app(display)
    before = len(app.stack)
    _open(app, played)
    _key(app, pygame.K_ESCAPE)
    assert len(app.stack) == before


def test_replay_command_renders_a_position(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 18.1: `python -m game replay SAVE --step N --screenshot PNG`, headless."""
    png = tmp_path / "at5.png"
    assert (
        main(["replay", str(SAVES / "digmars-v2.json"), "--step", "5", "--screenshot", str(png)])
        == 0
    )
    assert png.exists() and pygame.image.load(str(png)).get_size() == (1280, 720)
    out = capsys.readouterr().out
    assert '"step": 5' in out and "open_ms" in out


def test_replay_command_answers_bad_input_with_a_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(SAVES / "digmars-v2.json"), "--step", "9999"]) == 2
    assert "--step is 0 to" in capsys.readouterr().err
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    assert main(["replay", str(broken)]) == 2
    err = capsys.readouterr().err
    assert "cannot be replayed" in err and "Traceback" not in err


@pytest.mark.parametrize("save", ["tmdice-v2.json", "cockroach-v2.json", "digmars-v2.json"])
def test_replay_command_names_the_seats_it_can_show_for_every_game(
    save: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A seat that cannot be shown is answered with the seats that can, for every game's table
    (the replay's own list of viewpoints is not the table's per-seat views)."""
    assert main(["replay", str(SAVES / save), "--step", "20", "--seat", "4"]) == 2
    err = capsys.readouterr().err
    assert "Seat 4 cannot be shown" in err and "Traceback" not in err
    png = tmp_path / "seat1.png"
    assert main(["replay", str(SAVES / save), "--seat", "1", "--screenshot", str(png)]) == 0
    assert png.exists()


def test_a_save_opens_in_the_replay_from_its_first_action(
    display: pygame.Surface, tmp_path: Path
) -> None:
    """Issue 18.1: the Load screen's Replay opens any save that loads; a file that does not
    is answered with the store's sentence."""
    from game.store.errors import SaveError
    from game.ui.replay.opening import replay_save

    app = make_app(display)
    table = replay_save(app.ctx, SAVES / "tmdice-v2.json")
    assert isinstance(table, ReplayControls)
    assert table.session.step == 0 and len(table.session.positions) > 0
    broken = tmp_path / "broken.json"
    broken.write_text("[]")
    with pytest.raises(SaveError) as caught:
        replay_save(app.ctx, broken)
    assert caught.value.sentence.endswith(".")
