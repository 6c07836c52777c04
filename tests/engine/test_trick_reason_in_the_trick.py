"""Who won a trick no trump was played to: "the highest <suit> in the trick", never more.

Notebook 02's q_ten_over_king (Sixty-Six, P0's 10♦ beating P1's K♦) read "no trump was played:
10♦ is the highest diamond, the suit led": the A♦ is a higher diamond; the 10♦ is only the
highest diamond *in the trick*, as the trump line says ("A♠ is the highest trump (♠) in the
trick"). The words are the engine's (Game.trick_reason), so every game's who-wins feedback,
Play's trick story and the notebooks say it alike.
"""

from __future__ import annotations

import re

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.quiz import kinds_for, practice
from lessons import load

SUITS = "spade|heart|diamond|club"


@pytest.mark.parametrize("game", [g.id for g in REGISTRY if "trick_winner" in kinds_for(g)])
def test_no_trump_line_says_in_the_trick(game: str) -> None:
    said = 0
    for seed in range(15):
        q = practice(game, seed, kind="trick_winner")
        reason = q.game.trick_reason(q.state)
        m = re.search(rf"no trump was played: \S+ is the highest ({SUITS})\b(.*)", reason)
        if m is None:
            continue
        assert m.group(2).startswith(" in the trick, the suit led"), reason
        said += 1
    if game == "sixty_six":
        assert said > 0


def test_ten_over_king_says_in_the_trick() -> None:
    q = next(x for x in load("sixty_six").quiz if x.id == "q_ten_over_king")
    reason = q.game.trick_reason(q.state)
    assert reason.startswith(
        "no trump was played: 10\u2666 is the highest diamond in the trick, the suit led"
    ), reason
