"""Forty-Five positions as text (``trickbook play``, ``render``, test diagrams)."""

from __future__ import annotations

import engine.games.forty_five.core as core
import engine.games.forty_five.king as king
from engine.cards import CARDS, Suit
from engine.games.forty_five.rules import GAME_TO
from engine.games.forty_five.scoring import reason, scores_after
from engine.games.forty_five.state import FortyFiveState, side_name

PHASES = {"rob": "robbing", "play": "in play", "over": "the deal is over"}


def rob_text(s: FortyFiveState) -> str:
    """Who robbed, or who may, as far as the position shows."""
    turned = CARDS[s.turned].pretty
    if s.result == "turn_five":
        return f"the {turned} turned up ends the game"
    if s.robber >= 0:
        put = f" for the {CARDS[s.discard].pretty}" if s.discard >= 0 else ""
        return f"P{s.robber} robbed the {turned}{put}"
    if s.rob_kind == "dealer":
        lay = f"P{s.dealer} let the {turned} lie"  # (his button: "Let the A♠ lie")
        return lay if s.declined else f"P{s.dealer} may rob the {turned}"
    if s.rob_kind == "ace" and not s.declined:
        return f"P{s.rob_seat} holds the ace of trumps and may rob the {turned}"
    if s.rob_kind == king.KING and not s.declined:
        return f"P{s.rob_seat} holds {king.HELD}, and may rob the {turned}"
    return f"the {turned} lies turned up"


def render(s: FortyFiveState, reading: str = "") -> str:
    """The table, one line per seat: his hand (or how many cards are hidden) and his tricks;
    the sides' points; the trick on the table and how the deal ended. ``reading``: the
    reading's name (:meth:`engine.game.Game.reading_shown`), on a line of its own."""
    r = core.rank_of(s.trump)
    suit = Suit(s.trump)
    head = (
        f"Forty-Five, {s.n} players, P{s.dealer} deals · {PHASES[s.phase]} · "
        f"turned {CARDS[s.turned].pretty}: {suit.symbol} {suit.name.lower()} trumps · "
        f"{rob_text(s)}"
    )
    lines = [head] + ([f"  reading: {reading}"] if reading else [])
    hands = []
    for p in range(s.n):
        cards = " ".join(CARDS[c].pretty for c in r.sorted(s.hands[p], trumps_first=True))
        if s.hidden and s.hidden[p]:
            cards = (cards + " " if cards else "") + "?" * s.hidden[p]
        hands.append(cards or "(no cards)")
    # the hands as wide as the longest, as Napoleon's seats (d05de83); the sides are named once,
    # by the points line below ("points: P0+P2 0, P1+P3 0"): each seat's "(side P0+P2)" and a
    # hand padded to 20 made a seat 45 to 50 characters, two lines in a notebook on a phone
    width = max(map(len, hands))
    for p in range(s.n):
        mark = ">" if p == s.to_move else " "
        lines.append(f"{mark} P{p}: {hands[p]:<{width}} tricks {s.tricks[p]}")
    after = scores_after(s)
    lines.append(
        "points: "
        + ", ".join(f"{side_name(s.n, k)} {after[k]}" for k in (0, 1))
        + f" (game {GAME_TO})"
    )
    if s.trick:
        lines.append("trick: " + ", ".join(f"P{p} {CARDS[c].pretty}" for p, c in s.trick))
    if s.phase == "over":
        said = "game at the turn-up" if s.result == "turn_five" else s.result.replace("_", " ")
        lines.append(f"{said}: {reason(s)}")
        if s.winner >= 0:
            lines.append(f"{side_name(s.n, s.winner)} win the game")
    return "\n".join(lines)
