"""Learn by doing: the small task that ends a lesson step, its stars, and the lesson's chapters.

After lichess Learn: a step whose position holds a decision ends with a task *on that
position*, built from the step's scenario and its ``show`` (no lesson writes a task by hand, so
every game's lesson gets them):

* ``show: legal``        → *play a card the rules allow* (one card; any legal one is right)
* ``show: trick_winner`` → *who wins this trick?* (one seat)
* ``show: declare``      → *which of these may the player choose?* (every allowed action word)

A task is an :class:`engine.quiz.Question` of the matching kind, so the engine answers it; a
wrong try is explained by the rule that forbids what the learner chose (the engine's
refusals), without giving the answer away, and he tries again. A task done at the first try
earns three stars, at the second two, later one (:func:`stars`). Steps that show no decision
(prose, a settlement) are complete once read.

>>> from lessons import load
>>> lesson = load("loo")
>>> task = task_for(lesson.step("follow_head"))
>>> task.prompt
'You are P2. Play a card the rules allow.'
>>> task.try_answer("AD").correct, task.try_answer("KS").correct
(False, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.cards import CARDS, Card, Suit
from engine.game import play
from engine.quiz import AnswerFormatError, Question, check, parse_response
from engine.rules import Rule
from engine.scenario import seat_name
from lessons.loader import Lesson, Step

# A step's ``show`` → the question kind its task asks (steps showing no decision have none).
TASK_KINDS = {"legal": "legal_cards", "trick_winner": "trick_winner", "declare": "declare"}
MAX_STARS = 3


def stars(tries: int) -> int:
    """Stars for a task done at try number ``tries``: 3 at the first, 2 at the second, else 1.

    >>> [stars(n) for n in (1, 2, 3, 7)]
    [3, 2, 1, 1]
    """
    return max(MAX_STARS + 1 - max(tries, 1), 1)


@dataclass(frozen=True)
class TryResult:
    """The engine's verdict on one try: right or not, and why, in the rules' words."""

    correct: bool
    message: str
    reasons: list[str] = field(default_factory=list)
    rules: list[Rule] = field(default_factory=list)


@dataclass(frozen=True)
class Task:
    """The decision a step's position holds, as a question the engine answers.

    ``pick`` is ``"one"`` (play one card, name one seat) or ``"all"`` (tick every allowed
    action); ``choices`` are what the learner picks from, in the order to offer them.
    """

    step: str
    question: Question
    pick: str
    prompt: str

    @property
    def kind(self) -> str:
        return self.question.kind

    @property
    def seat(self) -> int | None:
        """The player who decides (the one to move), None for a trick-winner task."""
        return None if self.kind == "trick_winner" else self.question.seat

    def choices(self) -> list[Any]:
        """Cards in the mover's hand, the seats in the trick, or the game's action words."""
        return self.question.choices()

    def answer(self) -> Any:
        """The engine's answer: the legal cards, the winner, or the allowed action words."""
        return self.question.solve()

    def try_answer(self, raw: Any) -> TryResult:
        """Check one try (a card, a seat, or action words; as :func:`parse_response` reads them).

        Raises :class:`AnswerFormatError` for an answer that is no card/seat/word, or a play
        task answered with other than one card."""
        q = self.question
        given = parse_response(q, raw)
        if self.kind == "legal_cards":
            return self._try_card(given)
        if self.kind == "trick_winner":
            return self._try_seat(int(given))
        return self._try_words(given, raw)

    def _try_card(self, given: frozenset[Card]) -> TryResult:
        if len(given) != 1:
            raise AnswerFormatError("play one card")
        card = next(iter(given))
        g, s = self.question.game, self.question.state
        if card in self.answer():
            return TryResult(True, f"Yes: {card.pretty} may be played.")
        # the rules that refuse this card (matched by kind and card, not by Action identity,
        # which a Streamlit module reload can split in two); else why it is not on offer
        refused = [
            r for r in g.refusals(s) if r.action.kind == "play" and r.action.card == card
        ] or g.explain(s, play(card))
        rules = list(dict.fromkeys(r.rule for r in refused))
        return TryResult(
            False,
            f"{card.pretty} may not be played here.",
            [r.reason for r in refused],
            rules,
        )

    def _try_seat(self, seat: int) -> TryResult:
        q = self.question
        plays = dict(q.shown_trick())
        rule = q.game.trick_winner_rule(q.state)
        fb = check(q, seat)
        if fb.correct:
            return TryResult(True, f"Yes: {fb.answer_text} takes the trick.")
        if seat not in plays:
            raise AnswerFormatError(f"{seat_name(seat)} played no card to this trick")
        # what to look at, not who wins: the suit led and the trump suit (the rule follows)
        led = CARDS[q.shown_trick()[0][1]].suit
        trump = q.state.trump
        trumps = f"trumps are {Suit(trump).symbol}" if trump >= 0 else "no suit is trumps"
        return TryResult(
            False,
            f"{seat_name(seat)}'s {CARDS[plays[seat]].pretty} does not take this trick.",
            [f"the suit led is {led.symbol}, and {trumps}"],
            [rule],
        )

    def _try_words(self, given: frozenset[str], raw: Any) -> TryResult:
        q = self.question
        if not given:
            raise AnswerFormatError("tick at least one")
        fb = check(q, raw)
        if fb.correct:
            return TryResult(True, "Yes: exactly those are allowed.")
        g, s = q.game, q.state
        wrong = given - fb.right
        # the engine's own lines on what was ticked wrongly ("you chose close, but ..."); the
        # ones on what was left out would name the answer, so they become one plain line
        reasons = [line for line in fb.explanation if line.startswith("you chose ")]
        word = g.action_word  # "bid 2", not "bid": a words choice may carry a number
        rules = [r.rule for r in g.refusals(s) if word(r.action) in wrong]
        rules += [
            g.not_available(s, g.word_action(w)).rule
            for w in sorted(wrong)
            if w not in g.card_words and all(word(r.action) != w for r in g.refusals(s))
        ]
        if fb.right - given:
            reasons.append("you left out something the rules allow here")
        return TryResult(False, "Not quite.", reasons, list(dict.fromkeys(rules)))


