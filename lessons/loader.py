"""Lesson files: their schema and loader (data in, :class:`Lesson` out; no UI imports).

A lesson is a YAML file ``lessons/<game>.yaml``::

    game: loo                      # a registered game id
    variant: foster1897            # the reading the lesson teaches (default: the game's default)
    title: Three-card Loo
    intro: Loo is a pool game ...  # markdown
    steps:                         # in teaching order, one idea each
      - id: follow_head            # unique in the file
        title: Follow suit and head the trick
        text: P1 leads the Q♠ ...  # short plain second-person prose (markdown)
        source: {seed: "002", quote: "verbatim passage of the seed"}
                                   # or {seed: "RULES.md", quote: ...}: a product decision,
                                   # quoting a RULES.md rule the game's engine cites;
                                   # optional note: how the passage bears on this game, shown
                                   # under the quote (a passage of another game's section
                                   # says why it holds here), then the note of the engine
                                   # rule quoting the very passage, if any
        scenario: {...}            # optional: a position, in the format of docs/scenarios.md
        show: legal                # optional: legal | trick_winner | settlement | declare | cards
                                   # (legal: the moves the rules allow, a card to play and
                                   # any other move on offer such as rob 7♦ or close;
                                   # declare: the declarations, or the actions beyond a
                                   # play such as exchange / close / claim, on offer;
                                   # cards: the cards only, for a step about them and not
                                   # a move: no turn, no duties at this trick)
        variant: lesson_000        # optional: this step shows another reading of the rules
        chapter: Playing to a trick  # optional: starts a chapter; later steps stay in it
        teaches: [loo.follow_suit] # optional: engine rules this step teaches beyond the one
                                   # quoting its passage (a wrong answer citing one links here;
                                   # tasks offer the moves they allow from here on)
    quiz:                          # curated questions (engine.quiz.Question)
      - id: q_cannot_head
        kind: legal_cards          # one of the game's quiz_kinds or lesson_kinds (engine.quiz)
        prompt: You are P2. Which cards may you play?
        step: follow_head          # the step it tests
        about: P1                  # optional: the player a card_points question asks about
        scenario: {...}
        expect: [3S, 8S]           # optional: the author's answer, checked against the engine

``expect`` is written the way a learner answers (:func:`engine.quiz.parse_response`): cards for
``legal_cards``, a seat for ``trick_winner``, declarations for ``declare``, and for
``settlement`` each player's net gain (+) or payment (−) in red counters plus ``pool``, the next
pool before the next dealer's ante. A scenario without a ``variant`` takes its step's variant,
else the lesson's.

:func:`check_path` also holds every picture to its text (:mod:`lessons.checks`): the cards the
text names are drawn, a player to move holds cards, a step about an action shows it, and the
Learn page's sentences agree.

Every problem is one line naming the file, the field path and what was expected, e.g.
``lessons/loo.yaml: steps[3].scenario.hands.P2[1]: not a card: 'ZZ' (...)``;
:func:`check_path` lists them all, :func:`load_file` raises :class:`LessonError` on the first.
"""

from __future__ import annotations

import dataclasses
import re
import shlex
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.quiz import AnswerFormatError, Question, lesson_kinds_for, parse_response
from engine.rules import SEED_FILES, Rule, normalise, quote_in_seed
from engine.scenario import (
    MAX_FILE_BYTES,
    MAX_MESSAGE,
    Scenario,
    ScenarioError,
    SourceError,
    answer,
    from_dict,
    parse_yaml,
    read_source,
    yaml_problem,
)
from lessons.checks import check_lesson
from lessons.unreadable import TOP_KEY, sniff, unreadable

LESSONS_DIR = Path(__file__).resolve().parent
SHOWS = ("legal", "trick_winner", "settlement", "declare", "cards")
LESSON_FIELDS = ("game", "variant", "title", "intro", "steps", "quiz")
STEP_FIELDS = ("id", "title", "text", "source", "scenario", "show", "variant", "chapter", "teaches")
SOURCE_FIELDS = ("seed", "quote", "note")
QUESTION_FIELDS = ("id", "kind", "prompt", "scenario", "step", "expect", "about")
RULES_MD = "RULES.md"  # product decisions beyond the seeds (../shared/RULES.md)
_ID = re.compile(r"^[a-z][a-z0-9_-]*$")


