"""Sixty-Six scenario files: good positions build (two-, three- and four-hand, in play and
finished), malformed ones give one line naming the field, and ``trickbook answer`` prints JSON.

Positions are drawn as in a test comment (trumps, stock, hands, the trick)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from engine.cards import CARDS, Card, Suit, card_list
from engine.games.sixty_six import CLAIM, SIXTY_SIX, SixtySixState, hand_points
from engine.scenario import ScenarioError, answer, from_dict


def build(text: str) -> SixtySixState:
    state: SixtySixState = from_dict(yaml.safe_load(text), "s.yaml").state
    return state


def ans(text: str) -> dict[str, Any]:
    return answer(from_dict(yaml.safe_load(text), "s.yaml"))


def mask(*codes: str) -> int:
    m = 0
    for c in codes:
        m |= 1 << Card.parse(c)
    return m


# ---- two-hand ---------------------------------------------------------------------------------
#   ♥ trumps, 12 in stock under the J♥; P1 (non-dealer) to lead the first trick
#   P1: K♠ Q♠ 9♥ A♣ J♦ 10♠
OPENING = """
game: sixty_six
players: 2
dealer: P0
turned: JH
hands: {P1: [KS, QS, 9H, AC, JD, 10S]}
"""


def test_opening_lead_free_play_marriage_but_no_exchange() -> None:
    s = build(OPENING)
    assert (s.n, s.seats, s.to_move, len(s.stock), s.face_up) == (
        2,
        (1, 0),
        1,
        12,
        mask("JH").bit_length() - 1,
    )
    out = ans(OPENING)
    assert out["to_move"] == "P1"
    assert out["legal"] == [
        "AC",
        "JD",
        "9H",
        "10S",
        "QS",
        "KS",
        "meld QS",
        "meld KS",
        "close",
        "claim",
    ]
    refused = {i["action"]: i["rule"] for i in out["illegal"]}
    assert refused == {"exchange": "sixty_six.exchange"}  # only after winning a trick


def test_after_a_trick_the_winner_may_exchange_and_the_stock_has_shrunk() -> None:
    s = build(OPENING + "tricks: {P1: 1}\nleader: P1\n")
    assert len(s.stock) == 10 and s.history[-1][1] == 1
    assert "exchange" in ans(OPENING + "tricks: {P1: 1}\nleader: P1\n")["legal"]


def test_later_play_must_follow_suit_and_strict_variant_heads_and_trumps() -> None:
    #   stock exhausted, ♥ trumps; P1 led the Q♣; P0: J♣ A♣ A♥ 9♠
    text = """
game: sixty_six
trump: H
tricks: {P0: 3, P1: 3}
leader: P1
hands: {P0: [JC, AC, AH, 9S]}
trick: [P1 QC]
"""
    assert ans(text)["legal"] == ["JC", "AC", "claim"]
    strict = ans(text + "variant: strict_second_phase_german_practice\n")
    assert strict["legal"] == ["AC", "claim"]
    assert {i["action"]: i["rule"] for i in strict["illegal"]}["JC"] == (
        "sixty_six.strict.follow_and_head"
    )
    void = text.replace("[JC, AC, AH, 9S]", "[AH, 9S]")
    assert ans(void)["legal"] == ["AH", "9S", "claim"]
    assert ans(void + "variant: strict_second_phase_german_practice\n")["legal"] == ["AH", "claim"]


def test_a_complete_trick_is_judged_and_drawn_from_unknown_stock() -> None:
    text = OPENING.replace("hands: {P1: [KS, QS, 9H, AC, JD, 10S]}", "trick: [P1 AS, P0 9H]")
    out = ans(text)
    assert out["trick_winner"] == {
        "player": "P0",
        "card": "9H",
        "trump": "H",
        "card_points": 11,
        "rule": "sixty_six.trick_winner",
    }
    s = build(text)
    assert s.phase == "play" and s.to_move == 0 and s.points == (11, 0) and len(s.stock) == 10


def test_a_marriage_shown_with_the_lead_and_the_opening_marriage_pending() -> None:
    s = build(OPENING.replace("hands: {P1: [KS, QS, 9H, AC, JD, 10S]}", "trick: [P1 QS]")
              + "marriages: [P1 QS]\n")  # fmt: skip
    assert s.pending == (0, 20) and s.melds == (0, 0) and s.marriages == ((1, 3, 20),)
    later = build(
        OPENING.replace("hands: {P1: [KS, QS, 9H, AC, JD, 10S]}", "trick: [P1 KH]")
        + "tricks: {P1: 1}\nleader: P1\nmarriages: [P1 KH]\n"
    )
    assert later.melds == (0, 40)  # trumps: 40, scored at once after a trick


def test_earlier_marriages_count_and_melds_must_agree() -> None:
    text = OPENING + "tricks: {P1: 2, P0: 1}\nleader: P1\nmarriages: [P1 D]\n"
    assert build(text).melds == (0, 20)
    assert build(text + "melds: {P1: 20}\n").melds == (0, 20)


def test_closed_stock_compulsory_and_marriages_still_allowed() -> None:
    text = """
