"""Napoleon's q_bid_strong ("What would you bid?") asks the judgement the Nap step teaches: a
hand strong enough to bid all five tricks. It used the Nap step's own hand (A♠ K♠ Q♠ J♠ A♥,
shown there bidding nap), so a learner who had just taken the step answered by recall. It now
has a hand of its own, chosen by the engine's estimate (the Monte-Carlo expected tricks per
trump suit that checks the bid, :func:`engine.games.napoleon.search.expected_tricks`), whose
answer is clear under the documented tolerance (:data:`engine.games.napoleon.BID_TOLERANCE`)."""

from __future__ import annotations

from engine.cards import mask_of, parse_cards
from engine.games.napoleon import BID_TOLERANCE, NAPOLEON
from engine.games.napoleon.game import ENGINE_MARGIN
from engine.games.napoleon.rules import NAP_BID
from engine.games.napoleon.search import best_estimate, expected_tricks
from engine.quiz import check
from lessons import load

LESSON = load("napoleon")
Q = LESSON.question("q_bid_strong")
HAND = frozenset(Q.scenario.data["hands"]["P1"])


def test_the_question_has_a_hand_no_learn_step_shows() -> None:
    shown = {
        (st.id, seat): frozenset(cards)
        for st in LESSON.steps
        if st.scenario is not None
        for seat, cards in (st.scenario.data.get("hands") or {}).items()
    }
    assert shown, "no Learn step shows a hand"
    assert all(h != HAND for h in shown.values()), [k for k, h in shown.items() if h == HAND]


def test_it_still_links_the_step_that_teaches_nap() -> None:
    step = LESSON.step(Q.step or "")
    assert step.id == "nap" and step.scenario is not None
    assert step.scenario.data["bids"] == {"P1": "nap"}


def test_the_engines_answer_is_nap_and_clear_under_the_tolerance() -> None:
    state = Q.state
    suit, e = best_estimate(NAPOLEON.expected_tricks(state, state.to_move))
    assert Q.solve() == NAP_BID  # the engine bids nap: its estimate reaches 5 - ENGINE_MARGIN
    # sound answers are the bids within the tolerance: nap and 4; 3 and a pass are not
    sound = {b for b in range(NAP_BID + 1) if check(Q, str(b)).correct}
    assert sound == {b for b in range(1, NAP_BID + 1) if abs(b - e) <= BID_TOLERANCE} == {4, 5}
    # clear: another Monte-Carlo run (other deals of the unseen cards, twice as many) agrees
    hand = mask_of(parse_cards(" ".join(HAND)))
    assert state.hands[state.to_move] == hand
    again = expected_tricks(state, state.to_move, worlds=320, seed=7)
    assert suit is not None and again[suit] >= NAP_BID - ENGINE_MARGIN
    assert max(again.values()) == again[suit]