def task_for(step: Step) -> Task | None:
    """The task a step ends with, or None when its position holds no decision."""
    kind = TASK_KINDS.get(step.show or "")
    if kind is None or step.scenario is None:
        return None
    q = Question(id=f"task-{step.id}", kind=kind, prompt="", scenario=step.scenario, step=step.id)
    mover = q.seat
    you = f"You are {seat_name(mover)}. " if mover is not None else ""
    if kind == "legal_cards":
        if not q.solve():
            return None  # nothing to play: the step's decision is not a card
        return Task(step.id, q, "one", f"{you}Play a card the rules allow.")
    if kind == "trick_winner":
        return Task(step.id, q, "one", "Who wins this trick?")
    return Task(step.id, q, "all", f"{you}Which of these may you choose now? Tick every one.")


# ---- chapters -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Chapter:
    """Consecutive steps under one name (a step's ``chapter:``, carried on to the next)."""

    title: str
    first: int  # index of its first step in the lesson
    steps: tuple[str, ...]  # step ids, in order

    def __contains__(self, step_id: object) -> bool:
        return step_id in self.steps


def chapters(lesson: Lesson) -> list[Chapter]:
    """The lesson's chapters in order; a lesson without chapters is one, named by its title."""
    out: list[Chapter] = []
    for i, s in enumerate(lesson.steps):
        title = s.chapter or lesson.title
        if out and out[-1].title == title:
            last = out[-1]
            out[-1] = Chapter(last.title, last.first, (*last.steps, s.id))
        else:
            out.append(Chapter(title, i, (s.id,)))
    return out


def chapter_of(lesson: Lesson, step_id: str) -> Chapter:
    return next(c for c in chapters(lesson) if step_id in c)
