"""``trickbook play`` prints a finished deal's settlement as Play says it: a reason once, then its
moves in words, told to the terminal's player (P0, "you").

It printed one line a transfer, an arrow and the ledger's units, the reason again on each:
"P0 -> P2: 1 (P2 made his bid of 1)", "P1 -> P2: 1 (P2 made his bid of 1)", ...; Loo's "P1 ->
pool: 9 (P1 won no trick, so he is looed)" was 3 counters in thirds. Now "P2 made his bid of 1:
P2 collects 1 counter from you, 1 from P1, ..." (the unit once a move) and "P1 won no trick, so he is looed:
P1 pays 3 red counters into the next pool".
"""

from __future__ import annotations

import io
import random
import re
from typing import Any

import pytest
from narrow import mover, settled

import engine.games  # noqa: F401
from engine.cli import main, settlement_lines
from engine.game import REGISTRY
from engine.ledger import format_counters


def _finished(game: Any, seed: int) -> Any:
    s = game.new_deal(players=game.usual_players(game.make_opts(None)), seed=seed)
    rng = random.Random(seed)
    while not game.is_over(s):
        s = game.apply(s, rng.choice(game.legal_actions(s)))
    return s


@pytest.mark.parametrize("game_id", [g.id for g in REGISTRY])
def test_each_reason_is_said_once_with_its_moves_in_words(game_id: str) -> None:
    """Seeded deals of every game: one line a reason (and a note), no arrow, every amount in
    counters with the game's unit, P0 told as "you"."""
    game = REGISTRY.get(game_id)
    moved = 0
    for seed in range(12):
        s = _finished(game, seed)
        settle = settled(game, s)
        lines = settlement_lines(game, s)
        reasons = {t.key for t in settle.transfers}
        assert len(lines) == max(1, len(reasons) + len(settle.notes)), lines
        for line in lines:
            assert "->" not in line and "\u2192" not in line, line
            assert line[:1] == line[:1].upper(), line
            assert not re.search(r"(?<!\()\bP0\b", line), line  # the player is "you"
        unit = game.amount_unit.removesuffix("s")
        for t in settle.transfers:
            said = format_counters(t.amount, game.units_per_counter)
            (line,) = [x for x in lines if x.startswith(t.told(0)[:1].upper() + t.told(0)[1:])]
            assert f"{said} {unit}" in line, (line, t)
            moved += 1
    assert moved, game_id


def test_the_terminal_prints_them_under_the_table(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A Napoleon deal played in the terminal (seed 3: P2 bids 1 and makes it, each of the
    others pays him one counter): the reason once, the four payments after it."""
    game = REGISTRY.get("napoleon")
    s = game.new_deal(players=5, seed=3)
    typed = []  # P0's first legal move each time, the others' as the terminal draws them
    rng = random.Random(3)
    while not game.is_over(s):
        act = (
            game.legal_actions(s)[0]
            if game.current_player(s) == 0
            else game.heuristic_action(game.view(s, mover(game, s)), rng)
        )
        if game.current_player(s) == 0:
            typed.append(str(act).removeprefix("play "))
        s = game.apply(s, act)
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(typed) + "\n"))
    assert main(["play", "napoleon", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert " -> " not in out, out
    tail = out.splitlines()[-1]
    assert tail == "  " + settlement_lines(game, s)[0], tail
    assert tail.count("made his bid of 1") == 1 and tail.count(" counter") == 1, tail
    assert len(re.findall(r"\b1 (counter )?from (you|P\d)", tail)) == 4, tail  # four payments
