"""Quiz questions: the engine answers, checks a learner's response and explains the rule."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
import yaml

from engine.game import REGISTRY
from engine.games.loo import LOO
from engine.quiz import AnswerFormatError, Question, check, kinds_for, practice
from engine.scenario import from_dict


def question(kind: str, text: str) -> Question:
    return Question("q", kind, "?", from_dict(yaml.safe_load(text), "test"))


HEAD = "game: loo\nplayers: 5\nhands: {P2: [KS, 3S, AD]}\ntrick: [P1 QS]\n"


def test_legal_cards_right_and_wrong() -> None:
    q = question("legal_cards", HEAD)
    assert check(q, ["KS"]).correct
    fb = check(q, "KS 3S")
    assert not fb.correct and "K♠" in fb.answer_text
    assert any("head the trick" in line for line in fb.explanation)
    # the rule the learner broke comes first, then every other rule in play
    assert [r.id for r in fb.rules] == ["loo.head_the_trick", "loo.follow_suit"]
    assert fb.explanation[0].startswith(
        "you chose 3♠, but it is not allowed, because you must head"
    )
    assert {c for c in fb.marked} == {int(__import__("engine.cards").cards.Card.parse("3S"))}


def test_trick_winner_explains_trump_turn() -> None:
    q = question(
        "trick_winner",
        "game: loo\nplayers: 4\nturn_card: 9H\ntrick: [P1 QS, P2 KS, P3 2H, P0 AS]\n",
    )
    assert check(q, "P3").correct and not check(q, "P0").correct
    fb = check(q, "P0")
    assert "9♥ was turned" in fb.explanation[0] and fb.answer_text == "P3 with 2♥"


def test_settlement_fractions() -> None:
    q = question(
        "settlement",
        "game: loo\nplayers: 3\npool: 4 1/3\ntrump: S\n"
        "declarations: {P1: stand, P2: stand, P0: stand}\ntricks_won: {P1: 2, P2: 1}\n",
    )
    right = {"P0": "-3", "P1": "2 2/3", "P2": "4/3", "pool": "3 1/3"}
    assert check(q, right).correct
    fb = check(q, right | {"P1": "3"})
    assert not fb.correct and "P1" in fb.message
    assert q.solve()["pool"] == Fraction(10, 3)


def test_declare() -> None:
    q = question(
        "declare",
        "game: loo\nplayers: 5\npool: 12\ntrump: H\n"
        "declarations: {P1: pass, P2: stand, P3: pass, P4: pass}\n",
    )
    assert check(q, ["stand", "defend"]).correct
    assert not check(q, "stand pass").correct


@pytest.mark.parametrize(
    ("kind", "raw", "needle"),
    [
        ("legal_cards", "KS ZZ", "'ZZ' is not a card"),
        ("trick_winner", "nobody", "is not a player"),
        ("declare", "fold", "is not one of the choices"),
        ("settlement", {"P0": 1}, "missing an amount for P1"),
        ("settlement", {"P0": "x", "P1": 0, "P2": 0, "pool": 0}, "P0: 'x' is not an amount"),
    ],
)
def test_bad_answer_formats(kind: str, raw: object, needle: str) -> None:
    text = {
        "legal_cards": HEAD,
        "declare": HEAD,
        "trick_winner": "game: loo\nplayers: 3\ntrick: [P1 QS, P2 KS, P0 3S]\n",
        "settlement": "game: loo\nplayers: 3\ntricks_won: {P1: 3}\n",
    }[kind]
    with pytest.raises(AnswerFormatError, match=needle):
        check(question(kind, text), raw)


@pytest.mark.parametrize(
    ("game_id", "example"),
    [
        ("loo", "a whole number or thirds, e.g. 3, -3, 1 1/3 or 4/3"),
        ("bierspiel", "a whole number, e.g. 3 or -5"),
        ("five_card_loo", "a whole number or fifths, e.g. 3, -3, 1 1/5 or 6/5"),
    ],
)
def test_a_malformed_amount_is_shown_the_game_s_examples(game_id: str, example: str) -> None:
    """A malformed amount is answered with amounts the game can have: Bierspiel's points are
    whole, so no "1 1/3" (a learner walk typed "3x" in Bierspiel's q_beer and was told to write
    e.g. 1 1/3); Loo keeps its thirds, Five-card Loo its fifths."""
    asked = (practice(game_id, 1, kind=k) for k in kinds_for(REGISTRY.get(game_id)))
    q = next(q for q in asked if q.form == "amounts")
    raw = {key: 0 for key in q.game.quiz_amounts(q.state)}
    first = next(iter(raw))
    raw[first] = "3x"  # type: ignore[assignment]  # (an answer typed wrong, as a learner may)
    with pytest.raises(AnswerFormatError) as e:
        check(q, raw)
    assert str(e.value) == f"{first}: '3x' is not an amount (write {example})"


@pytest.mark.parametrize("kind", kinds_for(LOO))
def test_practice_is_seeded_and_self_consistent(kind: str) -> None:
    a, b = practice("loo", 42, kind=kind), practice("loo", 42, kind=kind)
    assert a.state == b.state and a.kind == kind
    ans = a.solve()
    raw = f"P{ans}" if kind == "trick_winner" else ans
    assert check(a, raw).correct


def test_practice_level_prefers_more_duties() -> None:
    q = practice("loo", 3, kind="legal_cards", level=2)
    from engine.games.loo import LOO

    assert len({r.rule.id for r in LOO.refusals(q.state)}) >= 2


@pytest.mark.parametrize(
    ("game_id", "step_id"), [("spoil_five", "renege"), ("forty_five", "privilege")]
)
def test_a_privilege_that_frees_every_card_is_cited_not_no_duty(game_id: str, step_id: str) -> None:
    """Spoil Five / Forty-Five: an inferior trump led, and the only trump held a privileged
    one: every card may be played because the privilege lets it be held back, not because no
    duty narrows the choice (reported by the Spoil Five walk). The reasons give the engine's
    grounds for the legal cards, with their rules."""
    from engine.quiz import explanation
    from lessons import load

    step = load(game_id).step(step_id)
    assert step.scenario is not None
    g, s = step.scenario.game, step.scenario.state
    q = Question(id=step_id, kind="legal_cards", prompt="", scenario=step.scenario)
    lines, rules = explanation(q)
    grounds = [x for a in g.legal_actions(s) if a.kind == "play" for x in g.grounds(s, a)]
    assert grounds
    assert not any("no duty narrows" in line for line in lines), lines
    assert lines[0].startswith("every card in hand may be played"), lines
    for x in grounds:
        assert x.reason in lines and x.rule in rules, (x.reason, lines)
    assert f"{game_id}.renege_privilege" in {r.id for r in rules}


def test_settlement_reasons_write_fractions_as_the_table_does() -> None:
    """Learn's 'white counters' step: the reasons said 'pool → P1 3 1/3' under a settlement
    table showing '3⅓': both use engine.ledger.format_counters now (reported by the Loo walk).
    The engine's answer keeps the typed form ('3 1/3'), which a learner writes."""
    from engine.ledger import format_counters
    from engine.quiz import explanation
    from lessons import load

    step = load("loo").step("white_counters")
    assert step.scenario is not None
    q = Question(id="x", kind="settlement", prompt="", scenario=step.scenario)
    lines, _ = explanation(q)
    st = q.game.settlement(q.state)
    assert st is not None
    per = q.game.units_per_counter
    for t in st.transfers:
        # (a share said in words with the game's unit: "P1 takes 3⅓ red counters from the
        # pool", engine.ledger.Transfer.pool_said)
        amount = f"{format_counters(t.amount, per)} {q.game.amount_unit}"
        assert any(x.endswith(f"{t.payee} takes {amount} from the pool") for x in lines), lines
    assert not any("1/3" in x for x in lines), lines


