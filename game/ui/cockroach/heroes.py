"""Each hero's panel: player and hero, technique with its cost, talent, the once-a-turn marks
used this turn, every equipment card by name, hand size, spoils held and VP.

Nothing on the panel is cut short: the talent runs on after its label, equipment cards are
small named chips that wrap onto as many rows as they need, and when a hero holds more than
fit at the usual size the chips (then the texts) take a smaller type. Every line drawn is
recorded with where it went (`HeroInk`), so a test can check that none is cut or overlaps."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.art import draw_symbol
from game.ui.cockroach.layout import HERO_H, HERO_W, ROACH_H
from game.ui.cockroach.look import Look, card_box
from game.ui.cockroach.market import render_cost
from game.ui.draw import palette
from game.ui.draw.palette import Colour

USED_MARK = "\u2713"
LEFT = 16
RIGHT = HERO_W - 10
BOTTOM_ROW = HERO_H - 22  # hand, spoils and VP
CHIP_PAD = 5
CHIP_GAP = 4
#: (text size, chip size) tried in turn until everything fits above the bottom row.
SIZES = ((11, 11), (11, 10), (10, 10), (10, 9), (9, 9))


@dataclass
class HeroInk:
    """A surface and every line of text put on it, with where it went."""

    surface: pygame.Surface
    texts: list[tuple[str, pygame.Rect]] = field(default_factory=list)

    def text(
        self,
        look: Look,
        text: str,
        colour: Colour,
        pos: tuple[int, int],
        size: int,
        bold: bool = False,
    ) -> pygame.Rect:
        picture = look.fonts.text(size, text, colour, bold)
        rect = self.surface.blit(picture, pos)
        self.texts.append((text, rect))
        return rect


def run_in_lines(font: pygame.font.Font, text: str, first: int, width: int) -> list[str]:
    """Words wrapped into lines, the first `first` pixels wide (it follows a label), the
    others `width`."""
    lines: list[str] = []
    line = ""
    room = first
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if font.size(trial)[0] <= room or (not line and room == width):
            line = trial
            continue
        lines.append(line)
        line, room = word, width
    lines.append(line)
    return lines


def _run_in(
    ink: HeroInk,
    look: Look,
    label: str,
    text: str,
    colour: Colour,
    y: int,
    size: int,
) -> int:
    """A bold label and its text running on after it; returns the y under the last line."""
    label_rect = ink.text(look, label, palette.OCHRE, (LEFT, y), size, True)
    font = look.fonts.get(size)
    first = RIGHT - label_rect.right - 4
    lines = run_in_lines(font, text, first, RIGHT - LEFT)
    step = font.get_linesize()
    for i, line in enumerate(lines):
        if not line:
            continue
        x = label_rect.right + 4 if i == 0 else LEFT
        ink.text(look, line, colour, (x, y + i * step), size)
    return y + len(lines) * step


def _chips(
    ink: HeroInk,
    look: Look,
    names: list[tuple[str, bool]],
    y: int,
    size: int,
    text_size: int,
) -> int:
    """The equipment as named chips after an "Equipment" label, wrapping onto new rows; a
    used card's chip is dimmed and ends in a tick. Returns the y under the last row."""
    font = look.fonts.get(size)
    chip_h = font.get_linesize() + 3
    label = "Equipment" + (f" ({USED_MARK} used)" if any(used for _, used in names) else "")
    if not names:
        label = "Equipment: none"
    rect = ink.text(look, label, palette.OCHRE, (LEFT, y + 1), text_size, True)
    x, row = rect.right + 6, y
    for name, used in names:
        text = f"{name} {USED_MARK}" if used else name
        w = font.size(text)[0] + 2 * CHIP_PAD
        if x + w > RIGHT:
            x, row = LEFT, row + chip_h + 2
        chip = pygame.Rect(x, row, w, chip_h)
        pygame.draw.rect(ink.surface, (44, 32, 40) if used else (70, 48, 44), chip, border_radius=5)
        pygame.draw.rect(ink.surface, palette.PANEL_EDGE, chip, 1, border_radius=5)
        colour = palette.MUTED if used else palette.SAND
        ink.text(look, text, colour, (x + CHIP_PAD, row + 1), size)
        x += w + CHIP_GAP
    return row + chip_h


