"""Reading a Rams-family scenario's ``declarations``: each seat's words replayed in order
through the engine's own declaring, so a scenario can only say what the rules allow."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.game import Action
from engine.games.pool.state import PoolState
from engine.scenario import ScenarioError

if TYPE_CHECKING:
    from engine.games.pool.rams import RamsFamily


def replay_declarations(
    game: RamsFamily, r: Any, state: PoolState, given: dict[int, str]
) -> PoolState:
    """``declarations: {P1: pass, P2: "widow, rams", P0: rob 7C}``: each seat's words, in
    the order he said them; the hands are the cards held now (after the widow, a rob)."""
    queue = {
        seat: [w.strip() for w in text.split(",") if w.strip()] for seat, text in given.items()
    }
    hands = state.hands
    s = state._replace(phase="declare", to_move=game.order(state)[0])
    widow_given = bool(state.widow)
    if not widow_given:  # the widow lies there unseen: stand-in cards no field names
        s = s._replace(widow=game.unseen_widow(s, r))
    path = r.path("declarations")
    while s.phase == "declare" and queue.get(s.to_move):
        seat = s.to_move
        word = queue[seat].pop(0)
        try:
            act = Action.parse(word)
        except ValueError:
            raise ScenarioError(
                r.source, f"{path}.P{seat}", f"expected a declaration, got {word!r}"
            ) from None
        if act.kind == "rob" and act.card is not None and s.turn_card >= 0:
            h = list(s.hands)  # a hand given as held after robbing: as it was before
            if h[seat] >> s.turn_card & 1 and not h[seat] >> act.card & 1:
                h[seat] = h[seat] & ~(1 << s.turn_card) | 1 << act.card
                s = s._replace(hands=tuple(h))
        if act.kind == "discard" and act.card is not None:
            h = list(s.hands)  # a hand given as held after the discard
            h[seat] |= 1 << act.card
            s = s._replace(hands=tuple(h))
        legal, refused = game.declare_options(s, explain=True)
        if act not in legal:
            why = [x for x in refused if x.action.kind == act.kind]
            reason = why[0].message() if why else "not on offer here"
            raise r.error(f"declarations.P{seat}", f"P{seat} may not {act}: {reason}")
        before = s
        s = game.declare(s, act)
        if act.kind == "widow" and not widow_given:  # the hand given is what he holds now
            h = list(s.hands)
            h[seat] = hands[seat] or s.hands[seat]
            s = s._replace(hands=tuple(h), discards=before.discards)
        elif act.kind in ("stand", "pass", "rams"):
            h = list(s.hands)
            h[seat] = hands[seat] if hands[seat] else s.hands[seat]
            s = s._replace(hands=tuple(h))
    if not widow_given and s.phase != "declare" and s.widow_taker < 0:
        s = s._replace(widow=0)  # the stand-ins served the declaring; the widow is unseen
    left = [seat for seat, words in queue.items() if words]
    if left:
        seat = left[0]
        if s.phase != "declare":
            raise r.error(
                f"declarations.P{seat}",
                f"declaring is already over ({s.result or 'play has begun'}): P{seat} says no more",
            )
        raise r.error(
            f"declarations.P{seat}",
            f"P{s.to_move} declares before P{seat}: give P{s.to_move}'s declaration too",
        )
    return s
