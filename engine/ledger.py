"""Counters, pools and transfers.

Amounts are whole *units*. Loo keeps white counters (1 red = 3 white in Foster's Loo), so that a
pool divides in thirds with nothing lost; a game says how many units make one display counter.
A settlement is a list of transfers; each moves units from one account to another, so the sum of
all balances never changes (counters are conserved by construction).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

POOL = "pool"


def seat_account(seat: int) -> str:
    return f"P{seat}"


@dataclass(frozen=True, slots=True)
class Transfer:
    payer: str
    payee: str
    amount: int
    reason: str
    rule: str = ""

    def as_dict(self) -> dict[str, object]:
        return {
            "from": self.payer,
            "to": self.payee,
            "amount": self.amount,
            "reason": self.reason,
            "rule": self.rule,
        }


@dataclass(frozen=True, slots=True)
class Note:
    """Why something did *not* change hands (a spoiled pool, a share left in the pool): a
    settlement's transfers say what moved; its notes say what a learner might have expected to
    move and the rule that kept it."""

    text: str
    rule: str = ""


@dataclass(frozen=True, slots=True)
class Settlement:
    transfers: tuple[Transfer, ...]
    notes: tuple[Note, ...] = ()

    def net(self) -> dict[str, int]:
        """Net change per account; the values always sum to 0."""
        out: dict[str, int] = {}
        for t in self.transfers:
            out[t.payer] = out.get(t.payer, 0) - t.amount
            out[t.payee] = out.get(t.payee, 0) + t.amount
        return out

    def apply(self, balances: Mapping[str, int]) -> dict[str, int]:
        out = dict(balances)
        for acct, delta in self.net().items():
            out[acct] = out.get(acct, 0) + delta
        return out

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.transfers)


def moves_by_reason(
    transfers: Iterable[Transfer], amount: Callable[[Transfer], str]
) -> dict[tuple[str, str], str]:
    """The transfers by (reason, rule), in order, each group's moves in one text, a payer named
    once for the payees he pays in a row: ``P0 → P1 3, P2 3``, ``game points → P0 1,
    P2 1`` (``amount`` writes a transfer's amount, with its unit or without). Play's record and
    Learn/Quiz's reasons say a settlement so: a reason once, its moves after it.

    >>> moves_by_reason(
    ...     [Transfer("P0", "P1", 3, "P0 failed 3"), Transfer("P0", "P2", 3, "P0 failed 3")],
    ...     lambda t: str(t.amount),
    ... )
    {('P0 failed 3', ''): 'P0 → P1 3, P2 3'}
    """
    out: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for t in transfers:
        out.setdefault((t.reason, t.rule), []).append((t.payer, f"{t.payee} {amount(t)}"))
    return {key: _by_payer(moves) for key, moves in out.items()}


def _by_payer(moves: list[tuple[str, str]]) -> str:
    said = [
        m if i and moves[i - 1][0] == p else f"{p} \u2192 {m}" for i, (p, m) in enumerate(moves)
    ]
    return ", ".join(said)


def total(balances: Iterable[int]) -> int:
    return sum(balances)


def as_counters(units: int, per_counter: int) -> Fraction:
    return Fraction(units, per_counter)


_FRACTIONS = {
    (1, 3): "⅓",
    (2, 3): "⅔",
    (1, 5): "⅕",
    (2, 5): "⅖",
    (3, 5): "⅗",
    (4, 5): "⅘",
    (1, 2): "½",
}


def format_counters(units: int, per_counter: int) -> str:
    """``format_counters(7, 3) == '2⅓'``: units shown as counters with a vulgar fraction."""
    sign = "-" if units < 0 else ""
    whole, rest = divmod(abs(units), per_counter)
    if not rest:
        return f"{sign}{whole}"
    f = Fraction(rest, per_counter)
    frac = _FRACTIONS.get((f.numerator, f.denominator), f" {f}")
    return f"{sign}{whole or ''}{frac}" if whole else f"{sign}{frac}"


def fraction_text(x: Fraction | int) -> str:
    """An exact amount as a learner types it: ``Fraction(13, 3)`` → ``'4 1/3'``, ``-3`` → ``'-3'``."""
    x = Fraction(x)
    sign = "-" if x < 0 else ""
    x = abs(x)
    whole, rest = divmod(x.numerator, x.denominator)
    if not rest:
        return f"{sign}{whole}"
    frac = Fraction(rest, x.denominator)
    return f"{sign}{whole} {frac}" if whole else f"{sign}{frac}"
