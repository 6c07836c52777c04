"""Spoil Five's and Forty-Five's plain-suit refusal gives a reason after "because", not an order.

Since 80d9b104 a refusal reads "..., because <reason>", and this one's reason began with an
order: "8♥, K♣ and 4♣ are not allowed, because the Q♠ was led: follow with 9♠ or trump — you
may not throw another suit while you hold the suit led" (journey13: Forty-Five's Quiz at 1400
and 390 px). Now "because the Q♠ was led and you hold 9♠: you may follow suit or trump — ...",
and said of the player "the Q♠ was led and P2 holds 9♠: he may follow suit or trump — ..."."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.cards import CARDS
from engine.quiz import check
from lessons import load

REST = " \u2014 you may not throw another suit while you hold the suit led"


@pytest.mark.parametrize("game", ["forty_five", "spoil_five"])
def test_the_quiz_says_what_is_held_then_what_may_be_played(game: str) -> None:
    q = load(game).question("q_follow_or_trump")
    right = set(q.solve())
    wrong = next(c for c in q.choices() if c not in right)
    (line,) = [x for x in check(q, [wrong.code]).explanation if "because" in x]
    reason = line.split(", because ", 1)[1]
    led = CARDS[q.state.trick[0][1]].pretty
    suited = [c.pretty for c in right if c.suit == CARDS[q.state.trick[0][1]].suit]
    assert suited, right
    assert reason.startswith(f"the {led} was led and you hold "), reason
    assert all(c in reason.split(":")[0] for c in suited), reason
    assert reason.endswith(": you may follow suit or trump" + REST), reason
    assert "follow with" not in reason


def test_said_of_the_player_he_holds_then_he_may() -> None:
    q = load("forty_five").question("q_follow_or_trump")
    seat = q.state.to_move
    refusal = next(r for r in q.game.refusals(q.state) if "was led and" in r.reason_of(seat))
    said = refusal.reason_of(seat)  # (said of him, as a notebook's refusal cell says it)
    assert f" was led and P{seat} holds " in said, said
    assert ": he may follow suit or trump \u2014 he may not throw another suit while he holds" in (
        said
    ), said
