"""The round trip of random deals through the pool family's scenario reader (Loo under both
readings, Irish Loo, Five-card Loo with and without Pam, Rams and its variants with general
rams, Rounce, Bierspiel): a deal declared and played at random to a random point is written as
a scenario (docs/scenarios.md: every hand and the widow given, or some hands left out) and
``trickbook answer``'s mover, legal actions and settlement are held against the engine's state
(tests/engine/round_trip.py). The pool format counts tricks (``tricks_won``) and never lists
them, so the two forms are every card given and some hands unknown."""

from __future__ import annotations

import random
from typing import Any

import pytest
from round_trip import answered, audit, codes, disagreement, plays, some_hands, walks
from scenario_answers import ans, refusal

from engine.cards import Card, Suit
from engine.game import REGISTRY, Action
from engine.games.pool.state import PoolState, counters_json

GAMES = ["loo", "irish_loo", "five_card_loo", "rams", "rounce", "bierspiel"]


def a_pool(rng: random.Random, variant: str, n: int) -> dict[str, Any]:
    """Three-card Loo's pool: a simple (the ante alone) or a double left by the last deal."""
    return {"pool": rng.choice([0, 0, 3, 6, 12])}


def words(taken: list[tuple[int, Action]]) -> dict[int, list[str]]:
    """Each seat's declaring words, in order (``auf`` is the dealer's, not a declaration)."""
    said: dict[int, list[str]] = {}
    for seat, a in taken:
        if a.kind != "play" and str(a) != "auf" and not str(a).startswith("exchange"):
            said.setdefault(seat, []).append(str(a))
    return said


def pool_file(
    game: str, s: PoolState, taken: list[tuple[int, Action]], rng: random.Random, whole: bool
) -> dict[str, Any]:
    units = s.spec.units
    d: dict[str, Any] = {"game": game, "variant": s.opts.variant, "players": s.n}
    d["dealer"] = f"P{s.dealer}"
    if game != "bierspiel":
        d["pool"] = counters_json(s.pool, units)
    d["counters"] = {f"P{p}": counters_json(c, units) for p, c in enumerate(s.counters)}
    if s.turn_card >= 0:  # (under 000 the dealer's own card, needed once he robs it back)
        d["turn_card"] = Card(s.turn_card).code
    if s.trump >= 0:
        d["trump"] = Suit(s.trump).letter
    if s.seven_turned >= 0:
        d["seven_turned"] = True
    if game == "bierspiel" and not any(str(a) == "auf" for _, a in taken):
        d["auf"] = False
    d["hands"] = {f"P{p}": codes(h) for p, h in enumerate(s.hands)} if whole else some_hands(s, rng)
    robber = next((p for p, a in taken if a.kind == "rob"), -1)
    if game == "bierspiel" and f"P{robber}" in d["hands"]:
        d["hands"][f"P{robber}"] = bierspiel_robber(s, robber, taken)
        if d["hands"][f"P{robber}"] is None:
            del d["hands"][f"P{robber}"]
    for p in s.flushes:  # a flush is shown: its cards are known
        d["hands"][f"P{p}"] = codes(s.hands[p])
    if s.widow and whole:
        d["widow"] = codes(s.widow)
    said = words(taken)
    if said:
        d["declarations"] = {f"P{p}": ", ".join(w) for p, w in said.items()}
    ex = [(seat, a.number) for seat, a in taken if str(a).startswith("exchange")]
    if ex and not s.history and not s.trick:
        d["exchanged"] = {f"P{p}": k for p, k in ex}
    if s.history:
        d["tricks_won"] = {f"P{p}": k for p, k in enumerate(s.tricks) if k}
        if not s.trick and s.phase == "play":
            d["leader"] = f"P{s.leader}"
    if s.trick:
        d["trick"] = plays(s.trick)
    return d


def bierspiel_robber(
    s: PoolState, robber: int, taken: list[tuple[int, Action]]
) -> list[str] | None:
    """Bierspiel's robber is given as he held his hand before he robbed (docs/scenarios.md):
    his discards in it, the turned cards (the trump card, a turned 7♦) in no hand. Once he has
    played a turned card to a counted trick that form cannot say so: his hand is left out."""
    rob = next(a for _, a in taken if a.kind == "rob")
    out = sum(1 << c for c in (*rob.cards, *([rob.card] if rob.card is not None else [])))
    turned = 1 << s.turn_card | (1 << s.seven_turned if s.seven_turned >= 0 else 0)
    on_trick = sum(1 << c for _, c in s.trick)
    if turned & ~(s.hands[robber] | on_trick):
        return None
    return codes((s.hands[robber] | out) & ~turned)


