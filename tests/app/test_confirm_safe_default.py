"""A question before a move ("… anyway") or before forgetting progress draws its safe answer as
the page's default button.

Learner walk (colour2): Sixty-Six's claim under 66, /sixty_six-play?seed=1, asked "You have
…; a wrong claim loses the hand — claim anyway?" over "Keep playing", a plain button, and
"Claim 66 anyway", the green (primary) one, though the focus lands on "Keep playing" (so Enter
twice cannot claim by accident): the look pointed at the risky answer. The safe answer is now
the primary button, the risky one plain, in the same order. Sixty-Six's claim is the only move
any game asks about (GameUI.confirm).
"""

from __future__ import annotations

from collections.abc import Callable

from apptools import click
from streamlit.testing.v1 import AppTest

from engine.games.sixty_six import CLAIM

OpenApp = Callable[..., AppTest]


def test_keep_playing_is_the_primary_button(app: OpenApp) -> None:
    at = app(
        "sixty_six:play",
        sixty_six__seed=1,
        sixty_six__play_cfg={"players": 2, "seat": 0, "bots": "rule of thumb"},
    )
    click(at, f"sixty_six:act:{CLAIM}")
    keep, claim = at.button(key="sixty_six:cancel"), at.button(key="sixty_six:confirm")
    assert (keep.label, claim.label) == ("Keep playing", "Claim 66 anyway")
    assert keep.proto.type == "primary", keep.proto.type
    assert claim.proto.type == "secondary", claim.proto.type


def test_cancel_is_the_primary_button_before_forgetting_progress(app: OpenApp) -> None:
    """The same on Progress (trumpsign's note): "Forget my Loo (three-card) progress…" asked
    over "Yes, forget Loo (three-card)", the green (primary) button and the first, and a plain
    "Cancel", though forgetting cannot be undone. Now "Cancel" is first and primary."""
    at = app("loo:progress")
    click(at, "loo:progress:forget")
    keys = [b.key for b in at.button if b.key and b.key.startswith("loo:progress:forget:")]
    assert keys == ["loo:progress:forget:no", "loo:progress:forget:yes"], keys
    cancel, yes = at.button(key=keys[0]), at.button(key=keys[1])
    assert (cancel.label, yes.label) == ("Cancel", "Yes, forget Loo (three-card)")
    assert cancel.proto.type == "primary", cancel.proto.type
    assert yes.proto.type == "secondary", yes.proto.type
