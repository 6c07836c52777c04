"""The Play page's table logic, plain Python with no Streamlit: a :class:`Table` (one learner's
game in progress and what carries between deals), the computer players by level, a move by the
learner and the computer's answers, the next deal, hints, and the table saved between visits
(its seeds and actions, replayed on load). :mod:`ui.pages.play` draws it; tests drive it directly.
"""

from __future__ import annotations

import json
import random
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from engine.bots import MonteCarloBot, RandomBot, RuleOfThumbBot
from engine.cards import CARDS, Card, listed
from engine.game import Action, ActionParseError, Game, IllegalAction, either_of
from engine.ledger import format_counters
from engine.refusal import BECAUSE, Refusal
from engine.search.thumb import advice
from ui.format import capital
from ui.tables import deal_change, game_ui, stakes_put

# The computer's levels, weakest first (a game's own words for a level are in its GameUI).
LEVELS = {
    "random": "any legal action, at random",
    "rule of thumb": "plays by a few simple habits",
    "Monte-Carlo": "deals the cards it cannot see at random, many times, consistently with "
    "everything it has seen; plays each deal out and picks the move that does best; searches "
    "exactly once play is compulsory",
}
# Monte-Carlo in the page: a fixed number of sampled deals per decision, not a time budget, so a
# seeded table plays the same way on a slow or a busy machine. Exact solves (once play is
# compulsory) cost far more than playouts, so fewer deals are solved, and a decision's exact
# searches visit at most MC_SEARCH_NODES positions between them (past it, the remaining deals
# are played out instead). That limit was 300 ms of the wall clock, which a busy machine used
# up sooner: under a load of 10, 21 of 210 two-hand Sixty-Six searches and 25 of 540 Napoleon
# searches (five players) ran past it, so the same seeded deal played differently. A decision's
# searches visit a median 4,770 positions (two-hand Sixty-Six) and 1,745 (Napoleon), up to
# 40,502 and 19,538, at 16-30 us of CPU a position: 12,000 is about the 300 ms of an idle
# machine.
# Measured in 100 duplicate two-hand deals (each deal played both ways): 72% of the game points
# against the rule of thumb, 93% against random; about 30 ms a move (median), p95 0.1-0.15 s,
# the slowest about 0.35 s (two-, three- and four-hand alike).
MC_WORLDS = 100
MC_EXACT_WORLDS = 30
MC_SEARCH_NODES = 12_000
# ... and a decision among more than 8 candidates (Five-card Loo's exchange: 32) plays every one
# out in the first 20 deals, then only the 8 best so far (:class:`MonteCarloBot`'s
# ``narrow_to``): 1,280 playouts, not 3,200. CPU a decision at every game's usual and largest
# table, 4 deals each: Five-card Loo's exchange took 0.4-1.1 s (p95 0.66-0.79 s), every other
# game's slowest 0.1-0.46 s. The exchange chosen, valued by 2,000 playouts of its own, fell
# short of the unnarrowed search's by 0.05 (+-0.06) units over 40 exchanges, where the same
# search with another seed fell short by 0.06 (+-0.14): narrowing after 10 deals, 0.22 (+-0.13).
MC_NARROW_TO = 8


class PageMonteCarlo(MonteCarloBot):
    """:class:`engine.bots.MonteCarloBot` with a fixed number of sampled deals per decision:
    ``MC_WORLDS`` played out while the stock is open, ``MC_EXACT_WORLDS`` solved exactly once
    play is compulsory."""

    def decide(self, game: Any, view: Any, seat: int) -> Action:
        exact = game.searchable(view)
        self.min_worlds = self.max_worlds = MC_EXACT_WORLDS if exact else MC_WORLDS
        return super().decide(game, view, seat)


Bot = RandomBot | RuleOfThumbBot | MonteCarloBot


def levels(game: Game[Any]) -> list[str]:
    """The levels this game's engine supports (Monte-Carlo needs sampling and playouts)."""
    out = ["random", "rule of thumb"]
    if game.supports_search:
        out.append("Monte-Carlo")
    return out


def default_level(game: Game[Any]) -> str:
    want = game_ui(game.id).default_level
    options = levels(game)
    return want if want in options else options[-1]


