"""The boxes of finished tricks under their winners, drawn small, that a finished or revealed
table of the one-winner-per-trick games shows (Napoleon, Linger Longer, Spoil Five,
Forty-Five): a lesson's words may name a card won earlier, and the picture must show it."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from engine.tricks import Play, won_said
from ui.cards import card_svg


def won_tricks(
    history: Sequence[tuple[Sequence[Play], int]],
    n: int,
    viewer: int | None,
    names: Sequence[str],
    marked: Collection[int],
    shown: Sequence[Play] = (),
    numbers: Callable[[int], int] | None = None,
    unnumbered: int = 0,
) -> list[tuple[str, str]]:
    """One box per seat that has won a trick, in seat order: its title ("Your tricks" for the
    viewer, else "P2's tricks" from ``names``) and a row of small faces per trick. ``shown``:
    the trick the picture's middle draws (:func:`not_shown`). ``numbers``: for a record that
    does not begin at the deal (a position set up mid-game), the game's number of
    ``history``'s trick k (from 1): the box then says which tricks it holds, "P2 won trick 4",
    as "P2's tricks" would claim every trick he won, the earlier ones it does not draw.
    ``unnumbered``: for a record set up mid-game whose tricks the game cannot number (how
    many came before it is unknown), how many tricks it shows in all: the box counts among
    them ("P2 won the trick shown", "P2 won tricks 1 and 3 of 3 shown"; ``numbers`` then
    gives their places in the record, where ``history`` is only its end)."""
    boxes: list[tuple[str, str]] = []
    kept = not_shown(history, shown)
    for seat in range(n):
        won = [k for k, (plays, w) in enumerate(kept, 1) if w == seat and plays]
        if not won:
            continue
        who = "You" if seat == viewer else names[seat]
        if numbers is None and not unnumbered:
            title = "Your tricks" if seat == viewer else f"{names[seat]}'s tricks"
        else:
            title = f"{who} {won_said([numbers(k) if numbers else k for k in won], unnumbered)}"
        boxes.append((title, trick_rows([kept[k - 1] for k in won], marked)))
    return boxes


def not_shown(
    history: Sequence[tuple[Sequence[Play], int]], shown: Sequence[Play]
) -> Sequence[tuple[Sequence[Play], int]]:
    """The finished tricks a box beside the trick may draw: all of ``history`` but its last
    where the middle of the picture shows that very trick (``shown``: a judged quiz trick, a
    Learn step's or a hand review's trick with its winning card marked), so that no card is
    drawn twice: the middle, titled with its winner, says where it went.

    >>> h = [(((1, 5), (2, 9)), 2), (((2, 3), (1, 4)), 1)]
    >>> len(not_shown(h, ((2, 3), (1, 4)))), len(not_shown(h, ())), len(not_shown(h, ((1, 5),)))
    (1, 2, 2)
    """
    last = history[-1][0] if history else ()
    same = bool(shown) and [tuple(p) for p in last] == [tuple(p) for p in shown]
    return history[:-1] if same else history


def trick_rows(history: Sequence[tuple[Sequence[Play], int]], marked: Collection[int]) -> str:
    """Finished tricks drawn small, a row each (``marked`` cards marked)."""
    return "".join(
        '<div style="display:flex;gap:2px;margin-bottom:3px">'
        + "".join(card_svg(c, "marked" if c in marked else "normal", 30) for _, c in plays)
        + "</div>"
        for plays, _ in history
        if plays
    )
