"""Scenario files: a public format that fixes a position (see ``docs/scenarios.md``).

A scenario is a YAML or JSON mapping. The generic part lives here (it imports no game: games
import it, and whoever reads a scenario has imported ``engine.games``, which registers them) (reading files, fields with
paths, seats, cards, counters, the answer JSON); each game builds its state from the fields in
``game.from_scenario(reader)``. A malformed file raises :class:`ScenarioError` whose message is
one line naming the file, the field and what was expected: its location, a prefix of labels each
closed by a colon (``FILE: field 'trick[2]': ``), then one sentence with at most one colon of its
own. A move the rules refuse is said as every refusal is (:func:`because`): "play 9♦ is not
allowed, because P0 must follow suit: he holds 5♠ — seed 003: “…”".
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, TypeVar

import yaml

from engine.cards import Card, CardParseError, Suit, listed
from engine.game import REGISTRY, Action, Game, IllegalAction, Refusal, TableState
from engine.refusal import BECAUSE
from engine.rules import Rule, book_name
from engine.tricks import n_tricks

T = TypeVar("T")
St = TypeVar("St", bound=TableState)  # a game's state, as the rules' ``apply`` takes it


MAX_FILE_BYTES = 1_000_000
"""The largest scenario or lesson file read (docs/scenarios.md): a bigger one is refused
unread, so a mistaken or hostile file cannot hold the parser (the largest lesson is ~36 kB)."""
NO_FILE = "<scenario>"  # the source of a scenario given as data, read from no file
MAX_MESSAGE = 300  # characters of a problem's text: a huge value quoted back is cut short
MAX_NESTING = 100
"""How deep brackets and indentation may go in a scenario or lesson file (the lessons reach 9).
Deeper is refused before the YAML parser sees it: PyYAML's scanner walks every open bracket
at every token, so 5,000 nested ``[`` took it ~2 s of CPU to refuse with a RecursionError."""


class SourceError(ValueError):
    """A file that cannot be read as text: missing, too big, not UTF-8 or nested too deeply
    (the reason only)."""


def read_source(path: str | Path) -> str:
    """The text of a scenario or lesson file, or :class:`SourceError` saying why not."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_FILE_BYTES:
            raise SourceError(
                f"the file is {size:,} bytes, more than the {MAX_FILE_BYTES:,} a scenario or "
                "lesson file may have"
            )
        data = p.read_bytes()
    except OSError as e:
        raise SourceError(f"cannot read the file ({e.strerror})") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise SourceError(
            f"line {line}: not UTF-8 text (byte 0x{data[e.start]:02x}); save the file as UTF-8"
        ) from None
    deep = too_deep(text)
    if deep is not None:
        raise SourceError(
            f"line {deep}: nested too deeply to read (brackets and indentation more than "
            f"{MAX_NESTING} deep)"
        )
    return text


# ---- reading YAML and JSON --------------------------------------------------------------------
# libyaml's parser when PyYAML has it (its wheels do): a lesson file reads ~9x faster (loo.yaml
# 181 -> 19 ms), the first Learn page or quiz answer after the server starts waits for it
if yaml.__with_libyaml__:
    from yaml import CSafeLoader as SafeLoader
else:  # pragma: no cover - a PyYAML built without libyaml
    from yaml import SafeLoader  # type: ignore[assignment]


class StrictLoader(SafeLoader):
    """Safe YAML that refuses duplicate keys: a key given twice would silently keep only its
    last value (a lesson's dropped step, a scenario's hand read from the wrong line)."""


def _mapping(loader: StrictLoader, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
    seen: set[Any] = set()
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if key in seen:
            line = key_node.start_mark.line + 1
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r} (line {line})", key_node.start_mark
            )
        seen.add(key)
    return dict(loader.construct_mapping(node, deep=deep))


StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)


def parse_yaml(text: str) -> Any:
    """The data of a scenario or lesson file's YAML text (:class:`StrictLoader`)."""
    return yaml.load(text, Loader=StrictLoader)  # noqa: S506 - a SafeLoader subclass


