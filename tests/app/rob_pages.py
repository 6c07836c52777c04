"""What the Spoil Five and Forty-Five page tests (test_spoil_five.py, test_forty_five.py) do
alike on the Play page, written once for either game: its table and settings, the learner's
rule-of-thumb move and the button that makes a move, the page's words, every page opened, and
the moment a lone privileged trump is led to.

Positions are found with the page's own table logic (``ui.pages.play.new_table`` and
``human_move``); each file clicks its moments through the page its own way."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from apptools import click, everything, go, markdown, play_card
from deals import moving_as, play_until
from streamlit.testing.v1 import AppTest

from engine.game import Action, Game
from engine.games.spoil_five import privileged_mask, rank_of
from ui.pages import play
from ui.pages.common import free_options

OpenApp = Callable[..., AppTest]
Moment = Callable[[Any], bool]


class RobPages:
    """The Play page's helpers for ``game`` (Spoil Five or Forty-Five), under the RULES.md
    reading with every option at its default (``settings``)."""

    def __init__(self, game: Game[Any]) -> None:
        self.game, self.gid = game, game.id
        defaults = {o.name: o.default for o in free_options(game)}
        self.settings: dict[str, Any] = {"variant": "rules_md", "options": defaults}

    def setup(self, players: int = 3) -> dict[str, Any]:
        """The learner in seat 0 against ``players - 1`` rule-of-thumb computers."""
        return {"players": players, "seat": 0, "bots": "rule of thumb"}

    def thumb(self, t: play.Table) -> Action:
        """The learner's move by the rule of thumb, from his view."""
        return self.game.heuristic_action(self.game.view(t.state, t.seat), random.Random(0))

    def move(self, at: AppTest, t: play.Table, a: Action) -> None:
        """The learner's move as he makes it: a card in hand played, else its button clicked:
        a rob in play, or a declaration (the dealer's rob or let it lie, a claim or jink)."""
        if a.kind == "play" and a.card is not None:
            play_card(at, self.gid, a.card)
        else:
            click(at, f"{self.gid}:{'act' if t.state.phase == 'play' else 'decl'}:{a}")

    def play_until(
        self,
        t: play.Table,
        moment: Moment | None = None,
        strategy: Callable[[play.Table], Action] | None = None,
    ) -> bool:
        """Play the table's deal on with the page's table logic (the computers' turns, each
        finished trick let go), the learner by ``strategy`` (the rule of thumb), until
        ``moment`` comes, a test of his view at his turn (True), or the deal ends (False)."""
        g, move = self.game, strategy or self.thumb

        def comes(x: play.Table) -> bool:
            return moment is not None and moment(g.view(x.state, x.seat))

        return play_until(g, t, moving_as(move, t), comes)

    def table(self, at: AppTest) -> play.Table:
        t: play.Table = at.session_state[f"{self.gid}:table"]
        return t

    def open_play(self, app: OpenApp, seed: int, cfg: dict[str, Any]) -> AppTest:
        """The Play page with the table ``seed`` deals, set up as ``cfg``."""
        gid = self.gid
        return app(f"{gid}:play", **{f"{gid}__seed": seed, f"{gid}__play_cfg": dict(cfg)})

    def every_page_says(self, app: OpenApp, learn: str, pages: dict[str, str]) -> None:
        """Learn opens saying ``learn``, and each other page opens saying its words."""
        at = app(f"{self.gid}:learn")
        assert learn in markdown(at)
        for page, words in pages.items():
            go(at, f"{self.gid}:{page}")
            heads = "\n".join(h.value for h in [*at.subheader, *at.title, *at.header])
            assert words in everything(at) + heads, page


def lone_privileged(higher: bool) -> Moment:
    """The learner follows a trump lead holding one privileged trump, alone among his trumps,
    above (``higher``) or below the card led (the card order is Spoil Five's in both games)."""

    def moment(v: Any) -> bool:
        if v.phase != "play" or v.to_move != 0 or not v.trick:
            return False
        r = rank_of(v.trump)
        led = v.trick[0][1]
        trumps = v.hands[0] & r.trump_mask
        if not r.is_trump(led) or trumps.bit_count() != 1 or trumps == v.hands[0]:
            return False
        card = trumps.bit_length() - 1
        return bool(privileged_mask(v.trump) >> card & 1) and (
            bool(r.above[led] >> card & 1) == higher
        )

    return moment
