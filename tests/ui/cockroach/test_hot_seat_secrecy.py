"""Hot seat (DESIGN.md: "another human's hand and secrets are never on screen; a 'pass to
<name>' screen stands between human seats"; issue 34, point 12): nobody's hand is drawn before
a pass screen names them. Whole games of three seats (two people and a computer, and three
people) are walked frame by frame through every reaction window, with the couch naming a
person to play a squad now and then; every time the panel draws a hand, it must be the hand
of the person the last pass screen named, and a person the couch names to play a squad gets
the screen behind a pass screen even if they were the last at it (the couch was looking)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest
from roachtable_helpers import Couch, make_app, start, turns

from game.ai.registry import make_bot
from game.rules.cockroach import actions as A
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Rng, SeatView
from game.ui.cockroach import prompts
from game.ui.cockroach.model import Command, Press
from game.ui.cockroach.reactions import SquadQuestion
from game.ui.cockroach.table import CockroachTable
from game.ui.play.seats import SeatSpec
from game.ui.scenes.pass_device import PassScene


def _seats(people: int) -> list[SeatSpec]:
    names = ["Ada", "Boris", "Chandra"]
    return [SeatSpec(name=names[i], colour=i, human=i < people, bot="greedy") for i in range(3)]


class EagerPeople:
    """The people's moves: a squad whenever a window lets them play one, else greedy's."""

    name = "eager"

    def __init__(self) -> None:
        self.greedy = make_bot("greedy", "cockroach")

    def choose(self, view: SeatView, rng: Rng) -> Any:
        squads = [a for a in view.legal_actions() if isinstance(a, A.PlaySquad)]
        obs = view.observation()
        assert isinstance(obs, RoachObservation)
        if squads and obs.flow and obs.flow[-1].type == "window":
            return rng.choice(squads)
        return self.greedy.choose(view, rng)


def _sometimes_a_person_plays(rng: Rng) -> Callable[[CockroachTable], Command]:
    """The couch says Continue, or (one time in three) names a person holding cards."""

    def answer(t: CockroachTable) -> Command:
        holders = [p for p in t.session.humans() if t.view.hand_sizes[p] > 0]
        if holders and rng.randbelow(3) == 0:
            t.send(Press(Command("choose")))
            return Command("player", rng.choice(holders))
        return Command("continue")

    return answer


@pytest.mark.parametrize("people", [2, 3])
def test_no_hand_is_drawn_before_a_pass_screen_names_its_holder(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch, people: int
) -> None:
    app = make_app(display)
    table, session = start(app, seats=_seats(people), seed=40 + people)
    seat_of = {session.name(p): p for p in range(3)}
    named: list[int] = []
    drawn: list[tuple[int | None, int | None]] = []  # (viewer, last named) per hand drawn

    confirm = PassScene.confirm
    astray: list[tuple[int, int | None]] = []  # pass screens naming someone who does not act

    def confirm_and_note(scene: PassScene) -> None:
        named.append(seat_of[scene.name])
        confirm(scene)
        if session.decider() != named[-1]:
            astray.append((named[-1], session.decider()))

    answer_player = SquadQuestion.answer_player

    def couch_names(question: SquadQuestion, seat: int) -> SquadQuestion:
        named.append(-1)  # the whole couch looks at the screen: the next hand needs a pass
        return answer_player(question, seat)

    hand_shown = prompts.hand_shown

    def note_hand(view: RoachObservation) -> tuple[str, ...]:
        drawn.append((table.viewer, named[-1] if named else None))
        return hand_shown(view)

    monkeypatch.setattr(PassScene, "confirm", confirm_and_note)
    monkeypatch.setattr(prompts, "hand_shown", note_hand)
    monkeypatch.setattr(SquadQuestion, "answer_player", couch_names)
    couch = Couch(app, table, answer=_sometimes_a_person_plays(Rng.from_seed(people)), draw=True)
    couch.bot = EagerPeople()
    couch.play()
    assert session.is_over()
    wrong = [(viewer, last) for viewer, last in drawn if viewer != last]
    assert not wrong, f"hands drawn for a seat the last pass screen did not name: {wrong[:5]}"
    assert not astray, f"pass screens for a person who was not deciding: {astray[:5]}"
    out_of_turn = [
        e
        for e in session.match.events
        if e.kind == "squad_played" and e.data["out_of_turn"] and session.is_human(e.data["player"])
    ]
    print(
        f"{people} people: {turns(session)} turns, {len(drawn)} hands drawn, "
        f"{couch.pass_screens} pass screens, {len(out_of_turn)} squads out of turn by people"
    )
    assert drawn and out_of_turn
