"""Sixty-Six's words on the Play page as a learner reads them: the table's note on an empty
hand, the result line in the learner's person, the hand review's sentence on a claim."""

from __future__ import annotations

import ui.games  # noqa: F401
from engine.game import Action, ReviewChoice
from engine.games.sixty_six import CLAIM, CLOSE, SIXTY_SIX, SixtySixState, hand_points
from engine.games.sixty_six.review_words import why as review_why
from lessons import load
from ui.games.sixty_six import (
    sixty_six_game_over,
    sixty_six_move_notes,
    sixty_six_table,
    sixty_six_unjudged,
    sixty_six_verdict,
)
from ui.pages.play_record import settlement_lines

G = SIXTY_SIX


def _closed_to_last_lead() -> SixtySixState:
    """A hand closed at the first lead, played (first legal card) until the last trick's lead:
    the leader's hand is empty, the other holds one card, the stock still lies there."""
    for seed in range(50):
        s = G.new_deal(players=2, seed=seed)
        s = G.apply(s, CLOSE)
        while s.phase == "play":
            leader_done = bool(s.trick) and not s.hands[s.trick[0][0]]
            if leader_done:
                return s
            s = G.apply(s, next(a for a in G.legal_actions(s) if a.kind == "play"))
    raise AssertionError("no closed hand reached its last trick")


def test_a_hand_played_out_in_a_closed_hand_reads_no_cards_left() -> None:
    s = _closed_to_last_lead()
    assert s.stock and s.closed_by >= 0
    leader = s.trick[0][0]
    view = sixty_six_table(s, viewer=1 - leader)
    seat = view.seats[leader]
    assert seat.note == "no cards left", seat.note


def _why(s: SixtySixState, seat: int) -> str:
    """The Settlement's lines told to ``seat``: why the hand scored (the result line leaves
    the why to them, with its rule)."""
    return " ".join(line for line, _ in settlement_lines(G, G.settlement(s), seat))


def test_the_result_line_tells_the_learner_of_his_own_claim_as_you() -> None:
    s = G.new_deal(players=2, seed=3)
    me = s.to_move
    s = G.apply(s, CLAIM)  # nothing won yet: a wrong claim
    kind, line = sixty_six_verdict(s, me)
    assert kind == "warning"
    assert line == f"You lost this hand: P{1 - me} scores 2 game points.", line
    assert "You claim wrongly with only 0" in _why(s, me)
    assert f"P{me} claims" not in _why(s, me)
    # the score sheet keeps the neutral words
    assert G.score_table(s)[-1]["why"] == f"P{me} claims wrongly with only 0"
    # told to the other seat, the claimant is named
    assert f"P{me} claims wrongly" in _why(s, 1 - me)


def test_a_failed_close_is_told_as_yours() -> None:
    for seed in range(200):
        s = G.new_deal(players=2, seed=seed)
        me = s.to_move
        s = G.apply(s, CLOSE)
        while s.phase == "play":
            s = G.apply(s, next(a for a in G.legal_actions(s) if a.kind == "play"))
        if hand_points(s, me) < 66:
            break
    why = _why(s, me)
    made = f"You closed, the hand was played out and you made only {hand_points(s, me)}"
    assert made in why, why


def test_the_review_words_a_claim_and_a_close_as_doings() -> None:
    """The review's sentence on a claim read 'After claim you reach 66 ...', on a close 'After
    closing the stock (close)'."""
    s = G.new_deal(players=2, seed=3)
    card = next(a for a in G.legal_actions(s) if a.kind == "play")

    def choice(action: Action, reach: float, points: float) -> ReviewChoice:
        measures = {"reach": reach, "points": points, "lost": 0.0}
        return ReviewChoice(action, 0.0, None, 0.0, 0.0, None, measures)

    # (the plain text: a page says each move by its button, tests/app/test_review_moves_said)
    claim = [
        str(w) for w in review_why(s, s.to_move, choice(CLAIM, 0.0, 0.0), choice(card, 0.3, 30.0))
    ]
    # (a claim short of 66 is said by the count held: tests/engine/test_review_claim_short_said)
    assert claim == [
        "Claiming needs 66: you had 0 points (cards won and marriages called), so claiming "
        f"lost the hand; after the {card.card.pretty} you reach 66 in 30% of the sampled "  # type: ignore[union-attr]
        "deals."
    ]
    close = [
        str(w) for w in review_why(s, s.to_move, choice(CLOSE, 0.1, 40.0), choice(card, 0.5, 60.0))
    ]
    assert close[0].startswith("After closing the stock you reach 66 in 10%"), close


