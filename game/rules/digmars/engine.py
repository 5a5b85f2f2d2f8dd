"""Dig Mars rules (shared/seeds/003): a race to dig a canyon's 4x4 grid of tile stacks.

Decisions of this edition where the rule text is silent (see also the in-app rules):
- Fortune is kept as a number per player; the bank (10 fortune tokens plus every fortune paid
  for upgrades) makes exact change, so a split or an upgrade never stalls for want of tokens.
- Moving onto an empty space means the adjacent one; a jump goes to the nearest stack beyond.
- The game also ends when no player could ever dig or carry again (the canyon is locked).
- Once the last tile is taken (or the canyon is locked) the game ends with that turn; most
  fortune wins; a tie goes to the tied player with more equipment levels, then it is shared.
"""

from __future__ import annotations

from typing import Self

from game.rules.core import Engine, Event, Result, Rng, Setup, event
from game.rules.core.errors import RulesError
from game.rules.digmars import actions as A
from game.rules.digmars.actions import CARRY, DIG, EQUIPMENT, FLEET, SIZE, square_name
from game.rules.digmars.content import BONUS_NAMES, Tile, tiles
from game.rules.digmars.state import (
    ACTIONS_PER_TURN,
    FORTUNE_TOKENS,
    MAX_LEVEL,
    UPGRADE_COST,
    VICTORY_TARGET,
    DigObservation,
    DigState,
    StackView,
)

SQUARES = SIZE * SIZE
STACK_HEIGHT = 3
_DIRECTIONS = ((-1, 0), (1, 0), (0, -1), (0, 1))


def upgrade_cost(level: int) -> int:
    """Fortune to raise an equipment tile from `level` to the next."""
    return UPGRADE_COST[level]


def _rays() -> list[list[list[int]]]:
    """For each square and direction, the squares met walking that way, nearest first."""
    rays: list[list[list[int]]] = []
    for square in range(SQUARES):
        row, col = divmod(square, SIZE)
        per_square = []
        for dr, dc in _DIRECTIONS:
            ray = []
            r, c = row + dr, col + dc
            while 0 <= r < SIZE and 0 <= c < SIZE:
                ray.append(r * SIZE + c)
                r, c = r + dr, c + dc
            per_square.append(ray)
        rays.append(per_square)
    return rays


RAYS = _rays()

# Every action object made once: legal_actions() runs for every decision of every game, and
# handing out shared frozen objects keeps it from building hundreds of them each time.
_PLACE = tuple(A.PlaceStation(q) for q in range(SQUARES))
_MOVE = tuple(tuple(A.Move(a, b) for b in range(SQUARES)) for a in range(SQUARES))
_DIG = tuple(A.Dig(q) for q in range(SQUARES))
_CARRY = tuple(A.Carry(q) for q in range(SQUARES))
_BONUS_DIG = tuple(A.Dig(q, bonus=True) for q in range(SQUARES))
_BONUS_CARRY = tuple(A.Carry(q, bonus=True) for q in range(SQUARES))
_INSPECT = tuple(A.Inspect(q) for q in range(SQUARES))
_UPGRADE = (A.Upgrade(DIG), A.Upgrade(CARRY), A.Upgrade(FLEET))
_DECLARE = A.DeclareVictory()
_TAKE_FORTUNE = A.TakeFortune()
_END_TURN = A.EndTurn()


def _best_reach(level: int, stations: int, fortune: int, others: int) -> int:
    """The highest digging (or carrying) strength a player could ever bring to one stack:
    their equipment level plus cooperation from every station in the game, after spending all
    their fortune on that equipment and on more stations (an upper bound)."""
    best = 0
    for target in range(level, MAX_LEVEL + 1):
        spent = sum(UPGRADE_COST[n] for n in range(level, target))
        if spent > fortune:
            break
        fleet, left = stations, fortune - spent
        while fleet < MAX_LEVEL and UPGRADE_COST[fleet] <= left:
            left -= UPGRADE_COST[fleet]
            fleet += 1
        best = max(best, target + fleet + others - 1)
    return best


