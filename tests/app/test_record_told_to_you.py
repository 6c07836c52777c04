"""Play's record of a finished deal tells the learner his own part in the second person: the
running table's result cell read "P0 showed a flush" (Loo family) and "P0 failed nap"
(Napoleon) to P0, the Loo replay's notes "Declarations: P0 passed; ...", Sixty-Six's replay
"P0 shows the marriage K♥ Q♥ ..." and Linger Longer's "P0 wins (last left)". Each game's
``ledger_row``, ``deal_notes`` and ``trick_notes`` take the learner's seat; over seeded
deals, nothing they tell him names his seat, and what names him says "you"."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.pages.play_record import settlement_lines
from ui.tables import GAME_UI

# (game, players): the games whose record is told to the learner; Spoil Five's and
# Forty-Five's replay notes read "P0 deals ... / P0 robbed the ..." to P0, and two-hand
# Forty-Five's score sheet "P0 wins 3 tricks to 2 ..."
TABLES = [
    ("loo", 5),
    ("irish_loo", 5),
    ("five_card_loo", 5),
    ("rams", 4),
    ("rounce", 4),
    ("bierspiel", 4),
    ("napoleon", 4),
    ("sixty_six", 2),
    ("sixty_six", 3),
    ("linger_longer", 4),
    ("spoil_five", 4),
    ("forty_five", 2),
    ("forty_five", 4),
]


def names_seat(line: str, seat: int) -> bool:
    """Does a line call a player by his seat ("P2 passed"), not as one of a side's seats?"""
    return bool(re.search(rf"(?<![+\w])P{seat}(?![+\w])", line))


def names_side(line: str, seat: int) -> bool:
    """Does a line call the side that holds ``seat`` by its seats ("P1+P3 take 81 points"),
    not as "your side (P1+P3)"?"""
    return any(
        seat in {int(p) for p in re.findall(r"\d+", m.group(1))}
        for m in re.finditer(r"(?<![+\w])(?<!side \()(P\d+(?:\+P\d+)+)(?![+\w])", line)
    )


def finished(game_id: str, n: int, seed: int) -> Any:
    """A deal of ``game_id`` played to its end by random legal moves (seeded)."""
    game = REGISTRY.get(game_id)
    rng = random.Random(seed)
    s = game.new_deal(players=n, dealer=seed % n, seed=seed)
    for _ in range(400):
        if game.is_over(s):
            return s
        s = game.apply(s, rng.choice(game.legal_actions(s)))
    raise AssertionError(f"{game_id} seed {seed}: the deal did not end")


def told(game_id: str, s: Any, seat: int) -> list[str]:
    """Every line the record tells ``seat``: the table's result cell (or the score sheet's
    why), the notes as dealt and beside each trick."""
    ui = GAME_UI[game_id]
    lines = []
    if ui.score_sheet is None:
        lines.append(ui.ledger_row(s, seat).get("result", ""))
    else:  # the sheet's why (Sixty-Six's, Forty-Five's)
        lines += [str(row.get("why", "")) for row in ui.score_sheet(s, seat)]
    # (Linger Longer's notes as dealt name nobody: its turned card)
    lines += ui.deal_notes(s, seat)
    for k in range(len(s.history)):
        lines += ui.trick_notes(s, k, seat)
    return lines + settled(game_id, s, seat)


def settled(game_id: str, s: Any, seat: int | None) -> list[str]:
    """The record's settlement lines told to ``seat`` ("You failed your bid of 2: you → P0 2
    counters, P2 2 counters"), as the page writes them."""
    game = REGISTRY.get(game_id)
    return [line for line, _ in settlement_lines(game, game.settlement(s), seat)]


