"""The header beside the title (the race's target, the turn, the seed) and the turn box:
whose turn, the actions left (or the station to place), the bonuses of this turn, and the end
of the game; and the turn as the table shows it while a person's finished turn is held (until
they press End turn it is still their turn on the screen, whoever the rules say is next)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.rules.digmars.state import DigObservation
from game.ui.digmars import art
from game.ui.digmars.grown import grown_fitted, grown_line
from game.ui.digmars.layout import HEADER_AT, SKIP_RECT, TURN_BOX
from game.ui.digmars.pieces import Pieces
from game.ui.draw import palette
from game.ui.draw.palette import Colour
from game.ui.draw.text import FontBook, at_most, fitting_scale, render, wrap

#: The turn box's last line while a person's finished turn waits for their End turn.
HELD_LINE = "See what you uncovered, then End turn"


def held_view(view: DigObservation, seat: int) -> DigObservation:
    """The position as the table shows it while `seat`'s turn is held: the rules have
    already started the next turn, but on the screen it is still `seat`'s, with no actions
    left and its own turn number."""
    if view.phase == "over":
        return view
    return view.model_copy(
        update={
            "current": seat,
            "phase": "turn",
            "actions_left": 0,
            "bonuses": [],
            "turns": max(0, view.turns - 1),
        }
    )


#: The header's room: up to Skip ahead (a computer's turn shows it in the header).
HEADER_W = min(560, SKIP_RECT.left - 8 - HEADER_AT[0])


def render_header(fonts: FontBook, view: DigObservation, seed: int) -> pygame.Surface:
    """The race's target, the turn and the seed: at the text size in use where it fits
    beside the title and left of Skip ahead, else smaller, down to the standard size."""
    surface = pygame.Surface((560, 40), pygame.SRCALPHA)
    text = f"Race to {view.target} fortune  \u00b7  turn {view.turns + 1}"
    if view.phase == "place":
        text = f"Race to {view.target} fortune  \u00b7  placing stations"
    text += f"  \u00b7  seed {seed}"
    _blit_row(surface, fonts, 14, text, palette.SAND_DIM, (0, 10), (HEADER_W, 30))
    return surface


def _blit_row(
    surface: pygame.Surface,
    fonts: FontBook,
    size: int,
    text: str,
    colour: Colour,
    at: tuple[int, int],
    room: tuple[int, int],
    bold: bool = False,
) -> None:
    """A line at ``at`` as at the standard size, but as large as its ``room`` (from ``at``:
    width, and height below the line's top at the standard size) holds it; a larger line
    keeps the standard one's middle (never above the box's top)."""
    line = grown_line(fonts, size, text, colour, room[0], room[1], bold)
    with at_most(1.0):
        standard = fonts.get(size, bold).get_height()
    grow = line.get_height() - standard
    top = at[1] - max(0, min(at[1], grow // 2)) if grow > 0 else at[1]
    if top + line.get_height() > at[1] + room[1]:
        top = at[1] + room[1] - line.get_height()
    surface.blit(line, (at[0], top))


def render_turn_box(
    pieces: Pieces, view: DigObservation, human: bool, thinking: bool, held: bool = False
) -> pygame.Surface:
    """``human``: the person at the screen is to act; ``thinking``: a computer is;
    ``held``: the person's turn is over and waits for their End turn (``view`` is the
    held view)."""
    surface = pygame.Surface(TURN_BOX.size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*palette.PANEL, 232), surface.get_rect(), border_radius=10)
    fonts = pieces.ctx.fonts
    if view.phase == "over":
        room = (TURN_BOX.width - 32, TURN_BOX.height - 14 - 8)
        _blit_row(surface, fonts, 20, "The game is over", palette.SAND, (16, 14), room, True)
        return surface
    seat = view.current
    pygame.draw.rect(surface, pieces.colour(seat), surface.get_rect(), 2, border_radius=10)
    mark = pieces.mark(seat, 11)
    surface.blit(mark, mark.get_rect(center=(26, 26)))
    who = turn_title(pieces.name(seat), human or held)
    room = TURN_BOX.width - 44 - 12
    title = grown_fitted(fonts, who, palette.SAND, room, (19, 16, 14), 40, True)
    surface.blit(title, title.get_rect(midleft=(44, 26)))
    if view.phase in ("place", "fleet"):
        what = (
            "Place a station on any stack"
            if view.phase == "place"
            else "Place your new station on any square"
        )
        _blit_row(surface, fonts, 14, what, palette.OCHRE, (16, 48), (TURN_BOX.width - 26, 28))
    else:
        _draw_actions_left(surface, fonts, view.actions_left)
    last = (TURN_BOX.width - 26, TURN_BOX.height - 2 - 76)  # the last line's room
    if held:
        _blit_row(surface, fonts, 13, HELD_LINE, palette.OCHRE, (16, 76), last, True)
    elif view.bonuses:
        _draw_bonuses(surface, fonts, view.bonuses)
    elif thinking:
        _blit_row(surface, fonts, 13, "Thinking\u2026", palette.SAND_DIM, (16, 76), last)
    return surface


def bonus_scale(fonts: FontBook, bonuses: Sequence[str]) -> float:
    """The text scale the turn box's bonus line (or two) is drawn at: the largest at which
    they stand whole in the box, in type no smaller than at the standard size."""
    with at_most(1.0):
        standard = fonts.px(bonus_lines(fonts, bonuses)[0])

    def fits() -> bool:
        size, lines = bonus_lines(fonts, bonuses)
        font = fonts.get(size, bold=True)
        top = 76 if len(lines) == 1 else 68
        bottom = top + (len(lines) - 1) * font.get_linesize() + font.get_height()
        return len(lines) <= 2 and fonts.px(size) >= standard and bottom <= TURN_BOX.height - 2

    return fitting_scale(fits)


def _draw_bonuses(surface: pygame.Surface, fonts: FontBook, bonuses: Sequence[str]) -> None:
    """The bonus line (or two) at the bottom of the turn box (``bonus_scale``)."""
    with at_most(bonus_scale(fonts, bonuses)):
        size, lines = bonus_lines(fonts, bonuses)
        font = fonts.get(size, bold=True)
        y = 76 if len(lines) == 1 else 68
        for line in lines:
            surface.blit(render(font, line, palette.LIMB), (16, y))
            y += font.get_linesize()


def turn_title(name: str, yours: bool) -> str:
    """The turn box's title: "Your turn, Ada" for the person at the screen (also while their
    finished turn is held), "Rover 1's turn" for anyone else."""
    return f"Your turn, {name}" if yours else f"{name}'s turn"


#: The bonus line's room in the turn box: from its left margin to its right edge.
BONUS_W = TURN_BOX.width - 16 - 10


def bonus_lines(fonts: FontBook, bonuses: Sequence[str]) -> tuple[int, list[str]]:
    """The bonuses held this turn in words (a bonus held twice says so), in one line or
    two and the type size that fits: never cut short, however many are held."""
    counts = {b: bonuses.count(b) for b in bonuses}
    names = ", ".join(
        art.SHORT_BONUS[b] + (f" \u00d7{n}" if n > 1 else "") for b, n in counts.items()
    )
    text = f"\u2605 Bonus this turn: {names}"
    for size in (13, 12, 11, 10):
        lines = wrap(fonts.get(size, bold=True), text, BONUS_W)
        if len(lines) == 1 or (len(lines) == 2 and size <= 12):
            return size, lines
    return 10, lines


def _draw_actions_left(surface: pygame.Surface, fonts: FontBook, left: int) -> None:
    for i in range(3):
        centre = (24 + i * 20, 57)
        if i < left:
            pygame.draw.circle(surface, palette.OCHRE, centre, 7)
        pygame.draw.circle(surface, palette.SAND_DIM, centre, 7, 1)
    text = f"{left} action{'s' if left != 1 else ''} left"
    _blit_row(surface, fonts, 14, text, palette.SAND, (90, 48), (TURN_BOX.width - 100, 28), True)
