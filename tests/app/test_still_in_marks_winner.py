"""A "who is still in after this trick?" answer shows the card that won the trick, in the
picture and in words, as a "who wins?" answer does.

Seen on the Quiz page (/linger_longer-quiz?question=q_still_in, answered, 1400 and 390 px):
"Not quite. The right answer: P0, P2." over a trick of K♠ A♠ 6♠ 5♠ with no card marked,
where Napoleon's answered q_trick frames the 5♦ that won in orange and says "P2 with 5♦". The
winner is the one player who draws (seed 003, Linger Longer: "When a player wins a trick, he
draws the top card of the stock. Nobody else draws."), so who is still in turns on that card.
Now the card is marked ("the deciding card") and the answer says "P0, P2 (P2's A♠ won the
trick)".

The winning card here is worked out apart from the engine, from seed 003's "A trick is won by
the highest trump, or, if it contains no trump, by the highest card played of the suit led"
(ace high: RULES.md §9).
"""

from __future__ import annotations

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import CARDS
from engine.quiz import Question, check, practice
from lessons import load
from ui.quiz_picture import question_view


def _won_by(q: Question) -> tuple[int, int]:
    """The seat and card that take the question's trick, by the seed's sentence."""
    plays = q.state.history[-1][0]
    trump = q.state.trump
    led = CARDS[plays[0][1]].suit
    trumps = [p for p in plays if CARDS[p[1]].suit == trump]
    pool = trumps or [p for p in plays if CARDS[p[1]].suit == led]
    return max(pool, key=lambda p: CARDS[p[1]].rank)  # ace high: the ace is rank 14


def _questions() -> list[Question]:
    curated = [q for q in load("linger_longer").quiz if q.kind == "still_in"]
    made = [practice("linger_longer", seed=s, kind="still_in", level=2) for s in range(12)]
    return curated + made


@pytest.mark.parametrize("q", _questions(), ids=lambda q: q.id)
def test_the_still_in_answer_marks_and_names_the_winning_card(q: Question) -> None:
    seat, card = _won_by(q)
    wrong = [w for w in q.choices() if w not in q.solve()]  # every player out ticked
    for fb in (check(q, sorted(q.solve())), check(q, wrong)):
        assert fb.marked == {card}, (q.id, fb.marked)
        assert fb.answer_text.endswith(f"(P{seat}'s {CARDS[card].pretty} won the trick)")
        assert fb.message.endswith(f"{fb.answer_text}."), fb.message
        view = question_view(q, fb)
        assert view is not None
        states = {c: st for _, c, st in view.trick}
        assert states[card] == "marked", (q.id, view.trick)
        assert [c for c, st in states.items() if st == "marked"] == [card]
    before = question_view(q, None)  # before the answer the card is the learner's to find
    assert before is not None and all(st != "marked" for _, _, st in before.trick)


@pytest.mark.parametrize("q", _questions(), ids=lambda q: q.id)
def test_the_why_says_why_the_card_won(q: Question) -> None:
    """Linger Longer's "who is still in after this trick?" feedback: the answer names the card that
    won ("P0, P2 (P2's A♠ won the trick)", f0cea98), so the Why's first line says why that card
    won and who takes the trick, not the answer again ("P2 wins the trick with A♠"); the lines
    after it say what follows (who draws, who drops out)."""
    g, s = q.game, q.state
    plays, w = s.history[-1]
    reason = g.trick_reason(s)  # "no trump was played: A♠ is the highest spade, the suit led"
    assert reason
    _, lines, _ = g.still_in(s)
    assert lines[0] == f"{reason}, so P{w} takes the trick", lines
    fb = check(q, sorted(q.solve()))
    assert fb.explanation[0] == lines[0]
    assert not any(line.startswith(f"P{w} wins the trick with ") for line in fb.explanation)
    # what follows is still said: whether the winner draws, and who is out
    assert any(f"P{w} draws" in line for line in fb.explanation), fb.explanation
