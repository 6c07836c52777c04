"""The hand review says a share of every sampled deal, or of none, in words: "Leading the 8♠
let P4 take the trick ... in 100% of the sampled deals", "you reach 66 in 0% of the sampled
deals", "(20% against 0%)" read as figures to weigh where the sample left no doubt (look14's
report; notebooks 02 and 10 print them). Now "in every sampled deal", "in none of the sampled
deals", and a second share after the first "in every one" or "in none"; a share that only
rounds to 0% or 100% reads 1% or 99%. Every game's own words (``Game.review_why``) and the
review's words where a game has none, from the numbers given."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Action, Game, ReviewChoice
from engine.review import _why
from engine.search import make_bot

FIGURE = re.compile(r"(?<![\d.])(100|0)%")
WORDS = re.compile(r"every sampled deal|none of the sampled deals|in every one|in none")
# the games' own shares (Game.review_measures), each all or nothing; "points" is not a share
NONE = {k: 0.0 for k in ("made", "wins", "reach", "pool", "spoiled", "five", "three", "every")}
ALL = dict.fromkeys(NONE, 1.0)


def _choice_point(game: Game[Any]) -> tuple[Any, int, list[Action]]:
    """The first position of a seeded deal where the player to move has two cards to choose
    from, as he sees it."""
    players = 4 if game.min_players <= 4 <= game.max_players else game.min_players
    state = game.new_deal(players=players, dealer=0, seed=3)
    while True:
        p = game.current_player(state)
        assert p is not None and not game.is_over(state), game.id
        cards = [a for a in game.legal_actions(state) if a.kind == "play"]
        if state.phase == "play" and len(cards) >= 2:
            return game.view(state, p), p, cards
        state = game.apply(state, make_bot("rule_of_thumb", p).choose(game, state, p))


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_a_share_of_every_or_no_sampled_deal_is_said_in_words(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    view, seat, cards = _choice_point(game)
    other = (seat + 1) % view.n
    # the card played never takes the trick and never reaches what the game counts; the best
    # always does: then the other way round (the winner kept for later)
    lost = ReviewChoice(cards[0], -1.0, 0.0, 0.5, 1.0, other, NONE | {"looed": 1.0, "points": 20})
    won = ReviewChoice(cards[1], 0.5, 1.0, 1.5, 0.0, None, ALL | {"looed": 0.0, "points": 80})
    kept = replace(won, action=cards[0], tricks=0.5, measures=NONE | {"looed": 0.0})
    later = replace(lost, action=cards[1], tricks=1.5, taker=None)
    for mine, best in ((lost, won), (kept, later)):
        text = " ".join(map(str, game.review_why(view, seat, mine, best)))
        assert text and not FIGURE.search(text), (game_id, text)
        assert WORDS.search(text), (game_id, text)


def test_the_reviews_own_words_say_every_and_none() -> None:
    """A game with nothing of its own to say (no trick share given): the review's "Play
    safe" line, a loss after one card in every sampled deal and after the other in none."""
    game = REGISTRY.get("linger_longer")
    view, seat, cards = _choice_point(game)
    mine = ReviewChoice(cards[0], -1.0, None, 1.0, 1.0, None, {})
    best = ReviewChoice(cards[1], 0.0, None, 1.0, 0.0, None, {})
    said = [str(w) for w in _why(game, view, seat, mine, best)]
    assert any("ends in a loss in every sampled deal; after" in w for w in said), said
    assert any(w.endswith(" in none.") for w in said), said


def test_a_share_that_only_rounds_to_all_or_none_says_its_figure() -> None:
    from engine.review_words import in_deals, in_them, pct  # (new here: a clean HEAD lacks it)

    assert (pct(0.996), pct(0.004)) == ("99%", "1%")
    assert in_deals(0.996) == "in 99% of the sampled deals" and in_them(0.004) == "in 1%"


def test_a_stronger_hand_says_none_and_every_one_in_words() -> None:
    """The pool family's "makes a stronger hand" line, two ways of going in compared: "no
    trick at all in 0% of the sampled deals against 56%" (test_review_rams_said's walk) now
    reads "in none of the sampled deals against 56%", and a share of every deal "every one"."""
    rams = REGISTRY.get("rams")
    state = rams.new_deal(players=4, seed=3)
    assert state.phase != "play"
    seat = rams.current_player(state)
    assert seat is not None

    def went_in(tricks: float, looed: float) -> ReviewChoice:
        return ReviewChoice(
            Action("stand"), 0.0, None, tricks, looed, None, {"in": 1.0, "looed": looed}
        )

    for best, mine, said in ((0.0, 0.56, "none of the sampled deals against 56%"),
                             (0.3, 1.0, "in 30% of the sampled deals against every one")):  # fmt: skip
        (line,) = rams.review_why(state, seat, went_in(1.0, mine), went_in(2.3, best))
        text = str(line)
        assert "stronger hand" in text and said in text and not FIGURE.search(text), text
