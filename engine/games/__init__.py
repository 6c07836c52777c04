"""One module per game family; importing this package registers every game."""

from engine.game import REGISTRY
from engine.games import loo

__all__ = ["REGISTRY", "loo"]
