"""A second, blind audit of Spoil Five and Forty-Five: each case was written from seed 002,
RULES.md §5-§6 and docs/scenarios.md alone, with its answer derived before the engine was run,
the way the examiner's held-back cases are written; each quotes the line it rests on. The first
audit's cases (interactive probing) are in test_audit_spoil_forty_five.py.
"""

from __future__ import annotations

import pytest
from scenario_answers import ans
from scenario_answers import refused as refusals

from engine.scenario import ScenarioError


def legal(text: str) -> list[str]:
    return sorted(ans(text)["legal"])


def sc(game: str, turn: str, *fields: str, players: int = 3, variant: str = "") -> str:
    head = f"game: {game}\nplayers: {players}\ndealer: P0\nturn_card: {turn}\n"
    return head + (f"variant: {variant}\n" if variant else "") + "".join(f + "\n" for f in fields)


EB = "https://en.wikisource.org/wiki/1911_Encyclop%C3%A6dia_Britannica/Spoil-five"
ORDER = 'RULES.md §5: "highest in red, lowest in black"; ♦ plain K..2 A; ♣/♠ plain K Q J A 2..10'


@pytest.mark.parametrize(
    ("text", "winner", "quote"),
    [
        (sc("spoil_five", "9C", "trick: [P1 10C, P2 4C, P0 2C]"), "P0", ORDER),
        (sc("spoil_five", "9S", "trick: [P1 AD, P2 2D, P0 3D]"), "P0", ORDER),
        (sc("spoil_five", "9H", "trick: [P1 AC, P2 2C, P0 10C]"), "P1", ORDER),
        (sc("spoil_five", "9D", "trick: [P1 KH, P2 AH, P0 QH]"), "P2", "A♥ always a trump"),
        (sc("spoil_five", "9D", "trick: [P1 5H, P2 6H, P0 2C]"), "P2", ORDER),
        (sc("spoil_five", "9H", "trick: [P1 10S, P2 2S, P0 AS]"), "P0", ORDER),
        (sc("spoil_five", "9H", "trick: [P1 KH, P2 AH, P0 JH]"), "P0", "♥: 5 J A K Q 10.."),
        (sc("spoil_five", "9S", "trick: [P1 AS, P2 AH, P0 JS]"), "P0", "♠: 5 J A♥ A K Q.."),
        (
            sc("spoil_five", "8D", "trick: [P1 2D, P2 9D, P3 10D, P0 6D]", players=4),
            "P3",
            "♦ trumps: ... K Q 10 9 8 7 6 4 3 2",
        ),
        (sc("forty_five", "9D", "trick: [P1 KC, P2 AC, P3 2C, P0 AH]", players=4), "P0", ORDER),
        (sc("forty_five", "9C", "trick: [P1 2D, P0 AD]", players=2), "P1", ORDER),
    ],
)
def test_blind_trick_winners(text: str, winner: str, quote: str) -> None:
    assert ans(text)["trick_winner"]["player"] == winner, quote


HAND = "hands: {{{seat}: [{cards}]}}"


def hand(seat: str, cards: str) -> str:
    return HAND.format(seat=seat, cards=cards)


def actions(spec: str) -> list[str]:
    """``"AS rob 2C"`` -> ``["AS", "rob 2C"]``, sorted as :func:`legal` sorts."""
    out: list[str] = []
    for word in spec.split():
        if out and out[-1] == "rob":
            out[-1] = f"rob {word}"
        else:
            out.append(word)
    return sorted(out)


