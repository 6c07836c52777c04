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

from engine.sentence import Sentence, seats_in

POOL = "pool"


def seat_account(seat: int) -> str:
    return f"P{seat}"


class _Worded:
    """What a transfer and a note share: words that are plain, or a sentence that carries its
    seats as fields (:mod:`engine.sentence`), rendered only when read (a search's playouts
    settle every deal and read only the amounts)."""

    __slots__ = ()
    words: str | Sentence

    def third(self) -> str:
        """The words in the third person."""
        return self.words if isinstance(self.words, str) else self.words.text()

    @property
    def said(self) -> Sentence | None:
        """The sentence with its seats as fields (None: words only)."""
        return None if isinstance(self.words, str) else self.words

    def told(self, seat: int | None) -> str:
        """The words told to ``seat`` ("you" for his seat; None or -1: as they are)."""
        w = self.words
        return told(w, seat) if isinstance(w, str) else w.text(seat)


@dataclass(frozen=True, slots=True)
class Transfer(_Worded):
    payer: str
    payee: str
    amount: int
    words: str | Sentence  # the reason (see _Worded)
    rule: str = ""

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
    """Why something did *not* change hands (a spoiled pool, a share left in the pool): a
    settlement's transfers say what moved; its notes say what a learner might have expected to
    move and the rule that kept it."""

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


def moves_by_reason(
    transfers: Iterable[Transfer], amount: Callable[[Transfer], str], seat: int | None = None
) -> dict[tuple[str, str], str]:
    """The transfers by (reason, rule), in order, each group's moves in one text, a payer named
    once for the payees he pays in a row: ``P0 → P1 3, P2 3``, ``game points → P0 1,
    P2 1`` (``amount`` writes a transfer's amount, with its unit or without). Play's record and
    Learn/Quiz's reasons say a settlement so: a reason once, its moves after it. Told to
    ``seat`` (the learner's), the reason and the moves say "you" for that seat (:func:`told`).

    >>> failed = "P0 failed his bid of 3"
    >>> paid = [Transfer("P0", "P1", 3, failed), Transfer("P0", "P2", 3, failed)]
    >>> moves_by_reason(paid, lambda t: str(t.amount))
    {('P0 failed his bid of 3', ''): 'P0 → P1 3, P2 3'}
    >>> moves_by_reason(paid, lambda t: str(t.amount), seat=0)
    {('You failed your bid of 3', ''): 'you → P1 3, P2 3'}
    >>> moves_by_reason(paid, lambda t: str(t.amount), seat=2)
    {('P0 failed his bid of 3', ''): 'P0 → P1 3, you 3'}
    >>> won = [Transfer("game points", "P1+P3", 1, "P1+P3 take 81 points (66 to 99)")]
    >>> moves_by_reason(won, lambda t: str(t.amount), seat=3)
    {('Your side (P1+P3) takes 81 points (66 to 99)', ''): 'game points → your side 1'}
    """
    you = seat_account(seat) if seat is not None and seat >= 0 else None

    def name(account: str) -> str:
        if you and "+" in account and seat in seats_in(account):
            return "your side"  # a side's account, named in full in the reason before it
        return "you" if account == you else account

    out: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for t in transfers:
        reason = t.told(seat)
        out.setdefault((reason, t.rule), []).append((name(t.payer), f"{name(t.payee)} {amount(t)}"))
    return {key: _by_payer(moves) for key, moves in out.items()}


def _by_payer(moves: list[tuple[str, str]]) -> str:
    said = [
        m if i and moves[i - 1][0] == p else f"{p} \u2192 {m}" for i, (p, m) in enumerate(moves)
    ]
    return ", ".join(said)


