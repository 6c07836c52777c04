"""What a seat may see, and the search hooks (see :mod:`engine.search`): dealing the unseen
cards, a cheap playout policy that bids, names trumps and plays, the value of a finished deal,
exact search late in play, the rule-of-thumb player, and the engine's estimate of the tricks a
hand takes with each trump suit (what the bidding quiz is judged against).

Every hook plays through the rules of :mod:`engine.games.napoleon.play` on a state with
``record=False``.
"""

from __future__ import annotations

import random

from engine.cards import Suit
from engine.game import Action, Game, play
from engine.games.napoleon.play import (
    FACE_SUITS,
    NO_TRUMP,
    TRUMPS,
    bid_actions,
    bid_step,
    dealer_forced,
    legal_cards,
    name_trump,
    opening,
    play_card,
    rank_of,
)
from engine.games.napoleon.rules import NAP_BID, PASS, TRICKS, bid_action
from engine.games.napoleon.scoring import payoff
from engine.games.napoleon.state import NapoleonState
from engine.search.determinize import assign_places
from engine.search.solver import Positions, solve
from engine.search.thumb import least

ROLLOUT_RANDOM = 0.1  # share of random cards in a playout (the rest follow the greedy habit)
ESTIMATE_WORLDS = 160  # deals of the unseen cards behind one estimate of expected tricks
# ace-high strength of each card within its suit, 0 (two) .. 12 (ace)
STRENGTH: tuple[int, ...] = NO_TRUMP.strength
ACES = sum(1 << c for c in range(52) if STRENGTH[c] == 12)
KINGS = sum(1 << c for c in range(52) if STRENGTH[c] == 11)


# ---- views ------------------------------------------------------------------------------------
def view(state: NapoleonState, seat: int) -> NapoleonState:
    """``seat``'s view: his own hand; the others' hands hidden (their sizes kept in
    ``hidden``); bids, trumps, tricks played and voids shown are public."""
    hands = tuple(h if p == seat else 0 for p, h in enumerate(state.hands))
    hidden = tuple(0 if p == seat else h.bit_count() for p, h in enumerate(state.hands))
    return state._replace(hands=hands, hidden=hidden, viewer=seat, start=())


def seen_cards(v: NapoleonState) -> int:
    """The cards the view shows: the viewer's hand and every card played."""
    seen = 0
    for h in v.hands:
        seen |= h
    for plays, _ in v.history:
        for _, c in plays:
            seen |= 1 << c
    for _, c in v.trick:
        seen |= 1 << c
    return seen


def unseen(v: NapoleonState) -> int:
    """Every card the view does not show: the other hands' and the undealt ones, from which
    :func:`determinize` draws the other hands; 0 for a full state."""
    return 52 - seen_cards(v).bit_count() if v.viewer >= 0 else 0


def determinize(v: NapoleonState, rng: random.Random) -> NapoleonState:
    """A full state fitting the view: the cards the viewer has not seen dealt at random to the
    hidden hands (never a card of a suit a seat has shown he lacks), the rest undealt."""
    if v.viewer < 0:
        return v
    seen = seen_cards(v)
    pool = [c for c in range(52) if not seen >> c & 1]
    rng.shuffle(pool)
    slots: list[int] = []
    for p, k in enumerate(v.hidden):
        slots += [p] * k
    slots += [-1] * (len(pool) - len(slots))
    places = assign_places(pool, slots, v.excluded, rng)
    hands = list(v.hands)
    for c, p in zip(pool, places, strict=True):
        if p >= 0:
            hands[p] |= 1 << c
    return v._replace(hands=tuple(hands), hidden=(0,) * v.n, viewer=-1, record=False)


# ---- the habits: bidding, trumps, cards -------------------------------------------------------
def suit_tricks(hand: int, suit: int, n: int) -> float:
    """A rule-of-thumb count of the tricks ``hand`` takes with ``suit`` as trumps: high trumps
    count most, length in trumps counts, side aces count less the more players there are."""
    tr = hand & FACE_SUITS[suit]
    if not tr:
        return 0.0
    low_trump = 0.5 if tr.bit_count() >= 3 else 0.3
    est = 0.0
    m = tr
    while m:
        bit = m & -m
        m ^= bit
        st = STRENGTH[bit.bit_length() - 1]
        est += 1.0 if st >= 11 else 0.75 if st >= 9 else low_trump
    side = hand & ~tr
    est += (0.85 if n <= 3 else 0.65) * (side & ACES).bit_count()
    if n == 2:  # a guarded side king often makes in a two-hand game
        for s in Suit:
            if s != suit and (side & FACE_SUITS[s]).bit_count() >= 2:
                est += 0.5 * bool(side & FACE_SUITS[s] & KINGS)
    return min(est, float(TRICKS))


