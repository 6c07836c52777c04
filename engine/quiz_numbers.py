"""Reading a number a learner types: one rule for every number answer of the quiz.

Every number answer — a settlement's amounts, a hand's game points, a count of card points, a
bid — is read by one rule (:func:`read_number`):

* at most one sign, first: ``+`` or ``-`` (or the typographic minus ``−``);
* then a whole number in the digits 0-9: ``4``, ``-3``, ``+30``;
* only in an amount of a game whose counter splits into parts (:attr:`Game.units_per_counter`:
  Loo's three white counters to a red, Five-card Loo's five), parts of a counter written in
  those parts, after the whole number or alone: ``1 1/3`` (or ``1⅓``) and ``4/3`` in Loo,
  ``1 1/5`` and ``6/5`` in Five-card Loo. A part over a number the counter does not split
  into (``1/2`` or ``2/6`` in Loo) is refused, as is a mixed number's part of a whole counter
  or more (``1 4/3``).

Nothing else is a number here: no decimal point (``2.5``), no exponent (``1e3``), no digit
groups (``1_000``), no digits of another script (``²``, ``٣``), no sign inside (``1+1/3``). A
count or a bid is whole, and held to its question's range (:meth:`Game.number_range`). An
answer that breaks the rule is refused with :class:`AnswerFormatError`, whose message names the
field as the page labels it and says what to type; nothing is counted.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from engine.cards import listed


class AnswerFormatError(ValueError):
    """A learner's answer that cannot be read (the message says what was expected)."""


MINUS = ("-", "\u2212")  # the keyboard's hyphen-minus and the typographic minus
PARTS = {2: "halves", 3: "thirds", 4: "quarters", 5: "fifths"}  # a counter's parts, in words
# a fraction typed as one character: read as the part it writes ("1⅓" as "1 1/3")
VULGAR = {"½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4"}
VULGAR |= {"⅕": "1/5", "⅖": "2/5", "⅗": "3/5", "⅘": "4/5"}
LONGEST = 40  # characters: no answer is longer (and Python reads at most 4,300 digits)
_NUMBER = re.compile(
    r"(?P<whole>[0-9]+)(?:\s+(?P<num>[0-9]+)\s*/\s*(?P<den>[0-9]+))?"
    r"|(?P<top>[0-9]+)\s*/\s*(?P<bottom>[0-9]+)"
)


def signed(text: str) -> tuple[int, str]:
    """A number's one leading sign and the rest: ``+30`` and ``30`` alike, ``-3`` or ``−3``
    negative.

    >>> signed("+30"), signed("−3"), signed("4")
    ((1, '30'), (-1, '3'), (1, '4'))
    """
    text = text.strip()
    if text[:1] in MINUS:
        return -1, text[1:].strip()
    return 1, text.removeprefix("+").strip()


def read_number(text: str, units: int = 1) -> Fraction | None:
    """``text`` read by the rule above, in a game whose counter has ``units`` parts (1: whole
    numbers only); None when it breaks the rule.

    >>> read_number("+4"), read_number("−3"), read_number("1 1/3", 3), read_number("4/3", 3)
    (Fraction(4, 1), Fraction(-3, 1), Fraction(4, 3), Fraction(4, 3))
    >>> [read_number(t, 3) for t in ("2.5", "1e3", "1/2", "1 4/3", "--3", "1+1/3")]
    [None, None, None, None, None, None]
    """
    if len(text) > LONGEST:
        return None
    for char, part in VULGAR.items():
        text = text.replace(char, f" {part}")
    sign, rest = signed(text)
    m = _NUMBER.fullmatch(rest)
    if m is None:
        return None
    if m["top"] is not None:  # parts alone: "4/3"
        if not _splits(units, int(m["bottom"])):
            return None
        return sign * Fraction(int(m["top"]), int(m["bottom"]))
    whole = Fraction(int(m["whole"]))
    if m["num"] is not None:  # a whole number and a part of one: "1 1/3"
        if not _splits(units, int(m["den"])) or not 0 < int(m["num"]) < int(m["den"]):
            return None
        whole += Fraction(int(m["num"]), int(m["den"]))
    return sign * whole


def _splits(units: int, den: int) -> bool:
    """Whether a counter of ``units`` parts splits into ``den`` parts (Loo's thirds: 3 only)."""
    return 1 < den <= units and units % den == 0


def amount_examples(units: int, gain: int = 3, loss: int = -3) -> list[str]:
    """Amounts as a learner writes them in a game whose counter has ``units`` parts: a gain and a
    loss (the game's :attr:`Game.amount_examples`), and where a counter splits, a whole and a
    part, and the same in parts ("1 1/3", "4/3")."""
    out = [str(gain), str(loss)]
    if units > 1:
        out += [f"1 1/{units}", f"{units + 1}/{units}"]
    return out


def amount_format(units: int, gain: int = 3, loss: int = -3) -> str:
    """What to type for an amount, as a refusal says it: "a whole number, e.g. 3 or -3", or in
    Loo "a whole number or thirds, e.g. 3, -3, 1 1/3 or 4/3"."""
    parts = "" if units == 1 else f" or {PARTS.get(units, f'parts of 1/{units}')}"
    return f"a whole number{parts}, e.g. {listed(amount_examples(units, gain, loss), 'or')}"


def parse_amount(v: Any, what: str, units: int = 3, how: str = "") -> Fraction:
    """An amount typed in the field ``what``, read by the rule (:func:`read_number`), in a game
    whose counter has ``units`` parts; ``how`` says what to type when it is refused (by default
    :func:`amount_format`). An int or a Fraction given by code keeps to the same parts."""
    how = how or amount_format(units)
    if isinstance(v, int | Fraction) and not isinstance(v, bool):
        if (Fraction(v) * units).denominator == 1:
            return Fraction(v)
        value = None
    else:
        value = read_number(str(v), units)
    if value is None:
        shown = repr(v) if len(repr(v)) <= LONGEST else repr(v)[: LONGEST - 3] + "..."
        # the field's label opens the sentence, capitalised there: the page's "next pool
        # (before the next dealer's ante)" box was refused as "next pool (...): '1e3' is ..."
        field = what[:1].upper() + what[1:]
        raise AnswerFormatError(f"{field}: {shown} is not an amount (write {how})")
    return value


def parse_whole(raw: Any, low: int, high: int, how: str) -> int:
    """A count or a bid typed as a whole number (the rule, whole numbers only), from ``low`` to
    ``high``; ``how`` says how to write one when it is refused."""
    value = None if isinstance(raw, bool) else read_number(str(raw))
    if value is None:
        shown = repr(raw) if len(repr(raw)) <= LONGEST else repr(raw)[: LONGEST - 3] + "..."
        raise AnswerFormatError(f"{shown} is not a whole number ({how})")
    if not low <= value <= high:
        raise AnswerFormatError(f"{value} is out of range: {how}")
    return int(value)
