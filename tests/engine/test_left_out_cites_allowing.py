"""A words question answered with allowed moves left out cites the rules that allow those
moves, not the rules saying what they cost (engine/quiz_words.py, by each ground's declared
role, :attr:`engine.refusal.Ground.role`, as Learn's tasks read it since b50ce3d).

Seen in the Rams Quiz's 'q_first': a learner who ticked "stand" alone was shown, beside "you
left out ...: they are allowed here", what a lost rams costs (rams.rams_lost), a rule no line
of the feedback says; the general rams he left out is cited by the rule allowing it."""

from __future__ import annotations

import engine.games  # noqa: F401  (registers the games)
from engine.quiz import check
from lessons import load


def test_a_move_left_out_cites_what_allows_it_not_what_it_costs() -> None:
    q = next(x for x in load("rams").quiz if x.id == "q_first")
    fb = check(q, ["stand"])
    assert not fb.correct and any(line.startswith("you left out ") for line in fb.explanation)
    cited = {r.id for r in fb.rules}
    assert "rams.general_rams" in cited, cited
    assert "rams.rams_lost" not in cited, cited