def best_suit(hand: int, n: int) -> tuple[int, float]:
    """The suit the rule of thumb would name, and its count."""
    scored = [(suit_tricks(hand, s, n), s) for s in Suit if hand & FACE_SUITS[s]]
    est, s = max(scored, key=lambda t: (t[0], hand & FACE_SUITS[t[1]]))
    return s, est


# Why the habit chooses its move, told to the player (the terminal's hint and Play's, ``Game.
# heuristic_move``): constants, so the computer's own moves and the playouts format nothing.
# The hint names the move first ("would bid 3", Game.move_words), so a reason says only
# why, never the move again; a card's says which card in words ("your cheapest card").
FORCED = "everyone else passed, and the dealer must bid"
BIDS = "your hand counts about {tricks} in its best suit, more than the bid so far"
PASSES = "your hand counts about {tricks} in its best suit, too few to bid higher"
NAMES = "your hand counts the most tricks with that suit as trumps"
DRAWS = "you are the bidder: lead your best trump to draw the others' trumps"
LEADS_HIGH = "lead your best card, an ace or king that may well win"
LEADS_LOW = "nothing sure to lead: lead your cheapest card, keeping trumps"
WINS = "you can win the trick: win it as cheaply as you can"
LETS = "your partner against the bidder is winning the trick: throw your cheapest card"
THROWS = "you cannot win the trick: throw your cheapest card, keeping trumps"


def thumb_bid(state: NapoleonState) -> Action:
    """Bid the tricks the rule of thumb counts (rounded down) if that beats the bid so far."""
    return bid_choice(state)[0]


def bid_choice(state: NapoleonState) -> tuple[Action, str]:
    """:func:`thumb_bid`'s bid and why (one of the phrases above)."""
    hand = state.hands[state.to_move]
    _, est = best_suit(hand, state.n)
    want = int(est + 0.15)
    if dealer_forced(state):
        return bid_actions(state)[0], FORCED
    if want > state.bid:
        return bid_action(min(want, NAP_BID)), BIDS
    return PASS, PASSES


def choose(state: NapoleonState, legal: int) -> tuple[int, str]:
    """The greedy habit's card and why (one of the phrases above): the bidder draws trumps
    with his best; a follower wins as cheaply as he can unless a partner (the bidder's
    opponents play together) already wins, else throws his cheapest card, keeping trumps."""
    r = rank_of(state)
    seat = state.to_move
    cheap = CHEAP[state.trump]
    if not state.trick:
        if seat == state.bidder:
            trumps = legal & r.trump_mask
            if trumps:
                return int(r.best(trumps)), DRAWS  # type: ignore[arg-type]
        best = r.best(legal & ~r.trump_mask) if legal & ~r.trump_mask else r.best(legal)
        if best is not None and STRENGTH[best] >= 11:
            return int(best), LEADS_HIGH
        return least(legal, cheap), LEADS_LOW
    win_seat, win_card = r.winning_play(state.trick)
    partner_wins = seat != state.bidder and win_seat != state.bidder
    beat = legal & r.over[win_card]
    if beat and not partner_wins:
        return int(r.worst(beat)), WINS  # type: ignore[arg-type]
    return least(legal, cheap), LETS if partner_wins else THROWS


# per trump suit: what a card costs to throw (trumps dearest, then by strength)
CHEAP: tuple[tuple[int, ...], ...] = tuple(
    tuple(100 * (NO_TRUMP.follows[c] == t) + STRENGTH[c] for c in range(52)) for t in Suit
) + (tuple(STRENGTH),)


def rollout_action(state: NapoleonState, rng: random.Random) -> Action:
    if state.phase == "declare":
        return thumb_bid(state)
    if state.phase == "trump":
        return TRUMPS[best_suit(state.hands[state.bidder], state.n)[0]]
    legal = legal_cards(state)
    if legal & (legal - 1) and rng.random() < ROLLOUT_RANDOM:
        cards = [c for c in range(52) if legal >> c & 1]
        return play(cards[rng.randrange(len(cards))])
    return play(choose(state, legal)[0])


def heuristic_action(state: NapoleonState, rng: random.Random) -> Action:
    """The rule-of-thumb player: bid what the hand counts, name its best suit, play greedily."""
    if state.phase == "declare":
        return thumb_bid(state)
    if state.phase == "trump":
        return TRUMPS[best_suit(state.hands[state.bidder], state.n)[0]]
    return play(choose(state, legal_cards(state))[0])


