"""The guided first game of Terraforming Mars: The Dice Game (rule texts 000 and 001): you
against one computer, seed 357, the computer first.

Why this seed: you are dealt Helion Forge (3 wild tokens, a heat-hungry production) and a
hand that plays at once, so within seven of your turns a short game meets every rule a
normal game needs: action turns (a support action, then a main action), gaining, paying for
and turning dice, wild tokens, a green card that claims a milestone, a production turn that
keeps its 3 dice, a red card that terraforms twice and reaches 5 VP (a bonus card whose
effects go in any order: a city, then a greenery beside it), a standard project that reaches
12 VP (two oceans), a blue card played and then used. Awards and the end of the game cannot
come this early; they are said in words at the steps where they matter.

The computer's moves are the greedy bot's, recorded once (by a search that played seeds and
reported which rules each reached by which step) and kept here as plain data.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.tutorials.script import Rule, Step, Tutorial


def _computer(*actions: Mapping[str, Any]) -> list[Step]:
    """The computer's moves of one turn: played by the tutorial, without words."""
    return [Step(action) for action in actions]


def _action_turn(text: str) -> Step:
    """Another action turn, once action turns are known: the reason in a few words."""
    return Step(
        {"kind": "turn", "which": "action"},
        text,
        "000: action turn",
        "choose an action turn",
        ("action_turn",),
    )


RULES: tuple[Rule, ...] = (
    Rule(
        "corporation",
        "Each player keeps one of two corporations: a start bonus and a production box.",
    ),
    Rule(
        "action_turn",
        "A turn is a production turn or an action turn: one support action, then one main action.",
    ),
    Rule("support", "Support action: gain a die of any colour and roll it."),
    Rule(
        "dice",
        "Dice are resources: each colour has a common, an uncommon and a rare face; "
        "no die is ever rolled again.",
    ),
    Rule(
        "turn_die",
        "Support action: pay one resource to turn another die to any face of its colour.",
    ),
    Rule("draw_two", "Support action: pay one resource to draw 2 cards."),
    Rule("main", "Main action: play a card from your hand, paying exactly its cost icons."),
    Rule("second_support", "Main action: or take a second support action instead."),
    Rule("wild", "A wild token pays for any face."),
    Rule("green_card", "Green cards add their brown box to your production."),
    Rule("milestone", "The first to meet a milestone claims it: 4 VP at the end."),
    Rule(
        "production_turn",
        "Production turn: keep up to 3 dice, discard any cards, draw to 5, "
        "roll every brown box, ready blue cards.",
    ),
    Rule("red_card", "Red cards act at once and stay in view."),
    Rule("terraforming", "Raising the temperature or oxygen, or placing an ocean, scores 2 VP."),
    Rule("bonus_card", "At 5 and 12 VP you take a bonus card from the pile and play it free."),
    Rule("effects_order", "A card's effects are carried out in any order."),
    Rule("city", "A city: 2 VP, plus 1 VP for each greenery beside it; never beside a city."),
    Rule("greenery", "A greenery raises the oxygen, plus 1 VP for each city beside it."),
    Rule(
        "standard_project",
        "Standard projects: 3 heat, 3 water, 4 plants, 3 cities or 3 "
        "megacredits buy a terraforming step, a tile or 2 VP.",
    ),
    Rule("ocean", "Oceans go only on the blue areas, at most 7."),
    Rule("area_bonus", "Placing a tile earns the bonus printed on its area."),
    Rule("blue_card", "Blue cards give an action of your own."),
    Rule("card_vp", "A card's VP with a green ribbon score at once; a red ribbon's at the end."),
    Rule(
        "blue_action",
        "A blue card's action is used once, then waits for your next production turn.",
    ),
    Rule(
        "award",
        "Awards: the most icons of an award die's face in the costs of your played "
        "cards scores 5 VP.",
    ),
    Rule(
        "the_end",
        "When two of temperature, oxygen and oceans are complete, everyone takes "
        "one last turn, then the game is scored.",
    ),
)

