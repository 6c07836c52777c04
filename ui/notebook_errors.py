"""A learner's mistakes in a notebook shown as one plain message in the cell, not as a
traceback (:func:`show_learner_errors`, done on import of :mod:`ui.widgets`)."""

from __future__ import annotations

import ast
import linecache
from collections.abc import Sequence
from typing import Any

from IPython import get_ipython

from engine.cards import CardParseError
from engine.game import ActionParseError, DealError, IllegalAction, NotNow
from engine.quiz import AnswerFormatError
from engine.refusal import BECAUSE
from engine.scenario import ScenarioError
from lessons.loader import LessonError
from ui.notebook_text import show

# ---- a learner's mistakes in a notebook ----------------------------------------------------------
# What a learner causes by running cells out of order or twice (a move the deal has moved past, a
# card typed wrong, a file or lesson that does not read, a name a skipped cell defines), or a
# teacher by setting a knob the game does not have (``players=7``, a variant or question kind
# misspelt): shown in the cell as one plain message, not as a traceback from deep inside the
# engine. Any other exception is a fault of ours and keeps its full traceback.
LEARNER_ERRORS: tuple[type[BaseException], ...] = (
    IllegalAction,
    NotNow,
    DealError,
    ActionParseError,
    CardParseError,
    ScenarioError,
    AnswerFormatError,
    LessonError,
    NameError,
)
RUN_IN_ORDER = (
    "If you ran this cell twice or skipped one above, run the notebook from the top "
    "(Run > Run All Cells, or Restart Kernel and Run All)."
)
# what was typed wrong (a card, an action, a scenario, a lesson's question, a deal's players or
# variant) is most often typed in the very cell: say so first
TYPED = (CardParseError, ActionParseError, ScenarioError, LessonError, DealError)
CHANGE_IT = "If you typed it in this cell, correct it and run the cell again."
# a move refused where the notebook played it: after a teacher's change of seed, players or a
# card above, the moves written into the cells below are for a deal no longer on the table
OTHER_DEAL = (
    "The moves written into these cells are for the deal as the notebook gives it: after a "
    "change of seed, players or a card above, play the new deal's own moves."
)


def binds(source: str, name: str) -> bool:
    """Whether a cell's ``source`` sets ``name`` for the cells below it: assigns it (a loop's
    variable too), defines or imports it, outside a function's or a class's body.

    >>> binds("plays, winner = last_trick(state)", "plays"), binds("print(plays)", "plays")
    (True, False)
    """
    try:
        tree = ast.parse(source)
    except SyntaxError:  # (a cell of IPython's magics)
        return False
    todo: list[ast.AST] = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and node.id == name:
            return True
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            if node.name == name:
                return True
            continue  # (its body's names are its own)
        if isinstance(node, ast.Import | ast.ImportFrom) and any(
            (a.asname or a.name.split(".")[0]) == name for a in node.names
        ):
            return True
        if not isinstance(node, ast.Lambda | ast.comprehension):
            todo.extend(ast.iter_child_nodes(node))
    return False


def unset_name(exc: NameError, earlier: Sequence[tuple[int, str]] = (), current: str = "") -> str:
    """Where the name a cell missed is set, as a NameError's message says it (notebook 01's
    'plays' under a refused move, 10's 'played' in the very cell of one): ``current`` (this
    cell's code) sets it on a line that did not run, and the refusal that stopped it follows;
    else the last of ``earlier`` (``(n, code)``, the cells run before as ``In[n]``, which
    Jupyter shows as [n]) that sets it stopped before it did; else a cell above sets it, and
    was refused or not run."""
    name = exc.name or ""
    if name and current and binds(current, name):
        where = "this cell sets it, on a line that did not run"
    else:
        ran = [(n, code) for n, code in earlier if name and binds(code, name)]
        if ran:
            where = f"the cell run as [{ran[-1][0]}] sets it, and stopped before it did"
        else:
            where = "a cell above sets it, and it was refused or has not been run"
    cause = exc.__context__  # what stopped the line, refused in this very cell
    if cause is not None and isinstance(cause, LEARNER_ERRORS):
        return f"NameError: {exc} — {where}:\n{(learner_message(cause) or '').splitlines()[0]}"
    return f"NameError: {exc} — {where}."


