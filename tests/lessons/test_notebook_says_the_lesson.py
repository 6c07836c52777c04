"""A notebook's prose says a rule as its game's lesson says it: notebook 04's Pam section read
"Foster does not say whether Pam still counts as a club. Pam is a trump only (as Trickbook's
rules notes read it)", the words fe9c657 took out of the lesson's pam_not_club note (they said
again the rules notes' own "Whether Pam counts as a club is not stated"), while the lesson says
the rule, then in its note whose silence it is: Foster's Pam is "always the best trump", and he
says nothing of a club lead."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from notebook_output import read_notebook

import engine.games  # noqa: F401  (registers the games)
from lessons import load

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
# (notebook, game, step): the notebook's prose that teaches the step's rule
SAID_IN_BOTH = [("04_five_card_loo.ipynb", "five_card_loo", "pam_not_club")]


def _prose(name: str) -> str:
    nb = read_notebook(NOTEBOOKS / name)
    return " ".join(" ".join(c.source.split()) for c in nb.cells if c.cell_type == "markdown")


@pytest.mark.parametrize(("notebook", "game_id", "step_id"), SAID_IN_BOTH)
def test_the_notebook_says_the_step_s_rule_and_whose_silence(
    notebook: str, game_id: str, step_id: str
) -> None:
    step = load(game_id).step(step_id)
    prose = _prose(notebook)
    rule = re.split(r"(?<=\.)\s", " ".join(step.text.split()))[0]
    assert rule in prose, rule
    note = step.rule.note
    assert note, step_id
    for quoted in re.findall(r"“([^”]+)”", note):  # the book's own words the note gives
        assert f"“{quoted}”" in prose, quoted
    # not the quote's words said as the book's silence (the note adds to its quote)
    quote = " ".join(step.rule.quote.split()).lower()
    for said in re.findall(r"[^.]*\bdoes not say\b[^.]*", prose):
        words = said.lower().split()
        runs = {" ".join(words[i : i + 4]) for i in range(len(words) - 3)}
        assert not any(r in quote for r in runs), said