def test_a_trick_to_judge_shows_the_stock_as_it_was_before_the_trick() -> None:
    """The rank step's trick 1 (six cards each, the K♠ and 10♠ on the table) was drawn with
    a stock of 10 cards, the size after the two draws that follow the trick."""
    step = next(s for s in load("sixty_six").steps if s.id == "rank")
    assert step.scenario is not None
    s = step.scenario.state
    before = sixty_six_unjudged(s)
    in_play = sum(bin(h).count("1") for h in before.hands) + len(s.history[-1][0])
    assert len(before.stock) == 24 - in_play == 12
    view = sixty_six_table(before, reveal=True, highlight=False, quiz=True)
    assert any("12 cards" in body for _, body in view.extras), view.extras


def test_a_hand_a_scenario_leaves_out_still_reads_cards_not_shown() -> None:
    """The later_play step: P1 has led at trick 7 of an exhausted stock, his hand left out
    (five cards unknown): not 'no cards left'."""
    step = next(s for s in load("sixty_six").steps if s.id == "later_play")
    assert step.scenario is not None
    view = sixty_six_table(step.scenario.state, viewer=0)
    assert view.seats[1].note == "cards not shown", view.seats[1].note


def _four_hand_over(winner_side: int) -> SixtySixState:
    for seed in range(100):
        s = G.new_deal(players=4, seed=seed)
        while s.phase == "play":
            s = G.apply(s, G.legal_actions(s)[0])
        out = G.outcome(s)
        if out is not None and out.winner == winner_side:
            return s
    raise AssertionError("no four-hand deal won by that side")


def test_a_side_is_plural_in_the_result_line_and_the_games_end() -> None:
    """Four-hand, the other side won: 'P1+P3 scores 1 game point' read as one player (told
    to the learner, who lost: 'Your side (P0+P2) lost this hand: P1+P3 score ...')."""
    s = _four_hand_over(1)
    line = sixty_six_verdict(s, 0)[1]
    assert line.startswith("Your side (P0+P2) lost this hand: P1+P3 score "), line
    won = s._replace(scores=(6, 6))
    assert sixty_six_game_over(won).startswith("P1+P3 reach "), sixty_six_game_over(won)


def test_a_failed_close_says_why_it_costs_three() -> None:
    """Closed before the opponent won a trick: 3 game points, and the reason says why (it
    read only 'played out: P0 closed and made only 24')."""
    for seed in range(200):
        s = G.new_deal(players=2, seed=seed)
        me = s.to_move
        s = G.apply(s, CLOSE)  # before any trick: the opponent has none
        while s.phase == "play":
            s = G.apply(s, next(a for a in G.legal_actions(s) if a.kind == "play"))
        out = G.outcome(s)
        if out is not None and out.rule == "sixty_six.closer_fails":
            break
    assert out is not None and out.game_points[1 - me] == 3
    assert out.reason.endswith(f"; P{1 - me} had no trick when the stock was closed"), out.reason


def test_the_game_won_and_the_deal_are_told_to_the_learner() -> None:
    """Play said "You win the game! P0 reaches 7 ..." and "Hand 2: P0 deals" to P0, the
    learner: GameUI.game_over and the deal's first line take the learner's seat (reported by
    the Sixty-Six walk)."""
    from ui import play_table
    from ui.games.sixty_six import sixty_six_intro

    s = _four_hand_over(1)
    two = G.new_deal(players=2, dealer=0, seed=3)
    won = two._replace(phase="over", scores=(7, 0))
    assert G.game_winner(won) == 0
    assert sixty_six_game_over(won, 0).startswith("You reach 7 game points and win the game")
    assert sixty_six_game_over(won, 1).startswith("P0 reaches 7 game points and wins")
    # to P1, his side: it read "P1+P3 reach 7 ..." (engine.ledger.told); to P0, the other side
    assert sixty_six_game_over(s._replace(scores=(6, 6)), 1).startswith(
        "Your side (P1+P3) reaches 7 game points and wins the game"
    )
    assert sixty_six_game_over(s._replace(scores=(6, 6)), 0).startswith("P1+P3 reach 7 ")
    assert sixty_six_intro(two, 0).startswith("You deal; the ")
    assert sixty_six_intro(two, 1).startswith("P0 deals; the ")
    three = G.new_deal(players=3, dealer=2, seed=3)
    assert "You sit out and score what the hand's winner scores." in sixty_six_intro(three, 2)
    t = play_table.new_table(
        G,
        {"players": 2, "seat": 0, "bots": "random"},
        {"variant": G.default_variant, "options": {}},
        1,
    )
    play_table._begin(G, t, two, 3)
    assert t.events[0].startswith(f"Hand {t.deal_no}: You deal; "), t.events[0]


def test_the_log_after_a_close_does_not_name_the_closer_again() -> None:
    """'You close the stock: ...' is followed by the new duties, not 'Closed by P0: ...',
    the learner told of himself in the third person, the close said twice."""
    s = G.new_deal(players=2, seed=0)
    closer = G.current_player(s)
    after = G.apply(s, CLOSE)
    for seat in (closer, 1 - closer):
        notes = sixty_six_move_notes(s, after, seat)
        assert notes == [
            "From now on: no more drawing; follow suit if you can; marriages may still be shown."
        ], notes
