"""Sixty-Six in words: the position as text, the names of the score slots, the tricks for a
replay table."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from engine.cards import CARDS, Card, Suit, card_list, pretty
from engine.games.sixty_six.cards import POINTS
from engine.ledger import seat_account
from engine.tricks import Play

if TYPE_CHECKING:  # the state's __str__ is render(): state.py imports this module
    from engine.games.sixty_six.state import SixtySixState


def slot_name(state: SixtySixState, slot: int) -> str:
    """``P1``, or a side ``P0+P2`` in four-hand."""
    return f"P{slot}+P{slot + 2}" if state.n == 4 else f"P{slot}"


def slot_account(state: SixtySixState, slot: int) -> str:
    """The ledger account of a score slot."""
    return slot_name(state, slot) if state.n == 4 else seat_account(slot)


def _stock_words(s: SixtySixState) -> str:
    if s.closed_by >= 0:
        return "closed by P" + str(s.closed_by)
    if s.stock and s.stock[-1] >= 0:
        return f"{len(s.stock)} in stock, {CARDS[s.stock[-1]].pretty} face up"
    return "exhausted" if not s.stock else f"{len(s.stock)} in stock"


PHASE_WORDS = {"play": "in play", "over": "the hand is over"}


def render(s: SixtySixState, reading: str = "") -> str:
    """The position as text: the form and trumps, the reading (``reading``: its name,
    :meth:`engine.game.Game.reading_shown`), each seat's hand and count, the trick, the game
    points."""
    form = {2: "two-hand", 3: "three-hand", 4: "four-hand"}[s.n]
    stock = _stock_words(s)
    lines = [
        f"Sixty-Six {form} — dealer P{s.dealer}, trumps "
        f"{Suit(s.trump).symbol}, {'' if s.n == 4 else stock + ', '}{PHASE_WORDS[s.phase]}"
    ]
    if reading:
        lines.append(f"  reading: {reading}")
    for i in range(s.n):
        if i not in s.seats:
            lines.append(f"  P{i}: sits out (dealer)")
            continue
        mark = ">" if i == s.to_move else " "
        shown = pretty(s.hands[i]) or ""
        if s.hidden[i]:
            shown = (shown + " " if shown else "") + "▒" * s.hidden[i]
        lines.append(
            f"{mark} P{i}: {shown or '-':<22} tricks {s.tricks[i]}, "
            f"points {s.points[i]}, marriages {s.melds[i]}"
            + (f" (+{s.pending[i]} pending)" if s.pending[i] else "")
        )
    if s.trick:
        lines.append("  trick: " + ", ".join(f"P{p} {CARDS[c].pretty}" for p, c in s.trick))
    slots = 2 if s.n == 4 else s.n
    lines.append(
        "  game points: "
        + ", ".join(f"{slot_name(s, k)} {s.scores[k]}" for k in range(slots))
        + (f" (+{s.carry} to this hand's winner)" if s.carry else "")
    )
    return "\n".join(lines)


def iter_tricks(state: SixtySixState) -> Iterator[tuple[int, tuple[Play, ...], int, int]]:
    """(number, plays, winner, card points) for each finished trick, for a replay table."""
    for i, (plays, winner) in enumerate(state.history, 1):
        yield i, plays, winner, sum(POINTS[c] for _, c in plays)


def hand_cards(state: SixtySixState, seat: int) -> list[Card]:
    return card_list(state.hands[seat])
