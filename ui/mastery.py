"""Spaced review, rule by rule (issue 12): what the learner knows of each rule the engine enforces.

Every quiz or Review answer and every action Play refuses is *evidence* about the rules it
touches (the rules the engine's feedback cites, :class:`engine.quiz.Feedback`.rules, or the
rule of each :class:`engine.game.Refusal`). Each (learner, game, rule) has a card of the `fsrs`
package (the Free Spaced Repetition Scheduler): a right answer reviews *Good* each rule it
touches that some answer to its question could show known or not (``Feedback.kept``,
:func:`engine.quiz_evidence.judgeable`); a wrong one reviews *Again* the rules it missed (``Feedback.missed``: a card ticked that
a rule refuses, that rule) and *Good* those it shows he got right (``Feedback.kept``: a rule
behind a part of the answer he got right because of it), and leaves the rest it cites alone:
the answer shows nothing of them (:meth:`RuleMemory.record_check`); a refusal is *Again* on the
rules refusing. The scheduler says when each is due again. We schedule nothing ourselves.

- **mastered**: the card's stability is at least :data:`MASTERED_DAYS` (FSRS's stability is the
  time after which recall falls to 90%, so the learner should still know it a week from now);
- **due**: the scheduler's due time has come;
- **learning**: met, neither due nor mastered;
- **never met**: a rule in the game's rule book with no evidence yet.

The rows live in the progress store's ``rule_evidence`` and ``rule_cards`` tables
(:data:`ui.progress.RULE_SCHEMA`); :func:`migrate` carries the answers of a database from before
issue 12 over to evidence about their rules, once. Questions for the Review page come from
:func:`question_for` (curated questions first, then generated practice). Everything works over
the game registry and the declared protocol, so a new game is reviewed with no edit here.
No Streamlit in this module: the Review page, the tests and ``bench/learner_week.py`` share it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache, cached_property
from typing import Any

from fsrs import Card, Rating, Scheduler, State

import engine.games  # noqa: F401  (registers the games)
from engine.cards import listed
from engine.game import REGISTRY, Game, Refusal
from engine.quiz import Feedback, Question, explanation, lesson_kinds_for, practice
from engine.quiz_evidence import judgeable
from lessons import LessonError, Step, load
from lessons.teaching import teaching_steps
from ui.judged import evidence
from ui.progress import Progress

MASTERED_DAYS = 7.0

# Fuzzing off: the same answers give the same schedule, so a seeded learner's week (and a test)
# is reproducible. Default FSRS-6 parameters and 90% desired retention.
SCHEDULER = Scheduler(enable_fuzzing=False)

SOURCES = ("quiz", "review", "play", "earlier")  # earlier: an answer carried over by migrate()
_MIGRATED = "rule_evidence_from_answers"  # settings key: the migration has run on this file
_DAY = 86400.0


def rule_ids(game: Game[Any]) -> list[str]:
    """The ids of the rules the game's engine enforces (its rule book), in book order."""
    return [r.id for r in game.rules]


def _books() -> dict[str, set[str]]:
    """Every registered game's rule ids, by game: the rules a rule card may stand for."""
    return {g.id: set(rule_ids(g)) for g in REGISTRY}


def _dt(at: float) -> datetime:
    return datetime.fromtimestamp(at, UTC)


def review(card: Card | None, correct: bool, at: float) -> Card:
    """The card after one piece of evidence (a new card for a rule met for the first time)."""
    card = card if card is not None else Card(card_id=1, due=_dt(at))
    rating = Rating.Good if correct else Rating.Again
    reviewed, _ = SCHEDULER.review_card(card, rating, _dt(at))
    return reviewed


def status(card: Card | None, now: float) -> str:
    """``never``, ``due``, ``mastered`` or ``learning`` (see the module's docstring)."""
    if card is None:
        return "never"
    if card.due.timestamp() <= now:
        return "due"
    if card.state == State.Review and (card.stability or 0.0) >= MASTERED_DAYS:
        return "mastered"
    return "learning"


