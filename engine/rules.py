"""Rules as data: every obligation or scoring rule the engine enforces has an id, a one-line
statement, and the passage of a seed text it comes from (file + verbatim quote).

The quote is checked against ``seeds/`` by the tests, so a citation can never drift from its
source. RULES.md decisions that go beyond the seeds cite ``RULES.md`` instead of a seed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from urllib.parse import urlsplit

SEEDS_DIR = Path(__file__).resolve().parent.parent / "seeds"

SEED_FILES = {
    "000": "000_3c559c02d95a11a0.txt",
    "001": "001_1567a9883d50aa5f.txt",
    "002": "002_f2d8b7a0bdad9072.txt",
    "003": "003_9f2cfbbad5f71df5.txt",
    "004": "004_51e95278a283b622.txt",
}

# What each source is, in plain words, for learners (file names and seed numbers stay in
# "details"); see the seed table in RULES.md. A decision beyond the seeds cites RULES.md.
BOOKS = {
    "000": "Trump Games, a modern lesson",
    "001": "Playing the Card Game Sixty-Six, a web page",
    "002": "Foster's Hoyle, 1897",
    "003": "How to Play Some Trump Card Games, a modern lesson",
    "004": "The Card Game Rams, a web page",
    "RULES.md": "Trickbook's rules notes (where the books are silent or disagree)",
}


# The headings of the seeds that hold more than one game (001 and 004 hold one each), as they
# stand on their own lines: a quote is read as the game's whose section holds it.
SECTIONS = {
    "000": ("LOO", "RAMS", "SIXTY-SIX", "THREE-HAND SIXTY-SIX", "FOUR-HAND SIXTY-SIX"),
    "002": (
        "FORTY-FIVE, OR FIVE AND TEN.",
        "RAMS, OR RAMMES",
        "ROUNCE.",
        "BIERSPIEL.",
        "LOO, OR DIVISION LOO.",
        "IRISH LOO.",
        "FIVE-CARD LOO.",
        "ALL FOURS FAMILY.",
    ),
    "003": ("LINGER LONGER", "NAPOLEON"),
}


# The outside sources RULES.md decisions quote (a rule's ``url``), by address, with the name a
# learner reads them by: :attr:`Rule.book_shown` says "..., after <name>". A game names each
# address it cites with :func:`outside_source` where it keeps it.
OUTSIDE_SOURCES: dict[str, str] = {}


def site_of(url: str) -> str:
    """The web site an address is on, as the pages name it: ``playingcardgames.net`` for
    ``https://www.playingcardgames.net/...`` ("" for "")."""
    return urlsplit(url).netloc.removeprefix("www.")


def outside_source(url: str, name: str) -> str:
    """Name the outside source at ``url`` (``"the 1911 Encyclopaedia Britannica"``) and
    return ``url``."""
    OUTSIDE_SOURCES[url] = name
    return url


