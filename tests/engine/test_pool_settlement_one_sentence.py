"""A pool game's settlement says a loo, a rams and a share in one plain sentence each.

The quiz's reasons (and Play's settlement lines) read "P0 won no trick: looed: P0 → pool 3":
two colons, and "pool 3" read as this deal's pool holding 3, where the looed player pays 3
into the next pool (002: "All those who have not won a trick are looed, and must contribute
three red counters each for the next pool"). Rams and Rounce read "P0 played and won no
trick: ramsed, 5 to the next pool: P0 → pool 5" and "P1 won 2 tricks: 2 fifths of the pool:
pool → P1 6". Now the reason is one sentence and the move is said in words from the transfer's
parts (engine.ledger.Transfer.pool_said): "P0 won no trick, so he is looed: P0 pays 3 into
the next pool", "P1 won 2 tricks, 2 fifths of the pool: P1 takes 6 from the pool".
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from narrow import pool_game, rams_family, settled

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.games.pool.state import PoolState
from engine.ledger import Transfer, format_counters, moves_told
from engine.quiz import explanation
from lessons import load

POOL_GAMES = ["loo", "irish_loo", "five_card_loo", "rams", "rounce"]


def test_loo_s_looed_question_says_each_loo_in_one_sentence() -> None:
    q = next(q for q in load("loo").questions() if q.id == "q_simple_looed")
    lines = explanation(q)[0]
    assert lines == [
        "P0 won no trick, so he is looed: P0 pays 3 red counters into the next pool",
        "P1 won no trick, so he is looed: P1 pays 3 red counters into the next pool",
        "P2 won 2 tricks: P2 takes 2 red counters from the pool",
        "P3 won no trick, so he is looed: P3 pays 3 red counters into the next pool",
        "P4 won 1 trick: P4 takes 1 red counter from the pool",
    ], lines


def _finished(game_id: str, seed: int, players: int) -> Any:
    game = REGISTRY.get(game_id)
    s = game.new_deal(players=players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over(s):
        s = game.apply(s, rng.choice(game.legal_actions(s)))
    return s


@pytest.mark.parametrize("game_id", POOL_GAMES)
def test_every_share_loo_and_rams_is_one_sentence(game_id: str) -> None:
    """Seeded random deals of every pool game at 3 to 6 players: each line of a share, a loo
    or a rams is a reason and its move in words, one colon, no arrow; told to the player
    looed, "You won no trick, so you are looed: you pay ... into the next pool"."""
    game = REGISTRY.get(game_id)
    per = game.units_per_counter
    seen = {"share": 0, "paid": 0}
    for players in range(3, 7):
        for seed in range(12):
            s = _finished(game_id, seed, players)
            st = game.settlement(s)
            if st is None:
                continue
            for t in st.transfers:
                # a share, a loo or a rams: a reason about the seat paying or paid, "P0 won ..."
                account = t.payer if t.payee == "pool" else t.payee
                if not re.match(rf"{account} (played and )?won ", t.reason):
                    continue
                seat = int(account[1:])
                told = moves_told([t], lambda x: format_counters(x.amount, per), seat)
                (why, moves), = told.values()  # fmt: skip
                line = f"{why}: {moves}"
                assert line.count(": ") == 1 and "\u2192" not in line, line
                amount = format_counters(t.amount, per)
                if t.payee == "pool":
                    assert line.startswith("You ") and "so you are" in why, line
                    assert moves == f"you pay {amount} into the next pool", line
                    seen["paid"] += 1
                else:
                    assert moves == f"you take {amount} from the pool", line
                    seen["share"] += 1
    assert seen["share"] and seen["paid"], seen  # not vacuous: both kinds said


# The flush payments and a revoke's settlement said their moves with arrows, read as code:
# "Everyone in against P3's flush is looed three red: P0 → pool 3, P1 3, P4 3", "P4 revoked: he
# forfeits six red to the next pool: P4 → pool 6" (two colons), "P4 revoked: P0 takes an equal
# part of the pool: pool → P0 1⅓". 002: "each of those who are 'in' being looed three red
# counters"; Five-card: "pays five red counters to the next pool"; a revoke: "the pool is
# divided as equally as possible among those who declared to play, with the exception of the
# offender ... and must pay a forfeit of six red counters to the next pool".


def _lines(game_id: str, question: str, seat: int | None = None) -> list[str]:
    q = next(q for q in load(game_id).questions() if q.id == question)
    if seat is None:
        return explanation(q)[0]
    st = q.game.settlement(q.state)
    assert st is not None
    per = q.game.units_per_counter
    told = moves_told(st.transfers, lambda x: format_counters(x.amount, per), seat)
    return [f"{why}: {moves}" for why, moves in told.values()]


def test_a_flush_s_payers_each_pay_into_the_next_pool_in_one_sentence() -> None:
    lines = _lines("irish_loo", "q_flush")
    paid = "Everyone in against P3's flush is looed three red: "
    assert paid + "P0, P1 and P4 each pay 3 red counters into the next pool" in lines, lines
    told = _lines("irish_loo", "q_flush", seat=1)
    assert paid + "you, P4 and P0 each pay 3 into the next pool" in told, told
    lines = _lines("five_card_loo", "q_flush")
    paid = "Everyone at the table against P4's flush is looed five red: "
    assert paid + "P0, P1, P2 and P3 each pay 5 red counters into the next pool" in lines, lines


def test_a_revoke_s_shares_and_forfeit_are_one_sentence_each() -> None:
    lines = _lines("irish_loo", "q_white_counters")
    assert lines == [
        "P4 revoked, so P0 takes an equal part: P0 takes 1⅓ red counters from the pool",
        "P4 revoked, so P1 takes an equal part: P1 takes 1⅓ red counters from the pool",
        "P4 revoked, so P2 takes an equal part: P2 takes 1⅓ red counters from the pool",
        "P4 revoked, so P3 takes an equal part: P3 takes 1⅓ red counters from the pool",
        "P4 revoked, so he pays a forfeit: P4 pays 6 red counters into the next pool",
    ], lines
    told = _lines("irish_loo", "q_white_counters", seat=4)
    assert "You revoked, so you pay a forfeit: you pay 6 into the next pool" in told, told


@pytest.mark.parametrize("game_id", ["loo", "irish_loo", "five_card_loo"])
def test_every_flush_and_revoke_line_is_one_sentence(game_id: str) -> None:
    """Every lesson question of the Loo family whose deal ends in a flush or a revoke, told to
    each seat: one colon and no arrow on every line of the flush's payers and the revoke's."""
    said = 0
    for q in load(game_id).questions():
        st = q.game.settlement(q.state) if q.state is not None else None
        if st is None:
            continue
        per = q.game.units_per_counter

        def amount(x: Transfer, per: int = per) -> str:
            return format_counters(x.amount, per)

        for seat in range(q.state.n):
            told = moves_told(st.transfers, amount, seat)
            for (_, rule), (why, moves) in told.items():
                if not rule.endswith(("flush_payment", "revoke", "revoke_forfeit")):
                    continue
                line = f"{why}: {moves}"
                assert line.count(": ") == 1 and "\u2192" not in line, (q.id, line)
                said += 1
    assert said, game_id  # not vacuous


@pytest.mark.parametrize("game_id", POOL_GAMES)
def test_the_compare_view_says_a_share_and_a_loo_in_words(game_id: str) -> None:
    """The Compare view (engine.compare, notebook 07) said each transfer with an arrow, "P1 won
    4 tricks, 4 fifths of the pool: pool → P1 4 counters": now a share or a loo is said in
    words ("P1 takes 4 counters from the pool", "P0 pays 5 counters into the next pool")."""
    from engine.compare import _settlement_words
    from engine.ledger import unit_said

    game = REGISTRY.get(game_id)
    said = 0
    for players in range(3, 7):
        for seed in range(6):
            s = _finished(game_id, seed, players)
            st = game.settlement(s)
            assert st is not None
            text = _settlement_words(game, s)[0].text()
            for t in st.transfers:
                if not t.pool_said:
                    continue
                per = game.units_per_counter
                amount = unit_said(format_counters(t.amount, per), game.amount_unit)
                # the reason once, its moves after it; players paying alike together ("P3
                # and P0 each pay 3 red counters into the next pool"), as Play says them
                moves = text.split(f"{t.reason}: ", 1)[1].split("; ")[0]
                if t.payee == "pool":
                    move = f"pays {amount} into {t.pool_said}"
                    alike = f"each pay {amount} into {t.pool_said}"
                    assert t.payer in moves and (move in moves or alike in moves), (t, text)
                else:
                    move = f"{t.payee} takes {amount} from {t.pool_said}"
                    assert move in moves, (move, text)
                assert f"{t.payer} \u2192 {t.payee}" not in text, text
                said += 1
    assert said, game_id


def test_bierspiel_s_ramsed_cross_is_one_sentence() -> None:
    """Bierspiel's player ramsed read "P0 played and won no trick: ramsed, a fresh cross:
    P0 → chalk 5" (two colons; "chalk" the ledger's account). 002: "All penalties are made by
    adding fresh crosses to the delinquent's score": now "P0 played and won no trick, so he is
    ramsed: P0 takes a fresh cross (5 to wipe out)", said so in the Compare view too."""
    from engine.compare import _settlement_words

    game = REGISTRY.get("bierspiel")
    said = 0
    for players in range(3, 7):
        for seed in range(12):
            s = _finished("bierspiel", seed, players)
            st = game.settlement(s)
            assert st is not None
            compared = _settlement_words(game, s)[0].text()
            for t in st.transfers:
                if not t.rule.endswith(".ramsed"):
                    continue
                seat = int(t.payer[1:])
                told = moves_told([t], lambda x: str(x.amount), seat)
                (why, moves), = told.values()  # fmt: skip
                assert (why, moves) == (
                    "You played and won no trick, so you are ramsed",
                    "you take a fresh cross (5 to wipe out)",
                ), (why, moves)
                line = f"{t.payer} played and won no trick, so he is ramsed: {t.payer} takes a"
                assert f"{line} fresh cross (5 points to wipe out)" in compared, compared
                said += 1
    assert said  # not vacuous


