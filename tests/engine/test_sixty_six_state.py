"""Sixty-Six's two-record position (a hot record a card copies, a cold one it leaves alone):
every field reads and replaces by name, copies and pickles whole, and apply() checks a card
against the legal cards listed for that very position only."""

from __future__ import annotations

import copy
import pickle

import pytest

from engine.game import Action, IllegalAction
from engine.games.sixty_six import SIXTY_SIX as G
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
