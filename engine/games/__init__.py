"""One module per game family; importing this package registers every game."""

from engine.game import REGISTRY
from engine.games import loo, sixty_six

__all__ = ["REGISTRY", "loo", "sixty_six"]
