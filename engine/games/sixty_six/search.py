"""Sixty-Six's search hooks (see :mod:`engine.search`), the game's search module
(:class:`engine.games.modular.SolverModule`): the playout policy, the value of a finished hand,
the moves exact search tries, and when a position is small enough to solve; with the views and
the deals that fit them (:mod:`.views`), the rule of thumb (:mod:`.thumb`) and the sides, which
live in modules of their own.

Every hook plays through the rules of :mod:`engine.games.sixty_six.play`, on a state with
``record=False`` so that the teaching record (the move log, what each seat is known to hold
or lack) is not kept up in the inner loop.
"""

from __future__ import annotations

import random

from engine.game import Action, Game
from engine.games.sixty_six.cards import MELD, PLAY, POINTS, RANKINGS, STRENGTH, cards_of
from engine.games.sixty_six.play import (
    MAY_CLOSE,
    MAY_EXCHANGE,
    claim,
    exchange,
    lead_options,
    legal_cards,
    may_exchange,
    meld,
    meld_cards,
    play_card,
)
from engine.games.sixty_six.rules import CLAIM, EXCHANGE, TARGET
from engine.games.sixty_six.scoring import final_outcome
from engine.games.sixty_six.state import SixtySixState, hand_points, opponent, side_of
from engine.games.sixty_six.thumb import CHEAP
from engine.games.sixty_six.thumb import heuristic_action as heuristic_action
from engine.games.sixty_six.views import determinize as determinize
from engine.games.sixty_six.views import unseen as unseen
from engine.games.sixty_six.views import view as view
from engine.search.solver import Positions, solve

_new = tuple.__new__
side = side_of  # partners (four-hand) are one side; else each seat is its own
ROLLOUT_RANDOM = 0.25  # share of random moves in a playout (the rest follow a greedy habit)

# per trump suit: the order exact search tries cards in (trumps first, strongest first)
SEARCH_ORDER: tuple[tuple[int, ...], ...] = tuple(
    tuple(-(STRENGTH[c] + (20 if r.trump_mask >> c & 1 else 0)) for c in range(52))
    for r in RANKINGS[1]
)


def rollout_action(state: SixtySixState, rng: random.Random) -> Action:
    """A cheap playout policy: claim at 66, exchange, meld, else a card: a quarter of the time
    at random, else win a trick in the suit led with the richest card, trump a rich trick (or
    any trick in compulsory play) as cheaply as possible, or throw the cheapest card."""
    seat = state.to_move
    four = state.n == 4
    trick = state.trick
    if not four:
        if state.points[seat] + state.melds[seat] >= TARGET:
            return CLAIM
        if not trick:
            lead = lead_options(state)  # the exchange and the marriages, read at once
            if lead & MAY_EXCHANGE:
                return EXCHANGE
            pairs = lead & ~(MAY_EXCHANGE | MAY_CLOSE)
            if pairs:
                return MELD[pairs.bit_length() - 1]
    legal = legal_cards(state)
    cards = cards_of(legal)
    if len(cards) == 1 or rng.random() < ROLLOUT_RANDOM:
        return PLAY[cards[rng.randrange(len(cards))]]
    if not trick:
        return PLAY[min(cards, key=CHEAP[state.trump].__getitem__)]
    r = RANKINGS[four][state.trump]
    best = r.winning_play(trick)[1]
    same = legal & r.above[best]
    if same:  # win in the suit led with the card that brings the most
        return PLAY[max(cards_of(same), key=POINTS.__getitem__)]
    if POINTS[best] >= 10 or state.closed_by >= 0 or not state.stock:
        winners = legal & r.over[best]
        if winners:  # trumps only (a higher card of the suit led was tried above)
            return PLAY[min(cards_of(winners), key=STRENGTH.__getitem__)]
    return PLAY[min(cards, key=CHEAP[state.trump].__getitem__)]


def lean(state: SixtySixState) -> SixtySixState:
    """The same position without the teaching record (for search)."""
    if not state.record:
        return state
    return _new(SixtySixState, (*state[:-1], state.cold._replace(record=False)))


