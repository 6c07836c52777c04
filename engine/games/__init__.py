"""One module per game family; importing this package registers every game.

The pool family registers Irish Loo before Five-card Loo (Five-card Loo builds on it).
"""

from engine.game import REGISTRY
from engine.games import linger_longer, loo, napoleon, sixty_six
from engine.games.pool import five_card_loo, irish_loo

__all__ = [
    "REGISTRY",
    "five_card_loo",
    "irish_loo",
    "linger_longer",
    "loo",
    "napoleon",
    "sixty_six",
]