@pytest.mark.parametrize(
    ("text", "expected", "rules", "quote"),
    [
        (
            sc("spoil_five", "9S", hand("P2", "KD, 2S, 3H, 4H, 5C"), "trick: [P1 QD]"),
            "KD 2S",
            {"3H": "spoil_five.follow_or_trump"},
            'Britannica: "others may follow or trump as they please"',
        ),
        (
            sc("spoil_five", "9S", hand("P2", "KD, 3H, 4H, 5C, 6C"), "trick: [P1 QD]"),
            "KD",
            {"3H": "spoil_five.no_trump_must_follow"},
            '"no one need follow except a player who holds no trumps"',
        ),
        (
            sc("spoil_five", "9S", hand("P2", "AH, 2H, 3C, 4C, 5D"), "trick: [P1 KH]"),
            "AH 2H",
            {"3C": "spoil_five.follow_or_trump"},
            "the A♥ is his trump: follow with the 2♥ or trump",
        ),
        (
            sc("spoil_five", "9C", hand("P2", "AH, 4C, 5D, 6D, 7S"), "trick: [P1 KH]"),
            "AH 4C 5D 6D 7S",
            {},
            "no heart held (the A♥ never counts as a heart): any card",
        ),
        (
            sc("spoil_five", "9C", hand("P2", "KH, 2D, 3D, 4S, 5S"), "trick: [P1 AH]"),
            "KH 2D 3D 4S 5S",
            {},
            "the A♥ led is a trump lead; no trump held: any card",
        ),
        (
            sc("spoil_five", "9S", hand("P2", "2S, KH, 3C, 4D, 5D"), "trick: [P1 4S]"),
            "2S",
            {"KH": "spoil_five.follow_trumps"},
            '"This privilege of reneging is confined to the three highest trumps."',
        ),
        (
            sc("spoil_five", "9S", hand("P2", "AS, KH, 2C, 3C, 4D"), "trick: [P1 KS]"),
            "AS rob 2C rob 3C rob 4D rob KH",
            {"KH": "spoil_five.follow_trumps"},
            "the A♠ is no privileged trump; its holder may still rob before his first card, keeping "
            "the ace (002: 'he must have at least the ace and the turn-up in trumps')",
        ),
        (
            sc("spoil_five", "9S", hand("P2", "JS, 3S, KH, 2C, 3C"), "trick: [P1 8S]"),
            "JS 3S",
            {"KH": "spoil_five.renege_smaller_trump"},
            '"if he has also a smaller trump, he must play one or the other" (3♠ ranks over 8♠)',
        ),
        (
            sc(
                "spoil_five",
                "2S",
                hand("P2", "JS, KH, 2C, 3C, 4D"),
                "trick: [P1 9S]",
                variant="strict_single_privileged",
            ),
            "JS KH 2C 3C 4D",
            {},
            "strict_single_privileged bites only on two privileged trumps",
        ),
        (
            sc("spoil_five", "9S", hand("P2", "AH, 7D, KH, 2C, 3C"), "trick: [P1 JS]"),
            "AH",
            {"KH": "spoil_five.renege_superior"},
            '"If a superior trump is led, the player must follow suit in any case."',
        ),
        (
            sc("spoil_five", "9S", hand("P2", "AH, 5S, KH, 2C, 3C"), "trick: [P1 JS]"),
            "AH 5S",
            {"KH": "spoil_five.renege_smaller_trump"},
            "the J♠ led calls out the A♥: either trump follows suit",
        ),
        (
            sc(
                "spoil_five",
                "9S",
                hand("P3", "5S, 7D, KH, 2C, 3C"),
                "trick: [P1 AH, P2 2D]",
                players=4,
            ),
            "5S 7D KH 2C 3C",
            {},
            '"If the heart ace is led ... the Five alone ... need not be played"',
        ),
        (
            sc("spoil_five", "9H", hand("P2", "AH, KC, 2D, 3D, 4S"), "trick: [P1 4H]"),
            "AH KC 2D 3D 4S rob KC rob 2D rob 3D rob 4S",
            {},
            "hearts trumps: the lone A♥ (ace of trumps) may renege a low heart, and rob",
        ),
        (
            sc("forty_five", "9H", hand("P0", "AH, KC, 2D, 3D, 4S"), "trick: [P1 4H]", players=2),
            "AH KC 2D 3D 4S rob KC rob 2D rob 3D rob 4S",
            {},
            "Forty-Five is Spoil Five for two: the same privilege and robbing",
        ),
        (
            sc("forty_five", "9S", hand("P2", "KD, 2S, 3H, 4H, 5C"), "trick: [P1 QD]", players=4),
            "KD 2S",
            {"3H": "forty_five.follow_or_trump"},
            'Britannica: "others may follow or trump as they please"',
        ),
        (
            sc(
                "forty_five",
                "2S",
                hand("P0", "5S, AH, KH, 2C, 3C"),
                "trick: [P1 9S]",
                players=2,
                variant="strict_single_privileged",
            ),
            "5S AH",
            {"KH": "forty_five.strict_single_privileged"},
            '"having no smaller trump with them" read strictly: one of the two must be played',
        ),
        (
            sc("spoil_five", "6D", hand("P1", "AH, 3C, KH, 9D, 8S")),
            "AH 3C KH 9D 8S",
            {},
            "RULES.md §5: the A♥ qualifies to rob only when hearts are trumps",
        ),
        (
            sc("spoil_five", "6C", hand("P1", "AC, 3C, 9D, 8S"), "tricks: [[P1 KH, P2 QH, P0 JH]]"),
            "AC 3C 9D 8S",
            {},
            'Peel: he robs "when it is his turn to play, and before showing his first card"',
        ),
        (
            sc(
                "spoil_five",
                "AD",
                "rob: {player: P0, discard: 7H}",
                hand("P0", "AD, 2C, 3C, 4C, QD"),
                "trick: [P1 2D, P2 3D]",
            ),
            "AD QD",
            {"2C": "spoil_five.follow_trumps"},
            "the dealer who robbed holds the turned ace, and follows trumps with it",
        ),
    ],
)
def test_blind_legal_plays(text: str, expected: str, rules: dict[str, str], quote: str) -> None:
    assert legal(text) == actions(expected), quote
    got = refusals(text)
    assert {c: got.get(c) for c in rules} == rules, quote


