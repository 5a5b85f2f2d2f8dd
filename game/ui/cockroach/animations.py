"""Animations driven by the rule events, so the table shows what happened: dice tumble and
land (a re-roll tumbles only the dice that re-roll), a padlock drops onto each die a payment
locks, injuries travel to the cockroach as counters, a cockroach about to die glows, a slain
one is stamped and leaves while the next is turned over into its place, VP fly to the killer
and count up, spoils go to each player, a squad card flies from its player to the pile and
leaves it as it resolves, a card taken from the market flies to its taker, a hero marker
moves across.

Each animation is made from its event and the observations before and after its batch. Those
that show a part of the table themselves hold the still picture back meanwhile (`held_back`):
a cockroach drawn as it was until its injuries land, a VP figure until it is counted. The
queue plays them at the speed setting; Space or a click skips them; none blocks input."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import pygame

from game.rules.cockroach.events import (
    DiceLocked,
    DiceRerolled,
    DiceRolled,
    Injured,
    MarkerMoved,
    PlayerCard,
    RoachDying,
    RoachRevealed,
    RoachSlain,
    SpecialFace,
    SpoilGained,
    SquadPlayed,
    VpStolen,
)
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Event
from game.rules.core.events import read
from game.ui.cockroach.anim_shapes import (
    HoldRoach,
    HoldVp,
    Tumbling,
    arrive,
    banner,
    count_up,
    first_landed,
    flock,
    fly,
    glow,
    leave,
    padlock,
    tumble,
)
from game.ui.cockroach.frame import Held
from game.ui.cockroach.heroes import VP_R, vp_centre
from game.ui.cockroach.layout import (
    MARKET,
    TRAY,
    hero_rect,
    market_card_rect,
    roach_rect,
)
from game.ui.cockroach.look import Look
from game.ui.cockroach.market import CARD_PIC, RESOLVED_PIC, TAKEN_PIC, card_picture
from game.ui.cockroach.reactions import stack_of_plays
from game.ui.cockroach.roaches import PIC, PIC_X, PIC_Y, WOUND_SPOTS, render_roach, roach_key
from game.ui.cockroach.stack import entry_rect
from game.ui.cockroach.tokens import hero_marker, token
from game.ui.cockroach.tray import TOKENS_Y, stack_top
from game.ui.draw import palette
from game.ui.draw.anim import Anim
from game.ui.draw.palette import Colour
from game.ui.draw.parts import Parts
from game.ui.widgets.panel import render_pill

__all__ = ["EventAnimations", "dice_in_motion", "held_back"]

#: Seconds a cockroach about to die glows, at normal speed (as its last injuries land).
DYING = 0.3
#: Seconds a hero marker takes to move to a cockroach, at normal speed.
MARKER = 0.28
#: Seconds between one part of a kill's spoils setting off and the next.
SPOILS_APART = 0.1


@dataclass
class Batch:
    """What an event's animations are made from: the observations before and after its
    batch, the events before it in the batch, and each seat's VP as counted so far."""

    before: RoachObservation
    after: RoachObservation
    done: list[Event] = field(default_factory=list)
    vp: list[int] = field(default_factory=list)

    def slain_at(self) -> int:
        """The place of the cockroach slain last in the batch (its spoils fly from there)."""
        slain = [read(e, RoachSlain)["slot"] for e in self.done if e.kind == "roach_slain"]
        return slain[-1] if slain else 0


