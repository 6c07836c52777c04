"""Spoil Five positions as text (``trickbook play``, ``render``, test diagrams)."""

from __future__ import annotations

from engine.cards import CARDS, Suit
from engine.games.spoil_five.moves import RANKINGS, result_words
from engine.games.spoil_five.state import SpoilFiveState

PHASES = {
    "rob": "robbing",
    "play": "in play",
    "jink": "claim or jink",
    "over": "the deal is over",
}


def rob_text(s: SpoilFiveState) -> str:
    """Who may rob, and what became of it."""
    if s.rob_kind == "hidden":  # a seat's view: the trump ace's holder has not shown it
        return "the ace of trumps has not been shown (its holder may rob in his turn)"
    if s.robber < 0:
        return "nobody may rob (the ace of trumps was not dealt)"
    who = f"P{s.robber}"
    how = "the dealer, an ace turned" if s.rob_kind == "dealer" else "holds the ace of trumps"
    if s.rob_done == "declined":  # the dealer's "Let the A♠ lie", in his button's words
        return f"{who} ({how}) let the {CARDS[s.turn_card].pretty} lie"
    done = {"": "may rob", "robbed": "robbed", "passed": "let the chance to rob pass"}[s.rob_done]
    return f"{who} ({how}) {done}"


def render(s: SpoilFiveState, reading: str = "") -> str:
    """The table, one line per seat: his hand (or how many cards are hidden) and tricks; then
    the turn-up, the trick on the table and how the deal ended. ``reading``: the reading's
    name (:meth:`engine.game.Game.reading_shown`), on a line of its own."""
    r = RANKINGS[s.trump]
    suit = Suit(s.trump)
    head = (
        f"Spoil Five, {s.n} players, P{s.dealer} deals · {PHASES[s.phase]} · trumps "
        f"{suit.symbol} {suit.name.lower()} (turned {CARDS[s.turn_card].pretty}) · pool {s.pool}"
    )
    lines = [head] + ([f"  reading: {reading}"] if reading else []) + [rob_text(s)]
    for p in range(s.n):
        cards = " ".join(CARDS[c].pretty for c in r.sorted(s.hands[p], trumps_first=True))
        if s.hidden and s.hidden[p]:
            cards = (cards + " " if cards else "") + "?" * s.hidden[p]
        mark = ">" if p == s.to_move else " "
        tags = []
        if (s.barred | s.no_win) >> p & 1:
            tags.append("no right to the pool")
        if s.folded >> p & 1:
            tags.append("foul hand")
        if p == s.jinker:
            tags.append("jinking")
        extra = f"  ({'; '.join(tags)})" if tags else ""
        lines.append(f"{mark} P{p}: {cards or '(no cards)':<20} tricks {s.tricks[p]}{extra}")
    if s.trick:
        lines.append("trick: " + ", ".join(f"P{p} {CARDS[c].pretty}" for p, c in s.trick))
    if s.phase == "over":
        lines.append(f"{s.result.replace('_', ' ')}: {result_words(s)}")
    return "\n".join(lines)
