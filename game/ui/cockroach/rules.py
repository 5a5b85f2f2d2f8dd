"""The hunt's rules in our own words, a page at a time, each with a small drawing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.rules.cockroach.content import content
from game.ui.cockroach.art import draw_die, draw_symbol, draw_token
from game.ui.draw import palette
from game.ui.draw.text import FontBook, render, render_paragraph


@dataclass(frozen=True)
class Page:
    title: str
    text: str
    diagram: Callable[[FontBook, tuple[int, int]], pygame.Surface]


def _notes(fonts: FontBook, surface: pygame.Surface, notes: list[str], y: int) -> None:
    for line in notes:
        pic = render_paragraph(fonts.get(14), line, palette.SAND, surface.get_width() - 40)
        surface.blit(pic, (20, y))
        y += pic.get_height() + 10


def _roach_diagram(fonts: FontBook, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    card = pygame.Rect(60, 20, 320, 150)
    pygame.draw.rect(surface, (34, 22, 28), card, border_radius=10)
    pygame.draw.rect(surface, palette.PANEL_EDGE, card, 2, border_radius=10)
    surface.blit(render(fonts.get(17, bold=True), "A cockroach", palette.SAND), (75, 30))
    surface.blit(render(fonts.get(15, bold=True), "3 VP", palette.OCHRE), (320, 32))
    for i in range(6):
        colour = (220, 80, 70) if i < 4 else (70, 110, 70)
        pygame.draw.rect(surface, colour, pygame.Rect(75 + i * 24, 62, 21, 12), 0, 3)
    surface.blit(render(fonts.get(13), "Health 6, injuries 4: 2 to go", palette.SAND_DIM), (75, 80))
    for i, colour in enumerate(((196, 69, 42), (63, 127, 191))):
        letter = render(fonts.get(12, bold=True), "AB"[i], (20, 12, 12))
        draw_token(surface, (90 + i * 30, 145), colour, letter)
    surface.blit(render(fonts.get(13), "Two heroes fight it", palette.SAND_DIM), (150, 137))
    _notes(
        fonts,
        surface,
        [
            "Red notches are injuries, green ones the health left.",
            "The one who deals the last injury takes its VP; the other heroes on it share "
            "its spoils.",
        ],
        200,
    )
    return surface


def _dice_diagram(fonts: FontBook, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    c = content()
    for i, face in enumerate(c.combat_faces):
        rect = pygame.Rect(30 + i * 64, 30, 52, 52)
        draw_die(surface, rect, face, locked=i == 1)
    surface.blit(
        render(
            fonts.get(13), "The six faces of a combat die; a spent die is locked.", palette.SAND_DIM
        ),
        (30, 92),
    )
    y = 130
    for symbol, words in (
        ("star", "Stars pay for cards and techniques."),
        ("serum", "Serums too; 3 serums roll the special die."),
        ("injury", "Injuries hurt the cockroach you fight."),
        ("danger", "Dangers wake some cockroaches' talents."),
    ):
        draw_symbol(surface, symbol, (44, y + 10), 10)
        surface.blit(render(fonts.get(15), words, palette.SAND), (66, y))
        y += 36
    return surface


def _window_diagram(fonts: FontBook, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    steps = [
        "Before the roll",
        "Roll",
        "After the roll",
        "Spend",
        "Before the injuries",
        "Injuries",
        "End of the turn",
    ]
    windows = {0, 2, 4, 6}
    y = 16
    for i, step in enumerate(steps):
        rect = pygame.Rect(40, y, 360, 34)
        window = i in windows
        pygame.draw.rect(surface, palette.BUTTON if window else (34, 22, 28), rect, border_radius=8)
        pygame.draw.rect(
            surface, palette.OCHRE if window else palette.PANEL_EDGE, rect, 1, border_radius=8
        )
        label = step + ("  \u2014 window: any squad?" if window else "")
        surface.blit(render(fonts.get(15), label, palette.SAND), (54, y + 8))
        y += 44
    _notes(
        fonts,
        surface,
        ["A window also opens when a cockroach is about to die, and after every squad played."],
        y + 6,
    )
    return surface


def _stack_diagram(fonts: FontBook, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    plays = [
        ("1st: Ada plays +2 injuries", (196, 69, 42)),
        ("2nd: Bram moves his hero here", (63, 127, 191)),
        ("3rd: Ada steals 1 VP", (196, 69, 42)),
    ]
    for i, (text, colour) in enumerate(plays):
        rect = pygame.Rect(60 + i * 14, 150 - i * 44, 320, 38)
        pygame.draw.rect(surface, (34, 22, 28), rect, border_radius=8)
        pygame.draw.rect(surface, colour, rect, 2, border_radius=8)
        surface.blit(render(fonts.get(15), text, palette.SAND), (rect.x + 12, rect.y + 10))
    _notes(
        fonts,
        surface,
        ["They resolve from the top: the steal first, then the move, then the +2 injuries."],
        210,
    )
    return surface


def _couch_diagram(fonts: FontBook, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    box = pygame.Rect(40, 20, 360, 166)
    pygame.draw.rect(surface, (24, 16, 26), box, border_radius=10)
    pygame.draw.rect(surface, palette.OCHRE, box, 2, border_radius=10)
    surface.blit(
        render(fonts.get(14, bold=True), "ANY SQUAD? (BEFORE THE ROLL)", palette.OCHRE), (56, 32)
    )
    answers = (
        ("I play a squad", pygame.Rect(56, 66, 160, 30)),
        ("When are we asked?\u2026", pygame.Rect(56, 142, 160, 30)),
        ("Continue: no squad", pygame.Rect(224, 142, 160, 30)),
    )
    for text, rect in answers:
        pygame.draw.rect(surface, palette.BUTTON, rect, border_radius=6)
        surface.blit(render(fonts.get(13), text, palette.SAND), (rect.x + 8, rect.y + 7))
    _notes(
        fonts,
        surface,
        [
            "It comes only when someone's choice names the moment and a squad could be played.",
            "Public facts decide it, so it gives nothing away. Continue stays bottom right.",
        ],
        206,
    )
    return surface


PAGES: tuple[Page, ...] = (
    Page(
        "The hunt",
        "Giant cockroaches swarm over Mars, and you lead a squad of heroes against them. Kill "
        "cockroaches to earn victory points (VP). When a slain cockroach cannot be replaced "
        "from the deck, the hunt ends, and the player with the most VP wins.\n\nAt the start "
        "each player chooses a hero and takes the hero's two squad cards into their hand "
        "(on the New game screen, or at the table in turn from the first player). "
        "One cockroach per player comes out, and each hero marker goes onto a cockroach no "
        "other hero holds yet.",
        _roach_diagram,
    ),
    Page(
        "Your turn",
        "Roll the six combat dice. Then spend the stars and serums you rolled, in any order: "
        "3 serums roll the special die; your hero's technique costs what its card shows, as "
        "often as you can pay; a card from the support market costs what it shows, and a "
        "new card fills its place.\n\nA die whose symbol you spend is locked for the rest "
        "of the turn; symbols not spent are lost. While you may still roll a die again, the "
        "table asks which dice pay. Then the injuries on your dice hurt the cockroach under "
        "your marker, and the dice pass to the left.",
        _dice_diagram,
    ),
    Page(
        "Heroes, equipment and squads",
        "Your hero has a technique, used for its cost any number of times on your turn, and "
        "a talent that works by itself, most of them once a turn. The hero panel marks a "
        "talent or equipment used this turn.\n\nEquipment goes in front of you and works "
        "until it is destroyed. Squads go into your hand: play one at any time, even on "
        "another player's turn, then discard it.",
        _dice_diagram,
    ),
    Page(
        "Cockroaches and kills",
        "Every cockroach has a talent that works on the turn of whoever fights it; a few "
        "guard it against every injury, whoever deals it. When its "
        "injuries reach its health, it dies: the killer takes its VP and hands the spoils "
        "(stars, injuries, VP) to the other heroes on it; you never get spoils from your own "
        "kill, and alone you hand out none. A new cockroach takes its place, then the killer "
        "moves to any cockroach, followed by the others who fought it.\n\nStar counters pay "
        "like stars on your turn; injury counters add to the injuries you deal.",
        _roach_diagram,
    ),
    Page(
        "Windows: squads out of turn",
        "Squads can be played at any time. The table opens a window at each moment a squad "
        "can matter: before the roll, after the roll, before the injuries, when a cockroach "
        "is about to die, at the end of the turn, and in answer to any squad. Every player "
        "holding cards may play or pass; a play opens the window again for everyone.\n\n"
        "Several squads played one after another resolve in the opposite order: the last "
        "played resolves first.",
        _window_diagram,
    ),
    Page(
        "The stack of plays",
        "While squads wait to resolve, they lie as a pile of cards under the dice, the one "
        "that resolves next at the top. Computer players answer windows too: their cards fly "
        "to the pile, are announced on the table and written in the log.",
        _stack_diagram,
    ),
    Page(
        "Playing at one screen",
        "When several people share the screen, a window asks everyone one question: I play "
        "a squad, or Continue. Whoever plays says so, gets the screen to themselves, and "
        "picks a card.\n\nEach person chooses when they are asked (on the New game screen, "
        "in their Played by list; at the table, Menu, Squad questions): ask every window; "
        "ask on my turn, only in their own turn and when the cockroach they fight is about "
        "to die (the usual choice); or never ask, waiting for their next turn to play their "
        "squads. A window is asked only "
        "when someone's choice names it and a squad they may hold (as anyone watching can "
        "tell) could be played in it, so the question never gives a hand away.",
        _couch_diagram,
    ),
)
