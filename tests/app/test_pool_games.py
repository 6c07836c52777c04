"""The pool games under AppTest. Irish Loo, Five-card Loo, Rams, Rounce and Bierspiel: every
Learn step with its task, the quiz (a right and a wrong answer); all but Bierspiel (whose points
and crosses tests/app/test_bierspiel.py follows): whole deals on the Play page at every level the
engine offers, the pool carried to the next deal. Irish Loo and Five-card Loo: an illegal card
refused with its rule, the "How many?" exchange picked card by card, Rules and Progress (Rams'
and Rounce's own: tests/app/test_rams.py). The page steps: tests/app/pool_pages.py.

Every curated question answered right on the Quiz page: tests/app/test_pages.py, for every
lesson (the seed fixes only the practice questions after them). This file's Learn walk stands
for test_pages.py's for these games.

The answers the tests give come from the engine (``q.solve()``, ``legal_actions``), never from
the test: the tests check that the pages ask, accept and explain them.
"""

from __future__ import annotations

from typing import Any

import pytest
from apptools import click, html_table, markdown, metrics, play_card, step_title
from pool_pages import WALKED, OpenApp, answer, do_task, open_page, play_deal, table
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import CARDS, Card
from engine.game import REGISTRY
from engine.scenario import from_dict
from lessons import load
from ui.format import md, red_suits
from ui.pages import play

GAMES = ("irish_loo", "five_card_loo")  # the Loos that exchange cards ("How many?")
POOL = (*GAMES, "rams", "rounce")  # a deal played out on Play, its pool carried over
# where the quiz's feedback names a rule's source: Foster's Hoyle, seed 002, the lesson text
SOURCES = {"rams": ("Foster", "Trump Games"), "rounce": ("Foster", "Trump Games")}


# ---- Learn ------------------------------------------------------------------------------------
@pytest.mark.parametrize("gid", WALKED)
def test_learn_every_step_renders_and_every_task_is_done_right(app: OpenApp, gid: str) -> None:
    lesson = load(gid)
    at = open_page(app, gid, "learn")
    for k, step in enumerate(lesson.steps):
        assert step_title(at) == red_suits(step.title), k
        do_task(at, gid, step.id)
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
    at = open_page(app, gid, "learn")
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
@pytest.mark.parametrize("gid", WALKED)
def test_quiz_a_right_and_a_wrong_answer(app: OpenApp, gid: str) -> None:
    at = open_page(app, gid, "quiz")
    answer(at, gid, right=True)
    assert at.success and at.success[0].value.startswith("Right")
    assert metrics(at)[0].value == "1 / 1"
    click(at, f"{gid}:quiz:next")
    answer(at, gid, right=False)
    assert at.error and at.error[0].value.startswith("Not quite")
    sources = SOURCES.get(gid, ("Foster", "seed 002"))  # the rule with its source
    assert any(source in markdown(at) for source in sources), sources
    assert metrics(at)[0].value == "1 / 2"


# ---- Play -------------------------------------------------------------------------------------
LEVELS = [(gid, level) for gid in POOL for level in play.levels(REGISTRY.get(gid))]


@pytest.mark.parametrize(("gid", "level"), LEVELS, ids=[f"{g}-{lv}" for g, lv in LEVELS])
def test_play_a_whole_deal_to_its_settlement_at_each_level(
    app: OpenApp, gid: str, level: str
) -> None:
    g = REGISTRY.get(gid)
    cfg = {"players": 4, "seat": 0, "bots": level}
    at = open_page(app, gid, "play", **{f"{gid}__play_cfg": cfg})
    assert table(at, gid).bots == level
    play_deal(at, gid)
    t = table(at, gid)
    assert g.is_over(t.state)
    assert at.subheader[0].value == "Settlement"
    settlement = html_table(at, "receives")
    you = [f"P{i}" + (" (you)" if i == t.seat else "") for i in range(4)]  # Play seats him
    assert list(settlement["player"]) == [*you, "pool"]
    pool_after = g.balances_after(t.state)["pool"]
    click(at, f"{gid}:next_deal")
    t = table(at, gid)
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
    at = open_page(app, gid, "play")
    state = from_dict(_head_the_trick(gid), "test").state
    t = table(at, gid)
    t.state = t.start = state
    t.pause, t.message = False, None
    at.run()
    play_card(at, gid, "3S")
    t = table(at, gid)
    assert t.state.trick == ((4, Card.parse("QS")),)  # nothing was played
    msg = at.error[0].value
    assert "You must head the trick: K♠ beats the Q♠ on the table" in msg
    assert "seed 002" in msg or "Foster" in msg
    play_card(at, gid, "KS")
    s = table(at, gid).state
    played = s.trick if s.trick else s.history[-1][0]
    assert played[:2] == ((4, Card.parse("QS")), (0, Card.parse("KS")))


