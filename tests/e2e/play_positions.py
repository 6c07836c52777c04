"""Play tables prepared up to the moment a browser test looks at, instead of clicked there move by
move: a Play link's deal (``forty_five-play?seed=1&players=4``) dealt as the page deals it, played
by the page's own table logic the way a test's clicks play it, stopped before the clicks the test
is about, and saved for a learner of the test's own in the server's database (conftest.py's
``server_db``). The page opened at the same link, with that learner, resumes it: a link opened
again goes on with its first deal while it is unfinished (ui/pages/play_store.py goes_on), and the
table saved holds everything the page draws (ui.play_table.dump_table). As
test_hand_review_browser's ``near_the_end`` does for the review (72ebd978).

Two ways of clicking through a deal are followed here: test_play_browser's ``refuse_a_card``
(Continue or Pass where shown, else Hint and the first card it marks allowed, until it marks one
refused: :func:`before_a_refusal`) and test_phone_play's ``play_to_pause`` (Continue, else the
first card the hint allows, until the n-th finished trick: :func:`before_a_pause`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY, Action, Game
from ui.cards import cards_of
from ui.pages.common import free_options
from ui.play_table import (
    Table,
    action_label,
    advance,
    default_level,
    dump_table,
    load_table,
    new_table,
    play_or_ask,
)
from ui.progress import Progress, new_learner
from ui.tables import game_ui


def link_table(address: str) -> tuple[Game[Any], Table]:
    """The game and table a Play link (``game-play?seed=N&players=P``) deals in the page: seat
    and computer level as the address says, else seat 0 and the game's default level; the
    reading of the rules a new session starts with (ui.pages.common.settings)."""
    path, _, query = address.partition("?")
    q = {k: v[0] for k, v in parse_qs(query).items()}
    game = REGISTRY.get(path.removesuffix("-play"))
    opts = game.make_opts(game.default_variant)
    players = game.fit_players(opts, int(q.get("players", game.usual_players(opts))))
    cfg = {
        "players": players,
        "seat": int(q.get("seat", 0)),
        "bots": q.get("computer", default_level(game)),
    }
    s = {
        "variant": game.default_variant,
        "options": {o.name: o.default for o in free_options(game)},
    }
    seed = int(q["seed"])
    return game, new_table(game, cfg, s, seed, deal=seed)


def _continue(game: Game[Any], t: Table) -> None:
    """Continue after a trick, as the page's button does (ui.pages.play._on_continue)."""
    t.pause = False
    mark = len(t.events)
    advance(game, t)
    if len(t.events) > mark:
        t.last = mark


def _play(game: Game[Any], t: Table, action: Action) -> None:
    """The learner's click, the computer players answering (the page may let them answer after
    drawing it: the same replies, ui.play_table.computer_replies)."""
    assert play_or_ask(game, t, action), (action, t.message)


def _hand_and_allowed(game: Game[Any], t: Table) -> tuple[list[int], list[int]]:
    """The learner's cards as the page draws them, and those the hint marks allowed."""
    view = game_ui(game.id).seen(t.state, t.seat)
    hand = game.hand_order(view, cards_of(view.hands[t.seat]))
    legal = {
        int(a.card) for a in game.legal_actions(view) if a.kind == "play" and a.card is not None
    }
    return hand, [c for c in hand if c in legal]


def before_a_refusal(address: str) -> tuple[Game[Any], Table, str]:
    """The link's table where test_play_browser's ``refuse_a_card`` taps a refused card: it
    presses Continue or Pass where the page shows them, else Hint, and plays the first card the
    hint marks allowed until it marks one refused (the first such it taps). The game, the table
    at that turn (Hint not pressed yet) and the words the tap is answered with."""
    game, t = link_table(address)
    for _ in range(12):
        if t.pause:
            _continue(game, t)
            continue
        view = game_ui(game.id).seen(t.state, t.seat)
        passes = [a for a in game.legal_actions(view) if action_label(game, view, a) == "Pass"]
        if passes:
            _play(game, t, passes[0])
            continue
        hand, allowed = _hand_and_allowed(game, t)
        refused = [c for c in hand if c not in allowed]
        if refused:
            return game, t, f"You cannot play {CARDS[refused[0]].pretty}."
        _play(game, t, Action("play", CARDS[allowed[0]]))
    raise AssertionError(f"{address}: no refused card in the learner's hand within 12 moves")


def before_a_pause(address: str, tricks: int) -> tuple[Game[Any], Table]:
    """The link's table before the learner's card that leads to the ``tricks``-th finished trick
    waiting for Continue, as test_phone_play's ``play_to_pause`` plays (Continue after the ones
    before, else the first card the hint allows): from it, ``play_to_pause(page, 1)`` clicks
    that card and stops at that trick."""
    game, t = link_table(address)
    paused = 0
    saved: str | None = None
    for _ in range(6 * tricks):
        if t.pause:
            paused += 1
            if paused == tricks:
                assert saved is not None, "the trick finished before the learner's card"
                return game, load_table(game, saved)
            _continue(game, t)
            continue
        _, allowed = _hand_and_allowed(game, t)
        saved = dump_table(t)
        _play(game, t, Action("play", CARDS[allowed[0]]))
    raise AssertionError(f"{address}: no pause after trick {tricks}")


def saved_for_a_learner(db: Path, game: Game[Any], t: Table, address: str) -> str:
    """``address`` for a new learner whose saved table, in the server's database ``db``, is
    ``t``: the page opened at it resumes the table."""
    code = new_learner()
    Progress(db).save_table(code, game.id, dump_table(t))
    return f"{address}{'&' if '?' in address else '?'}learner={code}"
