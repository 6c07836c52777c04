"""The `trickbook` command: answers as JSON, bad files as one line with exit code 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import main

HEAD = """game: loo
players: 5
hands:
  P2: [KS, 3S, AD]
trick: [P1 QS]
"""


def run(tmp_path: Path, text: str, name: str = "s.yaml") -> tuple[int, str, str]:
    f = tmp_path / name
    f.write_text(text)
    p = subprocess.run(
        [sys.executable, "-m", "engine.cli", "answer", str(f)],
        capture_output=True,
        text=True,
        check=False,
    )
    return p.returncode, p.stdout, p.stderr


def test_answer_legal_and_illegal(tmp_path: Path) -> None:
    rc, out, _ = run(tmp_path, HEAD)
    data = json.loads(out)
    assert rc == 0 and data["to_move"] == "P2" and data["legal"] == ["KS"]
    reasons = {i["action"]: i["rule"] for i in data["illegal"]}
    assert reasons == {"3S": "loo.head_the_trick", "AD": "loo.follow_suit"}


def test_answer_json_file_with_settlement(tmp_path: Path) -> None:
    doc = {"game": "loo", "players": 4, "tricks_won": {"P1": 2, "P3": 1}}
    rc, out, _ = run(tmp_path, json.dumps(doc), "s.json")
    data = json.loads(out)
    assert rc == 0 and data["settlement"]["players"]["P0"]["net"] == -3
    assert data["settlement"]["next_pool"] == 6


def test_answer_trick_winner_after_trump_turn(tmp_path: Path) -> None:
    rc, out, _ = run(
        tmp_path, "game: loo\nplayers: 4\nturn_card: 9H\ntrick: [P1 QS, P2 KS, P3 2H, P0 AS]\n"
    )
    tw = json.loads(out)["trick_winner"]
    assert tw == {
        "player": "P3",
        "card": "2H",
        "trump": "H",
        "trump_turned": True,
        "rule": "loo.trick_winner",
    }


def test_answer_declaring(tmp_path: Path) -> None:
    rc, out, _ = run(
        tmp_path,
        "game: loo\nplayers: 5\npool: 12\ntrump: H\n"
        "declarations: {P1: pass, P2: stand, P3: pass, P4: pass}\n",
    )
    data = json.loads(out)
    assert data["legal"] == ["stand", "defend"]
    assert {i["action"] for i in data["illegal"]} == {"pass", "widow"}


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("game: loo\nplayers: 5\nhands: {P2: [KS, ZZ]}\n", "field 'hands.P2[1]': not a card"),
        ("game: loo\nplayers: 12\n", "field 'players': expected a whole number from 3 to 8"),
        ("game: chess\n", "field 'game': expected one of"),
        ("game: loo\nplayers: 5\ncolour: red\n", "field 'colour': unknown field"),
        ("game: loo\nplayers: [5\n", "not valid YAML"),
        ("game: loo\nplayers: 5\ntab:\n\t- x\n", "found character '\\t' that cannot start"),
        (
            "game: loo\nplayers: 5\nhands: {P1: [KS]}\nhands: {P2: [QS]}\n",
            "line 4: not valid YAML (duplicate key 'hands' (line 4))",
        ),
        ("- just a list\n", "expected a mapping"),
        ("game: loo\nplayers: 5\npool: 12\n", "field 'trump'"),
    ],
)
def test_bad_file_one_line_exit_2(tmp_path: Path, text: str, needle: str) -> None:
    rc, out, err = run(tmp_path, text)
    assert rc == 2 and out == ""
    assert needle in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert str(tmp_path / "s.yaml") in err


def test_a_json_key_given_twice_is_refused_not_overwritten(tmp_path: Path) -> None:
    """JSON's own reader keeps a repeated key's last value: P1's hand would silently go."""
    text = '{"game": "loo", "players": 5, "hands": {"P1": ["KS"]}, "hands": {"P2": ["QS"]}}'
    rc, out, err = run(tmp_path, text, "s.json")
    assert rc == 2 and out == ""
    assert "s.json: scenario: not valid JSON (duplicate key 'hands')" in err, err


def test_missing_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["answer", "/nonexistent.yaml"]) == 2
    assert "cannot read the file" in capsys.readouterr().err


def test_games_lists_loo(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    assert "loo" in capsys.readouterr().out


def test_a_reader_that_stops_early_gets_no_traceback(tmp_path: Path) -> None:
    """`trickbook answer f.yaml | head -3`: the pipe is closed before the answer is written."""
    f = tmp_path / "s.yaml"
    f.write_text(HEAD)
    r, w = os.pipe()
    os.close(r)  # nobody reads: the first write fails with EPIPE
    p = subprocess.run(
        [sys.executable, "-m", "engine.cli", "answer", str(f)],
        stdout=w,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
    )
    os.close(w)
    assert p.returncode == 1 and "Traceback" not in p.stderr, p.stderr