def _rams_lost(game_id: str, seed: int, players: int) -> PoolState | None:
    """A deal whose first player to declare announces rams, played on by seeded random
    choices; None unless he loses it."""
    from engine.game import Action

    game = pool_game(game_id)
    s = game.new_deal(players=players, seed=seed)
    if Action("rams") not in game.legal_actions(s):
        return None
    s = game.apply(s, Action("rams"))
    rng = random.Random(seed)
    while not game.is_over(s):
        s = game.apply(s, rng.choice(game.legal_actions(s)))
    return s if s.rams >= 0 and s.tricks[s.rams] < game.spec.hand else None


def test_a_rams_lost_is_said_in_one_sentence() -> None:
    """A rams lost read "P1 announced rams and lost trick 1, so the cards are thrown in: he
    doubles the pool and pays 5 to each other player: P1 → pool 20, P0 5, P2 5" (two colons,
    and arrows). 000: "If he loses a single trick, the cards are at once thrown in; he must pay
    counters to double the pool and 5 counters to every other player". Now the reason is how
    the deal ended and the move is said in words: "...: P1 pays 20 to double the pool, 5 to
    P0 and 5 to P2", told to him "you pay ...", to P0 "... 5 to you ...", on Play's log line
    with the unit, and in the Compare view."""
    from engine.compare import _settlement_words
    from ui.games.pool_result import pool_end_notes

    game = REGISTRY.get("rams")
    said = 0
    for players in range(3, 6):
        for seed in range(40):
            s = _rams_lost("rams", seed, players)
            if s is None:
                continue
            st = settled(game, s)
            a = f"P{s.rams}"
            lost = [t for t in st.transfers if t.payer == a and t.rule.endswith("rams_lost")]
            others = [t.payee for t in lost[1:]]
            assert lost[0].payee == "pool" and len(others) == len(s.active) - 1, lost
            told = moves_told(st.transfers, lambda x: str(x.amount), s.rams)
            why, moves = told[lost[0].key]
            trick = len(s.history)
            thrown = ", so the cards are thrown in" if trick < 5 else ""
            assert why == f"You announced rams and lost trick {trick}{thrown}", why
            each = [f"5 to {p}" for p in others]
            paid = ", ".join([f"{s.pool} to double the pool", *each[:-1]]) + f" and {each[-1]}"
            assert moves == f"you pay {paid}", moves
            line = f"{why}: {moves}"
            assert line.count(": ") == 1 and "\u2192" not in line, line
            other = int(others[0][1:])
            to_him = moves_told(st.transfers, lambda x: str(x.amount), other)[lost[0].key][1]
            assert to_him.startswith(f"{a} pays {s.pool} to double the pool") and (
                "5 to you" in to_him
            ), to_him
            (log,) = pool_end_notes(s, s, s.rams)
            assert log.startswith(f"{why}: you pay {s.pool} counters to double the pool, 5 "), log
            assert "\u2192" not in log and log.count(": ") == 1, log
            compared = _settlement_words(game, s)[0].text()
            # a reason once, the payer named once, the unit once (as Play says it)
            paid = f"{a} pays {s.pool} counters to double the pool, 5 to {others[0]}"
            assert paid in compared, compared
            assert "\u2192" not in compared, compared
            said += 1
    assert said  # not vacuous


