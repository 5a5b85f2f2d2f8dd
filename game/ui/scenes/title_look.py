"""The title's look: everything on the title screen but its menu's buttons, drawn with pygame
alone, and where those buttons go; and the buttons as they look at rest, for the app's first
frame.

The app draws the title's first frame before pygame-gui loads: the look, the menu's buttons as
pygame-gui draws them at rest (from the same theme), and the key hint. The title scene then
draws the look under its own buttons, which answer from then on (a click made before is kept
by SDL and answered then). So this module imports nothing of pygame-gui, the saves or the
settings' model.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pygame

from game.ui.draw import palette
from game.ui.draw.assets import THEME, asset_path
from game.ui.draw.text import (
    BUTTON_TEXT_PAD,
    FontBook,
    at_most,
    fitting_scale,
    render,
    render_tracked,
)
from game.ui.widgets.wordmark import wordmark

TAGLINE = "Mars tabletop games, played at one screen"
NO_GAMES = "No game is ready to play in this build."

WORDMARK_SIZE = 84
WORDMARK_TRACKING = 8
BUTTON_SIZE = (300, 46)
BUTTON_GAP = 12
#: With Continue and Learn to play the menu has eight entries: closer together, they still
#: leave room for a note above the shelf.
TIGHT_GAP = 6
QUIT_SIZE = BUTTON_SIZE
#: Room the games line leaves either side for the key hint in the corner.
SHELF_MARGIN = 150

#: (label, object id, handler method): the title's menu, top to bottom.
MENU: tuple[tuple[str, str, str], ...] = (
    ("Continue", "#continue_button", "continue_game"),
    ("New game", "#new_game_button", "open_new_game"),
    ("Learn to play", "#learn_button", "open_learn"),
    ("Load game", "#load_button", "open_load"),
    ("Rules", "#rules_button", "open_rules"),
    ("Your history", "#history_button", "open_history"),
    ("Settings", "#settings_button", "open_settings"),
    ("Quit", "#quit_button", "quit"),
)


def menu_entries(can_continue: bool, has_games: bool) -> list[tuple[str, str, str]]:
    """The entries of ``MENU`` the title shows: Continue only with a game to continue, and
    only Settings and Quit in a build without a game."""
    hidden: set[str] = set()
    if not can_continue:
        hidden.add("continue_game")
    if not has_games:
        hidden |= {
            "continue_game",
            "open_new_game",
            "open_learn",
            "open_load",
            "open_rules",
            "open_history",
        }
    return [entry for entry in MENU if entry[2] not in hidden]


def draw_title(
    surface: pygame.Surface,
    fonts: FontBook,
    titles: Sequence[str],
    menu: Sequence[tuple[str, str, str]],
) -> dict[str, pygame.Rect]:
    """Draw the title's look onto ``surface`` (a copy of the backdrop at the canvas's size)
    for the games named ``titles`` and the ``menu`` entries; returns each entry's button
    rectangle by handler name."""
    width, height = surface.get_size()
    cx = width // 2

    mark = wordmark(fonts, size=WORDMARK_SIZE, tracking=WORDMARK_TRACKING)
    margin = WORDMARK_SIZE // 2  # the wordmark has a glow margin on every side
    mark_rect = mark.get_rect(midtop=(cx, 48 - margin))
    surface.blit(mark, mark_rect)
    letters_bottom = mark_rect.bottom - margin

    rule_y = letters_bottom + 14
    _draw_ornament(surface, (cx, rule_y), 180)
    tagline = render_tracked(fonts.get(17), TAGLINE, palette.SAND_DIM, 1)
    tagline_rect = tagline.get_rect(midtop=(cx, rule_y + 16))
    surface.blit(tagline, tagline_rect)

    gap = BUTTON_GAP if len(menu) <= 7 else TIGHT_GAP
    block = len(menu) * BUTTON_SIZE[1] + (len(menu) - 1) * gap
    top = tagline_rect.bottom + max(40, (height * 0.74 - tagline_rect.bottom - block) // 2)
    if not titles:
        note = render(fonts.get(16), NO_GAMES, palette.SAND_DIM)
        surface.blit(note, note.get_rect(midtop=(cx, top - 10)))
        top += note.get_height() + 20
    rects: dict[str, pygame.Rect] = {}
    for i, (_, _, handler) in enumerate(menu):
        rect = pygame.Rect(0, 0, *BUTTON_SIZE)
        rect.midtop = (cx, round(top + i * (BUTTON_SIZE[1] + gap)))
        rects[handler] = rect

    if titles:
        names = " \u00b7 ".join(titles).upper()

        def shelf_line() -> pygame.Surface:
            return render_tracked(fonts.get(13, bold=True), names, palette.OCHRE, 3)

        # Clear of the key hint in the corner at any text size.
        room = width - 2 * SHELF_MARGIN
        with at_most(fitting_scale(lambda: shelf_line().get_width() <= room)):
            shelf = shelf_line()
        surface.blit(shelf, shelf.get_rect(midbottom=(cx, height - 22)))
    return rects


def _draw_ornament(surface: pygame.Surface, centre: tuple[int, int], half: int) -> None:
    """A thin rule fading out to both sides, with a small planet in the middle."""
    cx, cy = centre
    layer = pygame.Surface((2 * half + 1, 9), pygame.SRCALPHA)
    for i in range(half - 10):
        alpha = round(200 * (1 - i / (half - 10)) ** 1.5)
        layer.set_at((half - 10 - i, 4), (*palette.OCHRE, alpha))
        layer.set_at((half + 10 + i, 4), (*palette.OCHRE, alpha))
    pygame.draw.circle(layer, (*palette.RUST_BRIGHT, 255), (half, 4), 4)
    pygame.draw.circle(layer, (*palette.OCHRE, 255), (half, 4), 4, 1)
    surface.blit(layer, layer.get_rect(center=(cx, cy)))


def learn_label(label: str, done: int, total: int) -> str:
    """The Learn to play entry with how many guided games are finished ("2 of 4 done")."""
    if not done:
        return label
    if done == total:
        return f"{label} \u00b7 all done"
    return f"{label} \u00b7 {done} of {total} done"


def title_hints(device: str) -> list[tuple[str, str]]:
    """The title's key hints: Esc quits from the keyboard; a controller's B never quits (it is
    "back" on every other screen), so with one the row says how to move and choose."""
    if device == "pad":
        return [("pick", "moves"), ("take", "chooses")]
    return [("back", "quits")]


def draw_menu_at_rest(
    surface: pygame.Surface, fonts: FontBook, buttons: Sequence[tuple[pygame.Rect, str]]
) -> None:
    """The menu's buttons (rect, label) as pygame-gui draws a "@menu_button" of the theme at
    rest: its background, border, corner radius and bold label. None are drawn when the theme
    does not say how (the title's own buttons then come with the chrome, which reports a
    damaged theme in its own words)."""
    look = _menu_button_theme()
    if look is None:
        return
    size, bold = look["size"], look["bold"]
    shapes: dict[tuple[int, int], pygame.Surface] = {}
    for rect, label in buttons:
        if rect.size not in shapes:
            shapes[rect.size] = _button_shape(rect.size, look)
        surface.blit(shapes[rect.size], rect)
        font = fonts.get(size, bold=bold)
        if font.size(label)[0] + BUTTON_TEXT_PAD > rect.width:  # as pygame-gui's: standard size
            with at_most(1.0):
                font = fonts.get(size, bold=bold)
        text = render(font, label, look["text"])
        surface.blit(text, text.get_rect(center=(rect.centerx, rect.centery + TEXT_NUDGE)))


#: pygame-gui centres a label a pixel higher than its rendered height would.
TEXT_NUDGE = -1
#: pygame-gui draws a shape this many times larger and scales it down (its antialiasing).
_AA = 4


def _button_shape(size: tuple[int, int], look: dict[str, Any]) -> pygame.Surface:
    """A button's rounded border and background, antialiased as pygame-gui draws them."""
    big = pygame.Surface((size[0] * _AA, size[1] * _AA), pygame.SRCALPHA)
    radius, width = look["radius"], look["width"]
    pygame.draw.rect(big, look["border"], big.get_rect(), border_radius=radius * _AA)
    inner = big.get_rect().inflate(-2 * width * _AA, -2 * width * _AA)
    pygame.draw.rect(big, look["bg"], inner, border_radius=radius * _AA)
    return pygame.transform.smoothscale(big, size)


def _menu_button_theme() -> dict[str, Any] | None:
    """What a "@menu_button" at rest looks like, read from the theme file (its own block over
    the defaults); None if the file does not say it plainly."""
    try:
        theme = json.loads(asset_path(THEME).read_text(encoding="utf-8"))
        defaults, own = theme["defaults"], theme["@menu_button"]
        colours = {**defaults["colours"], **own.get("colours", {})}
        button = theme.get("button", {}).get("misc", {})
        misc = {**defaults["misc"], **button, **own.get("misc", {})}
        font = {**defaults["font"], **own.get("font", {})}
        return {
            "bg": _rgb(colours["normal_bg"]),
            "border": _rgb(colours["normal_border"]),
            "text": _rgb(colours["normal_text"]),
            "radius": int(misc["shape_corner_radius"]),
            "width": int(misc["border_width"]),
            "size": int(font["size"]),
            "bold": font.get("bold") == "1",
        }
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def _rgb(hex_colour: str) -> palette.Colour:
    colour = pygame.Color(hex_colour)
    return (colour.r, colour.g, colour.b)
