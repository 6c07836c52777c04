"""What the pool games' page tests (test_pool_games.py, test_rams.py, test_bierspiel.py) do on a
page, written once for any of them (``gid``): open a page, do a Learn step's task right, answer
the Quiz's question right or wrong, and play the learner's moves as the Play page offers them.

The answers come from the engine (``q.solve()``, ``legal_actions``), never from the test: the
tests check that the pages ask, accept and explain them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from apptools import click, play_card
from streamlit.testing.v1 import AppTest

from engine.game import REGISTRY, Action
from engine.quiz import Question
from lessons import load
from lessons.tasks import task_for
from ui.format import amount
from ui.pages import play
from ui.pages.quiz import form_of

OpenApp = Callable[..., AppTest]


def open_page(app: OpenApp, gid: str, kind: str, seed: int = 5, **state: Any) -> AppTest:
    """The game's ``kind`` page ("learn", "quiz", "play", ...) with its seed."""
    return app(f"{gid}:{kind}", **{f"{gid}__seed": seed}, **state)


# ---- Learn ------------------------------------------------------------------------------------
def do_task(at: AppTest, gid: str, step_id: str) -> None:
    """Do a step's task right, with the engine's answer: a card played, the exchange's cards
    ticked (no card to play), the trick's winner named, or the right words ticked."""
    task = task_for(load(gid).step(step_id))
    if task is None:
        return
    right = task.question.solve()
    if task.kind == "legal_cards" and right:
        click(at, f"{gid}:learn:try:{sorted(right)[0].code}")
    elif task.kind == "legal_cards":  # no card to play: the exchange, its cards ticked
        move = Action.parse(sorted(task.legal_moves())[-1])
        for c in move.cards:
            at.checkbox(key=f"w:{gid}:learn:pick:{step_id}:0:{c.code}").check()
        click(at, f"{gid}:learn:compose:{move.kind}")
    elif task.kind == "trick_winner":
        click(at, f"{gid}:learn:try:P{right}")
    else:
        for w in task.choices():
            box = at.checkbox(key=f"w:{gid}:learn:tick:{step_id}:0:{w}")
            box.check() if w in right else box.uncheck()
        click(at, f"{gid}:learn:check")
    assert any("Done at the first try" in s.value for s in at.success), step_id


# the lessons whose every step is walked and its task done, by test_pool_games.py
# (test_learn_every_step_renders_and_every_task_is_done_right); test_pages.py walks the others
WALKED = ("irish_loo", "five_card_loo", "rams", "rounce", "bierspiel")


# ---- Quiz -------------------------------------------------------------------------------------
def answer(at: AppTest, gid: str, right: bool) -> Question:
    """Answer the Quiz's current question with the engine's answer (``right``) or a wrong one
    (the other boxes ticked, another seat, P0's amount or the number one more, the other
    yes/no), then Check."""
    qs = at.session_state[f"{gid}:quiz"]
    q: Question = qs.current
    base = f"{gid}:quiz:{qs.index}:{qs.attempt}"
    sol: Any = q.solve()
    form = form_of(q)
    if form == "number":
        at.text_input(key=f"{base}:number").input(str(sol if right else sol + 1))
    elif form == "yesno":
        at.radio(key=f"{base}:yesno").set_value("yes" if sol == right else "no")
    elif form == "cards":
        ticks = sol if right else set(q.choices()) - sol
        for c in q.choices():
            box = at.checkbox(key=f"{base}:card:{c.code}")
            box.check() if c in ticks else box.uncheck()
    elif form == "seat":
        other = next(p for p in q.choices() if p != sol)
        at.radio(key=f"{base}:winner").set_value(sol if right else other)
    elif form == "words":
        ticks = sol if right else set(q.choices()) - sol
        for w in q.choices():
            box = at.checkbox(key=f"{base}:decl:{w}")
            box.check() if w in ticks else box.uncheck()
    else:
        for name, v in sol.items():
            wrong = v + 1 if name == "P0" else v
            at.text_input(key=f"{base}:amt:{name}").input(amount(v if right else wrong))
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception
    return q


# ---- Play -------------------------------------------------------------------------------------
def table(at: AppTest, gid: str) -> play.Table:
    t: play.Table = at.session_state[f"{gid}:table"]
    return t


def move(at: AppTest, gid: str) -> None:
    """The learner's next move, as the page offers it: stand when he may (Rams' and Rounce's
    "play"), else the first declaration on offer ("Auf" in Bierspiel); the Loos' exchange of
    the cards the engine's first exchange with cards names; in play the first legal card."""
    g = REGISTRY.get(gid)
    t = table(at, gid)
    acts = g.legal_actions(t.state)
    if t.state.phase == "declare":
        a = Action("stand") if Action("stand") in acts else acts[0]
        click(at, f"{gid}:decl:{a}")
    elif t.state.phase == "exchange":
        pick = next(a for a in acts if a.cards)
        for c in pick.cards:
            at.checkbox(key=play._pick_key(g, t, "exchange", c.code)).check()
        click(at, f"{gid}:compose:exchange")
    else:
        card = next(a.card for a in acts if a.kind == "play")
        assert card is not None
        play_card(at, gid, card)


def play_deal(at: AppTest, gid: str, limit: int = 120) -> None:
    """Play the learner's moves (and Continue after each trick) until "Next deal" shows."""
    for _ in range(limit):
        keys = {b.key for b in at.button}
        if f"{gid}:next_deal" in keys:
            return
        if f"{gid}:continue" in keys:
            click(at, f"{gid}:continue")
        else:
            move(at, gid)
    raise AssertionError("the deal did not end")
