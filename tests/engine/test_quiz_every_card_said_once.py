"""A card question's feedback says once that every card may be played.

Notebook 10's q_renege (Spoil Five: the 4♠ led, an inferior trump; P1 may hold back his A♥),
answered with 2♣ and 3♣ ticked, read "you left out A♥, K♥ and 7♦: they are allowed here too" /
"every card in hand may be played" / "you may hold back the A♥ ...": the second line said the
first again. The words questions already dropped their "every one of them is allowed here"
after a line on the choices left out; the card questions now do too.
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import Card
from engine.game import REGISTRY
from engine.quiz import Question, check, kinds_for, practice
from lessons import load

EVERY = "every card in hand may be played"


def every_card_free() -> list[Question]:
    """Card questions whose answer is the whole hand: the lessons' and generated ones."""
    out = [q for g in ("spoil_five", "forty_five") for q in load(g).quiz]
    for game in REGISTRY:
        if "legal_cards" not in kinds_for(game):
            continue
        out += [practice(game.id, seed, kind="legal_cards") for seed in range(12)]
    return [q for q in out if q.kind == "legal_cards" and set(q.solve()) == set(q.choices())]


def test_q_renege_left_out_is_said_once() -> None:
    q = next(x for x in load("spoil_five").quiz if x.id == "q_renege")
    fb = check(q, [Card.parse("2C"), Card.parse("3C")])
    assert not fb.correct
    assert (
        fb.explanation[0] == "you left out A\u2665, K\u2665 and 7\u2666: they are allowed here too"
    )
    assert EVERY not in " ".join(fb.explanation), fb.explanation
    assert any("hold back the A\u2665" in x for x in fb.explanation)  # the privilege, still


@pytest.mark.parametrize("part", ["some", "none", "all"])
def test_every_card_is_said_free_once(part: str) -> None:
    questions = every_card_free()
    assert len(questions) >= 10
    for q in questions:
        hand = list(q.choices())
        given = {"some": hand[:1], "none": [], "all": hand}[part]
        lines = check(q, given).explanation
        said = " | ".join(lines)
        left = any(x.startswith("you left out") for x in lines)
        assert left == (part != "all"), said
        # the whole hand allowed: said by the line on the cards left out, or by the general
        # line, never by both
        assert not (left and EVERY in said), (q.game.id, said)