@pytest.mark.parametrize("game_id", ["loo", "irish_loo", "five_card_loo"])
def test_the_pool_taken_without_play_is_said_in_words(game_id: str) -> None:
    """A flush shown, the dealer taking the pool when everyone before him passed, the widow
    taken unopposed: "P2 shows a flush (K♥ 9♥ 3♥) and takes the pool: pool → P2 12". 002:
    "The player with the flush then shows it, and claims the pool"; 000: "If all but the
    dealer drop out, he takes the pool". Now "...: P2 takes 12 from the pool", told to him
    "you take 12 from the pool", in the lesson questions, seeded deals and the Compare view."""
    from engine.compare import _settlement_words

    game = REGISTRY.get(game_id)
    per = game.units_per_counter
    states = [q.state for q in load(game_id).questions() if q.state is not None]
    for players in range(3, 7):
        states += [_finished(game_id, seed, players) for seed in range(30)]
    said: set[str] = set()
    for s in states:
        if s.result not in ("flush", "dealer_takes", "widow_unopposed"):
            continue
        st = game.settlement(s)
        assert st is not None
        compared = _settlement_words(game, s)[0].text()
        for t in st.transfers:
            if t.payer != "pool" or not t.rule.endswith(("flush", "takes_pool", "unopposed")):
                continue
            amount = format_counters(t.amount, per)
            (why, moves), = moves_told([t], lambda x: format_counters(x.amount, per)).values()  # fmt: skip
            line = f"{why}: {moves}"
            assert line.count(": ") == 1 and "\u2192" not in line, line
            assert moves == f"{t.payee} takes {amount} from the pool", line
            seat = int(t.payee[1:])
            told = moves_told([t], lambda x: format_counters(x.amount, per), seat)
            assert list(told.values())[0][1] == f"you take {amount} from the pool", told
            assert f"{t.payee} takes {amount} red counters from the pool" in compared, compared
            said.add(s.result)
    assert said, game_id  # not vacuous


