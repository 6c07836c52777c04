"""Game, the class every game subclasses, and the registry of games.

:class:`Game` is :class:`engine.game_core.GameCore`, the protocol every game writes (the state
API, refusals, settlement, variants and options, the search hooks), plus the hooks that teach
it, each declared here with its default so that generic code never probes a game for one:

* how a trick is pictured and explained (:meth:`Game.trick_title`, :meth:`Game.table_cards`,
  :meth:`Game.trick_notes`, :meth:`Game.trick_reason`, :meth:`Game.hand_order`, ...);
* the quiz's answers and words (:attr:`Game.quiz_kinds`, :meth:`Game.quiz_amounts`,
  :meth:`Game.declarations_at`, :meth:`Game.bid_check`, ...) and generated practice
  (:meth:`Game.practice_setup`, :meth:`Game.practice_interest`, ...);
* the hand review's words (:attr:`Game.review_marks`, :meth:`Game.review_why`) and the Compare
  view's openings (:meth:`Game.readings_never_part`, :meth:`Game.compare_opening`).

Everything generic code imports from the protocol is given here too (``from engine.game import
Game, REGISTRY, Action, NotNow, Option, ...``), as the actions of :mod:`engine.action`, the
refusals of :mod:`engine.refusal` and the errors of :mod:`engine.errors` are.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from random import Random
from typing import Any, ClassVar, Protocol, cast

from engine.action import DECLARATIONS as DECLARATIONS
from engine.action import Action as Action
from engine.action import ActionParseError as ActionParseError
from engine.action import play as play
from engine.action import register_declaration as register_declaration
from engine.cards import CARDS, Suit, listed
from engine.errors import DealError as DealError
from engine.errors import NotAsked as NotAsked
from engine.errors import NotNow as NotNow
from engine.errors import UnknownGame as UnknownGame
from engine.errors import check_table as check_table
from engine.game_core import GameCore as GameCore
from engine.game_core import Option as Option
from engine.game_core import S as S
from engine.game_core import TableState as TableState
from engine.game_core import Variant as Variant
from engine.game_core import either_of as either_of
from engine.ranking import Ranking, special_trump_words
from engine.refusal import Ground as Ground
from engine.refusal import IllegalAction as IllegalAction
from engine.refusal import Refusal as Refusal
from engine.rules import Rule
from engine.sentence import Sentence


def special_trump_reason(card: int) -> str | None:
    """Why ``card`` took a trick, where the rank orders make it a trump whatever the trump suit,
    said once with its name and reason (:func:`engine.ranking.special_trump_words`); None for
    any other card.

    >>> from engine.cards import Card
    >>> special_trump_reason(int(Card.parse("JC")))
    'J♣, Pam, is the highest trump in the trick: Pam ranks above every trump, even the ace of trumps'
    """
    special = special_trump_words(card)
    if special is None:
        return None
    name, why = special
    named = f", {name}," if name else ""
    return f"{CARDS[card].pretty}{named} is the highest trump in the trick: {why}"


# the suits of a hand as drawn, left to right: black and red alternate
HAND_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


@dataclass(frozen=True)
class ReviewChoice:
    """One action's results over the hand review's sampled deals (:mod:`engine.review`), as
    :meth:`Game.review_why` reads them to put the difference between two actions into words."""

    action: Action
    mean: float
    """Mean result for the player, in counters of the game's ``amount_unit``."""
    takes_trick: float | None
    """Share of the sampled deals in which the player's side takes the trick on the table
    (None when the action is not a card to a trick)."""
    tricks: float
    """Mean number of tricks the player's side ends the deal with (in the playouts)."""
    loses: float
    """Share of the sampled deals that end in a loss for the player."""
    taker: int | None
    """The seat that takes the trick from the player in every sampled deal where he loses it
    after this card (None when several seats do, or none)."""
    measures: dict[str, float] = field(default_factory=dict)
    """The means of the game's own numbers (:meth:`Game.review_measures`)."""