STEPS: tuple[Step, ...] = (
    # --- setting up: Rover keeps its corporation, then you keep yours --------------------
    *_computer({"corp": "northlight_labs", "kind": "corp"}),
    Step(
        {"kind": "corp", "corp": "helion_forge"},
        "Keep Helion Forge: it starts you with 3 wild tokens, and its brown box rolls three "
        "red dice and a yellow one at every production turn.",
        "000: setup",
        "keep Helion Forge",
        ("corporation",),
    ),
    *_computer(
        {"face": "science", "kind": "give"},
        {"which": "action", "kind": "turn"},
        {"colour": "red", "kind": "gain_die"},
        {"card": "supply_drop", "wild_for": ["event"], "kind": "play"},
    ),
    # --- your first turn: an action turn ------------------------------------------------
    Step(
        {"kind": "turn", "which": "action"},
        "Each turn is a production turn or an action turn. Take an action turn: one support "
        "action, then one main action.",
        "000: action turn",
        "choose an action turn",
        ("action_turn",),
    ),
    Step(
        {"kind": "gain_die", "colour": "red"},
        "Support action: take a red die and roll it. What it shows is yours to spend, and "
        "dice are never rolled again.",
        "000: support action",
        "gain a red die",
        ("support", "dice"),
    ),
    Step(
        {"kind": "play", "card": "tourist_domes", "wild_for": ["city"]},
        "Main action: play Tourist Domes, paying exactly its cost: a city, a megacredit and "
        "a science. A wild token stands in for the city you lack.",
        "000: playing a card",
        "play Tourist Domes",
        ("main", "wild"),
    ),
    *_computer(
        {"which": "action", "kind": "turn"},
        {"colour": "red", "kind": "gain_die"},
        {"card": "zoo", "wild_for": ["animal", "plant"], "kind": "play"},
    ),
    # --- your second turn: turning a die, a milestone ----------------------------------
    _action_turn("Another action turn: your dice and wild tokens can still pay for a card."),
    Step(
        {"kind": "turn_die"},
        "Instead of gaining a die, turn one: pay any resource, then set another die to the "
        "face you need.",
        "000: support action",
        "choose Turn a die",
        ("turn_die",),
    ),
    Step(
        {"kind": "pay", "face": "nuclear"},
        "Pay with the nuclear die, the one you can best spare.",
        "000: support action",
        "pay with the nuclear die",
        ("turn_die",),
    ),
    Step(
        {"kind": "rotate", "face": "event", "to": "heat"},
        "Turn the event die to heat. A die only turns to another face of its own colour.",
        "000: support action",
        "turn the event die to heat",
        ("turn_die", "dice"),
    ),
    Step(
        {"kind": "play", "card": "lichen_mats", "wild_for": ["microbe"]},
        "Play Lichen Mats, a green card: its brown box joins your production, now 6 dice. "
        "That claims the Producer milestone, 4 VP at the end.",
        "000: milestones",
        "play Lichen Mats",
        ("milestone", "green_card"),
        shows=("milestone_claimed",),
    ),
    *_computer(
        {"which": "action", "kind": "turn"},
        {"colour": "yellow", "kind": "gain_die"},
        {"kind": "second_support"},
        {"colour": "blue", "kind": "gain_die"},
    ),
    # --- your third turn: a production turn ---------------------------------------------
    Step(
        {"kind": "turn", "which": "production"},
        "Short of dice? Take a production turn: keep up to 3 dice, discard cards if you "
        "like, draw to 5 and roll every brown box.",
        "000: production turn",
        "choose a production turn",
        ("production_turn",),
    ),
    Step(
        {"kind": "cards_done"},
        "You hold 3 dice, so none go back. Keep your hand: you draw up to 5, then your "
        "corporation and green cards roll new dice.",
        "000: production turn",
        "keep your hand and produce",
        ("production_turn",),
        shows=("cards_drawn", "die_rolled"),
    ),
    *_computer(
        {"which": "action", "kind": "turn"},
        {"colour": "red", "kind": "gain_die"},
        {"kind": "second_support"},
        {"colour": "red", "kind": "gain_die"},
    ),
    # --- your fourth turn: a red card, 5 VP, a bonus card with a city and a greenery ----
    Step(
        {"kind": "turn", "which": "action"},
        "Rover spent its main action on a second support action: that is allowed. Take an "
        "action turn, with fresh dice to spend.",
        "000: action turn",
        "choose an action turn",
        ("action_turn", "second_support"),
    ),
    Step(
        {"kind": "gain_die", "colour": "yellow"},
        "Gain a yellow die. Yellow shows megacredits most often, science sometimes and, once "
        "in six rolls, a jovian.",
        "000: dice and resources",
        "gain a yellow die",
        ("support", "dice"),
    ),
    Step(
        {"kind": "play", "card": "big_asteroid", "wild_for": ["titanium"]},
        "Play Big Asteroid, a red card: it acts at once, raising the temperature two steps. "
        "Each step terraforms Mars for 2 VP.",
        "000: red cards",
        "play Big Asteroid",
        ("red_card", "terraforming"),
        shows=("parameter_raised",),
    ),
    Step(
        {"kind": "bonus", "card": "urbanist"},
        "You reached 5 VP: look through the bonus pile and play one card free. Urbanist "
        "places a city and a greenery.",
        "000: bonus cards",
        "take Urbanist",
        ("bonus_card",),
    ),
    Step(
        {"kind": "effect", "index": 0},
        "A card's effects go in any order, so the choice is yours. Place the city first, then "
        "the greenery beside it.",
        "000: playing a card",
        "place the city first",
        ("effects_order",),
    ),
    Step(
        {"kind": "place", "area": 28},
        "Put the city on the lit area: 2 VP, 1 more for each greenery beside it, and the "
        "area's printed bonus is yours too.",
        "000: placing tiles",
        "place the city",
        ("city", "area_bonus"),
        shows=("tile_placed", "vp"),
    ),
    Step(
        {"kind": "place", "area": 29},
        "Now the greenery beside your city: 1 VP for that city, and it raises the oxygen "
        "for 2 VP more.",
        "000: placing tiles",
        "place the greenery",
        ("greenery",),
        shows=("tile_placed", "parameter_raised"),
    ),
    *_computer(
        {"which": "action", "kind": "turn"},
        {"colour": "grey", "kind": "gain_die"},
        {"kind": "second_support"},
        {"kind": "draw_two"},
        {"face": "event", "kind": "pay"},
    ),
    # --- your fifth turn: a standard project, 12 VP, two oceans --------------------------
    Step(
        {"kind": "turn", "which": "action"},
        "Rover just paid a die to draw 2 cards, another support action. Take an action turn: "
        "six heat dice wait to warm Mars.",
        "000: support action",
        "choose an action turn",
        ("action_turn", "draw_two"),
    ),
    Step(
        {"kind": "gain_die", "colour": "blue"},
        "Gain a blue die: water is common on it, energy less so, oxygen rare.",
        "000: dice and resources",
        "gain a blue die",
        ("support", "dice"),
    ),
    Step(
        {"kind": "terraform", "what": "heat", "wilds": 0},
        "A standard project needs no card: 3 heat raise the temperature a step for 2 VP. "
        "Water makes oceans, plants greeneries.",
        "000: main action",
        "raise the temperature with 3 heat",
        ("standard_project", "terraforming"),
        shows=("parameter_raised",),
    ),
    Step(
        {"kind": "bonus", "card": "rainmaker"},
        "12 VP: a second bonus card. Rainmaker places two oceans.",
        "000: bonus cards",
        "take Rainmaker",
        ("bonus_card",),
    ),
    Step(
        {"kind": "place", "area": 31},
        "Oceans go only on the blue areas. Each one terraforms for 2 VP, and you take the "
        "area's bonus as well.",
        "000: placing tiles",
        "place an ocean",
        ("ocean", "terraforming", "area_bonus"),
        shows=("tile_placed",),
    ),
    Step(
        {"kind": "place", "area": 8},
        "And the second ocean. Seven oceans complete their track, and the game ends soon "
        "after two of the three tracks are complete.",
        "000: end of game",
        "place the second ocean",
        ("ocean", "the_end"),
        shows=("tile_placed",),
    ),
    *_computer(
        {"which": "action", "kind": "turn"},
        {"colour": "red", "kind": "gain_die"},
        {"kind": "second_support"},
        {"kind": "draw_two"},
        {"face": "energy", "kind": "pay"},
    ),
    # --- your sixth turn: a blue card ---------------------------------------------------
    _action_turn("Action turn: the map's bonuses gave you 3 wild tokens to spend."),
    Step(
        {"kind": "gain_die", "colour": "red"},
        "Gain a red die: heat is common on it, events less so, nuclear rare.",
        "000: dice and resources",
        "gain a red die",
        ("support",),
    ),
    Step(
        {"kind": "play", "card": "greenhouse", "wild_for": ["plant", "plant", "water"]},
        "Play Greenhouse, a blue card, with your 3 wild tokens. Its two plant icons count "
        "toward the plant award at the end.",
        "000: blue cards",
        "play Greenhouse",
        ("blue_card", "award", "wild"),
    ),
    *_computer(
        {"which": "action", "kind": "turn"},
        {"colour": "blue", "kind": "gain_die"},
        {"kind": "second_support"},
        {"colour": "blue", "kind": "gain_die"},
    ),
    # --- your seventh turn: a blue card's action -----------------------------------------
    Step(
        {"kind": "turn", "which": "action"},
        "Action turn: time to use your blue card. Greenhouse's VP has a red ribbon, so it "
        "counts at the end; a green ribbon scores at once.",
        "000: game concepts",
        "choose an action turn",
        ("action_turn", "card_vp"),
    ),
    Step(
        {"kind": "blue", "card": "greenhouse", "wild_for": []},
        "Use Greenhouse as your support action: a green die showing a plant. It then rests "
        "until a production turn readies it.",
        "000: blue cards",
        "use Greenhouse",
        ("blue_action",),
        shows=("blue_action",),
    ),
    Step(
        {"kind": "terraform", "what": "heat", "wilds": 0},
        "Warm Mars again. When two of temperature, oxygen and oceans are complete, everyone "
        "takes one last turn, then scores.",
        "000: end of game",
        "raise the temperature with 3 heat",
        ("the_end", "standard_project"),
        shows=("parameter_raised",),
    ),
)

TUTORIAL = Tutorial(
    tutorial_id="tmdice",
    title="Terraforming Mars: The Dice Game",
    blurb="Roll and spend dice to warm, water and green Mars: action and production turns, "
    "cards, tiles, milestones and awards.",
    game_id="tmdice",
    players=2,
    options={},
    seed=357,
    person=1,
    names=("Rover", "Esme"),
    rules=RULES,
    steps=STEPS,
    welcome="You are Esme. You and Rover each run a corporation terraforming Mars: warm it, "
    "fill its oceans, grow its greenery. Follow the pointer: each step shows one rule as you "
    "play it.",
    handover="That is how a turn goes. From here Rover plays on Easy, and Hint is there "
    "whenever you want advice. Finish two of the three tracks and score the most VP!",
)
