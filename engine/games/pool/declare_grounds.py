"""Why a declaration Loo's family offers is allowed: the rule that lets the player to move
stand, take the widow, pass, defend the pool or exchange cards (Loo, Irish Loo, Five-card
Loo), cited when a learner chooses the move (:meth:`engine.game.Game.grounds`). Rams, Rounce
and Bierspiel declare their own way: :mod:`engine.games.pool.rams_grounds`.

Each move is grounded in the rule of the options' text that offers it, found by role
(:meth:`~engine.games.pool.play.PoolPlay.rule_for`), so the citation follows the reading:
Foster's "The player may stand with the cards dealt him; or may take the widow in exchange;
or may pass." (``loo.declare``), seed 000's single pool (``loo.lesson_000.widow_exchange``)
and its double (``loo.lesson_000.declare``), Irish Loo's "How many?" (``irish_loo.exchange``).

>>> import engine.games
>>> from engine.game import REGISTRY, Action
>>> g = REGISTRY.get("irish_loo")
>>> s = g.new_deal(players=4, seed=1)
>>> [(x.rule.id, x.reason) for x in g.grounds(s, Action("pass"))]
[('irish_loo.declare', 'you may pass and drop out of this deal')]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import listed
from engine.game import Action, Ground
from engine.games.pool.state import PoolState

if TYPE_CHECKING:  # only for annotations: play.py's grounds calls this module
    from engine.games.pool.play import PoolPlay

# what each declaration lets the player do, as a Learn verdict says it ("you may ...")
SAID = {
    "stand": "you may stand with the cards dealt you",
    "widow": "you may take the widow in exchange for your hand",
    "pass": "you may pass and drop out of this deal",
}
SATISFIED = {  # seed 000's single pool: everyone plays, with his hand or the widow
    "stand": "you may keep your hand: say you are satisfied with it",
    "widow": "you may throw your hand away and take the widow instead",
}


def declaring_grounds(game: PoolPlay, state: PoolState, action: Action) -> list[Ground]:
    """The rule allowing ``action``, a declaration or an exchange legal for the player to move
    (none for a move not legal now)."""
    if action.kind == "play" or not game.offers(state, action):
        return []
    o, kind = state.opts, action.kind
    if kind == "exchange":
        return [Ground(action, game.rule_for(o, "exchange"), exchange_words(action), "allows")]
    if kind == "defend":
        why = "only one player stands against you: you may take the widow and defend the pool"
        return [Ground(action, game.rule_for(o, "defend"), why, "allows")]
    if not state.double and kind in SATISFIED:  # seed 000's widow in a single pool
        return [Ground(action, game.rule_for(o, "single_exchange"), SATISFIED[kind], "allows")]
    if kind == "widow" and o.text == "000":
        # 000's double names only playing or dropping out; its widow goes round in turn as in
        # its single pool: "each player in turn has a chance to take the widow, until ..."
        why = "each player in turn may take the widow until somebody takes it: nobody has yet"
        return [Ground(action, game.rule_for(o, "widow_once"), why, "allows")]
    if kind in SAID:
        return [Ground(action, game.rule_for(o, "declare"), SAID[kind], "allows")]
    return []


def exchange_words(action: Action) -> str:
    """Irish Loo's "How many?" in a Learn verdict's words: none, or how many and which.

    >>> from engine.cards import Card
    >>> exchange_words(Action("exchange", number=0))
    'you are in: you may exchange any number of your cards, none to all; here you keep them all'
    >>> exchange_words(Action("exchange", number=2, cards=(Card.parse("4C"), Card.parse("7H"))))
    'you are in: you may exchange any number of your cards, none to all; here you lay down 4♣ and 7♥'
    """
    out = "you are in: you may exchange any number of your cards, none to all"
    cards = action.named_cards
    if not cards:
        return f"{out}; here you keep them all"
    return f"{out}; here you lay down {listed(c.pretty for c in cards)}"
