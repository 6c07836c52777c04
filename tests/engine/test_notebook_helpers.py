"""The helpers every notebook's last sections use, kept in the engine rather than copied into
each notebook: ``engine.search.seeded_deal`` (a finished deal to review),
``engine.review.review_text`` (its review, in text) and ``engine.compare.comparison_text``
(one deal under two readings, in text)."""

from __future__ import annotations

import doctest
from typing import Any

import pytest

import engine.compare
import engine.compare_words
import engine.errors
import engine.games  # noqa: F401  (registers the games)
import engine.review
from engine.compare import compare, comparison_text, find_parting
from engine.game import REGISTRY, Game
from engine.review import review_hand, review_text
from engine.search import RandomBot, RuleOfThumbBot, seeded_deal
from engine.tricks import trick_said


def _players(game: Game[Any]) -> int:
    """Five, as most notebooks deal, else the fewest the game deals to (Forty-Five: 2, 4, 6)."""
    counts: list[int] = [5, *range(game.min_players, game.max_players + 1)]
    for n in counts:
        try:
            game.new_deal(players=n, seed=1)
        except ValueError:
            continue
        return n
    raise AssertionError(f"{game.id} deals to no player count in its range")


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_seeded_deal_plays_a_deal_out_the_same_way_every_time(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    start, actions, first = seeded_deal(game, _players(game), seed=1)
    assert first == game.current_player(start)
    state = start
    for a in actions:
        assert a in game.legal_actions(state)
        state = game.apply(state, a)
    assert game.is_over(state)
    again = seeded_deal(game, _players(game), seed=1)
    assert (again[1], again[2]) == (actions, first)


def test_seeded_deal_the_first_player_at_random_the_others_by_rule_of_thumb() -> None:
    """Each seat's bot is seeded by its seat: the notebooks' saved reviews rest on it."""
    game = REGISTRY.get("loo")
    start, actions, first = seeded_deal(game, 5, seed=1)
    bots = {p: RandomBot(p) if p == first else RuleOfThumbBot(p) for p in range(5)}
    state = start
    for a in actions:
        seat = game.current_player(state)
        assert seat is not None
        assert bots[seat].choose(game, state, seat) == a
        state = game.apply(state, a)


def test_comparison_text_says_a_settlement_parting_as_the_settlement() -> None:
    """Five of the notebooks' copies said a settlement parting as 'they part at action 21
    (settlement)', an action number one past the last action."""
    game = REGISTRY.get("forty_five")
    text = comparison_text(compare(game, players=4, seed=1, variants=("rules_md", "per_trick")))
    assert text.splitlines()[:3] == [
        f"{game.variants['rules_md'].label}  |  {game.variants['per_trick'].label}",
        "  Score per trick (and count out): no | yes",
        "The same for 21 actions; they part at the settlement: the same play, a different"
        " settlement.",
    ]
    assert "      [forty_five.per_trick] Variant: each trick counts 5" in text


def test_comparison_text_names_the_decisions_the_search_made() -> None:
    game = REGISTRY.get("forty_five")
    found = find_parting(
        game, players=4, variants=("rules_md", "eb_compulsory_rob"), seeds=range(1, 2)
    )
    assert found is not None and found.steered
    text = comparison_text(found.comparison, found.steered)
    assert text.splitlines()[-1] == (
        "  Made by the search, not the computer players: action 1, P0: decline"
    )
    assert "Made by the search" not in comparison_text(found.comparison)


def test_comparison_text_of_readings_that_never_part() -> None:
    game = REGISTRY.get("linger_longer")
    text = comparison_text(compare(game, players=5, seed=0))
    assert text.splitlines()[-1] == "In this deal the two readings never part."


def test_review_text_says_each_decision_then_every_trick() -> None:
    game = REGISTRY.get("loo")
    start, actions, seat = seeded_deal(game, 5, seed=1)
    r = review_hand(game, start, actions, seat, worlds=8, exact_worlds=2, seed=1)
    lines = review_text(r).splitlines()
    assert (
        lines[0] == f"P{seat}'s decisions, each judged from what P{seat} could see at that moment"
    )
    decided = [line for line in lines if line.startswith("  ") and not line.startswith("   ")]
    assert len(decided) == len(r.decisions) + len(r.tricks)
    # each trick's cards, then its taker in words (an arrow, "... P0 4♣ -> P3", read as code)
    assert lines[-len(r.tricks) :] == [
        f"  trick {k}: {trick_said(plays, winner)}" for k, (plays, winner) in enumerate(r.tricks, 1)
    ]
    said = zip(r.tricks, lines[-len(r.tricks) :], strict=True)
    assert all(f"P{winner} wins the trick" in line for (_, winner), line in said)


@pytest.mark.parametrize(
    "module",
    [engine.compare, engine.compare_words, engine.errors, engine.review],
    ids=lambda m: m.__name__,
)
def test_doctests(module: Any) -> None:
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
