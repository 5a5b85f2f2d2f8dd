"""Each hero's panel: player and hero, technique with its cost, talent, the once-a-turn marks
used this turn, every equipment card by name, hand size, spoils held and VP.

Nothing on the panel is cut short: the talent runs on after its label, equipment cards are
small named chips that wrap onto as many rows as they need, and when a hero holds more than
fit at the usual size the chips (then the texts) take a smaller type. Every line drawn is
recorded with where it went (`HeroInk`), so a test can check that none is cut or overlaps."""

from __future__ import annotations

import pygame

from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.layout import HERO_H, HERO_W, ROACH_H
from game.ui.cockroach.look import Ink, Look, card_box, fit_lines, grows, line_step
from game.ui.cockroach.market import render_cost
from game.ui.cockroach.tokens import counted, token
from game.ui.draw import palette
from game.ui.draw.palette import Colour
from game.ui.draw.pictures import picture
from game.ui.draw.text import fit_sizes
from game.ui.play.seats import SHAPES, render_mark

USED_MARK = "\u2713"
LEFT = 16
RIGHT = HERO_W - 10
PORTRAIT = 40
BOTTOM_ROW = HERO_H - 28  # hand, spoils and VP
VP_R = 11
CHIP_PAD = 5
CHIP_GAP = 4
#: (text size, chip size) tried in turn until everything fits above the bottom row.
SIZES = ((11, 11), (11, 10), (10, 10), (10, 9), (9, 9), (9, 8), (8, 8))


#: A hero panel as drawn, with the record of every line and picture on it.
HeroInk = Ink


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
    step = line_step(font)
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
    chip_h = line_step(font) + 3
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
    """The hand (card backs and how many), the spoils held (star and injury counters) and
    the VP medal, all tokens."""
    y = BOTTOM_ROW + 13
    hand = counted(look, "hand", view.hand_sizes[seat], 8, 12)
    where = ink.put(f"hand {view.hand_sizes[seat]}", hand, hand.get_rect(midleft=(LEFT, y)))
    label = look.fonts.text(11, "Spoils", palette.SAND_DIM)
    spot = label.get_rect(midleft=(where.right + 12, y))
    ink.surface.blit(label, spot)
    ink.texts.append(("Spoils", spot))
    x = spot.right + 5
    for kind, n in (("star", view.stars[seat]), ("injury", view.hurts[seat])):
        mark = counted(look, kind, n, 8, 12)
        x = ink.put(f"{kind} {n}", mark, mark.get_rect(midleft=(x, y))).right + 6
    medal = token(look, "vp", VP_R, view.vp[seat])
    where = ink.put(f"vp {view.vp[seat]}", medal, medal.get_rect(center=vp_centre()))
    label = look.fonts.text(11, "VP", palette.SAND_DIM, True)
    spot = label.get_rect(midright=(where.left - 3, y))
    if spot.left >= x + 4:  # the word only where it stands clear of the spoils
        ink.surface.blit(label, spot)
        ink.texts.append(("VP", spot))


def vp_centre() -> tuple[int, int]:
    """Where a hero panel's VP medal sits, in the panel's pixels."""
    return (HERO_W - 8 - VP_R, BOTTOM_ROW + 13)


def _head(ink: HeroInk, look: Look, seat: int, hero_id: str, colour: Colour) -> int:
    """The portrait, the player's name and the hero's; returns the y under the names."""
    if hero_id:
        art = picture("cockroach", "heroes", hero_id, (PORTRAIT, PORTRAIT))
        ink.put(f"portrait {hero_id}", art, pygame.Rect(LEFT - 2, 4, PORTRAIT, PORTRAIT))
    x = LEFT + PORTRAIT + 4 if hero_id else LEFT
    mark = render_mark(SHAPES[seat % len(SHAPES)], colour, 6)  # the seat's shape, as elsewhere
    ink.put(f"seat mark {seat}", mark, mark.get_rect(topleft=(x - 2, 5)))
    x += mark.get_width() + 1
    name = look.name(seat)
    for size in fit_sizes((15, 14, 13, 12)):
        if look.fonts.get(size, True).size(name)[0] <= RIGHT - x:
            break
    said = ink.text(look, name, colour, (x, 5), size, True)
    if hero_id:  # under the name, however tall the text size makes it
        said = ink.text(
            look, look.c.hero[hero_id].name, palette.SAND, (x, max(25, said.bottom)), 12, True
        )
    return said.bottom


def choosing_words(look: Look, view: RoachObservation, seat: int) -> tuple[str, Colour]:
    """What a seat without a hero yet says at setup: choosing now, or whose choice it
    waits for (heroes are chosen in turn from the first player)."""
    if view.decider == seat:
        return "Choosing a hero now.", palette.SAND
    order = [(view.first + i) % view.players for i in range(view.players)]
    waiting = [p for p in order if not view.heroes[p]]
    if seat in waiting and waiting.index(seat) > 0:
        before = waiting[waiting.index(seat) - 1]
        if before == view.decider:
            return f"Chooses a hero next, after {look.name(before)}.", palette.SAND_DIM
        return f"Chooses a hero after {look.name(before)}.", palette.SAND_DIM
    return "Waiting to choose a hero.", palette.SAND_DIM


