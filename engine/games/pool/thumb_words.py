"""Why the Rams family's rule of thumb (Rams, Rounce, Bierspiel) chooses its move, told to the
player to move (the terminal's hint and Play's, ``Game.heuristic_move``): one constant phrase
per habit, so the computer's own moves and the playouts format nothing. The Loo family's are
in :mod:`engine.games.pool.family`."""

from __future__ import annotations

THUMB: dict[str, str] = {
    # The hint names the move first ("would take the widow", Game.move_words), so each
    # says only why, never the move again; a card's says which card in words ("your weakest").
    # declaring (engine.games.pool.rams.RamsFamily.heuristic_move)
    "discards": "you took up the trump card: your weakest card goes out for it",
    "rams": "you hold four trumps with the best of them, enough to take every trick",
    "robs": "the trump card is yours for the taking: your weakest card goes out for it",
    # (it plays its own hand otherwise: "stands" was Loo's word, not the Rams family's)
    "no_trump_widow": "you hold no trump to play on: it does so one time in two, and plays its "
    "own hand otherwise",
    "plays": "you hold two trumps, a trump and an ace, or two aces",
    "must_play": "you may not pass",
    "weak_widow": "you hold neither two trumps, a trump and an ace, nor two aces: it does so "
    "about one time in three, and passes otherwise",
    "passes": "you hold neither two trumps, a trump and an ace, nor two aces",
    # Bierspiel's own (engine.games.pool.bierspiel.Bierspiel.heuristic_move)
    "auf": "you are the dealer: nobody may look at his cards or declare until you do",
    "robs_both": "both turned cards are yours for the taking: your two weakest cards go out "
    "for them",
    "takes_up": "the turned card is yours for the taking: your weakest card goes out for it",
    "trumps_hidden": "the lead lies face down and only a trump beats it: play your weakest trump",
    "throws_hidden": "the lead lies face down and only a trump beats it: you have none, so "
    "throw your weakest card",
}
