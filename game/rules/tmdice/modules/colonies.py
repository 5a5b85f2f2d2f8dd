"""Colonies (002), as a module: colony tiles with a track and a white marker, a trade fleet per
player, building a colony (a standard project) and trading (a new main action), the colony
production at the round's end, and the solo rules (keep 3 of 4 tiles, a yellow die less).

Its state is `ColoniesState` (in ../state.py, so that the observation can carry it: all of it
is public). The tiles are data (`colonies_tiles`); the dice costs and every conversion from the
big game are in assets/data/tmdice/DECISIONS.md, "Colonies".
"""

from __future__ import annotations

from typing import Any, TypedDict

from game.rules.core import Event
from game.rules.tmdice.actions import (
    Action,
    BuildColony,
    DiscardCard,
    ReturnColonyTile,
    TradeColony,
)
from game.rules.tmdice.content import ColonyEffect, Effect, FleetEffect, TradeEffect
from game.rules.tmdice.events import EVENT_DATA, CardId, DieMissing, Seat, emit
from game.rules.tmdice.goals import GROWTH_EVENTS
from game.rules.tmdice.modules.base import Module
from game.rules.tmdice.modules.colonies_tiles import (
    MAX_COLONIES,
    START_STEP,
    TRACK,
    colony_tiles,
    trade_income,
)
from game.rules.tmdice.resources import pay, remove_face
from game.rules.tmdice.state import ColoniesState, Options, Pending, TMState
from game.rules.tmdice.tables import C
from game.rules.tmdice.triggers import fire

BUILD_FACE = "megacredit"
BUILD_COST = 3  # dice showing a megacredit (17 M€ / about 3 M€ a die, rounded down: a die of
# the colony's own production comes with it)
TRADE_FACES = ("megacredit", "energy", "titanium")  # 002: 9 M€, 3 energy or 3 titanium
TRADE_COST = 2  # dice of one of those faces
SOLO_TILES = 4  # solo: draw 4, keep 3
SOLO_DEBT = 1  # solo: "reduce M€ production 2 steps" -> one yellow die a production turn
DEBT_FACES = ("megacredit", "science", "jovian")  # which yellow die goes back, by preference
PLAY_KEYS = frozenset({"play_green", "play_red", "play_blue"})


class ColonyAt(TypedDict):
    seat: int
    tile: str
    spot: int


class TradeAt(TypedDict):
    seat: int
    tile: str
    step: int


class TileId(TypedDict):
    tile: str


class Nothing(TypedDict):
    pass


EVENT_DATA.update(
    {
        "colony_tiles": Nothing,
        "colony_tile_returned": TileId,
        "colony_tile_opened": TileId,
        "colony_built": ColonyAt,
        "colony_traded": TradeAt,
        "colony_production_lost": Seat,
        "colonies_round_end": Nothing,
        "colony_fleet_added": Seat,
    }
)
# a colony's build bonus or a trade's income may be a production die: dice production (the
# Producer milestone) may have grown
GROWTH_EVENTS.update({"colony_built", "colony_traded"})


def colonies_of(s: TMState) -> ColoniesState:
    """The Colonies state of a game played with them."""
    state = s.modules["colonies"]
    assert isinstance(state, ColoniesState)
    return state


def tiles_for(players: int) -> int:
    """Colony tiles in play (002): players + 2, but 5 at two players; solo keeps 3."""
    if players == 1:
        return SOLO_TILES - 1
    return 5 if players == 2 else players + 2


def can_build(c: ColoniesState, tile: str, seat: int) -> bool:
    """An open tile with a free spot where `seat` has no colony yet (002: 3 a tile, one per
    player a tile)."""
    here = c.colonies[tile]
    return c.marker[tile] >= 0 and len(here) < MAX_COLONIES and seat not in here


def can_trade(c: ColoniesState, tile: str, seat: int) -> bool:
    """A fleet of `seat`'s is at home and the tile is open with no fleet on it."""
    return "" in c.fleets[seat] and c.marker[tile] >= 0 and not any(tile in f for f in c.fleets)


def payments(dice: dict[str, int], wild: int, face: str, need: int) -> list[int]:
    """The numbers of wild tokens that can stand in for `need` dice showing `face`."""
    have = dice.get(face, 0)
    low = max(0, need - have)
    return list(range(low, min(need, wild) + 1))


def shows_face(cid: str, face: str) -> bool:
    """A card in play 'may collect' a resource when its cost shows that face."""
    return face in C.cards[cid].cost


def open_tiles(s: TMState, ev: list[Event]) -> None:
    """Open every closed tile whose resource a card in play now shows (002: the marker goes
    to the second step at once)."""
    c = colonies_of(s)
    closed = [t for t in c.tiles if c.marker[t] < 0]
    if not closed:
        return
    played = [cid for p in s.players_state for cid in p.played]
    for tid in closed:
        face = colony_tiles()[tid].needs
        if face is not None and any(shows_face(cid, face) for cid in played):
            c.marker[tid] = START_STEP
            ev.append(emit("colony_tile_opened", TileId(tile=tid)))