@pytest.mark.parametrize(
    ("text", "to_move", "expected", "quote"),
    [
        (
            sc("spoil_five", "AH", hand("P0", "2C, 3C, 4C, QD, 7H")),
            "P0",
            "decline rob 2C rob 3C rob 4C rob QD rob 7H",
            'Britannica: the turn-up an ace, the dealer "puts out any card ... and takes in the ace"',
        ),
        (
            sc("forty_five", "AS", hand("P0", "2C, 3C, 4C, QD, 7H"), players=2),
            "P0",
            "decline rob 2C rob 3C rob 4C rob QD rob 7H",
            "Forty-Five robs as Spoil Five (RULES.md §6)",
        ),
        (
            sc("spoil_five", "6C", hand("P0", "AC, 3C, KH, 9D, 8S"), "trick: [P1 KD, P2 QD]"),
            "P0",
            "AC 3C 9D rob 3C rob KH rob 9D rob 8S",
            "the dealer holding the trump ace robs in his turn, before his first card; a diamond "
            "led: follow or trump",
        ),
        (
            sc("spoil_five", "9S", hand("P1", "2S, 3H, 4H, 5C, 6C"), players=10),
            "P1",
            "2S 3H 4H 5C 6C",
            "ten players: fifty cards dealt and one turned",
        ),
        (
            sc(
                "forty_five",
                "9S",
                "tricks_won: {P0: 2, P1: 2}",
                "leader: P1",
                hand("P1", "2H"),
                players=2,
            ),
            "P1",
            "2H",
            "two tricks each: the fifth decides the odd trick",
        ),
    ],
)
def test_blind_who_moves_and_what(text: str, to_move: str, expected: str, quote: str) -> None:
    a = ans(text)
    assert a["to_move"] == to_move and sorted(a["legal"]) == actions(expected), quote


FIRST_THREE = "tricks: [[P1 5S, P2 2D, P0 2C], [P1 JS, P2 3D, P0 3C], [P1 AH, P2 4D, P0 4C]]"
NO_ROB = (
    "tricks: [[P1 AC, P2 3C, P0 2S], [P1 KH, P2 2C, P0 3S], [P2 4D, P0 5D, P1 5C], "
    "[P1 JC, P2 6D, P0 4S]]"
)


