"""The next deal comes once a deal is over, in every game alike: each game's next_deal began
with its own check of the phase, written by hand seven times, in the words of its family ('the
deal is not over yet', Sixty-Six's 'hand', Linger Longer's 'game'), and Forty-Five's raised a
bare ValueError where every other game's raised NotNow, which a notebook shows as one plain
line. Now next_deal is the protocol's own and final, as settlement_rows is: the check, with
NotNow in the game's declared word for a deal (Game.deal_word, the word its pages use), then the
game's deal_after, which is never asked of a deal in play."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers their pages)
from engine.game import REGISTRY, Game, NotNow
from ui.play_table import deal_word as page_word

ROOT = Path(__file__).resolve().parents[2]

# what each game's refusal said before the check moved into the protocol (its pages' word)
WORDS = {"sixty_six": "hand", "linger_longer": "game"}


@pytest.mark.parametrize("game", list(REGISTRY), ids=lambda g: g.id)
def test_next_deal_waits_for_the_end_in_the_game_s_word(
    game: Game[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert type(game).next_deal is Game.next_deal
    word = WORDS.get(game.id, "deal")
    asked: list[bool] = []
    after = game.deal_after

    def watched(state: Any, seed: int | None = None) -> Any:
        asked.append(game.is_over(state))
        return after(state, seed)

    monkeypatch.setattr(game, "deal_after", watched)
    refused = 0
    for players in game.player_counts(game.make_opts(None))[:2]:
        rng = random.Random(players)
        state = game.new_deal(players=players, dealer=0, seed=players)
        while not game.is_over(state):
            with pytest.raises(NotNow, match=f"^the {word} is not over yet$"):
                game.next_deal(state, seed=1)
            refused += 1
            state = game.apply(state, rng.choice(list(game.legal_actions(state))))
        assert type(game.next_deal(state, seed=1)) is type(state)
    assert refused, "not vacuous: a deal in play was asked"
    assert asked == [True] * len(game.player_counts(game.make_opts(None))[:2])


@pytest.mark.parametrize("game", list(REGISTRY), ids=lambda g: g.id)
def test_the_refusal_s_word_is_the_pages(game: Game[Any]) -> None:
    """The engine's word for a deal and the one Play, Review and Compare say are one word."""
    assert game.deal_word == page_word(game) == WORDS.get(game.id, "deal")


def test_mypy_refuses_a_game_that_writes_next_deal(tmp_path: Path) -> None:
    """mypy runs in a process of its own: in the suite's, mypy's build moves every object back
    into the cyclic collector's reach (gc.freeze then gc.unfreeze), undoing what suite_groups
    froze after collection for the rest of that worker (tests/test_suite_plugin.py)."""
    snippet = tmp_path / "overrides.py"
    snippet.write_text(
        "from typing import Any\n\nfrom engine.game import Game\n\n\n"
        "class Overrides(Game[Any]):\n"
        "    def next_deal(self, state: Any, seed: int | None = None) -> Any:\n"
        "        return state\n",
        encoding="utf-8",
    )
    done = subprocess.run(
        [sys.executable, "-m", "mypy", str(snippet), "--strict", "--ignore-missing-imports"]
        + ["--follow-imports=silent", "--cache-dir", str(tmp_path / "cache")]
        + ["--python-version", "3.11"],
        env={**os.environ, "MYPYPATH": str(ROOT)},  # this tree's engine, not an installed one
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert 'Cannot override final attribute "next_deal"' in done.stdout, done.stdout
