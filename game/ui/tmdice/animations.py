"""Animations driven by the rules' events: dice tumbling from the pool to their owner, dice
spent back to the pool, a die turned, a tile dropping on its area, a card flying to its
player, a parameter step ringed, VP and milestone floats, turn and end-of-game banners.

Each animation draws what it animates; the scene queues them and owns the queue. A tile or
dice on their way are named in their animation's key (`arriving`), so the parts leave them
out until they land."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pygame

from game.rules.core import Event
from game.rules.core.events import read
from game.rules.tmdice import events as E
from game.rules.tmdice.content import FACE_COLOUR, content
from game.ui.draw import palette
from game.ui.draw.anim import Anim, ease
from game.ui.tmdice.arriving import Arriving, dice_key, tile_key, vp_key
from game.ui.tmdice.column import column
from game.ui.tmdice.dice_order import die_order, seat_faces
from game.ui.tmdice.effect_art import draw_arrows
from game.ui.tmdice.hand_layout import CARD_H, CARD_W
from game.ui.tmdice.layout import (
    DIE_BIG,
    HAND,
    HEX_R,
    MAP_CX,
    MAP_CY,
    OXY_X,
    TEMP_X,
    TRAY,
    hex_centre,
    oxy_y,
    pool_point,
    temp_y,
    wild_rect,
)
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.tracks import MARK_R, vp_track
from game.ui.tmdice.tray import tray_dice

C = content()
#: A die rolled or gained: (seat, colour, face; "?" before the face of a die rolled).
Roll = tuple[int, str, str]


@dataclass(frozen=True)
class Stage:
    """What the animations of a moment start from: the drawing kit, the table as it is now
    (the result already shows), the pieces still arriving as last drawn, and the random
    faces a tumbling die shows on its way."""

    pics: Pictures
    sit: Situation
    arriving: Arriving
    rng: random.Random
    #: the tray where the seat at the screen's dice are (narrow beside a big hand)
    tray: pygame.Rect = field(default_factory=TRAY.copy)

    def seat_rect(self, seat: int) -> pygame.Rect:
        return column(self.sit).panels[seat]


def animations(
    stage: Stage, events: list[Event], by_computer: bool, old_tray: int, was_final: int
) -> list[Anim]:
    """The animations of what just happened, in order (``old_tray`` is whose tray was at the
    bottom before, ``was_final`` the turns left then)."""
    out: list[Anim] = []
    rolls: list[Roll] = []
    spent: list[tuple[int, str]] = []
    vp: dict[int, int] = {}
    t = stage

    def flush() -> None:
        if rolls:
            out.append(_roll_anim(t, list(rolls)))
            rolls.clear()
        if spent:
            out.append(_spend_anim(t, list(spent)))
            spent.clear()

    for event in events:
        kind = event.kind
        if kind == "die_rolled":
            rolled = read(event, E.DieRolled)
            rolls.append((rolled["seat"], rolled["colour"], "?" + rolled["face"]))
        elif kind == "die_gained":
            gained = read(event, E.DieGained)
            rolls.append((gained["seat"], gained["colour"], gained["face"]))
        elif kind == "paid":
            paid = read(event, E.Paid)
            spent += [(paid["seat"], face) for face in paid["faces"]]
            spent += [(paid["seat"], "wild")] * paid["wilds"]
        elif kind in ("resource_paid", "resource_lost"):
            resource = read(event, E.Resource)
            spent.append((resource["seat"], resource["face"]))
        elif kind == "die_discarded":
            discarded = read(event, E.DieDiscarded)
            spent += [(discarded["seat"], discarded["face"])] * discarded["n"]
        elif kind == "die_turned":
            turned = read(event, E.DieTurned)
            flush()
            out.append(_turn_anim(t, turned["seat"], turned["face"], turned["to"]))
        elif kind == "tile_placed":
            tile = read(event, E.TilePlaced)
            flush()
            out.append(_tile_anim(t, tile["area"], tile["tile"], tile["seat"]))
        elif kind == "card_played":
            played = read(event, E.CardPlayed)
            flush()
            out.append(_card_anim(t, played["seat"], played["card"], old_tray))
        elif kind == "parameter_raised":
            raised = read(event, E.ParameterRaised)
            flush()
            out.append(_param_anim(raised["param"], raised["step"]))
        elif kind == "vp":
            gain = read(event, E.Vp)
            vp[gain["seat"]] = vp.get(gain["seat"], 0) + gain["n"]
        elif kind == "milestone_claimed":
            claimed = read(event, E.MilestoneClaimed)
            flush()
            name = C.miles[claimed["milestone"]].name
            out.append(_float_anim(t, claimed["seat"], "\u2605 " + name, 0.6))
        elif kind == "turn_started" and by_computer and t.sit.with_bots:
            seat = read(event, E.Turn)["seat"]
            flush()
            out.append(_banner_anim(t, seat, f"{t.sit.name(seat)}'s turn"))
    flush()
    view = t.sit.view
    if was_final < 0 <= view.final_left and not view.solo:
        out.append(_banner_anim(t, None, "Two parameters complete: last round!"))
    for serial, (seat, n) in enumerate(vp.items()):
        if n:
            out.append(_vp_anim(t, seat, n, serial))
    if any(e.kind == "final_scores" for e in events):
        out.append(_banner_anim(t, None, "Final scoring"))
    return out


def _seat_dice_point(t: Stage, seat: int, index: int = 0) -> tuple[float, float]:
    if seat == t.sit.tray_seat:
        dice = tray_dice(t.sit, t.arriving, t.tray)
        if dice:
            return dice[min(index, len(dice) - 1)][1].center
        return (t.tray.x + 40, t.tray.y + 50)
    rect = t.seat_rect(seat)
    return (rect.x + 40 + 20 * index, rect.y + 44)


def _landing(t: Stage, seat: int, face: str, used: set[tuple[int, int]]) -> tuple[float, float]:
    """Where a die of ``face`` new to ``seat`` will show: its slot in the tray, or in the
    player's panel (the last free slot of that face)."""
    if seat == t.sit.tray_seat:
        for i, (f, rect) in reversed(list(enumerate(tray_dice(t.sit, Arriving(), t.tray)))):
            if f == face and (seat, i) not in used:
                used.add((seat, i))
                return rect.center
        return (t.tray.x + 40, t.tray.y + 50)
    rect = t.seat_rect(seat)
    x = rect.x + 22
    counts: dict[str, int] = {}
    for f in seat_faces(t.sit.views[seat]):
        counts[f] = counts.get(f, 0) + 1
    for f, k in sorted(counts.items(), key=lambda fk: die_order(fk[0])):
        if f == face:
            return (x + 21 * (min(k, 3) - 1), rect.y + 40)
        x += 21 * min(k, 3) + (20 if k > 3 else 0) + 3
    return (x, rect.y + 40)


