"""Linger Longer (seed 003): only the trick winner draws; the last player left holding cards
wins."""

from engine.games.linger_longer.game import LINGER_LONGER, LingerLonger
from engine.games.linger_longer.rules import OPTIONS, RULES, STAKE, VARIANTS, Opts
from engine.games.linger_longer.state import LingerState

__all__ = [
    "LINGER_LONGER",
    "OPTIONS",
    "RULES",
    "STAKE",
    "VARIANTS",
    "LingerLonger",
    "LingerState",
    "Opts",
]