@pytest.mark.parametrize("game_id", ["rams", "rounce"])
def test_the_pone_who_pays_to_drop_is_said_in_one_sentence(game_id: str) -> None:
    """Everyone passed and the pone would not play: "Everyone passed, P3 (the pone) last,
    rather than play against P0 (the dealer): he pays P0 to drop, and the pool stays: P3 → P0
    5" (two colons, and an arrow; at six, three colons). 002: "If he declines to play, he must
    pay the dealer five counters, and the pool remains". Now "...: P3 pays P0 5 to drop, and
    the pool stays", told to the dealer "P3 pays you 5 ...", on Play's log line with the unit."""
    from engine.game import Action
    from ui.games.pool_result import pool_end_notes

    game = rams_family(game_id)
    said = 0
    for players in range(3, 7):
        for seed in range(4):
            s = game.new_deal(players=players, dealer=seed % players, seed=seed)
            while s.phase == "declare":
                legal = game.legal_actions(s)
                s = game.apply(s, Action("pass") if Action("pass") in legal else legal[0])
            assert s.result == "pone_paid", s.result
            pone, dealer = f"P{game.pone(s)}", f"P{s.dealer}"
            (t,) = settled(game, s).transfers
            for seat, moves in (
                (game.pone(s), f"you pay {dealer} 5 to drop, and the pool stays"),
                (s.dealer, f"{pone} pays you 5 to drop, and the pool stays"),
            ):
                (why, told), = moves_told([t], lambda x: str(x.amount), seat).values()  # fmt: skip
                line = f"{why}: {told}"
                assert told == moves and line.count(": ") == 1 and "\u2192" not in line, line
                assert why.startswith("Everyone passed, "), why
            (log,) = pool_end_notes(s, s, game.pone(s))
            assert log.endswith(f": you pay {dealer} 5 counters to drop, and the pool stays."), log
            assert log.count(": ") == 1, log
            said += 1
    assert said


