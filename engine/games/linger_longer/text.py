"""Linger Longer positions as text (``trickbook play``, ``render``, test diagrams)."""

from __future__ import annotations

from engine.cards import CARDS
from engine.games.linger_longer.play import end_reason, rank_of
from engine.games.linger_longer.state import LingerState
from engine.tricks import won_said


def out_said(s: LingerState, k: int, before: str = "out") -> str:
    """When a player dropped out, from ``out[p]`` (``k``): after the game's trick number, or,
    where the position does not say how many tricks came before it (``counted``), after the
    trick shown; ``before`` for one out before the position's first trick (a scenario's)."""
    if not k:
        return before
    if s.counted:
        return f"out after trick {s.trick_no(k)}"
    shown = len(s.history)
    return "out after the trick shown" if shown == 1 else f"out after trick {k} of {shown} shown"


def out_before(s: LingerState) -> str:
    """A seat out before the position's first trick (a scenario's), as a settlement's "end"
    says it: before which trick, by the game's number where the stock says it ("out before
    trick 5"), else before the tricks shown; a bare "out before" did not say of what.

    >>> from engine.games.linger_longer import LINGER_LONGER as G
    >>> from engine.scenario import from_dict
    >>> out_before(from_dict({"game": "linger_longer", "players": 4, "dealer": "P0",
    ...     "turned": "7H", "hands": {"P1": [], "P2": ["4C", "8C"], "P3": [], "P0": ["9D"]},
    ...     "stock": 33, "leader": "P2", "trick": ["P2 AS", "P3 6S", "P0 5S", "P1 KS"]}).state)
    'out before trick 4'
    """
    shown = len(s.history)
    if s.counted:
        return f"out before trick {s.trick_no(1)}"
    if not shown:
        return "out"
    return "out before the trick shown" if shown == 1 else f"out before the {shown} tricks shown"


def seat_status(s: LingerState, p: int) -> str:
    """A seat is "in" while he holds cards, else out since a trick; the game's winner who played
    his last card to the last trick is not out (:meth:`LingerState.is_out`): he "won the game"."""
    if s.out[p] >= 0 and not s.is_out(p):
        return "won the game"
    return out_said(s, s.out[p]) if s.out[p] >= 0 else "in"


def tricks_said(s: LingerState, p: int) -> str:
    """A seat's tricks: how many, counted from the deal; for a position set up mid-game, which
    earlier tricks each won is unknown, so which of the record's he won ("won trick 4", "won
    the trick shown", as the app's boxes say), and nothing where he won none of them."""
    if s.wins_known:
        return f"tricks {s.tricks[p]}"
    won = [s.trick_no(k) if s.counted else k for k, (_, w) in enumerate(s.history, 1) if w == p]
    return won_said(won, 0 if s.counted else len(s.history)) if won else ""


def render(s: LingerState, reading: str = "") -> str:
    """The table, one line per seat: his hand (or how many cards are hidden), whether he is
    still in, and his tricks (:func:`tricks_said`); then the stock, the trick on the table and
    what happens next. ``reading``: the reading's name (:meth:`engine.game.Game.reading_shown`),
    on a line of its own."""
    r = rank_of(s)
    t = s.trump_suit
    head = (
        f"Linger Longer, {s.n} players, P{s.dealer} deals · trumps {t.symbol} {t.name.lower()} "
        f"(turned {CARDS[s.turned].pretty}) · stock {len(s.stock)}"
    )
    lines = [head] + ([f"  reading: {reading}"] if reading else [])
    hands = []
    for p in range(s.n):
        cards = " ".join(CARDS[c].pretty for c in r.sorted(s.hands[p], trumps_first=True))
        if s.hidden and s.hidden[p]:
            cards = (cards + " " if cards else "") + "?" * s.hidden[p]
        hands.append(cards or "(no cards)")
    # Each column as wide as its longest entry (as the pool games' render): a seat line then
    # reads as a table and fits a notebook's 43 characters where the hands are short.
    status = [seat_status(s, p) for p in range(s.n)]
    won = [tricks_said(s, p) for p in range(s.n)]
    for p in range(s.n):  # "won the game won the trick shown": one verb for the two
        if status[p] == "won the game" and won[p].startswith("won "):
            status[p], won[p] = f"won the game and {won[p][4:]}", ""
    width, said = max(map(len, hands)), max(map(len, status))
    for p in range(s.n):
        mark = ">" if p == s.to_move else " "
        lines.append(f"{mark} P{p}: {hands[p]:<{width}} {status[p]:<{said}} {won[p]}".rstrip())
    if s.trick:
        lines.append("trick: " + ", ".join(f"P{p} {CARDS[c].pretty}" for p, c in s.trick))
    if s.phase == "over":
        lines.append(f"over: {end_reason(s)}")
    return "\n".join(lines)
