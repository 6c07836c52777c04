"""A learner's week, simulated and seeded (issue 12): what spaced review does day by day.

``.venv/bin/python -m bench.learner_week [SEED]`` (not part of ``make bench``: it has no
``run()``). A simulated learner works through seven evenings on a scratch progress database
with the real pieces: the lessons' curated quiz questions and generated practice
(:mod:`engine.quiz`), whole Loo deals in which the learner now and then tries a card the engine
refuses (:meth:`Game.explain`), the rule cards of :mod:`ui.mastery` (FSRS) and its Review
selection (:func:`ui.mastery.question_for`). Only the learner is simulated: each rule has a
chance of being answered right that grows each time the learner meets it, and a seeded coin
decides. A wrong answer is wrong on some of the question's rules, drawn by their chances, as
``Feedback.missed`` names them: a lapse on those, a right answer on the others
(:meth:`ui.mastery.RuleMemory.record_check`). After each day the script prints what the Review
page would show the next evening.

Day 1 Loo quiz · day 2 a Loo deal in Play, then Review · day 3 Sixty-Six quiz, then Review ·
days 4-7 Review only (day 6 skipped: the learner is away).
"""

from __future__ import annotations

import random
import sys
import tempfile
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Action
from lessons import load
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

    def slips(self, rules: tuple[str, ...]) -> bool:
        """In play: tries a card one of these rules forbids (less often the better he knows
        them; trying it is what teaches him, so nothing is learnt here)."""
        return self.rng.random() < max(0.7 * 0.6 ** self.met[r] for r in rules)


def quiz(memory: RuleMemory, who: Learner, game_id: str, at: float, n: int) -> str:
    right = 0
    for i, q in enumerate(load(game_id).quiz[:n]):
        missed = who.misses(question_rules(q))
        right += not missed
        memory.record_answer(LEARNER, q, [], not missed, "quiz", at=at + 60 * i, missed=missed)
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


def review(memory: RuleMemory, who: Learner, at: float, seed: int) -> str:
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
        missed = who.misses(tuple(sorted(got.rules)))
        memory.record_answer(LEARNER, got.question, [], not missed, "review", at=at, missed=missed)
        right += not missed
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
