"""The Play page's log when a Loo deal ends without play (ui/games/pool_result.py, pool_end_notes):
after a flush shown the log ended at the last "How many?" ('P4 changes 1
card.') and the result line read 'You won 0 tricks: you pay 3 red', with nothing naming the
flush; likewise the widow-taker unopposed and the dealer taking the pool."""

from __future__ import annotations

import random

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY
from ui.cards import cards_of
from ui.tables import game_ui


@pytest.mark.parametrize("gid", ["loo", "irish_loo", "five_card_loo"])
def test_a_deal_ended_without_play_says_how_in_the_log(gid: str) -> None:
    game, ui = REGISTRY.get(gid), game_ui(gid)
    rng = random.Random(3)
    kinds: set[str] = set()
    for seed in range(200):
        # Three-card Loo's doubles (a pool carried over) have the declaring
        s = game.new_deal(players=5, seed=seed, pool=6 * (seed % 2))
        # a flush dealt (Five-card Loo) ends the deal at once: the log's line for the deal as
        # dealt says so (ui/play_table.py, _begin)
        logged = ui.move_notes(s, s, 0) if game.is_over(s) else []
        while not game.is_over(s):
            before = s
            s = game.apply(s, rng.choice(game.legal_actions(s)))
            logged += ui.move_notes(before, s, 0)
        if s.result == "played":
            assert logged == []
            continue
        assert len(logged) == 1, (s.result, logged)
        line = logged[0]
        kinds.add(s.result)
        if s.result == "flush":
            f = s.flushes[0]
            # as the table draws the hand
            cards = " ".join(CARDS[c].pretty for c in game.hand_order(s, cards_of(s.hands[f])))
            assert f"a flush ({cards}) and take" in line, line
            if line.startswith("You"):
                assert f == 0 and "You show a flush" in line and "and take the pool" in line
            else:
                assert f"P{f} shows a flush" in line and "and takes the pool" in line, line
        elif s.result == "widow_unopposed":
            assert f"but P{s.widow_taker} passed, so he takes the pool with the widow" in line or (
                s.widow_taker == 0 and "but you passed, so you take the pool with the widow" in line
            ), line
        else:
            assert s.result == "dealer_takes", s.result
            assert line == (
                "Everyone before you (the dealer) passed, so you take the pool."
                if s.dealer == 0
                else f"Everyone before P{s.dealer} (the dealer) passed, so he takes the pool."
            ), line
    assert "flush" in kinds and "dealer_takes" in kinds or gid == "loo", kinds


def test_the_lesson_text_reading_calls_a_simple_a_single() -> None:
    """Under the lesson text (seed 000: 'When the pool contains no more than these 3, it is a
    single') the table, the log and the counters said 'simple pool' beside the refusal 'in a
    single pool everyone plays'; Foster's reading keeps his 'simple'."""
    from engine.games.loo import LOO
    from ui.games.pool import loo_deal_intro, loo_ledger_row

    s = LOO.new_deal(players=5, seed=1, variant="lesson_000")
    assert loo_deal_intro(s).endswith("3 red (single).")
    assert loo_ledger_row(s)["pool"] == "3 (single)"
    s = LOO.new_deal(players=5, seed=1, variant="foster1897")
    assert loo_deal_intro(s).endswith("3 red (simple).")


@pytest.mark.parametrize("gid", ["loo", "irish_loo", "rams"])
def test_the_replay_names_declarations_in_the_order_said(gid: str) -> None:
    """The replay's 'Declarations: P0 passed; P1 took the widow; ...' listed the seats from P0,
    so a dealer P0, who declares last (seed 002: the dealer, 'beginning on his left, asks each
    in turn'), read as the first to speak. Now from the dealer's left round to the dealer, and
    Irish Loo's "How many?" the same."""
    from ui.games.pool import loo_deal_notes

    game = REGISTRY.get(gid)
    rng = random.Random(5)
    seen = 0
    for seed in range(40):
        s = game.new_deal(players=5, dealer=seed % 5, seed=seed, pool=6)
        while not game.is_over(s):
            s = game.apply(s, rng.choice(game.legal_actions(s)))
        notes = loo_deal_notes(s)
        if not notes:
            continue
        order = [(s.dealer + k) % s.n for k in range(1, s.n + 1)]
        for line in notes:
            seats = [int(w[1:]) for w in line.replace(";", " ").split() if w[:1] == "P"]
            assert seats == [p for p in order if p in seats], line
            seen += 1
    assert seen > 10
