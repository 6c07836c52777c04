"""Some question judges Napoleon's nap (``napoleon.nap``: "A bid of five tricks, all of them, is
"nap"."), so Review can ask it and the Quiz records it.

No question cited it: the engine named it only as what a bid of five binds the bidder to (a
ground of role "costs" on the nap bid, which no answer to a "What may you say?" keeps or misses,
b7a8422d), and the bid question on a nap hand, q_bid_strong, whose answer is nap, cited the
rules of a bid of 1 to 4 (napoleon.bid_made, bid_failed) beside the one turn. A learner's
nap stayed "never met" on Progress for good, and Review had no question for it (88d5aafd's
count; judged22: the one rule of Napoleon's play none judged). The engine's bid estimate now
cites, for a hand whose bid is nap, the nap and what it pays (napoleon.nap_pays).
"""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.quiz import explanation
from lessons import load
from ui.mastery import question_for

LESSON = load("napoleon")


def _cited(qid: str) -> list[str]:
    return [r.id for r in explanation(LESSON.question(qid))[1]]


def test_a_nap_hand_s_bid_cites_the_nap_and_its_payments() -> None:
    assert LESSON.question("q_bid_strong").solve() == 5
    assert _cited("q_bid_strong") == ["napoleon.one_turn", "napoleon.nap", "napoleon.nap_pays"]
    # a pass: the rules of a bid of 1 to 4, as before
    assert _cited("q_bid_weak") == [
        "napoleon.one_turn",
        "napoleon.bid_made",
        "napoleon.bid_failed",
    ]


def test_review_has_a_curated_question_judging_nap() -> None:
    asked = question_for(REGISTRY.get("napoleon"), "napoleon.nap", budget=0)
    assert asked is not None and asked.curated, asked
    assert asked.question.id == "q_bid_strong" and "napoleon.nap" in asked.judged