game: sixty_six
turned: 10C
closed_by: P1
tricks: {P1: 2, P0: 1}
leader: P1
hands: {P1: [KD, QD, AS]}
"""
    s = build(text)
    assert s.closed_by == 1 and s.closed_after == 3 and len(s.stock) == 6
    out = ans(text)
    assert "meld KD" in out["legal"] and "close" not in out["legal"]


def test_finished_by_claim_and_played_out() -> None:
    claim = """
game: sixty_six
turned: JH
won: {P1: [AS, 10S, KC, 9S, AD, 10D], P0: [JD, QD]}
melds: {P1: 20}
claimed_by: P1
"""
    out = ans(claim)["settlement"]
    assert out["result"] == "claim" and out["rule"]["id"] == "sixty_six.claim_score"
    assert {k: v["game_points"] for k, v in out["players"].items()} == {"P0": 0, "P1": 2}
    assert out["players"]["P1"]["hand_points"] == 66
    played = """
game: sixty_six
trump: S
tricks: {P0: 7, P1: 5}
points: {P0: 61, P1: 59}
last_trick: P0
"""
    s = build(played)
    assert s.phase == "over" and s.result == "played" and s.points == (71, 59)
    out = ans(played)["settlement"]
    assert out["rule"]["id"] == "sixty_six.played_out"
    assert out["players"]["P0"]["game_points"] == 1


def test_scores_and_carry() -> None:
    tie = """
game: sixty_six
trump: S
tricks: {P0: 6, P1: 6}
points: {P0: 55, P1: 65}
last_trick: P0
scores: {P0: 3, P1: 5}
carry: 1
"""
    s = build(tie)
    assert s.scores == (3, 5) and s.carry == 1
    out = ans(tie)["settlement"]  # 65-65: nobody scores, and the carry grows
    assert out["carry_to_next_hand"] == 2
    assert all(p["game_points"] == 0 for p in out["players"].values())


# ---- three-hand -------------------------------------------------------------------------------
def test_three_hand_dealer_sits_out_and_scores_the_same_capped_at_6() -> None:
    text = """
game: sixty_six
players: 3
dealer: P0
turned: JC
won: {P1: [AS, 10S, AH, 10H, AD, 10D], P2: [JD, QD]}
melds: {P1: 20}
claimed_by: P1
scores: {P0: 5, P1: 2}
"""
    s = build(text)
    assert s.seats == (1, 2)
    out = ans(text)["settlement"]["players"]
    assert {k: v["game_points"] for k, v in out.items()} == {"P0": 1, "P1": 2, "P2": 0}
    assert out["P0"]["total"] == 6
    first = ans("game: sixty_six\nplayers: 3\ndealer: P2\nturned: 9S\nhands: {P0: [AS]}\n")
    assert first["to_move"] == "P0"


# ---- four-hand --------------------------------------------------------------------------------
def test_four_hand_head_even_over_partner_and_trump_when_void() -> None:
    #   ♣ trumps. P0 led the 10♥, P1 played the K♥ ... P2 (P0's partner) must still head
    text = """
game: sixty_six
players: 4
dealer: P3
trump: C
hands: {P2: [AH, 9H, 7C, KS]}
trick: [P0 10H, P1 KH]
"""
    out = ans(text)
    assert out["legal"] == ["AH"]
    rules = {i["action"]: i["rule"] for i in out["illegal"]}
    assert rules["9H"] == "sixty_six.four.head_the_trick"
    assert rules["claim"] == "sixty_six.four.played_out"
    void = ans(text.replace("[AH, 9H, 7C, KS]", "[7C, 8C, KS]"))
    assert void["legal"] == ["7C", "8C"]


def test_four_hand_scoring() -> None:
    text = """
