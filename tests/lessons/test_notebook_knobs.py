"""What a teacher changes in a notebook's cells: a deal's seed, players, dealer or variant, a
quiz question picked by its id or step, a card. Each notebook says which values its game takes
(printed by the engine, under the first deal), and a value set wrong is one plain message in
the cell naming what is allowed, never a traceback from inside the engine (DESIGN: bad input
gets a clear message naming the field and rule)."""

from __future__ import annotations

import contextlib
import gc
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from notebook_output import printed as out_text

import engine.games  # noqa: F401  (registers the games)
from bench import stress_notebooks
from engine.cards import Card, CardParseError, listed
from engine.game import REGISTRY, Game
from lessons import load
from ui import notebook_errors, notebook_text, widgets

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))
GAMES = list(REGISTRY)


def _plain(source: str, setup: str = "") -> str:
    """What a notebook cell shows for ``source`` (after ``setup``), failing on a traceback; its
    lines, broken between words for a phone (ui.widgets.show), joined again."""
    shell = stress_notebooks.fresh_shell()
    if setup:
        err, text = stress_notebooks.run_cell(shell, setup)
        assert err is None, text
    err, text = stress_notebooks.run_cell(shell, source)
    assert err is not None, f"{source!r} was not refused"
    assert "Traceback" not in text, text
    return " ".join(text.split())


def test_a_fresh_shell_forgets_the_cells_run_before_with_no_full_collection() -> None:
    """The shell every test here runs its cells in is emptied by IPython's reset, whose full
    garbage collection walked every object of the process: 0.4 to 1.4 s a shell in a worker
    that had run part of the suite, against 0.01 s alone (bench.stress_notebooks.fresh_shell)."""
    shell = stress_notebooks.fresh_shell()
    err, _ = stress_notebooks.run_cell(shell, "left = 1\nleft")
    assert err is None
    full: list[dict[str, Any]] = []

    def seen(phase: str, info: dict[str, Any]) -> None:
        if phase == "start" and info["generation"] == 2:
            full.append(info)

    automatic = gc.isenabled()
    gc.disable()  # (the collector's own collections would be seen too)
    gc.callbacks.append(seen)
    try:
        shell = stress_notebooks.fresh_shell()
    finally:
        gc.callbacks.remove(seen)
        if automatic:
            gc.enable()
    assert not full, "the shell's reset walked every object of the process"
    err, text = stress_notebooks.run_cell(shell, "left")
    assert isinstance(err, NameError) and "'left'" in text, text  # a fresh shell all the same
    assert gc.collect is stress_notebooks._COLLECT  # (put back)


def test_a_fresh_shell_forgets_the_cells_another_test_kept_in_its_history() -> None:
    """A cell kept in the history (In[n], as test_notebook_name_error runs them) by a test before
    was named by a NameError's message in the next fresh shell as a cell of its own ('the cell run
    as [3] sets it'): notebook 01 with a new seed then failed test_notebook_new_seed, in the
    order one CI's workers ran the tests in."""
    shell = stress_notebooks.fresh_shell()
    shell.run_cell("plays = 1\nplays", store_history=True)
    shell.run_cell("x = 2", store_history=True)
    shell = stress_notebooks.fresh_shell()
    assert shell.user_ns["In"] == [""] and shell.execution_count == 1
    err, text = stress_notebooks.run_cell(shell, "print(plays)")
    assert isinstance(err, NameError)
    said = notebook_errors.learner_message(err, (), "print(plays)")
    assert said is not None and "a cell above sets it" in said
    assert " ".join(text.split()) == " ".join(said.split())


def test_a_fresh_shell_after_cells_kept_keeps_the_next_cell_in_a_new_history_session() -> None:
    """Cells kept in the history by a test before (test_notebook_name_error's, In[1] to In[3]),
    then a fresh shell's first kept cell: numbered 1 again in the history session that held
    them, it collided with the line stored under that number, and IPython's history thread
    printed "ERROR! Session/line number was not unique in database" into whatever was being
    printed then: a cell's output a test reads, where that test ran after those in one
    process. A restarted kernel starts a new session; so does a fresh shell after kept cells."""
    shell = stress_notebooks.fresh_shell()
    for source in ("a = 1", "b = 2", "c = 3"):
        shell.run_cell(source, store_history=True)
    shell = stress_notebooks.fresh_shell()
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        shell.run_cell("plays = 1", store_history=True)
        shell.history_manager.writeout_cache()  # (what the history thread writes, now)
    assert out.getvalue() == ""
    assert shell.user_ns["In"] == ["", "plays = 1"] and shell.execution_count == 2


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_deal_asked_wrong_is_refused_in_one_line_naming_what_the_game_takes(
    game: Game[Any],
) -> None:
    """``players=7`` for Napoleon, a dealer not at the table, a variant or a practice kind
    misspelt: each was a ValueError traceback out of the engine's set-up code."""
    counts = game.player_counts(game.make_opts(None))
    setup = f"from engine.game import REGISTRY\nG = REGISTRY.get({game.id!r})"
    too_many = _plain(f"G.new_deal(players={counts[-1] + 1}, dealer=0, seed=1)", setup)
    assert too_many.startswith("Not in this game: "), too_many
    assert f"not {counts[-1] + 1}" in too_many and str(counts[-1]) in too_many, too_many
    dealer = _plain(f"G.new_deal(players={counts[0]}, dealer={counts[0]}, seed=1)", setup)
    assert f"dealer must be a seat 0..{counts[0] - 1}" in dealer, dealer
    variant = _plain(f"G.new_deal(players={counts[0]}, seed=1, variant='nope')", setup)
    assert "unknown variant 'nope'" in variant and game.default_variant in variant, variant
    kind = _plain(f"from engine.quiz import practice\npractice({game.id!r}, seed=1, kind='nope')")
    assert kind.startswith("Not in this game: ") and "'nope'" in kind, kind