def yaml_problem(e: yaml.YAMLError, text: str) -> tuple[int | None, str]:
    """Where YAML text went wrong and what, for a message: ``(line or None, problem)``. Names
    the character libyaml's "found character that cannot start any token" leaves unnamed (a
    tab, most often), as PyYAML's own parser does."""
    if not isinstance(e, yaml.MarkedYAMLError) or e.problem_mark is None:
        return None, (str(e).splitlines() or [type(e).__name__])[0]
    mark, problem = e.problem_mark, e.problem or str(e).splitlines()[0]
    if problem == "found character that cannot start any token" and 0 <= mark.index < len(text):
        problem = f"found character {text[mark.index]!r} that cannot start any token"
    return mark.line + 1, problem


class DuplicateKey(ValueError):
    """A JSON object that gives one key twice (``json.loads`` would keep the last)."""


def _unique_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise DuplicateKey(f"duplicate key {k!r}")
        out[k] = v
    return out


def parse_json(text: str) -> Any:
    """The data of a scenario's JSON text, refusing a key given twice (:class:`DuplicateKey`)."""
    return json.loads(text, object_pairs_hook=_unique_pairs)


_INDENT = re.compile(r"[ \t]*")
_INDICATORS = re.compile(r"(?:[-?:](?:[ \t]+|$))*")  # "- - - x": a level each
_COMMENT = re.compile(r"(?:^|[ \t])#.*")
_BRACKET = re.compile(r"[\[\]{}]")


def too_deep(text: str) -> int | None:
    r"""The first line (from 1) where the text may nest more than :data:`MAX_NESTING` deep, or
    None. A linear pre-scan that errs on the side of counting too many: each level of block
    nesting takes at least one column of indentation or one ``- `` on its line, and each flow
    level an open bracket (brackets in quoted text count too; a real file is nowhere near the
    limit, and what the scan misses the readers' RecursionError guard still catches).

    >>> too_deep("game: loo\nhands: {P1: [KS, 3S]}\n") is None
    True
    >>> too_deep("game: loo\nhands: " + "[" * 200 + "]" * 200)
    2
    """
    flow = 0
    for n, line in enumerate(text.split("\n"), 1):
        indent = _INDENT.match(line)
        at = indent.end() if indent else 0
        marks = _INDICATORS.match(line, at)
        block = at + (sum(ch in "-?:" for ch in marks.group()) if marks else 0)
        if block > MAX_NESTING:
            return n
        for m in _BRACKET.finditer(_COMMENT.sub("", line)):
            if m.group() in "[{":
                flow += 1
                if block + flow > MAX_NESTING:
                    return n
            else:
                flow = max(0, flow - 1)
    return None


def because(what: str, reason: str) -> str:
    """What a scenario gives that cannot be, joined to why, as one sentence: what is refused,
    then ", because " (:data:`engine.refusal.BECAUSE`, as the Quiz, Play and Compare join a
    refusal), then the reason, which may have a colon of its own (the rule, then what makes it
    bite). Every scenario reader joins its refusals here: a colon in its place chained two in
    one sentence ("play 9♦ is not allowed: P0 must follow suit: he holds 5♠").

    >>> because("bid 2 is not allowed", "P1 has bid 2: a bid must be higher")
    'bid 2 is not allowed, because P1 has bid 2: a bid must be higher'
    """
    return f"{what}{BECAUSE}{reason}"


class ScenarioError(ValueError):
    """A scenario that cannot be read: ``FILE: field 'x.y': expected …, got …``.

    The location (the file, then ``field '...'``, or ``scenario`` for the whole) is a prefix,
    each label closed by its colon; the message after it is one sentence with at most one
    colon of its own, a refusal joined by :func:`because`. A notebook leaves out a file that is
    not one (:data:`NO_FILE`) and puts its verdict first: "Cannot read that: field 'trick[2]':
    play 9♦ is not allowed, because ...".

    The message is the author's: it cites a rule by its seed file (``seed 003: “…”``), where
    the scenario's writer checks it. ``rules`` are the rules it cites, so that a learner's form
    (:attr:`detail_plain`, :meth:`message_plain`) can name their books instead."""

    def __init__(self, source: str, path: str, message: str, rules: Sequence[Rule] = ()) -> None:
        self.rules = tuple(rules)
        self._said = message
        self.source, self.path, self.detail = source, path, _cut(message)
        super().__init__(f"{source}: {self.where}: {self.detail}")

    @property
    def where(self) -> str:
        return f"field '{self.path}'" if self.path else "scenario"

    @property
    def detail_plain(self) -> str:
        """:attr:`detail` as a learner reads it: each rule cited by its book and the quote as
        the pages show it (:meth:`engine.rules.Rule.cite_plain`) and without its id; any other
        source named by its file (``seed 002``, ``RULES.md``) by its book's name
        (:func:`engine.rules.book_name`).

        >>> from engine.rules import Rule
        >>> rule = Rule("x.lead", "The eldest leads.", "003", "The player at left leads.")
        >>> e = ScenarioError("f.yaml", "leader", f"P1 leads \u2014 {rule.cite()}", [rule])
        >>> e.detail_plain
        'P1 leads — How to Play Some Trump Card Games, a modern lesson: “The player at left leads.”'
        """
        text = self._said
        for rule in self.rules:
            text = text.replace(rule.cite(), rule.cite_plain()).replace(f"{rule.id}, ", "")
        return _cut(_SOURCE.sub(lambda m: book_name(m[1] or m[0]), text))

    def message_plain(self) -> str:
        """The message with :attr:`detail_plain`: what a notebook shows a learner. A scenario
        written in a cell (:func:`from_dict` without a file) has no file name to show."""
        said = f"{self.where}: {self.detail_plain}"
        return said if self.source == NO_FILE else f"{self.source}: {said}"


