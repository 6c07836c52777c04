"""Sixty-Six's hand-review words say of a trick only what is true of it, and say why a wrong
claim can be the best choice.

journey11 (Play in Chromium, a two-hand hand played to its end, "Review this hand"):
- trick 1, the learner's lead: "Leading the Q♠ let P1 take the trick with its 12 card points
  in 65% of the sampled deals": 12 was an average over the sampled deals he lost it in, said
  as the trick's own, and the replay showed that trick holding 14;
- trick 6, P1's stock closed and the learner at 0 points without a trick: "?? Blunder. You:
  9♥ (expected -3 game points). Best: Claim 66 (expected -2)." and no word of why: a wrong
  claim gives the opponent 2 game points, a hand lost without a trick 3.
"""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.game import Action, ReviewChoice
from engine.games.sixty_six import SIXTY_SIX
from engine.games.sixty_six.cards import POINTS
from engine.games.sixty_six.review_words import why
from engine.games.sixty_six.state import SixtySixState, hand_points
from engine.review import review_decision
from engine.search import make_bot


def _choice(action: Action, takes: float, lost: float) -> ReviewChoice:
    """An action's figures as the review's sampled deals give them: the share of deals in
    which it takes the trick, and the card points lost in the others (their sum's mean)."""
    return ReviewChoice(action, 0.0, takes, 5.0, 0.3, 1, {"lost": lost, "points": 50.0})


def _first_play(seat: int) -> SixtySixState:
    """A two-hand deal where ``seat`` plays the first card (his opponent deals)."""
    state = SIXTY_SIX.new_deal(players=2, dealer=1 - seat, seed=0)
    assert SIXTY_SIX.current_player(state) == seat
    return state


def _plays(view: SixtySixState) -> list[Action]:
    return [x for x in SIXTY_SIX.legal_actions(view) if x.kind == "play"]


def test_a_lead_says_the_trick_s_points_as_an_average() -> None:
    view = SIXTY_SIX.view(_first_play(0), 0)
    assert not view.trick
    a, b = _plays(view)[:2]
    # lost in 65% of the sampled deals, 12 card points each time on average (7.8 / 0.65)
    lines = [str(x) for x in why(view, 0, _choice(a, 0.35, 7.8), _choice(b, 0.9, 0.0))]
    said = next(x for x in lines if "take the trick" in x)
    assert "worth 12 card points on average" in said and "its 12" not in said, said


def test_the_last_card_of_a_trick_says_the_trick_s_own_points() -> None:
    state = _first_play(1)
    state = SIXTY_SIX.apply(state, _plays(state)[0])
    view = SIXTY_SIX.view(state, 0)
    ((_, led),) = view.trick
    mine, best = _plays(view)[:2]
    assert mine.card is not None
    points = POINTS[led] + POINTS[int(mine.card)]  # every card of the trick is known
    lines = [str(x) for x in why(view, 0, _choice(mine, 0.0, points), _choice(best, 1.0, 0.0))]
    said = next(x for x in lines if "take the trick" in x)
    assert f"take the trick with its {points} card points in every sampled deal" in said, said


def test_a_wrong_claim_that_loses_less_is_said() -> None:
    """Two-hand deal 25: the learner plays his first card each time, P1 by rule of thumb;
    reviewed where he may claim without a trick, from the fourth trick on, the first decision
    whose best is the wrong claim is marked and says why."""
    state = SIXTY_SIX.new_deal(players=2, seed=25)
    bot = make_bot("rule_of_thumb", 1)
    while not SIXTY_SIX.is_over(state):
        p = SIXTY_SIX.current_player(state)
        assert p is not None
        legal = SIXTY_SIX.legal_actions(state)
        first = next(a for a in legal if a.kind == "play")
        view = SIXTY_SIX.view(state, 0)
        claim = any(a.kind == "claim" for a in legal)
        if p == 0 and claim and len(view.history) >= 3 and view.tricks[0] == 0:
            d = review_decision(SIXTY_SIX, view, 0, first, seed=25, worlds=24, exact_worlds=6)
            if d.best is not None and d.best.action.kind == "claim":
                break
        state = SIXTY_SIX.apply(state, first if p == 0 else bot.choose(SIXTY_SIX, state, p))
    else:
        raise AssertionError("no wrong claim the best in deal 25")
    points = hand_points(view, 0)
    mine = d.played_choice
    assert points < 66 and d.mark and mine is not None and first.card is not None, d
    opening = f"Cut your loss: with {points} points, claiming 66 is wrong"
    assert d.why and d.why[0].startswith(opening), d.why
    assert f"the mistake gives your opponent only {-d.best.mean:g} game point" in d.why[0], d.why
    assert f"after the {first.card.pretty} he scores {-mine.mean:g} on average" in d.why[0]