def _roll_anim(t: Stage, rolls: list[Roll]) -> Anim:
    rng = t.rng
    paths = []
    used: set[tuple[int, int]] = set()
    for i, (seat, colour, face) in enumerate(rolls):
        rolled = face.startswith("?")
        face = face.lstrip("?")
        start = pygame.Vector2(pool_point(colour, t.tray))
        end = pygame.Vector2(_landing(t, seat, face, used))
        spin = rng.uniform(540, 900) * rng.choice((-1, 1)) if rolled else 0.0
        faces = [rng.choice(C.faces[colour]) for _ in range(8)] if rolled else [face]
        paths.append((start, end, spin, faces, face, i * 0.06))

    def draw(surface: pygame.Surface, time: float) -> None:
        for start, end, spin, faces, face, delay in paths:
            u = min(1.0, max(0.0, (time - delay) / max(0.01, 1 - delay)))
            p = start.lerp(end, ease(u))
            p.y -= math.sin(math.pi * u) * 40
            if u < 0.8 and len(faces) > 1:
                shown = faces[int(u * 10) % len(faces)]
                angle = spin * (1 - ease(u / 0.8))
            else:
                shown, angle = face, 0.0
            pic = t.pics.die(shown, 30)
            if angle:
                pic = pygame.transform.rotate(pic, angle)
            surface.blit(pic, pic.get_rect(center=(round(p.x), round(p.y))))

    key = dice_key((seat, face.lstrip("?")) for seat, _, face in rolls)
    sound = "roll" if any(f.startswith("?") for _, _, f in rolls) else "place"
    return Anim(0.55, draw, key=key, sound=sound)


