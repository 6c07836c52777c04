"""Linger Longer's lesson tells one game across its chapter "Lingering longer": ``last_left``
says "P2 led the 4♣ and P0, with no club, threw the 9♦", the cards ``drop_out`` left them,
so its position must be the one ``drop_out`` ends in, not another game's (it was the seventh
trick with 30 in the stock, while ``drop_out`` hands on the fifth with 32).

    drop_out, after its trick:            last_left, its trick:

             P2  4♣ 2♣ Q♦   Trick 5              P2 leads 4♣ (2♣ Q♦ left)   Trick 5
        P1 out     P3 out    stock 32        P0 throws 9♦, his last card   stock 32
             P0  9♦
"""

from __future__ import annotations

from engine.cards import CARDS
from lessons import load

LL = "linger_longer"


def _held(mask: int) -> set[str]:
    return {CARDS[c].code for c in range(52) if mask >> c & 1}


def test_last_left_goes_on_from_where_drop_out_ends() -> None:
    lesson = load(LL)
    before = lesson.step("drop_out").scenario
    after = lesson.step("last_left").scenario
    assert before is not None and after is not None
    s = before.state  # drop_out judged: P2 won with the A♠, drew, and leads the next trick
    data = after.data
    assert data["leader"] == f"P{s.to_move}"
    assert data["stock"] == len(s.stock), "last_left's stock is the one drop_out leaves"
    assert before.game.tricks_played(s) + 1 == after.game.tricks_played(after.state)
    played: dict[str, set[str]] = {}
    for play in data["trick"]:
        seat, card = play.split()
        played.setdefault(seat, set()).add(card)
    for p in range(s.n):
        seat = f"P{p}"
        now = set(data["hands"].get(seat, [])) | played.get(seat, set())
        assert now == _held(s.hands[p]), (seat, now, _held(s.hands[p]))
