"""``trickbook play`` driven by stdin (words9): Enter alone printed "not an action: ''", and
'hint' printed the moves the prompt had just listed. Now an empty line says what to type, and
'hint' gives the computer's rule-of-thumb move for the position, which the game then takes; a
hint changes none of the computer players' later moves."""

from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY

ROOT = Path(__file__).resolve().parents[2]
CASES = [("loo", 3), ("napoleon", 1), ("sixty_six", 2), ("spoil_five", 4)]


def _play(game: str, seed: int, typed: str) -> str:
    run = subprocess.run(
        [sys.executable, "-m", "engine.cli", "play", game, "--seed", str(seed)],
        input=typed,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert run.returncode == 0 and not run.stderr, run.stderr
    return run.stdout


def _first_turn(game_id: str, seed: int) -> tuple[Any, Any]:
    """The position at the learner's first prompt, as ``trickbook play`` reaches it."""
    game: Any = REGISTRY.get(game_id)
    rng = random.Random(seed)
    state = game.new_deal(players=game.usual_players(game.make_opts(None)), seed=seed)
    while game.current_player(state) != 0:
        seat = game.current_player(state)
        state = game.apply(state, game.heuristic_action(game.view(state, seat), rng))
    return game, state


@pytest.mark.parametrize(("game_id", "seed"), CASES)
def test_an_empty_line_says_what_to_type(game_id: str, seed: int) -> None:
    out = _play(game_id, seed, "\n")
    assert "not an action" not in out, out
    said = out.split("Nothing typed: type your move, e.g. ", 1)[1].split(", or 'hint'.")[0]
    game, state = _first_turn(game_id, seed)
    code = said.split(" for ")[0]
    assert code.split()[0] in {
        str(a).removeprefix("play ").split()[0] for a in game.legal_actions(state)
    }


@pytest.mark.parametrize(("game_id", "seed"), CASES)
def test_hint_gives_the_rule_of_thumb_move_and_changes_nothing(game_id: str, seed: int) -> None:
    game, state = _first_turn(game_id, seed)
    best = game.heuristic_action(game.view(state, 0), random.Random(seed))
    code = str(best).removeprefix("play ")
    hinted = _play(game_id, seed, f"hint\n{code}\n")
    line = re.search(r"Hint: [^\n]*", hinted)
    assert line is not None, hinted
    said = f"Hint: the computer's rule of thumb would {best.pretty}"
    assert line[0].startswith((f"{said} (type ", f"{said}.")), line[0]
    assert "You may" not in hinted
    # the deal after the hinted move, as without the hint (the bots' generator untouched)
    plain = _play(game_id, seed, f"{code}\n")
    after_hint = hinted[line.end() :].split("'hint'): ", 1)[1]
    assert after_hint == plain.split("'hint'): ", 1)[1]
    assert "not an action" not in after_hint and "P1" in after_hint
