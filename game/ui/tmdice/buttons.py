"""Which buttons the TM Dice table's action panel offers at each step of the turn and for
each pending decision, in groups under a title, from what the person at the screen sees and
has picked. No pygame: the action panel places and draws them."""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from game.rules.tmdice import actions as A
from game.rules.tmdice import figures
from game.rules.tmdice.content import content
from game.rules.tmdice.state import PendingView
from game.ui.shell.glyphs import SKIP_LABEL, say
from game.ui.tmdice.action_words import describe
from game.ui.tmdice.commands import Button, Groups, Icon, PanelCommand, PayFor, PickDie
from game.ui.tmdice.model import TableModel
from game.ui.tmdice.picks import excess_dice, keep_faces
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.words import (
    SPECIAL_NAMES,
    dice,
    effect_words,
    face_label,
    gain_words,
    progress,
)

C = content()
PayAction = A.PlayCard | A.UseBlue | A.Terraform
STANDARD_PARAM = {
    "heat": "Temperature",
    "water": "Ocean",
    "plant": "Greenery",
    "city": "City",
    "megacredit": f"{figures.MEGACREDIT_PROJECT_VP} VP",
}


def wilds_of(action: PayAction) -> int:
    """How many wild tokens a way of paying uses."""
    return action.wilds if isinstance(action, A.Terraform) else len(action.wild_for)


def payment_options(legal: tuple[A.Action, ...], pay: PayFor) -> list[PayAction]:
    """Every legal way to pay for ``pay``, the fewest wild tokens first."""
    out = [a for a in legal if pay.matches(a)]
    return sorted(cast(list[PayAction], out), key=wilds_of)


def pay_icons(action: PayAction) -> tuple[Icon, ...]:
    """What an action pays, as icons: its dice faces, with wild tokens where they stand in."""
    if isinstance(action, A.Terraform):
        face, need = figures.STANDARD_PROJECTS[action.what]
        return (("die", face),) * (need - action.wilds) + (("wild", ""),) * action.wilds
    card = C.cards[action.card]
    cost = list(card.cost) if isinstance(action, A.PlayCard) else list(_blue_cost(card.id))
    wild_for = list(action.wild_for)
    icons: list[Icon] = []
    for face in cost:
        if face in wild_for:
            wild_for.remove(face)
            icons.append(("wild", ""))
        else:
            icons.append(("die", face))
    return tuple(icons)


def _blue_cost(card: str) -> list[str]:
    action = C.cards[card].action
    return list(action.cost) if action is not None else []


def build_buttons(sit: Situation, model: TableModel) -> tuple[str, Groups]:
    """(the panel's title, its groups of buttons) for what can be done now: every choice the
    rules allow, those a guided step does not take now greyed with its "Not yet"."""
    title, groups = _build_buttons(sit, model)
    if sit.engine_legal is None:
        return title, groups
    return title, [(head, [greyed(sit, b) for b in row]) for head, row in groups]


def greyed(sit: Situation, b: Button) -> Button:
    """`b` as a guided step offers it: lit when it leads to a choice the step takes (a
    payment the step names, when the button opens one), else greyed with the reason; one the
    rules refuse anyway stays as it was, dimmed like the greyed ones."""
    if not b.enabled and (b.action is not None or b.command is not None):
        return replace(b, dim=True)
    if b.action is None or not b.enabled or b.action in sit.legal:
        return b
    if isinstance(b.command, PayFor):
        ways = payment_options(sit.legal, b.command)
        if ways:
            return replace(b, action=ways[0])
    why = sit.why_not(b.action)
    return replace(b, enabled=False, why=why, tip=why, primary=False, dim=True)


