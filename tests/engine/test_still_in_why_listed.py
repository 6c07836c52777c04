"""The Why of Linger Longer's still-in question lists players as every other list of the
feedback does ('P1 and P3', as its answer 'P0 and P2 (P2's A♠ won the trick)' says them): it
read 'P1, P3 played their last card: out', and at a game's end 'P1 played his last card, but
he won the trick: ...; P2, P3 still hold cards'. Two players out after one trick, two left
holding cards at the end, and the seeded deals' still-in questions: each list of players in
the Why is said as engine.cards.listed says a list."""

from __future__ import annotations

import re

import pytest
import yaml

import engine.games  # noqa: F401  (registers the games)
from engine.cards import listed
from engine.quiz import Question, practice
from engine.scenario import from_dict

FOUR = "game: linger_longer\nplayers: 4\nturned: 2H\nstock: 0\n"
# P1 and P2 play their last cards to P3's Q♠; P0 and P3 still hold one each
TWO_OUT = FOUR + "hands: {P0: [7C], P1: [], P2: [], P3: [5D]}\nleader: P3\n"
TWO_OUT += "trick: [P3 QS, P0 2C, P1 3S, P2 4S]"
# P1 wins with his last card and the stock is empty: the game ends, P2 and P3 still in
TWO_LEFT = FOUR + "hands: {P0: [], P1: [], P2: [3D], P3: [4D]}\nleader: P1\n"
TWO_LEFT += "trick: [P1 AS, P2 KS, P3 QS]"

# a run of two or more players, however it is joined
PLAYERS = re.compile(r"P\d(?:(?:, | and )P\d)+")


def _question(text: str) -> Question:
    return Question(id="x", kind="still_in", prompt="", scenario=from_dict(yaml.safe_load(text)))


@pytest.mark.parametrize(
    ("text", "players"), [(TWO_OUT, "P1 and P2"), (TWO_LEFT, "P2 and P3")], ids=["out", "left"]
)
def test_the_why_lists_the_players(text: str, players: str) -> None:
    lines = _question(text).check([]).explanation
    assert any(players in line for line in lines), lines
    for line in lines:
        for run in PLAYERS.findall(line):
            assert run == listed(re.findall(r"P\d", run)), line


def test_generated_still_in_questions_list_the_players() -> None:
    runs = []
    for seed in range(12):
        q = practice("linger_longer", seed, kind="still_in", level=1 + seed % 3)
        for line in q.check([]).explanation:
            runs += PLAYERS.findall(line)
    assert runs  # some trick puts two or more out
    assert all(run == listed(re.findall(r"P\d", run)) for run in runs), runs
