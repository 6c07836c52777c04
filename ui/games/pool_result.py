"""The pool family's words for how a deal ended, from the learner's side: the result line
over Play's settlement (:func:`pool_verdict`), the log's line when a deal ends short of being
played out (:func:`pool_end_notes`), and the game a position belongs to (:func:`pool_game`).
Split from ui/games/pool.py (the table), which registers them on the family's GameUI."""

from __future__ import annotations

from collections.abc import Callable

from engine.games.loo import LOO, LooState
from engine.games.pool.bierspiel import BIERSPIEL
from engine.games.pool.bierspiel_settlement import ChalkedCrosses, pone_said
from engine.games.pool.family import PoolGame
from engine.games.pool.five_card_loo import FIVE_CARD_LOO
from engine.games.pool.irish_loo import IRISH_LOO
from engine.games.pool.rams import RAMS, RamsFamily
from engine.games.pool.rams_settlement import ending_rule, ending_said, unopposed_said
from engine.games.pool.rounce import ROUNCE
from engine.games.pool.state import IN
from engine.ledger import format_counters, item_key, moves_told, seat_account, unit_said
from engine.sentence import Sentence
from engine.tricks import n_tricks
from ui.format import capital, named

# Every game of the family draws with this one table; its numbers (units, ante) and its rules
# of play come from the game whose spec the state carries.
# (by the spec's name: a spec built by a reloaded module is a new class's instance, not equal)
POOL_GAMES: dict[str, PoolGame] = {
    g.spec.name: g for g in (LOO, IRISH_LOO, FIVE_CARD_LOO, RAMS, ROUNCE, BIERSPIEL)
}


def pool_game(state: LooState) -> PoolGame:
    """The game a pool-family position belongs to (by its spec)."""
    return POOL_GAMES[state.spec.name]


def pool_amount(state: LooState, units: int) -> str:
    """``units`` in the game's counters, as the table says them (Loo: "3 red")."""
    return format_counters(units, state.spec.units)


def _defender(state: LooState) -> int:
    """The dealer who defends the pool (Loo's "defend"; Rams' dealer who must play against a
    single player, under the Loo-style defence), or -1."""
    game = pool_game(state)
    return game.defender(state) if isinstance(game, RamsFamily) else state.defender


def pool_ending(state: LooState, seat: int) -> str | None:
    """How a pool deal ended short of being played out (a flush shown, the widow unopposed,
    everyone passing, the pone paying to drop, a rams lost, a revoke), from ``seat``'s side;
    None for a deal played out. The engine's sentence, the reason of the transfers that ending
    makes (:meth:`engine.games.pool.settlement.PoolSettlement.ending_said`, Rams'
    :func:`engine.games.pool.rams_settlement.ending_said`, Bierspiel's pone in chalk), so
    Play's Settlement, which leaves out a reason said above it, says it once."""
    if state.result == "revoke":
        return f"{named(state.offender, seat)} revoked, so the hands are thrown in"
    said = _ending_said(state)
    return said.text(seat) if said else None


def _ending_said(state: LooState) -> Sentence | None:
    """:func:`pool_ending`'s sentence, seats as fields (None: played out, or a revoke, which
    is said in words of its own)."""
    ending = _ending(state)
    return ending[0] if ending else None


def _ending(state: LooState) -> tuple[Sentence, str | None] | None:
    """How the deal ended short of being played out, as the engine says it, and the rule of
    the transfers that carry that sentence as their reason (None: none does)."""
    r = state.result
    if r in ("played", "revoke"):
        return None
    game = pool_game(state)
    if isinstance(game, RamsFamily):
        said = (
            pone_said(game, state)
            if isinstance(game, ChalkedCrosses) and r == "pone_paid"
            else ending_said(game, state)
        )
        return (said, ending_rule(game, state)) if said is not None else None
    said = game.ending_said(state)
    return (said, game.ending_rule(state)) if said is not None else None


def pool_settlement_told(state: LooState) -> frozenset[tuple[str, str]]:
    """The settlement's lines that the log's line of how a deal ended short tells
    (:func:`pool_end_notes`), by their key: the ending's sentence under the rule the engine
    makes its transfers by (``ending_rule``: the pool taken on a flush, by the dealer or with
    the widow unopposed, the pone paid, a rams lost, its moves said on the log's line too). A
    flush shown by the dealer defending the pool has no rule there: the Settlement says the
    others' loo."""
    ending = _ending(state) if state.phase == "over" else None
    said, rule = ending if ending is not None else (None, None)
    if said is None or rule is None:
        return frozenset()
    return frozenset({item_key(said, rule)})


def _played(state: LooState, seat: int) -> str:
    """What ``seat`` did in a deal played out: passed, announced rams, defended the pool,
    took the widow, or won his tricks."""
    won = state.tricks[seat]
    tricks = "no trick" if not won else n_tricks(won)
    if state.rams >= 0:  # a rams made, or lost at the last trick (sooner ends the deal)
        game = pool_game(state)
        assert isinstance(game, RamsFamily)
        lost = ending_said(game, state)
        if lost is not None:
            return lost.text(seat)
        who = named(state.rams, seat)
        return f"{who} announced rams and won all {n_tricks(len(state.history))}"
    said = state.declarations[seat]
    if said not in IN:
        return "You passed"
    if _defender(state) == seat:
        return f"You defended the pool and won {tricks}"
    if said == "widow":
        return f"You took the widow and won {tricks}"
    # Rams' words for a player ramsed, as his Settlement line says it
    played = "played and " if not won and isinstance(pool_game(state), RamsFamily) else ""
    return f"You {played}won {tricks}"


