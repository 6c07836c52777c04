"""A step's note under its quote says what the quote does not, not the quote again.

Learner walk (390x2200): /five_card_loo-learn?step=pam_not_club quoted Trickbook's rules notes,
"Whether Pam counts as a club is not stated. Recommended: Pam is a trump only", and the "About
the source" note under it read "Foster does not say whether Pam still counts as a club.
Trickbook takes him as a trump only, as its rules notes recommend.": the quote twice over. The
note now says only what the quote leaves out: whose silence it is (Foster's, whose Pam is
"always the best trump"), and that Trickbook follows the recommendation.

Checked for every step of every lesson: no run of four words of the step's quote comes again
in its note, outside the note's own quotation marks (a note may quote a phrase to name it:
Rams' loo_defence imports Loo's “‘neither collects nor pays’”).
"""

from __future__ import annotations

import re

import pytest
from test_book_gap_in_note import every_step

import engine.games  # noqa: F401  (registers the games)
from lessons import load

RUN = 4
QUOTED = re.compile(r"“[^”]*”|\"[^\"]*\"|‘[^’]*’")


def runs(text: str, n: int = RUN) -> set[tuple[str, ...]]:
    """The runs of ``n`` words of ``text`` (lower case, punctuation left out).

    >>> sorted(runs("Pam is a trump, only.", 4))
    [('is', 'a', 'trump', 'only'), ('pam', 'is', 'a', 'trump')]
    """
    words = re.findall(r"[a-z0-9♠♥♦♣'’]+", text.lower())
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def said_again(quote: str, note: str) -> list[str]:
    """The runs of the quote that the note says again, outside its own quotation marks."""
    return sorted(" ".join(r) for r in runs(QUOTED.sub(" ", note)) & runs(quote))


NOTED = every_step(set(), lambda s: bool(s.rule.note and s.rule.quote))


def test_the_old_pam_note_said_its_quote_again() -> None:
    quote = "Whether Pam counts as a club is not stated. Recommended: Pam is a trump only"
    old = (
        "Foster does not say whether Pam still counts as a club. Trickbook takes him as a trump "
        "only, as its rules notes recommend."
    )
    assert said_again(quote, old) == ["counts as a club"]
    assert said_again(quote, "It imports “Pam counts as a club”.") == []


@pytest.mark.parametrize(("game_id", "step_id"), NOTED)
def test_a_note_says_what_its_quote_does_not(game_id: str, step_id: str) -> None:
    rule = load(game_id).step(step_id).rule
    assert said_again(rule.quote, rule.note) == [], rule.note


def test_pam_not_club_names_the_silent_book() -> None:
    rule = load("five_card_loo").step("pam_not_club").rule
    assert "Foster" in rule.note and "Foster" not in rule.quote
