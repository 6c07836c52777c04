"""A cell that meets a NameError after a refused cell says where the name is set, and ends as
the other plain messages do. With notebook 01's seed changed, the first trick's cell is
refused before it sets ``plays``, and the next cell stopped with 'NameError: name 'plays' is
not defined — a cell above defines it.' and only the advice to run the notebook from the top;
notebook 10's ``played``, set in a try whose move was refused, likewise. Neither said that a
cell was refused nor that the moves written into the cells are the notebook's own deal's
(ui.widgets.OTHER_DEAL), as a refused move's message does (774e5d9, 85dddfb)."""

from __future__ import annotations

import contextlib
import io
from typing import Any

from IPython.core.interactiveshell import InteractiveShell

from ui import notebook_errors

SETUP = (
    "from engine.game import Action, IllegalAction\n"
    "from engine.games.loo import LOO\n"
    "from engine.games.spoil_five import SPOIL_FIVE"
)


def shell() -> Any:
    sh: Any = InteractiveShell.instance()  # (IPython's reset is untyped)
    sh.reset(new_session=True)
    notebook_errors.show_learner_errors(sh)
    return sh


def run(sh: Any, source: str) -> str:
    """What a cell run as a kernel runs it (kept in the history, In[n]) printed, its lines
    joined again."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        sh.run_cell(source, store_history=True)
    return " ".join(out.getvalue().split())


def flat(text: str) -> str:
    return " ".join(text.split())


def test_a_name_a_refused_cell_above_sets_names_that_cell() -> None:
    sh = shell()
    run(sh, SETUP)
    run(sh, "state = LOO.new_deal(players=5, dealer=0, seed=125)")  # 01's, the seed moved on
    refused = run(sh, "state = LOO.apply(state, Action.parse('AH'))\nplays = state.history")
    assert refused.startswith("Not allowed, because P1 does not hold A♥")
    said = run(sh, "print(plays)")
    assert said.startswith("NameError: name 'plays' is not defined — the cell run as [3]")
    assert "stopped before it did" in said
    assert said.endswith(flat(notebook_errors.OTHER_DEAL)), said
    assert flat(notebook_errors.RUN_IN_ORDER) in said


def test_a_name_this_cell_sets_after_a_refused_move_names_the_refusal() -> None:
    sh = shell()
    run(sh, SETUP)
    run(sh, "s = SPOIL_FIVE.new_deal(players=5, dealer=0, seed=4)")
    said = run(
        sh,
        "try:\n    played = SPOIL_FIVE.apply(s, Action.parse('play 7C'))\n"
        "except IllegalAction as e:\n    print(e.refusals[0].message_plain_of(played.to_move))",
    )
    assert said.startswith("NameError: name 'played' is not defined — this cell sets it"), said
    assert "Not allowed, because P1 does not hold 7♣" in said
    assert said.endswith(flat(notebook_errors.OTHER_DEAL)), said


def test_a_name_no_cell_run_sets_says_a_cell_above_was_refused_or_not_run() -> None:
    said = notebook_errors.learner_message(NameError("name 'plays' is not defined", name="plays"))
    assert said is not None
    first, *advice = said.splitlines()
    assert first.endswith("— a cell above sets it, and it was refused or has not been run.")
    assert advice == [*notebook_errors.RUN_IN_ORDER.splitlines(), notebook_errors.OTHER_DEAL]
    assert notebook_errors.binds("for plays in x:\n    pass", "plays")
    assert not notebook_errors.binds("def f():\n    plays = 1", "plays")  # a function's own name
