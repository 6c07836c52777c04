"""Two rules a learner acts on that no question judged, so Review never asked them
(/tmp/judged22/gaps.py over the curated bank and Review's deals at seeds 0 and 1): Sixty-Six's
last draw (``sixty_six.draw``: the engine draws for both players, so no answer turned on it) and
Napoleon's early stop (``napoleon.stop_early``). Each is now asked by a question on what
follows the trick just finished (engine.quiz_after): Sixty-Six's q_last_draw, "Who takes the
J♥?", and Napoleon's q_stop_beaten, "Does play go on after it?", answered off the engine's
state after the trick, never before the trick is credited on the picture."""

from __future__ import annotations

import pytest

import ui.games  # noqa: F401  (registers the pages' game words)
from engine.cards import Card
from engine.game import REGISTRY, NotAsked
from engine.quiz import AnswerFormatError, Question, check, parse_response
from lessons import load
from ui.mastery import question_rules
from ui.quiz_picture import question_view


def _asked(game_id: str, qid: str) -> Question:
    return next(q for q in load(game_id).quiz if q.id == qid)


def test_who_takes_the_turned_up_trump_is_the_trick_s_loser() -> None:
    q = _asked("sixty_six", "q_last_draw")
    jh = Card.parse("JH")
    took = [p for p, hand in enumerate(q.state.hands) if hand >> jh & 1]
    assert took == [1] and q.solve() == 1 and q.state.history[-1][1] == 0  # P0 won the trick
    assert "sixty_six.draw" in question_rules(q)  # Review can ask it
    fb = check(q, "P0")  # the winner draws first: the face-down card, not the trump
    assert not fb.correct and "sixty_six.draw" in [r.id for r in fb.missed]
    assert fb.message == "Not quite. The right answer: P1."
    assert "P1, his opponent, takes the last card, the J♥" in fb.explanation[-1]
    with pytest.raises(AnswerFormatError, match=r"'P4' is not a player \(answer P0..P1\)"):
        parse_response(q, "P4")
    # before the answer the picture holds the stock's last two cards, the J♥ face up, and no
    # hand holds them: the J♥ in P1's hand would give the answer away
    view = question_view(q, None)
    assert view is not None
    held = {c for seat in view.seats for c, _ in seat.faces}
    assert jh not in held and Card.parse("JD") not in held
    stock = dict(view.extras)["Stock · trumps ♥"]
    assert 'data-card="JH"' in stock and "2 cards" in stock and 'data-card="JD"' not in stock


def test_does_play_go_on_once_the_bid_is_beaten() -> None:
    q = _asked("napoleon", "q_stop_beaten")
    assert q.state.phase == "over" and q.solve() is False  # the engine stopped play
    assert "napoleon.stop_early" in question_rules(q)
    fb = check(q, "yes")
    assert not fb.correct and "napoleon.stop_early" in [r.id for r in fb.missed]
    assert fb.message == "Not quite. The right answer: no, play stops."
    assert fb.explanation[-1].startswith("the others have won 3 tricks: P1 can take at most 2")
    assert check(q, "no").correct
    with pytest.raises(AnswerFormatError, match="answer yes or no"):
        parse_response(q, "maybe")


def test_another_game_is_not_asked_them() -> None:
    loo = REGISTRY.get("loo")
    q = _asked("loo", load("loo").quiz[0].id)
    with pytest.raises(NotAsked, match="loo asks no plays_on questions"):
        loo.after_trick(q.state, "plays_on")
