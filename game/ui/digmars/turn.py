"""The header beside the title (the race's target, the turn, the seed) and the turn box:
whose turn, the actions left (or the station to place), the bonuses of this turn, and the end
of the game; and the turn as the table shows it while a person's finished turn is held (until
they press End turn it is still their turn on the screen, whoever the rules say is next)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.rules.digmars.state import DigObservation
from game.ui.digmars import art
from game.ui.digmars.layout import TURN_BOX
from game.ui.digmars.pieces import Pieces
from game.ui.draw import palette
from game.ui.draw.text import FontBook, render, render_fitted, standard_size, wrap

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


@standard_size
def render_header(fonts: FontBook, view: DigObservation, seed: int) -> pygame.Surface:
    surface = pygame.Surface((560, 40), pygame.SRCALPHA)
    text = f"Race to {view.target} fortune  \u00b7  turn {view.turns + 1}"
    if view.phase == "place":
        text = f"Race to {view.target} fortune  \u00b7  placing stations"
    text += f"  \u00b7  seed {seed}"
    surface.blit(render(fonts.get(14), text, palette.SAND_DIM), (0, 10))
    return surface


@standard_size
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
        text = render(fonts.get(20, bold=True), "The game is over", palette.SAND)
        surface.blit(text, (16, 14))
        return surface
    seat = view.current
    pygame.draw.rect(surface, pieces.colour(seat), surface.get_rect(), 2, border_radius=10)
    mark = pieces.mark(seat, 11)
    surface.blit(mark, mark.get_rect(center=(26, 26)))
    who = turn_title(pieces.name(seat), human or held)
    title = render_fitted(fonts, who, palette.SAND, TURN_BOX.width - 44 - 12, (19, 16, 14), True)
    surface.blit(title, title.get_rect(midleft=(44, 26)))
    if view.phase in ("place", "fleet"):
        what = (
            "Place a station on any stack"
            if view.phase == "place"
            else "Place your new station on any square"
        )
        surface.blit(render(fonts.get(14), what, palette.OCHRE), (16, 48))
    else:
        _draw_actions_left(surface, fonts, view.actions_left)
    if held:
        surface.blit(render(fonts.get(13, bold=True), HELD_LINE, palette.OCHRE), (16, 76))
    elif view.bonuses:
        size, lines = bonus_lines(fonts, view.bonuses)
        y = 76 if len(lines) == 1 else 68
        for line in lines:
            surface.blit(render(fonts.get(size, bold=True), line, palette.LIMB), (16, y))
            y += fonts.get(size, bold=True).get_linesize()
    elif thinking:
        surface.blit(render(fonts.get(13), "Thinking\u2026", palette.SAND_DIM), (16, 76))
    return surface


def turn_title(name: str, yours: bool) -> str:
    """The turn box's title: "Your turn, Ada" for the person at the screen (also while their
    finished turn is held), "Rover 1's turn" for anyone else."""
    return f"Your turn, {name}" if yours else f"{name}'s turn"


#: The bonus line's room in the turn box: from its left margin to its right edge.
BONUS_W = TURN_BOX.width - 16 - 10


@standard_size
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
    surface.blit(render(fonts.get(14, bold=True), text, palette.SAND), (90, 48))
