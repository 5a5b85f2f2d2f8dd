"""What the cockroach table reads and hears, apart from the scene: the viewer's observation,
what a card under the pointer does in words, and the model's input a key means."""

from __future__ import annotations

import pygame

from game.rules.cockroach import actions as A
from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.look import Look
from game.ui.cockroach.model import Back, Input, Next, Previous, Take, Value
from game.ui.play.session import GameSession


def observe(session: GameSession, viewer: int | None, revealed: bool = False) -> RoachObservation:
    """The viewer's observation; with no viewer (computers only) a seat's without its hand;
    `revealed` (a finished game's replay): every hand and private look, none as "yours"."""
    seat = 0 if viewer is None else viewer
    engine = session.engine
    view = engine.revealed_observation(seat) if revealed else engine.observation(seat)
    if not isinstance(view, RoachObservation):
        raise TypeError(f"A cockroach table needs a cockroach hunt, not {type(view).__name__}.")
    if viewer is None:
        view.hand = []
    return view


#: What a turn's dice show, as the turn left them (the next turn starts with none rolled).
TURN_DICE = (
    "rolled",
    "skipped",
    "inflicted",
    "dice",
    "spent",
    "special",
    "special_spent",
    "available",
    "dangers",
    "injuries",
)


def held_view(view: RoachObservation, before: RoachObservation, seat: int) -> RoachObservation:
    """The position as the table shows it while `seat`'s ended turn is held: the rules have
    started the next turn, but on the screen it is still `seat`'s, its turn number and its
    dice as they were before its last action (`before`)."""
    if view.phase == "over" or view.current == seat:
        return view
    dice = {name: getattr(before, name) for name in TURN_DICE}
    return view.model_copy(update={"current": seat, "turns": max(0, view.turns - 1), **dice})


def card_note(look: Look, value: Value | str | None) -> str:
    """What a card named by a button (or a hand entry) does, for the panel's line."""
    card = value.card if isinstance(value, A.PlaySquad | A.Acquire) else value
    if isinstance(card, str) and card in look.c.card:
        found = look.c.card[card]
        return f"{found.name}: {found.effect.text}"
    return ""


def key_input(key: int, mods: int) -> Input | None:
    """The model's input a key means: Tab / Right / Down the next choice, Shift+Tab / Left /
    Up the previous, Enter take, Esc back."""
    if key == pygame.K_TAB:
        return Previous() if mods & pygame.KMOD_SHIFT else Next()
    if key in (pygame.K_RIGHT, pygame.K_DOWN):
        return Next()
    if key in (pygame.K_LEFT, pygame.K_UP):
        return Previous()
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
        return Take()
    if key == pygame.K_ESCAPE:
        return Back()
    return None
