"""The cockroach table's interaction model (game/ui/cockroach/model.py) without a window:
each input, from a real game's observation and legal actions, gives a new model and at most
one of the engine's legal actions (DESIGN.md, "The screens": pure data, pure transitions)."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from collections.abc import Callable

import pytest

from game.rules.cockroach import actions as A
from game.rules.cockroach.content import content
from game.rules.cockroach.engine import CockroachEngine
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Event, Rng, Setup
from game.ui.cockroach import model as M
from game.ui.cockroach.model import Button, Command, HuntModel, Press, step
from game.ui.cockroach.reactions import SquadQuestion, paying_for
from game.ui.cockroach.rows import ROWS, panel_rows, question_rows
from game.ui.cockroach.slots import BACK_SLOT, SETTLE_SLOT, SLOTS


def game_until(
    found: Callable[[CockroachEngine], bool], seed: int = 3, players: int = 3
) -> CockroachEngine:
    """A real game played at random until `found` holds."""
    engine, _ = CockroachEngine.new(Setup(game="cockroach", players=players), seed)
    rng = Rng.from_seed(seed)
    for _ in range(20_000):
        if found(engine):
            return engine
        engine.apply(rng.choice(engine.legal_actions()))
    raise AssertionError("no such position in the game")


def seen(engine: CockroachEngine) -> RoachObservation:
    decider = engine.decider()
    assert decider is not None
    view = engine.observation(decider)
    assert isinstance(view, RoachObservation)
    return view


def legal_of(engine: CockroachEngine) -> list[A.Action]:
    return list(engine.legal_actions())


def many_choices(engine: CockroachEngine) -> bool:
    return len(engine.legal_actions()) > ROWS + 1


def at_a_window(engine: CockroachEngine) -> bool:
    return engine.decider() is not None and seen(engine).flow[-1].type == "window"


def name(seat: int) -> str:
    return f"Seat {seat}"


def test_next_and_previous_walk_the_legal_actions_and_close_an_opened_group() -> None:
    engine = game_until(many_choices)
    view, legal = seen(engine), legal_of(engine)
    model = HuntModel(opened="acquire", page=2)
    first, action = step(model, view, legal, M.Next())
    assert action is None and first.focus == 0
    assert (first.opened, first.page) == (None, 0)
    last, _ = step(model, view, legal, M.Previous())
    assert last.focus == len(legal) - 1
    around, _ = step(last, view, legal, M.Next())
    assert around.focus == 0
    assert step(model, view, [], M.Next()) == (model, None)  # nothing to pick while not acting


def test_take_takes_the_keyboards_pick_and_nothing_without_one() -> None:
    engine = game_until(many_choices)
    view, legal = seen(engine), legal_of(engine)
    picked, _ = step(HuntModel(), view, legal, M.Previous())
    assert step(picked, view, legal, M.Take()) == (picked, legal[-1])
    assert step(HuntModel(), view, legal, M.Take()) == (HuntModel(), None)


def test_back_drops_the_pick_and_the_opened_group() -> None:
    engine = game_until(many_choices)
    view, legal = seen(engine), legal_of(engine)
    model = HuntModel(opened="acquire", page=1, focus=2, hover_row=1)
    dropped, action = step(model, view, legal, M.Back())
    assert action is None
    assert dropped == HuntModel(hover_row=1)


def test_a_panel_button_is_its_action_or_its_command() -> None:
    engine = game_until(many_choices)
    view, legal = seen(engine), legal_of(engine)
    model = HuntModel()
    assert step(model, view, legal, Press(legal[0])) == (model, legal[0])
    opened, _ = step(model, view, legal, Press(Command("open", "acquire")))
    assert (opened.opened, opened.page) == ("acquire", 0)
    paged, _ = step(opened, view, legal, Press(Command("page", 2)))
    assert (paged.opened, paged.page) == ("acquire", 2)
    back, _ = step(paged, view, legal, Press(Command("back")))
    assert (back.opened, back.page) == (None, 0)
    assert step(model, view, legal, Press(Command("no such command"))) == (model, None)


def test_a_click_on_a_cockroach_goes_there_only_when_that_is_a_choice() -> None:
    def marker_choice(engine: CockroachEngine) -> bool:
        slots = {a.slot for a in engine.legal_actions() if isinstance(a, A.Marker)}
        return bool(slots) and len(slots) < len(seen(engine).roaches)

    engine = game_until(marker_choice)
    view, legal = seen(engine), legal_of(engine)
    slots = {a.slot for a in legal if isinstance(a, A.Marker)}
    for slot in range(len(view.roaches)):
        _, action = step(HuntModel(), view, legal, M.ClickRoach(slot))
        assert action == (A.Marker(slot) if slot in slots else None)


def test_a_click_on_a_market_card_takes_it_only_when_that_is_a_choice() -> None:
    def acquiring(engine: CockroachEngine) -> bool:
        return any(isinstance(a, A.Acquire) for a in engine.legal_actions())

    engine = game_until(acquiring)
    view, legal = seen(engine), legal_of(engine)
    cards = range(len(view.display) + 1)
    taken = [step(HuntModel(), view, legal, M.ClickCard(i))[1] for i in cards]
    assert taken[-1] is None  # past the last card
    assert {a for a in taken if a is not None} == {a for a in legal if isinstance(a, A.Acquire)}


def test_the_pointer_lights_a_row_and_names_the_dice_it_points_at() -> None:
    engine = game_until(many_choices)
    model, action = step(HuntModel(), seen(engine), legal_of(engine), M.PointAt(1))
    assert action is None and model.hover_row == 1
    rows: M.Rows = [
        M.Button("Roll die 2 again", A.Reroll(1), 0),
        M.Button("Pay", A.PayWith((0, 3), special=True), 1),
    ]
    assert M.named_dice(M.pointed(model, rows, [])) == {0, 3, -1}
    assert M.named_dice(M.pointed(HuntModel(hover_row=0), rows, [])) == {1}
    assert M.named_dice(M.pointed(HuntModel(), rows, [A.Reroll(4)])) == frozenset()
    assert M.named_dice(M.pointed(HuntModel(focus=0), rows, [A.Reroll(4)])) == {4}


def test_the_couch_is_asked_once_per_window_and_answers_through_the_panel() -> None:
    engine = game_until(at_a_window)
    view, legal = seen(engine), legal_of(engine)
    decider = engine.decider()
    assert decider is not None
    question, verdict = SquadQuestion().verdict(decider, [0, 1], can_play=False, wanted=True)
    assert verdict == "ask" and question.showing() and question.asked == 1
    again, verdict = question.verdict(decider, [0, 1], can_play=False, wanted=True)
    assert verdict == "ask" and again.asked == 1  # the same question, still on screen
    model = HuntModel(question=question)
    choosing, _ = step(model, view, legal, Press(Command("choose")))
    assert choosing.question.choosing
    rows = question_rows(choosing.question, view, [0, 1], name)
    assert rows[-1] == Button("Back: no one plays after all", Command("unchoose"), BACK_SLOT)
    named, _ = step(choosing, view, legal, Press(Command("player", 1)))
    assert named.question.player == 1 and named.question.handing_over
    assert not named.question.showing()
    taken, action = step(model, view, legal, M.Take())  # Enter at the question: Continue
    assert action is None and taken.question.continued and not taken.question.showing()


def test_a_window_that_matters_to_no_one_is_not_asked() -> None:
    """Issue 37 point 3: a window no person's standing choice asks about, or where no squad
    a person may hold could be played, passes without a question; one person alone is asked
    by their own buttons only when they hold a squad they can play."""
    engine = game_until(at_a_window)
    decider = engine.decider()
    assert decider is not None
    quiet, verdict = SquadQuestion().verdict(decider, [0, 1], can_play=True, wanted=False)
    assert verdict == "pass" and not quiet.showing() and quiet.asked == 0
    assert SquadQuestion().verdict(decider, [0], can_play=True, wanted=True)[1] == "person"
    assert SquadQuestion().verdict(decider, [0], can_play=False, wanted=True)[1] == "pass"
    assert SquadQuestion().verdict(decider, [0], can_play=True, wanted=False)[1] == "pass"


def test_what_happens_resets_the_question_and_a_squad_asks_everyone_again() -> None:
    named = SquadQuestion(asked=3).answer_player(2)
    passed = named.after_events([Event("passed", {"player": 2})])
    assert passed.continued  # the person named let the window go
    moved = named.after_events([Event("marker_moved", {"player": 0, "slot": 1})])
    assert moved.player is None and moved.asked == 3
    played = named.after_events([Event("squad_played", {"player": 1, "card": "s01"})])
    assert played.player is None and not played.continued


def test_the_panel_folds_many_choices_and_opens_a_group() -> None:
    engine = game_until(many_choices)
    view, legal = seen(engine), legal_of(engine)
    c = content()
    rows = panel_rows(HuntModel(), view, legal, [0], name, str, c)
    folds = [b.value for b in rows if isinstance(b.value, Command) and b.value.name == "open"]
    assert folds and len(rows) <= SLOTS
    assert len({b.slot for b in rows}) == len(rows)  # one button a slot
    inside = panel_rows(HuntModel(opened=str(folds[0].arg)), view, legal, [0], name, str, c)
    assert Button("Back", Command("back"), BACK_SLOT) in inside
    assert panel_rows(HuntModel(), view, [], [0], name, str, c) == []  # not acting: no buttons


def test_the_settling_choice_always_sits_in_the_last_slot() -> None:
    """Issue 37 point 4: Pass, Done, Stay and Continue never move: the last slot is theirs,
    and no other choice ever takes it."""
    seen_settle = 0
    for seed in range(6):
        engine, _ = CockroachEngine.new(Setup(game="cockroach", players=3), seed)
        rng = Rng.from_seed(seed)
        for _ in range(400):
            if engine.is_over():
                break
            legal = legal_of(engine)
            view = seen(engine)
            for opened in [None, *{a.kind for a in legal}]:
                rows = panel_rows(HuntModel(opened=opened), view, legal, [0], name, str, content())
                for button in rows:
                    settling = isinstance(button.value, A.Pass | A.EndSpending)
                    assert settling == (button.slot == SETTLE_SLOT), button
                    seen_settle += settling
            engine.apply(rng.choice(legal))
    assert seen_settle > 100


def test_a_freshly_changed_panel_takes_no_press_until_its_lock_is_out() -> None:
    """Issue 37 point 4: a short lock (game time, from dt) after the panel changes absorbs a
    double-click's second press."""
    engine = game_until(many_choices)
    view, legal = seen(engine), legal_of(engine)
    model = HuntModel().changed()
    assert model.locked() and model.lock == M.LOCK
    assert step(model, view, legal, Press(legal[0])) == (model, None)
    assert step(model, view, legal, M.Take()) == (model, None)
    moved, _ = step(model, view, legal, M.PointAt(2))
    assert moved.hover_row == 2  # the pointer still lights what it is over
    waited = model.ticked(M.LOCK / 2).ticked(M.LOCK / 2)
    assert not waited.locked()
    assert step(waited, view, legal, Press(legal[0]))[1] == legal[0]