def make_bot(level: str, seed: int) -> Bot:
    if level == "Monte-Carlo":
        # the time budget is never the limit: the number of deals is
        return PageMonteCarlo(
            seed=seed, budget_ms=1e9, search_nodes=MC_SEARCH_NODES, narrow_to=MC_NARROW_TO
        )
    if level == "rule of thumb":
        return RuleOfThumbBot(seed=seed)
    return RandomBot(seed=seed)


@dataclass
class Table:
    """One learner's table: the deal in progress and everything carried between deals."""

    game_id: str
    players: int
    seat: int
    bots: str  # the computer's level
    variant: str
    options: dict[str, Any]
    rng: random.Random
    state: Any = None
    start: Any = None  # the position as dealt (for the replay)
    deal_no: int = 0
    events: list[str] = field(default_factory=list)
    message: tuple[str, str] | None = None  # ("error" | "info", text) shown until the next move
    hint: bool = False
    pause: bool = False  # a trick has just finished: show it until the learner continues
    ledger: list[dict[str, Any]] = field(default_factory=list)
    recorded: bool = False
    computer: dict[int, Bot] = field(default_factory=dict)  # a bot for every other seat
    think: list[float] = field(default_factory=list)  # the computer's time per move, in ms
    # every deal's seed and every action taken in it (everyone's): replaying them from the
    # seeded deals rebuilds the table exactly (:func:`dump_table`, :func:`load_table`)
    deals: list[tuple[int, list[Action]]] = field(default_factory=list)
    last: int = 0  # where the latest moves begin in ``events`` (shown above the learner's cards)
    # where in ``events`` the learner's own move clicked on Play is told: its words were said at
    # the click (ui.play_verdict), so the latest moves' live region leaves that line out
    own: int | None = None
    confirm: tuple[Action, str] | None = None  # an action waiting for "… anyway", its question
    # the computer players have yet to answer the learner's move: the page shows the move
    # first, then lets them think (:func:`slow_replies`, :func:`computer_replies`)
    waiting: bool = False
    # what a click on each card shows at once, for the position it was computed on
    # (ui.play_verdict.card_verdicts); not saved: computed afresh for the position loaded
    verdicts: Any = field(default=None, repr=False, compare=False)
    # this table's own mark, kept in the page's address while it is played: a reload carries
    # it and resumes the table, a link sent lacks it (ui/pages/play_store.py open_link)
    hand: str = field(default_factory=lambda: secrets.token_hex(4))
    # the first deal is a link's (ui/pages/links.py): the same deal, played the same way by the
    # computer, whenever the link is opened (ui/pages/play_store.py counted)
    link: bool = False


def _units(game: Game[Any]) -> int:
    return game.units_per_counter


def fmt_units(game: Game[Any], units: int) -> str:
    return format_counters(units, _units(game))


def after_stakes(game: Game[Any], state: Any, seat: int) -> str:
    """The result line's last sentence when the learner put counters into the deal's pool as
    it was dealt: what the deal leaves him after them, as the tables below it count it ("You
    take the pool of 9 and a counter from each of the 3 others." + " With your stake of 2,
    this deal leaves you +10."); "" when he put in none."""
    ui = game_ui(game.id)
    put = -stakes_put(game, state).get(ui.account(state, seat), 0)
    if put <= 0:
        return ""
    change = deal_change(game, state, seat)
    # a loss with the minus sign the tables under the line write ("−2", ui.tables'
    # with_minus_signs), not a hyphen (look12: "this deal leaves you -2" over the table's "−2")
    sign = "+" if change > 0 else "\u2212"
    said = "even" if change == 0 else sign + fmt_units(game, abs(change))
    return f" With your {ui.stakes_word} of {fmt_units(game, put)}, this deal leaves you {said}."


def _seat_bots(t: Table) -> None:
    t.computer = {
        i: make_bot(t.bots, t.rng.randrange(10**9)) for i in range(t.players) if i != t.seat
    }


def new_table(
    game: Game[Any], cfg: dict[str, Any], s: dict[str, Any], seed: int, deal: int | None = None
) -> Table:
    """A new game: the first deal, played up to the learner's first turn. ``deal``: the first
    deal's seed (a link to a deal, ui/pages/links.py), else one drawn from ``seed``."""
    players = game.fit_players(game.make_opts(s["variant"]), cfg["players"])
    t = Table(
        game.id,
        players,
        min(cfg["seat"], players - 1),
        cfg["bots"] if cfg["bots"] in levels(game) else default_level(game),
        s["variant"],
        dict(s["options"]),
        random.Random(seed),
        link=deal is not None,
    )
    _seat_bots(t)
    seed = t.rng.randrange(10**9)
    seed = seed if deal is None else deal
    state = _first_deal(game, t, seed)
    t.ledger.append({"deal": "start", **game_ui(game.id).start_row(state)})
    _begin(game, t, state, seed)
    return t


