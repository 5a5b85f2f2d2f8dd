"""The guided first hunt: Esme (Dmitri Lund) against Rover, a computer seat, on seed 152.

The script is a real game, found by playing many seeds with the greedy bot for the computer
and, for the learner, a chooser that reaches for each rule not met yet. This one is kept
because it meets every rule a player needs within four of the learner's turns: the hero and
marker at setup, the roll, the special die, a squad from the hand, the injuries, a kill alone,
buying squads and equipment, the technique, a squad out of turn, spoils won and given, injury
counters spent, and the moves after a kill. The hunt's end cannot come this early, so it is
told in words at the last step.

The learner is seat 0. Every action of the game is in `_PLAYED` (its JSON form, fields at
their defaults left out); `_TAUGHT` gives words to the learner's steps that teach. The
learner's other steps are all passes (letting a moment for squads go by), played by the
tutorial like the computer's moves; the one squad the learner plays out of turn teaches.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.tutorials.script import Rule, Step, Tutorial


class _Words(NamedTuple):
    text: str
    source: str
    goal: str
    teaches: tuple[str, ...]
    shows: tuple[str, ...] = ()


RULES = (
    Rule("hero", "Each hero brings a technique to pay for, a free talent and two squads."),
    Rule("place", "Your hero marker sits on the cockroach you fight."),
    Rule("roach_talent", "A cockroach's talent always works against the heroes fighting it."),
    Rule("windows", "At set moments of every turn anyone may play a squad, or pass."),
    Rule("stack", "Squads played one after another resolve last played first."),
    Rule("rolling", "A turn begins with a roll of the six combat dice."),
    Rule("special", "Three serums roll the special die for more symbols."),
    Rule("talent", "A hero's talent is free and always yours; most work once a turn."),
    Rule("squad", "A squad from your hand costs nothing to play; it acts once, then goes."),
    Rule("injure", "When you are done spending, your injuries hit the cockroach you fight."),
    Rule("kill", "Whoever deals the last injury takes the cockroach's VP."),
    Rule("move", "After a kill, the killer and then its other fighters pick a new cockroach."),
    Rule("buying", "Pay a face-up card's stars and serums to take it; the market refills."),
    Rule("spending", "A spent symbol locks its die; symbols left unspent are lost."),
    Rule("technique", "A technique may be used any number of times a turn, paid each time."),
    Rule("equipment", "Equipment stays beside your hero and keeps working."),
    Rule("squad_out_of_turn", "Squads may be played in another player's turn too."),
    Rule("spoils", "The other heroes on a slain cockroach get its spoils, never the killer."),
    Rule("use_spoils", "Injury counters won as spoils add to your own turn's injuries."),
    Rule("end", "The hunt ends when a slain cockroach cannot be replaced: most VP wins."),
)

#: Every action of the guided game, in order (the number is the first step on the line).
# Several moves a line keep the whole game on one screen: the formatter would give each its own.
# fmt: off
_PLAYED: tuple[dict[str, Any], ...] = (
    {"hero": "quartermaster", "kind": "hero"}, {"hero": "chemist", "kind": "hero"},  # 0
    {"slot": 0, "kind": "marker"}, {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"},  # 2
    {"kind": "pass"}, {"card": "s09", "kind": "acquire"}, {"die": 0, "kind": "reroll"},  # 6
    {"kind": "end_spending"}, {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"},  # 9
    {"kind": "pass"}, {"kind": "pass"}, {"card": "s33", "kind": "squad"}, {"kind": "pass"},  # 13
    {"kind": "pass"}, {"card": "s05", "kind": "pick"}, {"kind": "pass"}, {"kind": "pass"},  # 17
    {"kind": "pass"}, {"kind": "pass"}, {"kind": "special"},  # 21
    {"card": "s29", "kind": "squad"}, {"kind": "pass"}, {"kind": "pass"},  # 24
    {"kind": "end_spending"}, {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"},  # 27
    {"kind": "pass"}, {"slot": 1, "kind": "marker"}, {"kind": "pass"}, {"kind": "pass"},  # 31
    {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"},  # 35
    {"kind": "technique"}, {"kind": "technique"}, {"dice": [5], "kind": "pay_with"},  # 39
    {"kind": "technique"}, {"kind": "end_spending"}, {"kind": "pass"}, {"kind": "pass"},  # 42
    {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"},  # 46
    {"card": "s17", "slot": 0, "kind": "squad"}, {"kind": "pass"}, {"kind": "pass"},  # 49
    {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"},  # 52
    {"card": "s16", "kind": "acquire"}, {"kind": "special"},  # 56
    {"card": "s24", "kind": "acquire"}, {"kind": "end_spending"}, {"kind": "pass"},  # 58
    {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"},  # 61
    {"kind": "pass"}, {"kind": "pass"}, {"kind": "special"},  # 66
    {"card": "s15", "kind": "acquire"}, {"dice": [0], "kind": "pay_with"},  # 69
    {"kind": "technique"}, {"dice": [], "special": True, "kind": "pay_with"},  # 71
    {"kind": "technique"}, {"kind": "end_spending"}, {"kind": "pass"}, {"kind": "pass"},  # 73
    {"kind": "pass"}, {"kind": "pass"}, {"slot": 1, "kind": "marker"}, {"kind": "pass"},  # 77
    {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"}, {"kind": "technique"},  # 81
    {"card": "s13", "kind": "acquire"}, {"kind": "end_spending"}, {"kind": "pass"},  # 85
    {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"},  # 88
    {"kind": "pass"}, {"kind": "pass"}, {"card": "s10", "kind": "acquire"},  # 93
    {"dice": [1, 5], "kind": "pay_with"}, {"to": "injury", "kind": "exchange"},  # 96
    {"card": "s34", "kind": "acquire"}, {"kind": "end_spending"}, {"kind": "pass"},  # 98
    {"kind": "pass"}, {"kind": "pass"}, {"card": "s24", "target": 1, "kind": "squad"},  # 101
    {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"}, {"slot": 0, "kind": "marker"},  # 104
    {"slot": 0, "kind": "marker"}, {"kind": "pass"}, {"kind": "pass"}, {"kind": "pass"},  # 108
    {"kind": "pass"}, {"kind": "use_injuries"}, {"card": "s18", "kind": "acquire"},  # 112
    {"card": "s06", "kind": "acquire"}, {"kind": "end_spending"}, {"kind": "pass"},  # 115
    {"kind": "pass"}, {"slot": 0, "kind": "marker"}, {"slot": 0, "kind": "marker"},  # 118
)
# fmt: on

_SETUP = "004: setting up"
_TURN = "004: playing the game"
_DICE = "004: using the dice"
_HEROES = "004: the heroes"
_CARDS = "004: support cards"
_ROACHES = "004: cockroaches"

#: The learner's teaching steps, by step number.
_TAUGHT: dict[int, _Words] = {
    1: _Words(
        "Pick Dmitri Lund. Every hero has a technique you pay for, a free talent, and two "
        "squads in hand to start with.",
        _SETUP,
        "choose Dmitri Lund",
        ("hero",),
    ),
    2: _Words(
        "Put your marker on the Blinder: that is the cockroach you fight. Its talent works "
        "against you: each danger you roll cancels one of your stars.",
        _SETUP,
        "put your marker on the Blinder",
        ("place", "roach_talent"),
        ("marker_moved",),
    ),
    14: _Words(
        "Your turn! Before the dice roll, anyone may play a squad. Keep yours for now: pass.",
        _CARDS,
        "pass this moment",
        ("windows",),
    ),
    16: _Words(
        "Rover just played a squad in your turn. You could answer with one of yours, and the "
        "last played would act first. Pass.",
        _CARDS,
        "pass this moment",
        ("stack",),
    ),
    19: _Words(
        "Pass again and your six combat dice roll: stars, serums, injuries and dangers.",
        _TURN,
        "pass, so that your dice roll",
        ("rolling",),
    ),
    23: _Words(
        "Two serums on your dice, and your talent adds one. Spend three serums to roll the "
        "special die for more symbols.",
        _TURN,
        "roll the special die",
        ("special", "talent"),
        ("special_rolled",),
    ),
    24: _Words(
        "A squad in your hand costs nothing to play. Heavy Lancers deal three more injuries "
        "to the cockroach you fight.",
        _CARDS,
        "play Heavy Lancers",
        ("squad",),
        ("squad_played",),
    ),
    27: _Words(
        "Press Done: the injuries on your dice and the Lancers' three now hit the Blinder.",
        _TURN,
        "press Done",
        ("injure",),
    ),
    32: _Words(
        "You dealt the last injury: the Blinder's 3 VP are yours. No other hero fought it, so "
        "its spoils are lost. Now pick your next cockroach.",
        _ROACHES,
        "go to the Dust Crawler",
        ("kill", "move"),
        ("marker_moved",),
    ),
    56: _Words(
        "Five dice, not six: the Dust Crawler's talent takes one. Buy Breacher Team: pay its "
        "price and it joins your hand.",
        _CARDS,
        "take Breacher Team",
        ("buying", "roach_talent"),
        ("card_acquired",),
    ),
    57: _Words(
        "Each symbol you spend locks its die for the turn. Three serums are still free: roll "
        "the special die again.",
        _DICE,
        "roll the special die",
        ("spending", "special"),
        ("special_rolled",),
    ),
    58: _Words(
        "Rumour Mill is a squad to keep for the right moment. Only you see your hand.",
        _CARDS,
        "take Rumour Mill",
        ("buying",),
        ("card_acquired",),
    ),
    59: _Words(
        "Nothing else is worth buying now, and Breacher Team waits in your hand. Press Done: "
        "symbols left unspent are lost.",
        _DICE,
        "press Done",
        ("spending", "injure"),
    ),
    84: _Words(
        "Use your technique: three stars and a serum, and your cockroach's talent stops for "
        "this turn. You may use it again whenever you can pay.",
        _HEROES,
        "use your technique",
        ("technique",),
        ("technique_used",),
    ),
    85: _Words(
        "Supply Beacon is equipment: it stays beside your hero and takes a star off one card "
        "you buy each turn.",
        _CARDS,
        "take Supply Beacon",
        ("equipment", "buying"),
        ("card_acquired",),
    ),
    86: _Words(
        "No injury on your dice. Breacher Team could finish the Dust Crawler; hold it this "
        "time, to see what you get when Rover slays it. Press Done.",
        _TURN,
        "press Done",
        ("injure",),
    ),
    103: _Words(
        "Rover is about to slay the Dust Crawler. Squads work in anyone's turn: play Rumour "
        "Mill now and Rover loses every card in hand.",
        _CARDS,
        "play Rumour Mill",
        ("squad_out_of_turn",),
        ("squad_played",),
    ),
    108: _Words(
        "Rover slew it and took its VP, but you fought it too: its spoils, a star and an "
        "injury counter, are yours. Pick your next cockroach.",
        _ROACHES,
        "go to the Acid Spitter",
        ("spoils", "move"),
        ("marker_moved",),
    ),
    113: _Words(
        "Spoils keep for later turns. Add your injury counter to this turn's injuries.",
        _ROACHES,
        "use your injury counter",
        ("use_spoils",),
        ("injury_counters_used",),
    ),
    114: _Words(
        "Claim Jumpers steal a VP from a rival, even in their turn. Buy it for later.",
        _CARDS,
        "take Claim Jumpers",
        ("buying",),
        ("card_acquired",),
    ),
    115: _Words(
        "Piston Lance, equipment: one more injury every turn. Your spoil star helps to pay.",
        _CARDS,
        "take Piston Lance",
        ("equipment",),
        ("card_acquired",),
    ),
    116: _Words(
        "Press Done: these injuries are enough to finish the Acid Spitter.",
        _TURN,
        "press Done",
        ("injure",),
    ),
    118: _Words(
        "The Acid Spitter is about to die. Pass: its 3 VP are yours, and Rover, who fought it "
        "too, takes its spoils.",
        _ROACHES,
        "pass, and slay it",
        ("kill", "spoils"),
        ("roach_slain", "spoil_gained"),
    ),
    119: _Words(
        "Four cockroaches are left in the deck. When a slain one cannot be replaced the hunt "
        "ends, and the most VP wins. Pick your next fight.",
        "004: the goal of the game",
        "go to the Shell Back",
        ("move", "end"),
        ("marker_moved",),
    ),
}

#: What the computer's and the table's own steps must show (a kill the learner watches).
_SHOWN: dict[int, tuple[str, ...]] = {
    31: ("roach_slain", "spoils_lost"),
    106: ("roach_slain", "spoil_gained"),
}


def _steps() -> tuple[Step, ...]:
    steps = []
    for number, action in enumerate(_PLAYED):
        words = _TAUGHT.get(number)
        if words is None:
            steps.append(Step(action, shows=_SHOWN.get(number, ())))
        else:
            steps.append(Step(action, *words))
    return tuple(steps)


TUTORIAL = Tutorial(
    tutorial_id="cockroach",
    title="The cockroach hunt",
    blurb="Roll, spend, buy and slay: a first hunt against one computer, a rule at a time.",
    game_id="cockroach",
    players=2,
    options={},
    seed=152,
    person=0,
    names=("Esme", "Rover"),
    rules=RULES,
    steps=_steps(),
    welcome=(
        "Welcome to Mars! You are Esme, hunting giant cockroaches for victory points against "
        "Rover, a computer. Follow the pointer: each step shows one rule, and Rover plays by "
        "itself."
    ),
    handover=(
        "That is the whole hunt. From here it is a normal game: Rover now plays as an Easy "
        "computer, and Hint suggests a move whenever you ask."
    ),
)
