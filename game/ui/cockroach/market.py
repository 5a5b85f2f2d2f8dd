"""The support market: the three face-up cards, each with its picture (equipment an upright
panel, squads a slanted band), name, price in symbols, kind and effect; then the decks."""

from __future__ import annotations

import pygame

from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.art import draw_symbol
from game.ui.cockroach.layout import MARKET, market_card_rect
from game.ui.cockroach.look import Ink, Look, card_box, fit_lines, grows, line_step
from game.ui.draw import palette
from game.ui.draw.pictures import picture
from game.ui.draw.text import at_most, fit_sizes, render_tracked

CARD_PIC = 72
#: The size of a card's picture flying to its taker, and to the discard pile as it resolves.
TAKEN_PIC = 56
RESOLVED_PIC = 40
KIND_WORDS = {"equipment": "Equipment", "squad": "Squad"}


def render_cost(look: Look, stars: int, serums: int) -> pygame.Surface:
    surface = pygame.Surface((12 + 18 * (stars + serums), 18), pygame.SRCALPHA)
    x = 9
    for symbol, n in (("star", stars), ("serum", serums)):
        for _ in range(n):
            draw_symbol(surface, symbol, (x, 9), 7)
            x += 18
    return surface


def card_picture(look: Look, card: str, size: int) -> pygame.Surface:
    return picture("cockroach", "cards", card, (size, size))


@grows
def draw_market_card(look: Look, cid: str, size: tuple[int, int], takeable: bool) -> Ink:
    """One face-up card: picture on the left; name, price and kind, effect on the right."""
    card = look.c.card[cid]
    ink = Ink(card_box(size, palette.OCHRE if takeable else (80, 50, 50)))
    w, h = size
    pic = min(CARD_PIC, h - 10)
    # The name, price and kind keep the standard size (no room beside the picture); the
    # effect under them takes the larger text size where it fits (`grows`).
    with at_most(1.0):
        ink.put(
            f"picture {cid}", card_picture(look, cid, pic), pygame.Rect(4, (h - pic) // 2, pic, pic)
        )
        x = 4 + pic + 6
        width = w - x - 6
        for name_size in (13, 12, 11):
            if look.fonts.get(name_size, True).size(card.name)[0] <= width:
                break
        ink.text(look, card.name, palette.SAND, (x, 4), name_size, True)
        cost = render_cost(look, card.cost.stars, card.cost.serums)
        where = ink.put("cost", cost, cost.get_rect(topleft=(x - 3, 22)))
        kind = KIND_WORDS.get(card.type, card.type)
        ink.text(look, kind, palette.OCHRE, (where.right + 2, 24), 11)
    lines, text_size = fit_lines(look, card.effect.text, width, h - 44, fit_sizes((11, 10, 9)))
    ink.lines(look, lines, palette.SAND_DIM, (x, 42), text_size)
    return ink


def not_dealt(view: RoachObservation) -> bool:
    """Setup has not dealt the cards yet (heroes are being chosen): no deck, no display."""
    return view.phase == "setup" and not view.display and not view.roaches


@grows
def draw_market(look: Look, view: RoachObservation, takeable: set[str]) -> Ink:
    """The market panel, with the record of its words (the cards' own are on their cards)."""
    ink = Ink(card_box(MARKET.size, palette.PANEL_EDGE, (24, 16, 26)))
    surface = ink.surface
    head = render_tracked(look.fonts.get(12, bold=True), "SUPPORT MARKET", palette.OCHRE, 3)
    surface.blit(head, (12, 10))
    if not_dealt(view):
        words = (
            "The support cards are dealt once every hero is chosen: each hero's two starting "
            "squads go to their hand, the rest are shuffled and three turned face up here."
        )
        lines, size = fit_lines(look, words, MARKET.width - 40, 120, (13, 12))
        step = line_step(look.fonts.get(size))
        y = MARKET.height // 2 - len(lines) * step // 2 - 10
        for line in lines:
            text = look.fonts.text(size, line, palette.SAND_DIM)
            ink.texts.append(
                (line, surface.blit(text, text.get_rect(midtop=(MARKET.width // 2, y))))
            )
            y += step
        ink.text(look, "Not dealt yet: heroes first", palette.MUTED, (12, MARKET.height - 24), 12)
        return ink
    for i, cid in enumerate(view.display):
        rect = market_card_rect(i).move(-MARKET.x, -MARKET.y)
        surface.blit(draw_market_card(look, cid, rect.size, cid in takeable).surface, rect)
    deck = (
        f"Deck {view.deck_size} \u00b7 discard {len(view.discard)} \u00b7 "
        f"cockroaches left {view.roach_deck_size}"
    )
    line = look.line(deck, palette.SAND_DIM, MARKET.width - 24, 12)
    ink.texts.append((deck, surface.blit(line, (12, MARKET.height - 24))))
    return ink


def render_market(look: Look, view: RoachObservation, takeable: set[str]) -> pygame.Surface:
    return draw_market(look, view, takeable).surface


def market_key(view: RoachObservation, takeable: set[str]) -> tuple[object, ...]:
    """All that `draw_market` shows: while it stays the same, the market drawn last stands."""
    return (
        not_dealt(view),
        tuple((cid, cid in takeable) for cid in view.display),
        view.deck_size,
        len(view.discard),
        view.roach_deck_size,
    )
