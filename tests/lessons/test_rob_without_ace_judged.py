"""Robbing without the ace is asked, and judged: Spoil Five's and Forty-Five's robbing
questions offer "Play a card" (a card, not robbing) beside "Rob" and "Let it lie", so a player
who holds no trump ace, and is not the dealer with an ace turned, has a box to tick. His right
answer had been no word at all, which no page takes (an empty answer is refused), so no
question judged ``rob_without_ace`` and Review never asked it (/tmp/judged22/gaps.py: judged
by none in either game). Now q_rob_without_ace asks it in both, its answer the engine's: no
``rob`` is legal there, and a "Rob" ticked is refused by that rule."""

from __future__ import annotations

import pytest

import ui.games  # noqa: F401  (registers the pages' game words)
from engine.quiz import check, typed_words
from lessons import load
from ui.labels import box_names
from ui.mastery import question_rules

GAMES = ("spoil_five", "forty_five")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_player_without_the_ace_may_only_play_a_card(game_id: str) -> None:
    q = next(q for q in load(game_id).quiz if q.id == "q_rob_without_ace")
    g, s = q.game, q.state
    assert not any(a.kind == "rob" for a in g.legal_actions(s))  # the engine: no rob open
    assert q.choices() == ["rob", "decline", "play"] and q.solve() == {"play"}
    assert f"{game_id}.rob_without_ace" in question_rules(q)  # Review can ask it
    names = box_names(g, q)
    assert names["play"] == "“Play a card”"
    assert typed_words("play a card", q.choices(), names) == ["play"]
    fb = check(q, ["rob"], names)  # robbing without the ace: missed, and said why
    # and "Play a card" left out: he is the eldest hand and leads (words29), which he missed
    missed = [f"{game_id}.rob_without_ace", f"{game_id}.lead"]
    assert not fb.correct and [r.id for r in fb.missed] == missed
    assert fb.explanation[0].startswith("you chose “Rob”, but it is not allowed")
    assert "robbing without the ace is an irregularity" in fb.explanation[0]
    right = check(q, ["play"], names)
    assert right.correct and f"{game_id}.rob_without_ace" in [r.id for r in right.kept]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_ace_holder_may_play_a_card_instead(game_id: str) -> None:
    # robbing is optional: "Play a card" is his too, and ticked it keeps rob_optional
    q = next(q for q in load(game_id).quiz if q.id == "q_rob_holder")
    assert q.solve() == {"rob", "play"}
    fb = check(q, ["play"], box_names(q.game, q))
    assert f"{game_id}.rob_optional" in [r.id for r in fb.kept]
    assert [r.id for r in fb.missed] == [f"{game_id}.rob_ace_holder"]
