"""The Colonies module's choices in the action panel (002): at the main action, "Colony"
(a standard project: 3 megacredit dice) and "Trade" (2 dice of megacredit, energy or
titanium) beside the standard projects; then the tile (a button per tile, or a click on the
colony tiles), then the payment when there is more than one way (the trade's three
alternatives, wild tokens standing in). A card's free colony or trade and the solo setup's
tile to put back are chosen the same way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.tmdice import actions as A
from game.rules.tmdice import figures
from game.rules.tmdice.state import PendingView
from game.ui.tmdice.buttons import Button, Groups, Icon, PanelCommand, build_buttons
from game.ui.tmdice.colonies_view import gains_words, tile_actions
from game.ui.tmdice.colony_pick import PickColony
from game.ui.tmdice.column import colony_tiles_shown

if TYPE_CHECKING:
    from game.ui.tmdice.table import TMDiceTable

ColonyAction = A.BuildColony | A.TradeColony
BUILD_FACE, BUILD_COST = figures.COLONY_BUILD
TRADE_COST = figures.COLONY_TRADE_COST
TRADE_FACES = figures.COLONY_TRADE_FACES
STANDARD_HEAD = "STANDARD PROJECTS"


def build(t: TMDiceTable) -> tuple[str, Groups]:
    """The action panel's title and buttons, with the Colonies module's choices in."""
    view = t.view
    if view.colonies is None or view.phase == "over" or t.holding or not t.human_to_act():
        return build_buttons(t)
    top = t.top_pending()
    if top is not None and top.kind == "module":
        decision = _module_buttons(t, top)
        if decision is not None:
            return decision
    if t.colony_pick is not None and top is None and view.step == "main":
        choice = _pick_buttons(t, t.colony_pick)
        if choice is not None:
            return choice
    t.colony_pick = None
    title, groups = build_buttons(t)
    if top is None and view.step == "main" and t.choosing is None:
        groups = _with_colony_buttons(t, groups)
    return title, groups


def options(t: TMDiceTable, mode: str, tile: str = "") -> list[ColonyAction]:
    """The legal builds or trades (on ``tile``, if given), the fewest wild tokens first, then
    the payment faces in 002's order (megacredits, energy, titanium)."""
    kind = A.BuildColony if mode == "build" else A.TradeColony
    out = [a for a in t.legal() if isinstance(a, kind) and (not tile or a.tile == tile)]

    def order(a: ColonyAction) -> tuple[int, int]:
        face = TRADE_FACES.index(a.pay) if isinstance(a, A.TradeColony) and a.pay else 0
        return a.wilds, face

    return sorted(out, key=order)


def press(t: TMDiceTable, command: PickColony) -> None:
    """A colony button: start a build or a trade (choose the tile next), or pick a tile."""
    if not command.tile:
        t.colony_pick = command
        t.message = ""  # the panel asks for the tile; the status line keeps hover words
        t.state_changed()
        return
    choose_tile(t, command.mode, command.tile)


def choose_tile(t: TMDiceTable, mode: str, tile: str) -> None:
    """One way to pay takes the build or trade at once; several open the payment choice."""
    ways = options(t, mode, tile)
    if not ways:
        t.say(f"You cannot {mode} there now.", error=True)
        return
    if len(ways) == 1:
        t.colony_pick = None
        t.try_action(ways[0])
        return
    t.colony_pick = PickColony("build" if mode == "build" else "trade", tile)
    t.message = ""
    t.state_changed()


def click_tile(t: TMDiceTable, tile: str) -> bool:
    """A click on a colony tile: the choice it stands for now (True when it was one)."""
    actions = tile_actions(t, tile)
    if not actions:
        return False
    top = t.top_pending()
    if top is not None and top.kind == "module":
        t.try_action(actions[0])
        return True
    pick = t.colony_pick
    if pick is not None:
        choose_tile(t, pick.mode, tile)
    return True


def _why_not_build(t: TMDiceTable) -> str:
    c = t.view.colonies
    seat = t.view.current
    assert c is not None
    if not any(
        c.marker.get(tile, -1) >= 0
        and seat not in c.colonies.get(tile, [])
        and len(c.colonies.get(tile, [])) < figures.COLONY_SPOTS
        for tile in c.tiles
    ):
        return "No open colony tile has a free spot for a colony of yours."
    p = t.views[seat]
    have = p.dice.get(BUILD_FACE, 0)
    return f"A colony costs {BUILD_COST} {BUILD_FACE} dice; you have {have} and {p.wild} wild."


def _why_not_trade(t: TMDiceTable) -> str:
    c = t.view.colonies
    seat = t.view.current
    assert c is not None
    if "" not in c.fleets[seat]:
        return "Your trade fleet is out: fleets come home at the end of the round."
    if not any(
        c.marker.get(tile, -1) >= 0 and not any(tile in f for f in c.fleets) for tile in c.tiles
    ):
        return "No open colony tile is free of a trade fleet."
    return f"A trade costs {TRADE_COST} dice of megacredit, energy or titanium (wilds stand in)."


