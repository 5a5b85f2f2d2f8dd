"""The guided first game of Dig Mars (rule text 003): you against one computer, seed 3.

Why this seed: you place first, the computer's station lands on the stack beside yours, and
within five of your turns a short game meets every rule a normal game needs: a move, a dig
whose tile shows a bonus (an extra dig, which turns up an extra fortune point), carrying
from a stack you share (splitting), an expedition fleet level and its new station, digging
ground too hard for you alone (cooperation, a rival's stations and then your own), upgrading
carrying, and leaving emptied stacks. Ending a turn early never pays in this game, nor can
anyone declare victory or empty the canyon this soon: those are said in words where they
matter (the last action of a turn, a carry that fills your purse).

The computer's moves are the greedy bot's, recorded once (by a search that played seeds and
reported which rules each reached by which step) and kept here as plain data.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.tutorials.script import Rule, Step, Tutorial

# Squares are numbered row by row from A1 (0) to D4 (15); equipment 0 digging, 1 carrying,
# 2 expedition fleet (game.rules.digmars.actions).
B1, C1, D1 = 1, 2, 3
CARRYING, FLEET = 1, 2


def _computer(*actions: Mapping[str, Any]) -> list[Step]:
    """The computer's moves of one turn: played by the tutorial, without words."""
    return [Step(action) for action in actions]


RULES: tuple[Rule, ...] = (
    Rule("setup", "Before the first turn each player puts a station on any stack."),
    Rule("actions", "A turn is up to three actions, in any order, repeats allowed."),
    Rule("move", "Move: a station goes one square up, down, left or right."),
    Rule("dig", "Dig: flip the top tile under your station if your digging reaches its ground."),
    Rule("carry", "Carry: take a dug-up treasure if your carrying reaches what it needs."),
    Rule("hidden", "Fortune is kept hidden: you see only your own."),
    Rule("bonus", "A star on a dug-up tile is a bonus action for the one who dug it."),
    Rule("bonus_turn", "A bonus is used in the turn it is found, or lost."),
    Rule("fleet", "Each expedition fleet level brings a new station, placed at once anywhere."),
    Rule("upgrade", "Upgrade: raise digging or carrying a level for 1, then 2, then 3 fortune."),
    Rule("cooperation", "Every other station on a stack adds 1 to your digging and carrying."),
    Rule("splitting", "Fortune from a shared stack is split by players; the rest to the carrier."),
    Rule("end_turn", "You may end your turn before your three actions are used."),
    Rule("emptied", "Stations may stand on emptied squares, or jump over them to the next stack."),
    Rule("declare", "With 40 fortune (two players) you may declare victory on your turn."),
    Rule("the_end", "When the last tile is gone, the most fortune wins."),
)

