"""The hand review (engine/review.py): a position whose best play is known, the view-only
judgement, the marks and their thresholds, and a whole hand of every registered game."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Action, Game
from engine.games.sixty_six import SIXTY_SIX
from engine.review import MARKS, mark_for, review_decision, review_hand, thresholds_text
from engine.scenario import from_dict
from engine.search import make_bot

# Two-hand Sixty-Six, trumps ♣, the stock exhausted, two tricks left; P0 to lead:
#
#   P0: A♠ 9♦     43 in tricks        (nothing is hidden: the unseen cards are P1's hand)
#   P1: 10♠ J♦    54 in tricks
#
# Lead A♠: P1 must follow with 10♠ (P0 65), then J♦ beats 9♦ and the last trick's 10 give P1
# 66: P1 wins a game point. Lead 9♦: P1 takes it with J♦ (56) and must lead 10♠ into the A♠:
# P0 ends with 43 + 21 + 10 = 74 and wins a game point. So 9♦ is best, A♠ gives away 2.
ENDGAME = {
    "game": "sixty_six",
    "players": 2,
    "dealer": "P1",
    "trump": "C",
    "stock": "exhausted",
    "hands": {"P0": ["AS", "9D"], "P1": ["10S", "JD"]},
    "won": {
        "P0": ["AH", "10H", "KH", "QH", "AD", "KS", "9H", "9S"],
        "P1": ["JH", "AC", "10C", "KC", "QC", "JC", "9C", "QS", "JS", "10D", "KD", "QD"],
    },
    "tricks": {"P0": 4, "P1": 6},
    "leader": "P0",
}


def _endgame() -> Any:
    return from_dict(ENDGAME).state


def test_known_endgame_best_play_and_blunder() -> None:
    s = _endgame()
    view = SIXTY_SIX.view(s, 0)
    bad = review_decision(SIXTY_SIX, view, 0, Action.parse("play AS"))
    assert bad.exact and bad.best is not None
    assert bad.best.action == Action.parse("play 9D")
    assert bad.best.mean == pytest.approx(1.0)  # one game point won
    assert bad.played_choice is not None and bad.played_choice.mean == pytest.approx(-1.0)
    assert bad.cost == pytest.approx(2.0) and bad.error == pytest.approx(0.0)
    assert bad.mark == "blunder"
    assert any("9♦" in w for w in bad.why)
    good = review_decision(SIXTY_SIX, view, 0, Action.parse("play 9D"))
    assert good.cost == 0 and good.mark is None and good.why == ()


def test_judgement_reads_only_the_view() -> None:
    """Two deals the player cannot tell apart get the same judgement, whatever the hidden
    cards are."""
    game = REGISTRY.get("loo")
    start = game.new_deal(players=5, seed=1, pool=9)
    state = start
    while state.phase != "play" or len(state.trick) < 2 or len(game.legal_actions(state)) < 2:
        assert not game.is_over(state)
        p = game.current_player(state)
        assert p is not None
        state = game.apply(state, make_bot("rule_of_thumb", p).choose(game, state, p))
    seat = game.current_player(state)
    assert seat is not None
    view = game.view(state, seat)
    other = game.determinize(view, random.Random(5))  # another deal with the same view
    assert other != state and game.view(other, seat) == view
    played = game.legal_actions(view)[0]
    a = review_decision(game, game.view(state, seat), seat, played, worlds=30)
    b = review_decision(game, game.view(other, seat), seat, played, worlds=30)
    assert a == b


def test_marks_follow_each_games_thresholds_and_the_noise_guard() -> None:
    for game in REGISTRY:
        t = game.review_marks
        assert len(t) == len(MARKS) and 0 < t[0] < t[1] < t[2], game.id
        assert mark_for(game, t[0] * 0.99, 0.0) is None
        assert mark_for(game, t[0], 0.0) == "inaccuracy"
        assert mark_for(game, t[1], 0.0) == "mistake"
        assert mark_for(game, t[2] * 3, 0.0) == "blunder"
        # a cost within two standard errors of nothing is noise, never marked
        assert mark_for(game, t[2] * 3, t[2] * 2) is None
        assert game.amount_unit in thresholds_text(game)


def test_an_action_that_was_not_open_is_one_clear_error() -> None:
    s = _endgame()
    with pytest.raises(ValueError, match="10♠|10S"):
        review_decision(SIXTY_SIX, SIXTY_SIX.view(s, 0), 0, Action.parse("play 10S"))


def _deal(game: Game[Any], seed: int) -> Any:
    """A deal at the Play page's table: five players where the game deals to five, else the
    fewest it deals to."""
    counts = [5] + list(range(game.min_players, game.max_players + 1))
    for n in counts:
        if game.min_players <= n <= game.max_players:
            try:
                return game.new_deal(players=n, seed=seed)
            except ValueError:  # a count inside the range the game does not deal to
                continue
    raise AssertionError(f"{game.id} deals to no player count in its range")


def _seeded_hand(game: Game[Any], seed: int) -> tuple[Any, list[Action], int]:
    start = _deal(game, seed)
    n = start.n
    bots = {p: make_bot("random" if p % 2 else "rule_of_thumb", seed + p) for p in range(n)}
    state, actions = start, []
    while not game.is_over(state):
        p = game.current_player(state)
        assert p is not None
        actions.append(bots[p].choose(game, state, p))
        state = game.apply(state, actions[-1])
    seat = game.current_player(start)
    return start, actions, 0 if seat is None else seat


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_every_game_reviews_a_whole_hand(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    start, actions, seat = _seeded_hand(game, 3)
    r = review_hand(game, start, actions, seat, worlds=16, exact_worlds=4, seed=1)
    mine = [a for p, a in r.record if p == seat]
    assert [d.played for d in r.decisions] == mine and mine
    assert [a for _, a in r.record] == actions
    assert r.unit == game.amount_unit and r.thresholds == game.review_marks
    for d in r.decisions:
        if d.forced:
            assert d.cost == 0 and d.mark is None and d.worlds == 0
            continue
        assert d.best is not None and d.played_choice is not None
        assert d.best.mean >= d.played_choice.mean
        assert d.cost == pytest.approx(d.best.mean - d.played_choice.mean, abs=1e-9)
        assert d.mark == mark_for(game, d.cost, d.error) or d.best.action == d.played
        assert d.worlds == (4 if d.exact else 16)
    again = review_hand(game, start, actions, seat, worlds=16, exact_worlds=4, seed=1)
    assert again.decisions == r.decisions  # seeded: the same review every time
