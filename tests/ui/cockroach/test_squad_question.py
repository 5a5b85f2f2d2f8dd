"""Reaction windows at the couch (issue 15, point 4; DESIGN.md: "A window opens the same way
whatever anyone holds"; 004: squads "can be played at any time (even another player's
turn)", several played in a row resolve "in the opposite order to that in which they were
played")."""

from __future__ import annotations

import pygame
from roachtable_helpers import Couch, make_app, start, turns

from game.rules.cockroach import actions as A
from game.ui.cockroach.model import Button, Command, Press
from game.ui.cockroach.reactions import stack_of_plays
from game.ui.cockroach.slots import BACK_SLOT, SETTLE_SLOT
from game.ui.cockroach.table import CockroachTable
from game.ui.play.seats import SeatSpec, default_seats

QUESTION = [
    Button("I play a squad", Command("choose"), 0),
    Button("When are we asked?\u2026", Command("couch"), BACK_SLOT),
    Button("Continue: no squad now", Command("continue"), SETTLE_SLOT),
]


def test_the_window_question_is_the_same_whatever_anyone_holds(display: pygame.Surface) -> None:
    """Every question in a 4-person game shows the same three answers; it is asked whether or
    not the person asked holds a squad playable now, so its coming tells nothing."""
    app = make_app(display)
    table, session = start(app, seed=5)
    seen: list[bool] = []

    def answer(t: CockroachTable) -> Command:
        assert t.current_rows() == QUESTION
        legal = session.engine.legal_actions()
        seen.append(any(isinstance(a, A.PlaySquad) for a in legal))
        assert t.legal() == []  # no one's hand is at stake while the couch is asked
        return Command("continue")

    Couch(app, table, answer=answer).play(until=lambda: turns(session) >= 8)
    assert len(seen) >= 8


def test_windows_no_person_can_answer_pass_without_a_question(display: pygame.Surface) -> None:
    """004 windows where only computers hold cards, or where the people asked hold none,
    never stop the table: every question is asked of a person who holds cards."""
    app = make_app(display)
    seats = default_seats(4, humans=2)
    table, session = start(app, seats=seats, seed=9)
    asked_of: list[int] = []

    def answer(t: CockroachTable) -> Command:
        decider = session.decider()
        assert decider is not None and session.is_human(decider)
        asked_of.append(t.view.hand_sizes[decider])
        return Command("continue")

    Couch(app, table, answer=answer).play()
    assert session.is_over()
    assert asked_of and min(asked_of) > 0


def test_a_single_person_is_never_asked_when_they_cannot_play(display: pygame.Surface) -> None:
    """With one person at the screen there is no one to hide a hand from: a window they
    cannot answer passes by itself; one they can answer shows their squads and Pass."""
    app = make_app(display)
    seats = default_seats(2, humans=1)
    table, session = start(app, seats=seats, seed=4)
    couch = Couch(app, table)
    windows = 0
    for _ in range(20_000):
        if session.is_over():
            break
        table.update(0.0)  # the table's own look at a window that has just opened
        waiting = table.human_to_act() and not table.anims
        if waiting and table.view.flow[-1].type == "window":
            windows += 1
            legal = table.legal()
            assert any(isinstance(a, A.PlaySquad) for a in legal)
            assert "Pass: play no squad now" in [b.text for b in table.current_rows()]
        assert not table.model.question.showing()
        if not couch.step():
            break
    assert windows > 0


def play_at_the_couch(
    couch: Couch, table: CockroachTable, but: int = -1
) -> tuple[int, A.PlaySquad]:
    """At the next questions, the couch says "I play a squad" for a person holding cards
    (not `but`), until one of them has a squad they can play now; they play it."""
    session = table.session
    for _ in range(60):
        couch.play(until=lambda: table.model.question.showing())
        table.send(Press(Command("choose")))
        rows = table.current_rows()
        assert rows[-1] == Button("Back: no one plays after all", Command("unchoose"), BACK_SLOT)
        named = [b.value for b in rows[:-1] if b.value.arg != but]
        if not named:
            table.send(Press(Command("unchoose")))
            table.send(Press(Command("continue")))
            continue
        table.send(Press(named[0]))
        player = named[0].arg
        assert isinstance(player, int)
        couch.play(until=lambda: table.human_to_act())
        assert table.viewer == player and session.decider() == player
        assert couch.pass_screens  # the person got the screen behind a pass screen
        squads = [a for a in table.legal() if isinstance(a, A.PlaySquad)]
        if squads:
            assert table.try_action(squads[0])
            return player, squads[0]
        assert table.try_action(A.Pass())  # "never mind": the couch goes on
    raise AssertionError("no one could play a squad")


def test_a_squad_played_at_the_couch_stacks_and_resolves_last_in_first_out(
    display: pygame.Surface,
) -> None:
    """I play a squad: the couch names who; that person (after a pass screen) plays; the
    table shows the stack of plays and asks again; answers resolve before what they answer."""
    app = make_app(display)
    table, session = start(app, seed=3)
    couch = Couch(app, table)
    seat, first = play_at_the_couch(couch, table)
    # The play waits under an answer window: the couch is asked again, the stack on screen.
    couch.play(until=lambda: table.model.question.showing() or not stack_of_plays(table.view))
    plays = stack_of_plays(table.view)
    assert [card for _, card, _ in plays] == [first.card]
    _, second = play_at_the_couch(couch, table, but=seat)
    assert [card for _, card, _ in stack_of_plays(table.view)] == [first.card, second.card]
    couch.play(until=lambda: not stack_of_plays(table.view))
    resolved = [e.data["card"] for e in session.match.events if e.kind == "squad_resolves"]
    assert resolved[-2:] == [second.card, first.card]


def test_computer_seats_react_in_windows_and_their_plays_are_logged(
    display: pygame.Surface,
) -> None:
    """Issue 15 point 5: computers answer windows too; their plays are shown and logged."""
    app = make_app(display)
    seats = [SeatSpec(name="Pat", colour=0, human=True)] + [
        SeatSpec(name=f"Bot {i}", colour=i, human=False, bot="greedy") for i in range(1, 4)
    ]
    table, session = start(app, seats=seats, seed=6)
    Couch(app, table).play()
    late = [
        e
        for e in session.match.events
        if e.kind == "squad_played" and e.data["out_of_turn"] and e.data["player"] != 0
    ]
    assert late, "no computer played a squad out of turn in a whole game"
    lines = [text for text, _ in table.log_lines]
    assert any("out of turn" in line and line.startswith("Bot") for line in lines)


def test_no_hand_is_on_screen_while_the_couch_is_asked(display: pygame.Surface) -> None:
    """DESIGN, hot seat: another person's hand is never on screen. While the couch is asked,
    the panel shows no hand at all; when a person acts, only their own."""
    app = make_app(display)
    table, session = start(app, seed=13)
    seen_question = 0

    def answer(t: CockroachTable) -> Command:
        nonlocal seen_question
        seen_question += 1
        assert t.panel().hand is None
        return Command("continue")

    couch = Couch(app, table, answer=answer)
    for _ in range(4000):
        if turns(session) >= 6:
            break
        if table.human_to_act() and table.view.hand and table.legal():
            assert table.viewer == session.decider()
            assert table.panel().hand == tuple(table.view.hand)
        couch.step()
    assert seen_question > 5
