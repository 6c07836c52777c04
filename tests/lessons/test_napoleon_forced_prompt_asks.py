"""Napoleon's q_dealer_forced asks what the dealer may say under the older Britannica reading;
its prompt gave the answer before the question: "Another reading: if all the others pass, the
dealer bids 1. You are P2, the dealer, to move; P0 and P1 passed. Which may you say?" (look15,
the Quiz at 390 px; the answer, "bid 1" alone, is the sentence's own). The prompt now names
the reading it asks under and leaves what that reading has the dealer do to the learner, as
the step titles do (tests/lessons/test_task_texts_leave_the_answer: "Another reading: the
dealer bids 1" was a title that gave its task away)."""

from __future__ import annotations

import re

from lessons import load


def test_the_forced_dealer_question_names_its_reading_not_its_answer() -> None:
    q = next(q for q in load("napoleon").quiz if q.id == "q_dealer_forced")
    prompt = " ".join(q.prompt.split())
    assert set(q.solve()) == {"bid 1"}  # the engine's answer: the dealer bids 1, no more
    # what the dealer does under the reading, or the bid itself, is not said
    assert not re.search(r"\bbids? 1\b|\bdealer (?:bids|must|may not)\b", prompt), prompt
    # the reading is named, and the position: the dealer to move, everyone else passed
    assert "Britannica" in prompt and "P2, the dealer, to move" in prompt, prompt
    assert "P0 and P1 passed" in prompt, prompt
