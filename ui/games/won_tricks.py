"""The boxes of finished tricks under their winners, drawn small, that a finished or revealed
table of the one-winner-per-trick games shows (Napoleon, Linger Longer, Spoil Five,
Forty-Five): a lesson's words may name a card won earlier, and the picture must show it."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from engine.tricks import Play
from ui.cards import card_svg


def won_tricks(
    history: Sequence[tuple[Sequence[Play], int]],
    n: int,
    viewer: int | None,
    names: Sequence[str],
    marked: Collection[int],
) -> list[tuple[str, str]]:
    """One box per seat that has won a trick, in seat order: its title ("Your tricks" for the
    viewer, else "P2's tricks" from ``names``) and a row of small faces per trick."""
    boxes: list[tuple[str, str]] = []
    for seat in range(n):
        won = [(plays, w) for plays, w in history if w == seat and plays]
        if won:
            whose = "Your" if seat == viewer else f"{names[seat]}'s"
            boxes.append((f"{whose} tricks", trick_rows(won, marked)))
    return boxes


def trick_rows(history: Sequence[tuple[Sequence[Play], int]], marked: Collection[int]) -> str:
    """Finished tricks drawn small, a row each (``marked`` cards marked)."""
    return "".join(
        '<div style="display:flex;gap:2px;margin-bottom:3px">'
        + "".join(card_svg(c, "marked" if c in marked else "normal", 30) for _, c in plays)
        + "</div>"
        for plays, _ in history
        if plays
    )