class LessonError(ValueError):
    """A lesson file that cannot be used; the message is one line: ``FILE: field: problem``."""

    def __init__(self, message: str, errors: list[str] | None = None) -> None:
        super().__init__(message)
        self.errors = errors if errors is not None else [message]


@dataclass(frozen=True)
class Step:
    """One idea: prose, the seed passage it teaches (as a :class:`Rule`), maybe a position."""

    id: str
    title: str
    text: str
    rule: Rule
    scenario: Scenario | None = None
    show: str | None = None
    variant: str | None = None
    chapter: str = ""  # the chapter it belongs to ("" in a lesson without chapters)
    # engine rule ids the step teaches, as the lesson declares them (``teaches:``): a wrong
    # answer citing one links this step (ui.mastery.teaching_step)
    teaches: tuple[str, ...] = ()

    @property
    def seed(self) -> str:
        return self.rule.seed

    @property
    def quote(self) -> str:
        return self.rule.quote

    @property
    def seed_file(self) -> str:
        return SEED_FILES.get(self.rule.seed, self.rule.seed)

    def cite(self) -> str:
        """``seed 002: “quote”``."""
        return self.rule.cite()

    def answer(self) -> dict[str, Any] | None:
        """The engine's answers for the step's position (``trickbook answer`` JSON)."""
        return None if self.scenario is None else answer(self.scenario)


@dataclass(frozen=True)
class Lesson:
    game: str
    variant: str
    title: str
    intro: str
    steps: tuple[Step, ...]
    quiz: tuple[Question, ...]
    path: str

    def step(self, step_id: str) -> Step:
        for s in self.steps:
            if s.id == step_id:
                return s
        raise KeyError(f"{self.path}: no step {step_id!r}")

    def index(self, step_id: str) -> int:
        return self.steps.index(self.step(step_id))

    def questions(self, step_id: str | None = None) -> list[Question]:
        """Curated questions, in file order (only those testing ``step_id`` if given; a
        :class:`LessonError` naming the lesson's steps if it has no step ``step_id``)."""
        if step_id is not None and all(s.id != step_id for s in self.steps):
            raise LessonError(
                f"{self.path}: no step {step_id!r} (steps with questions: {self._asked()})"
            )
        return [q for q in self.quiz if step_id is None or q.step == step_id]

    def question(self, question_id: str | None = None, step: str | None = None) -> Question:
        """One curated question: by its id, or the first testing ``step``. Not there (an id
        misspelt in a notebook cell), a :class:`LessonError` naming what there is, where a
        ``next(...)`` over the quiz stopped with a bare StopIteration.

        >>> from lessons import load
        >>> load("napoleon").question("q_may_bid").kind
        'declare'
        >>> load("napoleon").question("q_may_bd")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        lessons.loader.LessonError: lessons/napoleon.yaml: no question 'q_may_bd' (its questions: q_may_bid, ...)
        """
        if step is not None:
            found = self.questions(step)
            if not found:
                raise LessonError(
                    f"{self.path}: step {step!r} has no question "
                    f"(steps with questions: {self._asked()})"
                )
            return found[0]
        for q in self.quiz:
            if q.id == question_id:
                return q
        ids = ", ".join(q.id for q in self.quiz)
        raise LessonError(f"{self.path}: no question {question_id!r} (its questions: {ids})")

    def _asked(self) -> str:
        """The steps that curated questions test, in the lesson's order."""
        return ", ".join(s.id for s in self.steps if any(q.step == s.id for q in self.quiz))

    def readings(self) -> list[str]:
        """The variants the lesson shows: its own first, then those of its other-reading steps."""
        out = [self.variant]
        for s in self.steps:
            if s.variant and s.variant not in out:
                out.append(s.variant)
        return out


def _read_text(path: Path, shown: str) -> str:
    try:
        return read_source(path)
    except SourceError as e:
        raise LessonError(unreadable(shown, sniff(path), str(e))) from None


def _read_yaml(text: str, shown: str) -> Any:
    try:
        return parse_yaml(text)
    except RecursionError:
        raise LessonError(f"{shown}: nested too deeply to read") from None
    except yaml.YAMLError as e:
        line, problem = yaml_problem(e, text)
        where = f"line {line}: " if line is not None else ""
        raise LessonError(unreadable(shown, text, f"not valid YAML ({where}{problem})")) from None


