"""A finished Linger Longer game's settlement says how the winner won and cites the rule that
made him the winner, for each of the three ends (``last_left``, ``last_trick``,
``winner_out``), beside the stake each other player pays (``linger_longer.stake``). It cited
the stake alone ("P2 wins the game"), so a settlement question, even the lesson's
q_settle_last_trick, judged no last-trick rule, and Review never asked it."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from engine.games.linger_longer import LINGER_LONGER
from engine.games.linger_longer.play import end_how
from engine.quiz import Question
from engine.quiz_words import explanation, missed_rules
from engine.scenario import Scenario, from_dict

G = LINGER_LONGER

# four players, P0 deals, 7♥ turned (hearts trumps); each trick below ends the game
ENDS = {
    # P0 and P1 out already; P3 takes P2's last card and draws: the last one left
    "last_left": ("hands: {P0: [], P1: [], P2: [], P3: []}\nstock: 30\nleader: P2\n"
                  "trick: [P2 8S, P3 KS]", 3),
    # three play their last cards to the last trick, the stock empty: P3's trump wins it
    "last_trick": ("hands: {P0: [], P1: [], P2: [], P3: []}\nstock: 0\nleader: P1\n"
                   "trick: [P1 AC, P2 KC, P3 QH]", 3),
    # P2 trumps with his last card, the stock empty, while three others keep one each
    "winner_out": ("hands: {P0: [8S], P1: [4D], P2: [], P3: [JC]}\nstock: 0\nleader: P3\n"
                   "trick: [P3 10C, P0 QC, P1 2C, P2 5H]", 2),
}  # fmt: skip


def ended(result: str) -> Any:
    text, _ = ENDS[result]
    head = "game: linger_longer\nplayers: 4\ndealer: 0\nturned: 7H\n"
    return from_dict(yaml.safe_load(head + text), result).state


@pytest.mark.parametrize("result", sorted(ENDS))
def test_settlement_cites_how_the_game_was_won(result: str) -> None:
    s = ended(result)
    w = ENDS[result][1]
    assert (s.phase, s.result, s.winner) == ("over", result, w)
    st = G.settlement(s)
    assert st is not None
    cited = [t.rule for t in st.transfers] + [n.rule for n in st.notes]
    assert set(cited) == {"linger_longer.stake", f"linger_longer.{result}"}
    # the note says how, in the words Play's log ends the game with but for the win, which
    # the stakes say (test_linger_longer_win_said_once), told to the winner too
    (won,) = [n for n in st.notes if n.rule == f"linger_longer.{result}"]
    assert won.text == end_how(s).text()
    to_him = end_how(s).text(w, opens=False)  # "you are the last player left ..."
    assert won.told(w)[1:] == to_him[1:] and won.told(w)[:1].lower() == to_him[:1]
    assert "you" in to_him.split() and f"P{w}" not in to_him
    # the counters are the stake's alone: the note moves none
    assert st.net() == {f"P{p}": 3 if p == w else -1 for p in range(4)}


@pytest.mark.parametrize("result", sorted(ENDS))
def test_settlement_question_judges_the_winning_rule(result: str) -> None:
    s = ended(result)
    w = ENDS[result][1]
    q = Question("q", "settlement", "", Scenario(G, s))
    lines, rules = explanation(q)
    assert f"linger_longer.{result}" in [r.id for r in rules]
    assert end_how(s).text() in lines  # the reasons say how, not only who
    # another player taken for the winner: the rule that made the winner is missed
    other = (w + 1) % 4
    given = {f"P{p}": 3 if p == other else -1 for p in range(4)}
    assert f"linger_longer.{result}" in [r.id for r in missed_rules(q, given)]