@dataclass(frozen=True)
class RuleRow:
    rule: str
    statement: str
    status: str
    due: float | None  # epoch seconds; None for a rule never met
    seen: int  # pieces of evidence
    wrong: int


@dataclass(frozen=True)
class DueRule:
    game: str
    rule: str
    due: float


@dataclass(frozen=True)
class Summary:
    """One game's rules for one learner, by status."""

    rows: tuple[RuleRow, ...]

    def of(self, state: str) -> list[RuleRow]:
        return [r for r in self.rows if r.status == state]

    @property
    def counts(self) -> dict[str, int]:
        return {s: len(self.of(s)) for s in ("mastered", "due", "learning", "never")}


_EVIDENCE_SQL = "INSERT INTO rule_evidence VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
_CARD_SQL = "SELECT card FROM rule_cards WHERE learner = ? AND game = ? AND rule = ?"
_SAVE_CARD_SQL = "INSERT OR REPLACE INTO rule_cards VALUES (?, ?, ?, ?, ?, ?)"


class RuleMemory:
    """The rule cards of every learner, kept in a :class:`ui.progress.Progress` store."""

    def __init__(self, store: Progress) -> None:
        self.store = store

    # ---- writing ----------------------------------------------------------------------------
    def record(
        self,
        learner: str,
        game: str,
        rules: Iterable[str],
        correct: bool,
        source: str,
        question: str,
        answer: int | None = None,
        at: float | None = None,
        missed: Iterable[str] = (),
        kept: Iterable[str] | None = None,
    ) -> None:
        """One answer (or refusal) as evidence about the rules it touches (each once), as
        :func:`ui.judged.evidence` reads it and the pages say it: right on those ``kept`` (of a
        right answer, the rules its question can judge; where None, every rule touched); for a
        wrong one, wrong on the rules ``missed`` (on each where it names none: a
        refusal, a caller with no feedback) and right on those it shows right, ``kept`` (where
        None, every other rule touched); no evidence on a rule it shows nothing of."""
        if source not in SOURCES:
            raise ValueError(f"evidence source {source!r}: expected one of {listed(SOURCES, 'or')}")
        at = time.time() if at is None else at
        missed = list(missed)
        touched = list(dict.fromkeys([*rules, *missed]))
        judged = evidence(correct, touched, missed, kept)
        # read-then-write: the write lock first, so two tabs cannot both review the same card
        with self.store._db(write=True) as db:
            for rule, ok in judged.items():
                db.execute(
                    _EVIDENCE_SQL, (learner, game, rule, int(ok), source, question, answer, at)
                )
                row = db.execute(_CARD_SQL, (learner, game, rule)).fetchone()
                card = review(None if row is None else Card.from_json(row[0]), ok, at)
                db.execute(
                    _SAVE_CARD_SQL,
                    (learner, game, rule, card.to_json(), card.due.timestamp(), at),
                )

    def record_answer(
        self,
        learner: str,
        question: Question,
        rules: Iterable[str],
        correct: bool,
        source: str,
        answer: int | None = None,
        at: float | None = None,
        missed: Iterable[str] = (),
        kept: Iterable[str] | None = None,
    ) -> None:
        """A quiz or Review answer: evidence about the rules its feedback cites (the ids of
        ``Feedback.rules``). Those hold every rule the question touches (:func:`question_rules`):
        ``check`` works them out from the same explanation, with the answer (tests/app/
        test_rules_recorded_once.py), so a Check works the explanation out once. A caller
        with no feedback (a bench, a test's evidence) gives none: the question's own, then.
        ``missed``: of a wrong answer, the rules it got wrong; ``kept``, those it shows right
        (:meth:`record`; ``Feedback.kept``). Where a caller gives none, those of the rules
        touched that some answer to the question could show known or not
        (:func:`engine.quiz_evidence.judgeable`, as ``Feedback.kept`` of a right answer and
        Review's choice of a question read it): a right answer is *Good* on no rule its
        question cannot judge."""
        touched = list(rules) or list(question_rules(question))
        missed = list(missed)
        if kept is None:
            book = question.game.rules
            cited = [book[r] for r in dict.fromkeys([*touched, *missed]) if r in book]
            kept = [r.id for r in judgeable(question, cited)]
        self.record(
            learner,
            question.game.id,
            touched,
            correct,
            source,
            question.id,
            answer=answer,
            at=at,
            missed=missed,
            kept=kept,
        )

    def record_check(
        self,
        learner: str,
        question: Question,
        feedback: Feedback,
        source: str,
        answer: int | None = None,
        at: float | None = None,
    ) -> None:
        """A Check on the Quiz or Review page: a lapse (*Again*) on each rule the answer missed
        (``Feedback.missed``), *Good* on each it shows right (``Feedback.kept``), nothing on
        the other rules its feedback cites; for a right answer *Good* on every one its question
        can judge (``Feedback.kept``: a rule no answer keeps or misses, none shows). The pages
        head them so (:func:`ui.judged.judged_groups`, :func:`ui.judged.judged_rules`).

        A rule shown right gets *Good*: it decided a part of the answer the learner got right
        because of it (a card it refuses left unticked while he ticked one it leaves open, a
        card it frees ticked, an amount it settles given right), the same evidence of it a
        right answer gives. A rule the answer shows nothing of gets nothing: a learner who
        ticked only an off-suit card left out a low card of the suit led too, which is no sign
        he knows he must head the trick. Before, a wrong answer was a lapse on every rule cited:
        a Forty-Five learner who missed only the privilege of the best trumps had "Robbing is
        optional" scheduled as missed, and Review served him a robbing question (journey11)."""
        self.record_answer(
            learner,
            question,
            [r.id for r in feedback.rules],
            feedback.correct,
            source,
            answer=answer,
            at=at,
            missed=[r.id for r in feedback.missed],
            kept=[r.id for r in feedback.kept],
        )

    def record_refusals(
        self, learner: str, game: str, refusals: Sequence[Refusal], at: float | None = None
    ) -> None:
        """An action Play refused: a lapse on each rule that forbids it."""
        if refusals:
            what = f"play:{refusals[0].action}"
            self.record(learner, game, [r.rule.id for r in refusals], False, "play", what, at=at)

    # ---- reading ----------------------------------------------------------------------------
    def cards(self, learner: str, game: str) -> dict[str, Card]:
        with self.store._db() as db:
            rows = db.execute(
                "SELECT rule, card FROM rule_cards WHERE learner = ? AND game = ?", (learner, game)
            ).fetchall()
        return {str(r): Card.from_json(c) for r, c in rows}

    def summary(self, learner: str, game: Game[Any], now: float | None = None) -> Summary:
        """Every rule of the game's play with its status (:meth:`engine.rules.RuleBook.of_play`:
        the engine's bookkeeping, which no question asks and Play never refuses, would stand
        "never met" for good); rules met outside the book are left out."""
        now = time.time() if now is None else now
        cards = self.cards(learner, game.id)
        with self.store._db() as db:
            counts = {
                str(r): (int(n), int(w))
                for r, n, w in db.execute(
                    "SELECT rule, COUNT(*), SUM(1 - correct) FROM rule_evidence "
                    "WHERE learner = ? AND game = ? GROUP BY rule",
                    (learner, game.id),
                )
            }
        rows = []
        for r in game.rules.of_play():
            card = cards.get(r.id)
            n, w = counts.get(r.id, (0, 0))
            due = card.due.timestamp() if card is not None else None
            rows.append(RuleRow(r.id, r.statement, status(card, now), due, n, w))
        return Summary(tuple(rows))

    def due(self, learner: str, now: float | None = None) -> list[DueRule]:
        """The rules due now across every registered game, the longest overdue first."""
        now = time.time() if now is None else now
        with self.store._db() as db:
            rows = db.execute(
                "SELECT game, rule, due FROM rule_cards WHERE learner = ? AND due <= ? "
                "ORDER BY due, game, rule",
                (learner, now),
            ).fetchall()
        books = _books()
        return [DueRule(g, r, d) for g, r, d in rows if r in books.get(g, ())]

    def next_due(self, learner: str, now: float | None = None) -> DueRule | None:
        """The first rule that falls due after ``now`` (what the Review page says is next)."""
        now = time.time() if now is None else now
        with self.store._db() as db:
            rows = db.execute(
                "SELECT game, rule, due FROM rule_cards WHERE learner = ? AND due > ? "
                "ORDER BY due LIMIT 20",
                (learner, now),
            ).fetchall()
        books = _books()
        return next((DueRule(g, r, d) for g, r, d in rows if r in books.get(g, ())), None)

    def soonest(self, learner: str) -> dict[str, float]:
        """Each game's soonest due time (overdue ones too) over the rules of its book the
        learner has met: one read of the due column for every game (the Review page orders its
        "Practise meanwhile" by it)."""
        with self.store._db() as db:
            rows = db.execute(
                "SELECT game, rule, due FROM rule_cards WHERE learner = ?", (learner,)
            ).fetchall()
        books, out = _books(), dict[str, float]()
        for g, r, d in rows:
            if r in books.get(g, ()):
                out[g] = min(float(d), out.get(g, float(d)))
        return out