class DigMarsEngine(Engine[DigState, A.Action]):
    game_id = "digmars"
    state_model = DigState
    action_adapter = A.ACTION_ADAPTER

    def __init__(self, state: DigState) -> None:
        super().__init__(state)
        self.tiles: list[Tile] = tiles()

    # --- setup ---------------------------------------------------------------------------
    @classmethod
    def new(cls, setup: Setup, seed: int) -> tuple[Self, list[Event]]:
        n = setup.players
        if n not in VICTORY_TARGET:
            raise RulesError("Dig Mars is played by 2 to 4 players.")
        rng = Rng.from_seed(seed)
        order = list(range(len(tiles())))
        rng.shuffle(order)
        stacks = [order[i * STACK_HEIGHT : (i + 1) * STACK_HEIGHT] for i in range(SQUARES)]
        first = rng.randbelow(n)
        state = DigState(
            players=n,
            rng=rng,
            stacks=stacks,
            face_up=[False] * SQUARES,
            stations=[[] for _ in range(n)],
            levels=[[1, 1, 1] for _ in range(n)],
            fortune=[0] * n,
            carried=[[] for _ in range(n)],
            inspected=[[] for _ in range(n)],
            first=first,
            current=first,
        )
        events = [
            Event("grid_dealt", {"stacks": [len(s) for s in stacks]}, reveal=True),
            event("first_player", player=first),
        ]
        return cls(state), events

    # --- the protocol --------------------------------------------------------------------
    def decider(self) -> int | None:
        return None if self.state.phase == "over" else self.state.current

    def turn_player(self) -> int:
        return self.state.current

    def is_over(self) -> bool:
        return self.state.phase == "over"

    def target(self) -> int:
        return VICTORY_TARGET[self.state.players]

    def result(self) -> Result | None:
        s = self.state
        if s.phase != "over":
            return None
        breakdown = [
            {
                "fortune": s.fortune[p],
                "treasures": len(s.carried[p]),
                "equipment_levels": sum(s.levels[p]),
            }
            for p in range(s.players)
        ]
        return Result(
            scores=list(s.fortune), winners=list(s.winners), how=s.end_reason, breakdown=breakdown
        )

    def clone(self) -> Self:
        s = self.state
        copy = DigState.model_construct(
            players=s.players,
            rng=Rng.model_construct(state=s.rng.state),
            stacks=[list(x) for x in s.stacks],
            face_up=list(s.face_up),
            stations=[list(x) for x in s.stations],
            levels=[list(x) for x in s.levels],
            fortune=list(s.fortune),
            carried=[list(x) for x in s.carried],
            bank=s.bank,
            inspected=[list(x) for x in s.inspected],
            first=s.first,
            current=s.current,
            phase=s.phase,
            actions_left=s.actions_left,
            bonuses=list(s.bonuses),
            turns=s.turns,
            winners=list(s.winners),
            end_reason=s.end_reason,
        )
        engine = type(self).__new__(type(self))
        engine.state = copy
        engine.tiles = self.tiles
        engine._legal = None
        return engine

    # --- helpers -------------------------------------------------------------------------
    def top(self, square: int) -> Tile | None:
        stack = self.state.stacks[square]
        return self.tiles[stack[-1]] if stack else None

    def stations_at(self, square: int) -> int:
        return sum(row.count(square) for row in self.state.stations)

    def players_at(self, square: int) -> list[int]:
        return [p for p, row in enumerate(self.state.stations) if square in row]

    def strength(self, player: int, equipment: int, square: int) -> int:
        """Equipment level plus one for every other station on the stack (cooperation)."""
        return self.state.levels[player][equipment] + self.stations_at(square) - 1

    def can_dig(self, player: int, square: int) -> bool:
        s = self.state
        tile = self.top(square)
        return (
            tile is not None
            and not s.face_up[square]
            and square in s.stations[player]
            and self.strength(player, DIG, square) >= tile.dig
        )

    def can_carry(self, player: int, square: int) -> bool:
        s = self.state
        tile = self.top(square)
        return (
            tile is not None
            and s.face_up[square]
            and square in s.stations[player]
            and self.strength(player, CARRY, square) >= tile.carry
        )

    def move_targets(self, source: int) -> list[int]:
        """Squares a station on `source` may move to: each orthogonal neighbour, and past an
        emptied neighbour the nearest stack that still has tiles in that direction."""
        stacks = self.state.stacks
        out: list[int] = []
        for ray in RAYS[source]:
            if not ray:
                continue
            out.append(ray[0])
            if not stacks[ray[0]]:
                for square in ray[1:]:
                    if stacks[square]:
                        out.append(square)
                        break
        return out

    def can_declare(self, player: int) -> bool:
        s = self.state
        return s.phase == "turn" and s.current == player and s.fortune[player] >= self.target()

    # --- legal actions -------------------------------------------------------------------
    def _legal_actions(self) -> list[A.Action]:
        s = self.state
        p = s.current
        if s.phase == "place":
            return list(_PLACE)
        if s.phase == "fleet":
            return list(_PLACE)
        out: list[A.Action] = []
        fortune = s.fortune[p]
        if fortune >= self.target():
            out.append(_DECLARE)
        own = sorted(set(s.stations[p]))
        stacks, face_up, tiles_ = s.stacks, s.face_up, self.tiles
        occupancy = [0] * SQUARES
        for row in s.stations:
            for q in row:
                occupancy[q] += 1
        dig_level, carry_level = s.levels[p][DIG], s.levels[p][CARRY]
        digs: list[int] = []
        carries: list[int] = []
        for q in own:
            stack = stacks[q]
            if not stack:
                continue
            tile = tiles_[stack[-1]]
            if face_up[q]:
                if carry_level + occupancy[q] - 1 >= tile.carry:
                    carries.append(q)
            elif dig_level + occupancy[q] - 1 >= tile.dig:
                digs.append(q)
        if s.actions_left > 0:
            for source in own:
                for target in self.move_targets(source):
                    out.append(_MOVE[source][target])
            out.extend(_DIG[q] for q in digs)
            out.extend(_CARRY[q] for q in carries)
            for equipment in (DIG, CARRY, FLEET):
                level = s.levels[p][equipment]
                if level < MAX_LEVEL and fortune >= UPGRADE_COST[level]:
                    out.append(_UPGRADE[equipment])
        bonuses = s.bonuses
        if bonuses:
            if "extra_dig" in bonuses:
                out.extend(_BONUS_DIG[q] for q in digs)
            if "extra_carry" in bonuses:
                out.extend(_BONUS_CARRY[q] for q in carries)
            if "extra_fortune" in bonuses and s.bank > 0:
                out.append(_TAKE_FORTUNE)
            if "inspect" in bonuses:
                out.extend(_INSPECT[q] for q in range(SQUARES) if stacks[q] and not face_up[q])
            if "relocate" in bonuses:
                targets = [q for q in range(SQUARES) if stacks[q]]
                for owner, row in enumerate(s.stations):
                    for source in sorted(set(row)):
                        out.extend(A.Relocate(owner, source, t) for t in targets if t != source)
        out.append(_END_TURN)
        return out

    def why_illegal(self, action: A.Action) -> str:
        s = self.state
        p = s.current
        if s.phase in ("place", "fleet"):
            if not isinstance(action, A.PlaceStation):
                return "First place your new station on the grid."
            return "Choose one of the 16 squares of the grid."
        if isinstance(action, A.PlaceStation):
            return "There is no station to place now."
        if isinstance(action, A.DeclareVictory):
            return f"You need {self.target()} fortune to declare victory."
        if isinstance(action, A.EndTurn):
            return "You cannot end your turn now."
        if isinstance(action, A.TakeFortune | A.Inspect | A.Relocate):
            bonus = {A.TakeFortune: "extra_fortune", A.Inspect: "inspect"}.get(
                type(action), "relocate"
            )
            if bonus not in s.bonuses:
                return (
                    f"{BONUS_NAMES[bonus]} is a bonus action: you may use it only in the turn "
                    "you dig up a tile that shows it."
                )
            if isinstance(action, A.Inspect):
                return "Inspect a stack whose top tile is still face down."
            if isinstance(action, A.Relocate):
                if (
                    not 0 <= action.owner < s.players
                    or action.source not in s.stations[action.owner]
                ):
                    return "There is no such station to relocate."
                return "A station can only be relocated to another stack that still has tiles."
            return "The bank has no fortune left to give."
        uses_bonus = isinstance(action, A.Dig | A.Carry) and action.bonus
        if uses_bonus:
            bonus = "extra_dig" if isinstance(action, A.Dig) else "extra_carry"
            if bonus not in s.bonuses:
                return f"You have no {BONUS_NAMES[bonus].lower()} bonus to use this turn."
        elif s.actions_left <= 0:
            return "You have used your three actions this turn."
        if isinstance(action, A.Move | A.Dig | A.Carry) and not all(
            0 <= q < SQUARES for q in _squares_of(action)
        ):
            return "That square is not on the grid."
        if isinstance(action, A.Move):
            if action.source not in s.stations[p]:
                return f"You have no station on {square_name(action.source)}."
            return (
                "A station moves to an orthogonally adjacent square, or past emptied stacks "
                "to the nearest stack in that direction."
            )
        if isinstance(action, A.Dig | A.Carry):
            verb = "dig" if isinstance(action, A.Dig) else "carry"
            q = action.square
            tile = self.top(q)
            if tile is None:
                return "There is nothing left on that square."
            if q not in s.stations[p]:
                return f"You need a station on {square_name(q)} to {verb} there."
            if isinstance(action, A.Dig):
                if s.face_up[q]:
                    return "That tile is already explored: carry it instead."
                have = self.strength(p, DIG, q)
                return f"This ground needs digging {tile.dig}; you have {have} there."
            if not s.face_up[q]:
                return "That tile has not been dug up yet."
            have = self.strength(p, CARRY, q)
            return f"This treasure needs carrying {tile.carry}; you have {have} there."
        if isinstance(action, A.Upgrade):
            if action.equipment not in (DIG, CARRY, FLEET):
                return "Choose digging, carrying or expedition fleet."
            level = s.levels[p][action.equipment]
            if level >= MAX_LEVEL:
                return f"Your {EQUIPMENT[action.equipment]} is already at level {MAX_LEVEL}."
            cost = UPGRADE_COST[level]
            return f"Upgrading to level {level + 1} costs {cost} fortune; you have {s.fortune[p]}."
        return "That is not something you can do now."

    # --- applying ------------------------------------------------------------------------
    def _apply(self, action: A.Action) -> list[Event]:
        s = self.state
        p = s.current
        events: list[Event] = []
        if isinstance(action, A.PlaceStation):
            s.stations[p].append(action.square)
            events.append(event("station_placed", player=p, square=action.square))
            if s.phase == "place":
                nxt = (p + 1) % s.players
                if nxt == s.first:
                    self._start_turn(s.first, events)
                else:
                    s.current = nxt
            else:
                s.phase = "turn"
        elif isinstance(action, A.Move):
            s.actions_left -= 1
            row = s.stations[p]
            row[row.index(action.source)] = action.target
            events.append(
                event("station_moved", player=p, source=action.source, target=action.target)
            )
        elif isinstance(action, A.Dig):
            self._spend(action.bonus, "extra_dig")
            self._dig(p, action.square, events)
        elif isinstance(action, A.Carry):
            self._spend(action.bonus, "extra_carry")
            self._carry(p, action.square, events)
        elif isinstance(action, A.Upgrade):
            s.actions_left -= 1
            level = s.levels[p][action.equipment]
            cost = UPGRADE_COST[level]
            s.fortune[p] -= cost
            s.bank += cost
            s.levels[p][action.equipment] = level + 1
            events.append(
                event(
                    "upgraded",
                    player=p,
                    equipment=action.equipment,
                    level=level + 1,
                    cost=cost,
                )
            )
            if action.equipment == FLEET:
                s.phase = "fleet"
        elif isinstance(action, A.TakeFortune):
            s.bonuses.remove("extra_fortune")
            s.bank -= 1
            s.fortune[p] += 1
            events.append(event("bonus_fortune", player=p))
        elif isinstance(action, A.Inspect):
            s.bonuses.remove("inspect")
            tile_id = s.stacks[action.square][-1]
            if tile_id not in s.inspected[p]:
                s.inspected[p].append(tile_id)
            events.append(
                Event(
                    "inspected",
                    {"player": p, "square": action.square},
                    secret={"tile": tile_id},
                    secret_to=(p,),
                    reveal=True,
                )
            )
        elif isinstance(action, A.Relocate):
            s.bonuses.remove("relocate")
            row = s.stations[action.owner]
            row[row.index(action.source)] = action.target
            events.append(
                event(
                    "station_relocated",
                    player=p,
                    owner=action.owner,
                    source=action.source,
                    target=action.target,
                )
            )
        elif isinstance(action, A.DeclareVictory):
            self._finish([p], "declared victory", events)
        elif isinstance(action, A.EndTurn):
            self._end_turn(events)
        if self._only_end_turn_left():
            self._end_turn(events)  # nothing left but ending the turn: end it for the player
        return events

    def _only_end_turn_left(self) -> bool:
        s = self.state
        if s.phase != "turn" or s.actions_left > 0 or s.fortune[s.current] >= self.target():
            return False
        return not s.bonuses or len(self._legal_actions()) == 1

    def _spend(self, bonus: bool, name: str) -> None:
        if bonus:
            self.state.bonuses.remove(name)  # type: ignore[arg-type]
        else:
            self.state.actions_left -= 1

    def _dig(self, p: int, square: int, events: list[Event]) -> None:
        s = self.state
        s.face_up[square] = True
        tile_id = s.stacks[square][-1]
        for seen in s.inspected:
            if tile_id in seen:
                seen.remove(tile_id)
        tile = self.tiles[tile_id]
        events.append(
            Event("tile_flipped", {"player": p, "square": square, "tile": tile_id}, reveal=True)
        )
        if tile.bonus is not None:
            s.bonuses.append(tile.bonus)
            events.append(event("bonus_gained", player=p, bonus=tile.bonus))

    def _carry(self, p: int, square: int, events: list[Event]) -> None:
        s = self.state
        tile_id = s.stacks[square].pop()
        s.face_up[square] = False
        s.carried[p].append(tile_id)
        value = self.tiles[tile_id].fortune
        present = self.players_at(square)
        share, rest = divmod(value, len(present))
        shares = {q: share + (rest if q == p else 0) for q in present}
        for q, amount in shares.items():
            s.fortune[q] += amount
        # The tile below now shows its back (its digging difficulty): new information, so undo
        # cannot go back past this carry. An emptied stack shows nothing new.
        events.append(
            Event(
                "tile_carried",
                {
                    "player": p,
                    "square": square,
                    "tile": tile_id,
                    "shared_with": [q for q in present if q != p],
                },
                reveal=bool(s.stacks[square]),
            )
        )
        for q, amount in shares.items():
            events.append(
                Event("fortune_gained", {"player": q}, secret={"amount": amount}, secret_to=(q,))
            )

    def _start_turn(self, player: int, events: list[Event]) -> None:
        s = self.state
        s.current = player
        s.phase = "turn"
        s.actions_left = ACTIONS_PER_TURN
        s.bonuses = []
        events.append(event("turn_started", player=player, turn=s.turns + 1))

    def _end_turn(self, events: list[Event]) -> None:
        s = self.state
        events.append(event("turn_ended", player=s.current))
        s.turns += 1
        if not any(s.stacks):
            self._finish_by_fortune("the last tile was taken", events)
        elif self.canyon_locked():
            self._finish_by_fortune("no one can dig or carry any more", events)
        else:
            self._start_turn((s.current + 1) % s.players, events)

    def canyon_locked(self) -> bool:
        """True when no player could ever dig or carry another tile, even after spending all
        their fortune: the rule text does not foresee it, so the game ends as if emptied."""
        s = self.state
        n = s.players
        fleets = [len(row) for row in s.stations]
        # Quick answer first: a top tile someone can already handle with everyone gathered.
        gathered = sum(fleets) - 1
        for square in range(SQUARES):
            tile = self.top(square)
            if tile is not None:
                kind, need = (CARRY, tile.carry) if s.face_up[square] else (DIG, tile.dig)
                if any(s.levels[q][kind] + gathered >= need for q in range(n)):
                    return False
        affordable = []
        for q in range(n):
            fleet, left = fleets[q], s.fortune[q]
            while fleet < MAX_LEVEL and UPGRADE_COST[fleet] <= left:
                left -= UPGRADE_COST[fleet]
                fleet += 1
            affordable.append(fleet)
        total = sum(affordable)
        reach = [
            [
                _best_reach(s.levels[q][e], fleets[q], s.fortune[q], total - affordable[q])
                for e in (DIG, CARRY)
            ]
            for q in range(n)
        ]
        for square in range(SQUARES):
            tile = self.top(square)
            if tile is None:
                continue
            kind, need = (CARRY, tile.carry) if s.face_up[square] else (DIG, tile.dig)
            if any(reach[q][kind] >= need for q in range(n)):
                return False
        return True

    def _finish_by_fortune(self, reason: str, events: list[Event]) -> None:
        s = self.state
        best = max(s.fortune)
        tied = [p for p in range(s.players) if s.fortune[p] == best]
        how = f"Most fortune ({best}) after {reason}"
        if len(tied) > 1:
            most = max(sum(s.levels[p]) for p in tied)
            tied = [p for p in tied if sum(s.levels[p]) == most]
            how += "; tie broken by equipment levels" + (" (still tied: shared)" * (len(tied) > 1))
        self._finish(tied, how, events)

    def _finish(self, winners: list[int], how: str, events: list[Event]) -> None:
        s = self.state
        s.phase = "over"
        s.winners = winners
        s.end_reason = how
        events.append(event("game_over", winners=winners, how=how, fortune=list(s.fortune)))

    # --- what a seat sees ----------------------------------------------------------------
    def observation(self, player: int) -> DigObservation:
        s = self.state
        stacks = []
        for q in range(SQUARES):
            stack = s.stacks[q]
            tile = self.tiles[stack[-1]] if stack else None
            known = tile is not None and (s.face_up[q] or tile.id in s.inspected[player])
            stacks.append(
                StackView(
                    square=q,
                    height=len(stack),
                    face_up=s.face_up[q],
                    top_dig=tile.dig if tile is not None and not s.face_up[q] else None,
                    top=tile if known else None,
                    inspected=known and not s.face_up[q],
                )
            )
        return DigObservation(
            seat=player,
            players=s.players,
            phase=s.phase,
            current=s.current,
            decider=self.decider(),
            actions_left=s.actions_left,
            bonuses=list(s.bonuses),
            stacks=stacks,
            stations=[list(row) for row in s.stations],
            levels=[list(row) for row in s.levels],
            fortune=[f if q == player else None for q, f in enumerate(s.fortune)],
            treasures=[len(row) for row in s.carried],
            bank=s.bank,
            target=self.target(),
            turns=s.turns,
            winners=list(s.winners),
            end_reason=s.end_reason,
        )

    def determinize(self, player: int, rng: Rng) -> Self:
        """A world consistent with what `player` has seen: every face-down tile it has not
        inspected is redrawn from the unseen tiles (a face-down top keeps its visible digging
        difficulty), and the chance to come is re-seeded. Rival fortune is kept: every gain
        and payment was public, so a player with a perfect memory knows it."""
        world = self.clone()
        s = world.state
        known = set(s.inspected[player])
        unseen: list[int] = []
        slots: list[tuple[int, int]] = []  # (square, depth) of every unseen face-down tile
        for q in range(SQUARES):
            stack = s.stacks[q]
            for depth, tile_id in enumerate(stack):
                top = depth == len(stack) - 1
                if (top and s.face_up[q]) or tile_id in known:
                    continue
                unseen.append(tile_id)
                slots.append((q, depth))
        # Sorted first: the sample must depend on the rng and on what the seat has seen only,
        # never on where the unseen tiles really lie.
        unseen.sort()
        rng.shuffle(unseen)
        # Face-down tops show their digging difficulty: give each a tile of that difficulty.
        for q, depth in slots:
            if depth == len(s.stacks[q]) - 1:
                need = self.tiles[s.stacks[q][depth]].dig
                pick = next(i for i, t in enumerate(unseen) if self.tiles[t].dig == need)
                s.stacks[q][depth] = unseen.pop(pick)
        for q, depth in slots:
            if depth != len(s.stacks[q]) - 1:
                s.stacks[q][depth] = unseen.pop()
        for q in range(s.players):
            if q != player:
                s.inspected[q] = []
        s.rng = rng.fork()
        return world

    # --- words ---------------------------------------------------------------------------
    def describe(self, action: A.Action) -> str:
        if isinstance(action, A.PlaceStation):
            return f"Place a station on {square_name(action.square)}"
        if isinstance(action, A.Move):
            return f"Move a station {square_name(action.source)} → {square_name(action.target)}"
        if isinstance(action, A.Dig):
            extra = " (extra dig)" if action.bonus else ""
            return f"Dig at {square_name(action.square)}{extra}"
        if isinstance(action, A.Carry):
            extra = " (extra carry)" if action.bonus else ""
            return f"Carry from {square_name(action.square)}{extra}"
        if isinstance(action, A.Upgrade):
            level = self.state.levels[self.state.current][action.equipment]
            cost = UPGRADE_COST.get(level, 0)
            return f"Upgrade {EQUIPMENT[action.equipment]} to {level + 1} ({cost} fortune)"
        if isinstance(action, A.TakeFortune):
            return "Take an extra fortune point"
        if isinstance(action, A.Inspect):
            return f"Inspect the ground at {square_name(action.square)}"
        if isinstance(action, A.Relocate):
            return (
                f"Relocate player {action.owner + 1}'s station "
                f"{square_name(action.source)} → {square_name(action.target)}"
            )
        if isinstance(action, A.DeclareVictory):
            return "Declare victory"
        return "End turn"

    def validate(self) -> None:
        """Check the invariants; RulesError on the first one broken (used by tests and loads)."""
        s = self.state
        where = [t for stack in s.stacks for t in stack] + [t for row in s.carried for t in row]
        if sorted(where) != list(range(len(self.tiles))):
            raise RulesError("A tile is missing or doubled.")
        on_grid = sum(self.tiles[t].fortune for stack in s.stacks for t in stack)
        total = sum(t.fortune for t in self.tiles) + FORTUNE_TOKENS
        if on_grid + sum(s.fortune) + s.bank != total:
            raise RulesError("Fortune was created or lost.")
        for p in range(s.players):
            if s.phase != "place" and len(s.stations[p]) != s.levels[p][FLEET] - (
                s.phase == "fleet" and p == s.current
            ):
                raise RulesError("A player's stations do not match their expedition fleet.")
            if s.fortune[p] < 0:
                raise RulesError("A player's fortune went below zero.")


def _squares_of(action: A.Move | A.Dig | A.Carry) -> tuple[int, ...]:
    return (action.source, action.target) if isinstance(action, A.Move) else (action.square,)


def fortune_total() -> int:
    """All the fortune in the box: the tiles' values and the tokens."""
    return sum(t.fortune for t in tiles()) + FORTUNE_TOKENS