# a source named by its file in an author's message: "seed 002", "RULES.md"
_SOURCE = re.compile(r"\bseed (\d{3})\b|\bRULES\.md\b")


def _cut(message: str) -> str:
    return message[:MAX_MESSAGE] + "…" if len(message) > MAX_MESSAGE else message


def hands_as_dealt(n: int, given: Mapping[int, Any], played: Any = ()) -> list[int]:
    """Each seat's hand as a mask of the cards it was dealt, as far as a scenario shows them:
    the cards given it now (``given``: seat -> cards) and those it has played (``played``:
    tricks, each a sequence of (seat, card))."""
    hands = [0] * n
    for seat, cards in given.items():
        for c in cards:
            hands[seat] |= 1 << c
    for plays in played:
        for seat, c in plays:
            hands[seat] |= 1 << c
    return hands


def seat_name(seat: int) -> str:
    return f"P{seat}"


class Reader:
    """Typed access to a scenario mapping; every error names the file and the field path."""

    def __init__(
        self,
        data: Mapping[str, Any],
        source: str,
        prefix: str = "",
        *,
        reachable: bool = True,
        moves: Callable[[Action], str] | None = None,
    ) -> None:
        if not isinstance(data, Mapping):
            raise ScenarioError(
                source, prefix, f"expected a mapping of fields, got {type(data).__name__}"
            )
        self.data = data
        self.source = source
        self.prefix = prefix
        self.used: set[str] = set()
        self.players = 0
        self.reachable = reachable
        """Refuse a position no game reaches (its counts do not add up). On unless the caller
        says ``reachable=False``: a user's file is checked by every way in (see ``from_dict``)."""
        self.moves = moves or (lambda a: a.pretty)
        """How an error names a move that is not a card (``from_dict`` gives the game's
        :meth:`~engine.game.Game.move_words`: "rob the trump card, putting out A♦", as Play's
        button says it, not the engine's "rob A♦"; by default its notation)."""

    def path(self, key: str) -> str:
        return f"{self.prefix}.{key}" if self.prefix else key

    def error(self, key: str, message: str, rules: Sequence[Rule] = ()) -> ScenarioError:
        """The error at field ``key``; ``rules``: the rules ``message`` cites."""
        return ScenarioError(self.source, self.path(key) if key else self.prefix, message, rules)

    def has(self, key: str) -> bool:
        return key in self.data and self.data[key] is not None

    def refused(self, path: str, what: str, refusal: Refusal, seat: int) -> ScenarioError:
        """The error at ``path`` (a whole field path, not under :attr:`prefix`) for ``what`` a
        move the rules refuse ``seat``: "play Q♣ is not allowed, because <the refusal said of
        him> — <its rule's source>" (:func:`because`), citing the rule."""
        why = because(f"{what} is not allowed", refusal.message_of(seat))
        return ScenarioError(self.source, path, why, [refusal.rule])

    def move_refused(self, path: str, a: Action, refusal: Refusal, seat: int) -> ScenarioError:
        """:meth:`refused` for ``a``, a move that is not a card, named by the game's words for
        it (:attr:`moves`) after the player refused, as the pool games' declarations are ("P1
        may not take the widow, because ..."): "P1 may not rob the trump card, putting out A♦,
        because the A♦ is what lets P1 rob: ...", where it read "rob A♦ is not allowed,
        because ...", the engine's notation, which no page shows (Play's button: "Rob: put out
        A♦, take the 8♦")."""
        why = because(f"P{seat} may not {self.moves(a)}", refusal.message_of(seat))
        return ScenarioError(self.source, path, why, [refusal.rule])

    def applied(self, move: Callable[[St, Action], St], state: St, a: Action, path: str) -> St:
        """The position after ``a``, a move the file gives at ``path``: ``move(state, a)``, the
        game's rules' ``apply``; a move they refuse is the error :meth:`refused` words (a card
        played) or :meth:`move_refused` (any other move), of the seat to move, citing the first
        rule refusing it."""
        try:
            return move(state, a)
        except IllegalAction as e:
            seat, first = state.to_move, e.refusals[0]
            if a.kind != "play":
                raise self.move_refused(path, a, first, seat) from None
            raise self.refused(path, a.pretty, first, seat) from None

    def hand_fits(self, seat: int, held: int, hand: int, done: int, on_trick: bool) -> None:
        """One card goes to each trick: a hand given (``held`` cards) holds no more than the
        ``hand`` dealt less the tricks ``done`` and his card ``on_trick`` to the one under way.
        Else it is refused, naming ``hands.P<seat>``."""
        left = hand - done - on_trick
        if held > left:
            mine = " and his card to this one" if on_trick else ""
            raise self.error(
                f"hands.P{seat}",
                f"P{seat} holds {held} cards, but after {n_tricks(done)}{mine} a hand has {left}",
            )

    def raw(self, key: str, default: Any = None) -> Any:
        self.used.add(key)
        v = self.data.get(key, default)
        return default if v is None else v

    def require(self, key: str) -> Any:
        if not self.has(key):
            raise self.error(key, "is required")
        return self.raw(key)

    def text(self, key: str, default: str | None = None) -> str:
        v = self.raw(key, default) if default is not None else self.require(key)
        if not isinstance(v, str | int):
            raise self.error(key, f"expected text, got {v!r}")
        return str(v)

    def choice(self, key: str, choices: list[str], default: str | None = None) -> str:
        v = self.text(key, default)
        if v not in choices:
            raise self.error(key, f"expected one of {listed(choices, 'or')}, got {v!r}")
        return v

    def integer(
        self, key: str, lo: int, hi: int, default: int | None = None, rule: Rule | None = None
    ) -> int:
        """A whole number from ``lo`` to ``hi``; one out of that range is refused citing
        ``rule`` when one is given (the rule that sets the range, e.g. the number of players)."""
        v = self.raw(key, default) if default is not None else self.require(key)
        if isinstance(v, bool) or not isinstance(v, int):
            raise self.error(key, f"expected a whole number from {lo} to {hi}, got {v!r}")
        if not lo <= v <= hi:
            why = f"expected a whole number from {lo} to {hi}, got {v}"
            if rule is None:
                raise self.error(key, why)
            raise self.error(key, f"{why} \u2014 {rule.cite()}", [rule])
        return v

    def boolean(self, key: str, default: bool) -> bool:
        v = self.raw(key, default)
        if not isinstance(v, bool):
            raise self.error(key, f"expected true or false, got {v!r}")
        return v

    def game_options(self, game: Any) -> Any:
        """The ``variant`` and ``options`` fields, validated by the game: its option values."""
        variant = self.choice("variant", list(game.variants), game.default_variant)
        overrides = self.raw("options", {})
        if not isinstance(overrides, Mapping):
            raise self.error("options", f"expected a mapping of options, got {overrides!r}")
        try:
            return game.make_opts(variant, **overrides)
        except ValueError as e:
            raise self.error("options", str(e)) from None

    # ---- game vocabulary --------------------------------------------------------------------
    def parse_seat(self, value: Any, path: str) -> int:
        s = str(value).strip().upper()
        if s.startswith("P"):
            s = s[1:]
        if not s.isdigit() or not 0 <= int(s) < self.players:
            raise ScenarioError(
                self.source, path, f"expected a seat P0..P{self.players - 1}, got {value!r}"
            )
        return int(s)

    def seat(self, key: str, default: int | None = None) -> int:
        if not self.has(key):
            if default is None:
                raise self.error(key, "is required")
            self.used.add(key)
            return default
        return self.parse_seat(self.raw(key), self.path(key))

    def parse_card(self, value: Any, path: str) -> Card:
        try:
            return Card.parse(str(value))
        except CardParseError as e:
            raise ScenarioError(self.source, path, str(e)) from None

    def card(self, key: str) -> Card | None:
        return self.parse_card(self.raw(key), self.path(key)) if self.has(key) else None

    def cards(self, key: str) -> list[Card]:
        v = self.raw(key, [])
        if isinstance(v, str):
            v = v.replace(",", " ").split()
        if not isinstance(v, list):
            raise self.error(key, f"expected a list of cards such as [QS, 10H], got {v!r}")
        return [self.parse_card(c, f"{self.path(key)}[{i}]") for i, c in enumerate(v)]

    def suit(self, key: str) -> Suit | None:
        if not self.has(key):
            self.used.add(key)
            return None
        v = str(self.raw(key))
        try:
            return Suit.parse(v)
        except CardParseError:
            raise self.error(key, f"expected a suit (C, D, H or S), got {v!r}") from None

    def per_seat(self, key: str, parse: Callable[[Any, str], T]) -> dict[int, T]:
        v = self.raw(key, {})
        if not isinstance(v, Mapping):
            raise self.error(key, f"expected a mapping by seat such as {{P1: ...}}, got {v!r}")
        out: dict[int, T] = {}
        for k, item in v.items():
            p = f"{self.path(key)}.{k}"
            out[self.parse_seat(k, p)] = parse(item, p)
        return out

    def card_list(self, value: Any, path: str) -> list[Card]:
        if isinstance(value, str):
            value = value.replace(",", " ").split()
        if not isinstance(value, list):
            raise ScenarioError(self.source, path, f"expected a list of cards, got {value!r}")
        return [self.parse_card(c, f"{path}[{i}]") for i, c in enumerate(value)]

    def counters(self, value: Any, path: str, units: int) -> int:
        """Red counters (``4``, ``4 1/3``, ``"13/3"``) → whole units; exact or an error."""
        try:
            if isinstance(value, bool):
                raise ValueError
            if isinstance(value, int | float):
                f = Fraction(value).limit_denominator(units)
            else:
                parts = str(value).split()
                f = sum((Fraction(p) for p in parts), Fraction(0))
        except (ValueError, ZeroDivisionError):
            raise ScenarioError(
                self.source,
                path,
                f"expected a number of counters such as 4 or '4 1/3', got {value!r}",
            ) from None
        u = f * units
        if u.denominator != 1:
            raise ScenarioError(
                self.source,
                path,
                f"{value!r} is not a whole number of white counters (1 red = {units} white)",
            )
        return int(u)

    def plays(self, key: str) -> list[tuple[int, Card]]:
        v = self.raw(key, [])
        if not isinstance(v, list):
            raise self.error(key, f"expected a list of plays such as [P1 QS, P2 KS], got {v!r}")
        out = []
        for i, item in enumerate(v):
            p = f"{self.path(key)}[{i}]"
            if isinstance(item, Mapping) and len(item) == 1:
                seat_txt, card_txt = next(iter(item.items()))
            else:
                parts = str(item).replace(":", " ").split()
                if len(parts) != 2:
                    raise ScenarioError(
                        self.source, p, f"expected a play such as 'P1 QS', got {item!r}"
                    )
                seat_txt, card_txt = parts
            out.append((self.parse_seat(seat_txt, p), self.parse_card(card_txt, p)))
        return out

    def trick_list(self, key: str) -> list[list[tuple[int, Card]]]:
        """``tricks: [[P1 AS, P2 2S], ...]``: the finished tricks in order, each read as
        :meth:`plays`, a fault named ``tricks[i]`` or ``tricks[i][j]``."""
        raw = self.raw(key, [])
        if not isinstance(raw, list):
            raise self.error(key, "expected a list of tricks, each a list of plays such as [P1 AS]")
        out = []
        for i, t in enumerate(raw):
            sub = Reader({f"{key}[{i}]": t}, self.source, self.prefix)
            sub.players = self.players
            out.append(sub.plays(f"{key}[{i}]"))
        return out

    def check_unknown(self, allowed: set[str]) -> None:
        for k in self.data:
            if k not in allowed:
                raise self.error(
                    str(k), f"unknown field (expected one of {listed(sorted(allowed), 'or')})"
                )


