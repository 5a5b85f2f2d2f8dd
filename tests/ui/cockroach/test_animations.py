"""Animations that tell what happened (issue 37, point 2), driven by rule events: the roll, a
die locked when a symbol is spent, injuries travelling to the cockroach, a kill (the card
leaves, the next comes in), spoils handed to each player, VP counted up, a squad card flying
from its player to the pile and leaving it as it resolves in turn. While one shows a part of
the table, the still picture holds that part back; Space skips them; none blocks input; they
follow the speed setting."""

from __future__ import annotations

from collections import Counter

import pygame
from roachtable_helpers import start

from game.ai.registry import make_bot
from game.rules.cockroach.engine import CockroachEngine
from game.rules.cockroach.events import Injured, RoachSlain
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Event, Rng, SeatView, Setup
from game.rules.core.events import read
from game.store.settings import Settings
from game.ui.cockroach.anim_shapes import HoldRoach, HoldVp, Tumbling
from game.ui.cockroach.animations import MAKERS, EventAnimations, held_back
from game.ui.cockroach.look import Look
from game.ui.draw.anim import Anim, AnimQueue
from game.ui.draw.text import FontBook
from game.ui.play.seats import COLOURS, SeatSpec, default_seats
from game.ui.shell.app import App

Batch = tuple[RoachObservation, list[Event], RoachObservation]


def batches(seed: int = 4, players: int = 3) -> list[Batch]:
    """Every action of a whole game between greedy bots: the public view before, its
    events, the view after."""
    engine, _ = CockroachEngine.new(Setup(game="cockroach", players=players), seed)
    bot = make_bot("greedy", "cockroach")
    rng = Rng.from_seed(seed)
    out: list[Batch] = []
    while not engine.is_over():
        before = engine.observation(0)
        decider = engine.decider()
        assert decider is not None
        events = engine.apply(bot.choose(SeatView(engine, decider), rng))
        out.append((before, [e.seen_by(0) for e in events], engine.observation(0)))
    return out


def animations() -> EventAnimations:
    look = Look.make(FontBook(), lambda s: COLOURS[s], lambda s: f"P{s}")
    return EventAnimations(look, lambda s: f"P{s}", lambda s: COLOURS[s])


def test_every_kind_of_event_that_changes_the_table_is_shown(display: pygame.Surface) -> None:
    """In whole games, each event kind the animations know makes its animation, each with
    a duration, and every one of them draws."""
    made: Counter[str] = Counter()
    anims = animations()
    canvas = pygame.Surface((1280, 720))
    for seed in (4, 5):
        for before, events, after in batches(seed):
            for event in events:
                if event.kind not in MAKERS:
                    continue
                for anim in anims.for_events([event], before, after):
                    made[event.kind] += 1
                    assert anim.duration > 0
                    for t in (0.0, 0.5, 1.0):
                        anim.draw(canvas, t)
    shown = {"dice_rolled", "dice_locked", "injured", "roach_slain", "roach_revealed"}
    shown |= {"spoil_gained", "squad_played", "squad_resolves", "card_acquired", "marker_moved"}
    assert shown <= set(made), shown - set(made)


def test_a_kill_stamps_the_card_turns_the_next_over_and_counts_the_vp(
    display: pygame.Surface,
) -> None:
    anims = animations()
    for before, events, after in batches():
        kinds = [e.kind for e in events]
        if "roach_slain" not in kinds or "roach_revealed" not in kinds:
            continue
        slain = read(events[kinds.index("roach_slain")], RoachSlain)
        made = anims.for_events(events, before, after)
        keys = [a.key for a in made]
        holds = [k for k in keys if isinstance(k, HoldRoach) and k.slot == slain["slot"]]
        # The slain card, stamped, leaving, then the next coming in: the animations draw
        # the place, the still picture leaves it empty (no card left behind as one lifts).
        assert len(holds) >= 2 and all(h.picture is None for h in holds)
        counts = [k for k in keys if isinstance(k, HoldVp) and k.seat == slain["killer"]]
        assert counts and counts[0].vp == before.vp[slain["killer"]]
        held, _ = held_back(made)
        assert held.vp[slain["killer"]] == before.vp[slain["killer"]]
        assert slain["slot"] in held.roaches
        return
    raise AssertionError("no kill in the game")


def _played(made: list[Anim], dt: float = 1 / 120) -> float:
    """Game seconds the animations take in the queue; on the way, no two playing at once
    draw the same part of the table."""
    queue = AnimQueue()
    for anim in made:
        queue.add(anim)
    seconds = 0.0
    while queue:
        queue.update(dt)
        seconds += dt
        playing = [a for a in queue.items if a.started and not a.done]
        for i, anim in enumerate(playing):
            for other in playing[i + 1 :]:
                assert not anim.parts & other.parts, (anim.parts, other.parts)
    return seconds


