"""One rule for every number answer (engine.quiz_numbers): an amount, game points, a count of
card points and a bid are read alike. A sign first, a whole number in the digits 0-9, and
parts of a counter only where the game's counter splits, over its own parts. Before, amounts
went to Python's Fraction, which took "1e3" (1,000 counters), "2.5" in a game counted in whole
points, and "1/2" in Loo's thirds; a count went to str.isdigit, which passes "²" and then let
int() raise a bare ValueError (a traceback on the Quiz page), as did a count of 5,000 digits.
Every question kind that asks a number, in every game, is checked here: the rest is refused
with a message naming the field as the page labels it and saying what to type."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from engine.game import REGISTRY
from engine.ledger import POOL
from engine.quiz import (
    FORMS,
    AnswerFormatError,
    Question,
    amount_hint,
    check,
    kinds_for,
    next_pool_label,
    practice,
)
from engine.quiz_numbers import read_number

# what Python's readers take and no learner means: exponents, decimals, digit groups, other
# scripts' digits, a second sign, a sign inside, a number too long to be meant
NEVER = ["1e3", "2.5", "0.0", "1_000", "0x10", "²", "٣", "--3", "+-3", "1+1/3", "3 -", "9" * 5000]


def _number_kinds() -> list[tuple[str, str]]:
    return [
        (gid, kind)
        for gid in REGISTRY.ids()
        for kind in kinds_for(REGISTRY.get(gid))
        if FORMS[kind] in ("amounts", "number")
    ]


def _typed(q: Question, field: str, text: str) -> Any:
    """The engine's right answer, with ``text`` typed in ``field`` (an amounts question)."""
    return {k: text if k == field else str(v) for k, v in q.solve().items()}


def _units(q: Question) -> int:
    return q.game.units_per_counter if q.kind == "settlement" else 1


@pytest.mark.parametrize(("game_id", "kind"), _number_kinds())
def test_what_python_reads_and_no_learner_means_is_refused(game_id: str, kind: str) -> None:
    q = practice(game_id, 7, kind=kind)
    if q.form == "number":
        for text in NEVER:
            with pytest.raises(AnswerFormatError, match="is not a whole number \\("):
                check(q, text)
        return
    fields = list(q.solve())
    for field in {fields[0], fields[-1]}:  # a player's and (where there is one) the pool's
        label = next_pool_label(q) if field == POOL else field  # the field as the page says it
        label = label[:1].upper() + label[1:]  # (opening the sentence: "Next pool (before ...)")
        for text in NEVER:
            with pytest.raises(AnswerFormatError) as e:
                check(q, _typed(q, field, text))
            said = str(e.value)
            assert (
                said.startswith(f"{label}: ") and "is not an amount (write a whole number" in said
            )


@pytest.mark.parametrize(("game_id", "kind"), _number_kinds())
def test_the_right_answer_is_read_in_every_form_the_rule_allows(game_id: str, kind: str) -> None:
    q = practice(game_id, 7, kind=kind)
    right = q.solve()
    if q.form == "number":
        assert check(q, f"+{right}").correct and check(q, f" {right} ").correct
        return
    units = _units(q)
    for field, value in right.items():
        # the sign as typed on a keyboard or typographic; a whole number and its parts, or
        # the parts alone, where the counter splits
        sign = "\u2212" if value < 0 else "+"
        forms = [f"{sign}{abs(value)}"] if value.denominator == 1 else []
        if units > 1:
            whole, part = divmod(abs(value) * units, units)
            mixed = f"{whole} {part}/{units}" if part else f"{whole}"
            forms += [f"{sign}{mixed}", f"{sign}{abs(value) * units}/{units}"]
        for text in forms:
            assert check(q, _typed(q, field, text)).correct, (field, text)


@pytest.mark.parametrize(("game_id", "kind"), _number_kinds())
def test_parts_only_where_the_counter_splits_and_in_its_parts(game_id: str, kind: str) -> None:
    """Loo's thirds take "1 1/3" and "4/3", not "1/2", "2/6" or "1 4/3"; Five-card Loo's
    fifths take "6/5", not "4/3"; a game counted whole takes no part at all."""
    q = practice(game_id, 7, kind=kind)
    units = _units(q) if q.form == "amounts" else 1
    assert read_number(f"1 1/{units}", units) == (Fraction(units + 1, units) if units > 1 else None)
    assert read_number(f"{units + 1}/{units}", units) == (
        Fraction(units + 1, units) if units > 1 else None
    )
    other = units + 1  # a part the counter does not split into, and one of twice the parts
    for text in (f"1/{other}", f"2/{2 * units}", f"1 {units + 1}/{units}"):
        assert read_number(text, units) is None, text
    if q.form == "amounts":  # the same, typed into the first field
        for text in (f"1/{other}", f"1 {units + 1}/{units}"):
            with pytest.raises(AnswerFormatError, match="is not an amount"):
                check(q, _typed(q, next(iter(q.solve())), text))


def test_an_amount_given_by_code_keeps_to_the_game_s_parts() -> None:
    """A notebook may give Fractions: a third is an amount in Loo, a half is not."""
    q = practice("loo", 7, kind="settlement")
    first = next(iter(q.solve()))
    given = dict(q.solve()) | {first: Fraction(1, 2)}
    with pytest.raises(AnswerFormatError, match=f"^{first}: Fraction\\(1, 2\\) is not an amount"):
        check(q, given)
    assert check(q, dict(q.solve())).correct


@pytest.mark.parametrize(
    ("game_id", "how"),
    [
        ("loo", "a whole number or thirds, e.g. 3, -3, 1 1/3 or 4/3"),
        ("five_card_loo", "a whole number or fifths, e.g. 3, -3, 1 1/5 or 6/5"),
        ("bierspiel", "a whole number, e.g. 3 or -5"),
        ("napoleon", "a whole number, e.g. 3 or -3"),
    ],
)
def test_the_refusal_says_what_the_hint_shows(game_id: str, how: str) -> None:
    """The refusal's examples are the hint's (engine.quiz.amount_hint), from one list: Five-card
    Loo's hint said "or a fraction such as 1/5" and its refusal "4, -3 or 1/5"."""
    q = practice(game_id, 7, kind="settlement")
    first = next(iter(q.solve()))
    with pytest.raises(AnswerFormatError) as e:
        check(q, _typed(q, first, "2.5"))
    assert str(e.value) == f"{first}: '2.5' is not an amount (write {how})"
    examples = how.split("e.g. ")[1].replace(" or ", ", ").split(", ")
    hint = amount_hint(q)  # plain words, no Markdown code marks (the pages drew them as code)
    assert all(x in hint for x in examples) and "`" not in hint, hint