def round_end(s: TMState, ev: list[Event]) -> None:
    """002's colony production: fleets come home; each open marker moves one step up."""
    c = colonies_of(s)
    c.fleets = [["" for _ in fleets] for fleets in c.fleets]
    for tid in c.tiles:
        if c.marker[tid] >= 0:
            c.marker[tid] = min(TRACK - 1, c.marker[tid] + 1)
    ev.append(emit("colonies_round_end", Nothing()))


def is_round_end(s: TMState) -> bool:
    """After the last player in turn order; in solo, after every second turn."""
    if s.solo:
        return s.turns % 2 == 0
    return s.current == (s.first - 1) % s.players


def place_tiles(c: ColoniesState, tiles: list[str]) -> None:
    c.tiles = list(tiles)
    for tid in tiles:
        c.marker[tid] = -1 if colony_tiles()[tid].needs else START_STEP
        c.colonies[tid] = []


class Colonies(Module):
    name = "colonies"
    state_model = ColoniesState

    def enabled(self, options: Options) -> bool:
        return options.colonies

    def setup(self, s: TMState, ev: list[Event]) -> None:
        c = colonies_of(s)
        n = s.players
        c.fleets = [[""] for _ in range(n)]
        c.production = [[] for _ in range(n)]
        c.debt = [SOLO_DEBT if s.solo else 0 for _ in range(n)]
        c.builds = [0] * n
        c.trades = [0] * n
        # 002: the colony cards are shuffled into the project deck
        s.deck.extend(C.colony_cards)
        s.rng.shuffle(s.deck)
        ids = list(colony_tiles())
        s.rng.shuffle(ids)
        if s.solo:
            c.offered = ids[:SOLO_TILES]
            s.pending.append(Pending(kind="module", module=self.name, seat=0, then="return"))
        else:
            place_tiles(c, ids[: tiles_for(n)])
        ev.append(emit("colony_tiles", Nothing(), reveal=True))

    def decision_options(self, s: TMState, top: Pending) -> list[Action]:
        c = colonies_of(s)
        if top.then == "return":
            return [ReturnColonyTile(t) for t in c.offered]
        if top.then == "colony":  # a card's colony: any tile you could build on, free
            return [BuildColony(t) for t in c.tiles if can_build(c, t, top.seat)]
        if top.then == "trade":  # a card's trade: free, with a fleet of yours at home
            return [TradeColony(t, "") for t in c.tiles if can_trade(c, t, top.seat)]
        if top.then == "discard":  # Pluto's colony bonus: discard a card after the draw
            return [DiscardCard(cid) for cid in sorted(set(s.players_state[top.seat].hand))]
        return []

    def resolve(self, s: TMState, top: Pending, action: Action, ev: list[Event]) -> None:
        c = colonies_of(s)
        if isinstance(action, ReturnColonyTile):
            place_tiles(c, [t for t in c.offered if t != action.tile])
            c.offered = []
            ev.append(emit("colony_tile_returned", TileId(tile=action.tile)))
            open_tiles(s, ev)
        elif isinstance(action, BuildColony):
            build(s, top.seat, action, ev, free=True)
        elif isinstance(action, TradeColony):
            trade(s, top.seat, action, ev)
        elif isinstance(action, DiscardCard):
            s.players_state[top.seat].hand.remove(action.card)
            s.discard.append(action.card)
            ev.append(emit("card_discarded", CardId(seat=top.seat, card=action.card)))

    def deal_corporations(
        self, s: TMState, hands: list[list[str]], box: list[str]
    ) -> tuple[list[list[str]], list[str]]:
        """002: the colony corporations join the others; its variant deals each player one
        colony corporation and one other."""
        colony = list(C.colony_corps)
        s.rng.shuffle(colony)
        if s.options.colony_corps:
            dealt = [[colony[seat], hand[0]] for seat, hand in enumerate(hands)]
            rest = [hand[1] for hand in hands] + box + colony[len(hands) :]
            return dealt, sorted(rest)
        every = [c for hand in hands for c in hand] + box + colony
        s.rng.shuffle(every)
        n = len(hands)
        return [every[2 * k : 2 * k + 2] for k in range(n)], every[2 * n :]

    def corporation_groups(self, s: TMState) -> list[list[str]]:
        """002's variant deals one colony corporation and one other: a sampled world too."""
        if not s.options.colony_corps:
            return []
        return [sorted(C.colony_corps), sorted(c.id for c in C.corporations)]

    def do_effect(
        self, s: TMState, seat: int, effect: Effect, source: str, ev: list[Event]
    ) -> bool:
        if isinstance(effect, FleetEffect):
            colonies_of(s).fleets[seat].append("")
            ev.append(emit("colony_fleet_added", Seat(seat=seat)))
            return True
        if isinstance(effect, ColonyEffect | TradeEffect):
            then = "colony" if isinstance(effect, ColonyEffect) else "trade"
            s.pending.append(Pending(kind="module", module=self.name, seat=seat, then=then))
            return True
        return False

    def window_actions(self, s: TMState) -> list[Action]:
        c = colonies_of(s)
        seat = s.current
        p = s.players_state[seat]
        out: list[Action] = []
        for tid in c.tiles:
            if can_build(c, tid, seat):
                for w in payments(p.dice, p.wild, BUILD_FACE, BUILD_COST):
                    out.append(BuildColony(tid, w))
        for tid in c.tiles:
            if can_trade(c, tid, seat):
                for face in TRADE_FACES:
                    for w in payments(p.dice, p.wild, face, TRADE_COST):
                        out.append(TradeColony(tid, face, w))
        return out

    def apply_action(self, s: TMState, action: Action, ev: list[Event]) -> bool:
        seat = s.current
        if isinstance(action, BuildColony):
            build(s, seat, action, ev)
            return True
        if isinstance(action, TradeColony):
            trade(s, seat, action, ev)
            return True
        return False

    def on_event(self, s: TMState, key: str, seat: int, ev: list[Event]) -> None:
        if key in PLAY_KEYS:
            open_tiles(s, ev)

    def production(self, s: TMState, seat: int) -> list[str]:
        """The production dice colonies gave `seat`: part of its production (a short pool
        of them pays the wild token too; they count as dice production)."""
        return colonies_of(s).production[seat]

    def after_production(self, s: TMState, seat: int, ev: list[Event]) -> None:
        give_back_debt(s, seat, ev)

    def end_of_turn(self, s: TMState, ev: list[Event]) -> None:
        if is_round_end(s):
            round_end(s, ev)

    def observe(self, s: TMState, player: int) -> dict[str, Any]:
        return {"colonies": colonies_of(s).model_copy(deep=True)}


