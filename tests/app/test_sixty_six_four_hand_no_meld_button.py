"""Four-hand Sixty-Six draws no "Meld" button: 000 says of it "There is no melding", as it says
"There is no advantage in claiming" (RULES.md §7, four-hand), and the table's note reads "No
melding, no claiming." Play drew no "Claim 66" and no "Close the stock" there, yet a greyed
"Meld K♥" whenever the learner held a king and queen of a suit (its reason under it, 'there is
no melding in four-hand'), and Learn's 'Four-hand: partners and 32 cards' offered the same
button beside its eight cards, a step before 'The dealer keeps the trump card' teaches that
nobody shows marriages (look14). A move that never comes in the game being played is not a
move refused now: no page draws it. Two-hand still draws a marriage's greyed king where it
cannot be shown now (its reason says when it can)."""

from __future__ import annotations

import yaml

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from engine.scenario import from_dict
from lessons import load
from ui.play_table import offered_moves
from ui.tables import game_ui

G = REGISTRY.get("sixty_six")
UI = game_ui("sixty_six")


def _drawn(s: object) -> list[str]:
    """The moves besides a card a page draws (Play's buttons, the play box's, Learn's task
    filters the engine's offer by the same ``shows_refusal``)."""
    shown = [str(a) for a, _ in offered_moves(G, s, G.legal_actions(s))]
    learn = [str(a) for a in G.on_offer(s) if a.kind != "play" and UI.shows_refusal(s, a)]
    return shown + learn


def test_learn_s_four_hand_step_draws_no_meld() -> None:
    s = load("sixty_six").step("four_deal").scenario.state  # type: ignore[union-attr]
    assert s.n == 4
    # P0 holds K♥ Q♥ there: the engine refuses their marriage (no melding), no page draws it
    assert any(r.action.kind == "meld" for r in G.offered_refusals(s))
    assert not [m for m in _drawn(s) if m.startswith("meld")], _drawn(s)


def test_four_hand_play_draws_no_meld() -> None:
    met = 0
    for seed in range(30):
        s = G.new_deal(players=4, dealer=seed % 4, seed=seed)
        view = UI.seen(s, s.to_move)
        if any(r.action.kind == "meld" for r in G.offered_refusals(view)):
            met += 1
            assert not [m for m in _drawn(view) if m.startswith("meld")], (seed, _drawn(view))
    assert met  # hands holding a king and queen of a suit were met


def test_two_hand_still_draws_a_marriage_not_showable_now() -> None:
    # P1 holds K♥ Q♥ and follows to P0's A♠: a marriage is shown when you lead
    s = from_dict(
        yaml.safe_load(
            "game: sixty_six\ndealer: P1\nturned: JC\nleader: P0\ntrick: [P0 AS]\n"
            "hands: {P1: [KH, QH, 9D, JS, 10C, AD]}\n"
        ),
        "test",
    ).state
    assert s.n == 2 and s.to_move == 1
    drawn = [m for m in _drawn(s) if m.startswith("meld")]
    assert drawn and all(m == "meld KH" for m in drawn), drawn
