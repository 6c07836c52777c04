"""Forty-Five, or Five and Ten (seed 002, RULES.md §6): Spoil Five for two, or for four or six
in two partnerships, scored to 45. The card order, robbing and the duties of play are Spoil
Five's (:mod:`engine.games.spoil_five`, reached through :mod:`.core`)."""

from engine.games.forty_five.game import FORTY_FIVE, FortyFive
from engine.games.forty_five.rules import (
    GAME_TO,
    OPTIONS,
    PLAYER_COUNTS,
    RULES,
    VARIANTS,
    Opts,
    points_for,
)
from engine.games.forty_five.state import DealRecord, FortyFiveState, side_name

__all__ = [
    "FORTY_FIVE",
    "GAME_TO",
    "OPTIONS",
    "PLAYER_COUNTS",
    "RULES",
    "VARIANTS",
    "DealRecord",
    "FortyFive",
    "FortyFiveState",
    "Opts",
    "points_for",
    "side_name",
]
