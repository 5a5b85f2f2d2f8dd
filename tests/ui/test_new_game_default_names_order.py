"""The New game screen's default names stay in seat order however seats change hands or are
added (a play-test saw "Rover 2" listed above "Rover 1"): computers Rover 1, 2, 3 from the
top, people the default names in their order, a typed name kept."""

from __future__ import annotations

import pygame
from table_helpers import frames, make_app

from game.games import GAMES
from game.ui.play.seats import DEFAULT_NAMES, SeatSpec, default_names_in_order
from game.ui.scenes.setup import SetupScene

PERSON = ("Person", "Person")
COMPUTER = ("Computer \u00b7 Normal", "Computer \u00b7 Normal")


def _kind(scene: SetupScene, seat: int, choice: tuple[str, str]) -> None:
    scene.rows[seat]["kind"].selected_option = choice
    scene.picks_changed()


def test_new_game_seats_keep_rover_names_in_order(display: pygame.Surface) -> None:
    app = make_app(display)
    scene = SetupScene(app.ctx, GAMES)
    scene.game = next(g for g in scene.games if g.game_id == "cockroach")
    scene.seats = scene.seats[:2]
    app.stack.push(scene)
    frames(app, 1)
    assert [s.name for s in scene.seats] == [DEFAULT_NAMES[0], "Rover 1"]
    _kind(scene, 1, PERSON)  # Rover 1 becomes a person, Farid
    scene._resize(3)  # a computer joins below: Rover 1
    _kind(scene, 1, COMPUTER)  # Farid becomes a computer again
    scene._resize(4)
    names = [s.name for s in scene.seats]
    assert names == [DEFAULT_NAMES[0], "Rover 1", "Rover 2", "Rover 3"], names
    assert [row["name"].get_text() for row in scene.rows] == names
    _kind(scene, 0, COMPUTER)  # everyone a computer: numbered from the top
    assert [s.name for s in scene.seats] == ["Rover 1", "Rover 2", "Rover 3", "Rover 4"]
    assert [row["name"].get_text() for row in scene.rows] == [s.name for s in scene.seats]


def test_new_game_default_names_skip_typed_names_and_never_name_a_hero() -> None:
    seats = [
        SeatSpec("Rover 3", 0, human=False),
        SeatSpec("Rover 1", 1, human=False),
        SeatSpec("Greta", 2, human=True),
        SeatSpec("Rover 2", 3, human=True),  # typed by a person: theirs to keep
    ]
    assert default_names_in_order(seats)
    assert [s.name for s in seats] == ["Rover 1", "Rover 3", DEFAULT_NAMES[0], "Rover 2"]
    assert not default_names_in_order(seats)
