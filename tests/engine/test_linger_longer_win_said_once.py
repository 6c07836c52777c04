"""A finished Linger Longer game's settlement says that the winner wins once, in its first
line, the stakes' ("P3 wins the game: P3 takes 1 counter from P0, ..."); its note then says
only how he won, under the rule that made him the winner. The note had said it again, the
whole of Play's log's last line ("... P3 won that trick and wins the game"), so the Quiz's
reasons, the terminal, the notebooks and Review said "wins the game" twice in two lines.
The note is that line cut short of the win, so the Quiz's answered picture still leaves out
its caption, which says the line whole, under the reasons that say it."""

from __future__ import annotations

import re

import pytest
from narrow import settled
from test_linger_longer_won_cited import ENDS, ended

from engine.cli import settlement_lines
from engine.games.linger_longer import LINGER_LONGER as G
from engine.quiz import Question
from engine.quiz_words import explanation
from engine.scenario import Scenario
from ui.format import capital, says_reason

WIN = re.compile(r"\b(wins?|won the game)\b", re.IGNORECASE)


@pytest.mark.parametrize("result", sorted(ENDS))
def test_the_win_is_said_once_first_and_the_note_says_how(result: str) -> None:
    s = ended(result)
    w = ENDS[result][1]
    q = Question("q", "settlement", "", Scenario(G, s))
    lines, rules = explanation(q)
    told = {
        "quiz": list(lines),
        "terminal": settlement_lines(G, s),  # told to P0, who lost
        "notebook": settlement_lines(G, s, None),
        "to the winner": settlement_lines(G, s, w),
    }
    for where, said in told.items():
        wins = [x for x in said if WIN.search(x)]
        assert len(wins) == 1 and len(WIN.findall(wins[0])) == 1, (where, said)
        assert wins[0] == said[0], (where, said)  # the first line a learner reads
        assert len(said) == 2, (where, said)  # and how he won, on a line of its own
    # every rule still cited: the stake, and the rule that made him the winner
    assert {"linger_longer.stake", f"linger_longer.{result}"} <= {r.id for r in rules}
    # the information kept: the note is Play's log's last line but for the win
    (note,) = settled(G, s).notes
    assert note.rule == f"linger_longer.{result}"
    assert not WIN.search(note.text)
    to_him = note.told(w)  # "You are the last player left holding cards"
    assert "you" in to_him.lower().split() and f"P{w}" not in to_him, to_him
    # and Play's log's last line (the picture's caption) says it on to the win, so the Quiz
    # leaves that caption out under its reasons (ui.quiz_picture.said_below)
    assert says_reason(capital(G.end_reason(s)), capital(note.text)), G.end_reason(s)