# ---- the migration from today's tables --------------------------------------------------------
def migrate(store: Progress) -> int:
    """Carry a database's answers from before issue 12 over to rule evidence, once per file.

    Each old answer is asked again of the engine: a curated question is found in its game's
    lesson by id; a practice question (``practice-KIND-SEED``) is dealt again from its seed
    under the answer's reading. The page chose its level from the session's score, which was not
    kept, so it is dealt at level 1: the same deal and kind, and so nearly always the same rules.
    An answer whose game, question or reading is gone stays in ``answers`` (its counts still
    show) but gives no evidence. A wrong one is a lapse on every rule its question touches:
    the answer given was not kept, so what it missed (``Feedback.missed``) cannot be told.
    The cards are then replayed from the evidence in time order.
    Returns the number of evidence rows written."""
    with store._db() as db:
        if db.execute("SELECT 1 FROM settings WHERE key = ?", (_MIGRATED,)).fetchone():
            return 0
        rows = db.execute(
            "SELECT rowid, learner, game, variant, question, kind, correct, at FROM answers a "
            "WHERE NOT EXISTS (SELECT 1 FROM rule_evidence e WHERE e.answer = a.rowid) "
            "ORDER BY at, rowid"
        ).fetchall()
    # the engine works outside the write transaction (re-dealing can take a while)
    found = {key: old_question_rules(*key) for key in {(r[2], r[3], r[4], r[5]) for r in rows}}
    written = 0
    with store._db(write=True) as db:
        if db.execute("SELECT 1 FROM settings WHERE key = ?", (_MIGRATED,)).fetchone():
            return 0  # another server migrated meanwhile
        touched: set[tuple[str, str, str]] = set()
        for rowid, learner, game, variant, question, kind, correct, at in rows:
            for rule in found[(game, variant, question, kind)]:
                db.execute(
                    _EVIDENCE_SQL, (learner, game, rule, correct, "earlier", question, rowid, at)
                )
                touched.add((learner, game, rule))
                written += 1
        for learner, game, rule in sorted(touched):
            card = None
            for correct, at in db.execute(
                "SELECT correct, at FROM rule_evidence WHERE learner = ? AND game = ? AND "
                "rule = ? ORDER BY at, rowid",
                (learner, game, rule),
            ).fetchall():
                card = review(card, bool(correct), float(at))
            assert card is not None
            db.execute(
                _SAVE_CARD_SQL,
                (learner, game, rule, card.to_json(), card.due.timestamp(), time.time()),
            )
        db.execute("INSERT OR REPLACE INTO settings VALUES (?, '1')", (_MIGRATED,))
    return written