@pytest.mark.parametrize(
    ("example", "rule", "words"),
    [
        # 002: "There is only one penalty in Rams; to win nothing on the deal, and to forfeit
        # five counters to the next pool"
        (
            "rams_penalty",
            "rams.penalty",
            "{P} {did}, so {he} nothing on the deal and {pay} a forfeit: {p} {pay} 5 into the "
            "next pool",
        ),
        # 002 (Bierspiel): "All penalties are made by adding fresh crosses to the delinquent's
        # score"
        (
            "bierspiel_penalty",
            "bierspiel.penalty_cross",
            "{P} {did}, so {he} out nothing this deal: {p} {take} a fresh cross (5 to wipe out)",
        ),
        # 002: "Should the dealer inadvertently turn a trump, he forfeits three red counters to
        # the current pool"
        (
            "loo_dealer_turned_trump",
            "loo.irregular_trump",
            "{P} (dealer) turned a trump in a simple, so {he_pays} a forfeit: {p} {pay} 3 into "
            "this pool",
        ),
    ],
)
def test_a_penalty_is_said_in_one_sentence(example: str, rule: str, words: str) -> None:
    """A penalty's forfeit read with two colons and an arrow: Rams' "P2 exposed a card: he
    wins nothing and forfeits 5 to the next pool: P2 → pool 5", Bierspiel's "P1 led or played
    out of turn: he wipes out nothing this deal and takes a fresh cross: P1 → chalk 5", Loo's
    dealer "P0 (dealer) turned a trump in a simple: he forfeits three red to this pool: P0 →
    pool 3". Now the reason is one sentence and the move is said in words after it, told to
    the offender and to the others, and in the Compare view."""
    from pathlib import Path

    from engine.compare import _settlement_words
    from engine.scenario import load_file

    root = Path(__file__).resolve().parents[2]
    scn = load_file(root / "docs" / "examples" / f"{example}.yaml")
    game, s = scn.game, scn.state
    st = settled(game, s)
    (t,) = [t for t in st.transfers if t.rule == rule]
    per = game.units_per_counter
    off = int(t.payer[1:])
    did = re.match(rf"{t.payer} (.*?), so ", t.reason)
    assert did, t.reason
    for seat, who in ((None, "third"), (off, "told")):
        told = moves_told(st.transfers, lambda x: format_counters(x.amount, per), seat)
        why, moves = told[t.key]
        told_to = who == "told"
        verb = {"wins": "win", "wipes": "wipe", "pays": "pay", "takes": "take"}
        line = words.format(
            P="You" if told_to else t.payer,
            p="you" if told_to else t.payer,
            did=did.group(1),
            he=("you " if told_to else "he ")
            + ("wipe" if "wipe" in words else "win")
            + ("" if told_to else "s"),
            he_pays="you pay" if told_to else "he pays",
            pay=verb["pays"] if told_to else "pays",
            take=verb["takes"] if told_to else "takes",
        )
        assert f"{why}: {moves}" == line, (f"{why}: {moves}", line)
        assert line.count(": ") == 1 and "\u2192" not in line, line
    compared = _settlement_words(game, s)[0].text()
    assert f"{t.payer} \u2192" not in compared, compared