def _build_buttons(sit: Situation, model: TableModel) -> tuple[str, Groups]:
    view = sit.view
    if sit.replaying:  # nobody acts in a replay: no buttons, nobody waited for
        titles = {"over": "The game is over", "setup": "Setting up"}
        return titles.get(view.phase, f"{sit.name(view.current)}'s turn"), []
    if view.phase == "over":
        done = Button(
            "Continue to the results", command=PanelCommand.RESULTS, primary=True, wide=True
        )
        return "The game is over", [("", [done])]
    if sit.holding:  # the shared table's "End turn" button shows over the panel
        return f"Your turn, {sit.name(sit.turn_seat)}: all done", []
    if not sit.to_act:
        decider = sit.decider
        name = sit.name(decider) if decider is not None else ""
        if decider is not None and not sit.is_human(decider):
            skip = Button(say(SKIP_LABEL), command=PanelCommand.SKIP, wide=True)
            return f"{name} is playing\u2026", [("", [skip])]
        return f"Waiting for {name}", []
    legal = sit.allowed
    if model.paying is not None:
        choice = _payment_buttons(sit, model.paying)
        if choice is not None:
            return choice
    top = sit.top
    if top is not None:
        return decision_buttons(sit, model, top, legal)
    step = view.step
    groups: Groups = []
    if step == "turn":
        groups.append(("", _turn_buttons()))
        title = "Your turn: production or action?"
    elif step == "prod_keep":
        groups.extend(_keep_groups(sit, model.picks.dice))
        keep = sit.views[view.current].keep
        title = f"Production turn: keep {dice(keep)}"
    elif step == "prod_cards":
        n = len(model.picks.cards)
        if n:
            text = f"Discard {n} card{'s' if n > 1 else ''}, draw to 5 and produce"
            tip = "Discard the cards picked in your hand, draw to 5, roll your production."
        else:
            text = "Keep my hand, draw to 5 and produce"
            tip = "Click cards in your hand to pick them for discarding first, if you like."
        done = Button(
            text,
            action=A.CardsDone(),
            command=PanelCommand.CONFIRM,
            tip=tip,
            primary=True,
            wide=True,
        )
        groups.append(("CLICK CARDS BELOW TO DISCARD THEM", [done]))
        title = "Production turn: discard any cards"
    elif step in ("support", "support2"):
        groups.extend(_support_groups(sit, legal))
        title = "Second support action" if step == "support2" else "Step 1 of 2: support action"
    elif step == "main":
        groups.extend(_main_groups(sit, legal))
        title = "Step 2 of 2: main action"
    elif step in ("prod_end", "after"):
        groups.append(("", [Button("End turn", action=A.EndTurn(), primary=True, wide=True)]))
        title = "Free actions, then end your turn"
    else:
        title = "\u2026"
    free = [
        Button(f"Use {C.cards[a.card].name}", action=a, tip=describe(sit, a))
        for a in first_blue(legal, "free")
    ]
    if free:
        groups.append(("FREE ACTIONS", free))
    return title, groups


def _keep_groups(sit: Situation, picked_dice: tuple[int, ...]) -> Groups:
    """One button per die (picked ones marked), then Confirm: the buttons never move while
    the player picks, and nothing is returned before Confirm."""
    need = excess_dice(sit)
    picked = set(picked_dice)
    rows = []
    for slot, face in enumerate(keep_faces(sit)):
        tip = (
            f"Picked: this {face} die goes back to the pool. Click again to keep it."
            if slot in picked
            else f"Pick this {face} die to return it to the pool."
        )
        rows.append(
            Button(
                "",
                (("die", face),),
                command=PickDie(slot),
                tip=tip,
                selected=slot in picked,
                label=face_label(face),
            )
        )
    confirm = Button(
        f"Return the {dice(need)} picked ({len(picked)} of {need})"
        if need > 1
        else f"Return the die picked ({len(picked)} of 1)",
        command=PanelCommand.CONFIRM,
        tip=f"Pick {dice(need)} of yours, then confirm to return {'it' if need == 1 else 'them'} "
        "to the pool.",
        primary=True,
        wide=True,
        enabled=len(picked) == need,
    )
    return [(f"PICK {dice(need).upper()} TO RETURN", rows), ("", [confirm])]


def _payment_buttons(sit: Situation, pay: PayFor) -> tuple[str, Groups] | None:
    """The ways to pay for ``pay``, the proposed one first (None: none is left)."""
    options = payment_options(sit.allowed, pay)
    if not options:
        return None
    if pay.kind == "project":
        title = f"Pay for: {STANDARD_PARAM[pay.ident]}"
    else:
        title = f"Pay for {C.cards[pay.ident].name}"
    rows = []
    for i, a in enumerate(options):
        n_w = wilds_of(a)
        text = "proposed" if i == 0 else (f"{n_w} wild" if n_w else "these dice")
        rows.append(Button(text, pay_icons(a), action=a, primary=i == 0, tip=describe(sit, a)))
    rows.append(Button("Cancel", command=PanelCommand.CANCEL))
    return title, [("WHICH DICE AND WILDS PAY", rows)]


def _turn_buttons() -> list[Button]:
    return [
        Button(
            "Production turn",
            action=A.ChooseTurn("production"),
            primary=True,
            tip="Keep 3 dice, discard cards, draw to 5, roll your production, "
            "ready your blue cards.",
        ),
        Button(
            "Action turn",
            action=A.ChooseTurn("action"),
            primary=True,
            tip="A support action, then a main action.",
        ),
    ]