def _display(path: Path) -> str:
    """The path as the learner's project sees it (``lessons/loo.yaml``) where possible."""
    try:
        return str(path.resolve().relative_to(LESSONS_DIR.parent))
    except ValueError:
        return str(path)


# ---- the checker: collects every problem with its field path ---------------------------------
class _Checker:
    def __init__(self, shown: str) -> None:
        self.shown = shown
        self.errors: list[str] = []

    def error(self, field: str, message: str) -> None:
        if len(message) > MAX_MESSAGE:  # a huge value quoted back is cut short, as for scenarios
            message = message[:MAX_MESSAGE] + "…"
        self.errors.append(
            f"{self.shown}: {field}: {message}" if field else f"{self.shown}: {message}"
        )

    def unknown(self, data: Mapping[Any, Any], allowed: tuple[str, ...], prefix: str) -> None:
        for k in data:
            if k not in allowed:
                self.error(
                    f"{prefix}{k}", f"unknown field (expected one of {', '.join(sorted(allowed))})"
                )

    def text(
        self, data: Mapping[Any, Any], key: str, field: str, required: bool = True
    ) -> str | None:
        v = data.get(key)
        if v is None:
            if required:
                self.error(field, "is required (text)")
            return None
        if not isinstance(v, str) or not v.strip():
            self.error(field, f"expected text, got {v!r}")
            return None
        return v.strip()

    def ident(self, data: Mapping[Any, Any], key: str, field: str) -> str | None:
        v = self.text(data, key, field)
        if v is not None and not _ID.match(v):
            self.error(field, f"expected an id of lower-case letters, digits, _ and -, got {v!r}")
            return None
        return v

    def rule_ids(self, data: Mapping[Any, Any], key: str, field: str, game: Any) -> tuple[str, ...]:
        """An optional list of the game's rule ids (a step's ``teaches``)."""
        v = data.get(key)
        if v is None:
            return ()
        if not isinstance(v, list) or not v:
            self.error(
                field, f"expected a list of rule ids (e.g. [{game.id}.follow_suit]), got {v!r}"
            )
            return ()
        book = {r.id for r in game.rules}
        wrong = [x for x in v if x not in book]
        for x in wrong:
            self.error(field, f"not a rule of {game.id}: {x!r}")
        return tuple(dict.fromkeys(str(x) for x in v if x in book))

    def choice(
        self,
        data: Mapping[Any, Any],
        key: str,
        field: str,
        choices: tuple[str, ...],
        required: bool,
    ) -> str | None:
        v = data.get(key)
        if v is None:
            if required:
                self.error(field, f"is required (one of {', '.join(choices)})")
            return None
        if v not in choices:
            self.error(field, f"expected one of {', '.join(choices)}, got {v!r}")
            return None
        return str(v)

    def scenario(self, data: Any, field: str, variant: str | None) -> Scenario | None:
        if not isinstance(data, Mapping):
            self.error(field, f"expected a scenario mapping (docs/scenarios.md), got {data!r}")
            return None
        d = dict(data)
        if variant is not None:
            if d.get("variant") is None:
                d["variant"] = variant
            elif d["variant"] != variant:
                self.error(
                    f"{field}.variant",
                    f"expected {variant!r} (the step's variant), got {d['variant']!r}",
                )
                return None
        try:
            return from_dict(d, self.shown)
        except ScenarioError as e:
            self.error(f"{field}.{e.path}" if e.path else field, e.detail)
        except (ValueError, KeyError, TypeError) as e:
            self.error(field, f"cannot build the position ({e})")
        return None

    def source(
        self, data: Any, field: str, rule_id: str, statement: str, game: Any = None
    ) -> Rule | None:
        if data is None:
            self.error(field, 'is required ({seed: "002", quote: "verbatim passage"})')
            return None
        if not isinstance(data, Mapping):
            self.error(field, f'expected {{seed: "002", quote: "..."}}, got {data!r}')
            return None
        self.unknown(data, SOURCE_FIELDS, f"{field}.")
        seed = data.get("seed")
        if isinstance(seed, int) and not isinstance(seed, bool):
            seed = f"{seed:03d}"  # an unquoted 002 reads as the number 2
        decisions = [r for r in (game.rules if game is not None else ()) if r.seed == RULES_MD]
        # a mapping or a list as the seed is not hashable: type first, then membership
        if not isinstance(seed, str) or (
            seed not in SEED_FILES and not (seed == RULES_MD and decisions)
        ):
            also = f" or {RULES_MD}" if decisions else ""
            self.error(
                f"{field}.seed",
                f"expected one of {', '.join(SEED_FILES)} (quoted){also}, got {data.get('seed')!r}",
            )
            return None
        quote = data.get("quote")
        if quote is None:
            self.error(f"{field}.quote", f"is required (a verbatim passage of seed {seed})")
            return None
        if not isinstance(quote, str) or not quote.strip():
            self.error(f"{field}.quote", f"expected text, got {quote!r}")
            return None
        rule = Rule(rule_id, statement, str(seed), quote.strip())
        note = self.text(data, "note", f"{field}.note", required=False)
        if note is not None:
            rule = dataclasses.replace(rule, note=" ".join(note.split()))
        if seed == RULES_MD:
            # a decision is cited as the engine cites it: the quote must be (part of) the quote
            # of one of the game's RULES.md rules, which the engine's tests keep in step
            cited = [r for r in decisions if normalise(rule.quote) in normalise(r.quote)]
            if not cited:
                self.error(
                    f"{field}.quote",
                    f"not a RULES.md decision the engine cites (see the {RULES_MD} rules of "
                    f"{game.id}): {_quoted(rule.quote)}",
                )
                return None
            # ... and by the outside source the engine names for it (Peel, the Britannica),
            # where its decisions quoting these words agree on one
            urls = {r.url for r in cited}
            return dataclasses.replace(rule, url=urls.pop()) if len(urls) == 1 else rule
        if not quote_in_seed(rule):
            self.error(
                f"{field}.quote",
                f"not found in seed {seed} ({SEED_FILES[str(seed)]}): {_quoted(rule.quote)}",
            )
            return None
        return rule


