"""Sixty-Six rules audit (sixth session): positions a scenario file could describe that the rules
never reach, refused with the rule that rules them out, and the positions next to them that the
rules do reach, still read.

000: "To score a marriage you must show it after winning a trick, then lead one of the two
cards." So the player who shows a marriage holds its king and queen then: neither is with
another player or under the stock, the one not led stays in his hand, and once one of them is
led he never holds both again. 000: "You may make this exchange only after winning a trick";
RULES.md §7: "not allowed once the stock is closed or exhausted".
"""

from __future__ import annotations

import pytest
from scenario_answers import ans, legal, refusal

# ♥ trumps (J♥ turned, under the open stock); P1 won the last trick and leads
OPEN = "game: sixty_six\nturned: JH\ntricks: {P1: 2, P0: 1}\nleader: P1\n"

IMPOSSIBLE = [
    # shown earlier and still holding both: the engine offered 'meld KS' again, a second 20
    (
        OPEN + "marriages: [P1 S]\nhands: {P1: [KS, QS, AC]}\n",
        "marriages[0]",
        "P1 showed the ♠ marriage at an earlier lead and led the K♠ or the Q♠ then, so he "
        "cannot still have both (hands.P1[0] and hands.P1[1])",
    ),
    # the opening-lead marriage (not yet scored) the same
    (
        "game: sixty_six\nturned: JH\ntricks: {P0: 2}\nleader: P0\nmarriages: [P1 S]\n"
        "hands: {P1: [KS, QS]}\n",
        "marriages[0]",
        "cannot still have both",
    ),
    # shown earlier, one card in hand and the other played by him as a follower now
    (
        "game: sixty_six\nturned: JH\ntricks: {P1: 2, P0: 1}\nleader: P0\nmarriages: [P1 S]\n"
        "hands: {P1: [QS]}\ntrick: [P0 AS, P1 KS]\n",
        "marriages[0]",
        "cannot still have both (hands.P1[0] and trick[1])",
    ),
    # shown with the Q♠ led now: the K♠ is his, not already won by P0 ...
    (
        OPEN + "won: {P0: [KS, 9C]}\ntrick: [P1 QS]\nmarriages: [P1 QS]\n",
        "marriages[0]",
        "P1 shows the ♠ marriage with the Q♠ led now, so he holds the K♠: it cannot be in "
        "won.P0[0]",
    ),
    # ... nor in his own tricks
    (
        OPEN + "won: {P1: [KS, 9C]}\ntrick: [P1 QS]\nmarriages: [P1 QS]\n",
        "marriages[0]",
        "it cannot be in won.P1[0]",
    ),
    # ... nor played to this trick by P0
    (
        OPEN + "trick: [P1 QS, P0 KS]\nmarriages: [P1 QS]\n",
        "marriages[0]",
        "K♠ is played by P0 in trick[1]: P1 held both cards of the ♠ marriage he showed",
    ),
    # the K♥ turned for trumps lies under the open stock: nobody has held it
    (
        "game: sixty_six\nturned: KH\ntricks: {P1: 2, P0: 1}\nleader: P1\ntrick: [P1 QH]\n"
        "marriages: [P1 QH]\n",
        "marriages[0]",
        "K♥ is the trump card under the stock, so P1 never held it to show the ♥ marriage",
    ),
    (
        "game: sixty_six\nturned: KH\ntricks: {P1: 2, P0: 1}\nleader: P1\nmarriages: [P1 H]\n",
        "marriages[0]",
        "K♥ is the trump card under the stock",
    ),
    # ... or under the closed stock
    (
        "game: sixty_six\nturned: KH\nclosed_by: P1\ntricks: {P1: 2, P0: 1}\nleader: P1\n"
        "marriages: [P1 H]\n",
        "marriages[0]",
        "K♥ is the trump card under the stock",
    ),
    # the stock closed on the opening lead: nobody had won a trick to exchange the 9 before it
    (
        "game: sixty_six\nturned: JH\nclosed_by: P1\nstock_size: 12\nexchanged_by: P1\n"
        "tricks: {P1: 2, P0: 1}\nleader: P1\n",
        "exchanged_by",
        "P1 had won no trick when the stock was closed (before the first trick): the 9 is "
        "exchanged only after winning a trick, and not once the stock is closed",
    ),
    (
        "game: sixty_six\nturned: JH\nclosed_by: P1\nexchanged_by: P0\ntricks: {P1: 3, P0: 1}\n"
        "tricks_at_close: {P1: 2, P0: 0}\nleader: P1\n",
        "exchanged_by",
        "P0 had won no trick when the stock was closed (after 2 tricks)",
    ),
]


@pytest.mark.parametrize(
    ("text", "field", "needle"), IMPOSSIBLE, ids=[f"{i}-{c[1]}" for i, c in enumerate(IMPOSSIBLE)]
)
def test_positions_the_rules_never_reach_are_refused(text: str, field: str, needle: str) -> None:
    msg = refusal(text)
    assert msg.startswith(f"audit.yaml: field '{field}'") and needle in msg, msg


def test_the_positions_next_to_them_are_read() -> None:
    """What the rules do reach: the K♠ led at the showing and won by P0, the Q♠ kept; both won
    by P0 in two tricks; the marriage written in the suit form with the Q♠ led now (as the
    round trip writes it); the turned K♥ taken for the 9; the 9 exchanged before the closing."""
    assert legal(OPEN + "marriages: [P1 S]\nwon: {P0: [KS, 9C]}\nhands: {P1: [QS, AC]}\n") == {
        "QS",
        "AC",
        "close",
        "claim",
    }
    assert ans(OPEN + "marriages: [P1 S]\nwon: {P0: [KS, QS]}\n")["to_move"] == "P1"
    now = ans(OPEN + "marriages: [P1 S]\nhands: {P0: [AS]}\ntrick: [P1 QS]\n")
    assert now["to_move"] == "P0"
    swap = "game: sixty_six\nturned: KH\nexchanged_by: P1\ntricks: {P1: 2, P0: 1}\nleader: P1\n"
    assert "meld KH" in legal(swap + "hands: {P1: [KH, QH, AS]}\n")
    before = (
        "game: sixty_six\nturned: JH\nclosed_by: P1\nexchanged_by: P1\ntricks: {P1: 3, P0: 1}\n"
        "tricks_at_close: {P1: 2, P0: 1}\nleader: P1\n"
    )
    assert ans(before)["to_move"] == "P1"
