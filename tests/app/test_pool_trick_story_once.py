"""Play's story of a Loo trick after which a trump was turned names who failed to follow and
says each thing once.

Seen at /loo-play?seed=6 (five players, 1400 px, walk12): 'Someone failed to follow, so 7♦ was
turned after the trick: ♦ are trumps and the trick is judged again. No trump was played: A♠ is
the highest spade, the suit led. Before the turn P3's A♠ was winning, and it still wins: no
trump was played to this trick.' The engine knows who did not follow (P2), and 'no trump was
played' came twice. Now the story names the seats that did not follow, and its last line says
only what the lines before it do not: the card that was winning before the turn.

Simple-pool deals of Three-card Loo, the learner's cards chosen at random, played on the page
until a trick after which a trump is turned: one where the turn leaves the winner as he was, one
where a trump takes the trick."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from apptools import click, play_card
from deals import walk
from streamlit.testing.v1 import AppTest
from test_deal_end_said_once import _page_text, _shown

import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY
from engine.tricks import plain_trump_strength, winning_play
from ui.format import capital
from ui.pages import play
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
LOO = REGISTRY.get("loo")
CFG = {"players": 5, "seat": 0, "bots": "rule of thumb"}


def _turned(s: Any) -> bool:
    return bool(s.history) and s.turned_after == len(s.history) and not s.trick


def _changed(s: Any) -> bool:
    plays, winner = s.history[-1]
    return winning_play(plays, None, plain_trump_strength)[0] != winner


def _to_the_turn(app: OpenApp, wanted: Callable[[Any], bool]) -> tuple[AppTest, Any]:
    """Play opened on the first seed whose first deal turns a trump after a trick such that
    ``wanted(state)`` (the turn changes the trick, or not; the learner's card was winning
    before it ...), played on the page up to that trick."""
    settings = {"variant": LOO.default_variant, "options": {}}
    for seed in range(300):
        t = play.new_table(LOO, dict(CFG), settings, seed)
        walked = walk(LOO, t, random.Random(seed).choice)
        if any(x.pause and _turned(x.state) for x in walked) and wanted(t.state):
            break
    else:
        raise AssertionError("no deal in 300 turns a trump so")
    at = app("loo:play", seed=seed, loo__play_cfg=dict(CFG))
    rng = random.Random(seed)
    for _ in range(40):
        t = at.session_state["loo:table"]
        if t.pause and _turned(t.state):
            return at, t.state
        if t.pause:
            click(at, "loo:continue")
            continue
        a = rng.choice(LOO.legal_actions(game_ui("loo").seen(t.state, t.seat)))
        play_card(at, "loo", a.card)
    raise AssertionError(f"seed {seed}: the page's deal turned no trump")


@pytest.mark.parametrize("changed", [False, True])
def test_the_turned_trick_names_who_did_not_follow_and_says_it_once(
    app: OpenApp, changed: bool
) -> None:
    at, s = _to_the_turn(app, lambda s: _changed(s) == changed)
    text = re.sub(r":red\[([^\]]*)\]", r"\1", _page_text(at))  # (red suits in Markdown)
    plays, winner = s.history[-1]
    led = CARDS[plays[0][1]].suit
    off = [_named(p) for p, c in plays if CARDS[c].suit != led]
    who = ", ".join(off[:-1]) + " and " + off[-1] if len(off) > 1 else off[0]
    turned = CARDS[s.turn_card].pretty
    said = f"{capital(who)} failed to follow, so {turned} was turned after the trick"
    assert said in text, text
    assert "omeone failed to follow" not in text, text
    assert text.lower().count("no trump was played") <= 1, text
    assert "still wins" not in text and "is a trump and takes the trick" not in text, text
    # what the turn changed: the card winning before it, named once
    seat, card = winning_play(plays, None, plain_trump_strength)
    before = f"{capital(_whose(seat))} {CARDS[card].pretty} was winning before the turn too"
    if changed:
        before = f"Before the turn {_whose(seat)} {CARDS[card].pretty} was winning."
    assert text.count(before) == 1, text


def _named(p: int) -> str:
    """A seat as the story tells it to the learner: "you", or "P2"."""
    return "you" if p == CFG["seat"] else f"P{p}"


def _whose(p: int) -> str:
    return "your" if p == CFG["seat"] else f"P{p}'s"


@pytest.mark.parametrize("case", ["was winning", "did not follow"])
def test_the_turned_trick_is_told_to_the_learner(app: OpenApp, case: str) -> None:
    """The story after the turn is told to the learner, as the replay's notes are: at
    /loo-play (five players, the learner at P0) it read 'Before the turn P0's A♦ was
    winning.' and 'P0 failed to follow, so ...' to the learner at P0."""
    me = CFG["seat"]

    def wanted(s: Any) -> bool:
        plays, _ = s.history[-1]
        if case == "was winning":
            return winning_play(plays, None, plain_trump_strength)[0] == me
        led = CARDS[plays[0][1]].suit
        return any(p == me and CARDS[c].suit != led for p, c in plays)

    at, s = _to_the_turn(app, wanted)
    text = re.sub(r":red\[([^\]]*)\]", r"\1", _page_text(at))
    story = next(line for line in text.splitlines() if "was turned after the trick" in line)
    assert not re.search(rf"\bP{me}\b", story), story
    plays, _ = s.history[-1]
    if case == "was winning":
        card = CARDS[winning_play(plays, None, plain_trump_strength)[1]].pretty
        assert re.search(rf"\b[Yy]our {card} was winning", story), story
    else:
        who = re.match(r"(.*?) failed to follow", story)
        assert who and re.search(r"\b[Yy]ou\b", who.group(1)), story


def test_the_replay_tells_the_turned_trick_once(app: OpenApp) -> None:
    """The replay's tab of the trick after which a trump was turned tells its story once: it
    drew the replay's notes ('P4, you, P1 and P2 did not follow suit, so the 9♥ was turned:
    ♥ are trumps.' 'Before the turn P3's 7♣ was winning; now P1's 5♥ is a trump and takes
    the trick.') and under them the trick's story, which says the same (/loo-play?seed=26,
    five players, 390 px)."""
    at, s = _to_the_turn(app, lambda s: True)
    k = len(s.history)
    rng = random.Random(k)
    for _ in range(20):  # the deal played to its end
        t = at.session_state["loo:table"]
        if LOO.is_over(t.state):
            break
        if t.pause:
            click(at, "loo:continue")
            continue
        a = rng.choice(LOO.legal_actions(game_ui("loo").seen(t.state, t.seat)))
        play_card(at, "loo", a.card)
    tab = next(x for x in at.tabs if x.label == f"Trick {k}")
    said = [str(n.value) for n in _shown(tab) if getattr(n, "type", "") == "markdown"]
    text = " ".join(said)
    assert text.count("was turned") == 1, said
    assert text.count("was winning") == 1, said