@pytest.mark.parametrize(("game_id", "n"), TABLES)
def test_the_record_tells_the_learner_his_part(game_id: str, n: int) -> None:
    you = 0
    for seed in range(40):
        s = finished(game_id, n, seed)
        for seat in range(n):
            lines = told(game_id, s, seat)
            named = [line for line in lines if names_seat(line, seat)]
            assert not named, (seed, seat, named)
            you += sum(bool(re.search(r"\b[Yy]ou(r)?\b", line)) for line in lines)
            others = told(game_id, s, (seat + 1) % n)
            # to another seat the record says the same things, of this seat by his name
            assert len(others) == len(lines)
    assert you, f"{game_id}: no line told to the learner in 40 deals"


# every game and player count whose settlement names seats, Spoil Five's and Forty-Five's too
SETTLED = [
    *TABLES,
    ("sixty_six", 4),
    ("spoil_five", 4),
    ("spoil_five", 6),
    ("forty_five", 2),
    ("forty_five", 4),
]


@pytest.mark.parametrize(("game_id", "n"), SETTLED)
def test_the_settlement_tells_the_learner_his_part(game_id: str, n: int) -> None:
    """Play's settlement lines read "P1 failed 2: P1 → P0 2 counters, P2 2 counters" to P1:
    told to a seat, they never name it (a side's "P1+P3" aside); where the seat-neutral lines
    name it, as payer, payee or the reason's subject, the told ones say "you"; where they
    name his side ("P1+P3 take 81 points"), "your side"."""
    you = 0
    for seed in range(40):
        s = finished(game_id, n, seed)
        neutral = settled(game_id, s, None)
        for seat in range(n):
            lines = settled(game_id, s, seat)
            named = [line for line in lines if names_seat(line, seat) or names_side(line, seat)]
            assert not named, (seed, seat, named)
            assert len(lines) == len(neutral)
            for line, was in zip(lines, neutral, strict=True):
                if names_seat(was, seat) or names_side(was, seat):
                    assert re.search(r"\b[Yy]ou(r)?\b", line), (was, line)
                    you += 1
                else:
                    assert line == was
    assert you, game_id


@pytest.mark.parametrize(
    ("game_id", "n"),
    [("forty_five", 2), ("forty_five", 4), ("sixty_six", 2), ("sixty_six", 3), ("sixty_six", 4)],
)
def test_the_result_line_tells_the_learner_he_lost(game_id: str, n: int) -> None:
    """The result box read "P0 scores 5." (Forty-Five) or "P0+P2 score 2 game points."
    (four-hand Sixty-Six) to a learner who lost, saying nothing of him (the hand review's
    summary repeats it): a line that is no win for him begins by telling him he lost,
    "You lost this deal: P0 scores 5." / "Your side (P1+P3) lost this hand: P0+P2 ..."; a
    win is told "You score ..." / "Your side (P0+P2) scores ..." as before."""
    verdict = GAME_UI[game_id].verdict
    assert verdict is not None
    lost = 0
    for seed in range(30):
        s = finished(game_id, n, seed)
        for seat in range(n):
            kind, line = verdict(s, seat)
            side = "P0+P2" if seat % 2 == 0 else "P1+P3"
            if kind == "warning":
                told = f"Your side ({side}) lost this" if n == 4 else "You lost this"
                assert line.startswith(told), line
                lost += 1
            elif kind == "success" and n == 4:
                # (Forty-Five: "... won this deal and needs 15 more for game ...", its points
                # being the caption's, above the box on Play)
                scores = "won this deal" if game_id == "forty_five" else "scores"
                assert line.startswith(f"Your side ({side}) {scores}"), line
            elif kind == "success":
                assert line.startswith("You ") or " you " in line.split(".")[0], line
    assert lost


