"""A learner's week, simulated and seeded (issue 12): what spaced review does day by day.

``.venv/bin/python -m bench.learner_week [SEED]`` (not part of ``make bench``: it has no
``run()``). A simulated learner works through seven evenings on a scratch progress database
with the real pieces: the lessons' curated quiz questions and generated practice
(:mod:`engine.quiz`), whole Loo deals in which the learner now and then tries a card the engine
refuses (:meth:`Game.explain`), the rule cards of :mod:`ui.mastery` (FSRS) and its Review
selection (:func:`ui.mastery.question_for`). Only the learner is simulated: each rule has a
chance of being answered right that grows each time the learner meets it, and a seeded coin
decides. A wrong answer misreads some of the question's rules, drawn by their chances, and
goes against them where the position shows them (:meth:`Learner.answer`: a card a misread duty
refuses ticked, one only a misread ground allows left out). The engine judges it and the week
records it as the Quiz and Review pages do (:func:`engine.quiz.check`, then
:meth:`ui.mastery.RuleMemory.record_check`): *Again* on the rules it missed, *Good* on those it
shows right (``Feedback.kept``), nothing on the rest. After each day the script prints what the
Review page would show the next evening.

Day 1 Loo quiz · day 2 a Loo deal in Play, then Review · day 3 Sixty-Six quiz, then Review ·
days 4-7 Review only (day 6 skipped: the learner is away).
"""

from __future__ import annotations

import random
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Action
from engine.quiz import Question, check, explanation
from engine.quiz_evidence import PLAYS, opened
from lessons import load
from ui.labels import box_names
from ui.mastery import RuleMemory, question_for, question_rules, status
from ui.progress import Progress

START = datetime(2026, 3, 2, 18, 0, tzinfo=UTC).timestamp()  # a Monday, 18:00
DAY = 86400.0
LEARNER = "weeklearner2026"


