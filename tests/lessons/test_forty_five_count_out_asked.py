"""Forty-Five's counting out (``forty_five.count_out_reading``: scoring per trick, each trick's 5
is credited as it is won and the game ends the moment a side reaches 45, even mid-deal) was
taught by Learn's count_out step and asked by no question, so a learner was never judged on it
(words28). The Quiz now asks it as Napoleon's q_stop_beaten asks its early stop: q_count_out,
"Does play go on after it?", at 35 all with one trick each, the third trick taken by P2's 2♥,
answered off the engine's state after the trick (``FortyFive.after_trick``). The picture shows
the trick before it is credited: no score of 45, no word of counting out."""

from __future__ import annotations

import re
from typing import Any

import ui.games  # noqa: F401  (registers the pages' game words)
from engine.games.forty_five import scoring
from engine.quiz import Question, check
from engine.scenario import from_dict
from lessons import load
from ui.mastery import question_rules
from ui.quiz_picture import question_view

_TAG = re.compile(r"<[^>]+>")
POSITION: dict[str, Any] = {
    "game": "forty_five",
    "players": 4,
    "dealer": "P0",
    "turn_card": "8H",
    "tricks": [
        ["P1 4C", "P2 7C", "P3 KC", "P0 9C"],
        ["P3 QD", "P0 KD", "P1 2D", "P2 3D"],
        ["P0 10S", "P1 3S", "P2 2H", "P3 5S"],
    ],
}


def _q() -> Question:
    return load("forty_five").question("q_count_out")


def test_play_stops_when_a_side_counts_out() -> None:
    q = _q()
    assert q.state.result == "counted_out" and q.solve() is False  # the engine stopped play
    assert "forty_five.count_out_reading" in question_rules(q)  # Review can ask it
    fb = check(q, "yes")
    assert not fb.correct and "forty_five.count_out_reading" in [r.id for r in fb.missed]
    assert fb.message == "Not quite. The right answer: no, play stops."
    assert fb.explanation[0].startswith("2♥ is the highest trump (♥) in the trick")
    # the settlement's own line (the answered picture's caption, then said below only)
    assert fb.explanation[-1] == scoring.told(q.state) + ", and play stops here"
    assert "taking P0+P2's score to 45" in fb.explanation[-1]
    assert check(q, "no").correct


def test_the_picture_does_not_give_the_count_away() -> None:
    view = question_view(_q(), None, curated=True)
    assert view is not None
    words = [view.caption, view.trick_title, *(f"{k} {_TAG.sub(' ', v)}" for k, v in view.extras)]
    words += [f"{s.name} {' '.join(s.tags)} {s.note}" for s in view.seats]
    said = re.sub(r"\s+", " ", " ".join(words))  # (no-break spaces too)
    assert "45" not in said.replace("game 45", ""), said  # the goal is said, no side's 45
    assert "P0+P2 35, P1+P3 35" in said and "count" not in said.lower(), said
    assert len(view.trick) == 4 and "wins" not in view.trick_title, view.trick_title


def test_below_45_or_by_the_odd_trick_play_goes_on() -> None:
    game = load("forty_five").question("q_count_out").game
    short = from_dict({**POSITION, "variant": "per_trick", "scores": [30, 35]}).state
    goes, lines, rules = game.after_trick(short, "plays_on")
    assert goes is True and short.phase == "play"
    assert str(lines[-1]) == (
        "with each trick's 5 credited as it is won, P0+P2 have 40 points and P1+P3 40: "
        "neither has reached 45, so play goes on"
    )
    assert [r.id for r in rules][-1] == "forty_five.count_out_reading"
    odd = from_dict({**POSITION, "scores": [35, 35]}).state
    goes, lines, rules = game.after_trick(odd, "plays_on")
    assert goes is True and odd.phase == "play"
    assert "nobody counts out, so play goes on" in str(lines[-1])
    assert [r.id for r in rules][-1] == "forty_five.count_out"
