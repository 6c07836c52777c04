"""The pool family's spec: what one pool game is made of, as data.

Three-card Loo, Irish Loo and Five-card Loo (and, to come, Rams, Rounce and Bierspiel) share the
ante and the pool, declaring, trick shares and the payment of a player who wins no trick. A game
of the family is a :class:`PoolSpec`, its rule book and a few overrides; the family's code reads
every number it needs from here, never from a constant of one game.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import PACK_52

# how the widow is handled
WIDOW_LOO = "loo"  # an extra hand, taken in exchange for one's own (Three-card Loo)
WIDOW_NONE = "none"  # no widow; no exchange
WIDOW_EXCHANGE = "exchange"  # no widow; "How many?" — players in exchange cards from the pack

# where trumps come from
TRUMP_IN_DOUBLES = "doubles"  # turned in a double; in a simple only once someone fails to follow
TRUMP_ALWAYS = "always"  # a card is always turned after the deal

# what makes a flush
FLUSH_TRUMPS = "trumps"  # a whole hand of trumps, announced once all have declared
FLUSH_ANY_SUIT = "any_suit"  # a whole hand of one suit (Pam counting as any suit), at once


@dataclass(frozen=True, slots=True)
class PoolSpec:
    """One pool game's shape. Counters are kept in *white* units (``units`` white = 1 red)."""

    name: str  # "Loo", "Irish Loo", "Five-card Loo": how render and texts name the game
    pack: int = PACK_52
    hand: int = 3  # cards each, and so tricks a deal
    units: int = 3  # white counters to a red
    ante_red: int = 3  # the dealer's ante
    loo_red: int = 3  # what a looed player pays (limited loo)
    start_red: int = 20  # each player's counters at the start
    widow: str = WIDOW_LOO
    trump_source: str = TRUMP_IN_DOUBLES
    flush: str = FLUSH_TRUMPS
    flush_red: int = 3  # what each player looed by a flush pays
    revoke_red: int = 6  # a revoke's forfeit, to the next pool
    irregular_trump_red: int = 3  # the dealer who turns a trump in a simple, to the current pool
    min_players: int = 3
    max_players: int = 8
    widow_size: int = 0  # cards in the widow: a hand's worth (0), or Rounce's six
    unit_word: str = "red"  # what the table calls a counter ("red", or plain "counters")

    @property
    def ante(self) -> int:
        return self.ante_red * self.units

    @property
    def loo_payment(self) -> int:
        return self.loo_red * self.units

    @property
    def flush_payment(self) -> int:
        return self.flush_red * self.units

    @property
    def start_counters(self) -> int:
        return self.start_red * self.units

    @property
    def shares(self) -> int:
        """The pool divides into one share per trick: thirds, or fifths."""
        return self.hand

    @property
    def widow_cards(self) -> int:
        return self.widow_size or self.hand

    @property
    def has_simple_pools(self) -> bool:
        """Three-card Loo's simple and double pools; Irish and Five-card know no such thing."""
        return self.trump_source == TRUMP_IN_DOUBLES


NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def number_word(n: int) -> str:
    """``3`` → "three": a count as a sentence says it (digits past nine)."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def red_words(red: int) -> str:
    """``3`` → "three red" (how the seeds name a payment)."""
    return f"{number_word(red)} red"
