"""Irish and Five-card Loo's rules of leading say each duty once.

Found by the learner walk: /irish_loo-rules, "The rules in brief" under "Leading and following",
read three bullets saying much the same: 'Double-pool leading applies: the eldest playing leads
a trump (the ace, or the king when the ace is turned), and a trick's winner leads a trump.'
(irish_loo.double_leads, the rules notes' decision), then 'The eldest hand playing must lead a
trump if he has one, in every deal.' and 'He must lead the ace of trumps if he holds it, or the
king when the ace is turned up.' (the duties Irish Loo keeps from Three-card Loo), and later
'Once trumps are known, the winner of a trick must lead a trump ...', in a game whose trump is
known from the start. The decision now says only that every deal is led as a double pool, and
each duty stands in its own rule, cited as before."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load
from ui.pages.rules import brief

# the decision that the double-pool leading binds every deal, and the three duties it brings
LEADING = ("double_leads", "eldest_leads_trump", "lead_trump_ace", "winner_leads_trump")
# a word only one of them should need: who leads, what, and when
ONCE = ("eldest", "ace", "winner", "trick", "every deal", "known")


@pytest.mark.parametrize("gid", ["irish_loo", "five_card_loo"])
def test_each_leading_duty_is_said_by_one_rule(gid: str) -> None:
    rules = REGISTRY.get(gid).rules
    said = {n: rules[f"{gid}.{n}"].statement.lower() for n in LEADING}
    for word in ONCE:
        saying = [n for n, s in said.items() if word in s]
        assert len(saying) <= 1, (word, saying)
    assert "double" in said["double_leads"] and "every deal" in said["double_leads"]


def test_the_irish_loo_brief_gives_the_decision_and_each_duty() -> None:
    b = brief(REGISTRY.get("irish_loo"), load("irish_loo"))
    ids = [r.id for _, rules in b.sections for r in rules]
    for n in LEADING:
        assert ids.count(f"irish_loo.{n}") == 1, (n, ids)