def test_a_kills_parts_overlap_and_the_next_cockroach_comes_in_once_the_card_left(
    display: pygame.Surface,
) -> None:
    """The VP set off as the slain card lifts; the next cockroach comes in as soon as it has
    left, while the VP are counted: the whole kill takes well under its parts one after
    another, and nothing is drawn twice at once."""
    anims = animations()
    for before, events, after in batches():
        kinds = [e.kind for e in events]
        if "roach_slain" not in kinds or "roach_revealed" not in kinds:
            continue
        slot = read(events[kinds.index("roach_slain")], RoachSlain)["slot"]
        made = anims.for_events(events, before, after)
        places = [a for a in made if ("roach", slot) in a.parts]
        leaving, arriving = places[0], places[-1]
        assert leaving.draw.__qualname__.startswith("leave")
        assert arriving.draw.__qualname__.startswith("arrive")
        assert made.index(arriving) < len(made) - 1  # not after the VP and spoils
        seconds = _played(made)
        assert seconds < 0.8 * sum(a.duration for a in made)
        return
    raise AssertionError("no kill in the game")


def test_a_card_taken_flies_as_the_dice_that_paid_are_locked(display: pygame.Surface) -> None:
    anims = animations()
    for before, events, after in batches():
        kinds = [e.kind for e in events]
        if "dice_locked" not in kinds or "card_acquired" not in kinds:
            continue
        made = anims.for_events(events, before, after)
        assert _played(made) < sum(a.duration for a in made) - 0.1
        return
    raise AssertionError("no card taken in the game")


def test_injuries_travel_before_they_show_on_the_card(display: pygame.Surface) -> None:
    """The still card keeps its injuries as they were until the counters have landed."""
    anims = animations()
    for before, events, after in batches():
        hurt = [read(e, Injured) for e in events if e.kind == "injured"]
        kinds = {e.kind for e in events}
        if not hurt or kinds & {"roach_slain", "roach_swapped", "healed"}:
            continue
        made = anims.for_events(events, before, after)
        held, _ = held_back(made)
        slot = hurt[0]["slot"]
        assert slot in held.roaches
        assert after.roaches[slot].wounds > before.roaches[slot].wounds
        queue = AnimQueue()
        for anim in made:
            queue.add(anim)
        while queue:
            queue.update(0.05)
        assert held_back(queue.items)[0].roaches == {}
        return
    raise AssertionError("no injuries in the game")


def test_a_roll_tumbles_the_dice_and_a_payment_locks_its_dice(display: pygame.Surface) -> None:
    anims = animations()
    locked = 0
    for before, events, after in batches():
        for event in events:
            made = anims.for_events([event], before, after)
            if event.kind == "dice_rolled":
                assert isinstance(made[0].key, Tumbling)
            if event.kind == "dice_locked":
                locked += 1
                assert made and made[0].sound == "click"
    assert locked > 5


def test_space_skips_the_animations_and_a_person_may_act_meanwhile(
    display: pygame.Surface,
) -> None:
    app = App(display, settings=Settings(animation_speed="normal", volume=0.0), sound=False)
    table, _session = start(app, seats=default_seats(2, humans=1), seed=8)
    for _ in range(2000):
        app.frame([], 1 / 60)
        if table.anims and table.human_to_act():
            break
        if table.human_to_act() and not table.anims:
            assert table.try_action(table.legal()[-1])
    assert table.anims and table.human_to_act()  # input is not blocked by what plays
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")], 0.0)
    assert not table.anims


def _seconds_of_animation(speed: str, display: pygame.Surface) -> float:
    app = App(display, settings=Settings(animation_speed=speed, volume=0.0), sound=False)
    seats = [SeatSpec(f"R{i}", i, False, "greedy") for i in range(2)]
    table, session = start(app, seats=seats, seed=8)
    for _ in range(400):  # till the first animation
        app.frame([], 1 / 60)
        if session.thinking is not None:
            session.thinking.join(0.05)
        if table.anims:
            break
    first = table.anims.items[0]
    seconds = 0.0
    while first in table.anims.items:
        app.frame([], 1 / 60)
        seconds += 1 / 60
    return seconds


def test_animations_follow_the_speed_setting(display: pygame.Surface) -> None:
    assert _seconds_of_animation("fast", display) < _seconds_of_animation("slow", display)
