"""A pool table's picture carries one style, the widow's overlap in it.

Each widow row (ui/games/pool.py ``_widow_row``) carried a ``<style>`` of its own with the
overlap rules (ui.card_css.OVERLAP_CSS), beside the one every table carries (its layout and
phone rules, ui.cards): two style elements in every picture with a widow, and a page with two
such pictures sent the rules four times. The rules now go once into the table's own style
(TableView.css), only for a table that draws a widow; the pictures are otherwise the same
(604 of 7,256 seeded and lesson pictures of the 11 games had their own style; with every
style element removed, all 7,256 hash the same before and after).

Seeded deals of the pool games played out at random, every position drawn from a seat and
face up, and every picture of their lessons."""

from __future__ import annotations

import random
import re

import pytest
from step_pictures import lesson_pictures

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from ui.card_css import OVERLAP_CSS
from ui.cards import TableView, table_html, table_view

POOL = ("loo", "irish_loo", "five_card_loo", "rams", "rounce", "bierspiel")
STYLE = re.compile(r"<style>(.*?)</style>", re.S)


def _check(view: TableView) -> bool:
    """The picture's one style, with the overlap rules exactly when it draws a widow; whether
    it draws one."""
    styles = STYLE.findall(table_html(view))
    widow = any(label == "Widow" for label, _ in view.extras)
    assert len(styles) == 1, len(styles)
    assert (OVERLAP_CSS in styles[0]) == widow
    return widow


@pytest.mark.parametrize("game_id", POOL)
def test_a_pool_table_carries_one_style(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    widows = 0
    for seed in range(6):
        opts = game.make_opts(game.default_variant)
        lo, hi = game.players_range(opts)
        n = game.fit_players(opts, min(hi, lo + seed % 3))
        s = game.new_deal(players=n, dealer=seed % n, seed=seed)
        rng = random.Random(seed)
        while True:
            for viewer in (0, None):
                widows += _check(table_view(s, viewer=viewer, reveal=viewer is None))
            if game.is_over(s):
                break
            s = game.apply(s, rng.choice(game.legal_actions(s)))
    if game_id in ("rams", "rounce", "bierspiel"):  # (Loo's Play draws no widow until taken)
        assert widows, "no picture with a widow: the test checks nothing of the overlap"


@pytest.mark.parametrize("game_id", ("loo", "rams", "rounce", "bierspiel"))
def test_a_lesson_picture_carries_one_style(game_id: str) -> None:
    views = [view for _, _, view in lesson_pictures(game_id)]
    assert sum(_check(v) for v in views), "no lesson picture with a widow"