@pytest.mark.parametrize(
    ("text", "expected", "quote"),
    [
        (
            sc("spoil_five", "9S", "tricks_won: {P1: 3, P2: 1}", players=4),
            {"result": "won", "net": {"P1": 9}, "pool_carried": 0},
            '"If any one person can win three tricks he takes the pool."',
        ),
        (
            sc("spoil_five", "9S", "pool: 8", FIRST_THREE, "jink: claim"),
            {"result": "won", "net": {"P1": 8}},
            '"he should immediately abandon his hand and claim the pool"',
        ),
        (
            sc("spoil_five", "9S", "pool: 11", "tricks_won: {P1: 3, P2: 1}", "jinker: P1"),
            {"result": "jink_failed", "net": {"P1": 0}, "pool_carried": 11},
            '"get all five tricks or lose what he has already won, the game being spoiled"',
        ),
        (
            sc("spoil_five", "9S", "pool: 13", "tricks_won: {P1: 5}", "jinker: P1", players=5),
            {"result": "five", "net": {"P1": 17, "P0": -1, "P4": -1}},
            '"he not only gets the pool, but receives an extra counter from each"',
        ),
        (
            sc("spoil_five", "9S", "pool: 7", "tricks_won: {P1: 2, P2: 2, P0: 1}"),
            {"result": "spoiled", "pool_carried": 7},
            '"the game is said to be spoiled"',
        ),
        (
            sc("spoil_five", "9S", "pool: 10", "barred: [P2]", "tricks_won: {P1: 3, P2: 1, P0: 1}"),
            {"result": "won", "net": {"P1": 10}, "penalty_lifted": ["P2"]},
            '"After the pool has been won, and a fresh one formed, the penalty is removed."',
        ),
        (
            sc(
                "spoil_five",
                "9S",
                "pool: 8",
                "tricks_won: {P2: 2, P1: 1}",
                "leader: P2",
                "irregularities: [{player: P2, kind: exposed_card}]",
                "trick: [P2 5S, P0 2H, P1 3H]",
            ),
            {"result": "spoiled", "pool_carried": 8, "barred": ["P2"]},
            '"exposes a card after any player has won two tricks, he loses all right ... in the current pool"',
        ),
        (
            sc("spoil_five", "6C", "pool: 7", NO_ROB),
            {"result": "won", "net": {"P1": 7}},
            "RULES.md §5, recommended default: robbing is optional",
        ),
        (
            sc("spoil_five", "6C", "pool: 7", NO_ROB, variant="eb_compulsory_rob"),
            {"result": "spoiled", "pool_carried": 7},
            f'{EB}: "A player who fails to rob cannot go out that hand."',
        ),
        (
            sc("forty_five", "9S", "tricks_won: {P0: 4, P1: 1}", players=2),
            {"points": {"P0": 5, "P1": 0}, "game_won_by": None},
            '"The side winning the odd trick counts five points", four tricks no more',
        ),
        (
            sc(
                "forty_five",
                "9S",
                "scores: {P0+P2: 10, P1+P3: 20}",
                "tricks_won: {P0: 3, P2: 2}",
                players=4,
            ),
            {"scores_after": {"P0+P2": 20, "P1+P3": 20}},
            '"or ten points if it wins all five tricks"',
        ),
        (
            sc("forty_five", "9S", "scores: [40, 40]", "tricks_won: {P1: 3, P0: 2}", players=2),
            {"game_won_by": "P1", "scores_after": {"P0": 40, "P1": 45}},
            '"Forty-five points is game."',
        ),
        (
            sc("forty_five", "9S", "tricks_won: {P1: 1, P3: 1, P5: 1, P0: 2}", players=6),
            {"scores_after": {"P0+P2+P4": 0, "P1+P3+P5": 5}},
            '"or by four or six divided into two equal partnerships"',
        ),
        (
            sc(
                "forty_five",
                "9S",
                "scores: [10, 0]",
                "tricks_won: {P0: 4, P1: 1}",
                players=2,
                variant="per_trick",
            ),
            {"scores_after": {"P0": 25, "P1": 0}},
            '"if one side wins four tricks it counts fifteen towards game"',
        ),
        (
            sc("forty_five", "9S", "tricks_won: {P0: 3, P1: 2}", players=2, variant="per_trick"),
            {"scores_after": {"P0": 5, "P1": 0}},
            "\"the winners' score is deducted from the losers'\": three tricks to two count 5",
        ),
        (
            sc("forty_five", "9S", "tricks_won: {P1: 3, P3: 2}", players=4, variant="per_trick"),
            {"scores_after": {"P0+P2": 0, "P1+P3": 25}},
            "RULES.md §6: 5 tricks score 25",
        ),
        (
            sc(
                "forty_five",
                "9S",
                "scores: [40, 0]",
                "tricks_won: {P0: 1}",
                players=2,
                variant="per_trick",
            ),
            {"result": "counted_out", "game_won_by": "P0"},
            "RULES.md §6: trick points credited as won, the game ends the moment a side reaches 45",
        ),
        (
            sc(
                "forty_five",
                "9S",
                "scores: {P0+P2: 35, P1+P3: 35}",
                "tricks_won: {P1: 1, P3: 1}",
                players=4,
                variant="per_trick",
            ),
            {"result": "counted_out", "game_won_by": "P1+P3"},
            '"if each side is 35 up, the first to win two tricks counts out"',
        ),
        (
            sc(
                "forty_five",
                "6C",
                "tricks: [[P1 AC, P0 2D], [P1 5C, P0 3D], [P1 JC, P0 4D], [P1 KH, P0 5D], [P1 QH, P0 6D]]",
                players=2,
                variant="eb_compulsory_rob",
            ),
            {"points": {"P0": 0, "P1": 0}},
            f'{EB}: "A player who fails to rob cannot go out that hand."',
        ),
    ],
)
def test_blind_settlements(text: str, expected: dict[str, object], quote: str) -> None:
    st = ans(text)["settlement"]
    for key, want in expected.items():
        got = st.get(key)
        if isinstance(want, dict) and isinstance(got, dict):
            got = {k: got.get(k) for k in want}
        assert got == want, f"{key}: {quote}"


