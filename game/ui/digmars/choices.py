"""What a click on the grid means, and which squares light up: the half-made choice (a picked
station, an inspect or relocate in progress) turned into one of the engine's legal actions.
No pygame here; every action comes from the engine's list.

`Selection` is a value: a click, a bonus button and dropping the choice each give a new one
(with the action or the sentence the input means), and the scene keeps the latest."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from game.rules.digmars import actions as A
from game.rules.digmars.actions import square_name
from game.rules.digmars.figures import move_targets
from game.rules.digmars.state import DigObservation
from game.ui.shell.glyphs import glyph

Mode = Literal["inspect", "relocate"]
Targets = dict[int, str]  # square -> the word on its frame ("" for none)


@dataclass(frozen=True)
class Note:
    """A sentence for the status line instead of an action."""

    text: str
    error: bool = False


Outcome = A.Action | Note | None


@dataclass(frozen=True)
class Selection:
    """A half-made choice: the station picked to move, or a bonus action under way (and for
    a relocation, the station picked to relocate, as (owner, square))."""

    selected: int | None = None
    mode: Mode | None = None
    relocate_pick: tuple[int, int] | None = None

    def active(self) -> bool:
        return self.selected is not None or self.mode is not None

    def toggled(self, mode: Mode) -> Selection:
        """A bonus button: start that bonus's choice, or drop it if it is under way."""
        return Selection(mode=None if self.mode == mode else mode)

    def click(
        self,
        view: DigObservation,
        legal: Sequence[A.Action],
        token: tuple[int, int] | None,
        square: int | None,
        shift: bool,
        name: Callable[[int], str],
        why: Callable[[A.Action], str],
    ) -> tuple[Selection, Outcome]:
        """The selection after a click on ``token`` (owner, square) or ``square``, and what
        the click means: an action, or a sentence after the selection changed; None when
        the click changes nothing but the selection. The action may be illegal: the table
        answers it with the engine's sentence."""
        if view.phase in ("place", "fleet"):
            target = square if square is not None else token[1] if token else None
            return self, None if target is None else A.PlaceStation(target)
        if self.mode == "inspect":
            return self, None if square is None else A.Inspect(square)
        if self.mode == "relocate":
            return self._relocate_click(token, square, name)
        if token is not None and token[0] == view.current and token[1] != self.selected:
            if any(isinstance(a, A.Move) and a.source == token[1] for a in legal):
                return replace(self, selected=token[1]), Note("")
            targets = move_targets([s.height for s in view.stacks], token[1])
            refused = why(A.Move(token[1], targets[0] if targets else 0))
            return replace(self, selected=None), Note(refused, error=True)
        if square is None:
            return self, None
        if self.selected is not None:
            move = A.Move(self.selected, square)
            if move in legal:
                return self, move
            if square == self.selected and token is not None:
                return replace(self, selected=None), None
        return self, work_action(view, square, legal, shift) or (
            A.Move(self.selected, square) if self.selected is not None else _work(view, square)
        )

    def _relocate_click(
        self, token: tuple[int, int] | None, square: int | None, name: Callable[[int], str]
    ) -> tuple[Selection, Outcome]:
        if self.relocate_pick is None:
            if token is None:
                return self, Note("Pick the station to relocate: click a station token.", True)
            return replace(self, relocate_pick=token), Note(
                f"Now click the stack to relocate {name(token[0])}'s station to (not an empty one)."
            )
        if square is None:
            return self, None
        owner, source = self.relocate_pick
        return self, A.Relocate(owner, source, square)

    def targets(
        self,
        view: DigObservation,
        legal: Sequence[A.Action],
        focus: A.Action | None,
        hover_token: tuple[int, int] | None,
    ) -> tuple[Targets, set[int]]:
        """(squares to light with what a click there does, squares whose tokens to ring)."""
        if focus is not None:
            return focus_squares(focus), set()
        if view.phase in ("place", "fleet"):
            return {a.square: "PLACE" for a in legal if isinstance(a, A.PlaceStation)}, set()
        if self.mode == "inspect":
            return {a.square: "LOOK" for a in legal if isinstance(a, A.Inspect)}, set()
        if self.mode == "relocate":
            if self.relocate_pick is None:
                return {}, {a.source for a in legal if isinstance(a, A.Relocate)}
            pick = self.relocate_pick
            return {
                a.target: "PUT HERE"
                for a in legal
                if isinstance(a, A.Relocate) and (a.owner, a.source) == pick
            }, {pick[1]}
        source = self.selected
        if source is None and hover_token is not None and hover_token[0] == view.current:
            source = hover_token[1]
        out: Targets = {}
        if source is not None:
            for a in legal:
                if isinstance(a, A.Move) and a.source == source:
                    out[a.target] = "MOVE"
        for a in legal:
            if isinstance(a, A.Dig | A.Carry):
                word = "DIG" if isinstance(a, A.Dig) else "CARRY"
                out[a.square] = f"MOVE / {word}" if out.get(a.square) == "MOVE" else word
        rings = (
            {source} if source is not None else {a.source for a in legal if isinstance(a, A.Move)}
        )
        return out, rings

    def actions_for_square(self, square: int, legal: Sequence[A.Action]) -> list[A.Action]:
        """The legal actions a click on ``square`` could take, given the selection."""
        out: list[A.Action] = []
        for action in legal:
            if isinstance(action, A.PlaceStation | A.Dig | A.Carry | A.Inspect):
                if action.square == square:
                    if isinstance(action, A.Inspect) and self.mode != "inspect":
                        continue
                    out.append(action)
            elif isinstance(action, A.Move) and action.target == square:
                if self.selected == action.source and self.mode is None:
                    out.append(action)
            elif (
                isinstance(action, A.Relocate)
                and action.target == square
                and self.mode == "relocate"
                and self.relocate_pick == (action.owner, action.source)
            ):
                out.append(action)
        return out


