"""Napoleon positions as text (``trickbook play``, ``render``, test diagrams)."""

from __future__ import annotations

from engine.cards import CARDS, Suit
from engine.games.napoleon.play import bid_word, rank_of, stop_reason
from engine.games.napoleon.rules import NAP_BID
from engine.games.napoleon.state import NapoleonState

PHASES = {
    "declare": "bidding",
    "trump": "naming trumps",
    "play": "in play",
    "over": "the deal is over",
}


def bid_text(value: int) -> str:
    return "-" if value < 0 else "pass" if value == 0 else bid_word(value)


def settled_bid(s: NapoleonState, seat: int) -> str:
    """``seat``'s bid in a finished deal's settlement table. A seat that never bid had no turn:
    a nap ended the bidding before it (nothing can be bid over nap), which the position's text
    marks "-" while the bids go round, but a table's "-" told a learner nothing.

    >>> from engine.games.napoleon.play import opening
    >>> from engine.games.napoleon.rules import Opts
    >>> s = opening(Opts(), 4, 0, (0, 0, 0, 0))._replace(bids=(-1, 5, -1, -1), bid=5)
    >>> settled_bid(s, 1), settled_bid(s, 2)
    ('nap', 'no turn (after nap)')
    """
    value = s.bids[seat]
    if value >= 0:
        return bid_text(value)
    return "no turn (after nap)" if s.bid == NAP_BID else "no turn"


def render(s: NapoleonState, reading: str = "") -> str:
    """The table, one line per seat: his hand (or how many cards are hidden), his bid and his
    tricks; then the trick on the table and what happens next. ``reading``: the reading's
    name (:meth:`engine.game.Game.reading_shown`), on a line of its own."""
    r = rank_of(s)
    trump = "not named" if s.trump < 0 else f"{Suit(s.trump).symbol} {Suit(s.trump).name.lower()}"
    head = f"Napoleon, {s.n} players, P{s.dealer} deals · {PHASES[s.phase]} · trumps {trump}"
    if s.bidder >= 0:
        # (past once the deal is over: "P1 bid 2")
        head += f" · P{s.bidder} {'bid' if s.phase == 'over' else 'bids'} {bid_word(s.bid)}"
    lines = [head] + ([f"  reading: {reading}"] if reading else [])
    hands, bids = [], [bid_text(b) for b in s.bids]
    for p in range(s.n):
        cards = " ".join(CARDS[c].pretty for c in r.sorted(s.hands[p], trumps_first=True))
        if s.hidden and s.hidden[p]:
            cards = (cards + " " if cards else "") + "?" * s.hidden[p]
        hands.append(cards or "(no cards)")
    # each column as wide as its longest entry, as the other games' seats (a seat fits a
    # notebook's line on a phone: padded to 20 and 5, a seat ran 45 characters and broke)
    width, said = max(map(len, hands)), max(map(len, bids))
    for p in range(s.n):
        mark = ">" if p == s.to_move else " "
        lines.append(f"{mark} P{p}: {hands[p]:<{width}} bid {bids[p]:<{said}} tricks {s.tricks[p]}")
    if s.trick:
        lines.append("trick: " + ", ".join(f"P{p} {CARDS[c].pretty}" for p, c in s.trick))
    if s.phase == "over":
        lines.append(f"{s.result.replace('_', ' ')}: {stop_reason(s)}")
    return "\n".join(lines)
