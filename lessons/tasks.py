"""Learn by doing: the small task that ends a lesson step, its stars, and the lesson's chapters.

After lichess Learn: a step whose position holds a decision ends with a task *on that
position*, built from the step's scenario and its ``show`` (no lesson writes a task by hand, so
every game's lesson gets them):

* ``show: legal``        → *make a move the rules allow*: one of the mover's moves on offer, a
  card to play or any other action the engine offers or refuses at that point (``rob 7♦``,
  ``meld K♥``, ``close``, ``claim``) once a step has taught that kind of move
  (:func:`held_kinds`: Sixty-Six's first lead offers its cards alone); any legal one is
  right, and the verdict cites the rules the engine gives for it
  (:meth:`engine.game.Game.grounds`: robbing, or letting the chance pass)
* ``show: trick_winner`` → *who wins this trick?* (one seat)
* ``show: declare``      → *which of these may the player choose?* (every allowed action word
  of a kind taught by then)

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

Where the mover may do more than play a card, the task offers that too, judged by the engine:

>>> task = task_for(load("spoil_five").step("rob_ace"))
>>> task.prompt
'You are P1. Play a card, or rob: choose one move the rules allow.'
>>> [str(a) for a in task.choices() if a.kind == "rob"]
['rob KC', 'rob 7D', 'rob 2H', 'rob 3S', 'rob AS']
>>> task.try_answer("rob 7D").rules[0].id, task.try_answer("rob AS").rules[0].id
('spoil_five.rob_ace_holder', 'spoil_five.rob_keeps_ace')
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from engine import quiz_after
from engine.cards import CARDS, Suit
from engine.game import Action, ActionParseError, either_of, play
from engine.quiz import FORMS, MOVER_KINDS, AnswerFormatError, Question, check, parse_response
from engine.rules import Rule
from engine.scenario import Scenario, ScenarioError, from_dict, seat_name
from engine.sentence import Sentence
from lessons.checks import mentioned
from lessons.loader import Lesson, LessonError, Step, load
from lessons.teaching import allowing_taught, taught_later, untaught

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
    said: list[Sentence] = field(default_factory=list)
    """A wrong declaring try's ``reasons`` as sentences, the moves they name as parts (a
    page says them as its boxes do: :attr:`engine.quiz.Feedback.said`)."""


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
    others: tuple[str, ...] = ()  # a play task's kinds of move besides a card, as offered
    # the kinds of move the engine offers but no step has taught yet (Sixty-Six's first lead:
    # meld, close, claim, exchange): not offered, nor counted right (:func:`held_kinds`)
    held: tuple[str, ...] = ()
    # the ids of the rules a later step teaches first (:func:`lessons.teaching.taught_later`):
    # a try cites none of them (:meth:`try_answer`)
    later: frozenset[str] = frozenset()
    # each kind of move → the ids of the rules allowing it that a step up to this one teaches
    # (:func:`lessons.teaching.allowing_taught`): cited for a box left out whose own rule here
    # a later step teaches (Rams' 'dealer_card' under the lesson text: Foster's general rams)
    taught_allowing: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def worded(self, verbs: Mapping[str, str]) -> str:
        """The prompt with the moves besides a card in a page's words (``verbs``: a kind of
        action → what the player does, "name trumps"), not the engine's kinds ("trump")."""
        if not self.others:
            return self.prompt
        return move_prompt(self.question, self.others, verbs)

    @property
    def kind(self) -> str:
        return self.question.kind

    @property
    def seat(self) -> int | None:
        """The player who decides (the one to move), None for a trick-winner task."""
        return None if self.kind == "trick_winner" else self.question.seat

    def choices(self) -> list[Any]:
        """The mover's moves (:meth:`moves`), the seats in the trick, or the action words
        (those of a kind held back left out)."""
        if self.kind == "legal_cards":
            return self.moves()
        if self.kind == "declare":
            return [w for w in self.question.choices() if not self._held(w)]
        return self.question.choices()

    def _held(self, word: str) -> bool:
        """Whether an action word is of a kind held back (``rob 2`` is a ``rob``)."""
        return bool(self.held) and self.question.game.word_action(word).kind in self.held

    def moves(self) -> list[Action]:
        """A play task's choices: a play of each card in the mover's hand (when a card is to
        be played now: not the dealer's, before he robs a turned ace), then every other action
        on offer at this point, allowed or refused by a rule (``rob 7♦``, ``close``), in the
        engine's order. Robbing names the card put out, so it is one move per card."""
        q = self.question
        g, s = q.game, q.state
        offer = g.on_offer(s)
        texts = {str(a) for a in offer}
        # the hand's cards, when a card is to be played now (not the dealer's before he robs)
        out = [play(int(c)) for c in q.choices() if str(play(int(c))) in texts]
        seen = {str(a) for a in out}
        for a in offer:
            if str(a) not in seen and a.kind not in self.held:
                seen.add(str(a))
                out.append(a)
        return out

    def legal_moves(self) -> frozenset[str]:
        """The engine's answer to a play task, as action texts (``KS`` is ``play KS``)."""
        q = self.question
        return frozenset(str(a) for a in q.game.legal_actions(q.state))

    def answer(self) -> Any:
        """The engine's answer: the legal cards, the winner, or the allowed action words (of
        the kinds offered)."""
        if self.kind == "declare":
            return frozenset(w for w in self.question.solve() if not self._held(w))
        return self.question.solve()

    def try_answer(self, raw: Any, name: Callable[[Action], str] | None = None) -> TryResult:
        """Check one try: for a play task one move (an :class:`Action`, its text ``rob 7D``, or
        a card, ``KS``, for its play), else a seat or action words as :func:`parse_response`
        reads them. ``name`` words a move for the verdict (a page's button label); by default
        a play is its card and any other move its text.

        A try cites no rule a later step teaches first (:attr:`later`): Rams' 'follow' step,
        a step before 'head', had its right card's verdict cite the duty to head the trick.
        The verdict still says why in the engine's plain words ("Yes: 7♣ may be played." and
        "you cannot head the K♣, so any ♣ may be played"; a card or box refused, why), without
        that rule's statement and source, which its own step gives. A box left out is pointed
        at the rule allowing that kind of move that a step up to this one teaches, if its own
        rule here is taught later (:attr:`taught_allowing`), else at none.

        Raises :class:`AnswerFormatError` for an answer that is no move/seat/word, or a play
        task answered with other than one move."""
        q = self.question
        if self.kind == "legal_cards":
            result = self._try_move(self._move(raw), name or _plain_name)
        else:
            given = parse_response(q, raw)
            if self.kind == "trick_winner":
                result = self._try_seat(int(given))
            else:
                result = self._try_words(given, raw)
        return replace(result, rules=[r for r in result.rules if r.id not in self.later])

    def _move(self, raw: Any) -> Action:
        if isinstance(raw, Action):
            return raw
        text = str(raw).strip() if isinstance(raw, str) else ""
        if text and " " in text:
            try:
                return Action.parse(text)
            except ActionParseError:
                raise AnswerFormatError(
                    f"{raw!r} is not a move (write e.g. KS or rob 7D)"
                ) from None
        cards = parse_response(self.question, raw)
        if len(cards) != 1:
            raise AnswerFormatError("play one card")
        return play(int(next(iter(cards))))

    def _try_move(self, action: Action, name: Callable[[Action], str]) -> TryResult:
        g, s = self.question.game, self.question.state
        card = action.card if action.kind == "play" else None
        said = card.pretty if card is not None else f"“{name(action)}”"
        # matched by text, not by Action identity, which a Streamlit module reload can split
        if str(action) in self.legal_moves():
            grounds = g.grounds(s, action)
            yes = f"{said} may be played." if card is not None else f"{said} is allowed here."
            return TryResult(
                True,
                f"Yes: {yes}",
                [r.reason for r in grounds],
                list(dict.fromkeys(r.rule for r in grounds)),
            )
        # the rules that refuse this move; else why it is not even on offer
        refused = [r for r in g.refusals(s) if str(r.action) == str(action)] or [
            g.unavailable(s, action)
        ]
        rules = list(dict.fromkeys(r.rule for r in refused))
        no = "may not be played here" if card is not None else "is not allowed here"
        # the duty without its pointer at the cards to play ("; of those you may play K♠"),
        # which Play's refusal says but would give the task's answer away
        return TryResult(False, f"{said} {no}.", [r.bare_reason for r in refused], rules)

    def _taught_allowing(self, rules: Mapping[str, Rule]) -> dict[str, Rule]:
        """``rules`` (a word → the rule allowing it), one a later step teaches first replaced
        by a rule allowing that kind of move taught by now (:attr:`taught_allowing`), or left
        out where there is none."""
        g = self.question.game
        out: dict[str, Rule] = {}
        for w, r in rules.items():
            taught = self.taught_allowing.get(g.word_action(w).kind, ())
            if r.id not in self.later or taught:
                out[w] = r if r.id not in self.later else g.rules[taught[0]]
        return out

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
        offered = self.choices()
        if not given <= set(offered):
            raise AnswerFormatError(f"tick only the choices ({either_of(offered)})")
        right = self.answer()
        if given == right:
            return TryResult(True, "Yes: exactly those are allowed.")
        fb = check(q, raw)
        g, s = q.game, q.state
        wrong = given - right
        # the engine's own lines on what was ticked wrongly ("you chose close, but ..."); the
        # ones on what was left out would name the answer, so they become one plain line
        said = list(fb.chose)
        word = g.action_word  # "bid 2", not "bid": a words choice may carry a number
        rules = [r.rule for r in g.refusals(s) if word(r.action) in wrong]
        rules += [
            g.not_available(s, g.word_action(w)).rule
            for w in sorted(wrong)
            if all(word(r.action) != w for r in g.refusals(s))
        ]
        missed = len(right - given)  # how many, not which: that would name the answer
        if missed:
            choices = "one choice" if missed == 1 else f"{missed} choices"
            said.append(Sentence.of(f"you left out {choices} the rules allow here"))
            allowing = self._taught_allowing(allowing_rules(q, right - given))
            if allowing:  # the rules the learner missed, cited below (DESIGN §3)
                rules += allowing.values()
                cited = cited_below(len(allowing), missed, len(set(allowing.values())))
                said.append(Sentence.of(cited))
        reasons = [line.text() for line in said]
        return TryResult(False, "Not quite.", reasons, list(dict.fromkeys(rules)), said)