@pytest.mark.parametrize(
    ("text", "match", "quote"),
    [
        (
            sc("spoil_five", "AD", "trick: [P1 2S]"),
            "rob",
            "an ace turned: the dealer robs or declines first",
        ),
        (
            sc(
                "spoil_five",
                "6C",
                "rob: {player: P2, discard: 7D}",
                hand("P1", "AC, 3C, KH, 9D, 8S"),
            ),
            "robbing without the ace is an irregularity",
            '"If any player robs when he does not hold the ace"',
        ),
        (
            sc(
                "spoil_five",
                "9S",
                "irregularities: [{player: P2, kind: exposed_card}]",
                "tricks_won: {P1: 1}",
                "leader: P1",
            ),
            "only once a player has won two tricks",
            '"or exposes a card after any player has won two tricks"',
        ),
        (
            sc(
                "spoil_five",
                "9S",
                "pool: 10",
                "irregularities: [{player: P2, kind: revoke_plain}]",
                "tricks_won: {P2: 3, P1: 1, P0: 1}",
            ),
            "the deal is over",
            "docs/scenarios.md: irregularities are read while the deal is in play; give `barred`",
        ),
        (sc("spoil_five", "9S", players=2), "players", "Spoil Five: three to ten players"),
        (sc("forty_five", "9S", players=3), "players", '"two persons only, or by four or six"'),
        (
            sc("forty_five", "9S", "scores: [45, 0]", players=2),
            "scores",
            "45 is game: a score is 0 to 44",
        ),
        (
            sc(
                "forty_five",
                "9S",
                "scores: [35, 35]",
                "tricks_won: {P0: 2, P1: 2}",
                players=2,
                variant="per_trick",
            ),
            "tricks_won",
            "counting out: both sides cannot pass 45",
        ),
        (
            sc("spoil_five", "9S", "tricks_won: {P1: 1, P2: 1}"),
            "leader",
            "who leads is not known from counts",
        ),
    ],
)
def test_blind_refusals(text: str, match: str, quote: str) -> None:
    with pytest.raises(ScenarioError, match=match) as e:
        ans(text)
    assert str(e.value).startswith("audit.yaml: field '"), quote


# ---- the dealer's decline of a turned ace, his hand not given ------------------------------------
@pytest.mark.parametrize("game", ["spoil_five", "forty_five"])
@pytest.mark.parametrize("after", ["", "trick: [P1 2H]"])
def test_a_declined_turned_ace_needs_no_dealers_hand(game: str, after: str) -> None:
    # docs/scenarios.md: `rob` is "`decline` (the dealer let the turned ace lie)"; Britannica:
    # the dealer "puts out any card face down and takes in the ace before the eldest hand
    # leads" — RULES.md §5 makes it optional. The reader refused the decline whenever the
    # dealer's hand was left out ("only the dealer, when an ace is turned up, declines"),
    # though an ace was turned and the dealer it was who declined.
    a = ans(sc(game, "AD", "rob: decline", after, players=4))
    assert a["phase"] == "play" and a["to_move"] == ("P2" if after else "P1")
    assert "hand_unknown" in a


