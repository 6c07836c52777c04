"""The hand review and the Compare view in headless Chromium: Sixty-Six's Compare page parting on
a refused card, each side citing its rule (``TB_SHOTS=DIR`` saves screenshots there); and the
helpers the tests that review a deal share (test_review_every_game_browser,
test_review_table_fits_phone; Loo's review at 390 px is test_play_tooltips', on the deal its
tooltips' test plays to its end): a deal prepared up to its last moves (:func:`near_the_end`),
and those moves clicked in the page (:func:`play_to_the_end`).
"""

from __future__ import annotations

import contextlib
import os
import re
import time
from pathlib import Path
from typing import Any

import pytest
from browsertools import new_tab
from test_browser import AT_REST, WAIT, steady, sync_api

import engine.games  # noqa: F401
from bench.serve import CHROMIUM
from engine.game import REGISTRY
from ui.play_table import (
    Table,
    actions_in_hand_order,
    advance,
    default_level,
    dump_table,
    new_table,
    play_or_ask,
)
from ui.progress import Progress, new_learner

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),
]

DESKTOP = {"width": 1400, "height": 900}
PHONE = {"width": 390, "height": 844}
# "Review this deal", "hand", "game": each registered game's word for a deal (Linger Longer's
# "game" was missed when the words were written here)
REVIEW = re.compile("^Review this ({})$".format("|".join(sorted({g.deal_word for g in REGISTRY}))))


def settle(page: Any) -> None:
    steady(page, AT_REST)


def shot(page: Any, name: str) -> None:
    where = os.environ.get("TB_SHOTS")
    if where:
        Path(where).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(where) / f"{name}.png"), full_page=True)


def _played(
    game_id: str, cfg: dict[str, Any], seed: int, deal: int | None, moves: int | None
) -> tuple[Table, int]:
    """A table dealt as the Play page deals it (a link's deal where ``deal`` is given), played
    by the page's own table logic: the learner takes the first move the page offers (the first
    allowed in the hand's order), Continue after each trick, the computer players as on the
    page; stopped before the learner's move number ``moves`` (None: the deal played out). The
    table and the learner's moves made."""
    game = REGISTRY.get(game_id)
    t = new_table(game, cfg, {"variant": game.default_variant, "options": {}}, seed, deal=deal)
    made = 0
    while not game.is_over(t.state) and made != moves:
        if t.pause:  # (Continue)
            t.pause = False
            advance(game, t)
            continue
        assert game.current_player(t.state) == t.seat, t.events
        offered = actions_in_hand_order(game, t.state, game.legal_actions(t.state))
        assert play_or_ask(game, t, offered[0], confirmed=True), offered[0]
        made += 1
    return t, made


def near_the_end(
    server: str,
    db: Path,
    game_id: str,
    left: int,
    seed: int = 1,
    players: int | None = None,
    deal: int | None = None,
) -> str:
    """The Play address of a learner of the test's own whose table, saved in the server's
    database ``db`` (conftest.py's ``server_db``), is a deal of ``game_id`` (seat 0, the
    game's usual players and computer level) played up to the learner's last ``left`` moves:
    the page opens on it (a saved table resumed) and :func:`play_to_the_end` clicks them. Each
    move of a whole deal clicked in the page, and the New game that dealt it, had cost a run
    and a wait for the page to rest, 5-20 s a deal (the review's tests are about its end)."""
    game = REGISTRY.get(game_id)
    opts = game.make_opts(game.default_variant)
    cfg = {
        "players": players or game.usual_players(opts),
        "seat": 0,
        "bots": default_level(game),
    }
    _, made = _played(game_id, cfg, seed, deal, None)  # (the same deal and moves again:)
    t, _ = _played(game_id, cfg, seed, deal, max(made - left, 0))
    code = new_learner()
    Progress(db).save_table(code, game_id, dump_table(t))
    return f"{server}/{game_id}-play?learner={code}"


def play_to_the_end(page: Any) -> None:
    """Click through a deal: Continue after a trick, else the first card, declaration or
    exchange (Irish Loo's "Keep all (exchange 0)": without it the deal stood at the
    exchange). Each move starts from a page at rest: the one the last click came to rest in
    (a second wait after it, at the next move's start, cost 0.2 s or more a click)."""
    review = page.get_by_role("button", name=REVIEW)
    nth = 0  # which of the learner's cards to try: the next one after a refusal
    settle(page)
    for _ in range(80):
        if review.count():
            return
        for target in (
            page.get_by_role("button", name="Continue"),
            page.locator(".st-key-tb-hand button"),
            page.locator(".st-key-tb-declare button:not([disabled])"),
            page.locator(".st-key-tb-compose-go button:not([disabled])"),
        ):
            count = target.count()
            if count:
                # a rerun may redraw the button under the click: then look again
                with contextlib.suppress(sync_api.TimeoutError):
                    target.nth(nth % count).click(timeout=5_000)
                settle(page)
                refused = page.locator("[data-testid=stAlertContentError]").count()
                nth = nth + 1 if refused else 0
                break
        else:
            time.sleep(0.5)
            settle(page)
    raise AssertionError("the deal did not end within 80 clicks")


@pytest.mark.parametrize("viewport", [DESKTOP], ids=["1400"])
def test_compare_sixty_six_readings(server: str, tabs: Any, viewport: dict[str, int]) -> None:
    page = new_tab(tabs, viewport)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server}/sixty_six-compare")
    page.get_by_role("heading", name="Compare readings: Sixty-Six").wait_for(timeout=WAIT)
    settle(page)
    parting = page.locator(".st-key-tb-parting")
    parting.wait_for(timeout=WAIT)
    text = parting.inner_text()
    assert "They part at" in text or "never part" in text
    shot(page, f"compare_sixty_six_{viewport['width']}")
    assert not errors, errors
