"""Every rule a trick can cite is in the game's Rules brief, once, and the card order's rules
say each suit's order once.

The Rules page of Spoil Five and Forty-Five was seen to list the order of the plain suits
oddly: Spoil Five's brief gave spoil_five.plain_order, whose statement ran through every plain
suit ("hearts K Q J 10 … 2, diamonds the same then the ace, clubs and spades K Q J A 2 3 …
10"), and beside it plain_diamonds, saying the diamonds again; plain_hearts, which a hearts
trick cites in Play's "Why", was not in it. Forty-Five's brief gave plain_order alone, and
not top_trumps, plain_hearts, plain_diamonds or trick_winner, and Napoleon's not ace_high
(an ace that took a card of its suit): each is what a trick's "Why" cites, and the learner
who looks it up finds the brief silent. plain_order now says what it is cited for, clubs and
spades (its quote is RULES.md's line for them), and each lesson asks a question on each
rule of its order, so the brief lists it where the lesson teaches it.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY, Game
from lessons import available, load
from ui.pages.rules import brief, rules_html

SEEDS = 15  # random deals per player count


def _trick_rules(g: Game[Any]) -> set[str]:
    """The rules the finished tricks of seeded random deals cite, at every player count."""
    out: set[str] = set()
    for n in g.player_counts(g.make_opts(g.default_variant)):
        for seed in range(SEEDS):
            rng = random.Random(seed)
            s = g.new_deal(players=n, dealer=seed % n, seed=seed)
            while not g.is_over(s):
                done = len(s.history)
                s = g.apply(s, rng.choice(g.legal_actions(s)))
                if len(s.history) > done and s.history[-1][0]:
                    out.add(g.trick_winner_rule(s).id)
    return out


@pytest.mark.parametrize("gid", available())
def test_every_rule_a_trick_cites_is_in_the_brief_once(gid: str) -> None:
    g = REGISTRY.get(gid)
    b = brief(g, load(gid))
    listed = [r.id for _, rules in (*b.sections, *b.readings) for r in rules]
    cited = _trick_rules(g)
    assert cited, "no trick was played"
    assert {r: listed.count(r) for r in sorted(cited)} == dict.fromkeys(sorted(cited), 1)
    assert len(listed) == len(set(listed)), [r for r in listed if listed.count(r) > 1]
    # and every rule of the book, the finer ones too, is once in the page's "All rules"
    table = rules_html(list(g.rules))
    assert all(table.count(f'data-rule="{r.id}"') == 1 for r in g.rules)


@pytest.mark.parametrize("gid", ["spoil_five", "forty_five"])
def test_the_card_order_chapter_gives_each_plain_suit_once(gid: str) -> None:
    """The chapter lists the three rules of the plain suits, hearts, diamonds, clubs and
    spades, each about its own suits alone."""
    g = REGISTRY.get(gid)
    chapter = dict(brief(g, load(gid)).sections)["The card order"]
    plain = [r for r in chapter if r.id.split(".")[1].startswith("plain_")]
    assert [r.id.split(".")[1] for r in plain] == ["plain_order", "plain_hearts", "plain_diamonds"]
    words = {r.id.split(".")[1]: r.statement.lower() for r in plain}
    for role, suits in {
        "plain_hearts": ("hearts",),
        "plain_diamonds": ("diamonds",),
        "plain_order": ("clubs", "spades"),
    }.items():
        named = {s for s in ("hearts", "diamonds", "clubs", "spades") if s in words[role]}
        assert named == set(suits), (role, words[role])
