"""Sixty-Six's settlement lines are one sentence before one colon, then what the hand scores.

A hand played out read "played out: P0 closed and made only 46", so Play's line had two colons
("Played out: P0 closed and made only 46: P1 scores 2 game points"); a closed stock's last
trick "(no 10 for the last trick: the stock was closed)" and a claim against a closer "P0
claims 76: P1 closed and failed" did the same. Now "The hand was played out and P1 has 77 (P0
has 53)", "P0 closed, the hand was played out and he made only 46" (001: "The hands are played
out as in Later Play"), "(no 10 for the last trick, as the stock was closed)" and "P0 claims
76, so P1 closed and failed".
"""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

from narrow import mover

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from engine.games.sixty_six.scoring import outcome
from engine.scenario import from_dict
from ui.pages.play_record import settlement_lines

GAME = REGISTRY.get("sixty_six")


def _hand(seed: int, players: int, variant: str | None) -> Any:
    """A seeded hand played to its end, half the moves by rule of thumb (which claims and
    closes as a player would) and half at random among the moves other than a claim (so that
    hands are also played out)."""
    s = GAME.new_deal(players=players, seed=seed, variant=variant)
    rng = random.Random(seed)
    while not GAME.is_over(s):
        legal = GAME.legal_actions(s)
        if rng.random() < 0.5:
            act = GAME.heuristic_action(GAME.view(s, mover(GAME, s)), rng)
        else:
            act = rng.choice([a for a in legal if a.kind != "claim"] or legal)
        s = GAME.apply(s, act)
    return s


def test_every_sixty_six_line_has_one_colon() -> None:
    """Two- and three-hand hands under the seed's closing and the 1895 one: every settlement
    line Play says of a score, told to every seat, has one colon, before the game points, and
    its reason (the JSON's, the score sheet's) none. (A hand nobody wins scores nothing: its
    line is a note, "A tie at 65 (70-60): nobody wins; ...", one colon at most.)"""
    seen: Counter[str] = Counter()
    for players in (2, 3):
        for variant in (None, "foster_closing"):
            for seed in range(60):
                s = _hand(seed, players, variant)
                st = GAME.settlement(s)
                out = outcome(s)
                assert out is not None
                assert out.winner < 0 or ":" not in out.reason, out.reason
                for seat in range(players):
                    for line, _ in settlement_lines(GAME, st, seat):
                        scores = re.search(r" scores? \d+ game points?$", line) is not None
                        assert line.count(":") == 1 if scores else line.count(":") <= 1, line
                        assert "played out:" not in line.lower(), line
                        seen["played out"] += "the hand was played out and " in line.lower()
                        seen["closed"] += " closed, the hand was played out and " in line
                        seen["no 10"] += (
                            "(no 10 for the last trick, as the stock was closed" in line
                        )
    assert all(seen[k] > 0 for k in ("played out", "closed", "no 10")), seen


def test_a_claim_against_a_closer_is_one_sentence() -> None:
    """A claim that makes the closer fail, under either closing: "P0 claims 70, so P1 closed
    and failed", told to the closer "P0 claims 70, so you closed and failed"."""
    for variant, reason in (
        ("seed", "P0 claims 70, so P1 closed and failed"),
        ("foster_closing", "P0 claims 70, so P1 closed and failed with 35, and a failed closer"),
    ):
        data = {
            "game": "sixty_six",
            "variant": variant,
            "trump": "H",
            "closed_by": "P1",
            "tricks_at_close": {"P0": 1, "P1": 1},
            "tricks": {"P0": 3, "P1": 2},
            "points": {"P0": 70, "P1": 35},
            "claimed_by": "P0",
        }
        s = from_dict(data, "test").state
        out = outcome(s)
        assert out is not None and out.reason.startswith(reason), out
        for seat in (0, 1):
            (line,) = [line for line, _ in settlement_lines(GAME, GAME.settlement(s), seat)]
            assert line.count(":") == 1, line
            assert (", so you closed and failed" in line) == (seat == 1), line


def test_a_hand_played_out_is_told_to_each_player() -> None:
    """The played-out reason names its players as fields: told to the closer, "You closed, the
    hand was played out and you made ..."; to the other, "P0 closed, ... and he made ..."."""
    told = {"closer": 0, "other": 0}
    for seed in range(80):
        s = _hand(seed, 2, None)
        if s.closed_by < 0 or s.result != "played":
            continue
        c = s.closed_by
        mine = outcome(s, c)
        theirs = outcome(s, 1 - c)
        assert mine is not None and theirs is not None
        assert mine.reason.startswith("you closed, the hand was played out and you made "), mine
        assert theirs.reason.startswith(f"P{c} closed, the hand was played out and he made ")
        told["closer"] += 1
        told["other"] += 1
    assert told["closer"] > 0, told
