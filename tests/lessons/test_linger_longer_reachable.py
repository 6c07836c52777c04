"""Linger Longer positions a real game reaches (seed 003, RULES.md §9): while the stock lasts
only a trick's winner draws, so the stock's size says how many tricks are over, and the cards
held, played and left must add up to it. The lesson's 'Only the winner draws', 'Out of cards',
'The last one left' and 'The winner takes the game' steps and q_still_in, q_still_in_winner,
q_settle and q_trick_no_trump did not (``stake`` had 12 in the stock, 24 tricks over, with 38
cards played). Every public way in reads a file with the check on: ``trickbook answer`` and
``check``, the lessons, a plain ``from_dict``/``load_file``; only a caller that sets a position up
by hand on purpose opts out (``reachable=False``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

import engine.games  # noqa: F401
from engine import cli as engine_cli
from engine.games.linger_longer.scenario import unreachable
from engine.scenario import ScenarioError, from_dict, load_file
from lessons import cli as lessons_cli
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
    for check in (True, None):  # asked for, and by default
        with pytest.raises(ScenarioError) as e:
            if check is None:
                from_dict(yaml.safe_load(OLD_STAKE), "stake.yaml")
            else:
                from_dict(yaml.safe_load(OLD_STAKE), "stake.yaml", reachable=check)
        assert e.value.path == "stock" and "24 tricks over" in str(e.value)
    with pytest.raises(ScenarioError, match="field 'stock': 12 in the stock means 24"):
        load_file(f)
    # set up by hand on purpose (a caller that opts out), the same position is read as given
    assert from_dict(yaml.safe_load(OLD_STAKE), "stake.yaml", reachable=False).state.n == 4


@pytest.mark.parametrize(
    ("main", "command"),
    # the engine's command, and the console script (lessons.cli adds check to the engine's)
    [(engine_cli.main, "answer"), (lessons_cli.main, "answer"), (lessons_cli.main, "check")],
)
def test_trickbook_answer_and_check_refuse_it_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], main: Any, command: str
) -> None:
    """``trickbook answer`` read it as given and printed 24 tricks over for a table whose cards
    come to far fewer; now it is refused as ``check`` refuses it: exit status 2, one line naming
    the file, the field and the counts, no traceback and nothing on stdout."""
    f = tmp_path / "stake.yaml"
    f.write_text(OLD_STAKE)
    assert main([command, str(f)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err
    assert f"{f}: field 'stock': 12 in the stock means 24 tricks over" in err
    assert "56 to 96 in all, but 38 are out of play" in err


def test_the_leader_after_a_trick_must_have_won_it() -> None:
    # 35 left: one trick over, won by the only player holding his four; P1 leads but drew none
    assert unreachable(4, 35, [4, 3, 3, 3], leader=0) is None
    field, msg = unreachable(4, 35, [4, 3, 3, 3], leader=1) or ("", "")
    assert field == "leader" and "he won none of them" in msg


def test_every_curated_linger_longer_position_adds_up() -> None:
    files = [ROOT / "lessons/linger_longer.yaml", *sorted(ROOT.glob("docs/examples/linger*"))]
    assert len(files) == 4
    assert check_paths([str(f) for f in files]) == []
