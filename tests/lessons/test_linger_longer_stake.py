"""Linger Longer's stake (reported by the learner walk): the 'stake' step, whose text says what
the winner of a game gains, had no picture, and the settlement question on it opened 'Five
played, and P3 was the last one left', with five players and nothing said of how the other four
went out. The step now shows a game's end and its payments; the question says who was out
before the trick and who plays his last card to it, with the stock not empty (look5: how the
trick ends is the learner's to work out, its picture drawn before it is judged), which the
engine's settlement must bear out: those who play to it drop out but its winner, who draws."""

from __future__ import annotations

import re

import engine.games  # noqa: F401
from engine.scenario import answer
from lessons import load


def test_the_stake_step_shows_the_winner_paid_by_each_other_player() -> None:
    step = load("linger_longer").step("stake")
    assert step.scenario is not None and step.show == "settlement"
    st = answer(step.scenario)["settlement"]
    winner, net = st["winner"], st["net"]
    assert net[winner] == len(net) - 1 == 3  # "with four players the winner gains three"
    assert all(v == -1 for seat, v in net.items() if seat != winner)
    assert f"{winner} is the last one left" in step.text


def test_the_settlement_question_says_who_went_out_and_when() -> None:
    q = next(q for q in load("linger_longer").quiz if q.id == "q_settle")
    st = answer(q.scenario)["settlement"]
    players = len(st["net"])
    words = {4: "Four", 5: "Five", 6: "Six"}[players]
    assert q.prompt.startswith(f"{words} play,")
    out_before = [p for d in st["dropped_out"] if d["after_trick"] == 0 for p in d["players"]]
    out_now = [p for d in st["dropped_out"] if d["after_trick"] > 0 for p in d["players"]]
    said_out = re.search(r"([P0-9, and]+) are out already", q.prompt)
    assert said_out and set(re.findall(r"P\d", said_out.group(1))) == set(out_before)
    said_last = re.search(r"([P0-9, and]+) each play their last card", q.prompt)
    assert said_last and set(re.findall(r"P\d", said_last.group(1))) == {*out_now, st["winner"]}
    assert st["stock_left"] > 0 and "the stock still holds cards" in q.prompt  # so he draws
