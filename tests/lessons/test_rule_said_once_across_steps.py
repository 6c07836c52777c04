"""A rule is stated in one step, not again word for word in the step after it.

Learner walk, /napoleon-learn?step=name_trump then Next: step 7 said "When the bidding is over,
the highest bidder names the trump suit and leads to the first trick, and that first lead must
be a trump.", and step 8, the step that teaches the lead duty, opened "The highest bidder names
trumps and leads to the first trick, and that first lead must be a trump." The learner read
the duty twice, the second time as if new. Now step 7 names trumps (his first lead must be a
trump: "the next step") and step 8 states the duty.

The check, for every lesson: no sentence of a step's text (eight words or more) that names no
seat and no card comes again, nearly word for word, in the next step's text. A sentence that
names a seat or a card describes a position, and the next step may well show the same position
under another reading ("Here the 6♣ is turned up, and you are P1 with the A♣."); a text's list
of "the moves below (...)" is the task's question, not a rule.
"""

from __future__ import annotations

import difflib
import re

import pytest

import engine.games  # noqa: F401  (registers the games)
from lessons import available, load

MOVES_LISTED = re.compile(r"[^.?!]*\bmoves\s+below\b[^.?!]*[.?!]", re.IGNORECASE)
POSITION = re.compile(r"\bP\d\b|[♠♥♦♣]")
NEARLY_THE_SAME = 0.75  # difflib ratio: the two Napoleon sentences above are 0.85


def rule_sentences(text: str) -> list[str]:
    """The sentences of ``text`` that state something general: eight words or more, no seat,
    no card, not the list of the moves below."""
    flat = " ".join(MOVES_LISTED.sub(" ", text).split())
    sentences = re.split(r"(?<=[.!?:;])\s+", flat)
    return [s for s in sentences if len(s.split()) >= 8 and not POSITION.search(s)]


def said_again(game_id: str) -> list[str]:
    steps = load(game_id).steps
    out = []
    for before, after in zip(steps, steps[1:], strict=False):
        for first in rule_sentences(before.text):
            for second in rule_sentences(after.text):
                ratio = difflib.SequenceMatcher(None, first.lower(), second.lower()).ratio()
                if ratio >= NEARLY_THE_SAME:
                    out.append(f"{before.id} -> {after.id}: {first!r} / {second!r}")
    return out


@pytest.mark.parametrize("game_id", available())
def test_no_rule_is_said_again_in_the_next_step(game_id: str) -> None:
    assert said_again(game_id) == []


def test_a_position_is_not_a_rule_but_a_general_sentence_is() -> None:
    text = (
        "Here the 6♣ is turned up, and you are P1 with the A♣. The highest bidder names trumps "
        "and leads to the first trick. Which of the moves below (play, pass, take the widow, "
        "rob the trump card) are yours to make?"
    )
    assert rule_sentences(text) == ["The highest bidder names trumps and leads to the first trick."]