def allowing_rules(q: Question, words: set[str] | frozenset[str]) -> dict[str, Rule]:
    """Each of ``words`` (action words) → the rule that lets the player to move make it, where
    the engine names one (the first of :meth:`engine.game.Game.allowing_grounds`, not a rule
    saying what the move costs): Rounce's dealer robs by ``rounce.rob``, and plays the widow
    he took by ``rounce.widow_exchange``, "taking it is playing".

    >>> from lessons import load
    >>> task = task_for(load("rounce").step("widow_dead"))
    >>> {w: r.id for w, r in allowing_rules(task.question, {"rob", "stand"}).items()}
    {'rob': 'rounce.rob', 'stand': 'rounce.widow_exchange'}
    """
    out: dict[str, Rule] = {}
    for w in sorted(words):
        grounds = q.game.allowing_grounds(q.state, [w])
        if grounds:
            out[w] = grounds[0].rule
    return out


def cited_below(covered: int, missed: int, rules: int) -> str:
    """The line pointing a learner who left ``missed`` choices out to the ``rules`` allowing
    ``covered`` of them, without naming the choices.

    >>> cited_below(1, 1, 1), cited_below(2, 4, 2)
    ('the rule that allows it is cited below', 'the rules that allow 2 of them are cited below')
    """
    which = "it" if missed == 1 else "them" if covered == missed else f"{covered} of them"
    if rules == 1:
        return f"the rule that allows {which} is cited below"
    return f"the rules that allow {which} are cited below"