def _support_groups(sit: Situation, legal: tuple[A.Action, ...]) -> Groups:
    gain = [
        Button("", (("blank", a.colour),), action=a, tip=describe(sit, a), label=a.colour)
        for a in legal
        if isinstance(a, A.GainDie)
    ]
    other = []
    if A.TurnDie() in legal:
        tip = "Pay any resource, then turn another die to any face."
        other.append(Button("Turn a die", (("arrows", ""),), A.TurnDie(), tip=tip))
    if A.DrawTwo() in legal:
        tip = "Pay any resource, then draw 2 cards."
        other.append(Button("Draw 2", (("card", ""),), A.DrawTwo(), tip=tip))
    other += blue_buttons(sit, legal, "support")
    # a heading over nothing, or an "OR" with nothing before it, is left out (a guided step
    # offers one choice; an empty pool can leave no die to gain)
    groups: Groups = [("GAIN AND ROLL A DIE", gain)] if gain else []
    if other:
        groups.append(("OR" if gain else "", other))
    if A.Skip() in legal:
        groups.append(("", [Button("Skip the support action", action=A.Skip())]))
    return groups


def _main_groups(sit: Situation, legal: tuple[A.Action, ...]) -> Groups:
    projects = []
    for what, (face, need) in figures.STANDARD_PROJECTS.items():
        pay = PayFor("project", what)
        opts = payment_options(legal, pay)
        if opts:
            tip = describe(sit, opts[0])
            if len(opts) > 1:
                tip += " (other payments possible)"
        else:  # shown, but greyed, named and with the engine's reason: it never vanishes
            why = sit.why_not(pay.probe())
            tip = f"Standard project, {STANDARD_PARAM[what]}: {why}"
        projects.append(
            Button(
                f"\u00d7{need} {STANDARD_PARAM[what]}",
                (("die", face),),
                action=opts[0] if opts else None,
                command=pay,
                tip=tip,
                enabled=bool(opts),
            )
        )
    cards = sorted({a.card for a in legal if isinstance(a, A.PlayCard)})
    play = []
    for c in cards:
        pay = PayFor("card", c)
        tip = "Play it (or click it in your hand)"
        play.append(
            Button(C.cards[c].name, action=payment_options(legal, pay)[0], command=pay, tip=tip)
        )
    more = blue_buttons(sit, legal, "main")
    if A.SecondSupport() in legal:
        more.append(Button("Second support action", action=A.SecondSupport()))
    more.append(Button("Skip the main action", action=A.Skip()))
    return [
        ("STANDARD PROJECTS", projects),
        ("PLAY A CARD (OR CLICK IT BELOW)", play or [Button("No card affordable", enabled=False)]),
        ("OR", more),
    ]


def first_blue(legal: tuple[A.Action, ...], timing: str) -> list[A.UseBlue]:
    """The cheapest way to use each blue card usable in this window (support, main, free)."""
    seen: dict[str, A.UseBlue] = {}
    for a in legal:
        if isinstance(a, A.UseBlue) and a.card not in seen:
            act = C.cards[a.card].action
            if act is not None and act.timing == timing:
                ways = payment_options(legal, PayFor("blue", a.card))
                seen[a.card] = cast(A.UseBlue, min(ways, key=wilds_of))
    return list(seen.values())


def blue_buttons(sit: Situation, legal: tuple[A.Action, ...], window: str) -> list[Button]:
    """A button for each blue card usable in this window (support, main or free)."""
    return [
        Button(
            f"Use {C.cards[a.card].name}",
            action=a,
            command=PayFor("blue", a.card),
            tip=describe(sit, a),
        )
        for a in first_blue(legal, window)
    ]


