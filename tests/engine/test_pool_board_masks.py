"""The pool board's duties compiled into masks give the rules' legal cards.

A board of a game that plays its cards the family's way compiles a follower's duties (follow
suit, trump, head the trick) for each lead and winning card, and a leader's (lead a trump, the
ace of trumps) for each kind of lead, into masks (``PoolBoard.compile_follow``,
``compile_lead``). Wherever random play of many seeded deals asks a board for its legal cards,
they are the whole chain's over the game's own play context (``legal_mask``), and the
compiled masks were what answered; where the context reads more of the hand than the masks can
say (Pam passing a led trump ace) or a duty is no mask (Peel's highest trump), the board asks
the rules; a double pool's first lead, whose context reads the ace of trumps held, is compiled
by the trumps held (``compile_held``).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.constraints import legal_mask
from engine.games.pool import board as board_module
from engine.games.pool.board import PoolBoard
from engine.games.pool.family import PoolGame
from engine.games.pool.five_card_loo import FIVE_CARD_LOO
from engine.games.pool.irish_loo import IRISH_LOO
from engine.games.pool.loo import LOO
from engine.games.pool.play import ACES, PAM

# (game, variant, option overrides): every variant of the three Loos, and Peel's old rule
CASES: list[tuple[PoolGame, str, dict[str, Any]]] = [
    (g, v, {}) for g in (LOO, IRISH_LOO, FIVE_CARD_LOO) for v in g.variants
] + [(LOO, "foster1897", {"lead_higher_trump": True})]


def _rules(game: PoolGame, board: PoolBoard) -> int:
    """The legal cards by the whole chain over the game's play context, on the record."""
    state = board.state()
    return legal_mask(game.chain_for(state.opts), game.play_context(state))


def _answered_by_masks(board: PoolBoard) -> str:
    """Which way the board's legal cards for the player to move were found: "follow" or
    "lead" by compiled masks, "rules" otherwise, "free" where no duty is asked."""
    hand = board.hands[board.to_move]
    if hand.bit_count() < 2 or (not board.trick and board.free_lead):
        return "free"
    if board.trick:
        follow = board.follow
        compiled = follow is not None and follow[board.lead][board.win[1]] is not None
        return "follow" if compiled else "rules"
    leads = board.leads
    duties = None if leads is None else leads[not board.history]
    if isinstance(duties, dict):  # by the trumps held (a double pool's first lead)
        duties = duties.get(hand & board.ranking.trump_mask)
    compiled = duties not in (None, False)
    return "lead" if compiled else "rules"


@pytest.mark.parametrize(
    ("game", "variant", "overrides"),
    CASES,
    ids=lambda x: x.id if isinstance(x, PoolGame) else "+".join(x) if isinstance(x, dict) else x,
)
def test_compiled_duties_give_the_rules_legal_cards(
    game: PoolGame, variant: str, overrides: dict[str, Any]
) -> None:
    rng = random.Random(f"masks {game.id} {variant} {overrides}")
    lo, hi = game.players_range(game.make_opts(variant))
    seen = {"follow": 0, "lead": 0, "rules": 0, "free": 0}
    for deal in range(120):
        state = game.new_deal(
            players=rng.randint(lo, hi),
            dealer=deal % lo,
            seed=rng.getrandbits(32),
            variant=variant,
            pool=rng.choice((0, 3, 9)) * game.units_per_counter,
            **overrides,
        )
        board = game.board(state)
        while not board.is_over():
            acts = board.legal_actions()
            if board.mode == board_module.PLAY and board.hands[board.to_move]:
                way = _answered_by_masks(board)
                seen[way] += 1
                assert board.legal_cards() == _rules(game, board), (
                    f"{way}: legal cards differ from the rules:\n{board.state()}"
                )
            board.push(rng.choice(acts))
    # the masks answered for followers wherever the game's follow duties are masks, and for
    # leaders but where Peel's rule is no mask; the rules for the rest
    pam_civil = game is FIVE_CARD_LOO and variant == "foster1897"
    lead_duties = state.opts.lead_duties
    assert (seen["follow"] > 0) != pam_civil, seen
    assert (seen["lead"] > 0) == (lead_duties and not overrides), seen
    # (a double pool's first lead reads the ace of trumps held: masks by the trumps held)
    assert (seen["rules"] > 0) == (bool(overrides) or pam_civil), seen


def test_a_context_reading_more_of_the_hand_is_not_compiled() -> None:
    """Pam passes a led trump ace (Five-card Loo): the follow context takes Pam out of the
    cards that head the trick only for a hand that holds him, so no mask stands for that trick
    whatever the hand; the contexts of the fewest and the most cards tell it."""
    state = FIVE_CARD_LOO.new_deal(players=5, seed=7, pool=9 * FIVE_CARD_LOO.units_per_counter)
    board = FIVE_CARD_LOO.board(state)
    assert board.trump >= 0 and board.follow is None  # (PamBeCivil is no mask duty)
    ace = (board.ranking.trump_mask & ACES).bit_length() - 1  # the ace of trumps
    assert board.compile_follow(ace, ace) is None
    assert board.compile_follow(PAM, PAM) is not None  # (Pam led: no ace to pass)