def test_the_model_is_a_value() -> None:
    model = HuntModel()
    with pytest.raises(dataclasses.FrozenInstanceError):
        model.focus = 3  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        model.question.asked = 3  # type: ignore[misc]


def test_the_model_and_the_panels_words_need_no_pygame() -> None:
    code = (
        "import sys\n"
        "import game.ui.cockroach.model, game.ui.cockroach.rows, game.ui.cockroach.words\n"
        "sys.exit(any(m.split('.')[0] == 'pygame' for m in sys.modules))\n"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_a_pay_step_names_what_it_pays_for() -> None:
    """Issue 34, point 7: while the dice to pay with are chosen, the panel says what they pay
    for: the spending action the pay step waits on (read from the step, typed); no other
    step pays for anything."""

    def paying(engine: CockroachEngine) -> bool:
        return engine.decider() is not None and seen(engine).flow[-1].kind == "pay"

    engine = next(
        (e for seed in range(40) if paying(e := game_until(paying_or_over, seed=seed))),
        None,
    )
    assert engine is not None, "no pay step in 40 random games"
    view = seen(engine)
    waiting = paying_for(view)
    assert waiting is not None and not isinstance(waiting, A.PayWith)
    assert paying_for(seen(game_until(at_a_window))) is None


def paying_or_over(engine: CockroachEngine) -> bool:
    return engine.is_over() or seen(engine).flow[-1].kind == "pay"
