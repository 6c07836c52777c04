"""A position's text (``game.render``, which the notebooks print) names the reading it is
played under as the app does, and its phase in words: Loo's said "Loo (foster1897) — ...,
phase play", Sixty-Six's "Sixty-Six two-hand (seed) — ..., phase over", Napoleon's
"P0 deals · over ·", and Napoleon, Spoil Five, Forty-Five and Linger Longer did not say
which reading at all, so a teacher could not tell Foster's from the lesson text's."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Game

GAMES = [(g.id, v) for g in REGISTRY for v in g.variants]
CODE_WORDS = ("phase ", "· play ·", "· over ·")


def played_out(game: Game[Any], variant: str) -> list[str]:
    """The text of a seeded deal before play and after it."""
    lo, _ = game.players_range(game.make_opts(variant))
    players = 4 if game.player_counts(game.make_opts(variant)).count(4) else lo
    state = game.new_deal(players=players, dealer=0, seed=3, variant=variant)
    texts = [game.render(state)]
    rng = random.Random(3)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return texts + [game.render(state)]


@pytest.mark.parametrize(("game_id", "variant"), GAMES)
def test_render_names_the_reading_and_the_phase_in_words(game_id: str, variant: str) -> None:
    game = REGISTRY.get(game_id)
    for text in played_out(game, variant):
        head = text.splitlines()[0]
        assert f"({variant})" not in head, head
        assert not any(w in head for w in CODE_WORDS), head
        # (the head is one line, the reading the next, whole: a notebook wraps them for a
        # phone, ui.widgets.show, test_notebook_text_narrow)
        if len(game.variants) > 1:
            assert text.splitlines()[1] == f"  reading: {game.variants[variant].label}", text
        else:
            assert "reading:" not in text, text
