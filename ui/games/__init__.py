"""One UI adapter per game family; importing this package registers every one of them
(the table picture for its state type, and its page helpers)."""

from ui.games import linger_longer, napoleon, pool, sixty_six

__all__ = ["linger_longer", "napoleon", "pool", "sixty_six"]
