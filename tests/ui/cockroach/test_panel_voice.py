"""One voice per panel (issue 37, point 5): who is deciding, what they decide and the buttons
come from one value (prompts.Panel). Every kind of decision of the hunt (every choice step,
every window moment) is walked, in positions of real games, and with every way the table can
stand towards it (the person at the screen acting, the couch asked and naming who plays, a
computer deciding, another person deciding, a held turn, the end): the title names who
decides and what, the lines speak of the same, and the buttons are that decision's."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from game.rules.cockroach import actions as A
from game.rules.cockroach.choices import OPTIONS
from game.rules.cockroach.content import content
from game.rules.cockroach.engine import CockroachEngine
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Rng, Setup
from game.ui.cockroach.model import Command, HuntModel
from game.ui.cockroach.prompts import STEP_WORDS, Names, Panel, Status, build_panel
from game.ui.cockroach.reactions import MOMENT_WORDS, SquadQuestion
from game.ui.cockroach.rows import FOLD_WORDS
from game.ui.cockroach.slots import SETTLE_SLOT

MOMENTS = tuple(MOMENT_WORDS)
NAMES = ("Ada", "Boris", "Chandra", "Dita")
#: The actions each kind of decision offers (a window: squads or pass).
OFFERS: dict[str, tuple[type, ...]] = {
    "hero": (A.ChooseHero,),
    "place": (A.Marker,),
    "spend": (
        A.Acquire,
        A.Technique,
        A.RollSpecial,
        A.Reroll,
        A.Exchange,
        A.PlaySquad,
        A.EndSpending,
        A.UseInjuries,
        A.PayToll,
    ),
    "spoils": (A.GiveSpoil,),
    "move": (A.Marker,),
    "pull": (A.Pull,),
    "leave": (A.Marker,),
    "opt_move": (A.Marker, A.Pass),
    "wreck_own": (A.Wreck,),
    "wreck_other": (A.Wreck,),
    "pick_roach": (A.Pick,),
    "keep_card": (A.Pick,),
    "reroll_pick": (A.Reroll, A.Pass),
    "pay": (A.PayWith,),
    **{moment: (A.PlaySquad, A.Pass) for moment in MOMENTS},
}


@cache
def positions() -> dict[str, CockroachEngine]:
    """A real position for every kind of decision: random games until each was met."""
    found: dict[str, CockroachEngine] = {}
    for seed in range(40):
        engine, _ = CockroachEngine.new(Setup(game="cockroach", players=4), seed)
        rng = Rng.from_seed(seed)
        for _ in range(20_000):
            if engine.is_over():
                break
            decider = engine.decider()
            assert decider is not None
            kind = engine.observation(decider).flow[-1].kind
            if kind in OFFERS and kind not in found:
                found[kind] = engine.clone()
            engine.apply(rng.choice(engine.legal_actions()))
        if set(OFFERS) <= set(found):
            return found
    raise AssertionError(f"never met: {sorted(set(OFFERS) - set(found))}")


def name(seat: int) -> str:
    return NAMES[seat]


def describe_with(engine: CockroachEngine) -> Callable[[A.Action], str]:
    return engine.describe


def panel(
    engine: CockroachEngine,
    acting: bool,
    human: bool = True,
    model: HuntModel | None = None,
    holding: bool = False,
    people: tuple[int, ...] = (0, 1),
) -> tuple[Panel, RoachObservation]:
    decider = engine.decider()
    assert decider is not None
    view = engine.observation(decider)
    legal = list(engine.legal_actions()) if acting else []
    status = Status(False, decider, human, acting, holding=holding, viewer=0 if holding else None)
    names = Names(name, describe_with(engine), content())
    return build_panel(model or HuntModel(), view, status, legal, list(people), names), view


def said(p: Panel) -> str:
    return " ".join([p.title, *(text for text, _ in p.lines)])


def check_acting(kind: str, engine: CockroachEngine) -> None:
    p, view = panel(engine, acting=True)
    decider = engine.decider()
    assert decider is not None
    legal = engine.legal_actions()
    assert p.voice == "you" and p.decider == decider and p.kind == kind
    assert p.title.startswith(f"{name(decider)}: "), p.title
    words = MOMENT_WORDS[kind] if kind in MOMENTS else STEP_WORDS[kind]
    assert words in p.title, (kind, p.title)
    assert p.buttons, kind
    for button in p.buttons:
        value = button.value
        if isinstance(value, Command):
            assert value.name in ("open", "page", "back"), (kind, button)
            if value.name == "open":
                assert button.text in FOLD_WORDS.values() or button.text.startswith("Play ")
        else:
            assert value in legal and isinstance(value, OFFERS[kind]), (kind, button)
        settling = isinstance(value, A.Pass | A.EndSpending)
        assert settling == (button.slot == SETTLE_SLOT), (kind, button)
    for other, words in {**STEP_WORDS, **MOMENT_WORDS}.items():
        if other != kind and words not in STEP_WORDS.get(kind, "") + MOMENT_WORDS.get(kind, ""):
            assert words not in p.title, (kind, other, p.title)
    hand = p.hand
    assert hand is None if kind == "hero" else hand == tuple(view.hand)


def check_watching(kind: str, engine: CockroachEngine) -> None:
    """Nobody at the screen decides: a computer, or another person (no buttons, no hand)."""
    decider = engine.decider()
    assert decider is not None
    computer, _ = panel(engine, acting=False, human=False)
    assert computer.voice == "computer" and computer.buttons == () and computer.hand is None
    assert computer.title.startswith(f"{name(decider)} (computer)")
    if kind in MOMENTS:
        assert "may play a squad" in computer.title and MOMENT_WORDS[kind] in computer.title
    waiting, _ = panel(engine, acting=False, human=True)
    assert waiting.voice == "person" and waiting.buttons == () and waiting.hand is None
    if kind in MOMENTS:  # the title says what the table waits for: the window's moment
        assert waiting.title == f"A moment for squads {MOMENT_WORDS[kind]}"
        assert name(decider) not in said(waiting)
    else:
        assert waiting.title == f"Waiting for {name(decider)}"
    assert "Your" not in said(waiting) and "your" not in said(waiting)


def check_couch(kind: str, engine: CockroachEngine) -> None:
    """The couch asked about a window: the question's words and answers only, no hand."""
    asked = SquadQuestion().verdict(0, [0, 1], can_play=False, wanted=True)[0]
    for model in (HuntModel(question=asked), HuntModel(question=asked.answer_choosing(True))):
        p, view = panel(engine, acting=False, model=model)
        assert p.voice == "couch" and p.hand is None
        assert p.title == f"Any squad {MOMENT_WORDS[kind]}?"
        assert all(isinstance(b.value, Command) for b in p.buttons)  # never a game action
        names = {b.value.name for b in p.buttons if isinstance(b.value, Command)}
        if model.question.choosing:
            assert p.kind == "choosing" and names <= {"player", "unchoose"}
            for b in p.buttons:
                if not isinstance(b.value, Command) or b.value.name != "player":
                    continue
                seat = b.value.arg
                assert isinstance(seat, int) and b.text == f"{name(seat)} plays a squad"
                assert view.hand_sizes[seat] > 0
            assert "Who plays?" in said(p)
        else:
            assert p.kind == "question" and names == {"choose", "couch", "continue"}
            settle = next(b for b in p.buttons if b.value == Command("continue"))
            assert settle.slot == SETTLE_SLOT