def _with_unit(state: LooState, units: int) -> str:
    """``units`` in the game's counters with its unit ("20 counters", "3 red counters")."""
    return unit_said(pool_amount(state, units), pool_game(state).amount_unit)


def pool_moved(state: LooState, got: int, paid: int) -> str:
    """What the settlement moves for the learner, in the family's words: "you receive 3 red
    counters and pay 1 red counter" (``got`` and ``paid``: units to and from his account)."""

    def amount(units: int) -> str:
        return _with_unit(state, units)

    if got and paid:
        return f"you receive {amount(got)} and pay {amount(paid)}"
    if got or paid:
        return f"you receive {amount(got)}" if got else f"you pay {amount(paid)}"
    return "you pay nothing and take nothing"


def pool_verdict(
    state: LooState, seat: int, moved: Callable[[LooState, int, int], str] = pool_moved
) -> tuple[str, str]:
    """The learner's result line: his part in a deal played out, and what the settlement
    moves for him, in the game's words (``moved``: :func:`pool_moved`, or a game's own, as
    Bierspiel's chalk). The amounts are the settlement's transfers to and from his account;
    the page lists each transfer below. A deal ended short of being played out gives only
    what it moves for him (and a penalty besides): how it ended is the log's line just above
    the box (:func:`pool_end_notes`), and the box had said it again, 'You announced rams and
    lost trick 1, so the cards are thrown in: you pay 20 counters.' under 'You announced rams
    and lost trick 1, so the cards are thrown in.', until the page cut it by matching words
    (in 226 of 2,250 seeded deals over every game form, all of them pool deals ended short)."""
    game = pool_game(state)
    settle = game.settlement(state)
    me = seat_account(seat)
    transfers = settle.transfers if settle else ()
    got = sum(t.amount for t in transfers if t.payee == me)
    paid = sum(t.amount for t in transfers if t.payer == me)
    ending = pool_ending(state, seat)  # (said under the table, pool_end_notes)
    why = "" if ending else _played(state, seat)
    if state.penalty and state.offender >= 0 and isinstance(game, RamsFamily):
        who = named(state.offender, seat, "you")
        penalty = f"{who} {game.penalties.get(state.penalty, state.penalty)}"
        why = f"{why}; {penalty}" if why else penalty
    net = got - paid
    tail = moved(state, got, paid)
    kind = "success" if net > 0 else "warning" if net < 0 else "info"
    if ending and not why:
        return kind, f"{capital(tail)}."
    # his own line in the Settlement below says what he won ("You won 3 tricks, 3 fifths of
    # the pool: you take 9 counters from the pool"): the line gives his figures alone, as
    # Spoil Five's winner's does ('You won 3 tricks: you receive 9 counters.' said it again)
    mine = [t.told(seat) for t in transfers if me in (t.payee, t.payer)]
    said = (f"{why}: ", f"{why} and ", f"{why}, ")
    if not ending and any(r == why or r.startswith(said) for r in mine):
        return kind, f"{capital(tail)}."
    return kind, f"{why}: {tail}."


def pool_end_notes(before: LooState, after: LooState, seat: int) -> list[str]:
    """The Play page's log line when a pool deal ends short of being played out (a flush
    shown, a widow unopposed, everyone passing, a rams lost): the log said only the last
    move before the result. ``before is after``: the deal as dealt, over before anyone moved
    (a flush dealt in Five-card Loo). As play begins at Rams with six, a player nobody plays
    against (the dealer holds no cards) is told so then, not first at the settlement."""
    game = pool_game(after)
    if after.phase == "play" and before.phase != "play" and isinstance(game, RamsFamily):
        alone = unopposed_said(game, after, over=False)
        return [alone.text(seat) + "."] if alone else []
    if after.phase != "over" or after.result == "played":
        return []
    if before.phase == "over" and before is not after:
        return []
    ending = pool_ending(after, seat)
    if ending is None:
        return []
    # a rams lost, Rams' pone: what he pays is its transfers' moves in words, not said in the
    # ending ("You announced rams and lost trick 1, so the cards are thrown in: you pay 20
    # counters to double the pool, 5 counters to P0 and ..."), so the line says them, as the
    # Settlement leaves the line to it (pool_settlement_told)
    told = pool_settlement_told(after)
    settle = game.settlement(after) if told else None
    paid = [t for t in settle.transfers if t.key in told] if settle else []
    if any(t.paid_said for t in paid):
        amount, unit = (lambda t: pool_amount(after, t.amount)), game.amount_unit
        moves = moves_told(paid, amount, seat, unit)
        ending += "".join(f": {m}" for _, m in moves.values())
    return [ending + "."]
