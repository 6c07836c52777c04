"""Sixty-Six's two-record position (a hot record a card copies, a cold one it leaves alone):
every field reads and replaces by name, copies and pickles whole, and apply() checks a card
against the legal cards listed for that very position only."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from engine.game import Action, IllegalAction
from engine.games.sixty_six import SIXTY_SIX as G
from engine.games.sixty_six.play import _play_any, play_card
from engine.games.sixty_six.state import FIELDS, SixtySixState

SEED = 1


def test_every_field_reads_and_replaces_by_name() -> None:
    s = G.new_deal(players=2, dealer=0, seed=11)
    fields = {f: getattr(s, f) for f in FIELDS}
    assert SixtySixState(**fields) == s
    t = s._replace(scores=(3, 4), points=(10, 0), viewer=1)
    assert (t.scores, t.points, t.viewer) == ((3, 4), (10, 0), 1)
    assert (s.scores, s.points, s.viewer) == ((0, 0), (0, 0), -1)  # the original is untouched
    assert t.cold is not s.cold and t.hands is s.hands
    with pytest.raises(ValueError, match="no field 'colour'"):
        s._replace(colour=1)


def test_copies_and_pickles_whole() -> None:
    s = G.new_deal(players=3, dealer=2, seed=5)
    s = G.apply(s, G.legal_actions(s)[0])
    assert pickle.loads(pickle.dumps(s)) == s
    assert copy.deepcopy(s) == s and copy.copy(s) == s


def test_apply_checks_the_card_against_this_position() -> None:
    s = G.new_deal(players=2, dealer=0, seed=SEED)
    lead = G.legal_actions(s)[0]
    open_follow = G.apply(s, lead)  # the stock open: the follower may play any card
    closed = G.apply(G.apply(s, Action("close")), lead)  # closed: he must follow suit
    free, bound = G.legal_actions(open_follow), G.legal_actions(closed)
    refused = [a for a in free if a not in bound]
    assert refused
    for a in refused:
        G.legal_actions(open_follow)  # the last cards listed are another position's
        with pytest.raises(IllegalAction):
            G.apply(closed, a)
        assert G.apply(open_follow, a).trick == ()


def test_the_two_hand_path_is_the_any_table_path() -> None:
    """play_card's written-out two-hand path gives the very position the any-table path gives
    (every field, the record included), over seeded random hands with closing, marriages and
    the 9 exchange; and the move log reads back as the moves in order."""
    rng = random.Random(SEED)
    variants = list(G.variants)
    compared = 0
    for deal in range(60):
        variant = variants[deal % len(variants)]
        s = G.new_deal(players=2, dealer=deal % 2, seed=deal, variant=variant)
        done: list[tuple[int, Action]] = []
        while s.phase == "play":
            acts = G.legal_actions(s)[:-1]  # not the claim
            a = acts[rng.randrange(len(acts))]
            if a.kind == "play" and a.card is not None:
                assert play_card(s, a.card, a) == _play_any(s, a.card, a)
                compared += 1
            done.append((s.to_move, a))
            s = G.apply(s, a)
        assert s.moves == tuple(done)
        assert SixtySixState(**{f: getattr(s, f) for f in FIELDS}) == s
    assert compared > 1000