class Game(GameCore[S]):
    """Base class for a game family: the protocol (:class:`GameCore`) and the teaching hooks.
    Subclasses fill in the class attributes and methods."""

    # --- declared teaching capabilities with defaults ---------------------------------------
    amount_signs: ClassVar[str] = "+ for what is received, \u2212 for what is paid"
    """What + and \u2212 stand for in a settlement answer, as the quiz's hint says it
    (:func:`engine.quiz.amount_hint`); a game whose answers are not money received and paid
    says what they count (Bierspiel: points wiped out, fresh crosses), and its prompts agree."""
    amount_examples: ClassVar[tuple[int, int]] = (3, -3)
    """A gain and a loss as a settlement answer writes them: the hint's examples."""
    settlement_prompt: ClassVar[str | None] = None
    """A generated settlement question's prompt in the words of this game's lessons
    (:func:`engine.quiz_words.settlement_asked`: Rams' "receive or pay", Linger Longer's "The
    game is over"); None keeps the generic one (the Loo family's "win or pay")."""
    quiz_kinds: ClassVar[tuple[str, ...]] = ("legal_cards", "trick_winner")
    """The question kinds this game answers (see :mod:`engine.quiz`)."""
    lesson_kinds: ClassVar[tuple[str, ...]] = ()
    """Question kinds beyond :attr:`quiz_kinds` that only the lesson's own questions ask, never
    a generated one (:func:`engine.quiz.lesson_kinds_for`): Spoil Five's and Forty-Five's
    robbing, a ``declare`` question ("Rob", "Let it lie"), whose positions random deals meet
    rarely (an ace turned to the dealer, one deal in thirteen: no Forty-Five position in 60
    deals for about one seed in a hundred) and, met, offer every word."""
    phase_declarations: ClassVar[dict[str, tuple[str, ...]]] = {}
    """The words of :attr:`declaration_words` that can arise in a phase, for a phase that
    offers only some of them (Spoil Five robs before and at the first trick, claims or jinks
    after the third); a phase not named here offers them all. A *words* question chooses from
    its position's phase's words (:meth:`declarations_at`): a wrong choice is a move of that
    point of the deal, refused here, never one that cannot arise there."""
    number_words: ClassVar[dict[str, int]] = {}
    """Words a *number* question takes for a number, said back for it (Napoleon: pass, nap)."""
    card_words: ClassVar[frozenset[str]] = frozenset()
    """Action words that take a card (``meld K♥``): with no card fit for one, the action is
    simply not on offer, and a quiz says so instead of quoting :meth:`not_available`."""

    review_marks: ClassVar[tuple[float, float, float]] = (0.25, 0.5, 1.0)
    """The hand review's marks (:mod:`engine.review`): how much expected result, in counters of
    :attr:`amount_unit`, a decision must give away to be an inaccuracy, a mistake, a blunder
    (lichess marks a chess move by the winning chances it gives away). One rule sets them for
    every game: a sixth, a third and two thirds of its deal size
    (:data:`engine.review.MARK_SHARES`), what a deal moves for one player on average (the size
    of P0's result, won or lost, among rule-of-thumb players at the usual table:
    :func:`engine.review.deal_size`, 600 seeded deals), each rounded to be read and within a
    factor :data:`~engine.review.MARK_BAND` (4/3) of its share either way
    (``tests/engine/test_review_marks_calibrated.py``). This default fits no game: each sets
    its own. The marks a rule-of-thumb learner and a random one drew at P0 (the others by rule
    of thumb, deals 100-139, 120 sampled deals a decision; inaccuracies / mistakes / blunders
    of the decisions with a choice; "was": before the rule, 2026-12-06):

    ==============  ====  =====================  ===============  ===============
    game            size  marks                  rule of thumb    random
    ==============  ====  =====================  ===============  ===============
    loo             2.26  0.35 / 0.75 / 1.5      1/1/0 of 47      5/3/0 of 47
    irish_loo       1.54  0.3 / 0.6 / 1.2        1/5/10 of 78     5/17/20 of 83
                          was 0.35 / 0.75 / 1.5  2/8/6            7/24/11
    five_card_loo   2.61  0.35 / 0.75 / 1.5      1/10/9 of 157    6/12/29 of 120
    rams            2.57  0.4 / 0.85 / 1.7       6/1/3 of 133     16/5/13 of 107
                          was 1 / 2.5 / 5        2/1/0            8/5/4
    rounce          2.77  0.5 / 1 / 2            5/3/3 of 154     16/26/4 of 128
                          was 1 / 2.5 / 5        3/3/0            27/3/0
    bierspiel       3.04  0.4 / 1 / 2.5          6/5/3 of 138     15/12/13 of 127
    sixty_six       1.28  0.2 / 0.45 / 0.9       29/17/14 of 368  37/41/48 of 345
    spoil_five      1.64  0.3 / 0.6 / 1.2        1/11/11 of 134   5/6/18 of 128
                          was 0.5 / 1 / 2        6/8/8            5/9/10
    forty_five      5.57  0.75 / 1.5 / 3         7/0/0 of 152     11/16/7 of 141
    napoleon        2.60  0.45 / 0.9 / 1.75      0/1/6 of 124     0/1/40 of 137
                          was 0.25 / 0.5 / 1     0/0/7            1/0/41
    linger_longer   2.04  0.35 / 0.7 / 1.35      15/8/2 of 154    14/19/3 of 151
                          was 0.25 / 0.5 / 1     6/15/7           13/21/10
    ==============  ====  =====================  ===============  ===============

    The usual table: five hands, two at Sixty-Six, four at Forty-Five. At Napoleon a random
    learner is marked a blunder at nearly any figure: half his marked costs are over 11
    counters (up to 28)."""

    # --- the Compare view (engine.compare) --------------------------------------------------
    def readings_never_part(self, a: str, b: str, players: int | None = None) -> str | None:
        """Why the named variants ``a`` and ``b`` can never part in a deal dealt by
        :meth:`new_deal` (they differ only where no dealt deal goes), in a sentence for the
        learner; None (the default) when a dealt deal may show them apart. ``players``: the
        table, where they part at some sizes only (four-hand Sixty-Six has no stock); None,
        at every size. The Compare view says this instead of searching the deals for one
        where they part (Linger Longer's two readings of the stock running out: a dealt stock
        never runs out)."""
        return None

    # readings ``(a, b)`` (either order) and a table -> the deal Compare opens on (below)
    compare_openings: ClassVar[Mapping[tuple[str, str, int], int]] = {}

    def compare_opening(self, a: str, b: str, players: int) -> int | None:
        """The deal the Compare view opens readings ``a`` and ``b`` on at this table, where
        they part so rarely that its short opening search from deal 0 finds nothing: the
        first deal a longer search found them part in (``compare_openings``, from
        ``python -m bench.compare_openings --deep``); None (the default) where the short
        search does. The view still asks the engine where that deal parts; a test holds each
        entry to parting within the view's opening search of that deal alone."""
        return self.compare_openings.get(
            (a, b, players), self.compare_openings.get((b, a, players))
        )

    # --- a trick and a position as the pages and the lesson checks show them ----------------
    def trick_title(self, state: S) -> str:
        """What a picture of the trick just finished is titled: "Trick 5", by
        :meth:`tricks_played`. A game whose position may not say how many tricks came before
        (Linger Longer's empty stock set up by hand) names no number there."""
        return f"Trick {self.tricks_played(state)}"

    def last_trick_info(self, state: S) -> dict[str, Any] | None:
        """The trick just finished, for ``trickbook answer`` (None when there is none)."""
        return None

    def cards_held(self, state: S, seat: int) -> int | None:
        """How many cards ``seat`` holds at this point of a whole deal (a scenario may give
        fewer: the cards that matter). The default: what a fresh deal gives him, less one for
        each finished trick and one more if he has played to the trick on the table; a game
        whose players draw from a stock answers from its own state, or None where the count
        depends on the play. The lesson checks ask a question that shows fewer to say so."""
        t: Any = state
        dealt: Any = self.new_deal(players=t.n, dealer=t.dealer, seed=0)
        played: int = sum(t.tricks) + any(p == seat for p, _ in t.trick)
        dealt_cards: int = int(dealt.hands[seat]).bit_count()
        return max(dealt_cards - played, 0)

    def hands_face_down(self, state: S) -> bool:
        """Does every hand dealt lie face down, nobody having looked at his cards yet (Bierspiel
        before the dealer's "Auf")? A picture then shows no hand, and a position need give none,
        the mover's either (the lesson checks ask none of him). By default, never."""
        return False

    def table_cards(self, state: S) -> dict[str, int]:
        """Every card a full picture of the position shows face up, by where it lies, as masks:
        ``"P1's hand"``, ``"the trick"``, ``"P1's tricks"``, and a game's own places (``"the
        stock"``, ``"the widow"``, ``"the trump card"``). The lesson checks hold a step's text
        to it: every card the text names must lie somewhere here. The default reads
        :class:`TableState`: the hands, the current trick and each finished trick's cards
        under its winner; a game with a stock, a widow, a turned card or won cards given
        without their tricks adds them."""
        t: Any = state
        out: dict[str, int] = {}
        for seat, mask in enumerate(t.hands):
            if mask:
                out[f"P{seat}'s hand"] = mask
        trick = 0
        for _, card in t.trick:
            trick |= 1 << card
        if trick:
            out["the trick"] = trick
        for plays, winner in t.history:
            for _, card in plays:
                key = f"P{winner}'s tricks"
                out[key] = out.get(key, 0) | 1 << card
        return out

    def trick_notes(self, state: S) -> tuple[list[str], list[Rule]]:
        """Extra reasons why the last trick was judged as it was (a trump turned after it)."""
        return [], []

    def trick_reason(self, state: S) -> str:
        """Why the last trick's winner took it, in one line: the highest trump, or no trump and
        the highest card of the suit led. "" when the game's :meth:`trick_notes` says why on
        its own (Bierspiel's face-down lead, which cannot win, though it may be won by no
        higher card of its suit), or when the trick was given by count only (no cards). A
        trick of one card (a player nobody plays against) is his for want of another: said so,
        not "the highest trump in the trick"."""
        t: Any = state
        plays, winner = t.history[-1]
        if not plays:
            return ""
        trump = t.trump_suit
        card = next(c for p, c in plays if p == winner)
        if len(plays) == 1:  # a lone player's trick (Rams at six): no card to beat
            return f"{CARDS[card].pretty} is the only card played to the trick"
        if trump is not None and self.follows_as(state, card) == int(trump):
            # a trump of another suit's face (Pam, the A♥, Bierspiel's 7♦), or of the trump
            # suit's but out of its face's place (Pam over the A♣, the 7♦ over the K♦): why, in
            # one line, not "J♣ is the highest trump (♦)" after a note saying it is Pam
            ranked = self.trick_ranking(state)
            odd = CARDS[card].suit != trump or (
                ranked is not None and ranked.out_of_face_place(card)
            )
            special = special_trump_reason(card) if odd else None
            if special is not None:
                return special
            return f"{CARDS[card].pretty} is the highest trump ({trump.symbol}) in the trick"
        led = Suit(self.follows_as(state, plays[0][1]))
        return (
            f"no trump was played: {CARDS[card].pretty} is the highest "
            f"{led.name.lower()[:-1]} in the trick, the suit led"
        )

    def trick_ranking(self, state: S) -> Ranking | None:
        """The rank order (with the deal's trump) that judged the last trick, where a trump of
        the trump suit's own face may stand out of its face's place (Pam over the A♣, the 7♦
        over the K♦: :meth:`Ranking.out_of_face_place`), so that :meth:`trick_reason` says
        why it won in its own words; None (the default) where no order does."""
        return None

    def follows_as(self, state: S, card: int) -> int:
        """The suit (index) ``card`` follows as in this position: its own by default. A game
        whose trumps include a card of another suit (Pam, the J♣) answers with the trump suit
        for it, so an explanation never calls Pam "the highest heart"."""
        return int(CARDS[card].suit)

    def hand_order(self, state: S, cards: Sequence[int]) -> list[int]:
        """``cards`` (of one hand) in the order a player holding them in this position sorts
        them, from the game's rank order with the deal's trump (Spoil Five: the trumps
        together, best first, the A♥ among them). By default suit by suit, ♠ ♥ ♣ ♦, each from
        its ace down: the order the pages draw a hand in, so a sentence listing cards (the
        quiz's "You may play: ...") names them as the learner sees them."""
        return sorted(cards, key=lambda c: (HAND_SUITS.index(CARDS[c].suit), -CARDS[c].rank))

    # --- the quiz's answers and words (engine.quiz), and generated practice -----------------
    def quiz_amounts(self, state: S) -> dict[str, Fraction]:
        """What a settlement question asks for: net amounts per account, in counters."""
        st = self.settlement(state)
        net = st.net() if st else {}
        return {k: Fraction(v, self.units_per_counter) for k, v in net.items()}

    def pile_points(self, state: S, seat: int) -> tuple[int, list[str], list[Rule]]:
        """Card points ``seat`` has taken, with the reasons (games with ``card_points``)."""
        raise NotAsked(f"{self.id} asks no card_points questions")

    def number_range(self, kind: str) -> tuple[int, int, str]:
        """For a *number* question (``card_points``, ``bid_estimate``): the lowest and highest
        answer that can be meant, and how to write one (``answer 0 to pass, 1–4, or 5 for
        nap``), said when a typed answer is no number or out of that range."""
        raise NotAsked(f"{self.id} asks no {kind} questions")

    def claim_check(self, state: S) -> tuple[bool, list[str], list[Rule]]:
        """Should the player to move claim now, and why (games with ``should_claim``)."""
        raise NotAsked(f"{self.id} asks no should_claim questions")

    def still_in(self, state: S) -> tuple[frozenset[int], list[str], list[Rule]]:
        """Who is still in the game after the trick just finished, with the reasons and their
        rules (games with ``still_in`` questions, where a player whose cards run out drops
        out). The quiz draws the trick before it is judged, so the answer is not shown."""
        raise NotAsked(f"{self.id} asks no still_in questions")

    def after_trick(self, state: S, kind: str) -> tuple[Any, list[str | Sentence], list[Rule]]:
        """What followed the trick just finished, for a question of :mod:`engine.quiz_after`
        (``trump_taken``: the player who took the turned-up trump, Sixty-Six's last draw;
        ``plays_on``: whether play goes on, Napoleon's stop), read off ``state`` after it, with
        the reasons and their rules (games declaring such a kind)."""
        raise NotAsked(f"{self.id} asks no {kind} questions")

    def action_word(self, action: Action) -> str:
        """The word a *words* question uses for an action (by default its kind; a game whose
        actions carry a number names them with it: ``bid 3``)."""
        return action.kind

    def allowing_grounds(self, state: S, words: Collection[str]) -> list[Ground]:
        """The grounds (:meth:`grounds`) whose rule lets the player to move make a move of
        ``words`` here (:meth:`action_word`: ``rob`` is every rob on offer), in the order of
        :meth:`legal_actions`: not a rule saying only what the move costs. Learn's and the
        Quiz's "you left out ..." cite them.

        >>> from engine.games.pool.rams import RAMS as rams
        >>> deal = rams.new_deal(players=4, dealer=0, seed=1)
        >>> [x.rule.id for x in rams.grounds(deal, Action("rams"))]
        ['rams.general_rams', 'rams.rams_lost']
        >>> [x.rule.id for x in rams.allowing_grounds(deal, {"rams", "pass"})]
        ['rams.declare', 'rams.general_rams']
        """
        return [
            x
            for a in self.legal_actions(state)
            if self.action_word(a) in words
            for x in self.grounds(state, a)
            if x.allows
        ]

    def move_words(self, action: Action) -> str:
        """A move that is not a card played, as a sentence names it to the player: the pool
        games' verbs (``take the widow``, ``say “Auf”``, ``rob the trump, putting out 7♣``);
        by default the action's own notation (``bid 3``, ``close``)."""
        return action.pretty

    def declarations_at(self, state: S) -> tuple[str, ...]:
        """The declaration words a *words* question about ``state`` offers: its phase's
        (:attr:`phase_declarations`), else every one of :attr:`declaration_words`."""
        phase = cast(TableState, state).phase
        return self.phase_declarations.get(phase, self.declaration_words)

    def word_action(self, word: str) -> Action:
        """The action a word of :attr:`declaration_words` stands for (inverse of
        :meth:`action_word`)."""
        return Action(word)

    def bid_check(self, state: S, bid: int | None) -> tuple[bool, int, list[str], list[Rule]]:
        """For ``bid_estimate`` questions: is ``bid`` (0 = pass; None: only asking) sound for the
        player to move by the game's own estimate and its documented tolerance; the bid the
        engine would make; the reasons (the estimate shown) and their rules."""
        raise NotAsked(f"{self.id} asks no bid_estimate questions")

    def heuristic_move(self, state: S, rng: Random) -> tuple[Action, str]:
        """The rule-of-thumb move (:meth:`heuristic_action`) and why, in a phrase told to the
        player to move, as the terminal's hint and Play's say it after naming the move ("...
        would claim 66 here (type claim). You have 70 points."); "" (the default) where the
        game declares no reason. The phrase says only why, never the move again; a card's may
        say which card in words ("you cannot head the trick: throw your weakest card"). Every
        game gives one, from the same choice, never beside it: the choice returns the move
        and a constant phrase (Sixty-Six's ``thumb.choose``, the pool family's ``habit_play``,
        the search modules' ``choose``/``habit``), so the computer's own moves and playouts
        format nothing."""
        return self.heuristic_action(state, rng), ""

    def practice_setup(self, rng: Random, kind: str) -> dict[str, Any]:
        """Extra ``new_deal`` arguments for a generated question (Loo draws a pool size)."""
        return {}

    def practice_prompt(self, kind: str, state: S, prompt: str) -> str:
        """The prompt of a generated question; a game may reword the generic one (a settlement
        question's: :attr:`settlement_prompt`)."""
        if kind == "settlement" and self.settlement_prompt is not None:
            return self.settlement_prompt
        return prompt

    def practice_interest(self, kind: str, state: S) -> int | None:
        """How good a position is for a generated question of ``kind`` (higher: more duties in
        play; negative: never ask); None leaves it to the generic measure."""
        return None

    # --- the hand review's words (engine.review) -------------------------------------------
    def review_measures(self, view: S, world: S, end: S, seat: int) -> dict[str, float]:
        """Numbers of one sampled deal that the hand review averages for each action it tries,
        for :meth:`review_why` to put into words (card points taken, the pool won, a loo):
        ``view`` is what ``seat`` saw, ``world`` the sampled deal just after the action,
        ``end`` that deal played out. By default none."""
        return {}

    def review_why(
        self, view: S, seat: int, mine: ReviewChoice, best: ReviewChoice
    ) -> list[str | Sentence]:
        """Why ``best`` did better than ``mine`` (the action taken) in ``view``, in the words of
        a rule of thumb of this game, from the sampled deals' numbers: "leading the A♠ let P2
        head the trick and take the pool share". Computed from the position and the search,
        never written per position. A line that names a move other than a card is a
        :class:`~engine.sentence.Sentence` naming it as a :class:`~engine.sentence.Move`
        (:func:`engine.review_words.named`), so a page says it as its button does. Empty: the
        review's generic words (tricks, losses)."""
        return []


class Registry:
    """Games by id, in the order they were registered."""

    def __init__(self) -> None:
        self._games: dict[str, Game[Any]] = {}

    def register(self, game: Game[Any]) -> Game[Any]:
        self._games[game.id] = game
        return game

    def get(self, game_id: str) -> Game[Any]:
        try:
            return self._games[game_id]
        except KeyError:
            known = listed(self._games, "or")
            raise UnknownGame(f"unknown game {game_id!r} (expected one of {known})") from None

    def __iter__(self) -> Iterator[Game[Any]]:
        return iter(self._games.values())

    def ids(self) -> list[str]:
        return list(self._games)


REGISTRY = Registry()


class Bot(Protocol):
    name: str

    def choose(self, game: Game[Any], state: Any, seat: int) -> Action: ...


Chooser = Callable[[Game[Any], Any, int], Action]
