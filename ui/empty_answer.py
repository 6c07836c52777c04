"""What both front ends say to Check pressed with nothing chosen or written: the Quiz and Review
pages (``ui.pages.quiz``, ``ui.pages.review``) and the notebooks' quiz box (``ui.widgets``).

An empty answer is not a try: it is neither graded nor counted, and the learner is told what to
do, in the same words wherever he answers. No Streamlit here: the notebooks import this module.

>>> from lessons import load
>>> q = load("loo").quiz[0]
>>> print(empty_answer(q, []))
Choose at least one card, then press Check — nothing was counted.
>>> empty_answer(q, ["3S"]) is None
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.quiz import Question

# by the question's form (engine.quiz.FORMS), each saying what that form asks for: a who-wins
# question was told "Choose or write an answer first." (walk13: there is nothing to write on
# it, and it alone did not say that nothing was counted); ANY_FORM for a form not listed
EMPTY = {
    "cards": "Choose at least one card, then press Check — nothing was counted.",
    "words": "Choose at least one, then press Check — nothing was counted.",
    "amounts": "Write at least one amount (0 for none), then press Check — nothing was counted.",
    "seat": "Choose a player, then press Check — nothing was counted.",
    "number": "Write a number, then press Check — nothing was counted.",
    "yesno": "Choose yes or no, then press Check — nothing was counted.",
}
ANY_FORM = "Choose or write an answer, then press Check — nothing was counted."


def is_empty(raw: Any) -> bool:
    """Nothing chosen or written: no answer (None), a blank text, no card or word ticked, or
    amounts with every field blank."""
    if raw is None:
        return True
    if isinstance(raw, str):
        return not raw.strip()
    if isinstance(raw, Mapping):
        return not any(str(v).strip() for v in raw.values())
    if isinstance(raw, (list, tuple, set, frozenset)):
        return not raw
    return False


def empty_answer(q: Question, raw: Any) -> str | None:
    """What to tell a learner who pressed Check on ``q`` with ``raw`` empty (:func:`is_empty`),
    or None when there is an answer to grade."""
    return EMPTY.get(q.form, ANY_FORM) if is_empty(raw) else None


def blanks_as_zero(typed: Mapping[str, str]) -> dict[str, str]:
    """An amounts answer as both front ends read it: once any field is written, a blank one is
    0 (the fields show a grey 0 until written); all blank, it stays empty (:func:`is_empty`).

    >>> blanks_as_zero({"P0": " -3", "P1": "", "pool": ""})
    {'P0': '-3', 'P1': '0', 'pool': '0'}
    >>> blanks_as_zero({"P0": "", "P1": " "})
    {'P0': '', 'P1': ''}
    """
    clean = {n: str(v).strip() for n, v in typed.items()}
    if not any(clean.values()):
        return clean
    return {n: v or "0" for n, v in clean.items()}