def check_held(engine: CockroachEngine) -> None:
    """A person's turn held on screen: the panel speaks of it alone, whoever decides next
    (issue 37: "ROVER 2 MAY PLAY A SQUAD" stood over "Your turn is over... End turn")."""
    for human in (True, False):
        p, view = panel(engine, acting=False, human=human, holding=True)
        assert p.voice == "held" and p.title == f"{name(0)}: your turn is over"
        assert p.decider == 0 and p.hand == tuple(view.hand)
        assert [(b.text, b.value, b.slot) for b in p.buttons] == [
            ("End turn", Command("end_turn"), SETTLE_SLOT)
        ]
        assert "may play" not in said(p) and "thinking" not in said(p)


def test_every_decision_kind_speaks_with_one_voice() -> None:
    assert set(OFFERS) == set(OPTIONS) | set(MOMENTS)  # every choice step, every window
    found = positions()
    for kind, engine in sorted(found.items()):
        check_acting(kind, engine)
        check_watching(kind, engine)
        if kind in MOMENTS:
            check_couch(kind, engine)
        check_held(engine)


def test_the_end_has_no_buttons() -> None:
    engine, _ = CockroachEngine.new(Setup(game="cockroach", players=2), 1)
    rng = Rng.from_seed(1)
    while not engine.is_over():
        engine.apply(rng.choice(engine.legal_actions()))
    view = engine.observation(0)
    status = Status(True, None, False, False)
    names = Names(name, engine.describe, content())
    p = build_panel(HuntModel(), view, status, [], [0], names)
    assert p.voice == "over" and p.title == "The hunt is over" and p.buttons == ()
    winner = NAMES[view.winners[0]]
    assert any(text.startswith(winner) and "VP" in text for text, _ in p.lines)
