"""A notebook's trick, laid out in one row in a phone-wide picture, keeps inside the table: the
picture carries the trick's phone rules (ui.cards.TRICK_PHONE_CSS) in its own style, as it
carries PHONE_CSS, for a notebook has no page stylesheet.

nbread4, notebook 05 in JupyterLab at 390 px (its left sidebar closed: an output 274 px wide,
tests/app/test_notebook_hand_fits_phone.py): Napoleon's "Diamonds are trumps. Who wins this
trick?" drew its trick of four, K♣ A♣ 5♦ Q♣, past both edges of the table, the K♣ and the Q♣
cut in half; those rules were the app's pages' alone (app.py), "a notebook is not that
narrow". Seen again after, at 390 px: the four cards inside the table. Reads the pictures'
HTML, no browser: 0.05 s."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.games.napoleon import NAPOLEON
from engine.quiz import check
from lessons import load
from ui.cards import PHONE_CSS, TRICK_PHONE_CSS
from ui.widgets import box_picture, draw

STYLE = re.compile(r"<style>(.*?)</style>", re.S)


def test_a_notebook_picture_carries_the_trick_s_phone_rules_in_its_own_style() -> None:
    q = load("napoleon").question("q_trick")  # notebook 05's 'who wins this trick?' box
    pictures = {
        "quiz box": box_picture(q),
        "quiz box answered": box_picture(q, check(q, 0)),
        "draw": draw(NAPOLEON.new_deal(players=4, dealer=0, seed=1), reveal=True),
    }
    for name, html in pictures.items():
        style = "".join(STYLE.findall(html))
        assert PHONE_CSS in style, name  # (the rules it carried already)
        assert TRICK_PHONE_CSS in style, name


NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_a_saved_picture_carries_the_trick_s_phone_rules(path: Path) -> None:
    """What a notebook shows before its kernel runs (GitHub, JupyterLab's first look) is its
    saved pictures: nbread4 refreshed 05, 06, 10 and 11 with the rules, and the other seven
    kept pictures without them (nothing compares a picture: NBVAL_IGNORE_OUTPUT). Reads the
    saved JSON: 0.01 s a notebook."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    pictures = [
        html
        for cell in cells
        for out in cell.get("outputs", [])
        if PHONE_CSS in (html := "".join(out.get("data", {}).get("text/html", "")))
    ]
    assert pictures, path.stem  # (every notebook shows its table)
    assert [TRICK_PHONE_CSS in html for html in pictures] == [True] * len(pictures)
