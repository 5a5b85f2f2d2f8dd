"""Each hero's panel: player and hero, VP, technique with its cost, talent, the once-a-turn
marks used this turn, equipment, hand size and spoils held."""

from __future__ import annotations

import pygame

from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.art import draw_symbol
from game.ui.cockroach.layout import HERO_H, HERO_W, ROACH_H
from game.ui.cockroach.look import Look, card_box
from game.ui.cockroach.market import render_cost
from game.ui.draw import palette

USED = " (used)"


def render_hero(look: Look, view: RoachObservation, seat: int, acting: bool) -> pygame.Surface:
    colour = look.colour(seat)
    surface = card_box((HERO_W, HERO_H), colour if acting else palette.PANEL_EDGE)
    pygame.draw.rect(surface, colour, pygame.Rect(0, 0, 8, HERO_H), border_radius=4)
    width = HERO_W - 26
    hero_id = view.heroes[seat]
    name = look.line(look.name(seat), colour, width, 15, True)
    surface.blit(name, (16, 6))
    if not hero_id:
        surface.blit(look.line("Choosing a hero\u2026", palette.SAND_DIM, width, 13), (16, 30))
        return surface
    hero = look.c.hero[hero_id]
    rest = width - name.get_width() - 6
    hero_name = look.line(f"\u00b7 {hero.name}", palette.SAND, rest, 13, True)
    surface.blit(hero_name, (name.get_width() + 22, 8))
    mine = view.current == seat and view.phase == "turn"
    cost = render_cost(look, hero.technique_cost.stars, hero.technique_cost.serums)
    surface.blit(look.line("Technique", palette.OCHRE, 80, 11, True), (16, 29))
    surface.blit(cost, (84, 27))
    surface.blit(look.para(hero.technique.text, palette.SAND_DIM, width, 11, 3), (16, 43))
    talent_used = mine and "talent" in view.used
    label = "Talent" + (USED if talent_used else "")
    surface.blit(look.line(label, palette.OCHRE, width, 11, True), (16, 85))
    text_colour = palette.MUTED if talent_used else palette.SAND_DIM
    surface.blit(look.para(hero.talent.text, text_colour, width, 11, 3), (16, 99))
    gear = [
        look.c.card[c].name + (USED if mine and c in view.used else "")
        for c in view.equipment[seat]
    ]
    gear_text = "Equipment: " + (", ".join(gear) if gear else "none")
    surface.blit(look.para(gear_text, palette.SAND, width, 11, 2), (16, 141))
    y = HERO_H - 22
    hand = view.hand_sizes[seat]
    held = look.line(f"Hand: {hand}", palette.SAND_DIM, 70, 12)
    surface.blit(held, (16, y))
    x = 80
    for symbol, n in (("star", view.stars[seat]), ("injury", view.hurts[seat])):
        draw_symbol(surface, symbol, (x + 7, y + 8), 7)
        surface.blit(look.line(str(n), palette.SAND, 30, 13, True), (x + 17, y))
        x += 44
    vp = look.line(f"{view.vp[seat]} VP", palette.OCHRE, 70, 17, True)
    surface.blit(vp, vp.get_rect(bottomright=(HERO_W - 10, HERO_H - 5)))
    return surface


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
