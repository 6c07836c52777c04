"""An answered settlement or points question says how the deal ended once: in its reasons.

walk13 (390 px, /spoil_five-quiz?question=q_five, /forty_five-quiz?seed=59769&kind=game_points
&level=2): once answered, the table's caption under the picture read "P0 wins 5 tricks to 0: all
five tricks score 10." and the first line of Why right below it "P0 wins 5 tricks to 0: all five
tricks score 10: points → P0 10"; Spoil Five's "P1 jinked and won all five tricks, and takes the
pool and a counter from each other player." the same. The notebooks' quiz box prints the same
reasons under the same picture. Now the picture leaves out a caption its reasons say; one they
do not (Napoleon's why a nap ended early) stays.
"""

from __future__ import annotations

import pytest
from test_quiz_pictures import seen

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from engine.quiz import Question, check, kinds_for, practice
from lessons import load
from ui.quiz_picture import question_picture


def _asked(game_id: str) -> list[tuple[Question, bool]]:
    """A game's amounts questions: the lesson's, and generated ones."""
    curated = [(q, True) for q in load(game_id).quiz if q.form == "amounts"]
    kinds = [k for k in kinds_for(REGISTRY.get(game_id)) if k in ("settlement", "game_points")]
    made = [(practice(game_id, seed=s, kind=k), False) for k in kinds for s in range(6)]
    return curated + made


def _wrong(q: Question) -> dict[str, str]:
    sol = dict(q.solve())
    first = next(iter(sol))
    sol[first] += 1
    return {k: str(v) for k, v in sol.items()}


def _sentence(line: str) -> str:
    """A reason without its amounts: "P1 won three tricks and takes the pool: pool → P1 9" →
    "P1 won three tricks and takes the pool"; "...: points → P0 10" → "..."."""
    head, _, tail = line.rpartition(": ")
    while head and "→" in tail:
        line = head
        head, _, tail = line.rpartition(": ")
    return line.removesuffix(": points").removesuffix(": game points")


@pytest.mark.parametrize("game_id", ["spoil_five", "forty_five"])
def test_the_answered_picture_leaves_the_reasons_to_say_how_the_deal_ended(game_id: str) -> None:
    twice = []
    for q, curated in _asked(game_id):
        for fb in (check(q, q.solve()), check(q, _wrong(q))):
            text = seen(question_picture(q, fb, curated) or "").text
            said = [_sentence(line) for line in fb.explanation if "→" in line]
            twice += [(q.id, s) for s in said if s and s[:1].upper() + s[1:] in text]
    assert twice == []


def test_a_caption_the_reasons_do_not_say_stays() -> None:
    q = next(q for q in load("napoleon").quiz if q.id == "q_nap_failed")
    text = seen(question_picture(q, check(q, q.solve())) or "").text
    assert "P1 can take at most 4, less than his bid of nap" in text