def _bottom_row(ink: HeroInk, look: Look, view: RoachObservation, seat: int) -> None:
    """Hand size and spoils on the left, VP on the right."""
    y = BOTTOM_ROW
    rect = ink.text(look, f"Hand {view.hand_sizes[seat]}", palette.SAND_DIM, (LEFT, y + 3), 11)
    rect = ink.text(look, "Spoils", palette.SAND_DIM, (rect.right + 10, y + 3), 11)
    x = rect.right + 4
    for symbol, n in (("star", view.stars[seat]), ("injury", view.hurts[seat])):
        draw_symbol(ink.surface, symbol, (x + 6, y + 10), 6)
        rect = ink.text(look, str(n), palette.SAND, (x + 14, y + 2), 12, True)
        x = rect.right + 6
    vp = look.fonts.text(15, f"{view.vp[seat]} VP", palette.OCHRE, True)
    where = vp.get_rect(bottomright=(HERO_W - 10, HERO_H - 4))
    ink.surface.blit(vp, where)
    ink.texts.append((f"{view.vp[seat]} VP", where))


def draw_hero(look: Look, view: RoachObservation, seat: int, acting: bool) -> HeroInk:
    """The panel of `seat`'s hero, with the record of its text."""
    colour = look.colour(seat)
    for text_size, chip_size in SIZES:
        ink = HeroInk(card_box((HERO_W, HERO_H), colour if acting else palette.PANEL_EDGE))
        pygame.draw.rect(ink.surface, colour, pygame.Rect(0, 0, 8, HERO_H), border_radius=4)
        name = look.line(look.name(seat), colour, RIGHT - LEFT, 15, True)
        where = ink.surface.blit(name, (LEFT, 6))
        ink.texts.append((look.name(seat), where))
        hero_id = view.heroes[seat]
        if not hero_id:
            ink.text(look, "Choosing a hero\u2026", palette.SAND_DIM, (LEFT, 30), 13)
            return ink
        hero = look.c.hero[hero_id]
        ink.text(look, f"\u00b7 {hero.name}", palette.SAND, (where.right + 6, 8), 13, True)
        mine = view.current == seat and view.phase == "turn"
        label = ink.text(look, "Technique", palette.OCHRE, (LEFT, 29), text_size, True)
        cost = render_cost(look, hero.technique_cost.stars, hero.technique_cost.serums)
        ink.surface.blit(cost, (label.right + 2, 27))
        font = look.fonts.get(text_size)
        y = 44
        for line in run_in_lines(font, hero.technique.text, RIGHT - LEFT, RIGHT - LEFT):
            ink.text(look, line, palette.SAND_DIM, (LEFT, y), text_size)
            y += font.get_linesize()
        talent_used = mine and "talent" in view.used
        y = _run_in(
            ink,
            look,
            f"Talent ({USED_MARK} used)" if talent_used else "Talent",
            hero.talent.text,
            palette.MUTED if talent_used else palette.SAND_DIM,
            y + 3,
            text_size,
        )
        gear = [(look.c.card[c].name, mine and c in view.used) for c in view.equipment[seat]]
        bottom = _chips(ink, look, gear, y + 4, chip_size, text_size)
        if bottom <= BOTTOM_ROW - 1:
            break
    _bottom_row(ink, look, view, seat)
    return ink


def render_hero(look: Look, view: RoachObservation, seat: int, acting: bool) -> pygame.Surface:
    return draw_hero(look, view, seat, acting).surface


def render_hero_choice(look: Look, hero_id: str, taken_by: int | None) -> pygame.Surface:
    """A hero to choose at setup, drawn where the cockroaches will be: name, technique with
    its cost, talent and the two squads it starts with; a taken hero says by whom."""
    hero = look.c.hero[hero_id]
    edge = look.colour(taken_by) if taken_by is not None else palette.OCHRE
    surface = card_box((HERO_W, ROACH_H), edge)
    width = HERO_W - 20
    surface.blit(look.line(hero.name, palette.SAND, width, 16, True), (10, 8))
    cost = render_cost(look, hero.technique_cost.stars, hero.technique_cost.serums)
    surface.blit(look.line("Technique", palette.OCHRE, 80, 11, True), (10, 32))
    surface.blit(cost, (78, 30))
    surface.blit(look.para(hero.technique.text, palette.SAND_DIM, width, 11, 3), (10, 46))
    surface.blit(look.line("Talent", palette.OCHRE, width, 11, True), (10, 88))
    surface.blit(look.para(hero.talent.text, palette.SAND_DIM, width, 11, 3), (10, 102))
    squads = ", ".join(look.c.card[c].name for c in hero.start)
    surface.blit(look.para(f"Starts with: {squads}", palette.SAND, width, 11, 2), (10, 148))
    if taken_by is not None:
        tag = look.line(f"Taken by {look.name(taken_by)}", look.colour(taken_by), width, 12, True)
        surface.blit(tag, tag.get_rect(bottomright=(HERO_W - 10, ROACH_H - 4)))
    return surface
