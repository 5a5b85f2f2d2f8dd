"""Issue 18.1: "the table drawn exactly as it was, from one seat's view (hidden information
hidden) or, for a finished game, with everything revealed". A finished game's replay offers
"Everything revealed": the game's own table draws the rules' revealed observation and a panel
beside it names every seat's secrets; a game still going never offers it. And a replay's
status line says only what is true in the viewer (nobody plays, skips or waits there)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest
from table_helpers import frames, make_app

from game.__main__ import main
from game.ai.registry import make_bot
from game.rules.core import Rng, SeatView
from game.store.making import make_save
from game.ui.play.seat_info import seat_info
from game.ui.play.seats import MatchSpec, default_seats
from game.ui.play.session import GameSession
from game.ui.replay import revealed_panel
from game.ui.replay.session import ReplaySession
from game.ui.replay.table import (
    EVERYTHING,
    REVEALED_LABEL,
    ReplayControls,
    replay_table,
    viewers,
)

SAVES = Path(__file__).resolve().parents[3] / "saves"
GAMES = ["digmars", "tmdice", "cockroach"]
#: Words a live table uses for someone playing, waiting or skipping: never true in a replay.
LIVE_WORDS = (
    "skips ahead",
    "Skip ahead",
    "the menu",
    "Esc: menu",
    "Waiting for",
    "is playing",
    "is thinking",
    "to the results",
)


def _played(game: str, seed: int, most: int = 10_000) -> GameSession:
    """Two seats, one a person, played by greedy bots to the end (or `most` actions)."""
    session = GameSession(MatchSpec(game, default_seats(2, humans=1), seed=seed))
    bot, rng = make_bot("greedy", game), Rng.from_seed(seed)
    while not session.is_over() and len(session.match.actions) < most:
        seat = session.decider()
        assert seat is not None
        session.match.apply(bot.choose(SeatView(session.engine, seat), rng))
        session.actors.append(seat)
    return session


def _open(app: Any, session: GameSession, step: int) -> ReplayControls:
    table = replay_table(app.ctx, ReplaySession.of(session, step))
    assert isinstance(table, ReplayControls)
    app.stack.push(table)
    frames(app, 2)
    return table


def _secret_names(game: str, table: ReplayControls) -> list[str]:
    """The names of the other seat's hidden things at the table's position, read from the
    game itself (what no seat but its owner saw in play)."""
    engine: Any = table.session.engine
    s = engine.state
    if game == "digmars":
        return [f"Fortune: {s.fortune[1]}"]
    if game == "tmdice":
        from game.ui.tmdice.words import C

        return [C.cards[c].name for c in s.players_state[1].hand]
    return [engine.c.card[c].name for c in s.hands[1]]


def _a_step_with_secrets(game: str, session: GameSession) -> int:
    """A position where seat 2 holds something hidden (a hand, a fortune above 0)."""
    replay = ReplaySession.of(session, 0)
    for step in range(len(replay.positions) // 3, len(replay.positions)):
        s: Any = replay.positions.engine_at(step).state
        if game == "digmars":
            held = s.fortune[1] > 0
        else:
            held = len(s.players_state[1].hand if game == "tmdice" else s.hands[1]) > 0
        if held:
            return step
    raise AssertionError("no position with a secret")


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_shows_every_secret_when_revealed(
    display: pygame.Surface, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 18.1, everything revealed: the viewpoint is offered for a finished game, the
    table draws the revealed observation (the seat's own observation with every other seat's
    secrets), and the other seat's hidden things are named in the text drawn beside it."""
    played = _played(game, 3)
    assert played.is_over()
    step = _a_step_with_secrets(game, played)
    app = make_app(display)
    table = _open(app, played, step)
    assert EVERYTHING in table.viewpoints
    while table.viewpoint != EVERYTHING:  # V cycles through the viewpoints
        frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="")])
    assert table.revealed and table.viewer is None
    assert table.view_label() == REVEALED_LABEL
    # The table was given the revealed observation: the other seat's secret is in it.
    shown: Any = table.view  # type: ignore[attr-defined]
    given = shown.model_dump()
    revealed = table.session.engine.revealed_observation(shown.seat).model_dump()
    if game == "cockroach":  # no hand is shown as the viewer's own: all are in `hands`
        assert given.pop("hand") == []
        revealed.pop("hand")
    assert given == revealed
    drawn: list[str] = []
    real = revealed_panel.render

    def spy(font: pygame.font.Font, text: str, colour: Any) -> pygame.Surface:
        drawn.append(text)
        return real(font, text, colour)

    monkeypatch.setattr(revealed_panel, "render", spy)
    table._side = None
    frames(app, 2)
    text = " ".join(drawn)
    assert revealed_panel.TITLE in text
    for name in _secret_names(game, table):
        assert name in text, (name, text)
    # Back to a seat's view: its rival's secrets are hidden again.
    table.show(1 - 1)
    assert not table.revealed and table.view_label().startswith("As ")


@pytest.mark.parametrize("game", GAMES)
def test_a_game_still_going_never_offers_everything_revealed(
    display: pygame.Surface, game: str
) -> None:
    """Issue 18.1: everything may be revealed only for a finished game; a game still going
    keeps every seat's secrets, whatever the viewer cycles through."""
    going = _played(game, 4, most=40)
    assert not going.is_over()
    session = ReplaySession.of(going, 20)
    assert EVERYTHING not in viewers(session)
    app = make_app(display)
    table = _open(app, going, 20)
    for _ in range(len(table.viewpoints) + 1):
        frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="")])
        assert not table.revealed
        assert table.view_label() != REVEALED_LABEL


