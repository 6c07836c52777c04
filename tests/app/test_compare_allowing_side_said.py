"""Compare says, under the reading that allows what the other refuses, which setting parts
them there, with what the texts say of it.

journey11 (Chromium, /sixty_six-compare and /rams-compare at 1400 and 390 px): the refusing
side quoted its rule ("German practice (variant): in later play, trump when you cannot
follow", with the German page's words), the allowing side said only "No rule of this reading
forbids it." and nothing of its own reading of the point. Now the setting whose other value
alone refuses the card there (engine.compare_words.deciding_options: each differing option
switched on the allowing side's position, Game.under_options) is named under it, as the
readings' list names it: its value under each reading and what the texts say.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import go, markdown
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.compare import Comparison, compare
from engine.compare_words import deciding_options
from engine.game import REGISTRY
from ui.pages.compare import option_line

OpenApp = Callable[..., AppTest]

# (game, players, seed, readings, the option that parts them): the first deals where the
# readings part on a card or move allowed under the first reading and refused under the second
PARTINGS = [
    ("sixty_six", 2, 0, ("seed", "strict_second_phase_german_practice"), "strict_later_play"),
    ("rams", 3, 3, ("standard", "ecarte_rank"), "ecarte"),
    ("five_card_loo", 3, 1, ("foster1897", "no_pam"), "pam"),
]


def _at_parting(c: Comparison, k: int) -> object:
    game = REGISTRY.get(c.game_id)
    assert c.parting is not None
    state = c.sides[k].start
    for s in c.sides[k].steps[: c.parting.step]:
        state = game.apply(state, s.action)
    return state


@pytest.mark.parametrize(("game_id", "players", "seed", "readings", "option"), PARTINGS)
def test_the_setting_that_parts_them_is_the_one(
    game_id: str, players: int, seed: int, readings: tuple[str, str], option: str
) -> None:
    game = REGISTRY.get(game_id)
    c = compare(game, players=players, seed=seed, variants=readings)
    p = c.parting
    assert p is not None and p.kind == "legal" and not p.rules[0] and p.rules[1], p
    refused = [r.action for r in p.refusals[1]]
    found = deciding_options(game, _at_parting(c, 0), refused, c.options, 1)
    assert [o.name for o, *_ in found] == [option], found
    # switched alone on the allowing side, that setting refuses there what the other refused
    state = _at_parting(c, 0)
    ((o, _, other),) = found
    assert all(game.explain(game.under_options(state, **{o.name: other}), x) for x in refused)


def test_the_page_names_it_under_the_reading_that_allows_it(app: OpenApp) -> None:
    at = go(app(), "sixty_six:compare")
    game = REGISTRY.get("sixty_six")
    c = compare(game, players=2, seed=0, variants=("seed", "strict_second_phase_german_practice"))
    captions = [x.value for x in at.caption]
    assert "No rule of this reading forbids it." in captions
    assert "The setting that parts the readings here:" in captions
    labels = (c.sides[0].label, c.sides[1].label)
    o, va, vb = next(x for x in c.options if x[0].name == "strict_later_play")
    line = option_line(labels, o, va, vb)
    assert "German practice" in line and "follow suit" in line, line
    # once in the folded list of the settings the readings differ on, once at the parting
    assert markdown(at).count(line) == 2, markdown(at)
