"""Five-card Loo's refused exchange when the pack runs short says how many cards are left in
words that agree with the number: "only 1 card is left", "only 2 cards are left" (the engine
said "only 1 card are left")."""

import random

from engine.games.pool.five_card_loo import FIVE_CARD_LOO


def _replacement_reasons() -> set[str]:
    """The reasons of every ``replacements`` refusal met over seeded random eight-player deals."""
    reasons: set[str] = set()
    rng = random.Random(1)
    for seed in range(40):
        state = FIVE_CARD_LOO.new_deal(players=8, seed=seed, variant="foster1897")
        while not FIVE_CARD_LOO.is_over(state):
            reasons |= {
                r.reason
                for r in FIVE_CARD_LOO.refusals(state)
                if r.rule.id == "five_card_loo.replacements"
            }
            state = FIVE_CARD_LOO.apply(state, rng.choice(FIVE_CARD_LOO.legal_actions(state)))
    return reasons


def test_a_short_pack_says_its_cards_in_agreeing_words() -> None:
    reasons = _replacement_reasons()
    assert "only 1 card is left in the pack to deal from" in reasons
    assert "only 2 cards are left in the pack to deal from" in reasons
    assert not any("1 card are" in r or "cards is" in r for r in reasons)