# A seat named in a settlement's words: "P1", "P1's", not one seat of a side ("P0+P2").
_SEAT = re.compile(r"(?<![+\w])P(\d+)(?![+\w])('s)?")
_HE = re.compile(r"\b([Hh])(e|is|im)\b")
_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}
_CLAUSE_END = re.compile(r"[:;,()]")
# A side of the partnership games ("P0+P2", "P1+P3+P5", "P1+P3's"), not one already told as
# "your side (P1+P3)"
_SIDE = re.compile(r"(?<![+\w])(?<!side \()(P\d+(?:\+P\d+)+)(?![+\w])('s)?")
_SINGULAR = {"have": "has", "are": "is", "were": "was", "do": "does", "go": "goes"}
# words after a side that are no verb in the plural, or none that changes after "your side"
_NOT_VERB = frozenset(
    [
        "a",
        "all",
        "an",
        "and",
        "as",
        "at",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "each",
        "for",
        "from",
        "had",
        "in",
        "may",
        "might",
        "must",
        "of",
        "on",
        "only",
        "or",
        "should",
        "than",
        "that",
        "the",
        "then",
        "to",
        "took",
        "which",
        "who",
        "will",
        "with",
        "won",
        "would",
    ]
)


def _plain_verb(word: str) -> str | None:
    """The form a verb takes after "you" (``takes`` → ``take``, ``is`` → ``are``), or None
    when ``word`` is no verb said of a third person ("won", "would", "a")."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if not re.fullmatch(r"[a-z]+[^s]s", word):
        return None
    if word.endswith("ies"):  # carries → carry
        return word[:-3] + "y"
    if re.search(r"(ss|sh|ch|x|z)es$", word):  # passes → pass
        return word[:-2]
    return word[:-1]


def _agree(clause: str) -> str:
    """``clause``, the words after a subject now "you" (to the clause's end): its verb in the
    plain form, after the subject's part in brackets if any ("P0 (dealer) is paid"), and each
    verb joined to it by "and"/"but" ("shows a flush and takes the pool")."""

    def plain(m: re.Match[str]) -> str:
        verb = _plain_verb(m.group(2))
        return f"{m.group(1)}{verb}" if verb else m.group(0)

    part = _bracket_end(clause)
    rest = re.sub(r"^( )([a-z]+)\b", plain, clause[part:])
    return clause[:part] + re.sub(r"( (?:and|but) )([a-z]+)\b", plain, rest)


def told(text: str, seat: int | None) -> str:
    """Seat-neutral words that carry no fields told to ``seat``, by reading them (a page's
    line, a replay note, a reason built as plain words): settlement and score reasons carry
    their seats as fields and are told without this (:class:`engine.sentence.Sentence`,
    :meth:`Transfer.told`). That seat is "you" ("your" for
    "P1's"), the verbs said of it agree, and "he"/"his"/"him" after it are "you"/"your"; other
    seats keep their names. A side that holds the seat ("P1+P3", the partnership games') is
    "your side (P1+P3)" where the words first name it, "your side" after that (or where they
    already said "your side (P1+P3)"), "your side's" for "P1+P3's", its verb agreeing ("takes"
    for "take"); other sides keep their names. ``seat`` None (or -1) leaves the words as they
    are.

    >>> told("P1 failed his bid of 2", 1)
    'You failed your bid of 2'
    >>> told("P0 lost his rams: he doubles the pool and pays 5 to each other player", 0)
    'You lost your rams: you double the pool and pay 5 to each other player'
    >>> told("P1 claims correctly with 72 (P2 has 51); as dealer P2's total stops at 7", 2)
    'P1 claims correctly with 72 (you have 51); as dealer your total stops at 7'
    >>> told("P0 (dealer) is paid five by the pone", 0)
    'You (dealer) are paid five by the pone'
    >>> told("P3 pays P1 a counter for all five tricks", 1)
    'P3 pays you a counter for all five tricks'
    >>> told("Everyone before P2 (the dealer) passed: he takes the pool and carries on", 2)
    'Everyone before you (the dealer) passed: you take the pool and carry on'
    >>> told("P1+P3 take 81 points (66 to 99)", 1)
    'Your side (P1+P3) takes 81 points (66 to 99)'
    >>> told("P1+P3 take 81 points (66 to 99)", 0)
    'P1+P3 take 81 points (66 to 99)'
    >>> told("P1+P3+P5 count out: with 9 tricks credited at 5 each they reach 45", 5)
    'Your side (P1+P3+P5) counts out: with 9 tricks credited at 5 each they reach 45'
    >>> told("P0+P2's 2 tricks, credited at 5 as they were won, before P1+P3 counted out", 2)
    "Your side's 2 tricks, credited at 5 as they were won, before P1+P3 counted out"
    >>> told("P0+P2's 2 tricks, credited at 5 as they were won, before P1+P3 counted out", 3)
    "P0+P2's 2 tricks, credited at 5 as they were won, before your side (P1+P3) counted out"
    >>> told("Your side (P0+P2) scores 10. P0+P2 win 5 tricks to 0: all five tricks score 10", 0)
    'Your side (P0+P2) scores 10. Your side wins 5 tricks to 0: all five tricks score 10'
    """
    if seat is None or seat < 0:
        return text
    text = _tell_side(text, seat)
    out: list[str] = []
    at = 0
    last = -1  # the seat last named: the one "he" and "his" stand for
    for m in _SEAT.finditer(text):
        out.append(_tell_pronouns(text[at : m.start()], last == seat))
        last = int(m.group(1))
        if last != seat:
            out.append(m.group(0))
        elif m.group(2):
            out.append("your")
        else:
            out.append("you")
        at = m.end()
        if last == seat and not m.group(2):
            rest = text[at:]
            # the verb's agreement reaches past the seat's part in brackets ("P0 (dealer) is
            # paid") to the clause's end, or to the next seat named, if sooner
            part = _bracket_end(rest)
            ends = [_CLAUSE_END.search(rest, part), _SEAT.search(rest, part)]
            stop = min((x.start() for x in ends if x), default=len(rest))
            out.append(_tell_pronouns(_agree(rest[:stop]), True))
            at += stop
    out.append(_tell_pronouns(text[at:], last == seat))
    said = "".join(out)
    return said[:1].upper() + said[1:] if text[:1].isupper() else said


def _tell_side(text: str, seat: int) -> str:
    """``text`` with the side that holds ``seat`` told as "your side" (see :func:`told`)."""
    said = re.search(r"\b[Ss]ide \((P\d+(?:\+P\d+)+)\)", text)
    named = bool(said and seat in seats_in(said.group(1)))  # "your side (P1+P3)" said already
    out: list[str] = []
    at = 0
    for m in _SIDE.finditer(text):
        if seat not in seats_in(m.group(1)):
            continue
        out.append(text[at : m.start()])
        opens = m.start() == 0 or text[: m.start()].endswith(". ")  # a sentence's first word
        if m.group(2):
            out.append("your side's")
        else:
            out.append("your side" if named else f"your side ({m.group(1)})")
            named = True
        if opens:
            out[-1] = "Y" + out[-1][1:]
        at = m.end()
        verb = None if m.group(2) else re.match(r" ([a-z]+)\b", text[at:])
        said_of = _singular_verb(verb.group(1)) if verb else None
        if verb and said_of:
            out.append(f" {said_of}")
            at += verb.end()
    out.append(text[at:])
    return "".join(out)


def _singular_verb(word: str) -> str | None:
    """The form a verb said of partners takes after "your side" (``take`` → ``takes``,
    ``have`` → ``has``), or None when ``word`` is no such verb ("counted", "would", "and")."""
    if word in _SINGULAR:
        return _SINGULAR[word]
    if word in _NOT_VERB or word.endswith("ed") or word.endswith("s") and not word.endswith("ss"):
        return None
    if re.search(r"(ss|sh|ch|x|z|o)$", word):  # reach → reaches
        return word + "es"
    if re.search(r"[^aeiou]y$", word):  # carry → carries
        return word[:-1] + "ies"
    return word + "s"


def _bracket_end(rest: str) -> int:
    """Where a seat's part in brackets ends ("P0 (the pone) passed"), or 0."""
    m = re.match(r" \([^)]*\)", rest)
    return m.end() if m else 0


def _tell_pronouns(words: str, his: bool) -> str:
    """``words`` with "he"/"his"/"him" told as "you"/"your" when they stand for the seat told
    (``his``), "he" with its verb agreeing."""
    if not his:
        return words
    out: list[str] = []
    at = 0
    while m := _HE.search(words, at):
        out.append(words[at : m.start()])
        you = {"e": "you", "is": "your", "im": "you"}[m.group(2)]
        out.append(("Y" if m.group(1) == "H" else "y") + you[1:])
        at = m.end()
        if m.group(2) == "e":
            end = _CLAUSE_END.search(words, at)
            stop = end.start() if end else len(words)
            out.append(_tell_pronouns(_agree(words[at:stop]), True))
            at = stop
    out.append(words[at:])
    return "".join(out)


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