class EventAnimations:
    def __init__(
        self,
        look: Look,
        name: Callable[[int], str],
        colour: Callable[[int], Colour],
        kept: Parts | None = None,
    ):
        self.look = look
        self.name = name
        self.colour = colour
        #: Cockroach cards drawn before, by what they show (the still picture has most of
        #: those an animation starts from).
        self.kept = kept if kept is not None else Parts()

    def roach(self, view: RoachObservation, slot: int) -> pygame.Surface:
        """The card of cockroach place `slot` as `view` shows it, unlit."""
        key = roach_key(view, slot)
        return self.kept.get(("roach", slot), key, lambda: render_roach(self.look, view, slot))

    def pill(self, text: str, colour: Colour, size: int = 16) -> pygame.Surface:
        label = self.look.fonts.text(size, text, colour, bold=True)
        pill = render_pill(label, colour, (12, 5))
        back = pygame.Surface(pill.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(back, (*palette.PANEL, 235), back.get_rect(), border_radius=14)
        back.blit(pill, (0, 0))
        return back

    def for_events(
        self, events: list[Event], before: RoachObservation | None, after: RoachObservation
    ) -> list[Anim]:
        """The animations of a batch of events; `before`: the observation before it (None:
        as after)."""
        start = before if before is not None else after
        batch = Batch(start, after, [], list(start.vp))
        out: list[Anim] = []
        # Where the next cockroach turned over into a place just emptied goes in the queue:
        # right after the slain one's card and its VP setting off, so it comes in as soon as
        # the card has left, while the VP and the spoils are counted.
        newcomer_at: dict[int, int] = {}
        for event in events:
            make = MAKERS.get(event.kind)
            if make is not None:
                made = make(self, event, batch)
                slot = read(event, RoachRevealed)["slot"] if event.kind == "roach_revealed" else -1
                at = newcomer_at.pop(slot, len(out))
                out[at:at] = made
                newcomer_at = {s: i + (len(made) if i > at else 0) for s, i in newcomer_at.items()}
                if event.kind == "roach_slain":
                    newcomer_at[read(event, RoachSlain)["slot"]] = at + min(2, len(made))
            batch.done.append(event)
        return out

    def counted(
        self,
        seat: int,
        gain: int,
        batch: Batch,
        start: tuple[int, int],
        read_at: float | None = None,
    ) -> list[Anim]:
        """A VP medal flies from `start` to `seat`'s panel, then its VP count up by `gain`
        (what follows may start `read_at` seconds into the count; None: near its end)."""
        if gain <= 0 or seat >= len(batch.vp):
            return []
        frm = batch.vp[seat]
        batch.vp[seat] = frm + gain
        spot = vp_spot(seat)
        key = HoldVp(seat, frm)
        medal = token(self.look, "vp", VP_R, gain)
        # What follows may start as the medal sets off (the count waits for it to land:
        # nothing else counts the seat's VP meanwhile).
        return [
            fly(medal, start, spot, key=key, next_at=0.0, parts=[("vp", seat)]),
            count_up(
                lambda n: token(self.look, "vp", VP_R, n), frm, frm + gain, spot, key, read_at
            ),
        ]


Make = Callable[[EventAnimations, Event, Batch], list[Anim]]


def vp_spot(seat: int) -> tuple[int, int]:
    """The centre of a hero panel's VP medal on the canvas."""
    x, y = vp_centre()
    rect = hero_rect(seat)
    return (rect.x + x, rect.y + y)


def wound_spot(slot: int, index: int) -> tuple[int, int]:
    fx, fy = WOUND_SPOTS[min(index, len(WOUND_SPOTS) - 1)]
    rect = roach_rect(slot)
    return (rect.x + PIC_X + round(fx * PIC), rect.y + PIC_Y + round(fy * PIC))


def _rolled(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    return [tumble(a.look, list(enumerate(read(event, DiceRolled)["dice"])))]


def _rerolled(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    d = read(event, DiceRerolled)
    return [tumble(a.look, list(zip(d["dice"], d["faces"], strict=True)))]


def _special(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    return [tumble(a.look, [(-1, read(event, SpecialFace)["face"])], special=True)]


def _locked(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    d = read(event, DiceLocked)
    dice = list(d["dice"]) + ([-1] if d["special"] else [])
    return [padlock(dice)] if dice else []


def _held_roach(a: EventAnimations, b: Batch, slot: int) -> HoldRoach | None:
    """The cockroach place as it was before the batch, to draw while an animation shows it."""
    if slot >= len(b.before.roaches):
        return None
    return HoldRoach(slot, a.roach(b.before, slot))


def _injured(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    """Injury counters travel to the cockroach, from the dice (the turn's injuries) or from
    the hero who dealt them (a squad out of turn, spoils used), onto its picture."""
    d = read(event, Injured)
    slot, amount = d["slot"], d["amount"]
    key = _held_roach(a, b, slot)
    if key is None:
        return []
    if d["player"] == b.after.current and b.after.rolled:
        start = (TRAY.x + TRAY.width // 2, TRAY.y + TOKENS_Y + 10)
    else:
        start = hero_rect(d["player"]).center
    first = b.before.roaches[slot].wounds
    mark = token(a.look, "injury", 9)
    trips = [(mark, start, wound_spot(slot, first + i)) for i in range(min(amount, 8))]
    # What follows (the cockroach glowing as it is about to die) may start as the first
    # counter lands: the rest land meanwhile.
    return [flock(trips, key, next_at=first_landed(len(trips)))]


def _dying(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    # What follows (the kill) may start while it still glows: the first pulse says it.
    slot = read(event, RoachDying)["slot"]
    return [glow(roach_rect(slot), palette.RUST_BRIGHT, DYING, next_at=DYING / 3)]


def _slain(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    """The cockroach is stamped and leaves; its VP fly to the killer and count up."""
    d = read(event, RoachSlain)
    slot, killer = d["slot"], d["killer"]
    out: list[Anim] = []
    if slot < len(b.before.roaches):
        shown = b.before.model_copy(deep=True)
        shown.roaches[slot].wounds = a.look.c.roach[d["roach"]].health
        card = render_roach(a.look, shown, slot)
        stamp = a.pill(f"Slain by {a.name(killer)}", a.colour(killer), 15)
        # The card is the animation's alone to draw: as it lifts off, the place is empty.
        out.append(leave(card, roach_rect(slot), stamp, HoldRoach(slot, None)))
    # The spoils set off as the killer's VP count up: all of it is the killer's reward.
    return out + a.counted(killer, d["vp"], b, roach_rect(slot).center, read_at=0.0)


def _revealed(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    """The next cockroach is turned over into the place."""
    slot = read(event, RoachRevealed)["slot"]
    if slot >= len(b.after.roaches):
        return []
    card = a.roach(b.after, slot)
    return [arrive(card, roach_rect(slot), HoldRoach(slot, None))]


def _dealt(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    out = []
    for slot in range(len(b.after.roaches)):
        card = a.roach(b.after, slot)
        out.append(arrive(card, roach_rect(slot), HoldRoach(slot, None)))
    return out


def _spoil(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    """A part of the spoils goes to its player: counters, or VP counted up."""
    d = read(event, SpoilGained)
    start = roach_rect(b.slain_at()).center
    if d["kind"] == "vp":
        return a.counted(d["player"], d["amount"], b, start)
    mark = token(a.look, d["kind"], 10)
    end = hero_rect(d["player"]).midbottom
    trips = [(mark, start, (end[0], end[1] - 14)) for _ in range(min(d["amount"], 6))]
    # The spoils of one kill fly out together, and the next move need not wait for them to
    # land: they go to one player's panel, where nothing else is shown meanwhile.
    return [flock(trips, None, next_at=SPOILS_APART)]


def _stolen(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    d = read(event, VpStolen)
    return a.counted(d["player"], d["amount"], b, vp_spot(d["target"]))


def _squad(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    """The card flies from its player's hand to the top of the pile, named as it goes."""
    d = read(event, SquadPlayed)
    plays = stack_of_plays(b.after)
    top = entry_rect(0, max(1, len(plays)), stack_top(b.after))
    picture = card_picture(a.look, d["card"], CARD_PIC)
    words = f"{a.name(d['player'])} plays {a.look.c.card[d['card']].name}"
    said = banner(a.pill(words, a.colour(d["player"]), 18), TRAY.y - 22)
    start = hero_rect(d["player"]).center
    # The words show while the card flies (the banner starts with it).
    end = (top.x + 20, top.centery)
    return [fly(picture, start, end, lift=60, duration=0.5, next_at=0.0), said]


def _resolves(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    """The top card of the pile glows and goes to the discard pile."""
    d = read(event, PlayerCard)
    waiting = len(stack_of_plays(b.before)) or 1
    top = entry_rect(0, waiting, stack_top(b.before))
    picture = card_picture(a.look, d["card"], RESOLVED_PIC)
    discard = (MARKET.x + MARKET.width // 2, MARKET.bottom - 14)
    shine = glow(top, a.colour(d["player"]), 0.3, next_at=0.15)
    return [shine, fly(picture, (top.x + 20, top.centery), discard)]


def _acquired(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    d = read(event, PlayerCard)
    if d["card"] not in b.before.display:
        return []
    start = market_card_rect(b.before.display.index(d["card"])).center
    picture = card_picture(a.look, d["card"], TAKEN_PIC)
    return [fly(picture, start, hero_rect(d["player"]).center)]


def _moved(a: EventAnimations, event: Event, b: Batch) -> list[Anim]:
    d = read(event, MarkerMoved)
    player, slot = d["player"], d["slot"]
    was = b.before.markers[player] if player < len(b.before.markers) else -1
    if slot >= len(b.after.roaches) or was == slot:
        return []
    start = roach_rect(was).center if was >= 0 else hero_rect(player).midtop
    marker = hero_marker(a.look, player, 12)
    end = roach_rect(slot).center
    return [fly(marker, start, end, lift=30, duration=MARKER, parts=[("marker", player)])]


MAKERS: dict[str, Make] = {
    "dealt": _dealt,
    "dice_rolled": _rolled,
    "dice_rerolled": _rerolled,
    "special_rolled": _special,
    "special_set": _special,
    "dice_locked": _locked,
    "injured": _injured,
    "roach_dying": _dying,
    "roach_slain": _slain,
    "roach_revealed": _revealed,
    "spoil_gained": _spoil,
    "vp_stolen": _stolen,
    "squad_played": _squad,
    "squad_resolves": _resolves,
    "card_acquired": _acquired,
    "marker_moved": _moved,
}


def dice_in_motion(keys: Iterable[object]) -> frozenset[int]:
    """The dice the animations of the queue (`keys`: theirs) tumble, playing or waiting:
    the tray leaves out their still picture."""
    return frozenset(die for key in keys if isinstance(key, Tumbling) for die in key.dice)


def held_back(items: Iterable[Anim]) -> tuple[Held, object]:
    """What the animations playing or waiting hold back on the still picture (the first to
    hold a part wins), and a key that changes when that does."""
    roaches: dict[int, pygame.Surface | None] = {}
    vp: dict[int, int] = {}
    keys = [anim.key for anim in items if anim.key is not None]
    for key in keys:
        if isinstance(key, HoldRoach) and key.slot not in roaches:
            roaches[key.slot] = key.picture
        elif isinstance(key, HoldVp) and key.seat not in vp:
            vp[key.seat] = key.vp
    tumbling = dice_in_motion(keys)
    summary = (tuple((s, id(p)) for s, p in roaches.items()), tuple(vp.items()), tumbling)
    return Held(roaches, vp, tumbling), summary
