"""Counters, pools and transfers.

Amounts are whole *units*. Loo keeps white counters (1 red = 3 white in Foster's Loo), so that a
pool divides in thirds with nothing lost; a game says how many units make one display counter.
A settlement is a list of transfers; each moves units from one account to another, so the sum of
all balances never changes (counters are conserved by construction).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from engine.sentence import He, Part, Sentence, Verb, Who

POOL = "pool"
# a worded move's words (Transfer.paid_said / taken_said) that more than one game says alike
PAYS_TO = ("pay", "pays", "{amount} to {payee}")
"""A payment to a player: "P1 pays 5 to P0" (Rams' lost rams, Napoleon's failed bid)."""
TAKES_FROM = ("take", "takes", "{amount} from {payer}")
"""A receipt from a player: "P3 takes 1 from P0" (Rams' made rams, Spoil Five, Linger Longer)."""
TAKES_FROM_POOL = ("take", "takes", "{amount} from the pool")
"""The pool taken, said with the receipts after it: "P1 takes 9 from the pool, 1 from P0"."""
SCORES = ("score", "scores", "{amount}")
"""A score drawn from a game's bank of points, its amount said with its unit: "P0 scores 3 game
points" (Sixty-Six; 001: "you score 1 game point"), "P1+P3 score 5 points" (Forty-Five), not
"game points → P0 3", which named the bank as if it paid. Several players scoring alike for
one reason are said together: "P0 and P2 each score 1 game point"."""


def seat_account(seat: int) -> str:
    return f"P{seat}"


def item_key(words: str | Sentence, rule: str) -> tuple[str, str]:
    """The key (:attr:`Transfer.key`) of a settlement's items with reason ``words`` under
    ``rule``: the reason in the third person, and the rule."""
    return (words if isinstance(words, str) else words.text(), rule)


class _Worded:
    """What a transfer and a note share: words that are plain, or a sentence that carries its
    seats as fields (:mod:`engine.sentence`), rendered only when read (a search's playouts
    settle every deal and read only the amounts)."""

    __slots__ = ()
    words: str | Sentence
    rule: str

    def third(self) -> str:
        """The words in the third person."""
        return self.words if isinstance(self.words, str) else self.words.text()

    @property
    def key(self) -> tuple[str, str]:
        """What the item is in a settlement: its reason (in the third person) and its rule. A
        record says the items of one key in one line (:func:`moves_said`), and a page that
        tells items elsewhere names them by their keys (Play's caption and log line)."""
        return item_key(self.words, self.rule)

    @property
    def said(self) -> Sentence | None:
        """The sentence with its seats as fields (None: words only)."""
        return None if isinstance(self.words, str) else self.words

    @property
    def sentence(self) -> Sentence:
        """The words as a sentence (plain words: one part that names nobody)."""
        return Sentence.of(self.words) if isinstance(self.words, str) else self.words

    def told(self, seat: int | None) -> str:
        """The words told to ``seat`` ("you" for his seat; None or -1: as they are). Plain
        words name no seat (every game's reasons carry theirs as fields) and stay as they are."""
        w = self.words
        return w if isinstance(w, str) else w.text(seat)


@dataclass(frozen=True, slots=True)
class Transfer(_Worded):
    payer: str
    payee: str
    amount: int
    words: str | Sentence  # the reason (see _Worded)
    rule: str = ""
    pool_said: str = ""
    """How the move names the pool it goes into or comes from, where a family knows which
    ("the next pool" for a loo paid after the deal, "the pool" for a share of this deal's):
    the move is said in words, "P0 pays 3 into the next pool", "P1 takes 4 from the pool"
    (:func:`moves_said`), not "P0 → pool 3", which read as this deal's pool holding 3. Empty:
    the move is said with an arrow."""
    paid_said: tuple[str, ...] = ()
    """A payment out of the ledger words the move as a family says it, where it is no counters
    into a pool: the verb said to "you", said of him, and what follows it, ``{amount}`` for
    the amount, ``{payee}`` for the payee (Bierspiel's fresh cross: ("take", "takes", "a fresh
    cross ({amount} to wipe out)"), "P0 takes a fresh cross (5 to wipe out)", not "P0 → chalk
    5"). A payer's worded payments in a row are said together: a rams lost, "P1 pays 20 to
    double the pool, 5 to P0 and 5 to P2", not "P1 → pool 20, P0 5, P2 5". Empty: as above."""
    taken_said: tuple[str, ...] = ()
    """A receipt worded as :attr:`paid_said` words a payment, the payee its subject,
    ``{payer}`` for the payer, ``{he}``, ``{his}`` for his pronoun: a rams made, "P2 takes 10 from
    the pool, 5 from P0 and 5 from P1", not "pool → P2 10, P0 → P2 5, P1 → P2 5"."""

    @property
    def reason(self) -> str:
        """The reason in the third person, as the public JSON gives it."""
        return self.third()

    def as_dict(self) -> dict[str, object]:
        return {
            "from": self.payer,
            "to": self.payee,
            "amount": self.amount,
            "reason": self.reason,
            "rule": self.rule,
        }


@dataclass(frozen=True, slots=True)
class Note(_Worded):
    """What a settlement's transfers alone do not say, and the rule behind it: why something
    did *not* change hands (a spoiled pool, a share left in the pool: what a learner might have
    expected to move and the rule that kept it), what decided who is paid (Linger Longer's
    winner: the last player left, or the last trick's), or what is owed beside the counters
    (Bierspiel's beer). The transfers say what moved."""

    words: str | Sentence  # see _Worded
    rule: str = ""

    @property
    def text(self) -> str:
        return self.third()


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


def moves_said(
    transfers: Iterable[Transfer], amount: Callable[[Transfer], str], unit: str = ""
) -> dict[tuple[str, str], tuple[Sentence, Sentence]]:
    """The transfers by reason and rule (the reason in the third person), in order: each
    group's reason and its moves in one sentence, a payer named once for the payees he pays
    in a row: ``P0 → P1 3, P2 3``, players scoring alike together: ``P0 and P2 each score 1
    game point`` (``amount`` writes a transfer's bare amount; ``unit``, the game's one unit,
    is said once a move, on its first amount: "P2 collects 2 counters from P0 and 2 from P1").
    The accounts are fields, so told to a seat the moves say "you" for it
    (:func:`moves_by_reason`).

    >>> from engine.sentence import He
    >>> failed = Sentence.of(Who("P0"), " failed ", He("P0", "his"), " bid of 3")
    >>> paid = [Transfer("P0", "P1", 3, failed), Transfer("P0", "P2", 3, failed)]
    >>> [(r.text(0), m.text(2)) for r, m in moves_said(paid, lambda t: str(t.amount)).values()]
    [('You failed your bid of 3', 'P0 → P1 3, you 3')]
    >>> [m.text(2) for _, m in moves_said(paid, lambda t: str(t.amount), "counters").values()]
    ['P0 → P1 3 counters, you 3']
    """
    groups: dict[tuple[str, str], list[Transfer]] = {}
    for t in transfers:
        groups.setdefault(t.key, []).append(t)
    return {
        key: (group[0].sentence, Sentence.joined(_group_moves(group, amount, unit), ", "))
        for key, group in groups.items()
    }


def unit_said(text: str, unit: str) -> str:
    """An amount in words with ``unit`` after it, singular for one ("1 counter", "3 red
    counters"); without a unit, the amount alone. A move says its unit once, on its first
    amount (:func:`_group_moves`).

    >>> unit_said("1", "red counters"), unit_said("2⅓", "red counters"), unit_said("3", "")
    ('1 red counter', '2⅓ red counters', '3')
    """
    if not unit:
        return text
    return f"{text} {unit[:-1] if text in ('1', '-1') and unit.endswith('s') else unit}"


def _group_moves(
    group: list[Transfer], amount: Callable[[Transfer], str], unit: str = ""
) -> list[Sentence]:
    """One reason's transfers said in order (:func:`moves_said`): in the family's words
    (:attr:`Transfer.paid_said`, :attr:`Transfer.taken_said`; one player's payments or
    receipts in a row said together, "P1 pays 20 to double the pool, 5 to P0 and 5 to P2"),
    into or out of a pool in words (:attr:`Transfer.pool_said`; payers in a row paying alike
    said together, "P1, P2 and P3 each pay 3 into the next pool"), else with an arrow, a payer
    named once for the payees he pays in a row. Each move begins as :func:`move_said` says its
    first transfer; :func:`_said_together` decides which transfers after it join it."""
    moves: list[Sentence] = []
    said_with: list[Transfer] = []  # the transfers the last move says together
    for t in group:
        said = amount(t)
        if not said_with or not _said_together(said_with, t, said, amount):
            moves.append(move_said(t, unit_said(said, unit)))  # a move of its own
            said_with = [t]
            continue
        first = said_with[0]
        said_with.append(t)
        if (t.paid_said or t.taken_said) and _worded(first)[0] != _worded(t)[0]:
            # "P0 and P2 each score 1 game point"
            moves[-1] = _each_move(first, unit_said(said, unit), [_worded(x)[0] for x in said_with])
        elif t.paid_said or t.taken_said:  # "P1 pays 20 to double the pool, 5 to P0 and ..."
            rests = [_paid_rest(first, unit_said(amount(first), unit))]
            rests += [_paid_rest(x, amount(x)) for x in said_with[1:]]
            moves[-1] = _paid_move(first, "", rests)
        elif t.pool_said:  # "P1, P2 and P3 each pay 3 into the next pool"
            moves[-1] = _pool_move(t, unit_said(said, unit), [x.payer for x in said_with])
        else:  # the payer named once: "P0 → P1 3, P2 3"
            moves[-1] += Sentence.of(", ", Who(t.payee), f" {said}")
    return moves


def _said_together(
    said_with: list[Transfer], t: Transfer, said: str, amount: Callable[[Transfer], str]
) -> bool:
    """Whether ``t`` joins the move that says ``said_with`` (:func:`_group_moves`): a worded
    move of the same player and verb, or of another player moving the same amount in the same
    words that name nobody else (each scoring alike), a payer into the same pool paying alike,
    or an arrow's payer again."""
    first, last = said_with[0], said_with[-1]
    if bool(t.paid_said or t.taken_said) != bool(first.paid_said or first.taken_said):
        return False
    if t.paid_said or t.taken_said:
        who = {_worded(x)[0] for x in said_with}
        if len(said_with) == 1:
            return _worded(first) == _worded(t) or _each_alike(first, t, said, amount)
        if len(who) == 1:  # one player's moves
            return _worded(first) == _worded(t)
        return _each_alike(first, t, said, amount) and _worded(t)[0] not in who
    pooled = bool(t.pool_said) and POOL in (t.payer, t.payee)
    if pooled != (bool(first.pool_said) and POOL in (first.payer, first.payee)):
        return False
    if pooled:
        return t.payee == first.payee == POOL and (said, t.pool_said) == (
            amount(first),
            first.pool_said,
        )
    return t.payer == last.payer


def _each_alike(first: Transfer, t: Transfer, said: str, amount: Callable[[Transfer], str]) -> bool:
    """Whether worded moves of ``first``'s player and ``t``'s (another) are said as one with
    "each": the same words naming no other player, the same amount."""
    words = first.paid_said or first.taken_said
    return (
        (t.paid_said, t.taken_said) == (first.paid_said, first.taken_said)
        and _worded(first)[0] != _worded(t)[0]
        and re.search(r"\{(payee|payer|he|his)\}", words[2]) is None
        and said == amount(first)
    )


def _each_move(first: Transfer, amount: str, who: list[str]) -> Sentence:
    """Players moving the same amount in the same words said as one: "P0 and P2 each score 1
    game point", told to P2 "P0 and you each score ..."."""
    rest = (first.paid_said or first.taken_said)[2].format(amount=amount)
    return Sentence.listed([Who(w) for w in who]) + f" each {_worded(first)[1]} {rest}"


def move_said(t: Transfer, amount: str) -> Sentence:
    """One transfer's move alone: in its family's words (:attr:`Transfer.paid_said`,
    :attr:`Transfer.taken_said`), in words where its family says which pool
    (:attr:`Transfer.pool_said`: "P1 takes 4 counters from the pool"), else with an arrow
    ("P0 → P1 3"). The Compare view says each transfer so (engine.compare), and a record's
    line begins each of its moves so (:func:`_group_moves`), the transfers after it that
    join it said on.

    >>> share = Transfer(POOL, "P1", 4, "P1 won 4 tricks", pool_said="the pool")
    >>> move_said(share, "4 counters").text(), move_said(Transfer("P0", "P1", 3, ""), "3").text()
    ('P1 takes 4 counters from the pool', 'P0 → P1 3')
    """
    if t.paid_said or t.taken_said:
        return _paid_move(t, amount)
    if t.pool_said and POOL in (t.payer, t.payee):
        return _pool_move(t, amount)
    return Sentence.of(Who(t.payer), " \u2192 ", Who(t.payee), f" {amount}")


def _worded(t: Transfer) -> tuple[str, str, str]:
    """Who a worded move is said of (the payer, or the payee of :attr:`Transfer.taken_said`),
    and its verb said to him and of him."""
    who, said = (t.payer, t.paid_said) if t.paid_said else (t.payee, t.taken_said)
    return who, said[0], said[1]


def _paid_move(t: Transfer, amount: str, rests: list[Sentence] | None = None) -> Sentence:
    """A payment or a receipt said in its family's words (:attr:`Transfer.paid_said`,
    :attr:`Transfer.taken_said`); ``rests``: what follows the verb for each of the moves said
    together (by default this one's).

    >>> fresh = ("take", "takes", "a fresh cross ({amount} to wipe out)")
    >>> cross = Transfer("P0", "chalk", 5, "", paid_said=fresh)
    >>> _paid_move(cross, "5").text(), _paid_move(cross, "5").text(0, opens=False)
    ('P0 takes a fresh cross (5 to wipe out)', 'you take a fresh cross (5 to wipe out)')
    >>> doubled = Transfer("P1", POOL, 20, "", paid_said=("pay", "pays", "{amount} to double the pool"))
    >>> each = Transfer("P1", "P0", 5, "", paid_said=("pay", "pays", "{amount} to {payee}"))
    >>> rests = [_paid_rest(doubled, "20"), _paid_rest(each, "5")]
    >>> _paid_move(doubled, "20", rests).text(0)
    'P1 pays 20 to double the pool and 5 to you'
    >>> wiped = Transfer("chalk", "P1", 3, "", taken_said=("wipe", "wipes", "out {amount} (all {he} had left)"))
    >>> _paid_move(wiped, "3").text(1)
    'You wipe out 3 (all you had left)'
    """
    who, told, third = _worded(t)
    said = Sentence.of(Who(who), " ", Verb.of(who, told, third), " ")
    return said + _listed(rests or [_paid_rest(t, amount)])


def _paid_rest(t: Transfer, amount: str) -> Sentence:
    """What follows a worded move's verb (:attr:`Transfer.paid_said`,
    :attr:`Transfer.taken_said`), ``{payee}`` and ``{payer}`` as fields (told to him, "you"),
    ``{he}``, ``{his}`` the pronoun of whom the move is said."""
    rest = (t.paid_said or t.taken_said)[2]
    who = _worded(t)[0]
    fields: dict[str, Part] = {"payee": Who(t.payee), "payer": Who(t.payer)}
    fields |= {"he": He(who, "he"), "his": He(who, "his")}
    parts: list[Part] = []
    for k, piece in enumerate(re.split(r"\{(payee|payer|he|his)\}", rest)):
        parts.append(fields[piece] if k % 2 else piece.format(amount=amount))
    return Sentence(tuple(p for p in parts if p != ""))


def _listed(said: list[Sentence]) -> Sentence:
    """Sentences said together: ``A``, ``A and B``, ``A, B and C``."""
    out = Sentence.of()
    for k, part in enumerate(said):
        out = (out + (", " if k < len(said) - 1 else " and ") if k else out) + part
    return out


def _pool_move(t: Transfer, amount: str, payers: list[str] | None = None) -> Sentence:
    """A move into or out of the pool in words (:attr:`Transfer.pool_said`): "P0 pays 3 into
    the next pool", "P1 takes 4 from the pool"; told to P0, "you pay 3 into the next pool";
    several ``payers`` paying alike, "P1, P2 and P3 each pay 3 into the next pool".

    >>> looed = Transfer("P0", POOL, 3, "P0 won no trick, so he is looed", pool_said="the next pool")
    >>> _pool_move(looed, "3").text(), _pool_move(looed, "3").text(0, opens=False)
    ('P0 pays 3 into the next pool', 'you pay 3 into the next pool')
    >>> _pool_move(looed, "3", ["P0", "P2"]).text(2, opens=False)
    'P0 and you each pay 3 into the next pool'
    """
    if payers and len(payers) > 1:
        each = Sentence.listed([Who(p) for p in payers])
        return each + f" each pay {amount} into {t.pool_said}"
    if t.payee == POOL:
        return Sentence.of(
            Who(t.payer), " ", Verb.of(t.payer, "pay", "pays"), f" {amount} into {t.pool_said}"
        )
    return Sentence.of(
        Who(t.payee), " ", Verb.of(t.payee, "take", "takes"), f" {amount} from {t.pool_said}"
    )


def moves_by_reason(
    transfers: Iterable[Transfer],
    amount: Callable[[Transfer], str],
    seat: int | None = None,
    unit: str = "",
) -> dict[tuple[str, str], str]:
    """:func:`moves_said` in words, told to ``seat`` (the learner's): the reason and the
    moves say "you" for that seat, "your side" for a side that holds it (named in full in
    the reason before). Play's record and Learn/Quiz's reasons say a settlement so: a reason
    once, its moves after it.

    >>> from engine.sentence import does
    >>> won = Sentence.of(*does("P1+P3", "take", "takes"), " 81 points (66 to 99)")
    >>> paid = [Transfer("game points", "P1+P3", 1, won, taken_said=SCORES)]
    >>> moves_by_reason(paid, lambda t: f"{t.amount} game point")
    {('P1+P3 take 81 points (66 to 99)', ''): 'P1+P3 score 1 game point'}
    >>> moves_by_reason(paid, lambda t: f"{t.amount} game point", seat=3)
    {('Your side (P1+P3) takes 81 points (66 to 99)', ''): 'your side scores 1 game point'}
    """
    return {
        (reason, rule): moves
        for (_, rule), (reason, moves) in moves_told(transfers, amount, seat, unit).items()
    }


def moves_told(
    transfers: Iterable[Transfer],
    amount: Callable[[Transfer], str],
    seat: int | None = None,
    unit: str = "",
) -> dict[tuple[str, str], tuple[str, str]]:
    """:func:`moves_said` told to ``seat``, by the groups' keys (:attr:`Transfer.key`): each
    group's reason and moves in words (:func:`moves_by_reason`'s), so a page that leaves out
    the groups told elsewhere knows each line's key."""
    return {
        key: (reason.text(seat), moves.text(seat, named=True, opens=False))
        for key, (reason, moves) in moves_said(transfers, amount, unit).items()
    }


def settlement_told(
    settle: Settlement, amount: Callable[[Transfer], str], seat: int | None = None, unit: str = ""
) -> list[str]:
    """A settlement told to ``seat`` a line at a time, as Play's record says it: each reason
    once, its moves after one colon (:func:`moves_told`: a payer named once, players moving
    alike together), then each note; each line opens with a capital. ``trickbook play`` prints
    it so, where it printed an arrow and the reason again for each transfer ("P0 -> P1: 1 (P1
    made his bid of 1)", "P0 -> P2: 1 (...)" ...).

    >>> made = Sentence.of(Who("P2"), " made ", He("P2", "his"), " bid of 1")
    >>> paid = Settlement(tuple(Transfer(f"P{p}", "P2", 1, made, taken_said=TAKES_FROM) for p in (0, 1)))
    >>> settlement_told(paid, lambda t: str(t.amount), seat=0, unit="counters")
    ['P2 made his bid of 1: P2 takes 1 counter from you and 1 from P1']
    """
    moves = moves_told(settle.transfers, amount, seat, unit)
    told = [f"{why}: {said}" for why, said in moves.values()]
    told += [n.told(seat) for n in settle.notes]
    return [line[:1].upper() + line[1:] for line in told]


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


MINUS = "\u2212"  # the typographic minus, as the pages' words write a payment ("pay (−)")
_AMOUNT_START = "0123456789\u00bd\u2153\u2154\u2155\u2156\u2157\u2158"  # a digit, a vulgar fraction


def with_minus(v: Any) -> Any:
    """An amount as a learner reads it, a negative one with the typographic minus: ``-5``,
    ``"-5"`` and ``"-⅓"`` are ``"−5"`` and ``"−⅓"``; anything else (words, a bare ``"-"``, a
    gain) as it is. The settlement tables write their cells with it
    (:func:`ui.tables.with_minus_signs`), the Quiz its answers (:func:`net_words`), so a
    payment reads the same in both; an amount a learner types may take either sign
    (:mod:`engine.quiz_numbers`).

    >>> [with_minus(v) for v in (-3, "-5", "-\u2153", "-", "+2", "even", True)]
    ['\u22123', '\u22125', '\u2212\u2153', '-', '+2', 'even', True]
    """
    if isinstance(v, int) and not isinstance(v, bool) and v < 0:
        return f"{MINUS}{-v}"
    if isinstance(v, str) and len(v) > 1 and v[0] == "-" and v[1] in _AMOUNT_START:
        return MINUS + v[1:]
    return v


def net_words(net: Fraction | int) -> str:
    """A player's net result in a list of everyone's: ``+5`` received, ``−5`` paid (the minus
    sign the settlement tables write: :func:`with_minus`), and ``even`` for one who neither
    pays nor receives (where "+0" reads as a sum to work out).

    >>> [net_words(n) for n in (10, -5, 0, Fraction(13, 3), Fraction(-1, 3))]
    ['+10', '\u22125', 'even', '+4 1/3', '\u22121/3']
    """
    if not net:
        return "even"
    return ("+" if net > 0 else "") + str(with_minus(fraction_text(net)))


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