game: sixty_six
players: 4
trump: C
tricks: {P0: 4, P1: 2, P2: 2}
points: {P0: 70, P1: 25, P2: 25}
last_trick: P0
scores: {P0+P2: 2, P1+P3: 4}
"""
    out = ans(text)["settlement"]["players"]
    assert out["P0+P2"] == {"hand_points": 105, "tricks": 6, "game_points": 2, "total": 4}
    slam = text.replace("{P0: 4, P1: 2, P2: 2}", "{P0: 4, P2: 4}").replace(
        "{P0: 70, P1: 25, P2: 25}", "{P0: 70, P2: 50}"
    )
    assert ans(slam)["settlement"]["players"]["P0+P2"]["game_points"] == 3


# ---- malformed files ---------------------------------------------------------------------------
BAD = [
    (OPENING + "won: {P0: [KS]}\n", "won.P0[0]", "K♠ is already in hands.P1[0]"),
    (OPENING.replace("10S]", "10S, 10D]"), "hands.P1", "expected at most 6 cards"),
    (OPENING.replace("JD,", "8D,"), "hands.P1[4]", "8♦ is not in the 24-card pack"),
    (OPENING + "trick: [P0 AS]\n", "trick[0]", "P1 leads the first trick (the non-dealer)"),
    ("game: sixty_six\nturned: JH\ntrick: [P1 AS, P1 10H]\n", "trick[1]", "expected P0 to play next, got P1"),
    (OPENING + "tricks: {P1: 1}\nleader: P1\nstock_size: 8\n", "stock_size",
     "expected 10 cards after 1 trick with the stock open"),
    (OPENING + "stock: exhausted\n", "stock", "expected open or closed"),
    (OPENING + "tricks: {P0: 3, P1: 3}\nleader: P0\nstock: open\n", "stock",
     "the stock is exhausted"),
    (OPENING + "tricks: {P1: 1}\n", "leader", "is required once tricks are played"),
    (OPENING + "tricks: {P1: 1}\nleader: P0\n", "leader", "P0 has won no trick"),
    (OPENING + "trump: S\n", "trump", "makes ♥ trumps, not ♠"),
    ("game: sixty_six\ntrump: H\nhands: {P1: [AS]}\n", "turned", "the trump card under the open stock"),
    ("game: sixty_six\nplayers: 3\ndealer: P0\nturned: JH\nhands: {P0: [AS]}\n", "hands.P0",
     "P0 is the dealer and sits out"),
    ("game: sixty_six\nplayers: 4\ntrump: C\nclosed_by: P1\n", "closed_by",
     "four-hand has no stock"),
    ("game: sixty_six\nplayers: 4\ntrump: C\nmarriages: [P1 H]\n", "marriages",
     "no melding in four-hand"),
    (OPENING + "won: {P0: [AS, 10S, KC]}\ntricks: {P0: 1}\nleader: P0\n", "won.P0",
     "3 cards cannot come from 1 trick"),
    (OPENING + "points: {P0: 30}\n", "points.P0", "no trick"),
    (OPENING + "tricks: {P1: 1, P0: 1}\nleader: P1\nmelds: {P0: 30}\n", "melds.P0",
     "20 or 40 each"),
    (OPENING + "marriages: [P0 S]\n", "marriages[0]", "K♠ is in hands.P1[0], not with P0"),
    (OPENING + "claimed_by: P0\n", "claimed_by", "it is P1's turn"),
    ("game: sixty_six\ntrump: S\ntricks: {P0: 7, P1: 5}\n", "last_trick", "is required"),
    ("game: sixty_six\ntrump: S\ntricks: {P0: 5, P1: 4}\nplayed_out: true\nleader: P0\n",
     "played_out", "has 12 tricks"),
    (OPENING + "scores: {P0: 7}\n", "scores.P0", "from 0 to 6"),
    (OPENING + "players: 5\n", "players", "from 2 to 4"),
    (OPENING + "bogus: 1\n", "bogus", "unknown field"),
    (OPENING + "variant: nope\n", "variant", "expected one of seed"),
    ("game: sixty_six\nturned: JH\nclosed_by: P1\ntricks: {P1: 2, P0: 2}\nleader: P1\n"
     "stock_size: 10\n", "tricks_at_close", "is required"),
    ("game: sixty_six\nturned: JH\nface_up: 9S\ntricks: {P1: 1}\nleader: P1\n", "face_up",
     "9 of trumps"),
    ("game: sixty_six\nturned: JH\ntricks: {P1: 1}\nleader: P0\ntrick: [P1 9H, P0 QS]\n",
     "leader", "P1 led the trick"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("text", "field", "needle"), BAD, ids=[f"{b[1]}-{i}" for i, b in enumerate(BAD)]
)
def test_malformed_scenario_names_the_field(text: str, field: str, needle: str) -> None:
    with pytest.raises(ScenarioError) as e:
        from_dict(yaml.safe_load(text), "bad.yaml")
    msg = str(e.value)
    assert "\n" not in msg
    assert msg.startswith(f"bad.yaml: field '{field}'"), msg
    assert needle in msg, msg


def test_an_illegal_card_in_the_trick_is_refused_with_the_rule() -> None:
    text = """
