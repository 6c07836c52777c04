"""A Sixty-Six trick the ten took from a king, queen or jack of its suit says why, and cites the
card order: /sixty_six-quiz?question=q_ten_over_king ('P1 leads the K♦ and P0 plays the 10♦.
Who wins the trick?') answered 'P1' said only 'No trump was played: 10♦ is the highest diamond,
the suit led', cited the rule 'A trick goes to the higher trump, or to the higher card of the
suit led', and sent the learner to Learn for 'The ten ranks above the king': the one fact the
question tests was nowhere in its feedback. Now the reason goes on '— 10♦ beats K♦: diamonds
rank A♦ 10♦ K♦ Q♦ J♦ 9♦' (as Napoleon's ace and Spoil Five's trumps do), and sixty_six.rank
('Cards rank A 10 K Q J 9 in every suit') is cited beside the trick's rule.

Over seeded random deals of two, three and four hands: every finished trick's winner question
explains a ten's win over a king, queen or jack of its suit so, and no other trick cites the
card order."""

from __future__ import annotations

import random

import engine.games  # noqa: F401  (registers the games)
from engine.cards import CARDS
from engine.game import REGISTRY
from engine.quiz import Question
from engine.scenario import Scenario

GAME = REGISTRY.get("sixty_six")
DEALS = 40
FACES = (13, 12, 11)  # K, Q, J: ace-high order puts each above the ten


def test_a_ten_over_a_face_card_says_why_and_cites_the_order() -> None:
    met = other = 0
    for k in range(DEALS):
        players = 2 + k % 3
        state = GAME.new_deal(players=players, dealer=k % players, seed=k)
        rng = random.Random(k)
        while actions := GAME.legal_actions(state):
            before = len(state.history)
            state = GAME.apply(
                state, rng.choice([a for a in actions if a.kind != "claim"] or actions)
            )
            if len(state.history) == before or not state.history[-1][0]:
                continue
            plays, winner = state.history[-1]
            won = CARDS[dict(plays)[winner]]
            faces = [CARDS[c] for s, c in plays if s != winner and CARDS[c].suit == won.suit]
            beaten = max((c for c in faces if c.rank in FACES), key=lambda c: c.rank, default=None)
            q = Question(id="t", kind="trick_winner", prompt="", scenario=Scenario(GAME, state, ""))
            lines, rules = q.check(winner).explanation, q.check(winner).rules
            cited = "sixty_six.rank" in [r.id for r in rules]
            if won.rank == 10 and beaten is not None:
                met += 1
                assert cited, (lines, plays)
                assert any(f"{won.pretty} beats {beaten.pretty}" in line for line in lines), lines
            else:
                other += 1
                assert not cited, (lines, plays)
    assert met >= 5 and other > met, (met, other)
