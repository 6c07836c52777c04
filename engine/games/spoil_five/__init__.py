"""Spoil Five (seed 002, RULES.md §5) and the core it shares with Forty-Five (§6).

The shared core, stable for both games (see ``/work/notes/spoil_five_api.md``):

* :mod:`~engine.games.spoil_five.cards` — the card order (the ``spoil_five`` preset of
  :mod:`engine.ranking`), the privileged trumps, the trump ace, :func:`order_rules`;
* :mod:`~engine.games.spoil_five.play` — the cards that may be played to a trick and why not
  (follow or trump to a plain suit; trumps follow trumps with the reneging privilege),
  :func:`play_rules`;
* :mod:`~engine.games.spoil_five.robbing` — who robs, the ``rob C`` actions, :func:`rob_rules`.

Each ``*_rules(game)`` builds the rules with ids ``<game>.<role>``, so Spoil Five cites
``spoil_five.renege_superior`` and Forty-Five ``forty_five.renege_superior``.
"""

from engine.games.spoil_five.cards import (  # noqa: I001  (the core first: the game builds on it)
    ACE_OF_HEARTS,
    ORDER,
    order_rules,
    privilege_name,
    privileged_mask,
    hand_order,
    rank_of,
    trump_ace,
    which_wins,
    with_order_why,
)
from engine.games.spoil_five.play import (
    PLAY_ROLES,
    forbidden_plays,
    legal_mask,
    may_withhold,
    play_rules,
    privilege_note,
)
from engine.games.spoil_five.robbing import (
    DECLINE,
    ROB,
    ROB_ROLES,
    Robber,
    keeps_ace_refusal,
    kept_card,
    rob_actions,
    rob_hand,
    rob_refusal,
    rob_rules,
    robber,
)

from engine.games.spoil_five.game import SPOIL_FIVE, SpoilFive
from engine.games.spoil_five.rules import CLAIM, JINK, RULES, Opts
from engine.games.spoil_five.state import SpoilFiveState

__all__ = [
    "ACE_OF_HEARTS",
    "CLAIM",
    "JINK",
    "RULES",
    "SPOIL_FIVE",
    "Opts",
    "SpoilFive",
    "SpoilFiveState",
    "DECLINE",
    "ORDER",
    "PLAY_ROLES",
    "ROB",
    "ROB_ROLES",
    "Robber",
    "forbidden_plays",
    "legal_mask",
    "may_withhold",
    "order_rules",
    "play_rules",
    "privilege_name",
    "privilege_note",
    "privileged_mask",
    "hand_order",
    "rank_of",
    "with_order_why",
    "keeps_ace_refusal",
    "kept_card",
    "rob_actions",
    "rob_hand",
    "rob_refusal",
    "rob_rules",
    "robber",
    "trump_ace",
    "which_wins",
]
