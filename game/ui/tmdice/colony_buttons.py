"""The Colonies module's choices in the action panel (002): at the main action, "Colony"
(a standard project: 3 megacredit dice) and "Trade" (2 dice of megacredit, energy or
titanium) beside the standard projects; then the tile (a button per tile, or a click on the
colony tiles), then the payment when there is more than one way (the trade's three
alternatives, wild tokens standing in). A card's free colony or trade and the solo setup's
tile to put back are chosen the same way. This is the panel's whole offer: the standard
offer of `buttons`, with the module's choices in. No pygame."""

from __future__ import annotations

from dataclasses import replace

from game.rules.tmdice import actions as A
from game.rules.tmdice import figures
from game.ui.tmdice.action_words import describe
from game.ui.tmdice.buttons import build_buttons, payment_options
from game.ui.tmdice.colony_words import colony_tiles_shown, gains_words
from game.ui.tmdice.commands import Button, Groups, Icon, PanelCommand, PickColony
from game.ui.tmdice.model import Choice, TableModel
from game.ui.tmdice.situation import Situation

ColonyAction = A.BuildColony | A.TradeColony
BUILD_FACE, BUILD_COST = figures.COLONY_BUILD
TRADE_COST = figures.COLONY_TRADE_COST
TRADE_FACES = figures.COLONY_TRADE_FACES
STANDARD_HEAD = "STANDARD PROJECTS"


def _modules_offer(sit: Situation) -> bool:
    """The module's choices may be offered: it is in the game, and the person at the screen
    is choosing (not the final scoring, nor a held turn)."""
    view = sit.view
    return view.colonies is not None and view.phase != "over" and not sit.holding and sit.to_act


def build(sit: Situation, model: TableModel) -> tuple[str, Groups]:
    """The action panel's title and buttons, with the Colonies module's choices in."""
    if not _modules_offer(sit):
        return build_buttons(sit, model)
    top = sit.top
    if top is not None and top.kind == "module":
        decision = _module_buttons(sit)
        if decision is not None:
            return decision
    if model.colony is not None and top is None and sit.view.step == "main":
        choice = _pick_buttons(sit, model.colony)
        if choice is not None:
            return choice
    title, groups = build_buttons(sit, model)
    if top is None and sit.view.step == "main" and model.paying is None:
        groups = _with_colony_buttons(sit, groups)
    return title, groups


def open_choice(sit: Situation, model: TableModel) -> Choice:
    """The choice under way, or None when the panel no longer offers it: a colony choice or
    a payment left with no legal way on (what the panel shows is what can be chosen)."""
    choice = model.choice
    if not sit.to_act or sit.replaying or sit.view.phase == "over" or sit.holding:
        return choice
    if _modules_offer(sit):
        top = sit.top
        if top is not None and top.kind == "module" and _module_buttons(sit) is not None:
            return choice
        colony = model.colony
        if colony is not None:
            shown = top is None and sit.view.step == "main" and _pick_buttons(sit, colony)
            return choice if shown else None
    if model.paying is not None and not payment_options(sit.legal, model.paying):
        return None
    return choice


def options(legal: tuple[A.Action, ...], mode: str, tile: str = "") -> list[ColonyAction]:
    """The legal builds or trades (on ``tile``, if given), the fewest wild tokens first, then
    the payment faces in 002's order (megacredits, energy, titanium)."""
    kind = A.BuildColony if mode == "build" else A.TradeColony
    out = [a for a in legal if isinstance(a, kind) and (not tile or a.tile == tile)]

    def order(a: ColonyAction) -> tuple[int, int]:
        face = TRADE_FACES.index(a.pay) if isinstance(a, A.TradeColony) and a.pay else 0
        return a.wilds, face

    return sorted(out, key=order)


def tile_actions(sit: Situation, model: TableModel, tile: str) -> list[A.Action]:
    """The legal actions a click on ``tile`` stands for now: those of the build or trade
    being chosen, or of a colony decision (a card's free colony or trade, solo setup)."""
    if not sit.to_act:
        return []
    pick = model.colony
    top = sit.top
    out: list[A.Action] = []
    for a in sit.legal:
        if isinstance(a, A.BuildColony | A.TradeColony | A.ReturnColonyTile) and a.tile == tile:
            if top is not None and top.kind == "module":
                out.append(a)
            elif pick is not None and pick.tile == "":
                wanted = A.BuildColony if pick.mode == "build" else A.TradeColony
                if isinstance(a, wanted):
                    out.append(a)
    return out


def lit_tiles(sit: Situation, model: TableModel) -> set[str]:
    """The colony tiles a click picks now."""
    return {tile for tile in colony_tiles_shown(sit.view) if tile_actions(sit, model, tile)}


def _why_not_build(sit: Situation) -> str:
    c = sit.view.colonies
    seat = sit.view.current
    assert c is not None
    if not any(
        c.marker.get(tile, -1) >= 0
        and seat not in c.colonies.get(tile, [])
        and len(c.colonies.get(tile, [])) < figures.COLONY_SPOTS
        for tile in c.tiles
    ):
        return "No open colony tile has a free spot for a colony of yours."
    p = sit.views[seat]
    have = p.dice.get(BUILD_FACE, 0)
    return f"A colony costs {BUILD_COST} {BUILD_FACE} dice; you have {have} and {p.wild} wild."