@dataclass
class Scenario:
    """A position: the game, its state, seat names, and where it came from."""

    game: Game[Any]
    state: Any
    source: str = NO_FILE
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def names(self) -> list[str]:
        return [seat_name(i) for i in range(self.state.n)]


def from_dict(data: Any, source: str = NO_FILE, *, reachable: bool = True) -> Scenario:
    """Build a scenario from a parsed mapping (raises :class:`ScenarioError`).

    A game that can tell refuses a position no real game reaches (Linger Longer: the stock's
    size against the cards held and played): the format is public, so a user's file is checked
    however it comes in (``trickbook answer`` and ``check``, the lessons, a notebook). Only a
    caller that sets a position up by hand on purpose, knowing it does not add up, passes
    ``reachable=False`` and has it read as given."""
    if not isinstance(data, Mapping):
        raise ScenarioError(source, "", f"expected a mapping of fields, got {type(data).__name__}")
    game_id = data.get("game")
    if game_id is None:
        raise ScenarioError(source, "game", f"is required (one of {listed(REGISTRY.ids(), 'or')})")
    if str(game_id) not in REGISTRY.ids():
        raise ScenarioError(
            source, "game", f"expected one of {listed(REGISTRY.ids(), 'or')}, got {game_id!r}"
        )
    game = REGISTRY.get(str(game_id))
    reader = Reader(data, source, reachable=reachable, moves=game.move_words)
    state = game.from_scenario(reader)
    return Scenario(game=game, state=state, source=source, data=dict(data))