def old_question_rules(game_id: str, variant: str, question: str, kind: str) -> tuple[str, ...]:
    """The rules an answer kept before issue 12 was about (empty when it can't be rebuilt)."""
    try:
        game = REGISTRY.get(game_id)
    except KeyError:
        return ()
    if variant not in game.variants or kind not in lesson_kinds_for(game):
        return ()
    prefix = f"practice-{kind}-"
    if question.startswith(prefix) and question[len(prefix) :].isdigit():
        try:
            q = practice(game_id, seed=int(question[len(prefix) :]), variant=variant, kind=kind)
        except ValueError:
            return ()
        return question_rules(q)
    for asked in curated_bank(game_id):
        if asked.question.id == question:
            return tuple(sorted(asked.rules))
    return ()


# ---- questions for the Review page ------------------------------------------------------------
@dataclass(frozen=True)
class Asked:
    """A question the Review page can put, with the rules it touches."""

    question: Question
    rules: frozenset[str]
    curated: bool

    @cached_property
    def judged(self) -> frozenset[str]:
        """Of :attr:`rules`, those some answer to the question shows known or not
        (:func:`engine.quiz_evidence.judgeable`): the rules Review may ask it for. A rule it
        touches that no answer can keep or miss would stay due whatever the learner answered."""
        g = self.question.game
        cited = [g.rules[r] for r in sorted(self.rules) if r in g.rules]
        return frozenset(r.id for r in judgeable(self.question, cited))