def _quoted(words: str) -> str:
    """The lesson's own words in quotes, as a source's are (its colons its own, not the
    sentence's), cut short after 57 characters (an inner quote the cut leaves open closed)."""
    short = words if len(words) <= 60 else words[:57] + "\u2026"
    return "\u201c" + short + "\u201d" * (short.count("\u201c") - short.count("\u201d") + 1)


def quoted_note(rule: Rule, teaches: Iterable[str], game: Any) -> Rule:
    """A step's ``rule`` with the note of the engine rule that quotes its very passage after
    its source's own note (either may be missing): the step shows under its quote what the rule
    shows wherever it is cited (Sixty-Six's "Cards won in tricks are counted as follows:" ended
    at the colon on Learn while the rule gave the table after it). Rules that are the engine's
    bookkeeping (:attr:`Rule.guard`) are left out; of several rules quoting the passage, the
    ones the step declares (``teaches``); none where they still disagree, which
    :func:`lessons.checks.note_problems` reports (Bierspiel's crosses declare their rule, not
    the one of no general rams that quotes the same passage with a note of its own)."""
    if game is None:
        return rule
    said = normalise(rule.quote)
    quoting = [
        r for r in game.rules if r.seed == rule.seed and not r.guard and normalise(r.quote) == said
    ]
    notes = {r.note for r in ([r for r in quoting if r.id in teaches] or quoting)}
    if len(notes) != 1 or not (found := notes.pop()) or found in rule.note:
        return rule
    return dataclasses.replace(rule, note=f"{rule.note} {found}".strip())


def _shows(scn: Scenario, show: str) -> str | None:
    """Why the position cannot show ``show`` (None when it can)."""
    g, s = scn.game, scn.state
    mover = g.current_player(s)
    phase = s.phase
    if show == "legal":  # a step's moves: a card to play, or robbing before the first lead
        if mover is None or mover < 0 or not g.legal_actions(s):
            return f"a position with a player to move and a move on offer (phase {phase!r})"
    elif show in ("legal_cards", "may_act", "should_claim"):
        if phase != "play" or mover is None or mover < 0:
            return f"a position in play with a player to move (this one is in phase {phase!r})"
    elif show == "declare":
        # a declaring phase (Loo), or a turn where an action beyond a play is on offer
        # (Sixty-Six's exchange, close, claim)
        words = g.declaration_words
        if phase != "declare" and not (
            mover is not None and mover >= 0 and any(a.kind in words for a in g.legal_actions(s))
        ):
            return (
                "a position in the declaring phase or with an action on offer "
                f"({', '.join(words) or 'none'}; this one is in phase {phase!r})"
            )
    elif show == "trick_winner":
        if g.last_trick_info(s) is None:
            return "a position whose last trick is complete (give every card of it in 'trick')"
    elif show in ("settlement", "game_points") and not g.is_over(s):
        return f"a position whose deal is over (this one is in phase {phase!r})"
    return None


