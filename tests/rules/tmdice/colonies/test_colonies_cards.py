"""The Colonies module's cards and corporations (002: "shuffle the project cards together
with the main game project cards, and the Colony corporation cards together with the other
corporation cards"; variant: one colony corporation and one other to choose from)."""

from __future__ import annotations

from test_colonies_rules import to_main, with_tiles
from tmdice_helpers import check_invariants, new_game, play_game, set_dice, to_move

from game.rules.core import Rng
from game.rules.tmdice.actions import BuildColony, ChooseCorp, PlayCard, TradeColony
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.modules.colonies import colonies_of
from game.rules.tmdice.tables import C


def everywhere(e: TMDiceEngine) -> set[str]:
    s = e.state
    return set(s.deck) | {c for p in s.players_state for c in p.hand + p.played}


def test_colony_cards_shuffled_into_the_deck_only_with_colonies__002_setup() -> None:
    assert set(C.colony_cards) <= everywhere(new_game(2, colonies=True))
    assert not set(C.colony_cards) & everywhere(new_game(2))
    assert 15 <= len(C.colony_cards) <= 25
    assert {C.cards[c].colour for c in C.colony_cards} == {"green", "red", "blue"}


def test_colony_corporations_join_the_deal__002_setup() -> None:
    dealt = set()
    for seed in range(12):
        s = new_game(4, seed=seed, colonies=True).state
        dealt |= {c for p in s.players_state for c in p.corp_dealt}
    assert set(C.colony_corps) & dealt
    base = new_game(4, seed=1).state
    assert not {c for p in base.players_state for c in p.corp_dealt} & set(C.colony_corps)
    assert len(C.colony_corps) == 5


def test_variant_one_colony_corporation_and_one_other__002_variant() -> None:
    s = new_game(4, seed=3, colonies=True, colony_corps=True).state
    for p in s.players_state:
        assert len(p.corp_dealt) == 2
        assert sum(c in C.colony_corps for c in p.corp_dealt) == 1
    every = s.corp_box + [c for p in s.players_state for c in p.corp_dealt]
    assert sorted(every) == sorted([c.id for c in C.corporations] + C.colony_corps)


def one_of_each(corps: list[str]) -> bool:
    """A deal of 002's variant: one colony corporation and one other."""
    return len(corps) == 2 and sum(c in C.colony_corps for c in corps) == 1


def test_sampled_worlds_deal_one_colony_corporation_and_one_other__002_variant() -> None:
    """002 variant: "Let players draw one of the Colony corporations, and one of the other
    corporations to choose from". A world sampled for a bot deals every hidden seat the same
    way, before the reveal (the deals unseen) and after it (the corporation returned unseen);
    the choice a hidden seat made is either of its two."""
    e = new_game(4, seed=3, colonies=True, colony_corps=True)
    every = sorted([c.id for c in C.corporations] + C.colony_corps)
    kept_colony = set()
    while e.state.phase == "setup" and e.state.step == "corps":
        seat = to_move(e)
        for k in range(12):
            world = e.determinize(seat, Rng.from_seed(k)).state
            for i, p in enumerate(world.players_state):
                assert one_of_each(p.corp_dealt), (i, p.corp_dealt)
                if p.corp is None:
                    assert sorted(p.corp_options) == sorted(p.corp_dealt)
                else:
                    assert p.corp in p.corp_dealt
                    if i != seat:
                        kept_colony.add(p.corp in C.colony_corps)
            dealt = [c for p in world.players_state for c in p.corp_dealt]
            assert len(set(dealt)) == len(dealt)  # no corporation dealt twice
            assert set(dealt) | set(world.corp_box) == set(every)
        e.apply(ChooseCorp(e.state.players_state[seat].corp_options[0]))
    assert kept_colony == {True, False}  # a hidden choice is not always the colony one
    for seat in range(4):  # after the reveal: each seat's returned corporation is unseen
        for k in range(12):
            world = e.determinize(seat, Rng.from_seed(k)).state
            for p in world.players_state:
                assert one_of_each(p.corp_dealt) and p.corp in p.corp_dealt
            assert sorted(world.corp_box + [p.corp or "" for p in world.players_state]) == every


def play_card_now(e: TMDiceEngine, card: str) -> None:
    s = e.state
    seat = s.current
    p = s.players_state[seat]
    s.deck.remove(card) if card in s.deck else None
    for other in s.players_state:
        if card in other.hand:
            other.hand.remove(card)
    p.hand.append(card)
    cost: dict[str, int] = {}
    for face in C.cards[card].cost:
        cost[face] = cost.get(face, 0) + 1
    set_dice(e, seat, cost)
    to_main(e)
    e.apply(PlayCard(card))


def test_a_card_builds_a_colony_without_paying() -> None:
    e = play_game(2, colonies=True)
    with_tiles(e, "io_furnace", "luna_exchange")
    seat = e.state.current
    play_card_now(e, "settler_wave")
    options = [a for a in e.legal_actions() if isinstance(a, BuildColony)]
    assert {a.tile for a in options} == {"io_furnace", "luna_exchange"}
    e.apply(options[0])
    assert seat in colonies_of(e.state).colonies[options[0].tile]
    check_invariants(e)


def test_a_card_trades_without_paying() -> None:
    e = play_game(2, colonies=True)
    with_tiles(e, "luna_exchange")
    seat = e.state.current
    first = seat == e.state.first  # the round does not end after the first player's turn
    play_card_now(e, "cargo_run")  # a single tile to trade with: carried out at once
    if first:
        assert colonies_of(e.state).fleets[seat] == ["luna_exchange"]
    assert e.state.players_state[seat].dice.get("megacredit", 0) == 1  # income at step 1
    check_invariants(e)


def test_a_card_adds_a_trade_fleet() -> None:
    e = play_game(2, colonies=True)
    with_tiles(e, "luna_exchange")
    seat = e.state.current
    play_card_now(e, "spare_hull")
    assert colonies_of(e.state).fleets[seat] == ["", ""]


def test_whenever_you_trade_triggers() -> None:
    e = play_game(2, colonies=True)
    with_tiles(e, "luna_exchange")
    s = e.state
    seat = s.current
    s.players_state[seat].played.append("orbital_depot")
    s.deck.remove("orbital_depot") if "orbital_depot" in s.deck else None
    for p in s.players_state:
        if "orbital_depot" in p.hand:
            p.hand.remove("orbital_depot")
    set_dice(e, seat, {"energy": 2})
    to_main(e)
    events = e.apply(TradeColony("luna_exchange", "energy"))
    assert any(ev.kind == "triggered" and ev.data["on"] == "trade" for ev in events)
