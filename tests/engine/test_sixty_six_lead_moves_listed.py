"""Sixty-Six's apply takes a lead's marriage, 9 exchange or close straight from the lead options
its legal actions just listed (as it takes a listed card), not through the checked
:func:`engine.games.sixty_six.moves.apply`: the same positions, the same refusals."""

from __future__ import annotations

import random

import pytest

import engine.games.sixty_six.moves as moves
from engine.game import Action, IllegalAction
from engine.games.sixty_six import SIXTY_SIX as G
from engine.games.sixty_six.cards import MELD
from engine.games.sixty_six.rules import CLOSE, EXCHANGE
from engine.games.sixty_six.state import SixtySixState

OTHER = ("meld", "exchange", "close")


def _leads(players: int, deals: int, seed: int) -> list[tuple[SixtySixState, list[Action]]]:
    """Seeded random deals' leads (two- or three-hand) offering a marriage, the exchange or
    closing, with the actions listed there."""
    rng = random.Random(seed)
    out = []
    for _ in range(deals):
        state = G.new_deal(players=players, dealer=rng.randrange(players), seed=rng.getrandbits(32))
        while state.phase == "play":
            acts = G.legal_actions(state)
            if not state.trick and any(a.kind in OTHER for a in acts):
                out.append((state, acts))
            state = G.apply(state, rng.choice(acts[:-1]))
    return out


@pytest.mark.parametrize("players", [2, 3])
def test_listed_lead_moves_as_the_checked_apply(
    players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every marriage, exchange and close offered at the leads of 150 seeded deals: apply,
    right after the legal actions, gives the position the checked apply gives, field by field,
    without calling it."""
    leads = _leads(players, 150, 66 + players)
    checked = moves.apply
    calls: list[Action] = []

    def spy(state: SixtySixState, action: Action) -> SixtySixState:
        calls.append(action)
        return checked(state, action)

    monkeypatch.setattr(moves, "apply", spy)
    kinds = set()
    for state, _ in leads:
        for a in G.legal_actions(state):
            if a.kind not in OTHER:
                continue
            G.legal_actions(state)  # listed just before, as a player's loop lists them
            got = G.apply(state, a)
            want = checked(state, a)
            assert tuple(got) == tuple(want), (a, state)
            assert got.moves == want.moves
            kinds.add(a.kind)
    assert kinds == set(OTHER)
    assert calls == []  # the listed lead options decided: the checked apply was not asked


def test_lead_moves_not_listed_are_refused_as_before() -> None:
    """A close, exchange or marriage the lead options do not allow is still refused with its
    rule, listed or not: the checked apply's refusal."""
    refused = 0
    for state, acts in _leads(2, 60, 7):
        offered = {(a.kind, a.card) for a in acts}
        hand = state.hands[state.to_move]
        tries = [CLOSE, EXCHANGE, *(MELD[c] for c in range(52) if hand >> c & 1)]
        for a in tries:
            if (a.kind, a.card) in offered:
                continue
            G.legal_actions(state)
            with pytest.raises(IllegalAction) as listed:
                G.apply(state, a)
            with pytest.raises(IllegalAction) as checked:
                moves.apply(state, a)
            assert [r.rule.id for r in listed.value.refusals] == [
                r.rule.id for r in checked.value.refusals
            ]
            refused += 1
    assert refused > 50