game: sixty_six
trump: H
tricks: {P0: 3, P1: 3}
leader: P1
hands: {P0: [JC]}
trick: [P1 QC, P0 AH]
"""
    with pytest.raises(
        ScenarioError, match=r"trick\[1\]': P0 may not play A♥, because P0 must follow"
    ):
        from_dict(yaml.safe_load(text), "bad.yaml")


# ---- the command line ----------------------------------------------------------------------------
def test_cli_answer_on_a_sixty_six_file(tmp_path: Path) -> None:
    f = tmp_path / "claim.yaml"
    f.write_text(
        "game: sixty_six\nturned: JH\nwon: {P1: [AS, 10S, KC, 9S, AD, 10D], P0: [JD, QD]}\n"
        "melds: {P1: 20}\nclaimed_by: P1\n",
        encoding="utf-8",
    )
    p = subprocess.run(
        [sys.executable, "-m", "engine.cli", "answer", str(f)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert p.returncode == 0, p.stderr
    data = json.loads(p.stdout)
    assert data["game"] == "sixty_six" and data["phase"] == "over"
    assert data["settlement"]["players"]["P1"]["game_points"] == 2


def test_cli_bad_sixty_six_file_is_one_line(tmp_path: Path) -> None:
    f = tmp_path / "bad.yaml"
    f.write_text(OPENING + "won: {P0: [KS]}\n", encoding="utf-8")
    p = subprocess.run(
        [sys.executable, "-m", "engine.cli", "answer", str(f)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr.count("\n") == 1 and "K♠ is already in hands.P1[0]" in p.stderr


def test_settlement_rows_split_given_points_and_the_last_trick() -> None:
    s = build("game: sixty_six\nplayers: 4\ntrump: C\ntricks: {P0: 4, P1: 2, P2: 2}\n"
              "points: {P0: 70, P1: 25, P2: 25}\nlast_trick: P0\n")  # fmt: skip
    rows = {r["player"]: r for r in SIXTY_SIX.settlement_rows(s)}
    assert (rows["P0+P2"]["card points"], rows["P0+P2"]["last trick"]) == (95, 10)
    assert (rows["P1+P3"]["card points"], rows["P1+P3"]["last trick"]) == (25, 0)


# ---- round trip: any position the engine reaches, written as a scenario, reads back the same ----
def scenario_of(s: SixtySixState) -> dict[str, Any]:
    """The scenario fields of a position (every card given)."""
    d: dict[str, Any] = {"game": "sixty_six", "players": s.n, "dealer": f"P{s.dealer}"}
    d["variant"] = s.opts.variant
    if s.n != 4:
        d["turned"] = CARDS[s.turned].code
        if s.closed_by >= 0:
            d["closed_by"] = f"P{s.closed_by}"
            before = s.history[: s.closed_after]
            d["tricks_at_close"] = {f"P{p}": sum(w == p for _, w in before) for p in s.seats}
            d["stock_size"] = len(s.stock)
        if s.exchanged_by >= 0:
            d["exchanged_by"] = f"P{s.exchanged_by}"
        if s.face_up >= 0:
            d["face_up"] = CARDS[s.face_up].code
    else:
        d["trump"] = Suit(s.trump).letter
    d["hands"] = {f"P{p}": [c.code for c in card_list(s.hands[p])] for p in s.seats}
    d["won"] = {f"P{p}": [c.code for c in card_list(s.won[p])] for p in s.seats}
    d["tricks"] = {f"P{p}": s.tricks[p] for p in s.seats}
    led_meld = bool(s.trick) and any(
        a.kind == "meld" and a.card == s.trick[0][1] for _, a in s.moves[-len(s.trick) :]
    )
    shown = [f"P{p} {Suit(su).letter}" for p, su, _ in s.marriages]
    if led_meld:
        shown[-1] = f"P{s.trick[0][0]} {CARDS[s.trick[0][1]].code}"
    if shown:
        d["marriages"] = shown
    d["trick"] = [f"P{p} {CARDS[c].code}" for p, c in s.trick]
    if s.result == "played":
        d["last_trick"] = f"P{s.history[-1][1]}"
    elif s.history and not s.trick:
        d["leader"] = f"P{s.leader}"
    if s.result == "claim":
        d["claimed_by"] = f"P{s.claimant}"
    if s.carry:
        d["carry"] = s.carry
    return d


VARIANTS = ["seed", "strict_second_phase_german_practice", "foster_closing"]


def test_positions_in_play_read_back_the_same() -> None:
    rng = random.Random(7)
    checked = 0
    for i in range(300):
        n = rng.choice([2, 2, 3, 4])
        s = SIXTY_SIX.new_deal(
            players=n, dealer=rng.randrange(n), seed=i, variant=rng.choice(VARIANTS)
        )
        for _ in range(rng.randrange(40)):
            if s.phase != "play":
                break
            s = SIXTY_SIX.apply(
                s, rng.choice([a for a in SIXTY_SIX.legal_actions(s) if a != CLAIM])
            )
        if s.phase != "play":
            continue
        t = from_dict(scenario_of(s), f"position {i}").state
        g = SIXTY_SIX
        assert sorted(map(str, g.legal_actions(s))) == sorted(map(str, g.legal_actions(t))), i
        refused = [sorted((str(r.action), r.rule.id) for r in g.refusals(x)) for x in (s, t)]
        assert refused[0] == refused[1], i
        assert (s.points, s.melds, s.pending, s.tricks, s.to_move, len(s.stock)) == (
            t.points, t.melds, t.pending, t.tricks, t.to_move, len(t.stock)
        ), i  # fmt: skip
        assert g.claim_check(s)[:2] == g.claim_check(t)[:2], i
        checked += 1
    assert checked > 150


def test_finished_hands_read_back_with_the_same_score() -> None:
    rng = random.Random(8)
    for i in range(300):
        n = rng.choice([2, 2, 3, 4])
        s = SIXTY_SIX.new_deal(
            players=n,
            dealer=rng.randrange(n),
            seed=10_000 + i,
            variant=rng.choice(VARIANTS),
            carry=rng.choice([0, 0, 1]) if n != 3 else 0,
        )
        while s.phase == "play":
            claim = n != 4 and (hand_points(s, s.to_move) >= 66 or rng.random() < 0.02)
            acts = [a for a in SIXTY_SIX.legal_actions(s) if a != CLAIM]
            s = SIXTY_SIX.apply(s, CLAIM if claim else rng.choice(acts))
        t = from_dict(scenario_of(s), f"hand {i}").state
        assert SIXTY_SIX.outcome(s) == SIXTY_SIX.outcome(t), i
        assert SIXTY_SIX.settlement_rows(s) == SIXTY_SIX.settlement_rows(t), i
        for seat in s.seats:
            assert SIXTY_SIX.pile_points(s, seat)[0] == SIXTY_SIX.pile_points(t, seat)[0], i


def test_marriages_as_a_list_a_line_or_a_mapping() -> None:
    base = OPENING + "tricks: {P1: 1}\nleader: P1\n"
    assert build(base + "marriages: P1 D, P1 C\n").melds == (0, 40)
    assert build(base + "marriages: {P1: D}\n").melds == (0, 20)
    with pytest.raises(ScenarioError, match="field 'marriages': expected a list"):
        build(base + "marriages: 5\n")