def test_a_failed_bid_is_told_to_its_bidder() -> None:
    """The learner's own words for his failed bid, its payees named after "you pay", and the
    running table's result cell."""
    for seed in range(80):
        s = finished("napoleon", 4, seed)
        if s.result == "failed" and s.bid < 5:
            each = [f"{s.bid} to P{p}" for p in range(4) if p != s.bidder]
            each[0] = f"{s.bid} counters{each[0].removeprefix(str(s.bid))}"  # the unit once
            others = ", ".join(each[:-1]) + f" and {each[-1]}"
            assert settled("napoleon", s, s.bidder) == [
                f"You failed your bid of {s.bid}: you pay {others}"
            ]
            # the running table's cell says it likewise: it read "you failed 3", a number
            # alone like a score (ui/games/napoleon.py); other seats, the engine's words
            row = GAME_UI["napoleon"].ledger_row
            assert row(s, s.bidder)["result"] == f"you failed your bid of {s.bid}"
            other = (s.bidder + 1) % 4
            assert row(s, other)["result"] == f"P{s.bidder} failed his bid of {s.bid}"
            return
    raise AssertionError("no failed bid below nap in 80 deals")


def test_each_named_case() -> None:
    """The lines the learner reported, one of each, told to their player."""
    loo = finished("five_card_loo", 5, 101)  # a flush dealt (d2657fe's deal)
    if loo.result == "flush":
        f = loo.flushes[0]
        assert GAME_UI["five_card_loo"].ledger_row(loo, f)["result"] == "you showed a flush"
    for seed in range(40):
        s = finished("napoleon", 4, seed)
        if s.result in ("made", "failed"):
            cell = GAME_UI["napoleon"].ledger_row(s, s.bidder)["result"]
            assert cell.startswith(f"you {s.result} "), cell
            assert GAME_UI["napoleon"].ledger_row(s, -1)["result"].startswith(f"P{s.bidder} ")
            break
    for seed in range(40):
        s = finished("loo", 5, seed)
        notes = GAME_UI["loo"].deal_notes(s, 1)
        if notes and notes[0].startswith("Declarations:"):
            assert re.search(r"[:;] you (stood|passed|took|defended|were)", notes[0]), notes
            break
    for seed in range(80):
        s = finished("sixty_six", 2, seed)
        for p in {p for p, a in s.moves if a.kind == "meld"}:
            notes = [
                " ".join(GAME_UI["sixty_six"].trick_notes(s, k, p)) for k in range(len(s.history))
            ]
            if any("show the marriage" in n for n in notes):
                assert any("You show the marriage" in n for n in notes), notes
                return
    raise AssertionError("no marriage shown in 80 hands")


def test_the_replay_tells_the_learner_the_tricks_he_won(app: Any) -> None:
    """The replay's tabs titled a trick the learner won "Trick 2: P0 wins" to P0, where the
    table paused after it had said "Trick 2: you win"."""
    from apptools import markdown
    from deals import play_out

    from ui.pages import play

    game = REGISTRY.get("napoleon")
    cfg = {"players": 3, "seat": 0, "bots": "random"}
    for seed in range(30):
        t = play.new_table(game, cfg, {"variant": game.default_variant, "options": {}}, seed)
        play_out(game, t, random.Random(seed).choice)
        if any(w == 0 for _, w in t.state.history):
            break
    at = app("napoleon:play", **{"napoleon__seed": seed, "napoleon__play_cfg": cfg})
    t = at.session_state["napoleon:table"]
    play_out(game, t, random.Random(seed).choice)
    at.run()
    page = markdown(at)
    won = [k + 1 for k, (_, w) in enumerate(t.state.history) if w == 0]
    assert won and all(f"Trick {k}: you win" in page for k in won), won
    assert not re.search(r"Trick \d+: P0 wins", page)


@pytest.mark.parametrize(("game_id", "n"), [("napoleon", 3), ("linger_longer", 4)])
def test_the_learners_tricks_are_his(game_id: str, n: int) -> None:
    """A finished deal's table, every card face up (the Play page, the replay), boxed each
    seat's tricks under "P0's tricks", the learner's too: his are "Your tricks"."""
    from ui.cards import table_view

    s = finished(game_id, n, 1)
    seat = next(w for _, w in s.history)
    boxes = [name for name, _ in table_view(s, viewer=seat, reveal=True).extras]
    assert "Your tricks" in boxes and f"P{seat}'s tricks" not in boxes, boxes
    assert f"P{seat}'s tricks" in [k for k, _ in table_view(s, viewer=None, reveal=True).extras]
