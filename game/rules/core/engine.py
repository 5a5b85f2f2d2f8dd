"""The engine protocol: the only way screens, bots and tests touch a game.

A concrete game subclasses `Engine`, names its pydantic state model and its action union, and
fills in the `_`-prefixed hooks. The base class adds what every game shares: cached legal
actions, validation with a player-readable sentence, JSON round trips and cheap clones.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar, Generic, Self, TypeVar

from pydantic import BaseModel, TypeAdapter

from game.rules.core.action_types import misfit_sentence
from game.rules.core.errors import IllegalAction
from game.rules.core.events import Event
from game.rules.core.rng import Rng
from game.rules.core.setup import Setup

S = TypeVar("S", bound=BaseModel)
A = TypeVar("A")


class Result(BaseModel):
    """How a finished game ended: final scores per seat, the winners, and how it was decided."""

    scores: list[int]
    winners: list[int]
    how: str
    breakdown: list[dict[str, int]] = []
    # Game-specific facts about the ending, e.g. {"counted": True, "band": "..."} for a solo game.
    notes: dict[str, Any] = {}


class Engine(ABC, Generic[S, A]):
    """One game in progress. `state` holds everything; the engine object holds nothing else
    that matters (only a cache of the legal actions, rebuilt after every change)."""

    game_id: ClassVar[str]
    state_model: ClassVar[type[BaseModel]]
    action_adapter: ClassVar[TypeAdapter[Any]]

    def __init__(self, state: S) -> None:
        self.state = state
        self._legal: list[A] | None = None

    # --- what a game defines -------------------------------------------------------------
    @classmethod
    @abstractmethod
    def new(cls, setup: Setup, seed: int) -> tuple[Self, list[Event]]:
        """A fresh game from its setup and seed, with the events of the setup."""

    @abstractmethod
    def _legal_actions(self) -> list[A]:
        """Every complete, atomic choice of the decider, in a stable order."""

    @abstractmethod
    def _apply(self, action: A) -> list[Event]:
        """Carry out a legal action (already checked) and return its events."""

    @abstractmethod
    def why_illegal(self, action: A) -> str:
        """A sentence a player understands, saying why `action` cannot be taken now."""

    @abstractmethod
    def decider(self) -> int | None:
        """The seat that must choose now (not always the seat whose turn it is); None when
        the game is over."""

    @abstractmethod
    def turn_player(self) -> int:
        """The seat whose turn it is."""

    @abstractmethod
    def result(self) -> Result | None:
        """The outcome once the game is over, else None."""

    @abstractmethod
    def observation(self, player: int) -> BaseModel:
        """Everything `player` may see, and nothing more."""

    @abstractmethod
    def revealed_observation(self, seat: int) -> BaseModel:
        """Everything every seat may see, at once: `observation(seat)` (the same model, laid
        out around `seat` as it is) with each other seat's secrets shown too -- hands, secret
        numbers, private looks, face-down choices still being made. What no seat has seen
        stays hidden: the deck's order, face-down tiles nobody looked at, the chance to come.

        For a finished game's replay ("everything revealed"), where the secrets are spent;
        never for a seat's eyes during play. Whatever `observation(p)` shows, for any seat p,
        this shows too (the contract suite checks it)."""

    @abstractmethod
    def determinize(self, player: int, rng: Rng) -> Self:
        """A full game consistent with `observation(player)`, the unseen parts sampled with
        `rng`, and the chance to come re-seeded so that it cannot be predicted."""

    def describe(self, action: A) -> str:
        """The action in words, for buttons, hints and the log."""
        return str(action)

    # --- what the base class gives -------------------------------------------------------
    def legal_actions(self) -> list[A]:
        if self._legal is None:
            self._legal = [] if self.is_over() else self._legal_actions()
        return self._legal

    def apply(self, action: A) -> list[Event]:
        """Validate and carry out `action`; raise IllegalAction with a sentence if not legal.

        Whatever `action` is (a field of the wrong type, an object of another game, not an
        action at all), the answer is IllegalAction with a sentence and the state is left as
        it was: a game's own `why_illegal` only ever sees a well-typed action.
        """
        if self.is_over():
            raise IllegalAction("The game is over.")
        legal = self.legal_actions()
        # Bots and screens pass back an object from the list: find it by identity first.
        if not _listed(action, legal):
            misfit = misfit_sentence(action)
            if misfit is not None:
                raise IllegalAction(misfit)
            # Equal to a legal action: carry out the listed one, so the state only ever
            # holds values the engine made itself.
            found = next((a for a in legal if a == action), None)
            if found is None:
                raise IllegalAction(self._why_illegal_sentence(action))
            action = found
        self._legal = None
        return self._apply(action)

    def _why_illegal_sentence(self, action: A) -> str:
        try:
            sentence = self.why_illegal(action)
        except Exception:  # a game's wording tripped on an odd action: still a sentence
            return "That move is not one the rules allow now."
        return sentence if isinstance(sentence, str) and sentence else "Not allowed now."

    def is_over(self) -> bool:
        return self.result() is not None

    def clone(self) -> Self:
        return type(self)(self.state.model_copy(deep=True))

    def branch(self) -> Self:
        """A clone for trying one of the legal actions listed here (a bot's look-ahead). It
        keeps that list, which the same state would list again: the action taken from it is
        then found by identity, where a plain clone would list every action anew and match
        the one given among them."""
        out = self.clone()
        out._legal = self._legal
        return out

    def to_json(self) -> str:
        return self.state.model_dump_json()

    @classmethod
    def from_json(cls, text: str | bytes) -> Self:
        # state_model is the game's S, which a ClassVar cannot say in the type system.
        return cls(cls.state_model.model_validate_json(text))  # type: ignore[arg-type]

    @classmethod
    def action_to_json(cls, action: A) -> Any:
        return cls.action_adapter.dump_python(action, mode="json")

    @classmethod
    def action_from_json(cls, data: Any) -> A:
        return cls.action_adapter.validate_python(data)


def _listed(action: object, legal: list[Any]) -> bool:
    """Whether `action` is one of the objects in `legal` (the same object, not an equal one).
    By their ids, compared without a Python call per action: this runs at every action of
    every look-ahead."""
    return id(action) in map(id, legal)


class SeatView:
    """What a bot (or a hot-seat screen) gets: the engine protocol seen from one seat.

    It exposes the legal actions, the seat's own observation and determinizations, never the
    raw state, so a bot cannot read what its seat cannot see.
    """

    def __init__(self, engine: Engine[Any, Any], seat: int) -> None:
        self._engine = engine
        self.seat = seat

    def legal_actions(self) -> list[Any]:
        return list(self._engine.legal_actions())

    def decider(self) -> int | None:
        return self._engine.decider()

    def observation(self) -> BaseModel:
        return self._engine.observation(self.seat)

    def determinize(self, rng: Rng) -> Engine[Any, Any]:
        return self._engine.determinize(self.seat, rng)

    def describe(self, action: Any) -> str:
        return self._engine.describe(action)