def _spend_anim(t: Stage, spent: list[tuple[int, str]]) -> Anim:
    paths = []
    for i, (seat, face) in enumerate(spent):
        start = pygame.Vector2(_seat_dice_point(t, seat, i))
        colour = FACE_COLOUR.get(face, "yellow")
        end = pygame.Vector2(
            pool_point(colour, t.tray) if face != "wild" else wild_rect(t.tray).center
        )
        paths.append((start, end, face))

    def draw(surface: pygame.Surface, time: float) -> None:
        for start, end, face in paths:
            p = start.lerp(end, ease(time))
            pic = t.pics.die(face, 26) if face != "wild" else t.pics.icon("wild", "", 24)
            pic = pic.copy()
            pic.set_alpha(round(255 * (1 - 0.6 * time)))
            surface.blit(pic, pic.get_rect(center=(round(p.x), round(p.y))))

    return Anim(0.35, draw)


def _turn_anim(t: Stage, seat: int, face: str, to: str) -> Anim:
    point = _seat_dice_point(t, seat)
    mine = seat == t.sit.tray_seat
    if mine:
        for f, rect in tray_dice(t.sit, t.arriving, t.tray):
            if f == to:
                point = rect.center
    size = DIE_BIG if mine else 22

    def draw(surface: pygame.Surface, time: float) -> None:
        shown = face if time < 0.5 else to
        k = abs(math.cos(math.pi * time))
        pic = t.pics.die(shown, size)
        pic = pygame.transform.smoothscale(
            pic, (max(1, round(pic.get_width() * k)), pic.get_height())
        )
        cx, cy = point
        back = pygame.Rect(0, 0, size + 8, size + 8)
        back.center = (round(cx), round(cy))
        pygame.draw.rect(surface, palette.PANEL, back, border_radius=6)
        draw_arrows(surface, (cx, cy - size * 0.9), 9)
        surface.blit(pic, pic.get_rect(center=(round(cx), round(cy))))

    return Anim(0.4, draw, sound="flip")


def _tile_anim(t: Stage, area: int, tile: str, seat: int) -> Anim:
    pic = t.pics.tile(tile)
    centre = hex_centre(area)

    def draw(surface: pygame.Surface, time: float) -> None:
        scale = 1.7 - 0.7 * ease(time)
        img = pygame.transform.smoothscale_by(pic, scale)
        img.set_alpha(round(120 + 135 * ease(time)))
        y = centre[1] - (1 - ease(time)) * 30
        surface.blit(img, img.get_rect(center=(round(centre[0]), round(y))))
        if time > 0.6 and seat >= 0:
            ring = round(HEX_R * (0.6 + 0.8 * (time - 0.6)))
            where = (round(centre[0]), round(centre[1]))
            pygame.draw.circle(surface, t.pics.colour(seat), where, ring, 2)

    return Anim(0.4, draw, key=tile_key(area), sound="place")


def _card_anim(t: Stage, seat: int, card: str, tray: int) -> Anim:
    face = t.pics.card_face("project", card, (CARD_W, CARD_H))
    if seat == tray:
        start = pygame.Vector2(HAND.centerx, HAND.y + 90)
    else:
        start = pygame.Vector2(t.seat_rect(seat).midleft)
    end = pygame.Vector2(t.seat_rect(seat).center)
    middle = pygame.Vector2(MAP_CX + 440, 300)

    def draw(surface: pygame.Surface, time: float) -> None:
        if time < 0.45:
            p = start.lerp(middle, ease(time / 0.45))
            scale = 1.0 + 0.5 * ease(time / 0.45)
        else:
            u = (time - 0.45) / 0.55
            p = middle.lerp(end, ease(u))
            scale = 1.5 - 1.2 * ease(u)
        img = pygame.transform.smoothscale_by(face, scale)
        surface.blit(img, img.get_rect(center=(round(p.x), round(p.y))))

    return Anim(0.7, draw, sound="carry")


