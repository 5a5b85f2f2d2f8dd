"""What the action panel says: what is asked now and of whom, the viewer's hand, the stack
of squads waiting to resolve, and the last message. Words only: from the observation, the
squad question, who decides now (`Status`) and the names, colours and words of the table."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.rules.cockroach import actions as A
from game.rules.cockroach.content import Content
from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.look import Look
from game.ui.cockroach.reactions import (
    MOMENT_WORDS,
    SquadQuestion,
    open_window,
    paying_for,
    stack_of_plays,
)
from game.ui.draw import palette
from game.ui.draw.palette import Colour

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


@dataclass(frozen=True)
class Status:
    """Who decides now, as the table sees it, and the table's last message."""

    over: bool
    decider: int | None
    decider_human: bool
    acting: bool  # the person at the screen decides now
    message: str = ""
    error: bool = False


def stack_lines(view: RoachObservation, look: Look) -> Lines:
    plays = stack_of_plays(view)
    if not plays:
        return []
    c = look.c
    lines: Lines = [("Squads waiting (the last played resolves first):", palette.OCHRE)]
    for n, (seat, card, data) in enumerate(reversed(plays), start=1):
        name = c.card[card].name if card in c.card else card
        target = data.get("target", -1)
        aimed = f" (on {look.name(target)})" if isinstance(target, int) and target >= 0 else ""
        text = f"{n}. {name} \u2014 {look.name(seat)}{aimed}: {c.card[card].effect.text}"
        lines.append((text, look.colour(seat)))
    return lines


def hand_lines(view: RoachObservation, c: Content) -> Lines:
    if not view.hand:
        return [("Your hand: no squads.", palette.MUTED)]
    lines: Lines = [("Your squads (the others see only how many):", palette.OCHRE)]
    return lines + [(f"{c.card[x].name}: {c.card[x].effect.text}", palette.SAND) for x in view.hand]


def panel_text(
    view: RoachObservation,
    question: SquadQuestion,
    status: Status,
    look: Look,
    words: Callable[[A.Action], str],
) -> tuple[str, Lines]:
    """The panel's title and lines; `words` names an action as its button does."""
    lines: Lines = []
    if status.message:
        lines.append((status.message, palette.RUST_BRIGHT if status.error else palette.SAND))
    moment = open_window(view)
    if status.over:
        return "The hunt is over", lines
    if question.showing():
        title = f"Any squad? ({MOMENT_WORDS.get(moment or '', 'now')})"
        if question.choosing:
            lines.append(("Who plays? They will see their hand alone.", palette.SAND))
        else:
            lines.append(("Anyone at the screen may play a squad card now.", palette.SAND))
        return title, lines + stack_lines(view, look)
    decider = status.decider
    if status.acting:
        top = view.flow[-1] if view.flow else None
        if moment is not None:
            title = f"Play a squad ({MOMENT_WORDS.get(moment, moment)}) or pass"
        elif top is not None and top.type == "step":
            title = STEP_WORDS.get(top.kind, "Your choice")
        else:
            title = "Your choice"
        paying = paying_for(view)
        if paying is not None:
            lines.append((f"Paying for: {words(paying)}.", palette.SAND))
        if top is not None and top.kind == "hero":
            lines.append(
                ("The heroes stand above: technique, talent and starting squads.", palette.SAND)
            )
            return title, lines
        return title, lines + stack_lines(view, look) + hand_lines(view, look.c)
    if decider is None:
        return "", lines
    name = look.name(decider)
    if not status.decider_human:
        waiting = f"{name} (computer) is thinking\u2026"
        if moment is not None:
            waiting = f"{name} (computer) may play a squad"
        return waiting, lines + stack_lines(view, look)
    return f"Waiting for {name}", lines + stack_lines(view, look)