def _first_deal(game: Game[Any], t: Table, seed: int) -> Any:
    n = t.players
    return game.new_deal(
        players=n, dealer=(t.seat - 1) % n, seed=seed, variant=t.variant, **t.options
    )


def set_level(t: Table, level: str) -> None:
    """The computer plays at ``level`` from its next move on."""
    if level != t.bots:
        t.bots = level
        t.think = []  # the time per move shown is this level's
        _seat_bots(t)


def _begin(game: Game[Any], t: Table, state: Any, seed: int, answer: bool = True) -> None:
    t.state = state
    t.start = state
    t.deal_no += 1
    t.deals.append((seed, []))
    ui = game_ui(game.id)
    t.events = [f"{deal_word(game).capitalize()} {t.deal_no}: {ui.deal_intro(state, t.seat)}"]
    if game.is_over(state):  # over as dealt (a flush dealt in Five-card Loo): how, to the learner
        t.events += ui.move_notes(state, state, t.seat)
    t.message, t.hint, t.pause, t.recorded, t.last, t.confirm = None, False, False, False, 0, None
    _answer(game, t, answer)


def decided(game: Game[Any], t: Table) -> bool:
    """Whether the learner had a move in the deal in hand: a flush shown as the cards are dealt
    (Five-card Loo) or a three-hand dealer sitting out (Sixty-Six) leaves him none."""
    state = t.start
    for action in t.deals[-1][1]:
        if game.current_player(state) == t.seat:
            return True
        state = game.apply(state, action)
    return False


def deal_word(game: Game[Any]) -> str:
    """The game's word for a deal: "hand" in Sixty-Six, "game" in Linger Longer."""
    return game.deal_word


def _tell(game: Game[Any], before: Any, mover: int, action: Action, seat: int) -> str:
    ui = game_ui(game.id)
    if ui.tell is not None:
        return ui.tell(before, mover, action, seat)
    who = "You" if mover == seat else f"P{mover}"
    if action.kind == "play" and action.card is not None:
        return f"{who} {'play' if mover == seat else 'plays'} {action.card.pretty}."
    verb = ui.action_verbs.get(action.kind, action.kind)
    what = f" {action.card.pretty}" if action.card is not None else ""
    return f"{who} {verb if mover == seat else _third_person(verb)}{what}."


def _act(game: Game[Any], t: Table, action: Action) -> None:
    """Apply a (legal) action and log it as the learner hears it; pause after a trick where
    the game wants it."""
    ui = game_ui(game.id)
    mover = game.current_player(t.state)
    assert mover is not None
    before = t.state
    t.state = game.apply(before, action)
    if t.deals:  # (a test may set a position by hand, with no deal recorded)
        t.deals[-1][1].append(action)
    t.events.append(_tell(game, before, mover, action, t.seat))
    if len(t.state.history) > len(before.history):
        plays, winner = t.state.history[-1]
        card = next(c for p, c in plays if p == winner)
        who = "you" if winner == t.seat else f"P{winner}"
        t.events.append(f"Trick {len(t.state.history)} goes to {who} ({CARDS[card].pretty}).")
        t.pause = ui.pause_after_trick and not game.is_over(t.state)
    t.events.extend(ui.move_notes(before, t.state, t.seat))
    t.hint = False


def _third_person(verb: str) -> str:
    """``take the widow`` → ``takes the widow`` (for the computer players' lines)."""
    first, _, rest = verb.partition(" ")
    first = first + ("es" if first.endswith(("s", "sh", "ch")) else "s")
    return f"{first} {rest}".strip()


def advance(game: Game[Any], t: Table) -> None:
    """Let the computer players move until it is the learner's turn, a trick ends (where the
    game pauses), or the deal is over. Each bot reads only its own seat's view."""
    while not game.is_over(t.state) and not t.pause:
        seat = game.current_player(t.state)
        if seat is None or seat == t.seat:
            break
        start = time.perf_counter()
        action = t.computer[seat].choose(game, t.state, seat)
        took = (time.perf_counter() - start) * 1000
        # the time a move takes, shown as the level's ("about 300 ms a move"), is timed on real
        # choices: a forced one (Bierspiel's dealer saying "Auf") takes no thought
        if len(game.legal_actions(t.state)) > 1:
            t.think.append(took)
        _act(game, t, action)