def _parse(data: Any, shown: str, ck: _Checker) -> Lesson | None:
    if not isinstance(data, Mapping):
        ck.error(
            "",
            f"expected a lesson (a mapping with {', '.join(LESSON_FIELDS)}), got "
            f"{type(data).__name__}",
        )
        return None
    ck.unknown(data, LESSON_FIELDS, "")
    game_id = data.get("game")
    if game_id not in REGISTRY.ids():
        ck.error("game", f"expected one of {', '.join(REGISTRY.ids())}, got {game_id!r}")
        return None
    game = REGISTRY.get(str(game_id))
    variants = tuple(game.variants)
    lesson_variant = ck.choice(data, "variant", "variant", variants, False) or game.default_variant
    title = ck.text(data, "title", "title")
    intro = ck.text(data, "intro", "intro")

    steps: list[Step] = []
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        ck.error("steps", f"expected a list of steps, got {raw_steps!r}")
        raw_steps = []
    ids: set[str] = set()
    chapter = ""  # a chapter runs from the step that names it to the next one named
    chapters_done: set[str] = set()
    for i, st in enumerate(raw_steps):
        f = f"steps[{i}]"
        if not isinstance(st, Mapping):
            ck.error(f, f"expected a step (a mapping with id, title, text, source), got {st!r}")
            continue
        ck.unknown(st, STEP_FIELDS, f"{f}.")
        sid = ck.ident(st, "id", f"{f}.id")
        if sid is not None:
            if sid in ids:
                ck.error(f"{f}.id", f"duplicate step id {sid!r}")
            ids.add(sid)
        stitle = ck.text(st, "title", f"{f}.title")
        stext = ck.text(st, "text", f"{f}.text")
        svariant = ck.choice(st, "variant", f"{f}.variant", variants, False)
        rule = ck.source(
            st.get("source"), f"{f}.source", f"{game.id}.lesson.{sid or i}", stitle or "", game
        )
        show = ck.choice(st, "show", f"{f}.show", SHOWS, False)
        scn = None
        if st.get("scenario") is not None:
            scn = ck.scenario(st["scenario"], f"{f}.scenario", svariant or lesson_variant)
        elif show is not None:
            ck.error(f"{f}.show", f"needs a scenario to show {show!r}")
        if scn is not None and show is not None:
            why = _shows(scn, show)
            if why:
                ck.error(f"{f}.show", f"{show!r} needs {why}")
        named = ck.text(st, "chapter", f"{f}.chapter", required=False)
        if named is not None and named != chapter:
            if named in chapters_done:
                ck.error(
                    f"{f}.chapter",
                    f"{_quoted(named)} ended before: keep a chapter's steps together",
                )
            chapters_done.add(chapter)
            chapter = named
        teaches = ck.rule_ids(st, "teaches", f"{f}.teaches", game)
        if rule is not None:
            rule = quoted_note(rule, teaches, game)
        if sid and stitle and stext and rule is not None:
            steps.append(Step(sid, stitle, stext, rule, scn, show, svariant, chapter, teaches))

    quiz: list[Question] = []
    raw_quiz = data.get("quiz", [])
    if not isinstance(raw_quiz, list):
        ck.error("quiz", f"expected a list of questions, got {raw_quiz!r}")
        raw_quiz = []
    step_variant = {s.id: s.variant for s in steps}
    qids: set[str] = set()
    for i, q in enumerate(raw_quiz):
        f = f"quiz[{i}]"
        if not isinstance(q, Mapping):
            ck.error(
                f,
                f"expected a question (a mapping with id, kind, prompt, step, scenario), got {q!r}",
            )
            continue
        ck.unknown(q, QUESTION_FIELDS, f"{f}.")
        qid = ck.ident(q, "id", f"{f}.id")
        if qid is not None:
            if qid in qids:
                ck.error(f"{f}.id", f"duplicate question id {qid!r}")
            qids.add(qid)
        kind = ck.choice(q, "kind", f"{f}.kind", lesson_kinds_for(game), True)
        prompt = ck.text(q, "prompt", f"{f}.prompt")
        step_id = ck.ident(q, "step", f"{f}.step")
        if step_id is not None and step_id not in ids:
            ck.error(f"{f}.step", f"expected the id of a step in this lesson, got {step_id!r}")
            step_id = None
        scn = None
        if q.get("scenario") is None:
            ck.error(f"{f}.scenario", "is required (the position the question asks about)")
        else:
            var = step_variant.get(step_id or "") or lesson_variant
            scn = ck.scenario(q["scenario"], f"{f}.scenario", var)
        if scn is None or kind is None or not qid or not prompt or step_id is None:
            continue
        why = _shows(scn, kind)
        if why:
            ck.error(f"{f}.kind", f"{kind!r} needs {why}")
            continue
        about = None
        if q.get("about") is not None:
            n = scn.state.n
            text = str(q["about"]).strip().upper().removeprefix("P")
            if not text.isdigit() or not 0 <= int(text) < n:
                ck.error(f"{f}.about", f"expected a seat P0..P{n - 1}, got {q['about']!r}")
                continue
            about = int(text)
        question = Question(
            id=qid, kind=kind, prompt=prompt, scenario=scn, step=step_id, about=about
        )
        if kind == "card_points" and question.seat is None:
            ck.error(f"{f}.about", "is required: which player's tricks should be counted?")
            continue
        if q.get("expect") is not None:
            try:
                question.expect = parse_response(question, q["expect"])
            except AnswerFormatError as e:
                ck.error(f"{f}.expect", str(e))
                continue
            listed = q["expect"] if isinstance(q["expect"], list) else []
            if len(listed) != len(set(map(str, listed))):  # a set answer names each once
                ck.error(f"{f}.expect", f"names an item twice: {listed!r}")
                continue
        quiz.append(question)

    if ck.errors or title is None or intro is None:
        return None
    return Lesson(
        game=game.id,
        variant=lesson_variant,
        title=title,
        intro=intro,
        steps=tuple(steps),
        quiz=tuple(quiz),
        path=shown,
    )


