"""A reason as a sentence that knows who it names: settlement and score reasons carry their
subjects, verbs and pronouns as fields, as a :class:`engine.game.Refusal` carries its action,
so the same reason reads in the third person ("P0 failed his bid of 2") or told to a seat in
the second person ("You failed your bid of 2") without guessing at the words.

A :class:`Sentence` is a row of parts: plain words, a seat or side named (:class:`Who`), a verb
said of one (:class:`Verb`, both its forms given), "he"/"his"/"him" standing for one
(:class:`He`), and a move named as a move (:class:`Move`: its action and the engine's words
for it, which a front end may say as its button does, ``moves``). Told to a seat, that seat
is "you" ("your"), the verbs said of it take the form said to "you" and its pronouns are
"you"/"your"; a side that holds the seat ("P1+P3", the partnership games') is "your side
(P1+P3)" where the sentence first names it, "your side" after that, "your side's" for
"P1+P3's", its verbs in the singular ("takes" for "take").

>>> bid = Sentence.of(Who("P0"), " failed ", He("P0", "his"), " bid of 2")
>>> bid.text(), bid.text(0), bid.text(1)
('P0 failed his bid of 2', 'You failed your bid of 2', 'P0 failed his bid of 2')
>>> side = Sentence.of(Who("P1+P3"), " ", Verb("P1+P3", "take", "takes"), " 81 points")
>>> side.text(), side.text(3), side.text(0)
('P1+P3 take 81 points', 'Your side (P1+P3) takes 81 points', 'P1+P3 take 81 points')
>>> (Sentence.of("game points: ") + side).text(1)
'game points: your side (P1+P3) takes 81 points'

A move is a part as a seat is: the plain text says the engine's words, and a page names it by
its button, while the same word in the rule's prose ("the widow is taken") stays a word:

>>> chose = Sentence.of("you chose ", Move.of(Action("widow")), ", but the widow is taken")
>>> chose.text(), chose.text(moves=lambda m: "“Take the widow”")
('you chose widow, but the widow is taken', 'you chose “Take the widow”, but the widow is taken')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import NamedTuple

from engine.action import Action


class AsideOpens(str):
    """A mark of no width (it reads as nothing) that opens words beside a sentence's point,
    up to the next :class:`AsideEnds`: a refusal's "; of those you may play 9♦"
    (:func:`engine.constraints.forbidden`), which Play says and a Learn task's wrong try may
    leave out (:meth:`Sentence.bare`), since it names the answer."""


class AsideEnds(str):
    """The mark of no width that ends an aside (see :class:`AsideOpens`)."""


class Chose(str):
    """The words opening a line about choices the learner made that the rules forbid ("you
    chose "): plain words, read as written, but typed, so that a reader finds those lines by
    this part and not by their words (:attr:`engine.quiz.Feedback.chose`: a Learn task's
    wrong try says only those lines, since the others would name the answer)."""


REFUSED = "P?"
"""The account a refusal's reason names the player refused by: the reason is written to him
("you must follow suit: you hold A♣"), and the seat is bound when it is said of him
(:meth:`Sentence.bound`: "P1 must follow suit: he holds A♣")."""


def seats_in(account: str) -> frozenset[int]:
    """The seats an account names: ``P1`` → {1}, ``P1+P3`` → {1, 3}; none for the pool."""
    if not account.startswith("P"):
        return frozenset()
    return frozenset(int(p[1:]) for p in account.split("+") if p[1:].isdigit())


class Who(NamedTuple):
    """A seat (``P1``) or a side (``P1+P3``) a sentence names; ``possessive``: ``P1's``."""

    account: str
    possessive: bool = False

    def side(self) -> bool:
        return "+" in self.account

    @property
    def third(self) -> str:
        """As the third person names it: ``P1``, ``P1's``."""
        return self.account + "'s" if self.possessive else self.account


class Verb(NamedTuple):
    """A verb said of ``who`` (an account): ``third`` as said of him by name ("takes"; a
    side's "take"), ``told`` as said to him ("take"; "your side takes")."""

    who: str
    third: str
    told: str

    @classmethod
    def of(cls, who: str, plain: str, singular: str) -> Verb:
        """A verb agreeing with ``who``, a seat ("P1 wins", told "you win") or a side ("P1+P3
        win", told "your side wins"): ``Verb.of(who, "win", "wins")``."""
        return cls(who, plain, singular) if "+" in who else cls(who, singular, plain)


_YOU = {"he": "you", "his": "your", "him": "you", "himself": "yourself"}
_YOU |= {"He": "You", "His": "Your"}


class He(NamedTuple):
    """A pronoun standing for ``who`` (an account): ``form`` "he", "his", "him" or "himself"
    (or "He"/"His" opening a sentence); told to him, "you"/"your"/"yourself"."""

    who: str
    form: str

    @property
    def third(self) -> str:
        """As the third person says it: the form itself."""
        return self.form


class Move(NamedTuple):
    """A move a sentence names as a move ("you chose widow, ..."), not a word of its prose:
    ``action`` the move (for a words question's choice, the action its word stands for), and
    ``words`` the engine's words for it, as the plain text says it ("widow", "bid 2"). A
    front end says it as it labels the move (:meth:`Sentence.text`'s ``moves``: the Quiz
    and Learn pages quote its button, "“Take the widow”")."""

    action: Action
    words: str

    @classmethod
    def of(cls, action: Action, words: str | None = None) -> Move:
        """The move ``action``, said by ``words`` (by default its text: ``bid 2``)."""
        return cls(action, str(action) if words is None else words)

    @property
    def third(self) -> str:
        """As the plain text says it: the engine's words."""
        return self.words


Part = str | Who | Verb | He | Move


@dataclass(frozen=True, slots=True)
class Sentence:
    """Words that name seats and sides as fields (see the module's doc)."""

    parts: tuple[Part, ...]

    @classmethod
    def of(cls, *parts: Part) -> Sentence:
        return cls(tuple(parts))

    def __add__(self, other: Sentence | str) -> Sentence:
        more = other.parts if isinstance(other, Sentence) else (other,)
        return Sentence((*self.parts, *more))

    def __radd__(self, other: str) -> Sentence:
        return Sentence((other, *self.parts))

    def __str__(self) -> str:
        return self.text()

    def bare(self) -> Sentence:
        """The sentence without its asides (the parts from an :class:`AsideOpens` to the next
        :class:`AsideEnds`); a sentence with none is itself.

        >>> why = Sentence.of("you hold K♠ and 3♠", AsideOpens(), "; of those you may play K♠",
        ...                   AsideEnds(), " (said once)")
        >>> why.text(), why.bare().text()
        ('you hold K♠ and 3♠; of those you may play K♠ (said once)', 'you hold K♠ and 3♠ (said once)')
        """
        if not any(isinstance(p, AsideOpens) for p in self.parts):
            return self
        parts: list[Part] = []
        aside = False
        for p in self.parts:
            if isinstance(p, AsideOpens | AsideEnds):
                aside = isinstance(p, AsideOpens)
            elif not aside:
                parts.append(p)
        return Sentence(tuple(parts))

    @classmethod
    def joined(cls, parts: Iterable[Sentence | str], sep: str) -> Sentence:
        """``parts`` one after another, ``sep`` between them (as ``str.join``).

        >>> Sentence.joined([Sentence.of(Who("P1"), " passed"), "P2 bid"], "; ").text(1)
        'You passed; P2 bid'
        """
        out: list[Part] = []
        for k, part in enumerate(parts):
            if k:
                out.append(sep)
            out.extend(part.parts if isinstance(part, Sentence) else (part,))
        return cls(tuple(out))

    @classmethod
    def listed(cls, parts: Iterable[Part], conj: str = "and") -> Sentence:
        """``parts`` said together as :func:`engine.cards.listed` says words: ``A``, ``A and
        B``, ``A, B and C``.

        >>> Sentence.listed([Move.of(Action("pass")), Move.of(Action("bid", number=2))]).text()
        'pass and bid 2'
        """
        ps = list(parts)
        out: list[Part] = []
        for k, part in enumerate(ps):
            if k:
                out.append(", " if k < len(ps) - 1 else f" {conj} ")
            out.append(part)
        return cls(tuple(out))

    def bound(self, seat: int) -> Sentence:
        """The sentence with the player refused (:data:`REFUSED`) named as ``seat``.

        >>> why = Sentence.of(*does(REFUSED, "must", "must"), " follow suit: ",
        ...                   *he_does(REFUSED, "holds", "hold"), " A♣")
        >>> why.text(REFUSED, opens=False), why.bound(1).text(), why.bound(1).text(1)
        ('you must follow suit: you hold A♣', 'P1 must follow suit: he holds A♣', 'You must follow suit: you hold A♣')
        """
        me = f"P{seat}"
        parts: list[Part] = []
        for p in self.parts:
            if isinstance(p, Who) and p.account == REFUSED:
                p = p._replace(account=me)
            elif isinstance(p, Verb | He) and p.who == REFUSED:
                p = p._replace(who=me)
            parts.append(p)
        return Sentence(tuple(parts))

    def moves(self) -> tuple[Move, ...]:
        """The moves the sentence names as moves (:class:`Move`), in order."""
        return tuple(p for p in self.parts if isinstance(p, Move))

    def text(
        self,
        seat: int | str | None = None,
        named: bool = False,
        opens: bool = True,
        moves: Callable[[Move], str] | None = None,
    ) -> str:
        """The sentence in the third person (``seat`` None or -1), or told to ``seat`` (a
        seat's number, or an account: :data:`REFUSED`, the player a refusal is written to).
        ``named``: the learner's side was named in full ("your side (P1+P3)") before these
        words, so they call it "your side" from the first. ``opens``: the words open a
        sentence, so a seat told first is "You" (Sixty-Six's score sheet writes its reasons
        to follow on: "you claim correctly ..."). ``moves``: how to say each :class:`Move`
        (a page's button words); by default the engine's words."""
        if moves is not None:
            worded = [moves(p) if isinstance(p, Move) else p for p in self.parts]
            return Sentence(tuple(worded)).text(seat, named, opens)
        if seat is None or isinstance(seat, int) and seat < 0:  # the third person: the hot case
            return "".join([p if isinstance(p, str) else p.third for p in self.parts])
        you = seat

        def told(account: str) -> bool:
            return account == you if isinstance(you, str) else you in seats_in(account)

        out: list[str] = []
        for part in self.parts:
            if isinstance(part, str):
                out.append(part)
            elif isinstance(part, Who):
                if not told(part.account):
                    out.append(part.third)
                elif not part.side():
                    out.append("your" if part.possessive else "you")
                else:
                    if part.possessive:
                        said = "your side's"
                    else:
                        said = "your side" if named else f"your side ({part.account})"
                        named = True
                    # a sentence's first word (the words' own first only if they open one)
                    if (opens and not out) or "".join(out).endswith(". "):
                        said = "Y" + said[1:]
                    out.append(said)
            elif isinstance(part, Verb):
                out.append(part.told if told(part.who) else part.third)
            elif isinstance(part, Move):
                out.append(part.words)
            else:
                out.append(_YOU[part.form] if told(part.who) else part.form)
        said = "".join(out)
        if opens and self.parts and isinstance(self.parts[0], Who):
            return said[:1].upper() + said[1:]  # "P0 failed" → "You failed"
        return said


def does(who: str, third: str, told: str) -> tuple[Part, ...]:
    """A seat or side and its verb: "P1 takes" (to P1: "you take")."""
    return (Who(who), " ", Verb(who, third, told))


def he_does(who: str, third: str, told: str) -> tuple[Part, ...]:
    """ "he" standing for a seat, and his verb: "he forfeits" (to him: "you forfeit")."""
    return (He(who, "he"), " ", Verb(who, third, told))


def you(third: str, told: str) -> tuple[Part, ...]:
    """The player refused, first named, and his verb, as a refusal's reason writes them to him:
    "you hold" (said of him, "P1 holds")."""
    return does(REFUSED, third, told)


def he(third: str, told: str) -> tuple[Part, ...]:
    """The player refused named again, and his verb: "you hold" (said of him, "he holds")."""
    return he_does(REFUSED, third, told)


YOU = Who(REFUSED)  # the player refused first named, not as a subject: "you" (said of him "P1")
YOUR = Who(REFUSED, possessive=True)  # "your" (said of him, "P1's")
HIS = He(REFUSED, "his")  # "your" after he is named (said of him, "his")
HIM = He(REFUSED, "him")  # "you" after he is named (said of him, "him")
YOURS = (YOUR, Verb(REFUSED, "", "s"))  # "yours" (said of him, "P1's"): "your", told its "s"


def says(who: str, third: str, told: str, rest: str = "") -> Sentence:
    """A seat's or side's sentence: ``who`` and his verb, then the rest: ``says("P1", "wins",
    "win", " the game")`` reads "P1 wins the game", to P1 "You win the game"."""
    return Sentence.of(*does(who, third, told), rest)


def reaches_and_wins(who: str, reached: str) -> Sentence:
    """A seat or side that has won the game: "P0+P2 reach 45 and win the game", "P1 reaches
    7 game points and wins the game"; told to the winner "You reach ... and win", "Your side
    (P1+P3) reaches ... and wins"."""
    return Sentence.of(
        Who(who),
        " ",
        Verb.of(who, "reach", "reaches"),
        f" {reached} and ",
        Verb.of(who, "win", "wins"),
        " the game",
    )
