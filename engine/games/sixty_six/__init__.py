"""Sixty-Six: two-hand (seeds 000 = 001), three-hand and four-hand (seed 000).

One family, three forms: ``players=2`` is the seed's two-hand game, ``players=3`` lets the dealer
sit out and score what the deal's winner scores, ``players=4`` is the partnership game with 32
cards. Where the sources differ the difference is an *option* (see ``../shared/RULES.md`` §7):

================================= ========================== ==================================
option                            default (seed / RULES.md)  other reading
================================= ========================== ==================================
strict_later_play                 follow suit only (seed)    head the trick, trump when void
closing_penalty                   ``modern``: opponent 2/3   ``foster``: 1, 2 or 3 (1895 text)
last_trick_after_closing          no 10 after closing        10 still scored
marriages_after_exhaustion        no (seed)                  yes (Morehead copies)
undertrump (four-hand)            need not under-trump       must trump even below
game_to                           7 (seed)                   10 (chereshnitsa.org)
================================= ========================== ==================================

A two-hand position, drawn as in a test comment (♥ trumps, stock of 8 under the 9♥ after an
exchange, P1 to lead having won the last trick)::

    P0: A♠ 10♠ J♣ Q♦ 9♦ K♦        stock: ▒▒▒▒▒▒▒ 9♥       P0 won 14, P1 won 25 + 40 (K♥ Q♥)
    P1: K♥ A♥ 10♣ Q♣ J♠ 9♣  > to lead: may meld K♣/Q♣? no (no K♣), may close, may claim

Card points are counted from the cards won (``won`` masks), so the scoring can always be shown.

The package, one concern a module: :mod:`.rules` (the rule book, options, variants),
:mod:`.cards` (packs, card points, the rank order from :mod:`engine.ranking`), :mod:`.state`,
:mod:`.play` (the one implementation of the rules of play), :mod:`.moves` (the checked apply
and the refusals), :mod:`.scoring`, :mod:`.views` (hidden information), :mod:`.search` (the
search hooks), :mod:`.thumb` (the rule of thumb), :mod:`.review_words`, :mod:`.quiz`,
:mod:`.scenario`, :mod:`.text`, and :mod:`.game` (the :class:`SixtySix` game object, a
:class:`engine.games.modular.SolvableGame` over these modules).
"""

from engine.games.sixty_six.cards import (
    POINTS,
    STRENGTH,
    card_points,
    king_of,
    nine_of,
    queen_of,
    ranking_for,
    strength,
)
from engine.games.sixty_six.game import SIXTY_SIX, SixtySix
from engine.games.sixty_six.rules import (
    BANK,
    CLAIM,
    CLOSE,
    EXCHANGE,
    OPTIONS,
    RULES,
    TARGET,
    VARIANTS,
    Opts,
    chain_for,
)
from engine.games.sixty_six.scoring import Count, Outcome, count_of
from engine.games.sixty_six.search import ROLLOUT_RANDOM
from engine.games.sixty_six.state import (
    HandRecord,
    SixtySixState,
    hand_points,
    opponent,
    side_of,
)
from engine.games.sixty_six.text import hand_cards, iter_tricks, render, slot_account, slot_name

__all__ = [
    "BANK",
    "CLAIM",
    "CLOSE",
    "EXCHANGE",
    "OPTIONS",
    "POINTS",
    "ROLLOUT_RANDOM",
    "RULES",
    "SIXTY_SIX",
    "STRENGTH",
    "TARGET",
    "VARIANTS",
    "Count",
    "HandRecord",
    "Opts",
    "Outcome",
    "SixtySix",
    "SixtySixState",
    "card_points",
    "chain_for",
    "count_of",
    "hand_cards",
    "hand_points",
    "iter_tricks",
    "king_of",
    "nine_of",
    "opponent",
    "queen_of",
    "ranking_for",
    "render",
    "side_of",
    "slot_account",
    "slot_name",
    "strength",
]
