"""The rules core every game shares (see ../../../README.md and DESIGN.md, "The rules contract").

- `Rng`: seeded, its state part of the game state.
- `Engine`: legal_actions() / apply() / decider() / observation() / determinize() / clone(),
  JSON round trip of the state; `SeatView` is what a bot may touch; revealed_observation()
  shows every seat's secrets at once, for a finished game's replay only.
- `Event`: every rule effect, public data plus secrets for some seats, `reveal` for new info.
- `PendingDecision`: the stack of decisions still to take, each with its own deciding seat.
- `Match`: setup + seed + actions, the event log, undo that never crosses a reveal, replay.
- `FlowStack`, `Window`, `Play`, `Step`: out-of-turn play (reaction windows, plays resolved
  last in first out) for games whose decider is not always the turn's player.
- `IllegalAction`: raised by apply() with a sentence a player understands.
"""

from game.rules.core.engine import Engine, Result, SeatView
from game.rules.core.errors import IllegalAction, RulesError
from game.rules.core.events import Event, event
from game.rules.core.match import Match
from game.rules.core.pending import PendingDecision, decider_of
from game.rules.core.reactions import FlowStack, Play, Step, Window
from game.rules.core.rng import Rng
from game.rules.core.setup import Setup

__all__ = [
    "Engine",
    "Event",
    "FlowStack",
    "IllegalAction",
    "Match",
    "PendingDecision",
    "Play",
    "Result",
    "Rng",
    "RulesError",
    "SeatView",
    "Setup",
    "Step",
    "Window",
    "decider_of",
    "event",
]