def test_settlement_reasons_say_a_reason_once_with_its_moves() -> None:
    """A reason shared by several transfers (a failed bid paid to each opponent, a dealer
    scoring what the winner scores) is said once in Learn and Quiz, its moves after it, as
    Play's record says it (ui.pages.play_record.transfer_lines): Rams' q_rams_lost said
    'P1 lost his rams: ...' four times, once per payee, and Sixty-Six's three-hand
    question read 'P0 claims correctly ...; the dealer scores the same: game points → P0 1'
    and the same reason again for 'game points → P2 1'."""
    from engine.game import REGISTRY
    from engine.quiz import explanation
    from lessons import load

    shared = 0
    for g in REGISTRY:
        lesson = load(g.id)
        for q in lesson.quiz:
            if q.kind not in ("settlement", "game_points") or q.game.settlement(q.state) is None:
                continue
            st = q.game.settlement(q.state)
            lines, _ = explanation(q)
            for reason in {t.reason for t in st.transfers}:
                said = [x for x in lines if x.startswith(f"{reason}: ")]
                assert len(said) == 1, (g.id, q.id, reason, lines)
                shared += sum(t.reason == reason for t in st.transfers) > 1
    assert shared


def test_settlement_reasons_name_a_payer_once_as_play_does() -> None:
    """Learn and Quiz name a payer once for the payees he pays in a row, as Play's record does
    (one helper, engine.ledger.moves_by_reason): Napoleon's failed nap read 'P1 failed nap:
    P1 → P0 5, P1 → P2 5, P1 → P3 5, P1 → P4 5' and three-hand Sixty-Six 'game points → P0
    1, game points → P2 1', where Play says 'P1 → P0 5 counters, P2 5 counters, ...'."""
    from engine.game import REGISTRY
    from engine.quiz import explanation
    from lessons import load

    grouped = 0
    for g in REGISTRY:
        for q in load(g.id).quiz:
            st = q.game.settlement(q.state)
            if q.kind not in ("settlement", "game_points") or st is None:
                continue
            lines, _ = explanation(q)
            for line in lines:
                payers = re.findall(r"(?:^|: |, )([\w+ ]+?) \u2192 ", line)
                # a payer named again only after another payer between
                assert all(a != b for a, b in zip(payers, payers[1:], strict=False)), line
            payers = [t.payer for t in st.transfers]
            grouped += any(a == b for a, b in zip(payers, payers[1:], strict=False))
    assert grouped  # (some question has a payer paying several: q_rams_lost, Napoleon's)


def test_a_wrong_trick_winner_names_the_pick_in_every_game() -> None:
    """'Not quite. The right answer: P3 with 4♣.' said nothing of the player picked: now
    'Not P1 (J♦). The right answer: P3 with 4♣.', the pick with the card he played."""
    from engine.cards import CARDS
    from lessons import available, load

    seen = 0
    for gid in available():
        for q in load(gid).quiz:
            if q.kind != "trick_winner":
                continue
            plays = dict(q.shown_trick())
            for pick in (p for p in q.choices() if p != q.solve()):
                fb = check(q, f"P{pick}")
                said = f"Not P{pick} ({CARDS[plays[pick]].pretty}). The right answer: "
                assert fb.message == f"{said}{fb.answer_text}.", (gid, q.id, fb.message)
                seen += 1
    assert seen > 20
