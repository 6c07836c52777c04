"""Progress says a game's counters won or lost by their sign, as Play does.

look21 (Chromium at 390 and 1400 px, /loo-progress after two Loo deals, one lost and one won):
"Counters won or lost (red)" read "1", a gain with no sign under a label that says either, and
a loss read "-3" with a hyphen, where Play's result line says "this deal leaves you +10" and its
tables write "−2" (ui.play_table.after_stakes, look12). A game that counts points won (Sixty-Six)
keeps its bare figure."""

from __future__ import annotations

from collections.abc import Callable

from apptools import metrics
from streamlit.testing.v1 import AppTest

from engine.game import REGISTRY
from engine.ledger import MINUS, format_counters
from ui.progress import Progress, new_learner

OpenApp = Callable[..., AppTest]


def _shown(app: OpenApp, game: str, *nets: int) -> dict[str, str]:
    at = app(f"{game}:progress", learner=new_learner())  # (each call a learner of its own)
    store, code = Progress(), at.session_state["learner"]
    for net in nets:
        store.record_deal(code, game, "foster1897", net, 1)
    at.run()
    assert not at.exception, at.exception
    return {m.label: m.value for m in metrics(at)}


def test_counters_won_or_lost_carry_their_sign(app: OpenApp) -> None:
    per = REGISTRY.get("loo").units_per_counter
    label = "Counters won or lost (red)"
    assert _shown(app, "loo", -9, 21)[label] == "+" + format_counters(12, per)
    assert _shown(app, "loo", -9)[label] == MINUS + format_counters(9, per)
    assert _shown(app, "loo")[label] == "0"


def test_points_won_stay_bare(app: OpenApp) -> None:
    shown = _shown(app, "sixty_six", 2, 3)
    (won,) = [v for k, v in shown.items() if k.endswith(" won") and k != "Tricks won"]
    assert won == format_counters(5, REGISTRY.get("sixty_six").units_per_counter), shown