def question_rules(q: Question) -> tuple[str, ...]:
    """The ids of the engine rules a question touches (those its explanation cites)."""
    book = set(rule_ids(q.game))
    return tuple(dict.fromkeys(r.id for r in explanation(q)[1] if r.id in book))


@cache
def curated_bank(game_id: str) -> tuple[Asked, ...]:
    """The lesson's quiz questions with their rules (none for a game without a lesson)."""
    try:
        lesson = load(game_id)
    except LessonError:
        return ()
    return tuple(Asked(q, frozenset(question_rules(q)), True) for q in lesson.quiz)


def teaching_step(game_id: str, rule: str) -> Step | None:
    """The Learn step that teaches ``rule``, so that a wrong answer citing it links one, as
    the lesson says it (:func:`lessons.teaching.teaching_steps`): of the steps declaring it
    (``teaches:`` in the lesson file) or quoting its passage, the rule's own step, where it is
    the step's subject (Loo's "Follow suit if you can" at "Follow suit and head the trick";
    Spoil Five's A♥ at "The A♥ is never a heart", not the diamond trumps declaring it first).
    None when the game has no lesson, or no step teaches the rule: no link is better than a
    link to a step about another rule."""
    return _teaching_steps(game_id).get(rule)


@cache
def _teaching_steps(game_id: str) -> Mapping[str, Step]:
    """Every rule of the game's book a step of its lesson teaches → that step (any reading's)."""
    try:
        lesson = load(game_id)
    except LessonError:
        return {}
    return teaching_steps(lesson, REGISTRY.get(game_id).rules)


# Generated questions by (game, reading, seed, kind, level, the rule each deal was aimed at),
# shared by every session of the process (re-dealing costs 15-80 ms a question); a rule no
# cached question touches deals a few more. The reading is the learner's: a variant and its free
# options, as the pages set them.
Reading = tuple[str, tuple[tuple[str, Any], ...]]
_GENERATED: dict[tuple[str, Reading, int, str, int, str], Asked] = {}
_GEN_LOCK = threading.Lock()
GEN_BUDGET = 6  # new deals one Review question may cost before the rule is left for later
GEN_LEVEL = 3  # of the positions citing the rule, one with more duties in play first


