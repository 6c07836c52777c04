"""A decision the rules made for the learner says, in the hand review, why the rest of his
hand was not allowed: the engine's refusals at the position as he saw it, each reason once
with the cards it refuses, and the rule behind it quoted. The review said only "You: 2♥, the
only action the rules allowed." (a Loo deal whose 5♣ Play had just refused: "you have no card
of the suit led and must trump"), and of Napoleon's bidder's first lead nothing of the rule.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from apptools import click, go, markdown
from streamlit.testing.v1 import AppTest
from test_hand_review import PLAYABLE, finished_table, players_for

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY, Game
from ui.format import md
from ui.pages import review_hand
from ui.play_table import card_or_label
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]


def _forced_points(game: Game[object], seeds: range) -> list[tuple[object, object]]:
    """(state, the one action allowed) at every decision of seat 0 with one action left, in
    seeded random deals."""
    out = []
    for seed in seeds:
        s = game.new_deal(players=players_for(game.id), seed=seed)
        rng = random.Random(seed)
        while not game.is_over(s):
            legal = game.legal_actions(s)
            if game.current_player(s) == 0 and len(legal) == 1:
                out.append((s, legal[0]))
            s = game.apply(s, rng.choice(legal))
    return out


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_a_forced_decision_says_why_the_rest_was_refused(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    ui = game_ui(game_id)
    refused_somewhere = 0
    for state, played in _forced_points(game, range(6)):
        view = ui.seen(state, 0)

        def said(a: object, view: object = view) -> str:
            return card_or_label(game, view, a)  # type: ignore[arg-type]

        text, rules = review_hand.forced_words(game, view, played, said)  # type: ignore[arg-type]
        assert text.startswith(f"You: **{md(said(played))}**")
        # the refusals of the learner's other cards, as the engine gives them at his view
        others = [r for r in game.refusals(view) if r.action.kind == "play"]
        if played.kind != "play" or not others:
            continue
        refused_somewhere += 1
        assert "the only action the rules allowed" in text
        for r in others:
            assert md(said(r.action)) in text, (game_id, r.action, text)
            assert md(r.reason.rstrip(".")) in text, (game_id, r.reason, text)
        assert {r.id for r in rules} == {r.rule.id for r in others}
        assert text.count(", because ") == len({r.reason for r in others})  # each reason once
    # every game whose seeded deals force a card refuses some: Sixty-Six's stock play forces
    # none of the first player's in these deals (an open stock allows any card)
    if game_id != "sixty_six":
        assert refused_somewhere, game_id


def test_a_last_card_is_the_only_action_he_had() -> None:
    game = REGISTRY.get("loo")
    ui = game_ui("loo")
    for state, played in _forced_points(game, range(2)):
        view = ui.seen(state, 0)
        if not any(r.action.kind == "play" for r in game.refusals(view)):
            text, rules = review_hand.forced_words(game, view, played)
            assert text.endswith(", the only action you had.") and rules == ()
            return
    raise AssertionError("no forced last card in Loo's first deals")


def test_the_page_says_the_rule_of_a_forced_card(
    app: OpenApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(review_hand, "SAMPLES", {"worlds": 12, "exact_worlds": 3})
    game = REGISTRY.get("napoleon")
    t = finished_table("napoleon", seed=9)  # its deal forces a card, others refused
    at = app()
    at.session_state["napoleon:table"] = t
    go(at, "napoleon:play")
    click(at, "napoleon:review_hand")
    review = at.session_state["napoleon:hand_review"][1]
    forced = [d for d in review.decisions if d.forced and d.played.kind == "play"]
    text = markdown(at)
    told = 0
    state = t.start
    record = [a for _, a in review.record]
    for i, action in enumerate(record):
        d = next((d for d in forced if d.step == i), None)
        if d is not None:
            view = game_ui("napoleon").seen(state, t.seat)
            for r in game.refusals(view):
                if r.action.kind == "play":
                    assert md(r.reason.rstrip(".")) in text
                    assert r.rule.statement in text
                    told += 1
        state = game.apply(state, action)
    assert told, "no forced card with refused cards in this deal"
