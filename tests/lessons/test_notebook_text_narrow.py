"""What a notebook prints reads on a phone. JupyterLab and nbconvert's page draw a cell's text in
a <pre> that breaks a line too long for the column anywhere, within a word: at 390 px (43
characters of output) Rams' 'declaring' ran on as 'decl' / 'aring', Linger Longer's seats
(56 characters) as '... tricks' / '0', and a feedback line in the middle of a word. 0746b1a
wrapped only the pool games' text, at 44 characters (one too many: 'rob the trum' / 'p'), in
the engine's render (which ``trickbook answer`` and the golden traces read too). The notebooks
now print through ``ui.widgets.show``, which breaks each line longer than 43 characters
between words and runs it on indented, for every game's position and every other line a cell
prints; the engine's text keeps one line an item (test_render_one_line_an_item)."""

from __future__ import annotations

import json
import random
import re
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from notebook_output import SHOWN
from notebook_output import printed as out_text

import engine.games  # noqa: F401  (registers the games)
from bench import stress_notebooks
from engine.game import REGISTRY, Game
from ui import notebook_errors, notebook_text

WIDTH = 43  # characters a line: a notebook's output at 390 px (344 px, 7.83 px a character)
NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))


def fits(line: str) -> bool:
    """At most :data:`WIDTH` characters, or one word longer than a line (a web address)."""
    return len(line) <= WIDTH or len(line.split()) == 1


def positions(game: Game[Any], players: int, seed: int) -> list[str]:
    """A seeded deal's text, dealt and after each of some random actions; the mover's view too."""
    rng = random.Random(seed)
    state = game.new_deal(players=players, dealer=seed % players, seed=seed)
    texts = []
    for _ in range(3 * players + 4):
        texts.append(game.render(state))
        if game.is_over(state):
            break
        if state.to_move >= 0:
            texts.append(game.render(game.view(state, state.to_move)))
        state = game.apply(state, rng.choice(list(game.legal_actions(state))))
    return texts


@pytest.mark.parametrize("game", list(REGISTRY), ids=lambda g: g.id)
def test_a_position_shown_in_a_notebook_fits_a_phone_broken_between_words(
    game: Game[Any], capsys: pytest.CaptureFixture[str]
) -> None:
    counts = game.player_counts(game.make_opts(None))
    long_lines = 0
    for players in sorted({counts[0], counts[len(counts) // 2], counts[-1]}):
        for seed in range(3):
            for text in positions(game, players, seed):
                notebook_text.show(text)
                shown = capsys.readouterr().out.removesuffix("\n")
                lines = shown.splitlines()
                assert all(len(line) <= WIDTH for line in lines), shown
                assert shown.split() == text.split(), shown  # no word broken, none lost
                # a line that fitted is shown as it was; one that did not runs on indented
                short = [line for line in text.splitlines() if len(line) <= WIDTH]
                assert all(line in lines for line in short), shown
                long_lines += sum(len(line) > WIDTH for line in text.splitlines())
    if game.id in ("linger_longer", "sixty_six", "napoleon", "loo", "rams", "bierspiel"):
        assert long_lines, "not vacuous: this game's text has lines too long for a phone"


def code_cells(path: Path) -> list[str]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_notebook_prints_through_show(path: Path) -> None:
    calls = [c for c in code_cells(path) if re.search(r"(?<![\w.])print\(", c)]
    assert calls == [], calls[0] if calls else ""


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_what_a_notebook_printed_fits_a_phone(path: Path) -> None:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    printed = [
        line
        for cell in cells
        for out in cell.get("outputs", [])
        for line in out_text(out).splitlines()  # (show's plain text, for a front end without HTML)
    ]
    assert printed, "not vacuous"
    assert [line for line in printed if not fits(line)] == []


LINE = re.compile(r'<div style="[^"]*padding-left:(\d+)ch;[^"]*">(.*?)\n</div>', re.S)
TAG = re.compile(r"<[^>]+>")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_what_a_notebook_printed_is_saved_for_the_browser_to_wrap(path: Path) -> None:
    """Every line a notebook prints is saved whole as HTML the browser wraps to its column (at
    1400 px 1270 px, 162 characters), run on as the plain text runs it; the plain text beside
    it broken at a phone's 43 characters. The lines were saved broken at 43 characters, as
    printed text, and a desktop read a phone's column (tests/app/test_notebook_text_wraps)."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    outs = [out for cell in cells for out in cell.get("outputs", [])]
    assert not [o for o in outs if o["output_type"] == "stream"], "printed, not shown"
    shown = [o["data"] for o in outs if SHOWN in "".join(o.get("data", {}).get("text/html", ""))]
    assert shown, "not vacuous"
    long_lines = 0
    for data in shown:
        # (the words without the red cards' spans: ui.format.red_spans, as the pages colour them)
        lines = [(n, TAG.sub("", line)) for n, line in LINE.findall("".join(data["text/html"]))]
        text = "\n".join(unescape(line) for _, line in lines)
        assert notebook_text.narrow(text) == "".join(data["text/plain"]), text
        assert all(int(n) == notebook_text.hang(unescape(line)) for n, line in lines), lines
        long_lines += sum(len(unescape(line)) > WIDTH for _, line in lines)
    assert long_lines, "not vacuous: some line is longer than a phone's"


def test_a_learner_s_mistake_is_shown_broken_between_words() -> None:
    """The plain message a refused cell shows (ui.notebook_errors.learner_message) is wrapped too."""
    shell = stress_notebooks.fresh_shell()
    stress_notebooks.run_cell(
        shell, "from engine.game import Action\nfrom engine.games.loo import LOO"
    )
    stress_notebooks.run_cell(shell, "s = LOO.new_deal(players=5, dealer=0, seed=124)")
    err, text = stress_notebooks.run_cell(shell, "LOO.apply(s, Action.parse('2C'))")
    said = notebook_errors.learner_message(err) if err is not None else None
    assert said is not None and any(len(line) > WIDTH for line in said.splitlines())
    assert all(fits(line) for line in text.splitlines()), text
    assert text.split() == said.split(), text
