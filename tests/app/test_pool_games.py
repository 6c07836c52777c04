"""Irish Loo and Five-card Loo under AppTest: every Learn step with its task, the quiz (a right
and a wrong answer), whole deals on the Play page at every level the engine offers, an illegal
card refused with its rule, the "How many?" exchange picked card by card, Rules and Progress.

Every curated question answered right on the Quiz page: tests/app/test_pages.py, for every
lesson (the seed fixes only the practice questions after them). This file's Learn walk stands
for test_pages.py's for these games.

The answers the tests give come from the engine (``q.solve()``, ``legal_actions``), never from
the test: the tests check that the pages ask, accept and explain them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from apptools import click, html_table, markdown, metrics
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import CARDS, Card
from engine.game import REGISTRY, Action
from engine.quiz import Question
from engine.scenario import from_dict
from lessons import load
from lessons.tasks import task_for
from ui.format import amount, md, red_suits
from ui.pages import play
from ui.pages.quiz import form_of

OpenApp = Callable[..., AppTest]
GAMES = ("irish_loo", "five_card_loo")


def _open(app: OpenApp, gid: str, kind: str, seed: int = 5, **state: Any) -> AppTest:
    return app(f"{gid}:{kind}", **{f"{gid}__seed": seed}, **state)


# ---- Learn ------------------------------------------------------------------------------------
def _do_task(at: AppTest, gid: str, step_id: str) -> None:
    """Do a step's task right, with the engine's answer."""
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


@pytest.mark.parametrize("gid", GAMES)
def test_learn_every_step_renders_and_every_task_is_done_right(app: OpenApp, gid: str) -> None:
    lesson = load(gid)
    at = _open(app, gid, "learn")
    for k, step in enumerate(lesson.steps):
        assert at.header[0].value == red_suits(step.title), k
        _do_task(at, gid, step.id)
        assert not at.exception, (step.id, at.exception)
        if k + 1 < len(lesson.steps):
            click(at, f"{gid}:learn:next:bottom")
    assert "What next" in [h.value for h in at.subheader]


@pytest.mark.parametrize("gid", GAMES)
def test_learn_the_exchange_step_offers_the_exchange(app: OpenApp, gid: str) -> None:
    """The "How many?" step's task is the exchange itself: the cards ticked, then one button
    (it had asked which of Stand, Pass and Exchange might be ticked)."""
    lesson = load(gid)
    k = next(i for i, s in enumerate(lesson.steps) if s.id == "how_many")
    at = _open(app, gid, "learn")
    at.selectbox(key=f"w:{gid}:learn:jump").set_value(k).run()
    assert not [b for b in at.checkbox if b.label in ("Stand", "Pass", "Exchange")]
    scn = lesson.steps[k].scenario
    assert scn is not None
    hand = [CARDS[c] for c in range(52) if scn.state.hands[1] >> c & 1]
    for card in hand[:2]:
        at.checkbox(key=f"w:{gid}:learn:pick:how_many:0:{card.code}").check()
    click(at, f"{gid}:learn:compose:exchange")
    assert any("at the first try" in s.value for s in at.success)
    assert "may exchange" in markdown(at)  # the answer's page names the action on offer


# ---- Quiz -------------------------------------------------------------------------------------
def _answer(at: AppTest, gid: str, right: bool) -> Question:
    qs = at.session_state[f"{gid}:quiz"]
    q: Question = qs.current
    base = f"{gid}:quiz:{qs.index}:{qs.attempt}"
    sol: Any = q.solve()
    form = form_of(q)
    if form == "cards":
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


@pytest.mark.parametrize("gid", GAMES)
def test_quiz_a_right_and_a_wrong_answer(app: OpenApp, gid: str) -> None:
    at = _open(app, gid, "quiz")
    _answer(at, gid, right=True)
    assert at.success and at.success[0].value.startswith("Right")
    assert metrics(at)[0].value == "1 / 1"
    click(at, f"{gid}:quiz:next")
    _answer(at, gid, right=False)
    assert at.error and at.error[0].value.startswith("Not quite")
    assert "Foster" in markdown(at) or "seed 002" in markdown(at)  # the rule with its source
    assert metrics(at)[0].value == "1 / 2"


# ---- Play -------------------------------------------------------------------------------------
def _table(at: AppTest, gid: str) -> play.Table:
    t: play.Table = at.session_state[f"{gid}:table"]
    return t


def _move(at: AppTest, gid: str) -> None:
    """The learner's next move, as the page offers it: stand when he may, exchange the cards
    the engine's first exchange with cards names, else the first legal card."""
    g = REGISTRY.get(gid)
    t = _table(at, gid)
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
        click(at, f"{gid}:card:{card.code}")


