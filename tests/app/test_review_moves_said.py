"""The hand review names each move as its button does, built from the engine's parts.

The Play page's review rewrote the engine's rendered words by search and replace
(ui/pages/review_hand.said_in_words: each action's engine word looked for in the text): Rams'
"after stand" read "after “Play”" only because the word "stand" was found, and a move the
engine said in other words was missed. Spoil Five's and Forty-Five's rob ("After putting out
the 5♥ to rob you win the pool ...; after putting out the Q♣ to rob in 50%") kept the engine's
words beside "“Let the A♣ lie”", and Spoil Five's "Going on for five (jink)" read "Going on for
five (“Jink: go on for all five”)". Now every game's review words name a move that is not a
card as a move (engine.sentence.Move, engine.review_words.named) and the page says each by its
button (ui.labels.said_in_labels); the engine's plain text is unchanged (notebooks, terminal).

The table: every game of the registry, every kind of move it offers beside another (seeded
deals at every player count, three deals in a row so that Loo's widow and Spoil Five's rob come
up), each pair said by the review's words for several made-up sample results (the branches:
too weak to play, worth playing, a stronger hand, rams, a bid, a pool won or spoiled).
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from apptools import click, go, markdown
from streamlit.testing.v1 import AppTest
from test_hand_review import finished_table

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY, Action, Game, ReviewChoice
from engine.review import _why
from engine.review import review_hand as engine_review_hand
from engine.review_words import label
from engine.sentence import Sentence
from ui.labels import said_in_labels
from ui.pages import review_hand
from ui.play_table import action_label, quoted

OpenApp = Callable[..., AppTest]

# made-up sample results for the action taken (first) and the best (second): each pair takes
# the review's words down another branch (the best stays out / goes in / both go in)
WORSE = {"looed": 0.6, "every": 0.1, "points": 10, "three": 0.1, "made": 0.1, "pool": 0.1}
WORSE |= {"spoiled": 0.1, "five": 0.1, "wins": 0.1, "reach": 0.1}
BETTER = {"looed": 0.1, "every": 0.5, "points": 40, "three": 0.6, "made": 0.6, "pool": 0.6}
BETTER |= {"spoiled": 0.6, "five": 0.4, "wins": 0.6, "reach": 0.6}
PROFILES = [
    ({"in": 1.0, "mine": 1.0}, {"in": 0.0, "mine": 0.0}),
    ({"in": 0.0, "mine": 0.0}, {"in": 1.0, "mine": 1.0}),
    ({"in": 1.0, "mine": 1.0}, {"in": 1.0, "mine": 1.0, "spoiled": 0.5}),
    ({}, {"mine": 1.0}),
]
# a move's kind that the rule's own prose says as a word of its own: Napoleon's "you make your
# bid" is the contract, not the move "bid 2" (whose engine words are still looked for)
PROSE = {"bid"}
QUOTED = re.compile(r"“[^”]*”|‘[^’]*’")


def _choice(action: Action, better: bool, extra: dict[str, float]) -> ReviewChoice:
    measures = dict(BETTER if better else WORSE) | extra
    takes = None if action.kind != "play" else (0.8 if better else 0.2)
    tricks, loses = (1.5, 0.2) if better else (0.5, 0.8)
    return ReviewChoice(action, 1.0 if better else -2.0, takes, tricks, loses, 1, measures)


def _positions(game: Game[Any]) -> Iterator[tuple[Any, int]]:
    """Every position of seeded random deals whose player has a move beside a card."""
    for n in range(game.min_players, game.max_players + 1):
        for seed in range(3):
            try:
                s = game.new_deal(players=n, seed=seed)
            except ValueError:  # a count inside the range the game does not deal to
                continue
            rng = random.Random(seed)
            for deal in range(3):
                while not game.is_over(s):
                    acts = game.legal_actions(s)
                    if len(acts) > 1 and any(a.kind != "play" for a in acts):
                        yield s, game.current_player(s)
                    s = game.apply(s, rng.choice(acts))
                try:
                    s = game.next_deal(s, seed=seed + 100 * deal)
                except ValueError:  # the game is over (Sixty-Six's seven game points)
                    break


def _lines(game: Game[Any]) -> list[tuple[Any, Action, Action, str | Sentence]]:
    """The review's lines for each ordered pair of kinds of move (a card beside a move, or
    two moves), three of each pair, every profile."""
    out: list[tuple[Any, Action, Action, str | Sentence]] = []
    count: dict[tuple[str, str], int] = {}
    for s, seat in _positions(game):
        view = game.view(s, seat)
        for mine, best in itertools.permutations(game.legal_actions(s), 2):
            kinds = (mine.kind, best.kind)
            if kinds == ("play", "play") or count.get(kinds, 0) >= 3:
                continue
            count[kinds] = count.get(kinds, 0) + 1
            for pm, pb in PROFILES:
                a, b = _choice(mine, False, pm), _choice(best, True, pb)
                out += [(s, mine, best, line) for line in _why(game, view, seat, a, b)]
    return out


def _engine_words(a: Action) -> set[str]:
    """The engine's words for a move that is no card: ``stand``, ``rob 9♠``, ``rob 9S``."""
    return {label(a), str(a)} | (set() if a.kind in PROSE else {a.kind})


