"""Play's Hint gives the computer's advice, as ``trickbook play``'s does: it listed only the
moves the learner might make ("Hint: you may play 9♣, K♣ or A♦."), where the terminal's hint
names the computer's rule-of-thumb move and says why. Now it says both: "Hint: you may play 9♣,
K♣ or A♦. The computer's rule of thumb would play K♣. You can head the trick: take it with
the cheapest card that does." The advice is read from the learner's own view, names a move he
may make as the page names it (a card by its face, a button by its words), and draws on a
generator of its own: the computer players move as they would have without the hint."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import streamlit as st
from apptools import click, hand_buttons, play_card
from pytest import MonkeyPatch
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import engine.search.thumb as thumb
import ui.games  # noqa: F401
from engine.game import REGISTRY, Action
from ui.play_table import Table, action_label, quoted
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
ADVICE = "The computer's rule of thumb would "
RED = re.compile(r":red\[([^\]]*)\]")  # a red card in the page's Markdown: :red[4♦]
MARKS = re.compile(r"\\(?=[^\w\s])")  # Markdown's escapes: \( \.
# (game, seed, players): Loo's first deal is played card by card, Napoleon opens with its
# bidding, Sixty-Six's cards and buttons (meld, close, claim) share a turn, Rams declares (and
# seed 0's rule of thumb draws from its generator at the learner's first turn: take the
# widow or not, :func:`test_the_advice_draws_on_a_generator_of_its_own`)
TABLES = [("loo", 3, 5), ("napoleon", 2, 5), ("sixty_six", 1, 2), ("rams", 0, 5)]


def _open(app: OpenApp, gid: str, seed: int, players: int) -> AppTest:
    """Play opened on a new seeded table, the learner at seat 0 against random computer
    players."""
    cfg = {"players": players, "seat": 0, "bots": "random"}
    return app(f"{gid}:play", seed=seed, **{f"{gid}__play_cfg": cfg})


def _table(at: AppTest, gid: str) -> Table:
    t: Table = at.session_state[f"{gid}:table"]
    return t


def _click_move(at: AppTest, gid: str, a: Action) -> None:
    """The learner's move, clicked as he would: its card, or its button."""
    keys = {b.key for b in at.button}
    if (
        a.kind == "play"
        and a.card is not None
        and a.card.code in {b.code for b in hand_buttons(at, gid)}
    ):
        play_card(at, gid, a.card)
        return
    key = next(k for k in (f"{gid}:decl:{a}", f"{gid}:act:{a}") if k in keys)
    click(at, key)


def _generators(t: Table) -> list[Any]:
    """Where the table's generator (the next deal's seed) and the computer players' stand."""
    return [t.rng.getstate(), *(bot.rng.getstate() for bot in t.computer.values())]


def _named(game: Any, seen: Any, legal: list[Action], said: str) -> list[Action]:
    """The legal moves a sentence's ``play K♣`` or ``choose “Stand”`` names."""
    return [
        a
        for a in legal
        if said
        == (
            f"play {a.card.pretty}"
            if a.kind == "play" and a.card is not None
            else f"choose {quoted(action_label(game, seen, a))}"
        )
    ]


def _check_advice(at: AppTest, gid: str) -> str:
    """Press Hint; the advice shown names one legal move of the learner's, with the reason
    the rule of thumb gives for it from his own view. Returns the hint."""
    game: Any = REGISTRY.get(gid)
    t = _table(at, gid)
    before = _generators(t)
    click(at, f"{gid}:hint")
    t = _table(at, gid)
    assert _generators(t) == before  # the table's and every computer player's
    (shown,) = [i.value for i in at.info if i.value.startswith("Hint: ")]
    hint = MARKS.sub("", RED.sub(r"\1", shown))  # the words the learner reads
    assert hint == t.message[1] if t.message else False, (shown, t.message)
    assert hint.count(ADVICE) == 1, hint
    listed, _, advice = hint.partition(" " + ADVICE)
    assert listed.startswith("Hint: you may ") and listed.endswith("."), hint
    seen = game_ui(gid).seen(t.state, t.seat)
    legal = game.legal_actions(t.state)
    said, _, why = advice.partition(". ")
    (move,) = _named(game, seen, legal, said)
    view = game.view(t.state, t.seat)
    assert game.current_player(t.state) == t.seat
    thumbs = {thumb.advice(game, view, random.Random(k)) for k in range(40)}
    assert (move, why[:1].lower() + why[1:].removesuffix(".")) in thumbs, (hint, thumbs)
    return hint


def _play(at: AppTest, gid: str, turns: int, hint: bool) -> tuple[list[Action], list[str]]:
    """The learner's first ``turns`` turns, taking the first move the engine lists each time
    (pressing Hint first, or not), Continue after each trick; every move made, and the hints."""
    game: Any = REGISTRY.get(gid)
    hints = []
    for _ in range(100):
        t = _table(at, gid)
        if game.is_over(t.state) or turns == 0:
            break
        if t.pause:
            click(at, f"{gid}:continue")
            continue
        if hint:
            hints.append(_check_advice(at, gid))
        _click_move(at, gid, game.legal_actions(t.state)[0])
        turns -= 1
    t = _table(at, gid)
    return [a for _, acts in t.deals for a in acts], hints


@pytest.mark.parametrize(("gid", "seed", "players"), TABLES)
def test_hint_gives_the_rule_of_thumb_and_changes_no_computer_move(
    app: OpenApp, gid: str, seed: int, players: int, tmp_path: Path, monkeypatch: MonkeyPatch
) -> None:
    hinted, hints = _play(_open(app, gid, seed, players), gid, 4, hint=True)
    # the same table again, new: a database of its own (else the table saved is resumed)
    monkeypatch.setenv("TRICKBOOK_DB", str(tmp_path / "plain.sqlite3"))
    st.cache_data.clear()
    st.cache_resource.clear()
    plain, _ = _play(_open(app, gid, seed, players), gid, 4, hint=False)
    assert len(hints) >= 2, hints
    assert hinted == plain  # (random computer players: a draw taken from theirs shows)
    said = {re.sub(r"[^ ]*[♠♥♦♣][^ ]*", "X", h.partition(ADVICE)[2]) for h in hints}
    assert all(s.count(".") >= 1 for s in said), said


def test_napoleon_s_bidding_hint_names_the_bid_by_its_button(app: OpenApp) -> None:
    """Napoleon's bidding: the buttons' words ("Pass", "Bid 2", "Nap (all 5)"), quoted."""
    at = _open(app, "napoleon", 2, 5)
    hint = _check_advice(at, "napoleon")
    assert re.search(r"would choose “(Pass|Bid \d|Nap \(all 5\))”\. Your hand counts", hint), hint


def test_the_advice_draws_on_a_generator_of_its_own(app: OpenApp) -> None:
    """Rams, seed 0: the learner's hand is weak, and the rule of thumb takes the widow about
    one time in three, drawing from the generator it is given; the hint draws from its own."""

    class Counting(random.Random):
        draws = 0

        def random(self) -> float:
            self.draws += 1
            return super().random()

    game: Any = REGISTRY.get("rams")
    at = _open(app, "rams", 0, 5)
    t = _table(at, "rams")
    counting = Counting(0)
    game.heuristic_move(game.view(t.state, t.seat), counting)
    assert counting.draws, "the rule of thumb draws nothing here: choose another seed"
    _check_advice(at, "rams")