def _play_deal(at: AppTest, gid: str, limit: int = 120) -> None:
    for _ in range(limit):
        keys = {b.key for b in at.button}
        if f"{gid}:next_deal" in keys:
            return
        if f"{gid}:continue" in keys:
            click(at, f"{gid}:continue")
        else:
            _move(at, gid)
    raise AssertionError("the deal did not end")


LEVELS = [(gid, level) for gid in GAMES for level in play.levels(REGISTRY.get(gid))]


@pytest.mark.parametrize(("gid", "level"), LEVELS, ids=[f"{g}-{lv}" for g, lv in LEVELS])
def test_play_a_whole_deal_to_its_settlement_at_each_level(
    app: OpenApp, gid: str, level: str
) -> None:
    g = REGISTRY.get(gid)
    cfg = {"players": 4, "seat": 0, "bots": level}
    at = _open(app, gid, "play", **{f"{gid}__play_cfg": cfg})
    assert _table(at, gid).bots == level
    _play_deal(at, gid)
    t = _table(at, gid)
    assert g.is_over(t.state)
    assert at.subheader[0].value == "Settlement"
    settlement = html_table(at, "receives")
    you = [f"P{i}" + (" (you)" if i == t.seat else "") for i in range(4)]  # Play seats him
    assert list(settlement["player"]) == [*you, "pool"]
    pool_after = g.balances_after(t.state)["pool"]
    click(at, f"{gid}:next_deal")
    t = _table(at, gid)
    assert t.deal_no == 2
    assert t.state.pool == pool_after + g.spec.ante  # the carried pool and the new ante


# A position in play: the learner (P0) must head the Q♠ that P4 led, with the K♠.
def _head_the_trick(gid: str) -> dict[str, Any]:
    five = gid == "five_card_loo"
    return {
        "game": gid,
        "players": 5,
        "dealer": "P3",
        "pool": 5 if five else 3,
        "turn_card": "2H",
        "declarations": {"P4": "stand", "P0": "stand", "P1": "stand", "P2": "pass", "P3": "pass"},
        "hands": {
            "P0": ["KS", "3S", "AD", *(["6C", "7C"] if five else [])],
            "P1": ["2C", "5D", "9H", *(["8C", "9C"] if five else [])],
            "P4": ["3C", "4D", *(["10C", "QC"] if five else [])],
        },
        "trick": ["P4 QS"],
    }


@pytest.mark.parametrize("gid", GAMES)
def test_play_an_illegal_card_is_refused_with_its_rule(app: OpenApp, gid: str) -> None:
    at = _open(app, gid, "play")
    state = from_dict(_head_the_trick(gid), "test").state
    t = _table(at, gid)
    t.state = t.start = state
    t.pause, t.message = False, None
    at.run()
    click(at, f"{gid}:card:3S")
    t = _table(at, gid)
    assert t.state.trick == ((4, Card.parse("QS")),)  # nothing was played
    msg = at.error[0].value
    assert "You must head the trick: K♠ beats the Q♠ on the table" in msg
    assert "seed 002" in msg or "Foster" in msg
    click(at, f"{gid}:card:KS")
    s = _table(at, gid).state
    played = s.trick if s.trick else s.history[-1][0]
    assert played[:2] == ((4, Card.parse("QS")), (0, Card.parse("KS")))


def _to_exchange(at: AppTest, gid: str) -> play.Table:
    """Stand, then wait for the dealer's "How many?" to come to the learner."""
    click(at, f"{gid}:decl:stand")
    t = _table(at, gid)
    assert t.state.phase == "exchange" and t.state.to_move == t.seat, t.events
    return t


