"""Bierspiel's settlement table says what its beer column means, and the pone's "Pass" names
what it costs (note_1202g §9).

- The "beer" column shows 0 or 1 (0324ced); the table now says under it that 1 is the player
  who pays for the beer, with seed 002's words ("the player who is last to wipe out his third
  cross pays for the beer"), on Play's settlement as on Learn's and Quiz's.
- When everyone before the pone has passed, his pass costs him (bierspiel.pone, after Rams'
  "he must pay the dealer five counters"; 002: "All penalties are made by adding fresh crosses
  to the delinquent's score"): a fresh cross. Rams' button says "Pass: pay the dealer 5";
  Bierspiel's said only "Pass". The price is read off the engine's settlement of the deal the
  pass ends, not typed into the label.
"""

from __future__ import annotations

from collections.abc import Callable

import yaml
from apptools import open_step
from pool_pages import play_deal
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import Action
from engine.games.pool.bierspiel import BIERSPIEL, CROSS
from engine.ledger import seat_account
from engine.quiz import legal_words
from engine.scenario import from_dict
from ui.pages.learn_position import may_words
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
G = BIERSPIEL
GID = G.id
QUOTE = G.rule("beer").quote  # the seed's words for the beer

# P1 and P2 passed; P3, the pone (the dealer's right), speaks last before the dealer
PONE = """
game: bierspiel
players: 4
dealer: P0
turn_card: 10H
declarations: {P1: pass, P2: pass}
hands:
  P3: [KS, JH, 10D, 8D, QC]
"""


def label(state: object, action: Action) -> str:
    said = game_ui(GID).label
    assert said is not None
    return said(state, action)


def test_the_pones_pass_names_the_fresh_cross_the_settlement_gives_him() -> None:
    s = from_dict(yaml.safe_load(PONE), "pone").state
    assert s.to_move == 3 and G.pass_costs(s)
    settled = G.settlement(G.apply(s, Action("pass")))
    assert settled is not None
    paid = sum(t.amount for t in settled.transfers if t.payer == seat_account(3))
    assert paid == CROSS  # one fresh cross
    assert label(s, Action("pass")) == "Pass: take a fresh cross"
    line = legal_words(G, s, "declare", may_words(G, s), to_mover=True)
    assert line.endswith("or pass (take a fresh cross).")
    # the first to speak passes for nothing: his button says so by saying nothing more
    first = from_dict(yaml.safe_load(PONE.replace("{P1: pass, P2: pass}", "{}")), "f").state
    assert not G.pass_costs(first)
    assert label(first, Action("pass")) == "Pass"


def _captions(at: AppTest) -> str:
    return "\n".join(c.value for c in at.caption)


def test_learns_beer_step_says_what_the_beer_column_means(app: OpenApp) -> None:
    at = open_step(app(f"{GID}:learn"), GID, "beer")
    said = _captions(at)
    assert "Beer: 1 for the player who pays for the beer, 0 for the others." in said
    assert QUOTE in said and "Foster's Hoyle, 1897" in said


def test_plays_settlement_says_what_the_beer_column_means(app: OpenApp) -> None:
    cfg = {"players": 3, "seat": 0, "bots": "random"}
    at = app(f"{GID}:play", **{f"{GID}__seed": 5, f"{GID}__play_cfg": cfg})
    play_deal(at, BIERSPIEL.id)
    assert at.subheader[0].value == "Settlement"
    said = _captions(at)
    assert "Beer: 1 for the player who pays for the beer" in said and QUOTE in said