def move_prompt(q: Question, more: Sequence[str], verbs: Mapping[str, str]) -> str:
    """A play task's prompt when the mover may do more than play a card: each kind of move
    in ``verbs``' words where it has them (the engine's kind otherwise); a move made of the
    cards he picks ("How many?") asks him to choose them.

    >>> from lessons import load
    >>> task_for(load("irish_loo").step("how_many")).prompt
    'You are P1. Choose the cards to exchange (none to keep them all): one move the rules allow.'
    """
    mover = q.seat
    you = f"You are {seat_name(mover)}. " if mover is not None else ""
    legal = q.game.legal_actions(q.state)
    card = any(a.kind == "play" for a in legal)
    if not card and len(more) == 1 and any(a.cards for a in legal):
        # one move made of cards picked from the hand ("How many?": ``exchange 2 4C 7H``)
        verb = verbs.get(more[0], more[0])
        none = " (none to keep them all)" if any(not a.cards for a in legal) else ""
        return f"{you}Choose the cards to {verb}{none}: one move the rules allow."
    said = either_of([verbs.get(k, k) for k in more])
    what = f"Play a card, or {said}" if card else said[:1].upper() + said[1:]
    return f"{you}{what}: choose one move the rules allow."


def task_for(step: Step, lesson: Lesson | None = None) -> Task | None:
    """The task a step ends with, or None when its position holds no decision. It offers only
    the kinds of move taught by the step (:func:`held_kinds`, in ``lesson``, by default the
    step's game's): a play task beside a card to play, a declaring task so long as a move it
    counts right is left (Sixty-Six's exchange asks about the exchange, not yet closing). Its
    tries cite no rule a later step teaches first (:attr:`Task.later`)."""
    lesson = _lesson_of(step, lesson)
    task = _task_for(step, lesson)
    if task is None or lesson is None:
        return task
    later, taught = taught_later(lesson, step), allowing_taught(lesson, step)
    return replace(task, later=later, taught_allowing=taught)


