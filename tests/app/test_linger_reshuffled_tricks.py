"""Under the reshuffle reading the cards of the tricks a reshuffle gathered up lie in the new
stock: the picture shows them in a box of their own ("Shuffled into the new stock"), not as a
pile before the trick's winner. Learn's reshuffle step said "the cards played so far (this
trick's too) are shuffled into a new stock, and he draws its top card" over a table that
drew the K♠ A♠ 6♠ 5♠ as "P2's tricks" beside a stock of 47 that held them."""

from __future__ import annotations

from engine.cards import CARDS
from engine.games.linger_longer import LINGER_LONGER
from lessons import load
from ui.games.linger_longer import linger_table


def test_the_tricks_a_reshuffle_gathered_are_shown_in_the_stock_not_before_their_winner() -> None:
    step = load("linger_longer").step("reshuffle")
    assert step.scenario is not None
    state = step.scenario.state
    assert state.reshuffled, "the step's trick ends in a reshuffle"
    gathered = {CARDS[c].pretty for plays, _ in state.history for _, c in plays}
    view = linger_table(state, reveal=True)
    boxes = dict(view.extras)
    assert not any(label.endswith("tricks") for label in boxes), list(boxes)
    shuffled = boxes["Shuffled into the new stock"]
    assert len(gathered) == 4 == shuffled.count("<svg"), (gathered, shuffled)


def test_tricks_after_the_reshuffle_lie_before_their_winners() -> None:
    step = load("linger_longer").step("reshuffle")
    assert step.scenario is not None
    state = step.scenario.state
    before = len(state.history)
    while state.phase == "play" and len(state.history) == before:  # the next trick, played
        state = LINGER_LONGER.apply(state, LINGER_LONGER.legal_actions(state)[0])
    view = linger_table(state, reveal=True)
    labels = [label for label, _ in view.extras]
    assert "Shuffled into the new stock" in labels
    winner = state.history[-1][1]
    # (the position was set up by hand: its tricks are counted among those shown, not as all
    # the winner's tricks of the game, "P2's tricks")
    shown = len(state.history)
    assert f"P{winner} won trick {shown} of {shown} shown" in labels, labels
