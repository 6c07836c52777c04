"""Napoleon (seed 003): bid the tricks you will take if you name trumps; nap is all five."""

from engine.games.napoleon.game import BID_TOLERANCE, NAPOLEON, Napoleon
from engine.games.napoleon.play import TRUMPS
from engine.games.napoleon.rules import BIDS, NAP, OPTIONS, PASS, RULES, VARIANTS, Opts, bid_action
from engine.games.napoleon.state import NapoleonState

__all__ = [
    "BIDS",
    "BID_TOLERANCE",
    "NAP",
    "NAPOLEON",
    "OPTIONS",
    "PASS",
    "RULES",
    "TRUMPS",
    "VARIANTS",
    "Napoleon",
    "NapoleonState",
    "Opts",
    "bid_action",
]
