"""One UI adapter per game family; importing this package registers every one of them
(the table picture for its state type, and its page helpers)."""

from ui.games import bierspiel, forty_five, linger_longer, napoleon, pool, sixty_six, spoil_five

__all__ = [
    "bierspiel",
    "forty_five",
    "linger_longer",
    "napoleon",
    "pool",
    "sixty_six",
    "spoil_five",
]