def test_a_rams_made_is_said_in_one_sentence() -> None:
    """A rams made read "P2 made his rams: he takes the pool and 5 from each other player:
    pool → P2 10, P0 → P2 5, P1 → P2 5, P3 → P2 5" (two colons, four arrows). 000: "If the
    rams player wins all the tricks, he wins the whole pool plus 5 counters from every other
    player". Now "P2 made his rams: P2 takes 10 from the pool, 5 from P0, 5 from P1 and 5 from
    P3", told to him "you take ...", to P0 "... 5 from you ...", and in the Compare view."""
    from engine.compare import _settlement_words
    from engine.game import Action

    game = REGISTRY.get("rams")
    said = 0
    for seed in range(200):
        s = game.new_deal(players=4, seed=seed)
        s = game.apply(game.apply(s, Action("rams")), Action("stand"))
        rng = random.Random(seed)
        while not game.is_over(s):
            s = game.apply(s, rng.choice(game.legal_actions(s)))
        if s.rams < 0 or s.tricks[s.rams] < 5:
            continue
        st = settled(game, s)
        a = f"P{s.rams}"
        made = [t for t in st.transfers if t.payee == a]
        others = [t.payer for t in made[1:]]
        assert made[0].payer == "pool" and len(others) == 3, made
        why, moves = moves_told(st.transfers, lambda x: str(x.amount), s.rams)[made[0].key]
        assert why == "You made your rams", why
        each = [f"5 from {p}" for p in others]
        took = ", ".join([f"{s.pool} from the pool", *each[:-1]]) + f" and {each[-1]}"
        assert moves == f"you take {took}", moves
        to_him = moves_told(st.transfers, lambda x: str(x.amount), int(others[0][1:]))
        assert f"{a} takes {s.pool} from the pool, 5 from you, " in to_him[made[0].key][1]
        line = f"{why}: {moves}"
        assert line.count(": ") == 1 and "\u2192" not in line, line
        compared = _settlement_words(game, s)[0].text()
        took = f"{a} takes {s.pool} counters from the pool, 5 from {others[0]}"
        assert took in compared, compared  # a reason once, the payee named once, the unit once
        assert "\u2192" not in compared, compared
        said += 1
    assert said  # not vacuous


