"""The Play table survives a reload: saved per learner and game after every move (its deals'
seeds and the actions taken), replayed through the engine when the page opens without a table.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from apptools import play_card
from streamlit.testing.v1 import AppTest
from test_play_table_round_trip import new, play_through

import ui.games  # noqa: F401
from engine.game import REGISTRY, Game
from ui import play_table
from ui.pages import play
from ui.pages.common import free_options, progress_store
from ui.progress import Progress
from ui.tables import GAME_UI

OpenApp = Callable[..., AppTest]
PLAY_GAMES = [g for g in REGISTRY.ids() if g in GAME_UI and GAME_UI[g].play]


def game_of(game_id: str) -> Game[Any]:
    return next(g for g in REGISTRY if g.id == game_id)


def played_table(game: Game[Any], deals: int = 3, seed: int = 11) -> play.Table:
    """A table some way into a game: random legal moves for the learner (claims confirmed)
    through ``deals`` deals, or until the game is over."""
    t = new(game, seed)  # (test_play_table_round_trip's table and walk, without its round trips)
    play_through(game, t, seed, deals, check=False)
    return t


@pytest.mark.parametrize("game_id", PLAY_GAMES)
def test_a_saved_table_replays_to_the_same_position(game_id: str) -> None:
    game = game_of(game_id)
    t = played_table(game)
    assert t.deal_no >= 2 and any(acts for _, acts in t.deals)
    text = play.dump_table(t)
    u = play.load_table(game, text)
    assert u.state == t.state and u.start == t.start
    assert (u.deal_no, u.events, u.ledger, u.last, u.pause) == (
        t.deal_no,
        t.events,
        t.ledger,
        t.last,
        t.pause,
    )
    assert play.dump_table(u) == text  # and it saves as it loaded
    if not game.is_over(t.state) or not GAME_UI[game_id].game_over(t.state, t.seat):
        # the deals to come are the ones the table would have dealt without the break
        for x in (t, u):
            while not game.is_over(x.state):
                x.pause = False
                acts = game.legal_actions(GAME_UI[game_id].seen(x.state, x.seat))
                play.play_or_ask(game, x, acts[0], confirmed=True)
            play.next_deal(game, x)
        assert u.start == t.start


def deal_played(game: Game[Any], seed: int, bots: str, reload_after: int | None) -> list[str]:
    """The log of a deal played to its end from a link (``seed``), the learner taking the
    first action the engine allows each turn; ``reload_after``: after that many of his moves
    the table is saved and loaded, as a reload of the page does."""
    players = game.usual_players(game.make_opts(game.default_variant))
    cfg = {"players": players, "seat": 0, "bots": bots}
    s = {
        "variant": game.default_variant,
        "options": {o.name: o.default for o in free_options(game)},
    }
    t = play.new_table(game, cfg, s, seed, deal=seed)
    moves = 0
    while not game.is_over(t.state):
        if moves == reload_after:
            t = play.load_table(game, play.dump_table(t))
        if t.pause:
            t.pause = False
            play.advance(game, t)
            continue
        acts = game.legal_actions(GAME_UI[game.id].seen(t.state, t.seat))
        assert play.play_or_ask(game, t, acts[0], confirmed=True)
        moves += 1
    return t.events


@pytest.mark.parametrize(
    ("game_id", "bots"),
    [(g, "random") for g in PLAY_GAMES] + [("sixty_six", "Monte-Carlo")],
)
def test_the_computer_plays_on_after_a_reload_as_it_would_have_without(
    game_id: str, bots: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A reload resumes the saved table: the computer players must go on choosing as they
    would have without it (the same link plays the same way). Learner walk: /loo-play?seed=3&
    players=5&computer=random, one card played, a reload, then the same cards: P3 played 8♦
    where the deal without the reload had 6♦ (the computer re-seeded at each load)."""
    game = game_of(game_id)
    # (Monte-Carlo: few sampled deals a decision, its generator being what is under test)
    monkeypatch.setattr(play_table, "MC_WORLDS", 6)
    monkeypatch.setattr(play_table, "MC_EXACT_WORLDS", 2)
    for seed in (1, 2, 3, 4):
        for after in (1, 2):
            assert deal_played(game, seed, bots, after) == deal_played(game, seed, bots, None), (
                f"seed {seed}, a reload after move {after}"
            )


def test_the_play_page_resumes_the_hand_in_a_new_session(app: OpenApp) -> None:
    """Local mode: a second session (a new tab, a reload) is the same learner and finds the
    Sixty-Six hand where the first left it."""
    at = app("sixty_six:play", sixty_six__seed=4)
    t = at.session_state["sixty_six:table"]
    first = next(a for a in game_of("sixty_six").legal_actions(t.state) if a.kind == "play")
    assert first.card is not None
    play_card(at, "sixty_six", first.card)
    t = at.session_state["sixty_six:table"]
    assert t.deals[-1][1], "the learner's card and the reply are recorded"
    again = app("sixty_six:play", sixty_six__seed=99)  # another seed: it must not deal anew
    u = again.session_state["sixty_six:table"]
    assert u.state == t.state and u.events == t.events
    assert again.session_state["learner"] == at.session_state["learner"]
    shown = "\n".join(m.value for m in again.markdown)
    assert f"You play {first.card.pretty}." in shown


def test_a_saved_table_that_no_longer_replays_starts_afresh_with_one_line(
    app: OpenApp,
) -> None:
    at = app("loo:play")
    code = at.session_state["learner"]
    saved = json.loads(progress_store().saved_table(code, "loo") or "{}")
    saved["deals"][0][1] = ["play 2C", "play 2C"]  # a card played twice: the engine refuses it
    Progress().save_table(code, "loo", json.dumps(saved))
    again = app("loo:play")
    lines = [w.value for w in again.warning]
    assert len(lines) == 1 and lines[0].startswith("Your saved deal could not be resumed (")
    assert lines[0].endswith("a new game is dealt.")
    t = again.session_state["loo:table"]
    assert t.deal_no == 1 and play.load_table(game_of("loo"), play.dump_table(t)).state == t.state
    assert progress_store().saved_table(code, "loo") == play.dump_table(t)  # saved afresh


@pytest.mark.parametrize(
    "broken",
    [
        "not json",
        '{"v": 0, "game": "loo"}',
        '{"v": 1, "game": "sixty_six"}',
        '{"v": 1, "game": "loo", "players": 5}',
    ],
)
def test_load_table_refuses_what_it_cannot_rebuild(broken: str) -> None:
    with pytest.raises(play.SavedTableError):
        play.load_table(game_of("loo"), broken)
