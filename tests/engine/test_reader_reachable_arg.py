"""``Reader(..., reachable=...)``: the check for positions no game reaches is a constructor
argument (``engine.scenario.from_dict`` set the attribute after building the reader), on unless
the caller turns it off. A game reading a position through a reader refuses it as ``from_dict``
does; only a reader built with ``reachable=False`` (a position set up by hand on purpose) reads
it as given."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.scenario import Reader, ScenarioError, from_dict

# 12 in the stock means 24 tricks over, but only 38 cards are out of play
STAKE = yaml.safe_load(
    """
game: linger_longer
players: 4
dealer: P0
turned: 7H
hands: {P1: [], P2: [], P3: [], P0: []}
stock: 12
leader: P2
trick: [P2 8S, P3 KS]
"""
)


def test_a_reader_built_to_check_reachability_refuses_what_from_dict_refuses() -> None:
    game = REGISTRY.get("linger_longer")
    with pytest.raises(ScenarioError) as direct:
        game.from_scenario(Reader(STAKE, "stake.yaml", reachable=True))
    with pytest.raises(ScenarioError) as via:
        from_dict(STAKE, "stake.yaml", reachable=True)
    assert str(direct.value) == str(via.value)
    assert direct.value.path == "stock"


def test_a_reader_checks_unless_told_not_to() -> None:
    game = REGISTRY.get("linger_longer")
    assert Reader(STAKE, "stake.yaml").reachable is True
    with pytest.raises(ScenarioError) as default:
        game.from_scenario(Reader(STAKE, "stake.yaml"))
    assert default.value.path == "stock"
    assert Reader(STAKE, "stake.yaml", reachable=False).reachable is False
    state = game.from_scenario(Reader(STAKE, "stake.yaml", reachable=False))
    assert state.n == 4


def test_no_caller_restates_the_default() -> None:
    """Checking is the default (34f5278): a caller that passes ``reachable=True`` says nothing
    the reader would not do anyway, and suggests to the next reader of the code that the check
    is off without it (the lessons' loader and ``trickbook check`` said it). Only
    ``reachable=False`` is said, where a position is set up by hand on purpose."""
    root = Path(__file__).resolve().parents[2]
    places = [root / "app.py", *(root / d for d in ("engine", "lessons", "ui", "bench"))]
    files = [p for place in places for p in ([place] if place.is_file() else place.rglob("*.py"))]
    files += sorted((root / "notebooks").glob("*.ipynb"))
    said = [str(f.relative_to(root)) for f in files if "reachable=True" in f.read_text()]
    assert not said, said
