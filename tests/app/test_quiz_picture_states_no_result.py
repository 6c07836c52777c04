"""A question on a finished deal does not print the result or the rule it asks about (the
quiz audit, after 8dd9be1 did so for Spoil Five's pool line). Seen on the Quiz page at
1400 px:

* Irish Loo's q_dealer_takes ("A pool of 6 red. P1, P2, P3 and P4 all pass. Settle it.") drew
  the dealer's seat as "P0 · dealer · takes the pool": the answer, +6 to P0. The tag comes
  from the deal's result (``dealer_takes``), not from anything the dealer said; Learn's
  all_pass step, which shows the result, keeps it.
* Sixty-Six's q_gp_tie_carry ("The last hand was a 65-65 tie ... What does each player
  score?") drew the game points as "before this hand · game to 7 · the hand's winner gets 1
  extra": the rule the question tests (the carried point). A hand still being played keeps
  the line (the score box is all a learner has to remember it by)."""

from __future__ import annotations

import re

import ui.games  # noqa: F401  (registers the drawings)
from engine.quiz import practice
from engine.scenario import from_dict
from lessons import load
from ui.cards import position_html
from ui.pages.quiz import question_picture


def _text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", html, flags=re.S))


def _question(game: str, qid: str):  # type: ignore[no-untyped-def]
    return {q.id: q for q in load(game).quiz}[qid]


def test_the_dealer_taking_the_pool_is_not_drawn_in_its_question() -> None:
    qs = [_question("irish_loo", "q_dealer_takes")]
    for game in ("loo", "irish_loo", "five_card_loo"):  # generated settlements where all pass
        for seed in range(300):
            q = practice(game, seed=seed, kind="settlement", level=1)
            if q.state.result == "dealer_takes":
                qs.append(q)
    assert len(qs) > 1
    said = []
    for q in qs:
        html = question_picture(q, None, curated=q.id == "q_dealer_takes")
        assert html is not None
        if "takes the pool" in _text(html):
            said.append(q.id)
    assert said == []
    # Learn's step on the same deal shows its result, the tag with it
    step = load("irish_loo").step("all_pass")
    assert step.scenario is not None
    html = position_html(step.scenario.state, reveal=True, highlight=False, width=56)
    assert "takes the pool" in _text(html)


def test_the_carried_point_is_not_drawn_in_its_question() -> None:
    q = _question("sixty_six", "q_gp_tie_carry")
    assert q.state.carry == 1
    html = question_picture(q, None, curated=True)
    assert html is not None
    assert "extra" not in _text(html)
    # a hand still being played, even in a question, keeps the line
    state = from_dict(
        {
            "game": "sixty_six",
            "dealer": "P0",
            "turned": "JH",
            "carry": 1,
            "hands": {"P1": ["AS", "10S", "KS", "QS", "JS", "9S"]},
        }
    ).state
    html = position_html(state, reveal=False, highlight=False, width=56, quiz=True)
    assert "gets 1 extra" in _text(html)