def _vp_anim(t: Stage, seat: int, n: int, serial: int) -> Anim:
    """The seat's marker moving ``n`` steps up the VP track, "+n VP" riding above it, and
    the same words on its panel."""
    track = vp_track(t.sit)
    vp = t.sit.views[seat].vp
    start, end = track.at(vp - n), track.at(vp)
    mark = t.pics.mark(seat, MARK_R + 1)
    label = t.pics.fonts.text(12, f"+{n} VP", palette.SAND, bold=True)
    chip = pygame.Surface((label.get_width() + 10, label.get_height() + 4), pygame.SRCALPHA)
    pygame.draw.rect(chip, (*palette.PANEL, 235), chip.get_rect(), border_radius=8)
    pygame.draw.rect(chip, t.pics.colour(seat), chip.get_rect(), 1, border_radius=8)
    chip.blit(label, (5, 2))
    panel = t.seat_rect(seat)

    def draw(surface: pygame.Surface, time: float) -> None:
        x = round(start + (end - start) * ease(time))
        pygame.draw.line(surface, t.pics.colour(seat), (start, track.y), (x, track.y), 3)
        surface.blit(mark, mark.get_rect(center=(x, track.y)))
        surface.blit(chip, chip.get_rect(midbottom=(x, track.y - MARK_R - 3)))
        tag = chip.copy()
        tag.set_alpha(round(255 * min(1.0, 3 * (1 - time))))
        surface.blit(tag, tag.get_rect(midright=(panel.right - 80, panel.y + 20 - 8 * time)))

    return Anim(0.5, draw, key=vp_key(seat, n, serial))


def _param_anim(param: str, step: int) -> Anim:
    x = TEMP_X if param == "temperature" else OXY_X
    y = temp_y(step) if param == "temperature" else oxy_y(step)

    def draw(surface: pygame.Surface, time: float) -> None:
        r = round(8 + 14 * time)
        ring = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
        alpha = round(255 * (1 - time))
        pygame.draw.circle(ring, (*palette.LIMB, alpha), (r + 2, r + 2), r, 3)
        surface.blit(ring, ring.get_rect(center=(x, round(y))))

    return Anim(0.3, draw)


def _float_anim(t: Stage, seat: int, text: str, seconds: float) -> Anim:
    label = t.pics.fonts.text(15, text, palette.SAND, bold=True)
    back = pygame.Surface((label.get_width() + 20, label.get_height() + 8), pygame.SRCALPHA)
    pygame.draw.rect(back, (*palette.PANEL, 240), back.get_rect(), border_radius=12)
    pygame.draw.rect(back, t.pics.colour(seat), back.get_rect(), 2, border_radius=12)
    back.blit(label, (10, 4))
    rect = t.seat_rect(seat)

    def draw(surface: pygame.Surface, time: float) -> None:
        pic = back.copy()
        pic.set_alpha(round(255 * min(1.0, 3 * (1 - time))))
        surface.blit(pic, pic.get_rect(midright=(rect.right - 80, rect.y + 20 - 12 * time)))

    return Anim(seconds, draw)


def _banner_anim(t: Stage, seat: int | None, text: str) -> Anim:
    label = t.pics.fonts.text(26, text, palette.SAND, bold=True)
    box = pygame.Surface((label.get_width() + 90, 64), pygame.SRCALPHA)
    pygame.draw.rect(box, (*palette.PANEL, 235), box.get_rect(), border_radius=14)
    edge = t.pics.colour(seat) if seat is not None else palette.OCHRE
    pygame.draw.rect(box, edge, box.get_rect(), 2, border_radius=14)
    if seat is not None:
        mark = t.pics.mark(seat, 13)
        box.blit(mark, mark.get_rect(center=(34, 32)))
    box.blit(label, label.get_rect(midleft=(56, 32)))

    def draw(surface: pygame.Surface, time: float) -> None:
        pic = box.copy()
        pic.set_alpha(round(255 * min(1.0, 4 * time, 4 * (1 - time))))
        surface.blit(pic, pic.get_rect(center=(MAP_CX, MAP_CY)))

    return Anim(0.6, draw)
