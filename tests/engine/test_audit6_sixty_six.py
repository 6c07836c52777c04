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
import yaml
from scenario_answers import ans, legal, refusal

from engine.game import Action
from engine.games.sixty_six.game import SIXTY_SIX
from engine.games.sixty_six.state import SixtySixState
from engine.scenario import from_dict

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
        "K♥ was turned for trumps and it is the trump card under the stock, so P1 could not "
        "have shown it in the ♥ marriage",
    ),
    (
        "game: sixty_six\nturned: KH\ntricks: {P1: 2, P0: 1}\nleader: P1\nmarriages: [P1 H]\n",
        "marriages[0]",
        "it is the trump card under the stock",
    ),
    # ... or under the closed stock
    (
        "game: sixty_six\nturned: KH\nclosed_by: P1\ntricks: {P1: 2, P0: 1}\nleader: P1\n"
        "marriages: [P1 H]\n",
        "marriages[0]",
        "it is the trump card under the stock",
    ),
    # the K♥ taken for the 9♥ by P0 is his ...
    (
        "game: sixty_six\nturned: KH\nexchanged_by: P0\ntricks: {P1: 2, P0: 1}\nleader: P1\n"
        "marriages: [P1 H]\n",
        "marriages[0]",
        "K♥ was turned for trumps and P0 took it for the 9 of trumps",
    ),
    # ... and drawn at the stock's end it comes too late for a marriage (the seed reading)
    (
        "game: sixty_six\nturned: KH\ntricks: {P1: 4, P0: 3}\nleader: P1\nmarriages: [P1 H]\n",
        "marriages[0]",
        "it lay under the stock until the last draw, and no marriage is shown once the stock is "
        "exhausted",
    ),
    # the stock closed on the opening lead: nobody had won a trick to exchange the 9 before it
    (
        "game: sixty_six\nturned: JH\nclosed_by: P1\nstock_size: 12\nexchanged_by: P1\n"
        "tricks: {P1: 2, P0: 1}\nleader: P1\n",
        "exchanged_by",
        "P1 had won no trick when the stock was closed (before the first trick): the 9 is "
        "exchanged only after winning a trick, and not once the stock is closed",
    ),
    # P1 put the 9♥ under the stock for the J♥, then the stock was closed over it: nobody drew it
    (
        "game: sixty_six\nturned: JH\nclosed_by: P1\nexchanged_by: P1\ntricks: {P1: 3, P0: 1}\n"
        "tricks_at_close: {P1: 2, P0: 1}\nleader: P1\nhands: {P0: [9H, AS]}\n",
        "hands.P0[0]",
        "9♥ is already in the closed stock (the 9 of trumps exchanged lies under it)",
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
    assert "JH" in legal(before + "hands: {P1: [JH, AS]}\n")
    late = "turned: KH\ntricks: {P1: 4, P0: 3}\nleader: P1\nmarriages: [P1 H]\n"
    allowed = "game: sixty_six\noptions: {marriages_after_exhaustion: true}\n" + late
    assert ans(allowed)["to_move"] == "P1"


def _state(text: str) -> SixtySixState:
    state: SixtySixState = from_dict(yaml.safe_load(text), "audit.yaml").state
    return state


def test_closing_under_foster_closing_tells_the_1895_penalty() -> None:
    """RULES.md §7, foster_closing: "If the closer fails, the opponent scores 1, or 2 if the
    closer has fewer than 33, or 3 if the closer closed before the opponent had won a trick";
    closing's grounds gave the default's "2 game points (3 ...)" under that reading too."""
    text = "turned: JH\ntricks: {P1: 2, P0: 1}\nleader: P1\n"
    for variant, rule, words in (
        ("seed", "sixty_six.closer_fails", "your opponent scores 2 game points"),
        ("foster_closing", "sixty_six.foster_closing", "your opponent scores 1 game point (2 if"),
    ):
        state = _state(f"game: sixty_six\nvariant: {variant}\n{text}")
        cost = SIXTY_SIX.grounds(state, Action("close"))[-1]
        assert cost.rule.id == rule and words in cost.reason, cost


def test_the_claim_check_says_what_a_claim_at_66_scores() -> None:
    """Three-hand, 000: "If both players get 66 or more ... they score nothing and dealer gets
    1" (not two-hand's point for the next hand's winner); a closer whose opponent reached 66
    first has failed (RULES.md §7: "if he does not (or his opponent reaches 66 first), the
    opponent scores 2"), and a claim at 70 does not score him anything."""
    three = (
        "game: sixty_six\nplayers: 3\ndealer: P0\nturned: JH\ntricks: {P1: 3, P2: 2}\n"
        "points: {P1: 50, P2: 46}\nmelds: {P1: 20, P2: 20}\nleader: P1\n"
    )
    _, lines, rules = SIXTY_SIX.claim_check(_state(three))
    # (the line saying who scores; a last one says that playing on cannot change it)
    scored = next(line for line in lines if "both at 66 or more" in line)
    assert "the dealer scores 1" in scored and "next hand" not in scored, lines
    assert rules[-1].id == "sixty_six.three.no_winner"
    closed = (
        "game: sixty_six\nturned: JH\nclosed_by: P1\ntricks: {P1: 3, P0: 3}\n"
        "tricks_at_close: {P1: 2, P0: 1}\npoints: {P1: 50, P0: 46}\nmelds: {P1: 20, P0: 20}\n"
        "first_to_66: P0\nleader: P1\n"
    )
    _, lines, rules = SIXTY_SIX.claim_check(_state(closed))
    said = " / ".join(lines)
    assert "claim now" not in said and "it would score 0" not in said, said
    assert "your opponent reached 66 first" in said and "he scores 2 game points" in said, said
    assert rules[-1].id == "sixty_six.closer_fails"