# ---- public API ----------------------------------------------------------------------------------
# Lessons read, by file (its path, and its name as shown in messages) -> (its bytes, the Lesson).
# Reading and checking a lesson costs 10-85 ms of CPU (its YAML, every scenario, every quote
# against its seed; the nesting pre-scan alone a few ms); its bytes cost some microseconds. A
# file whose bytes are unchanged gives the same Lesson again; a changed or malformed one is read
# afresh (only sound lessons are kept). A Lesson is shared, as the app's cache already shares it
# between learners: read-only.
_LOADED: dict[tuple[str, str], tuple[bytes, Lesson]] = {}
_LOADED_MAX = 64  # files (the lessons, and a test's lessons written to its temporary folder)
_LOADED_LOCK = threading.Lock()


def _bytes_of(path: Path) -> bytes | None:
    """The file's bytes, to compare with those of a lesson read before (None if unreadable or
    too big: then it is read as a new file, and its problem told)."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            return None
        return path.read_bytes()
    except OSError:
        return None


def load_file(path: str | Path) -> Lesson:
    """Read and check one lesson file; raise :class:`LessonError` (one line) if it is malformed.

    A file read before whose text is unchanged gives the same :class:`Lesson` (read-only) again.

    >>> lesson = load_file(LESSONS_DIR / "loo.yaml")
    >>> lesson.game, lesson.steps[0].id, lesson.steps[0].seed
    ('loo', 'deal', '002')
    """
    p = Path(path)
    shown = _display(p)
    key = (str(p.resolve()), shown)
    known = _LOADED.get(key)
    if known is not None and known[0] == _bytes_of(p):
        return known[1]
    text = _read_text(p, shown)
    data = _read_yaml(text, shown)
    ck = _Checker(shown)
    lesson = _parse(data, shown, ck)
    if lesson is None:
        first = ck.errors[0] if ck.errors else f"{shown}: not a lesson"
        more = len(ck.errors) - 1
        # the command that lists them all, for this file: as given if relative (so it runs
        # where the user is), else as shown; quoted where the shell would split it
        given = shlex.quote(shown if p.is_absolute() else str(p))
        msg = first + (
            f" (and {more} more problem{'s' if more > 1 else ''}: run `trickbook check {given}`)"
            if more > 0
            else ""
        )
        raise LessonError(msg, ck.errors)
    with _LOADED_LOCK:  # (the app's sessions run in threads)
        _LOADED.pop(key, None)  # (re-inserted last: the oldest file read goes first)
        _LOADED[key] = (text.encode("utf-8"), lesson)  # (the bytes the text was read from)
        while len(_LOADED) > _LOADED_MAX:
            del _LOADED[next(iter(_LOADED))]
    return lesson


def load(game_id: str, variant: str | None = None) -> Lesson:
    """The lesson for a game (``lessons/<game>.yaml``), presented in ``variant``'s reading.

    ``variant`` must be one of the game's variants; it becomes ``lesson.variant`` (the reading
    the learner chose) while the steps keep their own readings.
    """
    path = LESSONS_DIR / f"{game_id}.yaml"
    if not path.exists():
        raise LessonError(
            f"lessons: no lesson for {game_id!r} (lessons exist for: "
            f"{', '.join(available()) or 'none'})"
        )
    lesson = load_file(path)
    if variant is None or variant == lesson.variant:
        return lesson
    variants = list(REGISTRY.get(lesson.game).variants)
    if variant not in variants:
        raise LessonError(
            f"{lesson.path}: variant: expected one of {', '.join(variants)}, got {variant!r}"
        )
    return dataclasses.replace(lesson, variant=variant)


def available() -> list[str]:
    """Game ids that have a lesson, in the registry's order."""
    return [g for g in REGISTRY.ids() if (LESSONS_DIR / f"{g}.yaml").exists()]


