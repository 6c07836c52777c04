"""Linger Longer positions a real game reaches (seed 003, RULES.md §9): while the stock lasts
only a trick's winner draws, so the stock's size says how many tricks are over, and the cards
held, played and left must add up to it. The lesson's 'Only the winner draws', 'Out of cards',
'The last one left' and 'The winner takes the game' steps and q_still_in, q_still_in_winner,
q_settle and q_trick_no_trump did not (``stake`` had 12 in the stock, 24 tricks over, with 38
cards played); the curated files are now read with the check on, hand-set test positions not."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

import engine.games  # noqa: F401
from engine.games.linger_longer.scenario import unreachable
from engine.scenario import ScenarioError, from_dict
from lessons.cli import check_paths

ROOT = Path(__file__).resolve().parents[2]
# the 'stake' step as it stood: P2 and P3 play their last cards with 12 left in the stock
OLD_STAKE = """
game: linger_longer
players: 4
dealer: P0
turned: 7H
hands: {P1: [], P2: [], P3: [], P0: []}
stock: 12
leader: P2
trick: [P2 8S, P3 KS]
"""


def test_an_unreachable_position_is_refused_naming_the_file_field_and_count(
    tmp_path: Path,
) -> None:
    f = tmp_path / "stake.yaml"
    f.write_text(OLD_STAKE)
    (msg,) = check_paths([str(f)])
    assert msg.startswith(f"{f}: field 'stock': 12 in the stock means 24 tricks over")
    assert "56 to 96 in all, but 38 are out of play" in msg
    with pytest.raises(ScenarioError) as e:
        from_dict(yaml.safe_load(OLD_STAKE), "stake.yaml", reachable=True)
    assert e.value.path == "stock"
    # set up by hand (a rule's test), the same position is read as given
    assert from_dict(yaml.safe_load(OLD_STAKE), "stake.yaml").state.n == 4


def test_the_leader_after_a_trick_must_have_won_it() -> None:
    # 35 left: one trick over, won by the only player holding his four; P1 leads but drew none
    assert unreachable(4, 35, [4, 3, 3, 3], leader=0) is None
    field, msg = unreachable(4, 35, [4, 3, 3, 3], leader=1) or ("", "")
    assert field == "leader" and "he won none of them" in msg


def test_every_curated_linger_longer_position_adds_up() -> None:
    files = [ROOT / "lessons/linger_longer.yaml", *sorted(ROOT.glob("docs/examples/linger*"))]
    assert len(files) == 4
    assert check_paths([str(f) for f in files]) == []
