"""The computer players (they live in :mod:`engine.search`; this name is kept for callers).

>>> from engine.games.sixty_six import SIXTY_SIX
>>> s = SIXTY_SIX.new_deal(players=2, seed=4)
>>> RandomBot(seed=1).choose(SIXTY_SIX, s, s.to_move) in SIXTY_SIX.legal_actions(s)
True
"""

from engine.search.bots import BOTS, RandomBot, make_bot, play_hand
from engine.search.montecarlo import MonteCarloBot
from engine.search.thumb import RuleOfThumbBot

__all__ = ["BOTS", "MonteCarloBot", "RandomBot", "RuleOfThumbBot", "make_bot", "play_hand"]
