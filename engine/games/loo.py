"""Three-card Loo's public names, where they have always been imported from.

The engine lives in :mod:`engine.games.pool` (the pool family); this module re-exports the
names notebooks, tests and the UI use (``LOO``, ``LooState``, ``HAND``, ``ANTE``, ...).
"""

from engine.games.pool.loo import (
    ANTE,
    DEFEND,
    HAND,
    LOO,
    LOO_PAYMENT,
    OPTIONS,
    PASS,
    RULES,
    STAND,
    START_COUNTERS,
    VARIANTS,
    WHITE_PER_RED,
    WIDOW,
    Loo,
    LooState,
    Opts,
    chain_for,
    hand_cards,
    rule_for,
)
from engine.games.pool.state import counters_json, mask_of_cards, opening_state, render

__all__ = [
    "ANTE",
    "DEFEND",
    "HAND",
    "LOO",
    "LOO_PAYMENT",
    "OPTIONS",
    "PASS",
    "RULES",
    "STAND",
    "START_COUNTERS",
    "VARIANTS",
    "WHITE_PER_RED",
    "WIDOW",
    "Loo",
    "LooState",
    "Opts",
    "chain_for",
    "counters_json",
    "hand_cards",
    "mask_of_cards",
    "opening_state",
    "render",
    "rule_for",
]