def test_bierspiel_s_wipes_and_pone_are_one_sentence_each() -> None:
    """Bierspiel's points wiped out read "P1 won 2 tricks and wipes out 2 points: chalk → P1
    2" ("chalk" the ledger's account), its pone "Everyone passed, P3 (the pone) last, rather
    than play against P0 (the dealer): he takes a fresh cross and pays P0 in chalk: chalk →
    P0 5, P3 → chalk 5" (two colons, arrows). 002: "When a trick is won, a beer-soaked finger
    wipes out the centre of a cross"; "All penalties are made by adding fresh crosses". Now
    "P1 won 2 tricks: P1 wipes out 2 from his crosses" ("(all he had left)" where his slate
    held fewer), and the pone "...(the dealer): P3 takes a fresh cross (5 to wipe out), P0
    wipes out 5 from his crosses", told to each "you", on the pone's log line and in the
    Compare view with the unit."""
    from engine.compare import _settlement_words
    from engine.game import Action
    from ui.games.pool_result import pool_end_notes

    game = rams_family("bierspiel")
    said = {"wipe": 0, "short": 0, "pone": 0}
    for players in range(3, 7):
        for seed in range(12):
            low = [3] + [15] * (players - 1)  # P0's slate short of his tricks at times
            s = game.new_deal(players=players, seed=seed, counters=low)
            rng = random.Random(seed)
            while not game.is_over(s):
                if s.phase == "declare" and seed % 3 == 0:
                    legal = game.legal_actions(s)
                    s = game.apply(s, Action("pass") if Action("pass") in legal else legal[0])
                    continue
                s = game.apply(s, rng.choice(game.legal_actions(s)))
            st = settled(game, s)
            compared = _settlement_words(game, s)[0].text()
            assert "\u2192" not in compared, compared
            for seat in range(players):
                told = moves_told(st.transfers, lambda x: str(x.amount), seat)
                for why, moves in told.values():
                    line = f"{why}: {moves}"
                    assert line.count(": ") == 1 and "\u2192" not in line, line
            for t in st.transfers:
                if t.rule.endswith(".wipe_out"):
                    k = s.tricks[int(t.payee[1:])]
                    why, moves = moves_told([t], lambda x: str(x.amount)).popitem()[1]
                    assert why == f"{t.payee} won {k} trick{'s' if k > 1 else ''}", why
                    rest = " (all he had left)" if t.amount < k else ""
                    assert moves == f"{t.payee} wipes out {t.amount} from his crosses{rest}"
                    mine = moves_told([t], lambda x: str(x.amount), int(t.payee[1:]))
                    assert list(mine.values())[0][1].startswith("you wipe out "), mine
                    said["short" if rest else "wipe"] += 1
            if s.result == "pone_paid":
                pone, dealer = f"P{game.pone(s)}", f"P{s.dealer}"
                ((why, moves),) = moves_told(st.transfers, lambda x: str(x.amount)).values()
                assert why.startswith(f"Everyone passed, {pone} (the pone) last"), why
                assert moves.startswith(
                    f"{pone} takes a fresh cross (5 to wipe out), {dealer} wipes out "
                ), moves
                (log,) = pool_end_notes(s, s, game.pone(s))
                assert ": you take a fresh cross (5 points to wipe out), " in log, log
                said["pone"] += 1
    assert all(said.values()), said  # not vacuous


def _spoil_five_taken(s: Any, lines: dict[tuple[str, str], tuple[str, str]]) -> str:
    """The moves of a Spoil Five deal's pool taken, as its line says them (one colon, no
    arrow), told to the seat the lines were told to."""
    (why, moves), = lines.values()  # fmt: skip
    line = f"{why}: {moves}"
    assert line.count(": ") == 1 and "\u2192" not in line, line
    return moves


def test_spoil_five_s_pool_taken_is_said_in_words() -> None:
    """Spoil Five's pool taken read "P3 won three tricks and takes the pool: pool → P3 9", and
    a jink made "...: pool → P1 9, P0 → P1 1, P2 → P1 1, P3 → P1 1". 002: "If any one person
    can win three tricks he takes the pool. If he can win all five tricks he not only gets the
    pool, but receives an extra counter from each of the other players." Now "...: P3 takes 9
    from the pool", "...: P1 takes 9 from the pool, 1 from P0, 1 from P2 and 1 from P3", told
    to him "you take ...", to a payer "... 1 from you ...", and in the Compare view. Every
    pool won of seeded deals at 3 to 6 players, and the lesson's jink made."""
    from engine.compare import _settlement_words

    game = REGISTRY.get("spoil_five")
    five = next(q for q in load("spoil_five").questions() if q.id == "q_five")
    deals = [five.state] + [
        _finished("spoil_five", seed, n) for n in range(3, 7) for seed in range(30)
    ]
    seen = {"won": 0, "five": 0}
    for s in deals:
        st = game.settlement(s)
        if st is None or not st.transfers:
            continue
        w = f"P{s.winner}"
        moves = _spoil_five_taken(s, moves_told(st.transfers, lambda x: str(x.amount), s.winner))
        compared = _settlement_words(game, s)[0].text()
        assert "\u2192" not in compared, compared
        assert f"{w} takes {s.pool} counters from the pool" in compared, compared
        if s.result == "won":
            assert moves == f"you take {s.pool} from the pool", moves
            seen["won"] += 1
            continue
        payers = [f"P{p}" for p in range(s.n) if p != s.winner]
        each = [f"1 from {p}" for p in payers]
        assert moves == f"you take {s.pool} from the pool, " + ", ".join(each[:-1]) + (
            f" and {each[-1]}"
        ), moves
        told = moves_told(st.transfers, lambda x: str(x.amount), int(payers[0][1:]))
        assert f"{w} takes {s.pool} from the pool, 1 from you" in _spoil_five_taken(s, told)
        seen["five"] += 1
    assert seen["won"] and seen["five"], seen  # not vacuous: both said


