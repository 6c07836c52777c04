"""A list in a scenario's or an answer's error message is said as English lists it, with the
project's list joiner (engine.cards.listed): Napoleon's reader said "the winner of the last
trick leads, one of P0, P2" and "(P2, P3) won it"; the shared reader "expected one of stand,
pass, exchange"; Five-card Loo's "P2, P3 holds a flush"; Sixty-Six's "give one of won,
tricks_won, not both"; Spoil Five's and Forty-Five's "(P1, P3 have won tricks)"; the quiz
"'fold' is not one of the choices (stand, widow, pass)" and "Not quite: check P1, P3". Now "the
winner of the last trick, P0 or P2, leads", "stand, pass or exchange", "P2 and P3 hold
flushes", "give won or tricks_won", "P1 and P3 have won tricks", "(stand, widow or pass)",
"check P1 and P3". Every list expected is made from the engine's own names (the registry, the
seats a scenario gives)."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from scenario_answers import refusal

import engine.games  # noqa: F401  (registers the games)
from engine.cards import listed
from engine.game import REGISTRY, DealError
from engine.quiz import AnswerFormatError, check, kinds_for, parse_response, practice

# one of a list of names said with "or" before the last: "a, b or c"
ONE_OF = r"(?:[\w{}:. ]+, )*[\w{}:. ]+ or [\w{}:. ]+"
BID3 = "game: napoleon\nplayers: 5\nbids: {P1: 3, P2: pass, P3: pass, P4: pass, P0: pass}\n"


def test_napoleons_leader_who_won_no_trick_names_the_winners_with_or() -> None:
    msg = refusal(BID3 + "trump: C\ntricks_won: {P0: 1, P2: 1}\nleader: P3\n")
    assert msg.endswith(f"the winner of the last trick, {listed(['P0', 'P2'], 'or')}, leads"), msg
    assert "P0, P2" not in msg


def test_napoleons_defeated_bid_names_the_others_who_won_a_trick_with_or() -> None:
    four = "game: napoleon\nplayers: 4\nbids: {P1: 3, P2: pass, P3: pass, P0: pass}\ntrump: S\n"
    msg = refusal(four + "tricks_won: {P1: 2, P2: 2, P3: 1}\nleader: P1\n")
    assert f"one of the others who won a trick ({listed(['P2', 'P3'], 'or')}) won it" in msg, msg


def test_napoleons_bidding_order_is_said_in_turn() -> None:
    msg = refusal("game: napoleon\nplayers: 4\ndealer: P2\nbids: {P0: 1}\n")
    order = [f"P{(2 + 1 + k) % 4}" for k in range(4)]  # from the dealer's left, him last
    assert f"from the dealer's left ({listed(order, 'then')})" in msg, msg


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("game: chess\n", f"expected one of {listed(REGISTRY.ids(), 'or')}, got 'chess'"),
        ("players: 4\n", f"is required (one of {listed(REGISTRY.ids(), 'or')})"),
        (
            "game: loo\nplayers: 4\nvariant: nope\n",
            f"expected one of {listed(REGISTRY.get('loo').variants, 'or')}, got 'nope'",
        ),
    ],
)
def test_the_shared_reader_lists_its_choices_with_or(text: str, said: str) -> None:
    assert refusal(text).endswith(said)


@pytest.mark.parametrize(
    ("text", "pattern"),
    [
        ("game: loo\nplayers: 4\ncolour: red\n", rf"unknown field \(expected one of {ONE_OF}\)$"),
        (
            "game: irish_loo\nplayers: 4\ntrump: S\ndeclarations: {P1: widow}\n",
            rf"expected one of {ONE_OF}, got 'widow'$",
        ),
        (
            "game: loo\nplayers: 4\nirregularity: {foo: P1}\n",
            r"expected one of \{revoke: \.\.\.\} or \{dealer_turned_trump: \.\.\.\} \(or both\)",
        ),
        (
            "game: rams\nplayers: 4\npool: 20\ntrump: D\nirregularity: {foo: P1}\n",
            rf"expected one of {ONE_OF}, got \{{'foo': 'P1'\}}$",
        ),
        ("game: sixty_six\nwon: {P0: []}\ntricks_won: {P0: 1}\n", r"give won or tricks_won, not"),
    ],
)
def test_each_games_reader_lists_its_choices_with_or(text: str, pattern: str) -> None:
    msg = refusal(text)
    assert re.search(pattern, msg), msg


def test_two_flushes_are_said_as_two() -> None:
    five = "game: five_card_loo\nplayers: 4\ntrump: H\ntrick: [P1 QS]\n"
    msg = refusal(five + "hands: {P2: [2D, 5D, 9D, JD, KD], P3: [2C, 5C, 9C, JC, KC]}\n")
    assert f"{listed(['P2', 'P3'])} hold flushes, and a flush takes the pool at once" in msg, msg
    one = refusal(five + "hands: {P2: [2D, 5D, 9D, JD, KD]}\n")
    assert "P2 holds a flush, which takes the pool at once" in one, one


def test_a_word_not_among_the_choices_names_them_with_or() -> None:
    q = practice("loo", 0, kind="declare", level=1)
    with pytest.raises(AnswerFormatError) as e:
        parse_response(q, "fold")
    assert str(e.value) == f"'fold' is not one of the choices ({listed(q.choices(), 'or')})"


def test_a_settlement_answer_wrong_for_two_says_check_both() -> None:
    q = practice("loo", 0, kind="settlement", level=1)
    right = q.solve()
    wrong = [k for k in right if k != "pool"][:2]
    given = {k: v + (Fraction(1) if k in wrong else 0) for k, v in right.items()}
    fb = check(q, given)
    assert fb.message.startswith(f"Not quite: check {listed(wrong)}. "), fb.message


def test_a_kind_a_game_does_not_ask_names_its_kinds_with_or() -> None:
    game = REGISTRY.get("sixty_six")
    with pytest.raises(DealError) as e:
        practice(game.id, 1, kind="x")
    assert str(e.value).endswith(f"(expected one of {listed(kinds_for(game), 'or')})")


@pytest.mark.parametrize("game", ["spoil_five", "forty_five"])
def test_a_leader_left_out_names_the_trick_winners_with_and(game: str) -> None:
    msg = refusal(
        f"game: {game}\nplayers: 4\ndealer: P0\nturn_card: KS\ntricks_won: {{P1: 1, P3: 1}}"
    )
    assert f"({listed(['P1', 'P3'])} have won tricks)" in msg, msg
