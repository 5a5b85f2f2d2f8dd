"""TM Dice rules in our own words, a page at a time, each with a small diagram drawn from the
same art as the table (dice faces, cards, tiles)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.rules.tmdice.content import BASE_COLOURS, content
from game.rules.tmdice.words import colony_tiles_in_words
from game.ui.draw import palette
from game.ui.draw.text import FontBook
from game.ui.tmdice.card_face import card_surface
from game.ui.tmdice.dice_art import render_die, render_wild
from game.ui.tmdice.map_art import render_tile

C = content()


@dataclass(frozen=True)
class Page:
    title: str
    text: str
    diagram: Callable[[FontBook, tuple[int, int]], pygame.Surface]


def _dice(fonts: FontBook, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    y = 20
    for colour in BASE_COLOURS:
        faces = C.colour_faces[colour]
        x = 20
        for face, count in zip(faces, (3, 2, 1), strict=True):
            surface.blit(render_die(face, 44), (x, y))
            label = fonts.text(12, f"{face} \u00d7{count}", palette.SAND_DIM)
            surface.blit(label, (x, y + 50))
            x += 140
        y += 72
    wild = render_wild(40)
    surface.blit(wild, (20, y))
    surface.blit(fonts.text(13, "wild token: pays as any face", palette.SAND), (70, y + 12))
    return surface


def _turn(fonts: FontBook, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    steps = [
        ("PRODUCTION TURN", ["Keep 3 dice", "Discard cards, draw to 5", "Roll your brown boxes"]),
        ("ACTION TURN", ["Support: gain / turn a die, draw 2", "Main: a card, a project", "End"]),
    ]
    y = 20
    for head, items in steps:
        surface.blit(fonts.text(14, head, palette.OCHRE, bold=True), (20, y))
        y += 26
        for i, item in enumerate(items):
            chip = pygame.Rect(30, y, 360, 32)
            pygame.draw.rect(surface, palette.BUTTON, chip, border_radius=8)
            pygame.draw.rect(surface, palette.PANEL_EDGE, chip, 1, border_radius=8)
            surface.blit(fonts.text(13, f"{i + 1}. {item}", palette.SAND, bold=True), (42, y + 8))
            y += 40
        y += 20
    return surface


def _cards(fonts: FontBook, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    picks = []
    for colour in ("green", "red", "blue"):
        picks.append(next(c.id for c in C.all_cards if c.colour == colour and c.variant == "base"))
    for i, cid in enumerate(picks):
        card = card_surface(fonts, "project", cid, (136, 190))
        surface.blit(card, (8 + i * 144, 30))
    notes = [
        "Top left: the cost, paid with exactly those faces.",
        "Green: a brown production box, rolled each production turn.",
        "Red: happens at once; its costs count for awards.",
        "Blue: an action, used once until your next production turn.",
        "Medals: green ribbon now, red ribbon at the end.",
    ]
    for i, line in enumerate(notes):
        surface.blit(fonts.text(13, line, palette.SAND), (10, 250 + i * 24))
    return surface


def _map(fonts: FontBook, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    r = 40.0
    for i, kind in enumerate(("ocean", "greenery", "city")):
        tile = render_tile(kind, r, fonts)
        x = 70 + i * 140
        surface.blit(tile, tile.get_rect(center=(x, 80)))
        surface.blit(fonts.text(13, kind, palette.SAND, bold=True), (x - 24, 130))
    notes = [
        "Ocean: 3 water. On a blue area. 2 VP, terraforms.",
        "Greenery: 4 plants. +1 oxygen (2 VP), +1 VP",
        "   for each city next to it.",
        "City: 3 cities. Not next to a city. 2 VP, +1 VP",
        "   for each greenery next to it.",
        "Temperature: 3 heat, 2 VP.   2 VP: 3 megacredits.",
        "Each area's placement bonus goes to who places there.",
        "A parameter already complete still gives 1 VP.",
    ]
    for i, line in enumerate(notes):
        surface.blit(fonts.text(13, line, palette.SAND), (10, 170 + i * 24))
    return surface


def _end(fonts: FontBook, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    y = 20
    for face in ("heat", "steel", "oxygen"):
        surface.blit(render_die(face, 40), (20, y))
        surface.blit(
            fonts.text(13, f"Award: most {face} icons in your costs", palette.SAND), (72, y + 12)
        )
        y += 52
    lines = [
        "Awards: 5 VP for the most, 3 VP for second (3+ players).",
        "Milestones: 4 VP each, the first to qualify takes it.",
        "The game ends when 2 of the 3 parameters are complete:",
        "everyone then takes one last turn.",
        "Solo: complete all three within 50 turns to count;",
        "milestones leave at turns 16, 20 and 24.",
    ]
    for i, line in enumerate(lines):
        surface.blit(fonts.text(13, line, palette.SAND), (20, y + 10 + i * 24))
    return surface


def _lines(lines: list[str]) -> Callable[[FontBook, tuple[int, int]], pygame.Surface]:
    """A diagram of short lines of text, the first as a heading."""

    def draw(fonts: FontBook, size: tuple[int, int]) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        surface.blit(fonts.text(14, lines[0], palette.OCHRE, bold=True), (20, 20))
        for i, line in enumerate(lines[1:]):
            surface.blit(fonts.text(13, line, palette.SAND), (20, 52 + i * 24))
        return surface

    return draw


def _colony_tiles(fonts: FontBook, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    y = 12
    for name, words in colony_tiles_in_words():
        # "Opens with ..." goes beside the name: the line below is full with the numbers
        text, _, opens = words.partition(" Opens with")
        head = f"{name} (opens with{opens.rstrip('.')})" if opens else name
        surface.blit(fonts.text(12, head, palette.OCHRE, bold=True), (10, y))
        body = text.replace("Build: ", "").replace("Trade: ", "| ").replace("Colony bonus: ", "| ")
        surface.blit(fonts.text(11, body, palette.SAND_DIM), (10, y + 15))
        y += 34
    return surface


_COLONY_COSTS = [
    "COLONIES: WHAT THINGS COST",
    "Build a colony (main action): 3 megacredit dice.",
    "Trade (main action): 2 megacredit, 2 energy",
    "   or 2 titanium dice.",
    "Wild tokens stand in for any of these dice.",
    "3 colonies a tile, one of yours a tile.",
    "One trade fleet each; one fleet a tile.",
]
_COLONY_ROUND = [
    "THE ROUND'S END",
    "After the last player's turn in turn order:",
    "  every fleet comes home,",
    "  every open marker moves one step up.",
    "Solo: after every second turn.",
    "Solo setup: draw 4 tiles, put 1 back.",
    "Solo: a yellow die back after each production,",
    "   the setup's production first.",
]

COLONY_PAGES: tuple[Page, ...] = (
    Page(
        "Colonies: building",
        "With the Colonies option, colony tiles lie under the players: two more than the players "
        "(five at two players; solo, three of four drawn). Each has a track of "
        "seven steps with a white marker on the second. As your main action, pay 3 "
        "megacredit dice to build a colony: it takes the lowest free spot, the marker moves "
        "up if it would sit under a colony, and you take the tile's build bonus at once. "
        "A production bonus adds a die of that colour to every production turn: it is "
        "production like a brown box (the tie-break, the Producer milestone, the wild "
        "token when the pool runs short). Three "
        "tiles open only once a card in play shows a microbe, an animal or a jovian face.",
        _lines(_COLONY_COSTS),
    ),
    Page(
        "Colonies: trading",
        "As your main action, pay 2 dice showing a megacredit, an energy or a titanium and "
        "send your trade fleet to an open tile with no fleet on it. You take the income "
        "under the marker; every colony there gives its owner the colony bonus; then the "
        "marker drops back to just beside the colonies. At the end of each round (solo: "
        "every second turn) fleets come home and markers climb one step, so waiting pays; "
        "hover a tile to see what a trade there gives now. "
        "Colony cards, shuffled into the deck, build a colony or trade without paying, or "
        "add a fleet; colony corporations join the deal (option: one each).",
        _lines(_COLONY_ROUND),
    ),
    Page(
        "Colonies: the tiles",
        "The big game's numbers become dice: one die for every 3 energy, steel, plants, heat "
        "or megacredits, one for every 2 titanium, microbes, animals or floaters (floaters "
        "are jovian faces here), rounded, never less than one die where the original gives "
        "something; cards stay cards. In solo, the money production the big game takes away "
        "becomes one yellow die you give back after each production, the setup's first.",
        _colony_tiles,
    ),
)

PAGES: tuple[Page, ...] = (
    Page(
        "Dice are resources",
        "Your resources are dice. Each colour has a common face (three sides), an uncommon "
        "one (two) and a rare one (one). You never re-roll: a die keeps its face until you "
        "spend it, lose it, or turn it with pink arrows. The pool is finite: when a colour "
        "runs out, no more of it can be gained. Wild tokens pay as any face (never purple).",
        _dice,
    ),
    Page(
        "Your turn",
        "Each turn choose a production turn or an action turn.\n\n"
        "Production: keep at most 3 dice, discard any cards, draw up to 5, then roll every "
        "die in the brown boxes of your corporation and green cards, and ready your blue "
        "cards.\n\n"
        "Action: one support action (gain and roll a die, pay a resource to turn a die or to "
        "draw 2 cards, or a blue card), then one main action (play a card, a standard "
        "project, a blue card, or a second support). Free actions can come any time.",
        _turn,
    ),
    Page(
        "Cards",
        "Pay a card's exact icons, dice or wild tokens, back to the pool. Green cards add to "
        "your production; red cards happen at once and stay in a pile; blue cards give an "
        "action, tapped until your next production turn. Hover or right-click a card on the "
        "table to see it big; your own cards in play are named on your panel; hover a "
        "player to see all their cards.",
        _cards,
    ),
    Page(
        "Terraforming and tiles",
        "Raising temperature or oxygen, or placing an ocean, terraforms: 2 VP (1 VP once that "
        "parameter is complete). Only one tile per area. The tracks carry bonuses for whoever "
        "raises them past the marks. At 5 and 12 VP you take a bonus card at the end of the "
        "turn and play it at once, for free.",
        _map,
    ),
    Page(
        "Awards, milestones, the end",
        "The three award dice name the icons to collect in the costs of the cards you play. "
        "Milestones go to the first player to reach them. When two of oxygen, temperature "
        "and oceans are complete, the end is triggered and every player takes one last turn. "
        "The most VP wins; a tie goes to the most dice in production boxes.",
        _end,
    ),
    *COLONY_PAGES,
)
