"""The hand review (engine/review.py): a position whose best play is known, the view-only
judgement, the marks and their thresholds, and a whole hand of every registered game."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Action, Game, ReviewChoice
from engine.games.sixty_six import SIXTY_SIX
from engine.review import (
    EXACT_WORLDS,
    MARKS,
    _solve_world,
    _state_value,
    decision_line,
    label,
    mark_for,
    review_decision,
    review_hand,
    solved_words,
    thresholds_text,
)
from engine.review_words import shown
from engine.scenario import from_dict
from engine.search import make_bot, play_out

# Two-hand Sixty-Six, trumps ♣, the stock exhausted, two tricks left; P0 to lead:
#
#   P0: A♠ 9♦     43 in tricks        (nothing is hidden: the unseen cards are P1's hand)
#   P1: 10♠ J♦    54 in tricks
#
# Lead A♠: P1 must follow with 10♠ (P0 64), then J♦ beats 9♦ and the last trick's 10 give P1
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
    # Sixty-Six's own words, from the solved deals: 64 points after the A♠, 74 after the 9♦
    assert any(
        "reach 66 in none of the sampled deals" in w and "(64 points" in w and "(74 points)" in w
        for w in bad.why
    )
    assert bad.hidden == 2  # P1's two cards: every other card is in a hand or a trick
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
        assert mark_for(game, t[0] - 0.01, 0.0) is None  # shown a hundredth below
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
    actions = play_out(game, start, bots)[1]
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
        # the difference of the two figures as shown, to the hundredth (the page's three agree)
        assert d.cost == pytest.approx(d.best.mean - d.played_choice.mean, abs=0.01)
        assert d.cost == pytest.approx(shown(d.best.mean) - shown(d.played_choice.mean))
        assert d.mark == mark_for(game, d.cost, d.error) or d.best.action == d.played
        assert d.worlds == (4 if d.exact else 16)
    again = review_hand(game, start, actions, seat, worlds=16, exact_worlds=4, seed=1)
    assert again.decisions == r.decisions  # seeded: the same review every time


def _choice_point(game: Game[Any], seed: int = 3) -> tuple[Any, int, list[Action]]:
    """The first position of a seeded deal where the player to move has two cards to choose
    from, as he sees it."""
    state = _deal(game, seed)
    while True:
        assert not game.is_over(state), game.id
        p = game.current_player(state)
        assert p is not None
        cards = [a for a in game.legal_actions(state) if a.kind == "play"]
        if state.phase == "play" and len(cards) >= 2:
            return game.view(state, p), p, cards
        state = game.apply(state, make_bot("rule_of_thumb", p).choose(game, state, p))


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_every_game_puts_a_lost_trick_into_its_own_words(game_id: str) -> None:
    """``Game.review_why``: the card that let another seat take the trick, named with the
    share of the sampled deals and what the trick carries in this game (a pool share, card
    points, a step to the pool, a stock card), from the numbers given, not from a text."""
    game = REGISTRY.get(game_id)
    view, seat, cards = _choice_point(game)
    other = (seat + 1) % view.n
    mine = ReviewChoice(cards[0], -1.0, 0.1, 0.5, 0.6, other, {})
    best = ReviewChoice(cards[1], 0.5, 0.85, 1.5, 0.2, None, {})
    words = [str(w) for w in game.review_why(view, seat, mine, best)]
    assert words, game_id
    text = " ".join(words)
    assert label(cards[0]) in text and label(cards[1]) in text
    assert f"P{other}" in text and "90%" in text and "85%" in text
    # the same numbers the other way round: the best no longer loses the trick
    assert not any(f"let P{other}" in str(w) for w in game.review_why(view, seat, best, mine))


def test_loo_words_name_the_pool_share_from_the_pool() -> None:
    game = REGISTRY.get("loo")
    view, seat, cards = _choice_point(game)
    mine = ReviewChoice(cards[0], -1.0, 0.3, 0.6, 0.6, 2, {"in": 1.0, "looed": 0.5})
    best = ReviewChoice(cards[1], 0.2, 0.9, 1.4, 0.2, None, {"in": 1.0, "looed": 0.1})
    words = [str(w) for w in game.review_why(view, seat, mine, best)]
    share = view.pool / 3 / game.units_per_counter  # a trick takes a third of the pool
    lead = "Leading" if not view.trick else "Playing"
    assert words[0].startswith(f"{lead} the {label(cards[0])} let P2 head the trick and take ")
    assert f"the pool share ({share:g} red counter" in words[0]
    assert "no trick, and pay for it, in 50% of the sampled" in words[1] and "in 10%" in words[1]


@pytest.mark.parametrize("game_id", ["sixty_six", "loo", "spoil_five"])
def test_the_hidden_cards_are_counted_not_listed(game_id: str) -> None:
    """``Game.unseen`` is a count of cards (Sixty-Six once answered with a card mask)."""
    game = REGISTRY.get(game_id)
    view, seat, _ = _choice_point(game)
    n = game.unseen(view)
    assert 0 < n < 52
    world = game.determinize(view, random.Random(1))
    in_hands = sum(h.bit_count() for p, h in enumerate(world.hands) if p != seat)
    assert n >= in_hands


def _first_searchable(game: Game[Any]) -> tuple[Any, int]:
    """The first position the review solves exactly, with a choice to make, as the player to
    move sees it, in the first seeded rule-of-thumb deal that comes to one (a deal may end
    first: a claim)."""
    for seed in range(3, 40):
        state = _deal(game, seed)
        while not game.is_over(state):
            p = game.current_player(state)
            assert p is not None
            view = game.view(state, p)
            if game.searchable(view) and len(game.legal_actions(view)) >= 2:
                return view, p
            state = game.apply(state, make_bot("rule_of_thumb", p).choose(game, state, p))
    raise AssertionError(f"{game.id}: no seeded deal comes to a position solved exactly")


@pytest.mark.parametrize("game_id", ["sixty_six", "forty_five", "napoleon"])
def test_one_search_from_the_players_move_values_every_action(game_id: str) -> None:
    """The review values a sampled deal's actions by one search from the player's own move;
    each value is the one a search after that action alone gives."""
    game = REGISTRY.get(game_id)
    view, seat = _first_searchable(game)
    legal = game.legal_actions(view)
    rng = random.Random(2)
    for _ in range(2):
        world = game.determinize(view, rng)
        each = {a: _state_value(game, game.apply(world, a), seat, 0.0) for a in legal}
        assert _solve_world(game, world, seat, legal, None) == each


def test_the_same_deal_drawn_again_is_searched_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing hidden in the endgame is left to chance (P1 holds every unseen card): its
    sampled deals are one deal, searched once, and each is counted as solved exactly."""
    searched: list[Any] = []
    real = SIXTY_SIX.search

    def counting(state: Any, seat: int, deadline: float = 0.0, nodes: Any = None) -> Any:
        searched.append(state)
        return real(state, seat, deadline, nodes)

    monkeypatch.setattr(SIXTY_SIX, "search", counting)
    d = review_decision(SIXTY_SIX, SIXTY_SIX.view(_endgame(), 0), 0, Action.parse("play AS"))
    assert d.exact and d.worlds == EXACT_WORLDS and d.solved == d.worlds
    assert len(searched) == 1  # the claim ends the hand: its value needs no search
    # and said to be one deal (it read "24 sampled deals, solved exactly")
    assert d.deals == 1
    assert decision_line(d).endswith(
        f"{EXACT_WORLDS} sampled deals, all the same one, solved exactly"
    )


def test_deals_whose_search_ran_out_of_time_are_said_to_be_played_out() -> None:
    view, seat = _first_searchable(SIXTY_SIX)
    played = SIXTY_SIX.legal_actions(view)[0]
    d = review_decision(SIXTY_SIX, view, seat, played, exact_worlds=4, search_nodes=1)
    assert d.exact and d.worlds == 4 and d.solved == 0
    assert solved_words(d) == ", played out (every exact search was too long to finish)"
    clock = review_decision(SIXTY_SIX, view, seat, played, exact_worlds=4, search_s=1e-9)
    assert clock.solved == 0  # (a clock, for a caller that gives one)
    part = dataclasses.replace(d, solved=3)
    assert "3 solved exactly, the rest played out" in decision_line(part)
    full = review_decision(SIXTY_SIX, view, seat, played, exact_worlds=4, search_s=60)
    assert full.solved == 4 and solved_words(full, ", each solved exactly").startswith(", each")