def step(s: SixtySixState, a: Action) -> SixtySixState:
    """The position after ``a``, a move search or a playout chose from the legal ones (a
    card, a marriage, the exchange or a claim: no legality check, the move is known legal)."""
    kind = a.kind
    if kind == "play":
        return play_card(s, a.card, a)  # type: ignore[arg-type]
    if kind == "meld":
        return meld(s, a.card, a)  # type: ignore[arg-type]
    if kind == "exchange":
        return exchange(s)
    return claim(s, a)


def playout(state: SixtySixState, rng: random.Random) -> SixtySixState:
    """Play the hand to its end with :func:`rollout_action`, through the rules."""
    s = lean(state)
    while s.phase == "play":
        s = step(s, rollout_action(s, rng))
    return s


def value(state: SixtySixState, seat: int) -> int:
    """Game points won minus lost by ``seat``'s slot in a finished hand (carry included)."""
    out = final_outcome(state)
    me = side_of(state, seat)
    gp = out.game_points
    if state.n == 3:
        return gp[me] - gp[opponent(state, seat)]
    return gp[me] - gp[1 - me]


def rollout_value(state: SixtySixState, seat: int) -> float:
    """:func:`value` plus a share of the point margin (a 40-point margin is worth one game
    point; tuned in seeded duplicate matches): one playout's game points are a coarse
    signal, the margin says how near the hand came to going the other way."""
    me = hand_points(state, seat)
    mine = side_of(state, seat)
    other = max(hand_points(state, p) for p in state.seats if side_of(state, p) != mine)
    return value(state, seat) + (me - other) / 40


def obvious_action(view: SixtySixState) -> Action | None:
    """A move no search can improve: claim at 66 (waiting can only lose: the opponent's
    count never falls), and take the trump card for the 9 whenever allowed."""
    if view.phase != "play":
        return None
    if view.n != 4 and hand_points(view, view.to_move) >= TARGET:
        return CLAIM
    if may_exchange(view):
        return EXCHANGE
    return None


def searchable(view: SixtySixState) -> bool:
    """Small enough for exact search in every world: play is compulsory (stock closed or
    gone) and at most 12 cards are left in hand (three tricks in four-hand)."""
    if not (view.n == 4 or view.closed_by >= 0 or not view.stock):
        return False
    left = sum(view.hands[i].bit_count() + view.hidden[i] for i in view.seats)
    return left <= 12


def search_actions(s: SixtySixState) -> list[Action]:
    """Moves worth searching: plays (a K or Q of a marriage is led *with* the marriage when
    melding is allowed: it can only add points), trumps first, strongest first."""
    m = legal_cards(s)
    melds = meld_cards(s) if not s.trick and s.n != 4 else 0
    cards = []
    while m:
        low = m & -m
        cards.append(low.bit_length() - 1)
        m ^= low
    cards.sort(key=SEARCH_ORDER[s.trump].__getitem__)
    return [MELD[c] if (melds >> c) & 1 else PLAY[c] for c in cards]


def search(
    game: Game[SixtySixState],
    state: SixtySixState,
    seat: int,
    deadline: float,
    nodes: Positions | None = None,
) -> dict[Action, int] | None:
    """Exact values (game points for ``seat``) of each action in a full state once play is
    compulsory, by :func:`engine.search.solve` on the lean position; None past ``deadline``
    or ``nodes``.

    Two things make a six-card endgame about twice as fast (a hand closed at its first lead:
    every world of the hand review's next decisions is one): a move goes through :func:`step`
    (the rules' own functions, without ``apply``'s check of a move the search took from the
    legal ones), and a transposition table keyed by :func:`position_key`."""
    return solve(game, lean(state), seat, deadline, nodes=nodes, step=step, key=position_key)


def position_key(s: SixtySixState) -> tuple[object, ...]:
    """What changes within one search and what the rules then read: hands, trick, the player
    to move, card points, tricks won, marriages scored and pending. The rest is fixed from the
    root on: the stock (closed or gone: no card is drawn), who closed and what was won
    before, the carry; and where the rules read the last trick's winner (a marriage at the
    lead) he is the player to move. Two tricks played in either order, each won by the same
    seat, come to the same key."""
    cold = s.cold
    return (s.hands, s.trick, s.to_move, s.points, s.tricks, cold.melds, cold.pending)
