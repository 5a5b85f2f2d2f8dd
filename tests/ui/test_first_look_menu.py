"""Issue 39, point 1: the app's first frame is the title as it looks at rest, its menu's
buttons drawn before pygame-gui loads as pygame-gui then draws them (the same theme), the
Learn to play entry counting the finished guided games, and the key hint in its corner. The
title's own buttons take over without a visible change; a progress file only its model can
judge leaves the first frame without buttons."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.store.settings import Settings
from game.store.tutorial_progress import TutorialProgress
from game.ui.draw.canvas import Canvas
from game.ui.draw.text import FontBook
from game.ui.scenes.title import TitleScene
from game.ui.scenes.title_look import BUTTON_SIZE
from game.ui.shell.app import App, title_scene
from game.ui.shell.first_look import draw_first_look

pytestmark = pytest.mark.usefixtures("text_size")

#: The share of the menu's column that may differ by much: the buttons' antialiased corners,
#: and a label pygame-gui lays out a pixel to the side at a larger text size.
NEAR = 0.02
#: The menu's column on the title (the buttons and the gaps between them).
MENU = pygame.Rect((1280 - BUTTON_SIZE[0]) // 2 - 4, 200, BUTTON_SIZE[0] + 8, 480)


def _pictures(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch, data: Path
) -> tuple[pygame.Surface, pygame.Surface]:
    """(the app's first frame, the title scene's first frame), at 1280x720."""
    monkeypatch.setenv("MARS_TABLE_DATA_DIR", str(data))
    monkeypatch.setattr(TitleScene, "find_latest", lambda self: None)  # no Continue
    canvas = Canvas(display.get_size())
    fonts = FontBook()
    draw_first_look(display, canvas, fonts)
    first = display.copy()
    app = App(display, settings=Settings(), sound=False, canvas=canvas, fonts=fonts)
    app.stack.push(title_scene(app))
    app.frame([], 0.0)
    return first, display.copy()


def _far_apart(a: pygame.Surface, b: pygame.Surface, area: pygame.Rect) -> int:
    """Pixels of `area` whose colours differ by more than 40 levels in a channel."""
    return sum(
        1
        for y in range(area.top, area.bottom)
        for x in range(area.left, area.right)
        if max(abs(p - q) for p, q in zip(a.get_at((x, y)), b.get_at((x, y)), strict=True)) > 40
    )


def test_the_first_frame_is_the_title_with_its_menu(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    progress = TutorialProgress(tmp_path / "tutorials.json")
    progress.set("digmars", 20, finished=True)
    progress.set("tmdice", 30, finished=True)
    first, title = _pictures(display, monkeypatch, tmp_path)
    whole = display.get_rect()
    # Outside the menu every pixel is the title's (the look, the shelf, the key hint)...
    outside = [(x, y) for y in range(0, 720, 2) for x in range(0, 1280, 2)]
    assert all(first.get_at(p) == title.get_at(p) for p in outside if not MENU.collidepoint(p)), (
        "the first frame differs from the title outside the menu"
    )
    # ...and within it only the antialiased corners and a label a pixel aside may differ: a
    # missing or shifted button would differ in thousands of pixels.
    assert _far_apart(first, title, MENU) < NEAR * MENU.width * MENU.height
    assert _far_apart(first, title, whole) == _far_apart(first, title, MENU)


def test_the_first_frame_counts_the_finished_guided_games(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The Learn to play entry says "2 of 4 done" from the first frame: with a different
    count drawn the label's pixels would differ far more."""
    progress = TutorialProgress(tmp_path / "tutorials.json")
    progress.set("digmars", 20, finished=True)
    progress.set("cockroach", 30, finished=True)
    first, title = _pictures(display, monkeypatch, tmp_path)
    assert _far_apart(first, title, MENU) < NEAR * MENU.width * MENU.height
    monkeypatch.setenv("MARS_TABLE_DATA_DIR", str(tmp_path / "none"))
    fresh = Canvas(display.get_size())
    draw_first_look(display, fresh, FontBook())
    assert _far_apart(display, title, MENU) > _far_apart(first, title, MENU) + 200


def test_a_doubtful_progress_file_leaves_the_buttons_to_the_title(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "tutorials.json").write_text('{"tutorials": {"digmars": {"finished": 1}}}')
    first, title = _pictures(display, monkeypatch, tmp_path)
    # No button on the first frame: the menu's column is the bare look there.
    assert _far_apart(first, title, MENU) > 0.05 * MENU.width * MENU.height


def test_a_click_made_on_the_first_frame_is_answered_by_the_title(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A person who clicks a button of the first frame before pygame-gui's buttons take over
    is answered by them: the click waits in SDL's queue while the chrome loads."""
    from game.ui.scenes.rules import RulesScene

    monkeypatch.setenv("MARS_TABLE_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(TitleScene, "find_latest", lambda self: None)
    canvas = Canvas(display.get_size())
    fonts = FontBook()
    draw_first_look(display, canvas, fonts)
    rules = _button_centre("Rules")
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        extra = (
            {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else {"button": 1}
        )
        pygame.event.post(pygame.event.Event(kind, pos=rules, **extra))
    app = App(display, settings=Settings(), sound=False, canvas=canvas, fonts=fonts)
    app.stack.push(title_scene(app))
    for _ in range(3):
        app.frame(pygame.event.get(), 1 / 60)
    assert isinstance(app.stack.top, RulesScene)


def _button_centre(label: str) -> tuple[int, int]:
    from game.ui.scenes.title_look import MENU, draw_title, menu_entries

    menu = menu_entries(False, True)
    rects = draw_title(pygame.Surface((1280, 720)), FontBook(), ["A game"], menu)
    handler = next(h for text, _, h in MENU if text == label)
    return rects[handler].center


@pytest.mark.parametrize("theme", ["{not json", '{"defaults": {}}', '{"defaults": 3}'])
def test_a_damaged_theme_leaves_the_first_frame_without_buttons(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, theme: str
) -> None:
    """The first frame never stops the app: a theme that does not say how a menu button looks
    leaves the buttons to the title (whose chrome reports the theme in its own words)."""
    from game.ui.scenes import title_look

    monkeypatch.setenv("MARS_TABLE_DATA_DIR", str(tmp_path))
    draw_first_look(display, Canvas(display.get_size()), FontBook())
    with_buttons = display.copy()
    broken = tmp_path / "theme.json"
    broken.write_text(theme, encoding="utf-8")
    monkeypatch.setattr(title_look, "asset_path", lambda relative: broken)
    draw_first_look(display, Canvas(display.get_size()), FontBook())
    assert _far_apart(with_buttons, display, MENU) > NEAR * MENU.width * MENU.height