@pytest.mark.parametrize("game_id", [g.id for g in REGISTRY])
def test_every_move_of_every_game_is_said_by_its_button(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    lines = _lines(game)
    kinds = {a.kind for _, mine, best, _ in lines for a in (mine, best)} - {"play"}
    if game_id == "linger_longer":  # its only moves are cards
        assert not kinds
        return
    assert lines and kinds, game_id
    moved = 0
    for s, mine, best, line in lines:
        page = said_in_labels(game, s, line)
        prose = QUOTED.sub("", page)  # the words outside the buttons' quotes
        for a in (mine, best):
            if a.kind == "play":
                continue
            for w in _engine_words(a):
                said = re.search(rf"(?<![\w]){re.escape(w)}(?![\w])", prose, re.IGNORECASE)
                assert not said, (game_id, str(a), w, str(line), page)
        for m in line.moves() if isinstance(line, Sentence) else ():
            assert m.action in (mine, best), (game_id, m, str(line))
            assert quoted(action_label(game, s, m.action)) in page, (game_id, m, page)
            moved += 1
        # a sentence opens with a capital or a button; a button not said again in brackets
        # after the words that say it ("Going on for five (“Jink: go on for all five”)")
        assert page[:1].isupper() or page[:1] in "“‘", page
        assert "(“" not in page and "(‘" not in page, page
        # the plain text is the engine's words, whatever the page says
        assert str(line) == (line.text() if isinstance(line, Sentence) else line)
    assert moved, game_id  # the lines name moves as moves, not only cards


def _rams_declaring() -> tuple[Any, int]:
    game = REGISTRY.get("rams")
    for s, seat in _positions(game):
        if {"stand", "pass"} <= {a.kind for a in game.legal_actions(s)}:
            return s, seat
    raise AssertionError("no Rams position offers stand and pass")


def test_a_rams_stand_is_said_as_play_from_the_move_not_the_word() -> None:
    game = REGISTRY.get("rams")
    s, seat = _rams_declaring()
    stand, passing = Action("stand"), Action("pass")
    mine, best = _choice(stand, False, {"in": 1.0}), _choice(passing, True, {"in": 0.0})
    line = game.review_why(game.view(s, seat), seat, mine, best)[0]
    assert isinstance(line, Sentence) and [m.action for m in line.moves()] == [stand, passing]
    assert str(line).startswith("This hand is too weak to play: after stand you take 0.5")
    page = said_in_labels(game, s, line)
    assert page.startswith("This hand is too weak to play: after “Play” you take 0.5"), page
    assert "; “Pass” keeps you out of the play" in page, page


@pytest.fixture()
def small_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_hand, "SAMPLES", {"worlds": 12, "exact_worlds": 3})


def robs(acts: list[Action]) -> Action:
    """The learner robs (or jinks) whenever he may, else plays the last card allowed."""
    return next((a for a in acts if a.kind in ("rob", "jink")), acts[-1])


@pytest.mark.usefixtures("small_samples")
def test_spoil_five_review_says_each_rob_by_its_button(app: OpenApp) -> None:
    """Spoil Five, four hands, seed 7: the learner robbed with the Q♣ where putting out the 5♥
    did better; the page read "After putting out the 5♥ to rob you win the pool ...", the
    engine's words, where the Play page's buttons say "Rob: put out 5♥, take the ..."."""
    game = REGISTRY.get("spoil_five")
    t = finished_table("spoil_five", 7, players=4, choose=robs)
    deal_seed, actions = t.deals[-1]
    review = engine_review_hand(game, t.start, actions, t.seat, seed=deal_seed, worlds=12,
                                exact_worlds=3)  # fmt: skip
    d = next(d for d in review.decisions if d.played.kind == "rob" and d.why)
    assert d.best is not None and d.best.action.kind == "rob"
    assert d.why[0].startswith("After putting out the 5♥ to rob you win the pool"), d.why
    at = app()
    at.session_state["spoil_five:table"] = t
    go(at, "spoil_five:play")
    click(at, "spoil_five:review_hand")
    assert not at.exception, at.exception
    # (a red card is drawn red: ":red[5♥]")
    text = re.sub(r":red\[([^\]]*)\]", r"\1", markdown(at))
    shown = [line for line in text.split("\n") if line.startswith("- ")]
    why = next((line for line in shown if "you win the pool" in line), "")
    buttons = [action_label(game, t.start, a) for a in (d.best.action, d.played)]
    assert all(b.startswith("Rob: put out ") for b in buttons), buttons
    assert why.startswith(f"- After “{buttons[0]}” you win the pool"), shown
    assert f"; after “{buttons[1]}” in " in why, why
    assert "to rob" not in why, why
