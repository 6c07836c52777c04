"""A Learn step's task offers every move the engine offers at that point, not only cards:
the holder of the trump ace robs in his turn (Spoil Five, Forty-Five: a button per card he
may put out), the dealer robs a turned ace or lets it lie. Each click is judged by the engine:
a right move is answered with the rule that allows it (``Game.grounds``), a wrong one with
the rule that refuses it. The moves, verdicts and reasons all come from the engine here."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from apptools import click, markdown, open_box, open_step
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
import ui.pages.learn_position as learn_position
from engine.cards import CARDS
from engine.game import Action
from lessons import load
from lessons.tasks import Task, task_for
from ui.format import md
from ui.play_table import action_label

OpenApp = Callable[..., AppTest]
ROB_GAMES = ("spoil_five", "forty_five")


def _task(game_id: str, step_id: str) -> Task:
    task = task_for(load(game_id).step(step_id))
    assert task is not None
    return task


def _open(app: OpenApp, game_id: str, step_id: str) -> AppTest:
    return open_step(
        app(f"{game_id}:learn", learner=f"moves{game_id[:4]}{step_id[:6]}"), game_id, step_id
    )


def _under(app: OpenApp, game_id: str, step_id: str, variant: str) -> AppTest:
    """The step opened, then read under ``variant`` (the rules box's reading)."""
    at = _open(app, game_id, step_id)
    open_box(at, f"{game_id}:learn:rules_box")
    at.radio(key=f"w:{game_id}:learn:variant").set_value(variant).run()
    return at


def _key(game_id: str, a: Action) -> str:
    return f"{game_id}:learn:try:{a.card.code if a.kind == 'play' and a.card else a}"


def _flat(text: str) -> str:
    """Text as read: tags and the red of ♥♦ (``:red[A♦]``) out, spaces folded."""
    return " ".join(re.sub(r":red\[([^\]]*)\]", r"\1", re.sub(r"<[^>]*>", "", text)).split())


@pytest.mark.parametrize("game_id", ROB_GAMES)
def test_the_ace_holder_step_offers_every_rob(app: OpenApp, game_id: str) -> None:
    task = _task(game_id, "rob_ace")
    g, s = task.question.game, task.question.state
    robs = [a for a in g.legal_actions(s) if a.kind == "rob"]
    refused = [r.action for r in g.refusals(s) if r.action.kind == "rob"]
    assert robs and refused  # the engine's: rob with any card but the ace he robs with
    at = _open(app, game_id, "rob_ace")
    assert "rob" in markdown(at).split("Play a card, or ", 1)[1].split(":", 1)[0]
    for a in [*g.legal_actions(s), *refused]:  # a button for each, worded as on the Play page
        button = at.button(key=_key(game_id, a))
        assert button.label == md(action_label(g, s, a)) and not button.disabled  # (red cards)
    turned = [w for w in action_label(g, s, robs[0]).split() if w[-1] in "♠♥♦♣"][-1]
    assert action_label(g, s, robs[0]).endswith(f"take the {turned}")


@pytest.mark.parametrize("game_id", ROB_GAMES)
def test_robbing_gets_the_engines_verdict_and_its_rule(app: OpenApp, game_id: str) -> None:
    task = _task(game_id, "rob_ace")
    g, s = task.question.game, task.question.state
    rob = next(a for a in g.legal_actions(s) if a.kind == "rob")
    at = _open(app, game_id, "rob_ace")
    click(at, _key(game_id, rob))
    assert at.success and "is allowed here" in at.success[0].value
    assert action_label(g, s, rob) in at.success[0].value
    text = _flat(markdown(at))
    grounds = g.grounds(s, rob)
    assert grounds and grounds[0].rule.id.endswith("rob_ace_holder")
    for ground in grounds:  # the engine's reason and the rule's source passage
        assert _flat(ground.reason)[1:60] in text
        assert _flat(ground.rule.quote)[:40] in text
    assert "★★★ (3 of 3 stars)" in at.success[0].value


@pytest.mark.parametrize("game_id", ROB_GAMES)
def test_robbing_with_the_ace_itself_is_refused_with_the_rule(app: OpenApp, game_id: str) -> None:
    task = _task(game_id, "rob_ace")
    g, s = task.question.game, task.question.state
    refusal = next(r for r in g.refusals(s) if r.action.kind == "rob")
    at = _open(app, game_id, "rob_ace")
    click(at, _key(game_id, refusal.action))
    assert at.error and "is not allowed here" in at.error[0].value
    assert not at.success
    text = _flat(markdown(at))
    assert _flat(refusal.reason)[1:60] in text and _flat(refusal.rule.quote)[:40] in text


@pytest.mark.parametrize("game_id", ROB_GAMES)
def test_the_dealer_robs_or_lets_the_ace_lie(app: OpenApp, game_id: str) -> None:
    task = _task(game_id, "rob_dealer")
    g, s = task.question.game, task.question.state
    assert s.phase == "rob"
    at = _open(app, game_id, "rob_dealer")
    keys = {b.key for b in at.button if b.key and ":learn:try:" in b.key}
    # no card is played before the dealer robs or lets it lie: his moves, and only those
    assert keys == {_key(game_id, a) for a in g.legal_actions(s)}
    decline = next(a for a in g.legal_actions(s) if a.kind == "decline")
    assert "lie" in at.button(key=_key(game_id, decline)).label
    click(at, _key(game_id, decline))
    assert at.success and "is allowed here" in at.success[0].value
    ground = g.grounds(s, decline)[0]
    assert ground.rule.id.endswith("rob_optional")
    assert _flat(ground.reason)[1:50] in _flat(markdown(at))


def test_letting_the_chance_pass_under_the_britannica_costs_the_deal(app: OpenApp) -> None:
    task = _task("forty_five", "rob_optional")
    g, s = task.question.game, task.question.state
    assert s.opts.eb_compulsory_rob
    card = next(a for a in g.legal_actions(s) if a.kind == "play")
    at = _open(app, "forty_five", "rob_optional")
    click(at, _key("forty_five", card))
    assert at.success and "may be played" in at.success[0].value
    ground = g.grounds(s, card)[0]
    assert ground.rule.id == "forty_five.eb_compulsory_rob" and "nothing" in ground.reason
    assert _flat(ground.reason)[1:60] in _flat(markdown(at))


def test_another_reading_with_the_same_moves_on_other_terms(app: OpenApp) -> None:
    """Forty-Five's rob_optional step takes the Britannica's reading (who lets his chance to rob
    pass scores nothing). A learner who chose the default reading is told that the same moves
    are allowed there, but not on the same terms: the engine's grounds under his reading (a
    card played without robbing lets the chance pass at no cost), with that reading's rule."""
    task = _task("forty_five", "rob_optional")
    g, s = task.question.game, task.question.state
    at = _under(app, "forty_five", "rob_optional", "rules_md")
    assert not at.exception
    played = next(a for a in g.legal_actions(s) if a.kind == "play")
    click(at, _key("forty_five", played))
    assert not any("answer here is the same" in c.value for c in at.caption)
    assert any("not on the same terms" in i.value for i in at.info)
    text = _flat(markdown(at))
    assert "robbing is optional: you may let the 6♣ lie" in text  # the default reading's ground
    assert "forty_five.rob_optional" in text  # cited under the rules of the chosen reading


def test_a_position_another_reading_cannot_set_up_is_said_in_a_sentence(
    app: OpenApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A scenario another reading cannot read is said in a sentence ('its leader is required:
    ...'), not 'cannot arise: is required: ...'. No lesson step is such a scenario today
    (tests/lessons/test_step_readings.py: Forty-Five's 'Counting out at 35 all' names its
    leader since 58863e2), so the step's scenario is read here without its leader: under the
    default reading the deal plays on and the engine asks who leads."""
    real = learn_position.from_dict

    def without_leader(data: dict[str, object], source: str) -> object:
        return real({k: v for k, v in data.items() if k != "leader"}, source)

    monkeypatch.setattr(learn_position, "from_dict", without_leader)
    at = _under(app, "forty_five", "count_out", "rules_md")
    assert not at.exception
    said = [i.value for i in at.info if "cannot arise" in i.value]
    assert said and "cannot arise: its leader is required" in said[0], said


def test_count_out_arises_under_every_reading(app: OpenApp) -> None:
    """With its leader named (58863e2) the count-out position is set up under the default
    reading too, where the deal plays on: the page shows how the readings differ there, not
    that the position cannot arise."""
    at = _under(app, "forty_five", "count_out", "rules_md")
    assert not at.exception
    assert not [i.value for i in at.info if "cannot arise" in i.value]
    assert any("The readings differ here" in w.value for w in at.warning), [
        w.value for w in at.warning
    ]


def test_card_buttons_follow_the_tables_order(app: OpenApp) -> None:
    """The task's card buttons run as the table draws the hand (the game's ``hand_order``:
    Spoil Five's trumps together, best first), not suit by suit and face value."""
    task = _task("spoil_five", "renege")  # the trumps are not the first suit by face
    g, s = task.question.game, task.question.state
    at = _open(app, "spoil_five", "renege")
    shown = [b.label.removeprefix("Play ") for b in at.button if b.label.startswith("Play ")]
    held = [a.card for a in task.moves() if a.kind == "play" and a.card is not None]
    want = [md(CARDS[c].pretty) for c in g.hand_order(s, [int(c) for c in held])]  # (red)
    assert shown == want, (shown, want)


def test_a_field_named_in_its_own_sentence_is_not_said_twice(app: OpenApp) -> None:
    """Rams' deal step under the lesson text's reading (the trump card is the dealer's own):
    the engine's sentence is said as it is ('the trump card 10♥ is the dealer's own last card,
    so P0's hand must hold it'), neither after the field's path ('its hands.P0 the trump card
    ...') nor naming it ('hands.P0 must hold it')."""
    at = _under(app, "rams", "deal", "dealer_card_trump_000")
    assert not at.exception
    said = [i.value for i in at.info if "cannot arise" in i.value]
    assert said and "is the dealer's own last card, so P0's hand must hold it" in said[0], said
    assert "hands.P" not in said[0] and "its " not in said[0], said


def test_a_settlement_step_still_in_play_under_another_reading(app: OpenApp) -> None:
    """Forty-Five's count-out step under the default scoring: the deal plays on, so the page
    says nothing is settled yet and who is to play, not 'nothing changes hands'."""
    at = _under(app, "forty_five", "count_out", "rules_md")
    text = markdown(at)
    assert "nothing changes hands" not in text
    assert "nothing is settled yet: P2 is to play" in text, text[-600:]


@pytest.mark.parametrize(
    ("game_id", "step_id"), [("spoil_five", "renege"), ("forty_five", "rob_ace")]
)
def test_the_line_above_the_reasons_is_told_to_the_learner(
    app: OpenApp, game_id: str, step_id: str
) -> None:
    """The picture names the player to move 'P2 (you)' and the task says 'You are P2', so the
    line on what he may do says 'You may play ...', not 'P2 may play any card in hand'."""
    task = _task(game_id, step_id)
    g, s = task.question.game, task.question.state
    at = _open(app, game_id, step_id)
    card = next(a.card for a in g.legal_actions(s) if a.kind == "play" and a.card is not None)
    click(at, f"{game_id}:learn:try:{card.code}")
    mover = g.current_player(s)
    text = _flat(markdown(at))
    assert "You may play" in text and f"P{mover} may play" not in text, text