@pytest.mark.parametrize("gid", GAMES)
def test_play_the_exchange_lays_down_the_cards_ticked(app: OpenApp, gid: str) -> None:
    g = REGISTRY.get(gid)
    at = _open(app, gid, "play", seed=7)
    t = _to_exchange(at, gid)
    assert "Tick the cards to lay down" in markdown(at)
    hand = [c for c in range(52) if t.state.hands[t.seat] >> c & 1]
    out = [CARDS[hand[0]], CARDS[hand[-1]]]
    before = t.state
    for c in out:
        at.checkbox(key=play._pick_key(g, t, "exchange", c.code)).check()
    at.run()
    label = at.button(key=f"{gid}:compose:exchange").label
    # named as the hand is drawn (test_exchange_words_hand_order)
    laid = " ".join(CARDS[c].pretty for c in g.hand_order(before, [int(c) for c in out]))
    assert label == md(f"Exchange 2: {laid}")  # (its red cards red: app.py RED_IN_BUTTONS)
    click(at, f"{gid}:compose:exchange")
    t = _table(at, gid)
    assert t.state.exchanged[t.seat] == 2
    kept = [CARDS[c] for c in hand[1:-1]]
    now = t.state.hands[t.seat] if t.state.phase != "over" else 0
    if t.state.phase != "over":  # a five-card flush may end the deal at once
        assert all(now >> int(c) & 1 for c in kept)
        assert not any(now >> int(c) & 1 for c in out)
        # the new cards came off the top of the rest of the pack, the trump card laid aside
        assert set(before.stock[:2]) == {c for c in range(52) if now >> c & 1} - {
            int(c) for c in kept
        }
    log = "\n".join(t.events)
    # ... and the two drawn for them, to him alone (the hand after it shows them too)
    came = " ".join(CARDS[c].pretty for c in g.hand_order(t.state, [c for c in before.stock[:2]]))
    assert f"You change 2 cards ({laid}) for {came}." in log
    # the others' exchanges are heard as numbers, never as cards
    for line in t.events:
        if line.startswith("P") and " change" in line:
            assert "(" not in line


@pytest.mark.parametrize("gid", GAMES)
def test_play_keeping_every_card_is_exchange_0(app: OpenApp, gid: str) -> None:
    at = _open(app, gid, "play", seed=7)
    t = _to_exchange(at, gid)
    assert at.button(key=f"{gid}:compose:exchange").label == "Keep all (exchange 0)"
    hand = t.state.hands[t.seat]
    click(at, f"{gid}:compose:exchange")
    t = _table(at, gid)
    assert t.state.exchanged[t.seat] == 0
    assert "You keep all your cards." in t.events
    if t.state.phase != "over":
        assert t.state.hands[t.seat] == hand or t.state.history  # unchanged until played


@pytest.mark.parametrize("gid", GAMES)
def test_play_the_hint_names_the_exchange_range(app: OpenApp, gid: str) -> None:
    at = _open(app, gid, "play", seed=7)
    _to_exchange(at, gid)
    click(at, f"{gid}:hint")
    hand = REGISTRY.get(gid).spec.hand
    assert any(f"exchange 0 to {hand} cards" in i.value for i in at.info)


# ---- Rules and Progress -----------------------------------------------------------------------
@pytest.mark.parametrize("gid", GAMES)
def test_rules_and_progress_pages_open(app: OpenApp, gid: str) -> None:
    at = _open(app, gid, "rules")
    assert not at.exception
    text = markdown(at)
    assert "How many?" in text or "How many" in text
    at = _open(app, gid, "progress")
    assert not at.exception
    assert "Counters won or lost (red)" in {m.label for m in metrics(at)}


@pytest.mark.parametrize("gid", GAMES)
def test_play_names_the_options_in_words(app: OpenApp, gid: str) -> None:
    g = REGISTRY.get(gid)
    at = _open(app, gid, "play")
    captions = " ".join(c.value for c in at.caption)
    on = [o for o in g.options if _table(at, gid).options.get(o.name) is True]
    assert on, "the game has options switched on by default"
    for o in on:
        assert o.label.lower() in captions
        if "_" in o.name:  # never the option's id ("younger_flush_pays")
            assert o.name not in captions


def test_learn_pam_wins_as_a_trump_not_as_a_heart(app: OpenApp) -> None:
    """The explanation reads the suit a card follows as from the game: Pam is a trump."""
    lesson = load("five_card_loo")
    k = next(i for i, s in enumerate(lesson.steps) if s.id == "pam")
    at = _open(app, "five_card_loo", "learn")
    at.selectbox(key="w:five_card_loo:learn:jump").set_value(k).run()
    _do_task(at, "five_card_loo", "pam")
    text = markdown(at)
    assert "J♣, Pam, is the highest trump in the trick: Pam ranks above every trump" in text
    assert "highest heart" not in text


@pytest.mark.parametrize("gid", GAMES)
def test_play_declaring_offers_no_widow_button(app: OpenApp, gid: str) -> None:
    at = _open(app, gid, "play", seed=7)
    keys = {b.key for b in at.button}
    assert {f"{gid}:decl:stand", f"{gid}:decl:pass"} <= keys
    assert f"{gid}:decl:widow" not in keys and f"{gid}:decl:defend" not in keys
    assert not any("widow" in c.value.lower() for c in at.caption if "not open" in c.value)