def _finished_save(tmp_path: Path, game: str) -> Path:
    played = _played(game, 5)
    seats = [seat_info(seat) for seat in played.seats]
    path = tmp_path / f"{game}-finished.json"
    save = make_save(played.match, seats, match_id=f"finished-{game}")
    path.write_text(save.model_dump_json())
    return path


@pytest.mark.parametrize("game", GAMES)
def test_replay_command_reveals_everything_of_a_finished_game(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`python -m game replay SAVE --seat all --screenshot PNG`: a finished game drawn with
    everything revealed."""
    save = _finished_save(tmp_path, game)
    png = tmp_path / "all.png"
    command = ["replay", str(save), "--step", "10", "--seat", "all", "--screenshot", str(png)]
    assert main(command) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["view"] == REVEALED_LABEL
    assert pygame.image.load(str(png)).get_size() == (1280, 720)


def test_replay_command_says_an_unfinished_game_cannot_be_revealed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """An unfinished game's save (the example saves stop mid-game) is answered with a
    sentence, not drawn with its secrets; a --seat that names nothing is a sentence too."""
    assert main(["replay", str(SAVES / "digmars-v2.json"), "--seat", "all"]) == 2
    err = capsys.readouterr().err
    assert "not finished" in err and "Traceback" not in err
    assert main(["replay", str(SAVES / "digmars-v2.json"), "--seat", "everyone"]) == 2
    err = capsys.readouterr().err
    assert "--seat is a seat number" in err and "Traceback" not in err


def _live_words(game: str, table: Any) -> list[str]:
    """What the table says of the position besides its log: its status line and panel."""
    if game == "digmars":
        from game.ui.digmars.hints import prompt

        return list(
            prompt(
                table.view,
                table.selection,
                table.human_to_act(),
                table.session.name,
                table.replaying,
            )
        )
    if game == "tmdice":
        from game.ui.tmdice.buttons import build_buttons
        from game.ui.tmdice.hints import legal_hint
        from game.ui.tmdice.turn_box import _status_line

        sit = table.situation()
        title, groups = build_buttons(sit, table.model)
        labels = [button.text for _, buttons in groups for button in buttons]
        return [legal_hint(sit), _status_line(sit), title, *labels]
    panel = table.panel()
    return [panel.title, *(line for line, _ in panel.lines), *(b.text for b in panel.buttons)]


@pytest.mark.parametrize("game", GAMES)
def test_a_replay_status_line_says_only_what_is_true_in_the_viewer(
    display: pygame.Surface, game: str
) -> None:
    """Issue 18 (the replay status line): no "Space skips ahead", no menu, nobody "playing"
    or waited for, no way to the results: at every kind of position, from any viewpoint."""
    played = _played(game, 6)
    app = make_app(display)
    total = len(played.match.actions)
    table = _open(app, played, 0)
    for step in (0, 1, total // 3, total // 2, total - 1, total):
        table.step_to(step)
        for viewpoint in table.viewpoints:
            table.show(viewpoint)
            frames(app, 1)
            words = " ".join(_live_words(game, table))
            assert not [w for w in LIVE_WORDS if w in words], (step, viewpoint, words)


@pytest.mark.parametrize("game", GAMES)
def test_everything_revealed_opens_from_the_results_and_from_load(
    display: pygame.Surface, game: str, tmp_path: Path
) -> None:
    """Issue 18.1: the results screen's Replay and the Load screen's Replay of a finished game
    both offer everything revealed."""
    from game.ui.replay.opening import replay_save
    from game.ui.scenes.results import ResultsScene

    app = make_app(display)
    loaded = replay_save(app.ctx, _finished_save(tmp_path, game))
    assert isinstance(loaded, ReplayControls) and EVERYTHING in loaded.viewpoints
    played = _played(game, 5)
    results = ResultsScene(app.ctx, played)
    app.stack.push(results)
    frames(app, 1)
    results.open_replay()
    frames(app, 1)
    replay = app.stack.top
    assert isinstance(replay, ReplayControls) and EVERYTHING in replay.viewpoints
    replay.show(EVERYTHING)
    frames(app, 2)
    assert replay.view_label() == REVEALED_LABEL


def test_the_revealed_panel_shrinks_its_text_and_never_runs_off(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Four seats with long hands: the panel's text shrinks to fit, and past its smallest
    size the lines it has no room for are counted in a note, never drawn off the panel."""
    app = make_app(display)
    drawn: list[str] = []
    real = revealed_panel.render

    def spy(font: pygame.font.Font, text: str, colour: Any) -> pygame.Surface:
        drawn.append(text)
        return real(font, text, colour)

    monkeypatch.setattr(revealed_panel, "render", spy)
    few = [(seat, ["Hand: 2 cards", "\u00b7 First", "\u00b7 Second card"]) for seat in range(4)]
    size = (220, 600)

    def name(seat: int) -> str:
        return f"Seat {seat}"

    def colour(seat: int) -> tuple[int, int, int]:
        return (200, 180, 160)

    revealed_panel.render_revealed(app.ctx.fonts, size, few, name, colour)
    assert "\u00b7 Second card" in drawn and not any("more line" in t for t in drawn)
    drawn.clear()
    many = [
        (seat, ["Hand: 30 cards", *(f"\u00b7 A card with a long name {i}" for i in range(30))])
        for seat in range(4)
    ]
    revealed_panel.render_revealed(app.ctx.fonts, size, many, name, colour)
    assert any("more lines" in text for text in drawn)
