"""Issue 11, item 9: the notebooks survive a learner.

Every notebook in notebooks/ (a new one is picked up by being saved there) is run in an IPython
shell the way a learner might: top to bottom, then every cell a second time, then from the
bottom up in a fresh shell. A cell may fail (a move the deal has moved past, a name a skipped
cell defines) but only with one plain message in the cell (ui.notebook_errors.learner_message), never
a traceback from inside the engine. And every quiz question of every lesson, plus generated
ones of every kind, answered with junk through ``grade`` and through the quiz widget's Check
button, gets one line saying what an answer looks like.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest

import engine.games  # noqa: F401  (registers the games)
from bench import stress_notebooks
from engine import quiz
from engine.game import REGISTRY
from lessons import available, load
from ui import notebook_errors, widgets

NOTEBOOKS = stress_notebooks.notebooks()
JUNK = [7, 3.5, float("nan"), object(), b"QS", "9" * 5000, {"x": [1, 2]}, ["ZZ", None], "P99", ""]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_cells_twice_and_bottom_up_give_plain_messages(path: Path) -> None:
    # every notebook with each cell run twice; bottom up (and random orders) for the first
    # here, for every one in make stress (the time budget of make test)
    first = path == NOTEBOOKS[0]
    res = stress_notebooks.learner_runs(path, bottom_up=first)
    assert not res.problems, "\n".join(res.problems)
    if first:
        assert res.plain > 0  # not vacuous: a cell run twice or bottom up trips over something


def _questions() -> list[quiz.Question]:
    qs = [q for g in available() for q in load(g).quiz]
    for game in REGISTRY:
        for kind in quiz.kinds_for(game):
            with contextlib.suppress(ValueError):  # a kind with no position in this seed
                qs.append(quiz.practice(game.id, seed=3, kind=kind))
    return qs


def test_junk_answers_get_one_line() -> None:
    forms = set()
    for q in _questions():
        forms.add(q.form)
        for junk in JUNK:
            text = widgets.grade(q, junk)  # an exception here is the failure
            assert len(text.splitlines()[0]) < 300, text
            if widgets.answer_problem(q, junk) is not None:
                assert text.startswith("Cannot read that answer:") and "\n" not in text
    assert forms >= {"cards", "seat", "amounts"}


def test_junk_in_the_quiz_widget_is_answered_in_the_cell() -> None:
    """Check pressed on the widget with junk typed or nothing chosen: no exception escapes."""
    import ipywidgets as w

    for g in available():
        for q in load(g).quiz[:6]:
            box = widgets.quiz_box(q)
            picture, _prompt, inputs, button, _out = box.children
            for child in getattr(inputs, "children", ()):
                if isinstance(child, w.Text):
                    child.value = "1e309 ½ <b>"
            button.click()  # an exception here would reach the learner as a traceback
            assert isinstance(picture, w.HTML)


def test_a_learner_mistake_is_one_plain_message() -> None:
    shell = stress_notebooks.fresh_shell()
    _run = stress_notebooks.run_cell
    _run(shell, "from engine.game import Action\nfrom engine.games.loo import LOO")
    _run(shell, "s = LOO.new_deal(players=5, dealer=0, seed=124)")
    err, text = _run(shell, "LOO.apply(s, Action.parse('2C'))")
    assert err is not None and text.startswith("Not allowed, because P1 does not hold 2♣")
    flat = " ".join(text.split())  # (its lines broken between words for a phone)
    assert "Traceback" not in text and notebook_errors.RUN_IN_ORDER in flat
    err, text = _run(shell, "print(undefined_name)")
    flat = " ".join(text.split())
    assert flat.startswith("NameError: name 'undefined_name' is not defined — a cell above")
    err, text = _run(shell, "1 / 0")  # a real fault keeps its traceback
    assert isinstance(err, ZeroDivisionError) and "ZeroDivisionError" in text


# ---- regression tests for what running notebooks out of order found --------------------------
def test_next_deal_before_the_end_is_one_plain_message() -> None:
    """01_loo in a random order: ``LOO.next_deal`` on a deal in play raised a bare ValueError
    from engine/games/pool/family.py (now engine.game.NotNow, shown plainly)."""
    shell = stress_notebooks.fresh_shell()
    stress_notebooks.run_cell(shell, "from engine.games.loo import LOO")
    stress_notebooks.run_cell(shell, "state = LOO.new_deal(players=5, dealer=0, seed=124)")
    err, text = stress_notebooks.run_cell(shell, "LOO.next_deal(state, seed=7)")
    assert err is not None and text.startswith("Not now: the deal is not over yet")
    assert "Traceback" not in text


def test_a_computer_move_where_the_mover_has_no_cards_is_refused_plainly() -> None:
    """04_five_card_loo in a random order: the rule of thumb asked to move in a scenario that
    leaves the mover's cards out died in min() of nothing; now NotNow, shown plainly."""
    shell = stress_notebooks.fresh_shell()
    stress_notebooks.run_cell(
        shell,
        "import random\nfrom engine.games.loo import LOO\nfrom engine.scenario import from_dict\n"
        "s = from_dict({'game': 'loo', 'players': 5, 'hands': {'P2': ['3S', 'AD']},"
        " 'trick': ['P1 QS', 'P2 KS']}).state",
    )
    err, text = stress_notebooks.run_cell(shell, "LOO.heuristic_action(s, random.Random(1))")
    assert err is not None and text.startswith("Not now: P3 has no action to choose from")