def focus_squares(action: A.Action) -> Targets:
    """The squares a keyboard-picked action touches, labelled (with the mark of what takes
    it: Enter's arrow, or a controller's A)."""
    take = glyph("take_mark")
    if isinstance(action, A.Move | A.Relocate):
        return {action.source: "FROM", action.target: f"TO {take}"}
    if isinstance(action, A.PlaceStation | A.Dig | A.Carry | A.Inspect):
        words = {A.PlaceStation: "PLACE", A.Dig: "DIG", A.Carry: "CARRY", A.Inspect: "LOOK"}
        return {action.square: f"{words[type(action)]} {take}"}
    return {}


def work_action(
    view: DigObservation, square: int, legal: Sequence[A.Action], shift: bool
) -> A.Dig | A.Carry | None:
    """Dig or carry at ``square``, if legal: the bonus version first unless shift is held."""
    face_up = view.stacks[square].face_up
    order = (False, True) if shift else (True, False)
    for bonus in order:
        action: A.Dig | A.Carry = A.Carry(square, bonus) if face_up else A.Dig(square, bonus)
        if action in legal:
            return action
    return None


def _work(view: DigObservation, square: int) -> A.Dig | A.Carry:
    """The work a click on ``square`` asks for, legal or not (the engine says why not)."""
    return A.Carry(square) if view.stacks[square].face_up else A.Dig(square)


def station_hint(view: DigObservation, hover_token: tuple[int, int]) -> str:
    """What a click on a hovered token of the player to act does."""
    owner, square = hover_token
    if owner == view.current and view.phase == "turn":
        return f"Click to move this station ({square_name(square)})"
    return ""


@dataclass(frozen=True)
class Aim:
    """The next thing to click towards an action: a station token (owner, square), a square
    of the grid, or a button of the action panel (the action it takes, or the bonus choice
    it starts)."""

    token: tuple[int, int] | None = None
    square: int | None = None
    button: A.Action | Mode | None = None


def next_click(
    view: DigObservation, selection: Selection, legal: Sequence[A.Action], action: A.Action
) -> Aim | None:
    """What to click next so that `action` comes about, given the half-made choice; None for
    an action no click of this table brings about. The same paths `Selection.click` takes:
    a move is its station then its square, an inspect or a relocation starts at its bonus
    button, and a choice under way that would swallow the click is dropped first."""
    placing = view.phase in ("place", "fleet")
    if isinstance(action, A.PlaceStation):
        return Aim(square=action.square) if placing else None
    if placing:
        return None
    wanted: Mode | None = (
        "inspect"
        if isinstance(action, A.Inspect)
        else "relocate"
        if isinstance(action, A.Relocate)
        else None
    )
    if selection.mode is not None and selection.mode != wanted:
        return Aim(button=selection.mode)  # pressed again, it drops that bonus choice
    if isinstance(action, A.Inspect):
        return Aim(square=action.square) if selection.mode == "inspect" else Aim(button="inspect")
    if isinstance(action, A.Relocate):
        pick = (action.owner, action.source)
        if selection.mode != "relocate":
            return Aim(button="relocate")
        if selection.relocate_pick is None:
            return Aim(token=pick)
        if selection.relocate_pick != pick:
            return Aim(button="relocate")  # off, then on again to pick anew
        return Aim(square=action.target)
    if isinstance(action, A.Move):
        if selection.selected != action.source:
            return Aim(token=(view.current, action.source))
        return Aim(square=action.target)
    if isinstance(action, A.Dig | A.Carry):
        picked = selection.selected
        if picked is not None and A.Move(picked, action.square) in legal:
            # A click there would move the picked station: put it down first.
            return Aim(token=(view.current, picked))
        return Aim(square=action.square)
    if isinstance(action, A.Upgrade | A.TakeFortune | A.DeclareVictory | A.EndTurn):
        return Aim(button=action)
    return None
