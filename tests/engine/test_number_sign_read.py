"""One rule for every number answer (walk13): a card-points answer "+30" was refused as "'+30'
is not a whole number" while an amount "+5" was read. A leading sign is read alike by both; a
sign inside an amount ("1+1/3", once read as 11/3) is refused, not misread."""

from fractions import Fraction

import pytest

from engine.game import REGISTRY
from engine.quiz import FORMS, AnswerFormatError, check, kinds_for, practice
from engine.quiz_numbers import parse_amount


def _number_kinds() -> list[tuple[str, str]]:
    return [
        (gid, kind)
        for gid in REGISTRY.ids()
        for kind in kinds_for(REGISTRY.get(gid))
        if FORMS[kind] == "number"
    ]


@pytest.mark.parametrize(("game_id", "kind"), _number_kinds())
def test_a_plus_sign_is_read_on_a_number_question(game_id: str, kind: str) -> None:
    q = practice(game_id, 7, kind=kind)
    right = q.solve()
    answer = str(right) if isinstance(right, int) else "1"
    plain = check(q, answer)
    plus = check(q, "+" + answer)
    assert (plus.given, plus.correct, plus.message) == (plain.given, plain.correct, plain.message)


def test_a_minus_sign_of_either_kind_is_read_and_judged_by_range() -> None:
    q = practice("sixty_six", 7, kind="card_points")
    low = q.game.number_range("card_points")[0]
    for minus in ("-", "\u2212"):
        with pytest.raises(AnswerFormatError, match=f"{low - 3} is out of range"):
            check(q, f"{minus}{3 - low}")


def test_amounts_read_a_leading_sign_and_refuse_one_inside() -> None:
    assert parse_amount("+5", "P0") == 5
    assert parse_amount("\u22122", "P0") == -2
    assert parse_amount("+1 1/3", "P0") == Fraction(4, 3)
    with pytest.raises(AnswerFormatError, match="'1\\+1/3' is not an amount"):
        parse_amount("1+1/3", "P0")
