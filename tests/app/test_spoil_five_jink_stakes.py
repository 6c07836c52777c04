"""On Play, the claim-or-jink choice says what jinking risks and gains (learner report: /
spoil_five-play at 1400 and 390 px, after winning the first three tricks the page offered
"Claim the pool (7)" and "Jink: go on for all five", and the Hint said only that he may choose
either: nothing of the counter from each player that five tricks add, nor, in figures, of the
pool a lost trick gives up; RULES.md §5, seed 002's "get all five tricks or lose what he has
already won"). Beside the buttons the page now says what each course gives, in the figures
of the engine's settlement of each end (engine.games.spoil_five.scoring.jink_stakes). Seeded
three-hand deals played through the page's table logic to the learner's choice; the figures
are checked against what the engine settles when the deal is then claimed, or jinked and
played out."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from typing import Any

from apptools import go
from deals import moving_as, play_until
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY, Action
from engine.games.spoil_five import CLAIM, JINK
from engine.ledger import seat_account
from ui.play_table import Table, new_table

OpenApp = Callable[..., AppTest]
G = REGISTRY.get("spoil_five")
SAID = re.compile(
    r"Claim now and you take the pool: (\d+) counters?\. Jink, and you must win the (\d+) "
    r"tricks left: win them all and you take (\d+) counters? .*; lose one and you take "
    r"nothing: the deal is spoiled, and the pool's (\d+) counters? stay"
)


def _thumb(seed: int) -> Callable[[Table], Action]:
    """The learner's move by the rule of thumb, from his view (a generator seeded afresh)."""
    return lambda t: G.heuristic_action(G.view(t.state, 0), random.Random(seed))


def _his_choice(t: Table) -> bool:
    """He has won the first three tricks: his to claim or jink."""
    return bool(t.state.phase == "jink" and t.state.to_move == t.seat)


def at_the_choice(seeds: range) -> Iterator[Table]:
    """Tables whose learner (P0, three hands) has won the first three tricks."""
    for seed in seeds:
        cfg = {"players": 3, "seat": 0, "bots": "random"}
        t = new_table(G, cfg, {"variant": G.default_variant, "options": {}}, seed, deal=seed)
        if play_until(G, t, moving_as(_thumb(seed), t), _his_choice):
            yield t


def _net(state: Any, seat: int) -> int:
    st = G.settlement(state)
    assert st is not None
    return int(st.net().get(seat_account(seat), 0))


def _every_end(state: Any) -> Iterator[Any]:
    """Every end the deal can reach from ``state`` (two tricks left: a few dozen)."""
    if G.is_over(state):
        yield state
        return
    for a in G.legal_actions(state):
        yield from _every_end(G.apply(state, a))


def _page_words(app: OpenApp, t: Table) -> str:
    at = app()
    at.session_state["spoil_five:table"] = t
    go(at, "spoil_five:play")
    assert not at.exception, at.exception
    return "\n".join(m.value for m in at.markdown)


def test_the_jink_choice_says_what_it_risks_and_gains(app: OpenApp) -> None:
    tables = list(at_the_choice(range(150)))
    assert len(tables) >= 10
    outcomes = set()
    for t in tables:
        words = _page_words(app, t).replace("\\", "")
        m = SAID.search(words)
        assert m, words[-1500:]  # before: no such words by the claim and jink buttons
        claim, left, five, carried = map(int, m.groups())
        s, seat = t.state, t.seat
        # claiming: what the engine settles on the claim
        assert claim == _net(G.apply(s, CLAIM), seat) == s.pool
        assert left == 5 - len(s.history)
        # jinking, every way the tricks left can be played: five tricks pay the note's
        # figure; a lost one nothing, and the pool carries what the note says
        for end in _every_end(G.apply(s, JINK)):
            outcomes.add(end.result)
            if end.result == "five":
                assert _net(end, seat) == five > claim
            else:
                assert end.result == "jink_failed" and _net(end, seat) == 0
                assert G.settlement(end) is not None and carried == s.pool == end.pool
    assert outcomes == {"five", "jink_failed"}


def test_no_stakes_are_said_at_any_other_turn(app: OpenApp) -> None:
    t = next(at_the_choice(range(40)))
    t.state = G.apply(t.state, CLAIM)  # the deal over: no choice left
    assert not SAID.search(_page_words(app, t).replace("\\", ""))