def _task_for(step: Step, lesson: Lesson | None) -> Task | None:
    kind = TASK_KINDS.get(step.show or "")
    if kind is None or step.scenario is None:
        return None
    q = Question(id=f"task-{step.id}", kind=kind, prompt="", scenario=step.scenario, step=step.id)
    mover = q.seat
    you = f"You are {seat_name(mover)}. " if mover is not None else ""
    if kind == "legal_cards":
        g, s = q.game, q.state
        if not g.legal_actions(s):
            return None  # nothing to choose: the step holds no decision
        kinds = list(dict.fromkeys(a.kind for a in g.legal_actions(s)))
        offer = {a.kind for a in g.on_offer(s)}
        held = held_kinds(step, offer, lesson) if "play" in kinds else ()
        more = tuple(k for k in kinds if k != "play" and k not in held)
        if not more:
            return Task(step.id, q, "one", f"{you}Play a card the rules allow.", held=held)
        return Task(step.id, q, "one", move_prompt(q, more, {}), more, held)
    if kind == "trick_winner":
        return Task(step.id, q, "one", "Who wins this trick?")
    g, s = q.game, q.state
    held = held_kinds(step, {g.word_action(w).kind for w in q.choices()}, lesson)
    if all(g.word_action(w).kind in held for w in q.solve()):
        held = ()  # nothing right would be left to tick: :func:`lessons.checks` names the step
    ask = f"{you}Which of these may you choose now? Tick every one."
    return Task(step.id, q, "all", ask, held=held)


def held_kinds(step: Step, kinds: set[str], lesson: Lesson | None = None) -> tuple[str, ...]:
    """The kinds of move besides a card, of ``kinds``, that no step of ``lesson`` (by default
    the step's game's) has taught by ``step``: none up to it teaches (declares or quotes) a rule
    the engine allows that kind by (:func:`lessons.teaching.untaught`; learner walk: Sixty-Six's
    first lead offered "Claim 66", counted right as a move the rules allow, long before
    claiming is taught). What the steps say does not count: a step may name a move in passing
    (Sixty-Six's 'closing' names claiming), or teach it in other words. A step not in the
    lesson is read alone.

    >>> from lessons import load
    >>> held_kinds(load("sixty_six").step("first_lead"), {"play", "claim", "close", "meld"})
    ('claim', 'close', 'meld')
    """
    lesson = _lesson_of(step, lesson)
    return () if lesson is None else untaught(lesson, step, kinds - {"play"})


def _lesson_of(step: Step, lesson: Lesson | None) -> Lesson | None:
    """``lesson``, by default the step's game's (a step whose game has no lesson, alone)."""
    if lesson is None and step.scenario is not None:
        try:
            lesson = load(step.scenario.game.id)
        except LessonError:
            game = step.scenario.game.id
            lesson = Lesson(game, "", "", "", (step,), (), "")
    return lesson


# the kinds of question asked on a position, whose wrong answers a rule of that position judges:
# the tasks' kinds, and every other kind asking which moves the player to move may make
# (Sixty-Six's "what may you do before leading?": a meld ticked after the stock is exhausted
# is refused by the rule that ends marriages), and what follows a trick (who takes the trump,
# whether play goes on: engine.quiz_after)
JUDGED_KINDS = frozenset(
    {
        *TASK_KINDS.values(),
        *(k for k in MOVER_KINDS if FORMS[k] == "words"),
        *quiz_after.FORMS,
    }
)


# What a step shows, or a question asks, that is the deal's settlement: each amount in it is
# priced by a rule (:attr:`engine.ledger.Transfer.rule`), so the step teaches those rules.
SETTLED = frozenset({"settlement", "game_points"})


def settled_rules(scn: Scenario) -> list[Rule]:
    """The rules the settlement of ``scn``'s finished deal cites, each once, in its order
    (its transfers, then its notes); none while the deal is not over."""
    g = scn.game
    st = g.settlement(scn.state) if g.is_over(scn.state) else None
    if st is None:
        return []
    ids = dict.fromkeys(
        r for r in [*(t.rule for t in st.transfers), *(n.rule for n in st.notes)] if r
    )
    return [g.rules[i] for i in ids if i in g.rules]


