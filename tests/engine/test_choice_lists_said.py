"""The choices a refusal names outside scenario files are said as English lists them, with the
project's list joiner (engine.cards.listed), as tests/engine/test_error_lists_said.py has them
for scenario and answer messages: ``trickbook play chess`` said "unknown game 'chess' (known:
loo, irish_loo, ..., napoleon, linger_longer)"; a variant or option misspelt "(expected one of
foster1897, lesson_000)", and for a game with one variant "(expected one of foster1897)"; an
option's value "must be one of ('002', '000')"; a move typed wrong "(expected a card such as QS,
or one of auf, claim, ..., stand, widow)"; a bot, a rank order and a Spoil Five irregularity the
same; and the terminal game's prompt "your move (pass, bid 2, bid 3, bid 4, nap; 'hint')", its
hint "legal: pass, bid 2, ...". Now "... napoleon or linger_longer", "(expected foster1897)",
"must be '002' or '000'", "... stand or widow", "your move (pass, bid 2, bid 3, bid 4 or nap; or
'hint')" and "You may pass, bid 2, bid 3, bid 4 or nap." Every list expected is made from the
engine's own names (the registry, the variants, the options, the declaration words, the bots,
the orders, the irregularities, the legal moves of the position asked)."""

from __future__ import annotations

import builtins
from collections.abc import Callable
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.action import DECLARATIONS
from engine.cards import listed
from engine.cli import main
from engine.game import REGISTRY, Action, ActionParseError, DealError, Game, UnknownGame
from engine.games.spoil_five.moves import irregularity
from engine.games.spoil_five.rules import IRREGULARITIES
from engine.ranking import ORDERS, ranking
from engine.search.bots import BOTS, make_bot


def test_an_unknown_game_names_the_games_with_or(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(UnknownGame) as e:
        REGISTRY.get("chess")
    games = listed(REGISTRY.ids(), "or")
    assert e.value.args[0] == f"unknown game 'chess' (expected one of {games})"
    assert main(["play", "chess"]) == 2  # as the terminal says it
    assert capsys.readouterr().err == f"trickbook: unknown game 'chess' (expected one of {games})\n"


@pytest.mark.parametrize("game", list(REGISTRY), ids=lambda g: g.id)
def test_an_unknown_variant_or_option_names_the_games_own_with_or(game: Game[Any]) -> None:
    asks: list[tuple[str, Callable[[], object], list[str]]] = [
        ("variant", lambda: game.make_opts("nope"), list(game.variants)),
        ("option", lambda: game.make_opts(None, nope=1), [o.name for o in game.options]),
    ]
    for kind, ask, names in asks:
        with pytest.raises(DealError) as e:
            ask()
        # one name is expected as itself, not as "one of" it
        said = names[0] if len(names) == 1 else f"one of {listed(names, 'or')}"
        assert str(e.value) == f"unknown {kind} 'nope' for {game.id} (expected {said})"


@pytest.mark.parametrize("game", list(REGISTRY), ids=lambda g: g.id)
def test_an_option_set_wrong_names_its_values_with_or(game: Any) -> None:
    """A Python tuple, "option 'text' must be one of ('002', '000'), not 'x'", is now "must be
    '002' or '000'" (an on/off option "True or False"), each value as a scenario writes it."""
    for o in game.options:
        with pytest.raises(DealError) as e:
            game.make_opts(None, **{o.name: "nope"})
        may = listed([repr(c) for c in o.choices], "or")
        assert str(e.value) == f"option '{o.name}' must be {may}, not 'nope'"
        assert "(" not in str(e.value), e.value


def test_a_move_typed_wrong_names_the_words_with_or() -> None:
    with pytest.raises(ActionParseError) as e:
        Action.parse("fold")
    words = listed(sorted(DECLARATIONS), "or")
    assert str(e.value) == f"not an action: 'fold' (expected a card such as QS, or one of {words})"


@pytest.mark.parametrize(
    ("ask", "said"),
    [
        (
            lambda: make_bot("genius"),
            f"unknown bot 'genius' (expected one of {listed(BOTS, 'or')})",
        ),
        (
            lambda: ranking("whist", None),
            f"no rank order named 'whist' (expected one of {listed(ORDERS, 'or')})",
        ),
        (
            lambda: irregularity(REGISTRY.get("spoil_five").new_deal(players=4, seed=1), 1, "x"),
            "not an irregularity the seed lists: 'x' "
            f"(expected one of {listed(IRREGULARITIES, 'or')})",
        ),
    ],
    ids=["bot", "rank_order", "spoil_five_irregularity"],
)
def test_a_name_the_engine_does_not_know_names_its_names_with_or(ask: Any, said: str) -> None:
    with pytest.raises(ValueError, match=r".") as e:
        ask()
    assert str(e.value) == said


@pytest.mark.parametrize(("game", "seed"), [("napoleon", 3), ("sixty_six", 3), ("loo", 1)])
def test_the_terminal_game_offers_the_moves_with_or(
    game: str, seed: int, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``trickbook play``: the prompt names the moves of the position asked."""
    g = REGISTRY.get(game)
    asked: list[list[str]] = []
    real = g.legal_actions

    def legal_actions(state: Any) -> Any:
        acts = real(state)
        asked.append([a.pretty for a in acts])
        return acts

    monkeypatch.setattr(g, "legal_actions", legal_actions)
    prompts: list[str] = []
    lines = iter(["hint"])

    def typed(prompt: str = "") -> str:
        prompts.append(prompt)
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr(builtins, "input", typed)
    assert main(["play", game, "--seed", str(seed)]) == 0
    moves = listed(asked[-1], "or")
    assert len(asked[-1]) > 1, asked  # a choice to name
    assert prompts == [f"your move ({moves}; or 'hint'): "] * 2, prompts
    # the hint is the computer's rule-of-thumb move, not the list again (tests/engine/test_cli_hint)
    assert "Hint: the computer's rule of thumb would " in capsys.readouterr().out
