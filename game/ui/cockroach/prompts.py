"""What the action panel says: what is asked now and of whom, the viewer's hand, the stack
of squads waiting to resolve, and the last message."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.cockroach import actions as A
from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.reactions import MOMENT_WORDS, open_window, stack_of_plays
from game.ui.draw import palette
from game.ui.draw.palette import Colour

if TYPE_CHECKING:
    from game.ui.cockroach.table import CockroachTable

Lines = list[tuple[str, Colour]]

STEP_WORDS = {
    "hero": "Choose your hero",
    "place": "Put your hero marker on a cockroach",
    "spend": "Your turn: spend stars and serums, then Done",
    "spoils": "Hand out the spoils of the slain cockroach",
    "move": "Move your hero to another cockroach",
    "pull": "Bring another hero onto your cockroach",
    "leave": "Your hero must leave this cockroach",
    "opt_move": "You may move your hero to another cockroach",
    "wreck_own": "Destroy one of your equipment cards",
    "wreck_other": "Destroy an equipment card",
    "pick_roach": "Choose a cockroach from the deck",
    "keep_card": "Keep one of the cards you look at",
    "reroll_pick": "Choose the dice to roll again",
    "pay": "Which dice pay? The others stay free to roll again",
}


def stack_lines(table: CockroachTable, view: RoachObservation) -> Lines:
    plays = stack_of_plays(view)
    if not plays:
        return []
    c = table.look.c
    lines: Lines = [("Squads waiting (the last played resolves first):", palette.OCHRE)]
    for n, (seat, card, data) in enumerate(reversed(plays), start=1):
        name = c.card[card].name if card in c.card else card
        target = data.get("target", -1)
        aimed = (
            f" (on {table.session.name(target)})" if isinstance(target, int) and target >= 0 else ""
        )
        text = f"{n}. {name} \u2014 {table.session.name(seat)}{aimed}: {c.card[card].effect.text}"
        lines.append((text, table.colour(seat)))
    return lines


def hand_lines(table: CockroachTable, view: RoachObservation) -> Lines:
    c = table.look.c
    if not view.hand:
        return [("Your hand: no squads.", palette.MUTED)]
    lines: Lines = [("Your squads (the others see only how many):", palette.OCHRE)]
    return lines + [(f"{c.card[x].name}: {c.card[x].effect.text}", palette.SAND) for x in view.hand]


def panel_text(table: CockroachTable, view: RoachObservation) -> tuple[str, Lines]:
    session = table.session
    lines: Lines = []
    if table.message:
        lines.append(
            (table.message, palette.RUST_BRIGHT if table.message_is_error else palette.SAND)
        )
    moment = open_window(view)
    if session.is_over():
        return "The hunt is over", lines
    if table.question.showing():
        words = MOMENT_WORDS.get(moment or "", "now")
        title = f"Any squad? ({words})"
        if table.question.choosing:
            lines.append(("Who plays? They will see their hand alone.", palette.SAND))
        else:
            lines.append(("Anyone at the screen may play a squad card now.", palette.SAND))
        return title, lines + stack_lines(table, view)
    decider = session.decider()
    if table.human_to_act():
        top = view.flow[-1] if view.flow else None
        if moment is not None:
            title = f"Play a squad ({MOMENT_WORDS.get(moment, moment)}) or pass"
        elif top is not None and top.type == "step":
            title = STEP_WORDS.get(top.kind, "Your choice")
        else:
            title = "Your choice"
        paying = top.paying_for() if top is not None else None
        if paying is not None:
            action = A.ACTION_ADAPTER.validate_python(paying)
            lines.append((f"Paying for: {table.words(action)}.", palette.SAND))
        if top is not None and top.kind == "hero":
            lines.append(
                ("The heroes stand above: technique, talent and starting squads.", palette.SAND)
            )
            return title, lines
        return title, lines + stack_lines(table, view) + hand_lines(table, view)
    if decider is None:
        return "", lines
    name = session.name(decider)
    if not session.is_human(decider):
        waiting = f"{name} (computer) is thinking\u2026"
        if moment is not None:
            waiting = f"{name} (computer) may play a squad"
        return waiting, lines + stack_lines(table, view)
    return f"Waiting for {name}", lines + stack_lines(table, view)