def heuristic_move(state: NapoleonState, rng: random.Random) -> tuple[Action, str]:
    """The rule-of-thumb move and why, in a phrase told to the player."""
    if state.phase == "declare":
        bid, why = bid_choice(state)
        tricks = int(best_suit(state.hands[state.to_move], state.n)[1] + 0.15)
        return bid, why.format(tricks=f"{tricks} trick{'' if tricks == 1 else 's'}")
    if state.phase == "trump":
        return TRUMPS[best_suit(state.hands[state.bidder], state.n)[0]], NAMES
    card, why = choose(state, legal_cards(state))
    return play(card), why


def lean(state: NapoleonState) -> NapoleonState:
    return state._replace(record=False) if state.record else state


def step(s: NapoleonState, a: Action, stop: bool = True) -> NapoleonState:
    if s.phase == "declare":
        return bid_step(s, a)
    if s.phase == "trump":
        return name_trump(s, a)
    return play_card(s, a.card, a, stop)  # type: ignore[arg-type]


def playout(state: NapoleonState, rng: random.Random) -> NapoleonState:
    """The deal played to its end by :func:`rollout_action`, through the rules."""
    s = lean(state)
    while s.phase != "over":
        s = step(s, rollout_action(s, rng))
    return s


def value(state: NapoleonState, seat: int) -> int:
    """Counters won minus paid by ``seat`` in a finished deal."""
    return payoff(state, seat)


def rollout_value(state: NapoleonState, seat: int) -> float:
    """The payoff, plus a little for each trick beyond what was needed (a made bid with room
    to spare is safer than one made by a hair)."""
    v = float(payoff(state, seat))
    if state.bidder < 0:
        return v
    margin = state.bidder_tricks - state.bid if state.result == "made" else -state.needed
    return v + (0.1 * margin if seat == state.bidder else -0.1 * margin)


def side(state: NapoleonState, seat: int) -> int:
    """The bidder against the rest: his opponents play together."""
    return 0 if seat == state.bidder else 1


def searchable(v: NapoleonState) -> bool:
    """Exact search in every world once play has begun and few cards are left."""
    if v.phase != "play":
        return False
    left = sum(v.hands[p].bit_count() + (v.hidden[p] if v.hidden else 0) for p in range(v.n))
    return left <= SEARCH_CARDS


def search_actions(s: NapoleonState) -> list[Action]:
    legal = legal_cards(s)
    r = rank_of(s)
    cards = [c for c in range(52) if legal >> c & 1]
    cards.sort(key=lambda c: -(STRENGTH[c] + (20 if r.trump_mask >> c & 1 else 0)))
    return [play(c) for c in cards]


def search(
    game: Game[NapoleonState],
    state: NapoleonState,
    seat: int,
    deadline: float,
    nodes: Positions | None = None,
) -> dict[Action, int] | None:
    return solve(game, lean(state), seat, deadline, nodes=nodes)


SEARCH_CARDS = 12  # cards left in all hands at most, for exact search of each world


# ---- the engine's estimate of a hand ------------------------------------------------------------
def expected_tricks(
    state: NapoleonState, seat: int, worlds: int = ESTIMATE_WORLDS, seed: int = 0
) -> dict[Suit, float]:
    """Monte-Carlo estimate of the tricks ``seat`` takes as bidder, for each suit he could name
    trumps in: the unseen cards dealt at random (``worlds`` times, seeded), then all five tricks
    played by the greedy habit, with no early stop. Only the seat's own hand is read.

    >>> from engine.cards import mask_of, parse_cards
    >>> from engine.games.napoleon.rules import Opts
    >>> s = opening(Opts(), 3, 0, (0, mask_of(parse_cards("AS KS QS JS 10S")), 0))
    >>> expected_tricks(s, 1, worlds=20)[Suit.SPADES]
    5.0
    """
    rng = random.Random(seed)
    hand = state.hands[seat]
    base = opening(state.opts, state.n, state.dealer, state.hands)
    v = view(base, seat)._replace(record=False)
    v = v._replace(hidden=tuple(0 if p == seat else TRICKS for p in range(state.n)))
    out: dict[Suit, float] = {}
    suits = [s for s in Suit if hand & FACE_SUITS[s]]
    totals = dict.fromkeys(suits, 0)
    for _ in range(worlds):
        world = determinize(v, rng)
        for s in suits:
            g = world._replace(phase="play", bidder=seat, bid=NAP_BID, trump=int(s))
            g = g._replace(leader=seat, to_move=seat)
            while g.phase != "over":
                g = play_card(g, choose(g, legal_cards(g))[0], PASS, stop=False)
            totals[s] += g.tricks[seat]
    for s in suits:
        out[s] = totals[s] / worlds
    return out


def best_estimate(est: dict[Suit, float]) -> tuple[Suit | None, float]:
    if not est:
        return None, 0.0
    s = max(est, key=lambda k: (est[k], -k))
    return s, est[s]
