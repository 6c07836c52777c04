"""One package per game family; importing this package registers every game.

Games register in the order a learner meets them (the home page and the navigation follow the
registry): Three-card Loo first, then the Loo forms built on it, Sixty-Six, Spoil Five,
Forty-Five (on Spoil Five's core), Napoleon, Linger Longer. Irish Loo registers before
Five-card Loo, which builds on it; Rams, Rounce (Rams' American form) and Bierspiel (its
German students' form) follow them on the pool family.
"""

# isort: skip_file
from engine.game import REGISTRY
from engine.games import loo
from engine.games.pool import irish_loo, five_card_loo
from engine.games.pool import rams, rounce, bierspiel
from engine.games import sixty_six
from engine.games import spoil_five
from engine.games import forty_five
from engine.games import napoleon
from engine.games import linger_longer

__all__ = [
    "REGISTRY",
    "bierspiel",
    "five_card_loo",
    "forty_five",
    "irish_loo",
    "linger_longer",
    "loo",
    "napoleon",
    "rams",
    "rounce",
    "sixty_six",
    "spoil_five",
]
