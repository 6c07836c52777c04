"""The pool family's trick after which a trump was turned (a simple pool, the trump card
turned when someone failed to follow: :meth:`engine.games.pool.family.PoolGame.trick_notes`),
told to the learner: who failed to follow, the card turned, and how the trick was judged again
under the new trumps. Play tells it under the trick (:attr:`ui.tables.GameUI.trick_told`,
:attr:`ui.tables.GameUI.rejudge_note`), the replay beside it (:attr:`ui.tables.GameUI.trick_notes`);
the family's table, :mod:`ui.games.pool`, registers them."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import CARDS, listed
from engine.games.loo import LooState
from engine.tricks import Play, plain_trump_strength, winning_play
from ui.format import capital, named


def loo_rejudge_note(state: LooState, seat: int = -1) -> str | None:
    """After the trump turn, what the turn changed: the card that was winning before it, told
    to ``seat`` ("your A♦"; it had said "P0's A♦" to the learner at P0). The story's lines
    before it have said who failed to follow, the card turned and why the winner wins (the
    trick's notes and the engine's reason), so this says only what they do not: under 'No
    trump was played: A♠ is the highest spade, the suit led.' it had added 'Before the turn
    P3's A♠ was winning, and it still wins: no trump was played to this trick.' (Loo at
    five, walk12)."""
    if not state.history or state.turned_after != len(state.history):
        return None
    plays, winner = state.history[-1]
    before_seat, before_card = winning_play(plays, None, plain_trump_strength)
    was = f"{_whose(before_seat, seat)} {CARDS[before_card].pretty}"
    if before_seat == winner:
        return f"{capital(was)} was winning before the turn too."
    return f"Before the turn {was} was winning."


def loo_trick_told(state: LooState, seat: int) -> list[str] | None:
    """The engine's note on the trick after which a trump was turned (:meth:`trick_notes`
    of the pool family), told to ``seat``: "You and P1 failed to follow, so 4♦ was turned
    after the trick: ♦ are trumps and the trick is judged again" (it had said "P0 and P1" to
    the learner at P0). None for another trick: the engine's own notes (Five-card Loo's Pam,
    Bierspiel's face-down lead, on this family's page words) stand."""
    if not state.history or state.turned_after != len(state.history) or state.turn_card < 0:
        return None
    who = _did_not_follow(state.history[-1][0], seat)
    turned = CARDS[state.turn_card]
    return [
        f"{capital(who)} failed to follow, so {turned.pretty} was turned after the trick: "
        f"{turned.suit.symbol} are trumps and the trick is judged again"
    ]


def loo_trick_notes(state: LooState, k: int, seat: int = -1) -> list[str]:
    """A replay's notes on trick ``k`` (0-based): in a simple pool, the trick after which a
    trump was turned (who did not follow, the card turned) and how it was judged again, told
    to ``seat`` ("You did not follow suit ...")."""
    if state.turned_after != k + 1 or state.turn_card < 0:
        return []
    plays, winner = state.history[k]
    who = _did_not_follow(plays, seat)
    turned = CARDS[state.turn_card]
    note = _rejudged(plays, winner, turned.suit, seat)
    return [
        f"{capital(who)} did not follow suit, so the {turned.pretty} was turned: "
        f"{turned.suit.symbol} are trumps.",
        *([note] if note else []),
    ]


def _did_not_follow(plays: Sequence[Play], seat: int) -> str:
    """The seats that did not follow the suit led, in the order they played, told to ``seat``:
    "P4, you, P1 and P2"."""
    led = CARDS[plays[0][1]].suit
    return listed(named(p, seat, "you") for p, c in plays if CARDS[c].suit != led) or "someone"


def _whose(p: int, seat: int) -> str:
    """``your`` for the learner, ``P2's`` for another seat."""
    return "your" if p == seat else f"P{p}'s"


def _rejudged(plays: Sequence[Play], winner: int, trump: int, seat: int = -1) -> str:
    """A trick judged again under the trump just turned: the card winning before, and now
    (``seat``'s card is "your")."""
    before_seat, before_card = winning_play(plays, None, plain_trump_strength)
    if before_seat == winner:
        why = (
            "it is a trump now, and the highest on the trick"
            if CARDS[before_card].suit == trump
            else "no trump was played to this trick"
        )
        return (
            f"Before the turn {_whose(before_seat, seat)} {CARDS[before_card].pretty} was "
            f"winning, and it still wins: {why}."
        )
    win_card = next(c for p, c in plays if p == winner)
    return (
        f"Before the turn {_whose(before_seat, seat)} {CARDS[before_card].pretty} was winning; "
        f"now {_whose(winner, seat)} {CARDS[win_card].pretty} is a trump and takes the trick."
    )