def slow_replies(t: Table) -> bool:
    """Whether the computer players take long enough to answer (Monte-Carlo: tenths of a second
    a move) that the page shows the learner's own move first, then their replies (issue 12,
    part 5: click -> feedback). The other levels answer within a millisecond: one redraw."""
    return t.bots == "Monte-Carlo"


def computer_replies(game: Game[Any], t: Table) -> None:
    """The computer players' replies to a move played (or a deal begun) with ``answer=False``."""
    t.waiting = False
    advance(game, t)


def _answer(game: Game[Any], t: Table, now: bool) -> None:
    """The computer players move now (:func:`advance`), or later (``t.waiting`` says whether
    any is to move: :func:`computer_replies`)."""
    if now:
        advance(game, t)
    else:
        s = t.state
        t.waiting = not t.pause and not game.is_over(s) and game.current_player(s) != t.seat


def human_move(game: Game[Any], t: Table, action: Action, answer: bool = True) -> bool:
    """The learner's action: refused with the engine's reason (nothing changes) or played,
    then the computer players answer (``answer=False``: later, by :func:`computer_replies`; meanwhile
    ``t.waiting`` says whether any is to move). True when it was played."""
    refused = refusal_words(game, t.state, action)
    if refused is not None:
        t.message = ("error", refused)
        return False
    try:
        _act(game, t, action)
    except IllegalAction as e:  # explain() and apply() agree; this keeps a bad click harmless
        t.message = ("error", str(e))
        return False
    t.message = None
    _answer(game, t, answer)
    return True


def refusal_words(game: Game[Any], state: Any, action: Action) -> str | None:
    """What Play says when the learner tries ``action`` and the engine refuses it (its first
    refusal's words, the card tried named first: the reason may name only the cards that must
    be played), or None where the engine allows it. :func:`human_move` says it after the click,
    and ``ui.play_verdict`` sends it with the hand beforehand, so both say the same words."""
    refusals = game.explain(state, action)
    if not refusals:
        return None
    msg = refusals[0].message_plain()
    card = action.card if action.kind == "play" else None
    tried = f"You cannot play {card.pretty}. " if card is not None else ""
    return tried + msg[:1].upper() + msg[1:]


def move_line(game: Game[Any], t: Table, action: Action) -> str:
    """The log line of the learner's (legal) ``action`` now, as the latest moves then begin
    (:func:`_act` writes it): "You play 10♥."."""
    mover = game.current_player(t.state)
    assert mover is not None
    return _tell(game, t.state, mover, action, t.seat)


def _face(a: Action) -> int | None:
    """The card that places ``a`` in the hand's order: its card, or for a suit (Napoleon's
    "name trumps") that suit's ace, which every pack holds, so the suits stand as a hand draws
    them (the table's ♠ ♥ ♣ ♦, not the engine's ♣ ♦ ♥ ♠)."""
    if a.card is not None:
        return int(a.card)
    return int(Card.of(14, a.suit)) if a.suit is not None else None


def actions_in_hand_order(game: Game[Any], state: Any, actions: list[Action]) -> list[Action]:
    """``actions`` with each kind's card actions (a rob putting out this card or that) and suit
    actions (naming trumps) in the order the table draws the hand (a refused one given among
    them takes its place there); kinds, and actions with neither, keep their order."""
    kinds = list(dict.fromkeys(a.kind for a in actions))
    out: list[Action] = []
    for kind in kinds:
        same = [a for a in actions if a.kind == kind]
        cards = [c for c in map(_face, same) if c is not None]
        rank = {c: k for k, c in enumerate(game.hand_order(state, cards))}
        out += sorted(same, key=lambda a: -1 if (f := _face(a)) is None else rank[f])
    return out


def quoted(label: str) -> str:
    """A button's words quoted in a sentence: ``“Pass”``; a label quoting words itself (Say
    “Auf”) in single quotes around them."""
    return f"\u2018{label}\u2019" if "\u201c" in label else f"\u201c{label}\u201d"