@grows
def draw_hero(look: Look, view: RoachObservation, seat: int, acting: bool) -> HeroInk:
    """The panel of `seat`'s hero, with the record of its text."""
    colour = look.colour(seat)
    hero_id = view.heroes[seat]
    for text_size, chip_size in SIZES:
        ink = HeroInk(card_box((HERO_W, HERO_H), colour if acting else palette.PANEL_EDGE))
        pygame.draw.rect(ink.surface, colour, pygame.Rect(0, 0, 8, HERO_H), border_radius=4)
        under = _head(ink, look, seat, hero_id, colour)
        if not hero_id:
            words, tone = choosing_words(look, view, seat)
            lines, size = fit_lines(look, words, RIGHT - LEFT, HERO_H - 40, (13, 12))
            ink.lines(look, lines, tone, (LEFT, 30), size)
            return ink
        hero = look.c.hero[hero_id]
        mine = view.current == seat and view.phase == "turn"
        top = max(4 + PORTRAIT + 3, under + 5)  # the cost stands out above the label
        label = ink.text(look, "Technique", palette.OCHRE, (LEFT, top), text_size, True)
        cost = render_cost(look, hero.technique_cost.stars, hero.technique_cost.serums)
        priced = ink.put(
            "technique cost", cost, cost.get_rect(midleft=(label.right + 2, label.centery))
        )
        font = look.fonts.get(text_size)
        y = ink.lines(
            look,
            run_in_lines(font, hero.technique.text, RIGHT - LEFT, RIGHT - LEFT),
            palette.SAND_DIM,
            (LEFT, max(label.bottom, priced.bottom)),
            text_size,
        )
        talent_used = mine and "talent" in view.used
        y = _run_in(
            ink,
            look,
            f"Talent ({USED_MARK} used)" if talent_used else "Talent",
            hero.talent.text,
            palette.MUTED if talent_used else palette.SAND_DIM,
            y + 2,
            text_size,
        )
        gear = [(look.c.card[c].name, mine and c in view.used) for c in view.equipment[seat]]
        bottom = _chips(ink, look, gear, y + 3, chip_size, text_size)
        if bottom <= BOTTOM_ROW - 1:
            break
    _bottom_row(ink, look, view, seat)
    return ink


def render_hero(look: Look, view: RoachObservation, seat: int, acting: bool) -> pygame.Surface:
    return draw_hero(look, view, seat, acting).surface


def hero_key(view: RoachObservation, seat: int, acting: bool) -> tuple[object, ...]:
    """All that `draw_hero` shows of `seat`: while it stays the same, the panel drawn last
    stands (names and colours are the look's, keyed by the table)."""
    hero_id = view.heroes[seat]
    mine = view.current == seat and view.phase == "turn"
    # A seat without a hero yet says whose choice it waits for; one with a hero never does.
    setup = () if hero_id else (view.decider, view.first, tuple(view.heroes))
    return (
        seat,
        acting,
        hero_id,
        setup,
        mine,
        tuple(view.used) if mine else (),
        tuple(view.equipment[seat]),
        view.hand_sizes[seat],
        view.stars[seat],
        view.hurts[seat],
        view.vp[seat],
    )


CHOICE_PORTRAIT = 64


@grows
def draw_hero_choice(look: Look, hero_id: str, taken_by: int | None) -> HeroInk:
    """A hero to choose at setup, drawn where the cockroaches will be: portrait, name,
    technique with its cost, talent, and the two squads it starts with; a taken hero says by
    whom in their place (the squads go with the hero to that seat's panel)."""
    hero = look.c.hero[hero_id]
    edge = look.colour(taken_by) if taken_by is not None else palette.OCHRE
    side = 8 + CHOICE_PORTRAIT + 8
    for size in (11, 10, 9):
        ink = HeroInk(card_box((HERO_W, ROACH_H), edge))
        ink.text(look, hero.name, palette.SAND, (10, 6), 16, True)
        art = picture("cockroach", "heroes", hero_id, (CHOICE_PORTRAIT, CHOICE_PORTRAIT))
        ink.put(f"portrait {hero_id}", art, pygame.Rect(8, 28, CHOICE_PORTRAIT, CHOICE_PORTRAIT))
        label = ink.text(look, "Technique", palette.OCHRE, (side, 30), size, True)
        cost = render_cost(look, hero.technique_cost.stars, hero.technique_cost.serums)
        priced = ink.put(
            "technique cost", cost, cost.get_rect(midleft=(label.right + 2, label.centery))
        )
        font = look.fonts.get(size)
        lines = run_in_lines(font, hero.technique.text, RIGHT - side, RIGHT - side)
        y = ink.lines(look, lines, palette.SAND_DIM, (side, max(label.bottom, priced.bottom)), size)
        y = max(y, 28 + CHOICE_PORTRAIT) + 3
        y = _run_in(ink, look, "Talent", hero.talent.text, palette.SAND_DIM, y, size)
        if taken_by is not None:
            words = f"Taken by {look.name(taken_by)}"
            foot, foot_size = fit_lines(look, words, RIGHT - LEFT, 30, (12, 11, 10))
            colour = look.colour(taken_by)
        else:
            squads = ", ".join(look.c.card[c].name for c in hero.start)
            foot, foot_size = fit_lines(look, f"Starts with: {squads}", HERO_W - 20, 30, (11, 10))
            colour = palette.SAND
        height = len(foot) * line_step(look.fonts.get(foot_size))
        top = ROACH_H - 6 - height
        if top >= y + 2:
            break
    ink.lines(look, foot, colour, (10, top), foot_size, taken_by is not None)
    return ink


def render_hero_choice(look: Look, hero_id: str, taken_by: int | None) -> pygame.Surface:
    return draw_hero_choice(look, hero_id, taken_by).surface
