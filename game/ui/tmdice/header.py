"""The TM Dice table's header: the game and its players (or LAST ROUND), the three award dice
with who leads each (solo: the count against the need; when the players' panels have no room
for their award rows: every seat's count), the three milestones with who took
them (solo: their deadlines, or removed)."""

from __future__ import annotations

import pygame

from game.rules.tmdice import figures
from game.rules.tmdice.content import content
from game.rules.tmdice.state import TMObservation
from game.ui.draw import palette
from game.ui.draw.display_format import fast
from game.ui.draw.text import FontBook, render_tracked, standard_size, wrap_balanced
from game.ui.tmdice.card_art import ellipsize
from game.ui.tmdice.column import column
from game.ui.tmdice.layout import award_rects, milestone_rects
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation

C = content()
CHIP = (40, 26, 30)
#: A milestone's rule under its name: where its first line starts in the box, and the pitch
#: of its two lines (both inside the 40 px box at 1280x720).
RULE_TOP, RULE_PITCH = 16, 10


def header_key(sit: Situation, rect: pygame.Rect) -> tuple[object, ...]:
    """All that `render_header` shows: while it stays the same, the header drawn last stands."""
    view = sit.view
    return (
        view.players,
        view.solo,
        view.final_left,
        view.phase == "over",
        tuple(view.award_dice),
        tuple(tuple(figures.award_counts(face, sit.views)) for face in view.award_dice),
        tuple(view.milestones),
        tuple(view.milestone_state),
        not column(sit).awards,
        tuple(rect),
    )


@standard_size
def render_header(pics: Pictures, sit: Situation, rect: pygame.Rect) -> pygame.Surface:
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*palette.PANEL, 225), surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, (*palette.PANEL_EDGE, 200), surface.get_rect(), 1, border_radius=10)
    fonts = pics.fonts
    view = sit.view
    title = render_tracked(fonts.get(15, bold=True), "TM DICE", palette.OCHRE, 2)
    surface.blit(title, (14, 10))
    sub = "solo" if view.solo else f"{view.players} players"
    if view.final_left >= 0 and view.phase != "over":
        sub = "LAST ROUND"
    colour = palette.LIMB if view.final_left >= 0 else palette.SAND_DIM
    surface.blit(fonts.text(11, sub, colour, bold=True), (14, 32))
    awards = render_tracked(fonts.get(9, bold=True), "AWARDS", palette.SAND_DIM, 2)
    surface.blit(awards, (114, 4))
    every_count = not column(sit).awards  # the panels have no room for their award rows
    for i, award in enumerate(award_rects()):
        box = award.move(-rect.x, -rect.y)
        _draw_award(pics, sit, surface, box, view.award_dice[i], every_count)
    miles = render_tracked(fonts.get(9, bold=True), "MILESTONES", palette.SAND_DIM, 2)
    surface.blit(miles, (milestone_rects()[0].x - rect.x, 4))
    for i, milestone in enumerate(milestone_rects()):
        _draw_milestone(pics, view, surface, milestone.move(-rect.x, -rect.y), i)
    return fast(surface)


def _draw_award(
    pics: Pictures,
    sit: Situation,
    surface: pygame.Surface,
    r: pygame.Rect,
    face: str,
    every_count: bool,
) -> None:
    fonts = pics.fonts
    pygame.draw.rect(surface, CHIP, r, border_radius=8)
    surface.blit(pics.die(face, 30), (r.x + 4, r.y + 5))
    counts = figures.award_counts(face, sit.views)
    if sit.view.solo:
        need = figures.solo_award_need(face)
        have = counts[0]
        surface.blit(fonts.text(13, f"{have}/{need}", palette.SAND, bold=True), (r.x + 40, r.y + 6))
        paid = figures.award_vp(face, counts, solo=True)[0]
        state = f"{paid} VP" if paid else f"need {need}"
        surface.blit(fonts.text(10, state, palette.SAND_DIM), (r.x + 40, r.y + 23))
        return
    leaders = figures.award_leaders(counts)
    if every_count:
        _draw_every_count(pics, surface, r, counts, leaders)
        return
    x = r.x + 40
    if not leaders:
        surface.blit(fonts.text(10, "no one yet", palette.MUTED), (x, r.y + 13))
        return
    for s in leaders[:3]:
        m = pics.mark(s, 6)
        surface.blit(m, m.get_rect(center=(x + 7, r.y + 12)))
        x += 16
    best = counts[leaders[0]]
    surface.blit(fonts.text(10, f"lead {best}", palette.SAND_DIM), (r.x + 40, r.y + 23))


def _draw_every_count(
    pics: Pictures, surface: pygame.Surface, r: pygame.Rect, counts: list[int], leads: list[int]
) -> None:
    """Every seat's count beside its mark, two to a row (a leader's in ochre): for a right
    column too crowded to end each player's panel with its award row."""
    fonts = pics.fonts
    for seat, count in enumerate(counts):
        row, col = divmod(seat, 2)
        x, y = r.x + 40 + col * 28, r.y + 12 + row * 16
        mark = pics.mark(seat, 5)
        surface.blit(mark, mark.get_rect(center=(x + 5, y)))
        lead = seat in leads
        text = fonts.text(11, str(count), palette.OCHRE if lead else palette.SAND, bold=lead)
        surface.blit(text, text.get_rect(midleft=(x + 12, y)))


def _draw_milestone(
    pics: Pictures, view: TMObservation, surface: pygame.Surface, r: pygame.Rect, i: int
) -> None:
    fonts = pics.fonts
    m = C.miles[view.milestones[i]]
    state = view.milestone_state[i]
    removed = state == -2
    pygame.draw.rect(surface, CHIP if not removed else (30, 22, 24), r, border_radius=8)
    colour = palette.MUTED if removed else palette.SAND
    # top line: the name, and on the right who took it / removed / the solo deadline
    tag: pygame.Surface | None = None
    if state >= 0:
        tag = pics.mark(state, 7)
    elif removed:
        tag = fonts.text(9, "removed", palette.DUSTY_ROSE, bold=True)
    elif view.solo:
        tag = fonts.text(9, f"by {C.tracks.solo_deadlines[i]}", palette.DUSTY_ROSE, True)
    name_w = r.width - 14 - (tag.get_width() + 4 if tag is not None else 0)
    size = next((z for z in (12, 11, 10) if fonts.get(z, True).size(m.name)[0] <= name_w), 10)
    name = ellipsize(fonts.get(size, True), m.name, name_w)
    surface.blit(fonts.text(size, name, colour, bold=True), (r.x + 7, r.y + 2))
    if tag is not None:
        surface.blit(tag, tag.get_rect(midright=(r.right - 6, r.y + 10)))
    # the rule in up to two lines (the whole text is in the hover hint)
    for k, line in enumerate(milestone_lines(fonts, m.text, r.width - 12)):
        surface.blit(
            fonts.text(9, line, palette.SAND_DIM), (r.x + 7, r.y + RULE_TOP + k * RULE_PITCH)
        )


@standard_size
def milestone_lines(fonts: FontBook, text: str, width: int) -> list[str]:
    """A milestone's rule in at most two lines of the header's small font."""
    font = fonts.get(9)
    lines = wrap_balanced(font, text, width)
    if len(lines) > 2:
        lines = [lines[0], ellipsize(font, " ".join(lines[1:]), width)]
    return [ellipsize(font, line, width) for line in lines]