def _to_exchange(at: AppTest, gid: str) -> play.Table:
    """Stand, then wait for the dealer's "How many?" to come to the learner."""
    click(at, f"{gid}:decl:stand")
    t = table(at, gid)
    assert t.state.phase == "exchange" and t.state.to_move == t.seat, t.events
    return t


@pytest.mark.parametrize("gid", GAMES)
def test_play_the_exchange_lays_down_the_cards_ticked(app: OpenApp, gid: str) -> None:
    g = REGISTRY.get(gid)
    at = open_page(app, gid, "play", seed=7)
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
    t = table(at, gid)
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
    at = open_page(app, gid, "play", seed=7)
    t = _to_exchange(at, gid)
    assert at.button(key=f"{gid}:compose:exchange").label == "Keep all (exchange 0)"
    hand = t.state.hands[t.seat]
    click(at, f"{gid}:compose:exchange")
    t = table(at, gid)
    assert t.state.exchanged[t.seat] == 0
    assert "You keep all your cards." in t.events
    if t.state.phase != "over":
        assert t.state.hands[t.seat] == hand or t.state.history  # unchanged until played


@pytest.mark.parametrize("gid", GAMES)
def test_play_the_hint_names_the_exchange_range(app: OpenApp, gid: str) -> None:
    at = open_page(app, gid, "play", seed=7)
    _to_exchange(at, gid)
    click(at, f"{gid}:hint")
    hand = REGISTRY.get(gid).spec.hand
    assert any(f"exchange 0 to {hand} cards" in i.value for i in at.info)


# ---- Rules and Progress -----------------------------------------------------------------------
@pytest.mark.parametrize("gid", GAMES)
def test_rules_and_progress_pages_open(app: OpenApp, gid: str) -> None:
    at = open_page(app, gid, "rules")
    assert not at.exception
    text = markdown(at)
    assert "How many?" in text or "How many" in text
    at = open_page(app, gid, "progress")
    assert not at.exception
    assert "Counters won or lost (red)" in {m.label for m in metrics(at)}


@pytest.mark.parametrize("gid", GAMES)
def test_play_names_the_options_in_words(app: OpenApp, gid: str) -> None:
    g = REGISTRY.get(gid)
    at = open_page(app, gid, "play")
    captions = " ".join(c.value for c in at.caption)
    on = [o for o in g.options if table(at, gid).options.get(o.name) is True]
    assert on, "the game has options switched on by default"
    for o in on:
        assert o.label.lower() in captions
        if "_" in o.name:  # never the option's id ("younger_flush_pays")
            assert o.name not in captions


def test_learn_pam_wins_as_a_trump_not_as_a_heart(app: OpenApp) -> None:
    """The explanation reads the suit a card follows as from the game: Pam is a trump."""
    lesson = load("five_card_loo")
    k = next(i for i, s in enumerate(lesson.steps) if s.id == "pam")
    at = open_page(app, "five_card_loo", "learn")
    at.selectbox(key="w:five_card_loo:learn:jump").set_value(k).run()
    do_task(at, "five_card_loo", "pam")
    text = markdown(at)
    assert "J♣, Pam, is the highest trump in the trick: Pam ranks above every trump" in text
    assert "highest heart" not in text


@pytest.mark.parametrize("gid", GAMES)
def test_play_declaring_offers_no_widow_button(app: OpenApp, gid: str) -> None:
    at = open_page(app, gid, "play", seed=7)
    keys = {b.key for b in at.button}
    assert {f"{gid}:decl:stand", f"{gid}:decl:pass"} <= keys
    assert f"{gid}:decl:widow" not in keys and f"{gid}:decl:defend" not in keys
    assert not any("widow" in c.value.lower() for c in at.caption if "not open" in c.value)
