"""Play draws the hands dealt before "Auf" as their backs, and a dealer dealt none says why.

Seed 002: "No player is allowed to look at his cards until the trump is turned, and the dealer
gives the word of command: “Auf.”" The Quiz and Learn pictures draw every hand's backs then
(5a7bab3, ``ui.games.bierspiel.face_down``); Play, whose view (``seen``) keeps the hands off
the page before "Auf", drew no card at all: every seat, the learner's too, read "cards not
shown", as if the cards had not been dealt. And at six the dealer is dealt none (seed 002,
Rams, of which Bierspiel is "a popular form": "Any number from three to six may play; but
when six play the dealer takes no cards"); his seat read "cards not shown", as a hand a
position leaves out does, in Rams and Bierspiel alike.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import Game
from engine.games.pool.bierspiel import AUF, BIERSPIEL
from engine.games.pool.rams import RAMS
from ui.cards import TableView, table_view
from ui.games.pool import SITS_OUT
from ui.pages import play
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
G = BIERSPIEL
GID = G.id


def _dealing(app: OpenApp, players: int) -> tuple[AppTest, play.Table]:
    """The Play page, the learner (P0) dealing a new deal, his turn to say "Auf"."""
    at = app(f"{GID}:play", **{f"{GID}__seed": 5})
    t: play.Table = at.session_state[f"{GID}:table"]
    t.state = t.start = G.new_deal(players=players, dealer=0, seed=11)
    t.pause, t.message = False, None
    at.run()
    assert not at.exception, at.exception
    assert G.before_auf(t.state) and t.seat == 0 == t.state.to_move
    return at, t


def _seats(game: Game, t: play.Table) -> TableView:
    return play.table_now(game, t, game_ui(game.id))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_before_auf_play_draws_every_hand_dealt_as_its_backs(app: OpenApp, players: int) -> None:
    at, t = _dealing(app, players)
    view = _seats(G, t)
    dealt = G.order(t.state)
    for i, seat in enumerate(view.seats):
        assert not seat.faces, (i, seat)
        if i in dealt:
            assert (seat.backs, seat.note) == (G.spec.hand, ""), (i, seat)
    page = " ".join(m.value for m in at.markdown)
    assert "cards not shown" not in page
    # the learner's own cards are neither on the table nor under it
    assert "Your cards" not in page


@pytest.mark.parametrize("game", [BIERSPIEL, RAMS], ids=lambda g: g.id)
def test_at_six_the_dealers_seat_says_he_takes_no_cards(game: Game) -> None:
    ui = game_ui(game.id)
    s = game.new_deal(players=6, dealer=2, seed=3)
    states = [s, game.apply(s, AUF)] if game is BIERSPIEL else [s]
    for state in states:
        for viewer in (0, 2):
            mine = game.current_player(state) == viewer
            view = table_view(ui.seen(state, viewer), viewer=viewer, hand_below=mine, **ui.table_kw)
            dealer = view.seats[2]
            assert (dealer.faces, dealer.backs, dealer.note) == ((), 0, SITS_OUT), dealer
            assert all(x.note != "cards not shown" for x in view.seats), view.seats
