"""A seat drawn with no cards says why in every game, once the deal is over too.

Learner look (look10): a finished deal's empty hands stood as empty boxes, a name and
nothing under it, in every game but Spoil Five (db1175b4 gave its adapter the words) and
Linger Longer (whose players out say "no cards"): Loo's, Irish Loo's, Five-card Loo's, Rams',
Rounce's, Bierspiel's, Sixty-Six's, Forty-Five's and Napoleon's finished tables, in Play, on
Learn's settlement steps and in the Quiz's settlement questions. Each adapter gave an empty
hand its words only while the deal was on. Now one rule for every game
(ui.games.trick_table.empty_seat_note, over what the play leaves a seat: cards_held, or
Sixty-Six's own count): "no cards left" where the play has taken them all, the deal on or
over, "cards not shown" where a scenario leaves the hand out.

Checked over seeded deals of every game at each count of players played to their end (seen
by P0 and revealed), and every lesson picture of a finished deal as Learn and the Quiz draw it.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from lessons import available, load
from ui.cards import TableView, table_view
from ui.pages.learn_position import step_view
from ui.quiz_picture import question_view

# an empty hand a deal played to its end leaves was played out: neither unsaid nor "not shown"
NOT_SAID = ("", "cards not shown")


def _empty(view: TableView) -> list[Any]:
    return [s for s in view.seats if not s.faces and not s.backs]


def _bare(view: TableView) -> list[str]:
    """The seats drawn with no cards and no words for it."""
    return [s.name for s in _empty(view) if not s.note]


def _played_out(game: Any, players: int, seed: int) -> Any:
    s = game.new_deal(players=players, dealer=players - 1, seed=seed)
    rng = random.Random(seed)
    while not game.is_over(s):
        s = game.apply(s, rng.choice(list(game.legal_actions(s))))
    return s


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_a_seeded_deal_s_end_says_every_empty_hand(game_id: str) -> None:
    """Every hand a deal played to its end leaves empty was played out: "no cards left" (or
    the game's own words for a seat out of the play: a pass, the dealer at six, Linger
    Longer's player out), never a bare box nor "cards not shown"."""
    g = REGISTRY.get(game_id)
    wrong, seen = [], 0
    for players in g.player_counts(g.make_opts()):
        for seed in range(5):
            s = _played_out(g, players, seed)
            for reveal in (False, True):
                empty = _empty(table_view(s, viewer=0, reveal=reveal))
                seen += len(empty)
                wrong += [(players, seed, x.name, x.note) for x in empty if x.note in NOT_SAID]
    assert seen, game_id  # deals played out leave empty hands
    assert wrong == [], game_id


def _finished_pictures(gid: str) -> list[tuple[str, TableView]]:
    """Every lesson picture of a finished deal, as Learn draws a step and the Quiz a question."""
    g, lesson = REGISTRY.get(gid), load(gid)
    views: list[tuple[str, TableView | None]] = [
        (st.id, step_view(g, st, st.scenario))
        for st in lesson.steps
        if st.scenario is not None and st.scenario.state.phase == "over"
    ]
    views += [
        (q.id, question_view(q, None))
        for q in lesson.quiz
        if q.scenario is not None and q.scenario.state.phase == "over"
    ]
    return [(i, v) for i, v in views if v is not None]


@pytest.mark.parametrize("gid", available())
def test_every_finished_lesson_picture_says_every_empty_hand(gid: str) -> None:
    pictures = _finished_pictures(gid)
    assert [(i, b) for i, v in pictures for b in _bare(v)] == []


def test_the_finished_pictures_reported() -> None:
    """Loo's looed step and Sixty-Six's last trick: every hand played out; Sixty-Six's claim
    after four tricks: the hands a scenario leaves out are not shown, not played out."""
    loo = dict(_finished_pictures("loo"))["looed"]
    assert [s.note for s in _empty(loo)] == ["no cards left"] * 5
    six = dict(_finished_pictures("sixty_six"))
    assert [s.note for s in _empty(six["last_trick"])] == ["no cards left"] * 2
    assert [s.note for s in _empty(six["claim_score"])] == ["cards not shown"] * 2


def test_the_rule() -> None:
    """Played out on the last trick, or the deal over with its tricks played: "no cards left";
    cards still to come: "cards not shown"."""
    from ui.games.trick_table import cards_held, empty_seat_note  # the one rule, here only

    assert cards_held([(2, 7), (0, 9)], 0, 4, 5) == 0
    assert cards_held([(2, 7)], 0, 4, 5) == 1
    assert cards_held([], 0, 5, 5) == 0
    assert cards_held([], 3, 0, 3) == 3
    assert [empty_seat_note(n) for n in (0, 1, 3)] == [
        "no cards left",
        "cards not shown",
        "cards not shown",
    ]