def book_name(seed: str) -> str:
    """A source's plain name: ``book_name("002")`` is ``"Foster's Hoyle, 1897"``."""
    return BOOKS.get(seed, seed)


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: ``id`` like ``loo.head_the_trick``; ``seed`` like ``002`` (or ``RULES.md``)."""

    id: str
    statement: str
    seed: str
    quote: str
    url: str = ""
    """The outside source a RULES.md decision quotes (Peel, the 1911 Britannica), by address."""
    note: str = ""
    """How the quoted source bears on the rule where it does not state it outright (the Rules
    page and Learn print it under the quote); the statement stays a rule a learner reads."""
    guard: bool = False
    """A rule of the engine's bookkeeping, not of the game's play: the same in every game and
    cited only for an action that cannot be a move at all (a move of another game:
    :func:`own_moves`; a card not in the mover's hand: :func:`from_hand`). The Rules page's
    summary leaves it out (Spoil Five's "The pool" listed "a move of another game is no move
    here"); "All rules" keeps it."""
    premise: str = ""
    """The id of the rule that makes this one bind in its game where its quote speaks of another
    case: Irish Loo's eldest hand leads a trump by Three-card Loo's "In all double pools ..."
    because ``irish_loo.double_leads`` leads every deal as a double pool. The Rules page's brief
    lists the premise wherever it lists the rule; a refusal by the rule that says why it binds
    says it in the premise's words (its :attr:`clause`)."""

    @property
    def clause(self) -> str:
        """The statement's first clause, up to a colon: what a refusal by a rule resting on
        this one (:attr:`premise`) gives as its reason, so the two say it alike ("Irish Loo
        leads every deal as a double pool", of ``irish_loo.double_leads``).

        >>> Rule("x.y", "Irish Loo leads every deal as a double pool: a trump is known.",
        ...      "RULES.md", "q").clause
        'Irish Loo leads every deal as a double pool'
        """
        return self.statement.split(":", 1)[0].rstrip(".")

    @property
    def source(self) -> str:
        if self.seed in SEED_FILES:
            return f"seed {self.seed} ({SEED_FILES[self.seed]})"
        return f"{self.seed}, from {self.url}" if self.url else self.seed

    def cite(self) -> str:
        return (
            f"seed {self.seed}: \u201c{self.quote}\u201d"
            if self.seed in SEED_FILES
            else (f"{self.source}: \u201c{self.quote}\u201d")
        )

    @property
    def shown(self) -> str:
        """The quote as a learner reads it (:func:`shown_quote`), with an ellipsis where it
        stops in the middle of its seed's sentence (:func:`cut_short`)."""
        return shown_quote(self.quote) + (ELLIPSIS if cut_short(self.seed, self.quote) else "")

    @property
    def book(self) -> str:
        """The source by its book's name (``Foster's Hoyle, 1897``), for learners."""
        return book_name(self.seed)

    @property
    def book_shown(self) -> str:
        """:attr:`book`, and the game whose section holds the quote when that is another
        game's: Rounce's rules that Foster gives only for Rams are ``Foster's Hoyle, 1897, on
        Rams``, not his words on Rounce; and for a RULES.md decision that quotes an outside
        source (:data:`OUTSIDE_SOURCES`), that source: ``Trickbook's rules notes (...), after
        the 1911 Encyclopaedia Britannica``."""
        other = self.other_section
        if other is None:
            after = OUTSIDE_SOURCES.get(self.url)
            return f"{self.book}, after {after}" if after else self.book
        return f"{self.book}, on {other}"

    @property
    def other_section(self) -> str | None:
        """The title of the section that holds the quote when it is another game's (Napoleon's
        trick winner quotes the lesson's Linger Longer section: ``"Linger Longer"``); None for
        the game's own section, a book of one game, or Trickbook's rules notes."""
        other = section_of(self.seed, self.quote)
        if other is None or f"_{self.id.split('.')[0]}_" in f"_{_slug(other)}_":
            return None
        return other

    @property
    def site(self) -> str:
        """The web site of :attr:`url` (``playingcardgames.net``), "" without one."""
        return site_of(self.url)

    @property
    def link(self) -> str:
        """:attr:`url` as a page links it after the quote: "" without one, or where the quote
        gives the address itself (RULES.md writes some into its sentence: "Denexa
        (<https://...>) reshuffles the discards"), so the page does not link it twice."""
        return "" if self.url in self.quote else self.url

    def cite_plain(self) -> str:
        """``Foster's Hoyle, 1897: “quote”`` — :meth:`cite` without file names or seed numbers,
        for learners (Play's refusal lines): the book and the quote as the pages show them
        (:attr:`book_shown`, :attr:`shown`)."""
        text = f"{self.book_shown}: \u201c{self.shown}\u201d"
        return f"{text} ({self.link})" if self.link else text

    def as_dict(self) -> dict[str, str]:
        out = {
            "id": self.id,
            "statement": self.statement,
            "source": self.source,
            "quote": self.shown,
        }
        if self.url:
            out["url"] = self.url
        if self.note:
            out["note"] = self.note
        return out


ELLIPSIS = "\u2026"

# RULES.md's Markdown inside a quote: a code span (`loo_style_defence`) and an address in
# angle brackets (<https://...>), each shown as the words or address it marks
_CODE_SPAN = re.compile(r"`([^`]+)`")
_AUTOLINK = re.compile(r"<(https?://[^\s<>]+)>")


def shown_quote(quote: str) -> str:
    """A quote as a learner reads it: RULES.md's words without its Markdown (Rounce's defender
    step quoted "offer `loo_style_defence` as a variant", backticks and all, on Learn, the
    Rules page and a refusal's line), and a passage cut from the middle of a sentence (it
    begins in lowercase) opens with an ellipsis, so the cut shows and the passage does not read
    as a sentence of its own (Spoil Five's jink step quoted Foster from 'for if he continues
    playing he must jink it'). The quote itself stays verbatim, as the checks against the seeds
    and RULES.md read it (:meth:`Rule.cite` too, a developer's citation).

    >>> shown_quote("the dealer gives three cards to each player")
    '…the dealer gives three cards to each player'
    >>> shown_quote("Those who have not won a trick are looed")
    'Those who have not won a trick are looed'
    >>> shown_quote("he is an ordinary player; offer `loo_style_defence` as a variant.")
    '…he is an ordinary player; offer loo_style_defence as a variant.'
    >>> shown_quote("Denexa (<https://www.denexa.com/>) reshuffles the discards.")
    'Denexa (https://www.denexa.com/) reshuffles the discards.'
    """
    words = _AUTOLINK.sub(r"\1", _CODE_SPAN.sub(r"\1", quote))
    return ELLIPSIS + words if words[:1].islower() else words


def from_hand(
    rule_id: str, seed: str, quote: str, says: str, moves: tuple[str, ...] = ("play",)
) -> Rule:
    """The rule a game cites when an action names a card the player to move does not hold
    (:meth:`engine.game.Game.not_held`): a player plays (and, where the game has such moves,
    discards or shows) only cards of his own hand. ``moves`` are the verbs of the game's moves
    that name a card of the mover's hand, as its statement says them: ``("play", "discard")``
    for a game with an exchange or a rob, ``("play", "show")`` for Sixty-Six's marriages;
    Napoleon, which has neither, said "play, discard or show". No seed says so in as many
    words; ``says`` tells, in the rule's note, what the quoted sentence of the game's own text
    does say.

    >>> r = from_hand("loo.from_hand", "002", "he may play his hand", "Foster takes it for granted")
    >>> r.statement
    'You play only cards from your own hand.'
    >>> r.note
    'Foster takes it for granted.'
    >>> from_hand("x.from_hand", "002", "q", "s", ("play", "discard", "show")).statement
    'You play, discard or show only cards from your own hand.'
    """
    said = moves[0] if len(moves) == 1 else f"{', '.join(moves[:-1])} or {moves[-1]}"
    return Rule(
        rule_id,
        f"You {said} only cards from your own hand.",
        seed,
        quote,
        note=says[:1].upper() + says[1:] + ".",
        guard=True,
    )


def own_moves(rule_id: str, game: str, moves: str, seed: str, quote: str, says: str) -> Rule:
    """The rule a game cites when asked for a move it does not have at all (a word of another
    game sent through a scenario or ``trickbook answer``: ``meld`` to Spoil Five, ``bid 3`` to
    Loo), :meth:`engine.game.Game.foreign_action`: the game's moves are these, and no other.
    No seed says so in as many words; ``quote`` is the passage of the game's own text that
    names its moves, and ``says``, in the rule's note, how it bears on them.

    >>> r = own_moves("x.own_moves", "Linger Longer", "to play a card", "003",
    ...     "The cards are played out in tricks.", "the lesson names no other move")
    >>> r.statement
    "Linger Longer's moves are to play a card; a move of another game is no move here."
    >>> r.note
    'The lesson names no other move.'
    """
    whose = game + ("'" if game.endswith("s") else "'s")  # Rams' moves
    return Rule(
        rule_id,
        f"{whose} moves are {moves}; a move of another game is no move here.",
        seed,
        quote,
        note=says[:1].upper() + says[1:] + ".",
        guard=True,
    )


def normalise(text: str) -> str:
    """Fold the seeds' markup (``_=...=_``), curly quotes and white space, for quote matching."""
    t = text.replace("_=", "").replace("=_", "")
    t = t.replace("\u201c", '"').replace("\u201d", '"').replace("\u2019", "'")
    return re.sub(r"\s+", " ", t).strip().lower()


@cache
def seed_text(seed: str) -> str:
    return (SEEDS_DIR / SEED_FILES[seed]).read_text(encoding="utf-8")


@cache
def normalised_seed(seed: str) -> str:
    """:func:`normalise` of a seed's whole text, folded once a process: each lesson step's and
    rule's quote is looked up in it (4 ms a fold of a seed's text, ~190 look-ups when the
    lessons load; issue 12, part 5)."""
    return normalise(seed_text(seed))


def quote_in_seed(rule: Rule) -> bool:
    if rule.seed not in SEED_FILES:
        return True
    return normalise(rule.quote) in normalised_seed(rule.seed)


@cache
def cut_short(seed: str, quote: str) -> bool:
    """Does ``quote`` stop where its seed's sentence goes on (a comma or semicolon next)? A
    learner then reads it with a closing ellipsis, as a cut start opens with one: Spoil Five's
    "If any player robs when he does not hold the ace" is followed in Foster by "; leads or
    plays out of turn; ...". A quote not found in a seed (RULES.md, a web page) is not judged.

    >>> cut_short("002", "If any player robs when he does not hold the ace")
    True
    >>> cut_short("002", "There is no such announcement as general rounce.")
    False
    """
    if seed not in SEED_FILES:
        return False
    text, q = normalised_seed(seed), normalise(quote)
    at = text.find(q)
    return at >= 0 and bool(q) and text[at + len(q) : at + len(q) + 1] in (",", ";")


def _slug(title: str) -> str:
    return re.sub(r"[^a-z]+", "_", title.lower()).strip("_")


@cache
def _sections(seed: str) -> tuple[tuple[str, str], ...]:
    """A seed's game sections (:data:`SECTIONS`): (title, normalised text) each."""
    heads = SECTIONS.get(seed, ())
    if not heads:
        return ()
    out: list[tuple[str, list[str]]] = []
    for line in seed_text(seed).splitlines():
        if line.strip() in heads:
            out.append((line.strip().split(",")[0].rstrip(".").title(), []))
        elif out:
            out[-1][1].append(line)
    return tuple((title, normalise("\n".join(lines))) for title, lines in out)


def section_of(seed: str, quote: str) -> str | None:
    """The title of the game section of ``seed`` that holds ``quote`` (None: a seed of one
    game, RULES.md, or a passage before the first heading).

    >>> section_of("002", "There is no obligation to head the trick")
    'Rounce'
    """
    q = normalise(quote)
    return next((title for title, text in _sections(seed) if q in text), None)


class RuleBook:
    """The rules of one game, by id."""

    def __init__(self, rules: list[Rule]) -> None:
        self._rules = {r.id: r for r in rules}
        if len(self._rules) != len(rules):
            raise ValueError("duplicate rule id")

    def __getitem__(self, rule_id: str) -> Rule:
        return self._rules[rule_id]

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._rules

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self._rules.values())

    def __len__(self) -> int:
        return len(self._rules)

    def of_play(self) -> list[Rule]:
        """The rules of the game's play, in the book's order: all but the engine's bookkeeping
        (:attr:`Rule.guard`), which no learner meets, so the Rules page's summary and Progress
        leave it out."""
        return [r for r in self._rules.values() if not r.guard]
