"""Play's hint and its rob buttons in the order the table draws the hand (the game's
hand_order: Spoil Five and Forty-Five's trumps together, best first, the A♥ among them; else
suit by suit), as Quiz and Learn do since abb7e12; and the hint's rob options said once, the
cards to put out listed in it, not 'rob: put out 3♣, take the 2♠, rob: put out 7♣, take the
2♠, ...' strung together (reported by the learner walks).

The positions are seeded deals played at random; the orders expected come from the game
(``hand_order``), never from the test."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from apptools import click
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY, Action, Game
from ui.play_table import Table, action_label, hint_text

OpenApp = Callable[..., AppTest]
ROBBING = ("spoil_five", "forty_five", "rams", "rounce", "bierspiel")
ADVICE = " The computer's rule of thumb would "  # (tests/app/test_play_hint_advice.py)


def _order(game: Game[Any], state: Any, cards: list[int]) -> list[int]:
    return game.hand_order(state, cards)


def _robs(gid: str, n: int = 40) -> Iterator[Any]:
    """Positions (seeded random deals) where the seat to move may rob with several cards."""
    game = REGISTRY.get(gid)
    for seed in range(n):
        s = game.new_deal(players=4, seed=seed)
        rng = random.Random(seed)
        while not game.is_over(s):
            acts = game.legal_actions(s)
            if sum(a.kind == "rob" for a in acts) > 1:
                yield s
                break
            s = game.apply(s, rng.choice(acts))


@pytest.mark.parametrize("gid", ROBBING)
def test_the_hint_says_the_rob_once_and_lists_the_cards_in_hand_order(gid: str) -> None:
    game = REGISTRY.get(gid)
    seen = 0
    for s in _robs(gid):
        seat = game.current_player(s)
        t = Table(gid, 4, seat, "random", "", {}, random.Random(0), state=s)
        # what he may do (the computer's advice after it names its own pick again)
        hint = hint_text(game, t).partition(ADVICE)[0]
        acts = game.legal_actions(s)
        robs = [a for a in acts if a.kind == "rob" and a.card is not None]
        # the rob's button quoted once, the other cards after it: "“Rob: put out 3♣, take the
        # 2♠” (or with 7♣ or 9♦ instead of the 3♣)"
        label = action_label(game, s, robs[0])
        assert robs[0].card is not None
        before, _, after = label.partition(robs[0].card.pretty)
        said = "\u201c" + before.strip()
        assert hint.count(said) == 1, hint
        run = hint[hint.index(said) :]
        if after.strip(" ,"):
            assert after.strip(" ,") in run, (after, hint)
        # the cards to put out, in the table's order
        cards = [int(a.card) for a in robs if a.card is not None]
        where = [run.index(CARDS[c].pretty) for c in cards]
        order = [c for _, c in sorted(zip(where, cards, strict=True))]
        assert order == _order(game, s, cards), hint
        # and the cards to play, where there are any, likewise
        plays = [int(a.card) for a in acts if a.kind == "play" and a.card is not None]
        if plays:
            head = hint[: hint.index(said)]
            assert head.startswith("Hint: you may play "), hint
            at = [head.index(CARDS[c].pretty) for c in plays]
            assert [c for _, c in sorted(zip(at, plays, strict=True))] == _order(game, s, plays)
        seen += 1
    assert seen >= 3, seen


@pytest.mark.parametrize("gid", ["spoil_five", "forty_five", "rams"])
def test_the_rob_buttons_run_in_hand_order(app: OpenApp, gid: str) -> None:
    """The dealer's rob (Spoil Five and Forty-Five's rob phase, Rams' declaring) and the ace
    holder's rob in play (a button beside the cards): one button per card, in the table's
    order."""
    game = REGISTRY.get(gid)
    at = app(f"{gid}:play", **{f"{gid}__play_cfg": {"players": 4, "seat": 0, "bots": "random"}})
    places: set[str] = set()
    for s in _robs(gid, 80):
        seat = game.current_player(s)
        if seat != 0:
            continue
        t: Table = at.session_state[f"{gid}:table"]
        t.state = t.start = s
        t.pause, t.message, t.waiting = False, None, False
        at.run()
        assert not at.exception, at.exception
        place = "act" if s.phase == "play" else "decl"
        shown = [  # the robs allowed (one refused, greyed, comes after them)
            b.key
            for b in at.button
            if b.key and b.key.startswith(f"{gid}:{place}:rob ") and not b.disabled
        ]
        cards = [int(a.card) for a in game.legal_actions(s) if a.kind == "rob" and a.card]
        want = [f"{gid}:{place}:{Action('rob', CARDS[c])}" for c in _order(game, s, cards)]
        assert shown == want, (shown, want)
        places.add(place)
        if len(places) == (2 if gid != "rams" else 1):
            break
    assert places, "no rob came to the learner"


def test_the_hint_on_the_page_reads_as_one_sentence(app: OpenApp) -> None:
    """The Hint button's message on the Play page (Rams, the dealer's turn to rob)."""
    game = REGISTRY.get("rams")
    at = app("rams:play", rams__play_cfg={"players": 4, "seat": 0, "bots": "random"})
    s = next(s for s in _robs("rams", 80) if game.current_player(s) == 0)
    t: Table = at.session_state["rams:table"]
    t.state = t.start = s
    t.pause, t.message = False, None
    at.run()
    click(at, "rams:hint")
    shown = [i.value for i in at.info if "Hint:" in i.value]
    assert len(shown) == 1 and shown[0].partition(ADVICE)[0].count("Rob the trump") == 1, shown
