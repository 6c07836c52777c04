"""Napoleon's "What would you bid?" questions are judged by a documented tolerance against the
engine's estimate (issue 10; :data:`engine.games.napoleon.BID_TOLERANCE`), but the lesson never
said so: the prompt asks "What would you bid? Answer 0 to pass, 1 to 4, or 5 for nap." and only
the feedback, after the answer, told the learner that "a bid within 1 trick of that counts as
sound" (look13, the Quiz at 390 px: a learner took the question for one with one right bid).

Now the step the first bid question links, "What a bid promises", says before any bid is
asked how a bid is weighed: the estimate, the tolerance (in the words of the constant the
check uses) and when a pass is sound."""

from __future__ import annotations

from engine.games.napoleon import BID_TOLERANCE
from lessons import load

WORDS = {1.0: "one trick", 0.5: "half a trick", 2.0: "two tricks"}


def test_the_tolerance_is_said_before_a_bid_is_asked() -> None:
    lesson = load("napoleon")
    order = [s.id for s in lesson.steps]
    linked = [q.step for q in lesson.questions() if q.kind == "bid_estimate" and q.step]
    first = min(order.index(s) for s in linked)
    said = [" ".join(s.text.split()) for s in lesson.steps[: first + 1]]
    within = f"within {WORDS[BID_TOLERANCE]} of that estimate"
    assert any(within in t and "no single right bid" in t for t in said), said[-1]
    assert any("pass, when the estimate is no more than the lowest bid" in t for t in said)