def _choices(game: Game[Any], state: Any, actions: list[Action]) -> list[str]:
    """The non-card actions of a position as a hint names them: each button's words quoted,
    never a label turned into a verb ('you may trumps ♣ clubs', 'you may keep my hand'). The
    buttons that differ only by a card (the cards a rob may put out) said once, the other cards
    listed after it: ``“Rob the trump, discard 8♦” (or with J♦ or 9♠ instead of the 8♦)``."""
    groups: dict[str, list[str]] = {}  # a label with "{}" for the card -> the cards, in order
    for a in actions_in_hand_order(game, state, actions):
        label = action_label(game, state, a)
        card = a.card.pretty if a.card is not None else ""
        if card and card in label:
            before, _, after = label.partition(card)
            groups.setdefault(before + "{}" + after, []).append(card)
        else:
            groups.setdefault(label.replace("{}", ""), [])
    out = []
    for label, cards in groups.items():
        if len(cards) > 2:
            first, rest = cards[0], either_of(cards[1:])
            out.append(f"{quoted(label.format(first))} (or with {rest} instead of the {first})")
        else:
            out += [quoted(label.format(c)) for c in cards or [""]]
    return out


def _in_a_sentence(parts: list[str]) -> str:
    """Alternatives in one sentence: the simple ones ``a, b or c``; one that lists within
    itself (``play 5♥, Q♥ or A♠``) set apart by ``; or``."""
    groups: list[str] = []
    run: list[str] = []
    for part in parts:
        if ", " in part:
            if run:
                groups.append(either_of(run))
                run = []
            groups.append(part)
        else:
            run.append(part)
    if run:
        groups.append(either_of(run))
    return "; or ".join(groups)


def _up_to(verb: str, most: int) -> str:
    """A composed action's range in words: ``exchange 0 to 3 cards``, ``exchange 0 or 1 card``."""
    return f"{verb} 0 or 1 card" if most == 1 else f"{verb} 0 to {most} cards"


def hint_text(game: Game[Any], t: Table) -> str:
    """What the learner may do now, in one sentence: the cards he may play in the order the
    table draws his hand, the buttons he may choose in their own words, quoted (``you may
    choose “Keep my hand” or “Play”``), and a choice he composes from his cards in the game's
    verb for it (``exchange 0 to 3 cards``); then the computer's advice (:func:`thumb_advice`)."""
    ui = game_ui(game.id)
    view = ui.seen(t.state, t.seat)
    legal = game.legal_actions(view)
    plays = [int(a.card) for a in legal if a.kind == "play" and a.card is not None]
    composed = composed_kinds(legal)
    parts = (
        [f"play {either_of([CARDS[c].pretty for c in game.hand_order(view, plays)])}"]
        if plays
        else []
    )
    buttons = _choices(game, view, [a for a in legal if a.kind not in ("play", *composed)])
    if buttons:
        parts.append(f"choose {either_of(buttons)}")
    parts += [  # "exchange 0 to 3 cards", not every combination
        _up_to(ui.action_verbs.get(k, k), max(a.number or 0 for a in legal if a.kind == k))
        for k in sorted(composed)
    ]
    return f"Hint: you may {_in_a_sentence(parts)}. {thumb_advice(game, t)}"


def thumb_advice(game: Game[Any], t: Table) -> str:
    """What the computer's rule of thumb would do in the learner's place, and why, as the
    hint says it after the moves he may make: ``The computer's rule of thumb would play K♣.
    You can head the trick: take it with the cheapest card that does.`` The move named once,
    as the page names it (a card by its face, any other move by its button's words, quoted),
    the reason saying only why (``Game.heuristic_move``, as ``trickbook play``'s hint; a card
    the only one the rules allow said to be so: :func:`engine.search.thumb.advice`). Read
    from his own view, never a card he cannot see, with a generator of its own seeded by the
    deal and the moves made in it: asking changes none of the computer players' moves."""
    ui = game_ui(game.id)
    seen = ui.seen(t.state, t.seat)
    seed, moves = t.deals[-1] if t.deals else (0, [])
    act, why = advice(game, game.view(seen, t.seat), random.Random(f"hint {seed} {len(moves)}"))
    if act.kind == "play" and act.card is not None:
        move = f"play {act.card.pretty}"
    else:
        move = f"choose {quoted(action_label(game, seen, act))}"
    because = f" {capital(why)}." if why else ""
    return f"The computer's rule of thumb would {move}.{because}"


def record_deal(game: Game[Any], t: Table) -> None:
    """The deal just finished as a row of the table's running sheet (:attr:`Table.ledger`,
    the game's :attr:`GameUI.ledger_row`), once: Play's record of it and the notebooks' play
    box both write it here."""
    if not t.recorded:
        t.recorded = True
        t.ledger.append({"deal": str(t.deal_no), **game_ui(game.id).ledger_row(t.state, t.seat)})


