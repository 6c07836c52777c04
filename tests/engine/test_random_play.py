"""Random play over every registered game and variant (after OpenSpiel's random simulation test).

Written over the registry and the declared protocol only, so a new game inherits it by
registering. For each game and variant, ``DEALS`` complete deals with random legal actions
(player counts drawn from the variant's range, dealers rotating), checking at every step:

* cards conserved: no card is in two places among the hands, the trick and the finished tricks
  still on the table (``game.tricks_on_table``: a game may gather played cards back into play,
  as Linger Longer's reshuffle does); every one of them is in ``game.cards_in_play``, which never
  changes; a card played leaves its player's hand and stays on the table unless its trick was
  gathered up; the record of finished tricks never changes;
* one winner per trick, a seat that played to it, and every seat plays at most once to a trick;
* no refused action is ever applied: on a sample of positions every refusal's action, and an
  action nobody could take, makes ``apply`` raise :class:`IllegalAction`;
* counters (points) conserved: the settlement sums to zero;
* every deal ends within a bound; the same seed gives the same deal and, with the same random
  choices, the same end.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import CARDS
from engine.game import REGISTRY, Action, Game, IllegalAction

DEALS = 2000  # complete deals per game and variant
SAMPLE_EVERY = 40  # check every refusal on every position of one deal in this many
MAX_ACTIONS = 400  # no deal of any game comes near this

CASES = [(g.id, v) for g in REGISTRY for v in g.variants]


def _cards_of(game: Game[Any], state: Any) -> tuple[int, int, int, int]:
    """The cards held, on the trick and in the finished tricks still on the table, as masks,
    and how many places hold a card (a card in two places counted twice). Masks, not lists
    of cards: the lists of every hand at every step were the test's main cost."""
    held = count = 0
    for h in state.hands:
        held |= h
        count += h.bit_count()
    on_trick = 0
    for _, c in state.trick:
        on_trick |= 1 << c
        count += 1
    done = 0
    for plays, _ in game.tricks_on_table(state):
        for _, c in plays:
            done |= 1 << c
            count += 1
    return held, on_trick, done, count


def _check_position(
    game: Game[Any], state: Any, pack: int, cards: tuple[int, int, int, int], judged: int
) -> None:
    """The checks of one position; ``cards`` is :func:`_cards_of` the state, ``judged`` how many
    of its finished tricks an earlier position already checked (:func:`_play_deal` holds the
    record of finished tricks unchanged from step to step, so each is checked once)."""
    held, on_trick, done, count = cards
    assert (held | on_trick | done).bit_count() == count, "a card is in two places"
    assert game.cards_in_play(state) == pack, "a card left the deal or came into it"
    seats = [p for p, _ in state.trick]
    assert len(seats) == len(set(seats)), "a seat played twice to one trick"
    for plays, winner in state.history[judged:]:
        if plays:
            played_by = [p for p, _ in plays]
            assert winner in played_by, "a trick's winner did not play to it"
            assert len(played_by) == len(set(played_by))


def _check_refusals(game: Game[Any], state: Any) -> None:
    for r in game.refusals(state):
        if r.action in game.legal_actions(state):
            continue  # a refusal of one form of an action that is legal in another
        with pytest.raises(IllegalAction):
            game.apply(state, r.action)
    with pytest.raises(IllegalAction):
        game.apply(state, Action("no such action"))
    seat = game.current_player(state)
    if seat is not None and seat >= 0:
        not_held = [c for c in range(52) if not state.hands[seat] >> c & 1]
        with pytest.raises(IllegalAction):
            game.apply(state, Action("play", CARDS[not_held[0]]))


def _play_deal(
    game: Game[Any], variant: str, seed: int, check_all: bool
) -> tuple[Any, list[Action]]:
    rng = random.Random(seed)
    lo, hi = game.players_range(game.make_opts(variant))
    players = game.fit_players(game.make_opts(variant), rng.randint(lo, hi))
    state = game.new_deal(players=players, dealer=seed % players, seed=seed, variant=variant)
    assert state == game.new_deal(
        players=players, dealer=seed % players, seed=seed, variant=variant
    )
    moves: list[Action] = []
    pack = game.cards_in_play(state)
    cards = _cards_of(game, state)
    judged = 0  # the finished tricks checked so far
    for _ in range(MAX_ACTIONS):
        if game.is_over(state):
            break
        _check_position(game, state, pack, cards, judged)
        judged = len(state.history)
        if check_all:
            _check_refusals(game, state)
        acts = game.legal_actions(state)
        assert acts, "a deal not over offers no action"
        action = rng.choice(acts)
        seat = game.current_player(state)
        before = state
        state = game.apply(state, action)
        moves.append(action)
        cards = _cards_of(game, state)
        # what was on the table stays there; a card played leaves its player's hand
        assert state.history[: len(before.history)] == before.history
        if action.kind == "play" and action.card is not None:
            _, on_trick, done, _ = cards
            if (on_trick | done) >> action.card & 1:
                assert not state.hands[seat] >> action.card & 1
            else:  # the trick it ended was gathered back into play at once (a reshuffle)
                assert len(state.history) > len(before.history)
                assert not game.tricks_on_table(state), "a played card left the table"
                assert game.cards_in_play(state) >> action.card & 1
    else:
        pytest.fail(f"{game.id} {variant} seed {seed}: the deal did not end")
    _check_position(game, state, pack, cards, judged)
    settlement = game.settlement(state)
    assert settlement is not None
    assert sum(settlement.net().values()) == 0, "the settlement does not sum to zero"
    return state, moves


@pytest.mark.parametrize(("game_id", "variant"), CASES, ids=[f"{g}-{v}" for g, v in CASES])
def test_random_play(game_id: str, variant: str) -> None:
    game = REGISTRY.get(game_id)
    for i in range(DEALS):
        seed = i * 7919 + len(variant)
        _play_deal(game, variant, seed, check_all=i % SAMPLE_EVERY == 0)
    # the same seed gives the same deal, and the same choices the same end
    a, moves_a = _play_deal(game, variant, 12345, check_all=False)
    b, moves_b = _play_deal(game, variant, 12345, check_all=False)
    assert a == b and [str(m) for m in moves_a] == [str(m) for m in moves_b]
    assert game.settlement_json(a) == game.settlement_json(b)
