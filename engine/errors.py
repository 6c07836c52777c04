"""What a game refuses to deal or answer, as plain errors a notebook shows in one line
(:mod:`ui.widgets`): a table or option the game does not have, a question asked at the wrong
moment or of a kind it does not ask. :mod:`engine.game` re-exports each."""

from __future__ import annotations

from typing import Any


class NotNow(ValueError):
    """Raised when a deal is asked for what it cannot give at this moment: a deal still in play
    for what only a finished deal has (its settlement rows, the next deal), a computer player
    for a move where the mover has none (a scenario that leaves his cards out). In a notebook
    it is usually a cell run out of order, so ``ui.widgets`` shows it as one plain message."""

    @classmethod
    def in_play(cls, deal_word: str) -> NotNow:
        """The refusal of what only a finished deal has, asked of a deal still in play, in the
        game's word for a deal (:attr:`engine.game_core.GameCore.deal_word`): the one wording of
        :meth:`~engine.game_core.GameCore.next_deal`'s check and a game's own (a Sixty-Six
        hand's score-sheet line, a playout's value).

        >>> NotNow.in_play("hand")
        NotNow('the hand is not over yet')
        """
        return cls(f"the {deal_word} is not over yet")


class DealError(ValueError):
    """Raised when a deal is asked for that the game does not have: a table size it is not
    for, a dealer not at the table, a variant or option it does not know, a practice question
    of a kind it does not ask. In a notebook it is a knob set wrong (``players=7``), so
    ``ui.widgets`` shows it as one plain message naming what the game allows."""


class UnknownGame(DealError, KeyError):
    """A game id the registry does not hold (``REGISTRY.get("napolen")``): shown plainly in a
    notebook as a :class:`DealError`, and still a KeyError to code that looks a game up."""

    def __str__(self) -> str:  # the message as written, not quoted as a missing key
        return str(self.args[0]) if self.args else ""


def check_table(name: str, lo: int, hi: int, players: Any, dealer: Any) -> None:
    """Refuse a table of ``players`` that a game (``name``, for ``lo`` to ``hi``) is not
    for, or a ``dealer`` who is not a seat at it, with :class:`DealError`.

    >>> check_table("Napoleon", 2, 6, 7, 0)
    Traceback (most recent call last):
    ...
    engine.errors.DealError: Napoleon is for 2 to 6 players, not 7
    """
    if not isinstance(players, int) or isinstance(players, bool):
        raise DealError(f"players must be a whole number from {lo} to {hi}, not {players!r}")
    if not lo <= players <= hi:
        raise DealError(f"{name} is for {lo} to {hi} players, not {players}")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise DealError(f"dealer must be a seat 0..{players - 1}, not {dealer!r}")


class NotAsked(ValueError):
    """Raised when a game is asked the answer to a quiz kind it does not offer (card points of
    a game without them, a claim where nobody claims): one plain message, not a crash."""
