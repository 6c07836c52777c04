"""The Play page's "Review this hand" under AppTest: a finished deal of every game the Play
page runs, the review asked for, its summary, marks and choices drawn from the engine."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from apptools import click, go, markdown
from deals import play_out
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY, Action
from engine.review import review_hand as engine_review_hand
from ui.pages import review_hand
from ui.pages.common import PAGES
from ui.play_table import Table, default_level, new_table, next_deal
from ui.tables import GAME_UI, game_ui

OpenApp = Callable[..., AppTest]
PLAYABLE = [g.id for g in REGISTRY if g.id in GAME_UI and GAME_UI[g.id].play]


def players_for(game_id: str) -> int:
    """Five where the game deals to five, else the fewest it deals to."""
    game = REGISTRY.get(game_id)
    for n in (5, *range(game.min_players, game.max_players + 1)):
        if game.min_players <= n <= game.max_players:
            try:
                game.new_deal(players=n, seed=0)
            except ValueError:  # a count inside the range the game does not deal to
                continue
            return n
    raise AssertionError(f"{game_id} deals to no player count in its range")


def finished_table(
    game_id: str,
    seed: int = 3,
    players: int | None = None,
    choose: Callable[[list[Action]], Action] = lambda acts: acts[-1],
) -> Table:
    """A deal played to its end through the page's own table logic (the learner takes the
    action ``choose`` picks from those the engine allows, by default the last)."""
    game = REGISTRY.get(game_id)
    n = players or players_for(game_id)
    cfg = {"players": n, "seat": 0, "bots": default_level(game)}
    t = new_table(game, cfg, {"variant": game.default_variant, "options": {}}, seed)
    return play_out(game, t, choose)


@pytest.fixture(autouse=True)
def small_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    """Few sampled deals a decision: the page's layout is under test here, not the search
    (tests/engine/test_review.py checks the judgement)."""
    monkeypatch.setattr(review_hand, "SAMPLES", {"worlds": 12, "exact_worlds": 3})


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_review_this_hand(app: OpenApp, game_id: str) -> None:
    game = REGISTRY.get(game_id)
    t = finished_table(game_id)
    at = app()
    at.session_state[f"{game_id}:table"] = t
    go(at, f"{game_id}:play")
    click(at, f"{game_id}:review_hand")
    text = markdown(at) + "\n".join(a.value for a in at.info)
    assert "of yours" in text
    assert f"Marks for {game.name}" in "\n".join(c.value for c in at.caption)
    # the review the page drew is the engine's review of this deal, from the learner's seat
    kept = at.session_state[f"{game_id}:hand_review"][1]
    assert kept.seat == t.seat and [a for _, a in kept.record] == t.deals[-1][1]
    mine = list(kept.decisions)
    assert f"{len(mine)} decision{'' if len(mine) == 1 else 's'} of yours" in text
    # one tab per trick the learner acted in, and one before the first card for declaring or
    # bidding (not filed under trick 1); a mark beside the tab that earned one
    labels = [tab.label for tab in at.tabs]
    for d in mine:
        tab = "Before play" if d.phase != "play" and d.trick == 1 else f"Trick {d.trick}"
        assert any(lab.startswith(tab) for lab in labels), (tab, labels)
    # actions besides a card are named as the Play page's buttons name them, not in code words
    for d in mine:
        if d.played.kind != "play" and not d.forced:
            assert f"You: {str(d.played)} " not in text and f"You: {str(d.played)}," not in text
    # each trick's tab says what happened in it (a deal the learner passed has none: the Play
    # page's log heading, "What happened" until the log held only the moves before the
    # latest, answered here for it)
    tricks = {review_hand._tab(d) for d in mine} - {0}
    played = {k for k in tricks if k <= len(kept.tricks)}  # (not a trick a claim cut short)
    assert ("What happened" in text) == bool(played), tricks
    boxes = "\n".join(x.value for x in (*at.error, *at.warning, *at.info, *at.success))
    for d in mine:
        if d.mark:
            assert d.mark.capitalize() in boxes


def test_compare_page_for_games_with_readings(app: OpenApp) -> None:
    app()  # the navigation is built
    for game in REGISTRY:
        assert (f"{game.id}:compare" in PAGES) == (len(game.variants) > 1), game.id


def test_the_summary_counts_the_marks_in_plain_words() -> None:
    """'3 inaccuracies, 1 mistake' (it once said 'inaccuracys')."""
    game = REGISTRY.get("sixty_six")
    t = finished_table("sixty_six")
    r = engine_review_hand(game, t.start, t.deals[-1][1], t.seat, worlds=12, exact_worlds=3)
    d = next(d for d in r.decisions if not d.forced)
    marks = ("inaccuracy", "inaccuracy", "inaccuracy", "mistake")
    four = dataclasses.replace(r, decisions=tuple(dataclasses.replace(d, mark=m) for m in marks))
    text = review_hand.summary(game, four)
    assert text.startswith("4 decisions of yours, 4 with a choice: 3 inaccuracies, 1 mistake.")


def test_a_hand_the_learner_sat_out_has_nothing_to_review(app: OpenApp) -> None:
    """Three-hand Sixty-Six: the dealer sits the hand out. The page says there is nothing to
    review (its review crashed on an empty row of tabs), and offers no button to ask for one
    (test_review_nothing_to_review)."""
    game = REGISTRY.get("sixty_six")
    cfg = {"players": 3, "seat": 0, "bots": default_level(game)}
    t = new_table(game, cfg, {"variant": game.default_variant, "options": {}}, 1)
    for _ in range(3):  # the deal passes to the left: the learner deals within three hands
        play_out(game, t, lambda acts: acts[-1])
        if t.state.dealer == t.seat:
            break
        next_deal(game, t)
    assert t.state.dealer == t.seat and game.is_over(t.state)
    at = app()
    at.session_state["sixty_six:table"] = t
    go(at, "sixty_six:play")
    assert "sixty_six:review_hand" not in {b.key for b in at.button}
    assert any("nothing to review" in x.value for x in at.info), [x.value for x in at.info]


def test_a_three_hand_result_line_counts_the_dealers_share() -> None:
    """Three-hand Sixty-Six: the dealer sits out and scores what the hand's winner scores. The
    review's result line said only "The hand won you 1 game point" (the margin over the one
    opponent); it now says what the Play page says of the finished hand (GameUI.verdict):
    who scores, and that the dealer scores the same (reported by the Sixty-Six walk)."""
    game = REGISTRY.get("sixty_six")
    t = finished_table("sixty_six", players=3)
    assert t.state.n == 3 and t.state.dealer != t.seat
    r = engine_review_hand(game, t.start, t.deals[-1][1], t.seat, worlds=4, exact_worlds=1)
    said = game_ui("sixty_six").verdict
    assert said is not None
    text = review_hand.summary(game, r, t.state)
    assert text.endswith(said(t.state, t.seat)[1]), text
    # (the why, "... the dealer scores the same", is the Settlement's line above the review)
    assert f"the dealer P{t.state.dealer} score" in text, text


def test_what_happened_names_the_learners_card_as_his(app: OpenApp) -> None:
    """A trick's record under the review names the learner's seat "P0 (you)", as the table
    and the replay do, beside "you took it": it read "P0 4♦ · P1 9♦ ...; P2 took it"
    (Spoil Five, learner walk)."""
    game_id = "spoil_five"
    t = finished_table(game_id)
    at = app()
    at.session_state[f"{game_id}:table"] = t
    go(at, f"{game_id}:play")
    click(at, f"{game_id}:review_hand")
    lines = [m.value for m in at.markdown if m.value.startswith("**What happened** in trick")]
    assert lines
    for line in lines:
        assert f"P{t.seat} (you) " in line
        assert f"P{t.seat} " not in line.replace(f"P{t.seat} (you)", "")