LESSON_ONLY = ("intro", "steps", "quiz")  # fields no scenario has


def is_lesson_file(path: str | Path) -> bool:
    """True for a lesson, False for a scenario file: a lesson has a field only lessons have
    (``intro``, ``steps``, ``quiz``), or a ``title`` among nothing but lesson fields (a lesson
    begun). A scenario may carry a ``title`` too, beside its position (``players``, ``hands``):
    that makes it no lesson (docs/examples/spoil_five_*.yaml). A file that cannot be read is
    judged by the fields at its left margin (so that its problem is told as a lesson's), and
    in ``lessons/`` is a lesson."""
    p = Path(path)
    if p.suffix.lower() not in (".yaml", ".yml"):
        return False
    try:
        data = parse_yaml(read_source(p))
    except (SourceError, yaml.YAMLError, RecursionError):
        keys = {m.group(1) for m in map(TOP_KEY.match, sniff(p).split("\n")) if m}
        return p.parent.resolve() == LESSONS_DIR or _lesson_fields(keys)
    return isinstance(data, Mapping) and _lesson_fields(data)


def _lesson_fields(keys: Iterable[Any]) -> bool:
    keys = set(keys)
    return bool(keys & set(LESSON_ONLY)) or ("title" in keys and keys <= set(LESSON_FIELDS))


def check_expectations(lesson: Lesson) -> list[str]:
    """Each curated ``expect`` that differs from the engine's answer, one line each."""
    out = []
    for i, q in enumerate(lesson.quiz):
        if q.expect is None:
            continue
        got = q.solve()
        if got != q.expect:
            out.append(
                f"{lesson.path}: quiz[{i}].expect: the engine answers "
                f"{_answer_text(q, got)!r}, the lesson says {_answer_text(q, q.expect)!r}"
            )
    return out


def _answer_text(q: Question, ans: Any) -> str:
    from engine.quiz import answer_text

    try:
        return answer_text(q, ans)
    except StopIteration:  # a trick-winner answer naming a seat outside the trick
        return str(ans)


def check_path(path: str | Path) -> list[str]:
    """Every problem in a lesson file, or in every lesson file under a folder, one line each.

    Checks the schema, the quotes against the seeds, the scenarios, every ``expect`` against
    the engine, and every picture against its text (:mod:`lessons.checks`). An empty list means
    the lessons are sound.
    """
    p = Path(path)
    if p.is_dir():
        files = sorted(
            f for f in p.rglob("*") if f.suffix.lower() in (".yaml", ".yml") and is_lesson_file(f)
        )
        return [e for f in files for e in check_path(f)]
    if not p.exists():
        return [f"{p}: no such file or folder"]
    try:
        lesson = load_file(p)
    except LessonError as e:
        return e.errors
    return check_expectations(lesson) + check_lesson(lesson)