def disagreements(game: str, seeds: range, whole: bool) -> tuple[int, list[str]]:
    g = REGISTRY.get(game)
    walked = walks(g, seeds, (), 40, a_pool if game == "loo" else None)
    return audit(
        g,
        walked,
        lambda s, taken, rng: pool_file(game, s, taken, rng, whole),
    )


@pytest.mark.parametrize("whole", [True, False], ids=["every_card", "some_hands"])
@pytest.mark.parametrize("game", GAMES)
def test_the_reader_answers_as_the_engine_plays(game: str, whole: bool) -> None:
    # 300 deals a game each way (2,000 tried once): all agree
    seen, bad = disagreements(game, range(300), whole)
    assert seen > 250
    assert not bad, f"{len(bad)} of {seen}:\n" + "\n".join(bad[:5])


# ---- what the round trip found: positions that happen, refused by the Rams-family reader ------
RAMS4 = "game: rams\nplayers: 4\npool: 10\nturn_card: 9H\n"
ROBBED = RAMS4 + "declarations: {P1: stand, P2: stand, P3: stand, P0: rob 7C}\n"


def test_a_rob_discarding_the_two_of_clubs_is_read() -> None:
    # seed 002 (Rounce): "the dealer may rob"; a rob putting out the 2♣ (card 0 of the
    # 52-card pack) was read as naming no card: 'P0 may not rob 2C: not on offer here'
    text = "game: rounce\nplayers: 4\npool: 5\nturn_card: 9H\n"
    text += "declarations: {P1: stand, P2: stand, P3: stand, P0: rob 2C}\n"
    a = ans(text + "hands: {P0: [9H, 7C, 8C, 9D, 10S], P1: [AS, KS, QS, JS, 10D]}")
    assert a["to_move"] == "P1" and sorted(a["legal"]) == ["10D", "AS", "JS", "KS", "QS"]
    assert ans(text)["to_move"] == "P1"  # his hand left out


def test_a_robber_may_have_played_the_trump_card() -> None:
    # docs/scenarios.md: hands are "the cards held now (after ... robbing)". The dealer who
    # robbed the 9♥ and played it to a counted trick was given four cards and refused ('P0
    # holds 5 cards, but after 1 trick a hand has 4': the trump card was put back in his hand)
    a = ans(ROBBED + "tricks_won: {P0: 1}\nleader: P0\nhands: {P0: [8C, 9D, 10S, JS]}")
    assert a["to_move"] == "P0" and sorted(a["legal"]) == ["10S", "8C", "9D", "JS"]
    # ... or plays it to the trick under way ('turn_card: 9♥ is already in trick[3]')
    a = ans(ROBBED + "trick: [P1 7H, P2 8H, P3 10H, P0 9H]\nhands: {P0: [8C, 9D, 10S, JS]}")
    assert a["trick_winner"]["player"] == "P3"
    # a dealer who did not rob cannot play it
    msg = refusal(ROBBED.replace("rob 7C", "stand") + "trick: [P1 7H, P2 8H, P3 10H, P0 9H]")
    assert "field 'turn_card'" in msg and "P0 did not rob it" in msg


ROUNCE4 = "game: rounce\nplayers: 4\npool: 5\nturn_card: 9H\n"


def test_a_rounce_widow_takers_hand_after_play_is_read() -> None:
    # seed 002 (Rounce): "Six cards are dealt to the widow, one of which must be discarded by
    # the player taking it"; docs/scenarios.md gives his hand "as held after the discard". Once
    # he had played, the reader rebuilt a hand of too few cards for a discard: 'P1 may not
    # discard 7C: you discard only from the widow's six cards'
    text = ROUNCE4 + 'declarations: {P1: "widow, discard 7C", P2: stand, P3: pass, P0: pass}\n'
    a = ans(text + "tricks_won: {P1: 1}\nleader: P1\nhands: {P1: [AS, KS, QS, JS]}")
    assert a["to_move"] == "P1" and sorted(a["legal"]) == ["AS", "JS", "KS", "QS"]
    a = ans(text + "trick: [P1 AS]\nhands: {P1: [KS, QS, JS, 10S], P2: [2S, 3D, 4D, 5D, 6D]}")
    assert a["to_move"] == "P2" and a["legal"] == ["2S"]
    # the dealer who took the widow, discarded and robbed, his hand left out: read (he was
    # refused 'P0 may not rob 4S: not on offer here', the card he robbed with unknown)
    robbed = 'declarations: {P1: stand, P2: pass, P3: pass, P0: "widow, discard 8C, rob 4S"}\n'
    a = ans(ROUNCE4 + robbed)
    assert a["to_move"] == "P1"


