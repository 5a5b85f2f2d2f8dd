"""Terraforming Mars: The Dice Game — the rules, one module per job.

Content lives in assets/data/tmdice/ (see DECISIONS.md there for what the rule texts leave
open); `content.content_counts()` feeds `python -m game content tmdice`.

The modules, by job (each a set of functions over the plain `TMState`, so the state is all
there is; arrows point down this list only):

- `engine`    the thin `TMDiceEngine`: the rules contract of game.rules.core, delegating.
- `setup`     a new game from its setup and seed.
- `flow`      the turn: windows and what they offer, a window's choice, the settle loop,
              advancing steps and turns, the VP-track bonus cards.
- `decisions` the pending decisions on the stack: their choices, carrying one out.
- `effects`   the effect interpreter (one handler per effect model, a `match`), production,
              playing a card, using a blue card, whether a card's effect order is a choice.
- `board`     the map and parameters: legal areas, placing a tile, raising a parameter.
- `goals`     milestones (and the dice-production count they and the tie-break use).
- `scoring`   the end: awards, milestones, cards, the modules' points, the winner.
- `triggers`  who answers when something happens: cards, corporations, bonus cards, modules.
- `resources` dice, wild tokens, cards drawn, VP and its track.
- `view`      observation, determinize, cheap state copies.
- `words`     `describe` and `why_illegal` (public: the screens may import it).
- `events`    a TypedDict per event kind (`EVENT_DATA`), `emit` and `read`.
- `tables`    figures derived once from the content; `state`, `actions`, `content`: the data.

Pure figures a screen also shows, with plain-data arguments (shared with figures.py):
`board.legal_areas(tiles, tile)`, `board.placement_vp(tiles, tile, area)`,
`board.completed_parameters(t, o, oceans)`, `scoring.award_count(face, played, bonus)`,
`scoring.award_points(counts, face, solo)`, `goals.dice_production(corp, played)` (brown
boxes only), `resources.bonus_steps_reached(before, after, reached)`,
`tables.wild_options(cost, dice, wild)`, `tables.bonus_pile_size(players, rule)`,
`tables.band_for(score)`, `flow.keep_limit(s, seat)`.

Modules (variants and expansions)
---------------------------------
A variant or expansion plugs in through `modules/`: a subclass of `modules.base.Module` in its
own file, and one entry in `modules/catalog.py` (which registers it). It declares

- its **state**: `state_model`, a pydantic model kept in `TMState.modules[name]` while the
  module is on (saved, loaded and cloned with the game; `MODULE_STATES` lets a save load it);
- when it is **on**: `enabled(options)`, and `setup(s, ev)` to deal its components;
- its **triggers**: `on_event(s, key, seat, ev)` hears every rule event key (tile placed, card
  played, parameter raised...) after the cards' own triggers;
- its **effects**: `do_effect(s, seat, effect, source, ev)` for effect models the base
  interpreter does not know;
- its **actions**: `window_actions(s)` (extra main actions) / `apply_action(s, a, ev)`;
- its **pending decisions**: it pushes `Pending(kind="module", module=name, ...)`; the engine
  asks it for the choices (`decision_options(s, top)`) and hands it the one taken
  (`resolve(s, top, a, ev)`); an impossible one is skipped like any other;
- its **production**: `production(s, seat)` (dice rolled with the brown boxes, and counted
  as dice production) and
  `after_production(s, seat, ev)`, at the setup and on every production turn;
- its **corporations**: `deal_corporations(s, hands, box)` at setup, and
  `corporation_groups(s)` so that a sampled world deals them the same way;
- its **turn-end** work: `end_of_turn(s, ev)`; its **scoring**: `end_points(s, seat, ev)`;
- what seats **see** and what bots **re-sample**: `observe`, `observe_seat`, `hide`.

The engine calls these hooks wherever it calls its own rules, for the modules that are on,
in registration order; a module never edits the engine. The missions of 001
(`modules/missions.py`) are the first module. (A module's new action or effect classes still
join the unions in actions.py / content.py, which pydantic needs to read saves and data.)
"""
