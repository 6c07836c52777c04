"""Rounce's widow-taker, holding six cards and still to discard one, is refused each other move
for its own reason, not told to "first discard" what the discard will not open to him.

Learner walk: at /rounce-learn?step=widow (P1 took the widow) ticking "General rounce" said
"first discard one of the widow's six cards", "Rob the trump" the same (P1 is not the dealer),
and "Take the widow" "you cannot take the widow in this game's declaring: you may discard", as
if Rounce had no widow; after the discard the same moves read "there is no general rounce",
"only the dealer may rob the trump card" and "you already took the widow".
"""

from __future__ import annotations

import random

from engine.game import Action
from engine.games.pool.rounce import ROUNCE
from engine.games.pool.state import PoolState
from lessons import load
from lessons.tasks import task_for

G = ROUNCE
FIRST = "first discard one of the widow's six cards"


def refusals(s: PoolState) -> dict[str, tuple[str, str]]:
    return {str(r.action): (r.rule.id, str(r.reason)) for r in G.refusals(s)}


def test_a_non_dealer_s_other_moves_are_refused_by_their_own_rules() -> None:
    s = G.new_deal(players=4, dealer=0, seed=3)
    s = G.apply(s, Action("widow"))  # P1, the eldest, takes the six
    assert s.to_move == 1 and all(a.kind == "discard" for a in G.legal_actions(s))
    got = refusals(s)
    assert got["rams"][0] == "rounce.no_general_rounce"
    assert got["rob"][0] == "rounce.rob_dealer_only"
    assert got["widow"][0] == "rounce.widow_dead"
    assert "already took the widow" in got["widow"][1]
    assert got["stand"] == ("rounce.widow", f"you must {FIRST}")
    assert got["pass"][0] == "rounce.widow_exchange"


def test_the_dealer_is_told_to_discard_first_only_for_what_the_discard_opens() -> None:
    s = G.new_deal(players=4, dealer=0, seed=3)
    for w in ("stand", "pass", "pass", "widow"):  # P1 plays, P2 and P3 pass, the dealer takes it
        s = G.apply(s, Action.parse(w))
    assert s.to_move == s.dealer == 0
    got = refusals(s)
    assert got["rob"][0] == "rounce.widow" and got["stand"][0] == "rounce.widow"
    assert got["rams"][0] == "rounce.no_general_rounce"
    assert got["widow"][0] == "rounce.widow_dead"


def test_first_discard_is_said_only_of_moves_the_discard_opens() -> None:
    """Over seeded deals: every move refused with "first discard" is open once the taker has
    discarded (whichever card), and every other refusal stands after the discard too."""
    seen = 0
    for seed in range(60):
        rng = random.Random(seed)
        s = G.new_deal(players=rng.choice([3, 4, 5, 6]), dealer=seed % 3, seed=seed)
        while not G.is_over(s) and s.phase != "play":
            legal = G.legal_actions(s)
            if legal and all(a.kind == "discard" for a in legal):
                seen += 1
                before = {str(r.action): str(r.reason) for r in G.refusals(s)}
                after = G.apply(s, rng.choice(legal))
                if after.to_move == s.to_move and after.phase != "play":
                    opened = {a.kind for a in G.legal_actions(after)}
                    for kind, why in before.items():
                        if kind == "discard":
                            continue
                        assert (FIRST in why) == (kind in opened), (seed, kind, why, opened)
                else:  # all he could do was play: his turn ended with the discard
                    assert all(FIRST not in why for k, why in before.items() if k != "stand")
                s = after
                continue
            pref = [a for a in legal if a.kind == "widow"]
            s = G.apply(s, pref[0] if pref and rng.random() < 0.6 else rng.choice(legal))
    assert seen >= 10


def test_the_lesson_step_s_wrong_ticks_say_why_in_the_rule_s_words() -> None:
    task = task_for(load("rounce").step("widow"))
    assert task is not None
    said = {w: task.try_answer([w]) for w in ("widow", "pass")}
    # the rule refusing the box ticked, then the one allowing the discard he left out; the
    # next step ('widow_dead') teaches the widow's dead hand, so its rule waits for it, and the
    # reason says why (lessons.tasks.Task.later)
    assert "rounce.widow_dead" in task.later
    assert [r.id for r in said["widow"].rules] == ["rounce.widow"]
    assert "you already took the widow" in said["widow"].reasons[0]
    assert [r.id for r in said["pass"].rules] == ["rounce.widow_exchange", "rounce.widow"]
    # no box for a general rounce, which the game does not have (test_choices_are_moves)
    assert "rams" not in task.choices()
    # robbing is taught two steps on (pone: rounce.rob), so the task does not offer it yet
    assert task.held == ("rob",) and "rob" not in task.choices()
    for result in said.values():
        assert not any(FIRST in line for line in result.reasons), result.reasons
        assert not any("in this game's declaring" in line for line in result.reasons)
