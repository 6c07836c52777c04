"""A seat that passed before a general rams is drawn as called back into the deal.

Learner look (words29, /?game=rams&step=rams_everyone at 1400 and 390 px): the text says that
in a rams "those who passed take their cards up again, and nobody may pass", and the picture
under it tagged P1 and P2 "passed" alone. Both were true at that moment: the engine keeps
their "pass" until the declaring comes round to them after the announcer (the dealer, P0, to
move first), when it puts them in. Their seats now read "passed" and "back for the rams", and
are not greyed out as hands given up; once in, they "play", as any player in the deal.
"""

from __future__ import annotations

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import Action
from engine.games.pool.rams import RAMS
from lessons import load
from ui.games.pool import RAMS_CALLED_BACK, loo_table


def test_the_rams_everyone_step_tags_the_passed_seats_called_back() -> None:
    step = load("rams").step("rams_everyone")
    assert step.scenario is not None
    s = step.scenario.state
    assert s.rams == 3 and s.to_move == 0  # the dealer moves before those called back
    assert "those who passed take their cards up again" in " ".join(step.text.split())
    view = loo_table(s, viewer=0)
    for p in (1, 2):
        assert s.declarations[p] == "pass"
        seat = view.seats[p]
        assert seat.tags == ("passed", RAMS_CALLED_BACK) and not seat.out, seat
    assert RAMS_CALLED_BACK not in view.seats[3].tags + view.seats[0].tags
    # once the dealer has played, the engine puts them in: they play, and say so
    after = RAMS.apply(s, Action("stand"))
    later = loo_table(after, viewer=0)
    for p in (1, 2):
        assert after.declarations[p] == "stand"
        assert "plays" in later.seats[p].tags and RAMS_CALLED_BACK not in later.seats[p].tags


def test_a_pass_with_no_rams_is_a_hand_given_up() -> None:
    step = load("rams").step("rams_everyone")
    assert step.scenario is not None
    s = step.scenario.state._replace(rams=-1)
    seat = loo_table(s, viewer=0).seats[1]
    assert seat.tags == ("passed",) and seat.out
