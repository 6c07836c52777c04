"""Three-hand Sixty-Six as the learner reads it: a quiz picture draws the marriage points its
prompt counts, the result line names everyone the settlement pays (the dealer too, RULES.md §7
"The dealer sits out and scores whatever the winner scores"), and the dealer's seat says once
that he sits out."""

from __future__ import annotations

import ui.games  # noqa: F401
from engine.games.sixty_six import SIXTY_SIX, SixtySixState
from lessons import load
from ui.games.sixty_six import sixty_six_table, sixty_six_verdict

G = SIXTY_SIX


def test_the_three_hand_quiz_picture_shows_the_marriage_points_its_prompt_counts() -> None:
    q = next(q for q in load("sixty_six").questions() if q.id == "q_gp_three_hand")
    assert q.scenario is not None
    s = q.scenario.state
    assert "83" in q.prompt and s.melds[0] == 20 and not s.marriages  # 63 in cards + 20
    view = sixty_six_table(s, viewer=None, reveal=True, quiz=True)
    assert f"marriages {s.melds[0]}" in view.seats[0].tags
    assert not any("marriage" in t for t in view.seats[1].tags)  # P1 melded nothing


def _three_hand_over(seed: int) -> tuple[SixtySixState, list[int]]:
    """Seed 4 (P0 deals), played with the first legal move to the end; what each seat gained."""
    s = G.new_deal(players=3, seed=seed)
    while not G.is_over(s):
        s = G.apply(s, G.legal_actions(s)[0])
    after = G.scores_after(s)
    return s, [after[k] - s.scores[k] for k in range(3)]


def test_the_result_line_names_the_winner_and_the_dealer_who_scores_the_same() -> None:
    s, gained = _three_hand_over(4)
    winner = next(k for k in range(3) if k != s.dealer and gained[k])
    other = 3 - winner - s.dealer
    gp = gained[winner]
    assert gained[s.dealer] == gp and gained[other] == 0
    points = f"{gp} game point{'s' if gp > 1 else ''}"
    kind, line = sixty_six_verdict(s, other)
    assert kind == "warning"
    assert line.startswith(
        f"You lost this hand: P{winner} and the dealer P{s.dealer} score {points} each."
    ), line
    assert sixty_six_verdict(s, winner)[1].startswith(
        f"You and the dealer P{s.dealer} score {points} each."
    )
    assert sixty_six_verdict(s, s.dealer)[1].startswith(
        f"P{winner} and you (the dealer) score {points} each."
    )


def test_the_dealer_seat_says_once_that_he_sits_out() -> None:
    s = G.new_deal(players=3, seed=4)
    seat = sixty_six_table(s, viewer=1).seats[s.dealer]
    said = [*seat.tags, seat.note]
    assert sum("sits out" in t for t in said) == 1, said
