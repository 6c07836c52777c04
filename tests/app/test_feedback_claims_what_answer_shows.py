"""A wrong answer's feedback says a rule was got right only where the answer shows it, and
names missed only the rule the answer went against.

1. Review, Loo (journey13): a learner who ticked only an off-suit card, where the right answer
   followed suit and headed the trick, read "The rule you got right: Head the trick if you
   can", and the scheduler reviewed heading Good. His answer showed nothing of heading: he
   ticked no card of the suit led at all, so leaving the low one out was no choice about
   heading. Heading is said to be "also at work here", and nothing is recorded on it.
2. Five-card Loo's and Rams' q_head (mastery13): with one heading card left out and the other
   ticked, the feedback named following suit and heading both missed; he followed suit, and
   missed only that any card that heads will do."""

from __future__ import annotations

from pathlib import Path

from deals import HEAD_THE_TRICK

import engine.games  # noqa: F401
from engine.quiz import Feedback, Question, check
from engine.scenario import from_dict
from lessons import available, load
from ui.judged import judged_groups, judged_word
from ui.mastery import RuleMemory
from ui.progress import Progress

# the headings, one rule and several (ui.judged.MISSED, GOT_RIGHT and NOT_SHOWN)
MISSED = ("The rule you missed", "The rules you missed")
GOT_RIGHT = ("The rule you got right", "The rules you got right")
NOT_SHOWN = ("The rule also at work here", "The rules also at work here")


def _ids(rules: list[object]) -> list[str]:
    return [r.id for r in rules]  # type: ignore[attr-defined]


def _card_questions() -> list[tuple[str, Question]]:
    return [
        (f"{game}:{q.id}", q)
        for game in available()
        for q in load(game).quiz
        if q.kind == "legal_cards"
    ]


def _heads(fb: Feedback) -> dict[str, list[str]]:
    return {head: _ids(rules) for head, rules in judged_groups(fb)}


def _recorded(memory: RuleMemory, q: Question, fb: Feedback, at: float) -> dict[str, int]:
    """The answer recorded at ``at`` as the Quiz and Review pages record it: each rule's
    evidence (1 right, 0 a lapse), a rule with none left out."""
    memory.record_check("judgedlearner20", q, fb, "quiz", at=at)
    with memory.store._db() as db:
        rows = db.execute("SELECT rule, correct FROM rule_evidence WHERE at = ?", (at,))
        return {str(r): int(c) for r, c in rows.fetchall()}


# ---- 1. "got right" only where the answer shows it ----------------------------------------------
def test_the_loo_example_says_heading_was_not_shown_and_records_nothing_on_it(
    tmp_path: Path,
) -> None:
    """P0 holds K♠, 3♠ and A♦ under the Q♠ led; he ticks only the A♦. He missed following
    suit; of heading his answer shows nothing. Review says so beside the rule, and the
    scheduler records the lapse alone."""
    q = Question("t", "legal_cards", "", from_dict(HEAD_THE_TRICK, "test"))
    fb = check(q, ["AD"])
    assert _heads(fb) == {MISSED[0]: ["loo.follow_suit"], NOT_SHOWN[0]: ["loo.head_the_trick"]}
    memory = RuleMemory(Progress(tmp_path / "p.sqlite3"))
    assert _recorded(memory, q, fb, 1_000_000.0) == {"loo.follow_suit": 0}
    assert set(memory.cards("judgedlearner20", "loo")) == {"loo.follow_suit"}
    assert judged_word(None) == "your answer did not show whether you know it"
    # the 3♠ ticked alone follows suit (it only fails to head): following suit is shown right
    assert _heads(check(q, ["3S"])) == {
        MISSED[0]: ["loo.head_the_trick"],
        GOT_RIGHT[0]: ["loo.follow_suit"],
    }


def test_an_off_suit_card_ticked_alone_shows_no_rule_right() -> None:
    """Over every game's curated card questions, each card a follow-suit rule refuses ticked
    alone (or every such card together): it is out before any duty within the suit led is
    asked, so no rule is said got right (the scheduler records as the page says: the test
    above)."""
    seen, wrong = 0, []
    for name, q in _card_questions():
        g, s = q.game, q.state
        off = [
            str(r.action.card)
            for r in g.refusals(s)
            if r.action.kind == "play" and r.rule.id.endswith("follow_suit")
        ]
        for ticked in [[c] for c in off] + [off] * (len(off) > 1):
            fb = check(q, ticked)
            seen += 1
            if set(GOT_RIGHT) & set(_heads(fb)):
                wrong.append((name, ticked, _heads(fb)))
    assert seen > 40, seen
    assert not wrong, wrong


# ---- 2. one heading card left out: heading missed, following suit got right ---------------------
def test_a_card_left_out_misses_only_the_duty_that_narrowed_last() -> None:
    """Over every game's curated card questions, each allowed card left out with the rest of the
    right answer ticked: one rule missed; where a duty besides following suit refuses a card
    of the suit led (heading, Pam's civility), not following suit: every card ticked follows,
    and the answer shows it right. (Where following suit is the only duty, it is what makes
    the card left out allowed: Sixty-Six's q_follow_after_stock, any diamond.)"""
    seen, wrong = 0, []
    for name, q in _card_questions():
        g, s = q.game, q.state
        duties = {r.rule.id for r in g.refusals(s) if r.action.kind == "play"}
        follow = {r for r in duties if r.endswith("follow_suit")}
        right = q.solve()
        for x in right:
            rest = [str(y) for y in right if y != x]
            if not rest:
                continue
            fb = check(q, rest)
            seen += 1
            missed = _ids(fb.missed)
            within = follow and duties - follow
            if len(missed) != 1 or within and (follow & set(missed) or follow - set(_ids(fb.kept))):
                wrong.append((name, str(x), missed, _ids(fb.kept)))
    assert seen > 25, seen
    assert not wrong, wrong