def reading(
    game: Game[Any], variant: str | None = None, options: Mapping[str, Any] | None = None
) -> Reading:
    """A reading of the rules as a key: the variant (the game's default if None) and the
    options given, sorted."""
    return (variant or game.default_variant, tuple(sorted((options or {}).items())))


def _generated(
    game: Game[Any], read: Reading, seed: int, kind: str, level: int, about: str
) -> Asked:
    key = (game.id, read, seed, kind, level, about)
    with _GEN_LOCK:
        got = _GENERATED.get(key)
    if got is None:
        variant, options = read
        q = practice(
            game.id,
            seed=seed,
            variant=variant,
            kind=kind,
            level=level,
            about=about,
            **dict(options),
        )
        got = Asked(q, frozenset(question_rules(q)), False)
        with _GEN_LOCK:
            _GENERATED[key] = got
    return got


def question_for(
    game: Game[Any],
    rule: str,
    avoid: Iterable[str] = (),
    seed: int = 0,
    budget: int = GEN_BUDGET,
    kinds: Sequence[str] = (),
    variant: str | None = None,
    options: Mapping[str, Any] | None = None,
) -> Asked | None:
    """A question that can tell whether the learner knows ``rule``: one some answer to shows it
    known or not (:attr:`Asked.judged`), not merely citing it (Sixty-Six's "What may you do?"
    cited what closing costs, which no answer there kept or missed: asked for it, the rule
    stayed due whatever was answered). A curated one not in ``avoid`` (question ids, oldest
    first) first, else a generated one (cached, or dealt from ``seed`` on, at most ``budget``
    new deals) under the learner's reading (``variant`` and ``options``; the default reading if
    None), else the curated one asked longest ago. None when none was found within the budget.

    ``kinds``: the question kinds where the learner met the rule (:func:`kinds_seen`). All new
    deals but the last go to those kinds, the last to one other kind (a kind met may never cite
    the rule; the seed picks which other). Each new deal is aimed at the rule (``practice``'s
    ``about``): before, a deal took its richest position, and 18 rules the games' refusals cite
    (Spoil Five's follow_trumps, Bierspiel's must_trump, ...) were met by no question in 30
    deals; Spoil Five's trick_winner, spread over every kind, was held by six deals for 10 of 50
    page seeds. Aimed, every rule a learner can be refused by is asked within the budget
    (tests/app/test_review_asks_play_refusals.py).
    """
    read = reading(game, variant, options)
    avoid = list(avoid)
    skip = set(avoid)
    for asked in curated_bank(game.id):
        if rule in asked.judged and asked.question.id not in skip:
            return asked
    with _GEN_LOCK:
        cached = [a for k, a in _GENERATED.items() if k[:2] == (game.id, read)]
    for asked in cached:
        if rule in asked.judged and asked.question.id not in skip:
            return asked
    seen = [k for k in kinds if k in game.quiz_kinds]
    rest = [k for k in game.quiz_kinds if k not in seen]
    plan = [(seen, budget - 1), ([rest[seed % len(rest)]], 1)] if seen and rest else []
    for order, deals in plan or [(seen or rest, budget)]:
        found = _deal_for(game, read, rule, skip, seed, order, deals)
        if found is not None:
            return found
    # a rule only a curated question asks (one of another reading's rules: practice deals
    # under the learner's reading never meet it): that question again, the longest ago asked
    order_asked = {qid: i for i, qid in enumerate(avoid)}
    again = [a for a in curated_bank(game.id) if rule in a.judged]
    return min(again, key=lambda a: order_asked.get(a.question.id, -1), default=None)