def judging_rules(q: Question) -> list[Rule]:
    """The rules that judge an answer to ``q`` on its position, as a wrong try cites them: the
    trick-winner rule for "who wins this trick?", the rules the settlement cites for "what
    does each player receive or pay?", else every rule the engine refuses an action by there
    (in the engine's order, each once); none for other kinds.

    >>> from lessons import load
    >>> [r.id for r in judging_rules(task_for(load("bierspiel").step("seven")).question)]
    ['bierspiel.must_trump']
    """
    if q.kind in SETTLED:
        return settled_rules(q.scenario)
    if q.kind not in JUDGED_KINDS:
        return []
    if q.kind == "trick_winner":
        return [q.game.trick_winner_rule(q.state)]
    if q.kind in quiz_after.FORMS:  # who took the trump, whether play goes on: the game's
        return list(quiz_after.reasons(q)[1])
    return list(dict.fromkeys(r.rule for r in q.game.refusals(q.state)))


def step_judging_rules(lesson: Lesson, step: Step) -> list[Rule]:
    """The rules that judge the step's task and the curated questions asked from it, and the
    rules that price the settlement the step shows (a settlement a learner reads there cites
    each one beside its amount)."""
    task = task_for(step)
    asked = [task.question] if task is not None else []
    asked += [q for q in lesson.quiz if q.step == step.id]
    shown = settled_rules(step.scenario) if step.show in SETTLED and step.scenario else []
    return list(dict.fromkeys([*shown, *(r for q in asked for r in judging_rules(q))]))


def reread(q: Question, variant: str) -> Question | None:
    """``q`` with its position read under ``variant``, as Learn and Quiz re-read a lesson's
    positions for a learner who chose that reading; None where it cannot arise there."""
    try:
        scn = from_dict({**q.scenario.data, "variant": variant}, q.scenario.source)
    except ScenarioError:
        return None
    return Question(id=q.id, kind=q.kind, prompt=q.prompt, scenario=scn, step=q.step)


def judged_in_lesson_reading(lesson: Lesson, step: Step) -> set[str]:
    """Of the rules that judge an other-reading step's task, the ids of those that judge the
    same position under the lesson's own reading too (a rule of every reading, not the
    step's): none where the position cannot arise there."""
    task = task_for(step)
    mine = reread(task.question, lesson.variant) if task is not None else None
    return set() if mine is None else {r.id for r in judging_rules(mine)}


def judging_rules_under(lesson: Lesson, step: Step, variant: str) -> list[Rule]:
    """The rules that judge the step's positions read under ``variant``: its task, the curated
    questions asked from it and the settlement it shows, each as Learn and Quiz show it to a
    learner who chose that reading (Loo's 'follow_head' under the lesson text is judged by
    seed 000's own follow-suit and heading rules); none where a position cannot arise there.

    >>> from lessons import load
    >>> loo = load("loo")
    >>> [r.id for r in judging_rules_under(loo, loo.step("follow_head"), "lesson_000")]
    ['loo.lesson_000.follow_suit', 'loo.lesson_000.head_the_trick']
    """
    task = task_for(step)
    asked = [task.question] if task is not None else []
    asked += [q for q in lesson.quiz if q.step == step.id]
    if step.show in SETTLED and step.scenario is not None:
        asked.append(Question(id=step.id, kind="settlement", prompt="", scenario=step.scenario))
    there = [r for r in (reread(q, variant) for q in asked) if r is not None]
    return list(dict.fromkeys(r for q in there for r in judging_rules(q)))


def _plain_name(action: Action) -> str:
    return action.card.pretty if action.kind == "play" and action.card else action.pretty


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


def named(step: Step) -> int:
    """The cards the step's text names, a mask (a picture keeps them face up)."""
    return mentioned(step.text)


# "You are P2", "You are the dealer, P0": a step's text seating the learner (quotes left out)
_YOU_ARE = re.compile(r"\byou are (?:the [\w-]+(?: [\w-]+)?, )?P(\d)\b", re.IGNORECASE)
_QUOTED = re.compile(r"\"[^\"\n]*\"|“[^”]*”")


def step_seat(step: Step) -> int | None:
    """The seat a step puts the learner in: its task's mover, else the one seat its text
    names as "you" ("You are P2"); None when it seats nobody.

    >>> from lessons import load
    >>> step_seat(load("rams").step("head")), step_seat(load("rams").step("trick_winner"))
    (2, None)
    """
    task = task_for(step)
    if task is not None and task.seat is not None:
        return task.seat
    seats = {int(m[1]) for m in _YOU_ARE.finditer(_QUOTED.sub("", step.text))}
    return seats.pop() if len(seats) == 1 else None