def _with_colony_buttons(t: TMDiceTable, groups: Groups) -> Groups:
    """Colony and Trade beside the standard projects (002: building a colony is one)."""
    builds, trades = options(t, "build"), options(t, "trade")
    build_tip = (
        f"Build a colony: pay {BUILD_COST} {BUILD_FACE} dice (wild tokens stand in), then "
        "choose the tile; its build bonus comes at once."
        if builds
        else _why_not_build(t)
    )
    faces = ", ".join(TRADE_FACES[:-1]) + f" or {TRADE_FACES[-1]}"
    trade_tip = (
        f"Trade: pay {TRADE_COST} dice of {faces}, then choose the tile your fleet goes to; "
        "hover a tile to see what it gives now."
        if trades
        else _why_not_trade(t)
    )
    buttons = [
        Button(
            f"\u00d7{BUILD_COST} Colony",
            (("die", BUILD_FACE),),
            action=builds[0] if builds else None,
            command=PickColony("build"),
            tip=build_tip,
            enabled=bool(builds),
        ),
        Button(
            f"\u00d7{TRADE_COST} Trade",
            tuple(("die", face) for face in TRADE_FACES),
            action=trades[0] if trades else None,
            command=PickColony("trade"),
            tip=trade_tip,
            enabled=bool(trades),
        ),
    ]
    out = list(groups)
    for i, (head, items) in enumerate(out):
        if head == STANDARD_HEAD:
            out[i] = (f"{STANDARD_HEAD} \u00b7 COLONIES", [*items, *buttons])
            return out
    return [("COLONIES", buttons), *out]


def _tile_tip(t: TMDiceTable, mode: str, tile: str) -> str:
    if mode == "trade":
        return gains_words(t, tile)
    return f"{figures.colony_tile(tile).name}: {figures.colony_tile(tile).text}"


def _pick_buttons(t: TMDiceTable, pick: PickColony) -> tuple[str, Groups] | None:
    """Choosing the tile of a build or trade, then (several ways to pay) its payment."""
    cancel = Button("Cancel", command=PanelCommand.CANCEL)
    if not pick.tile:
        rows = []
        for tile in colony_tiles_shown(t):
            ways = options(t, pick.mode, tile)
            if ways:
                rows.append(
                    Button(
                        figures.colony_tile(tile).name,
                        action=ways[0],
                        command=PickColony(pick.mode, tile),
                        tip=_tile_tip(t, pick.mode, tile),
                    )
                )
        if not rows:
            return None
        if pick.mode == "build":
            title = f"Colony ({BUILD_COST} {BUILD_FACE} dice): which tile?"
        else:
            title = f"Trade ({TRADE_COST} dice of one face): which tile?"
        return title, [("CLICK A LIT COLONY TILE, OR", rows), ("", [cancel])]
    ways = options(t, pick.mode, pick.tile)
    if not ways:
        return None
    name = figures.colony_tile(pick.tile).name
    rows = []
    for i, a in enumerate(ways):
        face = a.pay if isinstance(a, A.TradeColony) else BUILD_FACE
        need = TRADE_COST if isinstance(a, A.TradeColony) else BUILD_COST
        icons: tuple[Icon, ...] = (("die", face),) * (need - a.wilds) + (("wild", ""),) * a.wilds
        text = face if not a.wilds else f"{face}, {a.wilds} wild"
        rows.append(Button(text, icons, action=a, primary=i == 0, tip=t.describe(a)))
    verb = "Trade with" if pick.mode == "trade" else "Colony on"
    return f"{verb} {name}: how to pay?", [("WHICH DICE AND WILDS PAY", rows), ("", [cancel])]


def _module_buttons(t: TMDiceTable, top: PendingView) -> tuple[str, Groups] | None:
    """A card's free colony or trade, or the solo setup's tile to put back: a button per
    tile (a click on the tile does the same)."""
    legal = t.legal()
    rows = []
    title = ""
    for a in legal:
        if isinstance(a, A.BuildColony):
            title = "A free colony: which tile?"
            rows.append(
                Button(
                    figures.colony_tile(a.tile).name, action=a, tip=_tile_tip(t, "build", a.tile)
                )
            )
        elif isinstance(a, A.TradeColony):
            title = "A free trade: which tile?"
            rows.append(
                Button(figures.colony_tile(a.tile).name, action=a, tip=gains_words(t, a.tile))
            )
        elif isinstance(a, A.ReturnColonyTile):
            title = "Solo: put one colony tile back"
            name = figures.colony_tile(a.tile).name
            rows.append(
                Button(f"Put {name} back", action=a, wide=True, tip=_tile_tip(t, "build", a.tile))
            )
    if not rows:
        return None
    return title, [("CLICK A LIT COLONY TILE, OR", rows)]