def decision_buttons(
    sit: Situation, model: TableModel, top: PendingView, legal: tuple[A.Action, ...]
) -> tuple[str, Groups]:
    """The buttons of a pending decision (a corporation, a colour, a face, a tile, a die to
    turn, a resource to pay, lose or give, a bonus card, the order of effects)."""
    kind = top.kind
    if kind == "corp":
        rows = [
            Button(f"Keep {C.corps[a.corp].name}", action=a, wide=True)
            for a in legal
            if isinstance(a, A.ChooseCorp)
        ]
        # solo has nobody to keep it from (issue 13 point 9)
        secret = "" if sit.view.solo else " (secret)"
        return f"Choose your corporation{secret}", [("", rows)]
    if kind == "colour":
        rows = [
            Button("", (("blank", a.colour),), action=a, tip=describe(sit, a), label=a.colour)
            for a in legal
            if isinstance(a, A.PickColour)
        ]
        return f"{gain_words(top)}: choose its colour", [("", rows)]
    if kind == "face":
        rows = [
            Button("", (("die", a.face),), action=a, tip=describe(sit, a), label=face_label(a.face))
            for a in legal
            if isinstance(a, A.PickFace)
        ]
        return f"{gain_words(top)}: choose its face", [("", rows)]
    if kind == "place":
        tile = top.tile.replace("solo_", "")
        word = SPECIAL_NAMES.get(top.special, tile) if tile == "special" else tile
        solo = top.tile.startswith("solo_")
        area = model.placing_at
        if area is not None and A.PlaceTile(area) in legal:
            confirm = Button(
                f"Confirm: {word.lower()} on area {area}",
                action=A.PlaceTile(area),
                tip=describe(sit, A.PlaceTile(area)),
                primary=True,
                wide=True,
            )
        else:  # the same place, so the button does not move when an area is picked
            confirm = Button("Click a lit area, then confirm", enabled=False, wide=True)
        if solo:
            head = "NO VP, NO BONUS \u00b7 CLICK A LIT AREA"
            return f"Solo board: place the {word.lower()}", [(head, [confirm])]
        title = f"Place the {word.lower()}{progress(top, 'tile')}"
        return title, [("CLICK A LIT AREA ON THE MAP", [confirm])]
    if kind == "rotate":
        turns = [a for a in legal if isinstance(a, A.Rotate)]
        if model.turning is not None:
            turns = [a for a in turns if a.face == model.turning] or turns
        rows = [
            Button(
                "",
                (("die", a.face), ("die", a.to)),
                action=a,
                arrow=True,
                tip=describe(sit, a),
                label=f"to {face_label(a.to)}",
            )
            for a in turns
        ]
        # pink arrows are a "may" (000): the die turn can be declined
        rows += [
            Button("Turn no die", action=a, wide=True, tip=describe(sit, a))
            for a in legal
            if isinstance(a, A.Skip)
        ]
        title = f"Turn one of your dice{progress(top, 'turn')}"
        return title, [("", rows)]
    if kind in ("pay", "lose", "give"):
        return _resource_buttons(sit, top, legal)
    if kind == "bonus":
        rows = [
            Button(C.bonus[a.card].name, action=a, tip=C.bonus[a.card].text)
            for a in legal
            if isinstance(a, A.ChooseBonus)
        ]
        secret = "" if sit.view.solo else " (secret)"
        return f"Choose a bonus card{secret}", [("", rows)]
    if kind == "effects":
        rows = [
            Button(effect_words(top.effects[a.index]).capitalize(), action=a, wide=True)
            for a in legal
            if isinstance(a, A.PickEffect)
        ]
        return "Which effect first?", [("RESOLVE NEXT", rows)]
    return "Choose one", [("", [Button(describe(sit, a), action=a, wide=True) for a in legal])]


def _resource_buttons(
    sit: Situation, top: PendingView, legal: tuple[A.Action, ...]
) -> tuple[str, Groups]:
    """Pay, lose or give one resource: a die of a face or a wild token."""
    rows = []
    for a in legal:
        if isinstance(a, A.Pay | A.Lose | A.Give):
            icon: Icon = ("wild", "") if a.face == "wild" else ("die", a.face)
            label = "wild" if a.face == "wild" else face_label(a.face)
            rows.append(Button("", (icon,), action=a, tip=describe(sit, a), label=label))
    if top.kind == "pay":
        paid_for = figures.payment_for(top.then)
        if paid_for == "turn":
            what = "then turn another die"
        elif paid_for == "draw2":
            what = "then draw 2 cards"
        else:
            what = f"for {C.cards[paid_for.card].name}"
        return f"Pay one resource ({what})", [("CLICK A DIE OR A WILD TOKEN", rows)]
    if top.kind == "lose":
        # say who attacks: in a hot seat the one choosing did not see the card played
        who = sit.name(sit.view.current)
        who = who if len(who) <= 18 else who[:17] + "…"
        title = f"Attacked: lose a resource{progress(top, 'resource')}"
        return title, [(f"{who.upper()} ATTACKS", rows)]
    last = figures.last_player(sit.view.first, sit.view.players)
    title = f"Give {sit.name(last)} a resource{progress(top, 'resource')}"
    return title, [("", rows)]
