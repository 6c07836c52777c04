"""The Play page's result line in the pool family (ui/games/pool_result.py, pool_verdict) and the
settlement's lines under it (ui/pages/play_record.py, deal_record).

Reported by the learner walks: after a pass, a flush or a lost rams the result line read 'You
won 0 tricks: ...' in Loo (both readings), Irish and Five-card Loo, Rams, Rounce and
Bierspiel; a Five-card flush dealt to the learner was told as 'P0 shows a flush'. The line now
says what happened from the learner's side and what the settlement moves for him; the
transfers (each with its rule) are listed whatever the result line says.

Every amount the tests expect is read from the engine's settlement, never written here."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from apptools import click, play_card
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY
from engine.games.pool.state import IN
from engine.ledger import format_counters, seat_account, unit_said
from engine.scenario import from_dict, load_file
from ui.cards import cards_of
from ui.format import capital, md
from ui.games.pool_result import pool_ending
from ui.pages import play
from ui.play_table import Table
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
ROOT = Path(__file__).resolve().parents[2]
# (game, reading): Loo under Foster's reading and the lesson text's (seed 000)
READINGS = [
    ("loo", "foster1897"),
    ("loo", "lesson_000"),
    ("irish_loo", None),
    ("five_card_loo", None),
    ("rams", None),
    ("rounce", None),
    ("bierspiel", None),
]


def _deals(gid: str, variant: str | None, n: int = 160) -> Iterator[Any]:
    """Finished deals played at random (a carried pool every other deal: Loo's doubles)."""
    game = REGISTRY.get(gid)
    rng = random.Random(11)
    players = 5 if "loo" in gid else 4
    for seed in range(n):
        kw: dict[str, Any] = {"variant": variant} if variant else {}
        if gid == "loo":
            kw["pool"] = 6 * (seed % 2)
        s = game.new_deal(players=players, dealer=seed % players, seed=seed, **kw)
        while not game.is_over(s):
            s = game.apply(s, rng.choice(game.legal_actions(s)))
        yield s


def _tail(gid: str, s: Any, seat: int) -> str:
    """What the settlement moves for ``seat``, in the words the line must end with."""
    game = REGISTRY.get(gid)
    me = seat_account(seat)
    st = game.settlement(s)
    got = sum(t.amount for t in st.transfers if t.payee == me)
    paid = sum(t.amount for t in st.transfers if t.payer == me)
    if gid == "bierspiel":  # points wiped out from the chalk; a fresh cross chalked up
        if not (got or paid):
            return "you wipe out nothing and take no fresh cross"
        return " and ".join([f"wipe out {got}"] * bool(got) + ["fresh cross"] * bool(paid))
    unit = s.spec.unit_word

    def amt(x: int) -> str:
        return unit_said(format_counters(x, s.spec.units), unit)

    if got and paid:
        return f"you receive {amt(got)} and pay {amt(paid)}"
    if got:
        return f"you receive {amt(got)}"
    if paid:
        return f"you pay {amt(paid)}"
    return "you pay nothing and take nothing"


@pytest.mark.parametrize(("gid", "variant"), READINGS, ids=[f"{g}-{v}" for g, v in READINGS])
def test_the_result_line_says_what_happened_and_what_the_settlement_moves(
    gid: str, variant: str | None
) -> None:
    game, ui = REGISTRY.get(gid), game_ui(gid)
    assert ui.verdict is not None, "the pool family gives its own result line"
    kinds: set[str] = set()
    for s in _deals(gid, variant, 400 if gid == "rams" else 160):
        for seat in range(s.n):
            kind, line = ui.verdict(s, seat)
            assert "0 trick" not in line and "1 tricks" not in line, line
            net = game.settlement(s).net().get(seat_account(seat), 0)
            assert kind == ("success" if net > 0 else "warning" if net < 0 else "info"), line
            for word in _tail(gid, s, seat).split(" and "):
                assert word in line or capital(word) in line, (line, word)
            said = s.declarations[seat]
            # a deal ended short: how is the log's line above the box (pool_end_notes), the
            # box only what it moves for him ('You pay 20 counters.'; it had said the ending
            # again before a colon)
            ending = pool_ending(s, seat) or ""
            if s.result in ("flush", "rams_lost", "pone_paid", "dealer_takes"):
                assert ending and ending not in line, (ending, line)
                assert ":" not in line and line[:1].isupper(), line
            if s.result == "flush":
                f = s.flushes[0]
                who = "You show" if f == seat else f"P{f} shows"
                assert ending.startswith(f"{who} a flush ("), ending
                kinds.add("flush")
            elif s.result == "rams_lost":
                who = "You" if s.rams == seat else f"P{s.rams}"
                lost = len(s.history)
                assert ending.startswith(f"{who} announced rams and lost trick {lost}"), ending
                kinds.add("rams_lost")
            elif s.result == "pone_paid":
                assert ending.startswith("Everyone passed"), ending
                assert ("you (the pone)" in ending) == (game.pone(s) == seat), ending
                kinds.add("pone_paid")
            elif s.result == "dealer_takes":
                d = s.dealer
                assert ending == (
                    "Everyone before you (the dealer) passed, so you take the pool"
                    if d == seat
                    else f"Everyone before P{d} (the dealer) passed, so he takes the pool"
                ), ending
                kinds.add("dealer_takes")
            elif s.result == "played" and s.rams >= 0:
                who = "You" if s.rams == seat else f"P{s.rams}"
                assert line.startswith(f"{who} announced rams and won all"), line
                kinds.add("rams_made")
            elif s.result == "played" and said not in IN:
                assert line.startswith("You passed:"), line
                if gid != "bierspiel":
                    assert line.endswith(": you pay nothing and take nothing."), line
                kinds.add("pass")
            elif s.result == "played":
                won = s.tricks[seat]
                tricks = "no trick" if not won else f"{won} trick{'s' if won > 1 else ''}"
                mine = [
                    t.told(seat)
                    for t in game.settlement(s).transfers
                    if seat_account(seat) in (t.payee, t.payer)
                ]
                # said once: where his own Settlement line says what he won ('You won 3
                # tricks: 3 fifths of the pool: ...'), the line gives his figures alone
                said_below = any(r.startswith(("You won", "You played and won")) for r in mine)
                if said_below and said != "widow":
                    assert "won " not in line and line[:1].isupper(), line
                    assert any(f"won {tricks}" in r for r in mine), (line, mine)
                else:
                    assert f"won {tricks}" in line, line
                kinds.add("played")
    want = {"played", "pass"} | {
        "loo": {"dealer_takes"},
        "irish_loo": {"flush", "dealer_takes"},
        "five_card_loo": {"flush", "dealer_takes"},
        "rams": {"rams_lost", "pone_paid"},  # a rams made: below
        "rounce": {"pone_paid"},
        "bierspiel": {"pone_paid"},
    }[gid]
    assert kinds >= want, (kinds, want)


RAMS_MADE = {  # P3 announced rams and took all five tricks (P2 took his hand up again)
    "game": "rams",
    "players": 4,
    "dealer": "P0",
    "pool": 15,
    "trump": "S",
    "declarations": {"P1": "stand", "P2": "pass, stand", "P3": "rams, stand", "P0": "stand"},
    "tricks_won": {"P3": 5},
}


def test_a_rams_made_and_a_penalty_are_said_from_each_seat() -> None:
    game, ui = REGISTRY.get("rams"), game_ui("rams")
    s = from_dict(RAMS_MADE, "test").state
    assert s.result == "played" and s.rams == 3
    for seat in range(4):
        kind, line = ui.verdict(s, seat)
        who = "You" if seat == 3 else "P3"
        assert line.startswith(f"{who} announced rams and won all 5 tricks: "), line
        assert line.endswith(f": {_tail('rams', s, seat)}."), line
        assert kind == ("success" if seat == 3 else "warning"), line
    # Rams' one penalty (docs/examples/rams_penalty.yaml): P3 exposed a card
    s = load_file(ROOT / "docs" / "examples" / "rams_penalty.yaml").state
    for seat in range(4):
        _, line = ui.verdict(s, seat)
        who = "you" if seat == 3 else "P3"
        assert f"; {who} exposed a card: " in line, line
        assert line.endswith(f": {_tail('rams', s, seat)}."), line
    assert game.settlement(s).net()["P3"] < 0


def _dealt_flush(seat: int) -> int:
    """A Five-card Loo deal's seed whose first deal (the learner's right deals, as the Play page
    deals it) gives the learner a flush: the deal ends as dealt."""
    g = REGISTRY.get("five_card_loo")
    for seed in range(5000):
        s = g.new_deal(players=5, dealer=(seat - 1) % 5, seed=seed)
        if s.result == "flush" and s.flushes[0] == seat:
            return seed
    raise AssertionError("no flush dealt")


def test_a_flush_dealt_to_the_learner_is_told_to_him(app: OpenApp) -> None:
    """Five-card Loo: a flush dealt ends the deal before anyone moves; the log and the result
    line said 'P0 shows a flush' to P0."""
    g = REGISTRY.get("five_card_loo")
    t = play.new_table(
        g,
        {"players": 5, "seat": 0, "bots": "random"},
        {"variant": "foster1897", "options": {}},
        1,
        deal=_dealt_flush(0),
    )
    assert t.state.result == "flush"
    # as the table draws the hand
    cards = " ".join(CARDS[c].pretty for c in g.hand_order(t.state, cards_of(t.state.hands[0])))
    log = " ".join(t.events)
    assert f"You show a flush ({cards}) and take the pool." in log, log
    assert "P0 shows" not in log, log
    kind, line = game_ui(g.id).verdict(t.state, 0)  # (the flush is the log's: not again)
    assert kind == "success" and line.startswith("You receive ") and "flush" not in line, line


def _finish(at: AppTest, gid: str) -> Table:
    """Play the deal on the page to its end, the learner choosing the engine's first legal
    action."""
    for _ in range(60):
        t: Table = at.session_state[f"{gid}:table"]
        if REGISTRY.get(gid).is_over(t.state):
            return t
        keys = {b.key for b in at.button}
        if f"{gid}:continue" in keys:
            click(at, f"{gid}:continue")
            continue
        act = REGISTRY.get(gid).legal_actions(t.state)[0]
        if act.kind == "play" and act.card is not None:
            play_card(at, gid, act.card)
        elif f"{gid}:decl:{act}" in keys:
            click(at, f"{gid}:decl:{act}")
        else:
            click(at, f"{gid}:compose:{act.kind}")
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("gid", ["loo", "rams", "bierspiel"])
def test_the_page_lists_every_transfer_beside_the_games_result_line(app: OpenApp, gid: str) -> None:
    """A game's own result line (GameUI.verdict) had made the page drop the settlement's
    lines: Loo's flush and defender lines went with them. Each transfer and note is listed,
    with its rule."""
    at = app(f"{gid}:play", **{f"{gid}__play_cfg": {"players": 4, "seat": 0, "bots": "random"}})
    t = _finish(at, gid)
    game = REGISTRY.get(gid)
    settle = game.settlement(t.state)
    text = "\n".join(m.value for m in at.markdown)
    for tr in settle.transfers:  # told to the learner: his seat is "you"
        assert capital(tr.told(t.seat)) in text, tr.reason
        assert f"rule: *{md(game.rules[tr.rule].statement)}*" in text, tr.rule
    for note in settle.notes:
        assert capital(note.told(t.seat)) in text, note.text
    boxes = [b.value for b in (*at.success, *at.warning, *at.info)]
    _, line = game_ui(gid).verdict(t.state, t.seat)
    assert any(line.split(":")[0] in b for b in boxes), (line, boxes)


@pytest.mark.parametrize("gid", ["rams", "rounce", "bierspiel"])
def test_the_log_says_how_a_rams_family_deal_ended_short(gid: str) -> None:
    """A rams lost and the pone paying to drop end the deal short of play: the log said only
    the last trick or the last pass."""
    game, ui = REGISTRY.get(gid), game_ui(gid)
    rng = random.Random(2)
    ended: set[str] = set()
    for seed in range(120):
        s = game.new_deal(players=4, dealer=seed % 4, seed=seed)
        logged: list[str] = []
        while not game.is_over(s):
            before = s
            s = game.apply(s, rng.choice(game.legal_actions(s)))
            logged += ui.move_notes(before, s, 0)
        if s.result == "played":
            assert logged == [], logged
            continue
        ended.add(s.result)
        # the ending's sentence (which says what it costs after a colon: the pone "pays P0 to
        # drop", the announcer "doubles the pool ..."), and the result box not again: only
        # what it moves for the learner
        assert len(logged) == 1 and logged[0][:-1] not in ui.verdict(s, 0)[1]
    assert "pone_paid" in ended and ("rams_lost" in ended or gid != "rams"), ended


@pytest.mark.parametrize("gid", ["loo", "irish_loo", "five_card_loo"])
def test_a_dealer_who_takes_the_pool_is_not_said_to_stand(gid: str) -> None:
    """Everyone else passed and the dealer took the pool without a word (the engine records
    his declaration as 'stand' for the deal's end): his seat was tagged 'stands', the replay
    said 'P0 stood' and the settlement table 'stand'. They say he took the pool."""
    from ui.cards import table_view
    from ui.games.pool import loo_deal_notes

    game = REGISTRY.get(gid)
    found = 0
    for s in _deals(gid, None, 200):
        if s.result != "dealer_takes":
            continue
        found += 1
        taken = [t for t in game.settlement(s).transfers if t.payee == seat_account(s.dealer)]
        assert taken and taken[0].payer == "pool", taken  # the engine's word for what he did
        view = table_view(s, viewer=0, reveal=True)
        tags = view.seats[s.dealer].tags
        assert "stands" not in tags and "takes the pool" in tags, tags
        notes = " ".join(loo_deal_notes(s))
        assert f"P{s.dealer} stood" not in notes and f"P{s.dealer} took the pool" in notes, notes
        row = game.settlement_rows(s)[s.dealer]
        assert row["declared"] == "took the pool", row
    assert found