def _why_not_trade(sit: Situation) -> str:
    c = sit.view.colonies
    seat = sit.view.current
    assert c is not None
    if "" not in c.fleets[seat]:
        return "Your trade fleet is out: fleets come home at the end of the round."
    if not any(
        c.marker.get(tile, -1) >= 0 and not any(tile in f for f in c.fleets) for tile in c.tiles
    ):
        return "No open colony tile is free of a trade fleet."
    return f"A trade costs {TRADE_COST} dice of megacredit, energy or titanium (wilds stand in)."


def _greyed_colony(sit: Situation, b: Button) -> Button:
    """Colony or Trade as a guided step offers it: lit when the step builds or trades (by
    the payment it names), else greyed with its "Not yet"."""
    if b.action is None or not isinstance(b.command, PickColony):
        return b
    ways = options(sit.legal, b.command.mode)
    if ways:
        return replace(b, action=ways[0])
    why = sit.why_not(b.action)
    return replace(b, enabled=False, why=why, tip=why)


def _with_colony_buttons(sit: Situation, groups: Groups) -> Groups:
    """Colony and Trade beside the standard projects (002: building a colony is one)."""
    # every build and trade the rules allow: one a guided step does not take is greyed below
    builds, trades = options(sit.allowed, "build"), options(sit.allowed, "trade")
    build_tip = (
        f"Build a colony: pay {BUILD_COST} {BUILD_FACE} dice (wild tokens stand in), then "
        "choose the tile; its build bonus comes at once."
        if builds
        else _why_not_build(sit)
    )
    faces = ", ".join(TRADE_FACES[:-1]) + f" or {TRADE_FACES[-1]}"
    trade_tip = (
        f"Trade: pay {TRADE_COST} dice of {faces}, then choose the tile your fleet goes to; "
        "hover a tile to see what it gives now."
        if trades
        else _why_not_trade(sit)
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
    if sit.engine_legal is not None:
        buttons = [_greyed_colony(sit, b) for b in buttons]
    out = list(groups)
    for i, (head, items) in enumerate(out):
        if head == STANDARD_HEAD:
            out[i] = (f"{STANDARD_HEAD} \u00b7 COLONIES", [*items, *buttons])
            return out
    return [("COLONIES", buttons), *out]


def _tile_tip(sit: Situation, mode: str, tile: str) -> str:
    if mode == "trade":
        return gains_words(sit, tile)
    return f"{figures.colony_tile(tile).name}: {figures.colony_tile(tile).text}"


def _pick_buttons(sit: Situation, pick: PickColony) -> tuple[str, Groups] | None:
    """Choosing the tile of a build or trade, then (several ways to pay) its payment."""
    cancel = Button("Cancel", command=PanelCommand.CANCEL)
    if not pick.tile:
        rows = []
        for tile in colony_tiles_shown(sit.view):
            ways = options(sit.legal, pick.mode, tile)
            if ways:
                rows.append(
                    Button(
                        figures.colony_tile(tile).name,
                        action=ways[0],
                        command=PickColony(pick.mode, tile),
                        tip=_tile_tip(sit, pick.mode, tile),
                    )
                )
        if not rows:
            return None
        if pick.mode == "build":
            title = f"Colony ({BUILD_COST} {BUILD_FACE} dice): which tile?"
        else:
            title = f"Trade ({TRADE_COST} dice of one face): which tile?"
        return title, [("CLICK A LIT COLONY TILE, OR", rows), ("", [cancel])]
    ways = options(sit.legal, pick.mode, pick.tile)
    if not ways:
        return None
    name = figures.colony_tile(pick.tile).name
    rows = []
    for i, a in enumerate(ways):
        face = a.pay if isinstance(a, A.TradeColony) else BUILD_FACE
        need = TRADE_COST if isinstance(a, A.TradeColony) else BUILD_COST
        icons: tuple[Icon, ...] = (("die", face),) * (need - a.wilds) + (("wild", ""),) * a.wilds
        text = face if not a.wilds else f"{face}, {a.wilds} wild"
        rows.append(Button(text, icons, action=a, primary=i == 0, tip=describe(sit, a)))
    verb = "Trade with" if pick.mode == "trade" else "Colony on"
    return f"{verb} {name}: how to pay?", [("WHICH DICE AND WILDS PAY", rows), ("", [cancel])]


def _module_buttons(sit: Situation) -> tuple[str, Groups] | None:
    """A card's free colony or trade, or the solo setup's tile to put back: a button per
    tile (a click on the tile does the same)."""
    legal = sit.legal
    rows = []
    title = ""
    for a in legal:
        if isinstance(a, A.BuildColony):
            title = "A free colony: which tile?"
            rows.append(
                Button(
                    figures.colony_tile(a.tile).name, action=a, tip=_tile_tip(sit, "build", a.tile)
                )
            )
        elif isinstance(a, A.TradeColony):
            title = "A free trade: which tile?"
            rows.append(
                Button(figures.colony_tile(a.tile).name, action=a, tip=gains_words(sit, a.tile))
            )
        elif isinstance(a, A.ReturnColonyTile):
            title = "Solo: put one colony tile back"
            name = figures.colony_tile(a.tile).name
            rows.append(
                Button(f"Put {name} back", action=a, wide=True, tip=_tile_tip(sit, "build", a.tile))
            )
    if not rows:
        return None
    return title, [("CLICK A LIT COLONY TILE, OR", rows)]
