"""Learner walk, Quiz (helper I), the settlement question: its next-pool field says the pool
is counted before the next dealer's ante, and a wrong pool is explained with the engine's
figures (what this deal's pool held, what was paid in, what was taken out); its amount fields
stand in reading order (P0 ... then the next pool) however narrow the screen; its reasons come
in seat order, as its answer and its table."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from streamlit.testing.v1 import AppTest
from test_quiz_feedback import _base, _open_at  # the page opened at a lesson question

import engine.games  # noqa: F401
from engine.quiz import Question, check, explanation, next_pool_label, pool_words
from lessons import available, load

OpenApp = Callable[..., AppTest]
SEAT = re.compile(r"(?<![+\w])P(\d+)(?![+\w])")


def test_the_next_pool_field_says_it_is_before_the_next_dealers_ante(app: OpenApp) -> None:
    # the walk answered 12 (9 and the next dealer's 3, as the Learn step says) and read only
    # "check pool": the answer is the pool this deal leaves, 9
    at, q = _open_at(app, "loo", "q_simple_looed")
    labels = [t.label for t in at.text_input if t.key.startswith(_base(at, "loo") + ":amt:")]
    assert labels[-1] == "next pool (before the next dealer's ante)" == next_pool_label(q)
    right = q.solve()
    assert right["pool"] == 9
    for t in at.text_input:
        if ":amt:" in t.key:
            name = t.key.rsplit(":", 1)[1]
            t.input(str(right[name] + 3 if name == "pool" else right[name]))
    at.button(key=f"{_base(at, 'loo')}:check").click().run()
    assert not at.exception, at.exception
    verdict = at.error[0].value
    assert "check the next pool" in verdict
    # what it holds and why: the pool of 3, the three loos paid in, the thirds taken out
    said = pool_words(q)
    assert said[:1].upper() + said[1:] in verdict
    assert said == (
        "the next pool holds 9 red counters (before the next dealer's ante): this deal's pool "
        "of 3, + 9 paid in (P0 3, P1 3, P3 3), \u2212 3 taken out (P2 2, P4 1)"
    )


POOL_QUESTIONS = [
    q for g in available() for q in load(g).quiz if q.kind == "settlement" and "pool" in q.solve()
]


def test_every_pool_game_asks_a_pool() -> None:
    games = {q.game.id for q in POOL_QUESTIONS}
    assert {"loo", "irish_loo", "five_card_loo", "rams", "rounce", "spoil_five"} <= games


@pytest.mark.parametrize("q", POOL_QUESTIONS, ids=lambda q: f"{q.game.id}-{q.id}")
def test_a_wrong_pool_is_explained_by_the_settlement_it_comes_from(q: Question) -> None:
    right = q.solve()
    fb = check(q, {**right, "pool": right["pool"] + 1})
    assert "check the next pool" in fb.message and "the next pool holds" in fb.message.lower()
    # its figures add up: the pool, + what is paid in, - what is taken out = the next pool
    head, _, rest = pool_words(q).partition(": ")
    terms = re.findall(r"(?:pool of|([+\u2212])) (\d+)", rest)
    total = sum(int(n) * (-1 if s == "\u2212" else 1) for s, n in terms)
    if all(x.denominator == 1 for x in right.values()):
        assert f"holds {total} " in head, (q.id, pool_words(q))


def test_the_amount_fields_stand_in_reading_order(app: OpenApp) -> None:
    # four columns filled row by row stacked on a phone as P0, P4, P1, next pool, P2, P3:
    # the page's order of the fields is the order a narrow screen stacks them
    at, q = _open_at(app, "loo", "q_simple_looed")
    keys = [t.key.rsplit(":", 1)[1] for t in at.text_input if ":amt:" in t.key]
    assert keys == ["P0", "P1", "P2", "P3", "P4", "pool"] == list(q.solve())


@pytest.mark.parametrize(
    ("game", "qid"), [("loo", "q_simple_looed"), ("five_card_loo", "q_fifths")]
)
def test_settlement_reasons_come_in_seat_order(game: str, qid: str) -> None:
    # the answer and the table list P0 first; the "Why" began at P1 and ended with P0
    q = next(q for q in load(game).quiz if q.id == qid)
    lines, _ = explanation(q)
    first = [int(SEAT.search(line).group(1)) for line in lines if SEAT.search(line)]  # type: ignore[union-attr]
    assert first == sorted(first) and len(first) >= 3


def test_every_settlement_says_its_reasons_in_seat_order() -> None:
    for game in available():
        for q in load(game).quiz:
            if q.form != "amounts":
                continue
            lines, _ = explanation(q)
            first = [int(m.group(1)) for m in (SEAT.search(x) for x in lines) if m]
            assert first == sorted(first), (game, q.id, lines)
