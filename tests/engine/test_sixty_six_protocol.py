"""Sixty-Six through the game protocol: actions parse and print, a hand replays trick by
trick, a seat's view hides the other hand and the stock's order, and once a hand is over every
action is refused by the rule that ended it. Split from test_sixty_six_rules.py (one test per
rule id), which had grown past 800 lines."""

from __future__ import annotations

import random

from engine.game import Action
from engine.games.sixty_six import CLAIM, CLOSE, EXCHANGE, SIXTY_SIX

G = SIXTY_SIX


def test_actions_parse_and_print() -> None:
    for text in ("meld KH", "exchange", "close", "claim", "play QS"):
        assert str(Action.parse(text)) == text
    assert Action.parse("QS") == Action.parse("play QS")


def test_replay_rebuilds_the_hand_trick_by_trick() -> None:
    rng = random.Random(3)
    s = G.new_deal(players=2, seed=8)
    while s.phase == "play":
        acts = [a for a in G.legal_actions(s) if a.kind != "claim"]
        s = G.apply(s, rng.choice(acts))
    states = G.replay(s)
    assert states[-1] == s
    tricks = G.replay_tricks(s)
    assert tricks[0].history == () and tricks[-1] == s
    assert [len(t.history) for t in tricks[1:-1]] == list(range(1, len(s.history)))


def test_view_hides_the_other_hand_and_the_stock_order() -> None:
    s = G.new_deal(players=2, dealer=0, seed=12)
    v = G.view(s, 1)
    assert v.hands[0] == 0 and v.hidden[0] == 6 and v.hands[1] == s.hands[1]
    assert v.stock[:-1] == (-1,) * 11 and v.stock[-1] == s.turned and v.start == ((), ())
    assert "▒" in G.render(v)


def test_exchange_and_close_constants() -> None:
    assert str(EXCHANGE) == "exchange" and str(CLOSE) == "close" and str(CLAIM) == "claim"


def test_the_end_of_a_hand_cites_how_it_ended() -> None:
    """Once the hand is over, any action is refused by the rule that ended it: a claim's
    "Play stops at once and the cards are counted" only after a claim; a hand played to the
    last card by the rule that has it played out (it cited the claim rule however it ended)."""
    ended: dict[str, tuple[str, str]] = {}
    for players, closing in ((2, False), (2, True), (4, False)):
        for seed in range(30):
            rng = random.Random(seed)
            s = G.new_deal(players=players, seed=seed)
            while s.phase == "play":
                acts = [a for a in G.legal_actions(s) if a.kind != "claim"]
                closes = [a for a in acts if a.kind == "close"]
                s = G.apply(s, closes[0] if closing and closes else rng.choice(acts))
            (r,) = G.explain(s, CLOSE)
            ended[f"{players}{'c' if s.closed else ''}"] = (r.rule.id, r.reason)
    every = "the hand is over: every card has been played"
    assert ended == {
        "2": ("sixty_six.follow_suit", every),  # "the 6 cards in each hand are played out"
        "2c": ("sixty_six.closed_play", every),  # "The hands are played out as in Later Play"
        "4": ("sixty_six.four.played_out", every),  # "Every hand is played out."
    }
    s = G.new_deal(players=2, seed=1)
    while "claim" not in {a.kind for a in G.legal_actions(s)}:
        s = G.apply(s, G.legal_actions(s)[0])
    claimed = G.apply(s, CLAIM)
    (r,) = G.explain(claimed, CLOSE)
    assert r.rule.id == "sixty_six.claim"
    assert r.reason == f"the hand is over: P{s.to_move} claimed, and play stopped"