def learner_message(
    exc: BaseException, earlier: Sequence[tuple[int, str]] = (), current: str = ""
) -> str | None:
    """The message a notebook cell shows for a learner's mistake, or None for a real fault.
    A NameError says where the name is set (:func:`unset_name`; ``earlier`` and ``current``
    the cells run before and this one, as the notebook's handler passes them).

    >>> print(learner_message(NameError("name 'q' is not defined", name="q")).splitlines()[0])
    NameError: name 'q' is not defined — a cell above sets it, and it was refused or has not been run.
    >>> from engine.games.napoleon import NAPOLEON
    >>> try:
    ...     NAPOLEON.new_deal(players=7)
    ... except DealError as e:
    ...     print(learner_message(e))  # doctest: +ELLIPSIS
    Not in this game: Napoleon is for 2 to 6 players, not 7
    If you typed it in this cell, correct it and run the cell again.
    If you ran this cell twice or skipped one above, ...
    """
    if not isinstance(exc, LEARNER_ERRORS):
        return None
    if isinstance(exc, NameError):  # (most often a move above refused: said as for one)
        return f"{unset_name(exc, earlier, current)}\n{RUN_IN_ORDER}\n{OTHER_DEAL}"
    what = {IllegalAction: "Not allowed", NotNow: "Not now", DealError: "Not in this game"}
    said = str(exc)  # the rules cited by their books, not by the project's files:
    if isinstance(exc, IllegalAction) and exc.refusals:
        said = "; ".join(r.message_plain() for r in exc.refusals)
    elif isinstance(exc, ScenarioError):
        said = exc.message_plain()
    advice = f"{CHANGE_IT}\n{RUN_IN_ORDER}" if isinstance(exc, TYPED) else RUN_IN_ORDER
    if isinstance(exc, (IllegalAction, NotNow)):  # (a deal not yet over: its moves refused)
        advice += f"\n{OTHER_DEAL}"
    # a refusal's reason has a colon of its own ("you must follow suit: you hold A♣"): said
    # after "because", as the Quiz and the hand review say it, not after another colon
    joined = BECAUSE if isinstance(exc, IllegalAction) and exc.refusals else ": "
    return f"{what.get(type(exc), 'Cannot read that')}{joined}{said}\n{advice}"


def cell_source(tb: Any) -> str:
    """The code of the cell a traceback ``tb`` ran through (IPython keeps each cell's code in
    :mod:`linecache` under the name its frame runs as), or "" where there is none."""
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_name == "<module>" and linecache.getlines(code.co_filename):
            return "".join(linecache.getlines(code.co_filename))
        tb = tb.tb_next
    return ""


def show_learner_errors(shell: Any = None) -> bool:
    """Make the IPython shell show :data:`LEARNER_ERRORS` as :func:`learner_message`, its lines
    broken between words as :func:`show` breaks them (done on import in a notebook). False
    outside IPython."""
    if shell is None:
        shell = get_ipython()
    if shell is None:
        return False

    def handler(
        self: Any, etype: type[BaseException], value: BaseException, tb: Any, tb_offset: Any = None
    ) -> list[str]:
        # IPython shows nothing of an exception routed here: the handler prints it (in the
        # cell's output, where the learner looks)
        ins = self.user_ns.get("In", [])  # the cells run, In[n] shown as [n] (this one last)
        earlier = list(enumerate(ins[1 : self.execution_count - 1], 1))
        message = learner_message(value, earlier, cell_source(tb))
        if message is None:  # pragma: no cover - only LEARNER_ERRORS are routed here
            stb = self.InteractiveTB.structured_traceback(etype, value, tb, tb_offset)
            print(self.InteractiveTB.stb2text(stb))
        else:  # wrapped as the cells' own text is (show)
            show(message)
        return []

    shell.set_custom_exc(LEARNER_ERRORS, handler)
    return True


show_learner_errors()
