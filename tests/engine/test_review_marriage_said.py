"""Sixty-Six's hand review names the marriage left uncalled.

handrev's walk (engine scan, two-hand Sixty-Six, deal 1, a random learner): at trick 4 he led
the Q♠ holding the K♠ without calling the marriage, and the mistake's words were only "After
the Q♠ you reach 66 in 2% of the sampled deals (23 points on average); after the marriage,
leading the Q♠ in 10% (43 points).": the figures, not the rule of thumb (lead a marriage's
card, call it).
"""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.games.sixty_six import SIXTY_SIX
from engine.review import review_decision, review_hand
from engine.search import make_bot, play_out


def test_a_marriage_led_uncalled_is_named() -> None:
    start = SIXTY_SIX.new_deal(players=2, seed=1)
    bots = {p: make_bot("random" if p == 0 else "rule_of_thumb", p + 1) for p in range(2)}
    actions = play_out(SIXTY_SIX, start, bots)[1]
    r = review_hand(SIXTY_SIX, start, actions, 0, seed=1)
    found = 0
    for d in r.decisions:
        best = d.best
        if best is None or best.action.kind != "meld" or d.played.kind != "play":
            continue
        card, called = d.played.card, best.action.card
        assert card is not None and called is not None
        found += 1
        suit = called.suit.symbol
        worth = 40 if int(called.suit) == start.trump else 20
        line = (
            f"Call the marriage: you held the K{suit} and Q{suit}, and leading either you "
            f"could call it for {worth} points"
        )
        assert any(w.startswith(line) for w in d.why), d.why
    assert found


def test_a_card_led_instead_of_the_marriage_is_told() -> None:
    """Three-hand, deal 1, a random learner: he led the A♦ holding K♦ Q♦, a mistake given no
    words at all (handrev's walk, /sixty_six-play?seed=1&players=3&seat=0 at 390 px)."""
    start = SIXTY_SIX.new_deal(players=3, seed=1)
    first = SIXTY_SIX.current_player(start)
    assert first is not None
    view = SIXTY_SIX.view(start, first)
    melds = [a for a in SIXTY_SIX.legal_actions(view) if a.kind == "meld"]
    assert melds  # he may call a marriage at the first lead
    pair = {int(a.card) for a in melds if a.card is not None}
    told = []
    for a in SIXTY_SIX.legal_actions(view):
        if a.kind != "play" or a.card is None or int(a.card) in pair:
            continue
        d = review_decision(SIXTY_SIX, view, first, a, seed=1)
        if d.best is not None and d.best.action.kind == "meld" and d.why:
            # (words only for a cost the sample is sure of)
            told.append(a)
            said = [w for w in d.why if w.startswith("Call the marriage: you held the K")]
            assert said and said[0].endswith(f"the {a.card.pretty} led instead left it uncalled.")
    assert told  # the A♦ at least
