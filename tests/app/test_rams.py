"""Rams and Rounce under AppTest: Learn's rams and reading steps, an illegal card refused with its
rule, and Rams' declarations on the Play page: the widow, rams, the pone's choice and the
dealer's robbing. Rounce's widow discard: tests/app/test_rounce.py. Every Learn step with its
task, the quiz (a right and a wrong answer) and a whole deal to its settlement at every level
with the pool carried to the next deal, for these games with the other pool games:
tests/app/test_pool_games.py (the page steps: tests/app/pool_pages.py).

The answers the tests give come from the engine (``q.solve()``, ``legal_actions``), never from
the test: the tests check that the pages ask, accept and explain them.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from apptools import click, html_table, markdown, play_card
from pool_pages import OpenApp, open_page, play_deal, table
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import Card
from engine.scenario import from_dict
from lessons import load
from lessons.tasks import task_for
from ui.cards import table_view
from ui.pages import play

GAMES = ("rams", "rounce")


# ---- Learn ------------------------------------------------------------------------------------
def test_learn_the_rams_step_offers_rams(app: OpenApp) -> None:
    lesson = load("rams")
    k = next(i for i, s in enumerate(lesson.steps) if s.id == "rams")
    at = open_page(app, "rams", "learn")
    at.selectbox(key="w:rams:learn:jump").set_value(k).run()
    at.checkbox(key="w:rams:learn:tick:rams:0:rob").check()  # a wrong try: only the dealer robs
    click(at, "rams:learn:check")
    assert at.error and "Try again" in at.error[0].value
    assert "rob" in markdown(at).lower()


CODE = re.compile(r"\b(?:10|[2-9AKQJ])[SHDC]\b")  # a card as the engine writes it: 7S


@pytest.mark.parametrize("gid", GAMES)
def test_learn_text_names_cards_by_their_faces(gid: str) -> None:
    """A step's prose names a card as the learner sees it (7♠), never in the engine's code
    (the rob step said `rob 7S`)."""
    for step in load(gid).steps:
        assert not CODE.findall(step.text), (step.id, CODE.findall(step.text))


def test_learn_the_widow_in_a_rams_speaks_to_the_seat_asked() -> None:
    """Both readings of the widow in a rams ask the learner about his own choice: the text
    says what that seat may do, not only what another seat may not (the 000 step spoke of P1
    while its task asked P3)."""
    for step_id in ("rams_widow", "rams_widow_000"):
        step = load("rams").step(step_id)
        task = task_for(step)
        assert task is not None and task.seat is not None
        assert f"P{task.seat}" in step.text and "widow" in task.answer(), step_id


def test_learn_a_passed_player_called_back_by_a_rams_is_not_drawn_as_out() -> None:
    """In a rams "those who have passed and laid down their hands, must take them up again"
    (seed 002): P1, who passed and is now to declare, is drawn as a seat in the game, not
    greyed out as one that has given up its hand."""
    from ui.games.pool import loo_table

    s = task_for(load("rams").step("rams_widow")).question.state
    assert s.rams >= 0 and s.declarations[s.to_move] == "pass"
    seat = loo_table(s, viewer=s.to_move, reveal=True).seats[s.to_move]
    assert seat.to_move and not seat.out


def test_learn_a_step_under_another_reading_says_its_task_follows_it() -> None:
    """The simple-pool step's position is under Foster's custom (its task's answer leaves out
    "pass"): the text says so, rather than asking the learner to switch that reading on, which
    reads as if the position were the default one, where he may pass."""
    step = load("rams").step("simple_compulsory")
    task = task_for(step)
    assert task is not None and "pass" not in task.answer()
    assert "Switch on" not in step.text and "follows that custom" in step.text


# ---- Quiz -------------------------------------------------------------------------------------
# ---- Play -------------------------------------------------------------------------------------
@pytest.mark.parametrize("gid", GAMES)
def test_play_declarations_are_named_in_the_games_words(app: OpenApp, gid: str) -> None:
    """A player of Rams or Rounce *plays* (declares to play, seed 002: "may either play or
    pass") where a Loo player stands: the seats' tags, the settlement's "declared" column and
    the deal's notes use the game's word, never Loo's "stands" / "stood"."""
    cfg = {"players": 4, "seat": 0, "bots": "rule of thumb"}
    at = open_page(app, gid, "play", **{f"{gid}__play_cfg": cfg})
    play_deal(at, gid)
    declared = set(html_table(at, "receives")["declared"])
    # as the Play button says it ("Play"), never Loo's "Stand"
    assert not {"stand", "Stand", "play"} & declared and "Play" in declared, declared
    text = markdown(at)
    assert ">stands</span>" not in text and ">plays</span>" in text
    assert " stood" not in text


def _position(at: AppTest, gid: str, scenario: dict[str, Any]) -> play.Table:
    t = table(at, gid)
    t.state = t.start = from_dict(scenario, "test").state
    t.pause, t.message = False, None
    at.run()
    return table(at, gid)


def test_play_an_illegal_card_is_refused_with_its_rule(app: OpenApp) -> None:
    """Rams: with no club, the learner (P0) must trump even under P3's K♥ (Foster's example)."""
    at = open_page(app, "rams", "play")
    _position(
        at,
        "rams",
        {
            "game": "rams",
            "players": 4,
            "dealer": "P0",
            "pool": 10,
            "trump": "H",
            "declarations": {"P1": "stand", "P2": "stand", "P3": "stand", "P0": "stand"},
            "hands": {"P0": ["QH", "8S", "9D", "10D", "JD"], "P1": ["7C", "8C", "10C", "JC"]},
            "trick": ["P1 9C", "P2 KC", "P3 KH"],
        },
    )
    play_card(at, "rams", "8S")
    assert len(table(at, "rams").state.trick) == 3  # nothing was played
    msg = at.error[0].value
    assert "you have no card of the suit led and must trump" in msg.lower()
    assert "Foster" in msg
    play_card(at, "rams", "QH")
    s = table(at, "rams").state
    assert s.history[-1][0][-1] == (0, Card.parse("QH"))


def _declaring(gid: str, declarations: dict[str, str], **extra: Any) -> dict[str, Any]:
    return {
        "game": gid,
        "players": 4,
        "dealer": "P0",
        "pool": 10,
        "turn_card": "10H" if gid == "rams" else "4S",
        "declarations": declarations,
        **extra,
    }


def test_play_the_widow_then_rams(app: OpenApp) -> None:
    """The learner (P0) is eldest here (dealer P3): he takes the widow, then announces rams,
    and everyone must play against him; he leads."""
    at = open_page(app, "rams", "play", seed=11)
    t = table(at, "rams")
    assert t.state.phase == "declare" and t.state.to_move == t.seat
    keys = {b.key for b in at.button}
    assert {"rams:decl:stand", "rams:decl:widow", "rams:decl:pass", "rams:decl:rams"} <= keys
    widow = t.state.widow
    click(at, "rams:decl:widow")
    t = table(at, "rams")
    assert t.state.hands[t.seat] == widow and t.state.widow_taker == t.seat
    assert at.button(key="rams:decl:pass").disabled  # the widow taker must play
    click(at, "rams:decl:rams")
    t = table(at, "rams")
    assert t.state.rams == t.seat
    for _ in range(10):  # the others declare; the learner leads once declaring is done
        if t.state.phase == "play" and t.state.to_move == t.seat:
            break
        click(at, "rams:continue") if "rams:continue" in {b.key for b in at.button} else None
        t = table(at, "rams")
    assert t.state.phase == "play" and t.state.leader == t.seat
    assert set(t.state.active) == set(range(t.state.n))  # everyone plays a rams
    assert any("rams" in line.lower() for line in t.events)
    # every seat's part is told, the seats put in play with nothing to choose too
    for p in range(1, t.state.n):
        told = [line for line in t.events if f"P{p} " in line and "plays" in line]
        assert told or any(f"P{p} robs the trump" in line for line in t.events), (p, t.events)


FOUR = {"players": 4, "seat": 0, "bots": "rule of thumb"}
HANDS = {
    "P0": ["7S", "AH", "QH", "9D", "10C"],
    "P1": ["AS", "10S", "8H", "KD", "7C"],
    "P2": ["QS", "9H", "JD", "7D", "AC"],
    "P3": ["KS", "JH", "10D", "8D", "QC"],
}


def test_play_the_pone_pays_to_drop(app: OpenApp) -> None:
    """The learner (P0) sits at the dealer's right; P2 and P3 passed: his pass costs 5."""
    at = open_page(app, "rams", "play", rams__play_cfg=FOUR)
    scn = _declaring("rams", {"P2": "pass", "P3": "pass"}, dealer="P1", hands=HANDS)
    _position(at, "rams", scn)
    button = at.button(key="rams:decl:pass")
    assert button.label == "Pass: pay the dealer 5"
    click(at, "rams:decl:pass")
    t = table(at, "rams")
    assert t.state.result == "pone_paid"
    settlement = html_table(at, "receives")
    assert str(settlement["pays"][0]) == "5" and str(settlement["receives"][1]) == "5"


def test_play_the_dealer_robs_the_trump(app: OpenApp) -> None:
    at = open_page(app, "rams", "play", rams__play_cfg=FOUR)
    scn = _declaring("rams", {"P1": "stand", "P2": "stand", "P3": "stand"}, hands=HANDS)
    _position(at, "rams", scn)
    rob = at.button(key="rams:decl:rob 7S")
    assert rob.label == "Rob the trump, discard 7♠"
    click(at, "rams:decl:rob 7S")
    t = table(at, "rams")
    assert t.state.robbed and t.state.hands[0] >> Card.parse("10H") & 1
    # the log says the act in the word the button, the dealer's tag and the Trumps box say
    # ("Rob the trump", "robbed the trump", "10♥ robbed"): it had said "You take up 10♥"
    assert any("You rob the trump (10♥) and discard 7♠." in line for line in t.events)
    assert not any("take up" in line for line in t.events), t.events
    drawn = table_view(t.state, viewer=t.seat, reveal=True)
    assert "robbed the trump" in drawn.seats[0].tags


def test_play_a_non_dealer_sees_no_rob_button(app: OpenApp) -> None:
    at = open_page(app, "rams", "play", seed=11)
    keys = {b.key for b in at.button}
    assert not any(k.startswith("rams:decl:rob") for k in keys)


# ---- Rules and Progress -----------------------------------------------------------------------
@pytest.mark.parametrize("gid", GAMES)
def test_rules_and_progress_pages_open(app: OpenApp, gid: str) -> None:
    at = open_page(app, gid, "rules")
    assert not at.exception
    assert "widow" in markdown(at).lower()
    # a reading is named by its label, never by its option id ("Variant ecarte_rank: ...")
    assert not re.search(r"Variant [a-z0-9_]+:", markdown(at))
    at = open_page(app, gid, "progress")
    assert not at.exception