def test_a_scripted_move_after_a_new_seed_says_the_moves_are_the_old_deal_s() -> None:
    """Notebook 01 with seed=125 for 124: its next cell plays the J♦ written for seed 124 and
    was refused 'P1 does not hold J♦' with only 'if you ran this cell twice or skipped one
    above' for advice, which a teacher who changed the seed had not done."""
    setup = (
        "from engine.game import Action\nfrom engine.games.loo import LOO\n"
        "state = LOO.new_deal(players=5, dealer=0, seed=125)"
    )
    said = _plain("state = LOO.apply(state, Action.parse('JD'))", setup)
    assert said.startswith("Not allowed, because P1 does not hold J♦"), said
    assert "after a change of seed, players or a card above" in said, said


def test_a_game_named_wrong_is_refused_in_one_line_naming_the_games() -> None:
    """``practice('napolen', ...)`` or ``REGISTRY.get('napolen')`` stopped with a KeyError
    traceback from the registry; it stays a KeyError for code that looks a game up."""
    said = _plain("from engine.quiz import practice\npractice('napolen', seed=1)")
    games = listed(REGISTRY.ids(), "or")  # "loo, irish_loo, ..., napoleon or linger_longer"
    assert said.startswith(
        f"Cannot read that: unknown game 'napolen' (expected one of {games}) "
    ), said
    assert "napoleon" in said and '"unknown' not in said, said
    with pytest.raises(KeyError, match="unknown game 'napolen'"):
        REGISTRY.get("napolen")


def test_a_question_or_step_named_wrong_names_the_lesson_s_questions() -> None:
    """A question picked by a misspelt id stopped with a bare StopIteration (``next`` over the
    quiz), a misspelt step with an IndexError; now the lesson names what it has."""
    lesson = load("napoleon")
    assert lesson.question("q_may_bid").id == "q_may_bid"
    first = lesson.questions("promise")[0]
    assert lesson.question(step="promise") is first
    setup = "from lessons import load\nlesson = load('napoleon')"
    said = _plain("lesson.question('q_may_bd')", setup)
    assert said.startswith("Cannot read that: lessons/napoleon.yaml: no question 'q_may_bd'")
    assert "q_may_bid" in said, said
    said = _plain("lesson.question(step='promis')", setup)
    assert "no step 'promis'" in said and "promise" in said, said
    said = _plain("lesson.question(step='deal')", setup)  # a step no question tests
    assert "step 'deal' has no question" in said, said


def test_one_is_not_read_as_an_ace() -> None:
    """'1S' is likelier a 10♠ with its 0 dropped than an ace: it was read silently as the A♠."""
    with pytest.raises(CardParseError, match="rank '1' is not one of 2-10, J, Q, K, A"):
        Card.parse("1S")
    assert Card.parse("TS") == Card.parse("10S")  # (ten as bridge writes it, still read)
    said = _plain("from_dict({'game': 'napoleon', 'players': 4, 'hands': {'P1': ['1S']}})",
                  "from engine.scenario import from_dict")  # fmt: skip
    assert "field 'hands.P1[0]': not a card: '1S'" in said, said


def _cells(path: Path) -> list[dict[str, Any]]:
    cells: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return cells


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_each_notebook_says_what_its_deal_takes_under_its_first_deal(path: Path) -> None:
    cells = _cells(path)
    first = next(i for i, c in enumerate(cells) if "new_deal(" in "".join(c["source"]))
    game_name = re.search(r"(\w+)\.new_deal\(", "".join(cells[first]["source"]))
    assert game_name is not None
    at = next((i for i, c in enumerate(cells) if "deal_knobs(" in "".join(c["source"])), None)
    assert at is not None and first < at <= first + 3, f"{path.name}: no deal_knobs cell"
    printed = "".join(map(out_text, cells[at]["outputs"]))
    game = next(g for g in GAMES if printed.startswith(f"{g.name}: "))
    assert printed.strip() == notebook_text.narrow(widgets.deal_knobs(game))  # (as show prints it)
    said = "".join(cells[at - 1]["source"])  # the words before it say which values to change
    assert cells[at - 1]["cell_type"] == "markdown"
    assert all(f"`{k}=`" in said for k in ("seed", "players", "dealer", "variant")), said


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_variant_s_name_stands_on_its_own_line_its_reading_under_it(game: Game[Any]) -> None:
    """At a phone's 43 characters a variant, its name and reading beside the values' column 14
    characters in, ran on three or four lines ('"dealer_card_trump_000": The' / 'lesson text
    (Trump Games),' / 'for 3 to 5 players'): now its name stands alone, its reading under it
    on at most two lines."""
    plain = notebook_text.narrow(widgets.deal_knobs(game)).splitlines()
    for name, v in game.variants.items():
        at = next(k for k, line in enumerate(plain) if line.startswith(f'    "{name}"'))
        default = " (the default)" if name == game.default_variant else ""
        assert plain[at] == f'    "{name}"{default}', plain
        reading = []
        for line in plain[at + 1 :]:
            if len(line) - len(line.lstrip()) <= 4:
                break
            reading.append(line.strip())
        assert 1 <= len(reading) <= 2, reading
        assert " ".join(reading).startswith(v.label), reading