def _deal_for(
    game: Game[Any],
    read: Reading,
    rule: str,
    skip: set[str],
    seed: int,
    order: Sequence[str],
    budget: int,
) -> Asked | None:
    """A generated question of the ``order`` kinds judging ``rule``, dealt from ``seed`` on,
    each deal aimed at it (``practice``'s ``about``: a position citing it, the first of the
    richer level met): at most ``budget`` new deals, a new seed after every kind."""
    tried = 0
    n = 0
    while tried < budget:
        kind = order[n % len(order)]
        s = seed + n // len(order)
        n += 1
        key = (game.id, read, s, kind, GEN_LEVEL, rule)
        with _GEN_LOCK:
            known = key in _GENERATED
        asked = _generated(game, read, s, kind, GEN_LEVEL, rule)
        tried += 0 if known else 1
        if rule in asked.judged and asked.question.id not in skip:
            return asked
        if n > budget * 4:  # every key so far was cached and none fits: stop
            break
    return None


def kinds_seen(store: Progress, learner: str, game: Game[Any], rule: str) -> list[str]:
    """The question kinds whose answers touched the rule (a refusal in Play: legal_cards for a
    card, else the game's words question), most recent first: where to look for a question."""
    rows = _evidence_of(
        store,
        "SELECT question, source FROM rule_evidence WHERE learner = ? AND game = ? AND rule = ? "
        "ORDER BY at DESC LIMIT 20",
        (learner, game.id, rule),
    )
    out: list[str] = []
    for question, source in rows:
        q = str(question)
        if source == "play":
            kind = "legal_cards" if q.startswith("play:play ") else _words_kind(game)
        elif q.startswith("practice-"):
            kind = q.removeprefix("practice-").rsplit("-", 1)[0]
        else:
            kind = next((a.question.kind for a in curated_bank(game.id) if a.question.id == q), "")
        if kind and kind not in out:
            out.append(kind)
    return out


def questions_met(store: Progress, learner: str, game: Game[Any], rule: str) -> list[str]:
    """The ids of the quiz and Review questions whose answers touched the rule, the longest ago
    answered first (each once): the Review asks the rule again on another position where it
    has one, not on the question whose answer the learner was just shown."""
    rows = _evidence_of(
        store,
        "SELECT question, MAX(at) AS last FROM rule_evidence WHERE learner = ? AND game = ? "
        "AND rule = ? AND source != 'play' GROUP BY question ORDER BY last",
        (learner, game.id, rule),
    )
    return [str(question) for question, _ in rows]


def _evidence_of(store: Progress, sql: str, args: tuple[str, str, str]) -> list[Any]:
    """The rows of ``sql`` over one learner's evidence about one rule of one game."""
    with store._db() as db:
        return list(db.execute(sql, args).fetchall())


def _words_kind(game: Game[Any]) -> str:
    return next((k for k in game.quiz_kinds if k in ("declare", "may_act")), "legal_cards")


def days(seconds: float) -> str:
    """A wait in plain words: ``in 10 minutes``, ``in 2 days``."""
    if seconds <= 0:
        return "now"
    if seconds < 90:
        return "in a minute"
    if seconds < 3600:
        m = round(seconds / 60)
        return f"in {m} minute{'s' if m != 1 else ''}"
    if seconds < _DAY:
        h = round(seconds / 3600)
        return f"in {h} hour{'s' if h != 1 else ''}"
    d = round(seconds / _DAY)
    return f"in {d} day{'s' if d != 1 else ''}"


def last_reading(store: Progress, learner: str, game: Game[Any]) -> str | None:
    """The variant of the learner's latest quiz answer or Play deal in ``game`` (a reading
    chosen in an earlier session), if it is still one of the game's."""
    with store._db() as db:
        row = db.execute(
            "SELECT variant FROM (SELECT variant, at FROM answers WHERE learner = ? AND game = ? "
            "UNION ALL SELECT variant, at FROM deals WHERE learner = ? AND game = ?) "
            "ORDER BY at DESC LIMIT 1",
            (learner, game.id, learner, game.id),
        ).fetchone()
    if row is None or row[0] not in game.variants:
        return None
    return str(row[0])
