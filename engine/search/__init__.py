"""Search for any game, over the declared protocol of :class:`engine.game.Game`.

* :mod:`~engine.search.determinize` — deal the cards a player cannot see, consistently with
  what he has seen;
* :mod:`~engine.search.solver` — exact alpha-beta search of a perfect-information position;
* :mod:`~engine.search.montecarlo` — determinised Monte-Carlo search (the strongest player);
* :mod:`~engine.search.thumb` — the rule-of-thumb framework (the middle player);
* :mod:`~engine.search.bots` — the players by name, and a loop that plays a deal out
  (:func:`seeded_deal`: a seeded deal played out, with a random first player, to review).

A game takes part by writing the search hooks declared on :class:`engine.game.Game`
(``unseen``, ``determinize``, ``playout``, ``value``, ``rollout_value``, ``obvious_action``,
``searchable``, ``search``, ``search_actions``, ``side``) and setting ``supports_search``.
"""

from engine.search.bots import BOTS, RandomBot, make_bot, play_hand, play_out, seeded_deal
from engine.search.determinize import NoDeal, assign_places, deal_places
from engine.search.montecarlo import MonteCarloBot
from engine.search.solver import Positions, solve
from engine.search.thumb import RuleOfThumbBot

__all__ = [
    "BOTS",
    "MonteCarloBot",
    "NoDeal",
    "Positions",
    "RandomBot",
    "RuleOfThumbBot",
    "assign_places",
    "deal_places",
    "make_bot",
    "play_hand",
    "play_out",
    "seeded_deal",
    "solve",
]