@pytest.mark.parametrize(
    ("text", "to_move", "expected", "quote"),
    [
        (
            sc(
                "forty_five",
                "9S",
                "tricks_won: {P0: 3}",
                "leader: P0",
                hand("P0", "2H, 3H"),
                players=2,
            ),
            "P0",
            "2H 3H",
            '"ten points if it wins all five tricks": three tricks do not end a deal of Forty-Five',
        ),
        (
            sc("spoil_five", "9S", "tricks_won: {P1: 3}", "jinker: P1", hand("P1", "2H, 3H")),
            "P1",
            "2H 3H",
            '"if he continues playing he must jink it, and get all five tricks"',
        ),
        (
            sc("spoil_five", "9H", hand("P2", "JH, KC, 2D, 3D, 4S"), "trick: [P1 AH]"),
            "P2",
            "JH KC 2D 3D 4S",
            '"If the heart ace is led, and one player holds the Jack alone ... need not be played"',
        ),
        (
            sc("spoil_five", "9H", hand("P2", "5H, AH, KC, 2D, 3D"), "trick: [P1 4H]"),
            "P2",
            "5H AH KC 2D 3D rob 5H rob KC rob 2D rob 3D",
            "RULES.md §5, recommended default: each privileged trump keeps its privilege",
        ),
        (
            sc(
                "spoil_five",
                "AD",
                "rob: decline",
                hand("P2", "KD, 2C, 3C, 4C, 5C"),
                "trick: [P1 QD]",
            ),
            "P2",
            "KD",
            "the turned ace declined stays out; a trump led is followed by the only trump held",
        ),
        (
            sc(
                "forty_five",
                "9S",
                "scores: [35, 35]",
                "tricks_won: {P0: 1, P1: 1}",
                "leader: P1",
                hand("P1", "2H, 3H, 4H"),
                players=2,
                variant="per_trick",
            ),
            "P1",
            "2H 3H 4H",
            '"the first to win two tricks counts out": one trick each, both at 40, play goes on',
        ),
    ],
)
def test_blind_play_goes_on(text: str, to_move: str, expected: str, quote: str) -> None:
    a = ans(text)
    assert a["to_move"] == to_move and sorted(a["legal"]) == actions(expected), quote


JINKED = (
    "tricks: [[P1 5S, P2 2D, P0 2C], [P1 JS, P2 3D, P0 3C], [P1 AH, P2 4D, P0 4C], "
    "[P1 2H, P2 5D, P0 KH]]"
)
TRUMPS_ALL = (
    "tricks: [[P1 2H, P0 KH], [P0 5S, P1 3H], [P0 JS, P1 4H], [P0 QH, P1 2D], [P0 JH, P1 3D]]"
)


@pytest.mark.parametrize(
    ("text", "expected", "quote"),
    [
        (
            sc("spoil_five", "9S", "pool: 9", JINKED, "jink: jink"),
            {"result": "jink_failed", "pool_carried": 9},
            '"get all five tricks or lose what he has already won"',
        ),
        (
            sc("forty_five", "AS", "rob: decline", TRUMPS_ALL, players=2),
            {"points": {"P0": 10, "P1": 0}},
            "the dealer may let the turned ace lie (robbing optional) and still score",
        ),
        (
            sc(
                "forty_five",
                "AS",
                "rob: decline",
                TRUMPS_ALL,
                players=2,
                variant="eb_compulsory_rob",
            ),
            {"points": {"P0": 0, "P1": 0}},
            f'{EB}: "A player who fails to rob cannot go out that hand."',
        ),
        (
            sc(
                "forty_five",
                "9S",
                "scores: [35, 35]",
                "tricks_won: {P0: 2, P1: 1}",
                players=2,
                variant="per_trick",
            ),
            {"result": "counted_out", "game_won_by": "P0"},
            '"if each side is 35 up, the first to win two tricks counts out"',
        ),
    ],
)
def test_blind_more_settlements(text: str, expected: dict[str, object], quote: str) -> None:
    test_blind_settlements(text, expected, quote)


def test_blind_six_hand_trick_and_a_foul_hand_left_out() -> None:
    # seed 002, Forty-Five "by four or six divided into two equal partnerships": the 2♣ under
    # clubs trumps takes the heart trick (black trumps low: 2 over 3); Spoil Five: the foul hand
    # "must be abandoned", "those who have their right number of cards finish the play"
    six = sc("forty_five", "9C", "trick: [P1 KH, P2 QH, P3 2C, P4 3C, P5 4H, P0 JH]", players=6)
    assert ans(six)["trick_winner"]["player"] == "P3"
    foul = sc(
        "spoil_five",
        "9S",
        "tricks: [[P1 KH, P2 QH, P3 JH, P0 10H]]",
        "irregularities: [{player: P3, kind: foul_hand}]",
        "trick: [P1 KD, P2 QD, P0 JD]",
        players=4,
    )
    assert ans(foul)["trick_winner"]["player"] == "P1"
