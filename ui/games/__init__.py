"""One UI adapter per game family; importing this package registers every one of them
(the table picture for its state type, and its page helpers)."""

from ui.games import pool, sixty_six

__all__ = ["pool", "sixty_six"]
