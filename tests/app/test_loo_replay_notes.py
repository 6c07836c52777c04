"""The Loo replay's notes on the trick after which a trump was turned (simple pools): who did
not follow, the card turned, and how the trick was judged again (ui/games/pool_turned.py)."""

from __future__ import annotations

import random

from engine.cards import CARDS
from engine.games.loo import LOO, LooState
from ui.games.pool_turned import loo_rejudge_note, loo_trick_notes


def _turned_deals(want: int = 40) -> list[LooState]:
    """Finished Foster's Loo deals, played at random, in which a trump was turned in play."""
    rng = random.Random(7)
    found: list[LooState] = []
    seed = 0
    while len(found) < want:
        s = LOO.new_deal(players=5, seed=seed, variant="foster1897")
        seed += 1
        while not LOO.is_over(s):
            s = LOO.apply(s, rng.choice(LOO.legal_actions(s)))
        if s.turned_after:
            found.append(s)
    return found


def test_the_turned_trick_is_noted_and_no_other() -> None:
    both = set()
    for s in _turned_deals():
        k = s.turned_after - 1
        plays, winner = s.history[k]
        led = CARDS[plays[0][1]].suit
        turned = CARDS[s.turn_card]
        notes = loo_trick_notes(s, k)
        off = [f"P{p}" for p, c in plays if CARDS[c].suit != led]
        who = ", ".join(off[:-1]) + " and " + off[-1] if len(off) > 1 else off[0]
        assert notes[0].startswith(who + " did not follow suit"), notes
        assert f"so the {turned.pretty} was turned: {turned.suit.symbol} are trumps" in notes[0]
        # the trick judged again: the leader's suit turned trumps keeps his card a trump
        still = f"P{winner}'s" in notes[1] and "still wins" in notes[1]
        if still:
            why = "it is a trump now" if led == turned.suit else "no trump was played"
            assert why in notes[1], notes
            both.add(why)
        else:
            assert "is a trump and takes the trick" in notes[1]
            both.add("taken")
        for j in range(len(s.history)):
            if j != k:
                assert loo_trick_notes(s, j) == []
    assert both == {"it is a trump now", "no trump was played", "taken"}


def test_the_play_page_note_after_the_turn_names_the_same_card() -> None:
    """The replay's note stands alone; the Play page's comes after the trick's reason, which
    says why the winner wins (tests/app/test_pool_trick_story_once.py), so it names only the
    card that was winning before the turn, the replay's card."""
    for s in _turned_deals(10):
        k = s.turned_after
        at_turn = s._replace(history=s.history[:k])
        note, replayed = loo_rejudge_note(at_turn), loo_trick_notes(s, k - 1)[1]
        was = replayed.removeprefix("Before the turn ").split(" was winning")[0]
        assert note is not None and was in note and note.count("was winning") == 1
