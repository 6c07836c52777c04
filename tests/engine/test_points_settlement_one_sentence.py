"""The last settlement lines said with arrows, and a repetition, said as plain sentences.

Forty-Five's line read "P1+P3 win 3 tricks to 2: 3 tricks at 5 less the other side's 2: 15 −
10 = 5: points → P1+P3 5" (three colons, and the bank the points are drawn from named as if it
paid them); now "P1+P3 win 3 tricks to 2, 3 tricks at 5 less the other side's 2 at 5: P1+P3
score 5 points" (002: "each trick counts five points, and the winners' score is deducted from
the losers'"; RULES.md §6). The score is a worded move (engine.ledger.SCORES) with its unit.

Sixty-Six's read "P0 claims wrongly with only 60: game points → P1 2"; now "...: P1 scores 2
game points" (001: "If you are wrong, not having 66, your opponent scores 2 game points"), and
the three-hand dealer scoring the same "...: P0 and P2 each score 1 game point".
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
from narrow import settled

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.compare import _settlement_words
from engine.game import REGISTRY
from engine.games.forty_five.scoring import told
from engine.ledger import item_key, moves_told
from engine.quiz import explanation
from engine.scenario import load_file
from lessons import load
from ui.pages.play_record import settlement_lines
from ui.tables import game_ui

ROOT = Path(__file__).resolve().parents[2]


def _finished(game_id: str, seed: int, players: int, variant: str | None = None) -> Any:
    """A seeded random deal played out: the position before its last action, and after it."""
    game = REGISTRY.get(game_id)
    s = game.new_deal(players=players, seed=seed, variant=variant)
    rng = random.Random(seed)
    before = s
    while not game.is_over(s):
        before, s = s, game.apply(s, rng.choice(game.legal_actions(s)))
    return before, s


def _one_sentence(line: str) -> None:
    assert line.count(":") == 1 and "\u2192" not in line and "=" not in line, line


def test_forty_five_s_lesson_questions_say_each_score_in_one_sentence() -> None:
    said = {q.id: explanation(q)[0] for q in load("forty_five").questions()}
    assert said["q_per_trick"] == [
        "P1+P3 win 3 tricks to 2, 3 tricks at 5 less the other side's 2 at 5: P1+P3 score 5 points"
    ]
    assert said["q_all_five"] == ["P0 wins 5 tricks to 0, all five: P0 scores 10 points"]
    assert said["q_odd_trick"] == [
        "P0+P2 win 4 tricks to 1, the odd trick (the fourth trick adds nothing): "
        "P0+P2 score 5 points"
    ]


@pytest.mark.parametrize("variant", ["rules_md", "per_trick", "eb_compulsory_rob"])
def test_every_forty_five_deal_is_said_in_one_sentence(variant: str) -> None:
    """Seeded deals at 2, 4 and 6 players: every line of the settlement, told to every seat on
    Play and in Quiz, is one sentence with one colon and no arrow, the points with their unit;
    the log's line of how the deal ended (and the caption's) is the deal's own line, which the
    Settlement leaves out by its key (ui/games/forty_five.py settlement_told)."""
    game = REGISTRY.get("forty_five")
    ui = game_ui("forty_five")
    seen = {"scored": 0, "credited": 0, "nothing": 0}
    for players in (2, 4, 6):
        for seed in range(14):
            before, s = _finished("forty_five", seed, players, variant)
            st = settled(game, s)
            for seat in range(players):
                for line, _ in settlement_lines(game, st, seat):
                    _one_sentence(line)
                    assert line.endswith(" points") or "but nothing scores: " in line, line
                    seen["credited" if "credited at 5 as" in line else "scored"] += 1
                ended = told(s, seat)
                _one_sentence(ended)
                assert ui.move_notes(before, s, seat) == [ended[0].upper() + ended[1:] + "."]
                keys = ui.settlement_told(s)
                items = set(moves_told(st.transfers, str, seat)) | {n.key for n in st.notes}
                assert len(keys) == 1 and keys <= items, (keys, items)
            if not st.transfers:
                seen["nothing"] += 1
                assert "nothing scores" in told(s)
            else:
                (key,) = ui.settlement_told(s)
                (mine,) = [t for t in st.transfers if t.key == key]
                assert told(s).endswith(f"score{'s' if players == 2 else ''} {mine.amount} points")
                assert key == item_key(st.transfers[0].sentence, st.transfers[0].rule)
    assert seen["scored"] > 20, seen
    if variant == "eb_compulsory_rob":
        assert seen["nothing"] > 0, seen


def test_forty_five_s_count_out_is_said_in_one_sentence() -> None:
    """docs/examples' count-out at 35 all: the side counting out, and the other side's trick
    credited before it, each one sentence, told to a seat of each side."""
    game = REGISTRY.get("forty_five")
    s = load_file(ROOT / "docs/examples/forty_five_count_out.yaml").state
    assert told(s, 0) == (
        "Your side (P0+P2) counts out, 2 tricks credited at 5 each taking your side's score "
        "to 45: your side scores 10 points"
    )
    assert [line for line, _ in settlement_lines(game, game.settlement(s), 1)] == [
        "P0+P2 count out, 2 tricks credited at 5 each taking P0+P2's score to 45: "
        "P0+P2 score 10 points",
        "Your side's 1 trick, credited at 5 as it was won, before P0+P2 counted out: "
        "your side scores 5 points",
    ]


def test_sixty_six_s_lesson_questions_say_each_score_in_words() -> None:
    said = {q.id: explanation(q)[0] for q in load("sixty_six").questions()}
    assert said["q_gp_wrong_claim"] == ["P0 claims wrongly with only 60: P1 scores 2 game points"]
    assert said["q_gp_three_hand"] == [
        "P0 claims correctly with 63 in cards + 20 in marriages = 83 (P1 has 33); the dealer "
        "scores the same: P0 and P2 each score 1 game point"
    ]
    assert said["q_gp_four_slam"] == ["P1+P3 take every trick: P1+P3 score 3 game points"]


def test_every_sixty_six_hand_says_its_game_points_in_words() -> None:
    """Seeded hands at 2, 3 and 4 players: every settlement line on Play, told to every seat,
    says who scores how many game points in words, no arrow; the Compare view says them as
    Play does ("P0 scores 1 game point", "P0 and P2 each score 1 game point")."""
    game = REGISTRY.get("sixty_six")
    seen = {"each": 0, "lines": 0}
    for players in (2, 3, 4):
        for seed in range(30):
            _, s = _finished("sixty_six", seed, players)
            st = settled(game, s)
            for seat in range(players):
                notes = {n.told(seat).lower() for n in st.notes}  # (what did not change hands)
                for line, _ in settlement_lines(game, st, seat):
                    assert "\u2192" not in line, line
                    if line.lower() in notes:
                        continue
                    assert re.search(r"(score|scores) \d+ game points?$", line), line
                    seen["lines"] += 1
                    seen["each"] += " each score " in line
            text = _settlement_words(game, s)[0].text()
            for t in st.transfers:
                unit = "game point" if t.amount == 1 else "game points"
                verb = "score" if "+" in t.payee or len(st.transfers) > 1 else "scores"
                # (the three-hand dealer with the winner: "P0 and P2 each score 1 game point")
                said = f"{t.payee} {verb} {t.amount} {unit}"
                each = re.search(rf"\b{t.payee}\b[^:;]* each score {t.amount} {unit}(;|$)", text)
                assert said in text or each, text
    assert seen["lines"] > 100 and seen["each"] > 0, seen


def test_spoil_five_says_the_pool_taken_once() -> None:
    """Spoil Five's line read "P3 won three tricks and takes the pool: P3 takes 9 from the
    pool", the pool taken twice. The transfers' reason is how the pool was won, "P3 won three
    tricks"; Play's log still says how the deal ended ("P3 won three tricks and takes the
    pool."), and its declaration (settlement_told) names the transfers' key, so Play's
    Settlement still leaves that line out. Every pool won of seeded deals at 3 to 6 players,
    and the lesson's jink made, told to every seat."""
    game, ui = REGISTRY.get("spoil_five"), game_ui("spoil_five")
    five = next(q for q in load("spoil_five").questions() if q.id == "q_five")
    assert explanation(five)[0] == [
        "P1 jinked and won all five tricks: P1 takes 9 counters from the pool, 1 from P0, 1 from P2 "
        "and 1 from P3"
    ]
    seen = {"won": 0, "five": 0}
    for players in range(3, 7):
        for seed in range(30):
            before, s = _finished("spoil_five", seed, players)
            st = settled(game, s)
            if not st.transfers:
                continue
            (key,) = ui.settlement_told(s)
            assert {t.key for t in st.transfers} == {key}, (key, st.transfers)
            for seat in range(players):
                (line,) = [line for line, _ in settlement_lines(game, st, seat)]
                _one_sentence(line)
                assert len(re.findall(r"\btakes? (the pool|[\d]+ counters from)", line)) == 1
                (logged,) = ui.move_notes(before, s, seat)
                assert "takes the pool" in logged or "take the pool" in logged, logged  # as before
            seen[s.result] += 1
    assert seen["won"] and seen["five"], seen
