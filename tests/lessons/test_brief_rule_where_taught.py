"""A rule in a game's Rules brief stands under the chapter of the Learn step that teaches it.

Spoil Five's brief (/spoil_five-rules at 390 px) put "The eldest hand (the dealer's left) leads
to the first trick; the winner of each trick leads to the next." under "Robbing the turn-up":
the lead and the dealer's robbing quote one sentence of the rules notes ("he puts out any card
face down and takes in the ace before the eldest hand leads."), and the robbing step, which
quotes it first, took both. A step under "Playing to a trick" now declares the lead
(``teaches:``), and the brief gives a rule a step declares and quotes to that step, as Review's
"Learn:" link does (``ui.mastery.teaching_step``).

So does every rule a step declares, even one its quote does not hold (brief2):
/spoil_five-rules (390x2200) listed none of "Robbing is optional", "A revoke ...", the pool's
stake, the spoiled pool's additions or the three penalties (a lead out of turn, an exposed card,
reneging with a higher trump), and /forty_five-rules none of its robbing without the ace, the
players, the absent pool or the per-trick reading's scale and counting out, though a step
declares each: the brief took a step's rules only from its quote and the engine's judgement of
its task, and those steps quote a neighbouring passage (Spoil Five's 'penalty' quotes the
reneging passage, Forty-Five's 'partners' the scoring's). Now a step teaches the rules it
declares too, each under the first step of the lesson's reading that declares it, as Review's
"Learn:" link finds it; another reading's step puts its rules under that reading's name, but a
rule of the lesson's reading it declares to set its own against ("Robbing is optional", beside
Forty-Five's compulsory robbing) goes in the chapter.
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import available, load
from ui.mastery import teaching_step
from ui.pages.rules import Brief, brief, step_rules

GAMES = [g for g in available() if load(g).steps]


def _chapter_of(game_id: str, rule_id: str) -> str | None:
    b = brief(REGISTRY.get(game_id), load(game_id))
    return next((ch for ch, rules in b.sections if any(r.id == rule_id for r in rules)), None)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_declared_and_quoted_rule_is_under_its_step_s_chapter(game_id: str) -> None:
    lesson, game = load(game_id), REGISTRY.get(game_id)
    rules = game.rules.of_play()
    for step in lesson.steps:
        if (step.variant or lesson.variant) != lesson.variant:
            continue
        held = {r.id for r in step_rules(step.rule.quote, step.rule.seed, rules)}
        for rule_id in step.teaches:
            if rule_id not in held or teaching_step(game_id, rule_id) is not step:
                continue
            where = _chapter_of(game_id, rule_id)
            assert where == (step.chapter or lesson.title), (rule_id, step.id, where)


@pytest.mark.parametrize("game_id", ["spoil_five", "forty_five"])
def test_the_lead_is_under_playing_to_a_trick(game_id: str) -> None:
    """Who leads stands under "Playing to a trick", not under robbing, whose step also says
    "before the eldest hand leads" (Forty-Five's rule cites seed 002's carry-over sentence)."""
    lead = REGISTRY.get(game_id).rules[f"{game_id}.lead"]
    step = teaching_step(game_id, lead.id)
    assert step is not None and step.chapter == "Playing to a trick", step
    assert _chapter_of(game_id, lead.id) == "Playing to a trick"
    robbing = _chapter_of(game_id, f"{game_id}.rob_dealer")
    assert robbing == "Robbing the turn-up" and robbing != _chapter_of(game_id, lead.id)


def _where(b: Brief) -> dict[str, set[str]]:
    """Each rule's places in the brief: its chapters and other readings' variants."""
    out: dict[str, set[str]] = {}
    for key, rules in (*b.sections, *b.readings):
        for r in rules:
            out.setdefault(r.id, set()).add(key)
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_every_declared_rule_stands_under_its_step(game_id: str) -> None:
    lesson, game = load(game_id), REGISTRY.get(game_id)
    where = _where(brief(game, lesson))
    play = {r.id for r in game.rules.of_play()}
    first: dict[str, str] = {}
    missing = []
    for step in lesson.steps:
        own = step.variant or lesson.variant
        for rule_id in step.teaches:
            assert rule_id in game.rules, (step.id, rule_id)
            if rule_id not in play:
                continue  # the engine's bookkeeping: never in the brief
            if own == lesson.variant:
                chapter = first.setdefault(rule_id, step.chapter or lesson.title)
                if where.get(rule_id) != {chapter}:
                    missing.append(f"{rule_id} ({step.id}): {where.get(rule_id)}, not {chapter!r}")
            elif not where.get(rule_id, set()) & {own, step.chapter or lesson.title}:
                missing.append(f"{rule_id} ({step.id}, {own}): {where.get(rule_id)}")
    assert not missing, missing


def test_spoil_five_s_penalties_and_forty_five_s_robbing() -> None:
    spoil = dict(brief(REGISTRY.get("spoil_five"), load("spoil_five")).sections)
    pool = [r.id.split(".")[1] for r in spoil["The pool"]]
    for rule in ("pool_stake", "spoil_adds", "out_of_turn", "exposed_card", "renege_higher"):
        assert rule in pool, (rule, pool)
    robbing = [r.id for r in spoil["Robbing the turn-up"]]
    assert "spoil_five.rob_optional" in robbing
    b = brief(REGISTRY.get("forty_five"), load("forty_five"))
    chapters, readings = dict(b.sections), dict(b.readings)
    robbing = [r.id for r in chapters["Robbing the turn-up"]]
    assert {"forty_five.rob_optional", "forty_five.rob_without_ace"} <= set(robbing), robbing
    compulsory = [r.id for r in readings["eb_compulsory_rob"]]
    assert "forty_five.eb_compulsory_rob" in compulsory
    assert "forty_five.rob_optional" not in compulsory, compulsory
    scale = [r.id for r in readings["per_trick"]]
    assert {"forty_five.per_trick_scale", "forty_five.count_out_reading"} <= set(scale), scale
    sides = [r.id for r in chapters["Two sides"]]  # the lesson opens on them
    assert {"forty_five.players", "forty_five.no_pool"} <= set(sides), sides
