"""A third rules audit of Spoil Five (seed 002, RULES.md §5): positions built from the seed's
sentences and RULES.md's readings and asked of ``trickbook answer`` (or the Python API), that
the earlier audits (test_audit_spoil_forty_five.py, test_audit2_spoil_forty_five.py) and the
rule-per-test file do not pin: the turn-up a rob takes, a foul hand's one-deal forfeit, the
hearts-trumps privileges, the ace of trumps led, and the first three tricks.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
import yaml
from round_trip import answered_legal, engine_legal, positions, some_hands, trick_fields
from scenario_answers import ans, legal, refusal, refused

from engine.cards import Card
from engine.game import Action
from engine.games.forty_five import FORTY_FIVE
from engine.games.spoil_five import SPOIL_FIVE
from engine.scenario import from_dict

SF3 = "game: spoil_five\nplayers: 3\ndealer: P0\n"
ROB_6C = SF3 + "turn_card: 6C\nrob: {player: P2, discard: 7D}\n"


# ---- the turn-up a rob takes is the robber's -------------------------------------------------
def test_a_robbed_turn_up_is_played_by_the_robber_alone() -> None:
    # seed 002: the player who robs "must have at least the ace and the turn-up in trumps";
    # RULES.md (1911 Britannica): the dealer "takes in the ace". The card robbed is in the
    # robber's hand: another player cannot play it. The reader took the rob as leave for anyone
    # to play the turn-up (P1 leading the A♣ the dealer had robbed was answered, P2 to play).
    msg = refusal(SF3 + "turn_card: AC\nrob: {player: P0, discard: 7D}\ntrick: [P1 AC]")
    assert "field 'trick[0]'" in msg and "A♣ is the turn-up P0 robbed: his, not P1's" in msg
    # the trump ace's holder P2 robbed the 6♣ at his first card; P0 cannot play it later
    msg = refusal(ROB_6C + "tricks: [[P1 KH, P2 AC, P0 2H]]\ntrick: [P2 2S, P0 6C]")
    assert "field 'trick[1]'" in msg and "6♣" in msg
    msg = refusal(ROB_6C + "tricks: [[P1 KH, P2 AC, P0 2H], [P2 2S, P0 6C, P1 3S]]")
    assert "field 'tricks[1][1]'" in msg
    # the robber himself plays it: read, and judged by the order (clubs trumps, "lowest in
    # black": the 2♣ over the 3♣ and the 6♣)
    a = ans(ROB_6C + "tricks: [[P1 KH, P2 AC, P0 2H]]\ntrick: [P2 6C, P0 2C, P1 3C]")
    assert (a["trick_winner"]["player"], a["trick_winner"]["card"]) == ("P0", "2C")


@pytest.mark.parametrize(("game", "players"), [("spoil_five", 3), ("forty_five", 4)])
def test_a_robber_given_without_the_turn_up_is_refused(game: str, players: int) -> None:
    # seed 002: he "must have at least the ace and the turn-up": a robber's hand given without
    # the turn-up, which he has not played, cannot be (Forty-Five's reader refused it; Spoil
    # Five's added the turn-up to the hand the file gave)
    head = f"game: {game}\nplayers: {players}\ndealer: P0\n"
    robbed = head + "turn_card: AC\nrob: {player: P0, discard: 7D}\n"
    msg = refusal(robbed + "hands: {P0: [2H, 3H]}")
    assert "field 'hands.P0'" in msg and "P0 robbed, so he holds (or has played) the A♣" in msg
    # with the turn-up in his hand, the rob is read
    a = ans(robbed + "hands: {P0: [AC, 2H, 3H, 4H, 5H]}")
    assert a["phase"] == "play" and a["to_move"] == "P1"
    # with the tricks only counted he may have played it: his hand is what the file gives
    # (refused before, in Spoil Five as 'P0 holds 4 cards', the turn-up added to the three
    # given; in Forty-Five as above)
    counted = robbed + "tricks_won: {P1: 1, P0: 1}\nleader: P0\n"
    assert legal(counted + "hands: {P0: [2H, 3H, 4H]}") == {"2H", "3H", "4H"}
    assert legal(counted + "hands: {P0: [AC, 3H, 4H]}") == {"AC", "3H", "4H"}
    # the holder of the trump ace who robbed the 6♣ and played both to counted tricks
    held = head + "turn_card: 6C\nrob: {player: P2, discard: 7D}\n"
    held += "tricks_won: {P2: 2}\nleader: P2\nhands: {P2: [2H, 3H, 4H]}\n"
    assert legal(held) == {"2H", "3H", "4H"}


def test_the_trump_aces_holder_may_rob_a_turned_five() -> None:
    # RULES.md §5 (Britannica): the holder of the trump ace "must rob, putting out any card and
    # taking the turn-up"; robbing is optional by default. The 5♠ turned: P2, with the A♠, may
    # rob it before his first card; the J♠ led calls out the A♠ (no privilege), and once he
    # has robbed the Five, a privileged trump the J♠ led is below, the A♠ beside it is "a
    # smaller trump": "he must play one or the other"
    text = SF3 + "turn_card: 5S\nhands: {P2: [AS, 2C, 3C, 4C, 6C]}\ntrick: [P1 JS]"
    assert legal(text) == {"AS", "rob 2C", "rob 3C", "rob 4C", "rob 6C"}
    assert refused(text)["rob AS"] == "spoil_five.rob_keeps_ace"
    s = SPOIL_FIVE.apply(from_dict(yaml.safe_load(text), "a").state, Action.parse("rob 6C"))
    assert {a.card.code for a in SPOIL_FIVE.legal_actions(s) if a.card} == {"5S", "AS"}


# ---- a foul hand forfeits this deal's pool only ------------------------------------------------
def test_a_foul_hand_forfeits_that_deal_the_other_faults_the_pool_until_won() -> None:
    # seed 002: a foul hand's holder forfeits "all right to the pool for that deal"; the other
    # irregularities cost "all his right and interest in the current pool, which he cannot
    # win, either on that or any subsequent deal, but to which he must continue to
    # contribute". Deals that end spoiled: the foul hand's holder may win the next one, the
    # offender stays barred and still pays his counter into the spoiled pool.
    rng = random.Random(7)
    seen = set()
    for seed in range(40):
        for kind in ("foul_hand", "revoke_plain"):
            s = SPOIL_FIVE.new_deal(players=4, dealer=0, seed=seed)
            if s.phase == "rob" or s.to_move == 2:
                continue
            s = SPOIL_FIVE.irregularity(s, 2, kind)
            while s.phase != "over":
                s = SPOIL_FIVE.apply(s, rng.choice(SPOIL_FIVE.legal_actions(s)))
            assert s.winner != 2
            if s.result in ("won", "five"):
                continue
            nxt = SPOIL_FIVE.next_deal(s, seed=seed)
            seen.add(kind)
            assert SPOIL_FIVE.barred_seats(nxt) == ([] if kind == "foul_hand" else [2])
            assert nxt.counters[2] == SPOIL_FIVE.balances_after(s)["P2"] - 1
    assert seen == {"foul_hand", "revoke_plain"}


# ---- the reneging privilege under hearts, and the ace of trumps led --------------------------
@pytest.mark.parametrize(
    ("hand", "led", "cards", "rule"),
    [
        # hearts trumps: the A♥ is the ace of trumps and the third trump; the J♥ led is
        # superior to it: "If a superior trump is led, the player must follow suit in any case"
        ("AH, 2C, 3C, 4D, 5D", "JH", {"AH"}, "spoil_five.renege_superior"),
        # the Five led calls out the lone Jack: "If the Five of trumps is led, no one can refuse
        # to follow suit, no matter what trumps he holds"
        ("JH, 2C, 3C, 4D, 5D", "5H", {"JH"}, "spoil_five.renege_superior"),
        # the lone A♥ and the K♥ beside it: "if he has also a smaller trump, he must play one
        # or the other"
        ("AH, KH, 3C, 4D, 5D", "2H", {"AH", "KH"}, "spoil_five.renege_smaller_trump"),
    ],
)
def test_hearts_trumps_the_privilege_of_the_ace_of_hearts(
    hand: str, led: str, cards: set[str], rule: str
) -> None:
    text = SF3 + f"turn_card: 9H\nhands: {{P2: [{hand}]}}\ntrick: [P1 {led}]"
    assert {c for c in legal(text) if not c.startswith("rob")} == cards
    assert {a: r for a, r in refused(text).items() if not a.startswith("rob")} == {
        c: rule for c in hand.split(", ") if c not in cards
    }


def test_the_ace_of_trumps_led_is_inferior_to_the_ace_of_hearts() -> None:
    # RULES.md §5: spades trumps rank 5♠ J♠ A♥ A♠ ...; seed 002: the Five, the Jack or the
    # A♥, "having no smaller trump with them, may refuse to follow suit if any inferior trump
    # is led". The A♠ led: the lone A♥ may stay back (the 2♥ is a plain heart) ...
    text = SF3 + "turn_card: 9S\nhands: {P2: [AH, 2H, 2C, 3C, 4D]}\ntrick: [P1 AS]"
    assert legal(text) == {"AH", "2H", "2C", "3C", "4D"} and not refused(text)
    # ... but with the 2♠ beside it he must play one or the other
    text = SF3 + "turn_card: 9S\nhands: {P2: [AH, 2S, 2C, 3C, 4D]}\ntrick: [P1 AS]"
    assert legal(text) == {"AH", "2S"}
    assert set(refused(text).values()) == {"spoil_five.renege_smaller_trump"}


def test_the_ace_of_hearts_led_under_the_strict_reading() -> None:
    # seed 002: "If the heart ace is led, and one player holds the Jack alone, and another the
    # Five alone, neither of these cards need be played". One player with both and no other
    # trump: RULES.md's default (per card) lets both stay; strict_single_privileged ("having
    # no smaller trump with them" read strictly) makes him play one.
    hand = "hands: {P2: [5S, JS, 2C, 3C, 4D]}\ntrick: [P1 AH]"
    text = SF3 + "turn_card: 9S\n" + hand
    assert legal(text) == {"5S", "JS", "2C", "3C", "4D"}
    strict = SF3 + "turn_card: 9S\nvariant: strict_single_privileged\n" + hand
    assert legal(strict) == {"5S", "JS"}
    assert set(refused(strict).values()) == {"spoil_five.strict_single_privileged"}


# ---- three tricks ----------------------------------------------------------------------------
def test_three_tricks_not_the_first_three_take_the_pool_at_once() -> None:
    # seed 002: "When a player has won three tricks, he should immediately abandon his hand and
    # claim the pool"; jinking is for all five, which a player who lost a trick cannot win.
    # P1 wins the first, second and fourth: the deal is over at the fourth, no jink offered.
    a = ans(
        SF3 + "turn_card: 9S\npool: 7\ntricks: [[P1 5S, P2 2D, P0 2C], [P1 JS, P2 3D, P0 3C], "
        "[P1 2H, P2 4H, P0 KH], [P0 3H, P1 AH, P2 5H]]"
    )
    assert "legal" not in a and a["settlement"]["result"] == "won"
    assert a["settlement"]["net"] == {"P0": 0, "P1": 7, "P2": 0, "pool": -7}
    # four tricks counted to one player are a jink (he went on after the first three)
    msg = refusal(SF3 + "turn_card: 9S\ntricks_won: {P1: 4}\nleader: P1")
    assert "field 'tricks_won'" in msg and "give jinker" in msg


# ---- robbing, with the tricks only counted -----------------------------------------------------
def test_with_tricks_counted_the_trump_aces_holder_robbed_or_let_it_pass() -> None:
    # RULES.md §5 (Peel): the holder of the ace robs "when it is his turn to play, and before
    # showing his first card"; with a trick counted every player has played a card, so a holder
    # who has not robbed (no `rob` field) let the chance pass. The answer offered P1 the rob
    # again after a counted trick.
    text = (
        "game: spoil_five\nplayers: 3\ndealer: P0\nturn_card: KS\ntricks_won: {P1: 1}\n"
        "leader: P1\nhands: {P1: [AD, 3H, 5H, AS]}"
    )
    assert legal(text) == {"AD", "3H", "5H", "AS"}
    # 1911 Britannica (eb_compulsory_rob): "A player who fails to rob cannot go out that hand":
    # his three counted tricks spoil the pool (they were read as the first three, claim or jink)
    st = ans(
        text.replace("{P1: 1}", "{P1: 3}").replace("AD, 3H, 5H, AS", "3H, AS")
        + "\nvariant: eb_compulsory_rob\npool: 7"
    )["settlement"]
    assert st["result"] == "spoiled" and st["rule"] == "spoil_five.eb_compulsory_rob"


@pytest.mark.parametrize(("game", "others"), [("spoil_five", ""), ("forty_five", "P3 4C, ")])
def test_with_tricks_counted_a_robber_plays_from_the_hand_given(game: str, others: str) -> None:
    # a robber given without the turn-up and the ace (played to counted tricks) plays on in the
    # trick under way from the hand the file gives: no trump left, he throws the 2♠ to the 3♥
    # led (refused before, the reader holding the A♥ and the 6♥ for him: 'you must play a
    # trump to the 3♥ led')
    players = 3 if game == "spoil_five" else 4
    a = ans(
        f"game: {game}\nplayers: {players}\ndealer: P0\nturn_card: 6H\n"
        "rob: {player: P1, discard: 8C}\ntricks_won: {P1: 1, P2: 1}\nleader: P2\n"
        f"hands: {{P1: [6C]}}\ntrick: [P2 3H, {others}P0 KH, P1 2S]"
    )
    assert a["trick_winner"]["player"] == "P0" and a["to_move"] == "P0"


# ---- the round trip: positions of random deals, written as scenarios -----------------------------
def spoil_five_file(s: Any, rng: random.Random, variant: str, counted: bool) -> dict[str, Any]:
    d: dict[str, Any] = {"game": "spoil_five", "variant": variant, "players": s.n}
    d |= {"dealer": f"P{s.dealer}", "turn_card": Card(s.turn_card).code, "pool": s.pool}
    d["hands"] = some_hands(s, rng, s.folded)
    if s.rob_done == "robbed":
        d["rob"] = {"player": f"P{s.robber}", "discard": Card(s.discard).code}
    elif s.rob_done == "declined" and s.rob_kind == "dealer":
        d["rob"] = "decline"
    d |= trick_fields(s, counted, s.phase == "play")
    if s.jinker >= 0:
        d["jinker" if counted else "jink"] = f"P{s.jinker}" if counted else "jink"
    return d


def forty_five_file(s: Any, rng: random.Random, variant: str, counted: bool) -> dict[str, Any]:
    d: dict[str, Any] = {"game": "forty_five", "variant": variant, "players": s.n}
    d |= {"dealer": f"P{s.dealer}", "turn_card": Card(s.turned).code, "scores": list(s.scores)}
    d["hands"] = some_hands(s, rng)
    if s.robber >= 0:
        d["rob"] = {"player": f"P{s.robber}", "discard": Card(s.discard).code}
    elif s.declined and s.rob_kind == "dealer":
        d["rob"] = "decline"
    return d | trick_fields(s, counted)


@pytest.mark.parametrize("counted", [False, True], ids=["tricks", "tricks_won"])
@pytest.mark.parametrize(
    ("game", "players", "write"),
    [
        (SPOIL_FIVE, (3, 4, 5, 7), spoil_five_file),
        (FORTY_FIVE, (2, 4, 6), forty_five_file),
    ],
    ids=["spoil_five", "forty_five"],
)
def test_the_reader_answers_as_the_engine_plays(
    game: Any, players: tuple[int, ...], write: Any, counted: bool
) -> None:
    # A deal played at random to a random point and written as a scenario (its tricks in
    # full, or only counted): the answer's legal actions are the state's. 32 of 3,023 Spoil
    # Five positions with tricks_won disagreed before (a rob offered after a counted trick;
    # a robber's counted cards held for him), and robs were read that no deal makes.
    seen = 0
    for rng, variant, s in positions(game, range(400), players, 30):
        if game.is_over(s):
            continue
        got = answered_legal(write(s, rng, variant, counted))
        if got is not None:
            assert got == engine_legal(game, s), write(s, rng, variant, counted)
            seen += 1
    assert seen > 150