def next_deal(game: Game[Any], t: Table, answer: bool = True) -> None:
    """The next deal, the computer players moving up to the learner's turn (``answer=False``:
    later, as :func:`human_move`)."""
    seed = t.rng.randrange(10**9)
    nxt = game.next_deal(t.state, seed=seed)
    _begin(game, t, nxt, seed, answer)


def play_or_ask(
    game: Game[Any], t: Table, action: Action, confirmed: bool = False, answer: bool = True
) -> bool:
    """The learner's click on a card face or an action button. An action the game asks about
    first (its ``confirm``: a claim under 66) waits with its question until the learner
    confirms; otherwise it goes to :func:`human_move` (refused with its rule, or played, the
    computer players answering now or, with ``answer=False``, later). True when it was
    played."""
    ui = game_ui(game.id)
    if not confirmed and not game.explain(t.state, action):
        question = ui.confirm(ui.seen(t.state, t.seat), t.seat, action)
        if question:
            t.confirm, t.message = (action, question), None
            return False
    t.confirm = None
    mark = len(t.events)
    played = human_move(game, t, action, answer)
    if played:
        t.last = t.own = mark
    return played


# ---- the table saved between visits -----------------------------------------------------------
SAVE_VERSION = 1


class SavedTableError(ValueError):
    """A saved table that cannot be rebuilt (another version, or rules that changed since)."""