def build(s: TMState, seat: int, a: BuildColony, ev: list[Event], free: bool = False) -> None:
    """002, building a colony: the lowest free spot, the marker up if it must, the bonus."""
    c = colonies_of(s)
    tile = colony_tiles()[a.tile]
    if not free:
        pay(s, seat, ((BUILD_FACE, BUILD_COST),), (BUILD_FACE,) * a.wilds, ev)
    here = c.colonies[a.tile]
    here.append(seat)
    c.marker[a.tile] = max(c.marker[a.tile], len(here))
    c.builds[seat] += 1
    ev.append(emit("colony_built", ColonyAt(seat=seat, tile=a.tile, spot=len(here) - 1)))
    if tile.build_production:
        c.production[seat].append(tile.build_production)
    if tile.build:
        s.pending.append(Pending(kind="effects", seat=seat, source="cards", effects=tile.build))
    fire(s, "colony", seat, ev)


def trade(s: TMState, seat: int, a: TradeColony, ev: list[Event]) -> None:
    """002, trading: pay, park the fleet, the income at the marker, every colony owner's
    colony bonus, then the marker back next to the colonies."""
    c = colonies_of(s)
    tile = colony_tiles()[a.tile]
    if a.pay:  # a card's trade is free
        pay(s, seat, ((a.pay, TRADE_COST),), (a.pay,) * a.wilds, ev)
    fleets = c.fleets[seat]
    fleets[fleets.index("")] = a.tile
    step = c.marker[a.tile]
    c.trades[seat] += 1
    ev.append(emit("colony_traded", TradeAt(seat=seat, tile=a.tile, step=step)))
    owners = c.colonies[a.tile]
    # pushed last-first, so the trader's income resolves first, then the owners' bonuses
    for owner in reversed(owners):
        if tile.colony_discard:
            s.pending.append(Pending(kind="module", module="colonies", seat=owner, then="discard"))
        s.pending.append(
            Pending(kind="effects", seat=owner, source="cards", effects=tile.colony_bonus)
        )
    effects, production = trade_income(tile, step)
    c.production[seat].extend(production)
    if effects:
        s.pending.append(Pending(kind="effects", seat=seat, source="cards", effects=effects))
    c.marker[a.tile] = len(owners)
    fire(s, "trade", seat, ev)


def give_back_debt(s: TMState, seat: int, ev: list[Event]) -> None:
    """Solo, after every production, the setup's included (002: "start by reducing M€
    production 2 steps", and the setup rolls the brown boxes): a yellow die back to the pool."""
    c = colonies_of(s)
    dice = s.players_state[seat].dice
    for _ in range(c.debt[seat]):
        face = next((f for f in DEBT_FACES if dice.get(f, 0) > 0), None)
        if face is None:
            ev.append(emit("die_missing", DieMissing(seat=seat, colour="yellow")))
            continue
        remove_face(s, seat, face)
        ev.append(emit("colony_production_lost", Seat(seat=seat)))
