"""Napoleon's Learn shows counters changing hands first at the step 'stop' (step 11): under its
picture "P1 made his bid of 2: P1 collects 2 counters from P0 and 2 from P2", a chapter before
'Payments' tells what a bid wins or costs. Read as a learner, the payment came unannounced
(Linger Longer's 'last_left' had the same gap). The step now says what is paid there, in the
engine's amounts, and that the next chapter sets it out."""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.scenario import answer
from lessons import load

LESSON = load("napoleon")


def test_the_first_step_where_counters_change_hands_says_so() -> None:
    moved = []
    for step in LESSON.steps:
        if step.show == "settlement" and step.scenario is not None:
            net = answer(step.scenario)["settlement"]["net"]
            if any(net.values()):
                moved.append((step, net))
    first, net = moved[0]
    bidder = max(net, key=lambda p: net[p])
    each = -min(net.values())
    said = " ".join(first.text.split())
    assert f"{bidder} collects his bid, {each} counters, from each of the others" in said
    chapters = [s.chapter for s in LESSON.steps if s.chapter]
    later = LESSON.steps[LESSON.steps.index(first) + 1 :]
    assert "next chapter" in said and later[0].chapter == chapters[-1] == "Payments"
