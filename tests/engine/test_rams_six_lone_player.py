"""Rams at six: the dealer takes no cards, so a player whom everyone else leaves alone plays
unopposed, and the settlement says why.

Seed 002: "Any number from three to six may play; but when six play the dealer takes no
cards." and "The dealer must play if he is opposed by only one player". Six stay allowed under
Foster's reading (the lesson text, 000, says three to five); with six, the dealer who would
have had to play against the lone player has no hand, and the seed says nothing more. At
/rams-play?seed=353&players=6&seat=1&computer=rule+of+thumb the learner played, P2 to P5
passed, and he played five tricks alone; the result said only "P1 won 5 tricks: 5 fifths of
the pool". Now a note, citing rams.players, says that nobody played against him and why.
"""

from __future__ import annotations

from engine.game import Action
from engine.games.pool.rams import RAMS
from engine.games.pool.state import PoolState


def lone_deal(players: int, seed: int, variant: str = "standard") -> PoolState:
    """The eldest plays, every later player passes where he may, then the cards are played."""
    s = RAMS.new_deal(players=players, seed=seed, variant=variant)
    first = True
    while s.phase == "declare":
        legal = RAMS.legal_actions(s)
        pass_ = Action("pass")
        s = RAMS.apply(s, Action("stand") if first or pass_ not in legal else pass_)
        first = False
    while s.phase == "play":
        s = RAMS.apply(s, RAMS.legal_actions(s)[0])
    return s


def test_six_are_allowed_by_foster_and_five_by_the_lesson_text() -> None:
    assert RAMS.players_range(RAMS.make_opts("standard")) == (3, 6)
    rule = RAMS.players_rule(RAMS.make_opts("standard"))
    assert rule is not None and "when six play the dealer takes no cards" in rule.quote
    assert RAMS.players_range(RAMS.make_opts("dealer_card_trump_000")) == (3, 5)


def test_a_lone_player_at_six_is_told_nobody_played_against_him() -> None:
    for seed in range(20):
        s = lone_deal(6, seed)
        assert s.active == (s.dealer + 1,) and not s.hands[s.dealer]
        assert s.tricks[s.active[0]] == RAMS.spec.hand
        settled = RAMS.settlement(s)
        assert settled is not None
        notes = [n for n in settled.notes if n.rule == "rams.players"]
        assert len(notes) == 1, [n.told(-1) for n in settled.notes]
        told = notes[0].told(s.active[0])
        assert told.startswith("Nobody played against you: everyone else passed"), told
        assert f"the dealer (P{s.dealer}) takes no cards" in told
        said = notes[0].told(-1)
        assert f"Nobody played against P{s.active[0]}" in said, said


def test_below_six_the_dealer_plays_against_a_lone_player_and_nothing_is_noted() -> None:
    for players in (3, 4, 5):
        for seed in range(10):
            s = lone_deal(players, seed)
            assert s.dealer in s.active and len(s.active) == 2
            settled = RAMS.settlement(s)
            assert settled is not None
            assert not [n for n in settled.notes if n.rule == "rams.players"]
