"""The words of a comparison of two readings (:mod:`engine.compare`): what each kind of
parting means, how its sentences name an action and a turn (the engine's words, or a page's),
and an option's value as a learner reads it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.cards import listed
from engine.game import Action, Game, Option
from engine.rules import SEED_FILES, book_name
from engine.sentence import Sentence, Verb

PARTING_WORDS = {
    "turn": "a different player or stage of the deal is next",
    "legal": "an action allowed under one reading is refused under the other",
    "winner": "the same cards, a different trick winner",
    "settlement": "the same play, a different settlement",
}
"""What a :class:`engine.compare.Parting` of each kind means, in words (the Compare page and
:func:`engine.compare.comparison_text` say it)."""


def value_words(v: Any, option: Option | None = None) -> str:
    """An option's value as a learner reads it: ``yes`` or ``no``, a source text by its book's
    name (``"002"``: ``Foster's Hoyle, 1897``), a name in words (Linger Longer's
    ``"play_on"``: ``play on``), a number as it prints; given the ``option``, a value it words
    itself (:attr:`Option.words`) in those words.

    >>> value_words(True), value_words("000"), value_words(3), value_words("play_on")
    ('yes', 'Trump Games, a modern lesson', '3', 'play on')
    >>> value_words("foster", Option("x", "X", "modern", ("modern", "foster"),
    ...     words=(("modern", "2 or 3"), ("foster", "1, 2 or 3"))))
    '1, 2 or 3'
    """
    said: str | None = dict(option.words).get(v) if option is not None else None
    if said is not None:
        return said
    if v is True:
        return "yes"
    if v is False:
        return "no"
    if isinstance(v, str):
        return book_name(v) if v in SEED_FILES else v.replace("_", " ")
    return str(v)


def deciding_options(
    game: Game[Any],
    state: Any,
    actions: Sequence[Action],
    options: Sequence[tuple[Option, Any, Any]],
    other: int,
) -> list[tuple[Option, Any, Any]]:
    """The settings that part two readings at a card or move one allows and the other refuses:
    of ``options`` (each differing option with its two values), those whose value under the
    reading ``other`` (0 or 1), set alone on ``state`` (the allowing reading's position, by
    :meth:`Game.under_options`), refuses one of ``actions`` there too. The side that allows
    them had only "No rule of this reading forbids it." (Sixty-Six's lesson texts beside
    German practice, Rams ace high beside écarté rank), with no word of what it reads
    otherwise; Loo's six differing options say which of them bites here.

    >>> import engine.games
    >>> from engine.game import REGISTRY
    >>> g = REGISTRY.get("sixty_six")
    >>> s = g.new_deal(players=2, seed=0, variant="seed")
    >>> o = next(o for o in g.options if o.name == "strict_later_play")
    >>> deciding_options(g, s, g.legal_actions(s), [(o, False, True)], 1)  # nothing refused yet
    []
    """
    return [
        (o, *values)
        for o, *values in options
        if any(
            game.explain(game.under_options(state, **{o.name: values[other]}), x) for x in actions
        )
    ]


def action_name(action: Action) -> str:
    """An action in a line of play: a card played by its face ("Q♠"), others by name."""
    if action.kind == "play" and action.card is not None:
        return action.card.pretty
    return action.pretty


def _engine_name(state: Any, action: Action) -> str:
    return action_name(action)


def _engine_turn(state: Any, who: str) -> Sentence:
    return Sentence.of(Verb(who, "is", "are"), f" to {state.phase}")


@dataclass(frozen=True)
class Words:
    """How the parting's sentences name an action in a position, and what a seat to move is
    to do there: by default the engine's own words ("rob 8♣", "P1 is to declare"); a page
    passes the words of its buttons ("Rob the trump, discard 8♣") and of its table's turn tag,
    so a learner reads one wording across the app."""

    action: Callable[[Any, Action], str] = _engine_name
    turn: Callable[[Any, str], Sentence] = _engine_turn
    """After the seat to move (its account, ``P1``): "is to declare" (told to him "are to
    declare"), "may rob, then play"."""
    choose: str = ""
    """Put before actions other than cards a seat may take ("P0 may choose “Pass”")."""
    settlement: Callable[[Any], Sentence] | None = None
    """A finished deal's settlement as the page says it, beside its picture (None: each
    transfer in the engine's words, "reason: payer → payee amount")."""

    def names(self, state: Any, actions: Sequence[Action], conj: str = "and") -> str:
        """``actions`` said as English lists them: the refused together ("Q♥ and K♦"), the
        choices with ``conj="or"`` ("claim or jink"). Actions of one kind that differ only by
        their card or number (the cards a rob may discard, the bids: a button each) are said
        once, the cards or numbers listed in their place, any one of them: "“Rob the trump,
        discard J♠, Q♥ or 8♥”", "“Bid 2, 3 or 4”" (the engine's words: "rob J♠, Q♥ or 8♥"),
        not five buttons' words.

        >>> Words().names(None, [Action.parse(a) for a in ("rob JS", "rob QH", "pass")])
        'rob J♠ or Q♥ and pass'
        """
        # a phrase made from its card (or number), split at it: the words around it, the
        # same for each action of the kind, then the cards (a card played is said by its face
        # alone: listed as the cards they are)
        groups: dict[tuple[str, str, str], list[str]] = {}
        for a in actions:
            said = self.action(state, a)
            own = "" if a.kind == "play" else a.card.pretty if a.card is not None else ""
            own = own or (str(a.number) if a.number is not None and a.card is None else "")
            if own and said.count(own) == 1:
                head, _, tail = said.partition(own)
                groups.setdefault((a.kind, head, tail), []).append(own)
            else:
                groups.setdefault(("", said, ""), [])
        return listed(
            (head + listed(cards, "or") + tail for (_, head, tail), cards in groups.items()),
            conj,
        )


ENGINE_WORDS = Words()
