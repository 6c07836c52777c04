"""``trickbook play`` gives a move to type where the line typed has the shape of no legal move:
Irish Loo's "How many?" refusal ("say how many cards you exchange, and which") had lost its
typed example ("e.g. exchange 2 7C 3D") when the refusal was reworded for the app's buttons,
which need none. The example is the engine's own legal move, in the codes the prompt reads."""

from __future__ import annotations

import io

import pytest
import yaml

from engine.cli import main, typed_example
from engine.game import Action
from engine.scenario import from_dict

HOW_MANY = """game: irish_loo
players: 4
dealer: P0
trump: S
declarations: {P1: stand, P2: stand, P3: pass, P0: stand}
hands:
  P1: [2S, KH, 3D]
"""


def _legal(text: str) -> list[Action]:
    scn = from_dict(yaml.safe_load(text), "test")
    return scn.game.legal_actions(scn.state)


def test_how_many_gets_an_exchange_to_type() -> None:
    legal = _legal(HOW_MANY)
    said = typed_example(legal, "exchange")
    assert Action.parse(said) in legal and Action.parse(said).number == 2, said
    # the number typed is kept; a card that could not be read does not lose it
    assert Action.parse(typed_example(legal, "exchange 1")).number == 1
    assert Action.parse(typed_example(legal, "exchange 1 ZZ")).number == 1
    assert Action.parse(typed_example(legal, "3D")).kind == "exchange"


def test_a_move_of_a_legal_shape_gets_no_example() -> None:
    legal = _legal("game: loo\nplayers: 5\nhands: {P2: [KS, 3S, AD]}\ntrick: [P1 QS]\n")
    assert typed_example(legal, "3S") == ""  # refused by a duty: its reason says why
    # a move of no kind on offer: one that is ("KS", the card that heads the trick)
    assert Action.parse(typed_example(legal, "exchange 2")) in legal


def test_the_terminal_prints_it_after_the_refusal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("stand\nexchange\n"))
    assert main(["play", "irish_loo", "--seed", "1", "--players", "3"]) == 0
    out = capsys.readouterr().out
    refusal = next(x for x in out.splitlines() if "How many?" in x)
    after = out.split(refusal, 1)[1].splitlines()[1]
    assert after.startswith("  for example: exchange 2 "), out
