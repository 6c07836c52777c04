"""``trickbook play``'s hint says why, where the game declares it (Game.heuristic_move): the
hint named the computer's rule-of-thumb move and nothing more ("Hint: the computer's rule of
thumb would play 9♥ here (type 9H)."), as no game declared a reason. Sixty-Six's habits now
say theirs from the same choice ("... (type 9H). You cannot win the trick, or it is not worth a
trump: throw your cheapest card."); a game that declares none keeps the move alone. Driven by
stdin, as a player types."""

from __future__ import annotations

import io
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
import engine.games.sixty_six.thumb as thumb
from engine.game import REGISTRY, Game

ROOT = Path(__file__).resolve().parents[2]
HABITS = [thumb.CLAIMS, thumb.EXCHANGES, thumb.MELDS, thumb.CLOSES, thumb.FETCHES]
HABITS += [thumb.LEADS, thumb.LETS, thumb.BRINGS, thumb.TRUMPS, thumb.THROWS]


PROMPT = b"or 'hint'): "  # the end of trickbook play's prompt (input() flushes it)


def _hints(game_id: str, seed: int, times: int) -> list[str]:
    """The hint lines of a deal played by typing 'hint' and then the hinted move, each turn:
    one ``trickbook play`` typed into turn by turn, as a player does (it had been started again
    for each hint, with every line typed before it: 21 starts of the CLI for this file's 6
    deals, ~0.3 s of CPU each)."""
    lines: list[str] = []
    run = subprocess.Popen(
        [sys.executable, "-m", "engine.cli", "play", game_id, "--seed", str(seed)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    stdin, stdout, stderr = run.stdin, run.stdout, run.stderr
    assert stdin is not None and stderr is not None
    assert isinstance(stdout, io.BufferedReader)  # (a pipe, buffered: read1 reads what is there)

    def said() -> str:
        """What the CLI prints up to its next prompt, or to its end."""
        out = b""
        while not out.endswith(PROMPT):
            got = stdout.read1(65536)
            if not got:
                break
            out += got
        return out.decode()

    def typed(line: str) -> str:
        stdin.write(line.encode() + b"\n")
        stdin.flush()
        return said()

    try:
        if not said().endswith(PROMPT.decode()):
            times = 0  # the deal ended before the player's first turn
        for _ in range(times):
            found = re.findall(r"Hint: [^\n]*", typed("hint"))
            assert len(found) == 1, found
            lines.append(found[0])
            code = re.search(r"\(type ([^)]+)\)", found[0])
            move = code[1] if code else found[0].split(" would ", 1)[1].split(".")[0]
            if not typed(move).endswith(PROMPT.decode()):
                break  # the deal ended before the next turn
        stdin.close()
        errors = stderr.read().decode()
        assert run.wait(timeout=120) == 0 and not errors, errors
    finally:
        run.kill()
        run.wait()
    return lines


@pytest.mark.parametrize("seed", [2, 3, 5])
def test_sixty_six_s_hint_says_the_habit_that_chose_it(seed: int) -> None:
    lines = _hints("sixty_six", seed, 4)
    assert len(lines) >= 2, lines
    for line in lines:
        move, _, why = line.partition(". ")
        assert move.startswith("Hint: the computer's rule of thumb would "), line
        assert why.endswith("."), line
        said = why.removesuffix(".")
        assert any(
            re.fullmatch(re.escape(h[:1].upper() + h[1:]).replace(r"\{mine\}", r"\d+"), said)
            for h in HABITS
        ), line


def test_the_reason_comes_from_the_same_choice() -> None:
    """heuristic_move's move is heuristic_action's, at every turn of random two- and four-hand
    deals, and every habit's reason is met."""
    game: Any = REGISTRY.get("sixty_six")
    met: set[str] = set()
    for players in (2, 4):
        for seed in range(30):
            rng = random.Random(seed)
            s = game.new_deal(players=players, seed=seed)
            while not game.is_over(s):
                view = game.view(s, game.current_player(s))
                act, why = game.heuristic_move(view, random.Random(0))
                assert act == game.heuristic_action(view, random.Random(0))
                assert why, act
                met.add(thumb.choose(view)[1])
                s = game.apply(s, rng.choice(game.legal_actions(s)))
    assert met >= {thumb.LEADS, thumb.BRINGS, thumb.THROWS, thumb.TRUMPS, thumb.LETS}, met


def test_a_game_declaring_no_reason_keeps_the_move_alone() -> None:
    """Game's own hook gives the move alone ("" for why); every game now declares its reasons
    (tests/engine/test_thumb_reasons.py), so Loo's hint says one too."""
    game: Any = REGISTRY.get("loo")
    view = game.view(game.new_deal(seed=3), game.current_player(game.new_deal(seed=3)))
    assert Game.heuristic_move(game, view, random.Random(0)) == (
        game.heuristic_action(view, random.Random(0)),
        "",
    )
    (line,) = _hints("loo", 3, 1)
    assert re.fullmatch(
        r"Hint: the computer's rule of thumb would \S+ \S+ \(type \S+\)\. [A-Z][^.]+\.", line
    ), line


@pytest.mark.parametrize("game_id", ["napoleon", "rams"])
def test_trickbook_play_s_hint_says_why(game_id: str) -> None:
    """Typed at the terminal, in two more games (tests/engine/test_thumb_reasons.py): every
    hint names the move, then why in a sentence of its own."""
    lines = _hints(game_id, 4, 4)
    assert len(lines) >= 3, lines
    for line in lines:
        move, _, why = line.partition(". ")
        assert move.startswith("Hint: the computer's rule of thumb would "), line
        assert why[:1].isupper() and why.endswith(".") and len(why) > 15, line