def trick_in_file(s: PoolState) -> PoolState:
    """The position as its last trick's last card was played: that trick under way, whole
    (the trick's cards out of the hands, as a hand with a card on the trick is given)."""
    trick, winner = s.history[-1]
    tricks = tuple(k - (p == winner) for p, k in enumerate(s.tricks))
    trump = s.trump if s.double or s.turned_after < len(s.history) else -1
    return s._replace(trick=trick, history=s.history[:-1], tricks=tricks, trump=trump, phase="play")


@pytest.mark.parametrize("game", GAMES)
def test_a_trick_completed_in_the_file_ends_as_the_engine_ended_it(game: str) -> None:
    # the position just after a trick, written with that trick whole in `trick`: its winner is
    # the engine's, and the mover, legal actions or settlement after it are the engine's too
    g = REGISTRY.get(game)
    seen, bad = 0, []
    for rng, _, s, taken in walks(g, range(300), (), 40, a_pool if game == "loo" else None):
        if not taken or taken[-1][1].kind != "play" or s.trick or not s.history:
            continue
        before = trick_in_file(s)
        d = pool_file(game, before, taken, rng, True)
        a = answered(d)
        if a.get("trick_winner", {}).get("player") != f"P{s.history[-1][1]}":
            bad.append(f"{d}\n  answer {a.get('trick_winner')} engine P{s.history[-1][1]}")
        elif why := disagreement(g, s, d):
            bad.append(why)
        seen += 1
    assert seen > 120
    assert not bad, f"{len(bad)} of {seen}:\n" + "\n".join(bad[:5])


def test_bierspiels_robber_plays_the_card_he_took_up() -> None:
    # seed 002 (Bierspiel) lets the dealer take up the trump card as at Rams; docs/scenarios.md
    # gives a hand that robbed "as held before (the turned cards are in no hand)". Played to
    # the trick under way, the card was refused: 'turn_card: 9♥ is already in trick[2]'
    text = "game: bierspiel\nplayers: 4\ndealer: P0\nturn_card: 9H\n"
    text += "hands: {P0: [7C, 8C, 9D, 10S, JS]}\n"
    robbed = text + "declarations: {P1: stand, P2: stand, P3: pass, P0: rob 7C}\n"
    a = ans(robbed + "trick: [P1 7H, P2 8H]")
    assert a["to_move"] == "P0" and a["legal"] == ["9H"]
    a = ans(robbed + "trick: [P1 7H, P2 8H, P0 9H]")
    assert a["trick_winner"]["player"] == "P0"
    # one who did not take it up still may not play it
    kept = text + "declarations: {P1: stand, P2: stand, P3: pass, P0: stand}\n"
    assert "field 'turn_card'" in refusal(kept + "trick: [P1 7H, P2 8H, P0 9H]")


def test_a_rounce_widow_taker_holds_six_till_he_discards() -> None:
    # seed 002 (Rounce): "Six cards are dealt to the widow, one of which must be discarded by
    # the player taking it". Between the two his hand holds six: given so, it was refused
    # ('hands.P1: expected at most 5 cards, got 6'), a position the game passes through
    six = "[2C, 3C, 4C, 5C, 6C, 7C]"
    a = ans(ROUNCE4 + f"declarations: {{P1: widow}}\nhands: {{P1: {six}}}")
    assert a["to_move"] == "P1" and a["legal"] == [f"discard {c}C" for c in range(2, 8)]
    # nobody else holds six, nor does he once he has discarded
    msg = refusal(ROUNCE4 + f"declarations: {{P1: widow}}\nhands: {{P2: {six}}}")
    assert "field 'hands.P2'" in msg and "widow's six" in msg
    msg = refusal(ROUNCE4 + f'declarations: {{P1: "widow, discard 8C"}}\nhands: {{P1: {six}}}')
    assert "field 'hands.P1'" in msg
    # nine at the table use the whole pack, so no unseen card is left to stand in for the
    # widow: the six he holds are the widow he took (refused: 'hands.P8: expected at most 5')
    nine = {"game": "rounce", "players": 9, "dealer": "P7", "turn_card": "AC"}
    nine["hands"] = {
        "P0": ["2C", "8C", "4D", "5D", "5H"],
        "P1": ["9C", "10C", "JD", "QD", "6S"],
        "P2": ["JC", "3D", "9H", "10H", "10S"],
        "P3": ["AD", "2H", "3H", "8H", "KH"],
        "P4": ["4C", "QC", "7H", "3S", "7S"],
        "P5": ["2D", "6D", "7D", "4H", "2S"],
        "P6": ["6C", "6H", "AH", "9S", "QS"],
        "P7": ["3C", "8D", "5S", "8S", "KS"],
        "P8": ["5C", "9D", "KD", "JH", "4S", "AS"],
    }
    a = answered(nine | {"declarations": {"P8": "widow"}})
    assert a["to_move"] == "P8" and len(a["legal"]) == 6
