"""What the person at the TM Dice table sees and may do at this moment, in one frozen value:
the observation of the seat whose dice and hand are along the bottom, every seat's view, the
legal actions (none unless it is the viewer's decision), whose decision it is, and the
engine's words for an action. The scene builds one whenever it draws or reads an input; the
interaction model's transitions and every renderer read it, never the scene. No pygame."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.rules.core import Result
from game.rules.tmdice import actions as A
from game.rules.tmdice.state import PendingView, PlayerView, TMObservation


@dataclass(frozen=True)
class Situation:
    view: TMObservation
    #: every seat's view, in seat order (the tray seat's is ``view.you``)
    views: tuple[PlayerView, ...]
    #: the viewer's legal actions now; empty unless a person at the screen decides
    legal: tuple[A.Action, ...]
    #: the action the keyboard has picked (Tab / arrows), if any
    focus: A.Action | None
    #: the seat whose eyes are on the screen; None when only computers play, or everything
    #: is revealed
    viewer: int | None
    #: whose dice and hand are along the bottom
    tray_seat: int
    names: tuple[str, ...]
    humans: tuple[bool, ...]
    #: who decides now (None: nobody, the game is over)
    decider: int | None
    #: a person at the screen may act now
    to_act: bool
    #: a person's turn ended by itself: the table waits for their "End turn"
    holding: bool
    #: the table shows a replay: nobody acts in it
    replaying: bool
    #: a computer seat is thinking
    thinking: bool
    #: computer seats take part (their turns are announced)
    with_bots: bool
    #: how the game ended, once it has
    result: Result | None
    #: the engine's sentence for an action, and why it is refused now
    engine_words: Callable[[A.Action], str]
    why_not: Callable[[A.Action], str]
    #: while a turn is held: the number of the turn that ended (the rules count the next)
    held_turn: int | None = None
    #: what the rules allow the viewer now, when a guided game's step narrows `legal` to its
    #: own action: the others are drawn greyed and answer with `why_not` (None: `legal`)
    engine_legal: tuple[A.Action, ...] | None = None
    #: in setup, the seats that have kept a corporation, still secret (the log says they
    #: have; their panels say so rather than "choosing...")
    chosen: frozenset[int] = frozenset()

    @property
    def allowed(self) -> tuple[A.Action, ...]:
        """Every choice the rules allow now: `legal` ones are lit, the others greyed."""
        return self.legal if self.engine_legal is None else self.engine_legal

    @property
    def turn_seat(self) -> int:
        """Whose turn the table shows: a person's turn that ended by itself stays theirs until
        they press "End turn" (the rules have moved on to the next seat already)."""
        if self.holding and self.viewer is not None:
            return self.viewer
        return self.view.current

    @property
    def turn_no(self) -> int:
        """The number of the turn the table shows (see `turn_seat`)."""
        return self.held_turn if self.holding and self.held_turn is not None else self.view.turn_no

    @property
    def top(self) -> PendingView | None:
        """The decision on top of the stack, as the seat sees it (what is being placed, paid,
        chosen)."""
        return self.view.pending

    def name(self, seat: int) -> str:
        return self.names[seat]

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.humans[seat]

    def player(self, seat: int) -> PlayerView:
        return self.views[seat]