STEPS: tuple[Step, ...] = (
    # --- setting up: you place first ----------------------------------------------------
    Step(
        {"kind": "place", "square": B1},
        "Your expedition lands with one station. Put it on B1: its top tile's ground is 1, and "
        "your digging of 1 can break it.",
        "003: game setup",
        "place your station on B1",
        ("setup",),
    ),
    *_computer({"kind": "place", "square": C1}),
    # --- your first turn ------------------------------------------------------------------
    Step(
        {"kind": "move", "source": B1, "target": C1},
        "Each turn you get up to three actions. First a move: click your station, then C1, "
        "where Rover landed.",
        "003: move",
        "move your station to C1",
        ("actions", "move"),
    ),
    Step(
        {"kind": "dig", "square": C1, "bonus": False},
        "Dig C1: your digging of 1 reaches its ground of 1, so the top tile turns over. A star "
        "on it is a bonus for you, this turn.",
        "003: dig",
        "dig at C1",
        ("dig",),
        ("tile_flipped", "bonus_gained"),
    ),
    Step(
        {"kind": "carry", "square": C1, "bonus": False},
        "Carry the treasure away: it needs carrying 1. Rover shares C1, so its 2 "
        "fortune is split, 1 each, and kept hidden.",
        "003: carry",
        "carry the treasure from C1",
        ("carry", "hidden"),
        ("tile_carried", "fortune_gained"),
    ),
    Step(
        {"kind": "dig", "square": C1, "bonus": True},
        "Your three actions are spent, but the star was an extra dig: dig C1 again for free.",
        "003: bonus actions",
        "use the extra dig at C1",
        ("bonus",),
    ),
    Step(
        {"kind": "take_fortune"},
        "Another star: 1 fortune from the bank. Take it now, since a bonus not used this turn "
        "is lost.",
        "003: bonus actions",
        "take the bonus fortune point",
        ("bonus", "bonus_turn"),
        ("bonus_fortune",),
    ),
    *_computer(
        {"kind": "upgrade", "equipment": FLEET},
        {"kind": "place", "square": D1},
        {"kind": "move", "source": C1, "target": D1},
        {"kind": "dig", "square": D1, "bonus": False},
    ),
    # --- your second turn: a new station, and working together ------------------------------
    Step(
        {"kind": "upgrade", "equipment": FLEET},
        "You have 2 fortune. Raise your expedition fleet to 2 for 1 fortune: each level brings "
        "one more station.",
        "003: upgrade",
        "upgrade your expedition fleet",
        ("fleet",),
    ),
    Step(
        {"kind": "place", "square": D1},
        "The new station goes down at once, on any stack. Put it on D1, where Rover's "
        "two stations stand.",
        "003: upgrade",
        "place your new station on D1",
        ("fleet",),
        ("station_placed",),
    ),
    Step(
        {"kind": "carry", "square": D1, "bonus": False},
        "Carry D1's 2 fortune. It is split by players, not stations: 1 each (an odd point "
        "would go to you, the carrier).",
        "003: splitting",
        "carry the treasure from D1",
        ("splitting",),
        ("tile_carried",),
    ),
    Step(
        {"kind": "dig", "square": D1, "bonus": False},
        "D1's ground is 3, your digging only 1, but each other station here adds 1. Rover's "
        "two make 3, so dig!",
        "003: cooperation",
        "dig at D1 with Rover's help",
        ("cooperation",),
        ("tile_flipped",),
    ),
    *_computer(
        {"kind": "carry", "square": D1, "bonus": False},
        {"kind": "dig", "square": D1, "bonus": False},
        {"kind": "carry", "square": D1, "bonus": False},
    ),
    # --- your third turn: upgrades ------------------------------------------------------------
    Step(
        {"kind": "upgrade", "equipment": CARRYING},
        "C1's treasure needs carrying 4. Upgrade your carrying: level 2 costs 1 fortune.",
        "003: upgrade",
        "upgrade your carrying",
        ("upgrade",),
    ),
    Step(
        {"kind": "upgrade", "equipment": CARRYING},
        "Level 3 costs 2 fortune (level 4 would cost 3). Next turn a second station of yours "
        "on C1 adds 1: 3 plus 1 makes 4.",
        "003: upgrade",
        "upgrade your carrying again",
        ("upgrade",),
    ),
    Step(
        {"kind": "move", "source": D1, "target": C1},
        "D1 is emptied, yet a station may still stand there, or leave. Bring this one to C1: "
        "your third action, so the carry waits.",
        "003: move",
        "move your D1 station to C1",
        ("emptied",),
    ),
    *_computer(
        {"kind": "upgrade", "equipment": CARRYING},
        {"kind": "upgrade", "equipment": FLEET},
        {"kind": "place", "square": C1},
        {"kind": "carry", "square": C1, "bonus": False},
    ),
    # --- your fourth turn: a third station, and ending early -------------------------------
    Step(
        {"kind": "upgrade", "equipment": FLEET},
        "Rover carried C1 first, but you were there: you got half. Now raise your fleet "
        "to 3 for 2 fortune.",
        "003: upgrade",
        "upgrade your expedition fleet",
        ("fleet", "splitting"),
    ),
    Step(
        {"kind": "place", "square": B1},
        "Put the new station on B1: its top ground is still 1, within your digging.",
        "003: upgrade",
        "place your new station on B1",
        ("fleet",),
    ),
    Step(
        {"kind": "dig", "square": B1, "bonus": False},
        "Dig B1. The treasure will need carrying 3, and yours is 3 now.",
        "003: dig",
        "dig at B1",
        ("dig", "upgrade"),
    ),
    Step(
        {"kind": "carry", "square": B1, "bonus": False},
        "Nobody else is on B1, so all 5 fortune is yours. Once you hold 40, you may declare "
        "victory on your turn and win at once.",
        "003: game end",
        "carry the treasure from B1",
        ("declare",),
        ("tile_carried",),
    ),
    *_computer(
        {"kind": "dig", "square": C1, "bonus": False},
        {"kind": "upgrade", "equipment": 0},
        {"kind": "carry", "square": C1, "bonus": False},
    ),
    # --- your fifth turn, then the game is yours -----------------------------------------------
    Step(
        {"kind": "move", "source": C1, "target": B1},
        "Leave emptied C1 for B1. A move may also cross an emptied square, landing on the next "
        "stack beyond it.",
        "003: move",
        "move your C1 station to B1",
        ("emptied",),
    ),
    Step(
        {"kind": "dig", "square": B1, "bonus": False},
        "B1's ground is 2, your digging 1. Your own second station cooperates too: 1 plus 1 "
        "makes 2.",
        "003: cooperation",
        "dig at B1 with both your stations",
        ("cooperation",),
    ),
    Step(
        {"kind": "carry", "square": B1, "bonus": False},
        "Carry it as your third action, and your turn ends (End turn ends one early, too). If "
        "nobody declares, the last tile taken ends the game.",
        "003: playing the game",
        "carry the treasure from B1",
        ("end_turn", "the_end"),
        ("tile_carried", "turn_ended"),
    ),
)

TUTORIAL = Tutorial(
    tutorial_id="digmars",
    title="Dig Mars",
    blurb="Dig up treasure on Mars: move, dig, carry, upgrade, and work the hard ground "
    "together with a rival.",
    game_id="digmars",
    players=2,
    options={},
    seed=3,
    person=0,
    names=("Esme", "Rover"),
    rules=RULES,
    steps=STEPS,
    welcome="You are Esme, racing Rover to dig treasure out of a canyon on Mars. Each step of "
    "this game shows one rule as you play it.",
    handover="That covers every rule. From here Rover plays on Easy, with Hint there when you want "
    "it; the first to 40 fortune may declare victory!",
)