def test_napoleon_s_payments_are_said_in_words() -> None:
    """Napoleon's payments read "P2 made his bid of 2: P0 → P2 2, P1 → P2 2" and "P1 failed
    nap: P1 → P0 5, P2 5, P3 5, P4 5". 003: "When a bidder wins, he collects from each other
    player the same number of counters as his bid. If he is defeated, he pays this number to
    each." Now "P2 made his bid of 2: P2 collects 2 from P0 and 2 from P1", "P1 failed nap: P1
    pays 5 to P0, 5 to P2, 5 to P3 and 5 to P4", told to the bidder "you collect ...", to
    another "... from you", and in the Compare view. Every deal bid out of seeded deals at 2
    to 6 players."""
    from engine.compare import _settlement_words

    game = REGISTRY.get("napoleon")
    seen = {"made": 0, "failed": 0}
    for players in range(2, 7):
        for seed in range(16):
            s = _finished("napoleon", seed, players)
            st = game.settlement(s)
            if st is None or not st.transfers:
                continue
            b, made = f"P{s.bidder}", s.result == "made"
            others = [f"P{p}" for p in range(s.n) if p != s.bidder]
            amt = str(st.transfers[0].amount)
            verb, word = ("collect", "from") if made else ("pay", "to")
            each = [f"{amt} {word} {p}" for p in others]
            listed = ", ".join(each[:-1]) + f" and {each[-1]}" if len(each) > 1 else each[0]
            (why, moves), = moves_told(st.transfers, lambda x: str(x.amount), s.bidder).values()  # fmt: skip
            line = f"{why}: {moves}"
            assert line.count(": ") == 1 and "\u2192" not in line, line
            assert moves == f"you {verb} {listed}", line
            ((_, to_him),) = moves_told(
                st.transfers, lambda x: str(x.amount), int(others[0][1:])
            ).values()
            assert to_him.startswith(f"{b} {verb}s {amt} {word} you"), to_him
            compared = _settlement_words(game, s)[0].text()
            assert "\u2192" not in compared and f"{b} {verb}s {amt} " in compared, compared
            seen["made" if made else "failed"] += 1
    assert seen["made"] and seen["failed"], seen  # not vacuous: both said


def test_linger_longer_s_stakes_are_said_in_words() -> None:
    """Linger Longer's stakes read "P3 wins the game: P0 → P3 1, P1 → P3 1, P2 → P3 1" (the
    rule: "The winner takes the game: each other player pays him one counter"). Now "P3 wins
    the game: P3 takes 1 from P0, 1 from P1 and 1 from P2", told to him "you take ...", to a
    loser "... 1 from you ...", and in the Compare view. Seeded deals at 4 to 6 players."""
    from engine.compare import _settlement_words

    game = REGISTRY.get("linger_longer")
    said = 0
    for players in range(4, 7):
        for seed in range(6):
            s = _finished("linger_longer", seed, players)
            st = settled(game, s)
            w = f"P{s.winner}"
            each = [f"1 from P{p}" for p in range(s.n) if p != s.winner]
            (why, moves), = moves_told(st.transfers, lambda x: str(x.amount), s.winner).values()  # fmt: skip
            line = f"{why}: {moves}"
            assert line.count(": ") == 1 and "\u2192" not in line, line
            assert moves == "you take " + ", ".join(each[:-1]) + f" and {each[-1]}", line
            loser = st.transfers[0].payer
            ((_, told),) = moves_told(
                st.transfers, lambda x: str(x.amount), int(loser[1:])
            ).values()
            assert told.startswith(f"{w} takes ") and "1 from you" in told, told
            compared = _settlement_words(game, s)[0].text()
            assert "\u2192" not in compared and f"{w} takes 1 counter from {loser}" in compared, (
                compared
            )
            said += 1
    assert said  # not vacuous
