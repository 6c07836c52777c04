"""Why a declaration Rams' family offers is allowed (Rams, Rounce, Bierspiel): the rule that
lets the player to move play his hand, pass, take the widow, announce rams, rob the trump card
or lay down one of the widow's six cards, and any rule saying what it costs, cited when a
learner chooses the move (:meth:`engine.game.Game.grounds`).

The rules are those :mod:`engine.games.pool.rams_declaring` decides each move by (its
``may_*``), so a citation follows the reading as the refusals do: Foster's "Each player in
turn, beginning with the eldest hand, may either play or pass." (``rams.declare``), the lesson
text's (``rams.lesson_000.declare``), Rounce's and Bierspiel's own.

>>> import engine.games
>>> from engine.game import REGISTRY, Action
>>> g = REGISTRY.get("rams")
>>> s = g.new_deal(players=4, seed=1)
>>> [(x.rule.id, x.reason) for x in g.grounds(s, Action("rams"))]  # doctest: +NORMALIZE_WHITESPACE
[('rams.general_rams', 'you may announce a general rams: you undertake to win all five tricks'),
 ('rams.rams_lost', 'if you lose a trick, you double the pool and pay five to each other player')]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import CARDS
from engine.game import Action, Ground
from engine.games.pool.rams_declaring import may_pass, may_rams, may_take_widow
from engine.games.pool.state import PoolState

if TYPE_CHECKING:  # only for annotations: rams.py's and bierspiel.py's grounds call this module
    from engine.games.pool.bierspiel import Bierspiel
    from engine.games.pool.rams import RamsFamily


def declaring_grounds(game: RamsFamily, state: PoolState, action: Action) -> list[Ground]:
    """The grounds of ``action``, a declaration legal for the player to move (none for a move
    not legal now, or one of no rule: see each kind)."""
    if state.phase != "declare" or not game.offers(state, action):
        return []
    s, seat, o, kind = state, state.to_move, state.opts, action.kind
    if kind == "stand":
        return [stand_ground(game, s, action)]
    if kind == "pass":
        ok, rule, _ = may_pass(game, s, seat)
        out = [Ground(action, rule, "you may pass: you lay your cards down", "allows")]
        if game.pass_costs(s):  # the pone, everyone before him passed: "... or pay him five"
            why = "everyone before you passed: you drop out only by paying the dealer five"
            out.append(Ground(action, game.lesson(o, "pone"), why, "costs"))
        return out if ok else []
    if kind == "rams":
        ok, rule, _ = may_rams(game, s, seat)
        if not ok:
            return []
        said = "you may announce a general rams: you undertake to win all five tricks"
        lost = "if you lose a trick, you double the pool and pay five to each other player"
        return [
            Ground(action, rule, said, "allows"),
            Ground(action, game.lesson(o, "rams_lost"), lost, "costs"),
        ]
    if kind == "widow":
        ok, rule, _ = may_take_widow(game, s, seat)
        why = "you may take the widow in exchange for the hand dealt you"
        if not ok:
            return []
        if game.spec.widow_cards > game.spec.hand:  # Rounce's widow of six: the exchange first
            six = "the widow has six cards: you then lay one of them down"
            return [
                Ground(action, game.widow_is_playing(), why, "allows"),
                Ground(action, rule, six, "costs"),
            ]
        return [Ground(action, rule, why, "allows")]
    if kind == "rob":
        ok, rule, _ = game.may_rob(s, seat)
        laid = " and ".join(CARDS[c].pretty for c in action.named_cards)
        why = f"you are the dealer: you may play and take up the trump card, laying down {laid}"
        return [Ground(action, rule, why, "allows")] if ok else []
    if kind == "discard" and action.card is not None:  # Rounce's widow of six
        why = f"you took the widow's six cards: you lay one down, any you choose (here {action.card.pretty})"
        return [Ground(action, game.rule("widow"), why, "allows")]
    return []


def stand_ground(game: RamsFamily, s: PoolState, action: Action) -> Ground:
    """Playing the hand the player holds: by the rule that lets him play (Foster's "may either
    play or pass"); the widow he took, by the rule that taking it is playing; one who passed
    takes his hand up again when a rams is announced (Foster's "those who have passed ...
    must take them up again")."""
    o, seat = s.opts, s.to_move
    if s.rams >= 0 and s.rams != seat and s.declarations[seat] == "pass":
        why = f"P{s.rams} announced rams: you take your hand up again and play"
        return Ground(action, game.lesson(o, "rams_all_play"), why, "allows")
    if s.widow_taker == seat:  # Foster's "taking it is playing" (000's own where it reads it)
        took = game.lesson(o, "widow") if o.text == "000" else game.widow_is_playing()
        return Ground(action, took, "you took the widow: you play it", "allows")
    return Ground(action, game.lesson(o, "declare"), "you may play the hand dealt you", "allows")


def bierspiel_grounds(game: Bierspiel, s: PoolState, action: Action) -> list[Ground] | None:
    """Bierspiel's own declaring turns: the dealer's word "Auf" that opens the deal, and the
    eldest's turn to take up the trump card, or keep his hand, after the dealer passed; None
    at any other turn (the family's grounds answer)."""
    if not game.offers(s, action):
        return None
    if game.before_auf(s) and action.kind == "auf":
        why = "you are the dealer: you give the word \u201cAuf\u201d, and everyone may look at his cards"
        return [Ground(action, game.rule("auf"), why, "allows")]
    if not game.taking_up(s):
        return None
    rule = game.rule("eldest_takes_trump")
    if action.kind == "rob" and action.card is not None:
        why = f"the dealer passed: you may take up the trump card, laying down {action.card.pretty}"
        return [Ground(action, rule, why, "allows")]
    if action.kind == "stand":
        why = "the dealer passed: you may keep your hand as it is"
        return [Ground(action, rule, why, "allows")]
    return None
