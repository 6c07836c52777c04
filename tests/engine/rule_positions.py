"""What a game's rule tests (tests/engine/test_<game>_rules.py) read positions with, written once
for any game: :class:`Positions` gives a scenario's state, the moves allowed and the rule refusing
each other one, a settlement's amounts and rules, a seeded deal and declarations made in turn;
and the checks such a file makes of its game alike: every rule has its test
(:func:`untested`), a deal played out settles to zero (:func:`played_out`, :func:`settles`)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import yaml

from engine.game import Action, Game
from engine.rules import RuleBook
from engine.scenario import from_dict


class Positions:
    """The readers for one ``game``: ``plays_only``, a card names only a play (Rams' "rob 7C"
    stays a word, as a declaration); else any action naming a card is named by it (Loo's
    exchanges name none). ``deal``: :meth:`deal`'s defaults (players, seed)."""

    def __init__(self, game: Game[Any], *, plays_only: bool = False, **deal: Any) -> None:
        self.game, self.plays_only, self.dealt = game, plays_only, deal

    def scn(self, text: str) -> Any:
        """The state of a scenario written as YAML."""
        return from_dict(yaml.safe_load(text), "test").state

    def _key(self, a: Action) -> str:
        by_card = a.card and (a.kind == "play" or not self.plays_only)
        return a.card.code if by_card and a.card else str(a)

    def legal(self, state: Any) -> set[str]:
        """The moves allowed: a card by its code ("7S"), any other move in words."""
        return {self._key(a) for a in self.game.legal_actions(state)}

    def refused_by(self, state: Any) -> dict[str, str]:
        """Each move refused, named as :meth:`legal` names it, and the id of its rule."""
        return {self._key(r.action): r.rule.id for r in self.game.refusals(state)}

    def net(self, state: Any) -> dict[str, Fraction]:
        return self.game.quiz_amounts(state)

    def rules_cited(self, state: Any) -> set[str]:
        """The rules a settlement's transfers cite."""
        st_ = self.game.settlement(state)
        return {t.rule for t in st_.transfers} if st_ else set()

    def deal(self, **kw: Any) -> Any:
        return self.game.new_deal(**{**self.dealt, **kw})

    def declare_all(self, s: Any, *words: str) -> Any:
        """``s`` after each of ``words`` ("stand", "rob 7C") by the seat to move."""
        for w in words:
            s = self.game.apply(s, Action.parse(w))
        return s


def untested(rules: RuleBook, module: str) -> list[str]:
    """The rules of ``rules`` without a test named after them in ``module`` (``rams.must_trump``
    → ``test_rams_must_trump``)."""
    names = set(dir(sys.modules[module]))
    return [r.id for r in rules if "test_" + r.id.replace(".", "_") not in names]


def settles(game: Game[Any], state: Any) -> None:
    """A finished deal has a settlement, and it sums to zero."""
    st_ = game.settlement(state)
    assert st_ is not None and sum(st_.net().values()) == 0


def played_out(game: Game[Any], state: Any, choose: Callable[[Any, int], Action]) -> Any:
    """``state`` played to its end, each move ``choose(state, seat)`` for the seat to move."""
    while not game.is_over(state):
        seat = game.current_player(state)
        assert seat is not None
        state = game.apply(state, choose(state, seat))
    return state