class Learner:
    """Knows each rule a little better every time he meets it (and forgets nothing here:
    the scheduler does not know that, which is the point of reviewing)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.which = random.Random(seed + 1)  # which rules a wrong answer missed
        self.slip = random.Random(seed + 2)  # what he gives where no misread rule shows
        self.met: Counter[str] = Counter()

    def misses(self, rules: tuple[str, ...]) -> list[str]:
        """The rules his answer gets wrong (none: a right answer). Right with the chance that
        he knows each rule, as one coin; a wrong answer misses each rule with its own chance of
        being missed, and at least the one he knows least."""
        chance = 1.0
        miss = {}
        for r in rules:
            miss[r] = 0.55 * 0.6 ** self.met[r]
            chance *= 1 - miss[r]
            self.met[r] += 1
        if not rules or self.rng.random() < chance:
            return []
        out = [r for r in rules if self.which.random() < miss[r]]
        return out or [max(rules, key=lambda r: miss[r])]

    def answer(self, q: Question, misread: list[str]) -> Any:
        """His answer to ``q`` as a page takes it (cards' codes, words, a seat, a number,
        amounts, yes or no): the engine's where he misreads none of its rules. Else, on a
        choose-all question, he ticks the choices a misread rule refuses (half the time
        instead of the right ones: an off-suit card alone) and leaves out those only misread
        rules allow; where that changes nothing (a rule this position does not
        test), or on a one-answer question, he gets one choice or the answer wrong at random.
        The engine, not this, then says what the answer missed and kept."""
        right = q.solve()
        if not misread:
            return _raw(q, right)
        choices = q.choices()
        if q.kind in ("legal_cards", "declare", "may_act"):
            wrong = _misread_choices(q, set(misread))
            ticks = set(right) ^ wrong
            if wrong - set(right) and self.slip.random() < 0.5:  # the refused ones instead
                ticks = wrong - set(right)
            if ticks == set(right):
                ticks ^= {self.slip.choice(choices)}
            if not ticks:  # nothing ticked is no answer: he ticks something
                ticks = {self.slip.choice(choices)}
            return _raw(q, frozenset(ticks))
        if q.form == "words":  # the players still in: one more or one fewer
            return [w for w in choices if (w in right) != (w == self.slip.choice(choices))]
        if q.form == "seat":
            return self.slip.choice([p for p in choices if p != right] or [right])
        if q.form == "yesno":
            return not right
        if q.form == "amounts":
            off = self.slip.choice(sorted(right))
            return {k: v + (Fraction(1) if k == off else 0) for k, v in right.items()}
        low, high, _ = q.game.number_range(q.kind)  # a count or a bid: near the right one
        near = [v for d in range(1, 12) for v in (right - d, right + d) if low <= v <= high]
        if q.kind == "bid_estimate":
            near = [v for v in near if not q.game.bid_check(q.state, v)[0]]
        return str(self.slip.choice(near[:4])) if near else str(right)

    def slips(self, rules: tuple[str, ...]) -> bool:
        """In play: tries a card one of these rules forbids (less often the better he knows
        them; trying it is what teaches him, so nothing is learnt here)."""
        return self.rng.random() < max(0.7 * 0.6 ** self.met[r] for r in rules)


def _misread_choices(q: Question, misread: set[str]) -> set[Any]:
    """The choices of a choose-all question a learner misreading these rules gets wrong: those
    a misread rule refuses, and the allowed ones that only misread rules open."""
    g, s = q.game, q.state
    cards = q.kind == "legal_cards"
    out = set()
    for r in g.refusals(s):
        if r.rule.id in misread and (r.action.kind in PLAYS if cards else True):
            out.add(r.action.card if cards else g.action_word(r.action))
    for x, grounds in opened(q, explanation(q)[1]).items():
        if grounds and all(r.id in misread for r in grounds):
            out.add(x)
    return {x for x in out if x in q.choices()}


def _raw(q: Question, given: Any) -> Any:
    """An answer as the page hands it to :func:`engine.quiz.check`."""
    if q.kind == "legal_cards":
        return [c.code for c in q.choices() if c in given]
    if q.form == "words":
        return [w for w in q.choices() if w in given]
    return given


@dataclass(frozen=True)
class Answered:
    """One answer of the week, as given on the page (tests replay them)."""

    question: Question
    raw: Any
    source: str
    at: float


def answered(
    memory: RuleMemory,
    who: Learner,
    q: Question,
    rules: tuple[str, ...],
    source: str,
    at: float,
    given: list[Answered] | None = None,
) -> bool:
    """The learner answers ``q`` and the week records it as the Quiz and Review pages do: the
    engine's check (the boxes' words), then :meth:`RuleMemory.record_check`. Right or not."""
    raw = who.answer(q, who.misses(rules))
    fb = check(q, raw, box_names(q.game, q))
    memory.record_check(LEARNER, q, fb, source, at=at)
    if given is not None:
        given.append(Answered(q, raw, source, at))
    return fb.correct


def quiz(
    memory: RuleMemory,
    who: Learner,
    game_id: str,
    at: float,
    n: int,
    given: list[Answered] | None = None,
) -> str:
    right = 0
    for i, q in enumerate(load(game_id).quiz[:n]):
        right += answered(memory, who, q, question_rules(q), "quiz", at + 60 * i, given)
    return f"{REGISTRY.get(game_id).name} quiz: {right}/{n} right"


def play(memory: RuleMemory, who: Learner, game_id: str, seed: int, at: float) -> str:
    """One deal as P0 against random players; now and then the learner tries a refused card."""
    game = REGISTRY.get(game_id)
    rng = random.Random(seed)
    s = game.new_deal(players=4, dealer=3, seed=seed)
    refused = 0
    while not game.is_over(s):
        p = game.current_player(s)
        legal = game.legal_actions(s)
        if p == 0:
            wrong = [r for r in game.refusals(s) if r.action.kind == "play"]
            if wrong and who.slips(tuple({r.rule.id for r in wrong})):
                tried: Action = rng.choice(wrong).action
                memory.record_refusals(LEARNER, game_id, game.explain(s, tried), at=at)
                refused += 1
        s = game.apply(s, rng.choice(legal))
        at += 20
    return f"a {game.name} deal: {refused} card(s) refused"


def review(
    memory: RuleMemory, who: Learner, at: float, seed: int, given: list[Answered] | None = None
) -> str:
    """Every due rule once, as the Review page serves them (longest overdue first)."""
    asked: list[str] = []
    right = total = 0
    skipped: set[tuple[str, str]] = set()
    while True:
        due = [d for d in memory.due(LEARNER, at) if (d.game, d.rule) not in skipped]
        if not due or total >= 40:
            break
        d = due[0]
        game = REGISTRY.get(d.game)
        got = question_for(game, d.rule, avoid=asked, seed=seed + total)
        if got is None:
            skipped.add((d.game, d.rule))
            continue
        asked.append(got.question.id)
        rules = tuple(sorted(got.rules))
        right += answered(memory, who, got.question, rules, "review", at, given)
        total += 1
        at += 45
    tail = f" ({len(skipped)} due rule(s) with no question at hand)" if skipped else ""
    return f"Review: {right}/{total} right{tail}"


def report(memory: RuleMemory, day: int, at: float) -> list[str]:
    nxt = at + DAY
    due = memory.due(LEARNER, nxt)
    lines = [f"  due tomorrow evening: {len(due)} rule(s)"]
    for d in due[:8]:
        lines.append(f"    {d.game:<10} {d.rule}")
    if len(due) > 8:
        lines.append(f"    ... and {len(due) - 8} more")
    for gid in ("loo", "sixty_six"):
        n = memory.summary(LEARNER, REGISTRY.get(gid), nxt).counts
        lines.append(
            f"  {gid}: mastered {n['mastered']}, due {n['due']}, learning {n['learning']}, "
            f"never met {n['never']}"
        )
    return lines


def main(seed: int = 12) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        memory = RuleMemory(Progress(Path(tmp) / "week.sqlite3"))
        who = Learner(seed)
        for day in range(1, 8):
            at = START + (day - 1) * DAY
            when = datetime.fromtimestamp(at, UTC).strftime("%a %d %b")
            done = []
            if day == 1:
                done.append(quiz(memory, who, "loo", at, 12))
            if day == 2:
                done.append(play(memory, who, "loo", seed, at))
            if day == 3:
                done.append(quiz(memory, who, "sixty_six", at, 12))
            if day == 6:
                done.append("away: nothing done")
            elif day > 1:
                done.append(review(memory, who, at + 3600, seed * 100 + day))
            print(f"Day {day} ({when}): " + "; ".join(done))
            for line in report(memory, day, at + 2 * 3600):
                print(line)
        card = memory.cards(LEARNER, "loo")
        best = max(card.items(), key=lambda kv: kv[1].stability or 0.0)
        end = START + 7 * DAY
        print(
            f"After the week: the steadiest Loo rule is {best[0]} "
            f"(stability {best[1].stability:.1f} days, {status(best[1], end)})."
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 12)
