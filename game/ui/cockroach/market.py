"""The support market: the three face-up cards with cost and effect, the deck and discard."""

from __future__ import annotations

import pygame

from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.art import draw_symbol
from game.ui.cockroach.layout import MARKET, market_card_rect
from game.ui.cockroach.look import Look, card_box
from game.ui.draw import palette
from game.ui.draw.text import render_tracked


def render_cost(look: Look, stars: int, serums: int) -> pygame.Surface:
    surface = pygame.Surface((12 + 18 * (stars + serums), 18), pygame.SRCALPHA)
    x = 9
    for symbol, n in (("star", stars), ("serum", serums)):
        for _ in range(n):
            draw_symbol(surface, symbol, (x, 9), 7)
            x += 18
    return surface


def render_market(look: Look, view: RoachObservation, takeable: set[str]) -> pygame.Surface:
    surface = card_box(MARKET.size, palette.PANEL_EDGE, (24, 16, 26))
    head = render_tracked(look.fonts.get(12, bold=True), "SUPPORT MARKET", palette.OCHRE, 3)
    surface.blit(head, (12, 10))
    for i, cid in enumerate(view.display):
        card = look.c.card[cid]
        rect = market_card_rect(i).move(-MARKET.x, -MARKET.y)
        box = card_box(rect.size, palette.OCHRE if cid in takeable else (80, 50, 50))
        width = rect.width - 16
        cost = render_cost(look, card.cost.stars, card.cost.serums)
        box.blit(cost, cost.get_rect(topright=(rect.width - 6, 6)))
        kind = "Equipment" if card.type == "equipment" else "Squad"
        title = look.line(card.name, palette.SAND, width - cost.get_width() - 4, 14, True)
        box.blit(title, (8, 5))
        box.blit(look.line(kind, palette.OCHRE, 90, 11), (8, 23))
        box.blit(look.para(card.effect.text, palette.SAND_DIM, width, 11, 2), (8, 38))
        surface.blit(box, rect)
    deck = (
        f"Deck {view.deck_size} \u00b7 discard {len(view.discard)} \u00b7 "
        f"cockroaches left {view.roach_deck_size}"
    )
    surface.blit(look.line(deck, palette.SAND_DIM, MARKET.width - 24, 12), (12, MARKET.height - 24))
    return surface
