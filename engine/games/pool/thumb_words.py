"""Why the Rams family's rule of thumb (Rams, Rounce, Bierspiel) chooses its move, told to the
player to move (the terminal's hint, ``Game.heuristic_move``): one constant phrase per habit,
so the computer's own moves and the playouts format nothing. The Loo family's are in
:mod:`engine.games.pool.family`."""

from __future__ import annotations

THUMB: dict[str, str] = {
    # declaring (engine.games.pool.rams.RamsFamily.heuristic_move)
    "discards": "you took up the trump card: discard your weakest card for it",
    "rams": "you hold four trumps with the best of them: announce rams, to take every trick",
    "robs": "you may rob the trump card: rob, putting out your weakest card",
    "no_trump_widow": "no trump to play on: take the widow (the rule of thumb does so one time "
    "in two)",
    "plays": "you hold two trumps, a trump and an ace, or two aces: strong enough to stand",
    "must_play": "you may not pass: stand",
    "weak_widow": "fewer than two trumps, a trump and an ace, or two aces: take the widow (the "
    "rule of thumb does so about one time in three)",
    "passes": "fewer than two trumps, a trump and an ace, or two aces: pass",
    # Bierspiel's own (engine.games.pool.bierspiel.Bierspiel.heuristic_move)
    "auf": "you are the dealer: say \u201cAuf\u201d at once, to open the declaring",
    # (Bierspiel's dealer and eldest "take up" the trump card, as its buttons and refusals say)
    "robs_both": "you may have both turned cards: take up both turned cards, putting out your "
    "two weakest cards",
    "takes_up": "you may have the turned card: take up the trump, putting out your weakest card",
    "trumps_hidden": "the lead lies face down and only a trump beats it: play your weakest trump",
    "throws_hidden": "the lead lies face down and only a trump beats it: you have none, so "
    "throw your weakest card",
}
