"""A hand review's mark agrees with the figures it is shown beside.

walk9 saw Linger Longer's review mark a decision "Cost: 0.54 counters (± 0.27)", under a
caption saying a cost earns its mark only when it is more than twice its ±: the mark was
judged on the unrounded figures (0.544 against twice 0.2705), and the page shows hundredths.
A threshold alike: at Loo a cost of 0.347 reads "0.35 red counters", which the marks' line
calls an inaccuracy ("at least 0.35 given away"), and was left unmarked. Marks are now judged
on the figures as shown.
"""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.review import MARKS, SIGNIFICANCE, mark_for
from engine.review_words import amount


def _near_the_lines(thresholds: tuple[float, ...]) -> list[tuple[float, float]]:
    """Costs and errors a few thousandths either side of where a mark starts: twice the
    error, and each threshold."""
    out = []
    for e in (0.1, 0.2705, 0.27, 0.3349, 0.5):
        for d in (-0.006, -0.004, -0.001, 0.0, 0.001, 0.004, 0.006):
            out.append((SIGNIFICANCE * e + d, e))
    for t in thresholds:
        for d in (-0.006, -0.004, -0.001, 0.0, 0.001, 0.004, 0.006):
            out.append((t + d, 0.0))
    return out


def test_every_mark_reads_as_its_rule_says_on_the_figures_shown() -> None:
    wrong = []
    for game in REGISTRY:
        marks = dict(zip(MARKS, game.review_marks, strict=True))
        for cost, error in _near_the_lines(game.review_marks):
            mark = mark_for(game, cost, error)
            c, e = float(amount(cost)), float(amount(error))
            # what a learner reads: the ± more than doubled, and the heaviest threshold reached
            want = None
            if c > SIGNIFICANCE * e:
                want = next((m for m in reversed(MARKS) if c >= marks[m]), None)
            if mark != want:
                wrong.append((game.id, amount(cost), amount(error), mark, want))
    assert not wrong, wrong[:10]
