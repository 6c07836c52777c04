"""Why the Rams family's rule of thumb (Rams, Rounce, Bierspiel) chooses its move, told to the
player to move (the terminal's hint, ``Game.heuristic_move``): one constant phrase per habit,
so the computer's own moves and the playouts format nothing. The Loo family's are in
:mod:`engine.games.pool.family`."""

from __future__ import annotations

THUMB: dict[str, str] = {
    # declaring (engine.games.pool.rams.RamsFamily.heuristic_move)
    "discards": "you took up the trump card: discard your weakest card for it",
    "rams": "you hold four trumps with the best of them: announce rams, to take every trick",
    # (the hint names the move and the card put out, Game.move_words: these say why, once)
    "robs": "the trump card is yours for the taking: your weakest card goes out for it",
    "no_trump_widow": "no trump to play on: take the widow (the rule of thumb does so one time "
    "in two)",
    "plays": "you hold two trumps, a trump and an ace, or two aces: strong enough to stand",
    "must_play": "you may not pass: stand",
    "weak_widow": "fewer than two trumps, a trump and an ace, or two aces: take the widow (the "
    "rule of thumb does so about one time in three)",
    "passes": "fewer than two trumps, a trump and an ace, or two aces: pass",
    # Bierspiel's own (engine.games.pool.bierspiel.Bierspiel.heuristic_move)
    "auf": "you are the dealer: say \u201cAuf\u201d at once, to open the declaring",
    "robs_both": "both turned cards are yours for the taking: your two weakest cards go out "
    "for them",
    "takes_up": "the turned card is yours for the taking: your weakest card goes out for it",
    "trumps_hidden": "the lead lies face down and only a trump beats it: play your weakest trump",
    "throws_hidden": "the lead lies face down and only a trump beats it: you have none, so "
    "throw your weakest card",
}