def load_file(path: str | Path, *, reachable: bool = True) -> Scenario:
    """Read a YAML or JSON scenario file (checked as :func:`from_dict` says; ``reachable=False``
    reads a position no game reaches as given)."""
    p = Path(path)
    try:
        text = read_source(p)
    except SourceError as e:
        raise ScenarioError(str(path), "", str(e)) from None
    try:
        data = parse_json(text) if p.suffix.lower() == ".json" else parse_yaml(text)
    except RecursionError:
        raise ScenarioError(str(path), "", "nested too deeply to read") from None
    except (json.JSONDecodeError, DuplicateKey, yaml.YAMLError) as e:
        line: int | None = None
        msg = str(e).splitlines()[0] if str(e) else type(e).__name__
        if isinstance(e, json.JSONDecodeError):
            line, msg = e.lineno, e.msg
        elif isinstance(e, yaml.YAMLError):
            line, msg = yaml_problem(e, text)
        where = f"line {line}: " if line is not None else ""
        raise ScenarioError(
            str(path), "", f"{where}not valid {'JSON' if p.suffix == '.json' else 'YAML'} ({msg})"
        ) from None
    return from_dict(data, str(path), reachable=reachable)


def answer(scn: Scenario) -> dict[str, Any]:
    """The engine's answers for the position, as JSON-ready data."""
    g, s = scn.game, scn.state
    out: dict[str, Any] = {
        "game": g.id,
        "variant": s.opts.variant,
        "phase": s.phase,
    }
    mover = g.current_player(s)
    out["to_move"] = None if mover is None or mover < 0 else seat_name(mover)
    if mover is not None and out["to_move"] is not None:
        legal = g.legal_actions(s)
        if not s.hands[mover] and not g.hands_face_down(s):
            # the mover's cards are not given: say so, rather than print an empty list, or the
            # actions that need no card (a claim, stand) as if they were all he may do (before
            # Bierspiel's "Auf" nobody has looked at his cards: no choice depends on them)
            who = seat_name(mover)
            if s.phase == "play":
                what = f"which cards {who} may play is unknown"
            elif legal:
                what = f"any choice of {who}'s that depends on his cards is left out"
            else:
                what = f"what {who} may do is unknown"
            out["hand_unknown"] = f"{who}'s hand is not given, so {what} (give hands.{who})"
        if legal or s.hands[mover]:
            out["legal"] = [action_text(a) for a in legal]
            out["illegal"] = [
                r.as_dict() | {"action": action_text(r.action)} for r in g.refusals(s)
            ]
    info = g.last_trick_info(s)
    if info is not None:
        out["trick_winner"] = info
    if g.is_over(s):
        out["settlement"] = g.settlement_json(s)
        st = g.settlement(s)
        if st is not None and st.notes:  # what did not change hands, and the rule (every game)
            out["settlement"]["notes"] = [{"text": n.text, "rule": n.rule} for n in st.notes]
    return out


def action_text(a: Any) -> str:
    return a.card.code if a.kind == "play" and a.card is not None else str(a)