def _rng_state(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def _set_rng(rng: random.Random, saved: list[Any]) -> None:
    version, internal, gauss = saved
    rng.setstate((int(version), tuple(int(x) for x in internal), gauss))


def dump_table(t: Table) -> str:
    """The table as JSON: its settings, every deal's seed and the actions taken, the random
    generators' states (the table's and each computer player's), and what the page shows
    (log, messages, the running table, the learner's own line among the latest moves, the
    computer's time per move, replies still to come). Loaded back (:func:`load_table`), every
    field but :attr:`Table.verdicts` (a cache for the position) is as it was saved."""
    return json.dumps(
        {
            "v": SAVE_VERSION,
            "game": t.game_id,
            "hand": t.hand,
            "players": t.players,
            "seat": t.seat,
            "bots": t.bots,
            "variant": t.variant,
            "options": t.options,
            "rng": _rng_state(t.rng),
            "computer": {str(i): _rng_state(bot.rng) for i, bot in t.computer.items()},
            "deals": [[seed, [str(a) for a in acts]] for seed, acts in t.deals],
            "events": t.events,
            "last": t.last,
            "own": t.own,
            "message": list(t.message) if t.message else None,
            "hint": t.hint,
            "pause": t.pause,
            "ledger": t.ledger,
            "recorded": t.recorded,
            "think": t.think,
            "waiting": t.waiting,
            "link": t.link,
            "confirm": [str(t.confirm[0]), t.confirm[1]] if t.confirm else None,
        },
        separators=(",", ":"),
    )


def load_table(game: Game[Any], text: str) -> Table:
    """Rebuild a table from :func:`dump_table`'s JSON by replaying its deals through the
    engine. Raises :class:`SavedTableError` when that is not possible."""
    try:
        d = json.loads(text)
        if d.get("v") != SAVE_VERSION or d.get("game") != game.id:
            raise SavedTableError(f"saved by another version (v{d.get('v')}, {d.get('game')})")
        t = Table(
            game.id,
            int(d["players"]),
            int(d["seat"]),
            str(d["bots"]),
            str(d["variant"]),
            dict(d["options"]),
            random.Random(),
        )
        if t.bots not in levels(game) or not 0 <= t.seat < t.players:
            raise SavedTableError(f"no computer level {t.bots!r} or seat P{t.seat}")
        t.hand = str(d.get("hand") or t.hand)  # (a table saved before the mark: a new one)
        _set_rng(t.rng, d["rng"])
        state: Any = None
        for k, (seed, actions) in enumerate(d["deals"]):
            if k == 0:
                state = _first_deal(game, t, int(seed))
            else:
                state = game.next_deal(state, seed=int(seed))
            t.start = state
            acts = [Action.parse(a) for a in actions]
            for a in acts:
                state = game.apply(state, a)
            t.deals.append((int(seed), acts))
        if state is None:
            raise SavedTableError("no deal in it")
        t.state = state
        t.deal_no = len(t.deals)
        t.events = [str(e) for e in d["events"]]
        t.last = int(d["last"])
        t.message = (str(d["message"][0]), str(d["message"][1])) if d["message"] else None
        t.hint, t.pause, t.recorded = bool(d["hint"]), bool(d["pause"]), bool(d["recorded"])
        t.ledger = [dict(row) for row in d["ledger"]]
        t.link = bool(d.get("link", False))  # (a table saved before: not a link's)
        # (a table saved before these were kept: no line of the latest moves marked his own,
        # their live region reading them all; no time per move until the computer's next; no
        # replies to come: the page saved a table only once they were given)
        own = d.get("own")
        t.own = None if own is None else int(own)
        t.think = [float(ms) for ms in d.get("think", [])]
        t.waiting = bool(d.get("waiting", False))
        if d["confirm"]:
            t.confirm = (Action.parse(d["confirm"][0]), str(d["confirm"][1]))
        # the computer players, seeded apart from the table's generator (the deals to come are
        # the ones the table would have dealt without the break), then each given back its
        # generator as saved: they play on as they would have without the reload (a table
        # saved before they were kept has new ones, seeded from its deals)
        rng = t.rng.getstate()
        t.rng.seed(f"bots:{t.deals[-1][0]}:{sum(len(acts) for _, acts in t.deals)}")
        _seat_bots(t)
        t.rng.setstate(rng)
        for i, saved in d.get("computer", {}).items():
            _set_rng(t.computer[int(i)].rng, saved)
    except SavedTableError:
        raise
    except (ValueError, KeyError, TypeError, IndexError, IllegalAction, ActionParseError) as e:
        raise SavedTableError(f"{type(e).__name__}: {e}") from None
    return t


def action_label(game: Game[Any], state: Any, a: Action) -> str:
    """A button's words for an action: ``Take the widow``, ``Meld K♥ (20)``."""
    ui = game_ui(game.id)
    if ui.label is not None:
        return ui.label(state, a)
    label = ui.action_labels.get(a.kind, a.kind.capitalize())
    return f"{label} {a.card.pretty}" if a.card is not None else label


def card_or_label(game: Game[Any], state: Any, a: Action) -> str:
    """An action in a sentence: a card by its face (``J♠``), anything else as its button says
    it (``Take the widow``, ``Rob: put out J♠, take the 6♠``), not the engine's word."""
    if a.kind == "play" and a.card is not None:
        return a.card.pretty
    return action_label(game, state, a)


def rows_in_app_words(
    game: Game[Any], state: Any, rows: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """A settlement table's rows with each declaration said as the Play page's button says
    it (``Take the widow``, ``Nap (all 5)``), not by the engine's word (``widow``, ``nap``):
    a cell holding one of the game's :attr:`~engine.game.Game.declaration_words`, or already
    the button's words in lower case (Rams' ``play``), takes the button's words; the other
    words of that column (``took the pool``) are capitalised to match. Only the table: the
    engine's rows and ``settlement_json`` are unchanged."""
    labels = {w: action_label(game, state, game.word_action(w)) for w in game.declaration_words}
    labels |= {said.lower(): said for said in list(labels.values())}
    said = {k for r in rows for k, v in r.items() if isinstance(v, str) and v in labels}
    return [
        {
            k: (labels.get(v) or capital(v)) if k in said and isinstance(v, str) else v
            for k, v in r.items()
        }
        for r in rows
    ]


def refused_buttons(game: Game[Any], view: Any, legal: list[Action]) -> dict[Action, Refusal]:
    """The moves besides a card that a page draws as disabled buttons, each with the engine's
    reason, at ``view`` (the learner's own, as :attr:`GameUI.seen` gives it) beside the
    ``legal`` ones: the refused moves the engine has on offer (:meth:`Game.offered_refusals`:
    a move of the game not allowed now, never one it lacks, Rounce's general rounce), less
    those the game's table leaves out (:attr:`GameUI.shows_refusal`: one that can never come
    back this deal, or another seat's). Cards are not among them: each card held is a button
    of its own, refused with its rule when clicked."""
    shows = game_ui(game.id).shows_refusal
    return {
        r.action: r
        for r in game.offered_refusals(view)
        if r.action.kind != "play" and r.action not in legal and shows(view, r.action)
    }


def offered_moves(
    game: Game[Any], view: Any, legal: list[Action], besides: frozenset[str] = frozenset({"play"})
) -> list[tuple[Action, Refusal | None]]:
    """The moves a page draws a button for, besides those of a kind in ``besides`` (a card
    played: each card held is a button of its own), in the order it draws them, each with
    the engine's refusal, or None where it is allowed: the ``legal`` ones and the refused ones
    it shows (:func:`refused_buttons`). By kind as the engine lists them, the allowed kinds
    first; a kind's numbers in their order, and its suits in the order the table draws the
    hand, the refused in their place among them (Napoleon outbid: Bid 1, 2 and 3 greyed before
    Bid 4; trumps ♠ ♥ ♣ ♦, whichever are refused); a kind's cards (a rob's, a marriage's king
    and queen) in the hand's order, the allowed before the refused. Play's buttons (in play
    and declaring) and the notebooks' play box both draw this order."""
    refused = refused_buttons(game, view, legal)
    moves = [a for a in (*legal, *refused) if a.kind not in besides]
    kinds = list(dict.fromkeys(a.kind for a in moves))
    ranked = actions_in_hand_order(game, view, moves)
    ranked.sort(key=lambda a: (kinds.index(a.kind), a.number or 0, a in refused and a.suit is None))
    return [(a, refused.get(a)) for a in ranked]


def not_now(game: Game[Any], view: Any, offered: list[tuple[Action, Refusal | None]]) -> list[str]:
    """Why the moves drawn disabled among a player's cards are refused (``offered``, as
    :func:`offered_moves` gives them): one line per reason, its moves named together in their
    buttons' order (a marriage's king and queen share one): ``Close — not now, because ...``.
    Play prints them under its buttons, the notebooks' play box too. The reason has a colon of
    its own ("the stock is exhausted: there is nothing to close"): after "because", not
    another colon (:data:`engine.refusal.BECAUSE`)."""
    why: dict[str, list[str]] = {}
    for a, r in offered:
        if r is not None:
            why.setdefault(r.message_plain(), []).append(action_label(game, view, a))
    return [
        f"{', '.join(labels)} \u2014 not now{BECAUSE}{message}" for message, labels in why.items()
    ]


def not_open(game: Game[Any], s: Any, refused: list[Refusal]) -> list[str]:
    """Why the disabled moves are not open to the learner: one line per reason, its moves
    named together, each button's words quoted as a sentence names a button (:func:`quoted`):
    "“Play”, “Take the widow” and “Pass” are not open to you, because nobody may look at his
    cards or declare until the dealer says “Auf”.", as Play and the notebooks' play box print
    them under a declaring turn's buttons. A line each had said the same reason three times
    under Bierspiel's "Say “Auf”", one under another. The reason has a colon of its own
    ("P1 has bid 1: a bid must be higher"), so "because" joins it, not another colon
    (:data:`engine.refusal.BECAUSE`), and a button's own colon ("Rob: put out A♠, take the
    8♠") stays inside its quotes."""
    why: dict[str, list[str]] = {}
    for r in refused:
        why.setdefault(r.reason, []).append(quoted(action_label(game, s, r.action)))
    return [
        f"{listed(labels)} {'is' if len(labels) == 1 else 'are'} not open to you{BECAUSE}{reason}."
        for reason, labels in why.items()
    ]


def composed_kinds(actions: list[Action]) -> set[str]:
    """Kinds of action the player composes from cards he picks in his hand ("How many?":
    ``exchange 2 7C 3D``): read off the legal actions (some of the kind name cards), so a page
    draws one pick-and-confirm control for them instead of a button per combination."""
    return {a.kind for a in actions if a.cards}


def composed_action(game: Game[Any], state: Any, kind: str, ticked: tuple[Card, ...]) -> Action:
    """The move the cards ticked in a composed control make (:func:`composed_kinds`): the
    legal action of ``kind`` naming just those cards, in whatever form it takes (a Bierspiel
    dealer who may take both turned cards, ticking one, takes up the trump card alone,
    ``rob 9C``; ticking two, both, ``rob 2 9C AD``), else ``kind`` with their count (``exchange
    2 7C 3D``), which the engine refuses with its reason when it is not allowed."""
    want = sorted(ticked)
    for a in game.legal_actions(state):
        if a.kind == kind and sorted(a.named_cards) == want:
            return a
    return Action(kind, number=len(ticked), cards=ticked)
