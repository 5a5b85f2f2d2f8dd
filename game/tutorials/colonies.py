"""The guided game of what Colonies adds to TM Dice (rule text 002, as the project adapts it to
dice: the team's notes on the games and assets/data/tmdice/DECISIONS.md, "Colonies"):
you against one computer, seed 50, the computer first, so each round of colony production
comes at the end of your turn.

It assumes the TM Dice tutorial was played first (`after`): the ordinary moves of a turn are
played by the tutorial, without words, and only what Colonies adds teaches. Why this seed:
you are dealt a colony corporation, Frontier Charter, with megacredit dice to build Luna
Exchange at once; its production die rolls at your next production turn; you trade at your
own colony (income and colony bonus together), a card of yours opens a closed tile, a second
colony brings dice instead of production, Rover's trade at your colony pays you its bonus, and
a trade on a tile whose marker climbed three rounds pays well.

The moves are the greedy bot's (for the computer, and for you between the lessons),
recorded once by a search that played seeds and reported which rules each reached by which
step, and kept here as plain data.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.tutorials.script import Rule, Step, Tutorial


def _played(*actions: Mapping[str, Any]) -> list[Step]:
    """Moves the tutorial plays without words: the computer's, and your ordinary TM Dice
    moves, which the TM Dice tutorial taught."""
    return [Step(action) for action in actions]


RULES: tuple[Rule, ...] = (
    Rule("colony_corporations", "Colonies adds corporations of its own to the deal."),
    Rule(
        "colony_tiles",
        "Five colony tiles at two players, each a track of seven steps with "
        "a white marker on the second.",
    ),
    Rule(
        "build",
        "Build a colony as your main action with 3 megacredit dice; it takes the "
        "lowest free spot on the tile.",
    ),
    Rule("build_bonus", "A new colony earns its tile's build bonus at once."),
    Rule(
        "colony_production",
        "A colony's production die rolls at each of your production turns, with your brown boxes.",
    ),
    Rule(
        "trade",
        "Trade as your main action: 2 dice of megacredit, energy or titanium send "
        "your fleet to a free tile for the income under its marker.",
    ),
    Rule(
        "colony_bonus",
        "Whoever trades at a tile, every colony on it pays its owner the colony bonus.",
    ),
    Rule(
        "marker", "After a trade the marker drops back beside the colonies; a colony pushes it up."
    ),
    Rule("round_end", "At each round's end fleets come home and every open marker climbs a step."),
    Rule("closed_tiles", "Some tiles stay closed until a card in play shows their face."),
    Rule("one_per_tile", "Three colonies a tile, and only one of them yours."),
)

STEPS: tuple[Step, ...] = (
    *_played({"corp": "skyward_trust", "kind": "corp"}),
    Step(
        {"kind": "corp", "corp": "frontier_charter"},
        "Colonies deals its own corporations too. Keep Frontier Charter: 3 megacredit dice "
        "now, and a wild token for each colony you build.",
        "002: setup",
        "keep Frontier Charter",
        ("colony_corporations",),
    ),
    *_played(
        {"face": "energy", "kind": "face"},
        {"face": "energy", "kind": "give"},
        {"which": "action", "kind": "turn"},
        {"colour": "blue", "kind": "gain_die"},
        {"card": "orbital_mirror", "wild_for": ["heat", "titanium"], "kind": "play"},
        {"which": "action", "kind": "turn"},
        {"colour": "green", "kind": "gain_die"},
    ),
    Step(
        {"kind": "build_colony", "tile": "luna_exchange", "wilds": 0},
        "Five colony tiles wait on the right. Build a colony on Luna Exchange as your main "
        "action: 3 megacredit dice buy its lowest free spot.",
        "002: building a colony",
        "build a colony on Luna Exchange",
        ("colony_tiles", "build"),
        shows=("colony_built",),
    ),
    *_played(
        {"which": "production", "kind": "turn"},
        {"face": "jovian", "n": 1, "kind": "discard_die"},
        {"face": "microbe", "n": 1, "kind": "discard_die"},
        {"kind": "cards_done"},
        {"which": "production", "kind": "turn"},
        {"face": "energy", "n": 1, "kind": "discard_die"},
        {"face": "microbe", "n": 1, "kind": "discard_die"},
    ),
    Step(
        {"kind": "cards_done"},
        "Luna's build bonus was a yellow production die. Produce: it rolls with your "
        "corporation's brown box, now and at every production turn.",
        "002: building a colony",
        "produce",
        ("build_bonus", "colony_production"),
        shows=("die_rolled",),
    ),
    *_played(
        {"which": "production", "kind": "turn"},
        {"face": "microbe", "n": 1, "kind": "discard_die"},
        {"face": "energy", "n": 1, "kind": "discard_die"},
        {"face": "event", "n": 1, "kind": "discard_die"},
        {"face": "megacredit", "n": 1, "kind": "discard_die"},
        {"card": "seed_bank", "kind": "discard_card"},
        {"card": "outpost_drop", "kind": "discard_card"},
        {"card": "tree_nursery", "kind": "discard_card"},
        {"kind": "cards_done"},
        {"which": "action", "kind": "turn"},
        {"colour": "green", "kind": "gain_die"},
    ),
    Step(
        {"kind": "trade_colony", "tile": "luna_exchange", "pay": "megacredit", "wilds": 1},
        "Trade: a megacredit and a wild send your fleet to Luna. You get the income under the "
        "marker and your colony's bonus; then the marker drops back.",
        "002: trading with a colony tile",
        "trade at Luna Exchange",
        ("trade", "colony_bonus", "marker"),
        shows=("colony_traded",),
    ),
    *_played(
        {"which": "action", "kind": "turn"},
        {"colour": "grey", "kind": "gain_die"},
        {"card": "lava_tube_works", "wild_for": [], "kind": "play"},
        {"card": "archivist", "kind": "bonus"},
        {"which": "action", "kind": "turn"},
        {"colour": "green", "kind": "gain_die"},
    ),
    Step(
        {"kind": "play", "card": "lichen_mats", "wild_for": []},
        "Enceladus Vents is closed until a card in play shows a microbe. Play Lichen Mats, "
        "which costs one, and the tile opens.",
        "002: setup",
        "play Lichen Mats",
        ("closed_tiles",),
        shows=("colony_tile_opened",),
    ),
    *_played(
        {"which": "action", "kind": "turn"},
        {"colour": "green", "kind": "gain_die"},
        {"kind": "second_support"},
        {"colour": "blue", "kind": "gain_die"},
        {"which": "action", "kind": "turn"},
        {"colour": "green", "kind": "gain_die"},
    ),
    Step(
        {"kind": "build_colony", "tile": "triton_mine", "wilds": 0},
        "A tile holds three colonies, but only one of them may be yours. Build your second on "
        "Triton Mine: its bonus, titanium dice, comes at once.",
        "002: building a colony",
        "build a colony on Triton Mine",
        ("build", "build_bonus", "one_per_tile"),
        shows=("colony_built",),
    ),
    *_played(
        {"which": "action", "kind": "turn"},
        {"colour": "red", "kind": "gain_die"},
        {"tile": "luna_exchange", "pay": "energy", "wilds": 0, "kind": "trade_colony"},
        {"which": "action", "kind": "turn"},
        {"colour": "blue", "kind": "gain_die"},
    ),
    Step(
        {"kind": "trade_colony", "tile": "pluto_archive", "pay": "titanium", "wilds": 0},
        "Rover's trade at Luna paid you its bonus. Each round fleets come home and markers "
        "climb: Pluto's is at the top, 4 cards for 2 titanium.",
        "002: trading with a colony tile",
        "trade at Pluto Archive",
        ("trade", "colony_bonus", "round_end"),
        shows=("colony_traded",),
    ),
)

TUTORIAL = Tutorial(
    tutorial_id="colonies",
    title="TM Dice: what Colonies adds",
    blurb="Build colonies on the moons, trade with them, and collect when others do.",
    game_id="tmdice",
    players=2,
    options={"colonies": True},
    seed=50,
    person=0,
    names=("Esme", "Rover"),
    rules=RULES,
    steps=STEPS,
    welcome="You are Esme again, and the moons are open for business. The tutorial plays your "
    "ordinary TM Dice moves for you; follow the pointer whenever a colony is involved.",
    handover="You have built, traded and collected. From here Rover plays on Easy, and Hint is "
    "there whenever you want advice. The rest of the game is yours!",
    after="tmdice",
)
